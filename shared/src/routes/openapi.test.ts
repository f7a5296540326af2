import { describe, expect, it } from 'vitest';
import { ROUTES } from './index.ts';
import { documentOpenApi } from './openapi.ts';

describe('OpenAPI', () => {
  const doc = documentOpenApi(ROUTES, '1.7.0');
  it('décrit chaque route déclarée, avec son accès', () => {
    const operations = Object.values(doc.paths).flatMap((p) => Object.values(p)) as { operationId: string }[];
    expect(operations.map((o) => o.operationId).sort()).toEqual(ROUTES.map((r) => r.id).sort());
    expect(doc.paths['/api/public/infomessage'].get).toMatchObject({ security: [] });
    expect(doc.paths['/api/account'].post).toMatchObject({ 'x-acces': ['UPDATE_ACCOUNT'], requestBody: expect.anything() });
  });
  it('décrit le formulaire de connexion comme un formulaire encodé', () => {
    expect(
      Object.keys((doc.paths['/api/authentication'].post as { requestBody: { content: object } }).requestBody.content),
    ).toEqual(['application/x-www-form-urlencoded']);
  });
});
