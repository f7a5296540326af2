/**
 * Signed-in shell (spec 001 §2, §4, §8): three profiles sign in and see exactly the main menu and home tiles their
 * authorities allow in the route table; sign-out (absent for notaries); "Mon compte" edit, save, field errors and
 * the stale-version conflict. Every page visited is checked with axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBELLES_PROFIL, type Profil } from '@registre/shared/domain/profils';
import { menuPrincipal, titreDocument, tuilesAccueil } from '../../web/src/routes.tsx';
import {
  attendrePage,
  demarrer,
  lireMenu,
  ongletPartage,
  ouvrirConnecte,
  sansSession,
  seConnecter,
  verifierAccessibilite,
  type Environnement,
} from './support.ts';
import { cliquerDansLeMenu, visiteurDe } from './outils.ts';

let env: Environnement;

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

/**
 * One tab for the whole file: each test opens its page in it, signed out first (`sansSession`) when it signs in
 * through the form, or signed in (`ouvrirConnecte` replaces the tab's session). A fresh context cost each test a
 * second of compiling the SPA and its stylesheet again, and a slower first axe check.
 */
const onglet = ongletPartage(() => env);

describe('connexion par profil : menu, tuiles, déconnexion', () => {
  // every session opened with a password signs out, a notary's too (issue 15); only a session opened by a client
  // certificate has no sign-out (notaires.test.ts). INSTITUTIONNEL goes to /institutionnels through the charter,
  // not to this home page: institutionnels.test.ts
  const cas: Profil[] = ['TELE_PRO_ADMIN_PRINC', 'TENEUR_ADMIN_PRINC', 'NOTAIRE_COLLAB'];

  for (const profil of cas) {
    it(`${profil} : menu et tuiles selon ses autorités, déconnexion`, async () => {
      const { page, erreursJs } = await onglet();
      await sansSession(page, env);
      // from a blank page, as a fresh tab: the previous test left the sign-in page with its « back to » state
      // (/compte/moncompte), which a navigation to the same address would keep
      await page.goto('about:blank');
      await seConnecter(page, env, env.loginDe(profil));
      await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');

      // header: name and profile label
      const outils = page.locator('.fr-header__tools-links');
      expect(await outils.textContent()).toContain(LIBELLES_PROFIL[profil]);
      expect(await outils.getByRole('link', { name: 'Se connecter' }).count()).toBe(0);

      const attendu = visiteurDe(profil);
      expect(await lireMenu(page)).toEqual(menuPrincipal(attendu));
      const tuiles = await page.locator('[data-testid="tuiles-accueil"] .fr-tile__title').allTextContents();
      expect(tuiles.map((t) => t.trim())).toEqual(tuilesAccueil(attendu).map((p) => p.tuile!.titre));
      await verifierAccessibilite(page, `accueil ${profil}`);

      // the sign-in page is for anonymous visitors only
      await page.goto(`${env.url}/compte`);
      await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');

      if (!attendu.autorites.includes('MON_COMPTE')) {
        await page.goto(`${env.url}/compte/moncompte`);
        await page.getByRole('heading', { level: 1, name: 'Accès non autorisé' }).waitFor();
        await verifierAccessibilite(page, `accès refusé ${profil}`);
      }

      await outils.getByRole('button', { name: 'Se déconnecter' }).click();
      await page.getByText('Vous êtes déconnecté(e).').waitFor();
      await expect.poll(() => outils.getByRole('link', { name: 'Se connecter' }).isVisible()).toBe(true);
      expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('idToken')))).toEqual([]);
      // a signed-in page now asks to sign in
      await page.goto(`${env.url}/compte/moncompte`);
      await page.getByRole('heading', { level: 1, name: 'Connexion au registre' }).waitFor();
      expect(erreursJs).toEqual([]);
    });
  }

  it('un 401 sur un appel déconnecte et mène à la page de connexion', async () => {
    const { page } = await onglet();
    await ouvrirConnecte(page, env, env.loginDe('TELE_NONPRO_GESTION'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    await page.route('**/api/public/infomessage', (route) =>
      route.fulfill({
        status: 401,
        json: {
          status: 401,
          message: 'Vous devez vous connecter pour accéder à ce service.',
          id: 'ref-401',
          code: 'NON_AUTHENTIFIE',
        },
      }),
    );
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Connexion au registre' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/compte');
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('idToken')))).toEqual([]);
    // a 401 is never shown as an error alert
    expect(await page.locator('.alerte-erreur').count()).toBe(0);
  });

  it('la session survit au rechargement de la page', async () => {
    const { page } = await onglet();
    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_GESTION'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    expect(await page.locator('.fr-header__tools-links').textContent()).toContain(LIBELLES_PROFIL.TELE_PRO_GESTION);
  });
});

describe('Mon compte', () => {
  it('lecture, modification, enregistrement, erreurs de champs et conflit de version', async () => {
    const { page } = await onglet();
    const login = env.loginDe('TELE_PRO_ADMIN_SECOND');
    await ouvrirConnecte(page, env, login);
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();

    // through the main menu, as a user would
    await cliquerDansLeMenu(page, 'Mon espace', 'Mon compte');
    await page.getByRole('heading', { level: 1, name: 'Mon compte' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/compte/moncompte');
    expect(await page.title()).toBe(titreDocument('Mon compte'));
    expect((await page.locator('[data-champ="login"]').textContent())?.trim()).toBe(login);
    expect((await page.locator('[data-champ="profil"]').textContent())?.trim()).toBe(LIBELLES_PROFIL.TELE_PRO_ADMIN_SECOND);
    await verifierAccessibilite(page, 'mon compte');

    // browser-side validation with the shared schema
    await page.getByLabel('Téléphone (facultatif)').fill('0612');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le numéro de téléphone doit être au format international').waitFor();
    await verifierAccessibilite(page, 'mon compte en erreur');

    // a valid change is saved and kept
    await page.getByLabel('Téléphone (facultatif)').fill('+33611223344');
    await page.getByLabel('Prénom').fill('Morgane');
    await page.getByLabel('Monsieur').check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Vos informations ont été enregistrées.').waitFor();
    expect(await page.locator('.fr-header__tools-links').textContent()).toContain('Morgane');
    await page.reload();
    await attendrePage(page);
    expect(await page.getByLabel('Téléphone (facultatif)').inputValue()).toBe('+33611223344');
    expect(await page.getByLabel('Prénom').inputValue()).toBe('Morgane');
    expect(await page.getByLabel('Monsieur').isChecked()).toBe(true);

    // a changed email must be typed twice
    await page.getByRole('textbox', { name: /^Adresse électronique/ }).fill('morgane.demo@exemple.fr');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Les deux adresses électroniques doivent être identiques.').waitFor();
    await page.getByRole('button', { name: 'Annuler les modifications' }).click();
    // the form is back to the stored account before the next change (a change typed meanwhile would be undone)
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Adresse électronique/ }).inputValue())
      .not.toBe('morgane.demo@exemple.fr');

    // field errors from the server land on their fields
    await page.route('**/api/account', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: {
              status: 400,
              message: 'La requête est invalide : vérifiez les champs signalés.',
              id: 'ref-400',
              code: 'REQUETE_INVALIDE',
              erreurs: { nom: 'Ce nom est refusé par le serveur.' },
            },
          })
        : route.fallback(),
    );
    await page.getByLabel('Nom', { exact: true }).fill('Démo-Serveur');
    await expect.poll(() => page.getByRole('button', { name: 'Enregistrer' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Ce nom est refusé par le serveur.').waitFor();
    // handled by the form: no error alert
    expect(await page.locator('.alerte-erreur').count()).toBe(0);
    await page.unroute('**/api/account');

    // a stale version is refused by the server (409) and the form offers to reload
    const jeton = await page.evaluate(() => {
      const cle = Object.keys(localStorage).find((k) => k.endsWith('.idToken'))!;
      return localStorage.getItem(cle)!;
    });
    // someone else saves first: the version the form holds is now stale
    const courant = await (await fetch(`${env.url}/api/account`, { headers: { authorization: `Bearer ${jeton}` } })).json();
    const autre = await fetch(`${env.url}/api/account`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jeton}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        civilite: courant.civilite,
        nom: 'Démo',
        prenom: 'Morgane',
        email: courant.email,
        telephone: '+33699887766',
        version: courant.version,
      }),
    });
    expect(autre.status).toBe(200);
    await page.getByLabel('Nom', { exact: true }).fill('Démo-Conflit');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Vos informations ont été modifiées entre-temps').waitFor();
    await verifierAccessibilite(page, 'mon compte en conflit');
    await page.getByRole('button', { name: 'Recharger mes informations' }).click();
    await expect.poll(() => page.getByLabel('Téléphone (facultatif)').inputValue()).toBe('+33699887766');
  });
});
