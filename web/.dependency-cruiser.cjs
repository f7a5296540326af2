/**
 * The SPA's layout, checked (issue 24): imports run one way,
 *   main → router → shell → pages → features → components → api, auth → lib → @registre/shared,
 * with no import cycle and no page importing another page. Run by `npm run -w web lint:web` and by the unit test
 * web/src/architecture.test.ts. A rule's `comment` is what the check prints when it is broken.
 */
/** The entry and the start-up modules at the top of src/ (main.tsx, its steps, the build's prerenderer). */
const ENTREES = '(main|bibliotheques|application|prerendu)\\.tsx?$';
/** Layers from the top: [name, folder pattern (from web/)]; each may not import any layer above it. */
const ORDRE = [
  ['router', 'router/'],
  ['shell', 'shell/'],
  ['pages', 'pages/'],
  ['features', 'features/'],
  ['components', 'components/'],
  ['api', '(api|auth)/'],
  ['lib', 'lib/'],
];
const COUCHES = ORDRE.map(([nom, dossier], i) => [
  nom,
  `^src/${dossier}`,
  `^src/(${[ENTREES, ...ORDRE.slice(0, i).map(([, d]) => d)].join('|')})`,
]);

module.exports = {
  forbidden: [
    {
      name: 'pas-de-cycle',
      comment: 'import cycle: two modules must not import each other, even through others',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'page-vers-autre-page',
      comment: 'a page never imports another page: move what two pages share to src/features/<name>/ or src/components/',
      severity: 'error',
      from: { path: '^src/pages/([^/]+)/' },
      to: { path: '^src/pages/', pathNot: '^src/pages/$1/' },
    },
    {
      name: 'pages-chargees-par-le-routeur',
      comment: 'only the router (its lazy loaders) imports a page',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(router|pages)/' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'facade-des-tests-e2e',
      comment: 'src/routes.tsx only re-exports the route table for tests/e2e: import src/lib/navigation/ instead',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^src/routes\\.tsx$' },
    },
    ...COUCHES.map(([nom, couche, dessus]) => ({
      name: `vers-le-haut-depuis-${nom}`,
      comment: `an import that runs upward: ${nom} must not import a higher layer (see ARCHITECTURE.md, web)`,
      severity: 'error',
      from: { path: couche },
      to: { path: dessus },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
