/** Builds the journal line that goes into the same transaction as the change it records. */
import { randomUUID } from 'node:crypto';
import type { CategorieEvenement, ModaliteEvenement, TypeEvenement } from '@registre/shared/domain/journal';
import type { EntitesTransaction } from './service.ts';

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

export function ligneJournal(entites: EntitesTransaction, e: Evenement) {
  const horodatage = e.quand.toISOString();
  return entites.evenement
    .create({
      id: randomUUID(),
      horodatage,
      jour: horodatage.slice(0, 10),
      categorie: e.categorie,
      type: e.type,
      modalite: e.modalite ?? 'IHM',
      acteur: e.acteur,
      profil: e.profil,
      cible: e.cible,
      details: e.details ?? {},
    })
    .commit();
}
