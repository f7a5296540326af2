/**
 * The geocoding and building-id ports (spec 000 §7 "External services", DESIGN.md §6). Two adapters each, chosen
 * by GEOCODAGE_ADAPTER: `ign` (HTTP: IGN Géoplateforme geocoding and the Référentiel national des bâtiments, see
 * ign.ts) and `local` (the gazetteer shipped beside this file, see local.ts).
 */
import type { AdresseGeocodee, ParcelleGeocodee } from '@registre/shared/schemas/geographie';

export interface RechercheParcelle {
  codeInsee: string;
  /** 3 digits, 000 unless the parcel lies in an absorbed commune */
  prefixe: string;
  section: string;
  numero: string;
}

export interface Geocodeur {
  /** Addresses completing the typed text (type StreetAddress), `max` (≤ 10) at most. */
  completerAdresse(q: string, max: number): Promise<AdresseGeocodee[]>;
  /** The cadastral parcel(s) of these references, none when the cadastre does not know them. */
  chercherParcelle(r: RechercheParcelle): Promise<ParcelleGeocodee[]>;
}

export interface ReferentielBatiments {
  /** RNB id of the building at the address of this BAN interoperability key, or null. */
  idRnbParCleBan(cleBan: string): Promise<string | null>;
}
