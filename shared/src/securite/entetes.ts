/**
 * [issue 15] Security headers, defined once for every place that answers a browser: the Lambda responses
 * (functions/src/platform/http.ts, so they hold behind API Gateway and behind the local gateway alike), the
 * CloudFront response headers policies of the web stack (infra/aws/lib/web-stack.ts) and the local gateway that
 * serves the SPA under `npm start` (infra/local/src/passerelle.ts).
 */

/** An API answer is data (JSON, text, a PDF attachment), never a document: it may load nothing and be framed nowhere. */
export const CSP_API = "default-src 'none'; frame-ancestors 'none'";

/**
 * Headers every API answer carries. `cache-control: no-store`: the answers are personal data read with a session
 * (and a PDF such as the registration certificate); no shared or browser cache keeps them.
 */
export const ENTETES_API: Readonly<Record<string, string>> = {
  'content-security-policy': CSP_API,
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

/**
 * The only inline styles the SPA needs: react-dsfr (useIsDark/client.js) writes `<style id="dsfr-root-color-scheme">`
 * with `:root { color-scheme: dark|light; }`. Allowed by their hash, so style-src needs no 'unsafe-inline'
 * (React and the DSFR script set element styles through the CSSOM, which CSP does not restrict).
 */
export const STYLES_INLINE_DSFR = [
  "'sha256-xVQ4mcypV0CvOtZpQgVcKpcoNvdUkR9BrwZBrtBbU+w='", // :root { color-scheme: dark; }
  "'sha256-HzhUjVBe6Oi2wcxUM7bmy2Rp9VdLMHYDdYr9MalNmOY='", // :root { color-scheme: light; }
] as const;

/**
 * [issue 12] The directory's map (MapLibre GL). Its worker is a file of the site (`setWorkerUrl`, same origin: no
 * `blob:` worker, `script-src 'self'` covers it). `fondCarte`: the configured basemap style URL (the IGN
 * Géoplateforme in AWS); its origin serves the style, the tiles, the glyphs and the sprites, which MapLibre fetches
 * (connect-src) and may decode as images (img-src, `blob:` for the sprite when createImageBitmap is missing).
 * Without it (locally, in tests) the map draws a plain background and calls no other origin.
 */
export interface OptionsCspSpa {
  fondCarte?: string;
}

/** The origin of the basemap style URL (`https://data.geopf.fr/annexes/…/standard.json` → `https://data.geopf.fr`). */
export function origineFondCarte(url: string): string {
  const u = new URL(url);
  if (u.protocol !== 'https:' && u.hostname !== '127.0.0.1' && u.hostname !== 'localhost')
    throw new Error(`Le fond de carte doit être servi en HTTPS : ${url}`);
  return u.origin;
}

/**
 * Content-Security-Policy of the SPA. `connexions`: the other origins the browser calls with fetch — the user
 * pool's endpoint (amazon-cognito-identity-js signs in and refreshes tokens there) and the document bucket
 * (presigned POST uploads go straight to S3, DESIGN §3); in AWS `https://cognito-idp.<region>.amazonaws.com` and
 * `https://<bucket>.s3.<region>.amazonaws.com`, locally cognito-local and s3rver on 127.0.0.1.
 */
export function cspSpa(connexions: readonly string[] = [], options: OptionsCspSpa = {}): string {
  const fond = options.fondCarte ? [origineFondCarte(options.fondCarte)] : [];
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${STYLES_INLINE_DSFR.join(' ')}`,
    ['img-src', "'self'", 'data:', ...(fond.length ? ['blob:', ...fond] : [])].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...connexions, ...fond].join(' '),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The SPA's policy with no other origin (the SPA served without Cognito nor uploads). */
export const CSP_SPA = cspSpa();

/** The other security headers of the SPA (CloudFront sets them by its policy, the local gateway by this object). */
export const ENTETES_SPA: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** HSTS of the site and the API, in CloudFront (two years, subdomains, preload); not sent locally (plain HTTP). */
export const HSTS_SECONDES = 2 * 365 * 24 * 3600;
