/**
 * [issue 25] The accesses' clients kept by the local cloud's OpenID provider (infra/local/src/oidc.ts), through its
 * admin interface: the same contract as Cognito's client API, opened by a bearer key (LOGICIELS_ADMIN_URL,
 * LOGICIELS_ADMIN_CLE) the local cloud gives the handlers.
 */
import { scopeOAuth } from '@registre/shared/domain/logiciels/portees';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { config } from '../../platform/config.ts';
import { logger } from '../../platform/logger.ts';
import type { RegistreClients } from './clients.ts';

/** What the admin interface takes and answers (infra/local/src/oidc.ts). */
export interface CorpsCreationClient {
  nom: string;
  scopes: string[];
}
export interface ReponseClient {
  client_id: string;
  client_secret: string;
}

export function registreLocal(): RegistreClients {
  const appeler = async (methode: string, chemin: string, corps?: unknown): Promise<Response> => {
    const { LOGICIELS_ADMIN_URL: url, LOGICIELS_ADMIN_CLE: cle } = config();
    if (!url || !cle) throw new Error('LOGICIELS_ADMIN_URL et LOGICIELS_ADMIN_CLE sont requis avec LOGICIELS_FOURNISSEUR=local.');
    const r = await fetch(`${url.replace(/\/$/, '')}${chemin}`, {
      method: methode,
      headers: { authorization: `Bearer ${cle}`, ...(corps !== undefined && { 'content-type': 'application/json' }) },
      body: corps === undefined ? undefined : JSON.stringify(corps),
      signal: AbortSignal.timeout(5_000),
    });
    if (r.status >= 500 || r.status === 401) {
      // the status only: the answer may hold a secret
      logger.error('fournisseur local des accès logiciels en erreur', { methode, statut: r.status });
      throw new ErreurMetier('SERVICE_INDISPONIBLE');
    }
    return r;
  };
  const secretDe = async (r: Response): Promise<ReponseClient> => {
    if (!r.ok) throw new ErreurMetier(r.status === 404 ? 'RESSOURCE_INTROUVABLE' : 'SERVICE_INDISPONIBLE');
    return (await r.json()) as ReponseClient;
  };
  return {
    async creer(nomLogiciel, portees) {
      const corps: CorpsCreationClient = { nom: nomLogiciel, scopes: portees.map(scopeOAuth) };
      const c = await secretDe(await appeler('POST', '/clients', corps));
      return { clientId: c.client_id, secret: c.client_secret };
    },
    async renouvelerSecret(clientId) {
      const c = await secretDe(await appeler('POST', `/clients/${encodeURIComponent(clientId)}/secret`));
      return { secret: c.client_secret };
    },
    async supprimer(clientId) {
      const r = await appeler('DELETE', `/clients/${encodeURIComponent(clientId)}`);
      if (!r.ok && r.status !== 404) throw new ErreurMetier('SERVICE_INDISPONIBLE');
    },
  };
}
