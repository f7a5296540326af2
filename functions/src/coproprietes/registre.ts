/**
 * [issue 11] POST api/coproprietes/rechercherImmatOuNomCopro: the keepers' search over the whole register (every
 * condominium, imported ones included, whoever holds it), with the list's columns (spec 000 §2).
 * - a registration number (AA1234567 or AA1-234-567): gsi2 `IMMAT#<number>` (D6), one item;
 * - otherwise words of the name: the search key `RECHERCHE#NOM#<sorted normalised words>` (accents, case and word
 *   order do not matter; every word of the name must be given), and/or an address: `RECHERCHE#ADR#<sorted words,
 *   postcode left out>` (both given: the condominiums under both keys);
 * the keys (small items, every page) give the total; in the default order (newest first) without a state filter
 * only the page's summaries are read (one BatchGet projected on the list's columns), otherwise every summary found
 * is read, then `etatsCopropriete`, sort and page in memory. The keys are kept by the stream projector
 * (functions/src/projecteurs/listes.ts): the cost is the number of condominiums under one exact key (the answer's
 * size), never the register's size.
 */
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { db } from '../adapters/dynamodb/service.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import { cleAdresse, cleNom } from '../projecteurs/listes.ts';
import { filtrerCoproprietes, sansExtras, triParDefaut } from './filtres.ts';
import { COLONNES, versLigne, type PageCoproprietes } from './rechercher.ts';

export interface RechercheRegistre {
  paginationOptions: { pageNumber: number; pageSize: number; sortField?: string; sortDirection?: 'asc' | 'desc' };
  immatriculationOuNom?: string | null;
  adresse?: string | null;
  etatsCopropriete?: string[] | null;
}

/** The ids under one search key (every page: condominiums of one exact name or address). */
async function idsSous(type: 'NOM' | 'ADR', cle: string): Promise<number[]> {
  if (!cle) return [];
  const { data } = await db()
    .entities.cleRecherche.query.parCle({ type, cle })
    .go({ pages: 'all', attributes: ['idCopropriete'] });
  return data.map((k) => k.idCopropriete);
}

async function resumes(ids: number[]): Promise<Partial<Copropriete>[]> {
  if (ids.length === 0) return [];
  const { data, unprocessed } = await db()
    .entities.copropriete.get(ids.map((idCopropriete) => ({ idCopropriete })))
    .go({ attributes: [...COLONNES] });
  if (unprocessed.length) {
    const reste = await resumes(unprocessed.map((k) => k.idCopropriete as number));
    return [...data, ...reste];
  }
  return data;
}

export async function rechercherRegistre(c: RechercheRegistre): Promise<PageCoproprietes> {
  const saisie = c.immatriculationOuNom?.trim() ?? '';
  const immat = saisie ? normaliserImmatriculation(saisie) : null;
  let lignes: Partial<Copropriete>[];
  if (immat) {
    lignes = (
      await db()
        .entities.copropriete.query.parImmatriculation({ immatriculation: immat })
        .go({ attributes: [...COLONNES] })
    ).data;
    // an address given with a number narrows the answer (the same condominium or none)
    if (c.adresse?.trim()) lignes = lignes.filter((l) => cleAdresse(l.adresseReference) === cleAdresse(c.adresse));
  } else {
    const [parNom, parAdresse] = await Promise.all([
      saisie ? idsSous('NOM', cleNom(saisie)) : null,
      c.adresse?.trim() ? idsSous('ADR', cleAdresse(c.adresse)) : null,
    ]);
    const ids = [
      ...new Set(parNom && parAdresse ? parNom.filter((id) => parAdresse.includes(id)) : (parNom ?? parAdresse ?? [])),
    ];
    // default order (newest first) and no state filter: the keys give the total and the page, only the page's
    // summaries are read (a common name may be shared by thousands of condominiums)
    if (!c.etatsCopropriete?.length && triParDefaut(c.paginationOptions)) {
      const p = c.paginationOptions;
      const page = ids.sort((x, y) => y - x).slice((p.pageNumber - 1) * p.pageSize, p.pageNumber * p.pageSize);
      const lues = new Map((await resumes(page)).map((l) => [l.idCopropriete, l]));
      return {
        ligneRechercheCoproprieteDTOList: page.flatMap((id) => {
          const l = lues.get(id);
          return l && l.etat !== 'SUPPRIMEE' ? [sansExtras(versLigne(l))] : [];
        }),
        totalItems: ids.length,
      };
    }
    lignes = await resumes(ids);
  }
  const { lignes: page, total } = filtrerCoproprietes(
    lignes.map(versLigne),
    { paginationOptions: c.paginationOptions, etatsCopropriete: c.etatsCopropriete },
    { notaire: false },
  );
  return { ligneRechercheCoproprieteDTOList: page, totalItems: total };
}
