/**
 * Mandate expiry (issue 5, spec 000 §3 "Mandate"): the daily `expiration-mandats` workflow moves the COURANT
 * mandates whose end date has passed to EXPIRE (and their condominium to IMMATRICULEE_RATTACHEMENT_EXPIRE), and
 * warns the syndic by mail before the end. Pure: the caller gives `aujourdhui`, the Paris calendar day of its
 * clock (`dateDuJourParis`).
 *
 * A mandate's end date is its last day in force: ending on 28/02, it is still current that day and expired from
 * 01/03 on (Paris time). The workflow reads the index of current mandates by end month (gsi3, FIN_MANDATS#yyyy-mm)
 * over the ranges `planRecherche` lists, never a Scan.
 *
 * Warning delay: AVERTISSEMENT_FIN_MANDAT_JOURS days before the end, 30 by default — a month leaves the syndic
 * the time to have the general assembly's renewal vote (or the new syndic's appointment) recorded and the renewal
 * declared before the condominium loses its attachment. The warning window is [today, today + N]: a mandate is
 * warned once (the `avertiLe` marker), on the first run that sees it within N days of its end, so a missed daily
 * run or a mandate registered with less than N days left still gets its mail.
 */
import { ajouterJours } from './copropriete/dates.ts';
import { dateIsoVersFr, formaterImmatriculation } from './valeurs.ts';

/** The register opened to declarants in 2016: no current mandate ended before. */
export const MOIS_DEBUT_FIN_MANDATS = '2016-01';

export type MotifPlage = 'EXPIRER' | 'AVERTIR';
/** One query of the end-date index: month `mois`, end dates from `du` to `au` included (yyyy-mm-dd). */
export interface Plage {
  motif: MotifPlage;
  mois: string;
  du: string;
  au: string;
}

const moisDe = (jour: string) => jour.slice(0, 7);
const premierJour = (mois: string) => `${mois}-01`;
const dernierJour = (mois: string) => ajouterJours(premierJour(moisSuivant(mois)), -1);

function moisSuivant(mois: string): string {
  const [a, m] = mois.split('-').map(Number);
  return m === 12 ? `${a + 1}-01` : `${a}-${String(m + 1).padStart(2, '0')}`;
}

/** The ranges of days [du, au] cut by month (yyyy-mm), in order. Empty when du > au. */
export function plagesParMois(motif: MotifPlage, du: string, au: string): Plage[] {
  const plages: Plage[] = [];
  for (let mois = moisDe(du); mois <= moisDe(au) && du <= au; mois = moisSuivant(mois)) {
    plages.push({
      motif,
      mois,
      du: mois === moisDe(du) ? du : premierJour(mois),
      au: mois === moisDe(au) ? au : dernierJour(mois),
    });
  }
  return plages;
}

/**
 * Where the workflow looks, `aujourdhui` being the Paris day: the mandates ended before today (from
 * MOIS_DEBUT_FIN_MANDATS to yesterday), then those ending within `joursAvertissement` days (today included).
 */
export function planRecherche(aujourdhui: string, joursAvertissement: number): Plage[] {
  return [
    ...plagesParMois('EXPIRER', premierJour(MOIS_DEBUT_FIN_MANDATS), ajouterJours(aujourdhui, -1)),
    ...plagesParMois('AVERTIR', aujourdhui, ajouterJours(aujourdhui, joursAvertissement)),
  ];
}

export interface MandatSuivi {
  statut: string;
  dateFin: string;
  avertiLe?: string | null;
}

/** A current mandate whose last day is before today: it expires. */
export const mandatExpire = (m: MandatSuivi, aujourdhui: string) => m.statut === 'COURANT' && m.dateFin < aujourdhui;

/** A current mandate ending within `joursAvertissement` days (today included) and not warned yet. */
export const mandatAAvertir = (m: MandatSuivi, aujourdhui: string, joursAvertissement: number) =>
  m.statut === 'COURANT' && !m.avertiLe && m.dateFin >= aujourdhui && m.dateFin <= ajouterJours(aujourdhui, joursAvertissement);

/** Whole days from `aujourdhui` to `dateFin` (both yyyy-mm-dd). */
export const joursRestants = (dateFin: string, aujourdhui: string) =>
  Math.round((Date.parse(`${dateFin}T00:00:00Z`) - Date.parse(`${aujourdhui}T00:00:00Z`)) / 86_400_000);

/** The warning mail to the syndic (French), without its recipient. */
export function courrielFinMandat(d: {
  nomCopropriete?: string | null;
  immatriculation?: string | null;
  dateFin: string;
  aujourdhui: string;
  lienRegistre: string;
}): { sujet: string; texte: string } {
  const copro = d.nomCopropriete ? `« ${d.nomCopropriete} »` : 'la copropriété';
  const immat = d.immatriculation ? ` (immatriculation ${formaterImmatriculation(d.immatriculation)})` : '';
  const restants = joursRestants(d.dateFin, d.aujourdhui);
  const delai = restants <= 0 ? "aujourd'hui" : restants === 1 ? 'demain' : `dans ${restants} jours`;
  const fin = dateIsoVersFr(d.dateFin);
  return {
    sujet: `Registre des copropriétés : votre mandat de syndic prend fin le ${fin}`,
    texte:
      'Bonjour,\n\n' +
      `Votre mandat de syndic de la copropriété ${copro}${immat} prend fin le ${fin}, ${delai}.\n\n` +
      'Si votre mandat a été renouvelé, déclarez son renouvellement sur le registre (fiche de la copropriété, ' +
      '« Renouveler le mandat ») avec le procès-verbal de l’assemblée générale. ' +
      'Sans renouvellement déclaré, le rattachement de la copropriété à votre établissement expirera le lendemain de ' +
      'cette date : vous ne pourrez plus mettre à jour ses données.\n\n' +
      `Registre : ${d.lienRegistre}` +
      "\n\nLe teneur du registre national d'immatriculation des copropriétés\n" +
      '(Ce message est envoyé automatiquement : merci de ne pas y répondre.)',
  };
}
