import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allegerDsfr } from './dsfrAllege.ts';

describe('feuille DSFR allégée (issue 24)', () => {
  const complete = readFileSync(new URL('../public/dsfr/dsfr.min.css', import.meta.url), 'utf8');
  const allegee = allegerDsfr(complete);

  it('retire les composants inutilisés, garde les autres', () => {
    expect(allegee.length).toBeLessThan(complete.length * 0.95);
    for (const retire of ['.fr-toggle', '.fr-tabs', '.fr-sidemenu', '.fr-share']) expect(allegee).not.toContain(`${retire}{`);
    for (const garde of ['.fr-btn', '.fr-header', '.fr-table', '.fr-tile', '.fr-consent-banner'])
      expect(allegee).toContain(garde);
    // fr-tab is a component, fr-table another
    expect(allegee).toContain('.fr-table__wrapper');
  });

  it('nomme ses polices et ses icônes depuis /dsfr/ : servie depuis /assets/, aucune adresse relative', () => {
    const adresses = [...allegee.matchAll(/url\(["']?([^"')]+)/g)].map((m) => m[1]).filter((a) => !a.startsWith('data:'));
    expect(adresses.length).toBeGreaterThan(10);
    for (const a of adresses) expect(a).toMatch(/^\/dsfr\//);
    expect(adresses).toContain('/dsfr/fonts/Marianne-Regular.woff2');
  });
});
