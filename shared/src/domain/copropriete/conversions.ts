/**
 * Value conversions between the form (what the user sees and the wire carries, spec 000 §3 "Form/server
 * transformations") and the server (what it stores). Readers return `null` for an empty value and `undefined`
 * for a value that cannot be read (the schema then reports the format): after validation, `?? null` is enough.
 */
import { dateFrVersIso, dateIsoVersFr, normaliserImmatriculation } from '../valeurs.ts';

export type Saisie = string | number | boolean | null | undefined;
export type BooleenFormulaire = 'true' | 'false' | '';

/** Empty: null, undefined or a blank string. */
export const estVide = (v: unknown): v is null | undefined | '' =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** dd/mm/yyyy → yyyy-mm-dd. */
export function lireDate(v: Saisie): string | null | undefined {
  if (estVide(v)) return null;
  if (typeof v !== 'string') return undefined;
  return dateFrVersIso(v) ?? undefined;
}
/** yyyy-mm-dd (or an ISO instant) → dd/mm/yyyy; null → ''. */
export const ecrireDate = (iso: string | null | undefined): string => (iso ? dateIsoVersFr(iso) : '');

/** "true"/"false" (or a boolean) → boolean. */
export function lireBooleen(v: Saisie): boolean | null | undefined {
  if (estVide(v)) return null;
  if (typeof v === 'boolean') return v;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return undefined;
}
export const ecrireBooleen = (b: boolean | null | undefined): BooleenFormulaire =>
  b === true ? 'true' : b === false ? 'false' : '';

const ESPACES = /[\s\u00a0\u202f]/g;

/** A whole number typed with or without spaces ("12 345"). */
export function lireEntier(v: Saisie): number | null | undefined {
  if (estVide(v)) return null;
  if (typeof v === 'number') return Number.isSafeInteger(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const s = v.replace(ESPACES, '');
  return /^-?\d{1,15}$/.test(s) ? Number(s) : undefined;
}
export const ecrireEntier = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));

/** An amount in euros: a dot or a comma, two decimals at most ("1 234,56"). */
export function lireMontant(v: Saisie): number | null | undefined {
  if (estVide(v)) return null;
  if (typeof v === 'number') return Number.isFinite(v) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6 ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const s = v.replace(ESPACES, '').replace(',', '.');
  return /^-?\d{1,13}(\.\d{1,2})?$/.test(s) ? Number(s) : undefined;
}
/** Amounts are shown with a comma: 1234.5 → "1234,50"; whole amounts without decimals. */
export const ecrireMontant = (n: number | null | undefined): string =>
  n === null || n === undefined ? '' : Number.isInteger(n) ? String(n) : n.toFixed(2).replace('.', ',');

/** A decimal number (coordinates). */
export function lireDecimal(v: Saisie): number | null | undefined {
  if (estVide(v)) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const n = Number(v.trim().replace(',', '.'));
  return Number.isFinite(n) ? n : undefined;
}

/** Trimmed text, empty → null. */
export const lireTexte = (v: Saisie): string | null => (estVide(v) ? null : String(v).trim());

/** A value of a list; '' → null; anything else → undefined. */
export function lireCode<T extends string>(valeurs: readonly T[], v: Saisie): T | null | undefined {
  if (estVide(v)) return null;
  return valeurs.includes(v as T) ? (v as T) : undefined;
}

/** Registration number in either writing → compact form (AA1234567); empty → null (spec 000 §3). */
export function lireImmatriculation(v: Saisie): string | null | undefined {
  if (estVide(v)) return null;
  if (typeof v !== 'string') return undefined;
  return normaliserImmatriculation(v) ?? undefined;
}
