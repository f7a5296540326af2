/** [issue 23] Batch writes of entity items (the projectors' rows, entries, agenda, categorisation rows), and the
 * register read whole by its partitions (the rebuilds and the migration). */
import { enParallele } from '../../platform/parallele.ts';
import { PARTITIONS_REGISTRE } from './copropriete.ts';
import { db } from './service.ts';

/** Batch puts or deletes (25 items a request, 4 at once), the unprocessed ones sent again (10 tries). */
export async function ecrireEnLots<T extends object>(
  entite: {
    put(i: T[]): { go(o: object): Promise<{ unprocessed: unknown[] }> };
    delete(i: T[]): { go(o: object): Promise<{ unprocessed: unknown[] }> };
  },
  operation: 'put' | 'delete',
  elements: T[],
): Promise<void> {
  // unprocessed items come back as their keys: an element is sent again when its key attributes match one
  const cle = (e: object, champs: string[]) => JSON.stringify(champs.map((k) => (e as Record<string, unknown>)[k]));
  let restants = elements;
  for (let essai = 0; restants.length; essai++) {
    if (essai >= 10) throw new Error(`Écriture par lots : éléments non écrits (${operation})`);
    const { unprocessed } = await entite[operation](restants).go({ concurrency: 4 });
    if (!unprocessed.length) return;
    const champs = Object.keys(unprocessed[0] as object);
    const cles = new Set(unprocessed.map((k) => cle(k as object, champs)));
    restants = restants.filter((e) => cles.has(cle(e, champs)));
    await new Promise((ok) => setTimeout(ok, 50 * (essai + 1)));
  }
}

/** Every condominium of the register, by pages of 500 read from its partitions (gsi3), `parallele` partitions at once. */
export async function pagesDuRegistre(parallele: number, traiter: (page: unknown[]) => Promise<void>): Promise<void> {
  const partitions = Array.from({ length: PARTITIONS_REGISTRE }, (_, p) => p);
  await enParallele(partitions, parallele, async (partitionRegistre) => {
    let curseur: string | null = null;
    do {
      const page: { data: unknown[]; cursor: string | null } = await db()
        .entities.copropriete.query.registre({ partitionRegistre })
        .go({ count: 500, limit: 500, cursor: curseur });
      curseur = page.cursor;
      await traiter(page.data);
    } while (curseur);
  });
}
