/**
 * [issue 15] One way to write a condominium's address on one line, for every page, PDF and email.
 *
 * An address comes as its label (`libelle`: the geocoder's full line "12 Rue de la Paix 75002 Paris", or the text the
 * user typed) and/or its parts (number, street, postal code, town). The label often holds the postal code and the
 * town already: appending them again printed "12 Rue de la Paix 75002 Paris, 75002 Paris". Here they are added only
 * when the line does not say them.
 */

export interface PartiesAdresse {
  /** the full line as geocoded or typed */
  libelle?: string | null;
  numero?: string | number | null;
  voie?: string | null;
  codePostal?: string | null;
  commune?: string | null;
}

const propre = (v: unknown): string => (v === null || v === undefined ? '' : String(v).replace(/\s+/g, ' ').trim());

/** Lower case, without accents, hyphens or apostrophes as spaces: "Saint-Étienne" ~ "saint etienne". */
const comparable = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[-'’]/g, ' ').replace(/\s+/g, ' ').trim();

const echapper = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `texte` holds `mot` as whole words (not inside a longer word or number). */
const contientMot = (texte: string, mot: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${echapper(comparable(mot))}($|[^\\p{L}\\p{N}])`, 'u').test(comparable(texte));

/**
 * The address on one line: its label (or number and street), then ", postal code town" unless the label already
 * says them. '' when nothing is known.
 */
export function formaterAdresse(a: PartiesAdresse | null | undefined): string {
  if (!a) return '';
  const cp = propre(a.codePostal);
  const commune = propre(a.commune);
  const ligne = propre(a.libelle) || [propre(a.numero), propre(a.voie)].filter(Boolean).join(' ');
  const localite = [cp, commune].filter(Boolean).join(' ');
  if (!ligne) return localite;
  if (!localite) return ligne;
  // the postal code is there: the town too, unless the line stops at the code
  if (cp && contientMot(ligne, cp)) return commune && !contientMot(ligne, commune) ? `${ligne} ${commune}` : ligne;
  const fin = comparable(ligne).endsWith(comparable(commune)) ? ligne.length - commune.length : -1;
  if (commune && fin >= 0) {
    const avant = ligne.slice(0, fin);
    if (!avant.trim()) return localite;
    // "12 Rue de la Paix, Paris": the town is there, its postal code goes before it; without a comma the town may
    // be the street's ("12 rue de Paris"): the locality is then written in full after the line
    if (/,\s*$/.test(avant)) return cp ? `${avant.replace(/,\s*$/, '')}, ${localite}` : ligne;
  }
  return `${ligne}, ${localite}`;
}

/** Several addresses, each written by `formaterAdresse`, the empty ones left out. */
export function formaterAdresses(
  liste: readonly (PartiesAdresse | null | undefined)[] | null | undefined,
  separateur = ' ; ',
): string {
  return (liste ?? []).map(formaterAdresse).filter(Boolean).join(separateur);
}
