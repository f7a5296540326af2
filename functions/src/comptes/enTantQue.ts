/**
 * Login-as (spec 001 §1, §6, §7): a keeper holding EDITER_TELEDECLARANT acts as another account, then comes back.
 * An audited impersonation record (adapters/dynamodb/connexionEnTantQue.ts, 2 hours) is read by the auth
 * context; both moves are journal lines naming the keeper (actor), the account (target) and the time. A keeper
 * never acts as another keeper nor as the institutional account, nor as a deleted or deactivated account (403).
 */
import { estTeneur } from '@registre/shared/domain/profils';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { Compte } from '@registre/shared/schemas/compte';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Session } from '../platform/session.ts';
import { chargerTeledeclarant, chargerUtilisateur } from './commun.ts';
import { versCompte } from './compte.ts';

export const DUREE_EN_TANT_QUE_H = 2;

export async function connexionEnTantQue(session: Session, loginCible: string, maintenant: Date): Promise<Compte> {
  const idSession = session.idSession;
  if (session.enTantQuePar || !idSession) throw new ErreurMetier('ACTION_SOUMISE_AUTORISATION');
  const cible = await chargerUtilisateur(loginCible);
  if (!cible) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const declarant = cible.idTeledeclarant !== undefined ? await chargerTeledeclarant(cible.idTeledeclarant) : null;
  const interdit =
    estTeneur(cible.profil) ||
    cible.profil === 'INSTITUTIONNEL' ||
    cible.profil === 'RESTREINT' ||
    cible.statut === 'SUPPRIME' ||
    cible.statut === 'INACTIF' ||
    declarant?.statut === 'SUPPRIME' ||
    cible.login === session.login;
  if (interdit) throw new ErreurMetier('ACTION_SOUMISE_AUTORISATION');
  const expiration = new Date(maintenant.getTime() + DUREE_EN_TANT_QUE_H * 3_600_000);
  await transaction((e) => [
    e.connexionEnTantQue
      .put({
        login: session.login,
        cible: cible.login,
        session: idSession,
        debut: maintenant.toISOString(),
        expiration: expiration.toISOString(),
        ttl: Math.floor(expiration.getTime() / 1000),
      })
      .commit(),
    ligneJournal(e, {
      categorie: 'AUTHENTIFICATION',
      type: 'CONNEXION_EN_TANT_QUE',
      acteur: session.login,
      profil: session.profil,
      cible: cible.login,
      details: {
        profilCible: cible.profil,
        ...(cible.idTeledeclarant !== undefined && { idTeledeclarant: cible.idTeledeclarant }),
      },
      quand: maintenant,
    }),
  ]);
  const { data: keeper } = await db().entities.utilisateur.get({ login: session.login }).go();
  return versCompte(cible, {
    enTantQuePar: { login: session.login, profil: session.profil, nom: `${keeper!.prenom} ${keeper!.nom}` },
  });
}

/** Back to one's own account; without a login-as in progress, simply one's own account. */
export async function retourCompte(session: Session, maintenant: Date): Promise<Compte> {
  const par = session.enTantQuePar;
  if (!par) return versCompte((await chargerUtilisateur(session.login))!, session);
  await transaction((e) => [
    e.connexionEnTantQue.delete({ login: par.login }).commit(),
    ligneJournal(e, {
      categorie: 'AUTHENTIFICATION',
      type: 'RETOUR_COMPTE',
      acteur: par.login,
      profil: par.profil,
      cible: session.login,
      quand: maintenant,
    }),
  ]);
  return versCompte((await chargerUtilisateur(par.login))!);
}
