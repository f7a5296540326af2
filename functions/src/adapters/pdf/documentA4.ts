/**
 * An A4 document written top to bottom with pdf-lib: headings, wrapped paragraphs, label/value rows in two
 * columns, a new page when the next block does not fit, page footers « page n / N ». Every text goes through
 * `texteWinAnsi` (the standard fonts' encoding) and is drawn as text: a name is never interpreted.
 * pdf-lib is imported on the first document, not with the module (it is large; areas that never draw a PDF
 * do not load it).
 */
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { texteWinAnsi } from '../../statistiques/rapport.ts';
import { lignes } from './texte.ts';

export const A4: [number, number] = [595.28, 841.89];
const MARGE = 50;
const BAS = 60;
const LARGEUR = A4[0] - 2 * MARGE;

export interface MetaDocument {
  titre: string;
  sujet?: string;
  auteur: string;
  jour: Date;
}

export class DocumentA4 {
  private page: PDFPage;
  private y = A4[1] - MARGE;

  private constructor(
    readonly doc: PDFDocument,
    readonly normal: PDFFont,
    readonly gras: PDFFont,
    readonly italique: PDFFont,
    readonly couleurs: { bleu: RGB; gris: RGB; noir: RGB; filet: RGB; fond: RGB },
  ) {
    this.page = doc.addPage(A4);
  }

  static async creer(m: MetaDocument): Promise<DocumentA4> {
    const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
    const doc = await PDFDocument.create({ updateMetadata: false });
    doc.setTitle(texteWinAnsi(m.titre), { showInWindowTitleBar: true });
    if (m.sujet) doc.setSubject(texteWinAnsi(m.sujet));
    doc.setAuthor(texteWinAnsi(m.auteur));
    doc.setCreator(texteWinAnsi(m.auteur));
    doc.setProducer(texteWinAnsi(m.auteur));
    doc.setLanguage('fr-FR');
    doc.setCreationDate(m.jour);
    doc.setModificationDate(m.jour);
    const [normal, gras, italique] = await Promise.all(
      [StandardFonts.Helvetica, StandardFonts.HelveticaBold, StandardFonts.HelveticaOblique].map((p) => doc.embedFont(p)),
    );
    return new DocumentA4(doc, normal, gras, italique, {
      bleu: rgb(0, 0, 0.569),
      gris: rgb(0.33, 0.33, 0.33),
      noir: rgb(0, 0, 0),
      filet: rgb(0.87, 0.87, 0.87),
      fond: rgb(0.89, 0.89, 0.99),
    });
  }

  /** A new page when `hauteur` points do not fit above the footer any more. */
  place(hauteur: number): void {
    if (this.y - hauteur < BAS) {
      this.page = this.doc.addPage(A4);
      this.y = A4[1] - MARGE;
    }
  }

  espace(hauteur: number): void {
    this.y -= hauteur;
  }

  /** A paragraph wrapped to the text width (or `largeur` from `x`). */
  paragraphe(texte: string, o: { police?: PDFFont; taille?: number; couleur?: RGB; x?: number; largeur?: number } = {}): void {
    const police = o.police ?? this.normal;
    const taille = o.taille ?? 10;
    const x = o.x ?? MARGE;
    for (const l of lignes(texteWinAnsi(texte), police, taille, o.largeur ?? LARGEUR - (x - MARGE))) {
      this.place(taille * 1.4);
      this.y -= taille;
      this.page.drawText(l, { x, y: this.y, size: taille, font: police, color: o.couleur ?? this.couleurs.noir });
      this.y -= taille * 0.4;
    }
  }

  titre(texte: string, taille = 13): void {
    this.place(taille * 3);
    this.espace(taille * 0.6);
    this.paragraphe(texte, { police: this.gras, taille, couleur: this.couleurs.bleu });
    this.espace(4);
  }

  /** A label/value row: the label in the left third, the value wrapped in the rest, a thin rule below. */
  cleValeur(libelle: string, valeur: string, taille = 9.5): void {
    const largeurLibelle = LARGEUR * 0.42;
    const gauche = lignes(texteWinAnsi(libelle), this.gras, taille, largeurLibelle - 8);
    const droite = lignes(texteWinAnsi(valeur), this.normal, taille, LARGEUR - largeurLibelle);
    const n = Math.max(gauche.length, droite.length);
    const hauteur = n * taille * 1.35 + 5;
    this.place(hauteur);
    for (let i = 0; i < n; i++) {
      const y = this.y - taille - i * taille * 1.35;
      if (gauche[i]) this.page.drawText(gauche[i], { x: MARGE, y, size: taille, font: this.gras, color: this.couleurs.gris });
      if (droite[i]) this.page.drawText(droite[i], { x: MARGE + largeurLibelle, y, size: taille, font: this.normal });
    }
    this.y -= hauteur;
    this.page.drawLine({
      start: { x: MARGE, y: this.y + 2 },
      end: { x: MARGE + LARGEUR, y: this.y + 2 },
      thickness: 0.5,
      color: this.couleurs.filet,
    });
  }

  /**
   * A table: a shaded header row, then rows; `largeurs` are fractions of the text width (the first column left
   * aligned, the others right aligned). A row whose first cell starts with `Total` is bold.
   */
  tableau(entetes: readonly string[], rangs: readonly (readonly string[])[], largeurs: readonly number[], taille = 8.5): void {
    const xs = largeurs.reduce<number[]>(
      (acc, l, i) => [...acc, (acc[i - 1] ?? MARGE) + (i ? largeurs[i - 1] * LARGEUR : 0)],
      [],
    );
    const ligne = (cellules: readonly string[], police: PDFFont, fond?: RGB) => {
      this.place(taille * 2);
      if (fond)
        this.page.drawRectangle({ x: MARGE, y: this.y - taille * 1.6, width: LARGEUR, height: taille * 1.6, color: fond });
      const y = this.y - taille * 1.15;
      cellules.forEach((c, i) => {
        const t = lignes(texteWinAnsi(c), police, taille, largeurs[i] * LARGEUR - 6)[0] ?? '';
        const x = i === 0 ? xs[i] + 3 : xs[i] + largeurs[i] * LARGEUR - 3 - police.widthOfTextAtSize(t, taille);
        this.page.drawText(t, { x, y, size: taille, font: police });
      });
      this.y -= taille * 1.6;
    };
    ligne(entetes, this.gras, this.couleurs.fond);
    for (const r of rangs) ligne(r, r[0]?.startsWith('Total') ? this.gras : this.normal);
    this.espace(6);
  }

  /** Writes the footer of every page (`pied(n, total)`) and gives the bytes. */
  async finir(pied: (n: number, total: number) => string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((p, i) =>
      p.drawText(texteWinAnsi(pied(i + 1, pages.length)), {
        x: MARGE,
        y: BAS - 28,
        size: 8,
        font: this.normal,
        color: this.couleurs.gris,
      }),
    );
    return this.doc.save();
  }
}
