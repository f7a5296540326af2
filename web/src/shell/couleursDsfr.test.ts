import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { colors as vraies } from '@codegouvfr/react-dsfr/fr/colors';
import { colors } from './couleursDsfr.ts';

const fichiers = (dossier: string): string[] =>
  readdirSync(dossier).flatMap((n) => {
    const chemin = join(dossier, n);
    if (statSync(chemin).isDirectory()) return fichiers(chemin);
    return /\.tsx?$/.test(n) && !n.endsWith('.test.ts') && n !== 'couleursDsfr.ts' ? [chemin] : [];
  });

describe('couleurs du DSFR livrées par la construction', () => {
  it('le fond de la meta theme-color est celui de react-dsfr, en clair et en sombre', () => {
    for (const isDark of [false, true])
      expect(colors.getHex({ isDark }).decisions.background.default.grey.default).toBe(
        vraies.getHex({ isDark }).decisions.background.default.grey.default,
      );
  });

  it('la SPA ne lit aucune couleur en JavaScript (sinon, la construction ne doit plus remplacer le module)', () => {
    const racine = new URL('..', import.meta.url).pathname;
    for (const f of fichiers(racine)) {
      const source = readFileSync(f, 'utf8');
      expect(source, f).not.toMatch(/fr\.colors|useColors|react-dsfr\/Tooltip|react-dsfr\/mui/);
    }
  });
});
