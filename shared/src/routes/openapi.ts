/** The OpenAPI 3.1 document, derived from the route declarations (never written by hand). */
import { z } from 'zod';
import { ERREURS } from '../errors/catalogue.ts';
import type { Route } from './route.ts';
import { erreursDeclarees, TYPE_CONTENU } from './reponses.ts';

const schema = (s: z.ZodType, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(s, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
};

const erreur = { 'application/json': { schema: { $ref: '#/components/schemas/Erreur' } } };
const DESCRIPTIONS: Record<number, string> = {
  400: 'Requête invalide (message par champ, en français)',
  401: 'Non authentifié',
  403: 'Accès non autorisé',
};

/** The responses of a route: its successes, then its declared errors by status (a 429 says when to come back). */
function reponses(r: Route) {
  const corps =
    r.responseFormat === 'json'
      ? schema(r.response, 'output')
      : r.responseFormat === 'text'
        ? { type: 'string' }
        : { type: 'string', format: 'binary' };
  const succes = Object.fromEntries(
    (r.succes ?? [200]).map((s) => [
      s,
      s >= 300
        ? { description: 'Redirection vers le fichier', headers: { Location: { schema: { type: 'string' } } } }
        : { description: 'Succès', content: { [TYPE_CONTENU[r.responseFormat]]: { schema: corps } } },
    ]),
  );
  const erreurs = Object.entries(erreursDeclarees(r)).map(([status, codes]) => [
    status,
    {
      description: [
        ...(DESCRIPTIONS[Number(status)] ? [DESCRIPTIONS[Number(status)]] : []),
        ...codes.map((c) => `${c} : ${ERREURS[c].message}`),
      ].join(' / '),
      content: erreur,
      ...(status === '429' && {
        headers: { 'Retry-After': { description: 'Secondes avant de réessayer', schema: { type: 'integer' } } },
      }),
    },
  ]);
  return { ...succes, ...Object.fromEntries(erreurs) };
}

export function documentOpenApi(routes: readonly Route[], version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const parametres = [
      ...Object.keys((r.params as unknown as { shape?: object }).shape ?? {}).map((name) => ({
        name,
        in: 'path',
        required: true,
        schema: { type: 'string' },
      })),
      ...Object.entries((r.query as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {}).map(([name, s]) => ({
        name,
        in: 'query',
        required: !s.safeParse(undefined).success,
        schema: schema(s, 'input'),
      })),
    ];
    const type =
      r.bodyFormat === 'form'
        ? 'application/x-www-form-urlencoded'
        : r.bodyFormat === 'multipart'
          ? 'multipart/form-data'
          : 'application/json';
    (paths[r.path] ??= {})[r.method.toLowerCase()] = {
      operationId: r.id,
      summary: r.resume,
      tags: [r.area],
      ...(r.acces === 'public' ? { security: [] } : {}),
      'x-acces': r.acces,
      parameters: parametres,
      ...(r.body.safeParse(undefined).success && !(r.body instanceof z.ZodOptional)
        ? {}
        : { requestBody: { content: { [type]: { schema: schema(r.body, 'input') } } } }),
      // [issue 27] every status the route declares (reponses.ts: the contract check of the tests reads the same)
      responses: reponses(r),
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Registre national des copropriétés — API', version },
    components: {
      securitySchemes: { jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        Erreur: {
          type: 'object',
          required: ['status', 'message', 'id', 'code'],
          properties: {
            status: { type: 'integer' },
            message: { type: 'string' },
            id: { type: 'string' },
            code: { type: 'string' },
            erreurs: { type: 'object', additionalProperties: { type: 'string' } },
            details: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
    },
    security: [{ jwt: [] }],
    paths,
  };
}
