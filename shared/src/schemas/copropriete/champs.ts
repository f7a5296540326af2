/**
 * Field schemas of the registration wizard (spec 000 §3, §5). A field schema accepts what the form holds and the
 * wire carries (dd/mm/yyyy, "true"/"false", numbers as typed) and checks only its own format and bounds; what
 * depends on other fields or on the context (required when, before today, by route…) is checked by the block's
 * rules, so that a step shows all its errors at once. Messages are French.
 */
import { z } from 'zod';
import { siretValide } from '../../domain/valeurs.ts';
import { DATE_MIN } from '../../domain/copropriete/constantes.ts';
import { dateIsoVersFr as fr } from '../../domain/valeurs.ts';
import {
  estVide,
  lireDate,
  lireDecimal,
  lireEntier,
  lireImmatriculation,
  lireMontant,
} from '../../domain/copropriete/conversions.ts';
import { MESSAGE_FORMULE, OBLIGATOIRE, sansFormule } from '../commun.ts';

export const MESSAGE_FORMAT_DATE = 'La date doit être au format JJ/MM/AAAA.';
export const MESSAGE_DATE_MIN = `La date ne peut pas être antérieure au ${fr(DATE_MIN)}.`;
export const MESSAGE_OUI_NON = 'Répondez par oui ou par non.';
export const MESSAGE_ENTIER = 'Saisissez un nombre entier.';
export const MESSAGE_MONTANT = 'Saisissez un montant en euros, avec deux décimales au plus (exemple : 1234,56).';
export const MESSAGE_MONTANT_NEGATIF = 'Le montant ne peut pas être négatif.';
export const MESSAGE_IMMATRICULATION = "Le numéro d'immatriculation comporte 2 lettres et 7 chiffres (AA1234567 ou AA1-234-567).";
export const MESSAGE_CODE_POSTAL = 'Le code postal comporte 5 chiffres.';
export const MESSAGE_CODE_INSEE = 'Le code INSEE comporte 5 caractères (exemple : 75056 ou 2A004).';

/** 99999 → "99 999" (non-breaking space), as French writes numbers. */
export const nombreFr = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

/** A date typed dd/mm/yyyy, empty allowed; no date before 01/01/1900. */
export const champDate = () =>
  z
    .string({ error: MESSAGE_FORMAT_DATE })
    .nullish()
    .superRefine((v, c) => {
      const iso = lireDate(v);
      if (iso === undefined) c.addIssue({ code: 'custom', message: MESSAGE_FORMAT_DATE });
      else if (iso !== null && iso < DATE_MIN) c.addIssue({ code: 'custom', message: MESSAGE_DATE_MIN });
    });

/** A yes/no answer: "true", "false", a boolean, or empty. */
export const champBooleen = () =>
  z.union([z.boolean(), z.enum(['true', 'false', '']), z.null()], { error: MESSAGE_OUI_NON }).optional();

/** A whole number within [min, max], typed as a string or given as a number; empty allowed. */
export const champEntier = (min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string()], { error: MESSAGE_ENTIER })
    .nullish()
    .superRefine((v, c) => {
      const n = lireEntier(v);
      if (n === undefined) c.addIssue({ code: 'custom', message: MESSAGE_ENTIER });
      else if (n !== null && (n < min || n > max)) c.addIssue({ code: 'custom', message });
    });

/** An amount in euros, positive, two decimals at most; empty allowed. */
export const champMontant = () =>
  z
    .union([z.number(), z.string()], { error: MESSAGE_MONTANT })
    .nullish()
    .superRefine((v, c) => {
      const n = lireMontant(v);
      if (n === undefined) c.addIssue({ code: 'custom', message: MESSAGE_MONTANT });
      else if (n !== null && n < 0) c.addIssue({ code: 'custom', message: MESSAGE_MONTANT_NEGATIF });
    });

/** A decimal number (coordinates) within [min, max] (finite: no 2^53 reaches the store); empty allowed. */
export const champDecimal = (min = -1e9, max = 1e9, message = `Saisissez un nombre compris entre ${min} et ${max}.`) =>
  z
    .union([z.number(), z.string().max(50, message)], { error: 'Saisissez un nombre.' })
    .nullish()
    .superRefine((v, c) => {
      const n = lireDecimal(v);
      if (n === undefined) c.addIssue({ code: 'custom', message: 'Saisissez un nombre.' });
      else if (n !== null && (n < min || n > max)) c.addIssue({ code: 'custom', message });
    });

/** Free text of `max` characters at most once trimmed; empty allowed; never the start of a formula (issue 27). */
export const champTexte = (max: number, message = `${max} caractères au maximum.`) =>
  z
    .string()
    .nullish()
    .refine((v) => estVide(v) || v.trim().length <= max, message)
    .refine(sansFormule, MESSAGE_FORMULE);

/** One value of a reference list, or empty. */
export const champCode = <const T extends readonly [string, ...string[]]>(valeurs: T, message: string) =>
  z.union([z.enum(valeurs), z.literal(''), z.null()], { error: message }).optional();

/** A registration number AA1234567 or AA1-234-567, or empty. */
export const champImmatriculation = () =>
  z
    .string({ error: MESSAGE_IMMATRICULATION })
    .nullish()
    .refine((v) => lireImmatriculation(v) !== undefined, MESSAGE_IMMATRICULATION);

export const champCodePostal = () =>
  z
    .string({ error: MESSAGE_CODE_POSTAL })
    .nullish()
    .refine((v) => estVide(v) || /^\d{5}$/.test(v.trim()), MESSAGE_CODE_POSTAL);

export const champCodeInsee = () =>
  z
    .string({ error: MESSAGE_CODE_INSEE })
    .nullish()
    .refine((v) => estVide(v) || /^(\d{5}|2[AB]\d{3})$/i.test(v.trim()), MESSAGE_CODE_INSEE);

/** SIRET of the condominium (optional): 14 digits and a valid check digit. */
export const champSiret = () =>
  z
    .string({ error: 'Le SIRET doit comporter 14 chiffres.' })
    .nullish()
    .superRefine((v, c) => {
      if (estVide(v)) return;
      const s = v.replace(/\s/g, '');
      if (!/^\d{14}$/.test(s)) c.addIssue({ code: 'custom', message: 'Le SIRET doit comporter 14 chiffres.' });
      else if (!siretValide(s))
        c.addIssue({ code: 'custom', message: "Le SIRET n'est pas valide (clé de contrôle incorrecte)." });
    });

/** Server id of a row (address, parcel, order, mandate). */
export const champId = () => z.number().int().nullish();

/** Reports an issue at a path (relative to the block) — what the block rules call. */
export type Signaler = (chemin: readonly PropertyKey[], message: string) => void;
export const signaleur =
  (c: z.RefinementCtx, prefixe: readonly PropertyKey[] = []): Signaler =>
  (chemin, message) =>
    c.addIssue({ code: 'custom', path: [...prefixe, ...chemin], message });

/**
 * Reports a required field left empty. `valeur` is a value read by the conversions (`lireDate`, `lireTexte`…):
 * null or '' is empty; undefined is unreadable, its format is already reported. True when there is a value.
 */
export function exiger(signaler: Signaler, chemin: readonly PropertyKey[], valeur: unknown, message = OBLIGATOIRE): boolean {
  if (valeur === undefined) return false;
  if (valeur === null || valeur === '') {
    signaler(chemin, message);
    return false;
  }
  return true;
}
