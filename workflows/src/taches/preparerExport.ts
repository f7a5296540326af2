/** Task `PreparerExport` of the `export-donnees-brutes` workflow: the export's id, its day and its Scan segments. */
import { preparerExport } from '@registre/functions/donneesOuvertes/export';

export const handler = (payload: { maintenant?: string } | null) => preparerExport(payload ?? {});
