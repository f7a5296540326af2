/**
 * [issue 14] The invalid-user page (spec 001 §2 route `utilisateur-non-valide`): where the session logic sends an
 * account that may not use the register, with the reason (`?motif=`), so that the page says why and what to do.
 */

/** Why the account may not enter. */
export const MOTIFS_NON_VALIDE = ['restreint', 'institutionnel', 'charte'] as const;
export type MotifNonValide = (typeof MOTIFS_NON_VALIDE)[number];

export const CHEMIN_UTILISATEUR_NON_VALIDE = '/utilisateur-non-valide';

export const lienUtilisateurNonValide = (motif: MotifNonValide) =>
  `${CHEMIN_UTILISATEUR_NON_VALIDE}?${new URLSearchParams({ motif }).toString()}`;

/** The reason read from the address; an unknown or missing one is the restricted account (spec 001 §4). */
export const lireMotif = (valeur: string | null): MotifNonValide => MOTIFS_NON_VALIDE.find((m) => m === valeur) ?? 'restreint';
