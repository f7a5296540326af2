/** Task `TrouverInactifs` of the `relance-inactivite` workflow: one page of accounts to remind or deactivate. */
import { trouverInactifs, type Suite } from '@registre/functions/comptes/inactivite';

export const handler = (payload: { maintenant?: string; suite?: Partial<Suite> | null } | null) => trouverInactifs(payload ?? {});
