import { beforeEach, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { z } from 'zod';
import { route } from '@registre/shared/routes/route';
import { CSP_API } from '@registre/shared/securite/entetes';
import { configSchema, reinitialiserConfig } from './config.ts';
import { creerHandler, implementer, ReponseHttp } from './http.ts';

const BASE = { TABLE_NAME: 't', USER_POOL_ID: 'eu-west-3_x', USER_POOL_CLIENT_ID: 'c', POWERTOOLS_LOG_LEVEL: 'SILENT' };

const evenement = (routeKey: string, extra: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 =>
  ({
    version: '2.0',
    routeKey,
    rawPath: routeKey.split(' ')[1],
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { requestId: 'r1' },
    ...extra,
  }) as unknown as APIGatewayProxyEventV2;
const contexte = { functionName: 'f', awsRequestId: 'r1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;

describe('configuration', () => {
  it('refuse le contournement du captcha en production', () => {
    const r = configSchema.safeParse({ ...BASE, STAGE: 'production', CAPTCHA_BYPASS: 'true' });
    expect(r.success).toBe(false);
    expect(r.error!.issues[0].message).toMatch(/production/);
  });
  it('vérifie les réponses partout sauf en production', () => {
    expect(configSchema.parse({ ...BASE, STAGE: 'local' }).VALIDATE_RESPONSES).toBe(true);
    expect(configSchema.parse({ ...BASE }).VALIDATE_RESPONSES).toBe(false);
  });
});

describe('plateforme HTTP', () => {
  beforeEach(() => {
    Object.assign(process.env, BASE, { STAGE: 'test', CAPTCHA_BYPASS: 'false', APP_VERSION: '1.7.0-SNAPSHOT' });
    reinitialiserConfig();
  });

  it('ne répond au contournement du captcha que si le drapeau hors production est levé', async () => {
    const { handler } = await import('../public/handler.ts');
    const r = await handler(evenement('GET /api/public/captcha/bypass'), contexte);
    expect(r.statusCode).toBe(404);
    expect(JSON.parse(r.body!)).toMatchObject({ code: 'ROUTE_INCONNUE', id: 'r1' });
  }, 30_000); // the first import of an area's handler is slow on a loaded machine

  it('rend 401 sans jeton sur une route protégée, avant même de lire la saisie', async () => {
    const { handler } = await import('../comptes/handler.ts');
    const r = await handler(evenement('POST /api/account', { body: '{pas du json' }), contexte);
    expect(r.statusCode).toBe(401);
    expect(r.headers).toMatchObject({ 'x-registre-version': '1.7.0-SNAPSHOT', 'cache-control': 'no-store' });
  });

  it('rend 400 en français sur un corps illisible, et 404 sur une route non montée', async () => {
    const { handler } = await import('../public/handler.ts');
    const r = await handler(evenement('POST /api/public/captcha/verify', { body: '{pas du json' }), contexte);
    expect(r.statusCode).toBe(400);
    expect(JSON.parse(r.body!)).toMatchObject({
      status: 400,
      erreurs: { corps: "Le corps de la requête n'est pas un JSON valide." },
    });
    const inconnue = await handler(evenement('GET /api/account'), contexte);
    expect(inconnue.statusCode).toBe(404);
  });

  describe('[issue 15] en-têtes de sécurité', () => {
    // public routes of a test area: no session is loaded without a token, so no table is needed
    const donnees = route({
      id: 'public.essaiDonnees',
      area: 'public',
      method: 'GET',
      path: '/api/public/essai/donnees',
      acces: 'public',
      resume: 'essai',
      response: z.unknown(),
    });
    const fichier = route({
      id: 'public.essaiFichier',
      area: 'public',
      method: 'GET',
      path: '/api/public/essai/fichier',
      acces: 'public',
      resume: 'essai',
      response: z.unknown(),
      responseFormat: 'binary',
    });
    const handler = creerHandler([
      implementer(donnees, async () => new ReponseHttp(200, { ok: true }, { 'cache-control': 'public, max-age=3600' })),
      implementer(
        fichier,
        async () =>
          new ReponseHttp(200, new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
            'content-type': 'application/pdf',
            'x-content-type-options': 'sniff',
            'content-security-policy': 'default-src *',
          }),
      ),
    ]);
    const JETON = { headers: { authorization: 'Bearer x' } };

    it('marque chaque réponse JSON nosniff, avec une CSP qui ne charge rien et interdit l’encadrement, sans cache', async () => {
      expect(CSP_API).toBe("default-src 'none'; frame-ancestors 'none'");
      const { handler: comptes } = await import('../comptes/handler.ts');
      for (const r of [
        await comptes(evenement('POST /api/account', { body: '{}' }), contexte), // 401
        await handler(evenement('GET /api/inconnue'), contexte), // 404
      ]) {
        expect(r.headers).toMatchObject({
          'content-type': 'application/json; charset=utf-8',
          'x-content-type-options': 'nosniff',
          'content-security-policy': CSP_API,
          'cache-control': 'no-store',
        });
      }
    });

    it('impose no-store à toute réponse à une requête portant une session, fichiers compris ; nosniff et la CSP ne se remplacent pas', async () => {
      const anonyme = await handler(evenement('GET /api/public/essai/donnees'), contexte);
      expect(anonyme.headers!['cache-control']).toBe('public, max-age=3600');
      expect(anonyme.headers!['x-content-type-options']).toBe('nosniff');

      const authentifiee = await handler(evenement('GET /api/public/essai/donnees', JETON), contexte);
      expect(authentifiee.headers!['cache-control']).toBe('no-store');

      const pdf = await handler(evenement('GET /api/public/essai/fichier', JETON), contexte);
      expect(pdf.isBase64Encoded).toBe(true);
      expect(pdf.headers).toMatchObject({
        'content-type': 'application/pdf',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
        'content-security-policy': CSP_API,
      });
    });
  });
});
