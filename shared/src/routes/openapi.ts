/** The OpenAPI 3.1 document, derived from the route declarations (never written by hand). */
import { z } from 'zod';
import { ERREURS } from '../errors/catalogue.ts';
import type { Route } from './route.ts';

const schema = (s: z.ZodType, io: 'input' | 'output') => {
  try {
    return z.toJSONSchema(s, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
};

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
      responses: {
        200: { description: 'Succès', content: { 'application/json': { schema: schema(r.response, 'output') } } },
        400: {
          description: 'Requête invalide (message par champ, en français)',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Erreur' } } },
        },
        ...(r.acces === 'public'
          ? {}
          : {
              401: {
                description: 'Non authentifié',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Erreur' } } },
              },
              403: {
                description: 'Accès non autorisé',
                content: { 'application/json': { schema: { $ref: '#/components/schemas/Erreur' } } },
              },
            }),
        // [issue 27] the route's declared business errors (409, 429…), by status; a 429 says when to come back
        ...Object.fromEntries(
          Object.entries(
            (r.erreurs ?? []).reduce<Record<string, string[]>>((parStatut, code) => {
              (parStatut[String(ERREURS[code].status)] ??= []).push(code);
              return parStatut;
            }, {}),
          ).map(([status, codes]) => [
            status,
            {
              description: codes.map((c) => `${c} : ${ERREURS[c as keyof typeof ERREURS].message}`).join(' / '),
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Erreur' } } },
              ...(status === '429' && {
                headers: {
                  'Retry-After': { description: 'Secondes avant de réessayer', schema: { type: 'integer' } },
                },
              }),
            },
          ]),
        ),
      },
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
