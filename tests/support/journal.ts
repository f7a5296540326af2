/**
 * The journal lines a use case wrote (issue 14: every state change has its line), read from the table as the
 * keepers' search reads them: by actor, or by day for the automatic work (workflows, imports).
 */
import { expect } from 'vitest';
import { utiliserEnvCloud } from './api.ts';

export interface LigneLue {
  categorie: string;
  type: string;
  modalite: string;
  acteur: string;
  profil: string;
  cible?: string;
  enTantQue?: string;
  details?: Record<string, unknown>;
  horodatage: string;
}

/** The lines of an actor, or of a day (yyyy-mm-dd), that have this type (and this target when given). */
export async function lignesJournal(
  par: { acteur: string } | { jour: string },
  type: string,
  cible?: string | number,
): Promise<LigneLue[]> {
  utiliserEnvCloud();
  const { db } = await import('@registre/functions/adapters/dynamodb/service');
  const e = db().entities.evenement;
  const { data } = await ('acteur' in par ? e.query.parActeur(par) : e.query.parJour(par)).go({ pages: 'all' });
  return (data as LigneLue[]).filter((l) => l.type === type && (cible === undefined || l.cible === String(cible)));
}

/** Exactly one line of this type about this target: the use case journaled its change, once. */
export async function uneLigneJournal(
  par: { acteur: string } | { jour: string },
  type: string,
  cible: string | number,
): Promise<LigneLue> {
  const lignes = await lignesJournal(par, type, cible);
  expect(lignes, `une ligne ${type} pour ${cible}`).toHaveLength(1);
  return lignes[0];
}
