/**
 * Calendar arithmetic on ISO dates (yyyy-mm-dd) for the condominium rules (spec 000 §5, §9). Pure: nothing here
 * reads the clock — the caller injects `aujourdhui` (see `dateDuJourParis`).
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when `iso` is a real calendar date written yyyy-mm-dd. */
export function estDateIso(iso: string): boolean {
  const m = ISO.exec(iso);
  if (!m) return false;
  const [a, mo, j] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const d = new Date(Date.UTC(a, mo - 1, j));
  return d.getUTCFullYear() === a && d.getUTCMonth() === mo - 1 && d.getUTCDate() === j;
}

const parties = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const versIso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** `iso` plus `n` days (n may be negative). */
export function ajouterJours(iso: string, n: number): string {
  const [a, m, j] = parties(iso);
  return versIso(Date.UTC(a, m - 1, j + n));
}

/**
 * `iso` plus `n` calendar months (n may be negative). A day that does not exist in the target month becomes the
 * last day of that month: 31/01 + 1 month = 28/02 (29/02 in a leap year).
 */
export function ajouterMois(iso: string, n: number): string {
  const [a, m, j] = parties(iso);
  const cible = new Date(Date.UTC(a, m - 1 + n, 1));
  const dernierJour = new Date(Date.UTC(cible.getUTCFullYear(), cible.getUTCMonth() + 1, 0)).getUTCDate();
  return versIso(Date.UTC(cible.getUTCFullYear(), cible.getUTCMonth(), Math.min(j, dernierJour)));
}

export const ajouterAnnees = (iso: string, n: number) => ajouterMois(iso, 12 * n);

/**
 * The last day of a period of `mois` calendar months starting on `debut`, both days counted: from 01/01/2020, 12
 * months end on 31/12/2020 and 18 months on 30/06/2021; from 15/03/2025, 1 month ends on 14/04/2025. It is the day
 * before `debut + mois` (see `ajouterMois` for a day missing in the target month).
 */
export const dernierJourDeDuree = (debut: string, mois: number) => ajouterJours(ajouterMois(debut, mois), -1);

/**
 * True when the period from `debut` to `fin`, both days counted, lasts `mois` months or more: `fin` is on or after
 * the last day of a `mois`-month period from `debut`. The ONE measure of the durations of spec 000 §5 and §9, so
 * that "12 months", "3 years" and "18 months" mean the same thing:
 * - the mandate lasts 12 months (no warning) when it reaches 12 months and ends at the latest on the anniversary;
 * - the mandate lasts less than 3 years: it does not reach 36 months (01/01/2025 → 30/12/2027 accepted,
 *   01/01/2025 → 31/12/2027 is 3 years, refused);
 * - the accounting exercise lasts less than 18 months: it does not reach 18 months (01/02/2020 → 30/07/2021,
 *   17 months and 30 days, accepted; 01/02/2020 → 31/07/2021 is 18 months, refused).
 */
export const dureeEnMoisAtteinte = (debut: string, fin: string, mois: number) => fin >= dernierJourDeDuree(debut, mois);

/** Day and month of an ISO date, `mm-dd`. */
export const jourEtMois = (iso: string) => iso.slice(5, 10);

/** The Paris calendar day of an instant, yyyy-mm-dd: how a use case turns its injected clock into `aujourdhui`. */
const JOUR_PARIS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const dateDuJourParis = (instant: Date) => JOUR_PARIS.format(instant);
