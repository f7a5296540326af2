/** Use cases of the own account: read it, change it, sign in, sign out. */
import { CLE_PROFIL, LIBELLES_PROFIL, autoritesEffectives } from '@registre/shared/domain/profils';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { Compte } from '@registre/shared/schemas/compte';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Utilisateur } from '../adapters/dynamodb/utilisateur.ts';
import * as identite from '../adapters/cognito/index.ts';
import * as captcha from '../adapters/captcha/index.ts';
import type { Session } from '../platform/session.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import { libererTentative, reserverTentative } from './limitation.ts';
import { revocation, revocationsEnVigueur } from '@registre/shared/domain/sessions';

async function chargerUtilisateur(login: string): Promise<Utilisateur> {
  const { data } = await db().entities.utilisateur.get({ login }).go();
  if (!data) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return data;
}

/** How the request was authenticated: `parCertificat` when by the client certificate (no token). */
export interface Authentification {
  parCertificat?: boolean;
}

export async function versCompte(
  u: Utilisateur,
  session?: Pick<Session, 'enTantQuePar'>,
  authentification: Authentification = {},
): Promise<Compte> {
  const t =
    u.idTeledeclarant !== undefined
      ? (await db().entities.teledeclarant.get({ idTeledeclarant: u.idTeledeclarant }).go()).data
      : null;
  return {
    login: u.login,
    email: u.email,
    civilite: u.civilite ?? null,
    nom: u.nom,
    prenom: u.prenom,
    telephone: u.telephone ?? null,
    profil: u.profil,
    libelleProfil: LIBELLES_PROFIL[u.profil],
    cleProfil: CLE_PROFIL[u.profil],
    statut: u.statut,
    authorities: autoritesEffectives({
      profil: u.profil,
      restrictions: u.restrictions,
      enAttenteActivation: t?.statut === 'ATT_ACTIVATION',
    }),
    typeTeledeclarant: u.typeTeledeclarant ?? null,
    idTeledeclarant: u.idTeledeclarant ?? null,
    numCartePro: u.numCartePro ?? null,
    activated: u.activated ?? false,
    adminPrincipal: u.adminPrincipal ?? false,
    // a user never changes their own profile nor deletes themself from "Mon compte" (spec 001 §6)
    allowedToChangeProfile: false,
    allowedToDelete: false,
    allowedToEdit: true,
    // login-as: the keeper acting as this account (platform/enTantQue.ts)
    loginAs: !!session?.enTantQuePar,
    loginAsPar: session?.enTantQuePar?.nom ?? null,
    parCertificat: authentification.parCertificat ?? false,
    dateCreation: u.dateCreation,
    dateDerniereActivite: u.dateDerniereActivite ?? null,
    dateValidationCleEmail: u.dateValidationCleEmail ?? null,
    dateRelanceInactivite: u.dateRelanceInactivite ?? null,
    certificatDn: u.certificatDn ?? null,
    certificatEmetteurDn: u.certificatEmetteurDn ?? null,
    version: u.version,
  };
}

/**
 * `parCertificat`: the request came through the notaries' entrance with a client certificate — that entrance has no
 * JWT authorizer (the certificate is the identity), so a certificate in the request means the session is the
 * certificate's.
 */
export async function lireCompte(session: Session, authentification: Authentification = {}): Promise<Compte> {
  return versCompte(await chargerUtilisateur(session.login), session, authentification);
}

export interface ModificationCompte {
  civilite: 'M' | 'MME';
  nom: string;
  prenom: string;
  email: string;
  telephone: string | null;
  version: number;
}

/** One transaction: the account (only if still at the version the form loaded) and its journal line. */
export async function modifierCompte(
  session: Session,
  m: ModificationCompte,
  maintenant: Date,
  authentification: Authentification = {},
): Promise<Compte> {
  const u = await chargerUtilisateur(session.login);
  if (u.version !== m.version) throw new ErreurMetier('CONFLIT_MODIFICATION');
  const { version, telephone, ...champs } = m;
  await transaction((e) => {
    const maj = e.utilisateur
      .patch({ login: u.login })
      .set({ ...champs, email: champs.email.toLowerCase(), ...(telephone ? { telephone } : {}) });
    return [
      (telephone ? maj : maj.remove(['telephone']))
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.version, version))
        .commit(),
      // the keepers' search reads the principal administrator's name on the declarant (issue 3)
      ...(u.adminPrincipal && u.idTeledeclarant !== undefined
        ? [
            e.teledeclarant
              .patch({ idTeledeclarant: u.idTeledeclarant })
              .set({ nomAdmin: champs.nom, prenomAdmin: champs.prenom })
              .commit(),
          ]
        : []),
      ligneJournal(e, {
        categorie: 'COMPTE',
        type: 'MODIFICATION_COMPTE',
        ...acteurDe(session),
        cible: u.login,
        quand: maintenant,
      }),
    ];
  });
  return lireCompte(session, authentification);
}

/**
 * Sign-in (POST api/authentication): the captcha is consumed first, then the credentials are checked by the
 * identity provider. Wrong password and unknown login give the same answer. On success the last activity date
 * is recorded with a journal line, in one transaction.
 */
export async function connecter(
  f: { login: string; motDePasse: string; seSouvenir: boolean; captcha: string },
  maintenant: Date,
): Promise<identite.Jetons> {
  if (!(await captcha.consommer(f.captcha, maintenant))) throw new ErreurMetier('CAPTCHA_INVALIDE');
  const login = f.login.trim().toLowerCase();
  // throttled per login string (limitation.ts): 5 attempts in 15 minutes, reserved before the check, whether the
  // account exists or not
  const tentative = await reserverTentative(login, maintenant);
  if (!tentative) throw new ErreurMetier('TROP_DE_TENTATIVES');
  const jetons = await identite.authentifier(login, f.motDePasse);
  if (!jetons) throw new ErreurMetier('ERREUR_CONNEXION');
  const { data: u } = await db().entities.utilisateur.get({ login }).go();
  if (!u || u.statut !== 'ACTIF') throw new ErreurMetier('ERREUR_CONNEXION');
  if (u.profil === 'RESTREINT') throw new ErreurMetier('PROFIL_RESTREINT');
  await libererTentative(tentative);
  await elaguerRevocations(u, maintenant);
  await transaction((e) => [
    e.utilisateur.patch({ login }).set({ dateDerniereActivite: maintenant.toISOString() }).commit(),
    ligneJournal(e, {
      categorie: 'AUTHENTIFICATION',
      type: 'CONNEXION',
      acteur: login,
      profil: u.profil,
      cible: login,
      quand: maintenant,
    }),
  ]);
  return f.seSouvenir ? jetons : { ...jetons, refreshToken: null };
}

/** [issue 15] Expired revocations leave the account; skipped when a sign-out appended one meanwhile. */
async function elaguerRevocations(u: Utilisateur, maintenant: Date): Promise<void> {
  const liste = u.sessionsRevoquees ?? [];
  const gardees = revocationsEnVigueur(liste, maintenant);
  if (gardees.length === liste.length) return;
  await db()
    .entities.utilisateur.patch({ login: u.login })
    .set({ sessionsRevoquees: gardees })
    .where((a, { size, value }) => `${size(a.sessionsRevoquees)} = ${value(a.sessionsRevoquees, liste.length as never)}`)
    .go()
    .catch(() => undefined);
}

/**
 * Sign-out ends the session: its id is recorded on the (real) account so that none of its tokens (ID, access,
 * and those refreshed from its refresh token) opens anything any more (platform/session.ts); the refresh token
 * is also revoked at the identity provider when the browser holds one; the login-as of this session ends; the
 * journal records it. The account's other sessions go on.
 */
export async function deconnecter(session: Session, refreshToken: string | undefined, maintenant: Date): Promise<void> {
  if (refreshToken) await identite.revoquer(refreshToken).catch(() => undefined);
  const { acteur, profil } = acteurDe(session);
  await transaction((e) => [
    ...(session.idSession
      ? [
          e.utilisateur
            .patch({ login: acteur })
            .append({ sessionsRevoquees: [revocation(session.idSession, maintenant)] })
            .commit(),
        ]
      : []),
    // signing out while acting as someone ends the login-as too
    ...(session.enTantQuePar ? [e.connexionEnTantQue.delete({ login: acteur }).commit()] : []),
    ligneJournal(e, { categorie: 'AUTHENTIFICATION', type: 'DECONNEXION', acteur, profil, cible: acteur, quand: maintenant }),
  ]);
}
