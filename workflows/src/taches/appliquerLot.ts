/**
 * Task `AppliquerLot` of the `lot-maj-annuelles` workflow (issue 25): applies the entries of a syndic software's
 * batch that have no result yet, within the task's time budget, and says whether the batch is done.
 */
import { traiterLot, type EntreeTacheLot } from '@registre/functions/logiciels/api/traitementLot';

export const handler = (payload: EntreeTacheLot) => traiterLot(payload);
