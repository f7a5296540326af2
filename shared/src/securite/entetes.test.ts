import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CSP_API, CSP_SPA, ENTETES_API, STYLES_INLINE_DSFR, cspSpa, origineFondCarte } from './entetes.ts';

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

  it("[issue 12] ouvre au fond de carte configuré de l'annuaire son seul origine (style, tuiles, glyphes, sprites), rien sans lui", () => {
    const style = 'https://data.geopf.fr/annexes/ressources/vectorTiles/styles/PLAN.IGN/standard.json';
    expect(origineFondCarte(style)).toBe('https://data.geopf.fr');
    const csp = cspSpa(['https://cognito-idp.eu-west-3.amazonaws.com'], { fondCarte: style });
    expect(csp).toContain("img-src 'self' data: blob: https://data.geopf.fr;");
    expect(csp).toContain("connect-src 'self' https://cognito-idp.eu-west-3.amazonaws.com https://data.geopf.fr;");
    // the map's worker is a file of the site: no blob: worker, nothing added to script-src, still no eval
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('worker-src');
    expect(csp).not.toContain('unsafe-eval');
    // without a basemap (locally, in tests) the policy is unchanged
    expect(cspSpa([], {})).toBe(CSP_SPA);
    expect(cspSpa([], { fondCarte: undefined })).toBe(CSP_SPA);
    // a basemap served in clear text is refused
    expect(() => cspSpa([], { fondCarte: 'http://tuiles.example.org/style.json' })).toThrow(/HTTPS/);
  });
});
