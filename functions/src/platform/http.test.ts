import { beforeEach, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { configSchema, reinitialiserConfig } from './config.ts';

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
  });

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
});
