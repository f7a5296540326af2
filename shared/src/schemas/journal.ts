/**
 * The event journal search (spec 001 §3 "Event journal filters", §5 "Event search dates"): one schema for the
 * keepers' form and the body of `POST api/evenement-journal/rechercher`, and the answer's shape.
 */
import { z } from 'zod';
import type { CategorieEvenement } from '../domain/journal.ts';
import { dateFrVersIso } from '../domain/valeurs.ts';
import {
  CODES_CATEGORIES,
  CODES_MODALITES,
  CODES_TYPES,
  NATURES_CIBLE,
  PERIODE_MAX_JOURNAL_JOURS,
  PROFILS_JOURNAL,
  categorieDuType,
  refusPeriode,
} from '../domain/rechercheJournal.ts';
import { dateFr } from './commun.ts';

export const MESSAGES_JOURNAL = {
  ordre: 'La date de fin doit être égale ou postérieure à la date de début.',
  duree: `La période ne peut pas dépasser ${PERIODE_MAX_JOURNAL_JOURS} jours.`,
  profil: 'Profil inconnu.',
  categorie: "Catégorie d'événement inconnue.",
  typeEvenement: "Type d'événement inconnu.",
  typeHorsCategorie: "Ce type d'événement n'appartient pas à la catégorie choisie.",
  modalite: 'Modalité inconnue.',
} as const;

/** An optional choice among codes: empty means "all". */
const choix = (codes: readonly string[], message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(60, message)
    .optional()
    .refine((v) => !v || codes.includes(v), message)
    .transform((v) => v || undefined);

export const rechercheJournalSchema = z
  .object({
    /** dd/mm/yyyy, Paris days, both included */
    dateDu: dateFr,
    dateAu: dateFr,
    profil: choix(PROFILS_JOURNAL, MESSAGES_JOURNAL.profil),
    categorie: choix(CODES_CATEGORIES, MESSAGES_JOURNAL.categorie),
    typeEvenement: choix(CODES_TYPES, MESSAGES_JOURNAL.typeEvenement),
    modalite: choix(CODES_MODALITES, MESSAGES_JOURNAL.modalite),
  })
  .superRefine((v, ctx) => {
    const du = dateFrVersIso(v.dateDu);
    const au = dateFrVersIso(v.dateAu);
    const refus = du && au ? refusPeriode(du, au) : null;
    if (refus) ctx.addIssue({ code: 'custom', path: ['dateAu'], message: MESSAGES_JOURNAL[refus] });
    const categorie = v.typeEvenement ? categorieDuType(v.typeEvenement) : null;
    if (v.categorie && categorie && categorie !== v.categorie)
      ctx.addIssue({ code: 'custom', path: ['typeEvenement'], message: MESSAGES_JOURNAL.typeHorsCategorie });
  })
  .transform((v) => ({ ...v, dateDu: dateFrVersIso(v.dateDu)!, dateAu: dateFrVersIso(v.dateAu)! }));
/** What the form holds (dates dd/mm/yyyy, empty choices). */
export type SaisieRechercheJournal = z.input<typeof rechercheJournalSchema>;
/** What the server reads (dates yyyy-mm-dd, absent choices). */
export type RechercheJournal = z.output<typeof rechercheJournalSchema>;

export const categorieJournalSchema = z.enum(CODES_CATEGORIES as [CategorieEvenement, ...CategorieEvenement[]], {
  error: () => MESSAGES_JOURNAL.categorie,
});

const valeurDetail = z.union([z.string(), z.number(), z.boolean()]);

export const ligneJournalSchema = z.object({
  id: z.string(),
  horodatage: z.string(),
  acteur: z.string(),
  profil: z.string(),
  libelleProfil: z.string(),
  enTantQue: z.string().nullable(),
  categorie: z.string(),
  libelleCategorie: z.string(),
  type: z.string(),
  libelleType: z.string(),
  modalite: z.string(),
  libelleModalite: z.string(),
  cible: z
    .object({
      nature: z.enum(NATURES_CIBLE),
      libelle: z.string(),
      idCopropriete: z.number().int().nullable(),
      immatriculation: z.string().nullable(),
    })
    .nullable(),
  raison: z.string().nullable(),
  details: z.record(z.string(), valeurDetail),
});
export type LigneJournalLue = z.output<typeof ligneJournalSchema>;

export const resultatJournalSchema = z.object({
  lignes: z.array(ligneJournalSchema),
  plusDe99: z.boolean(),
  limite: z.number().int(),
});
