/**
 * The route table and what is read from it (menus, home tiles, breadcrumb, sitemap, access rules): data and pure
 * functions, no component. The page loaders live beside the router (src/router/chargeurs.ts).
 */
export * from './types.ts';
export * from './montees.ts';
export * from './pages.ts';
export * from './menu.ts';
export * from './accueil.ts';
