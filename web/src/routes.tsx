/**
 * THE route table of the SPA (spec 001 §2 "Route table"): every page that exists, once, with its title, its
 * breadcrumb label, who may open it and whether the sitemap lists it. The router, the main menu, the home tiles,
 * the sitemap page and the breadcrumb are all derived from it: a page that is not in this table is never linked.
 *
 * This module holds data and pure functions only (pages are loaded lazily), so that the browser tests can import it
 * to compute the menu a profile must see.
 */
import type { ComponentType } from 'react';
import { AUTORITES_GESTION, type Autorite, type Profil } from '@registre/shared/domain/profils';

export const NOM_SERVICE = 'Registre national des copropriétés';

/**
 * Who may open a page: anyone (`public`), only visitors who are not signed in (`anonyme`, e.g. the sign-in page),
 * any signed-in account (`authentifie`), or signed-in accounts holding at least one of the listed authorities.
 */
export type AccesPage = 'public' | 'anonyme' | 'authentifie' | readonly Autorite[];

/** Main-menu sections, in the order of spec 001 §2 "Main menu by authority". */
export const RUBRIQUES = [
  { id: 'validations', libelle: 'Mes actions', forme: 'lien' },
  { id: 'tableauDeBord', libelle: 'Tableau de bord', forme: 'lien' },
  { id: 'administration', libelle: 'Administration', forme: 'menu' },
  { id: 'statistiques', libelle: 'Statistiques', forme: 'lien' },
  { id: 'gestion', libelle: 'Gérer mes copropriétés', forme: 'menu' },
  { id: 'immatriculer', libelle: 'Immatriculer une copropriété', forme: 'lien' },
  { id: 'decouvrir', libelle: 'Découvrir le registre', forme: 'menu' },
  { id: 'consulter', libelle: 'Consulter', forme: 'menu' },
  { id: 'categorisation', libelle: 'Outil de catégorisation', forme: 'lien' },
  { id: 'donneesBrutes', libelle: 'Données brutes', forme: 'lien' },
  { id: 'outils', libelle: 'Mon espace', forme: 'menu' },
] as const satisfies readonly { id: string; libelle: string; forme: 'lien' | 'menu' }[];
export type Rubrique = (typeof RUBRIQUES)[number]['id'];

/** Pictograms the home tiles may use (mapped to DSFR pictograms by the home page). */
export type Pictogramme = 'avatar' | 'aide' | 'maison' | 'livre' | 'recherche' | 'document';

export interface PageRegistre {
  id: string;
  /** absolute SPA path, without trailing slash */
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
  menu?: { rubrique: Rubrique; libelle: string };
  /** tile on the home page */
  tuile?: { titre: string; description: string; pictogramme: Pictogramme };
  charger: () => Promise<{ default: ComponentType }>;
}

export const PAGES: readonly PageRegistre[] = [
  {
    id: 'accueil',
    chemin: '/',
    titre: 'Accueil',
    fil: 'Accueil',
    acces: 'public',
    planDuSite: true,
    charger: () => import('./pages/accueil/index.tsx'),
  },
  {
    id: 'connexion',
    chemin: '/compte',
    titre: 'Connexion au registre',
    fil: 'Connexion',
    acces: 'anonyme',
    planDuSite: true,
    tuile: {
      titre: 'Se connecter',
      description: 'Accédez à votre espace de syndic, de notaire ou de teneur du registre.',
      pictogramme: 'avatar',
    },
    charger: () => import('./pages/connexion/index.tsx'),
  },
  {
    id: 'monCompte',
    chemin: '/compte/moncompte',
    titre: 'Mon compte',
    fil: 'Mon compte',
    acces: ['MON_COMPTE'],
    planDuSite: true,
    menu: { rubrique: 'outils', libelle: 'Mon compte' },
    tuile: {
      titre: 'Mon compte',
      description: 'Consultez votre profil et mettez à jour vos coordonnées.',
      pictogramme: 'avatar',
    },
    charger: () => import('./pages/mon-compte/index.tsx'),
  },
  {
    id: 'aide',
    chemin: '/aide',
    titre: 'Aide',
    fil: 'Aide',
    acces: 'public',
    planDuSite: true,
    menu: { rubrique: 'decouvrir', libelle: 'Aide et contact' },
    tuile: {
      titre: 'Aide',
      description: "Comprendre le registre, créer un compte, immatriculer une copropriété, contacter l'assistance.",
      pictogramme: 'aide',
    },
    charger: () => import('./pages/aide/index.tsx'),
  },
  {
    id: 'registreEtMoi',
    chemin: '/aide/registreetmoi',
    titre: 'Le registre et moi',
    fil: 'Le registre et moi',
    parent: 'aide',
    acces: 'public',
    planDuSite: true,
    menu: { rubrique: 'decouvrir', libelle: 'Le registre et moi' },
    tuile: {
      titre: 'Le registre et moi',
      description: 'Copropriétaire, syndic, notaire ou collectivité : ce que le registre change pour vous.',
      pictogramme: 'maison',
    },
    charger: () => import('./pages/registre-et-moi/index.tsx'),
  },
  {
    id: 'questions',
    chemin: '/aide/questionsansreponse',
    titre: 'Questions fréquentes',
    fil: 'Questions fréquentes',
    parent: 'aide',
    acces: 'public',
    planDuSite: true,
    menu: { rubrique: 'decouvrir', libelle: 'Questions fréquentes' },
    tuile: {
      titre: 'Questions fréquentes',
      description: 'Les réponses aux questions les plus posées au teneur du registre.',
      pictogramme: 'recherche',
    },
    charger: () => import('./pages/questions/index.tsx'),
  },
  {
    id: 'mentionsLegales',
    chemin: '/mentionslegales',
    titre: 'Mentions légales',
    fil: 'Mentions légales',
    acces: 'public',
    planDuSite: true,
    charger: () => import('./pages/mentions-legales/index.tsx'),
  },
  {
    id: 'accessibilite',
    chemin: '/accessibilite',
    titre: "Déclaration d'accessibilité",
    fil: 'Accessibilité',
    acces: 'public',
    planDuSite: true,
    charger: () => import('./pages/accessibilite/index.tsx'),
  },
  {
    id: 'donneesPersonnelles',
    chemin: '/donnees-personnelles',
    titre: 'Données personnelles',
    fil: 'Données personnelles',
    acces: 'public',
    planDuSite: true,
    charger: () => import('./pages/donnees-personnelles/index.tsx'),
  },
  {
    id: 'planDuSite',
    chemin: '/sitemap',
    titre: 'Plan du site',
    fil: 'Plan du site',
    acces: 'public',
    planDuSite: true,
    charger: () => import('./pages/plan-du-site/index.tsx'),
  },
];

/** Paths kept from the previous addresses (spec 001 §2): redirected even when the target is not built yet. */
export const REDIRECTIONS: readonly { de: string; vers: string }[] = [
  { de: '/activate', vers: '/compte/activation' },
  { de: '/charte-confidentialite', vers: '/institutionnels/charte-confidentialite' },
  { de: '/reclamation', vers: '/aide/formulaire' },
];

/** The not-found page (any other path). */
export const PAGE_NON_TROUVEE = {
  titre: 'Page non trouvée',
  charger: () => import('./pages/page-non-trouvee/index.tsx'),
};

/* ------------------------------------------------------------------------------------------------------------ */

/** Who is looking: what the access rules need from the session. */
export interface Visiteur {
  connecte: boolean;
  profil: Profil | null;
  autorites: readonly Autorite[];
}
export const VISITEUR_ANONYME: Visiteur = { connecte: false, profil: null, autorites: [] };

export const pageParId = (id: string) => PAGES.find((p) => p.id === id);
export const pageParChemin = (chemin: string) => PAGES.find((p) => p.chemin === normaliser(chemin));
export const pageExiste = (chemin: string) => pageParChemin(chemin) !== undefined;
const normaliser = (chemin: string) => (chemin.length > 1 ? chemin.replace(/\/+$/, '') : chemin);

export function accesAutorise(acces: AccesPage, v: Visiteur): boolean {
  if (acces === 'public') return true;
  if (acces === 'anonyme') return !v.connecte;
  if (!v.connecte) return false;
  if (acces === 'authentifie') return true;
  return acces.some((a) => v.autorites.includes(a));
}

export const peutOuvrir = (page: PageRegistre, v: Visiteur) => accesAutorise(page.acces, v);

/** Spec 001 §2: "Home. The institutional profile goes to /institutionnels" — when that page exists. */
export function cheminAccueil(v: Visiteur): string {
  if (v.profil === 'INSTITUTIONNEL') {
    const espace = pageParChemin('/institutionnels');
    if (espace && peutOuvrir(espace, v)) return espace.chemin;
  }
  return '/';
}

/**
 * Spec 001 §2: "A user holding all seven management authorities, or none, sees register plus the full management
 * menu"; otherwise each management authority controls its own entry.
 */
function entreeMenuVisible(page: PageRegistre, v: Visiteur): boolean {
  if (page.menu?.rubrique === 'gestion' && v.connecte && Array.isArray(page.acces)) {
    const detenues = AUTORITES_GESTION.filter((a) => v.autorites.includes(a));
    if (detenues.length === 0 || detenues.length === AUTORITES_GESTION.length) return true;
  }
  return peutOuvrir(page, v);
}

export interface LienMenu {
  libelle: string;
  chemin: string;
}
export type ElementMenu = (LienMenu & { entrees?: never }) | { libelle: string; chemin?: never; entrees: LienMenu[] };

/** The main menu of a visitor: "Accueil" first, then each section whose pages exist and are allowed. */
export function menuPrincipal(v: Visiteur): ElementMenu[] {
  const elements: ElementMenu[] = [{ libelle: 'Accueil', chemin: cheminAccueil(v) }];
  for (const rubrique of RUBRIQUES) {
    const entrees = PAGES.filter((p) => p.menu?.rubrique === rubrique.id && entreeMenuVisible(p, v)).map((p) => ({
      libelle: p.menu!.libelle,
      chemin: p.chemin,
    }));
    if (entrees.length === 0) continue;
    if (rubrique.forme === 'lien' && entrees.length === 1)
      elements.push({ libelle: rubrique.libelle, chemin: entrees[0].chemin });
    else elements.push({ libelle: rubrique.libelle, entrees });
  }
  return elements;
}

/** Home tiles: every page with a tile that the visitor may open. */
export const tuilesAccueil = (v: Visiteur) => PAGES.filter((p) => p.tuile && peutOuvrir(p, v));

/** Sitemap: the pages listed in the sitemap that the visitor may open, as a tree following the breadcrumb parents. */
export interface NoeudPlan {
  page: PageRegistre;
  enfants: NoeudPlan[];
}
export function planDuSite(v: Visiteur): NoeudPlan[] {
  const visibles = PAGES.filter((p) => p.planDuSite && peutOuvrir(p, v));
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

export const titreDocument = (titre: string) => `${titre} - ${NOM_SERVICE}`;
