/**
 * A row imported comes back as the file gave it (issue 22): the register keeps, for each column whose text in
 * the file differs from what the register would write for the same meaning (a trailing space, a parcel number
 * not padded, `SAINT-OUEN`, `Ile-de-France`, a marker of its own), the pair « what the register wrote at import,
 * what the file said ». The export gives the file's text back as long as the register still writes the same
 * value in that column; once the value truly changed (an update, an attachment, a mandate that expired), the
 * register's own value, in the file's conventions, is written. Pure.
 *
 * Only spelling is kept, never meaning: a column where the register's value differs from the file's value read
 * back and written again (`Mandat en cours` for a mandate whose end has passed) keeps no pair, so the register's
 * truth is published. A volunteer syndic's identity columns (7–10) never keep one: the privacy rule wins.
 */
import { COLONNES_RNIC, type ColonneRnic } from './colonnes.ts';

/** Column position (0-based) → [the register's value at import, the file's text]. */
export type EcartsRnic = Record<string, readonly [string, string]>;

const IDENTITE_SYNDIC: ReadonlySet<number> = new Set(
  (
    [
      'identification_du_representant_legal_raison_sociale_et_le_numer',
      'raison_sociale_du_representant_legal',
      'siret_du_representant_legal',
      'code_ape',
    ] as const satisfies readonly ColonneRnic[]
  ).map((c) => COLONNES_RNIC.indexOf(c)),
);

/**
 * The pairs to keep for one imported row.
 * @param fichier the row's 72 texts as read from the file, in our column order
 * @param relu the same row read then written by the register, as its own file would say it
 * @param registre what the export writes for the condominium the import created
 */
export function ecartsDeLigne(p: {
  fichier: readonly string[];
  relu: readonly string[];
  registre: readonly string[];
  benevole: boolean;
}): EcartsRnic | null {
  const ecarts: Record<string, readonly [string, string]> = {};
  let n = 0;
  for (let i = 0; i < COLONNES_RNIC.length; i++) {
    const fichier = p.fichier[i] ?? '';
    const registre = p.registre[i] ?? '';
    if (fichier === registre || p.relu[i] !== registre) continue;
    if (p.benevole && IDENTITE_SYNDIC.has(i)) continue;
    ecarts[i] = [registre, fichier];
    n++;
  }
  return n ? ecarts : null;
}

/** The row to publish: the file's text wherever the register still writes the value it wrote at import. */
export function appliquerEcarts(registre: readonly string[], ecarts: EcartsRnic | null | undefined): string[] {
  if (!ecarts) return [...registre];
  return registre.map((v, i) => {
    const e = ecarts[i];
    return e && e[0] === v ? e[1] : v;
  });
}
