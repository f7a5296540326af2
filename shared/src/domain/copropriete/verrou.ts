/**
 * [issue 11] The accounting exercises a condominium has declared, and the lock of spec 000 §1: "After an annual
 * declaration is validated, the accounting exercise data can no longer be edited."
 *
 * An exercise is known by its closing date. It is locked when an annual update records it with approved accounts,
 * or when the completion of an exercise declared with unapproved accounts (COMPTESNONAPPROUVES) records it. A
 * registration's exercise is not locked (it was not an annual declaration): a standard update may still correct
 * it. Once locked, no update of any kind changes it: a standard or administrative update keeps the financial block
 * of a locked current exercise as it is, and any declaration of the same closing date must carry the same data.
 * Pure: the caller loads the condominium's exercises and the locked declaration's block.
 */
import type { ExerciceDeclare, DonneesFinancieres } from './types.ts';
import { ajouterJours } from './dates.ts';
import { dateIsoVersFr } from '../valeurs.ts';
import { etatMajAnnuelle, MAJ_ANNUELLE_APPLICABLE } from './majAnnuelle.ts';

export interface ExerciceEnregistre {
  dateDebutExercice: string | null;
  dateClotureComptes: string;
  dateAg: string | null;
  nonApprouve: boolean;
  verrouille: boolean;
  /** the declaration that holds its data (the one that locked it, once locked) */
  idDeclaration: number;
}

/** Whether a declaration of this kind locks the exercise it records. */
const verrouillant = (typeMaj: string | null | undefined, nonApprouve: boolean) =>
  (typeMaj === 'ANNUELLE' && !nonApprouve) || typeMaj === 'COMPTESNONAPPROUVES';

/** The exercise a financial block declares, or null when it declares none ("no financial data", no closing date). */
export function exerciceDuBloc(
  df: DonneesFinancieres | null | undefined,
  idDeclaration: number,
  typeMaj: string | null | undefined,
): ExerciceEnregistre | null {
  if (!df || df.donneesFinancieresInconnues || !df.dateClotureComptes) return null;
  const nonApprouve = df.comptesNonApprouves === true;
  return {
    dateDebutExercice: df.dateDebutExercice,
    dateClotureComptes: df.dateClotureComptes,
    dateAg: df.dateAg,
    nonApprouve,
    verrouille: verrouillant(typeMaj, nonApprouve),
    idDeclaration,
  };
}

/** The list after a declaration recorded `exercice`: replaces the one of the same closing date, newest first. */
export function enregistrerExercice(
  exercices: readonly ExerciceEnregistre[],
  exercice: ExerciceEnregistre | null,
): ExerciceEnregistre[] {
  if (!exercice) return [...exercices];
  const meme = exercices.find((e) => e.dateClotureComptes === exercice.dateClotureComptes);
  // a locked exercise never changes (the lock check ran before), not even its declaration
  if (meme?.verrouille) return [...exercices];
  return [...exercices.filter((e) => e !== meme), exercice].sort((a, b) =>
    b.dateClotureComptes.localeCompare(a.dateClotureComptes),
  );
}

/** The exercises for the rules' context (spec 000 §5 financial rules). */
export const exercicesDeclares = (exercices: readonly ExerciceEnregistre[]): ExerciceDeclare[] =>
  exercices.map((e) => ({ dateDebutExercice: e.dateDebutExercice, dateClotureComptes: e.dateClotureComptes, dateAg: e.dateAg }));

export const dernierEnregistre = (exercices: readonly ExerciceEnregistre[]): ExerciceEnregistre | null =>
  exercices.reduce<ExerciceEnregistre | null>((d, e) => (!d || e.dateClotureComptes > d.dateClotureComptes ? e : d), null);

export const exerciceVerrouille = (exercices: readonly ExerciceEnregistre[], cloture: string | null | undefined) =>
  (cloture && exercices.find((e) => e.verrouille && e.dateClotureComptes === cloture)) || null;

export const raisonVerrou = (cloture: string) =>
  `Exercice clos le ${dateIsoVersFr(cloture)} approuvé et enregistré par une mise à jour annuelle : ses données financières ne peuvent plus être modifiées.`;

const CHAMPS_FINANCIERS: readonly (keyof DonneesFinancieres)[] = [
  'chargesOperationsCourantes',
  'chargesOperationsExceptionnelles',
  'comptesNonApprouves',
  'dateAg',
  'dateClotureComptes',
  'dateDebutExercice',
  'montantDettes',
  'montantFondTravaux',
  'montantImpayesCoproprietaires',
  'nbCoproprietairesImpayes',
  'premierExerciceComptable',
  'presenceEmployes',
  'donneesFinancieresInconnues',
];

export const memesDonneesFinancieres = (a: DonneesFinancieres, b: DonneesFinancieres) =>
  CHAMPS_FINANCIERS.every((c) => (a[c] ?? null) === (b[c] ?? null));

/**
 * The lock check of every write of financial data. `courant`: the financial block in force; `verrouilleDuSoumis`:
 * the block of the locked exercise of the submitted closing date, when there is one (loaded by the caller).
 * Returns the French reason of a refusal, or null.
 */
export function controlerVerrou(p: {
  typeMaj: string;
  exercices: readonly ExerciceEnregistre[];
  courant: DonneesFinancieres | null;
  soumis: DonneesFinancieres;
  verrouilleDuSoumis: DonneesFinancieres | null;
}): string | null {
  const cloture = p.soumis.donneesFinancieresInconnues ? null : p.soumis.dateClotureComptes;
  const verrou = exerciceVerrouille(p.exercices, cloture);
  if (verrou && (!p.verrouilleDuSoumis || !memesDonneesFinancieres(p.soumis, p.verrouilleDuSoumis)))
    return raisonVerrou(verrou.dateClotureComptes);
  if (p.typeMaj !== 'ANNUELLE' && p.courant) {
    const courantVerrouille = exerciceVerrouille(p.exercices, p.courant.dateClotureComptes);
    if (courantVerrouille && !memesDonneesFinancieres(p.soumis, p.courant))
      return raisonVerrou(courantVerrouille.dateClotureComptes);
  }
  return null;
}

/**
 * The financial block an annual update opens with: a new exercise starting the day after the last one closed
 * (every other field empty). Without a known exercise, an empty block.
 */
export function nouvelExercice(exercices: readonly ExerciceEnregistre[]): Partial<DonneesFinancieres> {
  const dernier = dernierEnregistre(exercices);
  return {
    donneesFinancieresInconnues: false,
    dateDebutExercice: dernier ? ajouterJours(dernier.dateClotureComptes, 1) : null,
    premierExerciceComptable: dernier ? false : null,
  };
}

/**
 * The condominium's annual-update attributes after a write (registration, update): the rule of majAnnuelle.ts
 * applied to its last exercise. `null` values are removed from the item (not applicable: not registered).
 */
export function suiviAnnuel(p: {
  etat: string;
  exercices: readonly ExerciceEnregistre[];
  dateImmatriculation: string | null;
  aujourdhui: string;
}) {
  const dernier = dernierEnregistre(p.exercices);
  const etat = MAJ_ANNUELLE_APPLICABLE(p.etat)
    ? etatMajAnnuelle({
        aujourdhui: p.aujourdhui,
        dateClotureDernierExercice: dernier?.dateClotureComptes ?? null,
        exerciceNonApprouve: dernier?.nonApprouve ?? false,
        dateImmatriculation: p.dateImmatriculation?.slice(0, 10) ?? null,
      })
    : null;
  return {
    statutMajAnnuelle: etat?.statut ?? null,
    majAnnuelleExigibleLe: etat?.exigibleLe ?? null,
    majAnnuelleDateLimite: etat?.dateLimite ?? null,
    majAnnuelleProchainChangement: etat?.prochainChangement ?? null,
    dateClotureDernierExercice: dernier?.dateClotureComptes ?? null,
    exerciceNonApprouve: dernier?.nonApprouve ?? false,
  };
}
