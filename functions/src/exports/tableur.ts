/**
 * [issue 13] Spreadsheet files written as streams (extractions of the categorisation tool): rows come from an
 * async iterable and leave as bytes at once, so memory holds a few rows whatever the file's size.
 * - csv: csv-stringify, `;` separator and a BOM (French spreadsheet software opens it in UTF-8 with its columns);
 * - xlsx: exceljs's streaming writer (inline strings, no shared-strings table held in memory), each row committed.
 * Every text cell is neutralised (`neutraliser`, CSV injection): a name like `=cmd|...` is written as text.
 */
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { neutraliserLigne, type Cellule } from '@registre/shared/domain/exports/tableur';

export interface Colonne {
  libelle: string;
  /** width in characters (xlsx) */
  largeur?: number;
}

export type Lignes = AsyncIterable<readonly Cellule[]> | Iterable<readonly Cellule[]>;

const enTexte = (v: Cellule) => (v instanceof Date ? v.toISOString().slice(0, 10) : v);

/** A csv file: header row, then each row, `;`-separated, with a BOM. */
export function csvEnFlux(colonnes: readonly Colonne[], lignes: Lignes): Readable {
  const csv = stringify({ delimiter: ';', bom: true, record_delimiter: '\r\n', cast: { boolean: (b) => (b ? 'oui' : 'non') } });
  const source = Readable.from(
    (async function* () {
      yield colonnes.map((c) => c.libelle);
      for await (const l of lignes) yield neutraliserLigne(l).map(enTexte);
    })(),
  );
  const sortie = new PassThrough();
  pipeline(source, csv, sortie).catch((e: unknown) => sortie.destroy(e as Error));
  return sortie;
}

export interface Feuille {
  nom: string;
  colonnes: readonly Colonne[];
  lignes: Lignes;
}

/**
 * An xlsx workbook, sheet after sheet. Backpressure: when the output stream's buffer is full the writer waits for
 * it to drain before committing more rows (exceljs pushes into its zip whatever the reader's pace).
 */
export function xlsxEnFlux(feuilles: readonly Feuille[], meta: { createur: string; titre?: string }): Readable {
  const sortie = new PassThrough({ highWaterMark: 1024 * 1024 });
  (async () => {
    const module = await import('exceljs');
    const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module;
    const classeur = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sortie, useStyles: true, useSharedStrings: false });
    classeur.creator = meta.createur;
    if (meta.titre) classeur.title = meta.titre;
    for (const f of feuilles) {
      const feuille = classeur.addWorksheet(f.nom.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
      feuille.columns = f.colonnes.map((c) => ({ header: c.libelle, width: c.largeur ?? Math.max(12, c.libelle.length + 2) }));
      feuille.getRow(1).font = { bold: true };
      feuille.getRow(1).commit();
      let n = 0;
      for await (const l of f.lignes) {
        feuille.addRow(neutraliserLigne(l).map((v) => v ?? null)).commit();
        if (++n % 200 === 0 && sortie.writableNeedDrain) await new Promise((r) => sortie.once('drain', r));
      }
      feuille.commit();
    }
    await classeur.commit();
  })().catch((e: unknown) => sortie.destroy(e as Error));
  return sortie;
}
