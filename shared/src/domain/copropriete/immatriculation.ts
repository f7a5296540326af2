/**
 * Registration numbers (spec 000 §5 "2 letters, 7 digits"): the n-th number of the register, n ≥ 1, from the
 * atomic sequence `sequence.immatriculation`. Each pair of letters holds 9 999 999 numbers (0000000 is never
 * given): 1 → AA0000001, 9 999 999 → AA9999999, 10 000 000 → AB0000001, … ZZ9999999 is the last one. A number
 * is never reused: a lost race leaves a gap in the sequence, never the same number twice.
 */
import { formaterImmatriculation, normaliserImmatriculation } from '../valeurs.ts';

export const NUMEROS_PAR_PREFIXE = 9_999_999;
const LETTRES = 26;
/** The largest sequence value a number can carry (ZZ9999999). */
export const SEQUENCE_MAX = LETTRES * LETTRES * NUMEROS_PAR_PREFIXE;

/** The registration number of the n-th registration (n ≥ 1). */
export function immatriculationDepuisSequence(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n > SEQUENCE_MAX) throw new RangeError(`Rang d'immatriculation hors limites : ${n}`);
  const prefixe = Math.floor((n - 1) / NUMEROS_PAR_PREFIXE);
  const numero = ((n - 1) % NUMEROS_PAR_PREFIXE) + 1;
  const lettres = String.fromCharCode(65 + Math.floor(prefixe / LETTRES), 65 + (prefixe % LETTRES));
  return `${lettres}${String(numero).padStart(7, '0')}`;
}

/** The rank in the sequence of a registration number (`AA0000001` or `AA0-000-001`); null when unreadable or 0000000. */
export function sequenceDepuisImmatriculation(saisie: string): number | null {
  const immat = normaliserImmatriculation(saisie);
  if (!immat) return null;
  const numero = Number(immat.slice(2));
  if (numero === 0) return null;
  const prefixe = (immat.charCodeAt(0) - 65) * LETTRES + (immat.charCodeAt(1) - 65);
  return prefixe * NUMEROS_PAR_PREFIXE + numero;
}

/** The number as shown to users: `AA0-000-001`. */
export const immatriculationAffichee = (immat: string) => formaterImmatriculation(immat);

export { normaliserImmatriculation, formaterImmatriculation };

/**
 * The condominium's state once registered: a syndic's registration (DEFAULT) attaches it to the syndic with the
 * mandate declared; a notary's (INITIALE, OFFICE) leaves it to attach, or to confirm by the successor syndic the
 * notary designated.
 */
export function etatApresImmatriculation(
  typeImmat: 'DEFAULT' | 'INITIALE' | 'OFFICE',
  avecSuccesseur = false,
): 'IMMATRICULEE_RATTACHEE' | 'IMMATRICULEE_A_RATTACHER' | 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER' {
  if (typeImmat === 'DEFAULT') return 'IMMATRICULEE_RATTACHEE';
  return avecSuccesseur ? 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER' : 'IMMATRICULEE_A_RATTACHER';
}
