/**
 * Event journal vocabulary (spec 001: filters by profile, category, event type and modality type). The spec
 * names the filters, not their values: categories and types below are ours, one per audited action.
 */
export const CATEGORIES_EVENEMENT = {
  AUTHENTIFICATION: {
    libelle: 'Authentification',
    types: {
      CONNEXION: 'Connexion',
      DECONNEXION: 'Déconnexion',
      CONNEXION_EN_TANT_QUE: 'Connexion en tant que',
      CONNEXION_INSTITUTIONNELLE: 'Connexion institutionnelle',
      RETOUR_COMPTE: 'Retour à son compte',
    },
  },
  COMPTE: {
    libelle: 'Compte',
    types: {
      MODIFICATION_COMPTE: 'Modification de son compte',
      CREATION_COMPTE: "Création d'un compte",
      AJOUT_CERTIFICAT: "Enregistrement d'un certificat",
      SUPPRESSION_CERTIFICAT: "Suppression d'un certificat",
      ACCEPTATION_CHARTE: 'Acceptation de la charte de confidentialité',
    },
  },
  // issue 3, declarants and their users
  UTILISATEUR: {
    libelle: 'Utilisateurs et mots de passe',
    types: {
      ACTIVATION_COMPTE: "Activation d'un compte (mot de passe créé)",
      DEMANDE_REINITIALISATION_MOT_DE_PASSE: 'Demande de réinitialisation du mot de passe',
      REINITIALISATION_MOT_DE_PASSE: 'Réinitialisation du mot de passe',
      CHANGEMENT_MOT_DE_PASSE: 'Changement du mot de passe',
      CREATION_UTILISATEUR: "Création d'un utilisateur",
      MODIFICATION_UTILISATEUR: "Modification d'un utilisateur",
      SUPPRESSION_UTILISATEUR: "Suppression d'un utilisateur",
      RELANCE_INACTIVITE: 'Relance pour inactivité',
      DESACTIVATION_INACTIVITE: 'Désactivation pour inactivité',
      REACTIVATION_COMPTE: "Réactivation d'un compte",
    },
  },
  TELEDECLARANT: {
    libelle: 'Télédéclarant',
    types: {
      INSCRIPTION_TELEDECLARANT: "Inscription d'un télédéclarant",
      ENVOI_CODE_ACTIVATION: "Envoi du courrier portant le code d'activation",
      ACTIVATION_TELEDECLARANT: "Activation d'un télédéclarant (code reçu par courrier saisi)",
      ECHEC_CODE_ACTIVATION: "Code d'activation erroné",
      MODIFICATION_TELEDECLARANT: "Modification d'un télédéclarant",
      SUPPRESSION_TELEDECLARANT: "Suppression d'un télédéclarant",
      REGENERATION_CLE: "Régénération de la clé d'activation",
      MODIFICATION_ETABLISSEMENT: "Modification de l'établissement",
      // [issue 25] the establishment's software accesses (OAuth 2.0 clients of the web service)
      CREATION_ACCES_LOGICIEL: "Création d'un accès logiciel",
      RENOUVELLEMENT_SECRET_LOGICIEL: "Renouvellement du secret d'un accès logiciel",
      REVOCATION_ACCES_LOGICIEL: "Révocation d'un accès logiciel",
    },
  },
  NOTAIRE: {
    libelle: 'Étude notariale',
    types: {
      ENREGISTREMENT_ETUDE: "Enregistrement d'une étude notariale",
      MODIFICATION_ETUDE: "Modification d'une étude notariale",
    },
  },
  // issue 4, registration of condominiums (drafts, submissions, duplicates, parcels)
  IMMATRICULATION: {
    libelle: 'Immatriculation des copropriétés',
    types: {
      CREATION_BROUILLON: "Création d'un brouillon d'immatriculation",
      MODIFICATION_BROUILLON: "Enregistrement d'un brouillon d'immatriculation",
      SUPPRESSION_BROUILLON: "Suppression d'un brouillon d'immatriculation",
      DEMANDE_IMMATRICULATION: "Soumission d'une immatriculation avec doublons (demande de validation)",
      IMMATRICULATION_COPROPRIETE: "Immatriculation d'une copropriété",
      REFUS_IMMATRICULATION: "Refus d'une immatriculation",
      DOUBLON_ECARTE: 'Doublon écarté par le notaire',
      MODIFICATION_PARCELLES: 'Modification des parcelles non géolocalisées',
    },
  },
  // issue 4, the keepers' validation of requests (queue, lock, actions, deadline)
  VALIDATION: {
    libelle: 'Validation des demandes',
    types: {
      VERROUILLAGE_DEMANDE: "Ouverture d'une demande par un teneur (verrou)",
      DEVERROUILLAGE_DEMANDE: "Libération du verrou d'une demande",
      AFFECTATION_TENEUR: "Affectation d'une demande aux administrateurs du teneur",
      DEMANDE_PRECISION: 'Demande de précision au déclarant',
      DEMANDE_HORS_DELAI: 'Demande hors délai (un jour ouvré dépassé)',
    },
  },
  // issue 5, attachment of registered condominiums and mandates
  RATTACHEMENT: {
    libelle: 'Rattachement des copropriétés et mandats',
    types: {
      DEMANDE_RATTACHEMENT: 'Demande de rattachement (mandat à valider)',
      RATTACHEMENT_VALIDE: "Validation d'un rattachement par le teneur",
      RATTACHEMENT_REFUSE: "Refus d'un rattachement par le teneur",
      // issue 5, renewal of a mandate (the same request, typed RENOUVELLEMENT)
      DEMANDE_RENOUVELLEMENT: 'Déclaration du renouvellement d’un mandat (mandat à valider)',
      RENOUVELLEMENT_VALIDE: "Validation d'un renouvellement de mandat par le teneur",
      RENOUVELLEMENT_REFUSE: "Refus d'un renouvellement de mandat par le teneur",
    },
  },
  // issue 5, successor declaration (spec 001 "Successor")
  SUCCESSEUR: {
    libelle: 'Déclaration de successeur',
    types: {
      SUCCESSEUR_DECLARE: "Déclaration d'un successeur par le prédécesseur",
      SUCCESSEUR_CONFIRME: 'Confirmation de la déclaration par le successeur',
      SUCCESSEUR_DECLINE: 'Déclaration de successeur déclinée par le successeur',
      SUCCESSEUR_RETIRE: 'Déclaration de successeur retirée par le prédécesseur',
    },
  },
  // issue 5, the daily mandate expiry workflow (expiration-mandats)
  FIN_MANDAT: {
    libelle: 'Fin des mandats',
    types: {
      EXPIRATION_MANDAT: "Expiration d'un mandat (date de fin passée)",
      AVERTISSEMENT_FIN_MANDAT: 'Avertissement du syndic avant la fin de son mandat',
    },
  },
  // issue 5, dissolution of condominiums (declared by a notary or the syndic, validated by a keeper)
  DISSOLUTION: {
    libelle: 'Dissolution des copropriétés',
    types: {
      DEMANDE_DISSOLUTION: "Déclaration d'une dissolution (demande de validation)",
      DISSOLUTION_VALIDEE: "Validation d'une dissolution par le teneur",
      DISSOLUTION_REFUSEE: "Refus d'une dissolution par le teneur",
    },
  },
  // issue 5, the keepers' removals with a reason and their mandate date edits
  SUPPRESSION: {
    libelle: 'Suppressions et corrections par le teneur',
    types: {
      SUPPRESSION_DECLARATIONS: 'Suppression de déclarations par le teneur',
      SUPPRESSION_COPROPRIETE: "Suppression d'une copropriété par le teneur",
      RETRAIT_RATTACHEMENT: "Retrait d'un rattachement par le teneur",
      SUPPRESSION_RATTACHEMENT: "Suppression d'un rattachement erroné par le teneur",
      SUPPRESSION_MANDAT: "Suppression d'un mandat par le teneur",
      MODIFICATION_DATES_MANDAT: "Modification des dates d'un mandat par le teneur",
    },
  },
  // issue 11, updates of registered condominiums and their annual update
  MISE_A_JOUR: {
    libelle: 'Mises à jour des copropriétés',
    types: {
      MAJ_ANNUELLE: 'Mise à jour annuelle',
      MAJ_STANDARD: 'Mise à jour standard',
      MODIFICATION_DEMANDE: "Modification d'une demande avant validation",
      MODIFICATION_ADMIN: 'Mise à jour administrative par le teneur',
      COMPTES_APPROUVES: "Mise à jour des données financières d'un exercice non approuvé",
      ERREUR_DECLAREE: "Signalement d'une erreur dans une déclaration",
    },
  },
  // issue 10, open data in and out
  DONNEES_OUVERTES: {
    libelle: 'Données ouvertes',
    types: {
      IMPORT_RNIC: "Import d'un fichier RNIC dans le registre",
      EXPORT_DONNEES_BRUTES: 'Export des données brutes',
      DEMANDE_EXPORT_DONNEES_BRUTES: "Demande d'export des données brutes par le teneur",
    },
  },
  // issue 11, the daily annual-update reminders workflow (relance-maj-annuelle)
  ECHEANCES_MAJ_ANNUELLE: {
    libelle: 'Échéances des mises à jour annuelles',
    types: {
      MAJ_ANNUELLE_EXIGIBLE: 'Mise à jour annuelle devenue exigible (à faire)',
      MAJ_ANNUELLE_EN_RETARD: 'Mise à jour annuelle devenue en retard',
      RELANCE_MAJ_ANNUELLE: 'Relance du syndic pour la mise à jour annuelle',
    },
  },
  // the newsletter archive (spec 001 §7), fed by the keepers' administrators
  NEWSLETTER: {
    libelle: "Lettres d'information",
    types: {
      PUBLICATION_NEWSLETTER: "Publication d'une lettre d'information",
    },
  },
  // [issue 13] the categorisation tool of the institutional area
  CATEGORISATION: {
    libelle: 'Outil de catégorisation',
    types: {
      ACCES_REFUSE_PERIMETRE: "Accès refusé en dehors du périmètre géographique de l'utilisateur",
      RECHERCHE_ENREGISTREE: "Enregistrement d'une recherche de l'outil de catégorisation",
      RECHERCHE_SUPPRIMEE: "Suppression d'une recherche de l'outil de catégorisation",
      TELECHARGEMENT_CATEGORISATION: "Téléchargement d'un rapport, d'une extraction ou de fiches de copropriétés",
    },
  },
  // the complaint form and the keepers' inbox (spec 001 §7 "Complaint form")
  RECLAMATION: {
    libelle: 'Demandes du formulaire de contact',
    types: {
      DEPOT_RECLAMATION: "Dépôt d'une demande par le formulaire de contact",
      ATTRIBUTION: "Attribution d'une demande à un teneur",
      REPONSE: 'Réponse au demandeur par courriel',
      CLOTURE: "Clôture d'une demande",
    },
  },
} as const;

export type CategorieEvenement = keyof typeof CATEGORIES_EVENEMENT;
export type TypeEvenement = {
  [C in CategorieEvenement]: keyof (typeof CATEGORIES_EVENEMENT)[C]['types'];
}[CategorieEvenement];

/**
 * How the action was made: through the interface, by a syndic's software through the web service (issue 25), by a
 * scheduled workflow, or at installation.
 */
export const MODALITES_EVENEMENT = {
  IHM: 'Interface',
  LOGICIEL: 'Logiciel de syndic (service web)',
  WORKFLOW: 'Traitement automatique',
  INSTALLATION: 'Installation',
} as const;
export type ModaliteEvenement = keyof typeof MODALITES_EVENEMENT;
