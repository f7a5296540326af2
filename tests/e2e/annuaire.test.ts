/**
 * [issue 12] The public directory in Chromium (spec 001 §2 `annuaire` and its map popup, §3 "Directory", §4
 * "Geocode search in the directory" and "Autocomplete field", §7 "Directory"):
 * - a professional syndic registers two condominiums in the rue des Rosiers (Paris 4e) through the API, at addresses
 *   of the local gazetteer; the directory is a read model kept by a stream projector: the test waits for the API;
 * - an anonymous visitor finds the directory on the home page (tile) and in the menu « Consulter », types
 *   « rue des Rosiers »: several addresses answer, the address choice modal opens; the chosen one lists both
 *   condominiums (table of spec 001 §3 columns) and places them on the map;
 * - a record is opened from the list (public sections, no person), back to the same results; another from the map
 *   popup (marker buttons reached as buttons, a cluster zooms);
 * - an address the gazetteer does not know is searched as typed (the commune asked for, the « not geolocated »
 *   flag shown); an unknown record answers the not-found message;
 * - the advanced search: « at least one criterion » when empty, then a department and a commune chosen in the
 *   autocomplete with the keyboard list the condominiums;
 * - axe-core: zero violations on each page at 1280 px and at 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MESSAGE_UN_CHAMP, type PageAnnuaire } from '@registre/shared/schemas/annuaire';
import { declarationValide } from '../support/coproprietes.ts';
import { menuPrincipal, tuilesAccueil, VISITEUR_ANONYME } from '../../web/src/routes.tsx';
import { MESSAGE_FICHE_INTROUVABLE } from '../../web/src/pages/annuaire/fiche.tsx';
import { demarrer, lireMenu, ongletPartage, type Environnement } from './support.ts';
import { cliquerDansLeMenu, ligneDe, outilsApi, principal, verifierPage } from './outils.ts';

let env: Environnement;
const { api, jetonDe } = outilsApi(() => env);

/**
 * Two addresses of the gazetteer (functions/src/adapters/geocodage/repertoire-local.json), of opposite parity, in a
 * street no other file registers at (the files share the project's cloud, and this one reads the whole street).
 */
const ADRESSES = [
  {
    libelle: '16 Rue des Rosiers 75004 Paris',
    numero: '16',
    x: 2.358806,
    y: 48.857302,
    idBan: '75104_8318_00016',
    idRnb: '',
  },
  {
    libelle: '7 Rue des Rosiers 75004 Paris',
    numero: '7',
    x: 2.359521,
    y: 48.857127,
    idBan: '75104_8318_00007',
    idRnb: 'K7QW3NDX2M4P',
  },
] as const;

interface Copro {
  nom: string;
  numero: string;
  idCopropriete: number;
}
let coproprietes: Copro[] = [];

/** A condominium registered at once by the syndic, at an address of the gazetteer. */
async function immatriculer(jeton: string, a: (typeof ADRESSES)[number]): Promise<Copro> {
  const immatCopropriete = declarationValide({
    identification: {
      adressePrincipale: {
        geolocalisee: 'true',
        libelle: a.libelle,
        numero: a.numero,
        voie: 'Rue des Rosiers',
        codePostal: '75004',
        commune: 'Paris',
        codeInsee: '75104',
        x: a.x,
        y: a.y,
        idBan: a.idBan,
        idRnb: a.idRnb,
      },
    },
  });
  const b = await api('PUT', '/api/coproprietes/brouillon/save/donnees-techniques', jeton, {
    typeImmat: 'DEFAULT',
    immatCopropriete,
    confirmations: [],
  });
  if (b.status !== 200) throw new Error(`brouillon refusé : ${b.status} ${JSON.stringify(b.corps)}`);
  const r = await api('PUT', '/api/coproprietes/brouillon/submit', jeton, {
    id: b.corps.id,
    version: b.corps.version,
    confirmations: [],
    doublonsConserves: true,
  });
  expect(r.corps?.resultat, JSON.stringify(r.corps)).toBe('IMMATRICULEE');
  return {
    nom: String(immatCopropriete.identification.nomCopropriete),
    numero: r.corps.immatriculation as string,
    idCopropriete: r.corps.idCopropriete as number,
  };
}

/** The directory's answer to a search, as the API gives it. */
async function rechercher(corps: unknown): Promise<PageAnnuaire> {
  const r = await fetch(`${env.url}/api/public/annuaire/rechercherAnnuaire`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(corps),
  });
  expect(r.status).toBe(200);
  return (await r.json()) as PageAnnuaire;
}

// [issue 27] the street, without a number: both condominiums (a chosen number gives that number's only)
const RECHERCHE_ROSIERS = {
  isRechercheAvancee: false,
  adresseNonSelectionnee: false,
  adresseNonStructuree: {
    voie: 'Rue des Rosiers',
    codePostal: '75004',
    commune: 'Paris',
    codeInsee: '75104',
    x: 2.358806,
    y: 48.857302,
  },
};

beforeAll(async () => {
  env = await demarrer();
  const jeton = await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC'));
  coproprietes = [];
  for (const a of ADRESSES) coproprietes.push(await immatriculer(jeton, a));
  // the directory is projected from the stream: wait until the street lists both
  const limite = Date.now() + 30_000;
  for (;;) {
    const numeros = (await rechercher(RECHERCHE_ROSIERS)).ligneRechercheCoproprieteDTOList.map((l) => l.numeroImmatriculation);
    if (coproprietes.every((c) => numeros.includes(c.numero))) break;
    if (Date.now() > limite) throw new Error(`l'annuaire ne liste pas les copropriétés : ${numeros.join(', ')}`);
    await new Promise((r) => setTimeout(r, 500));
  }
});
afterAll(async () => {
  await env?.arreter();
});

/**
 * One tab for the file's visitors: each test opens its page in it, at its width (a fresh context cost each test a
 * second of compiling the SPA and its stylesheet again, and a slower first axe check).
 */
const onglet = ongletPartage(() => env);

const tableau = (page: Page) => principal(page).getByTestId('resultats-annuaire').locator('.fr-table');

/** Types an address and runs the simple search. */
async function chercherAdresse(page: Page, texte: string) {
  const champ = principal(page).getByRole('searchbox', { name: /^Adresse de la copropriété/ });
  await champ.fill(texte);
  await principal(page).getByRole('button', { name: 'Rechercher', exact: true }).first().click();
}

/** The simple search of the rue des Rosiers, through the address choice modal. */
async function chercherRueDesRosiers(page: Page) {
  await chercherAdresse(page, 'rue des rosiers');
  const modale = page.getByRole('dialog', { name: "Choisissez l'adresse" });
  await modale.waitFor();
  // several towns answer: the visitor picks the Paris address, keyboard-reachable radios
  const choix = modale.getByRole('radio', { name: '16 Rue des Rosiers 75004 Paris' });
  await choix.check({ force: true });
  await modale.getByRole('button', { name: 'Rechercher à cette adresse' }).click();
  await modale.waitFor({ state: 'hidden' });
  // [issue 27] the chosen address is searched: number 16 only, not 7 in the same street
  await ligneDe(page, coproprietes[0].numero).waitFor();
}

/** The visitor scrolls down to the map of the results: its code loads only then (EnVue). */
async function allerALaCarte(page: Page) {
  await principal(page).getByRole('heading', { name: 'Carte des résultats' }).scrollIntoViewIfNeeded();
}

describe('annuaire public', () => {
  it('un visiteur cherche une adresse (fenêtre de choix), ouvre une fiche depuis la liste puis depuis la carte', async () => {
    const { page, erreursJs } = await onglet();
    await page.goto(env.url);
    // the home page's tile and the menu « Consulter »
    await page.locator('[data-testid="tuiles-accueil"]').waitFor();
    const tuiles = await page.locator('[data-testid="tuiles-accueil"] .fr-tile__title').allTextContents();
    expect(tuiles.map((t) => t.trim())).toContain('Annuaire des copropriétés');
    expect(tuilesAccueil(VISITEUR_ANONYME).map((p) => p.id)).toContain('annuaire');
    expect(await lireMenu(page)).toEqual(menuPrincipal(VISITEUR_ANONYME));
    expect(await lireMenu(page)).toContainEqual({
      libelle: 'Consulter',
      entrees: expect.arrayContaining([{ libelle: 'Annuaire des copropriétés', chemin: '/annuaire' }]),
    });
    await cliquerDansLeMenu(page, 'Consulter', 'Annuaire des copropriétés');
    await page.waitForURL(`${env.url}/annuaire`);
    await page.getByRole('heading', { level: 1, name: 'Annuaire des copropriétés' }).waitFor();
    await verifierPage(page, 'annuaire vide');

    await chercherRueDesRosiers(page);
    await expect.poll(() => principal(page).locator('#annuaire-resultats').textContent()).toMatch(/^1 copropriété trouvée/);
    expect(await principal(page).getByTestId('alerte-adresse-proche').count()).toBe(0);
    // the columns of spec 001 §3
    const entetes = (await tableau(page).locator('thead th').allTextContents()).map((t) => t.trim());
    expect(entetes).toEqual([
      "Numéro d'immatriculation",
      'Nom',
      'Adresse',
      'Statut',
      'Rattachement',
      'Lots',
      'Bâtiments',
      'Fin de mandat',
      'Mise à jour annuelle',
    ]);
    const premiere = ligneDe(page, coproprietes[0].numero);
    expect(await premiere.textContent()).toContain('16 Rue des Rosiers');
    expect(await premiere.textContent()).toContain(coproprietes[0].nom);
    // the map (its own chunk, loaded once scrolled near) places the results
    await allerALaCarte(page);
    await principal(page).getByTestId('carte-annuaire').locator('canvas').waitFor();
    await principal(page).locator('.annuaire-carte__point, .annuaire-carte__groupe').first().waitFor();
    // [issue 27] no basemap configured locally: the map says why its background is empty
    expect(await principal(page).getByTestId('note-fond-carte').textContent()).toContain('tuiles de production');
    await verifierPage(page, 'annuaire, résultats et carte');
    const adresseResultats = page.url();
    expect(adresseResultats).toContain('recherche=');

    // a record from the list, then back to the same results
    await premiere.getByRole('link').click();
    await page.waitForURL(`${env.url}/annuaire/copropriete/${coproprietes[0].idCopropriete}`);
    await page.getByRole('heading', { level: 1, name: coproprietes[0].nom }).waitFor();
    for (const section of [
      'Identification',
      'Lots',
      'Bâtiments',
      'Syndic',
      'Mandat',
      'Mise à jour annuelle',
      'Parcelles cadastrales',
    ])
      await principal(page).getByRole('heading', { level: 2, name: section, exact: true }).waitFor();
    const identification = (await principal(page).getByTestId('fiche-identification').textContent()) ?? '';
    expect(identification).toContain(coproprietes[0].numero);
    expect(identification).toContain('16 Rue des Rosiers');
    expect(await principal(page).getByTestId('fiche-syndic').textContent()).toContain('Syndic professionnel');
    // no person on a public record
    expect(await principal(page).textContent()).not.toMatch(/@|Téléphone|Représentant/);
    await verifierPage(page, 'fiche publique');
    await principal(page).getByRole('link', { name: "Retour à l'annuaire" }).click();
    await page.waitForURL(adresseResultats);
    await ligneDe(page, coproprietes[0].numero).waitFor();

    // a record from the map: a cluster zooms in, a condominium's marker opens its popup, its link the record
    await allerALaCarte(page);
    const carte = principal(page).getByTestId('carte-annuaire');
    // keyboard: the focused map moves with the arrows (MapLibre's handlers), then loads the area's condominiums
    await carte.locator('canvas').focus();
    // the map fitted the one chosen address: zoomed out first, so the street's other condominium is in the area
    for (let i = 0; i < 3; i++) await page.keyboard.press('-');
    const zone = page.waitForResponse((r) => r.url().includes('/api/public/annuaire/carte?'));
    await page.keyboard.press('ArrowRight');
    expect((await zone).status()).toBe(200);
    const marqueur = carte.locator(`.annuaire-carte__point[data-id="${coproprietes[1].idCopropriete}"]`);
    await expect
      .poll(
        async () => {
          if (await marqueur.count()) return true;
          const groupe = carte.locator('.annuaire-carte__groupe').first();
          if (await groupe.count()) await groupe.click();
          return false;
        },
        { timeout: 15_000, interval: 700 },
      )
      .toBe(true);
    expect(await marqueur.getAttribute('aria-label')).toContain(coproprietes[1].nom);
    // keyboard: the marker is a button, Enter opens its popup (the focus goes into it)
    await marqueur.focus();
    await page.keyboard.press('Enter');
    const popup = carte.locator('.maplibregl-popup');
    await popup.waitFor();
    expect(await popup.textContent()).toContain(coproprietes[1].nom);
    await verifierPage(page, 'annuaire, fenêtre de la carte');
    await popup.getByRole('link', { name: /^Voir la fiche/ }).click();
    await page.waitForURL(`${env.url}/annuaire/copropriete/${coproprietes[1].idCopropriete}`);
    await page.getByRole('heading', { level: 1, name: coproprietes[1].nom }).waitFor();
    expect(await principal(page).getByTestId('fiche-identification').textContent()).toContain('7 Rue des Rosiers');

    // an unknown record: the not-found message
    await page.goto(`${env.url}/annuaire/copropriete/999999999`);
    await principal(page).getByTestId('fiche-introuvable').waitFor();
    expect(await principal(page).getByTestId('fiche-introuvable').textContent()).toContain(MESSAGE_FICHE_INTROUVABLE);
    await verifierPage(page, 'fiche introuvable');
    expect(erreursJs).toEqual([]);
  });

  it('[issue 27] une adresse choisie sans copropriété : celles de la même voie, dites « les plus proches »', async () => {
    const { page, erreursJs } = await onglet();
    await page.goto(`${env.url}/annuaire`);
    await page.getByRole('heading', { level: 1, name: 'Annuaire des copropriétés' }).waitFor();
    // the gazetteer's one answer, equal to the text: chosen directly
    await chercherAdresse(page, '20 Rue des Rosiers 75004 Paris');
    const alerte = principal(page).getByTestId('alerte-adresse-proche');
    await alerte.waitFor();
    expect(await alerte.textContent()).toContain(
      "Aucune copropriété n'est immatriculée à l'adresse « 20 Rue des Rosiers 75004 Paris » : voici les copropriétés les plus proches dans la même voie.",
    );
    for (const c of coproprietes) await ligneDe(page, c.numero).waitFor();
    await verifierPage(page, 'annuaire, copropriétés proches');
    expect(erreursJs).toEqual([]);
  });

  it('une adresse inconnue du service est cherchée telle que saisie ; la recherche avancée demande un critère, complète la commune au clavier', async () => {
    const { page, erreursJs } = await onglet();
    await page.goto(`${env.url}/annuaire`);
    await page.getByRole('heading', { level: 1, name: 'Annuaire des copropriétés' }).waitFor();

    // not in the gazetteer, no commune typed: the commune is asked for, then the search is not geolocated
    await chercherAdresse(page, 'rue des Rosiers');
    await page.getByRole('dialog', { name: "Choisissez l'adresse" }).waitFor();
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: /^Aucune de ces adresses/ })
      .check({ force: true });
    await page.getByRole('dialog').getByRole('button', { name: 'Rechercher à cette adresse' }).click();
    const completer = principal(page).getByTestId('completer-adresse');
    await completer.waitFor();
    await completer.getByLabel('Code postal').fill('75004');
    await completer.getByRole('button', { name: 'Rechercher cette adresse' }).click();
    await principal(page).getByTestId('alerte-non-geolocalisee').waitFor();
    for (const c of coproprietes) await ligneDe(page, c.numero).waitFor();
    await verifierPage(page, 'annuaire, adresse non géolocalisée');

    // advanced search: nothing filled → the shared schema's message
    await principal(page).getByRole('button', { name: 'Recherche avancée' }).click();
    const avancee = principal(page).getByTestId('recherche-avancee');
    await avancee.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await avancee.getByRole('alert').filter({ hasText: MESSAGE_UN_CHAMP }).waitFor();
    await verifierPage(page, 'recherche avancée, aucun critère');

    // department, then the commune through the autocomplete, by keyboard (arrow down, Enter)
    await avancee.getByLabel('Département', { exact: true }).selectOption('75');
    const commune = avancee.getByRole('combobox', { name: /^Commune/ });
    await commune.click();
    await commune.pressSequentially('Par');
    const liste = avancee.getByRole('listbox', { name: 'Communes proposées' });
    await liste.getByRole('option').first().waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => commune.getAttribute('aria-activedescendant')).toBeTruthy();
    const choisie = ((await liste.getByRole('option').first().textContent()) ?? '').replace(/\s*\(.*$/, '').trim();
    await page.keyboard.press('Enter');
    await expect.poll(() => commune.inputValue()).toBe(choisie);
    await liste.waitFor({ state: 'hidden' });
    await avancee.getByLabel('Nom de la copropriété').fill(coproprietes[0].nom);
    await avancee.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect.poll(() => principal(page).locator('#annuaire-resultats').textContent()).toBe('1 copropriété trouvée');
    await ligneDe(page, coproprietes[0].numero).waitFor();
    expect(await tableau(page).locator('tbody tr').count()).toBe(1);
    await verifierPage(page, 'recherche avancée, résultats');
    expect(erreursJs).toEqual([]);
  });

  it('à 375 px : la recherche, les résultats, la carte et la fiche restent sans violation axe', async () => {
    const { page, erreursJs } = await onglet();
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(`${env.url}/annuaire`);
    await page.getByRole('heading', { level: 1, name: 'Annuaire des copropriétés' }).waitFor();
    await verifierPage(page, 'annuaire vide, 375 px');
    await chercherRueDesRosiers(page);
    await allerALaCarte(page);
    await principal(page).getByTestId('carte-annuaire').locator('canvas').waitFor();
    await verifierPage(page, 'annuaire, résultats, 375 px');
    await principal(page).getByRole('button', { name: 'Recherche avancée' }).click();
    await principal(page).getByTestId('recherche-avancee').getByRole('button', { name: 'Rechercher', exact: true }).click();
    await principal(page).getByTestId('recherche-avancee').getByRole('alert').waitFor();
    await verifierPage(page, 'recherche avancée, 375 px');
    await ligneDe(page, coproprietes[0].numero).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: coproprietes[0].nom }).waitFor();
    await verifierPage(page, 'fiche publique, 375 px');
    expect(erreursJs).toEqual([]);
  });
});
