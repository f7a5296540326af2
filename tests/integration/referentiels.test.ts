import { describe, expect, it } from 'vitest';
import { appeler, jetonDe, loginDe } from '../support/api.ts';

describe('listes de référence', () => {
  it('rend les listes de la spécification avec leurs valeurs exactes', async () => {
    const jeton = await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC'));
    const codes = async (chemin: string) =>
      (await appeler<{ code: string }[]>('GET', chemin, { jeton })).corps.map((c) => c.code);
    expect(await codes('/api/civilites')).toEqual(['MME', 'M']);
    expect(await codes('/api/parametres/typeChauffage')).toEqual([
      'COLLECTIF',
      'INDIVIDUEL',
      'MIXTE',
      'SANS_CHAUFFAGE',
      'Non renseigné',
    ]);
    expect(await codes('/api/parametres/periodeConstruction')).toContain('DE_1949_A_1960');
    expect(await codes('/api/parametres/energieUtilisee')).toContain('FIOUL_DOMESTIQUE');
    expect(await codes('/api/etat-copropriete')).toHaveLength(16);
    expect(await codes('/api/typeDePiecesJustif?adminProvisoire=true')).toEqual(['ORDO_NOMINATION']);
    expect(await codes('/api/typeDePiecesJustif')).toEqual(['CONTRAT_SYNDIC', 'PV_AG']);
    expect(await codes('/api/type-teledeclarant-min')).toEqual(['PRO', 'NON_PRO']);
    expect(await codes('/api/type-teledeclarant/all')).toHaveLength(8);
    expect(await codes('/api/profil-utilisateurs/type/PRO')).toEqual([
      'TELE_PRO_ADMIN_PRINC',
      'TELE_PRO_ADMIN_SECOND',
      'TELE_PRO_GESTION',
    ]);
    expect(await codes('/api/profil-utilisateurs/disponible')).toEqual(['TELE_PRO_ADMIN_SECOND', 'TELE_PRO_GESTION']);
    expect(await codes('/api/coproprietes/faitgenerateur/DEMOLITION')).toContain('ARRETE_DEMOLITION');
  });

  it('donne les profils attribuables à un utilisateur de son propre compte seulement', async () => {
    const jeton = await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC'));
    const gestion = await appeler('GET', `/api/profil-utilisateurs/disponible/${loginDe('TELE_PRO_GESTION')}`, { jeton });
    expect((gestion.corps as { code: string }[]).map((c) => c.code)).toEqual(['TELE_PRO_ADMIN_SECOND', 'TELE_PRO_GESTION']);
    const autreCompte = await appeler('GET', `/api/profil-utilisateurs/disponible/${loginDe('TELE_NONPRO_GESTION')}`, { jeton });
    expect(autreCompte.status).toBe(404);
  });

  it('donne les statuts suivants et les codes APE publics', async () => {
    const jeton = await jetonDe(loginDe('TENEUR_ADMIN_PRINC'));
    const suivants = await appeler<{ code: string }[]>('GET', '/api/statut-teledeclarant/suivant/ATT_ACTIVATION', { jeton });
    expect(suivants.corps.map((s) => s.code)).toEqual(['ACTIF', 'SUPPRIME']);
    const ape = await appeler<{ code: string; libelle: string }[]>('GET', '/api/public/teledeclarant/codesape/NOTAIRE');
    expect(ape.corps).toEqual([{ code: '6910Z', libelle: 'Activités juridiques' }]);
  });

  it('rejette un paramètre inconnu avec un message en français', async () => {
    const jeton = await jetonDe(loginDe('TENEUR_ADMIN_PRINC'));
    const r = await appeler('GET', '/api/statut-teledeclarant/suivant/INCONNU', { jeton });
    expect(r.status).toBe(400);
    expect(r.corps).toMatchObject({ erreurs: { 'chemin.t': expect.stringContaining('Valeur non reconnue') } });
    const q = await appeler('GET', '/api/typeDePiecesJustif?adminProvisoire=peut-etre', { jeton });
    expect(q.corps).toMatchObject({
      status: 400,
      erreurs: { 'parametres.adminProvisoire': 'adminProvisoire vaut true ou false.' },
    });
  });
});
