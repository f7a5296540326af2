/**
 * [issue 13] The synthesis report of a categorisation selection as a spreadsheet (exceljs) or an A4 PDF: what was
 * selected (scope, criteria, day), the key figures, then the four chapters, each breakdown as a table with its
 * share of the selection; « secret statistique » wherever the secrecy rule masks a figure. The report is made
 * from counters (`syntheseDepuis`): a few dozen lines whatever the selection, so it is built whole.
 */
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { neutraliserClasseur } from '@registre/shared/domain/exports/tableur';
import { nombreFr } from '@registre/shared/domain/copropriete/ficheCopropriete';
import type { Synthese } from '@registre/shared/domain/categorisation/synthese';
import { SECRET, type ValeurStatistique } from '@registre/shared/schemas/statistiques';
import { DocumentA4 } from '../adapters/pdf/documentA4.ts';
import { noteSecret, TEXTE_SECRET } from '../statistiques/rapport.ts';

const TITRE = 'Rapport de synthèse de la sélection';
const PRODUCTEUR = "Registre national d'immatriculation des copropriétés";

/** What the report is about: the scope, the criteria as the user chose them (label, value), the day. */
export interface ContexteSynthese {
  perimetre: string;
  criteres: [libelle: string, valeur: string][];
}

const texte = (v: ValeurStatistique, unite?: string) =>
  v === SECRET ? TEXTE_SECRET : `${nombreFr(v)}${unite ? ` ${unite}` : ''}`;
const part = (v: ValeurStatistique, total: ValeurStatistique) =>
  typeof v === 'number' && typeof total === 'number' && total > 0 ? v / total : null;
const jourFr = (jour: Date) => dateDuJourParis(jour).split('-').reverse().join('/');

function informations(s: Synthese, c: ContexteSynthese, jour: Date): [string, string][] {
  return [
    ['Périmètre', c.perimetre],
    ...(c.criteres.length ? c.criteres : ([['Critères', 'Aucun : toutes les copropriétés du périmètre']] as [string, string][])),
    ['Rapport produit le', jourFr(jour)],
    ['Seuil du secret statistique', `Moins de ${s.seuilSecret} copropriétés`],
  ];
}

export async function syntheseXlsx(s: Synthese, c: ContexteSynthese, jour: Date): Promise<Buffer> {
  const module = await import('exceljs');
  const ExcelJS = (module as unknown as { default?: typeof module }).default ?? module;
  const classeur = new ExcelJS.Workbook();
  classeur.creator = PRODUCTEUR;
  classeur.title = TITRE;
  classeur.created = jour;
  const valeur = (v: ValeurStatistique) => (v === SECRET ? TEXTE_SECRET : v);
  const gras = { bold: true };

  const resume = classeur.addWorksheet('Synthèse');
  resume.columns = [{ width: 55 }, { width: 60 }];
  resume.addRow([TITRE]).font = { bold: true, size: 14 };
  resume.addRow([]);
  for (const [l, v] of informations(s, c, jour)) resume.addRow([l, v]).getCell(1).font = gras;
  resume.addRow([]);
  resume.addRow(['Chiffres clés', 'Valeur']).font = gras;
  for (const [l, v] of [
    ['Copropriétés sélectionnées', s.coproprietes],
    ['Lots', s.lots],
    ['Lots principaux', s.lotsPrincipaux],
  ] as const)
    resume.addRow([l, valeur(v)]).getCell(2).numFmt = '#,##0';
  resume.addRow([]);
  resume.addRow([noteSecret(s.seuilSecret)]).font = { italic: true };

  for (const ch of s.chapitres) {
    const f = classeur.addWorksheet(ch.titre.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31));
    f.columns = [{ width: 55 }, { width: 18 }, { width: 20 }, { width: 16 }];
    f.addRow([ch.titre]).font = { bold: true, size: 14 };
    f.addRow([c.perimetre]);
    for (const [l, v, unite] of ch.chiffres) {
      const r = f.addRow([l, valeur(v)]);
      r.getCell(2).numFmt = unite === '€' ? '#,##0 "€"' : '#,##0';
    }
    for (const r of ch.repartitions) {
      f.addRow([]);
      f.addRow([r.titre]).font = gras;
      const lots = r.lignes.some((l) => l.lots !== undefined);
      f.addRow([
        r.premiereColonne,
        'Copropriétés',
        ...(r.partition ? ['Part de la sélection'] : []),
        ...(lots ? ['Lots'] : []),
      ]).font = gras;
      for (const l of r.lignes) {
        const p = part(l.coproprietes, s.coproprietes);
        const rang = f.addRow([
          l.libelle,
          valeur(l.coproprietes),
          ...(r.partition ? [l.coproprietes === SECRET ? TEXTE_SECRET : p] : []),
          ...(lots ? [valeur(l.lots ?? 0)] : []),
        ]);
        rang.getCell(2).numFmt = '#,##0';
        if (r.partition) rang.getCell(3).numFmt = '0.0%';
      }
    }
  }
  neutraliserClasseur(classeur);
  return Buffer.from(await classeur.xlsx.writeBuffer());
}

export async function synthesePdf(s: Synthese, c: ContexteSynthese, jour: Date): Promise<Uint8Array> {
  const doc = await DocumentA4.creer({ titre: `${TITRE} - ${c.perimetre}`, auteur: PRODUCTEUR, jour });
  doc.paragraphe(PRODUCTEUR, { police: doc.gras, taille: 9, couleur: doc.couleurs.bleu });
  doc.espace(10);
  doc.paragraphe(TITRE, { police: doc.gras, taille: 18 });
  doc.espace(6);
  for (const [l, v] of informations(s, c, jour)) doc.cleValeur(l, v);
  for (const ch of s.chapitres) {
    doc.titre(ch.titre, 14);
    for (const [l, v, unite] of ch.chiffres) doc.cleValeur(l, texte(v, unite));
    for (const r of ch.repartitions) {
      doc.titre(r.titre, 10.5);
      const lots = r.lignes.some((l) => l.lots !== undefined);
      const entetes = [r.premiereColonne, 'Copropriétés', ...(r.partition ? ['Part'] : []), ...(lots ? ['Lots'] : [])];
      const rangs = r.lignes.map((l) => {
        const p = part(l.coproprietes, s.coproprietes);
        return [
          l.libelle,
          texte(l.coproprietes),
          ...(r.partition ? [l.coproprietes === SECRET ? TEXTE_SECRET : p === null ? '-' : `${nombreFr(p * 100, 1)} %`] : []),
          ...(lots ? [texte(l.lots ?? 0)] : []),
        ];
      });
      if (r.partition) rangs.push(['Total', texte(s.coproprietes), '100 %', ...(lots ? [texte(s.lots)] : [])]);
      const n = entetes.length;
      doc.tableau(entetes, rangs, n === 4 ? [0.46, 0.18, 0.18, 0.18] : n === 3 ? [0.58, 0.21, 0.21] : [0.7, 0.3]);
    }
  }
  doc.espace(8);
  doc.paragraphe(noteSecret(s.seuilSecret), { police: doc.italique, taille: 8.5, couleur: doc.couleurs.gris });
  return doc.finir((n, total) => `${PRODUCTEUR} - ${TITRE.toLowerCase()} - page ${n} / ${total}`);
}
