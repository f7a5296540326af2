import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cumuler, syntheseDepuis } from '@registre/shared/domain/categorisation/synthese';
import type { LigneCategorisation } from '@registre/shared/domain/categorisation/criteres';
import { texteDuPdf } from '../../../tests/support/pdf.ts';
import { syntheseXlsx, synthesePdf, type ContexteSynthese } from './synthese.ts';

const d = {};
for (let i = 0; i < 30; i++)
  cumuler(d, {
    id: i,
    im: `AB${String(i).padStart(7, '0')}`,
    dp: '69',
    et: 'IMMATRICULEE_RATTACHEE',
    sy: i < 25 ? 'PROFESSIONNEL' : 'BENEVOLE',
    ms: 'EN_COURS',
    lo: 40,
    lp: 30,
    ti: 0.1,
    sa: false,
  } satisfies LigneCategorisation);
const synthese = syntheseDepuis(d);
const contexte: ContexteSynthese = {
  perimetre: 'Département : Rhône (69)',
  criteres: [['Type de syndic', 'Professionnel, bénévole']],
};
const jour = new Date('2026-11-25T09:00:00Z');

describe('rapport de synthèse (fichiers)', () => {
  it('xlsx : une feuille de synthèse et une par chapitre, le secret écrit en toutes lettres', async () => {
    const classeur = new ExcelJS.Workbook();
    await classeur.xlsx.read(Readable.from(await syntheseXlsx(synthese, contexte, jour)));
    expect(classeur.worksheets.map((f) => f.name)).toEqual([
      'Synthèse',
      'Lots',
      'Organisation juridique',
      'Données techniques',
      'Données financières (dernier ex',
    ]);
    const valeurs = JSON.stringify(classeur.getWorksheet('Organisation juridique')!.getSheetValues());
    expect(valeurs).toContain('Syndic professionnel');
    expect(valeurs).toContain('secret statistique');
    expect(JSON.stringify(classeur.getWorksheet('Synthèse')!.getSheetValues())).toContain('Département : Rhône (69)');
  });

  it('pdf : les quatre chapitres et leurs tableaux', async () => {
    const t = texteDuPdf(Buffer.from(await synthesePdf(synthese, contexte, jour)));
    for (const attendu of [
      'Rapport de synthèse de la sélection',
      'Lots',
      'Organisation juridique',
      'Données techniques',
      'Total',
      '25/11/2026',
    ])
      expect(t).toContain(attendu);
  });
});
