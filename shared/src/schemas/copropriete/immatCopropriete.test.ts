import { describe, expect, it } from 'vitest';
import { BLOC_PAR_ETAPE } from '../../domain/copropriete/etapes.ts';
import {
  BROUILLONS_PAR_BLOC,
  SCHEMAS_PAR_BLOC,
  confirmationsSchema,
  immatCoproprieteBrouillonSchema,
  immatCoproprieteSchema,
} from './immatCopropriete.ts';
import {
  contexteSyndic,
  donneesFinancieresValides,
  donneesTechniquesValides,
  identificationValide,
  immatCoproprieteValide,
  messagesParChamp,
} from './fixtures.ts';

describe('déclaration complète immatCopropriete', () => {
  it('accepte les cinq blocs d’une immatriculation par le syndic', () => {
    const r = immatCoproprieteSchema(contexteSyndic()).parse(immatCoproprieteValide());
    expect(Object.keys(r)).toEqual([
      'infoRattachement',
      'identification',
      'procedures',
      'donneesFinancieres',
      'donneesTechniques',
    ]);
    expect(r.infoRattachement?.dateDebutMandat).toBe('2025-04-01');
  });
  it('le mandat est obligatoire pour le syndic', () => {
    expect(
      messagesParChamp(immatCoproprieteSchema(contexteSyndic()).safeParse(immatCoproprieteValide({ infoRattachement: null }))),
    ).toEqual({
      infoRattachement: ['Les informations de rattachement (mandat du syndic) sont obligatoires.'],
    });
  });
  it("le notaire n'a pas de mandat : le bloc est ignoré", () => {
    const office = contexteSyndic({ typeImmat: 'OFFICE' });
    expect(immatCoproprieteSchema(office).parse(immatCoproprieteValide()).infoRattachement).toBeNull();
    expect(immatCoproprieteSchema(office).parse(immatCoproprieteValide({ infoRattachement: null })).infoRattachement).toBeNull();
  });
  it('les erreurs portent le chemin du bloc', () => {
    const r = immatCoproprieteSchema(contexteSyndic()).safeParse(
      immatCoproprieteValide({ identification: identificationValide({ nbLots: '1' }) }),
    );
    expect(Object.keys(messagesParChamp(r))).toContain('identification.nbLots');
  });
  it('les règles financières et techniques lisent les lots et le règlement de l’identification', () => {
    const r = immatCoproprieteSchema(contexteSyndic()).safeParse(
      immatCoproprieteValide({
        identification: identificationValide({ nbLots: '40' }),
        donneesFinancieres: donneesFinancieresValides({ nbCoproprietairesImpayes: '41' }),
        donneesTechniques: donneesTechniquesValides({ pptInscritAG: '' }),
      }),
    );
    expect(messagesParChamp(r)).toEqual({
      'donneesFinancieres.nbCoproprietairesImpayes': [
        'Le nombre de copropriétaires débiteurs ne peut pas dépasser le nombre de lots (40).',
      ],
      'donneesTechniques.pptInscritAG': [expect.stringMatching(/depuis le 01\/01\/2025 pour une copropriété de 40 lots/)],
    });
  });
  it('un brouillon accepte des blocs partiels ou absents', () => {
    const r = immatCoproprieteBrouillonSchema.parse({ identification: { nomCopropriete: 'Les Lilas' } });
    expect(r.identification.nomCopropriete).toBe('Les Lilas');
    expect(r.infoRattachement).toBeNull();
    expect(r.donneesTechniques.nbBatimentsTotal).toBe(0);
    expect(immatCoproprieteBrouillonSchema.safeParse({ donneesFinancieres: { dateAg: '2025-01-01' } }).success).toBe(false);
  });
  it('les confirmations sont une liste de codes, vide par défaut', () => {
    expect(confirmationsSchema.parse(undefined)).toEqual([]);
    expect(confirmationsSchema.parse(['DATE_AG_EN_DOUBLE'])).toEqual(['DATE_AG_EN_DOUBLE']);
  });
  it('chaque étape de saisie trouve le schéma de son bloc', () => {
    const bloc = BLOC_PAR_ETAPE['donnees-financieres'];
    expect(
      messagesParChamp(SCHEMAS_PAR_BLOC[bloc](contexteSyndic()).safeParse(donneesFinancieresValides({ dateAg: '16/06/2025' }))),
    ).toEqual({
      dateAg: ["La date de l'assemblée générale ne peut pas être postérieure à la date du jour."],
    });
    expect(BROUILLONS_PAR_BLOC[bloc].safeParse({ dateAg: '16/06/2025' }).success).toBe(true);
  });
});
