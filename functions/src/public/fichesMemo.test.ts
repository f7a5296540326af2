import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { CATEGORIES_FICHES_MEMO, FICHES_MEMO, fichesDeCategorie } from '@registre/shared/domain/fichesMemo/contenu';
import { texteDuPdf } from '../../../tests/support/pdf.ts';
import { pdfFicheMemo } from './fichesMemo.ts';

const espaces = (t: string) => t.replace(/\s+/g, ' ');
/** the reader gives the bytes as latin-1: the standard fonts' encoding is WinAnsi (’ – • € in 0x80–0x9f) */
const CP1252 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
const winAnsi = (t: string) => t.replace(/[\u0080-\u009f]/g, (c) => CP1252[c.charCodeAt(0) - 0x80]);

describe('fiches mémo en PDF', () => {
  it('chaque catégorie liste ses fiches', () => {
    for (const c of CATEGORIES_FICHES_MEMO) expect(fichesDeCategorie(c).length, c).toBeGreaterThan(0);
  });

  it.each(FICHES_MEMO.map((f) => [f.fichier, f] as const))(
    '%s : un PDF qui se lit et porte son titre et ses sections',
    async (_, fiche) => {
      const octets = await pdfFicheMemo(fiche);
      expect(Buffer.from(octets.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
      const doc = await PDFDocument.load(octets);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getPageCount()).toBeLessThanOrEqual(3);
      expect(doc.getTitle()).toBe(fiche.titre);
      const texte = espaces(winAnsi(texteDuPdf(Buffer.from(octets))));
      expect(texte).toContain(espaces(fiche.titre));
      for (const s of fiche.sections) expect(texte).toContain(espaces(s.titre));
      expect(texte).toContain('Textes de référence');
    },
  );

  it('le même texte donne les mêmes octets', async () => {
    const [a, b] = await Promise.all([pdfFicheMemo(FICHES_MEMO[0]), pdfFicheMemo(FICHES_MEMO[0])]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
