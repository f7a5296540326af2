/**
 * The condominium declaration as the server stores it (spec 000 §3, "immatCopropriete has five blocks"): ISO
 * dates, real booleans, numbers. Every field a user fills may be null in a draft; the schemas of
 * `schemas/copropriete` make the required ones non-null before a submission. The form shape (dd/mm/yyyy,
 * "true"/"false", numbers as typed) is the schemas' input type.
 */
import type {
  EnergieUtilisee,
  EtiquetteEnergie,
  PeriodeConstruction,
  TypeChauffage,
  TypeImmat,
  TypeJustifMandat,
  TypeMaj,
} from '../enums.ts';

export type CodeListe<T extends { values: readonly string[] }> = T['values'][number];

/** Address type (spec 000 §3 "Addresses carry a type"): the reference address and the other ones. */
export const TYPES_ADRESSE = ['PRINCIPALE', 'SECONDAIRE'] as const;
export type TypeAdresse = (typeof TYPES_ADRESSE)[number];

/**
 * Kinds of administrative orders, one per list of the procedures block (arreteEquipements,
 * arreteInsalubriteParties, arretePerilParties, arreteSecuriteInsalubriteParties). The spec names the lists,
 * not the values of `type`: ours mirror the list names.
 */
export const TYPES_ARRETE = ['EQUIPEMENTS', 'INSALUBRITE_PARTIES', 'PERIL_PARTIES', 'SECURITE_INSALUBRITE_PARTIES'] as const;
export type TypeArrete = (typeof TYPES_ARRETE)[number];
export const LIBELLES_TYPE_ARRETE: Record<TypeArrete, string> = {
  EQUIPEMENTS: 'Arrêté relatif à la sécurité des équipements communs',
  INSALUBRITE_PARTIES: "Arrêté d'insalubrité sur les parties communes",
  PERIL_PARTIES: 'Arrêté de péril sur les parties communes',
  SECURITE_INSALUBRITE_PARTIES: "Arrêté de mise en sécurité ou de traitement de l'insalubrité sur les parties communes",
};
/** The list field of the procedures block that holds each kind of order, and the flag that opens it. */
export const CHAMPS_ARRETE = {
  EQUIPEMENTS: { liste: 'arreteEquipements', drapeau: 'flagEquipementsCom' },
  INSALUBRITE_PARTIES: { liste: 'arreteInsalubriteParties', drapeau: 'flagInsalubritePartiesCom' },
  PERIL_PARTIES: { liste: 'arretePerilParties', drapeau: 'flagPerilPartiesCom' },
  SECURITE_INSALUBRITE_PARTIES: { liste: 'arreteSecuriteInsalubriteParties', drapeau: 'flagSecuriteInsalubritePartiesCom' },
} as const satisfies Record<TypeArrete, { liste: string; drapeau: string }>;

/** 1. infoRattachement: the syndic's mandate and its supporting document. */
export interface InfoRattachement {
  id: number | null;
  adminProvisoire: boolean | null;
  dateDebutMandat: string | null;
  dateFinMandat: string | null;
  /** upload date of the supporting document */
  dateTeleversement: string | null;
  /** id of the uploaded supporting document (PDF, 5 MB at most) */
  idDocument: string | null;
  /** opaque reference of the supporting file as the upload returned it */
  justifMandat: string | null;
  nomFichierJustifMandat: string | null;
  typeJustifMandat: CodeListe<typeof TypeJustifMandat> | null;
}

/** An address as the geocoder gave it (or as typed, when it could not be located). */
export interface Adresse {
  id: number | null;
  type: TypeAdresse;
  geolocalisee: boolean;
  /** full label: the geocoder's, or the typed text */
  libelle: string | null;
  numero: string | null;
  voie: string | null;
  codePostal: string | null;
  commune: string | null;
  codeInsee: string | null;
  /** longitude and latitude (WGS 84) */
  x: number | null;
  y: number | null;
  /** BAN interoperability key */
  idBan: string | null;
  /** building id of the Référentiel national des bâtiments */
  idRnb: string | null;
}

/** A cadastral parcel: commune, prefix (3 digits, 000 by default), section (1–2 letters), number (4 digits). */
export interface Parcelle {
  id: number | null;
  codePostal: string | null;
  commune: string | null;
  communeAbsorbee: string | null;
  codeInsee: string | null;
  prefixe: string;
  section: string | null;
  numero: string | null;
  geolocalisee: boolean;
}

/** 2. identification */
export interface Identification {
  adressePrincipale: Adresse | null;
  adresseSecondaire: Adresse[];
  dateReglementCopropriete: string | null;
  idCopropriete: number | null;
  /** null: unknown (an imported row's `NA`); a person's form always gives a number (0 when empty) */
  nbAful: number | null;
  nbAsl: number | null;
  nbLots: number | null;
  nbLotsHab: number | null;
  nbLotsHabBurCom: number | null;
  nbLotsStationnement: number | null;
  nbUnionsSyndicats: number | null;
  nomCopropriete: string | null;
  numImmatriculationCopropriete: string | null;
  numImmatriculationCoproprietePrincipale: string | null;
  parcelle: Parcelle[];
  residenceService: boolean | null;
  siret: string | null;
  syndicatCooperatif: boolean | null;
  /** true: principal (or single) syndicate; false: secondary syndicate, attached to numImmatriculationCoproprietePrincipale */
  syndicatPrincipal: boolean | null;
}

/** An administrative order. */
export interface Arrete {
  id: number | null;
  type: TypeArrete;
  dateArrete: string | null;
  dateMainLevee: string | null;
}

/** 3. procedures */
export interface Procedures {
  /** every order of the four lists below, with its type */
  arrete: Arrete[];
  arreteEquipements: Arrete[];
  arreteInsalubriteParties: Arrete[];
  arretePerilParties: Arrete[];
  arreteSecuriteInsalubriteParties: Arrete[];
  flagEquipementsCom: boolean | null;
  flagInsalubritePartiesCom: boolean | null;
  flagMandatAdhoc: boolean | null;
  flagOrdonnanceCarence: boolean | null;
  flagPerilPartiesCom: boolean | null;
  flagSecuriteInsalubritePartiesCom: boolean | null;
  mandatAdHoc: { dateNomination: string | null; dateFinMission: string | null } | null;
  ordonnanceCarence: { dateOrdonnance: string | null } | null;
}

/** 4. donneesFinancieres (amounts in euros) */
export interface DonneesFinancieres {
  chargesOperationsCourantes: number | null;
  chargesOperationsExceptionnelles: number | null;
  comptesNonApprouves: boolean | null;
  dateAg: string | null;
  dateClotureComptes: string | null;
  dateDebutExercice: string | null;
  montantDettes: number | null;
  montantFondTravaux: number | null;
  montantImpayesCoproprietaires: number | null;
  /** co-owners owing more than 300 euros */
  nbCoproprietairesImpayes: number | null;
  premierExerciceComptable: boolean | null;
  presenceEmployes: boolean | null;
  /** the "no financial data" checkbox: when true every other field is null */
  donneesFinancieresInconnues: boolean;
}

/** Buildings per energy label. */
export type ClassementEnergetique = Record<CodeListe<typeof EtiquetteEnergie>, number>;

/** 5. donneesTechniques */
export interface DonneesTechniques {
  anneeConstruction: number | null;
  /** collective heating by a district (urban) network; asked when the heating is collective or mixed */
  chauffageCollectifUrbain: boolean | null;
  classementEnergetique: ClassementEnergetique;
  /** derived: true when every building has a known label (none "non déterminé") */
  classementEnergetiqueComplet: boolean;
  /** energy of a collective heating that is not a district network */
  energieChauffageCollectifNonUrbain: CodeListe<typeof EnergieUtilisee> | null;
  nbAscenseurs: number | null;
  /** the sum of the buildings per label; null when unknown (an imported row: the file gives no building count) */
  nbBatimentsTotal: number | null;
  periodeConstruction: CodeListe<typeof PeriodeConstruction> | null;
  /** works plan adopted by the general assembly */
  ppt: boolean | null;
  /** adoption date of the works plan */
  pptDate: string | null;
  /** works plan put on a general assembly's agenda */
  pptInscritAG: boolean | null;
  typeChauffage: CodeListe<typeof TypeChauffage> | null;
}

/** The five blocks. infoRattachement is null on the notary's routes (INITIALE, OFFICE): a notary holds no mandate. */
export interface ImmatCopropriete {
  infoRattachement: InfoRattachement | null;
  identification: Identification;
  procedures: Procedures;
  donneesFinancieres: DonneesFinancieres;
  donneesTechniques: DonneesTechniques;
}

export const NOMS_BLOCS = [
  'infoRattachement',
  'identification',
  'procedures',
  'donneesFinancieres',
  'donneesTechniques',
] as const;
export type NomBloc = (typeof NOMS_BLOCS)[number];

/** An exercise already declared for the condominium (ISO dates), for the financial rules and warnings. */
export interface ExerciceDeclare {
  dateDebutExercice: string | null;
  dateClotureComptes: string;
  dateAg: string | null;
}

/**
 * What the rules need beyond the block itself. The server builds it from what it loaded; the browser from the
 * draft and the condominium it shows. `aujourdhui` (ISO, Paris day) is always injected: no schema reads the clock.
 */
export interface ContexteDeclaration {
  aujourdhui: string;
  /** registration route: DEFAULT (syndic), INITIALE (notary, new condominium), OFFICE (notary, ex officio) */
  typeImmat: CodeListe<typeof TypeImmat>;
  /** kind of update when the declaration is not a registration (ANNUELLE triggers the unchanged-end warning) */
  typeMaj?: CodeListe<typeof TypeMaj> | null;
  /** end of the previous mandate: a new mandate starts after it */
  finMandatPrecedent?: string | null;
  /** the exercises already declared, any order */
  exercicesPrecedents?: readonly ExerciceDeclare[];
  /** settlement date (identification block), for the first-exercise warning */
  dateReglementCopropriete?: string | null;
  /** number of lots (identification block), for thresholds: works plan, co-owners owing */
  nbLots?: number | null;
  /**
   * true when the geocoding service was unavailable while the user filled the parcels: the "at least one
   * geolocated parcel" rule becomes a warning to confirm, and the parcels can be located later.
   */
  geolocalisationIndisponible?: boolean;
  /**
   * [issue 11] an update of a registered condominium: the mandate block is not part of it (a mandate changes by
   * renewal or attachment), every other rule applies
   */
  miseAJour?: boolean;
}

export type ContexteInfoRattachement = Pick<ContexteDeclaration, 'aujourdhui' | 'finMandatPrecedent'>;
export type ContexteIdentification = Pick<ContexteDeclaration, 'aujourdhui' | 'typeImmat' | 'geolocalisationIndisponible'>;
export type ContexteProcedures = Pick<ContexteDeclaration, 'aujourdhui'>;
export type ContexteDonneesFinancieres = Pick<
  ContexteDeclaration,
  'aujourdhui' | 'typeMaj' | 'exercicesPrecedents' | 'dateReglementCopropriete' | 'nbLots'
>;
export type ContexteDonneesTechniques = Pick<ContexteDeclaration, 'aujourdhui' | 'nbLots'>;
