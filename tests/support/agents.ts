/**
 * Public agents signed in through the local OpenID Connect provider (spec 001 §4 "Institutional flow"): its sign-in
 * form submitted like a person would, then the register's callback; with its charter accepted for the tests not about it.
 */
import { expect } from 'vitest';
import { appeler, charteAcceptee, cloud } from './api.ts';
import { Navigateur } from './navigateur.ts';

export const REDIRECTION_CLAVIS = () => `${cloud().url}/compte/clavis`;

/** A person signs in at the provider: the page the provider sends the SPA back to, the state, the browser. */
export async function connexionFournisseur(agent: string, motDePasse = cloud().oidc.motDePasse) {
  const urls = await appeler<{ urlConnexion: string; etat: string; urlDeconnexion: string }>('GET', '/api/public/clavis/geturls');
  expect(urls.status).toBe(200);
  const nav = new Navigateur();
  const page = await nav.suivre(urls.corps.urlConnexion, REDIRECTION_CLAVIS());
  expect(page.reponse?.status).toBe(200);
  const html = await page.reponse!.text();
  expect(html).toContain('Connexion des agents publics');
  const action = /<form method="post" action="([^"]+)"/.exec(html)![1];
  const retour = await nav.suivre(new URL(action, page.url).toString(), REDIRECTION_CLAVIS(), {
    form: { login: agent, password: motDePasse },
  });
  return { retour, etat: urls.corps.etat, nav };
}

/** The register session of an agent (its id token), its charter as it stands. */
export async function sessionAgent(agent: string): Promise<string> {
  const { retour } = await connexionFournisseur(agent);
  const url = new URL(retour.url);
  const r = await appeler<{ idToken: string }>('POST', '/api/public/clavis/callback', {
    json: { code: url.searchParams.get('code'), state: url.searchParams.get('state') },
  });
  expect(r.status).toBe(200);
  return r.corps.idToken;
}

/** The session of an agent whose charter is accepted (the tests that are not about the charter). */
export const sessionAgentCharteAcceptee = async (agent: string): Promise<string> => charteAcceptee(await sessionAgent(agent));
