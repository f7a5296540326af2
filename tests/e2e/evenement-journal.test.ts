/**
 * The keepers' event journal (spec 001 §2 `evenement-journal` under "Administration", §3 filters, §4 and §9: above
 * 99 results an info notice, the first 100 shown): a syndic registers a condominium and ten accounts sign in ten
 * times each (through the API); a keeper opens the page from the menu, finds the registration by category and
 * type with the link to the condominium's record, sees the notice for the sign-ins, is told in French of a period
 * that ends before it starts, searches from the keyboard, and opens the record. axe-core at 1280 px and 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ajouterJours, dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { dateIsoVersFr, formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { MESSAGES_JOURNAL } from '@registre/shared/schemas/journal';
import type { Locator } from 'playwright-core';
import { demarrer, nouvellePage, ouvrirConnecte, type Environnement } from './support.ts';
import { outilsApi, principal, verifierPage } from './outils.ts';

let env: Environnement;
beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const { jetonDe, coproprieteImmatriculee } = outilsApi(() => env);

const COMPTES = [
  'TELE_PRO_ADMIN_PRINC',
  'TELE_PRO_ADMIN_SECOND',
  'TELE_PRO_GESTION',
  'TELE_NONPRO_ADMIN_PRINC',
  'TELE_NONPRO_ADMIN_SECOND',
  'TELE_NONPRO_GESTION',
  'TENEUR_ADMIN_SCOND',
  'TENEUR_ASS_HOTLINE_ADMIN',
  'TENEUR_ASS_HOTLINE_GES',
  'TENEUR_ADMIN_PRINC',
];

// (the type's hint names the category: the fields are found by the start of their name)
const categorie = (main: Locator) => main.getByRole('combobox', { name: /^Catégorie/ });
const type = (main: Locator) => main.getByRole('combobox', { name: /^Type d'événement/ });

describe('journal des événements', () => {
  let copro: Awaited<ReturnType<typeof coproprieteImmatriculee>>;
  beforeAll(async () => {
    copro = await coproprieteImmatriculee(await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC')));
    // 100 sign-ins: one after the other per account (sign-in attempts are counted per login), accounts in parallel
    await Promise.all(
      COMPTES.map(async (profil) => {
        for (let i = 0; i < 10; i++) await jetonDe(env.loginDe(profil));
      }),
    );
  });

  it('recherche par catégorie et type, avis au-delà de 99, saisie refusée, clavier, fiche liée (1280 px)', async () => {
    const affiche = formaterImmatriculation(copro.numero);
    const { page, erreursJs } = await nouvellePage(env);
    await ouvrirConnecte(page, env, env.loginDe('TENEUR_ADMIN_PRINC'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    const menu = page.locator('#en-tete-main-navigation');
    await menu.getByRole('button', { name: 'Administration' }).click();
    await menu.getByRole('link', { name: 'Journal des événements' }).click();
    await page.getByRole('heading', { level: 1, name: 'Journal des événements' }).waitFor();
    const main = principal(page);
    const lignes = main.locator('.fr-table tbody tr');
    // the last 30 days are searched at once
    await lignes.first().waitFor();
    await verifierPage(page, 'journal : ouverture');

    // the registration, by category then type (the types follow the category)
    await categorie(main).selectOption({ label: 'Immatriculation des copropriétés' });
    await type(main).selectOption({ label: "Immatriculation d'une copropriété" });
    await main.getByRole('button', { name: 'Rechercher' }).click();
    const ligne = lignes.filter({ hasText: `Copropriété ${affiche}` });
    await ligne.waitFor();
    await ligne.getByText(env.loginDe('TELE_PRO_ADMIN_PRINC')).waitFor();
    await ligne.getByText('Syndic professionnel — administrateur principal').waitFor();
    expect(await lignes.filter({ hasNotText: "Immatriculation d'une copropriété" }).count()).toBe(0);
    await verifierPage(page, 'journal : immatriculations');

    // the sign-ins: more than 99, the notice and the first 100
    await categorie(main).selectOption({ label: 'Authentification' });
    await type(main).selectOption({ label: 'Connexion' });
    await main.getByRole('button', { name: 'Rechercher' }).click();
    const avis = main.locator('#avis-plus-de-99');
    await avis
      .getByText(/Plus de 99 événements correspondent à la recherche : seuls les 100 plus récents sont affichés/)
      .waitFor();
    await expect.poll(() => lignes.count()).toBe(100);
    await main.getByTestId('nombre-evenements').getByText('Plus de 99 événements').waitFor();
    await verifierPage(page, 'journal : plus de 99 connexions');

    // a period that ends before it starts: the form says so, nothing is sent
    const du = main.getByRole('textbox', { name: /^Date de début/ });
    const au = main.getByRole('textbox', { name: /^Date de fin/ });
    await du.fill('02/03/2026');
    await au.fill('01/03/2026');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await main.getByText(MESSAGES_JOURNAL.ordre).waitFor();
    await verifierPage(page, 'journal : période refusée');

    // from the keyboard: Enter in a field searches; every category, the registration again by its type
    const aujourdhui = dateDuJourParis(new Date());
    await du.fill(dateIsoVersFr(ajouterJours(aujourdhui, -7)));
    await au.fill(dateIsoVersFr(aujourdhui));
    await categorie(main).selectOption({ label: 'Toutes les catégories' });
    await type(main).selectOption({ label: "Immatriculation d'une copropriété" });
    await au.press('Enter');
    await expect.poll(() => main.getByText(MESSAGES_JOURNAL.ordre).count()).toBe(0);
    await ligne.waitFor();

    // the record of the condominium, from its line
    await ligne.getByRole('link', { name: `Copropriété ${affiche}` }).click();
    await page.getByRole('heading', { level: 1, name: 'Fiche de la copropriété' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/copropriete/fiche/${copro.idCopropriete}`);
    expect(erreursJs).toEqual([]);
  });

  it('à 375 px : le formulaire, les lignes et l’avis restent sans violation axe', async () => {
    const { page, erreursJs } = await nouvellePage(env, { largeur: 375 });
    await ouvrirConnecte(page, env, env.loginDe('TENEUR_ASS_HOTLINE_ADMIN'), `/evenement-journal`);
    await page.getByRole('heading', { level: 1, name: 'Journal des événements' }).waitFor();
    const main = principal(page);
    await main.locator('.fr-table tbody tr').first().waitFor();
    await verifierPage(page, 'journal, 375 px');
    await categorie(main).selectOption({ label: 'Authentification' });
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await main.locator('#avis-plus-de-99').waitFor();
    await verifierPage(page, 'journal, avis, 375 px');
    expect(erreursJs).toEqual([]);
  });
});
