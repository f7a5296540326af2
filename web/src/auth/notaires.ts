/**
 * The notaries' entrance (spec 001 §4 "Notary flow", §8): notaries reach the register through an HTTPS address with
 * mutual TLS (`urlNotaires` of /config.json) where their client certificate is their identity — no token, no
 * password. On that entrance the SPA reads the account with the certificate alone, and the 401 answers of the
 * account and authentication calls say what to do by their headers:
 *  - `reload_identity: 1`: a certificate was presented that no active account knows: show what it says
 *    (`GET /api/public/infocertificat`), then the firm (`GET /api/public/etudenotariale`: id -1 leads to the
 *    firm's registration, /compte/inscription?numEtude=…);
 *  - `ntr: 1`: notary authentication is required (a notary call without certificate): explain, and send the user
 *    to the notaries' entrance.
 */
import type { Contexte401 } from '../api/client.ts';
import { chargerConfig } from '../lib/config.ts';

export const CHEMIN_CERTIFICAT = '/compte/certificat';
export const CHEMIN_ACCES_NOTAIRES = '/compte/acces-notaires';

/** Loopback names are one host: the local entrance is announced as localhost and opened as 127.0.0.1. */
const BOUCLE_LOCALE = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the origin `adresse` is the notaries' entrance `urlNotaires`. */
export function estEntreeNotaires(adresse: string, urlNotaires: string | undefined | null): boolean {
  if (!urlNotaires) return false;
  let a: URL;
  let b: URL;
  try {
    a = new URL(adresse);
    b = new URL(urlNotaires);
  } catch {
    return false;
  }
  if (a.protocol !== b.protocol || a.port !== b.port) return false;
  return a.hostname === b.hostname || (BOUCLE_LOCALE.has(a.hostname) && BOUCLE_LOCALE.has(b.hostname));
}

let entreeConnue: boolean | null = null;

/** Whether this page was opened on the notaries' entrance (false when the configuration cannot be read). */
export async function surEntreeNotaires(): Promise<boolean> {
  try {
    entreeConnue = estEntreeNotaires(window.location.origin, (await chargerConfig()).urlNotaires);
  } catch {
    entreeConnue = false;
  }
  return entreeConnue;
}

/**
 * The same, known without waiting once `surEntreeNotaires` has answered (the session asks it at start-up, before
 * any account call): the 401 handling decides in the same task as the answer.
 */
export const surEntreeNotairesConnue = (): boolean => entreeConnue ?? false;

/** The address of a page of the SPA on the notaries' entrance; null when this environment has none. */
export function adresseSurEntreeNotaires(urlNotaires: string | undefined | null, chemin = '/'): string | null {
  if (!urlNotaires) return null;
  try {
    return new URL(chemin, urlNotaires).toString();
  } catch {
    return null;
  }
}

/**
 * Where a 401 leads (spec 001 §8): `reload_identity` to the certificate information, `ntr` to the notaries'
 * entrance; on that entrance a bare 401 means that no certificate was presented (the entrance ignores tokens).
 * null: the ordinary rule (sign out, sign-in page).
 */
export function destination401(c: Pick<Contexte401, 'rechargerIdentite' | 'authentificationNotaire'>, entree: boolean) {
  if (c.rechargerIdentite) return CHEMIN_CERTIFICAT;
  if (c.authentificationNotaire) return CHEMIN_ACCES_NOTAIRES;
  if (entree) return CHEMIN_ACCES_NOTAIRES;
  return null;
}
