/**
 * Task `LibererVerrouExport` of the `export-donnees-brutes` and `export-categorisation` workflows (issue 27): the
 * export's lock is released when the workflow ends or fails. Its input is the execution's own input
 * (`$$.Execution.Input`): a scheduled export took no lock and carries none.
 */
import { libererVerrouExport, type VerrouExport } from '@registre/functions/adapters/dynamodb/limitesExports';

export const handler = async (payload: { entree?: { verrou?: VerrouExport } }) => {
  await libererVerrouExport(payload.entree?.verrou);
  return {};
};
