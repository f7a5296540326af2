/** Task `ImporterTranche` of the `import-rnic` workflow: loads the file from where the previous slice stopped. */
import { importerTranche, type EntreeTranche } from '@registre/functions/donneesOuvertes/importS3';

export const handler = (payload: EntreeTranche) => importerTranche(payload);
