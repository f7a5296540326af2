/**
 * Every enumeration of the two specifications, with the specs' exact wire values.
 * Spec 000 = condominium lifecycle, spec 001 = accounts, access, public consultation.
 * Each list is a readonly tuple (for zod) with its French label where users read it.
 */
import { z } from 'zod';

const labelled = <const T extends readonly string[]>(values: T, labels: Record<T[number], string>) => {
  const construire = () =>
    z.enum(values as unknown as [T[number], ...T[number][]], {
      error: () => `Valeur non reconnue : attendu ${values.join(', ')}.`,
    });
  let schema: ReturnType<typeof construire> | undefined;
  return {
    values,
    labels,
    /** built when first read: a screen that only prints labels builds no schema at start-up (issue 24) */
    get schema() {
      return (schema ??= construire());
    },
    list: values.map((code) => ({ code, libelle: labels[code as T[number]] })),
  };
};

/** spec 000 §4 — declaration status */
export const StatutDeclaration = labelled(
  [
    'A_VALIDER',
    'ARCHIVE',
    'BROUILLON',
    'COURANT',
    'EXPIRE',
    'REFUSE',
    'RENOUVELLEMENT_DECLARE',
    'SUCCESSEUR_DECLARE',
    'SUCCESSEUR_VALIDE',
    'SUPPRIME',
    'VALIDATION_EN_COURS',
  ] as const,
  {
    A_VALIDER: 'À valider',
    ARCHIVE: 'Archivée',
    BROUILLON: 'Brouillon',
    COURANT: 'Courante',
    EXPIRE: 'Expirée',
    REFUSE: 'Refusée',
    RENOUVELLEMENT_DECLARE: 'Renouvellement déclaré',
    SUCCESSEUR_DECLARE: 'Successeur déclaré',
    SUCCESSEUR_VALIDE: 'Successeur validé',
    SUPPRIME: 'Supprimée',
    VALIDATION_EN_COURS: 'Validation en cours',
  },
);

/** spec 000 §4 — condominium status (etatCopropriete) */
export const EtatCopropriete = labelled(
  [
    'BROUILLON',
    'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
    'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION',
    'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
    'IMMATRICULEE_A_RATTACHER',
    'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
    'IMMATRICULATION_ANNULEE',
    'IMMATRICULEE_RATTACHEE',
    'IMMATRICULEE_RATTACHEMENT_EXPIRE',
    'DISSOLUTION_EN_COURS_DE_VALIDATION',
    'DISSOLUTION_A_VALIDER',
    'DISSOLUTION_EN_COURS',
    'DISSOUTE',
    'SUPPRIMEE',
    'FUTUR',
    'IMMATRICULATION_DEMANDE_DE_PRECISIONS',
  ] as const,
  {
    BROUILLON: 'Brouillon',
    IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER: 'Immatriculation et rattachement à valider',
    IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION: 'Immatriculation et rattachement en cours de validation',
    IMMATRICULATION_ET_RATTACHEMENT_REFUSES: 'Immatriculation et rattachement refusés',
    IMMATRICULEE_A_RATTACHER: 'Immatriculée, à rattacher',
    IMMATRICULEE_RATTACHEMENT_A_CONFIRMER: 'Immatriculée, rattachement à confirmer',
    IMMATRICULATION_ANNULEE: 'Immatriculation annulée',
    IMMATRICULEE_RATTACHEE: 'Immatriculée et rattachée',
    IMMATRICULEE_RATTACHEMENT_EXPIRE: 'Immatriculée, rattachement expiré',
    DISSOLUTION_EN_COURS_DE_VALIDATION: 'Dissolution en cours de validation',
    DISSOLUTION_A_VALIDER: 'Dissolution à valider',
    DISSOLUTION_EN_COURS: 'Dissolution en cours',
    DISSOUTE: 'Dissoute',
    SUPPRIMEE: 'Supprimée',
    FUTUR: 'Future',
    IMMATRICULATION_DEMANDE_DE_PRECISIONS: 'Immatriculation : demande de précisions',
  },
);

/** spec 000 §4 — attachment statuses shown to users */
export const StatutRattachement = labelled(
  [
    'DEMANDE_EFFECTUEE',
    'EN_COURS_EXAMEN',
    'REFUSE',
    'NON_RATTACHEE',
    'A_CONFIRMER',
    'MANDAT_NON_COMMENCE',
    'EN_COURS',
    'EXPIRE',
  ] as const,
  {
    DEMANDE_EFFECTUEE: 'Demande effectuée',
    EN_COURS_EXAMEN: "En cours d'examen",
    REFUSE: 'Refusé',
    NON_RATTACHEE: 'Non rattachée',
    A_CONFIRMER: 'À confirmer',
    MANDAT_NON_COMMENCE: 'Rattachée, mandat non commencé',
    EN_COURS: 'En cours',
    EXPIRE: 'Expiré',
  },
);

/** spec 000 §4 — annual update */
export const MajAnnuelle = labelled(['A_FAIRE', 'FAITE'] as const, { A_FAIRE: 'À faire', FAITE: 'Faite' });

/** spec 000 §4 — typeDeclaration */
export const TypeDeclaration = labelled(
  ['BROUILLON', 'SUPPRIME', 'A_VALIDER', 'COURANTE', 'IMMATRICULATION', 'AVANT_DECLARATION_ANNUELLE'] as const,
  {
    BROUILLON: 'Brouillon',
    SUPPRIME: 'Supprimée',
    A_VALIDER: 'À valider',
    COURANTE: 'Courante',
    IMMATRICULATION: 'Immatriculation',
    AVANT_DECLARATION_ANNUELLE: 'Avant déclaration annuelle',
  },
);

/** spec 000 §4 — typeImmat */
export const TypeImmat = labelled(['DEFAULT', 'INITIALE', 'OFFICE'] as const, {
  DEFAULT: 'Immatriculation par un syndic',
  INITIALE: 'Immatriculation initiale (notaire)',
  OFFICE: "Immatriculation d'office",
});

/** spec 000 §4 — typeMaj */
export const TypeMaj = labelled(
  ['STANDARD', 'ANNUELLE', 'INITIALE', 'OFFICE', 'MODIF_DEMANDE', 'COMPTESNONAPPROUVES', 'MODIFICATION_ADMIN'] as const,
  {
    STANDARD: 'Mise à jour standard',
    ANNUELLE: 'Mise à jour annuelle',
    INITIALE: 'Immatriculation initiale',
    OFFICE: "Immatriculation d'office",
    MODIF_DEMANDE: "Modification d'une demande",
    COMPTESNONAPPROUVES: "Mise à jour des données d'un exercice non approuvé",
    MODIFICATION_ADMIN: 'Mise à jour administrateur (teneur)',
  },
);

/** spec 000 §4 — mandate proof types */
export const TypeJustifMandat = labelled(['CONTRAT_SYNDIC', 'PV_AG', 'ORDO_NOMINATION'] as const, {
  CONTRAT_SYNDIC: 'Contrat de syndic',
  PV_AG: "Procès-verbal d'assemblée générale",
  ORDO_NOMINATION: 'Ordonnance de nomination',
});

/** spec 000 §4 — heating */
export const TypeChauffage = labelled(['COLLECTIF', 'INDIVIDUEL', 'MIXTE', 'SANS_CHAUFFAGE', 'Non renseigné'] as const, {
  COLLECTIF: 'Collectif',
  INDIVIDUEL: 'Individuel',
  MIXTE: 'Mixte',
  SANS_CHAUFFAGE: 'Sans chauffage',
  'Non renseigné': 'Non renseigné',
});

/** spec 000 §4 — energy */
export const EnergieUtilisee = labelled(
  [
    'BOIS_DE_CHAUFFAGE',
    'GAZ_NATUREL',
    'GAZ_PROPANE_BUTANE',
    'FIOUL_DOMESTIQUE',
    'CHARBON',
    'ELECTRICITE',
    'ENERGIE_AUTRE',
  ] as const,
  {
    BOIS_DE_CHAUFFAGE: 'Bois de chauffage',
    GAZ_NATUREL: 'Gaz naturel',
    GAZ_PROPANE_BUTANE: 'Gaz propane ou butane',
    FIOUL_DOMESTIQUE: 'Fioul domestique',
    CHARBON: 'Charbon',
    ELECTRICITE: 'Électricité',
    ENERGIE_AUTRE: 'Autre énergie',
  },
);

/** spec 000 §4 — construction period */
export const PeriodeConstruction = labelled(
  [
    'AVANT_1949',
    'DE_1949_A_1960',
    'DE_1961_A_1974',
    'DE_1975_A_1993',
    'DE_1994_A_2000',
    'DE_2001_A_2010',
    'APRES_2011',
    'NON_CONNUE',
  ] as const,
  {
    AVANT_1949: 'Avant 1949',
    DE_1949_A_1960: 'De 1949 à 1960',
    DE_1961_A_1974: 'De 1961 à 1974',
    DE_1975_A_1993: 'De 1975 à 1993',
    DE_1994_A_2000: 'De 1994 à 2000',
    DE_2001_A_2010: 'De 2001 à 2010',
    APRES_2011: 'Après 2011',
    NON_CONNUE: 'Non connue',
  },
);

/** spec 000 §3 — energy labels for the building counts */
export const EtiquetteEnergie = labelled(
  ['ETIQ_A', 'ETIQ_B', 'ETIQ_C', 'ETIQ_D', 'ETIQ_E', 'ETIQ_F', 'ETIQ_G', 'ETIQ_NON_DETERMINE'] as const,
  {
    ETIQ_A: 'A',
    ETIQ_B: 'B',
    ETIQ_C: 'C',
    ETIQ_D: 'D',
    ETIQ_E: 'E',
    ETIQ_F: 'F',
    ETIQ_G: 'G',
    ETIQ_NON_DETERMINE: 'Non déterminé',
  },
);

/** spec 001 §3 — declarant statuses */
export const StatutTeledeclarant = labelled(
  ['ATT_CREA_COMPTE', 'ATT_ACTIVATION', 'ACTIF', 'SUPPRIME', 'ATT_FIN_IMM_NOT'] as const,
  {
    ATT_CREA_COMPTE: 'En attente de création du compte',
    ATT_ACTIVATION: "En attente d'activation",
    ACTIF: 'Actif',
    SUPPRIME: 'Supprimé',
    ATT_FIN_IMM_NOT: "En attente de finalisation de l'immatriculation par le notaire",
  },
);

/** spec 001 §3 — declarant types ("0" is the keeper) */
export const TypeTeledeclarant = labelled(
  ['PRO', 'NON_PRO', 'NOTAIRE', 'NOTAIRE_NOTAIRE', 'NOTAIRE_COLLABORATEUR', 'AUTRE', '0', 'institutionnel'] as const,
  {
    PRO: 'Syndic professionnel',
    NON_PRO: 'Syndic bénévole',
    NOTAIRE: 'Étude notariale',
    NOTAIRE_NOTAIRE: 'Notaire',
    NOTAIRE_COLLABORATEUR: 'Collaborateur de notaire',
    AUTRE: 'Autre',
    '0': 'Teneur du registre',
    institutionnel: 'Institutionnel',
  },
);

/** Minimal declarant types offered at sign-up (api/type-teledeclarant-min). */
export const TYPES_TELEDECLARANT_MIN = ['PRO', 'NON_PRO'] as const;

/** spec 001 §3 — legal representative civility */
export const Civilite = labelled(['MME', 'M'] as const, { MME: 'Madame', M: 'Monsieur' });

/** User account statuses (api/statut-compte-utilisateurs): the spec names the list, not its values. */
export const StatutCompteUtilisateur = labelled(['ACTIF', 'INACTIF', 'ATT_ACTIVATION', 'SUPPRIME'] as const, {
  ACTIF: 'Actif',
  INACTIF: 'Inactif',
  ATT_ACTIVATION: "En attente d'activation",
  SUPPRIME: 'Supprimé',
});

/** spec 000 §3 — dissolution reasons (api/coproprietes/motifdissolution). The spec names the list only. */
export const MotifDissolution = labelled(['REUNION_LOTS_UNE_MAIN', 'DEMOLITION', 'SCISSION', 'EXPROPRIATION', 'AUTRE'] as const, {
  REUNION_LOTS_UNE_MAIN: "Réunion de tous les lots entre les mains d'un même propriétaire",
  DEMOLITION: "Démolition de l'immeuble",
  SCISSION: 'Scission de la copropriété',
  EXPROPRIATION: 'Expropriation',
  AUTRE: 'Autre motif',
});

/** Triggering facts per dissolution reason (api/coproprietes/faitgenerateur/{motif}). */
export const FAITS_GENERATEURS: Record<(typeof MotifDissolution.values)[number], { code: string; libelle: string }[]> = {
  REUNION_LOTS_UNE_MAIN: [
    { code: 'ACTE_VENTE', libelle: 'Acte de vente du dernier lot' },
    { code: 'ACTE_DONATION', libelle: 'Acte de donation ou de succession' },
  ],
  DEMOLITION: [
    { code: 'ARRETE_DEMOLITION', libelle: 'Arrêté de démolition' },
    { code: 'PV_DEMOLITION', libelle: "Procès-verbal d'assemblée générale décidant la démolition" },
  ],
  SCISSION: [{ code: 'PV_SCISSION', libelle: "Procès-verbal d'assemblée générale décidant la scission" }],
  EXPROPRIATION: [{ code: 'ORDONNANCE_EXPROPRIATION', libelle: "Ordonnance d'expropriation" }],
  AUTRE: [
    { code: 'DECISION_JUSTICE', libelle: 'Décision de justice' },
    { code: 'AUTRE_ACTE', libelle: 'Autre acte' },
  ],
};

/** Dissolution proof types per reason (api/typeDePiecesJustif/dissolution/{motif}). */
export const PIECES_DISSOLUTION: Record<(typeof MotifDissolution.values)[number], { code: string; libelle: string }[]> = {
  REUNION_LOTS_UNE_MAIN: [{ code: 'ACTE_NOTARIE', libelle: 'Acte notarié' }],
  DEMOLITION: [
    { code: 'ARRETE', libelle: 'Arrêté' },
    { code: 'PV_AG', libelle: "Procès-verbal d'assemblée générale" },
  ],
  SCISSION: [{ code: 'PV_AG', libelle: "Procès-verbal d'assemblée générale" }],
  EXPROPRIATION: [{ code: 'ORDONNANCE', libelle: "Ordonnance d'expropriation" }],
  AUTRE: [
    { code: 'DECISION_JUSTICE', libelle: 'Décision de justice' },
    { code: 'ACTE_NOTARIE', libelle: 'Acte notarié' },
  ],
};

/** Keeper validation request types (api/type-demande-valider-ratt-immat). */
export const TypeDemandeValidation = labelled(
  ['IMMATRICULATION', 'RATTACHEMENT', 'RENOUVELLEMENT', 'DISSOLUTION', 'DOUBLON'] as const,
  {
    IMMATRICULATION: 'Immatriculation',
    RATTACHEMENT: 'Rattachement',
    RENOUVELLEMENT: 'Renouvellement de mandat',
    DISSOLUTION: 'Dissolution',
    DOUBLON: 'Doublon',
  },
);
