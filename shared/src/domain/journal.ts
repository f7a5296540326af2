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
      RETOUR_COMPTE: 'Retour à son compte',
    },
  },
  COMPTE: {
    libelle: 'Compte',
    types: {
      MODIFICATION_COMPTE: 'Modification de son compte',
      CREATION_COMPTE: "Création d'un compte",
    },
  },
} as const;

export type CategorieEvenement = keyof typeof CATEGORIES_EVENEMENT;
export type TypeEvenement = {
  [C in CategorieEvenement]: keyof (typeof CATEGORIES_EVENEMENT)[C]['types'];
}[CategorieEvenement];

/** How the action was made: through the interface, by a scheduled workflow, or at installation. */
export const MODALITES_EVENEMENT = { IHM: 'Interface', WORKFLOW: 'Traitement automatique', INSTALLATION: 'Installation' } as const;
export type ModaliteEvenement = keyof typeof MODALITES_EVENEMENT;
