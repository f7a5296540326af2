/**
 * Cells of the files a spreadsheet opens (csv, xlsx): a text that starts like a formula is written as text.
 * CSV injection (OWASP): `=`, `+`, `-`, `@`, a tab or a carriage return at the start of a cell makes Excel or
 * LibreOffice evaluate it (`=cmd|' /C calc'!A0`, `=HYPERLINK(...)`). Such a text gets a leading apostrophe, which the
 * spreadsheet shows as text and never evaluates; a number stays a number (a negative amount is not a formula), and so
 * does a number written as text (the open-data file quotes every value: a longitude `-1.5536` is data).
 */
import { dateDuJourParis } from '../copropriete/dates.ts';

const DEBUT_DE_FORMULE = /^[=+\-@\t\r]/;
/** A number written as text (`-1.5536`, `+33`, `-12,5`): data, not a formula, written unchanged. */
const NOMBRE = /^[-+]?(\d+([.,]\d+)?|[.,]\d+)([eE][-+]?\d+)?$/;

export type Cellule = string | number | boolean | Date | null | undefined;

/** Whether a text would be read as a formula by a spreadsheet (a plain number is not). */
export const estFormule = (v: unknown): v is string => typeof v === 'string' && DEBUT_DE_FORMULE.test(v) && !NOMBRE.test(v);

/**
 * The cell as written: a formula-like text neutralised, everything else unchanged. THE function of every file the
 * register writes for a spreadsheet (open data, statistics, categorisation, extractions), imported data included.
 */
export function neutraliser<T extends Cellule>(v: T): T | string {
  return estFormule(v) ? `'${v}` : v;
}

/** What `neutraliserClasseur` needs of an exceljs workbook (shared holds no exceljs). */
interface ClasseurCellules {
  eachSheet(
    f: (feuille: { eachRow(f: (rang: { eachCell(f: (cellule: { value: unknown }) => void): void }) => void): void }) => void,
  ): void;
}

/**
 * Every text cell of a workbook built cell by cell (statistics and synthesis reports), neutralised just before it is
 * written: territory names, a selection's criteria typed by an agent… whatever reaches a cell.
 */
export function neutraliserClasseur(classeur: ClasseurCellules): void {
  classeur.eachSheet((feuille) =>
    feuille.eachRow((rang) =>
      rang.eachCell((cellule) => {
        if (estFormule(cellule.value)) cellule.value = neutraliser(cellule.value);
      }),
    ),
  );
}

/** Every cell of a row. */
export const neutraliserLigne = (ligne: readonly Cellule[]): Cellule[] => ligne.map(neutraliser);

/**
 * Export file names (spec 001 §9): `<base>-AAAAMMJJ.<ext>`, the day in Paris time.
 */
export const nomFichierDate = (base: string, extension: string, jour: Date): string =>
  `${base}-${dateDuJourParis(jour).replaceAll('-', '')}.${extension}`;
