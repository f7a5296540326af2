/**
 * [issue 14] The journal's vocabulary is the code's: every event type the keepers can filter on is written by
 * some use case (a type no code writes would be a filter that never finds anything). The other direction — each
 * state change writes its line — is held by the type system (`journaliser` / `ligneJournal` take a declared
 * type) and by one integration test per use case family (tests/support/journal.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES_EVENEMENT } from '@registre/shared/domain/journal';

const RACINE = resolve(import.meta.dirname, '..', '..', '..');
const SOURCES = ['functions/src', 'workflows/src', 'infra/local/src'];

function fichiers(dossier: string): string[] {
  return readdirSync(dossier, { withFileTypes: true }).flatMap((e) => {
    const chemin = join(dossier, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : fichiers(chemin);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [chemin] : [];
  });
}

describe('vocabulaire du journal', () => {
  const code = SOURCES.flatMap((d) => fichiers(join(RACINE, d)))
    .map((f) => readFileSync(f, 'utf8'))
    .join('\n');

  it.each(
    Object.entries(CATEGORIES_EVENEMENT).flatMap(([categorie, c]) => Object.keys(c.types).map((type) => [categorie, type])),
  )('%s / %s est écrit par un cas d’usage', (_categorie, type) => {
    expect(code).toContain(`'${type}'`);
  });
});
