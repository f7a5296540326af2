/**
 * [issue 25] The local OpenID provider as the syndic software's authorization server, the way Cognito is in AWS:
 * clients made and changed through its admin interface (bearer key), client credentials by HTTP Basic or in the body,
 * JWT access tokens for the audience `logiciels` with `client_id` and `scope` verifiable with its JWKS, a renewed
 * secret or a deleted client refused at once, clients and signing key kept across a restart; and the institutional
 * login's client (authorization code) still served.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demarrerOidc, type FournisseurOidc } from './oidc.ts';
import { portLibre } from './processus.ts';

const CLE = 'cle-admin-des-tests-0123456789';
let dossier: string;
let f: FournisseurOidc;

const demarrer = async () =>
  demarrerOidc({
    port: await portLibre(),
    clientId: 'registre-local',
    clientSecret: 'secret-du-registre',
    redirectUris: ['http://127.0.0.1:3000/compte/clavis'],
    postLogoutRedirectUris: ['http://127.0.0.1:3000/'],
    dossier,
    cleAdmin: CLE,
  });

const admin = (methode: string, chemin: string, corps?: unknown, cle = CLE) =>
  fetch(`${f.logiciels.urlAdmin}${chemin}`, {
    method: methode,
    headers: { authorization: `Bearer ${cle}`, 'content-type': 'application/json' },
    body: corps === undefined ? undefined : JSON.stringify(corps),
  });

const jeton = (id: string, secret: string, { parCorps = false, scope }: { parCorps?: boolean; scope?: string } = {}) =>
  fetch(f.logiciels.urlJeton, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(!parCorps && { authorization: `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}` }),
    },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      ...(parCorps && { client_id: id, client_secret: secret }),
      ...(scope && { scope }),
    }),
  });

beforeAll(async () => {
  dossier = mkdtempSync(join(tmpdir(), 'oidc-'));
  f = await demarrer();
});
afterAll(async () => {
  await f.arreter();
  rmSync(dossier, { recursive: true, force: true });
});

describe('fournisseur local des jetons des logiciels', () => {
  let client: { client_id: string; client_secret: string };

  it("n'ouvre son interface d'administration qu'avec la clé", async () => {
    expect((await admin('POST', '/clients', { nom: 'x', scopes: ['logiciels/lecture'] }, 'mauvaise-cle')).status).toBe(401);
    expect((await admin('POST', '/clients', { nom: 'x', scopes: ['openid'] })).status).toBe(400);
    const r = await admin('POST', '/clients', { nom: 'Gestion Copro', scopes: ['logiciels/lecture', 'logiciels/mise-a-jour'] });
    expect(r.status).toBe(201);
    client = (await r.json()) as typeof client;
    expect(client.client_id).toMatch(/^[a-z0-9]{26}$/);
    expect(statSync(join(dossier, 'clients.json')).mode & 0o777).toBe(0o600);
  });

  it("délivre par HTTP Basic un JWT pour l'audience « logiciels », vérifiable avec ses clés publiées", async () => {
    const r = await jeton(client.client_id, client.client_secret);
    expect(r.status).toBe(200);
    const corps = (await r.json()) as { access_token: string; token_type: string; expires_in: number; scope: string };
    expect(corps).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'logiciels/lecture logiciels/mise-a-jour' });
    const { payload } = await jwtVerify(corps.access_token, createRemoteJWKSet(new URL(f.logiciels.urlJwks)), {
      issuer: f.issuer,
      audience: f.logiciels.audience,
    });
    expect(payload).toMatchObject({
      client_id: client.client_id,
      sub: client.client_id,
      scope: 'logiciels/lecture logiciels/mise-a-jour',
      token_use: 'access',
      aud: 'logiciels',
    });
  });

  it('accepte le secret dans le corps, restreint aux portées demandées et refuse celles que le client n’a pas', async () => {
    const r = await jeton(client.client_id, client.client_secret, { parCorps: true, scope: 'logiciels/lecture' });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { scope: string }).scope).toBe('logiciels/lecture');
    const refus = await jeton(client.client_id, client.client_secret, { scope: 'logiciels/declaration' });
    expect(refus.status).toBe(400);
    expect(((await refus.json()) as { error: string }).error).toBe('invalid_scope');
    expect((await jeton(client.client_id, 'mauvais-secret')).status).toBe(401);
  });

  it("refuse à l'instant l'ancien secret après un renouvellement, puis le client supprimé", async () => {
    const r = await admin('POST', `/clients/${client.client_id}/secret`);
    expect(r.status).toBe(200);
    const { client_secret } = (await r.json()) as { client_secret: string };
    expect((await jeton(client.client_id, client.client_secret)).status).toBe(401);
    expect((await jeton(client.client_id, client_secret)).status).toBe(200);
    client.client_secret = client_secret;
  });

  it('garde ses clients et sa clé de signature après un redémarrage', async () => {
    const avant = (await (await jeton(client.client_id, client.client_secret)).json()) as { access_token: string };
    await f.arreter();
    f = await demarrer();
    await jwtVerify(avant.access_token, createRemoteJWKSet(new URL(f.logiciels.urlJwks)), { audience: 'logiciels' });
    expect((await jeton(client.client_id, client.client_secret)).status).toBe(200);
    expect((await admin('DELETE', `/clients/${client.client_id}`)).status).toBe(204);
    expect((await jeton(client.client_id, client.client_secret)).status).toBe(401);
    expect((await admin('DELETE', `/clients/${client.client_id}`)).status).toBe(404);
  });

  it("sert toujours la connexion institutionnelle : code d'autorisation avec PKCE, sans client_credentials", async () => {
    const decouverte = (await (await fetch(`${f.issuer}/.well-known/openid-configuration`)).json()) as Record<string, string[]>;
    expect(decouverte.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'client_credentials']));
    const autorisation = new URL(`${f.issuer}/auth`);
    autorisation.search = new URLSearchParams({
      client_id: 'registre-local',
      response_type: 'code',
      scope: 'openid email',
      redirect_uri: 'http://127.0.0.1:3000/compte/clavis',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'etat',
    }).toString();
    const r = await fetch(autorisation, { redirect: 'manual' });
    expect(r.status).toBe(303);
    expect(r.headers.get('location')).toMatch(/^\/interaction\//);
    // the register's own client is no software's: no token without a user
    expect((await jeton('registre-local', 'secret-du-registre')).status).toBe(400);
  });
});
