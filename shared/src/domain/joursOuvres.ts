/**
 * Working days (DESIGN.md §5): Monday to Friday, minus French public holidays (@socialgouv/jours-feries,
 * metropolitan calendar), in Paris time. Used by the one-working-day SLA of duplicate checks (spec 000 §1).
 */
import { TZDate } from '@date-fns/tz';
import joursFeries from '@socialgouv/jours-feries';

const FUSEAU = 'Europe/Paris';

const deuxChiffres = (n: number) => String(n).padStart(2, '0');

/** Paris wall-clock date (yyyy-mm-dd) and time parts of an instant (the time zone's rules: @date-fns/tz). */
export function enHeureDeParis(d: Date) {
  const p = new TZDate(d.getTime(), FUSEAU);
  return {
    jour: `${p.getFullYear()}-${deuxChiffres(p.getMonth() + 1)}-${deuxChiffres(p.getDate())}`,
    heure: p.getHours(),
    minute: p.getMinutes(),
    seconde: p.getSeconds(),
  };
}

/** The instant at which Paris shows `jour` `hh:mm:ss` (both DST changes handled by @date-fns/tz). */
export function instantDeParis(jour: string, heure = 0, minute = 0, seconde = 0): Date {
  const [a, m, j] = jour.split('-').map(Number);
  return new Date(new TZDate(a, m - 1, j, heure, minute, seconde, FUSEAU).getTime());
}

const feriesParAnnee = new Map<number, Set<string>>();
function feries(annee: number): Set<string> {
  if (!feriesParAnnee.has(annee)) {
    const dates = Object.values(joursFeries(annee)).map((d) => d.toISOString().slice(0, 10));
    feriesParAnnee.set(annee, new Set(dates));
  }
  return feriesParAnnee.get(annee)!;
}

const jourSuivant = (jour: string) => {
  const [a, m, j] = jour.split('-').map(Number);
  return new Date(Date.UTC(a, m - 1, j + 1)).toISOString().slice(0, 10);
};

export function estJourOuvre(jour: string): boolean {
  const [a, m, j] = jour.split('-').map(Number);
  const semaine = new Date(Date.UTC(a, m - 1, j)).getUTCDay();
  return semaine !== 0 && semaine !== 6 && !feries(a).has(jour);
}

export function prochainJourOuvre(jour: string): string {
  let j = jourSuivant(jour);
  while (!estJourOuvre(j)) j = jourSuivant(j);
  return j;
}

/**
 * Deadline of "one working day" from `depot` (our reading of spec 000 §1): filed on a working day, the answer
 * is due at the same Paris time on the next working day; filed on a weekend or a holiday, the working day that
 * counts is the next one, so the answer is due at the end of it (midnight, Paris time).
 */
export function echeanceUnJourOuvre(depot: Date): Date {
  const p = enHeureDeParis(depot);
  if (estJourOuvre(p.jour)) return instantDeParis(prochainJourOuvre(p.jour), p.heure, p.minute, p.seconde);
  return instantDeParis(jourSuivant(prochainJourOuvre(p.jour)));
}
