/**
 * [issue 26] The one way the back end tries an operation on the table again (p-retry): a transaction cancelled by a
 * race with another one (nothing written), the keys or items a batch left unprocessed, an optimistic race lost by an
 * opening. Exponential backoff (the pause doubles, capped) with jitter (each pause ×1 to ×2), a bounded number of
 * attempts; an error the policy does not call transient ends the attempts at once and is thrown as it is.
 */
import pRetry from 'p-retry';

export interface PolitiqueReessai {
  /** attempts in all, the first one included */
  essais: number;
  /** pause before the second attempt (ms), doubled at each further one */
  pauseMs: number;
  /** the longest pause (ms) */
  pauseMaxMs?: number;
  /** whether this failure is worth another attempt */
  reessayable: (e: unknown) => boolean;
}

/** Runs `tentative` (given its attempt number, from 1) until it succeeds, fails for good, or attempts run out. */
export function reessayer<T>(tentative: (essai: number) => Promise<T>, p: PolitiqueReessai): Promise<T> {
  return pRetry(tentative, {
    retries: p.essais - 1,
    factor: 2,
    minTimeout: p.pauseMs,
    maxTimeout: p.pauseMaxMs ?? Infinity,
    randomize: true,
    shouldRetry: ({ error }) => p.reessayable(error),
  });
}

/** Thrown by an attempt that left part of its work undone (a batch's unprocessed keys or items). */
export class Inacheve extends Error {}
export const estInacheve = (e: unknown) => e instanceof Inacheve;

/** A DynamoDB transaction cancelled by a race with another one on the same items: nothing was written. */
export const estConflitTransaction = (raisons: readonly (string | undefined)[]) => raisons.includes('TransactionConflict');
