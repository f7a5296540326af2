/**
 * Projector of the annual-update agenda (issue 11), fed by the table's stream like the indicators: a registered
 * condominium whose annual-update status will change by the passing of time (`majAnnuelleProchainChangement`)
 * has ONE agenda item filed under that day (`AGENDA_MAJ#<yyyy-mm>`, `<yyyy-mm-dd>#COPRO#<id>`), which the daily
 * workflow `relance-maj-annuelle` reads month by month instead of scanning the register.
 *
 * When the day changes (a registration, an update, the workflow itself), is removed, or the condominium leaves
 * the registered states (dissolved, deleted) or the table, the old item is deleted and the new one put.
 * Idempotent: replaying a record deletes an item already gone and puts the same item again.
 */
import { MAJ_ANNUELLE_APPLICABLE } from '@registre/shared/domain/copropriete/majAnnuelle';
import { db } from '../adapters/dynamodb/service.ts';
import type { EnregistrementFlux, Image } from './indicateurs.ts';

export interface EntreeAgendaMaj {
  mois: string;
  jour: string;
  idCopropriete: number;
}
export interface OperationsAgendaMaj {
  supprimer: EntreeAgendaMaj | null;
  ecrire: EntreeAgendaMaj | null;
}

const JOUR = /^\d{4}-\d{2}-\d{2}$/;

/** The agenda item an image of a condominium calls for, or null (not a condominium, not registered, no change to come). */
export function entreeAgenda(image: Image): EntreeAgendaMaj | null {
  if (!image || image.__edb_e__?.S !== 'copropriete') return null;
  const etat = image.etat?.S;
  const jour = image.majAnnuelleProchainChangement?.S;
  const idCopropriete = Number(image.idCopropriete?.N);
  if (!etat || !MAJ_ANNUELLE_APPLICABLE(etat) || !jour || !JOUR.test(jour) || !Number.isSafeInteger(idCopropriete)) return null;
  return { mois: jour.slice(0, 7), jour, idCopropriete };
}

/** What one stream record implies for the agenda (pure): null when nothing changes. */
export function operationsAgendaMaj(e: EnregistrementFlux): OperationsAgendaMaj | null {
  const avant = e.eventName === 'INSERT' ? null : entreeAgenda(e.dynamodb?.OldImage);
  const apres = e.eventName === 'REMOVE' ? null : entreeAgenda(e.dynamodb?.NewImage);
  if (!avant && !apres) return null;
  if (avant && apres && avant.jour === apres.jour && avant.idCopropriete === apres.idCopropriete) return null;
  return { supprimer: avant, ecrire: apres };
}

/**
 * Applies a stream batch to the agenda: the records of one condominium in their order (delete the old day, put
 * the new one), different condominiums in parallel.
 */
export async function projeterAgendaMaj(records: EnregistrementFlux[]): Promise<void> {
  const parCopropriete = new Map<number, OperationsAgendaMaj[]>();
  for (const r of records) {
    const ops = operationsAgendaMaj(r);
    if (!ops) continue;
    const id = (ops.ecrire ?? ops.supprimer)!.idCopropriete;
    parCopropriete.set(id, [...(parCopropriete.get(id) ?? []), ops]);
  }
  const agenda = () => db().entities.agendaMaj;
  await Promise.all(
    [...parCopropriete.values()].map(async (suite) => {
      for (const ops of suite) {
        if (ops.supprimer) await agenda().delete(ops.supprimer).go();
        if (ops.ecrire) await agenda().put(ops.ecrire).go();
      }
    }),
  );
}
