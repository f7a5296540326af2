/**
 * Institutional login (spec 001 §4 "Institutional flow", §7 "api/public/clavis/*"): the full OpenID Connect code
 * flow against the local provider (its sign-in form submitted like a person would), the register session it
 * opens, and the confidentiality charter that must be accepted before the institutional area.
 */
import { describe, expect, it } from 'vitest';
import {
  appeler,
  captchaResolu,
  cloud,
  jetonDe,
  loginDe,
  MOT_DE_PASSE,
  nouvelleSession,
  utiliserEnvCloud,
} from '../support/api.ts';
import { connexionFournisseur, REDIRECTION_CLAVIS as REDIRECTION, sessionAgent } from '../support/agents.ts';

describe('connexion institutionnelle (OpenID Connect)', () => {
  it('nomme le service et donne les adresses du fournisseur, avec état, nonce et défi PKCE', async () => {
    const nom = await appeler('GET', '/api/public/clavis/getservicename');
    expect(nom.status).toBe(200);
    expect(nom.entetes.get('content-type')).toMatch(/^text\/plain/);
    expect(nom.corps).toBe('ProConnect (démonstration locale)');

    const r = await appeler<{ urlConnexion: string; etat: string; urlDeconnexion: string }>('GET', '/api/public/clavis/geturls');
    const connexion = new URL(r.corps.urlConnexion);
    expect(connexion.origin).toBe(cloud().oidc.issuer);
    expect(Object.fromEntries(connexion.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'registre-local',
      redirect_uri: REDIRECTION(),
      state: r.corps.etat,
      code_challenge_method: 'S256',
      nonce: expect.stringMatching(/^[\w-]{40,}$/),
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      scope: expect.stringContaining('openid'),
    });
    const deconnexion = new URL(r.corps.urlDeconnexion);
    expect(deconnexion.origin).toBe(cloud().oidc.issuer);
    expect(deconnexion.searchParams.get('post_logout_redirect_uri')).toBe(`${cloud().url}/`);
    const logout = await appeler<{ url: string }>('GET', '/api/public/clavis/logout');
    expect(logout.corps.url).toBe(r.corps.urlDeconnexion);
  });

  it("déconnecte l'agent chez le fournisseur et le renvoie à l'accueil du registre", async () => {
    const { nav } = await connexionFournisseur('agent.national');
    const logout = await appeler<{ url: string }>('GET', '/api/public/clavis/logout');
    const page = await nav.suivre(logout.corps.url, `${cloud().url}/`);
    const html = await page.reponse!.text();
    expect(html).toContain("Se déconnecter du fournisseur d'identité ?");
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1];
    const fin = await nav.suivre(action, `${cloud().url}/`, { form: { xsrf, logout: 'yes' } });
    expect(fin.url).toBe(`${cloud().url}/`);
  });

  it('refuse un mauvais mot de passe sur la page du fournisseur', async () => {
    const { retour } = await connexionFournisseur('agent.national', 'mauvais');
    expect(retour.reponse?.status).toBe(401);
    expect(await retour.reponse!.text()).toContain('Identifiant ou mot de passe incorrect.');
  });

  it("échange le code côté serveur et ouvre une session du registre pour l'agent ; le code et l'état ne servent qu'une fois", async () => {
    const { retour, etat } = await connexionFournisseur('agent.region');
    expect(retour.url.startsWith(REDIRECTION())).toBe(true);
    const url = new URL(retour.url);
    expect(url.searchParams.get('state')).toBe(etat);
    const corps = { code: url.searchParams.get('code'), state: etat };

    const r = await appeler<{ idToken: string; accessToken: string; refreshToken: string; expiresIn: number }>(
      'POST',
      '/api/public/clavis/callback',
      { json: corps },
    );
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({
      idToken: expect.any(String),
      accessToken: expect.any(String),
      expiresIn: expect.any(Number),
    });
    const compte = await appeler('GET', '/api/account', { jeton: r.corps.idToken });
    expect(compte.corps).toMatchObject({
      login: 'clavis.agent.region',
      profil: 'INSTITUTIONNEL',
      nom: 'Benali',
      prenom: 'Karim',
      email: 'karim.benali@developpement-durable.gouv.fr',
      typeTeledeclarant: 'institutionnel',
      authorities: expect.arrayContaining(['CATEGORISATION', 'CHART_CONFIDENTIALITE', 'DONNEES_BRUTES']),
    });
    expect((await appeler('GET', '/api/public/clavis/isauthenticated', { jeton: r.corps.idToken })).corps).toBe(true);

    const rejoue = await appeler('POST', '/api/public/clavis/callback', { json: corps });
    expect(rejoue.corps).toMatchObject({ status: 401, code: 'CONNEXION_INSTITUTIONNELLE_ECHOUEE' });

    utiliserEnvCloud();
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { data } = await db().entities.evenement.query.parActeur({ acteur: 'clavis.agent.region' }).go();
    expect(data.map((e) => e.type)).toContain('CONNEXION_INSTITUTIONNELLE');
  });

  it('refuse un état inconnu et un code falsifié', async () => {
    const inconnu = await appeler('POST', '/api/public/clavis/callback', { json: { code: 'abc', state: 'f'.repeat(64) } });
    expect(inconnu.corps).toMatchObject({ status: 401, code: 'CONNEXION_INSTITUTIONNELLE_ECHOUEE' });
    const { etat } = await connexionFournisseur('agent.national');
    const faux = await appeler('POST', '/api/public/clavis/callback', { json: { code: 'code-falsifie', state: etat } });
    expect(faux.corps).toMatchObject({ status: 401, code: 'CONNEXION_INSTITUTIONNELLE_ECHOUEE' });
  });

  it("ne dit « connecté par la connexion institutionnelle » que d'un agent", async () => {
    expect((await appeler('GET', '/api/public/clavis/isauthenticated')).status).toBe(401);
    expect((await appeler('GET', '/api/public/clavis/isauthenticated', { jeton: await jetonDe('institutionnel') })).corps).toBe(
      false,
    );
    expect(
      (await appeler('GET', '/api/public/clavis/isauthenticated', { jeton: await jetonDe(loginDe('TENEUR_ADMIN_PRINC')) })).corps,
    ).toBe(false);
  });
});

describe('[issue 14] un teneur connecté par la connexion institutionnelle (spec 001 §4)', () => {
  it('ouvre le compte du teneur de même adresse, reconnu AUTHENTICATED_CLAVIS ; son mot de passe reste le sien', async () => {
    const teneur = loginDe('TENEUR_ADMIN_PRINC');
    const jeton = await sessionAgent('agent.teneur');
    // the keeper's account, with its own profile and authorities (no institutional account is created)
    const compte = await appeler<{ login: string; profil: string; authorities: string[] }>('GET', '/api/account', { jeton });
    expect(compte.status).toBe(200);
    expect(compte.corps).toMatchObject({ login: teneur, profil: 'TENEUR_ADMIN_PRINC' });
    expect(compte.corps.authorities).toContain('VALIDER_RATTACHEMENT_DECLARATION');
    // "keeper profiles also check the institutional login": this session came through it
    expect((await appeler('GET', '/api/public/clavis/isauthenticated', { jeton })).corps).toBe(true);
    // the keeper's work routes accept it, the institutional ones do not
    expect((await appeler('GET', '/api/public/clavis/getauthattributes', { jeton })).status).toBe(403);
    // the same keeper signed in with a password: not through the institutional login, and the password still works
    const parMotDePasse = await nouvelleSession(teneur);
    expect((await appeler('GET', '/api/public/clavis/isauthenticated', { jeton: parMotDePasse })).corps).toBe(false);
    // signing in again through the provider opens the same keeper account
    const encore = await sessionAgent('agent.teneur');
    expect((await appeler<{ login: string }>('GET', '/api/account', { jeton: encore })).corps.login).toBe(teneur);
    // its sign-out ends that session only
    expect((await appeler('POST', '/api/logout', { jeton: encore, json: {} })).status).toBeLessThan(300);
    expect((await appeler('GET', '/api/account', { jeton: encore })).status).toBe(401);
    expect((await appeler('GET', '/api/account', { jeton })).status).toBe(200);
  });
});

describe('charte de confidentialité', () => {
  it("doit être acceptée avant l'espace institutionnel ; son acceptation est conservée et tracée", async () => {
    const jeton = await sessionAgent('agent.departement');
    for (const chemin of ['/api/public/clavis/getauthattributes', '/api/public/clavis/getniveaugeographique']) {
      const r = await appeler('GET', chemin, { jeton });
      expect(r.status, chemin).toBe(403);
      expect(r.corps).toMatchObject({
        code: 'CHARTE_NON_ACCEPTEE',
        message: "Vous devez accepter la charte de confidentialité avant d'accéder à l'espace institutionnel.",
      });
    }
    const avant = await appeler<{ version: string }>('GET', '/api/institutionnels/charte-confidentialite', { jeton });
    expect(avant.corps).toMatchObject({ acceptee: false, versionAcceptee: null, dateAcceptation: null });

    const perimee = await appeler('POST', '/api/institutionnels/charte-confidentialite', {
      jeton,
      json: { version: '2000-01', accepte: true },
    });
    expect(perimee.status).toBe(400);
    const refus = await appeler('POST', '/api/institutionnels/charte-confidentialite', {
      jeton,
      json: { version: avant.corps.version, accepte: false },
    });
    expect(refus.status).toBe(400);

    const acceptee = await appeler('POST', '/api/institutionnels/charte-confidentialite', {
      jeton,
      json: { version: avant.corps.version, accepte: true },
    });
    expect(acceptee.status).toBe(200);
    expect(acceptee.corps).toMatchObject({
      acceptee: true,
      versionAcceptee: avant.corps.version,
      dateAcceptation: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });

    const niveau = await appeler('GET', '/api/public/clavis/getniveaugeographique', { jeton });
    expect(niveau.entetes.get('content-type')).toMatch(/^text\/plain/);
    expect(niveau.corps).toBe('DEPARTEMENT:69');
    expect((await appeler('GET', '/api/public/clavis/getauthattributes', { jeton })).corps).toEqual({
      login: 'clavis.agent.departement',
      prenom: 'Sophie',
      nom: 'Lambert',
      email: 'sophie.lambert@rhone.gouv.fr',
      siret: '13000771700016',
      service: 'DDT du Rhône',
      niveauGeographique: 'DEPARTEMENT',
      codeGeographique: '69',
      statut: 'AUTHENTICATED_CLAVIS',
    });

    // a new sign-in of the same agent finds its account and its acceptance
    const encore = await sessionAgent('agent.departement');
    expect((await appeler('GET', '/api/institutionnels/charte-confidentialite', { jeton: encore })).corps).toMatchObject({
      acceptee: true,
    });

    utiliserEnvCloud();
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { data } = await db().entities.evenement.query.parActeur({ acteur: 'clavis.agent.departement' }).go();
    expect(data.filter((e) => e.type === 'ACCEPTATION_CHARTE')).toHaveLength(1);
    expect(data.filter((e) => e.type === 'CONNEXION_INSTITUTIONNELLE')).toHaveLength(2);
    // the first sign-in created the account (once)
    expect(data.filter((e) => e.type === 'CREATION_COMPTE')).toHaveLength(1);
  });

  it('vaut aussi pour le compte institutionnel intégré, qui reste national', async () => {
    const r = await appeler<{ idToken: string }>('POST', '/api/authentication', {
      form: { j_username: 'institutionnel', j_password: MOT_DE_PASSE(), captcha: await captchaResolu() },
    });
    expect(r.status).toBe(200);
    const jeton = r.corps.idToken;
    expect((await appeler('GET', '/api/account', { jeton })).corps).toMatchObject({
      login: 'institutionnel',
      authorities: expect.arrayContaining(['CHART_CONFIDENTIALITE', 'CATEGORISATION', 'DONNEES_BRUTES']),
    });
    const charte = await appeler<{ version: string; acceptee: boolean }>('GET', '/api/institutionnels/charte-confidentialite', {
      jeton,
    });
    if (!charte.corps.acceptee) {
      expect((await appeler('GET', '/api/public/clavis/getniveaugeographique', { jeton })).status).toBe(403);
      await appeler('POST', '/api/institutionnels/charte-confidentialite', {
        jeton,
        json: { version: charte.corps.version, accepte: true },
      });
    }
    expect((await appeler('GET', '/api/public/clavis/getniveaugeographique', { jeton })).corps).toBe('NATIONAL');
    expect((await appeler('GET', '/api/public/clavis/getauthattributes', { jeton })).corps).toMatchObject({
      statut: 'AUTHENTICATED',
      niveauGeographique: 'NATIONAL',
    });
  });

  it("n'est pas l'affaire des autres profils", async () => {
    const jeton = await jetonDe(loginDe('TENEUR_ADMIN_PRINC'));
    expect((await appeler('GET', '/api/institutionnels/charte-confidentialite', { jeton })).corps).toMatchObject({
      status: 403,
      code: 'ACCES_NON_AUTORISE',
    });
    expect((await appeler('GET', '/api/public/clavis/getauthattributes', { jeton })).status).toBe(403);
    expect((await appeler('GET', '/api/institutionnels/charte-confidentialite')).status).toBe(401);
  });
});
