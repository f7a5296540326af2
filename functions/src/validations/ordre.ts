/**
 * [issue 15] The keepers' queue order as sort keys (pure): the read model's rows (entity ligneFile) are sorted by
 * these strings in byte order, which must be exactly the default order of `comparateurDemandes`
 * (shared/src/domain/validations.ts: requester profile ascending, then the oldest request, then its id) and the
 * order of `plusAncienneDemande` (the oldest date, then the id).
 * - The profile is written as its rank among the known profiles sorted by that same comparison (`localeCompare`),
 *   on 2 digits: byte order of the raw codes would differ from `localeCompare` wherever `_` meets a letter or a
 *   digit. A profile no one knows (none is: the requester's profile is their session's) ranks 99, after the others.
 * - `dateDemande` is an ISO instant as `toISOString` writes it (fixed width): its byte order is its time order.
 * - the id (`<TYPE>-<number>`: capitals, a dash and digits) compares the same in byte order and `localeCompare`.
 */
import { PROFILS } from '@registre/shared/domain/profils';

const RANGS = new Map([...PROFILS].sort((a, b) => a.localeCompare(b)).map((p, i) => [p as string, i]));

export const rangProfil = (profil: string) => String(RANGS.get(profil) ?? 99).padStart(2, '0');

interface Ordonnable {
  profilDemandeur: string;
  dateDemande: string;
  idDemande: string;
}

/** Sort key of the queue's default order. */
export const cleFile = (d: Ordonnable) => `${rangProfil(d.profilDemandeur)}#${d.dateDemande}#${d.idDemande}`;

/** Sort key of the oldest-first view (rechercher/oldest). */
export const cleAnciennete = (d: Pick<Ordonnable, 'dateDemande' | 'idDemande'>) => `${d.dateDemande}#${d.idDemande}`;

export type TypeFile = 'IMMATRICULATION' | 'RATTACHEMENT' | 'RENOUVELLEMENT' | 'DISSOLUTION' | 'DOUBLON';

/** The view (partition of ligneFile) a page of the queue reads: all types or one, all requests or the late ones. */
export const fileDe = (typeDemande: string | null | undefined, horsDelaiSeulement: boolean) =>
  horsDelaiSeulement ? (typeDemande ? `HD-${typeDemande}` : 'HD') : (typeDemande ?? 'TOUTES');

export const FILE_ANCIENNES = 'ANCIENNES';

/** The counter of a view's rows. */
export const compteurFile = (file: string) => `file.${file}`;

/** What the views need to know of a pending request. */
export interface DemandeEnFile extends Ordonnable {
  typeDemande: string;
  statut: string;
  horsDelai?: boolean | null;
}

/** The views a pending request appears in, with its sort key in each. */
export function vuesDe(d: DemandeEnFile): { file: string; cle: string }[] {
  const cle = cleFile(d);
  const vues = [
    { file: fileDe(null, false), cle },
    { file: fileDe(d.typeDemande, false), cle },
  ];
  if (d.horsDelai) vues.push({ file: fileDe(null, true), cle }, { file: fileDe(d.typeDemande, true), cle });
  if (d.statut !== 'DEMANDE_PRECISION') vues.push({ file: FILE_ANCIENNES, cle: cleAnciennete(d) });
  return vues;
}
