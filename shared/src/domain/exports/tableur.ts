/**
 * Cells of the files a spreadsheet opens (csv, xlsx): a text that starts like a formula is written as text.
 * CSV injection (OWASP): `=`, `+`, `-`, `@`, a tab or a carriage return at the start of a cell makes Excel or
 * LibreOffice evaluate it (`=cmd|' /C calc'!A0`, `=HYPERLINK(...)`). Such a text gets a leading apostrophe, which the
 * spreadsheet shows as text and never evaluates; a number stays a number (a negative amount is not a formula).
 */
import { dateDuJourParis } from '../copropriete/dates.ts';

const DEBUT_DE_FORMULE = /^[=+\-@\t\r]/;

export type Cellule = string | number | boolean | Date | null | undefined;

/** The cell as written: a formula-like text neutralised, everything else unchanged. */
export function neutraliser<T extends Cellule>(v: T): T | string {
  return typeof v === 'string' && DEBUT_DE_FORMULE.test(v) ? `'${v}` : v;
}

/** Every cell of a row. */
export const neutraliserLigne = (ligne: readonly Cellule[]): Cellule[] => ligne.map(neutraliser);

/**
 * Export file names (spec 001 §9): `<base>-AAAAMMJJ.<ext>`, the day in Paris time.
 */
export const nomFichierDate = (base: string, extension: string, jour: Date): string =>
  `${base}-${dateDuJourParis(jour).replaceAll('-', '')}.${extension}`;
