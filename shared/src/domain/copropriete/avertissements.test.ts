import { describe, expect, it } from 'vitest';
import { donneesFinancieresSchema } from '../../schemas/copropriete/donneesFinancieres.ts';
import { identificationSchema } from '../../schemas/copropriete/identification.ts';
import { immatCoproprieteSchema } from '../../schemas/copropriete/immatCopropriete.ts';
import { infoRattachementSchema } from '../../schemas/copropriete/infoRattachement.ts';
import {
  AUJOURDHUI,
  adresseGeolocalisee,
  contexteSyndic,
  donneesFinancieresValides,
  identificationValide,
  immatCoproprieteValide,
  infoRattachementValide,
  parcelleGeolocalisee,
} from '../../schemas/copropriete/fixtures.ts';
import {
  avertissements,
  avertissementsDonneesFinancieres,
  avertissementsIdentification,
  avertissementsInfoRattachement,
  avertissementsNonConfirmes,
  type CodeAvertissement,
} from './avertissements.ts';
import type { ContexteDeclaration, ExerciceDeclare } from './types.ts';

const ctx = contexteSyndic();
const codes = (liste: { code: CodeAvertissement }[]) => liste.map((a) => a.code);

describe('avertissement : durée du mandat', () => {
  const mandat = (dateDebutMandat: string, dateFinMandat: string) =>
    infoRattachementSchema(ctx).parse(infoRattachementValide({ dateDebutMandat, dateFinMandat }));
  it('12 mois : jusqu’à la veille ou au même jour un an après, sans avertissement', () => {
    expect(avertissementsInfoRattachement(mandat('01/04/2025', '31/03/2026'))).toEqual([]);
    expect(avertissementsInfoRattachement(mandat('01/04/2025', '01/04/2026'))).toEqual([]);
  });
  it('une autre durée demande une confirmation', () => {
    expect(avertissementsInfoRattachement(mandat('01/04/2025', '30/03/2026'))).toEqual([
      {
        code: 'MANDAT_DUREE_DIFFERENTE_12_MOIS',
        champ: 'dateFinMandat',
        message: 'Le mandat du 01/04/2025 au 30/03/2026 ne dure pas 12 mois, la durée habituelle. Confirmez-vous ces dates ?',
      },
    ]);
    expect(codes(avertissementsInfoRattachement(mandat('01/04/2025', '02/04/2026')))).toEqual([
      'MANDAT_DUREE_DIFFERENTE_12_MOIS',
    ]);
  });
  it('confirmé, il passe et il est enregistré', () => {
    const bloc = { bloc: 'infoRattachement' as const, valeur: mandat('01/04/2025', '01/04/2027') };
    expect(avertissementsNonConfirmes(bloc, ctx, []).nonConfirmes).toHaveLength(1);
    const r = avertissementsNonConfirmes(bloc, ctx, ['MANDAT_DUREE_DIFFERENTE_12_MOIS']);
    expect(r.nonConfirmes).toEqual([]);
    expect(codes(r.confirmes)).toEqual(['MANDAT_DUREE_DIFFERENTE_12_MOIS']);
  });
});

describe('avertissement : adresse ou parcelle non localisée', () => {
  const identification = (ajouts: Parameters<typeof identificationValide>[0], contexte: Partial<ContexteDeclaration> = {}) =>
    identificationSchema({ ...ctx, ...contexte }).parse(identificationValide(ajouts));
  it('rien quand tout est géolocalisé', () => {
    expect(avertissementsIdentification(identification({}))).toEqual([]);
  });
  it('une adresse saisie sans localisation est à confirmer', () => {
    const v = identification({
      adressePrincipale: { libelle: 'Lieu-dit Les Granges', geolocalisee: 'false' },
      adresseSecondaire: [{ ...adresseGeolocalisee }, { libelle: '3 impasse du Moulin', geolocalisee: 'false' }],
    });
    expect(avertissementsIdentification(v)).toEqual([
      {
        code: 'ADRESSE_NON_GEOLOCALISEE',
        champ: 'adressePrincipale',
        message: "L'adresse « Lieu-dit Les Granges » n'a pas pu être localisée. Voulez-vous la conserver telle quelle ?",
      },
      expect.objectContaining({ code: 'ADRESSE_NON_GEOLOCALISEE', champ: 'adresseSecondaire.1' }),
    ]);
  });
  it('une parcelle non localisée est à confirmer', () => {
    const v = identification({
      parcelle: [{ ...parcelleGeolocalisee }, { ...parcelleGeolocalisee, numero: '13', geolocalisee: 'false' }],
    });
    expect(avertissementsIdentification(v)).toEqual([
      {
        code: 'PARCELLE_NON_GEOLOCALISEE',
        champ: 'parcelle.1',
        message: "La parcelle section AB n° 13, Paris n'a pas pu être localisée. Voulez-vous la conserver ?",
      },
    ]);
  });
  it('géolocalisation indisponible : aucune parcelle localisée, à confirmer', () => {
    const contexte = { geolocalisationIndisponible: true };
    const v = identification({ parcelle: [{ ...parcelleGeolocalisee, geolocalisee: 'false' }] }, contexte);
    expect(codes(avertissementsIdentification(v, contexte))).toEqual([
      'PARCELLE_NON_GEOLOCALISEE',
      'AUCUNE_PARCELLE_GEOLOCALISEE',
    ]);
  });
});

describe('avertissements financiers', () => {
  const exercice = (debut: string, cloture: string, ag: string | null): ExerciceDeclare => ({
    dateDebutExercice: debut,
    dateClotureComptes: cloture,
    dateAg: ag,
  });
  const historique = [exercice('2023-01-01', '2023-12-31', '2024-05-15'), exercice('2022-01-01', '2022-12-31', '2023-05-10')];
  const financier = (ajouts: Parameters<typeof donneesFinancieresValides>[0], contexte: Partial<ContexteDeclaration> = {}) => {
    const c = { ...ctx, exercicesPrecedents: historique, ...contexte };
    return avertissementsDonneesFinancieres(donneesFinancieresSchema(c).parse(donneesFinancieresValides(ajouts)), c);
  };

  it('rien pour un nouvel exercice ordinaire', () => {
    expect(financier({}, { typeMaj: 'ANNUELLE' })).toEqual([]);
  });
  it('mise à jour annuelle dont la date de fin ne change pas', () => {
    const meme = { dateDebutExercice: '01/01/2023', dateClotureComptes: '31/12/2023', dateAg: '15/05/2024' };
    expect(financier(meme, { typeMaj: 'ANNUELLE' })).toEqual([
      {
        code: 'CLOTURE_INCHANGEE_MAJ_ANNUELLE',
        champ: 'dateClotureComptes',
        message:
          'La date de clôture des comptes est celle du dernier exercice déclaré (31/12/2023) : une mise à jour annuelle déclare normalement un nouvel exercice. Confirmez-vous ?',
      },
    ]);
    expect(financier(meme, { typeMaj: 'STANDARD' })).toEqual([]);
  });
  it("date d'AG déjà déclarée pour un autre exercice (deux exercices approuvés à la même AG)", () => {
    const contexte = { exercicesPrecedents: [exercice('2023-01-01', '2023-12-31', '2025-05-20')] };
    expect(financier({ dateAg: '20/05/2025' }, contexte)).toEqual([
      {
        code: 'DATE_AG_EN_DOUBLE',
        champ: 'dateAg',
        message: "La date d'assemblée générale 20/05/2025 est déjà celle d'un exercice précédent. Confirmez-vous cette date ?",
      },
    ]);
    expect(financier({ dateAg: '21/05/2025' }, contexte)).toEqual([]);
  });
  it('premier exercice d’une copropriété réglée il y a plus de 5 ans', () => {
    const premier = { premierExerciceComptable: 'true' } as const;
    expect(financier(premier, { exercicesPrecedents: [], dateReglementCopropriete: '2020-06-15' })).toEqual([]);
    expect(financier(premier, { exercicesPrecedents: [], dateReglementCopropriete: '2020-06-14' })).toEqual([
      {
        code: 'PREMIER_EXERCICE_REGLEMENT_ANCIEN',
        champ: 'premierExerciceComptable',
        message:
          "Le règlement de copropriété date du 14/06/2020, il y a plus de 5 ans : s'agit-il bien du premier exercice comptable ?",
      },
    ]);
    expect(
      financier({ premierExerciceComptable: 'false' }, { exercicesPrecedents: [], dateReglementCopropriete: '1985-01-01' }),
    ).toEqual([]);
  });
  it('jour ou mois de clôture changé dans les 4 derniers exercices', () => {
    const change = { dateDebutExercice: '01/01/2024', dateClotureComptes: '30/06/2024', dateAg: '15/10/2024' };
    expect(financier(change)).toEqual([
      {
        code: 'JOUR_MOIS_CLOTURE_MODIFIE',
        champ: 'dateClotureComptes',
        message:
          "Les comptes sont clos le 30/06, alors qu'un des 4 derniers exercices l'a été le 31/12. Confirmez-vous ce changement de date de clôture ?",
      },
    ]);
    // the 31/12 closing is the 5th exercise back: outside the window
    const anciens = [
      exercice('2022-07-01', '2023-06-30', '2023-10-01'),
      exercice('2021-07-01', '2022-06-30', '2022-10-01'),
      exercice('2020-07-01', '2021-06-30', '2021-10-01'),
      exercice('2019-07-01', '2020-06-30', '2020-10-01'),
      exercice('2019-01-01', '2019-06-30', '2019-10-01'),
      exercice('2018-01-01', '2018-12-31', '2019-05-01'),
    ];
    expect(
      financier(
        { dateDebutExercice: '01/07/2023', dateClotureComptes: '30/06/2024', dateAg: '15/10/2024' },
        { exercicesPrecedents: anciens },
      ),
    ).toEqual([]);
    anciens[3] = exercice('2019-07-01', '2020-07-31', '2020-10-01');
    expect(
      codes(
        financier(
          { dateDebutExercice: '01/07/2023', dateClotureComptes: '30/06/2024', dateAg: '15/10/2024' },
          { exercicesPrecedents: anciens },
        ),
      ),
    ).toEqual(['JOUR_MOIS_CLOTURE_MODIFIE']);
  });
  it('sans données financières, aucun avertissement', () => {
    const c = { ...ctx, exercicesPrecedents: historique, typeMaj: 'ANNUELLE' as const };
    const v = donneesFinancieresSchema(c).parse({ donneesFinancieresInconnues: 'true' });
    expect(avertissementsDonneesFinancieres(v, c)).toEqual([]);
  });
  it('plusieurs avertissements : tous doivent être confirmés', () => {
    const c = { ...ctx, exercicesPrecedents: historique, typeMaj: 'ANNUELLE' as const, dateReglementCopropriete: '1985-03-15' };
    const valeur = donneesFinancieresSchema(c).parse(
      donneesFinancieresValides({
        dateDebutExercice: '01/01/2023',
        dateClotureComptes: '31/12/2023',
        dateAg: '15/05/2024',
        premierExerciceComptable: 'true',
      }),
    );
    const bloc = { bloc: 'donneesFinancieres' as const, valeur };
    expect(codes(avertissements(bloc, c))).toEqual(['CLOTURE_INCHANGEE_MAJ_ANNUELLE', 'PREMIER_EXERCICE_REGLEMENT_ANCIEN']);
    const partiel = avertissementsNonConfirmes(bloc, c, ['PREMIER_EXERCICE_REGLEMENT_ANCIEN']);
    expect(codes(partiel.nonConfirmes)).toEqual(['CLOTURE_INCHANGEE_MAJ_ANNUELLE']);
    expect(codes(partiel.confirmes)).toEqual(['PREMIER_EXERCICE_REGLEMENT_ANCIEN']);
    expect(
      avertissementsNonConfirmes(bloc, c, ['PREMIER_EXERCICE_REGLEMENT_ANCIEN', 'CLOTURE_INCHANGEE_MAJ_ANNUELLE']).nonConfirmes,
    ).toEqual([]);
  });
});

describe('avertissements de la déclaration entière', () => {
  it('préfixent le champ par le bloc et lisent la date du règlement de l’identification', () => {
    const c = contexteSyndic({ aujourdhui: AUJOURDHUI });
    const valeur = immatCoproprieteSchema(c).parse(
      immatCoproprieteValide({
        infoRattachement: infoRattachementValide({ dateFinMandat: '01/04/2027' }),
        donneesFinancieres: donneesFinancieresValides({ premierExerciceComptable: 'true' }),
      }),
    );
    const liste = avertissements({ bloc: 'immatCopropriete', valeur }, c);
    expect(liste.map((a) => `${a.code} ${a.champ}`)).toEqual([
      'MANDAT_DUREE_DIFFERENTE_12_MOIS infoRattachement.dateFinMandat',
      'PREMIER_EXERCICE_REGLEMENT_ANCIEN donneesFinancieres.premierExerciceComptable',
    ]);
    const r = avertissementsNonConfirmes({ bloc: 'immatCopropriete', valeur }, c, [
      'MANDAT_DUREE_DIFFERENTE_12_MOIS',
      'PREMIER_EXERCICE_REGLEMENT_ANCIEN',
      'CODE_INCONNU',
    ]);
    expect(r.nonConfirmes).toEqual([]);
    expect(r.confirmes).toHaveLength(2);
  });
  it('procédures et données techniques n’en ont pas', () => {
    const valeur = immatCoproprieteSchema(ctx).parse(immatCoproprieteValide());
    expect(avertissements({ bloc: 'procedures', valeur: valeur.procedures }, ctx)).toEqual([]);
    expect(avertissements({ bloc: 'donneesTechniques', valeur: valeur.donneesTechniques }, ctx)).toEqual([]);
  });
});
