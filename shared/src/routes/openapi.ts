/** The OpenAPI 3.1 document, derived from the route declarations (never written by hand). */
import { z } from 'zod';
import { ERREURS } from '../errors/catalogue.ts';
import type { Route } from './route.ts';
import { erreursDeclarees, TYPE_CONTENU } from './reponses.ts';
import { LIBELLES_PORTEES, PORTEES_LOGICIEL, scopeOAuth } from '../domain/logiciels/portees.ts';
import { problemeSchema, TYPE_PROBLEME } from '../domain/logiciels/probleme.ts';

const schema = (s: z.ZodType, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(s, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
};

const erreur = { 'application/json': { schema: { $ref: '#/components/schemas/Erreur' } } };
/** [issue 25] the web service for syndic software answers its errors as RFC 9457 problem details */
const probleme = { [TYPE_PROBLEME]: { schema: { $ref: '#/components/schemas/Probleme' } } };
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
      : r.responseFormat === 'binary'
        ? { type: 'string', format: 'binary' }
        : { type: 'string' };
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
      content: r.logiciel ? probleme : erreur,
      ...(status === '429' && {
        headers: { 'Retry-After': { description: 'Secondes avant de réessayer', schema: { type: 'integer' } } },
      }),
    },
  ]);
  // [issue 25] a read of the web service answers an ETag, and 304 to a matching If-None-Match
  const nonModifie =
    r.logiciel && r.method === 'GET' ? { 304: { description: 'Non modifié depuis l’ETag donné dans If-None-Match' } } : {};
  return { ...succes, ...nonModifie, ...Object.fromEntries(erreurs) };
}

/** [issue 25] The headers a route of the web service takes: Idempotency-Key on writes, If-None-Match on reads. */
const entetesLogiciel = (r: Route) =>
  !r.logiciel
    ? []
    : r.method === 'GET'
      ? [
          {
            name: 'If-None-Match',
            in: 'header',
            required: false,
            schema: { type: 'string' },
            description: 'ETag d’une réponse précédente',
          },
        ]
      : [
          {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            schema: { type: 'string', minLength: 1, maxLength: 255 },
            description:
              'Clé unique de la requête (UUID conseillé) : la même clé avec le même corps dans les 24 heures renvoie la première réponse ; avec un autre corps, 422.',
          },
        ];

/** What the document says beyond the routes: its title, its servers and, for the web service, its token URL. */
export interface OptionsDocument {
  titre?: string;
  description?: string;
  serveurs?: string[];
  /** [issue 25] the OAuth 2.0 token endpoint of the software accesses (client credentials) */
  urlJeton?: string;
}

export function documentOpenApi(routes: readonly Route[], version: string, options: OptionsDocument = {}) {
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
      ...entetesLogiciel(r),
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
      ...(r.logiciel ? { security: [{ oauth2: [scopeOAuth(r.logiciel)] }] } : r.acces === 'public' ? { security: [] } : {}),
      'x-acces': r.acces,
      parameters: parametres,
      ...(r.body.safeParse(undefined).success && !(r.body instanceof z.ZodOptional)
        ? {}
        : { requestBody: { content: { [type]: { schema: schema(r.body, 'input') } } } }),
      // [issue 27] every status the route declares (reponses.ts: the contract check of the tests reads the same)
      responses: reponses(r),
    };
  }
  const logiciels = routes.some((r) => r.logiciel);
  return {
    openapi: '3.1.0',
    info: {
      title: options.titre ?? 'Registre national des copropriétés — API',
      version,
      ...(options.description && { description: options.description }),
    },
    ...(options.serveurs && { servers: options.serveurs.map((url) => ({ url })) }),
    components: {
      securitySchemes: {
        jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        ...(logiciels && {
          oauth2: {
            type: 'oauth2',
            description: 'Un accès logiciel de l’établissement (client credentials, RFC 6749 §4.4)',
            flows: {
              clientCredentials: {
                tokenUrl: options.urlJeton ?? '/oauth2/token',
                scopes: Object.fromEntries(PORTEES_LOGICIEL.map((p) => [scopeOAuth(p), LIBELLES_PORTEES[p]])),
              },
            },
          },
        }),
      },
      schemas: {
        ...(logiciels && { Probleme: schema(problemeSchema, 'output') }),
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
    // [issue 25] the web service's own document: no account token anywhere, each operation names its scope
    security: routes.every((r) => r.logiciel || r.acces === 'public') ? [] : [{ jwt: [] }],
    paths,
  };
}
