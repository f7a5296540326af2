/**
 * [issue 12] The downloadable statistics report (spec 001 §7 "Statistics and geography (public)",
 * api/public/statistiques/telechargerRapportBo): the figures of one territory and period, as a spreadsheet (xlsx,
 * exceljs) or an A4 PDF (pdf-lib), with the statistical secrecy rule. A masked figure is written « secret
 * statistique », never its value.
 *
 * exceljs and pdf-lib are imported when a spreadsheet or a PDF is asked, not with the module: they are large, and
 * the area must keep its cold start short. The PDF uses the standard fonts (WinAnsi: every French letter is there), as the
 * activation letter does: no font file, a small document.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import {
  LIBELLES_NIVEAU,
  SECRET,
  type Chiffres,
  type LigneRepartition,
  type ValeurStatistique,
} from '@registre/shared/schemas/statistiques';
import { lignes as couperEnLignes } from '../adapters/pdf/texte.ts';
import { neutraliserClasseur } from '@registre/shared/domain/exports/tableur';

export type FormatRapport = 'xlsx' | 'pdf';

export const TEXTE_SECRET = 'secret statistique';
const TITRE = 'Statistiques du registre national des copropriétés';
const PRODUCTEUR = "Registre national d'immatriculation des copropriétés";

type RepartitionCle = 'parTaille' | 'parPeriodeConstruction' | 'parTypeSyndic' | 'parMandat' | 'parMajAnnuelle';
/** The breakdowns of the report, in order: their title, sheet name and first column's header. */
const REPARTITIONS: { cle: RepartitionCle; titre: string; feuille: string; premiereColonne: string }[] = [
  { cle: 'parTaille', titre: 'Répartition par taille (lots principaux)', feuille: 'Par taille', premiereColonne: 'Taille' },
  {
    cle: 'parPeriodeConstruction',
    titre: 'Répartition par période de construction',
    feuille: 'Période de construction',
    premiereColonne: 'Période de construction',
  },
  { cle: 'parTypeSyndic', titre: 'Répartition par type de syndic', feuille: 'Type de syndic', premiereColonne: 'Type de syndic' },
  { cle: 'parMandat', titre: 'Répartition par mandat du syndic', feuille: 'Mandat', premiereColonne: 'Mandat' },
  {
    cle: 'parMajAnnuelle',
    titre: 'Répartition par mise à jour annuelle',
    feuille: 'Mise à jour annuelle',
    premiereColonne: 'Mise à jour annuelle',
  },
];

/** The statistical secrecy rule, with the threshold of these figures. */
export const noteSecret = (seuil: number) =>
  `Secret statistique : un chiffre calculé sur moins de ${seuil} copropriétés n'est pas publié et figure comme « ${TEXTE_SECRET} ». ` +
  "Pour qu'un chiffre masqué ne puisse être déduit du total, d'autres cellules de la même répartition peuvent aussi être " +
  'masquées (secret secondaire). Les syndicats secondaires sont comptés à part de tous les autres chiffres.';

// --- names and formats ---------------------------------------------------------------------------------------------

/** ASCII, lower case, words joined by hyphens. */
export function slug(texte: string, max = 60): string {
  return texte
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'OE')
    .replace(/æ/g, 'ae')
    .replace(/Æ/g, 'AE')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, max)
    .replace(/^-+|-+$/g, '');
}

const slugTerritoire = (t: Chiffres['territoire']) =>
  t.niveau === 'FRANCE' ? 'france' : slug(`${t.niveau} ${t.code ?? ''} ${t.nom}`) || 'territoire';
const slugPeriode = (p: Chiffres['periode']) =>
  !p.annee ? 'tout' : p.trimestre ? `${p.annee}-t${p.trimestre}` : String(p.annee);

/** `statistiques-registre-<territory>-<period>-YYYYMMDD.<format>`, the day in Paris: ASCII, no spaces. */
export function nomRapport(c: Chiffres, format: FormatRapport, jour: Date): string {
  return `statistiques-registre-${slugTerritoire(c.territoire)}-${slugPeriode(c.periode)}-${dateDuJourParis(jour).replace(/-/g, '')}.${format}`;
}

const dateFr = (d: Date) =>
  d.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });
const miseAJourFr = (iso: string | null) => (iso ? dateFr(new Date(iso)) : 'aucune copropriété immatriculée');
const libelleTerritoire = (t: Chiffres['territoire']) =>
  t.niveau === 'FRANCE' ? 'France entière' : `${LIBELLES_NIVEAU[t.niveau]} : ${t.nom}${t.code ? ` (${t.code})` : ''}`;
/** Thousands separated by a plain space (the narrow no-break space of fr-FR is not in the PDF standard fonts). */
const nombreFr = (n: number) => n.toLocaleString('fr-FR', { maximumFractionDigits: 1 }).replace(/[\u202f\u00a0]/g, ' ');
const estSecret = (v: ValeurStatistique | undefined) => v === SECRET;
/** The share of a published cell in a published total. */
const part = (v: ValeurStatistique | undefined, total: ValeurStatistique): number | undefined =>
  typeof v === 'number' && typeof total === 'number' && total > 0 ? v / total : undefined;
const avecLots = (lignes: LigneRepartition[]) => lignes.some((l) => l.lots !== undefined);
const contientSecret = (c: Chiffres) =>
  [c.coproprietes, c.lots, c.lotsPrincipaux, c.syndicatsSecondaires].some(estSecret) ||
  REPARTITIONS.some(({ cle }) => c[cle].some((l) => estSecret(l.coproprietes) || estSecret(l.lots)));

const TOTAUX = (c: Chiffres): [string, ValeurStatistique][] => [
  ['Copropriétés immatriculées', c.coproprietes],
  ['Lots', c.lots],
  ['Lots principaux (habitation, bureaux, commerces)', c.lotsPrincipaux],
  ['Syndicats secondaires (comptés à part)', c.syndicatsSecondaires],
];

// --- spreadsheet ---------------------------------------------------------------------------------------------------

/** The report as a spreadsheet: a « Synthèse » sheet, then one sheet per breakdown. */
export async function rapportXlsx(c: Chiffres, jour: Date = new Date()): Promise<Buffer> {
  const module = await import('exceljs');
  // a CommonJS package: its exports are the default export of the ES module (Node, esbuild)
  const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module;
  const classeur = new ExcelJS.Workbook();
  classeur.creator = PRODUCTEUR;
  classeur.title = TITRE;
  classeur.created = jour;
  const valeur = (v: ValeurStatistique | undefined) => (v === undefined ? null : v === SECRET ? TEXTE_SECRET : v);
  const FORMAT_NOMBRE = '#,##0';
  const FORMAT_PART = '0.0%';
  const gras = { bold: true };
  const italique = { italic: true, color: { argb: 'FF555555' } };

  type Feuille = ReturnType<typeof classeur.addWorksheet>;
  const enTete = (f: Feuille, titre: string) => {
    f.addRow([titre]).font = { bold: true, size: 14 };
    f.addRow([libelleTerritoire(c.territoire)]).font = gras;
    f.addRow([`Période d'immatriculation : ${c.periode.libelle}`]);
    f.addRow([]);
  };
  const note = (f: Feuille) => {
    f.addRow([]);
    const r = f.addRow([noteSecret(c.seuilSecret)]);
    r.font = italique;
    f.mergeCells(r.number, 1, r.number, Math.max(2, f.columnCount));
    r.alignment = { wrapText: true, vertical: 'top' };
    r.height = 60;
  };

  const synthese = classeur.addWorksheet('Synthèse');
  synthese.columns = [{ width: 50 }, { width: 40 }];
  synthese.addRow([TITRE]).font = { bold: true, size: 14 };
  synthese.addRow([]);
  for (const [libelle, v] of [
    ['Territoire', c.territoire.nom],
    ['Niveau géographique', LIBELLES_NIVEAU[c.territoire.niveau]],
    ['Code du territoire', c.territoire.code ?? ''],
    ["Période d'immatriculation", c.periode.libelle],
    ['Rapport produit le', dateFr(jour)],
    ['Données à jour au', miseAJourFr(c.miseAJour)],
    ['Seuil du secret statistique', `Moins de ${c.seuilSecret} copropriétés`],
  ] as const) {
    const r = synthese.addRow([libelle, v]);
    r.getCell(1).font = gras;
  }
  synthese.addRow([]);
  synthese.addRow(['Chiffres clés', 'Valeur']).font = gras;
  for (const [libelle, v] of TOTAUX(c)) {
    const r = synthese.addRow([libelle, valeur(v)]);
    r.getCell(2).numFmt = FORMAT_NOMBRE;
    r.getCell(2).alignment = { horizontal: 'right' };
  }
  note(synthese);

  for (const { cle, feuille, titre, premiereColonne } of REPARTITIONS) {
    const lignes = c[cle];
    const lots = avecLots(lignes);
    const f = classeur.addWorksheet(feuille);
    f.columns = [{ width: 45 }, { width: 20 }, { width: 22 }, ...(lots ? [{ width: 20 }] : [])];
    enTete(f, titre);
    const entetes = [premiereColonne, 'Copropriétés', 'Part des copropriétés', ...(lots ? ['Lots'] : [])];
    const ligneEntetes = f.addRow(entetes);
    ligneEntetes.font = gras;
    ligneEntetes.eachCell((cellule) => {
      cellule.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3E3FD' } };
      cellule.border = { bottom: { style: 'thin' } };
    });
    const ecrireLigne = (libelle: string, copros: ValeurStatistique, nbLots: ValeurStatistique | undefined, total = false) => {
      const r = f.addRow([
        libelle,
        valeur(copros),
        estSecret(copros) ? TEXTE_SECRET : (part(copros, c.coproprietes) ?? null),
        ...(lots ? [valeur(nbLots)] : []),
      ]);
      r.getCell(2).numFmt = FORMAT_NOMBRE;
      r.getCell(3).numFmt = FORMAT_PART;
      if (lots) r.getCell(4).numFmt = FORMAT_NOMBRE;
      for (const i of [2, 3, 4]) r.getCell(i).alignment = { horizontal: 'right' };
      if (total) {
        r.font = gras;
        r.eachCell((cellule) => (cellule.border = { top: { style: 'thin' } }));
      }
    };
    for (const l of lignes) ecrireLigne(l.libelle, l.coproprietes, l.lots);
    ecrireLigne('Total', c.coproprietes, lots ? c.lots : undefined, true);
    note(f);
  }
  neutraliserClasseur(classeur);
  return Buffer.from(await classeur.xlsx.writeBuffer());
}

// --- PDF -----------------------------------------------------------------------------------------------------------

const A4: [number, number] = [595.28, 841.89];
const MARGE = 50;
const LARGEUR = A4[0] - 2 * MARGE;

/** WinAnsi (the standard fonts' encoding): Latin-1 and the few Windows-1252 extras; anything else is simplified. */
const EXTRAS_WINANSI = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
export function texteWinAnsi(texte: string): string {
  let r = '';
  for (const car of texte.replace(/[\u2000-\u200b\u202f]/g, ' ')) {
    const code = car.codePointAt(0)!;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || EXTRAS_WINANSI.includes(car)) r += car;
    else {
      const simple = car.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      r += /^[\x20-\x7e]+$/.test(simple) ? simple : '?';
    }
  }
  return r;
}

/** The report as an A4 PDF: title, territory, period, key figures, one table with bars per breakdown, the note. */
export async function rapportPdf(c: Chiffres, jour: Date = new Date()): Promise<Uint8Array> {
  // imported on the first PDF asked, as exceljs: a chunk of its own, not read at the area's cold start
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const [BLEU, GRIS, GRIS_CLAIR, BARRE] = [rgb(0, 0, 0.57), rgb(0.35, 0.35, 0.35), rgb(0.9, 0.9, 0.9), rgb(0.42, 0.42, 0.96)];
  const doc = await PDFDocument.create();
  doc.setTitle(texteWinAnsi(`${TITRE} - ${c.territoire.nom} - ${c.periode.libelle}`));
  doc.setAuthor(PRODUCTEUR);
  doc.setLanguage('fr-FR');
  doc.setCreationDate(jour);
  const normal = await doc.embedFont(StandardFonts.Helvetica);
  const gras = await doc.embedFont(StandardFonts.HelveticaBold);
  const italique = await doc.embedFont(StandardFonts.HelveticaOblique);

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGE;
  const texte = (t: string, x: number, police: PDFFont, taille: number, couleur = rgb(0, 0, 0)) =>
    page.drawText(texteWinAnsi(t), { x, y, size: taille, font: police, color: couleur });
  const aDroite = (t: string, xDroite: number, police: PDFFont, taille: number, couleur = rgb(0, 0, 0)) => {
    const s = texteWinAnsi(t);
    page.drawText(s, { x: xDroite - police.widthOfTextAtSize(s, taille), y, size: taille, font: police, color: couleur });
  };
  /** A new page when less than `hauteur` is left above the footer. */
  const place = (hauteur: number) => {
    if (y - hauteur < MARGE + 20) {
      page = doc.addPage(A4);
      y = A4[1] - MARGE;
    }
  };
  const paragraphe = (t: string, police: PDFFont, taille: number, couleur = rgb(0, 0, 0)) => {
    for (const l of couperEnLignes(texteWinAnsi(t), police, taille, LARGEUR)) {
      place(taille * 1.4);
      texte(l, MARGE, police, taille, couleur);
      y -= taille * 1.4;
    }
  };
  const valeurTexte = (v: ValeurStatistique) => (v === SECRET ? `« ${TEXTE_SECRET} »` : nombreFr(v));

  // heading
  texte(PRODUCTEUR, MARGE, gras, 10, BLEU);
  y -= 28;
  texte('Statistiques du registre', MARGE, gras, 20);
  y -= 24;
  paragraphe(libelleTerritoire(c.territoire), gras, 13);
  paragraphe(`Période d'immatriculation : ${c.periode.libelle}`, normal, 11);
  paragraphe(`Rapport produit le ${dateFr(jour)} - données à jour au ${miseAJourFr(c.miseAJour)}`, normal, 9, GRIS);
  y -= 10;

  // key figures
  place(110);
  texte('Chiffres clés', MARGE, gras, 13, BLEU);
  y -= 8;
  const hauteurCadre = TOTAUX(c).length * 18 + 10;
  page.drawRectangle({ x: MARGE, y: y - hauteurCadre, width: LARGEUR, height: hauteurCadre, borderColor: BLEU, borderWidth: 1 });
  y -= 20;
  for (const [libelle, v] of TOTAUX(c)) {
    texte(libelle, MARGE + 12, normal, 10.5);
    aDroite(valeurTexte(v), MARGE + LARGEUR - 12, v === SECRET ? italique : gras, 10.5, v === SECRET ? GRIS : rgb(0, 0, 0));
    y -= 18;
  }
  y -= 18;

  // breakdowns: label, condominiums, share, lots, and a bar for the condominiums
  const X_COPROS = MARGE + 290;
  const X_PART = MARGE + 345;
  const X_LOTS = MARGE + 420;
  const X_BARRE = MARGE + 430;
  for (const { cle, titre, premiereColonne } of REPARTITIONS) {
    const lignes = c[cle];
    const lots = avecLots(lignes);
    const xBarre = lots ? X_LOTS + 10 : X_BARRE - 60;
    const largeurBarre = MARGE + LARGEUR - xBarre;
    const max = Math.max(0, ...lignes.map((l) => (typeof l.coproprietes === 'number' ? l.coproprietes : 0)));
    place(40 + 16 * (lignes.length + 1));
    texte(titre, MARGE, gras, 12, BLEU);
    y -= 18;
    page.drawRectangle({ x: MARGE, y: y - 4, width: LARGEUR, height: 15, color: GRIS_CLAIR });
    texte(premiereColonne, MARGE + 4, gras, 8.5);
    aDroite('Copropriétés', X_COPROS, gras, 8.5);
    aDroite('Part', X_PART, gras, 8.5);
    if (lots) aDroite('Lots', X_LOTS, gras, 8.5);
    y -= 16;
    for (const l of lignes) {
      place(16);
      const complet = texteWinAnsi(l.libelle);
      const libelle = couperEnLignes(complet, normal, 9, X_COPROS - MARGE - 64)[0] ?? '';
      texte(libelle === complet ? libelle : `${libelle}…`, MARGE + 4, normal, 9);
      if (l.coproprietes === SECRET) {
        // one mention for the row: the share and the bar are masked with it
        aDroite(valeurTexte(SECRET), X_PART, italique, 8.5, GRIS);
      } else {
        aDroite(nombreFr(l.coproprietes), X_COPROS, normal, 9);
        const p = part(l.coproprietes, c.coproprietes);
        if (p !== undefined) aDroite(`${nombreFr(Math.round(p * 1000) / 10)} %`, X_PART, normal, 9);
        if (max > 0 && l.coproprietes > 0)
          page.drawRectangle({
            x: xBarre,
            y: y - 1,
            width: Math.max(1, (largeurBarre * l.coproprietes) / max),
            height: 8,
            color: BARRE,
          });
      }
      if (lots && l.lots !== undefined && l.lots !== SECRET) aDroite(nombreFr(l.lots), X_LOTS, normal, 9);
      page.drawLine({ start: { x: MARGE, y: y - 4 }, end: { x: MARGE + LARGEUR, y: y - 4 }, thickness: 0.3, color: GRIS_CLAIR });
      y -= 16;
    }
    place(16);
    texte('Total', MARGE + 4, gras, 9);
    aDroite(
      valeurTexte(c.coproprietes),
      c.coproprietes === SECRET ? X_PART : X_COPROS,
      c.coproprietes === SECRET ? italique : gras,
      9,
    );
    if (lots && c.lots !== SECRET) aDroite(nombreFr(c.lots), X_LOTS, gras, 9);
    y -= 28;
  }

  // the secrecy rule
  place(60);
  texte('Secret statistique', MARGE, gras, 11, BLEU);
  y -= 16;
  paragraphe(noteSecret(c.seuilSecret), normal, 9);
  if (contientSecret(c)) paragraphe(`Ce rapport contient des chiffres masqués (« ${TEXTE_SECRET} »).`, italique, 9, GRIS);

  // footer and page numbers
  const pages = doc.getPages();
  for (const [i, p] of pages.entries()) {
    const pied = texteWinAnsi(`${TITRE} - ${c.territoire.nom} - ${c.periode.libelle}`);
    p.drawText(couperEnLignes(pied, normal, 7.5, LARGEUR - 80)[0] ?? '', {
      x: MARGE,
      y: 30,
      size: 7.5,
      font: normal,
      color: GRIS,
    });
    const numero = `Page ${i + 1} / ${pages.length}`;
    p.drawText(numero, {
      x: MARGE + LARGEUR - normal.widthOfTextAtSize(numero, 7.5),
      y: 30,
      size: 7.5,
      font: normal,
      color: GRIS,
    });
  }
  return doc.save();
}
