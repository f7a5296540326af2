/**
 * Passwords (spec 001 §5, §7): forgotten password in two steps (a key by mail, then the new password) and the
 * change of one's own password. The answers never tell whether an account exists: the first step always says
 * "sent", the second and the change answer false when the key or the current password is wrong.
 */
import { cleValide } from '@registre/shared/domain/activation';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import * as captcha from '../adapters/captcha/index.ts';
import * as identite from '../adapters/cognito/index.ts';
import { envoyerCourriel } from '../adapters/messagerie/index.ts';
import type { Session } from '../platform/session.ts';
import { chargerTeledeclarant, chargerUtilisateur, hacher, nouvelleCle } from './commun.ts';
import { courrielReinitialisation } from './courriels.ts';
import { libererTentative, oublierEchecs, reserverTentative } from './limitation.ts';

/** Step 1: a reset key to every ACTIVE account of this email (an email may serve several accounts). */
export async function demanderReinitialisation(
  f: { email: string; captcha: string },
  maintenant: Date,
): Promise<{ envoye: true }> {
  if (!(await captcha.consommer(f.captcha, maintenant))) throw new ErreurMetier('CAPTCHA_INVALIDE');
  const comptes = (await db().entities.utilisateur.query.parEmail({ email: f.email.toLowerCase() }).go({ pages: 'all' })).data;
  for (const u of comptes.filter((c) => c.statut === 'ACTIF' && c.activated)) {
    if (u.idTeledeclarant !== undefined && (await chargerTeledeclarant(u.idTeledeclarant))?.statut === 'SUPPRIME') continue;
    const { cle, ecritures } = await nouvelleCle(u.login, 'REINITIALISATION', maintenant);
    await transaction((e) => [
      ...ecritures(e),
      ligneJournal(e, {
        categorie: 'UTILISATEUR',
        type: 'DEMANDE_REINITIALISATION_MOT_DE_PASSE',
        acteur: u.login,
        profil: u.profil,
        cible: u.login,
        quand: maintenant,
      }),
    ]);
    await envoyerCourriel(
      courrielReinitialisation({ a: u.email, prenom: u.prenom, nom: u.nom, login: u.login, cle }),
      maintenant,
    );
  }
  return { envoye: true };
}

/** Step 2: the key (once, before it expires) sets the new password; the sign-in throttle of the login is reset. */
export async function terminerReinitialisation(f: { key: string; motDePasse: string }, maintenant: Date): Promise<boolean> {
  const hash = hacher(f.key);
  const { data: c } = await db().entities.cle.get({ hash }).go();
  if (!cleValide(c, 'REINITIALISATION', maintenant)) return false;
  const u = await chargerUtilisateur(c!.login);
  if (!u || u.statut !== 'ACTIF') return false;
  try {
    await transaction((e) => [
      e.cle
        .delete({ hash })
        .where((a, { exists }) => exists(a.hash))
        .commit(),
      ligneJournal(e, {
        categorie: 'UTILISATEUR',
        type: 'REINITIALISATION_MOT_DE_PASSE',
        acteur: u.login,
        profil: u.profil,
        cible: u.login,
        quand: maintenant,
      }),
    ]);
  } catch (e) {
    if (e instanceof ErreurMetier) return false;
    throw e;
  }
  if (!(await identite.definirMotDePasse(u.login, f.motDePasse)))
    await identite.creerIdentite(u.login, u.email, f.motDePasse, u.profil);
  await oublierEchecs(u.login);
  return true;
}

/**
 * Change of one's own password: the current one is checked by the identity provider (a wrong one counts as a
 * reserved attempt of the sign-in throttle). Refused while a keeper acts as the account (route flag
 * `interditEnTantQue`).
 */
export async function changerMotDePasse(
  session: Session,
  f: { motDePasseActuel: string; motDePasse: string },
  maintenant: Date,
): Promise<boolean> {
  // the current password is a typed secret: same reserved attempts as the sign-in (limitation.ts)
  const tentative = await reserverTentative(session.login, maintenant);
  if (!tentative) throw new ErreurMetier('TROP_DE_TENTATIVES');
  if (!(await identite.verifierMotDePasse(session.login, f.motDePasseActuel))) return false;
  await libererTentative(tentative);
  await identite.definirMotDePasse(session.login, f.motDePasse);
  await transaction((e) => [
    ligneJournal(e, {
      categorie: 'UTILISATEUR',
      type: 'CHANGEMENT_MOT_DE_PASSE',
      acteur: session.login,
      profil: session.profil,
      cible: session.login,
      quand: maintenant,
    }),
  ]);
  return true;
}
