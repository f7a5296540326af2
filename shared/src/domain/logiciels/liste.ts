/**
 * [issue 25] The list of an establishment's condominiums in the web service for syndic software: which stored list
 * a request reads, its opaque cursor, and what a condominium's summary says of its annual update and its mandate.
 * Pure: the caller gives today (Paris) and the stored states; nothing here recomputes a state from dates (the
 * annual update's status and the mandate's expiry are stored by the daily workflows).
 *
 * - `echeance=maj-annuelle`: the condominiums whose annual update is due or late (the syndic's list filter
 *   `annuelle`);
 * - `echeance=fin-mandat&jours=N`: those attached under a current mandate (filter `mandate`) whose end date falls
 *   on or before today + N days (the date fixed by the first page and carried by the cursor, so that a walk through
 *   the pages across midnight stays one list);
 * - `modifieesDepuis`: those whose summary changed at or after that instant (UTC).
 * The cursor is base64url of `[1, criteria signature, last key read, end date]`: given for other criteria, or not
 * one of ours, it is refused (400) rather than silently restarting the list.
 */
import { ajouterJours } from '../copropriete/dates.ts';

export type FiltreListeLogiciel = 'seeAllCopro' | 'annuelle' | 'mandate';

export interface CriteresListeLogiciel {
  echeance?: 'maj-annuelle' | 'fin-mandat' | null;
  jours?: number | null;
  modifieesDepuis?: string | null;
}

export interface LectureListe {
  /** the syndic's list filter whose rows are read */
  filtre: FiltreListeLogiciel;
  /** fin-mandat: the last end date kept (ISO day), fixed by the first page */
  finMandatJusquau: string | null;
  /** modifieesDepuis as a UTC ISO instant (what the summaries store) */
  modifieesDepuis: string | null;
  /** what a cursor must have been given for */
  signature: string;
}

/** What a request reads (its cursor's end date, if any, wins over today's). */
export function lectureListe(c: CriteresListeLogiciel, aujourdhui: string, finMandatDuCurseur?: string | null): LectureListe {
  const depuis = c.modifieesDepuis ? new Date(c.modifieesDepuis).toISOString() : null;
  const jours = c.jours ?? 90;
  const filtre: FiltreListeLogiciel =
    c.echeance === 'maj-annuelle' ? 'annuelle' : c.echeance === 'fin-mandat' ? 'mandate' : 'seeAllCopro';
  return {
    filtre,
    finMandatJusquau: c.echeance === 'fin-mandat' ? (finMandatDuCurseur ?? ajouterJours(aujourdhui, jours)) : null,
    modifieesDepuis: depuis,
    signature: [c.echeance ?? '-', c.echeance === 'fin-mandat' ? jours : '-', depuis ?? '-'].join('|'),
  };
}

/* ---------- the cursor ---------- */

export interface CurseurListe {
  /** the last key read: a condominium's id (digits) */
  apres: string;
  finMandatJusquau: string | null;
}

export const MESSAGE_CURSEUR_INVALIDE =
  'Curseur invalide : reprenez la liste depuis la première page, sans curseur, puis passez le curseurSuivant de chaque page.';
export const MESSAGE_CURSEUR_AUTRES_CRITERES =
  'Ce curseur a été donné pour d’autres critères (echeance, jours, modifieesDepuis) : gardez les mêmes critères d’une page à l’autre.';

function versBase64Url(texte: string): string {
  const octets = new TextEncoder().encode(texte);
  let binaire = '';
  for (const o of octets) binaire += String.fromCharCode(o);
  return btoa(binaire).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function depuisBase64Url(texte: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(texte) || texte.length % 4 === 1) throw new Error('base64url');
  const binaire = atob(
    texte
      .replaceAll('-', '+')
      .replaceAll('_', '/')
      .padEnd(Math.ceil(texte.length / 4) * 4, '='),
  );
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binaire, (c) => c.charCodeAt(0)));
}

export function ecrireCurseurListe(signature: string, c: CurseurListe): string {
  return versBase64Url(JSON.stringify([1, signature, c.apres, c.finMandatJusquau]));
}

/** The cursor given with a request: its content, or the French reason it is refused. */
export function lireCurseurListe(texte: string, signature: string): CurseurListe | { erreur: string } {
  let v: unknown;
  try {
    v = JSON.parse(depuisBase64Url(texte));
  } catch {
    return { erreur: MESSAGE_CURSEUR_INVALIDE };
  }
  if (!Array.isArray(v) || v.length !== 4) return { erreur: MESSAGE_CURSEUR_INVALIDE };
  const [version, sig, apres, fin] = v as unknown[];
  if (version !== 1 || typeof sig !== 'string' || typeof apres !== 'string' || !/^\d{1,12}$/.test(apres))
    return { erreur: MESSAGE_CURSEUR_INVALIDE };
  if (fin !== null && (typeof fin !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(fin))) return { erreur: MESSAGE_CURSEUR_INVALIDE };
  if (sig !== signature) return { erreur: MESSAGE_CURSEUR_AUTRES_CRITERES };
  return { apres, finMandatJusquau: fin };
}

/** The end date a cursor carries, read before the request's criteria are settled (null if none or unreadable). */
export function finMandatDuCurseur(texte: string | null | undefined): string | null {
  if (!texte) return null;
  try {
    const v: unknown = JSON.parse(depuisBase64Url(texte));
    return Array.isArray(v) && typeof v[3] === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v[3]) ? v[3] : null;
  } catch {
    return null;
  }
}

/* ---------- a condominium's summary ---------- */

/** What the summary reads of a condominium (its stored summary or its list row). */
export interface CoproprieteLue {
  etat: string;
  statutMajAnnuelle?: 'A_FAIRE' | 'FAITE' | 'EN_RETARD' | null;
  majAnnuelleExigibleLe?: string | null;
  majAnnuelleDateLimite?: string | null;
  avecMandat: boolean;
  dateDebutMandat?: string | null;
  dateFinMandat?: string | null;
}

export const STATUT_MAJ_LOGICIEL = { FAITE: 'A_JOUR', A_FAIRE: 'DUE', EN_RETARD: 'EN_RETARD' } as const;

/** The annual update as stored by the writes and the reminders workflow; null for a condominium not registered. */
export function majAnnuelleLogiciel(c: CoproprieteLue) {
  if (!c.etat.startsWith('IMMATRICULEE_') || !c.statutMajAnnuelle) return null;
  return {
    statut: STATUT_MAJ_LOGICIEL[c.statutMajAnnuelle],
    /** first day it is (or will be) due */
    exigibleLe: c.majAnnuelleExigibleLe ?? null,
    /** last day to make it in time */
    echeance: c.majAnnuelleDateLimite ?? null,
  };
}

export const STATUTS_MANDAT_LOGICIEL = ['COURANT', 'EXPIRE', 'A_VALIDER', 'A_CONFIRMER', 'AUTRE'] as const;
export type StatutMandatLogiciel = (typeof STATUTS_MANDAT_LOGICIEL)[number];

/** The mandate's status, from the condominium's stored state (the expiry workflow moves it). */
export function statutMandatLogiciel(etat: string): StatutMandatLogiciel {
  if (etat === 'IMMATRICULEE_RATTACHEE') return 'COURANT';
  if (etat === 'IMMATRICULEE_RATTACHEMENT_EXPIRE') return 'EXPIRE';
  if (etat === 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER') return 'A_CONFIRMER';
  if (etat.startsWith('IMMATRICULATION_ET_RATTACHEMENT_') || etat === 'IMMATRICULATION_DEMANDE_DE_PRECISIONS')
    return etat.endsWith('REFUSES') ? 'AUTRE' : 'A_VALIDER';
  return 'AUTRE';
}

/** The mandate of the summary, null when the condominium has none. */
export function mandatLogiciel(c: CoproprieteLue) {
  if (!c.avecMandat) return null;
  return { dateDebut: c.dateDebutMandat ?? null, dateFin: c.dateFinMandat ?? null, statut: statutMandatLogiciel(c.etat) };
}
