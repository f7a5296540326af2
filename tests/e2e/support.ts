/**
 * Browser-test support: the e2e project's one local cloud (started by cloud-global.ts, in memory, captcha bypass on,
 * serving the built SPA), one headless Chromium per file, pages whose captcha is solved through the bypass, an
 * accessibility check (axe-core) and the sign-in path.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, inject, onTestFailed } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import axe from 'axe-core';

export interface Courriel {
  de: string;
  a: string;
  sujet: string;
  texte: string;
  date: string;
}

export interface Environnement {
  url: string;
  motDePasse: string;
  loginDe(profil: string): string;
  /** the local outbox of the whole run, newest first (what /_local/courriels lists): filter it by recipient */
  courriels(): Promise<Courriel[]>;
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

/** The shared cloud's gateway (by its IP: every other host name is unresolvable in the browser), demo accounts, outbox. */
export function nuageDuProjet(): Omit<Environnement, 'navigateur' | 'arreter'> {
  const cloud = inject('cloud');
  const url = cloud.url.replace('//localhost', '//127.0.0.1');
  return {
    url,
    motDePasse: cloud.comptesDemo[0].motDePasse,
    loginDe: (profil) => loginDemo(cloud.comptesDemo, profil),
    courriels: async () => {
      const r = await fetch(`${url}/_local/courriels.json`);
      return ((await r.json()) as { courriels: Courriel[] }).courriels;
    },
  };
}

const lancerChromium = () => chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGUMENTS_CHROMIUM });

/**
 * The Chromium of this worker, launched by its first file and kept for the next ones (the files share their
 * worker's modules): a launch costs the browser, GPU and network processes their start. Playwright closes it when
 * the worker ends.
 */
let chromiumDuWorker: Promise<Browser> | undefined;
async function chromiumPartage(): Promise<Browser> {
  const navigateur = await (chromiumDuWorker ??= lancerChromium());
  if (navigateur.isConnected()) return navigateur;
  return (chromiumDuWorker = lancerChromium());
}

/**
 * Chromium on the e2e project's one local cloud (tests/e2e/cloud-global.ts: shared by every file, which therefore
 * makes its own data and never counts on a fresh register; its workflows' waits last 20 ms). `arreter` closes the
 * file's tabs and contexts; the browser serves the worker's next file. `nuagePropre`: a cloud of the file's own,
 * started here and stopped by `arreter` with a browser of its own (20 s more), for a file that still counts on a
 * fresh register (its options: `attenteWorkflowsMs` compresses the workflows' waits).
 */
export async function demarrer(options: { nuagePropre?: { attenteWorkflowsMs?: number } } = {}): Promise<Environnement> {
  if (!options.nuagePropre) {
    const navigateur = await chromiumPartage();
    return {
      ...nuageDuProjet(),
      navigateur,
      arreter: async () => {
        await Promise.all(navigateur.contexts().map((c) => c.close()));
      },
    };
  }
  const navigateur = await lancerChromium();
  const { demarrerCloudLocal } = await import('@registre/infra/local/src/cloud');
  const cloud = await demarrerCloudLocal({
    enMemoire: true,
    silencieux: true,
    captchaBypass: true,
    jvmCourte: true,
    ...options.nuagePropre,
  });
  const { comptesDemo } = cloud;
  return {
    url: cloud.url.replace('//localhost', '//127.0.0.1'),
    motDePasse: comptesDemo[0].motDePasse,
    loginDe: (profil) => loginDemo(comptesDemo, profil),
    courriels: async () => cloud.courriels(),
    navigateur,
    arreter: async () => {
      await navigateur.close();
      await cloud.arreter();
    },
  };
}

function loginDemo(comptes: { login: string; profil: string }[], profil: string): string {
  const c = comptes.find((x) => x.profil === profil && x.login.startsWith('demo.'));
  if (!c) throw new Error(`pas de compte de démonstration pour ${profil}`);
  return c.login;
}

let captures = 0;
let echecs = 0;
const RACINE_RESULTATS = resolve(import.meta.dirname, '..', '..', 'test-results', 'e2e');

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

/** A tab of the browser: its page, its context, the captcha challenges it was served, its uncaught JS errors. */
export interface Onglet {
  page: Page;
  contexte: BrowserContext;
  defisServis: () => number;
  erreursJs: string[];
  /** the width it was opened at (a test may change it: the next test taking the tab back gets it again) */
  largeur: number;
}

/**
 * A new page in a fresh context. `GET /api/public/captcha` answers a challenge the server already considers solved
 * (from `/api/public/captcha/bypass`, one per request since a challenge is single-use): any typed answer verifies.
 */
export async function nouvellePage(env: Environnement, options: OptionsPage = {}): Promise<Onglet> {
  const contexte = await env.navigateur.newContext({
    viewport: { width: options.largeur ?? 1280, height: 900 },
    locale: 'fr-FR',
    // DSFR drops its transitions (menus, collapses): Playwright clicks without waiting for an element to settle
    reducedMotion: 'reduce',
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
  const onglet = { page, contexte, defisServis: () => defis, erreursJs: erreurs, largeur: options.largeur ?? 1280 };
  capturerSiEchec(onglet);
  return onglet;
}

/**
 * The tab an earlier test of the file left open, for the next one: a tab already warm loads the SPA again for a
 * fraction of what a fresh context costs (its compiled JS and its stylesheet are in its cache). The test starts with
 * no JS error counted, its own capture on failure, the tab's width and none of the routes the previous test set on
 * the page (the context's captcha route stays: `defisServis` keeps counting, a test compares it with its value at
 * start). The page stays where the previous test left it, its cookies and storage too: the test opens its own page
 * first (`ouvrirConnecte` replaces the tab's session by the one it opens).
 */
export async function reprendrePage(onglet: Onglet): Promise<Onglet> {
  onglet.erreursJs.length = 0;
  capturerSiEchec(onglet);
  await onglet.page.unrouteAll({ behavior: 'ignoreErrors' });
  if (onglet.page.viewportSize()?.width !== onglet.largeur)
    await onglet.page.setViewportSize({ width: onglet.largeur, height: 900 });
  return onglet;
}

/** One tab for the tests of a file that ask for it: opened by the first of them, taken back by the next ones. */
export function ongletPartage(env: () => Environnement, options: OptionsPage = {}): () => Promise<Onglet> {
  let onglet: Onglet | undefined;
  return async () => {
    if (onglet && !onglet.page.isClosed()) return reprendrePage(onglet);
    onglet = await nouvellePage(env(), options);
    return onglet;
  };
}

/** A failed test leaves what the tab showed under test-results/e2e (git-ignored). */
function capturerSiEchec({ page, erreursJs }: Onglet): void {
  onTestFailed(async ({ task }) => {
    if (page.isClosed()) return;
    const dossier = join(
      RACINE_RESULTATS,
      task.name
        .normalize('NFD')
        .replace(/[^\w]+/g, '-')
        .slice(0, 80),
    );
    mkdirSync(dossier, { recursive: true });
    const n = ++echecs;
    await page.screenshot({ path: join(dossier, `page-${n}.png`), fullPage: true }).catch(() => undefined);
    const texte = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    writeFileSync(join(dossier, `page-${n}.txt`), `${page.url()}\n\n${texte}\n\nErreurs JS : ${erreursJs.join(' | ')}`);
  });
}

/** axe-core on the current page: zero violations expected, listed readably when there are some. With
 * `E2E_CAPTURES=<folder>`, a full-page PNG of each checked page is written there too (to look at the pages). */
export async function verifierAccessibilite(page: Page, contexte = page.url()): Promise<void> {
  const dossier = process.env.E2E_CAPTURES;
  if (dossier) {
    mkdirSync(dossier, { recursive: true });
    const nom = contexte
      .normalize('NFD')
      .replace(/[^\w]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    await page.screenshot({ path: join(dossier, `${String(++captures).padStart(2, '0')}-${nom}.png`), fullPage: true });
  }
  // the page is checked once its requests are answered and stay so for a moment (a lazy section loading after the
  // first answers starts its own request: the loading bar shown meanwhile is transient)
  const barre = page.locator('.barre-chargement');
  const fin = Date.now() + 15_000;
  while (Date.now() < fin) {
    await barre.waitFor({ state: 'detached', timeout: Math.max(fin - Date.now(), 1) }).catch(() => undefined);
    await page.waitForTimeout(300);
    if ((await barre.count()) === 0) break;
  }
  const violations = (await violationsAxe(page)).map(
    (v) => `${v.id} (${v.impact}) : ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(violations, `violations d'accessibilité sur ${contexte}`).toEqual([]);
}

/**
 * axe-core's whole rule set run in the page, its source injected once per loaded document. AxeBuilder of
 * @axe-core/playwright ran the same rules but finished each run in a new blank page of the context: 2.6 s a check
 * against 0.6 s here, on the CI machine, for about 200 checks in the browser suite.
 */
async function violationsAxe(page: Page): Promise<axe.Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const moteur = (window as unknown as { axe: typeof axe }).axe;
    return (await moteur.run(document, { resultTypes: ['violations'] })).violations;
  });
}

/**
 * Opens a path of the SPA as its links do (the router's history: no new load of the application), then waits for
 * the page's document title, which the shell sets once the router has committed the new page.
 */
export async function ouvrirDansLApplication(page: Page, chemin: string, titre: string): Promise<void> {
  await page.evaluate((c) => {
    const etat = (window.history.state ?? {}) as { idx?: number };
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx: (etat.idx ?? 0) + 1 }, '', c);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, chemin);
  await page.waitForFunction((t) => document.title === t, titre);
}

/**
 * Waits for the SPA to have loaded its page (the lazy chunk, then the h1), in the application's hands: a prerendered
 * page shows its h1 before any script, inert (out of the accessibility tree) until the application takes it over.
 */
export async function attendrePage(page: Page): Promise<void> {
  await page.locator('#root:not([inert]) main h1').first().waitFor();
}

/** A tab taken back from an earlier test, signed out as a fresh one is (the session lives in localStorage only). */
export async function sansSession(page: Page, env: Environnement): Promise<void> {
  if (page.url().startsWith(env.url)) await page.evaluate(() => window.localStorage.clear());
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

/**
 * Opens `chemin` already signed in as `login`, for the tests that are not about signing in (the form has its own
 * tests: comptes, coquille). The tokens come from the same `POST /api/authentication` the form calls, and are stored
 * where the sign-in page has amazon-cognito-identity-js store them (instead of any session the tab held), before the
 * application's first script runs; once per call, so that a sign-out in the test stays signed out. Spares loading
 * the sign-in page and the home page.
 */
export async function ouvrirConnecte(page: Page, env: Environnement, login: string, chemin = '/'): Promise<void> {
  const { id } = (await (await fetch(`${env.url}/api/public/captcha/bypass`)).json()) as { id: string };
  const r = await fetch(`${env.url}/api/authentication`, {
    method: 'POST',
    body: new URLSearchParams({ j_username: login, j_password: env.motDePasse, 'remember-me': 'false', captcha: id }),
  });
  if (!r.ok) throw new Error(`connexion de ${login} refusée : ${r.status} ${await r.text()}`);
  const { idToken, accessToken } = (await r.json()) as { idToken: string; accessToken: string };
  const { clientId } = (await (await fetch(`${env.url}/config.json`)).json()) as { clientId: string };
  const nom = (JSON.parse(Buffer.from(idToken.split('.')[1], 'base64url').toString()) as { 'cognito:username': string })[
    'cognito:username'
  ];
  const prefixe = `CognitoIdentityServiceProvider.${clientId}`;
  const cles: Record<string, string> = {
    [`${prefixe}.LastAuthUser`]: nom,
    [`${prefixe}.${nom}.idToken`]: idToken,
    [`${prefixe}.${nom}.accessToken`]: accessToken,
    [`${prefixe}.${nom}.refreshToken`]: '',
    [`${prefixe}.${nom}.clockDrift`]: '0',
  };
  await page.addInitScript(
    ({ c, marque }) => {
      if (window.sessionStorage.getItem(marque)) return;
      // a tab taken back from an earlier test may hold another user's session: replaced, not merged
      for (const k of Object.keys(window.localStorage))
        if (k.startsWith('CognitoIdentityServiceProvider.')) window.localStorage.removeItem(k);
      for (const [k, v] of Object.entries(c)) window.localStorage.setItem(k, v);
      window.sessionStorage.setItem(marque, '1');
    },
    { c: cles, marque: `e2e-session-${Math.random().toString(36).slice(2)}` },
  );
  await page.goto(`${env.url}${chemin}`);
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
      if (lien) return { libelle: lien.textContent!.trim(), chemin: new URL(lien.href).pathname + new URL(lien.href).search };
      const bouton = li.querySelector(':scope > button.fr-nav__btn')!;
      return {
        libelle: bouton.textContent!.trim(),
        entrees: [...li.querySelectorAll('.fr-menu__list a')].map((a) => ({
          libelle: a.textContent!.trim(),
          // with its query: an entry may open a list on a filter (`/copropriete?filtre=standard`)
          chemin: new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).search,
        })),
      };
    });
  });
}

/** The newest mail sent to an address whose subject contains the given text (waits for it: mails are written asynchronously). */
export async function attendreCourriel(env: Environnement, a: string, sujet: string, apres = 0): Promise<Courriel> {
  let trouve: Courriel | undefined;
  await expect
    .poll(
      async () => {
        trouve = (await env.courriels()).find(
          (c) => c.a.toLowerCase() === a.toLowerCase() && c.sujet.includes(sujet) && Date.parse(c.date) >= apres,
        );
        return trouve !== undefined;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return trouve!;
}

/** The path and query of the first link of a mail towards the given SPA path (the mail's host is the configured APP_URL). */
export function lienDuCourriel(texte: string, chemin: string): string {
  const m = new RegExp(`https?://[^\\s]+${chemin.replace(/[/]/g, '\\/')}\\?[^\\s]+`).exec(texte);
  if (!m) throw new Error(`aucun lien vers ${chemin} dans le courriel :\n${texte}`);
  const u = new URL(m[0]);
  return `${u.pathname}${u.search}`;
}

/** A public sign-up through the API (captcha bypass), for tests that need more declarants than the demo seed. */
export async function inscrireParApi(
  env: Environnement,
  type: 'PRO' | 'NON_PRO',
  d: { siret: string; raisonSociale: string; email: string; nom: string; prenom: string },
): Promise<number> {
  const { id } = (await (await fetch(`${env.url}/api/public/captcha/bypass`)).json()) as { id: string };
  const r = await fetch(`${env.url}/api/teledeclarant/${type}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      siret: d.siret,
      email: d.email,
      emailConfirmation: d.email,
      civilite: 'M',
      nom: d.nom,
      prenom: d.prenom,
      emailGestionnaire: d.email,
      telephone: '+33122334455',
      raisonSociale: d.raisonSociale,
      l1: d.raisonSociale.slice(0, 38),
      domicilieFrance: true,
      declarationHonneur: true,
      captcha: id,
    }),
  });
  const corps = (await r.json()) as { idTeledeclarant?: number; message?: string };
  if (!r.ok || corps.idTeledeclarant === undefined)
    throw new Error(`inscription ${d.siret} refusée : ${r.status} ${corps.message}`);
  return corps.idTeledeclarant;
}

/** The ID token of the signed-in session of a page (for API calls a test makes as that user). */
export async function jetonDe(page: Page): Promise<string> {
  return page.evaluate(() => {
    const cle = Object.keys(localStorage).find((k) => k.endsWith('.idToken'));
    if (!cle) throw new Error('pas de session');
    return localStorage.getItem(cle)!;
  });
}

/** Waits for a DSFR modal to be open and done with its opening transition (axe measures contrast on what it sees). */
export async function attendreModale(modale: ReturnType<Page['locator']>): Promise<void> {
  await modale.waitFor({ state: 'visible' });
  await expect
    .poll(() =>
      modale.evaluate(
        (el) =>
          el.classList.contains('fr-modal--opened') &&
          getComputedStyle(el).opacity === '1' &&
          el.getAnimations({ subtree: true }).length === 0,
      ),
    )
    .toBe(true);
}

/** A DSFR modal fully closed (its closing transition over): axe must not see it half transparent. */
export async function attendreFermetureModale(modale: ReturnType<Page['locator']>): Promise<void> {
  await modale.waitFor({ state: 'hidden' });
  await expect.poll(() => modale.evaluate((el) => el.getAnimations({ subtree: true }).length === 0)).toBe(true);
}
