/**
 * The SPA's entry, kept tiny (issue 24). Its stylesheet is linked by index.html and blocks the first paint as it
 * must; the application (bibliotheques.ts, then application.tsx and the page) is imported after that paint when the
 * page came prerendered (every page of the build: a public page, or index.html's shell), so that its scripts neither
 * share the network with the stylesheet nor hold the paint back; at once when the root is empty (the development
 * server's index.html): there is nothing to paint before it.
 */
import './styles.css';

/** The start in steps, each a task of its own: the browser paints and answers between them (no long task). */
const ceder = () => new Promise<void>((r) => setTimeout(r, 0));
// scripts that cannot load (network, an old browser): the prerendered page stays, no longer inert, its links plain ones
const demarrer = () =>
  void import('./bibliotheques.ts')
    .then(ceder)
    .then(() => import('./application.tsx'))
    .catch((e: unknown) => {
      document.getElementById('root')?.removeAttribute('inert');
      throw e;
    });
if (document.getElementById('root')?.hasChildNodes()) requestAnimationFrame(() => setTimeout(demarrer, 0));
else demarrer();
