/**
 * [issue 25] The bodies and answers of the web service for syndic software (`/api/logiciels/v1`): French field
 * names of the specs' entities, the declaration's blocks in the wizard's own shape (the same schemas and rules).
 */
import { z } from 'zod';
import { TAILLE_MAX_LOT } from '../../domain/logiciels/portees.ts';
import { TAILLE_MAX_DOCUMENT } from '../../domain/pdf.ts';
import { cheminJson } from '../../domain/logiciels/chemins.ts';
import { STATUTS_MANDAT_LOGICIEL } from '../../domain/logiciels/liste.ts';
import { messageErreur } from '../erreurs.ts';
import { immatCoproprieteChamps } from '../copropriete/immatCopropriete.ts';
import { identificationChamps } from '../copropriete/identification.ts';
import { proceduresChamps } from '../copropriete/procedures.ts';
import { donneesFinancieresChamps } from '../copropriete/donneesFinancieres.ts';
import { donneesTechniquesChamps } from '../copropriete/donneesTechniques.ts';
import { infoRattachementChamps } from '../copropriete/infoRattachement.ts';
import { MESSAGE_DECLARATION_HONNEUR } from '../mandats.ts';

const MESSAGE_IMMAT = 'Le numéro d’immatriculation s’écrit deux lettres et sept chiffres (ex. AB1234567).';
export const numeroImmatriculationSchema = z
  .string({ error: MESSAGE_IMMAT })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}\d{7}$/, MESSAGE_IMMAT);

export const parNumeroSchema = z.object({ numero: numeroImmatriculationSchema });

export const ECHEANCES = ['maj-annuelle', 'fin-mandat'] as const;

export const listeCoproprietesQuerySchema = z
  .object({
    curseur: z.string().max(500, 'Curseur invalide.').optional(),
    limite: z.coerce
      .number({ error: 'La limite est un nombre entre 1 et 100.' })
      .int('La limite est un nombre entre 1 et 100.')
      .min(1, 'La limite est un nombre entre 1 et 100.')
      .max(100, 'La limite est un nombre entre 1 et 100.')
      .default(50),
    modifieesDepuis: z.iso
      .datetime({ offset: true, error: 'Date et heure ISO 8601 attendues (ex. 2026-01-31T00:00:00Z).' })
      .optional(),
    echeance: z.enum(ECHEANCES, { error: 'Échéance inconnue : maj-annuelle ou fin-mandat.' }).optional(),
    jours: z.coerce
      .number({ error: 'Le nombre de jours est un entier entre 1 et 365.' })
      .int('Le nombre de jours est un entier entre 1 et 365.')
      .min(1, 'Le nombre de jours est un entier entre 1 et 365.')
      .max(365, 'Le nombre de jours est un entier entre 1 et 365.')
      .default(90),
  })
  .strict();

export const STATUTS_MAJ_ANNUELLE = ['A_JOUR', 'DUE', 'EN_RETARD'] as const;

export const coproprieteResumeSchema = z.object({
  /** null while its registration waits for the keepers (see `idDemande`) */
  numeroImmatriculation: z.string().nullable(),
  /** its registration request waiting for the keepers (`GET demandes/{idDemande}`), else null */
  idDemande: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  adresse: z.string().nullable(),
  etat: z.string(),
  dateDerniereModification: z.string().nullable(),
  /** null for a condominium not registered (no annual update yet) */
  majAnnuelle: z
    .object({
      statut: z.enum(STATUTS_MAJ_ANNUELLE),
      /** first day it is (or will be) due, ISO day */
      exigibleLe: z.string().nullable(),
      /** last day to make it in time, ISO day */
      echeance: z.string().nullable(),
    })
    .nullable(),
  mandat: z
    .object({ dateDebut: z.string().nullable(), dateFin: z.string().nullable(), statut: z.enum(STATUTS_MANDAT_LOGICIEL) })
    .nullable(),
});
export type CoproprieteResume = z.infer<typeof coproprieteResumeSchema>;

export const pageCoproprietesLogicielSchema = z.object({
  coproprietes: z.array(coproprieteResumeSchema),
  /** pass it as `curseur` for the next page; null on the last page */
  curseurSuivant: z.string().nullable(),
});

/** A registration: the whole declaration in one body, the wizard's five blocks. */
export const immatriculationLogicielSchema = immatCoproprieteChamps
  .extend({
    /** the numbers of probable duplicates the syndic declares distinct (sent to the keepers with the request) */
    doublonsConserves: z.array(numeroImmatriculationSchema).max(20).default([]),
    /** the wizard's warnings, confirmed (a warning not confirmed refuses the registration with its field path) */
    confirmerAvertissements: z.boolean().default(false),
  })
  .strict();

export const resultatImmatriculationSchema = z.discriminatedUnion('statut', [
  z.object({ statut: z.literal('IMMATRICULEE'), numeroImmatriculation: z.string(), idDemande: z.null() }),
  z.object({
    statut: z.literal('EN_ATTENTE_VALIDATION'),
    numeroImmatriculation: z.null(),
    idDemande: z.string(),
    /** the keepers' deadline: one working day */
    dateLimite: z.string(),
  }),
]);

/**
 * An annual or a standard update: the blocks that change, over the declaration in force; what is absent stays as
 * declared.
 */
export const majAnnuelleLogicielSchema = z
  .object({
    /** the condominium's version read with its record: a stale one answers 409 */
    version: z.number().int().positive().optional(),
    identification: identificationChamps.partial().optional(),
    procedures: proceduresChamps.partial().optional(),
    donneesFinancieres: donneesFinancieresChamps.partial().optional(),
    donneesTechniques: donneesTechniquesChamps.partial().optional(),
    confirmerAvertissements: z.boolean().default(false),
  })
  .strict();
export type MajAnnuelleLogiciel = z.infer<typeof majAnnuelleLogicielSchema>;

export const resultatMajLogicielSchema = z.object({
  numeroImmatriculation: z.string(),
  idDeclaration: z.number().int(),
  typeMaj: z.string(),
  message: z.string(),
});

// ---------------------------------------------------------------------------------------------------------------
// mandates: renewal, attachment (the forms' `mandats/renouvellement` and `coproprietes/rattachement`)
// ---------------------------------------------------------------------------------------------------------------

export const MESSAGES_JUSTIFICATIF = {
  nomFichier: 'Le nom du justificatif se termine par .pdf (255 caractères au plus).',
  contenuBase64: 'Le contenu du justificatif est le fichier PDF encodé en base64, sans retour à la ligne.',
  taille: 'Le justificatif ne doit pas dépasser 5 Mo.',
} as const;

/** The longest base64 text of a document of TAILLE_MAX_DOCUMENT bytes. */
export const TAILLE_MAX_BASE64 = Math.ceil(TAILLE_MAX_DOCUMENT / 3) * 4;

/**
 * The supporting document in the JSON body: a PDF of 5 MB at most (decoded), base64-encoded (RFC 4648, no line
 * break). Its content is checked on the server by the forms' own PDF checks.
 */
export const justificatifLogicielSchema = z
  .object({
    nomFichier: z
      .string({ error: MESSAGES_JUSTIFICATIF.nomFichier })
      .trim()
      .max(255, MESSAGES_JUSTIFICATIF.nomFichier)
      .regex(/^[^\\/]+\.pdf$/i, MESSAGES_JUSTIFICATIF.nomFichier),
    contenuBase64: z
      .string({ error: MESSAGES_JUSTIFICATIF.contenuBase64 })
      .max(TAILLE_MAX_BASE64, MESSAGES_JUSTIFICATIF.taille)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/, MESSAGES_JUSTIFICATIF.contenuBase64)
      .refine((v) => v.length % 4 === 0, MESSAGES_JUSTIFICATIF.contenuBase64),
  })
  .strict();
export type JustificatifLogiciel = z.output<typeof justificatifLogicielSchema>;

/**
 * The mandate, in the forms' shape: `adminProvisoire` (true or false), `dateDebutMandat` and `dateFinMandat`
 * (JJ/MM/AAAA), `typeJustifMandat` (CONTRAT_SYNDIC, PV_AG or ORDO_NOMINATION). The mandate rules are the forms'.
 */
export const mandatLogicielSchema = infoRattachementChamps
  .pick({ adminProvisoire: true, dateDebutMandat: true, dateFinMandat: true, typeJustifMandat: true })
  .strict();

/** The renewal of the establishment's mandate on one of its condominiums (the number in the path). */
export const renouvellementLogicielSchema = z
  .object({
    /** the new mandate: it starts the day after the end of the one it renews, or later */
    mandat: mandatLogicielSchema,
    /** required, as on the site: the general assembly's minutes or the syndic's contract */
    justificatif: justificatifLogicielSchema,
    /** the warnings confirmed (a mandate not lasting 12 months); not confirmed, they refuse the request */
    confirmerAvertissements: z.boolean().default(false),
    /** the sworn statement the form asks for */
    declarationHonneur: z.literal(true, { error: MESSAGE_DECLARATION_HONNEUR }),
  })
  .strict();
export type RenouvellementLogiciel = z.output<typeof renouvellementLogicielSchema>;

/** The attachment of a registered condominium to the establishment, with its mandate. */
export const rattachementLogicielSchema = renouvellementLogicielSchema
  .extend({
    numeroImmatriculation: numeroImmatriculationSchema,
    /** optional, as on the site (the keepers then judge the request without it) */
    justificatif: justificatifLogicielSchema.optional(),
  })
  .strict();
export type RattachementLogiciel = z.output<typeof rattachementLogicielSchema>;

/** A mandate's request sent to the keepers (renewal, attachment): its id, read then by `GET demandes/{idDemande}`. */
export const resultatDemandeMandatSchema = z.object({
  statut: z.literal('EN_ATTENTE_VALIDATION'),
  idDemande: z.string(),
  numeroImmatriculation: z.string(),
  /** the mandate to validate */
  idMandat: z.number().int(),
  /** the keepers' deadline: one working day */
  dateLimite: z.string(),
  message: z.string(),
});
export type ResultatDemandeMandat = z.infer<typeof resultatDemandeMandatSchema>;

/** PRECISION_DEMANDEE: a keeper asked the declarant for details (`motifs`: the keeper's question), answered on the site */
export const STATUTS_DEMANDE = ['EN_ATTENTE', 'VALIDEE', 'REFUSEE', 'HORS_DELAI', 'PRECISION_DEMANDEE'] as const;
export const demandeLogicielSchema = z.object({
  idDemande: z.string(),
  statut: z.enum(STATUTS_DEMANDE),
  numeroImmatriculation: z.string().nullable(),
  dateLimite: z.string().nullable(),
  motifs: z.array(z.string()),
});

export const entreeLotSchema = majAnnuelleLogicielSchema.extend({ numeroImmatriculation: numeroImmatriculationSchema });
export type EntreeLot = z.output<typeof entreeLotSchema>;

/** An entry of a batch that does not pass its schema: the batch is accepted, this entry refused with its errors. */
export interface EntreeLotInvalide {
  /** each field's French error, its JSON path within the entry */
  invalide: { chemin: string; message: string }[];
  numeroImmatriculation: string | null;
}
export const estEntreeLotInvalide = (e: EntreeLot | EntreeLotInvalide): e is EntreeLotInvalide => 'invalide' in e;

function entreeLotInvalide(issues: readonly z.core.$ZodIssue[], brut: unknown): EntreeLotInvalide {
  const invalide: EntreeLotInvalide['invalide'] = [];
  const vus = new Set<string>();
  for (const i of issues) {
    // an unknown key is reported at its own path (as the router does for a whole body)
    const chemins = i.code === 'unrecognized_keys' ? i.keys.map((k) => [...i.path, k]) : [i.path];
    for (const c of chemins) {
      const chemin = cheminJson(c.map(String).join('.'));
      if (vus.has(chemin)) continue;
      vus.add(chemin);
      const message = i.code === 'unrecognized_keys' ? messageErreur({ ...i, keys: [String(c.at(-1))] }) : i.message;
      invalide.push({ chemin, message });
    }
  }
  const numero = numeroImmatriculationSchema.safeParse(
    (brut as { numeroImmatriculation?: unknown } | null)?.numeroImmatriculation,
  );
  return { invalide, numeroImmatriculation: numero.success ? numero.data : null };
}

/**
 * Up to TAILLE_MAX_LOT annual updates. Each entry is checked on its own: one that does not pass its schema is
 * refused in the batch's results (with its errors under `misesAJour[i].`), not the whole batch.
 */
export const lotMajAnnuellesSchema = z
  .object({
    misesAJour: z
      .array(
        entreeLotSchema
          .catch((ctx) => entreeLotInvalide(ctx.error.issues, ctx.value) as unknown as EntreeLot)
          .transform((e) => e as EntreeLot | EntreeLotInvalide),
        { error: 'Une liste de mises à jour annuelles est attendue.' },
      )
      .min(1, 'Le lot est vide.')
      .max(TAILLE_MAX_LOT, `Un lot contient au plus ${TAILLE_MAX_LOT} mises à jour.`),
  })
  .strict();

export const erreurChampSchema = z.object({ chemin: z.string(), message: z.string() });

export const lotAccepteSchema = z.object({ idLot: z.string(), nombre: z.number().int(), statut: z.literal('EN_COURS') });

export const lotLogicielSchema = z.object({
  idLot: z.string(),
  statut: z.enum(['EN_COURS', 'TERMINE']),
  total: z.number().int(),
  appliquees: z.number().int(),
  refusees: z.number().int(),
  resultats: z.array(
    z.object({
      /** the item's index in `misesAJour` */
      index: z.number().int(),
      /** null for an entry sent without a valid number */
      numeroImmatriculation: z.string().nullable(),
      statut: z.enum(['EN_ATTENTE', 'APPLIQUEE', 'REFUSEE']),
      /** a refused entry: the error's code (the guide's error catalogue) */
      code: z.string().nullable(),
      /** an applied entry: the declaration now in force */
      idDeclaration: z.number().int().nullable(),
      /** each field's French error, its JSON path in the item (`misesAJour[3].donneesFinancieres.…`) */
      erreurs: z.array(erreurChampSchema),
    }),
  ),
});
