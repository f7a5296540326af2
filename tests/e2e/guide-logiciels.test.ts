/**
 * [issue 25] The guide for the editors of syndic software, in Chromium, for a visitor not signed in: reached from the
 * help page, the footer and the sitemap; its first curl session carries the token URL of the service's OpenAPI
 * document; its links lead to the reference page and the OpenAPI document; the `type` of a problem (an anchor of its
 * error catalogue) shows the code's row, even for a code of the folded list. axe-core: zero violations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { ROUTES } from '@registre/shared/routes/index';
import { typeProbleme } from '@registre/shared/domain/logiciels/probleme';
import { demarrer, nouvellePage, verifierAccessibilite, type Environnement } from './support.ts';
import { principal, verifierPage } from './outils.ts';

let env: Environnement;
beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const TITRE = 'Connecter un logiciel de syndic au registre';
const CHEMIN = '/aide/logiciels-de-syndic';

describe('guide des logiciels de syndic', () => {
  it("s'ouvre sans compte depuis l'aide, montre l'adresse du serveur d'autorisation et les liens de référence", async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env);
    await page.goto(`${env.url}/aide`);
    await principal(page).getByRole('link', { name: TITRE }).click();
    await page.waitForURL(`${env.url}${CHEMIN}`);
    await page.getByRole('heading', { level: 1, name: TITRE }).waitFor();
    expect(await page.title()).toContain(TITRE);
    // its breadcrumb runs through the help page
    const fil = page.locator('nav.fr-breadcrumb');
    expect(await fil.getByRole('link', { name: 'Aide' }).count()).toBe(1);

    // the token URL of the published OpenAPI document, in the text and in the commands
    const document = (await (await fetch(`${env.url}/api/logiciels/v1/openapi.json`)).json()) as {
      components: { securitySchemes: { oauth2: { flows: { clientCredentials: { tokenUrl: string } } } } };
    };
    const urlJeton = new URL(document.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl, env.url).href;
    await expect.poll(() => principal(page).getByTestId('url-jeton').textContent()).toContain(urlJeton);
    const blocs = principal(page).locator('pre code');
    const commandes = (await blocs.allTextContents()).join('\n');
    expect(commandes).toContain(`-d 'scope=logiciels/lecture logiciels/mise-a-jour'`);
    expect(commandes).toContain(urlJeton);
    expect(commandes).toContain(`${env.url}/api/logiciels/v1/coproprietes?echeance=maj-annuelle`);
    expect(commandes).not.toContain('<URL_JETON>');

    // the catalogue's summary by status, the limits and the versioning policy
    for (const statut of [400, 401, 403, 404, 409, 422, 429]) {
      expect(await principal(page).locator(`tr[data-statut="${statut}"]`).count()).toBe(1);
    }
    await principal(page).getByRole('heading', { level: 2, name: 'Versions et dépréciation' }).waitFor();

    // the reference page and the OpenAPI document, served by the register
    for (const nom of ['La page de référence du service', 'Le document OpenAPI 3.1 du service']) {
      const href = await principal(page).getByRole('link', { name: nom }).getAttribute('href');
      expect(href).toMatch(/^\/api\/logiciels\/v1\/(docs|openapi\.json)$/);
      expect((await fetch(`${env.url}${href}`)).status).toBe(200);
    }
    await verifierPage(page, 'guide des logiciels de syndic');
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it("l'ancre d'un code d'erreur montre sa ligne, même repliée", async () => {
    const { page, contexte } = await nouvellePage(env);
    const principale = typeProbleme('TROP_DE_REQUETES');
    await page.goto(`${env.url}${principale}`);
    const ligne = page.locator(`#${principale.split('#')[1]}`);
    await ligne.waitFor();
    expect(await ligne.textContent()).toContain(ERREURS.TROP_DE_REQUETES.message);

    // a code a software seldom meets: the folded list opens on it
    const rare = typeProbleme('CAPTCHA_INVALIDE');
    await page.goto(`${env.url}${rare}`);
    const ligneRare = page.locator(`#${rare.split('#')[1]}`);
    await expect.poll(() => ligneRare.isVisible()).toBe(true);
    expect(await ligneRare.textContent()).toContain('CAPTCHA_INVALIDE');
    await verifierAccessibilite(page, 'guide des logiciels, catalogue déplié');
    await contexte.close();
  });

  it('la page de référence rend le document OpenAPI avec Swagger UI servi par le site, au clavier', async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env);
    const externes: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(env.url)) externes.push(r.url());
    });
    await page.goto(`${env.url}/api/logiciels/v1/docs`);
    await page.getByRole('heading', { level: 1, name: /Référence du service web des logiciels de syndic/ }).waitFor();
    // every operation of the service, from the published document
    const operations = page.locator('.opblock');
    await operations.first().waitFor();
    expect(await operations.count()).toBe(ROUTES.filter((r) => r.logiciel).length);
    await page.locator('.opblock-summary-control').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('.opblock-body').first().waitFor();
    await verifierAccessibilite(page, 'référence du service web, une opération dépliée');
    expect(externes).toEqual([]);
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it('le pied de page et le plan du site y mènent', async () => {
    const { page, contexte } = await nouvellePage(env);
    await page.goto(`${env.url}/sitemap`);
    await principal(page).getByRole('link', { name: TITRE }).waitFor();
    await page.locator('#pied-de-page').getByRole('link', { name: 'API pour les logiciels de syndic' }).click();
    await page.waitForURL(`${env.url}${CHEMIN}`);
    await page.getByRole('heading', { level: 1, name: TITRE }).waitFor();
    await contexte.close();
  });
});
