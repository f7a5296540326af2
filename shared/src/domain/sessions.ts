/**
 * [issue 15] Sessions end at sign-out: the id of the session's tokens is recorded on the account, and refused by
 * the auth context, for as long as a token of that session could still be presented: the life of the refresh
 * token (30 days in the AWS user pool, 7 days in cognito-local), after which the entry is pruned.
 */
export const DUREE_REVOCATION_JOURS = 30;

export interface SessionRevoquee {
  id: string;
  jusqua: string;
}

export const revocation = (id: string, maintenant: Date): SessionRevoquee => ({
  id,
  jusqua: new Date(maintenant.getTime() + DUREE_REVOCATION_JOURS * 86_400_000).toISOString(),
});

/** The revocations still needed at `maintenant` (the others can be pruned). */
export const revocationsEnVigueur = (liste: readonly SessionRevoquee[] | undefined, maintenant: Date): SessionRevoquee[] =>
  (liste ?? []).filter((r) => Date.parse(r.jusqua) > maintenant.getTime());
