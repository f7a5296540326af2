/**
 * The lazy page loaders, by page id (the route table, src/lib/navigation, holds data only): the one place that
 * imports the pages. A page of the table without a loader fails router/chargeurs.test.ts.
 */
import type { ComponentType } from 'react';

export type Chargeur = () => Promise<{ default: ComponentType }>;

export const CHARGEURS: Readonly<Record<string, Chargeur>> = {
  accueil: () => import('../pages/accueil/index.tsx'),
  connexion: () => import('../pages/connexion/index.tsx'),
  monCompte: () => import('../pages/mon-compte/index.tsx'),
  inscription: () => import('../pages/inscription/index.tsx'),
  activation: () => import('../pages/activation/index.tsx'),
  motDePasseOublie: () => import('../pages/mot-de-passe-oublie/index.tsx'),
  reinitialisation: () => import('../pages/reinitialisation/index.tsx'),
  changementMotDePasse: () => import('../pages/mot-de-passe/index.tsx'),
  monEtablissement: () => import('../pages/mon-etablissement/index.tsx'),
  mesComptesUtilisateurs: () => import('../pages/mes-comptes-utilisateurs/index.tsx'),
  teledeclarants: () => import('../pages/teledeclarants/index.tsx'),
  teledeclarantUtilisateurs: () => import('../pages/teledeclarant-utilisateurs/index.tsx'),
  validations: () => import('../pages/validations/index.tsx'),
  validation: () => import('../pages/validations/demande.tsx'),
  coproprietes: () => import('../pages/copropriete/index.tsx'),
  parcellesNonGeolocalisees: () => import('../pages/copropriete/parcelles.tsx'),
  ficheCopropriete: () => import('../pages/copropriete/fiche.tsx'),
  miseAJourCopropriete: () => import('../pages/copropriete/miseAJour.tsx'),
  exerciceNonApprouve: () => import('../pages/copropriete/exerciceNonApprouve.tsx'),
  rattacher: () => import('../pages/rattacher-une-copropriete/index.tsx'),
  rattacherEdition: () => import('../pages/rattacher-une-copropriete/edition.tsx'),
  renouvellement: () => import('../pages/renouvellement/index.tsx'),
  declarationSuccesseur: () => import('../pages/successeur/declarer.tsx'),
  confirmationSuccesseur: () => import('../pages/successeur/confirmer.tsx'),
  dissolution: () => import('../pages/dissolution/index.tsx'),
  gestionCopropriete: () => import('../pages/gestion-copropriete/index.tsx'),
  evenementJournal: () => import('../pages/evenement-journal/index.tsx'),
  indicateursMco: () => import('../pages/indicateurs-mco/index.tsx'),
  reclamations: () => import('../pages/reclamations/index.tsx'),
  certificatNotaire: () => import('../pages/certificat/index.tsx'),
  accesNotaires: () => import('../pages/acces-notaires/index.tsx'),
  monEtude: () => import('../pages/mon-etude/index.tsx'),
  retourClavis: () => import('../pages/clavis/index.tsx'),
  institutionnels: () => import('../pages/institutionnels/index.tsx'),
  charteConfidentialite: () => import('../pages/charte-confidentialite/index.tsx'),
  outilCategorisation: () => import('../pages/outil-categorisation/index.tsx'),
  donneesBrutes: () => import('../pages/donnees-brutes/index.tsx'),
  immatriculer: () => import('../pages/immatriculer-copropriete/index.tsx'),
  immatriculerEtape: () => import('../pages/immatriculer-copropriete/Assistant.tsx'),
  annuaire: () => import('../pages/annuaire/index.tsx'),
  ficheAnnuaire: () => import('../pages/annuaire/fiche.tsx'),
  aide: () => import('../pages/aide/index.tsx'),
  formulaireContact: () => import('../pages/reclamation/formulaire.tsx'),
  registreEtMoi: () => import('../pages/registre-et-moi/index.tsx'),
  questions: () => import('../pages/questions/index.tsx'),
  tutoriels: () => import('../pages/aide/tutoriels/index.tsx'),
  guideLogiciels: () => import('../pages/aide/logiciels-de-syndic/index.tsx'),
  donneesOuvertes: () => import('../pages/donnees-ouvertes/index.tsx'),
  newsletter: () => import('../pages/newsletter/index.tsx'),
  statistiques: () => import('../pages/statistiques/index.tsx'),
  mentionsLegales: () => import('../pages/mentions-legales/index.tsx'),
  accessibilite: () => import('../pages/accessibilite/index.tsx'),
  donneesPersonnelles: () => import('../pages/donnees-personnelles/index.tsx'),
  utilisateurNonValide: () => import('../pages/utilisateur-non-valide/index.tsx'),
  planDuSite: () => import('../pages/plan-du-site/index.tsx'),
};

/** The not-found page (any other path). */
export const chargerPageNonTrouvee: Chargeur = () => import('../pages/page-non-trouvee/index.tsx');
