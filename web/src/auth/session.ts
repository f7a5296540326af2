/**
 * The signed-in session, kept by amazon-cognito-identity-js in localStorage (spec 001 §4, DESIGN §4).
 * The server signs in (captcha + form-encoded credentials) and answers the three Cognito tokens; here they become a
 * `CognitoUserSession` so that the library caches them, checks their expiry and refreshes them with the refresh
 * token — kept only when "Se souvenir de moi" was ticked: otherwise the session ends with the ID token.
 */
import type { CognitoUserPool, CognitoUserSession } from 'amazon-cognito-identity-js';
import { chargerConfig, type Config } from '../lib/config.ts';

export interface Jetons {
  idToken: string;
  accessToken: string;
  refreshToken: string | null;
}

/** The library is loaded only when a session exists or starts: anonymous visitors never download it. */
const bibliotheque = () => import('amazon-cognito-identity-js');

let poolMemo: Promise<CognitoUserPool> | null = null;

function pool(): Promise<CognitoUserPool> {
  if (!poolMemo) {
    poolMemo = Promise.all([chargerConfig(), bibliotheque()]).then(
      ([c, { CognitoUserPool }]) =>
        new CognitoUserPool({ UserPoolId: c.userPoolId, ClientId: c.clientId, endpoint: c.cognitoEndpoint ?? undefined }),
    );
    poolMemo.catch(() => (poolMemo = null));
  }
  return poolMemo;
}

/** Whether the library's storage holds a signed-in user (its own key), read without loading the library. */
function utilisateurStocke(c: Config): boolean {
  try {
    return window.localStorage.getItem(`CognitoIdentityServiceProvider.${c.clientId}.LastAuthUser`) !== null;
  } catch {
    return false;
  }
}

async function sessionStockee(): Promise<boolean> {
  try {
    return utilisateurStocke(await chargerConfig());
  } catch {
    return false;
  }
}

/** Stores a new session after a successful `POST /api/authentication`. */
export async function ouvrirSession(jetons: Jetons, login: string, seSouvenir: boolean): Promise<void> {
  const [p, { CognitoAccessToken, CognitoIdToken, CognitoRefreshToken, CognitoUser, CognitoUserSession }] = await Promise.all([
    pool(),
    bibliotheque(),
  ]);
  const idToken = new CognitoIdToken({ IdToken: jetons.idToken });
  const nomCognito = (idToken.decodePayload()['cognito:username'] as string | undefined) ?? login;
  // an empty refresh token is how the library knows it must not refresh (a null would be stored as "null")
  const refresh = seSouvenir && jetons.refreshToken ? jetons.refreshToken : '';
  const session = new CognitoUserSession({
    IdToken: idToken,
    AccessToken: new CognitoAccessToken({ AccessToken: jetons.accessToken }),
    RefreshToken: new CognitoRefreshToken({ RefreshToken: refresh }),
  });
  // forget any previous account first (another user may have been signed in on this browser)
  p.getCurrentUser()?.signOut();
  const utilisateur = new CognitoUser({ Username: nomCognito, Pool: p });
  utilisateur.setSignInUserSession(session);
  enCours = null;
}

let enCours: Promise<CognitoUserSession | null> | null = null;

/** The current valid session (refreshed when possible), or null when nobody is signed in any more. */
async function sessionValide(): Promise<CognitoUserSession | null> {
  if (!(await sessionStockee())) return null;
  let p: CognitoUserPool;
  try {
    p = await pool();
  } catch {
    return null;
  }
  const utilisateur = p.getCurrentUser();
  if (!utilisateur) return null;
  // concurrent calls share one refresh
  if (!enCours) {
    enCours = new Promise<CognitoUserSession | null>((resolve) => {
      utilisateur.getSession((erreur: Error | null, session: CognitoUserSession | null) => {
        if (erreur || !session || !session.isValid()) {
          // expired without a refresh token, or refresh refused: the session is over
          utilisateur.signOut();
          resolve(null);
        } else resolve(session);
      });
    }).finally(() => {
      enCours = null;
    });
  }
  return enCours;
}

/** The ID token to send as `Authorization: Bearer`, or null when signed out. */
export async function jetonIdentite(): Promise<string | null> {
  return (await sessionValide())?.getIdToken().getJwtToken() ?? null;
}

export async function jetonRafraichissement(): Promise<string | null> {
  const token = (await sessionValide())?.getRefreshToken().getToken();
  return token ? token : null;
}

/** Clears the local session (tokens and last user) without calling the server. */
export async function fermerSession(): Promise<void> {
  enCours = null;
  if (!(await sessionStockee())) return;
  try {
    (await pool()).getCurrentUser()?.signOut();
  } catch {
    // no configuration: nothing was stored either
  }
}
