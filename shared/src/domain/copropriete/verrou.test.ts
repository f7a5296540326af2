import { describe, expect, it } from 'vitest';
import type { DonneesFinancieres } from './types.ts';
import {
  controlerVerrou,
  enregistrerExercice,
  exerciceDuBloc,
  nouvelExercice,
  suiviAnnuel,
  type ExerciceEnregistre,
} from './verrou.ts';

const bloc = (o: Partial<DonneesFinancieres> = {}): DonneesFinancieres => ({
  chargesOperationsCourantes: 1000,
  chargesOperationsExceptionnelles: 0,
  comptesNonApprouves: false,
  dateAg: '2025-03-15',
  dateClotureComptes: '2024-12-31',
  dateDebutExercice: '2024-01-01',
  montantDettes: 10,
  montantFondTravaux: 20,
  montantImpayesCoproprietaires: 30,
  nbCoproprietairesImpayes: 1,
  premierExerciceComptable: false,
  presenceEmployes: false,
  donneesFinancieresInconnues: false,
  ...o,
});

describe('exercices et verrou', () => {
  it('une mise à jour annuelle aux comptes approuvés verrouille ; une immatriculation ou des comptes non approuvés non', () => {
    expect(exerciceDuBloc(bloc(), 1, 'ANNUELLE')?.verrouille).toBe(true);
    expect(exerciceDuBloc(bloc(), 1, 'INITIALE')?.verrouille).toBe(false);
    expect(exerciceDuBloc(bloc(), 1, undefined)?.verrouille).toBe(false);
    expect(exerciceDuBloc(bloc({ comptesNonApprouves: true, dateAg: null }), 1, 'ANNUELLE')).toMatchObject({
      verrouille: false,
      nonApprouve: true,
    });
    expect(exerciceDuBloc(bloc(), 1, 'COMPTESNONAPPROUVES')?.verrouille).toBe(true);
    expect(exerciceDuBloc(bloc({ donneesFinancieresInconnues: true }), 1, 'ANNUELLE')).toBeNull();
  });

  it('la liste garde un exercice par date de clôture, le plus récent d’abord, et ne touche jamais un exercice verrouillé', () => {
    const e2023 = exerciceDuBloc(bloc({ dateClotureComptes: '2023-12-31', dateDebutExercice: '2023-01-01' }), 1, undefined);
    const e2024 = exerciceDuBloc(bloc(), 2, 'ANNUELLE');
    const liste = enregistrerExercice(enregistrerExercice([], e2023), e2024);
    expect(liste.map((e) => e.dateClotureComptes)).toEqual(['2024-12-31', '2023-12-31']);
    const remplace = enregistrerExercice(liste, exerciceDuBloc(bloc(), 3, 'STANDARD'));
    expect(remplace.find((e) => e.dateClotureComptes === '2024-12-31')?.idDeclaration).toBe(2);
    expect(enregistrerExercice(liste, null)).toEqual(liste);
  });

  it('refuse de changer un exercice verrouillé : même clôture, autres montants ; bloc courant verrouillé en mise à jour standard', () => {
    const exercices: ExerciceEnregistre[] = [exerciceDuBloc(bloc(), 2, 'ANNUELLE')!];
    const base = { exercices, courant: bloc(), verrouilleDuSoumis: bloc() };
    expect(controlerVerrou({ ...base, typeMaj: 'STANDARD', soumis: bloc() })).toBeNull();
    expect(controlerVerrou({ ...base, typeMaj: 'STANDARD', soumis: bloc({ montantDettes: 11 }) })).toMatch(/31\/12\/2024/);
    expect(controlerVerrou({ ...base, typeMaj: 'ANNUELLE', soumis: bloc({ montantDettes: 11 }) })).toMatch(/ne peuvent plus/);
    expect(
      controlerVerrou({
        ...base,
        typeMaj: 'STANDARD',
        soumis: bloc({ dateClotureComptes: '2025-12-31', dateDebutExercice: '2025-01-01' }),
        verrouilleDuSoumis: null,
      }),
    ).toMatch(/verrouill|ne peuvent plus/);
    // a new exercise on an annual update is free
    expect(
      controlerVerrou({
        ...base,
        typeMaj: 'ANNUELLE',
        soumis: bloc({ dateClotureComptes: '2025-12-31', dateDebutExercice: '2025-01-01' }),
        verrouilleDuSoumis: null,
      }),
    ).toBeNull();
    // nothing locked: a standard update may correct the registration's exercise
    const libre = [exerciceDuBloc(bloc(), 1, 'INITIALE')!];
    expect(
      controlerVerrou({
        typeMaj: 'STANDARD',
        exercices: libre,
        courant: bloc(),
        soumis: bloc({ montantDettes: 1 }),
        verrouilleDuSoumis: null,
      }),
    ).toBeNull();
  });

  it('une mise à jour annuelle s’ouvre sur l’exercice qui suit le dernier', () => {
    expect(nouvelExercice([exerciceDuBloc(bloc(), 1, undefined)!])).toMatchObject({
      dateDebutExercice: '2025-01-01',
      premierExerciceComptable: false,
    });
    expect(nouvelExercice([]).dateDebutExercice).toBeNull();
  });

  it('suivi annuel : statut de la règle pour une copropriété immatriculée, rien sinon', () => {
    const exercices = [exerciceDuBloc(bloc(), 1, 'ANNUELLE')!];
    expect(
      suiviAnnuel({
        etat: 'IMMATRICULEE_RATTACHEE',
        exercices,
        dateImmatriculation: '2025-01-10T10:00:00Z',
        aujourdhui: '2025-06-01',
      }),
    ).toMatchObject({
      statutMajAnnuelle: 'FAITE',
      majAnnuelleExigibleLe: '2026-01-01',
      majAnnuelleDateLimite: '2026-08-31',
      dateClotureDernierExercice: '2024-12-31',
      exerciceNonApprouve: false,
    });
    expect(
      suiviAnnuel({ etat: 'DISSOUTE', exercices, dateImmatriculation: null, aujourdhui: '2025-06-01' }).statutMajAnnuelle,
    ).toBeNull();
  });
});
