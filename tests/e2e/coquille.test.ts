/**
 * The page shell for an anonymous visitor (spec 001 §2, §4, §8, §9): home page, cookie banner, public pages with
 * their titles and breadcrumb, sitemap, 404 and redirects, error alerts, compatibility notice, and a failed sign-in.
 * Every page visited is checked with axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PAGES,
  VISITEUR_ANONYME,
  menuPrincipal,
  pageParChemin,
  planDuSite,
  titreDocument,
  tuilesAccueil,
  type NoeudPlan,
} from '../../web/src/routes.tsx';
import { CHEMINS_PRERENDUS } from '@registre/shared/site/prerendus';
import {
  attendrePage,
  demarrer,
  lireMenu,
  nouvellePage,
  ongletPartage,
  ouvrirDansLApplication,
  seConnecter,
  verifierAccessibilite,
  type Environnement,
  type Onglet,
} from './support.ts';

let env: Environnement;

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

/**
 * Two tabs for the tests that do not need a fresh context: one whose cookie banner was never accepted (the sign-in
 * form at two widths), one for the rest (consent given). Each test opens its own page in it, at the width it needs;
 * a fresh context cost each test a second of compiling the SPA and its stylesheet again, and a slower first axe
 * check. The cookie banner's own test, which gives its consent, keeps a fresh context.
 */
const ongletSansConsentement = ongletPartage(() => env, { cookiesAcceptes: false });
const onglet = ongletPartage(() => env);

/** The captcha challenges the tab is served from now on (the previous test's page left first: none of its own counted). */
async function defisDepuisMaintenant(o: Onglet): Promise<Onglet> {
  await o.page.goto('about:blank');
  const avant = o.defisServis();
  return { ...o, defisServis: () => o.defisServis() - avant };
}

describe('coquille, visiteur anonyme', () => {
  it("accueil : bandeau cookies jusqu'au consentement, qui dure un jour", async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env, { cookiesAcceptes: false });
    await page.goto(env.url);
    await attendrePage(page);
    expect(await page.title()).toBe(titreDocument('Accueil'));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    const banniere = page.getByRole('region', { name: /À propos des cookies/ });
    await expect.poll(() => banniere.isVisible()).toBe(true);
    // the information message of the home page (CallOut), the public tiles of the route table, the version
    // ([issue 14] the first callout: the video highlight may follow it)
    // (the message comes with the home page's first API answer, which a cold cloud on a loaded machine gives late)
    await expect
      .poll(() => page.locator('.fr-callout').first().textContent(), { timeout: 30_000 })
      .toContain('Version de démonstration locale');
    const tuiles = await page.locator('[data-testid="tuiles-accueil"] .fr-tile__title').allTextContents();
    expect(tuiles.map((t) => t.trim())).toEqual(tuilesAccueil(VISITEUR_ANONYME).map((p) => p.tuile!.titre));
    await expect.poll(() => page.locator('[data-version]').textContent()).toBe('V 1.7.0');
    expect(await lireMenu(page)).toEqual(menuPrincipal(VISITEUR_ANONYME));
    await expect
      .poll(() => page.locator('.fr-header__tools-links').getByRole('link', { name: 'Se connecter' }).isVisible())
      .toBe(true);
    await verifierAccessibilite(page, 'accueil avec bandeau cookies');

    // keyboard only: the banner's button is reachable and works with Enter
    await page.getByRole('button', { name: 'Accepter' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => banniere.count()).toBe(0);
    const cookie = (await contexte.cookies()).find((c) => c.name === 'agreeCookies');
    expect(cookie).toBeDefined();
    const duree = cookie!.expires - Date.now() / 1000;
    expect(duree).toBeGreaterThan(86_400 - 300);
    expect(duree).toBeLessThan(86_400 + 300);

    await page.reload();
    await attendrePage(page);
    expect(await page.getByRole('region', { name: /À propos des cookies/ }).count()).toBe(0);
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  // [issue 15] RGAA 10.x: the banner, until accepted, covers none of the sign-in form's focused controls
  for (const largeur of [1280, 375]) {
    it(`connexion à ${largeur} px sans consentement : le bandeau cookies ne masque aucun champ ayant le focus`, async () => {
      const { page, erreursJs } = await ongletSansConsentement();
      await page.setViewportSize({ width: largeur, height: 900 });
      await page.goto(`${env.url}/compte`);
      await attendrePage(page);
      await page.getByRole('region', { name: /À propos des cookies/ }).waitFor();
      await page.locator('img.captcha__image').waitFor();
      const controles = {
        'mot de passe': page.getByLabel('Mot de passe', { exact: true }),
        'réponse au captcha': page.getByLabel('Code de vérification').first(),
        'bouton Se connecter': page.getByRole('button', { name: 'Se connecter', exact: true }),
      };
      for (const [nom, controle] of Object.entries(controles)) {
        await controle.focus();
        const visible = await controle.evaluate((e) => {
          const r = e.getBoundingClientRect();
          const x = r.left + r.width / 2;
          const y = r.top + r.height / 2;
          const dessus = document.elementFromPoint(x, y);
          return {
            focus: document.activeElement === e,
            dansLaFenetre: x >= 0 && y >= 0 && x <= window.innerWidth && y <= window.innerHeight,
            nonMasque: dessus !== null && (dessus === e || e.contains(dessus)),
            dessus: dessus ? `${dessus.tagName}.${dessus.className}` : null,
          };
        });
        expect(visible, `${nom} à ${largeur} px`).toMatchObject({ focus: true, dansLaFenetre: true, nonMasque: true });
      }
      await verifierAccessibilite(page, `connexion avec bandeau cookies (${largeur} px)`);
      expect(erreursJs).toEqual([]);
    });
  }

  it("liens d'évitement, titres, fil d'Ariane et accessibilité de chaque page publique", async () => {
    const { page } = await onglet();
    await page.goto(env.url);
    await attendrePage(page);
    const evitement = await page
      .locator('.fr-skiplinks a')
      .evaluateAll((as) => as.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
    expect(evitement).toEqual([
      ['Contenu', '#contenu'],
      ['Menu', '#en-tete-main-navigation'],
      ['Pied de page', '#pied-de-page'],
    ]);
    for (const [, ancre] of evitement) expect(await page.locator(ancre!).count()).toBe(1);

    // each page opened as the application's links open it (its router: the bundle is not loaded again), its title
    // awaited; a deep link loaded from the server is checked by the sitemap and not-found tests below
    for (const p of PAGES.filter((x) => x.acces === 'public' || x.acces === 'anonyme')) {
      await ouvrirDansLApplication(page, p.chemin, titreDocument(p.titre));
      await attendrePage(page);
      if (p.chemin !== '/') {
        expect((await page.locator('main h1').first().textContent())?.trim()).toBe(p.titre);
        const fil = await page.locator('.fr-breadcrumb__list li').allTextContents();
        expect(fil[0].trim()).toBe('Accueil');
        expect(fil.at(-1)!.trim()).toBe(p.fil);
      }
      await verifierAccessibilite(page, p.chemin);
    }
  });

  it('plan du site : les pages du tableau de routes ouvertes au visiteur', async () => {
    const { page } = await onglet();
    await page.goto(`${env.url}/sitemap`);
    await attendrePage(page);
    const aplatir = (n: NoeudPlan[]): string[] => n.flatMap((x) => [x.page.chemin, ...aplatir(x.enfants)]);
    const lire = () =>
      page
        .locator('main nav[aria-label="Plan du site"] a')
        .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    // the tree is drawn once the session is read (empty meanwhile)
    await expect.poll(lire).toEqual(aplatir(planDuSite(VISITEUR_ANONYME)));
    const liens = await lire();
    expect(liens).toContain('/compte');
    expect(liens).not.toContain('/compte/moncompte');
  });

  it("page non trouvée : sans le contenu de l'accueil, avec un bouton vers l'accueil ; redirections", async () => {
    const { page } = await onglet();
    await page.goto(`${env.url}/chemin/qui/nexiste/pas`);
    await attendrePage(page);
    expect((await page.locator('main h1').textContent())?.trim()).toBe('Page non trouvée');
    expect(await page.title()).toBe(titreDocument('Page non trouvée'));
    expect(await page.locator('[data-testid="tuiles-accueil"]').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Comprendre le registre' }).count()).toBe(0);
    await verifierAccessibilite(page, 'page non trouvée');

    await page.getByRole('link', { name: "Page d'accueil" }).click();
    await page.locator('[data-testid="tuiles-accueil"]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    // old addresses redirect even when their target is not built yet (it then shows the 404 page)
    await page.goto(`${env.url}/reclamation`);
    await attendrePage(page);
    expect(new URL(page.url()).pathname).toBe('/aide/formulaire');
    expect((await page.locator('main h1').textContent())?.trim()).toBe(
      pageParChemin('/aide/formulaire')?.titre ?? 'Page non trouvée',
    );
    await page.goto(`${env.url}/activate`);
    await attendrePage(page);
    expect(new URL(page.url()).pathname).toBe('/compte/activation');

    // an unknown API path answers a JSON 404, never the SPA
    const api = await fetch(`${env.url}/api/nexiste/pas`);
    expect(api.status).toBe(404);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  it("alerte d'erreur serveur : titre par classe de statut et détail technique ; barre de chargement", async () => {
    const { page } = await onglet();
    let repondre: () => void = () => {};
    const reponseRetenue = new Promise<void>((r) => (repondre = r));
    await page.route('**/api/public/infomessage', async (route) => {
      await reponseRetenue;
      await route.fulfill({
        status: 500,
        headers: { 'x-registre-version': '1.7.0-SNAPSHOT' },
        json: { status: 500, message: 'Panne simulée du service', id: 'ref-test-500', code: 'ERREUR_SERVEUR' },
      });
    });
    await page.goto(env.url);
    await attendrePage(page);
    // the loading bar shows while the request runs, and goes when it ends
    const barre = page.getByRole('progressbar', { name: 'Chargement en cours' });
    await expect.poll(() => barre.isVisible()).toBe(true);
    repondre();
    await expect.poll(() => barre.count()).toBe(0);
    const alerte = page.locator('.alerte-erreur');
    await alerte.waitFor();
    expect((await alerte.locator('.fr-alert__title').textContent())?.trim()).toBe('Erreur serveur');
    expect(await alerte.textContent()).toContain('Statut 500 — Panne simulée du service (réf. ref-test-500)');
    await verifierAccessibilite(page, 'accueil avec alerte');
    // closable with "Masquer le message"
    await alerte.getByRole('button', { name: 'Masquer le message' }).click();
    await expect.poll(() => page.locator('.alerte-erreur').count()).toBe(0);
  });

  it('avis de compatibilité sous 992 pixels de large', async () => {
    const { page } = await onglet();
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto(`${env.url}/aide`);
    await attendrePage(page);
    expect(await page.locator('#avis-compatibilite').isVisible()).toBe(true);
    expect(await page.locator('#avis-compatibilite').textContent()).toContain(
      "Ce service est optimisé pour les écrans d'au moins 992 pixels de large.",
    );
    await verifierAccessibilite(page, 'aide en petit écran');

    // loaded again at 1280 pixels
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${env.url}/aide`);
    await attendrePage(page);
    // in the page (the prerendered pages carry it whatever the screen), hidden on a wide screen
    expect(await page.locator('#avis-compatibilite').isVisible()).toBe(false);
  });

  it('connexion refusée : erreur de connexion sans dire si le compte existe, puis un nouveau captcha', async () => {
    const { page, defisServis } = await defisDepuisMaintenant(await onglet());
    await seConnecter(page, env, env.loginDe('TELE_PRO_ADMIN_PRINC'), 'Mauvais-mot-de-passe-1!');
    const alerte = page.locator('.fr-alert--error').filter({ hasText: 'Erreur de connexion' });
    await alerte.waitFor();
    expect(await alerte.textContent()).toContain('Vérifiez vos identifiants.');
    expect(new URL(page.url()).pathname).toBe('/compte');
    await expect.poll(defisServis).toBeGreaterThanOrEqual(2);
    await verifierAccessibilite(page, 'connexion refusée');

    // an unknown account reads exactly the same message
    await seConnecter(page, env, 'personne.inconnue', 'Mauvais-mot-de-passe-1!');
    await page.locator('.fr-alert--error').filter({ hasText: 'Erreur de connexion' }).waitFor();
  });

  it('captcha incorrect : message, nouveau défi ; le bouton « Nouveau code » se manie au clavier', async () => {
    const { page, defisServis } = await defisDepuisMaintenant(await onglet());
    await page.route('**/api/public/captcha/verify', (route) => route.fulfill({ json: false }));
    await seConnecter(page, env, env.loginDe('TELE_PRO_ADMIN_PRINC'));
    await page.getByText('Le code de vérification est incorrect').first().waitFor();
    await expect.poll(defisServis).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/compte');

    // the button is disabled while a challenge loads (the one that followed the wrong answer)
    const nouveauCode = page.getByRole('button', { name: 'Nouveau code' }).first();
    await expect.poll(() => nouveauCode.isEnabled()).toBe(true);
    await nouveauCode.focus();
    await page.keyboard.press('Enter');
    await expect.poll(defisServis).toBe(3);
  });
  it("lettre d'information : adresse vérifiée, captcha, succès puis échec, formulaire réinitialisé", async () => {
    const { page } = await onglet();
    await page.goto(`${env.url}/aide`);
    await attendrePage(page);
    const formulaire = page.locator('form.newsletter');
    const email = formulaire.getByRole('textbox', { name: /^Votre adresse électronique/ });
    const bouton = formulaire.getByRole('button', { name: "S'abonner" });

    // the shared schema checks the address in the browser (and the captcha appears once the form is used)
    await email.fill('pas-une-adresse');
    await bouton.click();
    await formulaire.getByText("L'adresse électronique n'est pas valide").waitFor();
    await formulaire.locator('img.captcha__image').waitFor();
    await verifierAccessibilite(page, "lettre d'information en erreur");

    await email.fill('abonne.test@exemple.fr');
    await formulaire.getByLabel('Code de vérification').fill('1234');
    await bouton.click();
    await page.getByText('Votre inscription à la lettre d’information est enregistrée.').waitFor();
    expect(await email.inputValue()).toBe('');
    expect(await formulaire.getByLabel('Code de vérification').inputValue()).toBe('');

    await page.route('**/api/public/mailjet/addcontact', (route) =>
      route.fulfill({
        status: 503,
        json: { status: 503, message: 'Service indisponible', id: 'ref-503', code: 'SERVICE_INDISPONIBLE' },
      }),
    );
    await email.fill('autre.abonne@exemple.fr');
    await formulaire.locator('img.captcha__image').waitFor();
    await formulaire.getByLabel('Code de vérification').fill('1234');
    await bouton.click();
    await page.getByText("Votre inscription n'a pas pu être enregistrée.").waitFor();
    expect(await email.inputValue()).toBe('');
    // a generic notice, not a technical error alert
    expect(await page.locator('.alerte-erreur').count()).toBe(0);
    await verifierAccessibilite(page, "lettre d'information après échec");
  });

  it("rechargement de l'application quand la version du serveur change", async () => {
    const { page } = await onglet();
    await page.goto(env.url);
    // a first API answer (the information message): its version is stored
    await page.locator('.fr-callout').filter({ hasText: 'Version de démonstration locale' }).waitFor();
    await page.evaluate(() => ((window as unknown as { marqueur: number }).marqueur = 1));
    await page.route(/\/api\/public\/captcha$/, async (route) => {
      const { id } = (await (await fetch(`${env.url}/api/public/captcha/bypass`)).json()) as { id: string };
      await route.fulfill({
        headers: { 'x-registre-version': '1.8.0-SNAPSHOT' },
        json: { id, image: 'data:,', alternative: 'Test' },
      });
    });
    const rechargement = page.waitForEvent('load');
    // using the newsletter form loads a captcha, whose answer carries another version
    await page
      .locator('form.newsletter')
      .getByRole('textbox', { name: /^Votre adresse électronique/ })
      .focus();
    await rechargement;
    expect(await page.evaluate(() => (window as unknown as { marqueur?: number }).marqueur)).toBeUndefined();
  });

  it("profil restreint : traité comme l'absence de compte", async () => {
    const { page } = await onglet();
    await seConnecter(page, env, env.loginDe('RESTREINT'));
    await page.getByText("Votre compte ne permet pas d'accéder au registre.").waitFor();
    // [issue 14] signed out at once, on the invalid-user page that says why and what to do
    expect(new URL(page.url()).pathname).toBe('/utilisateur-non-valide');
    expect(await page.locator('.fr-header__tools-links').getByRole('link', { name: 'Se connecter' }).count()).toBe(1);
  });
});

describe('pages publiques prérendues (issue 24)', () => {
  it('arrivent avec leur titre et leur contenu avant tout script, puis l’application les reprend sans erreur', async () => {
    for (const chemin of CHEMINS_PRERENDUS) {
      const r = await fetch(`${env.url}${chemin}`);
      expect(r.status, chemin).toBe(200);
      const html = await r.text();
      expect(html, chemin).toContain(`<title>${titreDocument(pageParChemin(chemin)!.titre).replace(/&/g, '&amp;')}</title>`);
      expect(html, chemin).toContain(`data-prerendu="${chemin}"`);
      // the page's own heading, in the main landmark, in the HTML itself
      expect(html, chemin).toMatch(/<main[^>]*>[\s\S]*<h1[\s>]/);
    }
    // any other page of the SPA: the shell alone (header, footer), the page rendered in the browser, not hydrated
    const coquille = await (await fetch(`${env.url}/compte/moncompte`)).text();
    expect(coquille).toContain('<div id="root" inert>');
    expect(coquille).toContain('Pied de page');
    expect(coquille).not.toContain('data-prerendu');

    const { page, erreursJs } = await onglet();
    await page.goto(`${env.url}/consulter-les-statistiques-du-registre`);
    await attendrePage(page);
    // hydrated: a link of the header opens its page in the application, without loading the document again
    await page.evaluate(() => Object.assign(window, { sansRechargement: true }));
    await page.getByRole('link', { name: 'Aide', exact: true }).first().click();
    await page.waitForURL(`${env.url}/aide`);
    expect(await page.evaluate(() => 'sansRechargement' in window)).toBe(true);
    await verifierAccessibilite(page, 'aide après une page prérendue');
    expect(erreursJs).toEqual([]);
  });
});
