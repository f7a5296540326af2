/**
 * The keepers' queue (POST api/declarations/rechercher, GET rechercher/oldest). A request item exists only while
 * it is pending, so the queue IS the gsi3 index of these small items: one partition per request type
 * (`VALIDATIONS#<type>`), sorted `profilDemandeur#dateDemande#idDemande`. A call reads the partitions it needs,
 * in parallel and in full (a few thousand rows of ~0.5 kB at most: the cost grows with the pending requests,
 * never with the million condominiums), then counts, filters, sorts and cuts the page in memory
 * (shared/src/domain/validations.ts). Reading them in full gives an exact totalItems under every filter and the
 * oldest request in the same read (ACCESS-PATTERNS.md, "Keepers' validation queue").
 */
import { TypeDemandeValidation } from '@registre/shared/domain/enums';
import { estChampTriDemandes, pageDemandes, plusAncienneDemande } from '@registre/shared/domain/validations';
import type { LigneDemande } from '@registre/shared/schemas/copropriete/api';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../adapters/dynamodb/service.ts';
import type { DemandeValidation } from '../adapters/dynamodb/demandeValidation.ts';
import { versLigneDemande } from './commun.ts';

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

export async function rechercherDemandes(c: CriteresFile): Promise<{ lignes: LigneDemande[]; totalItems: number }> {
  const { pageNumber, pageSize, sortField, sortDirection } = c.paginationOptions;
  if (sortField && !estChampTriDemandes(sortField))
    throw new ErreurMetier('REQUETE_INVALIDE', { 'paginationOptions.sortField': 'Tri impossible sur cette colonne.' });
  const lignes = await demandesEnAttente(c.typeDemande ? [c.typeDemande] : undefined);
  return pageDemandes(lignes, {
    horsDelaiSeulement: c.horsDelaiSeulement,
    pageNumber,
    pageSize,
    sortField: sortField && estChampTriDemandes(sortField) ? sortField : undefined,
    sortDirection,
  });
}

/** The oldest request waiting for the keepers, or null. */
export async function demandeLaPlusAncienne(): Promise<LigneDemande | null> {
  return plusAncienneDemande(await demandesEnAttente());
}
