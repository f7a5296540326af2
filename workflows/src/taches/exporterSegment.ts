/** Task `ExporterSegment` of the `export-donnees-brutes` workflow: one Scan segment written as one part. */
import { exporterSegment, type EntreeSegment } from '@registre/functions/donneesOuvertes/export';

export const handler = (payload: EntreeSegment) => exporterSegment(payload);
