/** Task `AssemblerExport` of the `export-donnees-brutes` workflow: the parts in order as one file, its manifest. */
import { assemblerExport, type EntreeAssemblage } from '@registre/functions/donneesOuvertes/export';

export const handler = (payload: EntreeAssemblage) => assemblerExport(payload);
