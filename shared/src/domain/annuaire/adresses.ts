/**
 * [issue 22] The addresses a condominium is found by in the public directory: its reference address and each of
 * its complementary addresses, each as a street of its commune (normalised: adresse/normalisation.ts) and a house
 * number. Pure.
 *
 * - the reference address: its number and street put back together and cut again (an imported "8 r Victor Hugo"
 *   may come as number "8 r" and street "Victor Hugo"); without a street, its label ("r des Lilas Saint-Ouen":
 *   a row of the RNIC file with no postcode nor house number is still found by its street in its commune);
 * - a complementary address: a whole line ("12 r de la Paix 75002 Paris") or just a street ("r de la Paix"),
 *   taken in the condominium's commune;
 * - one street once: a condominium at 2 and 4 of one street is one row of that street (at its first number).
 */
import { decouperAdresse, normaliserVoie } from '../adresse/normalisation.ts';

export interface AdresseIndexee {
  /** the street's key in its commune (`normaliserVoie`) */
  voie: string;
  /** the house number (null: none) */
  numero: number | null;
}

export interface AdressesDe {
  numero?: string | null;
  voie?: string | null;
  /** the reference address as one line */
  libelle?: string | null;
  adressesSecondaires?: readonly (string | null | undefined)[] | null;
  /** the names the commune may be written with at the end of a line without postcode */
  communes?: readonly (string | null | undefined)[];
}

/** The street key and number of one line (null: no street in it). */
export function adresseIndexee(ligne: string | null | undefined, communes: AdressesDe['communes'] = []): AdresseIndexee | null {
  const d = decouperAdresse(ligne, communes);
  const voie = normaliserVoie(d.voie);
  return voie ? { voie, numero: d.entier } : null;
}

/** Every street a condominium is found by, the reference address first, each street once. */
export function adressesIndexees(a: AdressesDe): AdresseIndexee[] {
  const communes = a.communes ?? [];
  const reference = a.voie?.trim()
    ? adresseIndexee([a.numero, a.voie].filter(Boolean).join(' '), communes)
    : adresseIndexee(a.libelle, communes);
  const toutes = [reference, ...(a.adressesSecondaires ?? []).map((l) => adresseIndexee(l, communes))];
  const vues = new Set<string>();
  return toutes.filter((x): x is AdresseIndexee => {
    if (!x || vues.has(x.voie)) return false;
    vues.add(x.voie);
    return true;
  });
}
