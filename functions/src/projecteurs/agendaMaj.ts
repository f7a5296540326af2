import { ecrireEnLots } from '../adapters/dynamodb/lots.ts'; /**
 * Projector of the annual-update agenda (issue 11), fed by the table's stream like the indicators: a registered
 * condominium whose annual-update status will change by the passing of time (`majAnnuelleProchainChangement`)
 * has ONE agenda item filed under that day (`AGENDA_MAJ#<yyyy-mm>`, `<yyyy-mm-dd>#COPRO#<id>`), which the daily
 * workflow `relance-maj-annuelle` reads month by month instead of scanning the register.
 *
 * When the day changes (a registration, an update, the workflow itself), is removed, or the condominium leaves
 * the registered states (dissolved, deleted) or the table, the old item is deleted and the new one put.
 * Idempotent: replaying a batch deletes items already gone and puts the same items again. [issue 23] A batch is
 * folded per condominium and written in batches (the bulk path's lots of 100 condominiums: 4 requests, not 100).
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
 * What a batch leaves in the agenda (pure), per condominium from its records in order: the day its last record
 * calls for, and every other day its records named, to delete. Replaying a batch gives the same plan.
 */
export function planAgendaMaj(records: EnregistrementFlux[]): { supprimer: EntreeAgendaMaj[]; ecrire: EntreeAgendaMaj[] } {
  const parCopropriete = new Map<number, { nommees: EntreeAgendaMaj[]; finale: EntreeAgendaMaj | null }>();
  for (const r of records) {
    const ops = operationsAgendaMaj(r);
    if (!ops) continue;
    const id = (ops.ecrire ?? ops.supprimer)!.idCopropriete;
    const suivi = parCopropriete.get(id) ?? { nommees: [], finale: null };
    suivi.nommees.push(...[ops.supprimer, ops.ecrire].filter((e): e is EntreeAgendaMaj => e !== null));
    suivi.finale = ops.ecrire;
    parCopropriete.set(id, suivi);
  }
  const supprimer: EntreeAgendaMaj[] = [];
  const ecrire: EntreeAgendaMaj[] = [];
  for (const { nommees, finale } of parCopropriete.values()) {
    const jours = new Set(nommees.map((e) => e.jour));
    if (finale) {
      jours.delete(finale.jour);
      ecrire.push(finale);
    }
    const id = (finale ?? nommees[0]).idCopropriete;
    for (const jour of jours) supprimer.push({ mois: jour.slice(0, 7), jour, idCopropriete: id });
  }
  return { supprimer, ecrire };
}

/** Applies a batch to the agenda: its plan's deletions and puts, in batches (25 items a request). */
export async function projeterAgendaMaj(records: EnregistrementFlux[]): Promise<void> {
  const { supprimer, ecrire } = planAgendaMaj(records);
  await ecrireEnLots(db().entities.agendaMaj, 'delete', supprimer);
  await ecrireEnLots(db().entities.agendaMaj, 'put', ecrire);
}
