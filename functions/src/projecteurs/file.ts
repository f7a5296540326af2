/**
 * [issue 15] Projector of the keepers' queue index (pure): from the stream records of `demandeValidation` items, the
 * rows of the entity ligneFile (ACCESS-PATTERNS.md "Keepers' validation queue"). A pending request has a row in each
 * view it belongs to (`vuesDe`: all, its type, the out-of-delay views once flagged, the oldest-first view unless it
 * waits for the declarant). A row holds its key and the request's id only: the lock, the keeper's name and the other
 * columns are read from the request item, so they never make the projector write. The records of a batch are folded
 * per request (first old image → last new image): the rows of the final image that the first did not have are
 * added (counted), the rows of every image seen that the final one no longer has are removed (a request decided: its
 * item is deleted, its rows go). The handler applies the plan with conditional writes that move the per-view
 * counters `file.<view>` only when a row really appears or disappears (idempotent counts).
 */
import { vuesDe, type DemandeEnFile } from '../validations/ordre.ts';
import type { EnregistrementFlux, Image } from './indicateurs.ts';
import { valeur, type Valeur } from './listes.ts';

export interface LigneFileStockee {
  file: string;
  cle: string;
  idDemande: string;
}

export type OperationFile = { type: 'ajout' | 'retrait'; ligne: LigneFileStockee };

/** What the views read of a request's stream image, or null when the image is another entity's. */
export function demandeDe(image: Image): (DemandeEnFile & Record<string, unknown>) | null {
  if (!image || image.__edb_e__?.S !== 'demandeValidation') return null;
  const o = Object.fromEntries(Object.entries(image).map(([k, v]) => [k, valeur(v as Valeur)]));
  if (
    typeof o.idDemande !== 'string' ||
    typeof o.typeDemande !== 'string' ||
    typeof o.statut !== 'string' ||
    typeof o.dateDemande !== 'string' ||
    typeof o.profilDemandeur !== 'string'
  )
    return null;
  return o as DemandeEnFile & Record<string, unknown>;
}

/** The rows of a pending request (none for no request). */
export const lignesFileDe = (d: DemandeEnFile | null): LigneFileStockee[] =>
  d ? vuesDe(d).map(({ file, cle }) => ({ file, cle, idDemande: d.idDemande })) : [];

const cleDe = (l: LigneFileStockee) => `${l.file}\u0000${l.cle}`;

interface Suite {
  premiere: DemandeEnFile | null;
  derniere: DemandeEnFile | null;
  toutes: DemandeEnFile[];
}

/** What a batch of stream records changes in the queue's views. */
export function planifierFile(enregistrements: readonly EnregistrementFlux[]): OperationFile[] {
  const parId = new Map<string, Suite>();
  for (const e of enregistrements) {
    const avant = e.eventName === 'INSERT' ? null : demandeDe(e.dynamodb?.OldImage);
    const apres = e.eventName === 'REMOVE' ? null : demandeDe(e.dynamodb?.NewImage);
    const id = (avant ?? apres)?.idDemande;
    if (id === undefined) continue;
    const s = parId.get(id);
    const vues = [avant, apres].filter((d) => d !== null);
    if (s) {
      s.derniere = apres;
      s.toutes.push(...vues);
    } else parId.set(id, { premiere: avant, derniere: apres, toutes: vues });
  }
  const plan: OperationFile[] = [];
  for (const s of parId.values()) {
    const finales = new Map(lignesFileDe(s.derniere).map((l) => [cleDe(l), l]));
    const initiales = new Set(lignesFileDe(s.premiere).map(cleDe));
    for (const [k, l] of finales) if (!initiales.has(k)) plan.push({ type: 'ajout', ligne: l });
    const retirees = new Map<string, LigneFileStockee>();
    for (const d of s.toutes) for (const l of lignesFileDe(d)) if (!finales.has(cleDe(l))) retirees.set(cleDe(l), l);
    for (const l of retirees.values()) plan.push({ type: 'retrait', ligne: l });
  }
  return plan;
}
