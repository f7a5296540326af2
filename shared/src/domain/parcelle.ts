/**
 * [issue 27, point 10] One way to write a cadastral parcel, for every PDF, spreadsheet and page: « section KX n° 183 »,
 * the prefix (the former commune's code, 3 digits) only when it is not 000 (« préfixe 093, section AB n° 12 »), the
 * number without its leading zeros. The fact sheet printed « 000KX 0183 », which nobody reads as a parcel.
 */

export interface PartiesParcelle {
  prefixe?: string | null;
  section?: string | null;
  numero?: string | number | null;
  commune?: string | null;
  communeAbsorbee?: string | null;
}

const propre = (v: unknown) => (v === null || v === undefined ? '' : String(v).replace(/\s+/g, ' ').trim());

/** « section KX n° 183 », « préfixe 093, section AB n° 12 »; '' when nothing is known. */
export function formaterParcelle(p: PartiesParcelle | null | undefined): string {
  if (!p) return '';
  const prefixe = propre(p.prefixe);
  const section = propre(p.section).toUpperCase();
  const brut = propre(p.numero);
  const numero = /^\d+$/.test(brut) ? String(Number(brut)) : brut;
  const reference = [section && `section ${section}`, numero && `n° ${numero}`].filter(Boolean).join(' ');
  if (!reference) return '';
  return prefixe && !/^0+$/.test(prefixe) ? `préfixe ${prefixe}, ${reference}` : reference;
}

/** The parcel and its commune (and former commune): « section KX n° 183 — Nantes ». */
export function formaterParcelleCommune(p: PartiesParcelle | null | undefined, separateur = ' — '): string {
  const ref = formaterParcelle(p);
  if (!p) return ref;
  const commune = [propre(p.commune), propre(p.communeAbsorbee) && `(${propre(p.communeAbsorbee)})`].filter(Boolean).join(' ');
  return [ref, commune].filter(Boolean).join(separateur);
}
