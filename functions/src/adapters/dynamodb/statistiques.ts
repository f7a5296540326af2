/**
 * [issue 12, 23] Reading the statistics counters (`compteurStatistique`, annuaire.ts: one small item a territory ×
 * period): the figures of territories over periods, summed. Every reader goes through here (the public statistics,
 * the directory's totals, the categorisation's counts, the MCO indicators).
 */
import { DIMENSIONS, type Dimensions } from '@registre/shared/domain/annuaire/projection';
import { db } from './service.ts';

export interface Statistiques {
  /** the dimensions summed over the territories and periods read */
  dimensions: Dimensions;
  /** the latest write of the cells read; null when none exists */
  miseAJour: string | null;
}

/**
 * The counters of each group of territories (key → territories, e.g. a region → its departments) over the periods
 * (a year: its four quarters), summed: ONE BatchGet of the cells, only the dimensions asked.
 */
export async function lireStatistiques(
  groupes: Map<string, readonly string[]>,
  periodes: readonly string[],
  dimensions: readonly string[] = DIMENSIONS,
): Promise<Map<string, Statistiques>> {
  const cles = [...new Set([...groupes.values()].flat())].flatMap((territoire) =>
    periodes.map((periode) => ({ territoire, periode })),
  );
  const data = [];
  // keys a throttled BatchGet leaves unprocessed are asked again: a figure is never a partial sum
  for (let restantes = cles, essai = 1; restantes.length; essai++) {
    if (essai > 10) throw new Error('Statistiques : des compteurs restent illisibles après 10 essais.');
    const r = await db()
      .entities.compteurStatistique.get(restantes)
      .go({ attributes: ['territoire', 'miseAJour', ...(dimensions as typeof DIMENSIONS)], concurrency: 4 });
    data.push(...r.data);
    restantes = r.unprocessed as typeof cles;
    if (restantes.length) await new Promise((ok) => setTimeout(ok, 50 * essai));
  }
  const parTerritoire = new Map<string, typeof data>();
  for (const c of data) parTerritoire.set(c.territoire, [...(parTerritoire.get(c.territoire) ?? []), c]);
  return new Map(
    [...groupes].map(([cle, membres]) => {
      const cellules = membres.flatMap((t) => parTerritoire.get(t) ?? []);
      return [
        cle,
        {
          dimensions: Object.fromEntries(
            dimensions.map((d) => [d, cellules.reduce((s, c) => s + Number((c as Record<string, unknown>)[d] ?? 0), 0)]),
          ),
          miseAJour: cellules.reduce<string | null>((m, c) => (c.miseAJour && (!m || c.miseAJour > m) ? c.miseAJour : m), null),
        },
      ];
    }),
  );
}

/** The counters of territories, each on its own (territory → its figures). */
export const lireTerritoires = (territoires: readonly string[], periodes: readonly string[], dimensions?: readonly string[]) =>
  lireStatistiques(new Map(territoires.map((t) => [t, [t]])), periodes, dimensions);

/** The periods a territory counts published condominiums in (n + sec > 0): one Query of its small partition. */
export async function periodesComptees(territoire: string): Promise<string[]> {
  const { data } = await db()
    .entities.compteurStatistique.query.parCellule({ territoire })
    .go({ pages: 'all', attributes: ['periode', 'n', 'sec'] });
  return data.filter((c) => (c.n ?? 0) + (c.sec ?? 0) > 0).map((c) => c.periode);
}
