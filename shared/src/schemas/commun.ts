/** Field schemas shared by every form, with the French messages the user reads (spec 001 §5). */
import { z } from 'zod';
import { EMAIL_REGEX, REGLES_MOT_DE_PASSE, TELEPHONE_REGEX, dateFrVersIso, siretValide } from '../domain/valeurs.ts';

// every message zod writes by itself is French too, naming the field (issue 15 item 6)
import './erreurs.ts';

export const OBLIGATOIRE = 'Ce champ est obligatoire.';

/**
 * [issue 27] Formula injection: a typed text that a spreadsheet would run as a formula once exported (open data,
 * extractions) is refused where it is typed. `=`, `+`, `@` (after any spaces, which the trim removes), a leading tab or
 * carriage return. A leading `-` stays allowed (« - » starts French text); every export neutralises it on output
 * (`neutraliser`, shared/src/domain/exports/tableur.ts). Checked on the raw value, before any trim.
 */
export const DEBUT_FORMULE_SAISIE = /^[\t\r]|^\s*[=+@]/;
export const MESSAGE_FORMULE = 'Ce champ ne peut pas commencer par =, +, @, une tabulation ou un retour chariot.';
export const sansFormule = (v: string | null | undefined): boolean => !v || !DEBUT_FORMULE_SAISIE.test(v);

/** Free text, optional: the formula rule, trimmed, `max` characters at most. */
export const texteLibre = (max: number, message = `${max} caractères au maximum.`) =>
  z.string().refine(sansFormule, MESSAGE_FORMULE).trim().max(max, message);

export const texteObligatoire = (max: number, message = OBLIGATOIRE) =>
  z
    .string({ error: message })
    .refine(sansFormule, MESSAGE_FORMULE)
    .trim()
    .min(1, message)
    .max(max, `${max} caractères au maximum.`);

export const email = z
  .string({ error: OBLIGATOIRE })
  .trim()
  .min(1, OBLIGATOIRE)
  .max(100, '100 caractères au maximum.')
  .regex(EMAIL_REGEX, "L'adresse électronique n'est pas valide (exemple : prenom.nom@exemple.fr).");

export const telephone = z
  .string()
  .trim()
  .regex(TELEPHONE_REGEX, 'Le numéro de téléphone doit être au format international, par exemple +33611223344.');

export const siret = z
  .string({ error: OBLIGATOIRE })
  .trim()
  .regex(/^\d{14}$/, 'Le SIRET doit comporter 14 chiffres.')
  .refine(siretValide, "Le SIRET n'est pas valide (clé de contrôle incorrecte).");

export const motDePasse = z.string({ error: OBLIGATOIRE }).superRefine((valeur, ctx) => {
  const manquantes = REGLES_MOT_DE_PASSE.filter((r) => !r.test(valeur)).map((r) => r.libelle);
  if (manquantes.length) ctx.addIssue({ code: 'custom', message: `Le mot de passe doit contenir : ${manquantes.join(', ')}.` });
});

/** One optional line of a postal address (38 characters, the French postal standard); empty becomes null. */
export const ligneAdresse = z
  .string()
  .refine(sansFormule, MESSAGE_FORMULE)
  .trim()
  .max(38, '38 caractères au maximum.')
  .optional()
  .transform((v) => v || null);

/** A date typed as dd/mm/yyyy (spec: "Dates: DD/MM/YYYY"). */
export const dateFr = z
  .string({ error: OBLIGATOIRE })
  .trim()
  .refine((v) => dateFrVersIso(v) !== null, 'La date doit être au format JJ/MM/AAAA.');

/** Path parameter that must be a positive integer id. */
export const idNumerique = z.coerce
  .number({ error: "L'identifiant doit être un nombre." })
  .int("L'identifiant doit être un nombre entier.")
  .positive("L'identifiant doit être positif.");

/** Spec 001 §3 "Pagination options" with spec defaults: page 1, size 10. */
export const optionsPagination = z.object({
  pageNumber: z.coerce.number().int().min(1, 'La page commence à 1.').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, '100 lignes par page au maximum.').default(10),
  sortDirection: z.enum(['asc', 'desc']).optional(),
  sortField: z.string().max(50).optional(),
});
