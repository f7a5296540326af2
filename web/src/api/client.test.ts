import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comptes, institutionnels, notaires, publics } from '@registre/shared/routes/index';
import { route } from '@registre/shared/routes/route';
import { z } from 'zod';
import { appeler, construireChemin, definirGestion401, definirRechargement, ErreurApi, requetesEnVol } from './client.ts';
import { lireMessages, toutEffacer } from '../lib/notifications.ts';

const CONFIG = {
  userPoolId: 'local_abc',
  clientId: 'client',
  cognitoEndpoint: null,
  region: 'eu-west-3',
  version: '1.7.0-SNAPSHOT',
};
const json = (corps: unknown, status = 200, entetes: Record<string, string> = {}) =>
  new Response(JSON.stringify(corps), { status, headers: { 'content-type': 'application/json', ...entetes } });

let appels: { url: string; init: RequestInit }[];
let reponse: () => Response;

beforeEach(() => {
  appels = [];
  toutEffacer();
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/config.json') return json(CONFIG);
    appels.push({ url, init });
    return reponse();
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('client API dérivé des routes', () => {
  it('substitue les paramètres du chemin', () => {
    const r = route({ id: 't.x', area: 'public', method: 'GET', path: '/api/a/{id}/b/{t}', acces: 'public', resume: '' });
    expect(construireChemin(r, { id: 'x y', t: 3 })).toBe('/api/a/x%20y/b/3');
    expect(() => construireChemin(r, { id: 'x' })).toThrow('Paramètre manquant : t');
  });

  it('encode le corps en formulaire pour la connexion et analyse la réponse', async () => {
    reponse = () => json({ idToken: 'i', accessToken: 'a', refreshToken: null, expiresIn: 3600 });
    const jetons = await appeler(comptes.authentification, {
      body: { j_username: 'demo', j_password: 'secret', 'remember-me': 'false', captcha: '0bec31a4-2316-46ef-8d56-21462ed8b82a' },
    });
    expect(jetons.idToken).toBe('i');
    expect(appels[0].url).toBe('/api/authentication');
    expect(appels[0].init.method).toBe('POST');
    expect((appels[0].init.headers as Record<string, string>)['content-type']).toContain('application/x-www-form-urlencoded');
    expect(appels[0].init.body).toBe(
      'j_username=demo&j_password=secret&remember-me=false&captcha=0bec31a4-2316-46ef-8d56-21462ed8b82a',
    );
    expect(requetesEnVol()).toBe(0);
  });

  it('refuse un corps invalide sans appeler le serveur, avec les erreurs par champ', async () => {
    reponse = () => json({ inscrit: true });
    const e = await appeler(publics.abonnementNewsletter, { body: { email: 'pas-une-adresse', recaptcha: 'x' } }).catch((x) => x);
    expect(e).toBeInstanceOf(ErreurApi);
    expect(e.status).toBe(400);
    expect(Object.keys(e.corps.erreurs)).toEqual(['email', 'recaptcha']);
    expect(appels).toHaveLength(0);
  });

  it('lève une ErreurApi portant le CorpsErreur ; 401 confié au gestionnaire, jamais enregistré', async () => {
    const vus: string[] = [];
    definirGestion401((c) => vus.push(`${c.routeId}:${c.code}:${c.rechargerIdentite}`));
    reponse = () => json({ status: 401, message: 'Non', id: 'r1', code: 'NON_AUTHENTIFIE' }, 401, { reload_identity: '1' });
    const e = await appeler(publics.infoMessage).catch((x) => x);
    expect(e).toBeInstanceOf(ErreurApi);
    expect(e.corps).toEqual({ status: 401, message: 'Non', id: 'r1', code: 'NON_AUTHENTIFIE' });
    expect(vus).toEqual(['public.infoMessage:NON_AUTHENTIFIE:true']);
    expect(lireMessages().erreurs).toEqual([]);
  });

  it("un 401 que l'appelant gère (connexion échouée) ne met pas fin à la session ; les en-têtes notaires sont lus", async () => {
    const vus: string[] = [];
    definirGestion401((c) => vus.push(`${c.routeId}:${c.rechargerIdentite}:${c.authentificationNotaire}`));
    reponse = () => json({ status: 401, message: 'Échec', id: 'r2', code: 'CONNEXION_INSTITUTIONNELLE_ECHOUEE' }, 401);
    const e = await appeler(institutionnels.retourClavis, {
      body: { code: 'abc', state: 'e'.repeat(32) },
      erreursGerees: [400, 401],
    }).catch((x) => x);
    expect(e.code).toBe('CONNEXION_INSTITUTIONNELLE_ECHOUEE');
    expect(vus).toEqual([]);
    reponse = () => json({ status: 401, message: 'Certificat', id: 'r3', code: 'CERTIFICAT_REQUIS' }, 401, { ntr: '1' });
    await appeler(notaires.etudeNotariale).catch(() => undefined);
    expect(vus).toEqual(['comptes.etudeNotariale:false:true']);
  });

  it("enregistre les erreurs HTTP pour les alertes, sauf celles que l'appelant gère", async () => {
    reponse = () => json({ status: 500, message: 'Panne', id: 'r5', code: 'ERREUR_SERVEUR' }, 500);
    await appeler(publics.infoMessage).catch(() => undefined);
    expect(lireMessages().erreurs).toEqual([{ id: 'r5', status: 500, message: 'Panne', origine: 'public.infoMessage' }]);
    reponse = () => json({ status: 400, message: 'Invalide', id: 'r4', code: 'REQUETE_INVALIDE' }, 400);
    await appeler(publics.infoMessage, { erreursGerees: [400] }).catch(() => undefined);
    expect(lireMessages().erreurs.map((e) => e.id)).toEqual(['r5']);
    // a proxy's HTML error page still gives a record from the catalogue
    reponse = () => new Response('<html>Bad gateway</html>', { status: 502 });
    const e = await appeler(publics.infoMessage).catch((x) => x);
    expect(e.corps.status).toBe(502);
    expect(e.corps.code).toBe('ERREUR_SERVEUR');
  });

  it('recharge une fois la version du serveur changée', async () => {
    let rechargements = 0;
    definirRechargement(() => rechargements++);
    let version = '1.7.0-SNAPSHOT';
    reponse = () => json({ response: null }, 200, { 'x-registre-version': version });
    await appeler(publics.infoMessage);
    await appeler(publics.infoMessage);
    expect(rechargements).toBe(0);
    version = '1.8.0';
    await appeler(publics.infoMessage);
    expect(rechargements).toBe(1);
  });

  it('rejette une réponse non conforme au contrat', async () => {
    reponse = () => json({ autre: 1 });
    const r = route({
      id: 't.y',
      area: 'public',
      method: 'GET',
      path: '/api/y',
      acces: 'public',
      resume: '',
      response: z.object({ a: z.number() }),
    });
    await expect(appeler(r)).rejects.toBeInstanceOf(ErreurApi);
  });
});
