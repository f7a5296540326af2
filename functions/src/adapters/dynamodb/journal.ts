/**
 * The journal line that goes into the same transaction as the change it records (`ligneJournal`), or alone for a
 * change that is no single transaction (`journaliser`: an import run, an export).
 */
import { randomUUID } from 'node:crypto';
import type { CategorieEvenement, ModaliteEvenement, TypeEvenement } from '@registre/shared/domain/journal';
import { contexteRequete } from '../../platform/contexte.ts';
import { db, type EntitesTransaction } from './service.ts';

export interface Evenement {
  categorie: CategorieEvenement;
  type: TypeEvenement;
  modalite?: ModaliteEvenement;
  acteur: string;
  profil: string;
  cible?: string;
  details?: Record<string, string | number | boolean>;
  quand: Date;
}

function attributs(e: Evenement) {
  const horodatage = e.quand.toISOString();
  // [issue 15] in login-as, the keeper acted, for the account they act as: both are named, whatever the use case
  const enTantQue = contexteRequete()?.enTantQue;
  // [issue 25] a syndic's software acted through the web service: the line says which one
  const logiciel = contexteRequete()?.logiciel;
  return {
    id: randomUUID(),
    horodatage,
    jour: horodatage.slice(0, 10),
    categorie: e.categorie,
    type: e.type,
    modalite: e.modalite ?? (logiciel ? 'LOGICIEL' : 'IHM'),
    acteur: enTantQue?.par.login ?? e.acteur,
    profil: enTantQue?.par.profil ?? e.profil,
    ...(enTantQue && { enTantQue: enTantQue.pour }),
    cible: e.cible,
    details: logiciel ? { ...e.details, logiciel: logiciel.nomLogiciel, clientId: logiciel.clientId } : (e.details ?? {}),
  };
}

export const ligneJournal = (entites: EntitesTransaction, e: Evenement) => entites.evenement.create(attributs(e)).commit();

/** [issue 27] The journal line as a Put's parameters, for a transaction written with the SDK itself. */
export const paramsJournal = (e: Evenement) => db().entities.evenement.create(attributs(e)).params();

export async function journaliser(e: Evenement): Promise<void> {
  await db().entities.evenement.create(attributs(e)).go();
}
