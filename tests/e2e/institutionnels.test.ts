/**
 * The institutional single sign-on in Chromium (spec 001 §4 "Institutional flow"): the ProConnect button of the
 * sign-in page, the local OpenID Connect provider's own French sign-in page, the return to /compte/clavis, the
 * confidentiality charter — refused: signed out of the register and of the provider; accepted: the institutional
 * area with the agent's attributes and geographic scope — and the built-in institutional account (password), which
 * goes through the charter too. Every page visited is checked with axe-core, the provider's included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MOT_DE_PASSE_AGENTS } from '@registre/infra/local/src/oidc';
import { AUTORITES_PAR_PROFIL, LIBELLES_PROFIL } from '@registre/shared/domain/profils';
import { menuPrincipal, type Visiteur } from '../../web/src/routes.tsx';
import {
  attendrePage,
  demarrer,
  jetonDe,
  lireMenu,
  ongletPartage,
  sansSession,
  seConnecter,
  verifierAccessibilite,
  type Environnement,
} from './support.ts';

let env: Environnement;

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

/**
 * One tab for the whole file, its tests in order (the first signs out of the provider too: the second meets its
 * sign-in form again). Each test starts signed out, from a blank page as a fresh tab would (`sansSession`, then
 * `about:blank`: a page left on /compte would keep its « back to » state through a navigation to the same address).
 * A fresh context cost each test a second of compiling the SPA and its stylesheet again, and a slower axe check.
 */
const onglet = ongletPartage(() => env);

async function ongletVierge() {
  const o = await onglet();
  await sansSession(o.page, env);
  await o.page.goto('about:blank');
  return o;
}

const CHARTE = '/institutionnels/charte-confidentialite';
const INSTITUTIONNEL: Visiteur = { connecte: true, profil: 'INSTITUTIONNEL', autorites: AUTORITES_PAR_PROFIL.INSTITUTIONNEL };
const principal = (page: Page) => page.locator('main');
const session = (page: Page) => page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith('.idToken')));
const texteDe = async (page: Page, champ: string) =>
  (await principal(page).locator(`[data-champ="${champ}"]`).first().textContent())?.trim();

/** From the register's sign-in page to the provider's sign-in form, then back to the register as `agent`. */
async function connexionProConnect(page: Page, agent: string, verifier = false) {
  await page.goto(`${env.url}/compte`);
  await attendrePage(page);
  const bloc = principal(page).getByTestId('connexion-institutionnelle');
  await bloc.getByRole('heading', { name: 'Se connecter avec ProConnect (agents publics)' }).waitFor();
  await bloc.getByText("Fournisseur d'identité : ProConnect (démonstration locale)").waitFor();
  if (verifier) await verifierAccessibilite(page, 'connexion avec le bouton ProConnect');
  await bloc.getByRole('button', { name: /S’identifier avec\s*ProConnect/ }).click();

  // the provider's own page (another origin), in French
  await page.getByRole('heading', { level: 1, name: /Connexion des agents publics/ }).waitFor();
  const fournisseur = new URL(page.url());
  expect(fournisseur.origin).not.toBe(new URL(env.url).origin);
  expect(fournisseur.pathname).toMatch(/^\/interaction\//);
  if (verifier) await verifierAccessibilite(page, 'page de connexion du fournisseur ProConnect local');
  await page.getByLabel('Identifiant').selectOption(agent);
  await page.getByLabel('Mot de passe').fill(MOT_DE_PASSE_AGENTS);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

async function attendreCharte(page: Page) {
  await page.waitForURL(`${env.url}${CHARTE}`);
  await page.getByRole('heading', { level: 1, name: 'Charte de confidentialité' }).waitFor();
  await page.getByRole('button', { name: "J'accepte" }).waitFor();
}

describe('connexion institutionnelle (ProConnect)', () => {
  it('charte refusée : la personne est déconnectée du registre puis du fournisseur', async () => {
    const { page, erreursJs } = await ongletVierge();
    await connexionProConnect(page, 'agent.departement', true);

    await attendreCharte(page);
    expect(await session(page)).toBe(true);
    const texte = (await principal(page).getByTestId('texte-charte').textContent()) ?? '';
    for (const attendu of ["code de la construction et de l'habitation", 'RGPD', '2016/679', 'Usages autorisés', 'sanctions'])
      expect(texte.toLowerCase()).toContain(attendu.toLowerCase());
    expect(await principal(page).getByTestId('version-charte').textContent()).toContain('2026-01');
    await verifierAccessibilite(page, 'charte de confidentialité');

    await page.getByRole('button', { name: 'Je refuse' }).click();
    // POST /api/logout, then the provider's end-session page (clavis/logout) in the same window
    await page.getByRole('heading', { level: 1, name: "Se déconnecter du fournisseur d'identité ?" }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/session\/end/);
    await verifierAccessibilite(page, 'déconnexion chez le fournisseur');
    await page.getByRole('button', { name: 'Se déconnecter' }).click();

    await page.waitForURL(`${env.url}/`);
    await attendrePage(page);
    expect(await session(page)).toBe(false);
    await page.locator('header').getByRole('link', { name: 'Se connecter' }).waitFor();
    await verifierAccessibilite(page, 'accueil après le refus de la charte');
    // the institutional area is closed again: back to the sign-in page
    await page.goto(`${env.url}/institutionnels`);
    await page.waitForURL(`${env.url}/compte`);
    expect(erreursJs).toEqual([]);
  });

  it("charte acceptée : /institutionnels montre l'agent, son périmètre et la charte ; l'accueil y mène", async () => {
    const { page, erreursJs } = await ongletVierge();
    await connexionProConnect(page, 'agent.departement');
    await attendreCharte(page);
    await page.getByRole('button', { name: "J'accepte" }).click();

    await page.waitForURL(`${env.url}/institutionnels`);
    await page.getByRole('heading', { level: 1, name: 'Espace institutionnel' }).waitFor();
    await principal(page).getByText('Vous avez accepté la charte de confidentialité.').waitFor();
    await principal(page).locator('[data-champ="territoire"]').waitFor();
    expect(await texteDe(page, 'nom')).toBe('Sophie Lambert');
    expect(await texteDe(page, 'email')).toBe('sophie.lambert@rhone.gouv.fr');
    expect(await texteDe(page, 'service')).toBe('DDT du Rhône');
    expect(await texteDe(page, 'siret')).toBe('13000771700016');
    expect(await texteDe(page, 'login')).toBe('clavis.agent.departement');
    expect(await texteDe(page, 'connexion')).toContain('ProConnect');
    expect(await texteDe(page, 'niveau')).toBe('Départemental');
    // the department's name comes with the referential (its code is shown meanwhile): a warm tab renders first
    await expect.poll(() => texteDe(page, 'territoire')).toBe('Rhône (69)');
    expect(await principal(page).getByTestId('charte-acceptee').textContent()).toMatch(
      /version 2026-01\) le \d{2}\/\d{2}\/\d{4}/,
    );
    // the institutional services that exist (the raw data), then the help
    expect(await principal(page).getByTestId('services-institutionnels').getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('Données brutes')]),
    );
    expect(await principal(page).getByTestId('tuiles-aide').getByRole('link').allTextContents()).toEqual(
      expect.arrayContaining(['Aide']),
    );
    await verifierAccessibilite(page, 'espace institutionnel (agent ProConnect)');

    // the header's home link and the home page lead to the institutional area
    expect(
      await page
        .locator('header')
        .getByRole('link', { name: /^Accueil/ })
        .first()
        .getAttribute('href'),
    ).toBe('/institutionnels');
    await page.goto(`${env.url}/`);
    await page.waitForURL(`${env.url}/institutionnels`);
    await principal(page).locator('[data-champ="nom"]').waitFor();

    // the charter can be read again, accepted
    await principal(page).getByRole('link', { name: 'Relire la charte de confidentialité' }).click();
    await page.getByRole('link', { name: "Accéder à l'espace institutionnel" }).waitFor();
    expect(await page.getByRole('button', { name: "J'accepte" }).count()).toBe(0);
    await verifierAccessibilite(page, 'charte déjà acceptée');

    // signing out from the header also ends the provider's session
    await page.locator('header').getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('heading', { level: 1, name: "Se déconnecter du fournisseur d'identité ?" }).waitFor();
    expect(await session(page)).toBe(false);
    expect(erreursJs).toEqual([]);
  });

  it("un état qui ne correspond pas à la connexion commencée n'ouvre aucune session", async () => {
    const { page } = await ongletVierge();
    await page.goto(`${env.url}/compte/clavis?code=abc&state=${'f'.repeat(43)}`);
    await principal(page).getByRole('heading', { name: 'La connexion institutionnelle a échoué' }).waitFor();
    expect(await session(page)).toBe(false);
    await verifierAccessibilite(page, 'retour ProConnect refusé');
  });
});

describe('compte institutionnel intégré', () => {
  it('passe lui aussi par la charte, puis arrive dans son espace national', async () => {
    const { page, erreursJs } = await ongletVierge();
    await seConnecter(page, env, 'institutionnel');
    await attendreCharte(page);
    // the server withholds the agent's data until the charter is accepted
    const jeton = await jetonDe(page);
    const avant = await fetch(`${env.url}/api/public/clavis/getauthattributes`, {
      headers: { authorization: `Bearer ${jeton}` },
    });
    expect(avant.status).toBe(403);
    await verifierAccessibilite(page, 'charte (compte institutionnel intégré)');

    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.waitForURL(`${env.url}/institutionnels`);
    await principal(page).locator('[data-champ="territoire"]').waitFor();
    expect(await texteDe(page, 'connexion')).toBe('Compte institutionnel du registre (identifiant et mot de passe)');
    expect(await texteDe(page, 'niveau')).toBe('National');
    expect(await texteDe(page, 'territoire')).toBe('France entière');
    await verifierAccessibilite(page, 'espace institutionnel (compte intégré)');
    // the main menu of its authorities ("Accueil" is the institutional area); no MON_COMPTE: "Mon compte" refused
    expect(await lireMenu(page)).toEqual(menuPrincipal(INSTITUTIONNEL));
    expect(await page.locator('.fr-header__tools-links').textContent()).toContain(LIBELLES_PROFIL.INSTITUTIONNEL);
    await page.goto(`${env.url}/compte/moncompte`);
    await page.getByRole('heading', { level: 1, name: 'Accès non autorisé' }).waitFor();
    await verifierAccessibilite(page, 'accès refusé (institutionnel)');
    await page.goto(`${env.url}/institutionnels`);
    await principal(page).locator('[data-champ="territoire"]').waitFor();

    // signing in again goes straight to the area: the acceptance is kept
    await page.locator('header').getByRole('button', { name: 'Se déconnecter' }).click();
    // signed out: the tokens are gone (home, or the provider's end-session page when the tab still holds a session
    // there from the tests above and the check of how this account came had not answered yet)
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.includes('idToken'))), { timeout: 30_000 })
      .toBe(false);
    await seConnecter(page, env, 'institutionnel');
    await page.waitForURL(`${env.url}/institutionnels`);
    await principal(page).locator('[data-champ="territoire"]').waitFor();
    expect(erreursJs).toEqual([]);
  });
});
