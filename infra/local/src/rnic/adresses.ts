/**
 * Addresses, names and parcels of the synthetic RNIC file (generateur.ts), in full spelling (`12 bis avenue du
 * Général de Gaulle`): the way the file abbreviates and cases them is the writing layer's (ecriture.ts).
 * Street types and titles are those the cadastre and the BAN abbreviate, so that the abbreviations occur.
 */
import type { ParcelleRnic } from '@registre/shared/domain/rnic/ligne';
import type { Alea } from './alea.ts';

// prettier-ignore
const TYPES_VOIE = [
  ['rue', 52], ['avenue', 14], ['boulevard', 7], ['allée', 5], ['chemin', 5], ['impasse', 5], ['place', 3],
  ['route', 3], ['cours', 2], ['quai', 2], ['square', 1], ['passage', 1], ['faubourg', 0.5],
] as const;
// prettier-ignore
const VOIES = [
  'de la République', 'Victor Hugo', 'Jean Jaurès', 'Pasteur', 'du Général de Gaulle', 'de la Gare', 'des Écoles',
  'de Verdun', 'Gambetta', 'Voltaire', 'Émile Zola', 'de la Paix', 'du Moulin', "de l'Église", 'des Lilas',
  'du Château', 'Carnot', 'Jean Moulin', 'de la Liberté', 'du Maréchal Foch', 'du Maréchal Leclerc', 'des Tilleuls',
  'du Stade', 'de Paris', 'de la Mairie', 'Saint-Martin', 'des Acacias', 'du Maréchal de Lattre de Tassigny',
  'Aristide Briand', 'des Peupliers', 'de la Fontaine', 'des Roses', 'Anatole France', "d'Alsace-Lorraine", 'du Port',
  'des Jardins', 'Paul Bert', 'Danton', 'Condorcet', 'Molière', 'Lamartine', 'Jules Ferry', 'Georges Clemenceau',
  'du 8 Mai 1945', 'du 11 Novembre', 'de la Résistance', 'du Commerce', "de l'Hôtel de Ville", 'Saint-Jacques',
  'des Vignes', 'du Marché', 'Pierre Curie', 'Marcel Pagnol', 'Albert Camus', 'Édouard Herriot', 'des Marronniers',
  'du Parc', 'des Platanes', 'de la Mer', 'des Alpes', 'du Général Leclerc', 'du Président Wilson',
  'du Président Kennedy', 'du Docteur Roux', 'du Docteur Schweitzer', 'Sainte-Anne', 'du Professeur Calmette',
  'du Commandant Charcot', 'Saint-Exupéry', 'du Général Leclerc de Hauteclocque',
];
// prettier-ignore
const RESIDENCES = [
  'Les Tilleuls', 'Le Parc', 'Les Jardins', 'Le Clos Fleuri', 'Les Pins', 'Bellevue', 'Le Belvédère', 'Les Érables',
  'Le Panorama', 'Les Terrasses', 'Le Village', 'Les Cèdres', 'Le Bois Joli', 'Les Oliviers', 'Le Square',
  'Les Hauts de Ville', 'Le Mail', 'Les Arcades', 'Le Lac', 'Les Glycines',
];

export interface Voie {
  /** `12`, `12 bis`, `12 ter`, or empty (a street with no house number) */
  numero: string;
  /** type and name, in full: `avenue du Général de Gaulle` */
  voie: string;
}

/** A street: numbers mostly low, 4 % with `bis` or `ter`, 1 % without a house number. */
export function voie(a: Alea): Voie {
  const numero = a.chance(0.01) ? '' : String(1 + Math.floor(a.reel() ** 2 * 180));
  const suffixe = numero && a.chance(0.04) ? a.choix([' bis', ' ter']) : '';
  return { numero: `${numero}${suffixe}`, voie: `${a.parmi(TYPES_VOIE)} ${a.choix(VOIES)}` };
}

/** The house number `pas` doors further (a neighbouring entrance), bis/ter dropped. */
export function voieVoisine(v: Voie, pas: number): Voie {
  const n = Number.parseInt(v.numero, 10);
  return { numero: Number.isNaN(n) ? '' : String(n + pas), voie: v.voie };
}

export const numeroEtVoie = (v: Voie) => (v.numero ? `${v.numero} ${v.voie}` : v.voie);

/** The full address as column 15 and the secondary addresses write it: number and street, postcode, commune. */
export const adresse = (v: Voie, codePostal: string | null, commune: string) =>
  [numeroEtVoie(v), codePostal, commune].filter(Boolean).join(' ');

/** The name of use of a condominium: a residence, its address, or none. */
export function nomCopropriete(a: Alea, numeroEtVoie: string): string | null {
  return a.parmi([
    [`Résidence ${a.choix(RESIDENCES)}`, 35],
    [a.choix(RESIDENCES), 15],
    [numeroEtVoie, 25],
    [`SDC ${numeroEtVoie}`.toUpperCase(), 15],
    [null, 10],
  ] as const);
}

const LETTRES = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
/** A parcel of the commune: section of one letter (40 %) or two, number up to ~2 400, written on four digits. */
export function parcelle(a: Alea, codeInsee: string): ParcelleRnic {
  const section = a.chance(0.4) ? a.choix(LETTRES) : `${a.choix(LETTRES)}${a.choix(LETTRES)}`;
  const numero = 1 + Math.floor(a.reel() ** 1.5 * 2400);
  return { codeInsee, prefixe: '000', section, numero: String(numero).padStart(4, '0') };
}
