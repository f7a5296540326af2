/**
 * The local institutional identity provider: a real OpenID Connect provider (the `oidc-provider` package) on
 * 127.0.0.1, standing for ProConnect (the State's single sign-on for public agents) as Cognito federation does in
 * AWS. Authorization code with PKCE, ProConnect's claims (given_name, usual_name, email, siret,
 * organizational_unit) plus the agent's geographic level (`niveau_geographique`). Its sign-in page is in French
 * and lists the test agents; consent is implied for the register (a first-party client), as with ProConnect.
 *
 * [issue 25] It is also the authorization server of the web service for syndic software, as Cognito is in AWS: the
 * `client_credentials` grant for the accesses' clients (oidcClients.ts: kept on disk, managed through `/admin/clients`),
 * whose access tokens are JWTs for the resource `logiciels` (audience `logiciels`, claims `client_id`, `scope`
 * space-separated, `token_use: access`, like Cognito's), signed by the key published at `/jwks`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { errors, type Client, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import { SERVEUR_RESSOURCES_LOGICIELS } from '@registre/shared/domain/logiciels/portees';
import { adaptateur, ClientsLogiciels, SCOPES_LOGICIELS, traiterAdmin } from './oidcClients.ts';
import { echapperHtml } from '@registre/shared/securite/html';

export interface AgentTest {
  login: string;
  given_name: string;
  usual_name: string;
  email: string;
  siret: string;
  organizational_unit: string;
  /** "national", "region:<code INSEE>", "departement:<code>" */
  niveau_geographique: string;
}

export const MOT_DE_PASSE_AGENTS = 'Agent-Demo-2026!';

export const AGENTS_TEST: readonly AgentTest[] = [
  {
    login: 'agent.national',
    given_name: 'Claire',
    usual_name: 'Dubois',
    email: 'claire.dubois@developpement-durable.gouv.fr',
    siret: '11004601800013',
    organizational_unit: "DGALN — Direction de l'habitat, de l'urbanisme et des paysages",
    niveau_geographique: 'national',
  },
  {
    login: 'agent.region',
    given_name: 'Karim',
    usual_name: 'Benali',
    email: 'karim.benali@developpement-durable.gouv.fr',
    siret: '13001805200013',
    organizational_unit: 'DREAL Auvergne-Rhône-Alpes',
    niveau_geographique: 'region:84',
  },
  {
    login: 'agent.departement',
    given_name: 'Sophie',
    usual_name: 'Lambert',
    email: 'sophie.lambert@rhone.gouv.fr',
    siret: '13000771700016',
    organizational_unit: 'DDT du Rhône',
    niveau_geographique: 'departement:69',
  },
  // [issue 14] a keeper agent (spec 001 §4 "Keeper profiles also check the institutional login"): the provider gives the
  // e-mail of the demo keeper administrator, whose account the register opens
  {
    login: 'agent.teneur',
    given_name: 'Hélène',
    usual_name: 'Marchand',
    email: 'demo.teneur_admin_princ@demo.registre.local',
    siret: '11004601800013',
    organizational_unit: 'Teneur du registre — administration',
    niveau_geographique: 'national',
  },
];

export interface OptionsOidc {
  port: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  /** [issue 25] where the signing key and the software's clients are kept (none: in memory, for this run) */
  dossier?: string;
  /** [issue 25] the bearer key of the admin interface of the software's clients */
  cleAdmin: string;
}

export interface FournisseurOidc {
  issuer: string;
  /** [issue 25] what the register needs to manage the software's clients and verify their tokens */
  logiciels: { urlAdmin: string; urlJeton: string; urlJwks: string; audience: string };
  arreter(): Promise<void>;
}

/**
 * [issue 25] The resource indicator of the web service (RFC 8707: an absolute URI); its tokens name the audience
 * `logiciels`, the identifier of Cognito's resource server. A software need not send it: it is the default of its
 * clients.
 */
export const RESSOURCE_LOGICIELS = `urn:registre:${SERVEUR_RESSOURCES_LOGICIELS}`;
const DUREE_JETON_LOGICIEL_S = 3600;

const estClientLogiciel = (client: Client | undefined) => !!client?.grantTypeAllowed('client_credentials');

/** The signing key, kept in the data folder so that tokens and their verification survive a restart. */
function cleSignature(dossier: string | undefined): JWK {
  const fichier = dossier && join(dossier, 'jwks.json');
  if (fichier && existsSync(fichier)) return JSON.parse(readFileSync(fichier, 'utf8')) as JWK;
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: randomBytes(8).toString('hex'), use: 'sig', alg: 'RS256' } as JWK;
  if (fichier) {
    mkdirSync(dossier, { recursive: true });
    writeFileSync(fichier, JSON.stringify(jwk), { mode: 0o600 });
  }
  return jwk;
}

const SCOPES = ['openid', 'email', 'given_name', 'usual_name', 'siret', 'organizational_unit', 'niveau_geographique'];

const page = (titre: string, corps: string) => `<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${echapperHtml(titre)} — fournisseur d'identité local</title>
<style>body{font-family:Marianne,Arial,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#161616}
h1{font-size:1.5rem}label{display:block;margin:.75rem 0 .25rem;font-weight:700}input,select{width:100%;padding:.5rem;font-size:1rem}
button{margin-top:1rem;padding:.6rem 1.2rem;font-size:1rem;background:#000091;color:#fff;border:0;cursor:pointer}
.erreur{color:#ce0500;font-weight:700}table{border-collapse:collapse;margin-top:1rem;font-size:.9rem}td,th{border:1px solid #ddd;padding:.3rem .5rem;text-align:left}</style>
</head><body><main>${corps}</main></body></html>`;

function formulaireConnexion(uid: string, erreur?: string) {
  const lignes = AGENTS_TEST.map(
    (a) =>
      `<tr><td><code>${a.login}</code></td><td>${echapperHtml(`${a.given_name} ${a.usual_name}`)}</td><td>${echapperHtml(a.organizational_unit)}</td><td>${echapperHtml(a.niveau_geographique)}</td></tr>`,
  ).join('');
  return page(
    'Connexion',
    `<h1>Connexion des agents publics (ProConnect local)</h1>
<p>Fournisseur d'identité de démonstration du registre : choisissez un agent de test. Mot de passe commun : <code>${MOT_DE_PASSE_AGENTS}</code>.</p>
${erreur ? `<p class="erreur" role="alert">${echapperHtml(erreur)}</p>` : ''}
<form method="post" action="/interaction/${encodeURIComponent(uid)}/login" autocomplete="off">
<label for="login">Identifiant</label>
<select id="login" name="login">${AGENTS_TEST.map((a) => `<option value="${a.login}">${a.login}</option>`).join('')}</select>
<label for="password">Mot de passe</label>
<input id="password" name="password" type="password" required>
<button type="submit">Se connecter</button>
</form>
<table><caption>Agents de test</caption><thead><tr><th>Identifiant</th><th>Nom</th><th>Service</th><th>Niveau géographique</th></tr></thead><tbody>${lignes}</tbody></table>`,
  );
}

async function lireFormulaire(req: IncomingMessage): Promise<URLSearchParams> {
  const morceaux: Buffer[] = [];
  for await (const m of req) morceaux.push(m as Buffer);
  return new URLSearchParams(Buffer.concat(morceaux).toString('utf8'));
}

export async function demarrerOidc(o: OptionsOidc): Promise<FournisseurOidc> {
  const issuer = `http://127.0.0.1:${o.port}`;
  const jwk = cleSignature(o.dossier);
  const clientsLogiciels = new ClientsLogiciels(o.dossier ?? null);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: o.clientId,
        client_secret: o.clientSecret,
        client_name: 'Registre national des copropriétés',
        redirect_uris: o.redirectUris,
        post_logout_redirect_uris: o.postLogoutRedirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_basic',
        scope: SCOPES.join(' '),
      },
    ],
    // [issue 25] the software's clients on disk, the rest in memory
    adapter: adaptateur(clientsLogiciels),
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: Object.fromEntries(SCOPES.map((s) => [s, s === 'openid' ? ['sub'] : [s]])),
    scopes: [...SCOPES, ...SCOPES_LOGICIELS],
    pkce: { required: () => true },
    // [issue 25] Cognito's access tokens say what they are; an ID token is no software's credential
    extraTokenClaims: (_ctx, token) => (token.kind === 'ClientCredentials' ? { token_use: 'access' } : undefined),
    features: {
      devInteractions: { enabled: false },
      // [issue 25] the software's tokens: client credentials, for the web service's resource only
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: (_ctx, client) => (estClientLogiciel(client) ? RESSOURCE_LOGICIELS : undefined),
        useGrantedResource: () => false,
        getResourceServerInfo: (ctx, ressource, client) => {
          if (ressource !== RESSOURCE_LOGICIELS || !estClientLogiciel(client)) throw new errors.InvalidTarget();
          const permis = client.scope ?? '';
          // without `scope`, Cognito grants every scope the client is allowed: so does this provider
          if (ctx.oidc.params?.grant_type === 'client_credentials' && !ctx.oidc.params.scope) ctx.oidc.params.scope = permis;
          return {
            scope: permis,
            audience: SERVEUR_RESSOURCES_LOGICIELS,
            accessTokenFormat: 'jwt',
            accessTokenTTL: DUREE_JETON_LOGICIEL_S,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: KoaContextWithOIDC, form: string) => {
          ctx.body = page(
            'Déconnexion',
            `<h1>Se déconnecter du fournisseur d'identité ?</h1>${form}<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">Se déconnecter</button>`,
          );
        },
        postLogoutSuccessSource: async (ctx: KoaContextWithOIDC) => {
          ctx.body = page('Déconnecté', '<h1>Vous êtes déconnecté.</h1>');
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // the register is a first-party client: consent is implied, as ProConnect does for the State's services
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existant = await ctx.oidc.provider.Grant.find(grantId);
        if (existant) return existant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, id) => {
      const agent = AGENTS_TEST.find((a) => a.login === id);
      if (!agent) return undefined;
      const { login, ...claims } = agent;
      return { accountId: id, claims: async () => ({ sub: login, ...claims }) };
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      ClientCredentials: DUREE_JETON_LOGICIEL_S,
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page(
        'Erreur',
        `<h1>Erreur</h1><p>${echapperHtml(String(out.error_description ?? out.error ?? 'Erreur inconnue'))}</p>`,
      );
    },
  });

  const rappel = provider.callback();
  const serveur: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    if (traiterAdmin(clientsLogiciels, o.cleAdmin, req, res, url.pathname)) return;
    const m = /^\/interaction\/([^/]+)(\/login)?$/.exec(url.pathname);
    if (!m) return void rappel(req, res);
    (async () => {
      const details = await provider.interactionDetails(req, res);
      if (m[2] && req.method === 'POST') {
        const f = await lireFormulaire(req);
        const agent = AGENTS_TEST.find((a) => a.login === f.get('login'));
        if (!agent || f.get('password') !== MOT_DE_PASSE_AGENTS) {
          res
            .writeHead(401, { 'content-type': 'text/html; charset=utf-8' })
            .end(formulaireConnexion(details.uid, 'Identifiant ou mot de passe incorrect.'));
          return;
        }
        await provider.interactionFinished(req, res, { login: { accountId: agent.login } }, { mergeWithLastSubmission: false });
        return;
      }
      if (details.prompt.name === 'login') {
        res
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
          .end(formulaireConnexion(details.uid));
        return;
      }
      // consent is implied (see loadExistingGrant): grant what is missing and go on
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
      const manque = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      if (manque.missingOIDCScope) grant!.addOIDCScope(manque.missingOIDCScope.join(' '));
      if (manque.missingOIDCClaims) grant!.addOIDCClaims(manque.missingOIDCClaims);
      const grantId = await grant!.save();
      await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    })().catch((e: unknown) => {
      if (!res.headersSent) {
        res
          .writeHead(400, { 'content-type': 'text/html; charset=utf-8' })
          .end(page('Erreur', `<h1>Session expirée</h1><p>${echapperHtml(e instanceof Error ? e.message : String(e))}</p>`));
      }
    });
  });
  await new Promise<void>((resolve) => serveur.listen(o.port, '127.0.0.1', resolve));
  return {
    issuer,
    logiciels: {
      urlAdmin: `${issuer}/admin`,
      urlJeton: `${issuer}/token`,
      urlJwks: `${issuer}/jwks`,
      audience: SERVEUR_RESSOURCES_LOGICIELS,
    },
    arreter: () =>
      new Promise<void>((resolve) => {
        serveur.close(() => resolve());
        serveur.closeAllConnections();
      }),
  };
}
