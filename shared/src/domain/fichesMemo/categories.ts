/**
 * The memo sheet categories (spec 001 §3 "Other") and which one each profile's home shows: a module of its own, so
 * that the SPA's home page does not load the sheets' text (`contenu.ts`).
 */
export const CATEGORIES_FICHES_MEMO = ['GENERAL', 'INSTITUTION', 'NOTAIRE', 'PRO', 'BENEVOLE'] as const;
export type CategorieFicheMemo = (typeof CATEGORIES_FICHES_MEMO)[number];

export const LIBELLES_CATEGORIE_FICHE_MEMO: Record<CategorieFicheMemo, string> = {
  GENERAL: 'Pour tous',
  INSTITUTION: 'Agents publics et institutions',
  NOTAIRE: 'Notaires',
  PRO: 'Syndics professionnels',
  BENEVOLE: 'Syndics bénévoles',
};

/**
 * The category a profile's home shows (spec 001 §2 "Home pages by profile"): the visitor's sheets for whoever is
 * not signed in, the professional or volunteer syndic's by declarant type, the notaries', the institutions'. The
 * keepers see none on their home (their home is their dashboard; the help page lists every category).
 */
export function categorieFichesMemoDuProfil(profil: string | null | undefined): CategorieFicheMemo | null {
  if (!profil || profil === 'DEFAULT' || profil === 'RESTREINT') return 'GENERAL';
  if (profil.startsWith('TELE_PRO_')) return 'PRO';
  if (profil.startsWith('TELE_NONPRO_')) return 'BENEVOLE';
  if (profil.startsWith('NOTAIRE_')) return 'NOTAIRE';
  if (profil === 'INSTITUTIONNEL') return 'INSTITUTION';
  return null;
}
