/**
 * The vocabulary of the route table (spec 001 §2 "Route table"): a page's entry, who may open it, the menu's
 * sections, who is looking. Data and types only, like the whole of src/lib/navigation: it imports no component.
 */
import type { Autorite, Profil } from '@registre/shared/domain/profils';
import type { Pictogramme } from '../pictogrammes.ts';
export type { Pictogramme };
export declare const NOM_SERVICE = 'Registre national des copropri\u00E9t\u00E9s';
/**
 * Who may open a page: anyone (`public`), only visitors who are not signed in (`anonyme`, e.g. the sign-in page),
 * any signed-in account (`authentifie`), or signed-in accounts holding at least one of the listed authorities.
 */
export type AccesPage = 'public' | 'anonyme' | 'authentifie' | readonly Autorite[];
/** Main-menu sections, in the order of spec 001 §2 "Main menu by authority". */
export declare const RUBRIQUES: readonly [
  {
    readonly id: 'validations';
    readonly libelle: 'Mes actions';
    readonly forme: 'lien';
  },
  {
    readonly id: 'tableauDeBord';
    readonly libelle: 'Tableau de bord';
    readonly forme: 'lien';
  },
  {
    readonly id: 'administration';
    readonly libelle: 'Administration';
    readonly forme: 'menu';
  },
  {
    readonly id: 'statistiques';
    readonly libelle: 'Statistiques';
    readonly forme: 'lien';
  },
  {
    readonly id: 'gestion';
    readonly libelle: 'Gérer mes copropriétés';
    readonly forme: 'menu';
  },
  {
    readonly id: 'immatriculer';
    readonly libelle: 'Immatriculer une copropriété';
    readonly forme: 'lien';
  },
  {
    readonly id: 'decouvrir';
    readonly libelle: 'Découvrir le registre';
    readonly forme: 'menu';
  },
  {
    readonly id: 'consulter';
    readonly libelle: 'Consulter';
    readonly forme: 'menu';
  },
  {
    readonly id: 'categorisation';
    readonly libelle: 'Outil de catégorisation';
    readonly forme: 'lien';
  },
  {
    readonly id: 'donneesBrutes';
    readonly libelle: 'Données brutes';
    readonly forme: 'lien';
  },
  {
    readonly id: 'outils';
    readonly libelle: 'Mon espace';
    readonly forme: 'menu';
  },
];
export type Rubrique = (typeof RUBRIQUES)[number]['id'];
export interface PageRegistre {
  id: string;
  /**
   * absolute SPA path, without trailing slash; a `:param` segment makes a page reached only from another page
   * (never in the menu, the tiles or the sitemap)
   */
  chemin: string;
  /** page title: `<title>` ("<titre> - Registre national des copropriétés") and the page's h1 */
  titre: string;
  /** breadcrumb label */
  fil: string;
  /** id of the breadcrumb parent; the root "Accueil" is implicit */
  parent?: string;
  acces: AccesPage;
  /** listed on the sitemap page (for the visitors who may open it) */
  planDuSite: boolean;
  /** entry of the main menu */
  menu?: {
    rubrique: Rubrique;
    libelle: string;
  };
  /**
   * tile on the home page; `profils`: only these profiles (and the visitors not signed in) see it, e.g. a public
   * page whose tile spec 001 §2 "Home pages by profile" gives to some profiles only
   */
  tuile?: {
    titre: string;
    description: string;
    pictogramme: Pictogramme;
    profils?: readonly Profil[];
  };
  /**
   * id of a page that offers the same with more (e.g. the public raw data and the institutional raw data): this
   * page's tile is not shown to the visitors who may open that one
   */
  tuileRemplaceePar?: string;
  /** only these profiles may open the page, on top of `acces` (e.g. the notary firm: notaries only) */
  profils?: readonly Profil[];
  /** [issue 27] only a session opened by a client certificate may open it (the notary firm, served to the certificate) */
  certificat?: boolean;
  /**
   * The ids of the API routes the page cannot work without (e.g. `comptes.inscription`). The page exists (router,
   * menu, tiles, sitemap, links from other pages) only once every one of them is mounted, i.e. declared in `ROUTES`:
   * nothing is shown before it works. Ids, not the route objects: the table must not load the routes' schemas.
   */
  routes?: readonly string[];
}
/** Who is looking: what the access rules need from the session. */
export interface Visiteur {
  connecte: boolean;
  profil: Profil | null;
  autorites: readonly Autorite[];
  /** the session was opened by a client certificate (the notaries' entrance) */
  parCertificat?: boolean;
}
export declare const VISITEUR_ANONYME: Visiteur;
export declare const titreDocument: (titre: string) => string;
