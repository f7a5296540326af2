/**
 * [issue 13] The categorisation tool in Chromium (spec 001 §2 `institutionnels/outil-categorisation`): two
 * condominiums registered by a syndic; the built-in institutional account signs in, accepts the charter, opens the
 * tool from its area's tile, runs a search (detailed list, then the grouped counts by department in a sortable
 * table), saves it shared and finds it in its searches, runs it again and deletes it. axe-core: zero violations.
 */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { texteDuPdf } from '../support/pdf.ts';
import { demarrer, nouvellePage, seConnecter, type Environnement } from './support.ts';
import { outilsApi, principal, verifierPage } from './outils.ts';

let env: Environnement;
const { jetonDe, coproprieteImmatriculee } = outilsApi(() => env);
let coproprietes: { numero: string; nom: string }[] = [];

beforeAll(async () => {
  // a cloud of its own: it counts the condominiums of Paris (all the suite's are there) and accepts the built-in
  // account's charter, which institutionnels.test.ts expects still to be asked on the shared cloud
  env = await demarrer({ nuagePropre: { attenteWorkflowsMs: 20 } });
  const syndic = await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC'));
  coproprietes = [await coproprieteImmatriculee(syndic), await coproprieteImmatriculee(syndic)];
}, 120_000);
afterAll(async () => {
  await env?.arreter();
});

describe('outil de catégorisation', () => {
  it('un agent institutionnel cherche, regroupe, enregistre et partage une recherche', async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env);
    await seConnecter(page, env, 'institutionnel');
    await page.waitForURL(`${env.url}/institutionnels/charte-confidentialite`);
    await page.getByRole('button', { name: "J'accepte" }).click();
    await page.waitForURL(`${env.url}/institutionnels`);
    await principal(page)
      .getByTestId('services-institutionnels')
      .getByRole('link', { name: /Outil de catégorisation/ })
      .click();
    await page.waitForURL(`${env.url}/institutionnels/outil-categorisation`);
    await page.getByRole('heading', { level: 1, name: 'Outil de catégorisation' }).waitFor();
    await principal(page).getByTestId('perimetre-outil').getByText('France entière').waitFor();
    // the reading grid of the data, a PDF of the page's guide
    const [grille] = await Promise.all([
      page.waitForEvent('download'),
      principal(page)
        .getByTestId('fiches-memo-INSTITUTION')
        .getByRole('link', { name: /^Grille de lecture des données \(outil de catégorisation\)/ })
        .click(),
    ]);
    expect(grille.suggestedFilename()).toBe('fiche-memo-grille-de-lecture-des-donnees.pdf');
    expect(
      readFileSync((await grille.path())!)
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await verifierPage(page, 'outil de catégorisation, formulaire');

    // a bad amount: the shared schema's French message on the field, nothing sent
    await principal(page)
      .getByRole('button', { name: /Autres critères/ })
      .click();
    await principal(page).getByLabel("Dettes d'au moins (€)").fill('beaucoup');
    await principal(page).getByRole('button', { name: 'Rechercher' }).click();
    await principal(page).getByText('Le montant doit être un nombre positif, en euros.').waitFor();
    await principal(page).getByLabel("Dettes d'au moins (€)").fill('');

    // Paris, by the territory cascade
    await principal(page).getByLabel('Département', { exact: true }).selectOption('75');
    await principal(page).getByRole('button', { name: 'Ajouter le département' }).click();
    await principal(page).getByTestId('territoires-choisis').getByText('Département : Paris').waitFor();
    await principal(page).getByRole('button', { name: 'Rechercher' }).click();
    const detail = principal(page).getByTestId('resultats-detailles');
    await detail.waitFor();
    for (const c of coproprietes) await detail.getByRole('cell', { name: c.numero, exact: true }).waitFor();
    expect(await detail.getByTestId('nombre-resultats').textContent()).toContain('2 copropriétés');

    // the grouped counts, on demand (the list is not full)
    const groupes = principal(page).getByTestId('resultats-regroupes');
    await groupes.getByRole('button', { name: 'Afficher la répartition' }).click();
    await groupes.getByTestId('total-regroupe').getByText('2').waitFor();
    await groupes.getByRole('cell', { name: 'Paris' }).waitFor();
    // the same figures on the map: Paris's circle (the view is centred on it, a click opens its figures), the legend
    const carte = groupes.getByTestId('carte-regroupement');
    await carte.locator('canvas').waitFor();
    expect(await carte.getByTestId('legende-carte').locator('li').allTextContents()).toEqual(['2']);
    await expect
      .poll(async () => {
        await carte.locator('canvas').click();
        return carte
          .locator('.maplibregl-popup')
          .textContent({ timeout: 1000 })
          .catch(() => '');
      })
      .toMatch(/Paris\s*2 copropriétés, \d+ lots/);
    await groupes
      .getByRole('button', { name: /Copropriétés/ })
      .first()
      .click();
    await verifierPage(page, 'outil de catégorisation, résultats');

    // [exports] two rows ticked: their extraction as a spreadsheet and one fact sheet, opened with parsers
    // DSFR checkboxes: the input is drawn over by its label (its name is the label's hidden text)
    const cases = detail.getByRole('checkbox', { name: /^Sélectionner la ligne \d+$/ });
    await cases.nth(0).check({ force: true });
    await cases.nth(1).check({ force: true });
    await detail.getByTestId('lignes-selectionnees').getByText('2 lignes sélectionnées').waitFor();
    const exports = principal(page).getByTestId('exports-categorisation');
    await exports.getByText(/Les lignes cochées \(2\)/).click();
    const [extraction] = await Promise.all([
      page.waitForEvent('download'),
      exports.getByRole('button', { name: 'Extraire' }).click(),
    ]);
    expect(extraction.suggestedFilename()).toMatch(/^extraction-coproprietes-\d{8}\.xlsx$/);
    const classeur = new ExcelJS.Workbook();
    await classeur.xlsx.read(Readable.from(readFileSync((await extraction.path())!)));
    const feuille = classeur.worksheets[0];
    expect(feuille.getRow(1).getCell(1).value).toBe("Numéro d'immatriculation");
    expect(new Set([2, 3].map((r) => feuille.getRow(r).getCell(1).value))).toEqual(new Set(coproprietes.map((c) => c.numero)));
    const [fiche] = await Promise.all([
      page.waitForEvent('download'),
      detail.getByRole('button', { name: `Fiche de la copropriété ${coproprietes[0].numero}, PDF` }).click(),
    ]);
    expect(fiche.suggestedFilename()).toMatch(new RegExp(`^fiche-copropriete-${coproprietes[0].numero}-\\d{8}\\.pdf$`));
    const texte = texteDuPdf(readFileSync((await fiche.path())!));
    expect(texte).toContain(`Fiche copropriété ${coproprietes[0].numero}`);
    expect(texte).toContain(coproprietes[0].nom);
    await verifierPage(page, 'outil de catégorisation, exports');

    // saved and shared
    const sauvegarde = principal(page).getByTestId('enregistrer-recherche');
    await sauvegarde.getByLabel(/^Nom de la recherche/).fill('Copropriétés parisiennes');
    await sauvegarde.getByText('Partager avec les agents de mon territoire').click();
    await sauvegarde.getByRole('button', { name: 'Enregistrer la recherche' }).click();
    const miennes = principal(page).getByTestId('mes-recherches');
    await miennes.getByText('Copropriétés parisiennes (partagée)').waitFor();
    await verifierPage(page, 'outil de catégorisation, recherche enregistrée');

    // run again in one click, then deleted
    await principal(page).getByRole('button', { name: 'Effacer les critères' }).click();
    await miennes.getByRole('button', { name: /Relancer la recherche « Copropriétés parisiennes »/ }).click();
    await principal(page)
      .getByTestId('territoires-choisis')
      .getByText(/Département : (Paris|75)/)
      .waitFor();
    await detail.getByRole('cell', { name: coproprietes[0].numero, exact: true }).waitFor();
    await miennes.getByRole('button', { name: /Supprimer la recherche « Copropriétés parisiennes »/ }).click();
    await miennes.getByText("Vous n'avez pas encore enregistré de recherche.").waitFor();
    expect(erreursJs).toEqual([]);
    await contexte.close();
  }, 180_000);
});
