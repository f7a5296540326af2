/**
 * Who may see, edit, re-profile and delete whom among the users of a declarant (spec 001 §6 "Role summary").
 * Pure: the use cases load the two accounts and ask here; the verdict becomes 404 (not theirs to know), 403
 * (theirs to see but not to change) or a go.
 *
 *  - a declarant's principal administrator manages every user of the account;
 *  - a secondary administrator creates, edits and deletes managers, and edits their own data except the profile;
 *  - a manager (and a notary, a collaborator) edits their own account except the profile;
 *  - nobody deletes themself nor the principal administrator, nobody changes their own profile or restrictions;
 *  - OWNERSHIP: a declarant's user never sees the users of another declarant (404, as if they did not exist);
 *  - keepers see every declarant's user; they edit them with EDITER_TELEDECLARANT or EDITER_SUPPRIMER_*, delete
 *    them with SUPPRIMER_UTILISATEUR (never the hotline profiles), and do not administer keeper accounts here.
 */
import { PROFILS_PAR_TYPE, profilsAttribuables } from './teledeclarant.ts';
import { estTeneur, type Autorite, type Profil } from './profils.ts';

export interface Acteur {
  login: string;
  profil: Profil;
  autorites: readonly Autorite[];
  idTeledeclarant: number | null;
}

export interface Cible {
  login: string;
  profil: Profil;
  statut: string;
  idTeledeclarant: number | null;
  adminPrincipal: boolean;
  typeTeledeclarant?: string | null;
}

export type Action = 'voir' | 'modifier' | 'changerProfil' | 'supprimer';
export type Verdict = 'PERMIS' | 'INTROUVABLE' | 'INTERDIT';

export const estAdminSecondaire = (p: Profil) => p.endsWith('_ADMIN_SECOND');
/** Profiles that administer a declarant account (principal or secondary). */
const estAdministrateurPrincipal = (p: Profil) =>
  p === 'TELE_PRO_ADMIN_PRINC' || p === 'TELE_NONPRO_ADMIN_PRINC' || p === 'NOTAIRE_ADMIN';

function visible(a: Acteur, c: Cible): boolean {
  if (c.statut === 'SUPPRIME') return false;
  if (a.login === c.login) return true;
  if (estTeneur(a.profil)) return true;
  return a.idTeledeclarant !== null && a.idTeledeclarant === c.idTeledeclarant;
}

function permis(a: Acteur, c: Cible, action: Action): boolean {
  const a_ = (x: Autorite) => a.autorites.includes(x);
  const soiMeme = a.login === c.login;
  if (action === 'voir') {
    if (soiMeme) return true;
    return estTeneur(a.profil) ? a_('LIST_RCH_USER_TENEUR') || a_('LST_TELEDECLARANT') : a_('LIST_RECH_UTILISATEUR');
  }
  if (soiMeme) return action === 'modifier';
  if (estTeneur(a.profil)) {
    // keepers act on declarants' users, not on keeper or institutional accounts
    if (c.idTeledeclarant === null) return false;
    if (action === 'supprimer') return a_('SUPPRIMER_UTILISATEUR') && !c.adminPrincipal;
    const editeur =
      a_('EDITER_TELEDECLARANT') ||
      a_(c.adminPrincipal || estAdminSecondaire(c.profil) ? 'EDITER_SUPPRIMER_ADMIN' : 'EDITER_SUPPRIMER_NON_ADMIN');
    if (action === 'changerProfil') return editeur && !c.adminPrincipal;
    return editeur;
  }
  // a declarant's user: only within the same declarant (visibility checked before)
  if (c.adminPrincipal) return false; // nobody but themself edits, re-profiles or deletes the principal administrator
  if (estAdministrateurPrincipal(a.profil)) {
    if (action === 'supprimer') return a_('SUPPRIMER_UTILISATEUR');
    return a_('EDITER_SUPPRIMER_ADMIN') || a_('EDITER_SUPPRIMER_NON_ADMIN');
  }
  if (estAdminSecondaire(a.profil)) {
    if (estAdminSecondaire(c.profil)) return false;
    if (action === 'supprimer') return a_('SUPPRIMER_UTILISATEUR');
    return a_('EDITER_SUPPRIMER_NON_ADMIN');
  }
  return false;
}

export function verdict(a: Acteur, c: Cible | null | undefined, action: Action): Verdict {
  if (!c || !visible(a, c)) return 'INTROUVABLE';
  return permis(a, c, action) ? 'PERMIS' : 'INTERDIT';
}

/** Profiles `a` may give to `c` (c's current profile always stays possible). */
export function profilsPossiblesPour(a: Acteur, c: Cible): Profil[] {
  if (verdict(a, c, 'changerProfil') !== 'PERMIS') return [c.profil];
  const possibles = estTeneur(a.profil)
    ? (PROFILS_PAR_TYPE[c.typeTeledeclarant ?? ''] ?? []).filter((p) => !estAdministrateurPrincipal(p))
    : profilsAttribuables(a.profil);
  return possibles.includes(c.profil) ? [...possibles] : [c.profil, ...possibles];
}

/** Profiles a declarant's user may give to a user they create (the principal administrator profile never). */
export function peutCreerAvecProfil(a: Acteur, profil: Profil): boolean {
  if (a.idTeledeclarant === null || !a.autorites.includes('AJOUTER_UTILISATEUR')) return false;
  if (estAdminSecondaire(profil) && !a.autorites.includes('CREER_ADMIN_SEC')) return false;
  return profilsAttribuables(a.profil).includes(profil);
}

/** The flags the user screens show on each row. */
export function droitsAffiches(a: Acteur, c: Cible) {
  return {
    allowedToEdit: verdict(a, c, 'modifier') === 'PERMIS',
    allowedToDelete: verdict(a, c, 'supprimer') === 'PERMIS',
    allowedToChangeProfile: verdict(a, c, 'changerProfil') === 'PERMIS',
  };
}

/**
 * Secondary-administrator count change implied by a profile change (+1, -1 or 0): the per-declarant counter is
 * updated in the same transaction, with the condition `valeur < MAX_ADMIN_SECONDAIRES` when it grows.
 */
export function variationAdminsSecondaires(avant: Profil | null, apres: Profil | null): -1 | 0 | 1 {
  const n = (p: Profil | null) => (p !== null && estAdminSecondaire(p) ? 1 : 0);
  return (n(apres) - n(avant)) as -1 | 0 | 1;
}

/** Per-user restrictions (authorities withdrawn) are set by the principal administrator or a keeper, never on oneself. */
export function peutRestreindre(a: Acteur, c: Cible): boolean {
  return (
    a.login !== c.login &&
    verdict(a, c, 'changerProfil') === 'PERMIS' &&
    (estTeneur(a.profil) || estAdministrateurPrincipal(a.profil))
  );
}
