/** Text on a pdf-lib page: words wrapped to a width, written line by line (activation letter, registration certificate). */
// types only: pdf-lib is loaded by the modules that make a document, not by those that import this one
import type { Color, PDFFont, PDFPage } from 'pdf-lib';

/** `texte` cut into lines no wider than `largeur` points at `taille` in `police`. */
export function lignes(texte: string, police: PDFFont, taille: number, largeur: number): string[] {
  const resultat: string[] = [];
  let courante = '';
  for (const mot of texte.split(/\s+/)) {
    const essai = courante ? `${courante} ${mot}` : mot;
    if (police.widthOfTextAtSize(essai, taille) > largeur && courante) {
      resultat.push(courante);
      courante = mot;
    } else courante = essai;
  }
  if (courante) resultat.push(courante);
  return resultat;
}

/** Writes `texte` wrapped from (x, y) downwards; returns the y below its last line. */
export function ecrire(
  page: PDFPage,
  texte: string,
  x: number,
  y: number,
  police: PDFFont,
  taille: number,
  largeur: number,
  /** black when absent */
  couleur?: Color,
): number {
  for (const l of lignes(texte, police, taille, largeur)) {
    page.drawText(l, { x, y, size: taille, font: police, ...(couleur && { color: couleur }) });
    y -= taille * 1.35;
  }
  return y;
}
