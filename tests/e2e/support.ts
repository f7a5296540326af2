/**
 * Browser-test support: one local cloud (in memory, captcha bypass on) serving the built SPA, one headless Chromium,
 * pages whose captcha is solved through the bypass, an accessibility check (axe-core) and the sign-in path.
 */
import { expect } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { demarrerCloudLocal } from '@registre/infra/local/src/cloud';

export interface Environnement {
  url: string;
  motDePasse: string;
  loginDe(profil: string): string;
  navigateur: Browser;
  arreter(): Promise<void>;
}

export const ARGUMENTS_CHROMIUM = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

export async function demarrer(): Promise<Environnement> {
  const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, captchaBypass: true });
  // every other host name is unresolvable in the browser: address the gateway by its IP
  const url = cloud.url.replace('//localhost', '//127.0.0.1');
  const navigateur = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGUMENTS_CHROMIUM });
  return {
    url,
    motDePasse: cloud.comptesDemo[0].motDePasse,
    loginDe: (profil) => {
      const c = cloud.comptesDemo.find((x) => x.profil === profil && x.login.startsWith('demo.'));
      if (!c) throw new Error(`pas de compte de démonstration pour ${profil}`);
      return c.login;
    },
    navigateur,
    arreter: async () => {
      await navigateur.close();
      await cloud.arreter();
    },
  };
}

const IMAGE_CAPTCHA =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"><rect width="150" height="50" fill="#eee"/><text x="20" y="32" font-size="24">T3ST</text></svg>',
  ).toString('base64');

export interface OptionsPage {
  /** the cookie banner was already accepted (default true: most tests are not about it) */
  cookiesAcceptes?: boolean;
  largeur?: number;
}

/**
 * A new page in a fresh context. `GET /api/public/captcha` answers a challenge the server already considers solved
 * (from `/api/public/captcha/bypass`, one per request since a challenge is single-use): any typed answer verifies.
 */
export async function nouvellePage(
  env: Environnement,
  options: OptionsPage = {},
): Promise<{ page: Page; contexte: BrowserContext; defisServis: () => number; erreursJs: string[] }> {
  const contexte = await env.navigateur.newContext({
    viewport: { width: options.largeur ?? 1280, height: 900 },
    locale: 'fr-FR',
  });
  if (options.cookiesAcceptes ?? true) {
    await contexte.addCookies([
      { name: 'agreeCookies', value: 'true', url: env.url, expires: Math.floor(Date.now() / 1000) + 86_400 },
    ]);
  }
  let defis = 0;
  await contexte.route(/\/api\/public\/captcha$/, async (route) => {
    defis++;
    const r = await fetch(`${env.url}/api/public/captcha/bypass`);
    const { id } = (await r.json()) as { id: string };
    await route.fulfill({ json: { id, image: IMAGE_CAPTCHA, alternative: 'Test' } });
  });
  const page = await contexte.newPage();
  const erreurs: string[] = [];
  page.on('pageerror', (e) => erreurs.push(e.message));
  return { page, contexte, defisServis: () => defis, erreursJs: erreurs };
}

/** axe-core on the current page: zero violations expected, listed readably when there are some. */
export async function verifierAccessibilite(page: Page, contexte = page.url()): Promise<void> {
  const resultats = await new AxeBuilder({ page }).analyze();
  const violations = resultats.violations.map(
    (v) => `${v.id} (${v.impact}) : ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(violations, `violations d'accessibilité sur ${contexte}`).toEqual([]);
}

/** Waits for the SPA to have loaded its page (the lazy chunk, then the h1). */
export async function attendrePage(page: Page): Promise<void> {
  await page.locator('main h1').first().waitFor();
}

/** Signs in through the form: identifier, password, captcha answer, submit. */
export async function seConnecter(page: Page, env: Environnement, login: string, motDePasse = env.motDePasse): Promise<void> {
  await page.goto(`${env.url}/compte`);
  await page.getByRole('textbox', { name: /^Identifiant/ }).fill(login);
  await page.getByLabel('Mot de passe', { exact: true }).fill(motDePasse);
  await page.locator('img.captcha__image').waitFor();
  await page.getByLabel('Code de vérification').first().fill('1234');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** The main menu as displayed: top-level entries with their link or their sub-entries. */
export async function lireMenu(
  page: Page,
): Promise<{ libelle: string; chemin?: string; entrees?: { libelle: string; chemin: string }[] }[]> {
  return page.evaluate(() => {
    const nav = document.querySelector('#en-tete-main-navigation');
    if (!nav) return [];
    return [...nav.querySelectorAll(':scope .fr-nav__list > .fr-nav__item')].map((li) => {
      const lien = li.querySelector(':scope > a.fr-nav__link') as HTMLAnchorElement | null;
      if (lien) return { libelle: lien.textContent!.trim(), chemin: new URL(lien.href).pathname };
      const bouton = li.querySelector(':scope > button.fr-nav__btn')!;
      return {
        libelle: bouton.textContent!.trim(),
        entrees: [...li.querySelectorAll('.fr-menu__list a')].map((a) => ({
          libelle: a.textContent!.trim(),
          chemin: new URL((a as HTMLAnchorElement).href).pathname,
        })),
      };
    });
  });
}
