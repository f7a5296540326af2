/**
 * [issue 15] What the journal must know of the request being served without every use case passing it: while a
 * keeper acts as another account (login-as), every journal line written during the request names the keeper as
 * the actor and the account acted as (adapters/dynamodb/journal.ts). Set by the router (http.ts) around the use
 * case; absent in workflows and imports (a batch of the web service sets it around each of its items).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Profil } from '@registre/shared/domain/profils';

export interface ContexteRequete {
  enTantQue?: { par: { login: string; profil: Profil }; pour: string };
  /** [issue 25] the software's access that made the request (web service), named by every journal line */
  logiciel?: { clientId: string; nomLogiciel: string };
}

const stockage = new AsyncLocalStorage<ContexteRequete>();

export const dansContexte = <T>(contexte: ContexteRequete, f: () => Promise<T>) => stockage.run(contexte, f);
export const contexteRequete = (): ContexteRequete | undefined => stockage.getStore();
