/** [issue 25] Writes `schema.d.ts`, the types of the web service's OpenAPI document (see types.ts). */
import { writeFileSync } from 'node:fs';
import { ROUTES } from '@registre/shared/routes/index';
import { documentOpenApi } from '@registre/shared/routes/openapi';
import { typesDuDocument } from './types.ts';

const document = documentOpenApi(
  ROUTES.filter((r) => r.logiciel),
  '1',
);
const cible = new URL('./schema.d.ts', import.meta.url);
writeFileSync(cible, await typesDuDocument(document as Record<string, unknown>));
console.log(`Écrit : ${cible.pathname}`);
