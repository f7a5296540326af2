import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CSP_API, CSP_SPA, ENTETES_API, STYLES_INLINE_DSFR, cspSpa } from './entetes.ts';

const empreinte = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

describe('[issue 15] en-têtes de sécurité', () => {
  it("ferme les réponses de l'API : rien à charger, aucun cadre, nosniff, aucun cache", () => {
    expect(CSP_API).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(ENTETES_API).toEqual({
      'content-security-policy': CSP_API,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });

  it('autorise les deux seuls styles en ligne de react-dsfr par leur empreinte, tels que la version installée les écrit', () => {
    // the SPA's copy of react-dsfr (hoisted to the root node_modules)
    const source = readFileSync(
      createRequire(import.meta.url).resolve('@codegouvfr/react-dsfr/useIsDark/client.js', {
        paths: [new URL('../../../web/', import.meta.url).pathname],
      }),
      'utf8',
    );
    expect(source).toContain('`:root { color-scheme: ${isDark ? "dark" : "light"}; }`');
    expect(STYLES_INLINE_DSFR).toEqual([empreinte(':root { color-scheme: dark; }'), empreinte(':root { color-scheme: light; }')]);
  });

  it('donne au site une politique sans eval ni style en ligne arbitraire, ouverte aux seules origines données', () => {
    expect(CSP_SPA).toBe(
      "default-src 'self'; script-src 'self'; " +
        `style-src 'self' ${STYLES_INLINE_DSFR.join(' ')}; ` +
        "img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-ancestors 'none'; object-src 'none'; " +
        "base-uri 'self'; form-action 'self'",
    );
    expect(cspSpa(['http://127.0.0.1:9229', 'http://127.0.0.1:4569'])).toContain(
      "connect-src 'self' http://127.0.0.1:9229 http://127.0.0.1:4569;",
    );
  });
});
