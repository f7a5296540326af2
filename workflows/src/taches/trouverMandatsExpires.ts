/** Task `TrouverMandatsExpires` of the `expiration-mandats` workflow: one page of mandates to expire or warn about. */
import { trouverMandatsExpires, type SuiteMandats } from './expirationMandats.ts';

export const handler = (payload: { maintenant?: string; suite?: Partial<SuiteMandats> | null } | null) =>
  trouverMandatsExpires(payload ?? {});
