/**
 * [issue 24] The public pages whose HTML the web build renders ahead (web/src/prerendu.tsx, web/scripts/prerendre.ts)
 * so that text and layout paint before any script runs; the SPA then hydrates them. Read by the build, which writes
 * each one at `fichierPrerendu(chemin)` in web/dist, and by the two hostings that serve them in place of the empty
 * `index.html`: the local gateway (infra/local/src/passerelle.ts) and the CloudFront function (infra/aws/lib/web-stack.ts).
 * Any other path of the SPA still gets `index.html` and is rendered in the browser (the software guide among them: it
 * prints the examples with the site's own address).
 */
export const CHEMINS_PRERENDUS = [
  '/',
  '/compte',
  '/annuaire',
  '/consulter-les-statistiques-du-registre',
  '/donnees-ouvertes',
  '/aide',
  '/aide/registreetmoi',
  '/aide/questionsansreponse',
  '/aide/tutoriels/videos',
  '/newsletter',
  '/mentionslegales',
  '/accessibilite',
  '/donnees-personnelles',
  '/sitemap',
] as const;

/** Where the build writes a prerendered page in the site (`/prerendu/accueil.html` for `/`). */
export const fichierPrerendu = (chemin: string): string => `/prerendu${chemin === '/' ? '/accueil' : chemin}.html`;

/** A path as the table writes it: without trailing slash (but `/`). */
export const sansBarreFinale = (chemin: string): string => (chemin.length > 1 ? chemin.replace(/\/+$/, '') || '/' : chemin);

/** The prerendered file of an asked path (a trailing slash ignored), or null when the path is rendered in the browser. */
export function prerenduDe(chemin: string): string | null {
  const c = sansBarreFinale(chemin);
  return (CHEMINS_PRERENDUS as readonly string[]).includes(c) ? fichierPrerendu(c) : null;
}
