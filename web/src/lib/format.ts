/**
 * THE French formatting of the SPA (spec 001 §9: dates dd/mm/yyyy, Paris time): days, instants, numbers, file
 * sizes. Registration numbers and addresses: the shared formatters (@registre/shared/domain/valeurs, adresse), the
 * server's too. Pure.
 */

const PARIS = 'Europe/Paris';

/** A day `2026-05-12` (or the day of `2026-05-12T…` as written) → `12/05/2026`; '' when empty; else the text as is. */
export function dateFr(iso: string | null | undefined): string {
  if (!iso) return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** The day in Paris of an instant (`2026-07-14T23:30:00Z` → `15/07/2026`); a bare day as `dateFr`; '' when empty. */
export function jourParisFr(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (!iso.includes('T') || Number.isNaN(d.getTime())) return dateFr(iso);
  return d.toLocaleDateString('fr-FR', { timeZone: PARIS });
}

/** An instant as `dd/mm/yyyy à HH:MM`, in Paris time; '' when empty; the text as is when it is not a date. */
export function dateHeureFr(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const heure = d.toLocaleTimeString('fr-FR', { timeZone: PARIS, hour: '2-digit', minute: '2-digit' });
  return `${d.toLocaleDateString('fr-FR', { timeZone: PARIS })} à ${heure}`;
}

// one formatter each, built once: building one costs far more than formatting (issue 24)
const ENTIER = new Intl.NumberFormat('fr-FR');
const DECIMAL = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** `620431` → `620 431` (French thousands separator, a narrow no-break space). */
export const nombreFr = (n: number) => ENTIER.format(n);

/** `12.345` → `12,3` (one decimal at most). */
export const decimalFr = (n: number) => DECIMAL.format(n);

/** `1 ligne`, `0 ligne`, `620 431 lignes` (French: singular below 2). */
export const nombreDeLignes = (n: number) => `${nombreFr(n)} ligne${n >= 2 ? 's' : ''}`;

/** A size in the units users read: `61,9 Mo`, `812,4 Ko`, `950 octets` (decimal units, one decimal at most). */
export function tailleFichier(octets: number): string {
  if (octets >= 1_000_000_000) return `${decimalFr(octets / 1_000_000_000)} Go`;
  if (octets >= 1_000_000) return `${decimalFr(octets / 1_000_000)} Mo`;
  if (octets >= 1_000) return `${decimalFr(octets / 1_000)} Ko`;
  return `${octets} octet${octets > 1 ? 's' : ''}`;
}
