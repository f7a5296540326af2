/**
 * The local scheduler: the same schedule expressions as EventBridge Scheduler (`cron(min hour dom month dow
 * year)` or `rate(n unit)`), evaluated in Europe/Paris, starting the same workflows.
 */
import { enHeureDeParis } from '@registre/shared/domain/joursOuvres';

const JOURS: Record<string, number> = { SUN: 1, MON: 2, TUE: 3, WED: 4, THU: 5, FRI: 6, SAT: 7 };
const MOIS: Record<string, number> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
};

function champ(expr: string, valeur: number, noms: Record<string, number> = {}): boolean {
  if (expr === '*' || expr === '?') return true;
  return expr.split(',').some((partie) => {
    const [plage, pas] = partie.split('/');
    const n = (s: string) => noms[s.toUpperCase()] ?? Number(s);
    const [debut, borne] = plage === '*' ? [-Infinity, Infinity] : plage.split('-').map(n);
    const fin = borne ?? (pas ? Infinity : debut);
    if (valeur < debut || valeur > fin) return false;
    return !pas || (valeur - (Number.isFinite(debut) ? debut : 0)) % Number(pas) === 0;
  });
}

/** Paris wall-clock parts of an instant, with the day of the week numbered like EventBridge (SUN = 1). */
export function heureDeParis(d: Date) {
  const p = enHeureDeParis(d);
  const [annee, mois, jour] = p.jour.split('-').map(Number);
  return {
    annee,
    mois,
    jour,
    heure: p.heure,
    minute: p.minute,
    jourSemaine: new Date(Date.UTC(annee, mois - 1, jour)).getUTCDay() + 1,
  };
}

/** Does `expression` fire at the minute of `d` (Paris time)? `debut` anchors rate() expressions. */
export function correspond(expression: string, d: Date, debut = new Date(0)): boolean {
  const rate = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (rate) {
    const minutes = Number(rate[1]) * (rate[2].startsWith('minute') ? 1 : rate[2].startsWith('hour') ? 60 : 1440);
    return Math.floor((d.getTime() - debut.getTime()) / 60_000) % minutes === 0;
  }
  const cron = /^cron\((.+)\)$/.exec(expression);
  if (!cron) throw new Error(`Expression de planification invalide : ${expression}`);
  const [mi, h, dom, mo, dow, an] = cron[1].trim().split(/\s+/);
  const t = heureDeParis(d);
  return (
    champ(mi, t.minute) &&
    champ(h, t.heure) &&
    champ(dom, t.jour) &&
    champ(mo, t.mois, MOIS) &&
    champ(dow, t.jourSemaine, JOURS) &&
    champ(an ?? '*', t.annee)
  );
}

export function demarrerPlanificateur(
  planifs: { nom: string; expression: string; lancer: () => Promise<unknown> }[],
  horloge = () => new Date(),
) {
  const debut = horloge();
  let derniere = -1;
  const tic = setInterval(() => {
    const maintenant = horloge();
    const minute = Math.floor(maintenant.getTime() / 60_000);
    if (minute === derniere) return;
    derniere = minute;
    for (const p of planifs) {
      if (correspond(p.expression, maintenant, debut)) {
        p.lancer().catch((e: unknown) =>
          process.stderr.write(`[planificateur] ${p.nom} : ${e instanceof Error ? e.message : String(e)}\n`),
        );
      }
    }
  }, 1000);
  tic.unref();
  return { arreter: () => clearInterval(tic) };
}
