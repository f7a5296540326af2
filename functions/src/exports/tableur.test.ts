import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvEnFlux, xlsxEnFlux } from './tableur.ts';

const COLONNES = [{ libelle: 'Numéro' }, { libelle: 'Nom' }, { libelle: 'Lots' }];
const MECHANT = "=cmd|' /C calc'!A0";

async function* lignes(n: number) {
  for (let i = 0; i < n; i++) yield [`AB${String(i).padStart(7, '0')}`, i === 1 ? MECHANT : `Résidence n° ${i}`, i];
}

describe('extraction csv', () => {
  it('écrit un BOM, des « ; », l’en-tête, chaque ligne, et neutralise les formules', async () => {
    // read as bytes: a TextDecoder would drop the BOM
    const t = (await buffer(csvEnFlux(COLONNES, lignes(3)))).toString('utf8');
    expect(t.startsWith('\uFEFFNuméro;Nom;Lots\r\n')).toBe(true);
    const rangs = parse(t, { bom: true, delimiter: ';' }) as string[][];
    expect(rangs).toEqual([
      ['Numéro', 'Nom', 'Lots'],
      ['AB0000000', 'Résidence n° 0', '0'],
      ['AB0000001', `'${MECHANT}`, '1'],
      ['AB0000002', 'Résidence n° 2', '2'],
    ]);
  });
});

describe('extraction xlsx', () => {
  it('écrit 10 000 lignes en flux, relues à l’identique, les formules en texte', async () => {
    const octets = await buffer(
      xlsxEnFlux([{ nom: 'Copropriétés', colonnes: COLONNES, lignes: lignes(10_000) }], { createur: 'Registre' }),
    );
    const classeur = new ExcelJS.Workbook();
    await classeur.xlsx.read(Readable.from(octets));
    const f = classeur.getWorksheet('Copropriétés')!;
    expect(f.rowCount).toBe(10_001);
    expect(f.getRow(1).values).toEqual([undefined, 'Numéro', 'Nom', 'Lots']);
    expect(f.getRow(3).getCell(2).value).toBe(`'${MECHANT}`);
    expect(f.getRow(3).getCell(2).formula).toBeUndefined();
    expect(f.getRow(10_001).values).toEqual([undefined, 'AB0009999', 'Résidence n° 9999', 9999]);
  });
});
