/**
 * Task `MarquerHorsDelai` of the `delai-validation` workflow: once the one-working-day deadline has come, flags
 * the request out of delay and mails the keepers, if it still waits for them (once, however often it runs).
 */
import { marquerHorsDelai, type EntreeHorsDelai } from '@registre/functions/validations/horsDelai';

export const handler = (payload: EntreeHorsDelai) => marquerHorsDelai(payload);
