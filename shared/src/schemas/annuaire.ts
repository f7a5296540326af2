/**
 * [issue 12] The public directory (spec 001 §3 "Directory", §4 "Geocode search in the directory", §5, §7):
 * the search body (simple: an address, chosen among the geocoder's answers or kept as typed; advanced: at least
 * one field), a list row, the public record and the map's viewport. One schema serves the form and the server.
 */
import { z } from 'zod';
import { dateFrVersIso, normaliserImmatriculation } from '../domain/valeurs.ts';
import { EtatCopropriete } from '../domain/enums.ts';
import { MESSAGE_CODE_INSEE, MESSAGE_CODE_POSTAL, MESSAGE_IMMATRICULATION } from './copropriete/champs.ts';

/** Spec 001 §9: default page size 10. */
export const TAILLE_PAGE_ANNUAIRE = 10;
/** Beyond this many condominiums at an address or in a street, the search says "too many results" (header). */
export const MAX_RESULTATS_ANNUAIRE = 100;
/** Header the SPA reads for the "too many results" flag (spec 001 §7). */
export const ENTETE_ERREUR_ANNUAIRE = 'X-sicoproApp-error';
export const TROP_DE_RESULTATS = 'TROP_DE_RESULTATS';

export const MESSAGE_UN_CHAMP = 'Renseignez au moins un critère de recherche.';
export const MESSAGE_CRITERE_LOCALISANT =
  "Précisez un département, une commune, un code postal, un numéro d'immatriculation ou un nom de copropriété.";
export const MESSAGE_CP_DEPARTEMENT = 'Le code postal ne correspond pas au département.';
export const MESSAGE_DEPARTEMENT = 'Le département comporte 2 ou 3 caractères (exemple : 75, 2A ou 971).';

const texte = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `${max} caractères au maximum.`)
    .optional()
    .transform((v) => v || undefined);

export const codeDepartement = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(0[1-9]|[1-8]\d|9[0-5]|2A|2B|97[1-6])$/, MESSAGE_DEPARTEMENT);
export const codeInsee = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^(\d{5}|2[AB]\d{3})$/, MESSAGE_CODE_INSEE);
const codePostal = z
  .string()
  .trim()
  .regex(/^\d{5}$/, MESSAGE_CODE_POSTAL);

/** A date typed dd/mm/yyyy (or already ISO), kept as ISO; empty → undefined. */
const dateCritere = z
  .string()
  .trim()
  .max(10, 'La date doit être au format JJ/MM/AAAA.')
  .optional()
  .transform((v, c) => {
    if (!v) return undefined;
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : dateFrVersIso(v);
    if (!iso) {
      c.addIssue({ code: 'custom', message: 'La date doit être au format JJ/MM/AAAA.' });
      return z.NEVER;
    }
    return iso;
  });

/** Longitude / latitude in WGS 84, bounded (France and overseas fit well inside). */
export const longitude = z.coerce
  .number({ error: 'La longitude doit être un nombre.' })
  .min(-180, 'La longitude est comprise entre -180 et 180.')
  .max(180, 'La longitude est comprise entre -180 et 180.');
export const latitude = z.coerce
  .number({ error: 'La latitude doit être un nombre.' })
  .min(-90, 'La latitude est comprise entre -90 et 90.')
  .max(90, 'La latitude est comprise entre -90 et 90.');

/** Spec 001 §3 `adresseNonStructuree`: the address as chosen (x, y, BAN key) or as typed (no coordinates). */
export const adresseAnnuaireSchema = z.object({
  numero: texte(10),
  voie: texte(120),
  commune: texte(80),
  codePostal: codePostal.optional().or(z.literal('').transform(() => undefined)),
  codeInsee: codeInsee.optional().or(z.literal('').transform(() => undefined)),
  x: longitude.optional(),
  y: latitude.optional(),
  /** BAN interoperability key of the chosen address; its building id (RNB) when fetched */
  idBan: texte(40),
  idRnb: texte(20),
});

export const STATUTS_MAJ_ANNUELLE = ['A_FAIRE', 'FAITE', 'EN_RETARD'] as const;
export const LIBELLES_STATUT_MAJ: Record<(typeof STATUTS_MAJ_ANNUELLE)[number], string> = {
  A_FAIRE: 'À faire',
  FAITE: 'Faite',
  EN_RETARD: 'En retard',
};
/** The attachment statuses a visitor may search by (the public reading of the condominium's state). */
export const STATUTS_RATTACHEMENT_ANNUAIRE = ['RATTACHEE', 'NON_RATTACHEE', 'EXPIRE'] as const;
export const LIBELLES_RATTACHEMENT_ANNUAIRE: Record<(typeof STATUTS_RATTACHEMENT_ANNUAIRE)[number], string> = {
  RATTACHEE: 'Rattachée à un syndic',
  NON_RATTACHEE: 'Non rattachée',
  EXPIRE: 'Rattachement expiré',
};
/** The states a public condominium may be in: those the open-data file publishes (registered, not dissolved). */
export const ETATS_ANNUAIRE = [
  'IMMATRICULEE_A_RATTACHER',
  'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  'DISSOLUTION_EN_COURS_DE_VALIDATION',
  'DISSOLUTION_A_VALIDER',
  'DISSOLUTION_EN_COURS',
] as const satisfies readonly (typeof EtatCopropriete.values)[number][];
export type EtatAnnuaire = (typeof ETATS_ANNUAIRE)[number];

const criteresAvances = {
  departement: codeDepartement.optional().or(z.literal('').transform(() => undefined)),
  /** commune chosen in the autocomplete (INSEE code) */
  codeInsee: codeInsee.optional().or(z.literal('').transform(() => undefined)),
  codePostal: codePostal.optional().or(z.literal('').transform(() => undefined)),
  voie: texte(120),
  lieuDit: texte(120),
  numeroImmatriculation: z
    .string()
    .trim()
    .optional()
    .transform((v, c) => {
      if (!v) return undefined;
      const n = normaliserImmatriculation(v);
      if (!n) {
        c.addIssue({ code: 'custom', message: MESSAGE_IMMATRICULATION });
        return z.NEVER;
      }
      return n;
    }),
  nom: texte(100),
  /** mandates that started on or after this day */
  dateDebutMandat: dateCritere,
  /** mandates that end on or before this day */
  dateFinMandat: dateCritere,
  statutMajAnnuelle: z.enum(STATUTS_MAJ_ANNUELLE, { error: 'Statut de mise à jour annuelle inconnu.' }).optional(),
  /** the last exercise was declared with accounts the assembly did not approve */
  exerciceNonApprouve: z.boolean({ error: 'Répondez par oui ou par non.' }).optional(),
  etat: z.enum(ETATS_ANNUAIRE, { error: 'Statut de copropriété inconnu.' }).optional(),
  statutRattachement: z.enum(STATUTS_RATTACHEMENT_ANNUAIRE, { error: 'Statut de rattachement inconnu.' }).optional(),
};

/** Spec 001 §3 search body, with the advanced fields and the page. */
export const rechercheAnnuaireSchema = z
  .object({
    isRechercheAvancee: z.boolean().default(false),
    adresseNonSelectionnee: z.boolean().default(false),
    adresseNonStructuree: adresseAnnuaireSchema.optional(),
    ...criteresAvances,
    pageNumber: z.coerce.number().int().min(1, 'La page commence à 1.').max(1000, 'Page trop lointaine.').default(1),
    pageSize: z.coerce.number().int().min(1).max(50, '50 lignes par page au maximum.').default(TAILLE_PAGE_ANNUAIRE),
  })
  .superRefine((r, c) => {
    if (!r.isRechercheAvancee) {
      const a = r.adresseNonStructuree;
      if (!a?.voie && !a?.codeInsee && !a?.codePostal)
        c.addIssue({ code: 'custom', path: ['adresseNonStructuree', 'voie'], message: 'Saisissez une adresse.' });
      else if (!a.codeInsee && !a.codePostal && !a.commune)
        c.addIssue({
          code: 'custom',
          path: ['adresseNonStructuree', 'commune'],
          message: "Précisez la commune ou le code postal de l'adresse.",
        });
      return;
    }
    const valeurs = Object.keys(criteresAvances).map((k) => r[k as keyof typeof criteresAvances]);
    if (valeurs.every((v) => v === undefined)) {
      c.addIssue({ code: 'custom', path: ['departement'], message: MESSAGE_UN_CHAMP });
      return;
    }
    if (!r.departement && !r.codeInsee && !r.codePostal && !r.numeroImmatriculation && !r.nom)
      c.addIssue({ code: 'custom', path: ['departement'], message: MESSAGE_CRITERE_LOCALISANT });
    if (r.departement && r.codePostal && !codePostalDansDepartement(r.codePostal, r.departement))
      c.addIssue({ code: 'custom', path: ['codePostal'], message: MESSAGE_CP_DEPARTEMENT });
    if (r.departement && r.codeInsee && departementDeCommune(r.codeInsee) !== r.departement)
      c.addIssue({ code: 'custom', path: ['codeInsee'], message: 'La commune ne fait pas partie du département.' });
  });
export type RechercheAnnuaire = z.input<typeof rechercheAnnuaireSchema>;
export type RechercheAnnuaireLue = z.output<typeof rechercheAnnuaireSchema>;

/** The department of a commune's INSEE code (97x for overseas, 2A/2B for Corsica). */
export const departementDeCommune = (insee: string) => (/^97/.test(insee) ? insee.slice(0, 3) : insee.slice(0, 2));

/**
 * A postal code belongs to a department when it starts with its number; Corsica's postcodes start with 20
 * (2A: 200xx–201xx, 2B: 202xx–206xx), the overseas ones with 97x.
 */
export function codePostalDansDepartement(cp: string, dept: string): boolean {
  if (dept === '2A') return /^20[01]/.test(cp);
  if (dept === '2B') return /^20[2-6]/.test(cp);
  return cp.startsWith(dept);
}

/** Spec 001 §3 list columns, plus what the map needs. */
export const ligneAnnuaireSchema = z.object({
  idCopropriete: z.number(),
  numeroImmatriculation: z.string(),
  nom: z.string().nullable(),
  adressePrincipale: z.string().nullable(),
  statutCopropriete: z.string(),
  statutRattachement: z.string().nullable(),
  /** spec column; the directory never tells who holds a condominium: always null here */
  idTeledeclarantCourant: z.null(),
  nombreLots: z.number().nullable(),
  nombreBatiments: z.number().nullable(),
  dateFinMandat: z.string().nullable(),
  majAnnuelle: z.string().nullable(),
  x: z.number().nullable(),
  y: z.number().nullable(),
});
export type LigneAnnuaire = z.infer<typeof ligneAnnuaireSchema>;

export const pageAnnuaireSchema = z.object({
  ligneRechercheCoproprieteDTOList: z.array(ligneAnnuaireSchema),
  totalItems: z.number(),
  /** the searched address could not be located (typed, not chosen): searched by street and commune only */
  nonGeolocalisee: z.boolean(),
  /** more than MAX_RESULTATS_ANNUAIRE matched: only the first ones are given (also in the header) */
  tropDeResultats: z.boolean(),
  /**
   * [issue 27] false when the rows are not at the searched address: a chosen address with no condominium at its
   * number gives those of the same street (and postcode), the page says so; a typed one, its street (nonGeolocalisee)
   */
  adresseExacte: z.boolean(),
});
export type PageAnnuaire = z.infer<typeof pageAnnuaireSchema>;

/**
 * The public record (coproannuairedetail): exactly the public data of spec 000 and the issue, nothing about a
 * person. `FICHE_PUBLIQUE_CHAMPS` is the list the unit test holds the projection to.
 */
export const fichePubliqueSchema = z.object({
  idCopropriete: z.number(),
  numeroImmatriculation: z.string(),
  nom: z.string().nullable(),
  statutCopropriete: z.string(),
  etat: z.string(),
  dateImmatriculation: z.string().nullable(),
  adressePrincipale: z.string().nullable(),
  adressesSecondaires: z.array(z.string()),
  codePostal: z.string().nullable(),
  commune: z.string().nullable(),
  codeInsee: z.string().nullable(),
  x: z.number().nullable(),
  y: z.number().nullable(),
  nombreLots: z.number().nullable(),
  nombreLotsPrincipaux: z.number().nullable(),
  nombreLotsHabitation: z.number().nullable(),
  nombreLotsStationnement: z.number().nullable(),
  nombreBatiments: z.number().nullable(),
  periodeConstruction: z.string().nullable(),
  residenceService: z.boolean().nullable(),
  syndicatCooperatif: z.boolean().nullable(),
  syndicatPrincipal: z.boolean().nullable(),
  numeroImmatriculationPrincipale: z.string().nullable(),
  typeSyndic: z.enum(['PROFESSIONNEL', 'BENEVOLE', 'AUCUN']),
  /** the professional syndic's name only; never a volunteer's identity */
  nomSyndicProfessionnel: z.string().nullable(),
  statutRattachement: z.string().nullable(),
  statutMandat: z.enum(['EN_COURS', 'EXPIRE', 'AUCUN']),
  dateFinMandat: z.string().nullable(),
  majAnnuelle: z.string().nullable(),
  parcelles: z.array(
    z.object({
      codeInsee: z.string().nullable(),
      prefixe: z.string(),
      section: z.string().nullable(),
      numero: z.string().nullable(),
    }),
  ),
});
export type FichePublique = z.infer<typeof fichePubliqueSchema>;
export const FICHE_PUBLIQUE_CHAMPS = Object.keys(fichePubliqueSchema.shape).sort();

/** Map viewport (extension): the visible box and the zoom level. */
export const vueCarteSchema = z
  .object({
    ouest: longitude,
    sud: latitude,
    est: longitude,
    nord: latitude,
    zoom: z.coerce.number({ error: 'Le zoom doit être un nombre.' }).min(0, 'Zoom de 0 à 22.').max(22, 'Zoom de 0 à 22.'),
  })
  .refine((v) => v.est > v.ouest && v.nord > v.sud, { message: 'La zone demandée est vide.', path: ['est'] });

/** A point of the map: one condominium, or a cluster of `nombre` of them (low zooms). */
export const pointCarteSchema = z.object({
  x: z.number(),
  y: z.number(),
  nombre: z.number(),
  idCopropriete: z.number().nullable(),
  numeroImmatriculation: z.string().nullable(),
  nom: z.string().nullable(),
  adressePrincipale: z.string().nullable(),
});
export const carteAnnuaireSchema = z.object({ points: z.array(pointCarteSchema), regroupes: z.boolean() });
export type PointCarte = z.infer<typeof pointCarteSchema>;
