/**
 * A supporting document is checked for what it is (issue 15, item 2), over the corpus of
 * tests/fixtures/fichiers/pdf-malveillants (written by tests/support/pdfMalveillants.ts).
 */
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { analyserPdf, controlerJustificatif, workersLibres } from './analysePdf.ts';
import { analyserPdfSansDelai, LIMITES, type MotifRefusPdf } from './inspectionPdf.ts';

const fichier = (nom: string) => readFileSync(new URL(`../../../../tests/fixtures/fichiers/${nom}`, import.meta.url));
const malveillant = (nom: string) => fichier(`pdf-malveillants/${nom}`);

/** Every file of the corpus but the slow one, with the verdict the generator wrote beside it. */
const CORPUS = Object.entries(JSON.parse(malveillant('attendus.json').toString()) as Record<string, MotifRefusPdf | 'ok'>).filter(
  ([, attendu]) => attendu !== 'delai',
);

const verdict = (v: Awaited<ReturnType<typeof analyserPdfSansDelai>>) => (v.ok ? 'ok' : v.motif);

describe('analyserPdfSansDelai : le contenu du PDF', () => {
  it.each(CORPUS)('%s → %s', async (nom, attendu) => {
    expect(verdict(await analyserPdfSansDelai(malveillant(nom)))).toBe(attendu);
  });

  it('accepte les PDF des logiciels : table de références classique, flux d’objets et de références compressés', async () => {
    expect(await analyserPdfSansDelai(fichier('valide.pdf'))).toEqual({ ok: true, pages: 1 });
    const doc = await PDFDocument.create();
    const police = await doc.embedFont(StandardFonts.Helvetica);
    for (let i = 0; i < 3; i++) doc.addPage().drawText(`Page ${i + 1}`, { x: 50, y: 700, font: police });
    for (const useObjectStreams of [true, false]) {
      const octets = await doc.save({ useObjectStreams });
      expect(await analyserPdfSansDelai(octets)).toEqual({ ok: true, pages: 3 });
    }
  });

  it('respecte le budget de décompression du document, pas seulement celui de chaque flux', async () => {
    // 512 Mio de zéros : refusé avec le budget par défaut (128 Mio) comme avec un budget plus grand
    const bombe = malveillant('bombe-flux-contenu.pdf');
    expect(verdict(await analyserPdfSansDelai(bombe, { ...LIMITES, totalDecompresseOctets: 600 * 1024 * 1024 }))).toBe('ok');
    expect(verdict(await analyserPdfSansDelai(bombe, { ...LIMITES, totalDecompresseOctets: 256 * 1024 * 1024 }))).toBe(
      'demesure',
    );
  });
});

// no timed assertion (a loaded machine is slow): the verdict says which bound stopped the analysis
describe('analyserPdf : borné en temps et en mémoire (worker)', () => {
  it('refuse la bombe de décompression pour son budget, pas au bout du délai', async () => {
    expect(await analyserPdf(malveillant('bombe-flux-contenu.pdf'))).toEqual({ ok: false, motif: 'demesure' });
  }, 30_000);

  it('arrête une analyse trop longue au bout du délai, et ne garde pas son worker', async () => {
    const v = await analyserPdf(malveillant('analyse-interminable.pdf'), { ...LIMITES, delaiMs: 1500 });
    expect(v).toEqual({ ok: false, motif: 'delai' });
  }, 30_000);

  it('arrête une analyse qui dépasse la mémoire du worker', async () => {
    // 150 000 small objects (4 MB) parse into far more than 48 MiB of heap; the worker itself starts within it
    // (a long delay: near its limit the heap is collected again and again, slowly on a loaded machine)
    const objets = Array.from({ length: 150_000 }, (_, i) => `${i + 3} 0 obj\n[/A /B /C ${i}]\nendobj\n`).join('');
    const octets = Buffer.from(
      `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\n${objets}trailer\n<< /Root 1 0 R >>\nstartxref\n0\n%%EOF\n`,
      'latin1',
    );
    expect(await analyserPdf(octets, { ...LIMITES, tasMo: 48, jeuneMo: 8, delaiMs: 80_000 })).toEqual({
      ok: false,
      motif: 'memoire',
    });
  }, 90_000);

  it('garde un worker prêt entre deux documents, pas après un dépassement', async () => {
    expect(await analyserPdf(fichier('valide.pdf'))).toEqual({ ok: true, pages: 1 });
    const libres = workersLibres();
    expect(libres).toBeGreaterThanOrEqual(1);
    expect(await analyserPdf(malveillant('lancement.pdf'))).toEqual({ ok: false, motif: 'lancement' });
    expect(workersLibres()).toBe(libres); // the same worker, taken then given back
    expect(await analyserPdf(malveillant('analyse-interminable.pdf'), LIMITES)).toEqual({ ok: false, motif: 'delai' });
    expect(workersLibres()).toBe(libres - 1); // the stopped one is not kept
  }, 60_000);
});

describe('controlerJustificatif : le contrôle de tout justificatif', () => {
  it('garde les refus de l’enveloppe (taille, en-tête, fin de fichier)', async () => {
    expect(await controlerJustificatif(fichier('image-png.pdf'))).toMatchObject({
      ok: false,
      code: 'FORMAT_FICHIER_NON_AUTORISE',
    });
    expect(await controlerJustificatif(fichier('tronque.pdf'))).toMatchObject({ ok: false, code: 'FORMAT_FICHIER_NON_AUTORISE' });
  });

  it.each([
    ['html-deguise.pdf', 'PDF_INVALIDE', "Le fichier n'est pas un PDF lisible"],
    ['sans-page.pdf', 'PDF_INVALIDE', 'Le PDF ne contient aucune page'],
    ['openaction-javascript.pdf', 'PDF_CONTENU_ACTIF', 'Le PDF contient du JavaScript'],
    ['lancement.pdf', 'PDF_CONTENU_ACTIF', 'Le PDF contient une action qui lance un programme'],
    ['fichiers-incorpores.pdf', 'PDF_CONTENU_ACTIF', 'Le PDF contient des fichiers incorporés'],
    ['formulaire-xfa.pdf', 'PDF_CONTENU_ACTIF', 'Le PDF contient un formulaire XFA'],
    ['chiffre.pdf', 'PDF_CHIFFRE', 'Le PDF est protégé (chiffré)'],
    ['bombe-flux-contenu.pdf', 'PDF_TROP_COMPLEXE', 'données compressées démesurées'],
  ])('%s → %s, message en français', async (nom, code, message) => {
    const v = await controlerJustificatif(malveillant(nom));
    expect(v).toMatchObject({ ok: false, code });
    expect(!v.ok && v.message).toContain(message);
    expect(ERREURS[code as keyof typeof ERREURS].status).toBe(400);
  });

  it('accepte un PDF valide et donne son nombre de pages', async () => {
    expect(await controlerJustificatif(malveillant('valide-1-page.pdf'))).toEqual({ ok: true, pages: 1 });
  });
});
