/**
 * The institutional single sign-on (spec 001 §4 "Institutional flow", §7 "api/public/clavis/*"): OpenID Connect
 * with the State's identity provider for public agents (ProConnect). The server builds the authorization URL (state,
 * nonce, PKCE) and exchanges the code; the SPA keeps the state for the length of the tab (sessionStorage) and
 * checks that the provider sends the same one back before handing the code to the server.
 */
import { estTeneur, type Profil } from '@registre/shared/domain/profils';
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

/** Spec 001 §4 "Authentication": the states of the session. */
export type StatutAuthentification = 'NOT_AUTHENTICATED' | 'PENDING' | 'AUTHENTICATED' | 'AUTHENTICATED_CLAVIS';

/**
 * [issue 14] Whose session may have come through the institutional login, and is therefore checked
 * (`GET /api/public/clavis/isauthenticated`): the institutional agents, and the keepers (spec 001 §4 "Keeper profiles
 * also check the institutional login"). Nobody else may sign in through the provider.
 */
export const verifieConnexionInstitutionnelle = (profil: Profil | null | undefined): boolean =>
  profil === 'INSTITUTIONNEL' || (!!profil && estTeneur(profil));

/** [issue 14] The state of the session from what is known of it. */
export function statutAuthentification(
  statut: 'chargement' | 'anonyme' | 'connecte',
  viaClavis: boolean | undefined,
): StatutAuthentification {
  if (statut === 'chargement') return 'PENDING';
  if (statut === 'anonyme') return 'NOT_AUTHENTICATED';
  return viaClavis ? 'AUTHENTICATED_CLAVIS' : 'AUTHENTICATED';
}

/** [issue 14] `GET /api/public/clavis/isauthenticated` for the signed-in person; false when it cannot be told. */
export async function estConnecteParClavis(signal?: AbortSignal): Promise<boolean> {
  const { estAuthentifieClavis } = await routes();
  try {
    return await appeler(estAuthentifieClavis, { signal, erreursGerees: [401, 403] });
  } catch {
    return false;
  }
}

/** [issue 14] The provider's end-session URL (`GET /api/public/clavis/logout`), or null when it cannot be had. */
export async function urlDeconnexionClavis(): Promise<string | null> {
  try {
    const { deconnexionClavis } = await routes();
    return (await appeler(deconnexionClavis)).url;
  } catch {
    return null;
  }
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
