/**
 * Dissolution of a condominium (issue 5, spec 000 §3 "Dissolution", §4, §6), as pure decisions: who may declare
 * it for which condominium, and whether the condominium can be dissolved now (else why, in French). The use cases
 * of `functions/src/coproprietes/dissolution.ts` load the condominium and its current mandate, ask here, then write.
 *
 * Who: a notary (profiles NOTAIRE_*, authority DISSOUDRE_COPRO) for any REGISTERED condominium designated by its
 * number, or by its id when the notary's office registered it; a syndic only for a condominium its establishment
 * holds (the current mandate is its own). Anyone else learns nothing of the condominium (404).
 */
import type { CodeErreur } from '../errors/catalogue.ts';
import type { EtatCopropriete } from './enums.ts';
import { estNotaire, estSyndic, type Profil } from './profils.ts';

type Etat = (typeof EtatCopropriete.values)[number];

/** The states a dissolution can be declared from: a registered condominium, attached or not. */
export const ETATS_DISSOLUBLES: readonly Etat[] = [
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_A_RATTACHER',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
];

export const RAISONS_NON_DISSOLUBLE = {
  DISSOUTE: 'Cette copropriété est déjà dissoute.',
  DISSOLUTION_EN_COURS:
    'La dissolution de cette copropriété est déjà déclarée : elle attend la validation du teneur du registre.',
  SUPPRIMEE: 'Cette copropriété a été supprimée du registre.',
  DEMANDE_EN_COURS:
    'Une demande est déjà en cours de validation pour cette copropriété : vous pourrez déclarer sa dissolution une fois cette demande traitée.',
  NON_IMMATRICULEE: 'La dissolution ne peut être déclarée que pour une copropriété immatriculée.',
} as const;

/** What the decisions read of a condominium. */
export interface CoproprieteADissoudre {
  etat: Etat;
  immatriculation?: string | null;
  /** absent for a condominium imported from the RNIC file that no declarant of the register holds yet */
  idTeledeclarant?: number;
  idDemandeEnCours?: string | null;
}

/** What the decisions read of the caller. */
export interface Declarant {
  profil: Profil;
  idTeledeclarant: number | null;
}

/** The condominium's current mandate, when it has one. */
export interface MandatCourant {
  idTeledeclarant: number;
  statut: string;
}

/** The syndic's establishment holds the condominium: its current mandate is theirs and in force. */
export const detientLeMandat = (idTeledeclarant: number | null, m: MandatCourant | null | undefined) =>
  idTeledeclarant !== null && !!m && m.statut === 'COURANT' && m.idTeledeclarant === idTeledeclarant;

/**
 * May the caller see this condominium for a dissolution? `parNumero`: designated by its registration number
 * (else by its id). False: answer 404, as for a condominium that does not exist.
 */
export function accesDissolution(
  d: Declarant,
  c: CoproprieteADissoudre,
  o: { parNumero: boolean; mandatCourant: MandatCourant | null },
): boolean {
  if (estNotaire(d.profil)) {
    if (!c.immatriculation) return false;
    return o.parNumero || (d.idTeledeclarant !== null && c.idTeledeclarant === d.idTeledeclarant);
  }
  if (estSyndic(d.profil)) return detientLeMandat(d.idTeledeclarant, o.mandatCourant);
  return false;
}

/** Why the condominium cannot be dissolved now (the error to answer and the French reason), or null when it can. */
export function refusDissolution(c: CoproprieteADissoudre): { code: CodeErreur; raison: string } | null {
  const impossible = (raison: string) => ({ code: 'DISSOLUTION_IMPOSSIBLE' as const, raison });
  if (c.etat === 'DISSOUTE') return impossible(RAISONS_NON_DISSOLUBLE.DISSOUTE);
  if (c.etat.startsWith('DISSOLUTION_')) return impossible(RAISONS_NON_DISSOLUBLE.DISSOLUTION_EN_COURS);
  if (c.etat === 'SUPPRIMEE') return impossible(RAISONS_NON_DISSOLUBLE.SUPPRIMEE);
  if (!c.immatriculation || !ETATS_DISSOLUBLES.includes(c.etat)) return impossible(RAISONS_NON_DISSOLUBLE.NON_IMMATRICULEE);
  if (c.idDemandeEnCours) return { code: 'DEMANDE_EN_COURS', raison: RAISONS_NON_DISSOLUBLE.DEMANDE_EN_COURS };
  return null;
}

/** A dissolution request of the keepers' queue is still undecided while its dissolution is in one of these. */
export const dissolutionEnAttente = (statut: string) => statut === 'A_VALIDER' || statut === 'VALIDATION_EN_COURS';

/** The keepers' request of a dissolution: `DISSOLUTION-<idDissolution>`. */
export const idDemandeDissolution = (idDissolution: number) => `DISSOLUTION-${idDissolution}`;

/**
 * The condominium's state when its dissolution is refused: the one it had before, unless its mandate expired
 * meanwhile (the expiry workflow leaves a condominium in dissolution alone): then IMMATRICULEE_RATTACHEMENT_EXPIRE.
 */
export function etatApresRefus(etatAvant: Etat, mandatCourant: MandatCourant | null | undefined): Etat {
  if (etatAvant === 'IMMATRICULEE_RATTACHEE' && mandatCourant && mandatCourant.statut === 'EXPIRE')
    return 'IMMATRICULEE_RATTACHEMENT_EXPIRE';
  return etatAvant;
}
