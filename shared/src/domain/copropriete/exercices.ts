/**
 * The accounting exercises already declared for a condominium, as the financial rules read them (spec 000 §5
 * "Financial data"). The declared exercise is compared with those that closed before it: an annual update that
 * keeps the same closing date re-declares the last exercise, whose own predecessor then counts.
 */
import type { ExerciceDeclare } from './types.ts';

/** The exercises closed strictly before `dateClotureComptes` (all of them when it is unknown), latest first. */
export function exercicesAnterieurs(
  exercices: readonly ExerciceDeclare[] | undefined,
  dateClotureComptes: string | null | undefined,
) {
  return [...(exercices ?? [])]
    .filter((e) => !dateClotureComptes || e.dateClotureComptes < dateClotureComptes)
    .sort((a, b) => (a.dateClotureComptes < b.dateClotureComptes ? 1 : a.dateClotureComptes > b.dateClotureComptes ? -1 : 0));
}

/** End of the exercise that precedes the declared one: the new exercise must start after it. */
export const finExercicePrecedent = (
  exercices: readonly ExerciceDeclare[] | undefined,
  dateClotureComptes: string | null | undefined,
) => exercicesAnterieurs(exercices, dateClotureComptes)[0]?.dateClotureComptes ?? null;

/** The last exercise declared (latest closing date), or null. */
export const dernierExercice = (exercices: readonly ExerciceDeclare[] | undefined) =>
  exercicesAnterieurs(exercices, null)[0] ?? null;
