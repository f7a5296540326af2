/**
 * The shell's two message lists (spec 001 §2 "Notifications area" and "Error alerts", §8):
 *  - notifications: toasts the pages raise (success, info, warning, error), closable;
 *  - erreurs: the HTTP errors recorded by the API client (id, status, message, origin), shown as alerts by class.
 * A plain store read with useSyncExternalStore, so the API client (outside React) can write to it.
 */
import { useSyncExternalStore } from 'react';
import type { LienErreur } from '@registre/shared/errors/catalogue';

export type Severite = 'success' | 'info' | 'warning' | 'error';

export interface Notification {
  id: string;
  severite: Severite;
  titre: string;
  description?: string;
  /** survives the next navigation (a notice raised just before navigating, e.g. after sign-out) */
  persistante: boolean;
}

/** Spec 001 §3 "Error record": id, status, message, origin. */
export interface ErreurEnregistree {
  id: string;
  status: number;
  message: string;
  origine: string;
  /** where the person can resolve it (e.g. the activation page), shown as a link */
  lien?: LienErreur;
}

interface Etat {
  notifications: Notification[];
  erreurs: ErreurEnregistree[];
}

let etat: Etat = { notifications: [], erreurs: [] };
const ecouteurs = new Set<() => void>();
const publier = (suivant: Etat) => {
  etat = suivant;
  ecouteurs.forEach((e) => e());
};

const idAleatoire = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);

export function notifier(n: { severite: Severite; titre: string; description?: string; persistante?: boolean }): string {
  const id = idAleatoire();
  // the same message twice in a row is shown once
  const autres = etat.notifications.filter((x) => !(x.titre === n.titre && x.description === n.description));
  publier({ ...etat, notifications: [...autres, { id, persistante: false, ...n }] });
  return id;
}

export function retirerNotification(id: string): void {
  publier({ ...etat, notifications: etat.notifications.filter((n) => n.id !== id) });
}

export function enregistrerErreur(e: Omit<ErreurEnregistree, 'id'> & { id?: string }): void {
  const erreur: ErreurEnregistree = { ...e, id: e.id || idAleatoire() };
  publier({ ...etat, erreurs: [...etat.erreurs.filter((x) => x.id !== erreur.id), erreur] });
}

export function retirerErreur(id: string): void {
  publier({ ...etat, erreurs: etat.erreurs.filter((e) => e.id !== id) });
}

/** Called on each navigation: messages belong to the page they were raised on, persistent ones live one more page. */
export function apresNavigation(): void {
  publier({
    notifications: etat.notifications.filter((n) => n.persistante).map((n) => ({ ...n, persistante: false })),
    erreurs: [],
  });
}

export function toutEffacer(): void {
  publier({ notifications: [], erreurs: [] });
}

const abonner = (e: () => void) => {
  ecouteurs.add(e);
  return () => ecouteurs.delete(e);
};

/** The current lists, outside React. */
export const lireMessages = (): Etat => etat;

export function useMessages(): Etat {
  return useSyncExternalStore(
    abonner,
    () => etat,
    () => etat,
  );
}

/** Spec 001 §8: description of an error alert by status class. */
export function descriptionAlerte(status: number): string {
  if (status === 403) return 'Vous ne disposez pas des droits nécessaires pour effectuer cette action.';
  if (status < 500) return "Votre demande n'a pas pu être traitée : vérifiez les informations saisies puis réessayez.";
  return 'Le service a rencontré une erreur : veuillez réessayer plus tard.';
}
