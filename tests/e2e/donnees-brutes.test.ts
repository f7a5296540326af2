/**
 * The raw data in Chromium (issue 10, spec 001 §7 "Raw data"): the public page "Données ouvertes" before any export
 * (an alert, the reading guide of the 72 columns, reachable from the footer and the sitemap), then a keeper
 * administrator starts the export from the institutional page "Données brutes", follows it to its end in the live
 * region, sees the file in the list and downloads it: the CSV's first line is the 72-column header and its
 * content-disposition names rnic-donnees-YYYYMMDD.csv. Every page visited is checked with axe-core.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTORITES_PAR_PROFIL } from '@registre/shared/domain/profils';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { NOM_FICHIER_DONNEES_BRUTES, type FichierDonneesBrutes } from '@registre/shared/routes/donneesBrutes.routes';
import { menuPrincipal, type Visiteur } from '../../web/src/routes.tsx';
import { dateFichier, nombreDeLignes, nombreFr, tailleFichier } from '../../web/src/pages/donnees-ouvertes/format.ts';
import { demarrer, lireMenu, nouvellePage, ouvrirConnecte, type Environnement } from './support.ts';
import { outilsApi, principal, verifierPage } from './outils.ts';

let env: Environnement;
const { jetonDe, coproprieteImmatriculee } = outilsApi(() => env);

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const PUBLIQUE = '/donnees-ouvertes';
const INSTITUTIONNELLE = '/institutionnels/donnees-brutes';
const TENEUR: Visiteur = {
  connecte: true,
  profil: 'TENEUR_ADMIN_PRINC',
  autorites: AUTORITES_PAR_PROFIL.TENEUR_ADMIN_PRINC,
};

/** The first line of a CSV file as its column names (every value quoted, no comma inside a name). */
const entete = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/, 1)[0]
    .split(',')
    .map((c) => c.replace(/^"|"$/g, ''));

async function listeFichiers(): Promise<FichierDonneesBrutes[]> {
  const r = await fetch(`${env.url}/api/public/donneesBrute/fichiers`);
  expect(r.status).toBe(200);
  return ((await r.json()) as { fichiers: FichierDonneesBrutes[] }).fichiers;
}

/** The reading guide: 72 rows, the file's columns in order, each with its number. */
async function verifierGuide(page: Page) {
  const guide = principal(page).getByTestId('guide-colonnes');
  const lignes = await guide
    .locator('tbody tr')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));
  expect(lignes).toHaveLength(72);
  expect(lignes.map((l) => l[1])).toEqual([...COLONNES_RNIC]);
  expect(lignes.map((l) => Number(l[0]))).toEqual(COLONNES_RNIC.map((_, i) => i + 1));
  for (const l of lignes) expect(l[2].length, l[1]).toBeGreaterThan(10);
}

describe('données brutes', () => {
  it('page publique sans fichier : alerte, caractéristiques du fichier et guide des 72 colonnes ; pied de page et plan du site', async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env);
    expect(await listeFichiers()).toEqual([]);
    // without any file, the download of the latest answers the French error of the catalogue
    const sansFichier = await fetch(`${env.url}/api/public/donneesBrute/telecharger`, { redirect: 'manual' });
    expect(sansFichier.status).toBe(500);
    expect(((await sansFichier.json()) as { message: string }).message).toContain('Fichier introuvable');

    // from the footer of the home page
    await page.goto(env.url);
    await page.locator('#pied-de-page').getByRole('link', { name: 'Données ouvertes', exact: true }).click();
    await page.waitForURL(`${env.url}${PUBLIQUE}`);
    await page.getByRole('heading', { level: 1, name: 'Données ouvertes' }).waitFor();
    const alerte = principal(page).getByTestId('aucun-fichier');
    await alerte.waitFor();
    expect(await alerte.textContent()).toContain("Aucun fichier n'est encore disponible");
    expect(await principal(page).getByTestId('fichiers-donnees').count()).toBe(0);
    const caracteristiques = (await principal(page).getByTestId('caracteristiques-fichier').textContent()) ?? '';
    for (const attendu of ['72 colonnes', 'UTF-8', 'virgules', 'guillemets', 'republié chaque nuit'])
      expect(caracteristiques).toContain(attendu);
    const horsFichier = (await principal(page).locator('.fr-callout').textContent()) ?? '';
    expect(horsFichier).toContain("L'identité d'un syndic bénévole n'est jamais publiée");
    expect(horsFichier).toContain('aucune donnée financière');
    await verifierGuide(page);
    await verifierPage(page, 'données ouvertes sans fichier');

    // keyboard: a theme of the guide opens with Enter, its columns are then shown
    const theme = principal(page).getByRole('button', { name: /^Syndic et mandat \(colonnes 6 à 13\)/ });
    await theme.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => theme.getAttribute('aria-expanded')).toBe('true');
    await principal(page).getByRole('cell', { name: 'siret_du_representant_legal' }).waitFor({ state: 'visible' });
    await verifierPage(page, 'données ouvertes, guide ouvert');

    // the sitemap lists the page
    await page.goto(`${env.url}/sitemap`);
    await principal(page).getByRole('link', { name: 'Données ouvertes' }).waitFor();
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it("un administrateur du teneur lance l'export depuis « Données brutes », le suit jusqu'au fichier et le télécharge", async () => {
    // a holder of DONNEES_BRUTES who is not a keeper administrator may not start it
    const institutionnel = await fetch(`${env.url}/api/donneesBrute/export`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await jetonDe('institutionnel')}` },
    });
    expect(institutionnel.status).toBe(403);
    // a condominium registered by a professional syndic: a row of the file
    const copro = await coproprieteImmatriculee(await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC')));

    const { page, contexte, erreursJs } = await nouvellePage(env);
    const login = env.loginDe('TENEUR_ADMIN_PRINC');
    expect(login).toBe('demo.teneur_admin_princ');
    await ouvrirConnecte(page, env, login);
    // the session read (the home shows a visitor's tiles until then, as the build prerendered it)
    await page.getByTestId('menu-utilisateur').first().waitFor();
    await page.locator('[data-testid="tuiles-accueil"]').waitFor();
    // its menu and its home lead to the institutional page (the public one is in the footer)
    expect(await lireMenu(page)).toEqual(menuPrincipal(TENEUR));
    expect(await lireMenu(page)).toContainEqual({ libelle: 'Données brutes', chemin: INSTITUTIONNELLE });
    const tuiles = await page.locator('[data-testid="tuiles-accueil"] .fr-tile__title').allTextContents();
    expect(tuiles.map((t) => t.trim())).toContain('Données brutes');
    expect(tuiles.map((t) => t.trim())).not.toContain('Données ouvertes');

    await page.locator('#en-tete-main-navigation').getByRole('link', { name: 'Données brutes', exact: true }).click();
    await page.waitForURL(`${env.url}${INSTITUTIONNELLE}`);
    await page.getByRole('heading', { level: 1, name: 'Données brutes' }).waitFor();
    await principal(page).getByTestId('aucun-fichier').waitFor();
    expect(await principal(page).getByTestId('aucun-fichier').textContent()).toContain("Lancez l'export maintenant");
    await verifierGuide(page);
    await verifierPage(page, 'données brutes, administrateur du teneur, sans fichier');

    // started from the keyboard; the focus goes to the status while the button is disabled
    const bouton = principal(page).getByRole('button', { name: "Lancer l'export maintenant" });
    const statut = principal(page).getByTestId('statut-export');
    expect(await statut.getAttribute('role')).toBe('status');
    await bouton.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => statut.textContent()).toMatch(/En cours|Terminé/);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('statut-export');
    await expect.poll(() => statut.textContent(), { timeout: 90_000 }).toContain('Export terminé');
    expect(await principal(page).getByTestId('echec-export').count()).toBe(0);
    expect(await bouton.isEnabled()).toBe(true);

    // the list is refreshed by itself: the new file, newest first
    const [fichier] = await listeFichiers();
    expect(fichier.nom).toMatch(NOM_FICHIER_DONNEES_BRUTES);
    expect(fichier.nom).toBe(`rnic-donnees-${fichier.date.replace(/-/g, '')}.csv`);
    expect(fichier.versionColonnes).toBe('rnic-2023-72');
    expect(await statut.textContent()).toContain(
      `le fichier du ${dateFichier(fichier.date)} (${nombreDeLignes(fichier.lignes)}, ${tailleFichier(fichier.octets)})`,
    );
    const tableau = principal(page).getByTestId('fichiers-donnees');
    await tableau.waitFor();
    expect(await principal(page).getByTestId('aucun-fichier').count()).toBe(0);
    const ligne = tableau.locator('tbody tr').first();
    const cellules = (await ligne.locator('td').allTextContents()).map((t) => t.trim());
    expect(cellules[0]).toBe(`${dateFichier(fichier.date)}Le plus récent`);
    expect(cellules[1]).toBe(nombreFr(fichier.lignes));
    expect(cellules[2]).toBe(tailleFichier(fichier.octets));
    expect(cellules[3]).toBe(`${fichier.sha256.slice(0, 12)}…`);
    expect(cellules[4]).toBe('rnic-2023-72');
    // the full fingerprint is given in the integrity section
    expect(await principal(page).getByTestId('empreintes').textContent()).toContain(fichier.sha256);
    await verifierPage(page, 'données brutes après l’export');

    // the download link: its name says the day and the size; the browser follows the redirect and saves the CSV
    const lien = ligne.getByRole('link', {
      name: `Télécharger le fichier du ${dateFichier(fichier.date)} CSV – ${tailleFichier(fichier.octets)}`,
    });
    const href = await lien.getAttribute('href');
    expect(href).toBe(`/api/public/donneesBrute/telecharger?fichier=${fichier.nom}`);
    const [telechargement] = await Promise.all([page.waitForEvent('download'), lien.click()]);
    expect(telechargement.suggestedFilename()).toBe(fichier.nom);
    const chemin = await telechargement.path();
    const contenu = readFileSync(chemin, 'utf8');
    expect(entete(contenu)).toEqual([...COLONNES_RNIC]);
    const lignesCsv = contenu
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lignesCsv).toHaveLength(fichier.lignes + 1);
    expect(fichier.lignes).toBeGreaterThanOrEqual(1);
    expect(lignesCsv.some((l) => l.includes(`"${copro.numero}"`))).toBe(true);

    // the same link followed outside the browser: a redirect, then the CSV named by its content-disposition
    const redirection = await fetch(`${env.url}${href}`, { redirect: 'manual' });
    expect(redirection.status).toBe(302);
    const reponse = await fetch(`${env.url}${href}`);
    expect(reponse.status).toBe(200);
    const disposition = reponse.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/rnic-donnees-\d{8}\.csv/);
    expect(disposition).toContain(fichier.nom);
    expect(entete(await reponse.text())).toEqual([...COLONNES_RNIC]);
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it("un export qui échoue : l'alerte d'erreur, le bouton de nouveau disponible", async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env);
    // the workflow's failure simulated on the answers (the real export is the test above)
    await page.route('**/api/donneesBrute/export', (r) =>
      r.fulfill({ json: { execution: 'export-en-echec', message: "L'export des données brutes est démarré." } }),
    );
    let lectures = 0;
    await page.route('**/api/donneesBrute/export/export-en-echec', (r) =>
      r.fulfill({ json: { statut: ++lectures < 2 ? 'EN_COURS' : 'ECHEC', fichier: null } }),
    );
    await ouvrirConnecte(page, env, env.loginDe('TENEUR_ADMIN_SCOND'), INSTITUTIONNELLE);
    const bouton = principal(page).getByRole('button', { name: "Lancer l'export maintenant" });
    await bouton.click();
    const statut = principal(page).getByTestId('statut-export');
    await expect.poll(() => statut.textContent()).toContain("L'export des données brutes est démarré.");
    expect(await bouton.isDisabled()).toBe(true);
    const echec = principal(page).getByTestId('echec-export');
    await echec.waitFor({ timeout: 15_000 });
    expect(await echec.getAttribute('role')).toBe('alert');
    expect(await echec.textContent()).toContain("L'export a échoué");
    expect((await statut.textContent())?.trim()).toBe('');
    expect(await bouton.isEnabled()).toBe(true);
    await verifierPage(page, "données brutes, échec de l'export");
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it('la page publique propose ensuite le fichier, avec le même lien de téléchargement', async () => {
    const [fichier] = await listeFichiers();
    expect(fichier).toBeDefined();
    const { page, contexte, erreursJs } = await nouvellePage(env);
    await page.goto(`${env.url}${PUBLIQUE}`);
    const tableau = principal(page).getByTestId('fichiers-donnees');
    await tableau.waitFor();
    expect(await principal(page).getByTestId('aucun-fichier').count()).toBe(0);
    // no export for the public
    expect(await principal(page).getByTestId('export-immediat').count()).toBe(0);
    const lien = tableau.getByRole('link', { name: new RegExp(`^Télécharger le fichier du ${dateFichier(fichier.date)}`) });
    expect(await lien.getAttribute('href')).toBe(`/api/public/donneesBrute/telecharger?fichier=${fichier.nom}`);
    await verifierPage(page, 'données ouvertes avec un fichier');
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });
});
