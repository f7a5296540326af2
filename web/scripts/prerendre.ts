/**
 * [issue 24] Writes the prerendered public pages into dist/ (after `vite build` and `vite build --ssr`): each page of
 * CHEMINS_PRERENDUS rendered by the SSR bundle into dist/index.html (the same scripts and styles), its title set,
 * the root marked with the path it holds (application.tsx hydrates only that path) and inert until then; then
 * index.html itself, for every other path, with the shell alone.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHEMINS_PRERENDUS, fichierPrerendu } from '@registre/shared/site/prerendus';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const modele = readFileSync(join(dist, 'index.html'), 'utf8');
const RACINE = '<div id="root"></div>';
if (!modele.includes(RACINE)) throw new Error(`dist/index.html ne contient pas ${RACINE}`);

const { rendre, rendreCoquille, titre } = (await import(pathToFileURL(join(web, 'node_modules/.prerendu/prerendu.js')).href)) as {
  rendre(chemin: string): Promise<string>;
  rendreCoquille(): Promise<string>;
  titre(chemin: string): string;
};

// (replacements by function: a `$&` or `$'` in a page's text is not a replacement pattern)
const debut = performance.now();
for (const chemin of CHEMINS_PRERENDUS) {
  const corps = await rendre(chemin);
  const page = modele
    .replace(/<title>[^<]*<\/title>/, () => `<title>${titre(chemin)}</title>`)
    // inert until the application has taken the page over (application.tsx): a click or a form sent before would
    // go to the browser (a form posted to the page itself), and the page is read as it will be able to answer
    .replace(RACINE, () => `<div id="root" data-prerendu="${chemin}" inert>${corps}</div>`);
  const fichier = join(dist, fichierPrerendu(chemin));
  mkdirSync(dirname(fichier), { recursive: true });
  writeFileSync(fichier, page);
}
// every other page: the shell painted at once, the page rendered by the application (not hydrated: no data-prerendu)
const coquille = await rendreCoquille();
writeFileSync(
  join(dist, 'index.html'),
  modele.replace(RACINE, () => `<div id="root" inert>${coquille}</div>`),
);
console.log(
  `${CHEMINS_PRERENDUS.length} pages publiques et la coquille prérendues en ${Math.round(performance.now() - debut)} ms`,
);
