/**
 * Task `ImporterTranche` of the `import-rnic` workflow: cuts the file into ranges, loads a range from where its
 * previous slice stopped, or writes the report once every range is loaded (`etape`).
 */
import { tacheImport, type EtapeImport } from '@registre/functions/donneesOuvertes/importS3';

export const handler = (payload: EtapeImport) => tacheImport(payload);
