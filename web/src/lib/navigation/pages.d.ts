import type { AccesPage, PageRegistre, Visiteur } from './types.ts';
/** Every page the SPA knows how to show, mounted or not (see `PAGES`). */
export declare const PAGES_PREVUES: readonly PageRegistre[];
/** The pages of the SPA: those whose API routes are mounted (derived from `ROUTES`). */
export declare const PAGES: readonly PageRegistre[];
/** Paths kept from the previous addresses (spec 001 §2): redirected even when the target is not built yet. */
export declare const REDIRECTIONS: readonly {
  de: string;
  vers: string;
}[];
/** The not-found page (any other path; its loader is beside the router). */
export declare const PAGE_NON_TROUVEE: {
  titre: string;
};
export declare const pageParId: (id: string) => PageRegistre | undefined;
/** The page of an address (`/teledeclarants/comptes-utilisateurs/12` matches `/teledeclarants/comptes-utilisateurs/:id`). */
export declare const pageParChemin: (chemin: string) => PageRegistre | undefined;
export declare const pageExiste: (chemin: string) => boolean;
/** The address of a page with parameters: `lienVers('teledeclarantUtilisateurs', { id: 12 })`; null when absent. */
export declare function lienVers(id: string, params?: Record<string, string | number>): string | null;
export declare const avecParametres: (p: PageRegistre) => boolean;
export declare function accesAutorise(acces: AccesPage, v: Visiteur): boolean;
export declare const peutOuvrir: (page: PageRegistre, v: Visiteur) => boolean;
/** Spec 001 §2: "Home. The institutional profile goes to /institutionnels" — when that page exists. */
export declare function cheminAccueil(v: Visiteur): string;
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
export declare function lienListe(filtre: FiltreListe): string | null;
/** Sitemap: the pages listed in the sitemap that the visitor may open, as a tree following the breadcrumb parents. */
export interface NoeudPlan {
  page: PageRegistre;
  enfants: NoeudPlan[];
}
export declare function planDuSite(v: Visiteur): NoeudPlan[];
/** Breadcrumb of a page: its ancestors (those the visitor may open), the root "Accueil" excluded. */
export declare function ancetres(page: PageRegistre, v: Visiteur): PageRegistre[];
