/**
 * THE route table of the SPA (spec 001 §2 "Route table"): every page that exists, once, with its title, its
 * breadcrumb label, who may open it and whether the sitemap lists it; and the rules read from it (access, links,
 * breadcrumb, sitemap). The router (src/router), the main menu, the home tiles, the sitemap page and the breadcrumb
 * all derive from it: a page that is not in this table is never linked. Data and pure functions only (the page
 * loaders live beside the router), so that the browser tests can import it to compute what a profile must see.
 */
import { PAGES_COMPTES } from './table/comptes.ts';
import { PAGES_GESTION } from './table/gestion.ts';
import { PAGES_INSTITUTIONS } from './table/institutions.ts';
import { PAGES_PUBLIQUES } from './table/publiques.ts';
import { pagesDisponibles } from './montees.ts';
import type { AccesPage, PageRegistre, Visiteur } from './types.ts';

/** Every page the SPA knows how to show, mounted or not (see `PAGES`). */
export const PAGES_PREVUES: readonly PageRegistre[] = [
  ...PAGES_COMPTES,
  ...PAGES_GESTION,
  ...PAGES_INSTITUTIONS,
  ...PAGES_PUBLIQUES,
];

/** The pages of the SPA: those whose API routes are mounted (derived from `ROUTES`). */
export const PAGES: readonly PageRegistre[] = pagesDisponibles(PAGES_PREVUES);

/** Paths kept from the previous addresses (spec 001 §2): redirected even when the target is not built yet. */
export const REDIRECTIONS: readonly { de: string; vers: string }[] = [
  { de: '/activate', vers: '/compte/activation' },
  { de: '/charte-confidentialite', vers: '/institutionnels/charte-confidentialite' },
  { de: '/reclamation', vers: '/aide/formulaire' },
];

/** The not-found page (any other path; its loader is beside the router). */
export const PAGE_NON_TROUVEE = { titre: 'Page non trouvée' };

export const pageParId = (id: string) => PAGES.find((p) => p.id === id);
/** The page of an address (`/teledeclarants/comptes-utilisateurs/12` matches `/teledeclarants/comptes-utilisateurs/:id`). */
export const pageParChemin = (chemin: string) => {
  const cible = normaliser(chemin);
  return PAGES.find((p) => p.chemin === cible) ?? PAGES.find((p) => p.chemin.includes('/:') && correspond(p.chemin, cible));
};
export const pageExiste = (chemin: string) => pageParChemin(chemin) !== undefined;
const normaliser = (chemin: string) => (chemin.length > 1 ? chemin.replace(/\/+$/, '') : chemin);
function correspond(modele: string, chemin: string): boolean {
  const a = modele.split('/');
  const b = chemin.split('/');
  return a.length === b.length && a.every((s, i) => (s.startsWith(':') ? b[i] !== '' : s === b[i]));
}
/** The address of a page with parameters: `lienVers('teledeclarantUtilisateurs', { id: 12 })`; null when absent. */
export function lienVers(id: string, params: Record<string, string | number> = {}): string | null {
  const page = pageParId(id);
  if (!page) return null;
  return page.chemin.replace(/:([A-Za-z]+)/g, (_, nom: string) => encodeURIComponent(String(params[nom] ?? '')));
}
export const avecParametres = (p: PageRegistre) => p.chemin.includes('/:');

export function accesAutorise(acces: AccesPage, v: Visiteur): boolean {
  if (acces === 'public') return true;
  if (acces === 'anonyme') return !v.connecte;
  if (!v.connecte) return false;
  if (acces === 'authentifie') return true;
  return acces.some((a) => v.autorites.includes(a));
}

export const peutOuvrir = (page: PageRegistre, v: Visiteur) =>
  accesAutorise(page.acces, v) &&
  (!page.profils || (v.profil !== null && page.profils.includes(v.profil))) &&
  (!page.certificat || v.parCertificat === true);

/** Spec 001 §2: "Home. The institutional profile goes to /institutionnels" — when that page exists. */
export function cheminAccueil(v: Visiteur): string {
  if (v.profil === 'INSTITUTIONNEL') {
    const espace = pageParChemin('/institutionnels');
    if (espace && peutOuvrir(espace, v)) return espace.chemin;
  }
  return '/';
}

/** The list filters (`/copropriete?filtre=`) the menu and the home tiles use (spec 001 §2). */
export type FiltreListe =
  | 'seeAllCopro'
  | 'annuelle'
  | 'standard'
  | 'mandate'
  | 'immatriculee'
  | 'mandat-expire'
  | 'coproNonGeolocalisees'
  | 'renouveler-mandat'
  | 'declare-new-successor'
  | 'dissolution';

/** The address of the condominium list on one filter (`/copropriete?filtre=standard`), or null while it does not exist. */
export function lienListe(filtre: FiltreListe): string | null {
  const liste = pageParId('coproprietes');
  return liste ? `${liste.chemin}?${new URLSearchParams({ filtre }).toString()}` : null;
}

/** Sitemap: the pages listed in the sitemap that the visitor may open, as a tree following the breadcrumb parents. */
export interface NoeudPlan {
  page: PageRegistre;
  enfants: NoeudPlan[];
}
export function planDuSite(v: Visiteur): NoeudPlan[] {
  const visibles = PAGES.filter((p) => p.planDuSite && !avecParametres(p) && peutOuvrir(p, v));
  const noeud = (p: PageRegistre): NoeudPlan => ({ page: p, enfants: visibles.filter((e) => e.parent === p.id).map(noeud) });
  return visibles.filter((p) => !p.parent || !visibles.some((e) => e.id === p.parent)).map(noeud);
}

/** Breadcrumb of a page: its ancestors (those the visitor may open), the root "Accueil" excluded. */
export function ancetres(page: PageRegistre, v: Visiteur): PageRegistre[] {
  const chaine: PageRegistre[] = [];
  let parent = page.parent ? pageParId(page.parent) : undefined;
  while (parent) {
    if (peutOuvrir(parent, v)) chaine.unshift(parent);
    parent = parent.parent ? pageParId(parent.parent) : undefined;
  }
  return chaine;
}
