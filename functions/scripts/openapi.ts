/** `npm run openapi`: writes the OpenAPI document derived from the route declarations. */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROUTES } from '@registre/shared/routes/index';
import { documentOpenApi } from '@registre/shared/routes/openapi';

const racine = resolve(import.meta.dirname, '..', '..');
const { version } = JSON.parse(readFileSync(join(racine, 'package.json'), 'utf8')) as { version: string };
mkdirSync(join(racine, 'functions', 'dist'), { recursive: true });
const sortie = join(racine, 'functions', 'dist', 'openapi.json');
writeFileSync(sortie, JSON.stringify(documentOpenApi(ROUTES, version), null, 2));
console.log(`OpenAPI : ${ROUTES.length} routes -> ${sortie}`);
