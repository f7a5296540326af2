/**
 * [issue 26] May this caller make this update to a condominium in this state (spec 000 §4 typeMaj, §5)? The one
 * decision, pure, that the update use cases (functions/src/declarations) apply when they open, save and record an
 * update, and that the condominium's page reads to offer the update:
 * - ANNUELLE and STANDARD: the users of the declarant that holds the condominium, with the authority of that
 *   update (its `_EXPIRE` variant when the mandate expired), on a registered condominium;
 * - COMPTESNONAPPROUVES (the completion of an exercise declared with unapproved accounts): as ANNUELLE, when such an
 *   exercise waits;
 * - MODIF_DEMANDE: the holder's users with MAJ_COPROPRIETE_AVANT_VALIDATION, while its registration request waits
 *   for the keeper;
 * - MODIFICATION_ADMIN: a keeper administrator (keeper with MAJ_COPROPRIETE_STANDARD), on a registered condominium.
 * `visible` false: the caller may not even see the condominium (404): neither its holder nor a keeper.
 */
import type { Autorite } from '../profils.ts';
import { LIBELLES_TYPE_MAJ, type TypeMajAssistant } from '../../schemas/copropriete/miseAJour.ts';

export type TypeMiseAJour = TypeMajAssistant | 'COMPTESNONAPPROUVES';

/** What the decision reads of the caller. */
export interface Demandeur {
  autorites: readonly Autorite[];
  idTeledeclarant: number | null;
}

/** What the decision reads of the condominium. */
export interface CoproprieteAMettreAJour {
  etat: string;
  idTeledeclarant?: number | null;
  idDemandeEnCours?: string | null;
  exerciceNonApprouve?: unknown;
}

export interface Possibilite {
  possible: boolean;
  raison: string | null;
}

/** The states in which a registered condominium may be updated. */
export const ETATS_A_JOUR: readonly string[] = [
  'IMMATRICULEE_A_RATTACHER',
  'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
];
/** The state of a registration request a keeper has not decided yet. */
const ETATS_EN_ATTENTE: readonly string[] = ['IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'];

/** A keeper: who decides the requests. */
const TENEUR: Autorite = 'VALIDER_RATTACHEMENT_DECLARATION';
export const estTeneur = (s: Demandeur) => s.autorites.includes(TENEUR);

/** The users of the declarant that holds the condominium (registered it or holds its mandate). */
export const estTitulaire = (s: Demandeur, c: Pick<CoproprieteAMettreAJour, 'idTeledeclarant'>) =>
  s.idTeledeclarant !== null && c.idTeledeclarant === s.idTeledeclarant;

const oui: Possibilite = { possible: true, raison: null };
const non = (raison: string): Possibilite => ({ possible: false, raison });

/** Why a condominium in this state cannot be updated. */
export function messageEtat(c: Pick<CoproprieteAMettreAJour, 'etat'>): string {
  if (c.etat === 'DISSOUTE') return 'Cette copropriété est dissoute : elle ne peut plus être mise à jour.';
  if (c.etat === 'SUPPRIMEE') return 'Cette copropriété a été supprimée du registre : elle ne peut plus être mise à jour.';
  if (c.etat.startsWith('DISSOLUTION'))
    return "Une dissolution de cette copropriété attend la décision du teneur du registre : elle ne peut pas être mise à jour d'ici là.";
  return "Cette copropriété n'est pas encore immatriculée : sa demande attend la décision du teneur du registre.";
}

/** Whether the caller may start update `typeMaj` on the condominium now, and why not (see above). */
export function possibiliteMiseAJour(
  s: Demandeur,
  c: CoproprieteAMettreAJour,
  typeMaj: TypeMiseAJour,
): Possibilite & { visible: boolean } {
  const titulaire = estTitulaire(s, c);
  const teneur = estTeneur(s);
  const visible = titulaire || teneur;
  const expire = c.etat === 'IMMATRICULEE_RATTACHEMENT_EXPIRE';
  const r = (p: Possibilite) => ({ ...p, visible });
  if (typeMaj === 'MODIFICATION_ADMIN') {
    if (!teneur || !s.autorites.includes('MAJ_COPROPRIETE_STANDARD'))
      return r(non('La modification administrative est réservée aux administrateurs du teneur du registre.'));
    return r(ETATS_A_JOUR.includes(c.etat) ? oui : non(messageEtat(c)));
  }
  if (!titulaire) return r(non('Seul le syndic ou le notaire qui détient cette copropriété peut la mettre à jour.'));
  if (typeMaj === 'MODIF_DEMANDE') {
    if (!s.autorites.includes('MAJ_COPROPRIETE_AVANT_VALIDATION'))
      return r(non("Votre profil ne permet pas de modifier une demande d'immatriculation."));
    if (!ETATS_EN_ATTENTE.includes(c.etat) || !c.idDemandeEnCours?.startsWith('IMMATRICULATION-'))
      return r(non("Aucune demande d'immatriculation de cette copropriété n'attend la décision du teneur du registre."));
    return r(oui);
  }
  const autorite: Autorite =
    typeMaj === 'STANDARD'
      ? expire
        ? 'MAJ_COPROPRIETE_STANDARD_EXPIRE'
        : 'MAJ_COPROPRIETE_STANDARD'
      : expire
        ? 'MAJ_COPROPRIETE_ANNUELLE_EXPIRE'
        : 'MAJ_COPROPRIETE_ANNUELLE';
  if (!s.autorites.includes(autorite))
    return r(non(`Votre profil ne permet pas la ${LIBELLES_TYPE_MAJ[typeMaj].toLowerCase()}.`));
  if (!ETATS_A_JOUR.includes(c.etat)) return r(non(messageEtat(c)));
  if (typeMaj === 'COMPTESNONAPPROUVES' && !c.exerciceNonApprouve)
    return r(non("Aucun exercice déclaré avec des comptes non approuvés n'attend d'être complété."));
  return r(oui);
}

/**
 * The refusal of an update the caller may not make, null when it may: 404 RESSOURCE_INTROUVABLE when the caller may
 * not see the condominium, 403 ACCES_NON_AUTORISE for an administrative update by someone who is not a keeper,
 * 409 COPROPRIETE_NON_MODIFIABLE otherwise (its reason as the message).
 */
export function refusMiseAJour(
  s: Demandeur,
  c: CoproprieteAMettreAJour,
  typeMaj: TypeMiseAJour,
): { code: 'RESSOURCE_INTROUVABLE' | 'ACCES_NON_AUTORISE' | 'COPROPRIETE_NON_MODIFIABLE'; raison: string | null } | null {
  const p = possibiliteMiseAJour(s, c, typeMaj);
  if (!p.visible) return { code: 'RESSOURCE_INTROUVABLE', raison: null };
  if (p.possible) return null;
  return {
    code: typeMaj === 'MODIFICATION_ADMIN' && !estTeneur(s) ? 'ACCES_NON_AUTORISE' : 'COPROPRIETE_NON_MODIFIABLE',
    raison: p.raison,
  };
}
