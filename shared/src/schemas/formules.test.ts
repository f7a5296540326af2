/**
 * [issue 27] Formula injection refused where it is typed: one rule (`sansFormule`, shared/src/schemas/commun.ts)
 * behind every free-text field helper, with its French message on the field.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_FORMULE, ligneAdresse, sansFormule, texteLibre, texteObligatoire } from './commun.ts';
import { champTexte } from './copropriete/champs.ts';
import { identificationChamps } from './copropriete/identification.ts';
import { formulaireReclamationSchema } from '../routes/reclamation.routes.ts';
import { raisonSuppression } from './suppressions.ts';

const FORMULES = ['=HYPERLINK("http://x","a")', '+1+1', '@SUM(A1)', '\t=1+1', '\r=1', '\tRésidence', '  =1+1'];
const PERMIS = ['Résidence des Lilas', '- Résidence du Parc', '-1', "L'Étoile", '12 = douze', 'a+b', ''];

describe('la règle des débuts de formule', () => {
  it.each(FORMULES)('refuse %j', (v) => expect(sansFormule(v)).toBe(false));
  it.each(PERMIS)('accepte %j (un tiret initial reste permis : neutralisé à la sortie)', (v) =>
    expect(sansFormule(v)).toBe(true),
  );
  it('accepte un champ absent', () => {
    expect(sansFormule(null)).toBe(true);
    expect(sansFormule(undefined)).toBe(true);
  });
});

describe('appliquée par chaque champ de texte libre, avec son message', () => {
  const message = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
    r.error?.issues.map((i) => i.message);
  it.each([
    ['champTexte (assistant)', champTexte(100)],
    ['texteObligatoire (comptes, raisons sociales)', texteObligatoire(100)],
    ['texteLibre', texteLibre(100)],
    ['ligneAdresse', ligneAdresse],
    ['raison de suppression', raisonSuppression],
  ] as const)('%s', (_nom, schema) => {
    for (const v of FORMULES) expect(message(schema.safeParse(v)), JSON.stringify(v)).toContain(MESSAGE_FORMULE);
    expect(schema.safeParse('- Résidence').success).toBe(true);
  });

  it('le nom de la copropriété, sur son champ', () => {
    const r = identificationChamps.safeParse({ nomCopropriete: '=HYPERLINK("http://x","a")' });
    expect(r.success).toBe(false);
    expect(r.error!.issues.find((i) => i.path.join('.') === 'nomCopropriete')?.message).toBe(MESSAGE_FORMULE);
  });

  it('les textes du formulaire de réclamation', () => {
    const r = formulaireReclamationSchema.safeParse({
      nom: '@Dupont',
      message: '=1+1 un message assez long pour passer',
      adresseReference: '+12 rue de la Paix',
    });
    const chemins = r.error!.issues.filter((i) => i.message === MESSAGE_FORMULE).map((i) => i.path.join('.'));
    expect(chemins).toEqual(expect.arrayContaining(['nom', 'message', 'adresseReference']));
  });
});
