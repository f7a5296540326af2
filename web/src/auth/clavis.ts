/**
 * The institutional single sign-on (spec 001 §4 "Institutional flow", §7 "api/public/clavis/*"): OpenID Connect
 * with the State's identity provider for public agents (ProConnect). The server builds the authorization URL (state,
 * nonce, PKCE) and exchanges the code; the SPA keeps the state for the length of the tab (sessionStorage) and
 * checks that the provider sends the same one back before handing the code to the server.
 */
import { appeler } from '../api/client.ts';

const CLE_ETAT = 'registre.clavis.etat';

/**
 * The institutional routes, loaded when used (a sign-in through the provider, a sign-out): the shell imports this
 * module, and every visitor's first page does not need those routes' schemas (issue 15).
 */
const routes = () => import('@registre/shared/routes/institutionnels.routes');

function stockage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** `GET /api/public/clavis/geturls`, the state kept, then the provider's sign-in page in the same window. */
export async function demarrerConnexionInstitutionnelle(): Promise<void> {
  const { urlsClavis } = await routes();
  const { urlConnexion, etat } = await appeler(urlsClavis);
  stockage()?.setItem(CLE_ETAT, etat);
  window.location.assign(urlConnexion);
}

/**
 * Whether the state the provider sent back is the one kept when the sign-in started. The kept state is used
 * once: it is forgotten whatever the answer.
 */
export function etatAttendu(recu: string | null): boolean {
  const s = stockage();
  const attendu = s?.getItem(CLE_ETAT) ?? null;
  s?.removeItem(CLE_ETAT);
  return recu !== null && attendu !== null && recu.length > 0 && recu === attendu;
}

/**
 * The provider's end-session URL when the signed-in person came through the institutional login
 * (`isauthenticated` true), to be opened in the same window after the register's own sign-out; otherwise null.
 */
export async function urlDeconnexionFournisseur(): Promise<string | null> {
  try {
    const { deconnexionClavis, estAuthentifieClavis } = await routes();
    if (!(await appeler(estAuthentifieClavis))) return null;
    return (await appeler(deconnexionClavis)).url;
  } catch {
    return null;
  }
}
