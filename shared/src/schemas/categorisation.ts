/**
 * [issue 13] The categorisation tool of the institutional area (spec 001 §3 "Categorisation", §7
 * "api/public/categorisation/*", §9): the search criteria (ONE schema for the browser's form and the server), the
 * grouped and detailed results, the saved searches. The spec names `immatriculationOuNom`, `dateDebutMandat`,
 * `dateFinMandat`, `etatsCopropriete`, `statut`; the other criteria are what an analyst of condominiums in
 * difficulty needs and the charter entitles them to (geography, size, age, syndic, annual update, procedures,
 * financial indicators of the last exercise).
 *
 * The form sends strings for its number fields and may send empty strings: an empty value is "no criterion".
 */
import { z } from 'zod';
import { PeriodeConstruction } from '../domain/enums.ts';
import { ETATS_PUBLIES } from '../domain/rnic/registre.ts';
import { TRANCHES } from '../domain/annuaire/projection.ts';
import { MESSAGE_FORMULE, sansFormule } from './commun.ts';

export const MESSAGES_CATEGORISATION = {
  texteLong: '100 caractères au maximum.',
  date: 'La date doit être au format AAAA-MM-JJ.',
  region: 'Code de région invalide (2 chiffres).',
  departement: 'Code de département invalide (exemple : 69, 2A, 974).',
  epci: "Le SIREN d'une intercommunalité comporte 9 chiffres.",
  commune: 'Code INSEE de commune invalide (5 caractères).',
  tropDeTerritoires: '50 territoires au plus par niveau.',
  valeur: 'Valeur inconnue.',
  montant: 'Le montant doit être un nombre positif, en euros.',
  nombre: 'Le nombre doit être un entier positif.',
  ordreDates: 'La date de début doit précéder la date de fin.',
  nomRecherche: 'Donnez un nom à la recherche (3 à 80 caractères).',
} as const;

/** Empty string, null → undefined (a field left blank in the form is no criterion). */
const vide = (v: unknown) => (v === '' || v === null ? undefined : v);

const dateIso = z.preprocess(
  vide,
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES_CATEGORISATION.date)
    .optional(),
);
const liste = <T extends z.ZodType>(element: T) =>
  z.array(element).max(50, MESSAGES_CATEGORISATION.tropDeTerritoires).default([]);
const choix = <const T extends readonly [string, ...string[]]>(valeurs: T) =>
  z
    .array(z.enum(valeurs, { error: MESSAGES_CATEGORISATION.valeur }))
    .max(valeurs.length)
    .default([]);
const montant = z.preprocess(
  vide,
  z.coerce
    .number({ error: MESSAGES_CATEGORISATION.montant })
    .min(0, MESSAGES_CATEGORISATION.montant)
    .max(1e12, MESSAGES_CATEGORISATION.montant)
    .optional(),
);
const entier = z.preprocess(
  vide,
  z.coerce
    .number({ error: MESSAGES_CATEGORISATION.nombre })
    .int(MESSAGES_CATEGORISATION.nombre)
    .min(0, MESSAGES_CATEGORISATION.nombre)
    .max(999999, MESSAGES_CATEGORISATION.nombre)
    .optional(),
);
/** A yes/no filter: "" (indifferent), "oui", "non" — a select in the form. */
const ouiNon = z.preprocess(vide, z.enum(['oui', 'non'], { error: MESSAGES_CATEGORISATION.valeur }).optional());

/** Mandate status (the spec's `statut`): in force, expired, none. */
export const STATUTS_MANDAT = ['EN_COURS', 'EXPIRE', 'AUCUN'] as const;
export const LIBELLES_STATUT_MANDAT: Record<(typeof STATUTS_MANDAT)[number], string> = {
  EN_COURS: 'Mandat en cours',
  EXPIRE: 'Mandat expiré',
  AUCUN: 'Sans mandat',
};
export const CODES_TRANCHES = [
  'T2_10',
  'T11_49',
  'T50_199',
  'T200',
  'TNR',
] as const satisfies readonly (typeof TRANCHES)[number]['code'][];
export const TYPES_SYNDIC_CATEGORISATION = ['PROFESSIONNEL', 'BENEVOLE', 'AUCUN'] as const;
/** Procedures of the procedures block (spec 000 §3): orders in force (not lifted), ad hoc mandate, deficiency order. */
export const PROCEDURES = [
  'ARRETE_EQUIPEMENTS',
  'ARRETE_INSALUBRITE_PARTIES',
  'ARRETE_PERIL_PARTIES',
  'ARRETE_SECURITE_INSALUBRITE_PARTIES',
  'MANDAT_AD_HOC',
  'ORDONNANCE_CARENCE',
] as const;
export type Procedure = (typeof PROCEDURES)[number];
export const LIBELLES_PROCEDURE: Record<Procedure, string> = {
  ARRETE_EQUIPEMENTS: 'Arrêté sur la sécurité des équipements communs',
  ARRETE_INSALUBRITE_PARTIES: "Arrêté d'insalubrité des parties communes",
  ARRETE_PERIL_PARTIES: 'Arrêté de péril des parties communes',
  ARRETE_SECURITE_INSALUBRITE_PARTIES: 'Arrêté de mise en sécurité ou de traitement de l’insalubrité',
  MANDAT_AD_HOC: 'Mandat ad hoc',
  ORDONNANCE_CARENCE: 'Ordonnance de carence',
};

export const criteresCategorisationSchema = z
  .object({
    immatriculationOuNom: z.preprocess(vide, z.string().trim().max(100, MESSAGES_CATEGORISATION.texteLong).optional()),
    /** mandates that started on or after this day */
    dateDebutMandat: dateIso,
    /** mandates that end on or before this day */
    dateFinMandat: dateIso,
    etatsCopropriete: choix(ETATS_PUBLIES),
    /** mandate in force / expired / none (the spec's `statut`) */
    statut: choix(STATUTS_MANDAT),
    regions: liste(
      z
        .string()
        .trim()
        .regex(/^\d{2}$/, MESSAGES_CATEGORISATION.region),
    ),
    departements: liste(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^(0[1-9]|[1-8]\d|9[0-5]|2A|2B|97[1-6])$/, MESSAGES_CATEGORISATION.departement),
    ),
    epcis: liste(
      z
        .string()
        .trim()
        .regex(/^\d{9}$/, MESSAGES_CATEGORISATION.epci),
    ),
    communes: liste(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^(\d{5}|2[AB]\d{3})$/, MESSAGES_CATEGORISATION.commune),
    ),
    /** size bands of main lots, as the statistics page */
    tranchesLots: choix(CODES_TRANCHES),
    periodesConstruction: choix(PeriodeConstruction.values),
    typesSyndic: choix(TYPES_SYNDIC_CATEGORISATION),
    /** the annual update is late */
    majAnnuelleEnRetard: ouiNon,
    /** at least one of these procedures is under way */
    procedures: choix(PROCEDURES),
    /** last exercise: unpaid charges reach the ad hoc mandate threshold (15 % above 200 lots, 25 % otherwise) */
    impayesAuSeuilAdHoc: ouiNon,
    /** last exercise: debts at least this amount (euros) */
    dettesMin: montant,
    /** last exercise: works fund at most this amount (euros; 0: no fund) */
    fondsTravauxMax: montant,
    /** last exercise: at least this many co-owners owing more than 300 euros */
    coproprietairesDebiteursMin: entier,
  })
  .superRefine((c, ctx) => {
    if (c.dateDebutMandat && c.dateFinMandat && c.dateDebutMandat > c.dateFinMandat)
      ctx.addIssue({ code: 'custom', path: ['dateFinMandat'], message: MESSAGES_CATEGORISATION.ordreDates });
  });
/** What the form edits (strings allowed) and what the server works with. */
export type CriteresCategorisationSaisie = z.input<typeof criteresCategorisationSchema>;
export type CriteresCategorisation = z.output<typeof criteresCategorisationSchema>;

/* ---------- grouped search ---------- */

export const NIVEAUX_REGROUPEMENT = ['REGION', 'DEPARTEMENT', 'EPCI', 'COMMUNE'] as const;
export type NiveauRegroupement = (typeof NIVEAUX_REGROUPEMENT)[number];
export const LIBELLES_REGROUPEMENT: Record<NiveauRegroupement, string> = {
  REGION: 'Région',
  DEPARTEMENT: 'Département',
  EPCI: 'Intercommunalité (EPCI)',
  COMMUNE: 'Commune',
};

/** Body of findRegroupementWithCriterias: the criteria and the level the counts are grouped by. */
export const rechercheRegroupementSchema = z.object({
  criteres: criteresCategorisationSchema,
  regroupement: z.enum(NIVEAUX_REGROUPEMENT, { error: 'Niveau de regroupement inconnu.' }).default('DEPARTEMENT'),
});

export const groupeCategorisationSchema = z.object({
  code: z.string(),
  nom: z.string(),
  /** condominiums that meet the criteria */
  nombre: z.number().int(),
  /** their lots */
  lots: z.number().int(),
  /** the centre of gravity of those that are geolocated (longitude, latitude), for the map; null: none is */
  centre: z.object({ x: z.number(), y: z.number() }).nullable(),
});
export const regroupementCategorisationSchema = z.object({
  regroupement: z.enum(NIVEAUX_REGROUPEMENT),
  groupes: z.array(groupeCategorisationSchema),
  total: z.number().int(),
  /** where the figures come from: the statistics counters (geography only) or the analytic projection */
  source: z.enum(['COMPTEURS', 'PROJECTION']),
});
export type RegroupementCategorisation = z.infer<typeof regroupementCategorisationSchema>;

/* ---------- detailed search ---------- */

/** Spec 001 §9: page size 4000, page 1, sort by region id descending. */
export const TAILLE_PAGE_CATEGORISATION = 4000;
export const paginationCategorisationSchema = z.object({
  page: z.coerce
    .number({ error: 'Numéro de page invalide.' })
    .int('Numéro de page invalide.')
    .min(1, 'Numéro de page invalide.')
    .max(1000, 'Numéro de page invalide.')
    .default(1),
  size: z.coerce
    .number({ error: 'Taille de page invalide.' })
    .int('Taille de page invalide.')
    .min(1, 'Taille de page invalide.')
    .max(TAILLE_PAGE_CATEGORISATION, `${TAILLE_PAGE_CATEGORISATION} lignes au plus par page.`)
    .default(TAILLE_PAGE_CATEGORISATION),
  sort: z.enum(['idRegion,desc'], { error: 'Tri inconnu : idRegion,desc.' }).default('idRegion,desc'),
});

export const ligneCategorisationSchema = z.object({
  idCopropriete: z.number().int(),
  numeroImmatriculation: z.string(),
  nom: z.string().nullable(),
  adresse: z.string().nullable(),
  codePostal: z.string().nullable(),
  commune: z.string().nullable(),
  codeInsee: z.string().nullable(),
  codeDepartement: z.string().nullable(),
  codeRegion: z.string().nullable(),
  sirenEpci: z.string().nullable(),
  etat: z.string(),
  nombreLots: z.number().nullable(),
  nombreLotsPrincipaux: z.number().nullable(),
  periodeConstruction: z.string().nullable(),
  typeSyndic: z.enum(TYPES_SYNDIC_CATEGORISATION),
  statutMandat: z.enum(STATUTS_MANDAT),
  dateFinMandat: z.string().nullable(),
  statutMajAnnuelle: z.string().nullable(),
  procedures: z.array(z.enum(PROCEDURES)),
  /** last exercise: unpaid charges / charges of the exercise, null when unknown */
  tauxImpayes: z.number().nullable(),
  montantDettes: z.number().nullable(),
  montantFondTravaux: z.number().nullable(),
  nbCoproprietairesImpayes: z.number().nullable(),
});
export type LigneResultatCategorisation = z.infer<typeof ligneCategorisationSchema>;

export const resultatCategorisationSchema = z.object({
  page: z.number().int(),
  size: z.number().int(),
  lignes: z.array(ligneCategorisationSchema),
  /** the page is full: there may be more (spec 001 §4: the grouped load is chained then) */
  pagePleine: z.boolean(),
});
export type ResultatCategorisation = z.infer<typeof resultatCategorisationSchema>;

/* ---------- saved searches ---------- */

export const sauvegardeRechercheSchema = z.object({
  nom: z
    .string({ error: MESSAGES_CATEGORISATION.nomRecherche })
    .refine(sansFormule, MESSAGE_FORMULE)
    .trim()
    .min(3, MESSAGES_CATEGORISATION.nomRecherche)
    .max(80, MESSAGES_CATEGORISATION.nomRecherche),
  partagee: z.boolean().default(false),
  criteres: criteresCategorisationSchema,
});
export type SauvegardeRecherche = z.input<typeof sauvegardeRechercheSchema>;

export const rechercheSauvegardeeSchema = z.object({
  id: z.string(),
  nom: z.string(),
  criteres: criteresCategorisationSchema,
  partagee: z.boolean(),
  /** the author's names (spec: "author name fields") */
  prenomAuteur: z.string(),
  nomAuteur: z.string(),
  /** the territory it belongs to (NATIONAL, REGION:84…) */
  territoire: z.string(),
  dateCreation: z.string(),
  /** the user is its author */
  owned: z.boolean(),
});
export type RechercheSauvegardee = z.infer<typeof rechercheSauvegardeeSchema>;

export const suppressionRechercheSchema = z.object({ id: z.string().uuid('Identifiant de recherche invalide.') });
