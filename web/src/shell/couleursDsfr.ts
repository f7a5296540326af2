/**
 * What the SPA's production build ships in place of react-dsfr's colour tables (`@codegouvfr/react-dsfr/fr/colors`,
 * plugin `couleursDsfr` of web/vite.config.ts). Those tables (every colour option and decision, light and dark:
 * ~11 KB gzip) were on every page because `fr` holds them, and react-dsfr's start-up computed them all for a single
 * value: the background of the `theme-color` meta. The SPA reads no colour from JavaScript (DSFR classes and CSS
 * variables only; no Tooltip, no `useColors`, no `fr.colors`: couleursDsfr.test.ts checks it and the two values).
 */
const FOND = { clair: '#ffffff', sombre: '#161616' };

export const colors = {
  options: {},
  decisions: {},
  getHex: ({ isDark }: { isDark: boolean }) => ({
    options: {},
    decisions: { background: { default: { grey: { default: isDark ? FOND.sombre : FOND.clair } } } },
  }),
};
