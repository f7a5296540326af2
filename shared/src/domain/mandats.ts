/**
 * Mandates and attachment (issue 5, spec 000 §4 "Attachment flow", §5 "Mandate"), as pure decisions: the check
 * chain a syndic's attachment runs in order (the registration exists, attachment is possible, the status is
 * correct — the first failure stops it), the mandate form rules (those of the infoRattachement block, with the
 * previous mandate's end) and the 12-month warning to confirm. The use cases of `functions/src/mandats` load,
 * ask here, then write.
 */
import type { CodeErreur } from '../errors/catalogue.ts';
import type { EtatCopropriete, StatutRattachement as StatutsRattachement } from './enums.ts';
import { avertissementsInfoRattachement } from './copropriete/avertissements.ts';
import { ajouterJours } from './copropriete/dates.ts';
import type { InfoRattachement } from './copropriete/types.ts';

type Etat = (typeof EtatCopropriete.values)[number];
export type StatutRattachement = (typeof StatutsRattachement.values)[number];

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
/** The prefix of a renewal request id: `RENOUVELLEMENT-<idMandat>` (the new mandate's id). */
export const PREFIXE_DEMANDE_RENOUVELLEMENT = 'RENOUVELLEMENT-';
export const idDemandeRenouvellement = (idMandat: number) => `${PREFIXE_DEMANDE_RENOUVELLEMENT}${idMandat}`;

/** The requests that create a mandate to validate: an attachment, a renewal. */
export type TypeDemandeMandat = 'RATTACHEMENT' | 'RENOUVELLEMENT';
export const idDemandeMandat = (type: TypeDemandeMandat, idMandat: number) =>
  type === 'RENOUVELLEMENT' ? idDemandeRenouvellement(idMandat) : idDemandeRattachement(idMandat);

/** The pending request of a condominium is a mandate's (attachment or renewal): its mandate waits for a keeper. */
export const demandeMandatEnCours = (idDemandeEnCours: string | null | undefined): boolean =>
  !!idDemandeEnCours &&
  (idDemandeEnCours.startsWith(PREFIXE_DEMANDE_RATTACHEMENT) || idDemandeEnCours.startsWith(PREFIXE_DEMANDE_RENOUVELLEMENT));

/**
 * The error of a pending request on a condominium: an attachment's keeps its own message (RATTACHEMENT_EN_COURS),
 * any other one (renewal, dissolution, ...) blocks as well with DEMANDE_EN_COURS; null when nothing is pending.
 */
export const erreurDemandeEnCours = (idDemandeEnCours: string | null | undefined): CodeErreur | null =>
  !idDemandeEnCours
    ? null
    : idDemandeEnCours.startsWith(PREFIXE_DEMANDE_RATTACHEMENT)
      ? 'RATTACHEMENT_EN_COURS'
      : 'DEMANDE_EN_COURS';

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
 * mandate), and no request pending for it (retry later): an attachment request answers RATTACHEMENT_EN_COURS,
 * any other pending request (a renewal, a dissolution) DEMANDE_EN_COURS.
 */
export function controlePossible(c: CoproprieteRattachable, idTeledeclarant: number | null): CodeErreur | null {
  if (
    idTeledeclarant !== null &&
    c.idTeledeclarant === idTeledeclarant &&
    c.idMandatCourant &&
    c.etat === 'IMMATRICULEE_RATTACHEE'
  )
    return 'ALREADY_ATTACHED';
  return erreurDemandeEnCours(c.idDemandeEnCours);
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

/** What the attachment status reads of a mandate. */
export type MandatStatut = Pick<MandatResume, 'statut' | 'dateDebut' | 'dateFin'>;

/**
 * The user-facing attachment status of a condominium for a mandate (spec 000 §4 "Attachment statuses shown to
 * users"): a mandate to validate is "request done" (DEMANDE_EFFECTUEE), or "in review" (EN_COURS_EXAMEN) while a
 * keeper holds its request (`statutDemande` VALIDATION_EN_COURS); refused: REFUSE; validated (COURANT): not
 * started before its start date (MANDAT_NON_COMMENCE), ended after its end date (EXPIRE, before the expiry
 * workflow ran), else EN_COURS; EXPIRE: EXPIRE. No mandate (or an archived or deleted one): A_CONFIRMER when the
 * condominium waits for its successor's confirmation, else NON_RATTACHEE.
 */
export function statutRattachement(p: {
  mandat: MandatStatut | null;
  etat: Etat;
  statutDemande?: string | null;
  aujourdhui: string;
}): StatutRattachement {
  const { mandat: m, aujourdhui } = p;
  switch (m?.statut) {
    case 'A_VALIDER':
    case 'VALIDATION_EN_COURS':
    case 'RENOUVELLEMENT_DECLARE':
      return m.statut === 'VALIDATION_EN_COURS' || p.statutDemande === 'VALIDATION_EN_COURS'
        ? 'EN_COURS_EXAMEN'
        : 'DEMANDE_EFFECTUEE';
    case 'REFUSE':
      return 'REFUSE';
    case 'COURANT':
      if (m.dateDebut > aujourdhui) return 'MANDAT_NON_COMMENCE';
      return m.dateFin < aujourdhui ? 'EXPIRE' : 'EN_COURS';
    case 'EXPIRE':
      return 'EXPIRE';
    default:
      return p.etat === 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER' ? 'A_CONFIRMER' : 'NON_RATTACHEE';
  }
}

/**
 * The earliest start of the mandate that renews `renouvele` (spec 000 §5 "A new mandate must start after the
 * previous mandate's end"): the day after its end. A renewal may start later, and in the future — syndics renew
 * before the current mandate ends — unlike a first mandate (registration, attachment), which starts on or before
 * today. The rules: `mandatRenouvellementSchema` (schemas/mandats.ts).
 */
export const debutAuPlusTotRenouvellement = (renouvele: Pick<MandatResume, 'dateFin'>) => ajouterJours(renouvele.dateFin, 1);

/** What the renewal reads of a condominium. */
export interface CoproprieteRenouvelable {
  etat: Etat;
  idTeledeclarant?: number | null;
  idMandatCourant?: number | null;
  idDemandeEnCours?: string | null;
}

/**
 * The mandate a renewal renews: the condominium's current mandate (idMandatCourant) when the caller's
 * establishment holds it — COURANT on an attached condominium, or EXPIRE on a condominium whose mandate expired.
 * null otherwise.
 */
export function mandatARenouveler<M extends MandatResume>(
  c: CoproprieteRenouvelable,
  mandats: readonly M[],
  idTeledeclarant: number | null,
): M | null {
  if (idTeledeclarant === null || !c.idMandatCourant) return null;
  const m = mandats.find((x) => x.idMandat === c.idMandatCourant);
  if (!m || m.idTeledeclarant !== idTeledeclarant) return null;
  if (c.etat === 'IMMATRICULEE_RATTACHEE' && m.statut === 'COURANT') return m;
  if (c.etat === 'IMMATRICULEE_RATTACHEMENT_EXPIRE' && m.statut === 'EXPIRE') return m;
  return null;
}

/**
 * May the caller declare a renewal on this condominium? In order: not its establishment's at all (no mandate of
 * it, not its holder) → RESSOURCE_INTROUVABLE; no current or expired mandate of its establishment →
 * RENOUVELLEMENT_IMPOSSIBLE; a request pending (attachment, renewal, dissolution) → DEMANDE_EN_COURS; else null.
 */
export function controleRenouvellement(
  c: CoproprieteRenouvelable,
  mandats: readonly MandatResume[],
  idTeledeclarant: number | null,
): CodeErreur | null {
  if (idTeledeclarant === null) return 'RESSOURCE_INTROUVABLE';
  if (c.idTeledeclarant !== idTeledeclarant && !mandats.some((m) => m.idTeledeclarant === idTeledeclarant))
    return 'RESSOURCE_INTROUVABLE';
  if (!mandatARenouveler(c, mandats, idTeledeclarant)) return 'RENOUVELLEMENT_IMPOSSIBLE';
  return c.idDemandeEnCours ? 'DEMANDE_EN_COURS' : null;
}

/** The actions of GET mandats/copro/{id}/{authority}. */
export type ActionDetailMandat = 'RATTACHER_COPROPRIETE' | 'RENOUVELER_MANDAT' | 'VISUALISER_COPRO' | 'LIST_RATTACHEMENT';

const STATUTS_DEMANDE_MANDAT = ['A_VALIDER', 'VALIDATION_EN_COURS', 'RENOUVELLEMENT_DECLARE'];
const STATUTS_TERMINES = ['ARCHIVE', 'SUPPRIME'];

/**
 * The mandate the attachment detail is about when none is asked for (`mandats` are those the caller may see):
 * - renewal: the mandate to renew (see `mandatARenouveler`), else the condominium's current one;
 * - attachment: the caller's pending mandate (its request), else the current one, else its latest mandate that
 *   is neither archived nor deleted (a refused one shows REFUSE);
 * - consultation: the current one, else a pending one, else the latest neither archived nor deleted.
 */
export function mandatDeLAction<M extends MandatResume>(
  action: ActionDetailMandat,
  c: CoproprieteRenouvelable,
  mandats: readonly M[],
  idTeledeclarant: number | null,
): M | null {
  const courant = mandats.find((m) => m.idMandat === c.idMandatCourant) ?? null;
  const recents = [...mandats].sort((a, b) => b.idMandat - a.idMandat);
  const enAttente = recents.find((m) => STATUTS_DEMANDE_MANDAT.includes(m.statut)) ?? null;
  const dernier = recents.find((m) => !STATUTS_TERMINES.includes(m.statut)) ?? null;
  if (action === 'RENOUVELER_MANDAT') return mandatARenouveler(c, mandats, idTeledeclarant) ?? courant;
  if (action === 'RATTACHER_COPROPRIETE') return enAttente ?? courant ?? dernier;
  return courant ?? enAttente ?? dernier;
}

/** The latest-ending mandate no longer in force (archived or expired) other than `sauf`: the previous one. */
export const mandatPrecedentDe = <M extends MandatResume>(mandats: readonly M[], sauf: number | null | undefined): M | null =>
  mandatPrecedent(mandats.filter((m) => m.idMandat !== sauf));
