import { beforeAll, describe, expect, it } from 'vitest';
import { reinitialiserConfig } from '../platform/config.ts';
import {
  courrielDissolutionRefusee,
  courrielDissolutionValidee,
  courrielPrecisionDemande,
  courrielRattachementRefuse,
  courrielRattachementValide,
} from './courriels.ts';

const base = { a: 'syndic@exemple.fr', nom: 'Louise Démo', nomCopropriete: 'Résidence des Lilas', immatriculation: 'AB1234567' };

beforeAll(() => {
  Object.assign(process.env, {
    TABLE_NAME: 't',
    USER_POOL_ID: 'eu-west-3_x',
    USER_POOL_CLIENT_ID: 'c',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  reinitialiserConfig();
});

describe('courriels des décisions du teneur', () => {
  it('un renouvellement se dit « renouvellement », un rattachement « rattachement »', () => {
    const r = courrielRattachementValide({ ...base, type: 'RENOUVELLEMENT' });
    expect(r.sujet).toMatch(/renouvellement de mandat est validée/);
    expect(r.texte).toMatch(/renouvellement du mandat de syndic de la copropriété « Résidence des Lilas » \(AB1-234-567\)/);
    expect(r.texte).not.toMatch(/rattachement/);
    expect(courrielRattachementValide(base).sujet).toMatch(/rattachement est validée/);
    const refus = courrielRattachementRefuse({
      ...base,
      type: 'RENOUVELLEMENT',
      raison: 'Contrat non signé.',
      typesMotifRefus: ['JUSTIFICATIF_NON_CONFORME'],
    });
    expect(refus.sujet).toMatch(/renouvellement de mandat est refusée/);
    expect(refus.texte).toContain('Justificatif absent ou non conforme');
    expect(refus.texte).toContain('Contrat non signé.');
  });

  it('dissolution : validée (au déclarant, au syndic), refusée avec la raison', () => {
    expect(courrielDissolutionValidee(base).sujet).toMatch(/déclaration de dissolution est validée/);
    const syndic = courrielDissolutionValidee({ ...base, syndic: true });
    expect(syndic.texte).toMatch(/votre mandat est archivé/);
    const refus = courrielDissolutionRefusee({ ...base, raison: 'Acte illisible.', typesMotifRefus: [] });
    expect(refus.texte).toContain('Acte illisible.');
    expect(refus.texte).not.toMatch(/Motif/);
  });

  it('précision sur une demande sans brouillon : le message, la référence, où répondre', () => {
    const c = courrielPrecisionDemande({
      ...base,
      typeDemande: 'DISSOLUTION',
      idDemande: 'DISSOLUTION-12',
      message: 'Joignez l’arrêté complet.',
      repondreA: 'teneurs@exemple.fr',
    });
    expect(c.texte).toMatch(/votre déclaration de dissolution de la copropriété « Résidence des Lilas »/);
    expect(c.texte).toContain('Joignez l’arrêté complet.');
    expect(c.texte).toContain('teneurs@exemple.fr');
    expect(c.texte).toContain('DISSOLUTION-12');
  });
});
