/**
 * The keepers' MCO indicators (spec 001 §3 "Indicators", §7 "Dashboards and indicators"): pure rules shared by the
 * stream projector that maintains them (functions/src/projecteurs/indicateurs.ts) and the use case that reads them.
 * - periods are Paris days (what a keeper calls "this week"): ISO weeks `2026-W48`, months `2026-11`, years `2026`;
 *   their keys sort in time order as strings (the sort key of the counter items);
 * - the weekly averages (moyenneImmatHebdo, moyenneRattachementHebdo) are taken over the last 52 weeks, the current
 *   one included, or since the first week that counted one when the register is younger (the spec is silent);
 * - topEchelleGeographique is the geographic level of the statistics reports downloaded most often.
 */
import { ajouterJours, ajouterMois, dateDuJourParis } from './copropriete/dates.ts';

/** Weeks the averages cover, and the weeks / months the charts show. */
export const SEMAINES_MOYENNE = 52;
export const SEMAINES_AFFICHEES = 26;
export const MOIS_AFFICHES = 24;

/** The counter groups (one partition each: one Query reads a whole series). */
export const GROUPES_INDICATEURS = {
  immatriculationsParSemaine: 'IMMAT_SEMAINE',
  rattachementsParSemaine: 'RATTACHEMENT_SEMAINE',
  majParMois: 'MAJ_MOIS',
  majParAnnee: 'MAJ_ANNEE',
  telechargementsRapport: 'RAPPORT_BO',
} as const;

/**
 * The single counters (entity `compteur`) the indicators read. [issue 23] The registered condominiums are not one of
 * them: they are France's published count in the statistics (journal/indicateurs.ts).
 */
export const COMPTEURS_INDICATEURS = {
  nbTeledeclarants: 'nbTeledeclarants',
  nbUtilisateurs: 'nbUtilisateurs',
  nbTelechargementDonneesBrutes: 'nbTelechargementDonneesBrutes',
  /** [issue 13] reports, extractions and fact sheets downloaded by the institutions (categorisation tool) */
  nbTelechargementsInstitutionnels: 'nbTelechargementsInstitutionnels',
} as const;

/**
 * The rows of the requests table (demandeType, demande, horsDelai): the request types of the keepers' queue, whose
 * per-view counters (`file.<type>`, `file.HD-<type>`) the queue's projector already keeps.
 */
export const TYPES_DEMANDE_INDICATEURS = [
  { demandeType: 'IMMATRICULATION', libelle: "Demandes d'immatriculation" },
  { demandeType: 'RATTACHEMENT', libelle: 'Demandes de rattachement' },
  { demandeType: 'RENOUVELLEMENT', libelle: 'Renouvellements de mandat' },
  { demandeType: 'DISSOLUTION', libelle: 'Demandes de dissolution' },
  { demandeType: 'DOUBLON', libelle: 'Doublons à traiter' },
] as const;
export type TypeDemandeIndicateur = (typeof TYPES_DEMANDE_INDICATEURS)[number]['demandeType'];

/** The journal events the series count: registrations, validated attachments, declarants' updates. */
export const EVENEMENTS_IMMATRICULATION: ReadonlySet<string> = new Set(['IMMATRICULATION_COPROPRIETE']);
export const EVENEMENTS_RATTACHEMENT: ReadonlySet<string> = new Set(['RATTACHEMENT_VALIDE']);
export const EVENEMENTS_MAJ: ReadonlySet<string> = new Set(['MAJ_ANNUELLE', 'MAJ_STANDARD']);

/* ---------- periods ---------- */

const JOUR_MS = 86_400_000;
const utc = (jour: string) => Date.UTC(Number(jour.slice(0, 4)), Number(jour.slice(5, 7)) - 1, Number(jour.slice(8, 10)));

/** The Monday of the ISO week of a day (yyyy-mm-dd). */
export function lundiDe(jour: string): string {
  const jourSemaine = (new Date(utc(jour)).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return ajouterJours(jour, -jourSemaine);
}

/** ISO week key of a day: `2026-W48` (the year of its Thursday). */
export function semaineIso(jour: string): string {
  const jeudi = ajouterJours(lundiDe(jour), 3);
  const annee = Number(jeudi.slice(0, 4));
  const numero = Math.floor((utc(jeudi) - Date.UTC(annee, 0, 1)) / JOUR_MS / 7) + 1;
  return `${annee}-W${String(numero).padStart(2, '0')}`;
}

/** The Monday of an ISO week key. */
export function lundiDeSemaine(semaine: string): string {
  const annee = Number(semaine.slice(0, 4));
  const numero = Number(semaine.slice(6));
  const lundiSemaine1 = lundiDe(`${annee}-01-04`);
  return ajouterJours(lundiSemaine1, 7 * (numero - 1));
}

/** The periods of an instant, in Paris time. */
export function periodesDe(instant: string | Date): { jour: string; semaine: string; mois: string; annee: string } {
  const jour = dateDuJourParis(typeof instant === 'string' ? new Date(instant) : instant);
  return { jour, semaine: semaineIso(jour), mois: jour.slice(0, 7), annee: jour.slice(0, 4) };
}

/** The last `n` weeks up to the week of `maintenant`, oldest first. */
export function dernieresSemaines(maintenant: Date, n: number): string[] {
  const lundi = lundiDe(periodesDe(maintenant).jour);
  return Array.from({ length: n }, (_, i) => semaineIso(ajouterJours(lundi, -7 * (n - 1 - i))));
}

/** The last `n` months up to the month of `maintenant`, oldest first. */
export function derniersMois(maintenant: Date, n: number): string[] {
  const premier = `${periodesDe(maintenant).mois}-01`;
  return Array.from({ length: n }, (_, i) => ajouterMois(premier, -(n - 1 - i)).slice(0, 7));
}

const MOIS_FR = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const jourFr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** How a period reads on screen. */
export function libellePeriode(periode: string): string {
  if (/^\d{4}-W\d{2}$/.test(periode)) return `Semaine du ${jourFr(lundiDeSemaine(periode))}`;
  if (/^\d{4}-\d{2}$/.test(periode)) return `${MOIS_FR[Number(periode.slice(5)) - 1]} ${periode.slice(0, 4)}`;
  return periode;
}

/* ---------- series and averages ---------- */

export interface PointSerie {
  periode: string;
  libelle: string;
  valeur: number;
}

/** A series over the given periods, a period without counter item counting zero. */
export function serie(periodes: readonly string[], valeurs: ReadonlyMap<string, number>): PointSerie[] {
  return periodes.map((periode) => ({ periode, libelle: libellePeriode(periode), valeur: valeurs.get(periode) ?? 0 }));
}

/**
 * Weekly average over the last SEMAINES_MOYENNE weeks (the current one included), or since the first week that
 * counted something when that is more recent; one decimal. Zero when nothing was ever counted.
 */
export function moyenneHebdomadaire(valeurs: ReadonlyMap<string, number>, maintenant: Date): number {
  const semaines = dernieresSemaines(maintenant, SEMAINES_MOYENNE);
  const premiere = semaines.findIndex((s) => (valeurs.get(s) ?? 0) > 0);
  if (premiere < 0) return 0;
  const retenues = semaines.slice(premiere);
  const total = retenues.reduce((s, k) => s + (valeurs.get(k) ?? 0), 0);
  return Math.round((total / retenues.length) * 10) / 10;
}

/** The most used level (ties: the first in the given order), or null when nothing was downloaded. */
export function echelleLaPlusUtilisee<N extends string>(parNiveau: ReadonlyMap<N, number>, ordre: readonly N[]): N | null {
  let meilleur: N | null = null;
  let max = 0;
  for (const n of ordre) {
    const v = parNiveau.get(n) ?? 0;
    if (v > max) {
      max = v;
      meilleur = n;
    }
  }
  return meilleur;
}
