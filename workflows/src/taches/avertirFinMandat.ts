/** Task `AvertirFinMandat` of the `expiration-mandats` workflow: the warning mail of one mandate ending soon, once. */
import { avertirFinMandat, type RefMandat } from './expirationMandats.ts';

export const handler = (payload: RefMandat & { maintenant: string }) => avertirFinMandat(payload);
