/** Task `ProduireExportCategorisation` of the `export-categorisation` workflow: one file, streamed to the exports bucket. */
import { produireExport, type DemandeExport } from '@registre/functions/institutionnels/categorisationExports';

export const handler = (payload: DemandeExport) => produireExport(payload);
