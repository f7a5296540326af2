/**
 * Use cases of the institutional login ("clavis", spec 001 §4 "Institutional flow") and of the confidentiality
 * charter. The identity provider speaks OpenID Connect (authorization code + PKCE, state and nonce checked
 * server side); the agent gets a register account of profile INSTITUTIONNEL (login `clavis.<sub>`, or the
 * Cognito user name when Cognito federates the provider) and the same tokens as a password sign-in.
 */
import { estTeneur, type Profil } from '@registre/shared/domain/profils';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { NIVEAUX_GEOGRAPHIQUES, VERSION_CHARTE, type NiveauGeographique } from '@registre/shared/schemas/institutionnels';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import * as oidc from '../adapters/oidc/index.ts';
import { emettreJetons } from '../adapters/cognito/emission.ts';
import type { Jetons } from '../adapters/cognito/index.ts';
import { config } from '../platform/config.ts';
import { charteAcceptee } from '../platform/charte.ts';
import type { Session } from '../platform/session.ts';

const DUREE_ETAT_S = 600;

/** GET api/public/clavis/geturls: a pending sign-in is recorded (10 minutes) and its authorization URL given. */
export async function urls(maintenant: Date) {
  const s = oidc.nouveauxSecrets();
  const urlConnexion = await oidc.urlAutorisation(s);
  const urlDeconnexion = await oidc.urlDeconnexion();
  await db()
    .entities.etatClavis.create({
      etat: s.etat,
      nonce: s.nonce,
      verificateur: s.verificateur,
      ttl: Math.floor(maintenant.getTime() / 1000) + DUREE_ETAT_S,
    })
    .go();
  return { urlConnexion, etat: s.etat, urlDeconnexion };
}

export interface AgentLu {
  sub: string;
  emetteur: string;
  email: string;
  prenom: string;
  nom: string;
  siret: string | null;
  service: string | null;
  niveauGeographique: NiveauGeographique;
  codeGeographique: string | null;
}

const texte = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Reads the agent from the provider's claims (ProConnect names: given_name, usual_name, email, siret,
 * organizational_unit; Cognito's mapped attributes are prefixed `custom:`). The geographic level is the claim
 * `niveau_geographique` ("national", "region:84", "departement:69", "epci:<siren>", "commune:<insee>"); without
 * it the agent is national.
 */
export function lireAgent(claims: Record<string, unknown>): AgentLu {
  const c = (nom: string) => texte(claims[nom]) ?? texte(claims[`custom:${nom}`]);
  const sub = texte(claims.sub);
  const email = c('email');
  if (!sub || !email) throw new ErreurMetier('CONNEXION_INSTITUTIONNELLE_ECHOUEE');
  const [niveauBrut, code] = (c('niveau_geographique') ?? 'national').split(':');
  const niveau = niveauBrut.toUpperCase() as NiveauGeographique;
  return {
    sub,
    emetteur: texte(claims.iss) ?? '',
    email: email.toLowerCase(),
    prenom: c('given_name') ?? '',
    nom: c('usual_name') ?? c('family_name') ?? '',
    siret: c('siret'),
    service: c('organizational_unit') ?? c('belonging_population'),
    niveauGeographique: NIVEAUX_GEOGRAPHIQUES.includes(niveau) ? niveau : 'NATIONAL',
    codeGeographique: niveau === 'NATIONAL' ? null : (code?.trim() ?? null),
  };
}

const loginAgent = (sub: string) => `clavis.${sub.toLowerCase().replace(/[^a-z0-9._-]/g, '-')}`.slice(0, 100);

/**
 * POST api/public/clavis/callback: the state is consumed (one use, 10 minutes), the code exchanged with the PKCE
 * verifier, the ID token and its nonce checked; then, in one transaction, the agent's account is created or
 * refreshed with its institutional attributes and the sign-in journaled.
 */
export async function retour(code: string, etat: string, maintenant: Date): Promise<Jetons> {
  const { data: attente } = await db().entities.etatClavis.delete({ etat }).go({ response: 'all_old' });
  if (!attente?.verificateur || attente.ttl * 1000 < maintenant.getTime())
    throw new ErreurMetier('CONNEXION_INSTITUTIONNELLE_ECHOUEE');
  const jetonsFournisseur = await oidc.echangerCode(code, attente.verificateur);
  const claims = await oidc.verifierIdToken(jetonsFournisseur.idToken, attente.nonce);
  const federe = config().CLAVIS_SESSION === 'cognito';
  const agent = lireAgent(
    federe ? claims : { ...claims, ...(await oidc.infosUtilisateur(jetonsFournisseur.accessToken)), iss: claims.iss },
  );
  const login = federe ? String(claims['cognito:username'] ?? '') : loginAgent(agent.sub);
  if (!login) throw new ErreurMetier('CONNEXION_INSTITUTIONNELLE_ECHOUEE');

  const entites = db().entities;
  const [{ data: u }, { data: a }] = await Promise.all([
    entites.utilisateur.get({ login }).go(),
    entites.agentInstitutionnel.get({ login }).go(),
  ]);
  if (u && (u.profil !== 'INSTITUTIONNEL' || u.statut !== 'ACTIF')) throw new ErreurMetier('CONNEXION_INSTITUTIONNELLE_ECHOUEE');
  const quand = maintenant.toISOString();
  const attributs = {
    emetteur: agent.emetteur,
    sub: agent.sub,
    niveauGeographique: agent.niveauGeographique,
    derniereConnexion: quand,
    ...(agent.siret ? { siret: agent.siret } : {}),
    ...(agent.service ? { service: agent.service } : {}),
    ...(agent.codeGeographique ? { codeGeographique: agent.codeGeographique } : {}),
  };
  // [issue 14] spec 001 §4 "Keeper profiles also check the institutional login": an identity that is not an
  // institutional account and belongs to an active keeper (the one it opened before, or the keeper of its e-mail)
  // opens the keeper's account, whose password is left untouched (the tokens are the identity's own)
  const teneur = u ? null : await teneurDeLIdentite(a?.compteTeneur, agent.email);
  if (teneur) {
    await transaction((e) => [
      a
        ? e.agentInstitutionnel
            .patch({ login })
            .set({ ...attributs, compteTeneur: teneur.login })
            .add({ version: 1 })
            .where((x, { eq }) => eq(x.version, a.version))
            .commit()
        : e.agentInstitutionnel.create({ login, dateCreation: quand, ...attributs, compteTeneur: teneur.login }).commit(),
      e.utilisateur
        .patch({ login: teneur.login })
        .set({ dateDerniereActivite: quand })
        .add({ version: 1 })
        .where((x, { eq }) => eq(x.version, teneur.version))
        .commit(),
      ligneJournal(e, {
        categorie: 'AUTHENTIFICATION',
        type: 'CONNEXION_INSTITUTIONNELLE',
        acteur: teneur.login,
        profil: teneur.profil,
        cible: teneur.login,
        details: { niveau: agent.niveauGeographique, identite: login },
        quand: maintenant,
      }),
    ]);
    return federe ? jetonsFournisseur : emettreJetons(login, agent.email, teneur.profil);
  }
  await transaction((e) => [
    u
      ? e.utilisateur
          .patch({ login })
          .set({ email: agent.email, prenom: agent.prenom, nom: agent.nom, dateDerniereActivite: quand })
          .add({ version: 1 })
          .where((x, { eq }) => eq(x.version, u.version))
          .commit()
      : e.utilisateur
          .create({
            login,
            email: agent.email,
            prenom: agent.prenom,
            nom: agent.nom,
            profil: 'INSTITUTIONNEL',
            statut: 'ACTIF',
            activated: true,
            typeTeledeclarant: 'institutionnel',
            dateCreation: quand,
            dateDerniereActivite: quand,
          })
          .commit(),
    a
      ? e.agentInstitutionnel
          .patch({ login })
          .set(attributs)
          .add({ version: 1 })
          .where((x, { eq }) => eq(x.version, a.version))
          .commit()
      : e.agentInstitutionnel.create({ login, dateCreation: quand, ...attributs }).commit(),
    ligneJournal(e, {
      categorie: 'AUTHENTIFICATION',
      type: 'CONNEXION_INSTITUTIONNELLE',
      acteur: login,
      profil: 'INSTITUTIONNEL',
      cible: login,
      details: { niveau: agent.niveauGeographique },
      quand: maintenant,
    }),
    // the first institutional login creates the account: a state change of its own in the journal
    ...(u
      ? []
      : [
          ligneJournal(e, {
            categorie: 'COMPTE',
            type: 'CREATION_COMPTE',
            acteur: login,
            profil: 'INSTITUTIONNEL',
            cible: login,
            details: { niveau: agent.niveauGeographique, ...(agent.service ? { service: agent.service } : {}) },
            quand: maintenant,
          }),
        ]),
  ]);
  return federe ? jetonsFournisseur : emettreJetons(login, agent.email, 'INSTITUTIONNEL');
}

/**
 * [issue 14] The active keeper an institutional identity opens: the one it opened before (which must still be an
 * active keeper, otherwise the sign-in is refused), or else the only active keeper whose e-mail the provider gave.
 */
async function teneurDeLIdentite(compteTeneur: string | undefined, email: string) {
  const actif = (x: { profil: string; statut: string } | null | undefined) =>
    !!x && estTeneur(x.profil as Profil) && x.statut === 'ACTIF';
  if (compteTeneur) {
    const { data } = await db().entities.utilisateur.get({ login: compteTeneur }).go();
    if (!data || !actif(data)) throw new ErreurMetier('CONNEXION_INSTITUTIONNELLE_ECHOUEE');
    return data;
  }
  const { data } = await db().entities.utilisateur.query.parEmail({ email }).go();
  const teneurs = data.filter(actif);
  if (teneurs.length !== 1) return null;
  // the index projects the whole item: the keeper as stored
  return teneurs[0];
}

/**
 * GET api/public/clavis/isauthenticated: true for an agent signed in through the institutional login, and [issue 14]
 * for a keeper signed in through it (spec 001 §4 "Keeper profiles also check the institutional login").
 */
export async function estAuthentifie(session: Session): Promise<boolean> {
  if (session.viaClavis) return true;
  if (session.profil !== 'INSTITUTIONNEL') return false;
  const { data } = await db().entities.agentInstitutionnel.get({ login: session.login }).go();
  return !!data;
}

/** The agent's attributes, once the charter is accepted (403 CHARTE_NON_ACCEPTEE before). */
export async function attributs(session: Session) {
  if (session.charteNonAcceptee) throw new ErreurMetier('CHARTE_NON_ACCEPTEE');
  const [{ data: u }, { data: a }] = await Promise.all([
    db().entities.utilisateur.get({ login: session.login }).go(),
    db().entities.agentInstitutionnel.get({ login: session.login }).go(),
  ]);
  if (!u) throw new ErreurMetier('NON_AUTHENTIFIE');
  return {
    login: u.login,
    prenom: u.prenom,
    nom: u.nom,
    email: u.email,
    siret: a?.siret ?? null,
    service: a?.service ?? null,
    // the built-in institutional account sees the whole country
    niveauGeographique: a?.niveauGeographique ?? 'NATIONAL',
    codeGeographique: a?.codeGeographique ?? null,
    statut: a ? ('AUTHENTICATED_CLAVIS' as const) : ('AUTHENTICATED' as const),
  };
}

export async function niveauGeographique(session: Session): Promise<string> {
  const a = await attributs(session);
  return a.codeGeographique ? `${a.niveauGeographique}:${a.codeGeographique}` : a.niveauGeographique;
}

async function chargerCompte(login: string) {
  const { data } = await db().entities.utilisateur.get({ login }).go();
  if (!data) throw new ErreurMetier('NON_AUTHENTIFIE');
  return data;
}

const vueCharte = (u: { charteVersion?: string; charteDateAcceptation?: string }) => ({
  version: VERSION_CHARTE,
  acceptee: charteAcceptee(u),
  versionAcceptee: u.charteVersion ?? null,
  dateAcceptation: u.charteDateAcceptation ?? null,
});

export async function lireCharte(session: Session) {
  return vueCharte(await chargerCompte(session.login));
}

/** Acceptance of the charter in force: date and version on the account, a journal line, one transaction. */
export async function accepterCharte(session: Session, maintenant: Date) {
  const u = await chargerCompte(session.login);
  if (charteAcceptee(u)) return vueCharte(u);
  const quand = maintenant.toISOString();
  await transaction((e) => [
    e.utilisateur
      .patch({ login: u.login })
      .set({ charteVersion: VERSION_CHARTE, charteDateAcceptation: quand })
      .add({ version: 1 })
      .where((x, { eq }) => eq(x.version, u.version))
      .commit(),
    ligneJournal(e, {
      categorie: 'COMPTE',
      type: 'ACCEPTATION_CHARTE',
      acteur: session.login,
      profil: session.profil,
      cible: u.login,
      details: { version: VERSION_CHARTE },
      quand: maintenant,
    }),
  ]);
  return vueCharte({ charteVersion: VERSION_CHARTE, charteDateAcceptation: quand });
}
