/**
 * The declarant's own space (spec 001 §2, §4, §6): "Mes comptes utilisateurs" (search, add, edit, delete one or
 * several after the blocking confirmation, a server refusal shown in the form), "Mon établissement" (read, and
 * edit only with MON_ENTREPRISE_ECRITURE), and the passwords (forgotten, reset by the mailed link, changed).
 * Every page visited is checked with axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { LIBELLES_PROFIL } from '@registre/shared/domain/profils';
import { nouveauTeledeclarant } from '../support/comptes.ts';
import {
  attendreCourriel,
  attendreModale,
  attendrePage,
  demarrer,
  jetonDe,
  lienDuCourriel,
  ongletPartage,
  ouvrirConnecte,
  sansSession,
  seConnecter,
  verifierAccessibilite,
  type Environnement,
} from './support.ts';
import { cliquerDansLeMenu } from './outils.ts';

let env: Environnement;

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

/**
 * One tab for the whole file: each test opens its page in it, signed in (`ouvrirConnecte` replaces the tab's
 * session) or signed out first (`sansSession`) when it signs in through the form. A fresh context cost each visit
 * a second of compiling the SPA and its stylesheet again, and a slower first axe check.
 */
const onglet = ongletPartage(() => env);

const principal = (page: Page) => page.locator('main');
const ligneDe = (page: Page, texte: string) => principal(page).locator('.fr-table tbody tr').filter({ hasText: texte });

async function ouvrirParLeMenu(page: Page, entree: string) {
  await cliquerDansLeMenu(page, 'Mon espace', entree);
  await page.getByRole('heading', { level: 1, name: entree }).waitFor();
}

/** Fills the user modal (add or edit) and saves. */
async function remplirUtilisateur(
  page: Page,
  u: { civilite?: 'Madame' | 'Monsieur'; nom?: string; prenom?: string; email?: string; profil?: string },
) {
  const modale = page.locator('#modale-utilisateur');
  await modale.locator('form').waitFor();
  if (u.civilite) await modale.getByLabel(u.civilite).check({ force: true });
  if (u.nom) await modale.getByLabel('Nom', { exact: true }).fill(u.nom);
  if (u.prenom) await modale.getByLabel('Prénom').fill(u.prenom);
  if (u.email) await modale.getByLabel(/^Adresse électronique/).fill(u.email);
  if (u.profil) await modale.getByLabel(/^Profil/).selectOption({ label: u.profil });
}

describe('Mes comptes utilisateurs', () => {
  it('recherche, ajout, modification, suppression simple et multiple avec confirmation bloquante', async () => {
    const { page, erreursJs } = await onglet();
    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_ADMIN_PRINC'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    await ouvrirParLeMenu(page, 'Mes comptes utilisateurs');
    const main = principal(page);
    // the users of the demo firm: principal, secondary administrator, manager
    await ligneDe(page, LIBELLES_PROFIL.TELE_PRO_GESTION).first().waitFor();
    await verifierAccessibilite(page, 'mes comptes utilisateurs');

    // search by profile: the list offers the profiles the administrator may give plus those held today
    const profil = main.locator('form').getByLabel('Profil');
    const options = await profil.locator('option').allTextContents();
    expect(options).toEqual(
      expect.arrayContaining([
        LIBELLES_PROFIL.TELE_PRO_ADMIN_PRINC,
        LIBELLES_PROFIL.TELE_PRO_ADMIN_SECOND,
        LIBELLES_PROFIL.TELE_PRO_GESTION,
      ]),
    );
    await profil.selectOption({ label: LIBELLES_PROFIL.TELE_PRO_GESTION });
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await expect
      .poll(async () =>
        (await main.locator('.fr-table tbody tr').allTextContents()).every((t) => t.includes(LIBELLES_PROFIL.TELE_PRO_GESTION)),
      )
      .toBe(true);
    await main.getByRole('button', { name: 'Réinitialiser' }).click();
    await ligneDe(page, LIBELLES_PROFIL.TELE_PRO_ADMIN_PRINC).waitFor();

    // add two managers
    for (const u of [
      { civilite: 'Monsieur' as const, nom: 'Gestion', prenom: 'Paul', email: 'paul.gestion@demeure.fr' },
      { civilite: 'Madame' as const, nom: 'Gestion', prenom: 'Anne', email: 'anne.gestion@demeure.fr' },
    ]) {
      await main.getByRole('button', { name: 'Ajouter un utilisateur' }).click();
      await page.locator('#modale-utilisateur').getByRole('heading', { name: 'Ajouter un utilisateur' }).waitFor();
      await remplirUtilisateur(page, { ...u, profil: LIBELLES_PROFIL.TELE_PRO_GESTION });
      if (u.prenom === 'Paul') {
        await attendreModale(page.locator('#modale-utilisateur'));
        await verifierAccessibilite(page, "fenêtre d'ajout d'un utilisateur");
      }
      await page.locator('#modale-utilisateur').getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText(`L'utilisateur ${u.prenom} ${u.nom} a été ajouté.`).waitFor();
      await ligneDe(page, u.email).waitFor();
    }

    // edit: a new first name
    await ligneDe(page, 'paul.gestion@demeure.fr').getByRole('button', { name: 'Modifier Paul Gestion' }).click();
    await page.locator('#modale-utilisateur').getByRole('heading', { name: 'Modifier Paul Gestion' }).waitFor();
    await expect.poll(() => page.locator('#modale-utilisateur').getByLabel('Prénom').inputValue()).toBe('Paul');
    await remplirUtilisateur(page, { prenom: 'Pierre' });
    await page.locator('#modale-utilisateur').getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText("L'utilisateur Pierre Gestion a été modifié.").waitFor();
    await expect.poll(() => ligneDe(page, 'paul.gestion@demeure.fr').textContent()).toContain('Pierre');

    // the principal administrator's own row cannot be deleted
    const proprePrincipal = ligneDe(page, LIBELLES_PROFIL.TELE_PRO_ADMIN_PRINC);
    expect(await proprePrincipal.getByRole('button', { name: /^Supprimer/ }).count()).toBe(0);
    expect(await proprePrincipal.getByRole('checkbox').isDisabled()).toBe(true);

    // one: the singular message; cancel closes and keeps the user
    const suppression = page.locator('#modale-suppression-utilisateurs');
    await ligneDe(page, 'paul.gestion@demeure.fr').getByRole('button', { name: 'Supprimer Pierre Gestion' }).click();
    await expect
      .poll(() => suppression.getByTestId('message-suppression').textContent())
      .toBe('Voulez-vous vraiment supprimer cet utilisateur ?');
    await expect.poll(() => suppression.isVisible()).toBe(true);
    await suppression.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => suppression.isVisible()).toBe(false);
    expect(await ligneDe(page, 'paul.gestion@demeure.fr').count()).toBe(1);

    // several: select two rows, the counter, the plural message, confirm, the list is reloaded without them
    for (const email of ['paul.gestion@demeure.fr', 'anne.gestion@demeure.fr']) {
      await ligneDe(page, email)
        .getByRole('checkbox', { name: /^Sélectionner la ligne \d+$/ })
        .check({ force: true });
    }
    await expect.poll(() => main.getByTestId('compteur-selection').textContent()).toBe('2 lignes sélectionnées');
    // keyboard only: Enter opens the modal, focus moves into it, Escape closes it and gives the focus back
    const boutonSelection = main.getByRole('button', { name: 'Supprimer la sélection' });
    await boutonSelection.focus();
    await page.keyboard.press('Enter');
    await attendreModale(suppression);
    await expect.poll(() => suppression.evaluate((m) => m.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => suppression.isVisible()).toBe(false);
    await expect.poll(() => boutonSelection.evaluate((b) => b === document.activeElement)).toBe(true);
    await boutonSelection.click();
    await expect
      .poll(() => suppression.getByTestId('message-suppression').textContent())
      .toBe('Voulez-vous vraiment supprimer ces 2 utilisateurs ?');
    await attendreModale(suppression);
    await verifierAccessibilite(page, 'confirmation de suppression de deux utilisateurs');
    await suppression.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByText('2 utilisateurs ont été supprimés.').waitFor();
    await expect.poll(() => ligneDe(page, '@demeure.fr').count()).toBe(0);
    await expect.poll(() => main.getByTestId('compteur-selection').textContent()).toBe('0 ligne sélectionnée');
    expect(erreursJs).toEqual([]);
  });

  it('au plus 4 administrateurs secondaires : le refus du serveur est affiché dans le formulaire', async () => {
    const { page } = await onglet();
    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_ADMIN_PRINC'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    // the demo firm has one secondary administrator: three more through the API make four
    const jeton = await jetonDe(page);
    for (const prenom of ['Alice', 'Bruno', 'Chloé']) {
      const r = await fetch(`${env.url}/api/utilisateurs`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jeton}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          civilite: 'MME',
          nom: 'Second',
          prenom,
          email: `${prenom
            .toLowerCase()
            .normalize('NFD')
            .replace(/\p{Diacritic}/gu, '')}.second@demeure.fr`,
          telephone: '',
          profil: 'TELE_PRO_ADMIN_SECOND',
        }),
      });
      expect(r.status, prenom).toBe(200);
    }
    await page.goto(`${env.url}/compte/mes-comptes-utilisateurs`);
    await attendrePage(page);
    await principal(page).getByRole('button', { name: 'Ajouter un utilisateur' }).click();
    await remplirUtilisateur(page, {
      civilite: 'Monsieur',
      nom: 'Second',
      prenom: 'Denis',
      email: 'denis.second@demeure.fr',
      profil: LIBELLES_PROFIL.TELE_PRO_ADMIN_SECOND,
    });
    await page.locator('#modale-utilisateur').getByRole('button', { name: 'Enregistrer' }).click();
    await page.locator('#modale-utilisateur').getByText(ERREURS.TROP_ADMIN_SECONDAIRES.message).waitFor();
    await attendreModale(page.locator('#modale-utilisateur'));
    await verifierAccessibilite(page, 'refus du cinquième administrateur secondaire');
    await page.locator('#modale-utilisateur').getByRole('button', { name: 'Annuler' }).click();
    expect(await ligneDe(page, 'denis.second@demeure.fr').count()).toBe(0);
  });
});

describe('Mon établissement', () => {
  it("l'administrateur principal modifie l'adresse ; le gestionnaire la lit seulement", async () => {
    const { page } = await onglet();
    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_ADMIN_PRINC'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    await ouvrirParLeMenu(page, 'Mon établissement');
    const main = principal(page);
    await expect.poll(() => main.locator('[data-champ="siret"]').textContent()).toBe('81234567800013');
    expect(await main.locator('[data-champ="codeApe"]').textContent()).toMatch(/^68\.32A/);
    await verifierAccessibilite(page, 'mon établissement');
    await main.getByLabel('Téléphone (facultatif)').fill('0144');
    await main.getByRole('button', { name: 'Enregistrer' }).click();
    await main.getByText('Le numéro de téléphone doit être au format international').waitFor();
    await main.getByLabel('Téléphone (facultatif)').fill('+33144556677');
    await main.getByLabel('Ligne 3 (facultatif)').fill('BATIMENT B');
    await main.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Les informations de votre établissement ont été enregistrées.').waitFor();
    await page.reload();
    await attendrePage(page);
    await expect.poll(() => main.getByLabel('Téléphone (facultatif)').inputValue()).toBe('+33144556677');
    expect(await main.getByLabel('Ligne 3 (facultatif)').inputValue()).toBe('BATIMENT B');

    // the manager, in the same tab
    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_GESTION'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    await ouvrirParLeMenu(page, 'Mon établissement');
    const lecture = principal(page);
    await expect.poll(() => lecture.locator('[data-champ="adresse"]').textContent()).toContain('BATIMENT B');
    expect(await lecture.locator('form').count()).toBe(0);
    await verifierAccessibilite(page, 'mon établissement en lecture');
  });
});

describe('mots de passe', () => {
  const NOUVEAU = 'Nouveau-Secret-2026?';
  const AUTRE = 'Encore-Autre-2026#';
  // an account of its own (an establishment of the local Sirene register no other browser test signs up): the demo
  // accounts keep their password for the other files sharing the cloud
  let login = '';
  beforeAll(async () => {
    login = (await nouveauTeledeclarant('35472819800012', 'mots-de-passe-e2e')).login;
  });

  it('oublié : message neutre, lien du courriel, nouveau mot de passe, connexion', async () => {
    const email = login;
    const { page, erreursJs } = await onglet();
    await sansSession(page, env);
    await page.goto(`${env.url}/compte`);
    await attendrePage(page);
    await principal(page).getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' }).waitFor();
    await verifierAccessibilite(page, 'mot de passe oublié');
    const main = principal(page);

    // an unknown address gets the same answer as a known one
    const messages: string[] = [];
    const debut = Date.now() - 1000;
    for (const adresse of ['personne@inconnu.fr', email]) {
      if (messages.length) {
        await page.reload();
        await attendrePage(page);
      }
      await main.getByLabel(/^Adresse électronique/).fill(adresse);
      await main.getByLabel('Code de vérification').fill('1234');
      await main.getByRole('button', { name: 'Recevoir un lien' }).click();
      const neutre = main.locator('.fr-alert').filter({ hasText: 'Demande prise en compte' });
      await neutre.waitFor();
      messages.push((await neutre.textContent()) ?? '');
    }
    expect(messages[0]).toBe(messages[1]);
    await verifierAccessibilite(page, 'demande de mot de passe prise en compte');

    const courriel = await attendreCourriel(env, email, 'réinitialisation', debut);
    expect((await env.courriels()).some((c) => c.a === 'personne@inconnu.fr')).toBe(false);

    // an invalid key says so
    await page.goto(`${env.url}/compte/reinitialisation?key=${'y'.repeat(40)}`);
    await main.getByLabel('Nouveau mot de passe', { exact: true }).fill(NOUVEAU);
    await main.getByLabel('Confirmation du mot de passe').fill(NOUVEAU);
    await main.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await main.getByRole('heading', { name: "Ce lien de réinitialisation n'est pas valide" }).waitFor();
    await verifierAccessibilite(page, 'lien de réinitialisation invalide');

    await page.goto(`${env.url}${lienDuCourriel(courriel.texte, '/compte/reinitialisation')}`);
    await page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' }).waitFor();
    await verifierAccessibilite(page, 'nouveau mot de passe');
    await main.getByLabel('Nouveau mot de passe', { exact: true }).fill(NOUVEAU);
    await main.getByLabel('Confirmation du mot de passe').fill(NOUVEAU);
    await main.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await main.getByRole('heading', { name: 'Votre nouveau mot de passe est enregistré' }).waitFor();

    await seConnecter(page, env, login, NOUVEAU);
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    expect(erreursJs).toEqual([]);
  });

  it('changement depuis Mon compte : mot de passe actuel vérifié', async () => {
    const { page } = await onglet();
    await sansSession(page, env);
    await seConnecter(page, env, login, NOUVEAU);
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    await ouvrirParLeMenu(page, 'Mon compte');
    await principal(page).getByRole('link', { name: 'Changer mon mot de passe' }).click();
    await page.getByRole('heading', { level: 1, name: 'Changer mon mot de passe' }).waitFor();
    await verifierAccessibilite(page, 'changer mon mot de passe');
    const main = principal(page);
    await main.getByLabel('Mot de passe actuel').fill('Pas-Le-Bon-2026!');
    await main.getByLabel('Nouveau mot de passe', { exact: true }).fill(AUTRE);
    await main.getByLabel('Confirmation du mot de passe').fill(AUTRE);
    await main.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await main.getByText('Mot de passe actuel incorrect.').waitFor();
    await verifierAccessibilite(page, 'mot de passe actuel incorrect');
    await main.getByLabel('Mot de passe actuel').fill(NOUVEAU);
    await main.getByRole('button', { name: 'Changer le mot de passe' }).click();
    await page.getByText('Votre mot de passe a été changé.').waitFor();

    // signed out, then in again with the new password
    await sansSession(page, env);
    await seConnecter(page, env, login, AUTRE);
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
  });
});
