/**
 * What the address and parcel fields of the registration wizard do with the geocoder's answers (spec 000 §7
 * "Geocode choice behaviour"), and the form values they write (AdresseFormulaire, ParcelleFormulaire of the
 * identification block). Pure functions: the components call the API and show the modal.
 */
import type { AdresseGeocodee } from '@registre/shared/schemas/geographie';
import type { AdresseFormulaire, ParcelleFormulaire } from '@registre/shared/schemas/copropriete/identification';
import type { TypeAdresse } from '@registre/shared/domain/copropriete/types';
import { formaterParcelleCommune } from '@registre/shared/domain/parcelle';

/** The choice of spec 000 §7 is the shared pure decision (also what the tests of the geocoding port use). */
export { choixGeocodage } from '@registre/shared/domain/copropriete/geocodage';

/** Minimum length of a text sent to the geocoder (the route refuses less). */
export const LONGUEUR_MIN_RECHERCHE = 3;
export const recherchePossible = (saisie: string) => saisie.trim().length >= LONGUEUR_MIN_RECHERCHE;

/** A geolocated address chosen among the geocoder's answers, with its building id when one was found. */
export function adresseGeolocalisee(a: AdresseGeocodee, type: TypeAdresse, idRnb: string | null): AdresseFormulaire {
  return {
    id: null,
    type,
    geolocalisee: 'true',
    libelle: a.libelle,
    numero: a.numero ?? '',
    voie: a.voie ?? '',
    codePostal: a.codePostal ?? '',
    commune: a.commune ?? '',
    codeInsee: a.codeInsee ?? '',
    x: a.x,
    y: a.y,
    idBan: a.idBan ?? '',
    idRnb: idRnb ?? '',
  };
}

/** The typed text kept as it is, not geolocated (the user confirmed, or the service was unavailable). */
export function adresseNonGeolocalisee(libelle: string, type: TypeAdresse): AdresseFormulaire {
  return {
    id: null,
    type,
    geolocalisee: 'false',
    libelle: libelle.trim().replace(/\s+/g, ' '),
    numero: '',
    voie: '',
    codePostal: '',
    commune: '',
    codeInsee: '',
    x: null,
    y: null,
    idBan: '',
    idRnb: '',
  };
}

export const estGeolocalisee = (v: { geolocalisee?: unknown } | null | undefined) =>
  v?.geolocalisee === true || v?.geolocalisee === 'true';

/** A parcel as the user wrote it, with its localisation result. */
export const parcelleAvecLocalisation = (p: ParcelleFormulaire, geolocalisee: boolean): ParcelleFormulaire => ({
  ...p,
  prefixe: p.prefixe?.trim() ? p.prefixe.trim() : '000',
  section: p.section?.trim().toUpperCase() ?? '',
  numero: typeof p.numero === 'string' ? p.numero.trim() : p.numero,
  geolocalisee: geolocalisee ? 'true' : 'false',
});

/** "section AB n° 12 — Paris (Montmartre)": a parcel as one line, as every page, PDF and file writes it. */
export const libelleParcelle = (p: ParcelleFormulaire): string => formaterParcelleCommune(p);
