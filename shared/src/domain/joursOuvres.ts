/**
 * Working days (DESIGN.md §5): Monday to Friday, minus French public holidays (@socialgouv/jours-feries,
 * metropolitan calendar), in Paris time. Used by the one-working-day SLA of duplicate checks (spec 000 §1).
 */
import joursFeries from '@socialgouv/jours-feries';

const FUSEAU = 'Europe/Paris';

/** Paris wall-clock date (yyyy-mm-dd) and time parts of an instant. */
export function enHeureDeParis(d: Date) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: FUSEAU,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(d)
      .map((x) => [x.type, x.value]),
  );
  return { jour: `${p.year}-${p.month}-${p.day}`, heure: Number(p.hour), minute: Number(p.minute), seconde: Number(p.second) };
}

/** The instant at which Paris shows `jour` `hh:mm:ss` (handles both DST changes). */
export function instantDeParis(jour: string, heure = 0, minute = 0, seconde = 0): Date {
  const [a, m, j] = jour.split('-').map(Number);
  let t = Date.UTC(a, m - 1, j, heure, minute, seconde);
  // two corrections converge for every offset Paris uses (+01:00, +02:00)
  for (let i = 0; i < 2; i++) {
    const vu = enHeureDeParis(new Date(t));
    const [va, vm, vj] = vu.jour.split('-').map(Number);
    const ecart = Date.UTC(va, vm - 1, vj, vu.heure, vu.minute, vu.seconde) - Date.UTC(a, m - 1, j, heure, minute, seconde);
    t -= ecart;
  }
  return new Date(t);
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
