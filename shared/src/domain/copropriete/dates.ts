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
