/**
 * [issue 23] The directory's counter moves summed over many condominiums (a stream batch, a bulk load's group) and
 * written in transactions of 99 counters, each with one more action that makes it count once:
 * - the stream projector (annuaire.ts): the chunks are written first as `trancheAnnuaire` items, then the group's
 *   entries in one transaction, then each chunk applied with its item's `fait` set on the condition it was not; a
 *   replayed group (its entries already written) finds the chunks it had left to apply (`terminerLots`);
 * - a bulk load (annuaireLot.ts): each chunk creates a marker `LOT#<digest>#<k>` (created on `attribute_not_exists`).
 * Chunks touch distinct counters: they run side by side; a conflict with another writer of a hot counter (France,
 * a department) is retried after a short random pause.
 */
import type { Dimensions } from '@registre/shared/domain/annuaire/projection';
import { db } from '../adapters/dynamodb/service.ts';
import { ecrireEnLots } from '../adapters/dynamodb/lots.ts';
import { enParallele } from '../platform/parallele.ts';

/** Counter moves: `<famille>|<cle>` → dimensions. */
export type Mouvements = [string, Dimensions][];

/** The counters of one transaction, besides the action that makes it count once. */
const MOUVEMENTS_PAR_TRANSACTION = 99;
/** Transactions sent at once. */
const TRANSACTIONS_PARALLELES = 4;
/** Chunks are kept two days: a failed batch is handed over again well within that. */
const DUREE_TRANCHE_S = 2 * 86_400;
export const ttlTranche = () => Math.floor(Date.now() / 1000) + DUREE_TRANCHE_S;

const nul = (d: Dimensions) => Object.values(d).every((v) => v === 0);

/** Moves summed, zeros left out, in a fixed order (a replay cuts the same chunks), cut into chunks of 99. */
export function decouper(totaux: Map<string, Dimensions>): Mouvements[] {
  const moves = [...totaux].filter(([, d]) => !nul(d)).sort(([a], [b]) => (a < b ? -1 : 1));
  return Array.from({ length: Math.ceil(moves.length / MOUVEMENTS_PAR_TRANSACTION) }, (_, k) =>
    moves.slice(k * MOUVEMENTS_PAR_TRANSACTION, (k + 1) * MOUVEMENTS_PAR_TRANSACTION),
  );
}

/** Where a counter move (`<famille>|<cle>`) goes: statistics (S), map clusters (C). */
export function cibleCompteur(
  cle: string,
):
  | { entite: 'compteurStatistique'; cle: { territoire: string; periode: string } }
  | { entite: 'compteurCarte'; cle: { precision: number; parent: string; cellule: string } } {
  const [famille, a, b, c] = cle.split('|');
  if (famille === 'S') return { entite: 'compteurStatistique', cle: { territoire: a, periode: b } };
  if (famille === 'C') return { entite: 'compteurCarte', cle: { precision: Number(a), parent: b, cellule: c } };
  throw new Error(`Compteur inconnu : ${cle}`);
}

/** The entities as a transaction's callback receives them. */
export type EntitesTransaction = Parameters<Parameters<ReturnType<typeof db>['transaction']['write']>[0]>[0];

/** The transaction actions of counter moves. Moves of 0 dropped. */
export function actionsCompteurs(
  moves: Mouvements,
  e: Pick<EntitesTransaction, 'compteurStatistique' | 'compteurCarte'>,
  maintenant: string,
): unknown[] {
  return moves.flatMap(([cle, d]): unknown[] => {
    if (nul(d)) return [];
    const c = cibleCompteur(cle);
    if (c.entite === 'compteurStatistique')
      return [
        e.compteurStatistique
          .update(c.cle)
          .add(d as never)
          .set({ miseAJour: maintenant })
          .commit(),
      ];
    return [
      e.compteurCarte
        .update(c.cle)
        .add(d as never)
        .commit(),
    ];
  });
}

/**
 * Each chunk in one transaction: `garde(k)` first (the action that fails when chunk k was counted already), then
 * its counters. A chunk whose guard fails counted already: nothing to do.
 */
export async function appliquerTranches(
  tranches: Mouvements[],
  garde: (k: number, e: EntitesTransaction) => unknown,
): Promise<void> {
  const maintenant = new Date().toISOString();
  await enParallele(
    tranches.map((_, k) => k),
    TRANSACTIONS_PARALLELES,
    async (k) => {
      for (let essai = 1; ; essai++) {
        const r = await db()
          .transaction.write((e) => <never[]>[garde(k, e), ...actionsCompteurs(tranches[k], e, maintenant)])
          .go();
        if (!r.canceled) return;
        const codes = (r.data as { code?: string }[]).map((d) => d.code ?? 'None');
        if (codes[0] === 'ConditionalCheckFailed') return; // counted already
        const autres = codes.filter((c) => c !== 'None' && c !== 'TransactionConflict');
        if (autres.length || essai >= 10)
          throw new Error(`Projection de l’annuaire : compteurs non écrits (${codes.join(', ')})`);
        await new Promise((ok) => setTimeout(ok, 20 * essai + Math.random() * 50)); // TransactionConflict
      }
    },
  );
}

/** The stream projector's guard: the chunk's item marked done, on the condition it was not. */
export const gardeTranche = (lot: string) => (k: number, e: EntitesTransaction) =>
  e.trancheAnnuaire
    .patch({ lot, k })
    .set({ fait: true })
    .where((a, { eq }) => eq(a.fait, false))
    .commit();

/** The chunks of a group written before its entries (idempotent puts: a group tried again writes the same). */
export async function ecrireTranches(lot: string, tranches: Mouvements[]): Promise<void> {
  const ttl = ttlTranche();
  await ecrireEnLots(
    db().entities.trancheAnnuaire,
    'put',
    tranches.map((m, k) => ({ lot, k, mouvements: JSON.stringify(m), fait: false, ttl })),
  );
}

/**
 * Groups whose entries a replayed batch found already written: their chunks not yet applied are applied (a group
 * cut between its entries' transaction and the end of its counters).
 */
export async function terminerLots(lots: Iterable<string>): Promise<void> {
  for (const lot of new Set(lots)) {
    const { data } = await db().entities.trancheAnnuaire.query.parLot({ lot }).go({ pages: 'all' });
    const restantes = data.filter((t) => !t.fait);
    if (!restantes.length) continue;
    const tranches = restantes.map((t) => JSON.parse(t.mouvements) as Mouvements);
    await appliquerTranches(tranches, (k, e) => gardeTranche(lot)(restantes[k].k, e));
  }
}
