/**
 * The keepers' removals and mandate date edits (issue 5, spec 000 §6 "Keeper profiles", §4 "Changing an archived
 * mandate end date is blocked while an attachment is in progress", §5 "A new mandate must start after the
 * previous mandate's end", §8 "the start or end date of a mandate cannot be changed because of neighbouring
 * mandate dates"), as pure decisions. The use cases of functions/src/coproprietes/suppressions.ts and
 * functions/src/mandats/gestionTeneur.ts load, ask here, then write.
 */
import type { CodeErreur } from '../errors/catalogue.ts';

/* ---------- declarations ---------- */

/** What the deletion rule reads of a declaration. */
export interface DeclarationLue {
  idDeclaration: number;
  statut: string;
}

/**
 * Statuses of a declaration awaiting a decision: submitted to a keeper, or sent back to its declarant by a
 * precision request (BROUILLON again, attached to its condominium): deleting it would orphan the pending request.
 */
const STATUTS_DECLARATION_EN_ATTENTE = ['A_VALIDER', 'VALIDATION_EN_COURS', 'BROUILLON'];

/**
 * A keeper may delete a declaration of a condominium unless it is the one in force (`idDeclarationCourante`),
 * one awaiting a decision (validation, or the declarant's answer to a precision request), or one already deleted.
 */
export function declarationSupprimable(d: DeclarationLue, idDeclarationCourante: number | null | undefined): boolean {
  return (
    d.idDeclaration !== idDeclarationCourante && !STATUTS_DECLARATION_EN_ATTENTE.includes(d.statut) && d.statut !== 'SUPPRIME'
  );
}

/**
 * The check of a deletion of several declarations: every id must be one of the condominium's declarations and
 * deletable, else DECLARATION_NON_SUPPRIMABLE (nothing is deleted). Returns the declarations to delete, in the
 * order asked, each once.
 */
export function declarationsASupprimer<D extends DeclarationLue>(
  ids: readonly number[],
  declarationsDeLaCopropriete: readonly D[],
  idDeclarationCourante: number | null | undefined,
): { erreur: CodeErreur } | { declarations: D[] } {
  const parId = new Map(declarationsDeLaCopropriete.map((d) => [d.idDeclaration, d]));
  const retenues: D[] = [];
  for (const id of new Set(ids)) {
    const d = parId.get(id);
    if (!d || !declarationSupprimable(d, idDeclarationCourante)) return { erreur: 'DECLARATION_NON_SUPPRIMABLE' };
    retenues.push(d);
  }
  return { declarations: retenues };
}

/* ---------- condominiums and mandates ---------- */

/** The prefixes of an attachment request (an attachment or a renewal: both bring a new mandate). */
export const PREFIXES_DEMANDE_MANDAT = ['RATTACHEMENT-', 'RENOUVELLEMENT-'] as const;

/**
 * The conflict a pending request makes for a keeper's removal or date edit: an attachment or renewal pending →
 * RATTACHEMENT_EN_COURS, any other pending request (registration, dissolution…) → DEMANDE_EN_COURS, none → null.
 */
export function conflitDemande(idDemandeEnCours: string | null | undefined): CodeErreur | null {
  if (!idDemandeEnCours) return null;
  return PREFIXES_DEMANDE_MANDAT.some((p) => idDemandeEnCours.startsWith(p)) ? 'RATTACHEMENT_EN_COURS' : 'DEMANDE_EN_COURS';
}

/** A date edit is blocked only by a pending attachment or renewal (spec 000 §4), not by another request. */
export const dateBloqueeParDemande = (idDemandeEnCours: string | null | undefined): boolean =>
  conflitDemande(idDemandeEnCours) === 'RATTACHEMENT_EN_COURS';

/** What the mandate rules read of a mandate. */
export interface MandatDates {
  idMandat: number;
  statut: string;
  dateDebut: string;
  dateFin: string;
}

/** The statuses of a mandate a keeper may delete: ended (archived, expired) or refused. */
export const STATUTS_MANDAT_SUPPRIMABLES: readonly string[] = ['ARCHIVE', 'EXPIRE', 'REFUSE'];

export const mandatSupprimable = (m: Pick<MandatDates, 'statut'>): boolean => STATUTS_MANDAT_SUPPRIMABLES.includes(m.statut);

/**
 * What withdrawing the attachment does to the current mandate (`retirer-rattachement`): it ends today — ARCHIVE
 * with its end brought back to today if it was later. A mandate that has not started yet (start after today)
 * cannot end before it starts: it never took effect, so it is SUPPRIME (end date unchanged).
 */
export function finDuMandatRetire(
  m: Pick<MandatDates, 'dateDebut' | 'dateFin'>,
  aujourdhui: string,
): { statut: 'ARCHIVE' | 'SUPPRIME'; dateFin: string } {
  if (m.dateDebut > aujourdhui) return { statut: 'SUPPRIME', dateFin: m.dateFin };
  return { statut: 'ARCHIVE', dateFin: m.dateFin < aujourdhui ? m.dateFin : aujourdhui };
}

/** The mandates that count as neighbours of a date edit: those that were or are in force. */
export const STATUTS_MANDAT_VOISINS: readonly string[] = ['COURANT', 'ARCHIVE', 'EXPIRE'];

/** Order by start date, then by id (the older first). */
const parDebut = (a: MandatDates, b: MandatDates) => a.dateDebut.localeCompare(b.dateDebut) || a.idMandat - b.idMandat;

/** The mandates of the condominium before and after `m` (by start), among those that count. */
export function voisins<M extends MandatDates>(m: MandatDates, mandats: readonly M[]): { precedents: M[]; suivants: M[] } {
  const autres = mandats.filter((x) => x.idMandat !== m.idMandat && STATUTS_MANDAT_VOISINS.includes(x.statut));
  return {
    precedents: autres.filter((x) => parDebut(x, m) < 0),
    suivants: autres.filter((x) => parDebut(x, m) > 0),
  };
}

export type RefusDate = { code: CodeErreur; champ: 'date'; message: string };

const MESSAGE_VOISINS = 'La date de début ou de fin du mandat ne peut pas être modifiée en raison des dates des mandats voisins.';
const refus = (code: CodeErreur, message: string): RefusDate => ({ code, champ: 'date', message });
const voisinsInterdisent = (precision: string) => refus('DATES_MANDAT_NON_MODIFIABLES', `${MESSAGE_VOISINS} ${precision}`);

const fr = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * A new start date for mandate `m` (yyyy-mm-dd): the mandate is COURANT, ARCHIVE or EXPIRE; the date is before
 * its end, after the end of every earlier mandate that counts (spec 000 §5), and for the current mandate not in
 * the future (§5 "Start date is on or before today"). null when allowed.
 */
export function refusDateDebut(
  m: MandatDates,
  mandats: readonly MandatDates[],
  nouvelleDate: string,
  aujourdhui: string,
): RefusDate | null {
  if (!STATUTS_MANDAT_VOISINS.includes(m.statut))
    return refus('STATUT_MANDAT_INCORRECT', 'Seules les dates d’un mandat en cours, archivé ou expiré peuvent être modifiées.');
  if (nouvelleDate >= m.dateFin)
    return voisinsInterdisent(`La date de début doit précéder la date de fin du mandat (${fr(m.dateFin)}).`);
  if (m.statut === 'COURANT' && nouvelleDate > aujourdhui)
    return refus('DATES_MANDAT_NON_MODIFIABLES', 'La date de début du mandat en cours ne peut pas être dans le futur.');
  const { precedents } = voisins(m, mandats);
  const finPrecedente = precedents.reduce<string | null>((a, x) => (!a || x.dateFin > a ? x.dateFin : a), null);
  if (finPrecedente && nouvelleDate <= finPrecedente)
    return voisinsInterdisent(`Le mandat doit commencer après la fin du mandat précédent (${fr(finPrecedente)}).`);
  return null;
}

/**
 * A new end date for mandate `m` (yyyy-mm-dd): only an ended mandate (ARCHIVE or EXPIRE — the current mandate's
 * end is the syndic's renewal or the keeper's withdrawal); the date is after its start, before the start of every
 * later mandate that counts, and for an expired mandate before today (it stays expired). null when allowed.
 */
export function refusDateFin(
  m: MandatDates,
  mandats: readonly MandatDates[],
  nouvelleDate: string,
  aujourdhui: string,
): RefusDate | null {
  if (!['ARCHIVE', 'EXPIRE'].includes(m.statut))
    return refus('STATUT_MANDAT_INCORRECT', 'Seule la date de fin d’un mandat archivé ou expiré peut être modifiée.');
  if (nouvelleDate <= m.dateDebut)
    return voisinsInterdisent(`La date de fin doit suivre la date de début du mandat (${fr(m.dateDebut)}).`);
  if (m.statut === 'EXPIRE' && nouvelleDate >= aujourdhui)
    return refus('DATES_MANDAT_NON_MODIFIABLES', 'La date de fin d’un mandat expiré doit être passée.');
  const { suivants } = voisins(m, mandats);
  const debutSuivant = suivants.reduce<string | null>((a, x) => (!a || x.dateDebut < a ? x.dateDebut : a), null);
  if (debutSuivant && nouvelleDate >= debutSuivant)
    return voisinsInterdisent(`Le mandat doit se terminer avant le début du mandat suivant (${fr(debutSuivant)}).`);
  return null;
}
