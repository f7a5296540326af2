/**
 * The newsletter archive in Chromium (spec 001 §2 `newsletter`, §7 "Newsletter and memo sheets"): a visitor reaches
 * the page from the newsletter block of the footer and reads the empty state; a keeper administrator publishes a
 * letter from the page's form (a JavaScript PDF refused first, in French, on the file field); a visitor on a phone
 * sees it in the list (title, date, « Télécharger » PDF and size) and downloads the PDF under its server-given
 * name. axe-core: zero violations at 1280 px and at 375 px.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Newsletter } from '@registre/shared/routes/newsletter.routes';
import { REFUS_PDF } from '@registre/functions/adapters/documents/analysePdf';
import { dateFichier, tailleFichier } from '../../web/src/pages/donnees-ouvertes/format.ts';
import { demarrer, nouvellePage, ouvrirConnecte, type Environnement } from './support.ts';
import { principal, verifierPage } from './outils.ts';

let env: Environnement;
beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const CHEMIN = '/newsletter';
const fixture = (nom: string) => new URL(`../fixtures/fichiers/${nom}`, import.meta.url).pathname;
const TITRE = 'Lettre de printemps : la mise à jour annuelle';

async function lettres(): Promise<Newsletter[]> {
  const r = await fetch(`${env.url}/api/public/newsletter/findAllNewsletterNames`);
  expect(r.status).toBe(200);
  return (await r.json()) as Newsletter[];
}

describe("lettres d'information", () => {
  it('un visiteur trouve la page depuis le pied de page : aucune lettre encore, pas de formulaire de publication', async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env);
    await page.goto(env.url);
    await page.getByRole('link', { name: 'Consulter les lettres déjà publiées' }).click();
    await page.waitForURL(`${env.url}${CHEMIN}`);
    await page.getByRole('heading', { level: 1, name: "Lettres d'information" }).waitFor();
    const vide = principal(page).getByTestId('aucune-lettre');
    await vide.waitFor();
    expect(await vide.textContent()).toContain("Aucune lettre d'information n'a encore été publiée");
    expect(await principal(page).getByTestId('publication-lettre').count()).toBe(0);
    await verifierPage(page, 'lettres d’information, aucune lettre');
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it('un administrateur du teneur publie une lettre depuis la page ; un PDF avec du JavaScript est refusé', async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env);
    await ouvrirConnecte(page, env, env.loginDe('TENEUR_ADMIN_PRINC'), CHEMIN);
    const formulaire = principal(page).getByTestId('publication-lettre');
    await formulaire.waitFor();
    await verifierPage(page, 'lettres d’information, formulaire de publication');

    // nothing typed: the shared schema's messages on the fields
    await formulaire.getByLabel(/^Date de publication/).fill('');
    await formulaire.getByRole('button', { name: 'Publier la lettre' }).click();
    await formulaire.getByText('Ce champ est obligatoire.').first().waitFor();
    await formulaire.getByText('Choisissez le fichier PDF de la lettre.').waitFor();
    await verifierPage(page, 'lettres d’information, champs manquants');

    await formulaire.getByLabel(/^Titre de la lettre/).fill(TITRE);
    await formulaire.getByLabel(/^Date de publication/).fill('20/03/2026');
    await formulaire.getByLabel(/^Fichier de la lettre/).setInputFiles(fixture('pdf-malveillants/openaction-javascript.pdf'));
    await formulaire.getByRole('button', { name: 'Publier la lettre' }).click();
    await formulaire.getByText(REFUS_PDF.javascript.message).waitFor();
    expect(await lettres()).toEqual([]);

    await formulaire.getByLabel(/^Fichier de la lettre/).setInputFiles(fixture('valide.pdf'));
    await formulaire.getByRole('button', { name: 'Publier la lettre' }).click();
    const liste = principal(page).getByTestId('lettres');
    await liste.waitFor();
    await liste.getByRole('heading', { level: 3, name: TITRE }).waitFor();
    expect(await formulaire.getByLabel(/^Titre de la lettre/).inputValue()).toBe('');
    const [lettre] = await lettres();
    expect(lettre.nom).toBe('lettre-2026-03-20-lettre-de-printemps-la-mise-a-jour-annuelle.pdf');
    await verifierPage(page, 'lettres d’information, lettre publiée');
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it('un visiteur sur téléphone voit la lettre (titre, date, PDF et taille) et la télécharge', async () => {
    const [lettre] = await lettres();
    const { page, contexte, erreursJs } = await nouvellePage(env, { largeur: 375 });
    await page.goto(`${env.url}${CHEMIN}`);
    const liste = principal(page).getByTestId('lettres');
    await liste.waitFor();
    const element = liste.locator('li').first();
    expect(await element.getByRole('heading', { level: 3 }).textContent()).toBe(TITRE);
    expect(await element.textContent()).toContain(`Publiée le ${dateFichier('2026-03-20')}`);
    expect(await principal(page).getByTestId('publication-lettre').count()).toBe(0);
    await verifierPage(page, 'lettres d’information, 375 px');

    const lien = element.getByRole('link', { name: `Télécharger la lettre « ${TITRE} »` });
    expect(await lien.textContent()).toContain(`PDF – ${tailleFichier(lettre.taille)}`);
    expect(await lien.getAttribute('href')).toBe(`/api/public/newsletter/telechargerNewsletter?fileName=${lettre.nom}`);
    const [telechargement] = await Promise.all([page.waitForEvent('download'), lien.click()]);
    expect(telechargement.suggestedFilename()).toBe(lettre.nom);
    const contenu = readFileSync(await telechargement.path());
    expect(contenu.equals(readFileSync(fixture('valide.pdf')))).toBe(true);
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });
});
