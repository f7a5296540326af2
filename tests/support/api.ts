/** Helpers for the integration tests: an HTTP client for the local cloud and signed-in sessions. */
import { expect, inject } from 'vitest';
import { verifierAuContrat } from './contrat.ts';

export const cloud = () => inject('cloud');

export interface Reponse<T = unknown> {
  status: number;
  corps: T;
  entetes: Headers;
}

export async function appeler<T = any>(
  methode: string,
  chemin: string,
  options: { jeton?: string; json?: unknown; form?: Record<string, string> } = {},
): Promise<Reponse<T>> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  if (options.jeton) headers.authorization = `Bearer ${options.jeton}`;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const r = await fetch(`${cloud().url}${chemin}`, { method: methode, headers, body });
  const texte = await r.text();
  let corps: unknown = texte;
  try {
    corps = JSON.parse(texte);
  } catch {
    // not JSON
  }
  // [issue 27] every answer checked against the OpenAPI document (recorded, the run fails at its end); a redirect
  // followed (a download's 302 to its file) ends on the bucket's answer, not the API's
  if (!r.redirected) verifierAuContrat(inject('contrat'), methode, chemin, r.status, r.headers.get('content-type'), corps);
  return { status: r.status, corps: corps as T, entetes: r.headers };
}

export async function captchaResolu(): Promise<string> {
  const r = await appeler<{ id: string }>('GET', '/api/public/captcha/bypass');
  return r.corps.id;
}

export const MOT_DE_PASSE = () => cloud().comptesDemo[0].motDePasse;
export const loginDe = (profil: string) =>
  cloud().comptesDemo.find((c) => c.profil === profil && c.login.startsWith('demo.'))!.login;

const jetons = new Map<string, string>();
/** Signs in through the API (captcha + password) and keeps the ID token per login. */
export async function jetonDe(login: string): Promise<string> {
  if (!jetons.has(login)) jetons.set(login, await nouvelleSession(login));
  return jetons.get(login)!;
}

/** A session of its own (not kept): what a test that signs out must use, since sign-out ends the session. */
export async function nouvelleSession(login: string): Promise<string> {
  const r = await appeler<{ idToken: string }>('POST', '/api/authentication', {
    form: { j_username: login, j_password: MOT_DE_PASSE(), captcha: await captchaResolu(), 'remember-me': 'false' },
  });
  if (r.status !== 200) throw new Error(`connexion de ${login} refusée : ${r.status} ${JSON.stringify(r.corps)}`);
  return r.corps.idToken;
}

/** Forgets the kept token of a login (a test that signed it out signs in again). */
export function oublierJeton(login: string) {
  jetons.delete(login);
}

/**
 * Loads `lignes` synthetic condominiums (the RNIC generator, numbers from `premier`) by the open-data import, in
 * this worker (after `utiliserEnvCloud`): the files sharing one register each take a prefix of their own.
 */
export async function semerRegistre(o: { lignes: number; graine: number; premier: string; projeter?: boolean }): Promise<void> {
  const { importerRnic } = await import('@registre/functions/donneesOuvertes/import');
  const { fluxRnic } = await import('../../infra/local/src/rnic/echelle.ts');
  const { bilan } = await importerRnic(fluxRnic(o), { maintenant: new Date(), surRejet: () => {}, projeter: o.projeter });
  if (bilan.chargees !== o.lignes) throw new Error(`import synthétique incomplet : ${bilan.chargees} sur ${o.lignes}`);
}

/** An institutional session whose confidentiality charter is accepted (accepted now if it was not): its token. */
export async function charteAcceptee(jeton: string): Promise<string> {
  const charte = await appeler<{ version: string; acceptee: boolean }>('GET', '/api/institutionnels/charte-confidentialite', {
    jeton,
  });
  if (!charte.corps.acceptee)
    await appeler('POST', '/api/institutionnels/charte-confidentialite', {
      jeton,
      json: { version: charte.corps.version, accepte: true },
    });
  return jeton;
}

/** Uses the cloud's own configuration in this worker, to read the table directly. */
export function utiliserEnvCloud() {
  Object.assign(process.env, cloud().env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
}

/**
 * [issue 15] The keepers' queue is an index fed by the stream projector (≈ 1 s behind a write): reads the queue
 * filtered on `typeDemande` until the request shows.
 */
export async function attendreDansFile(jeton: string, typeDemande: string, idDemande: string): Promise<void> {
  const file = () =>
    appeler<{ lignes: { idDemande: string }[] }>('POST', '/api/declarations/rechercher', {
      jeton,
      json: { typeDemande, paginationOptions: { pageNumber: 1, pageSize: 100 } },
    });
  await expect
    .poll(async () => (await file()).corps.lignes.some((l) => l.idDemande === idDemande), { timeout: 20_000, interval: 150 })
    .toBe(true);
}

/** [issue 12] Waits until the local stream projectors have applied every record written so far. */
export async function projectionsAJour(): Promise<void> {
  const r = await fetch(`${cloud().url}/_local/projections`);
  expect(r.status).toBe(204);
}
