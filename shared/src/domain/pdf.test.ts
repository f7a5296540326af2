import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { TAILLE_MAX_DOCUMENT, verifierAnnonce, verifierNombre, verifierPdf } from './pdf.ts';

const fichier = (nom: string) =>
  new Uint8Array(readFileSync(fileURLToPath(new URL(`../../../tests/fixtures/fichiers/${nom}`, import.meta.url))));
const code = (v: ReturnType<typeof verifierPdf>) => (v.ok ? 'ok' : v.code);

/** A valid PDF padded with a comment up to exactly `taille` bytes (the padding sits before the trailer). */
function pdfDeTaille(taille: number): Uint8Array {
  const base = fichier('valide.pdf');
  const texte = Buffer.from(base).toString('latin1');
  const i = texte.indexOf('xref\n');
  const entete = Buffer.from(texte.slice(0, i), 'latin1');
  const remplissage = taille - base.length;
  const commentaire = Buffer.from('%' + 'x'.repeat(remplissage - 2) + '\n', 'latin1');
  // offsets of the xref no longer match once padded: the check looks at the structure markers, not at offsets
  return new Uint8Array(Buffer.concat([entete, commentaire, Buffer.from(texte.slice(i), 'latin1')]));
}

describe('verifierPdf : le contenu fait foi', () => {
  it('accepte un PDF minimal écrit à la main', () => {
    expect(verifierPdf(fichier('valide.pdf'))).toEqual({ ok: true });
  });

  it('accepte un PDF produit par pdf-lib (flux de références croisées)', async () => {
    const doc = await PDFDocument.create();
    doc.addPage();
    expect(code(verifierPdf(await doc.save({ useObjectStreams: true })))).toBe('ok');
    expect(code(verifierPdf(await doc.save({ useObjectStreams: false })))).toBe('ok');
  });

  it.each([
    ['image-png.pdf', 'une image PNG renommée en .pdf'],
    ['photo.jpg', 'une photo JPEG'],
    ['tronque.pdf', 'un PDF tronqué (ni %%EOF ni startxref)'],
    ['vide.pdf', 'un fichier vide'],
    ['entete-decale.pdf', "un PDF précédé d'octets parasites"],
  ])('refuse %s (%s) : format non autorisé', (nom) => {
    const v = verifierPdf(fichier(nom));
    expect(v).toEqual({
      ok: false,
      code: 'FORMAT_FICHIER_NON_AUTORISE',
      message: "Le format du fichier n'est pas autorisé : seuls les PDF sont acceptés.",
    });
  });

  it('refuse un en-tête de version inconnue et un %%EOF suivi de contenu', () => {
    const texte = Buffer.from(fichier('valide.pdf')).toString('latin1');
    expect(code(verifierPdf(Buffer.from(texte.replace('%PDF-1.4', '%PDF-3.0'), 'latin1')))).toBe('FORMAT_FICHIER_NON_AUTORISE');
    expect(code(verifierPdf(Buffer.from(texte + 'suite ajoutée', 'latin1')))).toBe('FORMAT_FICHIER_NON_AUTORISE');
    expect(code(verifierPdf(Buffer.from(texte.replace('startxref', 'startxrfe'), 'latin1')))).toBe('FORMAT_FICHIER_NON_AUTORISE');
  });

  it('accepte exactement 5 Mo, refuse 5 Mo + 1 octet', () => {
    expect(code(verifierPdf(pdfDeTaille(TAILLE_MAX_DOCUMENT)))).toBe('ok');
    expect(pdfDeTaille(TAILLE_MAX_DOCUMENT + 1).length).toBe(5 * 1024 * 1024 + 1);
    expect(verifierPdf(pdfDeTaille(TAILLE_MAX_DOCUMENT + 1))).toEqual({
      ok: false,
      code: 'FICHIER_TROP_VOLUMINEUX',
      message: 'Le fichier est trop volumineux : 5 Mo au maximum.',
    });
  });
});

describe('verifierAnnonce : avant le téléversement', () => {
  it('accepte un nom en .pdf (toute casse) de 1 octet à 5 Mo', () => {
    expect(verifierAnnonce('mandat.pdf', 1).ok).toBe(true);
    expect(verifierAnnonce('Mandat 2026.PDF', TAILLE_MAX_DOCUMENT).ok).toBe(true);
  });
  it('refuse trop gros, vide ou sans extension .pdf', () => {
    expect(code(verifierAnnonce('mandat.pdf', TAILLE_MAX_DOCUMENT + 1))).toBe('FICHIER_TROP_VOLUMINEUX');
    expect(code(verifierAnnonce('mandat.pdf', 0))).toBe('FORMAT_FICHIER_NON_AUTORISE');
    expect(code(verifierAnnonce('mandat.png', 10))).toBe('FORMAT_FICHIER_NON_AUTORISE');
    expect(code(verifierAnnonce('mandat.pdf.exe', 10))).toBe('FORMAT_FICHIER_NON_AUTORISE');
  });
});

describe('verifierNombre', () => {
  it('exactement un fichier par défaut', () => {
    expect(code(verifierNombre(1))).toBe('ok');
    expect(code(verifierNombre(0))).toBe('NOMBRE_FICHIERS_INCORRECT');
    expect(code(verifierNombre(2))).toBe('NOMBRE_FICHIERS_INCORRECT');
  });
});
