/**
 * The authorization matrix, generated: every mounted route x each of the 16 profiles + anonymous. The expected
 * answer comes from the route's declared access and the profile -> authorities table, never from a hand-picked
 * list: public -> never 401/403; signed-in -> 401 anonymous and restricted, allowed otherwise; authorities ->
 * 401 anonymous and restricted, 403 without any of them, allowed with one; a route of the web service for syndic
 * software (`logiciel`) -> 401 to every account (its callers are software accesses, tests/integration/logiciels). [issue 26] Every route granting a
 * territorial authority is territory-scoped (its declaration's `perimetre`), or the matrix fails.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { InitiateAuthCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { ROUTES } from '@registre/shared/routes/index';
import { routesSansPerimetre, type Route } from '@registre/shared/routes/route';
import { AUTORITES_PAR_PROFIL, PROFILS, type Profil } from '@registre/shared/domain/profils';
import { appeler, cloud, jetonDe, loginDe, MOT_DE_PASSE, nouvelleSession } from '../support/api.ts';

type Appelant = Profil | 'ANONYME';
const APPELANTS: Appelant[] = ['ANONYME', ...PROFILS];
const jetons = new Map<Appelant, string | undefined>();

function attendu({ acces, certificat, logiciel }: (typeof ROUTES)[number], qui: Appelant): 401 | 403 | 'permis' {
  // identity by client certificate: nobody presents one here, and a token does not stand for it
  if (certificat) return 401;
  // [issue 25] the web service for syndic software opens to a software access's token only, never an account's
  if (logiciel) return 401;
  if (acces === 'public') return 'permis';
  if (qui === 'ANONYME' || qui === 'RESTREINT') return 401;
  if (acces === 'authentifie') return 'permis';
  return acces.some((a) => AUTORITES_PAR_PROFIL[qui].includes(a)) ? 'permis' : 403;
}

beforeAll(async () => {
  for (const p of PROFILS) {
    if (p === 'RESTREINT') {
      // the API refuses to sign this profile in: get a genuine token from the identity provider directly
      const env = cloud().env;
      const cip = new CognitoIdentityProviderClient({
        region: env.AWS_REGION,
        endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });
      const r = await cip.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: env.USER_POOL_CLIENT_ID,
          AuthParameters: { USERNAME: loginDe(p), PASSWORD: MOT_DE_PASSE() },
        }),
      );
      jetons.set(p, r.AuthenticationResult!.IdToken);
    } else jetons.set(p, await jetonDe(loginDe(p)));
  }
  jetons.set('ANONYME', undefined);
});

describe("matrice d'autorisation", () => {
  it('couvre 100 % des routes montées', () => {
    expect(ROUTES.length).toBeGreaterThan(0);
    expect(new Set(ROUTES.map((r) => `${r.method} ${r.path}`)).size).toBe(ROUTES.length);
  });

  it('déclare territoriale chaque route du territoire (et repère celle qui ne le déclare pas)', () => {
    expect(routesSansPerimetre(ROUTES)).toEqual([]);
    // the same routes, one of them without the flag: the check names it
    const oubliee = ROUTES.find((r) => r.perimetre)!;
    const { perimetre: _oublie, ...sansDrapeau } = oubliee;
    expect(routesSansPerimetre(ROUTES.map((r) => (r === oubliee ? (sansDrapeau as Route) : r)))).toEqual([oubliee.id]);
  });

  for (const route of ROUTES) {
    it(`${route.method} ${route.path} (${route.acces === 'public' || route.acces === 'authentifie' ? route.acces : route.acces.join(' | ')})`, async () => {
      const chemin = route.path.replace(/\{[^}]+\}/g, 'x');
      const ecarts: string[] = [];
      for (const qui of APPELANTS) {
        // a bypass-captcha route stays harmless; bodies are empty: an allowed caller then meets validation (400)
        // signing out ends the session (issue 15): it gets a session of its own, the kept ones serve the others
        const jeton =
          route.id === 'comptes.deconnexion' && qui !== 'ANONYME' && qui !== 'RESTREINT'
            ? await nouvelleSession(loginDe(qui))
            : jetons.get(qui);
        const r = await appeler(route.method, chemin, {
          jeton,
          ...(route.method === 'GET' ? {} : { json: {} }),
        });
        const voulu = attendu(route, qui);
        const ok = voulu === 'permis' ? r.status !== 401 && r.status !== 403 : r.status === voulu;
        if (!ok) ecarts.push(`${qui}: attendu ${voulu}, obtenu ${r.status}`);
      }
      expect(ecarts).toEqual([]);
    });
  }
});
