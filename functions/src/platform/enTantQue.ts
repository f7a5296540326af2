/**
 * Login-as in the auth context (spec 001 §1, §7): when a keeper holds a live impersonation record
 * (adapters/dynamodb/connexionEnTantQue.ts) started in this very session, its requests are served as the target
 * account; the session keeps the keeper in `enTantQuePar`, and the journal names both (platform/contexte.ts).
 * Only keepers can hold a record, so other accounts pay no extra read. A record whose target became unusable is ignored.
 */
import { estTeneur, type Profil } from '@registre/shared/domain/profils';
import { db } from '../adapters/dynamodb/service.ts';
import type { Utilisateur } from '../adapters/dynamodb/utilisateur.ts';

export interface EnTantQuePar {
  login: string;
  profil: Profil;
  /** the keeper's name as the header shows it ("Prénom Nom") */
  nom: string;
}

export async function enTantQueDe(
  reel: Utilisateur,
  idSession: string | undefined,
  maintenant = new Date(),
): Promise<{ cible: Utilisateur; par: EnTantQuePar } | null> {
  if (!estTeneur(reel.profil) || !idSession) return null;
  const { data: r } = await db().entities.connexionEnTantQue.get({ login: reel.login }).go();
  // [issue 15] the login-as belongs to the keeper's session that started it, not to their other sessions
  if (!r || r.session !== idSession || Date.parse(r.expiration) <= maintenant.getTime()) return null;
  const { data: cible } = await db().entities.utilisateur.get({ login: r.cible }).go();
  if (
    !cible ||
    cible.statut === 'SUPPRIME' ||
    cible.statut === 'INACTIF' ||
    cible.profil === 'RESTREINT' ||
    estTeneur(cible.profil)
  )
    return null;
  return { cible, par: { login: reel.login, profil: reel.profil, nom: `${reel.prenom} ${reel.nom}` } };
}

/** Who really acts, for the journal: the keeper when impersonating, else the signed-in account. */
export const acteurDe = (s: { login: string; profil: Profil; enTantQuePar?: EnTantQuePar }) =>
  s.enTantQuePar ? { acteur: s.enTantQuePar.login, profil: s.enTantQuePar.profil } : { acteur: s.login, profil: s.profil };
