/**
 * Mandates and attachment (issue 5, spec 000 §4 "Attachment flow", §5 "Mandate"), as pure decisions: the check
 * chain a syndic's attachment runs in order (the registration exists, attachment is possible, the status is
 * correct — the first failure stops it), the mandate form rules (those of the infoRattachement block, with the
 * previous mandate's end) and the 12-month warning to confirm. The use cases of `functions/src/mandats` load,
 * ask here, then write.
 */
import type { CodeErreur } from '../errors/catalogue.ts';
import type { EtatCopropriete } from './enums.ts';
import { avertissementsInfoRattachement } from './copropriete/avertissements.ts';
import type { InfoRattachement } from './copropriete/types.ts';

type Etat = (typeof EtatCopropriete.values)[number];

/** What the checks read of a condominium (null: no registered condominium has this number). */
export interface CoproprieteRattachable {
  etat: Etat;
  immatriculation?: string | null;
  idTeledeclarant?: number | null;
  idMandatCourant?: number | null;
  idDemandeEnCours?: string | null;
}

/** The prefix of an attachment request id: `RATTACHEMENT-<idMandat>`. */
export const PREFIXE_DEMANDE_RATTACHEMENT = 'RATTACHEMENT-';
export const idDemandeRattachement = (idMandat: number) => `${PREFIXE_DEMANDE_RATTACHEMENT}${idMandat}`;

/**
 * The states in which a registered condominium can be attached by a syndic: registered and waiting for one, or
 * attached to another syndic (a change of syndic), or whose mandate expired, or whose successor is to confirm.
 * Every other state (draft, registration pending or refused or cancelled, dissolution, dissolved, deleted,
 * future, precision requested) cannot.
 */
export const ETATS_RATTACHABLES: readonly Etat[] = [
  'IMMATRICULEE_A_RATTACHER',
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
];

/** Check 1: a registered condominium has this number. */
export const controleExistence = (c: CoproprieteRattachable | null): CodeErreur | null =>
  c && c.immatriculation ? null : 'IMMAT_NOT_EXISTANT';

/**
 * Check 2: attachment is possible — not already attached to the caller's declarant (it holds the current
 * mandate), and no attachment request pending for it (retry later).
 */
export function controlePossible(c: CoproprieteRattachable, idTeledeclarant: number | null): CodeErreur | null {
  if (
    idTeledeclarant !== null &&
    c.idTeledeclarant === idTeledeclarant &&
    c.idMandatCourant &&
    c.etat === 'IMMATRICULEE_RATTACHEE'
  )
    return 'ALREADY_ATTACHED';
  if (c.idDemandeEnCours?.startsWith(PREFIXE_DEMANDE_RATTACHEMENT)) return 'RATTACHEMENT_EN_COURS';
  return null;
}

/** Check 3: the status allows an attachment. */
export const controleEtat = (c: CoproprieteRattachable): CodeErreur | null =>
  ETATS_RATTACHABLES.includes(c.etat) ? null : 'IMMAT_STATUS_INCORRECT';

/** The chain in its order: the first failure, or null when the condominium can be attached by the caller. */
export function controleRattachement(c: CoproprieteRattachable | null, idTeledeclarant: number | null): CodeErreur | null {
  const existe = controleExistence(c);
  if (existe || !c) return existe ?? 'IMMAT_NOT_EXISTANT';
  return controlePossible(c, idTeledeclarant) ?? controleEtat(c);
}

/** The SIREN of a SIRET (its first 9 digits), null when it has none. */
export const sirenDe = (siret: string | null | undefined): string | null => {
  const s = (siret ?? '').replace(/\s/g, '');
  return /^\d{9}/.test(s) ? s.slice(0, 9) : null;
};

/** What the mandate choice reads of a mandate. */
export interface MandatResume {
  idMandat: number;
  statut: string;
  dateDebut: string;
  dateFin: string;
  idTeledeclarant: number;
}

/**
 * The previous mandate a new one must start after (spec 000 §5): the latest-ending mandate of the condominium
 * that is no longer in force (archived or expired). The current mandate of another syndic does not count: an
 * attachment replaces it (validated, it is archived with its end date unchanged); refused or pending ones neither.
 */
export function mandatPrecedent<M extends MandatResume>(mandats: readonly M[]): M | null {
  const termines = mandats.filter((m) => ['ARCHIVE', 'EXPIRE'].includes(m.statut));
  return termines.reduce<M | null>((a, m) => (!a || m.dateFin > a.dateFin ? m : a), null);
}

/**
 * The mandate of a declarant of the same company (same SIREN) on the condominium, shown to the syndic who attaches
 * it: the current one first, else a pending one, else null.
 */
export function mandatMemeSiren<M extends MandatResume>(
  mandats: readonly M[],
  sirenAppelant: string | null,
  sirenDuDeclarant: (idTeledeclarant: number) => string | null,
): M | null {
  if (!sirenAppelant) return null;
  const memeSiren = mandats.filter((m) => sirenDuDeclarant(m.idTeledeclarant) === sirenAppelant);
  return memeSiren.find((m) => m.statut === 'COURANT') ?? memeSiren.find((m) => m.statut === 'A_VALIDER') ?? null;
}

/** The confirmable warnings of a mandate (a duration other than 12 months) not among the confirmations. */
export function avertissementsMandatNonConfirmes(v: InfoRattachement, confirmations: readonly string[]) {
  return avertissementsInfoRattachement(v).filter((a) => !confirmations.includes(a.code));
}

/**
 * The mandate in force or to come of a condominium (GET findMandatEnCoursAvenir): among the validated mandates
 * (COURANT) not ended on `aujourdhui` (yyyy-mm-dd), the one already started, else the first one to start; null
 * when there is none.
 */
export function mandatEnCoursOuAVenir<M extends MandatResume>(mandats: readonly M[], aujourdhui: string): M | null {
  const valables = mandats.filter((m) => m.statut === 'COURANT' && m.dateFin >= aujourdhui);
  const commences = valables.filter((m) => m.dateDebut <= aujourdhui).sort((a, b) => b.dateDebut.localeCompare(a.dateDebut));
  const aVenir = valables.filter((m) => m.dateDebut > aujourdhui).sort((a, b) => a.dateDebut.localeCompare(b.dateDebut));
  return commences[0] ?? aVenir[0] ?? null;
}

/**
 * The start date of the previous mandate (GET findDateDebutMandatPrec/{id}/{avecCourant}): that of the
 * latest-ending mandate no longer in force (archived or expired, see `mandatPrecedent`); with `avecCourant`,
 * the current (COURANT) mandates count too. null when there is none.
 */
export function dateDebutMandatPrecedent(mandats: readonly MandatResume[], avecCourant: boolean): string | null {
  const retenus = mandats.filter((m) => ['ARCHIVE', 'EXPIRE', ...(avecCourant ? ['COURANT'] : [])].includes(m.statut));
  const dernier = retenus.reduce<MandatResume | null>(
    (a, m) => (!a || m.dateFin > a.dateFin || (m.dateFin === a.dateFin && m.dateDebut > a.dateDebut) ? m : a),
    null,
  );
  return dernier?.dateDebut ?? null;
}

/** A successor is declared on the condominium (GET is-successeur-declare): one of its mandates says so. */
export const successeurDeclare = (mandats: readonly Pick<MandatResume, 'statut'>[]): boolean =>
  mandats.some((m) => m.statut === 'SUCCESSEUR_DECLARE');
