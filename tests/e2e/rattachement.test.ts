/**
 * Attaching a condominium (spec 000 §2 /rattacher-une-copropriete, §4 "Attachment flow", §5 "Mandate"): a syndic
 * registers a condominium (through the API), another syndic attaches it through the pages — the checks on the
 * number, the mandate of other than 12 months confirmed, a refused file then a valid PDF — a keeper validates the
 * request through /validations, and the second syndic sees the condominium attached in his list. Every page
 * visited is checked with axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ajouterMois, dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { dateIsoVersFr, formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { demarrer, attendrePage, nouvellePage, ouvrirConnecte, type Environnement } from './support.ts';
import { ligneDe, principal, verifierPage, outilsApi } from './outils.ts';

let env: Environnement;
const FICHIERS = fileURLToPath(new URL('../fixtures/fichiers/', import.meta.url));

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const { jetonDe, coproprieteImmatriculee } = outilsApi(() => env);

describe('rattachement d’une copropriété', () => {
  it('contrôles du numéro, mandat confirmé, justificatif PDF, validation par le teneur, copropriété rattachée', async () => {
    const copro = await coproprieteImmatriculee(await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC')));
    const affiche = formaterImmatriculation(copro.numero);

    // the second syndic: the page by the menu "Gérer mes copropriétés"
    const { page, erreursJs } = await nouvellePage(env);
    await ouvrirConnecte(page, env, env.loginDe('TELE_NONPRO_ADMIN_PRINC'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    const menu = page.locator('#en-tete-main-navigation');
    await menu.getByRole('button', { name: 'Gérer mes copropriétés' }).click();
    await menu.getByRole('link', { name: 'Rattacher une copropriété' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rattacher une copropriété' }).waitFor();
    const main = principal(page);
    await main.getByRole('heading', { name: 'Mes rattachements' }).waitFor();
    await verifierPage(page, 'liste des rattachements');

    // an unknown number stops at the first check, with its message on the field
    const numero = main.getByLabel("Numéro d'immatriculation");
    await numero.fill('ZZ9-999-999');
    await main.getByRole('button', { name: 'Rattacher' }).click();
    await main.getByText(ERREURS.IMMAT_NOT_EXISTANT.message).waitFor();
    await verifierPage(page, 'numéro inconnu');

    // the condominium's number (with its dashes): the edit page
    await numero.fill(affiche);
    await main.getByRole('button', { name: 'Rattacher' }).click();
    await page.getByRole('heading', { level: 1, name: 'Demande de rattachement' }).waitFor();
    expect(new URL(page.url()).searchParams.get('numero')).toBe(copro.numero);
    await main.getByText(affiche).waitFor();
    await verifierPage(page, 'demande de rattachement');

    // the rules of the mandate and the sworn statement are required
    await main.getByRole('button', { name: 'Envoyer la demande' }).click();
    await main.getByText('La date de début du mandat est obligatoire.').waitFor();
    await main.getByText("Cochez la déclaration sur l'honneur").waitFor();

    const aujourdhui = dateDuJourParis(new Date());
    await main.getByText('Non', { exact: true }).click();
    await main.getByLabel('Date de début du mandat').fill(dateIsoVersFr(aujourdhui));
    await main.getByLabel('Date de fin du mandat').fill(dateIsoVersFr(ajouterMois(aujourdhui, 6)));
    await main.getByLabel('Type de justificatif').selectOption('CONTRAT_SYNDIC');

    // a file that is not a PDF is refused before upload; a ".pdf" that is not one is refused by the server
    const fichier = main.getByLabel(/Fichier du justificatif/);
    await fichier.setInputFiles(`${FICHIERS}photo.jpg`);
    await main.getByText('Le justificatif doit être un fichier PDF.').waitFor();
    await fichier.setInputFiles(`${FICHIERS}image-png.pdf`);
    await main.locator('#justificatif-erreur').waitFor();
    await fichier.setInputFiles(`${FICHIERS}valide.pdf`);
    await main.getByText('Justificatif vérifié : valide.pdf').waitFor();

    await main.getByText("Je déclare sur l'honneur").click();
    await main.getByRole('button', { name: 'Envoyer la demande' }).click();
    // a mandate of 6 months: confirmed first
    await main.getByText('ne dure pas 12 mois').waitFor();
    await verifierPage(page, 'mandat à confirmer');
    await main.getByText('Je confirme').click();
    await main.getByRole('button', { name: 'Envoyer la demande' }).click();

    // back on the list with the notice
    await page.getByRole('heading', { level: 1, name: 'Rattacher une copropriété' }).waitFor();
    await page
      .locator('#messages')
      .getByText(/Votre demande de rattachement de la copropriété .* est transmise au teneur du registre/)
      .waitFor();

    // the keeper validates it through /validations
    const t = await nouvellePage(env);
    await ouvrirConnecte(t.page, env, env.loginDe('TENEUR_ADMIN_PRINC'), `/validations`);
    await t.page.getByRole('heading', { level: 1, name: 'Demandes à valider' }).waitFor();
    const ligne = ligneDe(t.page, copro.nom);
    await ligne.waitFor();
    await verifierPage(t.page, 'file avec le rattachement');
    await ligne.getByRole('link', { name: /^Ouvrir/ }).click();
    await t.page.getByRole('heading', { level: 1, name: "Traitement d'une demande" }).waitFor();
    await principal(t.page).getByRole('button', { name: 'Valider la demande' }).waitFor();
    await verifierPage(t.page, 'demande de rattachement à valider');
    await principal(t.page).getByRole('button', { name: 'Valider la demande' }).click();
    await t.page.getByRole('heading', { level: 1, name: 'Demandes à valider' }).waitFor();
    await t.page.locator('#messages').getByText('La demande a été validée.').waitFor();

    // the syndic sees it attached
    await page.goto(`${env.url}/rattacher-une-copropriete`);
    await attendrePage(page);
    await page.getByRole('heading', { level: 1, name: 'Rattacher une copropriété' }).waitFor();
    const rattachee = ligneDe(page, affiche);
    await rattachee.waitFor();
    expect(await rattachee.textContent()).toContain('En cours');
    expect(await rattachee.textContent()).toContain('valide.pdf');
    await verifierPage(page, 'copropriété rattachée');

    expect([...erreursJs, ...t.erreursJs]).toEqual([]);
  }, 240_000);
});
