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


async function chargerUtilisateur(login: string): Promise<Utilisateur> {
  const { data } = await db().entities.utilisateur.get({ login }).go();
  if (!data) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return data;
}

export async function versCompte(u: Utilisateur): Promise<Compte> {
  const t =
    u.idTeledeclarant !== undefined ? (await db().entities.teledeclarant.get({ idTeledeclarant: u.idTeledeclarant }).go()).data : null;
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
    authorities: autoritesEffectives({ profil: u.profil, restrictions: u.restrictions, enAttenteActivation: t?.statut === 'ATT_ACTIVATION' }),
    typeTeledeclarant: u.typeTeledeclarant ?? null,
    idTeledeclarant: u.idTeledeclarant ?? null,
    numCartePro: u.numCartePro ?? null,
    activated: u.activated ?? false,
    adminPrincipal: u.adminPrincipal ?? false,
    // a user never changes their own profile nor deletes themself from "Mon compte" (spec 001 §6)
    allowedToChangeProfile: false,
    allowedToDelete: false,
    allowedToEdit: true,
    loginAs: false,
    loginAsPar: null,
    dateCreation: u.dateCreation,
    dateDerniereActivite: u.dateDerniereActivite ?? null,
    dateValidationCleEmail: u.dateValidationCleEmail ?? null,
    dateRelanceInactivite: u.dateRelanceInactivite ?? null,
    certificatDn: u.certificatDn ?? null,
    certificatEmetteurDn: u.certificatEmetteurDn ?? null,
    version: u.version,
  };
}

export async function lireCompte(session: Session): Promise<Compte> {
  return versCompte(await chargerUtilisateur(session.login));
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
export async function modifierCompte(session: Session, m: ModificationCompte, maintenant: Date): Promise<Compte> {
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
      ligneJournal(e, {
        categorie: 'COMPTE',
        type: 'MODIFICATION_COMPTE',
        acteur: session.login,
        profil: session.profil,
        cible: u.login,
        quand: maintenant,
      }),
    ];
  });
  return lireCompte(session);
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
  const jetons = await identite.authentifier(login, f.motDePasse);
  if (!jetons) throw new ErreurMetier('ERREUR_CONNEXION');
  const { data: u } = await db().entities.utilisateur.get({ login }).go();
  if (!u || u.statut === 'SUPPRIME' || u.statut === 'INACTIF') throw new ErreurMetier('ERREUR_CONNEXION');
  if (u.profil === 'RESTREINT') throw new ErreurMetier('PROFIL_RESTREINT');
  await transaction((e) => [
    e.utilisateur.patch({ login }).set({ dateDerniereActivite: maintenant.toISOString() }).commit(),
    ligneJournal(e, { categorie: 'AUTHENTIFICATION', type: 'CONNEXION', acteur: login, profil: u.profil, cible: login, quand: maintenant }),
  ]);
  return f.seSouvenir ? jetons : { ...jetons, refreshToken: null };
}

/** Sign-out: the refresh token is revoked when the browser holds one, and the journal records it. */
export async function deconnecter(session: Session, refreshToken: string | undefined, maintenant: Date): Promise<void> {
  if (refreshToken) await identite.revoquer(refreshToken).catch(() => undefined);
  await transaction((e) => [
    ligneJournal(e, {
      categorie: 'AUTHENTIFICATION',
      type: 'DECONNEXION',
      acteur: session.login,
      profil: session.profil,
      cible: session.login,
      quand: maintenant,
    }),
  ]);
}
