/**
 * [issue 25] What the local OpenID provider keeps for the syndic software's accesses, standing for Cognito's app
 * clients and their API:
 * - the clients (client credentials, scopes `logiciels/<portee>`), kept in `<data>/oidc/clients.json` like the rest of
 *   `npm start`'s data (a restart keeps the accesses working); every token request reads them afresh, so a deleted
 *   client or a replaced secret stops working at once;
 * - the provider's other short-lived models (sessions, grants, codes, tokens) in memory, as before;
 * - an admin interface in JSON under `/admin/clients`, opened by a bearer key the local cloud gives the handlers
 *   (functions/src/adapters/logiciels/local.ts), as Cognito's CreateUserPoolClient, AddUserPoolClientSecret and
 *   DeleteUserPoolClient are opened by IAM.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Adapter, AdapterPayload, ClientMetadata } from 'oidc-provider';
import { PORTEES_LOGICIEL, scopeOAuth } from '@registre/shared/domain/logiciels/portees';

/** The scopes a software's client may hold: those of Cognito's resource server `logiciels`. */
export const SCOPES_LOGICIELS: readonly string[] = PORTEES_LOGICIEL.map(scopeOAuth);

/** Client ids shaped as Cognito's (26 lower-case letters and digits), secrets of 64 base64url characters. */
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const nouvelId = () => [...randomBytes(26)].map((o) => ALPHABET[o % ALPHABET.length]).join('');
const nouveauSecret = () => randomBytes(48).toString('base64url');

const metadonnees = (client_id: string, client_secret: string, nom: string, scopes: readonly string[]): ClientMetadata => ({
  client_id,
  client_secret,
  client_name: nom,
  grant_types: ['client_credentials'],
  response_types: [],
  redirect_uris: [],
  token_endpoint_auth_method: 'client_secret_basic',
  scope: scopes.join(' '),
});

/** The software's clients, on disk when a folder is given (written whole, atomically, at each change). */
export class ClientsLogiciels {
  private readonly clients: Map<string, ClientMetadata>;
  private readonly fichier: string | null;

  constructor(dossier: string | null) {
    this.fichier = dossier ? join(dossier, 'clients.json') : null;
    if (dossier) mkdirSync(dossier, { recursive: true });
    const lus =
      this.fichier && existsSync(this.fichier) ? (JSON.parse(readFileSync(this.fichier, 'utf8')) as ClientMetadata[]) : [];
    this.clients = new Map(lus.map((c) => [c.client_id, c]));
  }

  private ecrire() {
    if (!this.fichier) return;
    writeFileSync(`${this.fichier}.tmp`, JSON.stringify([...this.clients.values()], null, 2), { mode: 0o600 });
    renameSync(`${this.fichier}.tmp`, this.fichier);
  }

  lire(id: string): ClientMetadata | undefined {
    return this.clients.get(id);
  }

  creer(nom: string, scopes: readonly string[]): { client_id: string; client_secret: string } {
    const c = metadonnees(nouvelId(), nouveauSecret(), nom, scopes);
    this.clients.set(c.client_id, c);
    this.ecrire();
    return { client_id: c.client_id, client_secret: c.client_secret! };
  }

  renouveler(id: string): { client_id: string; client_secret: string } | null {
    const c = this.clients.get(id);
    if (!c) return null;
    const client_secret = nouveauSecret();
    this.clients.set(id, { ...c, client_secret });
    this.ecrire();
    return { client_id: id, client_secret };
  }

  supprimer(id: string): boolean {
    const present = this.clients.delete(id);
    if (present) this.ecrire();
    return present;
  }
}

interface Entree {
  payload: AdapterPayload;
  expire: number;
}

/**
 * The provider's storage: the software's clients from `ClientsLogiciels` (read-only here: the admin interface writes
 * them), every other model in memory with its lifetime (sessions found by uid, tokens revoked with their grant).
 */
export function adaptateur(clients: ClientsLogiciels): (modele: string) => Adapter {
  const memoire = new Map<string, Entree>();
  const index = new Map<string, string>(); // `uid:<uid>` / `userCode:<code>` → key
  const parGrant = new Map<string, Set<string>>();
  const vivant = (cle: string) => {
    const e = memoire.get(cle);
    if (e && e.expire <= Date.now()) memoire.delete(cle);
    return e && e.expire > Date.now() ? e.payload : undefined;
  };
  const balayer = () => {
    if (memoire.size < 10_000) return;
    for (const [cle, e] of memoire) if (e.expire <= Date.now()) memoire.delete(cle);
  };
  return (modele: string): Adapter => {
    if (modele === 'Client') {
      const refus = async () => {
        throw new Error('les clients se gèrent par /admin/clients');
      };
      return {
        find: async (id) => clients.lire(id) as AdapterPayload | undefined,
        upsert: refus,
        destroy: refus,
        consume: refus,
        findByUid: async () => undefined,
        findByUserCode: async () => undefined,
        revokeByGrantId: async () => undefined,
      };
    }
    const cle = (id: string) => `${modele}:${id}`;
    return {
      async upsert(id, payload, expiresIn) {
        balayer();
        memoire.set(cle(id), { payload, expire: expiresIn ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY });
        if (payload.uid) index.set(`uid:${payload.uid}`, cle(id));
        if (payload.userCode) index.set(`userCode:${payload.userCode}`, cle(id));
        if (payload.grantId) parGrant.set(payload.grantId, (parGrant.get(payload.grantId) ?? new Set()).add(cle(id)));
      },
      find: async (id) => vivant(cle(id)),
      findByUid: async (uid) => vivant(index.get(`uid:${uid}`) ?? ''),
      findByUserCode: async (code) => vivant(index.get(`userCode:${code}`) ?? ''),
      async consume(id) {
        const p = vivant(cle(id));
        if (p) p.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        memoire.delete(cle(id));
      },
      async revokeByGrantId(grantId) {
        for (const c of parGrant.get(grantId) ?? []) memoire.delete(c);
        parGrant.delete(grantId);
      },
    };
  };
}

// ——— admin interface ———

const empreinte = (s: string) => createHash('sha256').update(s).digest();
const json = (res: ServerResponse, status: number, corps?: unknown) =>
  res
    .writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' })
    .end(corps === undefined ? undefined : JSON.stringify(corps));

async function lireJson(req: IncomingMessage): Promise<unknown> {
  const morceaux: Buffer[] = [];
  for await (const m of req) morceaux.push(m as Buffer);
  try {
    return JSON.parse(Buffer.concat(morceaux).toString('utf8') || 'null');
  } catch {
    return null;
  }
}

/**
 * `POST /admin/clients` {nom, scopes} → 201 {client_id, client_secret}; `POST /admin/clients/<id>/secret` → 200
 * {client_id, client_secret}; `DELETE /admin/clients/<id>` → 204; 404 for an unknown client, 401 without the key.
 * Answers `false` when the request is not for the admin interface.
 */
export function traiterAdmin(
  clients: ClientsLogiciels,
  cle: string,
  req: IncomingMessage,
  res: ServerResponse,
  chemin: string,
): boolean {
  const m = /^\/admin\/clients(?:\/([a-z0-9]{1,128})(\/secret)?)?$/.exec(chemin);
  if (!chemin.startsWith('/admin/')) return false;
  const jeton = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
  if (!timingSafeEqual(empreinte(jeton), empreinte(cle)))
    return (void json(res, 401, { erreur: 'clé absente ou invalide' }), true);
  if (!m) return (void json(res, 404, { erreur: 'introuvable' }), true);
  const [, id, secret] = m;
  (async () => {
    if (!id && req.method === 'POST') {
      const corps = (await lireJson(req)) as { nom?: unknown; scopes?: unknown } | null;
      const scopes = Array.isArray(corps?.scopes) ? corps.scopes : [];
      if (
        typeof corps?.nom !== 'string' ||
        !corps.nom.trim() ||
        !scopes.length ||
        !scopes.every((s) => SCOPES_LOGICIELS.includes(s as string))
      )
        return json(res, 400, { erreur: `nom et scopes (parmi ${SCOPES_LOGICIELS.join(', ')}) attendus` });
      return json(res, 201, clients.creer(corps.nom.trim().slice(0, 200), [...new Set(scopes as string[])]));
    }
    if (id && secret && req.method === 'POST') {
      const r = clients.renouveler(id);
      return r ? json(res, 200, r) : json(res, 404, { erreur: 'client inconnu' });
    }
    if (id && !secret && req.method === 'DELETE') return json(res, clients.supprimer(id) ? 204 : 404);
    return json(res, 405, { erreur: 'méthode non permise' });
  })().catch(() => {
    if (!res.headersSent) json(res, 500, { erreur: 'erreur interne' });
  });
  return true;
}
