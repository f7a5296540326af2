/**
 * Spec 000 §7 "Geocode choice behaviour": what the wizard does with the geocoder's answer to a typed address.
 * - more than one result: the choice modal opens;
 * - exactly one result whose label equals the typed text (commas removed; spaces and case ignored): it is
 *   chosen directly; a single result with another label: the modal opens too;
 * - no result: the typed text is kept as a non-geolocated address (after the user confirms it).
 * Choosing a geolocated address then fetches its building id (by its BAN key), in the wizard.
 */

export type ChoixGeocodage<R> =
  { action: 'CHOISIR'; resultat: R } | { action: 'MODALE'; resultats: R[] } | { action: 'NON_GEOLOCALISEE' };

/** "12 Rue de la Paix, 75002  Paris" -> "12 rue de la paix 75002 paris". */
export const libelleComparable = (texte: string): string =>
  texte.replace(/,/g, ' ').replace(/\s+/g, ' ').trim().toLocaleLowerCase('fr');

export function choixGeocodage<R extends { libelle: string }>(saisie: string, resultats: readonly R[]): ChoixGeocodage<R> {
  if (resultats.length === 0) return { action: 'NON_GEOLOCALISEE' };
  if (resultats.length === 1 && libelleComparable(resultats[0].libelle) === libelleComparable(saisie))
    return { action: 'CHOISIR', resultat: resultats[0] };
  return { action: 'MODALE', resultats: [...resultats] };
}
