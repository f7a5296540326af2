/**
 * [issue 23] The bulk path: the read models of items written in bulk (an import's condominiums), built in the same
 * pass by the same projectors as the stream's, fed with the records the stream would carry (INSERT, image as
 * written) — lists and search keys, annual-update agenda, categorisation rows, indicators — except the directory,
 * whose counters are summed over the lot (annuaireLot.ts). The items are then written with `MARQUE_LOT`, and the
 * stream projector skips the record of their creation (entites.ts `dejaProjete`): nothing is done twice, and the
 * read models are the same whichever path built them (tests/integration/projection-lot.test.ts).
 *
 * A lot is projected BEFORE its condominiums are written: a condominium that exists is complete with its read
 * models, and a lot written again after a crash (the import skips what exists) projects again what it had started,
 * every projector being idempotent. The lots of a process are projected one group after the other: the counters
 * they move are hot items (parallel transactions on them conflict); their items are still written in parallel.
 */
import { imageDeFlux } from '../adapters/dynamodb/parcours.ts';
import type { EnregistrementFlux } from './indicateurs.ts';
import { imageDe, type ImageCopropriete } from './annuaire.ts';
import { projeterAnnuaireEnLot } from './annuaireLot.ts';
import { MARQUE_LOT } from './entites.ts';
import { projeterTout } from './handler.ts';

/** Lower than any stream sequence number: every later record of these condominiums is newer. */
export const SEQUENCE_LOT = '0'.padStart(40, '0');

/** Condominiums projected together at most: the lots waiting meanwhile are projected as one (their counters summed). */
const GROUPE_MAX = 8000;

interface EnAttente {
  items: Record<string, unknown>[];
  fait: () => void;
  echec: (e: unknown) => void;
}
const attente: EnAttente[] = [];
let enCours = false;

/**
 * Projects items about to be written (as their `put` params give them), then marks them `MARQUE_LOT`. The lots that
 * arrive while one is projected wait and are then projected together (group commit): the busier the import, the
 * more condominiums share each counter's write.
 */
export function projeterEnLot(items: Record<string, unknown>[]): Promise<void> {
  const p = new Promise<void>((fait, echec) => attente.push({ items, fait, echec }));
  if (!enCours) void vider();
  return p.then(() => {
    for (const item of items) item[MARQUE_LOT] = true;
  });
}

async function vider(): Promise<void> {
  enCours = true;
  while (attente.length) {
    const groupe: EnAttente[] = [];
    let n = 0;
    while (attente.length && (groupe.length === 0 || n + attente[0].items.length <= GROUPE_MAX)) {
      const e = attente.shift()!;
      groupe.push(e);
      n += e.items.length;
    }
    try {
      await projeter(groupe.flatMap((e) => e.items));
      for (const e of groupe) e.fait();
    } catch (e) {
      for (const g of groupe) g.echec(e);
    }
  }
  enCours = false;
}

async function projeter(items: Record<string, unknown>[]): Promise<void> {
  const records: EnregistrementFlux[] = items.map((item) => ({
    eventName: 'INSERT',
    dynamodb: { NewImage: imageDeFlux(item) as never, SequenceNumber: SEQUENCE_LOT } as EnregistrementFlux['dynamodb'],
  }));
  const images = records.flatMap((r) => {
    const i = imageDe(r.dynamodb?.NewImage);
    return i ? [i] : [];
  }) as ImageCopropriete[];
  await projeterTout(records, { annuaire: () => projeterAnnuaireEnLot(images, SEQUENCE_LOT) });
}
