/**
 * Institutional identity port, OpenID Connect adapter (authorization code + PKCE, ProConnect-style). The provider
 * is found by discovery from CLAVIS_ISSUER: the local provider of infra/local (oidc-provider), ProConnect itself,
 * or Cognito's hosted UI federated with ProConnect in AWS. The only place that talks to it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { config } from '../../platform/config.ts';

interface Decouverte {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint?: string;
  jwks_uri: string;
  end_session_endpoint?: string;
}

let cache: { issuer: string; doc: Decouverte; jwks: ReturnType<typeof createRemoteJWKSet> } | undefined;

const indisponible = () => new ErreurMetier('CONNEXION_INSTITUTIONNELLE_INDISPONIBLE');
const echec = () => new ErreurMetier('CONNEXION_INSTITUTIONNELLE_ECHOUEE');

function reglages() {
  const c = config();
  if (!c.CLAVIS_ISSUER || !c.CLAVIS_CLIENT_ID || !c.CLAVIS_REDIRECT_URI) throw indisponible();
  return {
    ...c,
    CLAVIS_ISSUER: c.CLAVIS_ISSUER,
    CLAVIS_CLIENT_ID: c.CLAVIS_CLIENT_ID,
    CLAVIS_REDIRECT_URI: c.CLAVIS_REDIRECT_URI,
  };
}

async function fournisseur() {
  const { CLAVIS_ISSUER } = reglages();
  if (cache?.issuer === CLAVIS_ISSUER) return cache;
  let doc: Decouverte;
  try {
    const r = await fetch(`${CLAVIS_ISSUER.replace(/\/$/, '')}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!r.ok) throw new Error(String(r.status));
    doc = (await r.json()) as Decouverte;
  } catch {
    throw indisponible();
  }
  cache = { issuer: CLAVIS_ISSUER, doc, jwks: createRemoteJWKSet(new URL(doc.jwks_uri)) };
  return cache;
}

/** A fresh state, nonce and PKCE pair. The state is hex: it becomes a key of the table (lower-cased there). */
export function nouveauxSecrets() {
  const verificateur = randomBytes(32).toString('base64url');
  return {
    etat: randomBytes(32).toString('hex'),
    nonce: randomBytes(32).toString('base64url'),
    verificateur,
    defi: createHash('sha256').update(verificateur).digest('base64url'),
  };
}

export async function urlAutorisation(s: { etat: string; nonce: string; defi: string }): Promise<string> {
  const c = reglages();
  const { doc } = await fournisseur();
  const url = new URL(doc.authorization_endpoint);
  const params: Record<string, string> = {
    response_type: 'code',
    client_id: c.CLAVIS_CLIENT_ID,
    redirect_uri: c.CLAVIS_REDIRECT_URI,
    scope: c.CLAVIS_SCOPES,
    state: s.etat,
    nonce: s.nonce,
    code_challenge: s.defi,
    code_challenge_method: 'S256',
    ...(c.CLAVIS_FOURNISSEUR ? { identity_provider: c.CLAVIS_FOURNISSEUR } : {}),
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export async function urlDeconnexion(): Promise<string> {
  const c = reglages();
  if (c.CLAVIS_LOGOUT_URL) {
    // Cognito's hosted UI: /logout?client_id=…&logout_uri=…
    const url = new URL(c.CLAVIS_LOGOUT_URL);
    url.searchParams.set('client_id', c.CLAVIS_CLIENT_ID);
    if (c.CLAVIS_POST_LOGOUT_URI) url.searchParams.set('logout_uri', c.CLAVIS_POST_LOGOUT_URI);
    return url.toString();
  }
  const { doc } = await fournisseur();
  const url = new URL(doc.end_session_endpoint ?? doc.issuer);
  url.searchParams.set('client_id', c.CLAVIS_CLIENT_ID);
  if (c.CLAVIS_POST_LOGOUT_URI) url.searchParams.set('post_logout_redirect_uri', c.CLAVIS_POST_LOGOUT_URI);
  return url.toString();
}

export interface JetonsFournisseur {
  idToken: string;
  accessToken: string;
  refreshToken: string | null;
  expiresIn: number;
}

/** Exchanges the authorization code, server side, with the PKCE verifier (and the client secret if any). */
export async function echangerCode(code: string, verificateur: string): Promise<JetonsFournisseur> {
  const c = reglages();
  const { doc } = await fournisseur();
  const corps = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: c.CLAVIS_REDIRECT_URI,
    client_id: c.CLAVIS_CLIENT_ID,
    code_verifier: verificateur,
  });
  const entetes: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
  if (c.CLAVIS_CLIENT_SECRET) {
    entetes.authorization = `Basic ${Buffer.from(`${encodeURIComponent(c.CLAVIS_CLIENT_ID)}:${encodeURIComponent(c.CLAVIS_CLIENT_SECRET)}`).toString('base64')}`;
  }
  let r: Response;
  try {
    r = await fetch(doc.token_endpoint, { method: 'POST', headers: entetes, body: corps, signal: AbortSignal.timeout(5000) });
  } catch {
    throw indisponible();
  }
  // an unknown, replayed or expired code, or a verifier that does not match: the user starts again
  if (!r.ok) throw echec();
  const j = (await r.json()) as { id_token?: string; access_token?: string; refresh_token?: string; expires_in?: number };
  if (!j.id_token || !j.access_token) throw echec();
  return {
    idToken: j.id_token,
    accessToken: j.access_token,
    refreshToken: j.refresh_token ?? null,
    expiresIn: j.expires_in ?? 3600,
  };
}

/** Checks the ID token: signature (provider's keys), issuer, audience, expiry, and the nonce of this sign-in. */
export async function verifierIdToken(idToken: string, nonce: string): Promise<JWTPayload> {
  const c = reglages();
  const { doc, jwks } = await fournisseur();
  try {
    const { payload } = await jwtVerify(idToken, jwks, { issuer: doc.issuer, audience: c.CLAVIS_CLIENT_ID });
    if (payload.nonce !== nonce) throw new Error('nonce');
    return payload;
  } catch {
    throw echec();
  }
}

/** The agent's claims from the userinfo endpoint (JSON, or a signed JWT as ProConnect answers). */
export async function infosUtilisateur(accessToken: string): Promise<Record<string, unknown>> {
  const { doc, jwks } = await fournisseur();
  if (!doc.userinfo_endpoint) return {};
  let r: Response;
  try {
    r = await fetch(doc.userinfo_endpoint, {
      headers: { authorization: `Bearer ${accessToken}` },
      signal: AbortSignal.timeout(5000),
    });
  } catch {
    throw indisponible();
  }
  if (!r.ok) throw echec();
  if (/application\/jwt/.test(r.headers.get('content-type') ?? '')) {
    const { payload } = await jwtVerify(await r.text(), jwks, { issuer: doc.issuer }).catch(() => {
      throw echec();
    });
    return payload;
  }
  return (await r.json()) as Record<string, unknown>;
}
