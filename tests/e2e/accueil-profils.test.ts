/**
 * [issue 14] Each profile's main menu and home page in Chromium (spec 001 §2 "Main menu by authority", "Home pages by
 * profile"): what is displayed is what the route table computes for the profile — itself checked against the spec's
 * rules written as data in web/src/routes.test.ts —, every entry and tile opens its page (never « Accès non
 * autorisé »), the home sections are there; axe finds nothing. Then the invalid-user page of the restricted profile,
 * and a keeper signed in through the institutional login (spec 001 §4), whose sign-out goes through the provider.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MOT_DE_PASSE_AGENTS } from '@registre/infra/local/src/oidc';
import { PROFILS } from '@registre/shared/domain/profils';
import {
  VISITEUR_ANONYME,
  menuPrincipal,
  PAGE_NON_TROUVEE,
  pageParChemin,
  sectionsAccueil,
  titreDocument,
  tuilesAccueil,
  type SectionAccueil,
  type Visiteur,
} from '../../web/src/routes.tsx';
import {
  attendrePage,
  demarrer,
  lireMenu,
  ongletPartage,
  ouvrirDansLApplication,
  ouvrirConnecte,
  sansSession,
  seConnecter,
  verifierAccessibilite,
  type Environnement,
} from './support.ts';
import { visiteurDe } from './outils.ts';

let env: Environnement;

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

/**
 * One tab for the whole file: each test opens its own page in it, signed in as its profile (the previous session
 * replaced) or signed out (`sansSession`). A fresh context cost each profile a second of compiling the SPA and its
 * stylesheet again, and a first axe check three times slower; what is checked is the same.
 */
const onglet = ongletPartage(() => env);

const titres = async (page: Page, testId: string) =>
  (await page.locator(`[data-testid="${testId}"] .fr-tile__title`).allTextContents()).map((t) => t.trim());

/** The element of each home section that may be looked for on the page (the others have no fixed markup to find). */
const MARQUEURS: Partial<Record<SectionAccueil, string>> = {
  tuiles: '[data-testid="tuiles-accueil"]',
  compte: '[data-testid="tuiles-compte"]',
  tableauDeBordSyndic: '[data-testid="tableau-de-bord-syndic"]',
  tableauDeBordTeneur: '[data-testid="tableau-de-bord-teneur"]',
  tableauCoproprietes: '[data-testid="accueil-coproprietes"]',
  tutoriels: '[data-testid="cartes-tutoriels"]',
  liens: '#accueil-comprendre',
};

async function verifierAccueil(page: Page, v: Visiteur, contexte: string) {
  expect(await lireMenu(page), contexte).toEqual(menuPrincipal(v));
  const tuiles = tuilesAccueil(v);
  const sections = sectionsAccueil(v);
  for (const [section, selecteur] of Object.entries(MARQUEURS)) {
    const attendue = sections.includes(section as SectionAccueil);
    if (attendue) await page.locator(selecteur).first().waitFor();
    else expect(await page.locator(selecteur).count(), `${contexte} : ${section}`).toBe(0);
  }
  expect(await titres(page, 'tuiles-accueil'), contexte).toEqual(
    tuiles.filter((t) => t.section === 'actions').map((t) => t.tuile.titre),
  );
  expect(await titres(page, 'tuiles-compte'), contexte).toEqual(
    tuiles.filter((t) => t.section === 'compte').map((t) => t.tuile.titre),
  );
  // the tiles' links: the paths (with their list filter) the table gives
  const liens = await page
    .locator('[data-testid="tuiles-accueil"] .fr-tile a, [data-testid="tuiles-compte"] .fr-tile a')
    .evaluateAll((as) =>
      as.map((a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).search),
    );
  expect(liens, contexte).toEqual([
    ...tuiles.filter((t) => t.section === 'actions').map((t) => t.chemin),
    ...tuiles.filter((t) => t.section === 'compte').map((t) => t.chemin),
  ]);
  await verifierAccessibilite(page, contexte);
}

/**
 * Every entry of the menu and every tile opens its page, never « Accès non autorisé » nor the sign-in page. The
 * pages are opened as the application's links open them (its router, without loading the application again): a
 * person follows the menu, and the run spends its time in the pages rather than in reloading the bundle.
 */
async function verifierDestinations(page: Page, v: Visiteur, profil: string) {
  const chemins = new Set([
    ...menuPrincipal(v).flatMap((e) => (e.entrees ? e.entrees.map((x) => x.chemin) : [e.chemin])),
    ...tuilesAccueil(v).map((t) => t.chemin),
  ]);
  for (const chemin of chemins) {
    await ouvrirDansLApplication(page, chemin, titreDocument((pageParChemin(chemin.split('?')[0]) ?? PAGE_NON_TROUVEE).titre));
    await attendrePage(page).catch((e: Error) => {
      throw new Error(`${profil} ${chemin} : ${e.message}`);
    });
    const titre = (await page.locator('main h1').first().textContent())?.trim();
    expect(titre, `${profil} ${chemin}`).not.toBe('Accès non autorisé');
    expect(titre, `${profil} ${chemin}`).not.toBe('Connexion au registre');
    expect(titre, `${profil} ${chemin}`).not.toBe('Page non trouvée');
  }
}

describe('[issue 14] menu et accueil de chaque profil', () => {
  it('visiteur non connecté : tuiles publiques ; « Gérer mes copropriétés » et « Immatriculer » mènent à la connexion', async () => {
    const { page, erreursJs } = await onglet();
    await sansSession(page, env);
    await page.goto(env.url);
    await attendrePage(page);
    await verifierAccueil(page, VISITEUR_ANONYME, 'accueil anonyme');
    const gestion = menuPrincipal(VISITEUR_ANONYME).find((e) => e.libelle === 'Gérer mes copropriétés');
    expect(gestion?.entrees?.map((e) => e.chemin)).toContain('/copropriete?filtre=standard');
    await page.goto(`${env.url}/copropriete?filtre=standard`);
    await page.getByRole('heading', { level: 1, name: 'Connexion au registre' }).waitFor();
    // signed in as a syndic, back to the list on that filter
    await page.getByRole('textbox', { name: /^Identifiant/ }).fill(env.loginDe('TELE_PRO_GESTION'));
    await page.getByLabel('Mot de passe', { exact: true }).fill(env.motDePasse);
    await page.locator('img.captcha__image').waitFor();
    await page.getByLabel('Code de vérification').first().fill('1234');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.waitForURL(`${env.url}/copropriete?filtre=standard`);
    expect(erreursJs).toEqual([]);
  });

  // the institutional profile's home is /institutionnels (institutionnels.test.ts); the restricted one has none
  const profils = PROFILS.filter((p) => p !== 'DEFAULT' && p !== 'RESTREINT' && p !== 'INSTITUTIONNEL');
  for (const profil of profils) {
    it(`${profil} : le menu, les sections et les tuiles de son profil ; chaque entrée s'ouvre`, async () => {
      const { page, erreursJs } = await onglet();
      await ouvrirConnecte(page, env, env.loginDe(profil));
      await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
      const v = visiteurDe(profil);
      await verifierAccueil(page, v, `accueil ${profil}`);
      await verifierDestinations(page, v, profil);
      expect(erreursJs).toEqual([]);
    });
  }
});

describe('[issue 14] utilisateur non valide et connexion institutionnelle des teneurs (spec 001 §4)', () => {
  it('le profil restreint est déconnecté aussitôt et lit pourquoi sur la page utilisateur-non-valide', async () => {
    const { page, erreursJs } = await onglet();
    await sansSession(page, env);
    await seConnecter(page, env, env.loginDe('RESTREINT'));
    await page.getByRole('heading', { level: 1, name: 'Accès au registre impossible' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/utilisateur-non-valide');
    await page.getByText("Votre compte ne permet pas d'accéder au registre.").waitFor();
    await page.getByRole('heading', { name: 'Que faire ?' }).waitFor();
    expect(await page.locator('.fr-header__tools-links').getByRole('link', { name: 'Se connecter' }).count()).toBe(1);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('.idToken')))).toEqual([]);
    await verifierAccessibilite(page, 'utilisateur non valide');
    // the reason of a refused charter
    await page.goto(`${env.url}/utilisateur-non-valide?motif=charte`);
    await page.getByText("Vous n'avez pas accepté la charte de confidentialité.").waitFor();
    await verifierAccessibilite(page, 'utilisateur non valide (charte)');
    expect(erreursJs).toEqual([]);
  });

  it('un teneur connecté par ProConnect : son accueil de teneur, puis la déconnexion passe par le fournisseur', async () => {
    const { page, erreursJs } = await onglet();
    await sansSession(page, env);
    await page.goto(`${env.url}/compte`);
    await attendrePage(page);
    await page
      .getByTestId('connexion-institutionnelle')
      .getByRole('button', { name: /S’identifier avec\s*ProConnect/ })
      .click();
    await page.getByRole('heading', { level: 1, name: /Connexion des agents publics/ }).waitFor();
    await page.getByLabel('Identifiant').selectOption('agent.teneur');
    await page.getByLabel('Mot de passe').fill(MOT_DE_PASSE_AGENTS);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    // the keeper's own home page (no charter: a keeper is not an institutional agent)
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await verifierAccueil(page, visiteurDe('TENEUR_ADMIN_PRINC'), 'accueil du teneur connecté par ProConnect');
    await page.locator('.fr-header__tools-links').getByRole('button', { name: 'Se déconnecter' }).click();
    // POST /api/logout, then the provider's end-session page (clavis/logout) in the same window
    await page.getByRole('heading', { level: 1, name: "Se déconnecter du fournisseur d'identité ?" }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/session\/end/);
    expect(erreursJs).toEqual([]);
  });
});
