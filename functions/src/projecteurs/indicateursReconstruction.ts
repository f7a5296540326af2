/**
 * [issue 14] The MCO indicators' series built from the journal for a table written before they existed (deployment
 * of issue 14, or a `.data/` folder older than them). Fed to the projector's own operations (indicateurs.ts
 * `planifierIndicateurs`, handler.ts `projeterIndicateurs`) as synthetic stream records, so the same markers keep it
 * idempotent. (The registered condominiums are the statistics' count, rebuilt with the directory: [issue 23].)
 * - the series (registrations and attachments per week, updates per month and year): the journal lines of the days
 *   BEFORE `seriesJusqua` (the day the projector started counting them, yyyy-mm-dd, UTC day partitions), one Query per
 *   day. Their markers are kept (no TTL): running it again counts nothing twice. Days from `seriesJusqua` on are the
 *   live projector's, whose markers expire: never rebuild those.
 * Not wired to a workflow: run it once, e.g. from a script, with the table's configuration in the environment.
 */
import { OUVERTURE_REGISTRE } from '@registre/shared/domain/copropriete/constantes';
import { ajouterJours } from '@registre/shared/domain/copropriete/dates';
import { db } from '../adapters/dynamodb/service.ts';
import { TYPES_EVENEMENT_PROJETES } from './entites.ts';
import { projeterIndicateurs } from './handler.ts';
import type { EnregistrementFlux } from './indicateurs.ts';

/** The first day of the register's journal: its opening, 1 November 2016. */
export const PREMIER_JOUR_JOURNAL = OUVERTURE_REGISTRE;

export interface BilanReconstruction {
  lignesJournal: number;
}

export async function reconstruireIndicateurs(o: { seriesJusqua: string; seriesDepuis?: string }): Promise<BilanReconstruction> {
  const bilan: BilanReconstruction = { lignesJournal: 0 };
  const comptes = new Set<string>(TYPES_EVENEMENT_PROJETES);
  for (let jour = o.seriesDepuis ?? PREMIER_JOUR_JOURNAL; jour < o.seriesJusqua; jour = ajouterJours(jour, 1)) {
    let curseur: string | null = null;
    do {
      const page: { data: { id: string; type: string; horodatage: string }[]; cursor: string | null } = await db()
        .entities.evenement.query.parJour({ jour })
        .go({ limit: 500, cursor: curseur, attributes: ['id', 'type', 'horodatage'] });
      curseur = page.cursor;
      const enregistrements: EnregistrementFlux[] = page.data
        .filter((e) => comptes.has(e.type))
        .map((e) => ({
          eventName: 'INSERT',
          dynamodb: {
            NewImage: { __edb_e__: { S: 'evenement' }, id: { S: e.id }, type: { S: e.type }, horodatage: { S: e.horodatage } },
          },
        }));
      bilan.lignesJournal += enregistrements.length;
      // permanent markers: the live projector never sees these days again
      await projeterIndicateurs(enregistrements, { marquesPermanentes: true });
    } while (curseur);
  }
  return bilan;
}
