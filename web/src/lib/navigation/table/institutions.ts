/** Route table, part: the notaries' certificate flows, the institutional sign-on and charter, the categorisation tool, the raw data (in the menu's and the tiles' order; see ../pages.ts). */
import type { PageRegistre } from '../types.ts';

export const PAGES_INSTITUTIONS: readonly PageRegistre[] = [
  // [notaires] the client-certificate flows of spec 001 §4 "Notary flow" and §8 (`reload_identity`, `ntr`)
  {
    id: 'certificatNotaire',
    chemin: '/compte/certificat',
    titre: 'Votre certificat',
    fil: 'Votre certificat',
    acces: 'public',
    planDuSite: false,
    routes: ['comptes.infoCertificat', 'comptes.etudeNotariale'],
  },
  {
    id: 'accesNotaires',
    chemin: '/compte/acces-notaires',
    titre: 'Accès des notaires par certificat',
    fil: 'Accès des notaires',
    acces: 'public',
    planDuSite: false,
    routes: ['comptes.etudeNotariale'],
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
  },
  {
    id: 'institutionnels',
    chemin: '/institutionnels',
    titre: 'Espace institutionnel',
    fil: 'Espace institutionnel',
    acces: ['CHART_CONFIDENTIALITE', 'CATEGORISATION'],
    planDuSite: true,
    routes: ['institutionnels.lireCharte', 'institutionnels.attributsClavis', 'institutionnels.niveauGeographiqueClavis'],
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
  },
];
