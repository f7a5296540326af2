/**
 * Browser-test support for the notaries' entrance (HTTPS with mutual TLS): the e2e project's cloud, whose mutual-TLS
 * port trusts the authority its global setup created for the tests, and Chromium pages presenting a client
 * certificate of that authority.
 * Playwright gives Chromium the certificate for one origin (`clientCertificates`): it completes the TLS handshake
 * with the gateway itself, so the certificate reaches the API exactly as a notary's browser would present it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { emettreCertificat, sujetNotaire, type Paire, type Sujet } from '@registre/infra/local/src/pki';
import { demarrer, type Environnement } from './support.ts';

export interface EnvironnementNotaires extends Environnement {
  /** the notaries' entrance as the browser opens it (127.0.0.1: other host names do not resolve in the tests) */
  entree: string;
  /** the entrance as /config.json announces it (`urlNotaires`) */
  urlNotaires: string;
  /** the authority the entrance trusts */
  ac: Paire;
}

export async function demarrerAvecEntreeNotaires(): Promise<EnvironnementNotaires> {
  const { mtls } = inject('cloud');
  return {
    ...(await demarrer()),
    entree: mtls.url.replace('//localhost', '//127.0.0.1'),
    urlNotaires: mtls.url,
    ac: mtls.ac,
  };
}

/** A client certificate signed by the entrance's authority (valid 30 days). */
export const certificat = (env: EnvironnementNotaires, sujet: Sujet) => emettreCertificat(env.ac, sujet, { jours: 30 });
export const certificatNotaire = (env: EnvironnementNotaires, o: Parameters<typeof sujetNotaire>[0]) =>
  certificat(env, sujetNotaire(o));

/** A page on the notaries' entrance whose browser presents `paire` (or no certificate). */
export async function pageAvecCertificat(
  env: EnvironnementNotaires,
  paire: Paire | null,
): Promise<{ page: Page; contexte: BrowserContext; erreursJs: string[] }> {
  const contexte = await env.navigateur.newContext({
    viewport: { width: 1280, height: 900 },
    locale: 'fr-FR',
    // the entrance's server certificate is signed by a throwaway authority the browser does not know
    ignoreHTTPSErrors: true,
    ...(paire
      ? { clientCertificates: [{ origin: env.entree, cert: Buffer.from(paire.cert), key: Buffer.from(paire.cle) }] }
      : {}),
  });
  await contexte.addCookies([
    { name: 'agreeCookies', value: 'true', url: env.entree, expires: Math.floor(Date.now() / 1000) + 86_400 },
  ]);
  const page = await contexte.newPage();
  const erreursJs: string[] = [];
  page.on('pageerror', (e) => erreursJs.push(e.message));
  return { page, contexte, erreursJs };
}
