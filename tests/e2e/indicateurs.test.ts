/**
 * [issue 14] The keepers' dashboard and MCO indicators in Chromium (spec 001 §2 "Home pages by profile", §3
 * "Indicators", §7):
 * - a keeper administrator's home shows the registry dashboard (key figures, the requests table demandeType / demande
 *   / horsDelai, « Voir les indicateurs MCO »); the link opens /indicateurs-MCO: key figures as the API gives them,
 *   the requests table, the charts over time each followed by its data (in an accordion), the report downloads by
 *   geographic level; the main menu leads there too; axe on both pages;
 * - a hotline keeper's home shows the key figures only: no requests table, no MCO link, no menu entry; axe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableauMco } from '@registre/shared/routes/indicateurs.routes';
import { demarrer, lireMenu, nouvellePage, ouvrirConnecte, type Environnement } from './support.ts';
import { outilsApi, principal, verifierPage } from './outils.ts';

let env: Environnement;
beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const { api, jetonDe, coproprieteImmatriculee } = outilsApi(() => env);

const cheminsDuMenu = (menu: Awaited<ReturnType<typeof lireMenu>>) =>
  menu.flatMap((e) => (e.entrees ? e.entrees.map((x) => x.chemin) : [e.chemin!]));

describe('tableau de bord des teneurs et indicateurs MCO', () => {
  it("l'administrateur du teneur : tableau de bord détaillé sur l'accueil, puis la page des indicateurs MCO", async () => {
    const login = env.loginDe('TENEUR_ADMIN_PRINC');
    const jeton = await jetonDe(login);
    // a registration this week: the projector counts it (≈ 1 s); the figures are read once it is counted, so that
    // the page shows the same ones
    const immatriculees = async () =>
      (await api<TableauMco>('GET', '/api/indicateurMCO/allTableau', jeton)).corps.indicateurs.nbCoproImmatriculees;
    // the files share one cloud: a condominium another file dissolved or registered just before may still be on its
    // way to the counter (one fewer, one more); read once it has stopped moving
    let avant = await immatriculees();
    for (let lu = NaN; lu !== avant;) {
      lu = avant;
      await new Promise((r) => setTimeout(r, 1_500));
      avant = await immatriculees();
    }
    await coproprieteImmatriculee(await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC')));
    await expect.poll(immatriculees, { timeout: 20_000 }).toBeGreaterThan(avant);
    const t = (await api<TableauMco>('GET', '/api/indicateurMCO/allTableau', jeton)).corps;

    const { page, contexte, erreursJs } = await nouvellePage(env);
    await ouvrirConnecte(page, env, login);
    const tableau = principal(page).getByTestId('tableau-de-bord-teneur');
    await tableau.getByRole('heading', { level: 2, name: 'Tableau de bord du registre' }).waitFor();
    await tableau.getByTestId('chiffres-teneur').waitFor();
    expect(await tableau.getByTestId('indicateur-nbCoproImmatriculees').textContent()).toMatch(
      new RegExp(`^${t.indicateurs.nbCoproImmatriculees}\\s*copropriétés? immatriculées?$`),
    );
    const demandes = tableau.getByTestId('tableau-demandes');
    await demandes.waitFor();
    expect(await demandes.locator('thead th').allTextContents()).toEqual([
      'Type de demande',
      'Demandes en cours',
      'Dont hors délai',
    ]);
    expect(await demandes.locator('tbody tr').count()).toBe(5);
    await verifierPage(page, 'accueil de l’administrateur du teneur, tableau de bord');

    // the main menu leads to the MCO indicators too
    expect(cheminsDuMenu(await lireMenu(page))).toContain('/indicateurs-MCO');

    await tableau.getByRole('link', { name: 'Voir les indicateurs MCO' }).click();
    await page.waitForURL(`${env.url}/indicateurs-MCO`);
    await page.getByRole('heading', { level: 1, name: 'Indicateurs MCO' }).waitFor();
    const main = principal(page);
    const chiffres = main.getByTestId('indicateurs-mco');
    await chiffres.waitFor();
    expect(await chiffres.locator('li > div').evaluateAll((ds) => ds.map((d) => d.getAttribute('data-testid')))).toEqual(
      [
        'nbCoproImmatriculees',
        'moyenneImmatHebdo',
        'nbTeledeclarants',
        'moyenneRattachementHebdo',
        'nbUtilisateurs',
        'nbTelechargementDonneesBrutes',
        'nbTelechargementRapportBo',
        'nbTelechargementsInstitutionnels',
        'topEchelleGeographique',
        'nbMajParAnnee',
        'nbMajParMois',
        'nbDoublons',
        'nbDoublonsHorsDelais',
      ].map((id) => `indicateur-${id}`),
    );
    expect(await main.getByTestId('indicateur-nbCoproImmatriculees').locator('.indicateurs-chiffre__valeur').textContent()).toBe(
      String(t.indicateurs.nbCoproImmatriculees),
    );
    // the week's registrations: its bar, and the same figure in the chart's data
    const serie = main.getByTestId('serie-immatriculations');
    expect(await serie.locator('[aria-hidden="true"] .graphique-colonnes__colonne').count()).toBe(26);
    await serie.getByRole('button', { name: /^Données : immatriculations par semaine/ }).click();
    const derniere = t.series.immatriculationsParSemaine.at(-1)!;
    expect(derniere.valeur).toBeGreaterThanOrEqual(1);
    const ligne = serie.locator('tbody tr').first();
    await ligne.waitFor();
    expect(await ligne.locator('td').allTextContents()).toEqual([derniere.libelle, String(derniere.valeur)]);
    for (const id of ['serie-rattachements', 'serie-maj-mois', 'serie-maj-annee']) await main.getByTestId(id).waitFor();
    expect(await main.getByTestId('rapports-par-echelle').locator('tbody tr').count()).toBe(5);
    await verifierPage(page, 'indicateurs MCO');
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it('le teneur de la hotline : les chiffres clés, ni tableau des demandes, ni lien vers les indicateurs MCO', async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env, { largeur: 375 });
    await ouvrirConnecte(page, env, env.loginDe('TENEUR_ASS_HOTLINE_GES'));
    const tableau = principal(page).getByTestId('tableau-de-bord-teneur');
    await tableau.getByTestId('chiffres-teneur').waitFor();
    expect(await tableau.getByTestId('indicateur-demandesEnCours').count()).toBe(1);
    expect(await tableau.getByTestId('tableau-demandes').count()).toBe(0);
    expect(await tableau.getByRole('link', { name: 'Voir les indicateurs MCO' }).count()).toBe(0);
    expect(await page.locator('a[href="/indicateurs-MCO"]').count()).toBe(0);
    await verifierPage(page, 'accueil du teneur de la hotline, tableau de bord');
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });
});
