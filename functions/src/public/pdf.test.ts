/** The multipart body of the platform and `api/public/pdf/estValide`, through the Lambda handler (no cloud needed). */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { reinitialiserConfig } from '../platform/config.ts';

const BASE = { TABLE_NAME: 't', USER_POOL_ID: 'eu-west-3_x', USER_POOL_CLIENT_ID: 'c', POWERTOOLS_LOG_LEVEL: 'SILENT' };
// a Lambda's time (middy aborts the handler when it runs out): the first PDF check starts a worker
const contexte = { functionName: 'f', awsRequestId: 'r1', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
const fichier = (nom: string) => readFileSync(new URL(`../../../tests/fixtures/fichiers/${nom}`, import.meta.url));

/** The event API Gateway builds from a browser's multipart POST (binary body, base64). */
async function evenement(form: FormData | null, type?: string): Promise<APIGatewayProxyEventV2> {
  const req = form ? new Request('http://local/', { method: 'POST', body: form }) : null;
  const corps = req ? Buffer.from(await req.arrayBuffer()) : null;
  return {
    version: '2.0',
    routeKey: 'POST /api/public/pdf/estValide',
    rawPath: '/api/public/pdf/estValide',
    rawQueryString: '',
    headers: { 'Content-Type': type ?? req?.headers.get('content-type') ?? '' },
    body: corps?.toString('base64'),
    isBase64Encoded: true,
    requestContext: { requestId: 'r1' },
  } as unknown as APIGatewayProxyEventV2;
}

const formulaire = (...fichiers: [string, Buffer | string][]) => {
  const f = new FormData();
  f.append('origine', 'mandat');
  for (const [nom, octets] of fichiers)
    f.append('file', new Blob([typeof octets === 'string' ? octets : new Uint8Array(octets)], { type: 'application/pdf' }), nom);
  return f;
};

describe('POST api/public/pdf/estValide', () => {
  beforeEach(() => {
    Object.assign(process.env, BASE, { STAGE: 'test', CAPTCHA_BYPASS: 'false' });
    reinitialiserConfig();
  });

  const appeler = async (ev: APIGatewayProxyEventV2) => {
    const { handler } = await import('./handler.ts');
    const r = await handler(ev, contexte);
    return { status: r.statusCode, corps: JSON.parse(r.body!) };
  };

  // the first analysis starts the worker of the PDF check (through tsx here: a few seconds on a loaded machine)
  it('répond true pour un PDF', async () => {
    expect(await appeler(await evenement(formulaire(['mandat.pdf', fichier('valide.pdf')])))).toEqual({
      status: 200,
      corps: { response: true },
    });
  }, 30_000);

  it('refuse un PDF qui contient du JavaScript, avec un message qui dit pourquoi', async () => {
    const r = await appeler(await evenement(formulaire(['mandat.pdf', fichier('pdf-malveillants/openaction-javascript.pdf')])));
    expect(r).toMatchObject({ status: 400, corps: { code: 'PDF_CONTENU_ACTIF' } });
    expect(r.corps.message).toMatch(/^Le PDF contient du JavaScript/);
  }, 30_000);

  it('refuse une image renommée, avec le message de la spécification', async () => {
    const r = await appeler(await evenement(formulaire(['mandat.pdf', fichier('image-png.pdf')])));
    expect(r).toMatchObject({
      status: 400,
      corps: {
        code: 'FORMAT_FICHIER_NON_AUTORISE',
        message: "Le format du fichier n'est pas autorisé : seuls les PDF sont acceptés.",
      },
    });
  });

  it('refuse zéro ou deux fichiers', async () => {
    for (const f of [formulaire(), formulaire(['a.pdf', fichier('valide.pdf')], ['b.pdf', fichier('valide.pdf')])]) {
      const r = await appeler(await evenement(f));
      expect(r).toMatchObject({ status: 400, corps: { code: 'NOMBRE_FICHIERS_INCORRECT' } });
    }
    expect((await appeler(await evenement(null))).corps.code).toBe('NOMBRE_FICHIERS_INCORRECT');
  });

  it("refuse un corps qui n'est pas un formulaire multipart", async () => {
    const ev = await evenement(formulaire(['a.pdf', fichier('valide.pdf')]), 'application/json');
    expect(await appeler(ev)).toMatchObject({ status: 400, corps: { code: 'REQUETE_INVALIDE' } });
  });
});
