/**
 * [issue 12] The public statistics in Chromium (spec 001 §2 `consulter-les-statistiques-du-registre`, home tiles and
 * menu; §7 "Statistics and geography (public)"; §8 "Missing statistics file"):
 * - a professional syndic registers condominiums in Paris (through the API); the figures are kept by a stream
 *   projector, so the test waits for the API to count them;
 * - an anonymous visitor finds « Statistiques » on the home page (tile) and opens it from the main menu, sees
 *   France, then browses down a region, a department, an EPCI and a commune (each view in the address: the
 *   browser's back and forward work), switches to a year, and downloads the report in XLSX and PDF (the names of
 *   the content-disposition, files not empty);
 * - a figure computed on too few condominiums reads « secret statistique », the rule tells the threshold;
 * - a 500 « Fichier introuvable » on the report shows a DSFR error alert;
 * - axe-core: zero violations at 1280 px and at 375 px.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Chiffres, CommuneGeo, Departement, Epci, Region } from '@registre/shared/schemas/statistiques';
import { SECRET_STATISTIQUE, valeurLue } from '../../web/src/pages/statistiques/selection.ts';
import { declarationValide } from '../support/coproprietes.ts';
import { demarrer, nouvellePage, type Environnement } from './support.ts';
import { outilsApi, principal, verifierPage } from './outils.ts';

let env: Environnement;
const { api, jetonDe } = outilsApi(() => env);

/** Enough condominiums in one commune for its totals to be published (the threshold of secrecy is 11)… */
const NOMBRE = 12;
/** …of which a few small ones (2 to 10 main lots, the others 20): their size class is secret, and so its neighbour */
const PETITES = 2;

/** A condominium registered at once by a syndic, in Paris 2e (the shared valid declaration), small or not. */
async function immatriculer(jeton: string, petite: boolean) {
  const immatCopropriete = declarationValide(petite ? { identification: { nbLotsHabBurCom: '8', nbLotsHab: '6' } } : {});
  const b = await api('PUT', '/api/coproprietes/brouillon/save/donnees-techniques', jeton, {
    typeImmat: 'DEFAULT',
    immatCopropriete,
    confirmations: [],
  });
  expect(b.status, JSON.stringify(b.corps)).toBe(200);
  const r = await api('PUT', '/api/coproprietes/brouillon/submit', jeton, {
    id: b.corps.id,
    version: b.corps.version,
    confirmations: [],
    doublonsConserves: false,
  });
  expect(r.corps?.resultat, JSON.stringify(r.corps)).toBe('IMMATRICULEE');
}
const CHEMIN = '/consulter-les-statistiques-du-registre';
const PARIS = { region: '11', departement: '75', commune: '75056' };

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

async function lire<T>(chemin: string): Promise<T> {
  const r = await fetch(`${env.url}${chemin}`);
  expect(r.status, chemin).toBe(200);
  return (await r.json()) as T;
}
const chiffresDe = (query: string) => lire<Chiffres>(`/api/public/statistiques/chiffres${query ? `?${query}` : ''}`);

/** The territory shown, and the line under it (level, code, period). */
const territoire = (page: Page) => principal(page).getByTestId('territoire-affiche');
const contexte = (page: Page) => principal(page).getByTestId('contexte-affiche');

/** Chooses in a select of the form, then shows the statistics; waits for the address and the heading. */
async function choisir(page: Page, libelle: string, valeur: string, attendu: { adresse: RegExp; nom: string }) {
  await principal(page).getByLabel(libelle, { exact: true }).selectOption(valeur);
  await principal(page).getByRole('button', { name: 'Afficher les statistiques' }).click();
  await page.waitForURL(attendu.adresse);
  await expect.poll(() => territoire(page).textContent()).toBe(attendu.nom);
  await principal(page).locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** The key figures shown are those of the API, « secret statistique » included. */
async function verifierChiffresCles(page: Page, c: Chiffres) {
  for (const [id, v] of [
    ['coproprietes', c.coproprietes],
    ['lots', c.lots],
    ['lots-principaux', c.lotsPrincipaux],
    ['syndicats-secondaires', c.syndicatsSecondaires],
  ] as const) {
    await expect
      .poll(() => principal(page).getByTestId(`chiffre-${id}`).locator('.statistiques-chiffre__valeur').textContent(), {
        message: id,
      })
      .toBe(valeurLue(v));
  }
}

/** A breakdown's table reads the API's figures; a secret one has no bar. */
async function verifierRepartition(page: Page, c: Chiffres, cle: 'parTaille' | 'parTypeSyndic') {
  const section = principal(page).getByTestId(`repartition-${cle}`);
  const lignes = await section
    .locator('table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  expect(lignes.map((l) => [l[0], l[1]])).toEqual(c[cle].map((l) => [l.libelle, valeurLue(l.coproprietes)]));
  expect(await section.getByTestId(`repartition-${cle}-graphique`).getAttribute('aria-hidden')).toBe('true');
  const barres = await section
    .locator('.graphique-barres__ligne')
    .evaluateAll((ls) => ls.map((l) => l.querySelector('.graphique-barres__barre') !== null));
  expect(barres).toEqual(c[cle].map((l) => l.coproprietes !== 'SECRET'));
}

/** Downloads the report in one format: the content-disposition's name, a file of that format, not empty. */
async function telechargerRapport(page: Page, format: 'xlsx' | 'pdf', query: string) {
  const direct = await fetch(`${env.url}/api/public/statistiques/telechargerRapportBo?${query}&format=${format}`);
  expect(direct.status).toBe(200);
  const nom = /filename="?([^";]+)"?/.exec(direct.headers.get('content-disposition') ?? '')?.[1];
  // spec 001 §9: export file names carry the date as YYYYMMDD
  expect(nom).toMatch(/\d{8}/);
  expect(nom?.endsWith(`.${format}`)).toBe(true);
  const [telechargement] = await Promise.all([
    page.waitForEvent('download'),
    principal(page)
      .getByRole('button', { name: `Télécharger le rapport ${format.toUpperCase()}` })
      .click(),
  ]);
  expect(telechargement.suggestedFilename()).toBe(nom);
  const contenu = readFileSync((await telechargement.path())!);
  expect(contenu.length).toBeGreaterThan(100);
  // an xlsx is a zip (PK), a pdf starts with %PDF
  expect(contenu.subarray(0, format === 'xlsx' ? 2 : 4).toString('latin1')).toBe(format === 'xlsx' ? 'PK' : '%PDF');
  await expect.poll(() => principal(page).getByTestId('rapport-statut').textContent()).toBe(`Rapport téléchargé : ${nom}.`);
}

describe('statistiques publiques', () => {
  it('un visiteur ouvre les statistiques depuis le menu, descend de la France à une commune, choisit une année et télécharge le rapport', async () => {
    // condominiums registered in Paris by a professional syndic, counted once the projector has run
    const avant = await chiffresDe(`niveau=COMMUNE&code=${PARIS.commune}`);
    const deja = avant.coproprietes === 'SECRET' ? 0 : avant.coproprietes;
    const jeton = await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC'));
    for (let i = 0; i < NOMBRE; i++) await immatriculer(jeton, i < PETITES);
    await expect
      .poll(async () => (await chiffresDe(`niveau=COMMUNE&code=${PARIS.commune}`)).coproprietes, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(deja + NOMBRE);

    const { page, contexte: navigateur, erreursJs } = await nouvellePage(env);
    await page.goto(env.url);
    // the home page's tile, and the main menu's link
    const tuile = page.locator('[data-testid="tuiles-accueil"] .fr-tile').filter({ hasText: 'Statistiques' });
    await tuile.waitFor();
    expect(await tuile.getByRole('link').getAttribute('href')).toBe(CHEMIN);
    await page.locator('#en-tete-main-navigation').getByRole('link', { name: 'Statistiques', exact: true }).click();
    await page.waitForURL(`${env.url}${CHEMIN}`);
    await page.getByRole('heading', { level: 1, name: 'Statistiques du registre' }).waitFor();

    // France, every period
    const france = await chiffresDe('');
    await expect.poll(() => territoire(page).textContent()).toBe(france.territoire.nom);
    expect(await contexte(page).textContent()).toContain(france.periode.libelle);
    await verifierChiffresCles(page, france);
    await verifierRepartition(page, france, 'parTaille');
    await verifierRepartition(page, france, 'parTypeSyndic');
    expect(await principal(page).getByTestId('regle-secret').textContent()).toContain(
      `moins de ${france.seuilSecret} copropriétés`,
    );
    await verifierPage(page, 'statistiques, France (1280 px)');

    // region → department → EPCI → commune, the values the geography lists give
    const region = (await lire<Region[]>('/api/public/statistiques/chargeRegion')).find((r) => r.code === PARIS.region)!;
    await choisir(page, 'Région', region.code, { adresse: /\?region=11$/, nom: region.nom });
    const departement = (await lire<Departement[]>(`/api/public/statistiques/chargeDepartement/${PARIS.region}`)).find(
      (d) => d.code === PARIS.departement,
    )!;
    await choisir(page, 'Département', departement.code, { adresse: /\?region=11&departement=75$/, nom: departement.nom });
    expect(await contexte(page).textContent()).toContain('Département · code 75');
    const [epci] = await lire<Epci[]>(`/api/public/statistiques/chargeInterCommunalite/${PARIS.departement}`);
    await choisir(page, 'Intercommunalité (EPCI)', epci.siren, {
      adresse: new RegExp(`departement=75&epci=${epci.siren}$`),
      nom: epci.nom,
    });
    const communes = await lire<CommuneGeo[]>(`/api/public/statistiques/chargeCommune/${epci.siren}`);
    const paris = communes.find((c) => c.codeInsee === PARIS.commune)!;
    expect(paris).toBeDefined();
    await choisir(page, 'Commune', paris.codeInsee, { adresse: new RegExp(`epci=${epci.siren}&commune=75056$`), nom: paris.nom });
    const commune = await chiffresDe(`niveau=COMMUNE&code=${PARIS.commune}`);
    expect(await contexte(page).textContent()).toContain('Commune · code INSEE 75056');
    await verifierChiffresCles(page, commune);
    await verifierRepartition(page, commune, 'parTaille');
    // the small condominiums' size class is secret (and its neighbour, lest it be recovered from the total)
    expect(commune.parTaille.filter((l) => l.coproprietes === 'SECRET').length).toBeGreaterThanOrEqual(2);
    expect(
      await principal(page).getByTestId('repartition-parTaille').getByText(SECRET_STATISTIQUE, { exact: true }).count(),
    ).toBeGreaterThanOrEqual(2);
    await verifierPage(page, 'statistiques, commune (1280 px)');

    // the browser's back and forward
    await page.goBack();
    await expect.poll(() => territoire(page).textContent()).toBe(epci.nom);
    expect(await principal(page).getByLabel('Commune', { exact: true }).inputValue()).toBe('');
    await page.goForward();
    await expect.poll(() => territoire(page).textContent()).toBe(paris.nom);
    expect(await principal(page).getByLabel('Commune', { exact: true }).inputValue()).toBe(PARIS.commune);

    // this year (the condominiums were registered now)
    const annee = new Date().getFullYear();
    const annees = await lire<number[]>('/api/public/statistiques/chargementAnneeGeneration/true');
    expect(annees).toContain(annee);
    await principal(page).getByLabel("Période d'immatriculation", { exact: true }).selectOption(String(annee));
    await principal(page).getByRole('button', { name: 'Afficher les statistiques' }).click();
    await page.waitForURL(new RegExp(`commune=75056&annee=${annee}$`));
    const delAnnee = await chiffresDe(`niveau=COMMUNE&code=${PARIS.commune}&annee=${annee}`);
    await expect.poll(() => contexte(page).textContent()).toContain(delAnnee.periode.libelle);
    await verifierChiffresCles(page, delAnnee);
    expect(delAnnee.coproprietes).not.toBe('SECRET');
    expect(delAnnee.coproprietes).toBeGreaterThanOrEqual(NOMBRE);

    // « secret statistique » wherever the API says SECRET, never a number
    const secrets = [
      delAnnee.lots,
      delAnnee.lotsPrincipaux,
      delAnnee.syndicatsSecondaires,
      ...delAnnee.parTaille.map((l) => l.coproprietes),
      ...delAnnee.parPeriodeConstruction.map((l) => l.coproprietes),
      ...delAnnee.parTypeSyndic.map((l) => l.coproprietes),
      ...delAnnee.parMandat.map((l) => l.coproprietes),
      ...delAnnee.parMajAnnuelle.map((l) => l.coproprietes),
    ].filter((v) => v === 'SECRET').length;
    if (secrets > 0) expect(await principal(page).getByText(SECRET_STATISTIQUE, { exact: true }).count()).toBeGreaterThan(0);

    // the report of this view
    const query = `niveau=COMMUNE&code=${PARIS.commune}&annee=${annee}`;
    await telechargerRapport(page, 'xlsx', query);
    await telechargerRapport(page, 'pdf', query);
    await verifierPage(page, 'statistiques, commune et année, après le téléchargement (1280 px)');
    expect(erreursJs).toEqual([]);
    await navigateur.close();
  });

  it('un lien partagé à 375 px ; un rapport introuvable (500) : une alerte d’erreur', async () => {
    const annee = new Date().getFullYear();
    const { page, contexte: navigateur, erreursJs } = await nouvellePage(env, { largeur: 375 });
    await page.goto(`${env.url}${CHEMIN}?region=11&departement=75&annee=${annee}`);
    await page.getByRole('heading', { level: 1, name: 'Statistiques du registre' }).waitFor();
    const c = await chiffresDe(`niveau=DEPARTEMENT&code=75&annee=${annee}`);
    await expect.poll(() => territoire(page).textContent()).toBe(c.territoire.nom);
    expect(await principal(page).getByLabel('Département', { exact: true }).inputValue()).toBe('75');
    expect(await principal(page).getByLabel("Période d'immatriculation", { exact: true }).inputValue()).toBe(String(annee));
    await verifierChiffresCles(page, c);
    await verifierPage(page, 'statistiques, département et année (375 px)');

    // spec 001 §8: "Missing statistics file: error 'Fichier introuvable', status 500"
    await page.route(/\/api\/public\/statistiques\/telechargerRapportBo\?/, (r) =>
      r.fulfill({
        status: 500,
        json: { status: 500, code: 'ERREUR_SERVEUR', message: 'Fichier introuvable', id: 'rapport-introuvable' },
      }),
    );
    await principal(page).getByRole('button', { name: 'Télécharger le rapport PDF' }).click();
    const alerte = principal(page).getByTestId('rapport-introuvable');
    await alerte.waitFor();
    expect(await alerte.getAttribute('role')).toBe('alert');
    expect(await alerte.textContent()).toContain('Fichier introuvable');
    expect(await principal(page).getByRole('button', { name: 'Télécharger le rapport PDF' }).isEnabled()).toBe(true);
    await verifierPage(page, 'statistiques, rapport introuvable (375 px)');

    // the page is in the sitemap
    await page.goto(`${env.url}/sitemap`);
    await principal(page).getByRole('link', { name: 'Statistiques du registre' }).waitFor();
    expect(erreursJs).toEqual([]);
    await navigateur.close();
  });
});
