/**
 * [issue 24] Writes the prerendered public pages into dist/ (after `vite build` and `vite build --ssr`): each page of
 * CHEMINS_PRERENDUS rendered by the SSR bundle into dist/index.html (the same scripts and styles), its title set,
 * the root marked with the path it holds (main.tsx hydrates only that path).
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

const { rendre, titre } = (await import(pathToFileURL(join(web, 'node_modules/.prerendu/prerendu.js')).href)) as {
  rendre(chemin: string): Promise<string>;
  titre(chemin: string): string;
};

const debut = performance.now();
for (const chemin of CHEMINS_PRERENDUS) {
  const corps = await rendre(chemin);
  const page = modele
    .replace(/<title>[^<]*<\/title>/, `<title>${titre(chemin)}</title>`)
    .replace(RACINE, `<div id="root" data-prerendu="${chemin}">${corps}</div>`);
  const fichier = join(dist, fichierPrerendu(chemin));
  mkdirSync(dirname(fichier), { recursive: true });
  writeFileSync(fichier, page);
}
console.log(`${CHEMINS_PRERENDUS.length} pages publiques prérendues en ${Math.round(performance.now() - debut)} ms`);
