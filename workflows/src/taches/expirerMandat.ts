/** Task `ExpirerMandat` of the `expiration-mandats` workflow: one mandate past its end date, and its condominium. */
import { expirerMandat, type RefMandat } from './expirationMandats.ts';

export const handler = (payload: RefMandat & { maintenant: string }) => expirerMandat(payload);
