/**
 * The memo sheets (spec 001 §7 "Newsletter and memo sheets"): the list of a category's sheets and the download of
 * one, as an A4 PDF drawn with pdf-lib from the text kept in the source (`domain/fichesMemo/contenu.ts`).
 *
 * Why on demand rather than files built with the site: one source for the list and the files (the list's sizes
 * and links are those of the PDFs the route answers), no build step nor binary committed, the same code locally and
 * in AWS. A sheet is a few kilobytes drawn in milliseconds; each warm Lambda keeps what it drew, and the answer may be
 * cached a day by the browser and CloudFront (the bytes only change with a deployment). The PDF is deterministic:
 * its dates are the sheet's review day, so the same text always gives the same bytes.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import {
  LIBELLES_CATEGORIE_FICHE_MEMO,
  NOM_FICHE_MEMO,
  ficheMemoParNom,
  fichesDeCategorie,
  type FicheMemo,
} from '@registre/shared/domain/fichesMemo/contenu';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { fichesMemo } from '@registre/shared/routes/index';
import { lienFicheMemo, type FicheMemoListee } from '@registre/shared/routes/fichesMemo.routes';
import { lignes } from '../adapters/pdf/texte.ts';
import { implementer, ReponseHttp } from '../platform/http.ts';
import { texteWinAnsi } from '../statistiques/rapport.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGE = 56;
const BAS = 64;
const LARGEUR = A4[0] - 2 * MARGE;
const PRODUCTEUR = "Registre national d'immatriculation des copropriétés";

const dateFr = (iso: string) => iso.split('-').reverse().join('/');

/** The sheet as an A4 PDF: header band, title, summary, sections (paragraphs, bullets), references, page footers. */
export async function pdfFicheMemo(fiche: FicheMemo): Promise<Uint8Array> {
  // imported on the first sheet asked: the area's other routes do not load pdf-lib
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const BLEU = rgb(0, 0, 0.569);
  const GRIS = rgb(0.3, 0.3, 0.3);
  const NOIR = rgb(0, 0, 0);
  const jour = new Date(`${fiche.miseAJour}T12:00:00Z`);

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(texteWinAnsi(fiche.titre), { showInWindowTitleBar: true });
  doc.setSubject(texteWinAnsi(fiche.resume));
  doc.setAuthor(PRODUCTEUR);
  doc.setCreator(PRODUCTEUR);
  doc.setProducer(PRODUCTEUR);
  doc.setKeywords(['fiche mémo', LIBELLES_CATEGORIE_FICHE_MEMO[fiche.categorie], 'copropriété'].map(texteWinAnsi));
  doc.setLanguage('fr-FR');
  doc.setCreationDate(jour);
  doc.setModificationDate(jour);
  const normal = await doc.embedFont(StandardFonts.Helvetica);
  const gras = await doc.embedFont(StandardFonts.HelveticaBold);
  const italique = await doc.embedFont(StandardFonts.HelveticaOblique);

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGE;
  /** a new page when `hauteur` points do not fit any more */
  const place = (hauteur: number) => {
    if (y - hauteur < BAS) {
      page = doc.addPage(A4);
      y = A4[1] - MARGE;
    }
  };
  const paragraphe = (t: string, police: PDFFont, taille: number, couleur = NOIR, x = MARGE, largeur = LARGEUR) => {
    for (const l of lignes(texteWinAnsi(t), police, taille, largeur)) {
      place(taille * 1.4);
      page.drawText(l, { x, y: y - taille, size: taille, font: police, color: couleur });
      y -= taille * 1.4;
    }
  };

  // header band
  page.drawRectangle({ x: 0, y: A4[1] - 40, width: A4[0], height: 40, color: BLEU });
  page.drawText(texteWinAnsi('Registre national des copropriétés'), {
    x: MARGE,
    y: A4[1] - 26,
    size: 11,
    font: gras,
    color: rgb(1, 1, 1),
  });
  const etiquette = texteWinAnsi(`Fiche mémo · ${LIBELLES_CATEGORIE_FICHE_MEMO[fiche.categorie]}`);
  page.drawText(etiquette, {
    x: A4[0] - MARGE - normal.widthOfTextAtSize(etiquette, 10),
    y: A4[1] - 26,
    size: 10,
    font: normal,
    color: rgb(1, 1, 1),
  });
  y = A4[1] - 40 - 28;

  paragraphe(fiche.titre, gras, 18, BLEU);
  y -= 6;
  paragraphe(fiche.resume, italique, 11, GRIS);
  y -= 10;

  for (const section of fiche.sections) {
    place(12 * 1.4 + 3 * 10.5 * 1.4); // a heading is never left alone at the foot of a page
    y -= 6;
    paragraphe(section.titre, gras, 12.5, BLEU);
    y -= 2;
    for (const p of section.paragraphes ?? []) {
      paragraphe(p, normal, 10.5);
      y -= 4;
    }
    for (const puce of section.puces ?? []) {
      place(10.5 * 1.4);
      page.drawText('•', { x: MARGE + 2, y: y - 10.5, size: 10.5, font: normal, color: BLEU });
      paragraphe(puce, normal, 10.5, NOIR, MARGE + 14, LARGEUR - 14);
      y -= 2;
    }
    y -= 4;
  }

  place(9 * 1.4 * (fiche.references.length + 2));
  y -= 8;
  page.drawLine({ start: { x: MARGE, y }, end: { x: A4[0] - MARGE, y }, thickness: 0.5, color: GRIS });
  y -= 6;
  paragraphe('Textes de référence', gras, 9, GRIS);
  for (const r of fiche.references) paragraphe(`– ${r}`, normal, 9, GRIS);

  // footers, once the number of pages is known
  const pages = doc.getPages();
  pages.forEach((p, i) => {
    const pied = texteWinAnsi(`Mise à jour le ${dateFr(fiche.miseAJour)} · registre national d'immatriculation des copropriétés`);
    p.drawText(pied, { x: MARGE, y: 32, size: 8, font: normal, color: GRIS });
    const numero = `Page ${i + 1} / ${pages.length}`;
    p.drawText(numero, { x: A4[0] - MARGE - normal.widthOfTextAtSize(numero, 8), y: 32, size: 8, font: normal, color: GRIS });
  });
  return doc.save();
}

/** What this warm Lambda drew already (the text only changes with a deployment). */
const dessinees = new Map<string, Promise<Uint8Array>>();
export function octetsFicheMemo(fiche: FicheMemo): Promise<Uint8Array> {
  let p = dessinees.get(fiche.fichier);
  if (!p) {
    p = pdfFicheMemo(fiche);
    dessinees.set(fiche.fichier, p);
    p.catch(() => dessinees.delete(fiche.fichier));
  }
  return p;
}

/** A day: the bytes change only with a deployment; short enough for a corrected sheet to reach readers soon. */
const CACHE = 'public, max-age=86400';

export const implementationsFichesMemo = [
  implementer(fichesMemo.liste, async ({ query }) =>
    Promise.all(
      fichesDeCategorie(query.categorie).map(async (f): Promise<FicheMemoListee> => ({
        nom: f.fichier,
        titre: f.titre,
        resume: f.resume,
        categorie: f.categorie,
        miseAJour: f.miseAJour,
        taille: (await octetsFicheMemo(f)).length,
        lien: lienFicheMemo(f.fichier),
      })),
    ),
  ),

  implementer(fichesMemo.telecharger, async ({ query }) => {
    // only a name of the list: anything else (`../x`, an absolute path, an unknown name) answers the same 404
    const fiche = NOM_FICHE_MEMO.test(query.fichier) ? ficheMemoParNom(query.fichier) : undefined;
    if (!fiche) throw new ErreurMetier('FICHE_MEMO_INTROUVABLE');
    return new ReponseHttp(200, Buffer.from(await octetsFicheMemo(fiche)), {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fiche.fichier}"`,
      'cache-control': CACHE,
    });
  }),
];
