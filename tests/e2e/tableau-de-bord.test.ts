/**
 * [issue 11] The syndic board, the condominium list and the keepers' search (spec 001 §2 "Home pages by profile",
 * spec 000 §2 /copropriete):
 * - a syndic registers a condominium (through the API); the board's counters are kept by a stream projector, so the
 *   test waits for the API to count it, then the home shows the four counters (warning badge on those calling for
 *   action), the three buttons, and opens the list filtered on the registered ones; axe on the home;
 * - the list at 1280×800: no sideways scrolling (the table and the page), the annual update as a badge, the
 *   « Filtres avancés » area; axe;
 * - a keeper searches the whole register: the empty search is refused with the shared schema's message, the name
 *   typed in another word order and without accents finds the condominium, its row opens its record
 *   (/copropriete/fiche/<id>); axe on the search page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { demarrer, nouvellePage, ouvrirConnecte, type Environnement } from './support.ts';
import { ligneDe, outilsApi, principal, verifierPage } from './outils.ts';

let env: Environnement;

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const { api, jetonDe, coproprieteImmatriculee } = outilsApi(() => env);

interface Compteurs {
  nbCoproprietesImmatriculees: number;
  nbMandatsExpires: number;
  nbMisesAJourRequises: number;
  nbCoproprietesNonGeolocalisees: number;
}
const CLES: (keyof Compteurs)[] = [
  'nbCoproprietesImmatriculees',
  'nbMandatsExpires',
  'nbMisesAJourRequises',
  'nbCoproprietesNonGeolocalisees',
];
/** the counters calling for action carry a warning badge when not zero */
const ALERTES: (keyof Compteurs)[] = ['nbMandatsExpires', 'nbMisesAJourRequises', 'nbCoproprietesNonGeolocalisees'];

const lireCompteurs = async (jeton: string) => {
  const r = await api<Compteurs>('GET', '/api/coproprietes/tableauDeBordSyndic', jeton);
  expect(r.status, JSON.stringify(r.corps)).toBe(200);
  return r.corps;
};

/** Whether the page scrolls sideways: the table's scrolling container and the document. */
const debordements = (page: Page) =>
  page.evaluate(() => {
    const conteneur = document.querySelector('main .fr-table__container') as HTMLElement | null;
    const tableau = document.querySelector('main .fr-table table') as HTMLElement | null;
    return {
      tableau: conteneur ? conteneur.scrollWidth - conteneur.clientWidth : 0,
      tableauDansConteneur:
        conteneur && tableau ? tableau.getBoundingClientRect().right - conteneur.getBoundingClientRect().right : 0,
      document: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });

describe('tableau de bord du syndic, liste et recherche du teneur', () => {
  it("le syndic : quatre compteurs sur l'accueil, la liste sans défilement horizontal à 1280 px", async () => {
    const login = env.loginDe('TELE_PRO_ADMIN_PRINC');
    const jeton = await jetonDe(login);
    const avant = await lireCompteurs(jeton);
    const copro = await coproprieteImmatriculee(jeton);
    // the projector counts it asynchronously
    await expect
      .poll(async () => (await lireCompteurs(jeton)).nbCoproprietesImmatriculees, { timeout: 20_000 })
      .toBe(avant.nbCoproprietesImmatriculees + 1);
    const compteurs = await lireCompteurs(jeton);

    const { page, erreursJs } = await nouvellePage(env);
    await page.setViewportSize({ width: 1280, height: 800 });
    await ouvrirConnecte(page, env, login);
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    const main = principal(page);
    const tableau = main.getByTestId('tableau-de-bord-syndic');
    await tableau.getByRole('heading', { level: 2, name: 'Tableau de bord de vos copropriétés' }).waitFor();
    await tableau.getByTestId('compteurs-syndic').waitFor();

    // the four counters, as the API gives them; a warning badge on those calling for action
    for (const cle of CLES) {
      const nombre = tableau.locator(`[data-compteur="${cle}"]`);
      await expect.poll(() => nombre.textContent()).toBe(String(compteurs[cle]));
      // `has` is queried inside each tile: a locator of the page, not of the board
      const tuile = tableau.locator('.fr-tile', { has: page.locator(`[data-compteur="${cle}"]`) });
      expect(await tuile.count(), cle).toBe(1);
      const badge = tuile.locator('.fr-badge--warning', { hasText: 'À traiter' });
      expect(await badge.count(), cle).toBe(ALERTES.includes(cle) && compteurs[cle] > 0 ? 1 : 0);
    }
    const immatriculees = tableau.locator('.fr-tile', { has: page.locator('[data-compteur="nbCoproprietesImmatriculees"]') });
    expect(await immatriculees.getByRole('link').textContent()).toMatch(
      new RegExp(`^${compteurs.nbCoproprietesImmatriculees}\\s+copropriétés? immatriculées?$`),
    );

    // the buttons: the detailed board is coming soon, updating leads to the annual updates, back to the top
    const detaille = tableau.getByRole('button', { name: 'Voir le tableau de bord détaillé' });
    expect(await detaille.isDisabled()).toBe(true);
    await tableau.getByText('Bientôt disponible').waitFor();
    expect(await tableau.getByRole('link', { name: 'Mettre à jour les données' }).getAttribute('href')).toBe(
      '/copropriete?filtre=annuelle',
    );
    await page.mouse.wheel(0, 600);
    await tableau.getByRole('link', { name: "Retour à l'accueil" }).click();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await verifierPage(page, 'accueil du syndic avec son tableau de bord');

    // a counter opens the list filtered on it
    await immatriculees.getByRole('link').click();
    await page.waitForURL(/\/copropriete\?filtre=immatriculee$/);
    const affiche = formaterImmatriculation(copro.numero);
    const ligne = ligneDe(page, affiche);
    await ligne.waitFor();
    expect(await main.getByLabel('Copropriétés affichées').inputValue()).toBe('immatriculee');

    // the annual update as a badge
    await ligne.locator('.fr-badge', { hasText: /^(À faire|Faite|En retard)$/i }).waitFor();

    // the table fits the page at 1280 px: every column in view, nothing scrolls sideways
    await main.locator('.fr-table').waitFor();
    const d = await debordements(page);
    expect(d.tableau, 'le tableau défile horizontalement').toBeLessThanOrEqual(0);
    expect(d.tableauDansConteneur, 'le tableau dépasse de son conteneur').toBeLessThanOrEqual(0);
    expect(d.document, 'la page défile horizontalement').toBeLessThanOrEqual(0);
    const enTetes = await main.locator('.fr-table thead th').evaluateAll((ths) =>
      ths.map((th) => {
        const r = th.getBoundingClientRect();
        return { texte: th.textContent?.trim(), droite: Math.round(r.right) };
      }),
    );
    expect(enTetes.length).toBeGreaterThanOrEqual(11);
    for (const t of enTetes) expect(t.droite, `colonne ${t.texte}`).toBeLessThanOrEqual(1280);
    await verifierPage(page, 'liste des copropriétés à 1280 px');

    // the advanced filters: a collapsible area, the attachment status kept in the address
    await main.getByRole('button', { name: 'Filtres avancés' }).click();
    await main.getByLabel('Statut du rattachement').waitFor({ state: 'visible' });
    await main.getByLabel('Mandat commençant à partir du').fill('31/02/2024');
    await main.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await main.getByText('La date doit être au format JJ/MM/AAAA.').waitFor();
    await main.getByLabel('Mandat commençant à partir du').fill('');
    await main.getByLabel('Statut du rattachement').selectOption('En cours');
    await main.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await page.waitForURL(/statut=En\+cours/);
    await ligneDe(page, affiche).waitFor();
    await main.getByRole('button', { name: /^Filtres avancés \(1 actif\)$/ }).waitFor();
    expect((await debordements(page)).document).toBe(0);
    await verifierPage(page, 'liste des copropriétés : filtres avancés');

    expect(erreursJs).toEqual([]);
  }, 240_000);

  it('le teneur : recherche dans tout le registre par le nom dans un autre ordre et sans accents, ouvre la fiche', async () => {
    const copro = await coproprieteImmatriculee(await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC')));
    expect(copro.nom).toMatch(/^Résidence [a-z]+$/);
    // « Résidence abc » typed « abc residence »
    const saisie = `${copro.nom.replace(/^Résidence /, '')} residence`;
    const loginTeneur = env.loginDe('TENEUR_ADMIN_PRINC');
    // the register's search may be fed by a projector: wait for the API to find it
    const jetonTeneur = await jetonDe(loginTeneur);
    await expect
      .poll(
        async () => {
          const r = await api<{ ligneRechercheCoproprieteDTOList: { idCopropriete: number }[] }>(
            'POST',
            '/api/coproprietes/rechercherImmatOuNomCopro',
            jetonTeneur,
            { paginationOptions: { pageNumber: 1, pageSize: 10 }, immatriculationOuNom: saisie },
          );
          return r.corps?.ligneRechercheCoproprieteDTOList?.some((l) => l.idCopropriete === copro.idCopropriete) ?? false;
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    const { page, erreursJs } = await nouvellePage(env);
    await page.setViewportSize({ width: 1280, height: 800 });
    await ouvrirConnecte(page, env, loginTeneur);
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    // no syndic board for a keeper
    expect(await page.getByTestId('tableau-de-bord-syndic').count()).toBe(0);
    await page.goto(`${env.url}/copropriete`);
    const main = principal(page);
    await main.getByRole('heading', { level: 2, name: 'Rechercher une copropriété dans tout le registre' }).waitFor();
    // the search form replaces the declarant's list
    expect(await main.getByLabel('Copropriétés affichées').count()).toBe(0);
    await main.getByRole('searchbox', { name: /^Adresse/ }).waitFor();
    await verifierPage(page, 'recherche du teneur');

    // nothing typed: the shared schema's message on the field
    await main.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await main.getByText("Saisissez un numéro d'immatriculation, un nom ou une adresse.").waitFor();
    await verifierPage(page, 'recherche du teneur : critère manquant');

    // the name in another word order, without accents; the states narrow it (« Immatriculée et rattachée »)
    await main.getByLabel("Numéro d'immatriculation ou nom").fill(saisie);
    await main.getByRole('button', { name: /^États de la copropriété/ }).click();
    await main.getByText('Immatriculée et rattachée', { exact: true }).click();
    await main.getByRole('button', { name: 'Rechercher', exact: true }).click();
    const ligne = ligneDe(page, copro.nom);
    await ligne.waitFor();
    expect(await ligne.textContent()).toContain(formaterImmatriculation(copro.numero));
    await expect.poll(() => main.getByTestId('nombre-coproprietes').textContent()).toMatch(/^\d+ copropriétés? trouvées?/);
    expect(new URL(page.url()).searchParams.get('recherche')).toBe(saisie);
    expect((await debordements(page)).document).toBe(0);
    await verifierPage(page, 'recherche du teneur : résultats');

    // the row opens the record
    await ligne.getByRole('link', { name: copro.nom }).click();
    await page.waitForURL(new RegExp(`/copropriete/fiche/${copro.idCopropriete}$`));

    expect(erreursJs).toEqual([]);
  }, 180_000);
});
