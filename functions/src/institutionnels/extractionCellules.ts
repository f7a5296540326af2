/**
 * [issue 27, point 10] The cells of the categorisation extraction (csv, xlsx) as the screen shows them: the labels
 * (« Syndic professionnel », « Mandat en cours », « Île-de-France »), never the raw codes (`PROFESSIONNEL`,
 * `EN_COURS`, `11`). The department and the region keep their official codes in a column of their own, right after
 * their name: the key a reuser joins other files on (the commune has its INSEE code column already).
 */
import type { Cellule } from '@registre/shared/domain/exports/tableur';
import { TYPES_SYNDIC } from '@registre/shared/domain/annuaire/projection';
import { EtatCopropriete, PeriodeConstruction } from '@registre/shared/domain/enums';
import { COLONNES_EXTRACTION, type ColonneExtraction } from '@registre/shared/routes/categorisationExports.routes';
import { LIBELLES_STATUT_MAJ } from '@registre/shared/schemas/annuaire';
import {
  LIBELLES_PROCEDURE,
  LIBELLES_STATUT_MANDAT,
  type LigneResultatCategorisation,
} from '@registre/shared/schemas/categorisation';
import type { Colonne } from '../exports/tableur.ts';
import * as geographie from '../statistiques/geographie.ts';

/** The columns followed by a code column, and its header. */
const COLONNES_CODE: Partial<Record<ColonneExtraction, string>> = {
  codeDepartement: 'Code du département',
  codeRegion: 'Code de la région',
};

const libelle = (table: Record<string, string>, code: string | null) => (code === null ? null : (table[code] ?? code));
const SYNDICS: Record<string, string> = Object.fromEntries(TYPES_SYNDIC.map((t) => [t.code, t.libelle]));

/** The label of one column's value. */
function valeur(code: ColonneExtraction, v: LigneResultatCategorisation): Cellule {
  switch (code) {
    case 'etat':
      return libelle(EtatCopropriete.labels, v.etat);
    case 'periodeConstruction':
      return libelle(PeriodeConstruction.labels, v.periodeConstruction);
    case 'typeSyndic':
      return libelle(SYNDICS, v.typeSyndic);
    case 'statutMandat':
      return libelle(LIBELLES_STATUT_MANDAT, v.statutMandat);
    case 'statutMajAnnuelle':
      return libelle(LIBELLES_STATUT_MAJ, v.statutMajAnnuelle);
    case 'procedures':
      return v.procedures.map((p) => LIBELLES_PROCEDURE[p] ?? p).join(', ');
    case 'codeDepartement':
      return v.codeDepartement && (geographie.departement(v.codeDepartement)?.nom ?? v.codeDepartement);
    case 'codeRegion':
      return v.codeRegion && (geographie.region(v.codeRegion)?.nom ?? v.codeRegion);
    default:
      return v[code] as Cellule;
  }
}

/** The header row of the chosen columns, each code column after its label column. */
export const colonnesExtraction = (choisies: readonly ColonneExtraction[]): Colonne[] =>
  choisies.flatMap((c) => [{ libelle: COLONNES_EXTRACTION[c] }, ...(COLONNES_CODE[c] ? [{ libelle: COLONNES_CODE[c] }] : [])]);

/** One row: the labels of the chosen columns, each code after its label. */
export const cellulesExtraction = (choisies: readonly ColonneExtraction[], v: LigneResultatCategorisation): Cellule[] =>
  choisies.flatMap((c) => [valeur(c, v), ...(COLONNES_CODE[c] ? [v[c] as Cellule] : [])]);
