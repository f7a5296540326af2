/** Small helpers shared by the forms: a field's DSFR error state, and the server's field errors placed on fields. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { REGLES_MOT_DE_PASSE } from '@registre/shared/domain/valeurs';
import { ErreurApi } from '../api/client.ts';

/** `state` + `stateRelatedMessage` of a DSFR Input or Select when the field has an error message. */
export const etatChamp = (message?: string) =>
  message ? { state: 'error' as const, stateRelatedMessage: message } : { state: 'default' as const };

/**
 * A 400 answer carrying `erreurs` (field -> French message): each known field gets its message (the first one gets
 * the focus). Returns true when at least one field received a message.
 */
export function placerErreursServeur<T extends FieldValues>(
  e: unknown,
  setError: UseFormSetError<T>,
  champs: readonly Path<T>[],
): boolean {
  if (!(e instanceof ErreurApi) || e.status !== 400) return false;
  const erreurs = e.corps.erreurs ?? {};
  let place = false;
  for (const champ of champs) {
    const message = erreurs[champ];
    if (message) {
      setError(champ, { type: 'server', message }, { shouldFocus: !place });
      place = true;
    }
  }
  return place;
}

/** "1 ligne sélectionnée", "3 lignes sélectionnées" (spec 001 §9: table selection counter). */
export const compteurSelection = (n: number) => (n > 1 ? `${n} lignes sélectionnées` : `${n} ligne sélectionnée`);

/** Spec 001 §4: the deletion messages differ for one or several users. */
export const messageSuppressionUtilisateurs = (n: number) =>
  n > 1 ? `Voulez-vous vraiment supprimer ces ${n} utilisateurs ?` : 'Voulez-vous vraiment supprimer cet utilisateur ?';

export type SensTri = 'asc' | 'desc';
export interface Tri {
  champ: string;
  sens: SensTri;
}
/** Spec 001 §4: the same column toggles asc/desc; a different column starts asc. */
export const triSuivant = (courant: Tri | null, champ: string): Tri =>
  courant && courant.champ === champ ? { champ, sens: courant.sens === 'asc' ? 'desc' : 'asc' } : { champ, sens: 'asc' };

/**
 * Spec 001 §5: each password rule shown as info (nothing typed yet and the form not submitted), valid or error.
 */
export function etatsRegles(
  valeur: string,
  evaluer: boolean,
): { cle: string; libelle: string; severite: 'info' | 'valid' | 'error' }[] {
  return REGLES_MOT_DE_PASSE.map((r) => ({
    cle: r.cle,
    libelle: r.libelle,
    severite: !evaluer ? 'info' : r.test(valeur) ? 'valid' : 'error',
  }));
}
