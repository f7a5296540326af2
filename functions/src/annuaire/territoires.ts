/**
 * [issue 12] The official commune of a code and its territories, as the directory's projector keys them
 * (projecteurs/annuaire.ts `territoiresDe`, from the open-data reference), answered here from the statistics'
 * compact geography, which the area loads anyway: the 1.5 MB open-data reference is read (a chunk of its own) only
 * for a code the compact geography does not know (a Corsican code of before 1976, an overseas collectivity). The
 * unit test holds both to the same answer for every code of the reference.
 */
import type { TerritoiresCommune } from '@registre/shared/domain/annuaire/statistiques';
import { commune } from '../statistiques/geographie.ts';

export async function territoiresDeCommune(codeInsee: string | null | undefined): Promise<TerritoiresCommune> {
  if (!codeInsee) return { region: null, departement: null, epci: null, ept: null, commune: null };
  const c = commune(codeInsee);
  if (c)
    return { region: c.codeRegion, departement: c.codeDepartement, epci: c.sirenEpci, ept: c.sirenEpt, commune: c.codeInsee };
  return (await import('../projecteurs/annuaire.ts')).territoiresDe(codeInsee);
}
