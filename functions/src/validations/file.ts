/**
 * The keepers' queue (POST api/declarations/rechercher, GET rechercher/oldest), ACCESS-PATTERNS.md "Keepers'
 * validation queue".
 * - [issue 15] The default order (requester profile ascending, then the oldest, then the id; or exactly its reverse
 *   with `sortDirection: 'desc'` and no column; or the column `profilDemandeur` ascending, the same order), under
 *   any type filter and the out-of-delay filter, comes from the queue's index (entity ligneFile, written by the stream
 *   projector functions/src/projecteurs/file.ts): ONE Query of the view's partition (`FILE#<TOUTES | type | HD |
 *   HD-type>`, sorted by `cleFile`) with `Limit = pageNumber × pageSize` for the ids (≈ 0.2 kB a row), the view's
 *   counter (`file.<view>`) for `totalItems` in parallel, then ONE BatchGet of the page's request items: the lines
 *   shown are always current (lock, keeper) and a request decided within the projector's lag (≈ 1 s) is left out.
 *   The API pages by number (no cursor): page N reads the N × pageSize first ids.
 * - Another sort column: every pending request of the types asked for, from the gsi3 index of the request items
 *   (`VALIDATIONS#<type>`, in full), filtered, sorted and cut in memory (shared/src/domain/validations.ts): the cost
 *   grows with the pending requests.
 * - The oldest request: the first row of the view `ANCIENNES` (requests not waiting for the declarant, by date)
 *   whose item is still pending and not waiting for the declarant.
 */
import { TypeDemandeValidation } from '@registre/shared/domain/enums';
import { estChampTriDemandes, pageDemandes, plusAncienneDemande } from '@registre/shared/domain/validations';
import type { LigneDemande } from '@registre/shared/schemas/copropriete/api';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../adapters/dynamodb/service.ts';
import type { DemandeValidation } from '../adapters/dynamodb/demandeValidation.ts';
import { versLigneDemande } from './commun.ts';
import { compteurFile, FILE_ANCIENNES, fileDe } from './ordre.ts';
import { estInacheve, Inacheve, reessayer } from '../adapters/dynamodb/reessais.ts';

type Type = DemandeValidation['typeDemande'];

/** Every pending request of the given types (all five when none), in the index order of each partition. */
export async function demandesEnAttente(types: readonly Type[] = TypeDemandeValidation.values): Promise<LigneDemande[]> {
  const parties = await Promise.all(
    types.map((typeDemande) => db().entities.demandeValidation.query.file({ typeDemande }).go({ pages: 'all' })),
  );
  return parties.flatMap((p) => p.data.map(versLigneDemande));
}

export interface CriteresFile {
  paginationOptions: { pageNumber: number; pageSize: number; sortField?: string; sortDirection?: 'asc' | 'desc' };
  typeDemande?: Type | null;
  horsDelaiSeulement: boolean;
}

/** The order of the read model a page asks for, or null when it needs another one (a sort column). */
export function ordreIndex(p: CriteresFile['paginationOptions']): 'asc' | 'desc' | null {
  if (!p.sortField) return p.sortDirection === 'desc' ? 'desc' : 'asc';
  if (p.sortField === 'profilDemandeur' && p.sortDirection !== 'desc') return 'asc';
  return null;
}

/** The ids of the first `combien` rows of a view, in `order`, page by page of DynamoDB. */
async function idsDeVue(file: string, combien: number, order: 'asc' | 'desc'): Promise<string[]> {
  const requete = db().entities.ligneFile.query.parFile({ file });
  const lus: string[] = [];
  let curseur: string | null = null;
  do {
    const r: { data: { idDemande: string }[]; cursor: string | null } = await requete.go({
      order,
      limit: combien - lus.length,
      cursor: curseur,
    });
    lus.push(...r.data.map((l) => l.idDemande));
    curseur = r.cursor;
  } while (curseur && lus.length < combien);
  return lus;
}

/**
 * The request items of these ids, in this order (ONE BatchGet, the keys DynamoDB left unprocessed asked again);
 * those gone since (decided within the projector's lag) are left out.
 */
async function demandesDe(ids: string[]): Promise<DemandeValidation[]> {
  const parId = new Map<string, DemandeValidation>();
  let cles = ids.map((idDemande) => ({ idDemande }));
  await reessayer(
    async () => {
      const { data, unprocessed } = await db().entities.demandeValidation.get(cles).go();
      for (const d of data) parId.set(d.idDemande, d);
      cles = unprocessed as { idDemande: string }[];
      if (cles.length) throw new Inacheve('File des teneurs : lecture des demandes non traitée');
    },
    { essais: 6, pauseMs: 20, pauseMaxMs: 500, reessayable: estInacheve },
  );
  return ids.flatMap((id) => parId.get(id) ?? []);
}

async function totalDe(file: string): Promise<number> {
  const { data } = await db()
    .entities.compteur.get({ nom: compteurFile(file) })
    .go({ attributes: ['valeur'] });
  return Math.max(0, data?.valeur ?? 0);
}

export async function rechercherDemandes(c: CriteresFile): Promise<{ lignes: LigneDemande[]; totalItems: number }> {
  const { pageNumber, pageSize, sortField, sortDirection } = c.paginationOptions;
  if (sortField && !estChampTriDemandes(sortField))
    throw new ErreurMetier('REQUETE_INVALIDE', { 'paginationOptions.sortField': 'Tri impossible sur cette colonne.' });
  const ordre = ordreIndex(c.paginationOptions);
  if (ordre) {
    const file = fileDe(c.typeDemande, c.horsDelaiSeulement);
    const [ids, totalItems] = await Promise.all([idsDeVue(file, pageNumber * pageSize, ordre), totalDe(file)]);
    const demandes = await demandesDe(ids.slice((pageNumber - 1) * pageSize));
    // a flag cleared within the projector's lag (submitted again after a precision) leaves the out-of-delay views
    const lignes = demandes.filter((d) => !c.horsDelaiSeulement || d.horsDelai).map(versLigneDemande);
    return { lignes, totalItems };
  }
  const lignes = await demandesEnAttente(c.typeDemande ? [c.typeDemande] : undefined);
  return pageDemandes(lignes, {
    horsDelaiSeulement: c.horsDelaiSeulement,
    pageNumber,
    pageSize,
    sortField: sortField && estChampTriDemandes(sortField) ? sortField : undefined,
    sortDirection,
  });
}

/**
 * The oldest request waiting for the keepers, or null: the first row of the oldest-first view whose request is
 * still pending and not waiting for the declarant (within the projector's lag it may have been decided or sent
 * back for precision: the next rows are read, a few at a time).
 */
export async function demandeLaPlusAncienne(): Promise<LigneDemande | null> {
  for (let combien = 1; combien <= 64; combien *= 4) {
    const ids = await idsDeVue(FILE_ANCIENNES, combien, 'asc');
    const d = (await demandesDe(ids)).find((x) => x.statut !== 'DEMANDE_PRECISION');
    if (d) return versLigneDemande(d);
    if (ids.length < combien) return null;
  }
  return plusAncienneDemande(await demandesEnAttente());
}
