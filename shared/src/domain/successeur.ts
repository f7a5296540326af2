/**
 * The successor declaration (issue 5, spec 001 "Successor", spec 000 §4 "successor declaration"), as pure
 * decisions: who may name a successor on a condominium, whether a declaration is still pending, whether the
 * mailed link may be used and by whom, and whether a successor counts as declared on the condominium. The use
 * cases of `functions/src/mandats/successeur.ts` load, ask here, then write.
 *
 * Statuses: SUCCESSEUR_DECLARE (the link works for 30 days) → SUCCESSEUR_VALIDE (the successor confirmed; it
 * then declares its own mandate by the ordinary attachment) or SUPPRIME (declined by the successor or withdrawn
 * by the predecessor).
 */
import type { CodeErreur } from '../errors/catalogue.ts';
import type { EtatCopropriete } from './enums.ts';
import { mandatARenouveler, type MandatResume } from './mandats.ts';

type Etat = (typeof EtatCopropriete.values)[number];

/** How long the mailed link works. */
export const DUREE_LIEN_SUCCESSEUR_JOURS = 30;
export const expirationLienSuccesseur = (maintenant: Date) =>
  new Date(maintenant.getTime() + DUREE_LIEN_SUCCESSEUR_JOURS * 24 * 3600 * 1000);

/** What the decisions read of a successor declaration. */
export interface SuccesseurResume {
  statut: 'SUCCESSEUR_DECLARE' | 'SUCCESSEUR_VALIDE' | 'SUPPRIME';
  /** ISO instant */
  expireLe: string;
  siret: string;
  idTeledeclarantPredecesseur: number;
  idTeledeclarantSuccesseur?: number | null;
  /** ISO instant */
  dateConfirmation?: string | null;
}

/** Declared, not confirmed, declined nor withdrawn, and its link has not expired. */
export const successeurEnAttente = (s: Pick<SuccesseurResume, 'statut' | 'expireLe'>, maintenant: Date): boolean =>
  s.statut === 'SUCCESSEUR_DECLARE' && Date.parse(s.expireLe) > maintenant.getTime();

/** What the declaration reads of a condominium. */
export interface CoproprieteSuccession {
  etat: Etat;
  idTeledeclarant?: number | null;
  idMandatCourant?: number | null;
  idDemandeEnCours?: string | null;
}

/** A notary firm declares a successor on the condominiums it registered that no syndic holds yet. */
export const ETATS_SUCCESSEUR_NOTAIRE: readonly Etat[] = ['IMMATRICULEE_A_RATTACHER', 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'];

/**
 * The caller's declarant holds the condominium: a syndic through its current mandate (COURANT on an attached
 * condominium, or EXPIRE on one whose mandate expired), or the notary firm that registered it while it is not
 * attached.
 */
export function detientCopropriete(
  c: CoproprieteSuccession,
  mandats: readonly MandatResume[],
  idTeledeclarant: number | null,
  notaire: boolean,
): boolean {
  if (idTeledeclarant === null) return false;
  if (notaire) return c.idTeledeclarant === idTeledeclarant && ETATS_SUCCESSEUR_NOTAIRE.includes(c.etat);
  return mandatARenouveler(c, mandats, idTeledeclarant) !== null;
}

/**
 * May the caller declare a successor on this condominium? In order: not its establishment's at all (no mandate
 * of it, not its holder) → RESSOURCE_INTROUVABLE; it does not hold it → SUCCESSEUR_IMPOSSIBLE; a declaration
 * still pending → SUCCESSEUR_DEJA_DECLARE; a request waiting for the keepers → DEMANDE_EN_COURS; else null.
 */
export function controleDeclarationSuccesseur(p: {
  c: CoproprieteSuccession;
  mandats: readonly MandatResume[];
  successeurs: readonly Pick<SuccesseurResume, 'statut' | 'expireLe'>[];
  idTeledeclarant: number | null;
  notaire: boolean;
  maintenant: Date;
}): CodeErreur | null {
  const { c, mandats, idTeledeclarant: moi } = p;
  if (moi === null || (c.idTeledeclarant !== moi && !mandats.some((m) => m.idTeledeclarant === moi)))
    return 'RESSOURCE_INTROUVABLE';
  if (!detientCopropriete(c, mandats, moi, p.notaire)) return 'SUCCESSEUR_IMPOSSIBLE';
  if (p.successeurs.some((s) => successeurEnAttente(s, p.maintenant))) return 'SUCCESSEUR_DEJA_DECLARE';
  return c.idDemandeEnCours ? 'DEMANDE_EN_COURS' : null;
}

/** The SIRET named as successor is not the caller's own establishment's. */
export const controleSiretSuccesseur = (siretDeclare: string, siretAppelant: string | null): CodeErreur | null =>
  siretAppelant && siretDeclare.replace(/\s/g, '') === siretAppelant.replace(/\s/g, '') ? 'SUCCESSEUR_SOI_MEME' : null;

/**
 * The designated successor uses the link (read, confirm, decline): a declaration still pending (else
 * LIEN_SUCCESSEUR_INVALIDE: expired, declined, withdrawn, or already confirmed — a used link reveals nothing
 * more), and, when signed in, the caller's establishment is the designated SIRET (else
 * SUCCESSEUR_AUTRE_ETABLISSEMENT).
 */
export function controleLienSuccesseur(
  s: Pick<SuccesseurResume, 'statut' | 'expireLe' | 'siret'> | null,
  maintenant: Date,
  siretAppelant?: string | null,
): CodeErreur | null {
  if (!s || !successeurEnAttente(s, maintenant)) return 'LIEN_SUCCESSEUR_INVALIDE';
  if (siretAppelant !== undefined && (siretAppelant ?? '').replace(/\s/g, '') !== s.siret.replace(/\s/g, ''))
    return 'SUCCESSEUR_AUTRE_ETABLISSEMENT';
  return null;
}

/**
 * The predecessor withdraws its declaration (no key): only its own declarant's (else RESSOURCE_INTROUVABLE, ids
 * reveal nothing), and only while not confirmed nor already deleted (else DEMANDE_DEJA_TRAITEE). An expired
 * declaration may be withdrawn (it is dead already; withdrawing tidies it).
 */
export function controleRetraitSuccesseur(
  s: Pick<SuccesseurResume, 'statut' | 'idTeledeclarantPredecesseur'> | null,
  idTeledeclarant: number | null,
): CodeErreur | null {
  if (!s || idTeledeclarant === null || s.idTeledeclarantPredecesseur !== idTeledeclarant) return 'RESSOURCE_INTROUVABLE';
  return s.statut === 'SUCCESSEUR_DECLARE' ? null : 'DEMANDE_DEJA_TRAITEE';
}

/** What `successeurDeclare` reads of a mandate. */
export type MandatReprise = Pick<MandatResume, 'statut' | 'idTeledeclarant'> & { dateCreation: string };

/**
 * A successor is declared on the condominium (GET is-successeur-declare): one declaration is pending (declared,
 * its link not expired), or confirmed while the successor has not yet taken the condominium over — taken over
 * once a mandate of the successor's declarant created after the confirmation was validated (COURANT, or since
 * then ARCHIVE or EXPIRE). Declined, withdrawn and expired declarations do not count.
 */
export function successeurDeclare(
  successeurs: readonly SuccesseurResume[],
  mandats: readonly MandatReprise[],
  maintenant: Date,
): boolean {
  return successeurs.some((s) => {
    if (successeurEnAttente(s, maintenant)) return true;
    if (s.statut !== 'SUCCESSEUR_VALIDE' || !s.idTeledeclarantSuccesseur) return false;
    const depuis = s.dateConfirmation ?? '';
    return !mandats.some(
      (m) =>
        m.idTeledeclarant === s.idTeledeclarantSuccesseur &&
        ['COURANT', 'ARCHIVE', 'EXPIRE'].includes(m.statut) &&
        m.dateCreation >= depuis,
    );
  });
}
