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
import { ROUTES_MONTEES, type RouteMontee } from '@registre/shared/routes/montees';

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

import type { Pictogramme } from './pictogrammes.ts';
export type { Pictogramme };

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
  menu?: { rubrique: Rubrique; libelle: string };
  /**
   * tile on the home page; `profils`: only these profiles (and the visitors not signed in) see it, e.g. a public
   * page whose tile spec 001 §2 "Home pages by profile" gives to some profiles only
   */
  tuile?: { titre: string; description: string; pictogramme: Pictogramme; profils?: readonly Profil[] };
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
  charger: () => Promise<{ default: ComponentType }>;
}

/**
 * A route is mounted when the shared `ROUTES` (what the gateway, CDK and the Lambda router serve) declares it:
 * a route object (by method and path, as the gateway matches it) or a route id.
 */
export const routeMontee = (
  route: string | { method: string; path: string },
  montees: readonly RouteMontee[] = ROUTES_MONTEES,
): boolean =>
  typeof route === 'string'
    ? montees.some((r) => r.id === route)
    : montees.some((r) => r.method === route.method && r.path === route.path);

/** The pages whose API routes are all mounted. */
export const pagesDisponibles = (pages: readonly PageRegistre[], montees: readonly RouteMontee[] = ROUTES_MONTEES) =>
  pages.filter((p) => (p.routes ?? []).every((r) => routeMontee(r, montees)));

/** A page open to exactly who may call an API route (nobody while that route is not mounted: the page is not either). */
const accesDeLaRoute = (id: string): AccesPage => ROUTES_MONTEES.find((r) => r.id === id)?.acces ?? [];

/** Every page the SPA knows how to show, mounted or not (see `PAGES`). */
export const PAGES_PREVUES: readonly PageRegistre[] = [
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
    id: 'inscription',
    chemin: '/compte/inscription',
    titre: 'Créer un compte',
    fil: 'Créer un compte',
    parent: 'connexion',
    acces: 'anonyme',
    planDuSite: true,
    tuile: {
      titre: 'Créer un compte',
      description: 'Syndic professionnel ou bénévole : ouvrez le compte de votre établissement à partir de son SIRET.',
      pictogramme: 'signature',
    },
    routes: ['comptes.inscription', 'comptes.etablissementSirene', 'comptes.siretExiste'],
    charger: () => import('./pages/inscription/index.tsx'),
  },
  {
    id: 'activation',
    chemin: '/compte/activation',
    titre: 'Activation du compte',
    fil: 'Activation du compte',
    acces: 'public',
    planDuSite: false,
    routes: ['comptes.verifierCleActivation', 'comptes.activer', 'comptes.activerTeledeclarant'],
    charger: () => import('./pages/activation/index.tsx'),
  },
  {
    id: 'motDePasseOublie',
    chemin: '/compte/mot-de-passe-oublie',
    titre: 'Mot de passe oublié',
    fil: 'Mot de passe oublié',
    parent: 'connexion',
    acces: 'anonyme',
    planDuSite: true,
    routes: ['comptes.initialiserMotDePasse'],
    charger: () => import('./pages/mot-de-passe-oublie/index.tsx'),
  },
  {
    id: 'reinitialisation',
    chemin: '/compte/reinitialisation',
    titre: 'Choisir un nouveau mot de passe',
    fil: 'Nouveau mot de passe',
    acces: 'public',
    planDuSite: false,
    routes: ['comptes.terminerMotDePasse'],
    charger: () => import('./pages/reinitialisation/index.tsx'),
  },
  {
    id: 'changementMotDePasse',
    chemin: '/compte/mot-de-passe',
    titre: 'Changer mon mot de passe',
    fil: 'Changer mon mot de passe',
    parent: 'monCompte',
    acces: ['UPDATE_ACCOUNT'],
    planDuSite: true,
    routes: ['comptes.changerMotDePasse'],
    charger: () => import('./pages/mot-de-passe/index.tsx'),
  },
  {
    id: 'monEtablissement',
    chemin: '/compte/monetablissement',
    titre: 'Mon établissement',
    fil: 'Mon établissement',
    acces: ['MON_ENTREPRISE_LECTURE'],
    planDuSite: true,
    menu: { rubrique: 'outils', libelle: 'Mon établissement' },
    tuile: {
      titre: 'Mon établissement',
      description: 'Consultez les informations de votre établissement et tenez à jour son adresse.',
      pictogramme: 'entreprise',
    },
    routes: ['comptes.lireEtablissement'],
    charger: () => import('./pages/mon-etablissement/index.tsx'),
  },
  {
    id: 'mesComptesUtilisateurs',
    chemin: '/compte/mes-comptes-utilisateurs',
    titre: 'Mes comptes utilisateurs',
    fil: 'Mes comptes utilisateurs',
    acces: ['LIST_RECH_UTILISATEUR'],
    planDuSite: true,
    menu: { rubrique: 'outils', libelle: 'Mes comptes utilisateurs' },
    tuile: {
      titre: 'Mes comptes utilisateurs',
      description: 'Ajoutez, modifiez ou supprimez les comptes des gestionnaires et administrateurs de votre établissement.',
      pictogramme: 'communaute',
    },
    routes: ['teledeclarants.utilisateursDeMonCompte', 'referentiels.profilsDisponibles'],
    charger: () => import('./pages/mes-comptes-utilisateurs/index.tsx'),
  },
  {
    id: 'teledeclarants',
    chemin: '/teledeclarants',
    titre: 'Gestion des télédéclarants',
    fil: 'Télédéclarants',
    acces: ['LST_TELEDECLARANT'],
    planDuSite: true,
    menu: { rubrique: 'consulter', libelle: 'Télédéclarants' },
    tuile: {
      titre: 'Télédéclarants',
      description: 'Recherchez un syndic ou une étude, consultez et mettez à jour son compte, agissez en son nom.',
      pictogramme: 'recherche',
    },
    routes: ['teledeclarants.rechercher', 'referentiels.statutsTeledeclarantRecherche', 'referentiels.typesTeledeclarant'],
    charger: () => import('./pages/teledeclarants/index.tsx'),
  },
  {
    id: 'teledeclarantUtilisateurs',
    chemin: '/teledeclarants/comptes-utilisateurs/:id',
    titre: "Comptes utilisateurs d'un télédéclarant",
    fil: 'Comptes utilisateurs',
    parent: 'teledeclarants',
    acces: ['LIST_RCH_USER_TENEUR'],
    planDuSite: false,
    routes: ['teledeclarants.utilisateurs', 'teledeclarants.lire'],
    charger: () => import('./pages/teledeclarant-utilisateurs/index.tsx'),
  },
  // [validations] the keepers' queue and the single validation page (spec 000 §2 /validations)
  {
    id: 'validations',
    chemin: '/validations',
    titre: 'Demandes à valider',
    fil: 'Mes actions',
    acces: ['VALIDER_RATTACHEMENT_DECLARATION'],
    planDuSite: true,
    menu: { rubrique: 'validations', libelle: 'Demandes à valider' },
    tuile: {
      titre: 'Demandes à valider',
      description:
        'Validez, refusez ou faites préciser les immatriculations et les demandes en attente des syndics et des notaires.',
      pictogramme: 'document',
    },
    routes: ['validations.rechercher', 'validations.plusAncienne'],
    charger: () => import('./pages/validations/index.tsx'),
  },
  {
    id: 'validation',
    chemin: '/validations/:idDemande',
    titre: "Traitement d'une demande",
    fil: 'Traitement de la demande',
    parent: 'validations',
    acces: ['VALIDER_RATTACHEMENT_DECLARATION'],
    planDuSite: false,
    routes: [
      'validations.verrouiller',
      'validations.aValider',
      'validations.deverrouiller',
      'validations.valider',
      'validations.refuser',
      'validations.demanderPrecision',
      'validations.affecterTeneur',
      'validations.verrouillerSansMandat',
      'mandats.documentLien',
    ],
    charger: () => import('./pages/validations/demande.tsx'),
  },
  // [coproprietes] the condominium list of syndics and notaries (spec 000 §2 /copropriete)
  {
    id: 'coproprietes',
    chemin: '/copropriete',
    titre: 'Mes copropriétés',
    fil: 'Mes copropriétés',
    acces: ['VISUALISER_COPRO'],
    planDuSite: true,
    // (its main-menu entries, one per management filter, are ENTREES_GESTION below)
    tuile: {
      titre: 'Mes copropriétés',
      description: 'Retrouvez vos copropriétés, leur immatriculation, leur mandat et les parcelles à localiser.',
      pictogramme: 'maison',
    },
    routes: ['coproprietes.rechercher'],
    charger: () => import('./pages/copropriete/index.tsx'),
  },
  {
    id: 'parcellesNonGeolocalisees',
    chemin: '/copropriete/parcelles-non-geolocalisees/:idDeclaration',
    titre: 'Localiser les parcelles',
    fil: 'Localiser les parcelles',
    parent: 'coproprietes',
    // reading the declaration and replacing its parcels: the declarants who register (they all hold ENREGISTRER_MODIFICATIONS)
    acces: accesDeLaRoute('declarations.nouvelle'),
    planDuSite: false,
    routes: [
      'declarations.brouillon',
      'declarations.parcellesNonGeolocalisees',
      'referentiels.communes',
      'referentiels.communesAbsorbees',
      'referentiels.geocoderParcelle',
    ],
    charger: () => import('./pages/copropriete/parcelles.tsx'),
  },
  // [issue 11] a condominium's record, its updates through the registration's stepper, the completion of an exercise
  {
    id: 'ficheCopropriete',
    chemin: '/copropriete/fiche/:id',
    titre: 'Fiche de la copropriété',
    fil: 'Fiche de la copropriété',
    parent: 'coproprietes',
    acces: ['VISUALISER_COPRO'],
    planDuSite: false,
    routes: ['coproprietes.visualisation'],
    charger: () => import('./pages/copropriete/fiche.tsx'),
  },
  {
    id: 'miseAJourCopropriete',
    chemin: '/copropriete/mise-a-jour/:id/:typeMaj',
    titre: "Mise à jour d'une copropriété",
    fil: 'Mise à jour',
    // (the breadcrumb parent is the list: a parent with a parameter cannot be linked; the page links its record)
    parent: 'coproprietes',
    acces: accesDeLaRoute('declarations.ouvrirMiseAJour'),
    planDuSite: false,
    routes: [
      'coproprietes.infosAction',
      'declarations.ouvrirMiseAJour',
      'declarations.enregistrerMiseAJour',
      'referentiels.communes',
      'referentiels.communesAbsorbees',
      'referentiels.geocoderAdresse',
      'referentiels.geocoderParcelle',
      'referentiels.batiment',
    ],
    charger: () => import('./pages/copropriete/miseAJour.tsx'),
  },
  {
    id: 'exerciceNonApprouve',
    chemin: '/copropriete/fiche/:id/exercice-non-approuve',
    titre: "Compléter l'exercice non approuvé",
    fil: "Compléter l'exercice non approuvé",
    parent: 'coproprietes',
    acces: ['MAJ_COPROPRIETE_ANNUELLE', 'MAJ_COPROPRIETE_ANNUELLE_EXPIRE'],
    planDuSite: false,
    routes: ['coproprietes.visualisation', 'declarations.completerExercice'],
    charger: () => import('./pages/copropriete/exerciceNonApprouve.tsx'),
  },
  // [rattachement] attaching a condominium to the syndic's establishment (spec 000 §2 /rattacher-une-copropriete)
  {
    id: 'rattacher',
    chemin: '/rattacher-une-copropriete',
    titre: 'Rattacher une copropriété',
    fil: 'Rattacher une copropriété',
    acces: ['RATTACHER_COPROPRIETE'],
    planDuSite: true,
    // (its main-menu entry: ENTREES_GESTION below)
    tuile: {
      titre: 'Rattacher une copropriété',
      description: 'Rattachez à votre établissement une copropriété immatriculée dont vous êtes le syndic, avec votre mandat.',
      pictogramme: 'document',
    },
    routes: ['mandats.enCours', 'mandats.existe', 'mandats.rattachementOk', 'mandats.etatOk', 'mandats.mandatMemeSiren'],
    charger: () => import('./pages/rattacher-une-copropriete/index.tsx'),
  },
  {
    id: 'rattacherEdition',
    chemin: '/rattacher-une-copropriete/edit',
    titre: 'Demande de rattachement',
    fil: 'Demande de rattachement',
    parent: 'rattacher',
    acces: ['RATTACHER_COPROPRIETE'],
    planDuSite: false,
    routes: [
      'mandats.getEtat',
      'mandats.mandatMemeSiren',
      'mandats.rattachementSansJustificatif',
      'mandats.rattachement',
      'mandats.documentTeleversement',
      'mandats.documentVerifier',
    ],
    charger: () => import('./pages/rattacher-une-copropriete/edition.tsx'),
  },
  // [issue 5] renewal, successor, dissolution (syndics and notaries), the keepers' management of a condominium
  {
    id: 'renouvellement',
    chemin: '/renouveler-mandat',
    titre: 'Renouveler le mandat',
    fil: 'Renouveler le mandat',
    parent: 'coproprietes',
    acces: ['RENOUVELER_MANDAT'],
    planDuSite: false,
    routes: [
      'mandats.detailRenouvellement',
      'mandats.renouvellement',
      'mandats.documentTeleversement',
      'mandats.documentVerifier',
    ],
    charger: () => import('./pages/renouvellement/index.tsx'),
  },
  {
    id: 'declarationSuccesseur',
    chemin: '/declarer-un-successeur',
    titre: 'Déclarer un successeur',
    fil: 'Déclarer un successeur',
    parent: 'coproprietes',
    acces: ['DECLARER_SUCCESSEUR'],
    planDuSite: false,
    routes: ['mandats.detailMandatCopro', 'mandats.verifierSuccesseurPossible', 'mandats.declarerSuccesseur'],
    charger: () => import('./pages/successeur/declarer.tsx'),
  },
  {
    id: 'confirmationSuccesseur',
    chemin: '/successeur/:cle',
    titre: 'Reprise d’une copropriété par un nouveau syndic',
    fil: 'Reprise d’une copropriété',
    acces: 'public',
    planDuSite: false,
    routes: ['mandats.lireSuccesseur', 'mandats.confirmerSuccesseur', 'mandats.supprimerDeclarationPredecesseur'],
    charger: () => import('./pages/successeur/confirmer.tsx'),
  },
  {
    id: 'dissolution',
    chemin: '/copropriete/declarer-une-dissolution',
    titre: 'Déclarer une dissolution',
    fil: 'Déclarer une dissolution',
    parent: 'coproprietes',
    acces: ['DISSOUDRE_COPRO'],
    planDuSite: true,
    // (its main-menu entry, the list filtered on dissolution: ENTREES_GESTION below)
    // spec 001 §2 "Home pages by profile": notaries « declare dissolution (/copropriete/declarer-une-dissolution) »
    tuile: {
      titre: 'Déclarer une dissolution',
      description: "Déclarez la dissolution d'une copropriété immatriculée, avec son motif et ses pièces justificatives.",
      pictogramme: 'document',
    },
    routes: [
      'coproprietes.infosDissolution',
      'coproprietes.dissoudre',
      'referentiels.motifsDissolution',
      'referentiels.faitsGenerateurs',
      'referentiels.piecesDissolution',
      'mandats.documentTeleversement',
      'mandats.documentVerifier',
    ],
    charger: () => import('./pages/dissolution/index.tsx'),
  },
  {
    id: 'gestionCopropriete',
    chemin: '/gestion-copropriete',
    titre: 'Gérer une copropriété',
    fil: 'Gérer une copropriété',
    acces: ['VALIDER_RATTACHEMENT_DECLARATION'],
    planDuSite: true,
    menu: { rubrique: 'administration', libelle: 'Gérer une copropriété' },
    routes: [
      'validations.infosValidation',
      'mandats.courant',
      'coproprietes.declarationsPrecedentes',
      'coproprietes.supprimerDeclarations',
      'coproprietes.supprimerCopropriete',
      'coproprietes.retirerRattachement',
      'coproprietes.supprimerMandatRattachement',
      'mandats.mandatsSupprimables',
      'mandats.supprimerMandat',
      'mandats.modifierDateDebutMandat',
      'mandats.modifierDateFinMandatArchive',
    ],
    charger: () => import('./pages/gestion-copropriete/index.tsx'),
  },
  // [journal] the keepers' event journal (spec 001 §2 evenement-journal, "Administration / event journal")
  {
    id: 'evenementJournal',
    chemin: '/evenement-journal',
    titre: 'Journal des événements',
    fil: 'Journal des événements',
    acces: ['RECHERCHE_EVENEMENT_JOURNAL'],
    planDuSite: true,
    menu: { rubrique: 'administration', libelle: 'Journal des événements' },
    tuile: {
      titre: 'Journal des événements',
      description: 'Retrouvez qui a fait quoi et quand dans le registre : connexions, comptes, immatriculations, validations.',
      pictogramme: 'recherche',
    },
    routes: [
      'journal.profils',
      'journal.categories',
      'journal.typesEvenement',
      'journal.tousLesTypes',
      'journal.modalites',
      'journal.rechercher',
    ],
    charger: () => import('./pages/evenement-journal/index.tsx'),
  },
  // [issue 14] the keepers' MCO indicators (spec 001 §2 indicateurs-MCO, menu "Dashboard / indicators MCO")
  {
    id: 'indicateursMco',
    chemin: '/indicateurs-MCO',
    titre: 'Indicateurs MCO',
    fil: 'Indicateurs MCO',
    acces: ['SUIVI_INDICATEURS_MCO'],
    planDuSite: true,
    menu: { rubrique: 'tableauDeBord', libelle: 'Tableau de bord / indicateurs MCO' },
    routes: ['journal.indicateursMco'],
    charger: () => import('./pages/indicateurs-mco/index.tsx'),
  },
  // the keepers' inbox of the contact form (extension of spec 001 §7 "Complaint form")
  {
    id: 'reclamations',
    chemin: '/reclamations',
    titre: 'Demandes de contact',
    fil: 'Demandes de contact',
    acces: ['VALIDER_RATTACHEMENT_DECLARATION'],
    planDuSite: true,
    menu: { rubrique: 'administration', libelle: 'Demandes de contact' },
    tuile: {
      titre: 'Demandes de contact',
      description: 'Les demandes reçues par le formulaire de contact : attribuez-les, répondez au demandeur, clôturez-les.',
      pictogramme: 'communaute',
    },
    routes: [
      'reclamation.liste',
      'reclamation.detail',
      'reclamation.lienPiece',
      'reclamation.attribuer',
      'reclamation.repondre',
      'reclamation.clore',
    ],
    charger: () => import('./pages/reclamations/index.tsx'),
  },
  // [notaires] the client-certificate flows of spec 001 §4 "Notary flow" and §8 (`reload_identity`, `ntr`)
  {
    id: 'certificatNotaire',
    chemin: '/compte/certificat',
    titre: 'Votre certificat',
    fil: 'Votre certificat',
    acces: 'public',
    planDuSite: false,
    routes: ['comptes.infoCertificat', 'comptes.etudeNotariale'],
    charger: () => import('./pages/certificat/index.tsx'),
  },
  {
    id: 'accesNotaires',
    chemin: '/compte/acces-notaires',
    titre: 'Accès des notaires par certificat',
    fil: 'Accès des notaires',
    acces: 'public',
    planDuSite: false,
    routes: ['comptes.etudeNotariale'],
    charger: () => import('./pages/acces-notaires/index.tsx'),
  },
  {
    id: 'monEtude',
    chemin: '/compte/monetude',
    titre: 'Mon étude notariale',
    fil: 'Mon étude notariale',
    acces: ['MON_ENTREPRISE_LECTURE'],
    profils: ['NOTAIRE_ADMIN', 'NOTAIRE_NOTAIRE', 'NOTAIRE_COLLAB'],
    // [issue 27] GET /api/public/etudenotariale answers the certificate only: not offered to a password session
    certificat: true,
    planDuSite: true,
    menu: { rubrique: 'outils', libelle: 'Mon étude notariale' },
    tuile: {
      titre: 'Mon étude notariale',
      description: "Consultez les informations de votre étude ; les notaires en tiennent à jour l'adresse et le téléphone.",
      pictogramme: 'document',
    },
    routes: ['comptes.etudeNotariale', 'comptes.modifierEtude'],
    charger: () => import('./pages/mon-etude/index.tsx'),
  },
  // [institutionnels] the institutional single sign-on and the charter (spec 001 §4 "Institutional flow")
  {
    id: 'retourClavis',
    chemin: '/compte/clavis',
    titre: 'Connexion institutionnelle',
    fil: 'Connexion institutionnelle',
    parent: 'connexion',
    acces: 'public',
    planDuSite: false,
    routes: ['institutionnels.urlsClavis', 'institutionnels.retourClavis', 'institutionnels.lireCharte'],
    charger: () => import('./pages/clavis/index.tsx'),
  },
  {
    id: 'institutionnels',
    chemin: '/institutionnels',
    titre: 'Espace institutionnel',
    fil: 'Espace institutionnel',
    acces: ['CHART_CONFIDENTIALITE', 'CATEGORISATION'],
    planDuSite: true,
    routes: ['institutionnels.lireCharte', 'institutionnels.attributsClavis', 'institutionnels.niveauGeographiqueClavis'],
    charger: () => import('./pages/institutionnels/index.tsx'),
  },
  {
    id: 'charteConfidentialite',
    chemin: '/institutionnels/charte-confidentialite',
    titre: 'Charte de confidentialité',
    fil: 'Charte de confidentialité',
    parent: 'institutionnels',
    acces: ['CHART_CONFIDENTIALITE'],
    planDuSite: true,
    routes: [
      'institutionnels.lireCharte',
      'institutionnels.accepterCharte',
      'institutionnels.estAuthentifieClavis',
      'institutionnels.deconnexionClavis',
    ],
    charger: () => import('./pages/charte-confidentialite/index.tsx'),
  },
  // [issue 13] the categorisation tool (spec 001 §2 institutionnels/outil-categorisation, §3, §7 "Categorisation")
  {
    id: 'outilCategorisation',
    chemin: '/institutionnels/outil-categorisation',
    titre: 'Outil de catégorisation',
    fil: 'Outil de catégorisation',
    parent: 'institutionnels',
    acces: ['CATEGORISATION'],
    planDuSite: true,
    menu: { rubrique: 'categorisation', libelle: 'Outil de catégorisation' },
    tuile: {
      titre: 'Outil de catégorisation',
      description:
        'Repérez les copropriétés de votre territoire selon leur taille, leur gestion, leurs procédures et leurs indicateurs financiers ; enregistrez et partagez vos recherches.',
      pictogramme: 'recherche',
    },
    routes: [
      'institutionnels.niveauGeographiqueClavis',
      'categorisation.findRegroupementWithCriterias',
      'categorisation.findWithCriterias',
      'categorisation.saveCriterias',
      'categorisation.getMySearches',
      'categorisation.getSharedSearches',
      'categorisation.delete',
      'statistiques.regions',
      'statistiques.departementsDeRegion',
      'statistiques.epciDeDepartement',
      'statistiques.communesDeEpci',
      'statistiques.communesDeDepartement',
    ],
    charger: () => import('./pages/outil-categorisation/index.tsx'),
  },
  // [donnees-brutes] the raw data (spec 001 §2 institutionnels/donnees-brutes, §7 "Raw data", issue 10)
  {
    id: 'donneesBrutes',
    chemin: '/institutionnels/donnees-brutes',
    titre: 'Données brutes',
    fil: 'Données brutes',
    parent: 'institutionnels',
    acces: ['DONNEES_BRUTES'],
    planDuSite: true,
    menu: { rubrique: 'donneesBrutes', libelle: 'Données brutes' },
    tuile: {
      titre: 'Données brutes',
      description:
        'Téléchargez le fichier des copropriétés du registre (CSV, 72 colonnes), publié chaque nuit, et son guide de lecture.',
      pictogramme: 'telechargement',
    },
    routes: ['donneesBrutes.fichiers', 'donneesBrutes.telecharger', 'donneesBrutes.lancerExport', 'donneesBrutes.suivreExport'],
    charger: () => import('./pages/donnees-brutes/index.tsx'),
  },
  // [immatriculation] the registration wizard (spec 000 §2 /immatriculer-copropriete, §4 "Registration flow")
  {
    id: 'immatriculer',
    chemin: '/immatriculer-copropriete',
    titre: 'Immatriculer une copropriété',
    fil: 'Immatriculer une copropriété',
    acces: accesDeLaRoute('declarations.nouvelle'),
    planDuSite: true,
    menu: { rubrique: 'immatriculer', libelle: 'Immatriculer une copropriété' },
    tuile: {
      titre: 'Immatriculer une copropriété',
      description: 'Déclarez une copropriété au registre étape par étape, reprenez ou supprimez vos brouillons.',
      pictogramme: 'maison',
    },
    routes: ['declarations.brouillons', 'declarations.nouvelle', 'declarations.supprimerBrouillon'],
    charger: () => import('./pages/immatriculer-copropriete/index.tsx'),
  },
  {
    id: 'immatriculerEtape',
    chemin: '/immatriculer-copropriete/:etape',
    titre: 'Immatriculer une copropriété',
    fil: 'Déclaration',
    parent: 'immatriculer',
    acces: accesDeLaRoute('declarations.nouvelle'),
    planDuSite: false,
    routes: [
      'declarations.nouvelle',
      'declarations.brouillon',
      'declarations.enregistrerBrouillon',
      'declarations.doublonsBrouillon',
      'referentiels.communes',
      'referentiels.communesAbsorbees',
      'referentiels.geocoderAdresse',
      'referentiels.geocoderParcelle',
      'referentiels.batiment',
    ],
    charger: () => import('./pages/immatriculer-copropriete/Assistant.tsx'),
  },
  // [issue 12] the public directory (spec 001 §2 annuaire, §3 "Directory", §4 "Geocode search in the directory")
  {
    id: 'annuaire',
    chemin: '/annuaire',
    titre: 'Annuaire des copropriétés',
    fil: 'Annuaire',
    acces: 'public',
    planDuSite: true,
    menu: { rubrique: 'consulter', libelle: 'Annuaire des copropriétés' },
    tuile: {
      titre: 'Annuaire des copropriétés',
      description:
        'Trouvez une copropriété immatriculée par son adresse, sa commune, son nom ou son numéro, en liste ou sur la carte.',
      pictogramme: 'recherche',
      // spec 001 §2 "Home pages by profile": declarant administrators, keepers, notaries (and visitors)
      profils: [
        'TELE_NONPRO_ADMIN_PRINC',
        'TELE_NONPRO_ADMIN_SECOND',
        'TELE_PRO_ADMIN_PRINC',
        'TELE_PRO_ADMIN_SECOND',
        'NOTAIRE_ADMIN',
        'NOTAIRE_NOTAIRE',
        'NOTAIRE_COLLAB',
        'TENEUR_ADMIN_PRINC',
        'TENEUR_ADMIN_SCOND',
        'TENEUR_ASS_HOTLINE_ADMIN',
        'TENEUR_ASS_HOTLINE_GES',
      ],
    },
    routes: [
      'annuaire.rechercher',
      'annuaire.fiche',
      'referentiels.geocoderAdresse',
      'referentiels.batiment',
      'statistiques.departementsDeRegion',
      'statistiques.rechercheCommunes',
    ],
    charger: () => import('./pages/annuaire/index.tsx'),
  },
  {
    id: 'ficheAnnuaire',
    chemin: '/annuaire/copropriete/:id',
    titre: "Fiche publique d'une copropriété",
    fil: 'Fiche de la copropriété',
    parent: 'annuaire',
    acces: 'public',
    planDuSite: false,
    routes: ['annuaire.fiche'],
    charger: () => import('./pages/annuaire/fiche.tsx'),
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
  // the contact/complaint form (spec 001 §2 aide/formulaire, §7 "Complaint form"); `/reclamation` redirects here
  {
    id: 'formulaireContact',
    chemin: '/aide/formulaire',
    titre: 'Nous contacter',
    fil: 'Nous contacter',
    parent: 'aide',
    acces: 'public',
    planDuSite: true,
    routes: [
      'reclamation.typesDemandeur',
      'reclamation.objets',
      'reclamation.types',
      'reclamation.obligatoires',
      'reclamation.nomCopropriete',
      'reclamation.enregistrer',
      'public.pdfEstValide',
      'public.defiCaptcha',
      'public.verifierCaptcha',
    ],
    charger: () => import('./pages/reclamation/formulaire.tsx'),
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
  // the tutorials (spec 001 §2 aide/tutoriels/videos): step-by-step guides, with a captioned video when one ships
  {
    id: 'tutoriels',
    chemin: '/aide/tutoriels/videos',
    titre: 'Tutoriels',
    fil: 'Tutoriels',
    parent: 'aide',
    acces: 'public',
    planDuSite: true,
    menu: { rubrique: 'decouvrir', libelle: 'Tutoriels' },
    charger: () => import('./pages/aide/tutoriels/index.tsx'),
  },
  {
    id: 'donneesOuvertes',
    chemin: '/donnees-ouvertes',
    titre: 'Données ouvertes',
    fil: 'Données ouvertes',
    acces: 'public',
    planDuSite: true,
    tuile: {
      titre: 'Données ouvertes',
      description:
        'Téléchargez librement la liste des copropriétés immatriculées, mise à jour chaque nuit, et son guide de lecture.',
      pictogramme: 'telechargement',
    },
    tuileRemplaceePar: 'donneesBrutes',
    routes: ['donneesBrutes.fichiers', 'donneesBrutes.telecharger'],
    charger: () => import('./pages/donnees-ouvertes/index.tsx'),
  },
  // the newsletter archive (spec 001 §2 newsletter, §7 "Newsletter and memo sheets"); publication by the keepers'
  // administrators on the same page
  {
    id: 'newsletter',
    chemin: '/newsletter',
    titre: "Lettres d'information",
    fil: "Lettres d'information",
    acces: 'public',
    planDuSite: true,
    routes: ['newsletter.liste', 'newsletter.telecharger'],
    charger: () => import('./pages/newsletter/index.tsx'),
  },
  // [issue 12] the public statistics (spec 001 §2 consulter-les-statistiques-du-registre, §7 "Statistics and geography")
  {
    id: 'statistiques',
    chemin: '/consulter-les-statistiques-du-registre',
    titre: 'Statistiques du registre',
    fil: 'Statistiques',
    acces: 'public',
    planDuSite: true,
    menu: { rubrique: 'statistiques', libelle: 'Statistiques' },
    tuile: {
      titre: 'Statistiques',
      description:
        'Les copropriétés immatriculées de la France à la commune : taille, âge, syndics, mandats, mises à jour ; le rapport à télécharger.',
      pictogramme: 'statistiques',
    },
    routes: [
      'statistiques.regions',
      'statistiques.departementsDeRegion',
      'statistiques.epciDeDepartement',
      'statistiques.epciDeRegion',
      'statistiques.communesDeEpci',
      'statistiques.communesDeDepartement',
      'statistiques.annees',
      'statistiques.trimestres',
      'statistiques.chiffres',
      'statistiques.rapport',
    ],
    charger: () => import('./pages/statistiques/index.tsx'),
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
  // [issue 14] the invalid-user page (spec 001 §2 utilisateur-non-valide): where the session logic sends an account that
  // may not use the register (restricted profile, institutional login without a valid account, charter refused)
  {
    id: 'utilisateurNonValide',
    chemin: '/utilisateur-non-valide',
    titre: 'Accès au registre impossible',
    fil: 'Accès impossible',
    acces: 'public',
    planDuSite: false,
    charger: () => import('./pages/utilisateur-non-valide/index.tsx'),
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

/** The pages of the SPA: those whose API routes are mounted (derived from `ROUTES`). */
export const PAGES: readonly PageRegistre[] = pagesDisponibles(PAGES_PREVUES);

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
  /** the session was opened by a client certificate (the notaries' entrance) */
  parCertificat?: boolean;
}
export const VISITEUR_ANONYME: Visiteur = { connecte: false, profil: null, autorites: [] };

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
const avecParametres = (p: PageRegistre) => p.chemin.includes('/:');

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

/* ---------- the condominium-management menu (spec 001 §2 "Main menu by authority") ---------- */

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

export interface EntreeGestion {
  libelle: string;
  /** the management authorities that control the entry (one of the seven of spec 001 §2, see `ENTREES_GESTION`) */
  autorites: readonly Autorite[];
  /** id of the page the entry opens */
  page: string;
  /** the list filter of spec 001 §2 when the entry opens the condominium list */
  filtre?: FiltreListe;
  /** id of the page a row of that filtered list leads to: the entry is offered only to who may open it too */
  action?: string;
}

/**
 * The seven entries of « Gérer mes copropriétés » (spec 001 §2): all, standard update, annual update, mandate
 * renewal, successor declaration, joining, dissolution, with the filter values seeAllCopro, standard, annuelle,
 * renouveler-mandat, declare-new-successor and dissolution; each controlled by its management authority. « All » is
 * the list of one's condominiums: GERER_COPROPRIETE, or VISUALISER_COPRO for those who only consult them (notaries,
 * notary collaborators, hotline keepers: spec 001 §2 "Home pages by profile", « view »).
 */
export const ENTREES_GESTION: readonly EntreeGestion[] = [
  {
    libelle: 'Toutes mes copropriétés',
    autorites: ['GERER_COPROPRIETE', 'VISUALISER_COPRO'],
    page: 'coproprietes',
    filtre: 'seeAllCopro',
  },
  { libelle: 'Mise à jour standard', autorites: ['MAJ_COPROPRIETE_STANDARD'], page: 'coproprietes', filtre: 'standard' },
  { libelle: 'Mise à jour annuelle', autorites: ['MAJ_COPROPRIETE_ANNUELLE'], page: 'coproprietes', filtre: 'annuelle' },
  {
    libelle: 'Renouveler un mandat',
    autorites: ['RENOUVELER_MANDAT'],
    page: 'coproprietes',
    filtre: 'renouveler-mandat',
    action: 'renouvellement',
  },
  {
    libelle: 'Déclarer un successeur',
    autorites: ['DECLARER_SUCCESSEUR'],
    page: 'coproprietes',
    filtre: 'declare-new-successor',
    action: 'declarationSuccesseur',
  },
  { libelle: 'Rattacher une copropriété', autorites: ['RATTACHER_COPROPRIETE'], page: 'rattacher' },
  {
    libelle: 'Déclarer une dissolution',
    autorites: ['DISSOUDRE_COPRO'],
    page: 'coproprietes',
    filtre: 'dissolution',
    action: 'dissolution',
  },
];

/**
 * Spec 001 §2: "A user holding all seven management authorities, or none, sees register plus the full management
 * menu"; otherwise each management authority controls its own entry. No entry may lead to « Accès non autorisé »,
 * so "none" is read as the visitor who is not signed in (who holds no authority at all): they see register and the
 * full management menu, each entry leading to the sign-in page and, once signed in, back to the page when the account
 * may open it (GardePage). A signed-in account holding none of the seven (notary collaborator, hotline keepers,
 * institutional) sees only the entries it may open: « Toutes mes copropriétés » when it consults condominiums.
 * A signed-in account holding all seven sees them all (each page is still checked, e.g. while not mounted).
 */
function entreeGestionVisible(e: EntreeGestion, v: Visiteur): boolean {
  const page = pageParId(e.page);
  const action = e.action ? pageParId(e.action) : null;
  if (!page || action === undefined) return false;
  if (!v.connecte) return true;
  const toutes = AUTORITES_GESTION.every((a) => v.autorites.includes(a));
  if (!toutes && !e.autorites.some((a) => v.autorites.includes(a))) return false;
  return peutOuvrir(page, v) && (action === null || peutOuvrir(action, v));
}

/** The management entries a visitor sees, as menu links. */
export const entreesGestion = (v: Visiteur): LienMenu[] =>
  ENTREES_GESTION.filter((e) => entreeGestionVisible(e, v)).map((e) => ({
    libelle: e.libelle,
    chemin: e.filtre ? lienListe(e.filtre)! : pageParId(e.page)!.chemin,
  }));

function entreeMenuVisible(page: PageRegistre, v: Visiteur): boolean {
  // spec 001 §2 (see entreeGestionVisible): the visitor who is not signed in sees « register », which asks to sign in
  if (page.menu?.rubrique === 'immatriculer' && !v.connecte && Array.isArray(page.acces)) return true;
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
    const entrees = [
      ...(rubrique.id === 'gestion' ? entreesGestion(v) : []),
      ...PAGES.filter((p) => p.menu?.rubrique === rubrique.id && !avecParametres(p) && entreeMenuVisible(p, v)).map((p) => ({
        libelle: p.menu!.libelle,
        chemin: p.chemin,
      })),
    ];
    if (entrees.length === 0) continue;
    if (rubrique.forme === 'lien' && entrees.length === 1)
      elements.push({ libelle: rubrique.libelle, chemin: entrees[0].chemin });
    else elements.push({ libelle: rubrique.libelle, entrees });
  }
  return elements;
}

/* ---------- the home page by profile (spec 001 §2 "Home pages by profile") ---------- */

/** The home page's kinds of visitors, each with its sections and tiles in spec 001 §2. */
export type ProfilAccueil =
  | 'visiteur'
  | 'administrateurTeledeclarant'
  | 'gestionnaireTeledeclarant'
  | 'teneur'
  | 'teneurHotline'
  | 'notaire'
  | 'collaborateurNotaire'
  | 'institutionnel';

export function profilAccueil(v: Visiteur): ProfilAccueil {
  const p = v.connecte ? v.profil : null;
  if (p === null || p === 'DEFAULT' || p === 'RESTREINT') return 'visiteur';
  if (p === 'INSTITUTIONNEL') return 'institutionnel';
  if (p === 'NOTAIRE_COLLAB') return 'collaborateurNotaire';
  if (p.startsWith('NOTAIRE_')) return 'notaire';
  if (p === 'TENEUR_ASS_HOTLINE_ADMIN' || p === 'TENEUR_ASS_HOTLINE_GES') return 'teneurHotline';
  if (p.startsWith('TENEUR_')) return 'teneur';
  if (p.endsWith('_GESTION')) return 'gestionnaireTeledeclarant';
  return 'administrateurTeledeclarant';
}

/** Tiles that open the condominium list on a filter (spec 001 §2: "The home tile for the condominium list…"). */
const TUILES_LISTE: readonly {
  id: string;
  filtre: FiltreListe;
  autorite: Autorite;
  tuile: NonNullable<PageRegistre['tuile']>;
}[] = [
  {
    id: 'coproprietes:standard',
    filtre: 'standard',
    autorite: 'MAJ_COPROPRIETE_STANDARD',
    tuile: {
      titre: 'Mettre à jour une copropriété',
      description: "Corrigez ou complétez à tout moment les informations d'une copropriété immatriculée (mise à jour standard).",
      pictogramme: 'document',
    },
  },
  {
    id: 'coproprietes:annuelle',
    filtre: 'annuelle',
    autorite: 'MAJ_COPROPRIETE_ANNUELLE',
    tuile: {
      titre: 'Mise à jour annuelle',
      description: "Déclarez chaque année, après l'approbation des comptes, les données financières et techniques.",
      pictogramme: 'livre',
    },
  },
  {
    id: 'coproprietes:mandate',
    filtre: 'mandate',
    autorite: 'RENOUVELER_MANDAT',
    tuile: {
      titre: 'Mes mandats',
      description: 'Les copropriétés dont vous êtes le syndic : dates de fin de mandat, renouvellement, successeur.',
      pictogramme: 'signature',
    },
  },
];

/**
 * The action tiles of each kind of visitor, in the order of spec 001 §2 "Home pages by profile" (ids of pages, or of
 * `TUILES_LISTE`); null: every tile the visitor may open (the visitor who is not signed in: the public tiles).
 * Keepers' « data » is the raw data, or the public open data for the hotline who may not open the raw data.
 */
export const TUILES_PAR_PROFIL: Record<ProfilAccueil, readonly string[] | null> = {
  visiteur: null,
  administrateurTeledeclarant: [
    'immatriculer',
    'coproprietes',
    'coproprietes:standard',
    'coproprietes:annuelle',
    'coproprietes:mandate',
    'rattacher',
    'annuaire',
    'statistiques',
  ],
  gestionnaireTeledeclarant: ['immatriculer', 'coproprietes', 'rattacher', 'monCompte', 'monEtablissement'],
  teneur: [
    'validations',
    'evenementJournal',
    'reclamations',
    'coproprietes',
    'teledeclarants',
    'annuaire',
    'statistiques',
    'donneesBrutes',
    'donneesOuvertes',
  ],
  teneurHotline: [
    'validations',
    'evenementJournal',
    'reclamations',
    'coproprietes',
    'teledeclarants',
    'annuaire',
    'statistiques',
    'donneesBrutes',
    'donneesOuvertes',
  ],
  notaire: ['immatriculer', 'dissolution', 'coproprietes', 'statistiques', 'annuaire'],
  collaborateurNotaire: ['coproprietes', 'statistiques', 'annuaire'],
  institutionnel: ['outilCategorisation', 'donneesBrutes'],
};

/**
 * The tiles whose audience spec 001 §2 decides (above): any other page's tile (a page added later) is shown to
 * whoever may open it, following its own `tuile.profils`.
 */
const TUILES_REGIES = new Set([
  ...Object.values(TUILES_PAR_PROFIL).flatMap((ids) => ids ?? []),
  'connexion',
  'inscription',
  'monCompte',
  'monEtablissement',
  'mesComptesUtilisateurs',
  'monEtude',
  'aide',
  'registreEtMoi',
  'questions',
]);

/** The account tiles: shown in their own « account » section of the home page. */
const TUILES_COMPTE = new Set(['monCompte', 'monEtablissement', 'mesComptesUtilisateurs', 'monEtude']);

export interface TuileAccueil {
  id: string;
  chemin: string;
  tuile: NonNullable<PageRegistre['tuile']>;
  page: PageRegistre;
  section: 'actions' | 'compte';
}

const tuileDePage = (p: PageRegistre): TuileAccueil => ({
  id: p.id,
  // the condominium list's tile opens it on « all » (spec 001 §2 filter seeAllCopro)
  chemin: p.id === 'coproprietes' ? (lienListe('seeAllCopro') ?? p.chemin) : p.chemin,
  tuile: p.tuile!,
  page: p,
  section: TUILES_COMPTE.has(p.id) ? 'compte' : 'actions',
});

/** Home tiles of a visitor (spec 001 §2): those of its kind, each only when the visitor may open its page. */
export function tuilesAccueil(v: Visiteur): TuileAccueil[] {
  const ouvrable = (p: PageRegistre) =>
    !!p.tuile && !avecParametres(p) && peutOuvrir(p, v) && !tuileRemplacee(p, v) && tuilePourProfil(p, v);
  const liste = TUILES_PAR_PROFIL[profilAccueil(v)];
  if (liste === null) return PAGES.filter(ouvrable).map(tuileDePage);
  const tuiles: TuileAccueil[] = [];
  for (const id of liste) {
    const filtree = TUILES_LISTE.find((t) => t.id === id);
    const page = pageParId(filtree ? 'coproprietes' : id);
    if (!page) continue;
    if (filtree) {
      if (peutOuvrir(page, v) && v.autorites.includes(filtree.autorite))
        tuiles.push({ id, chemin: lienListe(filtree.filtre)!, tuile: filtree.tuile, page, section: 'actions' });
    } else if (ouvrable(page)) tuiles.push(tuileDePage(page));
  }
  // the pages whose tile spec 001 §2 does not place (added since): for whoever may open them
  for (const p of PAGES) if (!TUILES_REGIES.has(p.id) && ouvrable(p)) tuiles.push(tuileDePage(p));
  return tuiles;
}
const tuilePourProfil = (p: PageRegistre, v: Visiteur) =>
  !p.tuile?.profils || !v.connecte || (v.profil !== null && p.tuile.profils.includes(v.profil));
const tuileRemplacee = (p: PageRegistre, v: Visiteur) => {
  const autre = p.tuileRemplaceePar ? pageParId(p.tuileRemplaceePar) : undefined;
  return autre !== undefined && peutOuvrir(autre, v);
};

/** The sections of the home page (spec 001 §2 "Sections that exist"), in their order on the page. */
export type SectionAccueil =
  | 'messageInfo'
  | 'activation'
  | 'video'
  | 'tableauDeBordSyndic'
  | 'tableauDeBordTeneur'
  | 'tuiles'
  | 'compte'
  | 'tableauCoproprietes'
  | 'tutoriels'
  | 'liens';

/** The tutorials page (built on its own): the video highlight and the tutorial cards link to it. */
export const CHEMIN_TUTORIELS = '/aide/tutoriels/videos';

/**
 * The sections a visitor's home page shows (spec 001 §2 "Home pages by profile"): the information message for
 * everyone (when there is one); the activation banner for ATTENTE_ACTIVATION_TELE; the video highlight and the
 * tutorial cards for the public, the declarants and the notaries (those the tutorials are for); the syndic board
 * for syndic profiles (« Syndic profiles load the board counters »); the keepers' indicator dashboard for keepers
 * (« keeper profiles load indicators »); the tiles; the account tiles; the table of one's latest condominiums with
 * « Voir toutes les copropriétés » for those who declare them (syndics, notaries); the link cards for everyone.
 */
export function sectionsAccueil(v: Visiteur): SectionAccueil[] {
  const qui = profilAccueil(v);
  const tuiles = tuilesAccueil(v);
  const declarant = qui === 'administrateurTeledeclarant' || qui === 'gestionnaireTeledeclarant';
  const tutoriels =
    pageExiste(CHEMIN_TUTORIELS) && (qui === 'visiteur' || declarant || qui === 'notaire' || qui === 'collaborateurNotaire');
  const liste = pageParId('coproprietes');
  const sections: (SectionAccueil | false)[] = [
    'messageInfo',
    v.autorites.includes('ATTENTE_ACTIVATION_TELE') && pageExiste('/compte/activation') && 'activation',
    tutoriels && 'video',
    declarant &&
      v.autorites.includes('MAJ_COPROPRIETE_ANNUELLE') &&
      routeMontee('coproprietes.tableauDeBordSyndic') &&
      'tableauDeBordSyndic',
    (qui === 'teneur' || qui === 'teneurHotline') &&
      routeMontee({ method: 'GET', path: '/api/coproprietes/indicateurs' }) &&
      'tableauDeBordTeneur',
    tuiles.some((t) => t.section === 'actions') && 'tuiles',
    tuiles.some((t) => t.section === 'compte') && 'compte',
    (declarant || qui === 'notaire' || qui === 'collaborateurNotaire') &&
      !!liste &&
      peutOuvrir(liste, v) &&
      'tableauCoproprietes',
    tutoriels && 'tutoriels',
    'liens',
  ];
  return sections.filter((s): s is SectionAccueil => s !== false);
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

export const titreDocument = (titre: string) => `${titre} - ${NOM_SERVICE}`;
