/**
 * The keepers' validation queue and its lock (spec 000 §2 /validations, §4 "Other workflows", §9 default sort),
 * as pure decisions: the order of the queue, who may open a request for themselves, who may release it, who may
 * act on it, and whether the one-working-day deadline flags it. The use cases of `functions/src/validations` load
 * the request, ask here, then write.
 */
import { estAdminTeneur, type Profil } from './profils.ts';
import type { CodeErreur } from '../errors/catalogue.ts';

export type StatutDemande = 'A_VALIDER' | 'VALIDATION_EN_COURS' | 'DEMANDE_PRECISION';

/** What the decisions read of a pending request. */
export interface EtatDemande {
  statut: StatutDemande;
  version: number;
  loginTeneurEnCours?: string | null;
  affecteeTeneur?: boolean | null;
  horsDelai?: boolean | null;
  echeance: string;
}

export interface Teneur {
  login: string;
  profil: Profil;
}

/* ---------- the queue: order, filters, page ---------- */

/** Columns a keeper may sort the queue on (sortField); anything else is refused. */
export const CHAMPS_TRI_DEMANDES = [
  'profilDemandeur',
  'dateDemande',
  'echeance',
  'nomCopropriete',
  'commune',
  'nomDemandeur',
  'typeDemande',
  'statut',
] as const;
export type ChampTriDemandes = (typeof CHAMPS_TRI_DEMANDES)[number];

export interface LigneTriable {
  idDemande: string;
  profilDemandeur: string;
  dateDemande: string;
  horsDelai: boolean;
  statut: StatutDemande;
  [champ: string]: unknown;
}

const texte = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * Default order (spec 000 §9): requester profile ascending, then the oldest request first, then its id; the
 * order of the index (gsi3 sort key `profilDemandeur#dateDemande#idDemande`), so merging the per-type partitions
 * keeps it. A chosen column sorts first, ties broken by that same default order.
 */
export function comparateurDemandes(champ?: ChampTriDemandes, sens: 'asc' | 'desc' = 'asc') {
  const parDefaut = (a: LigneTriable, b: LigneTriable) =>
    a.profilDemandeur.localeCompare(b.profilDemandeur) ||
    a.dateDemande.localeCompare(b.dateDemande) ||
    a.idDemande.localeCompare(b.idDemande);
  if (!champ) return sens === 'desc' ? (a: LigneTriable, b: LigneTriable) => parDefaut(b, a) : parDefaut;
  const signe = sens === 'desc' ? -1 : 1;
  return (a: LigneTriable, b: LigneTriable) => signe * texte(a[champ]).localeCompare(texte(b[champ]), 'fr') || parDefaut(a, b);
}

export const estChampTriDemandes = (c: string): c is ChampTriDemandes => (CHAMPS_TRI_DEMANDES as readonly string[]).includes(c);

/** Filter, sort and cut one page (pageNumber from 1). */
export function pageDemandes<L extends LigneTriable>(
  lignes: readonly L[],
  o: {
    horsDelaiSeulement?: boolean;
    pageNumber: number;
    pageSize: number;
    sortField?: ChampTriDemandes;
    sortDirection?: 'asc' | 'desc';
  },
): { lignes: L[]; totalItems: number } {
  const retenues = lignes.filter((l) => !o.horsDelaiSeulement || l.horsDelai);
  const triees = [...retenues].sort(comparateurDemandes(o.sortField, o.sortDirection));
  const debut = (o.pageNumber - 1) * o.pageSize;
  return { lignes: triees.slice(debut, debut + o.pageSize), totalItems: retenues.length };
}

/**
 * The oldest request still waiting for the keepers (rechercher/oldest): the smallest request date among those
 * A_VALIDER or VALIDATION_EN_COURS; one waiting for the declarant's precision is not the keepers' to answer.
 */
export function plusAncienneDemande<L extends LigneTriable>(lignes: readonly L[]): L | null {
  let min: L | null = null;
  for (const l of lignes) {
    if (l.statut === 'DEMANDE_PRECISION') continue;
    if (!min || l.dateDemande < min.dateDemande || (l.dateDemande === min.dateDemande && l.idDemande < min.idDemande)) min = l;
  }
  return min;
}

/* ---------- the lock ---------- */

/**
 * Opening a request (update-etat-encours): VERROUILLER when it waits (A_VALIDER) and the keeper may take it;
 * DEJA_VERROUILLEE_PAR_MOI when the keeper already holds it; LECTURE_SEULE otherwise (another keeper holds it,
 * it waits for the declarant's precision, or it was assigned to the keeper administrators and the caller is
 * not one of them).
 */
export function decisionOuverture(d: EtatDemande, t: Teneur): 'VERROUILLER' | 'DEJA_VERROUILLEE_PAR_MOI' | 'LECTURE_SEULE' {
  if (d.statut === 'VALIDATION_EN_COURS') return d.loginTeneurEnCours === t.login ? 'DEJA_VERROUILLEE_PAR_MOI' : 'LECTURE_SEULE';
  if (d.statut !== 'A_VALIDER') return 'LECTURE_SEULE';
  if (d.affecteeTeneur && !estAdminTeneur(t.profil)) return 'LECTURE_SEULE';
  return 'VERROUILLER';
}

/**
 * Releasing the lock (unlockcopro, when the keeper leaves the page): nothing to do when the request is not
 * locked; the holder, or a keeper administrator (a colleague left without releasing it), releases it; anyone
 * else is refused.
 */
export function decisionDeverrouillage(d: EtatDemande, t: Teneur): 'RIEN' | 'DEVERROUILLER' | CodeErreur {
  if (d.statut !== 'VALIDATION_EN_COURS') return 'RIEN';
  if (d.loginTeneurEnCours === t.login || estAdminTeneur(t.profil)) return 'DEVERROUILLER';
  return 'DEMANDE_VERROUILLEE';
}

/**
 * Before any action (validate, refuse, assign, ask for precision): the caller must hold the lock, on the version
 * of the request they saw. Returns the error to answer, or null.
 */
export function controleAction(d: EtatDemande | null, t: Teneur, version: number): CodeErreur | null {
  if (!d) return 'DEMANDE_DEJA_TRAITEE';
  if (d.statut !== 'VALIDATION_EN_COURS' || d.loginTeneurEnCours !== t.login) {
    return d.statut === 'VALIDATION_EN_COURS' ? 'DEMANDE_VERROUILLEE' : 'DEMANDE_NON_VERROUILLEE';
  }
  if (d.version !== version) return 'CONFLIT_MODIFICATION';
  return null;
}

/** Assignment to the keeper administrators (affectationTeneur): by any keeper holding the lock, once. */
export function controleAffectation(d: EtatDemande): CodeErreur | null {
  return d.affecteeTeneur ? 'DEMANDE_DEJA_AFFECTEE' : null;
}

/** Validation of a request with duplicates: the keeper must say they checked them. */
export const MESSAGE_DOUBLONS_A_VERIFIER =
  'Cette demande comporte des doublons possibles : confirmez les avoir vérifiés avant de valider.';
export const doublonsAVerifier = (nbDoublons: number, doublonsVerifies: boolean) => nbDoublons > 0 && !doublonsVerifies;

/* ---------- the one-working-day deadline ---------- */

/**
 * Task MarquerHorsDelai (workflow delai-validation), once the deadline `echeance` it waited for has come: flag
 * the request when it still waits for the keepers, was not flagged yet, and still has that deadline (a request
 * submitted again after a precision got a new deadline and its own workflow run).
 */
export function doitMarquerHorsDelai(d: EtatDemande | null, echeanceAttendue: string): boolean {
  if (!d || d.horsDelai || d.statut === 'DEMANDE_PRECISION') return false;
  return Date.parse(d.echeance) === Date.parse(echeanceAttendue);
}

/* ---------- the condominium's state while a request is handled ---------- */

type EtatCopro =
  | 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'
  | 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION'
  | 'DISSOLUTION_A_VALIDER'
  | 'DISSOLUTION_EN_COURS_DE_VALIDATION';
type TypeDemande = 'IMMATRICULATION' | 'RATTACHEMENT' | 'RENOUVELLEMENT' | 'DISSOLUTION' | 'DOUBLON';

/**
 * The condominium's state (spec 000 §4) that mirrors its request: awaiting the keepers, or opened by one. A
 * registration and a dissolution move the condominium's state here; an attachment or a renewal leaves it as it is
 * (null: the condominium keeps its state, its pending request is shown by `idDemandeEnCours`).
 */
export function etatCoproprietePendant(type: TypeDemande, verrouillee: boolean): EtatCopro | null {
  if (type === 'IMMATRICULATION')
    return verrouillee ? 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION' : 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER';
  if (type === 'DISSOLUTION') return verrouillee ? 'DISSOLUTION_EN_COURS_DE_VALIDATION' : 'DISSOLUTION_A_VALIDER';
  return null;
}
