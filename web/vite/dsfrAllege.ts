import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postcss from 'postcss';
import type { Plugin } from 'vite';

/**
 * [issue 24] DSFR's stylesheet blocks the first paint of every page: 600 KB (60 KB compressed), most of the bytes a
 * phone downloads before it draws anything, and a style computation over every rule. The build links, in its place,
 * the same sheet without the rules of the DSFR components that no page of the register uses (under a hashed name,
 * cached for a year); the development server keeps the whole sheet. A page that starts using one of these
 * components takes it out of this list.
 */
export const COMPOSANTS_DSFR_INUTILISES = [
  'share',
  'range',
  'quote',
  'translate',
  'transcription',
  'segmented',
  'tooltip',
  'toggle',
  'tabs',
  'tab',
  'sidemenu',
] as const;

const SELECTEUR_INUTILISE = new RegExp(`\\.fr-(?:${COMPOSANTS_DSFR_INUTILISES.join('|')})(?:__|--|[^\\w-]|$)`);

/** The sheet without the rules whose every selector names an unused component. */
export function allegerDsfr(css: string): string {
  const racine = postcss.parse(css);
  racine.walkRules((regle) => {
    const gardes = regle.selectors.filter((s) => !SELECTEUR_INUTILISE.test(s));
    if (gardes.length === 0) regle.remove();
    else if (gardes.length < regle.selectors.length) regle.selectors = gardes;
  });
  racine.walkAtRules((r) => {
    if (r.nodes?.length === 0) r.remove();
  });
  // served from /assets/: its fonts and icons, relative to /dsfr/ where DSFR's sheet lives, are named from the root
  racine.walkDecls((d) => {
    if (d.value.includes('url('))
      d.value = d.value.replace(
        URL_RELATIVE,
        (_, guillemet: string, chemin: string) => `url(${guillemet}/dsfr/${chemin}${guillemet})`,
      );
  });
  return racine.toString();
}

/** `url(x)`, `url("x")`, `url('x')` whose address is relative (not data:, not absolute, not from the root). */
const URL_RELATIVE = /url\((["']?)(?!data:|[a-z]+:|\/)([^"')]+)\1\)/g;

export function dsfrAllege(feuille: string, lien: string): Plugin {
  let fichier = '';
  let contenu = '';
  return {
    name: 'registre:dsfr-allege',
    apply: 'build',
    buildStart() {
      contenu = allegerDsfr(readFileSync(feuille, 'utf8'));
      fichier = `assets/dsfr-${createHash('sha256').update(contenu).digest('hex').slice(0, 10)}.css`;
    },
    transformIndexHtml(html) {
      if (!html.includes(lien)) throw new Error(`index.html ne lie plus ${lien}`);
      return html.replace(lien, `/${fichier}`);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: fichier, source: contenu });
    },
  };
}
