/**
 * Dissolution (spec 000 §2 /copropriete/declarer-une-dissolution, §3 "Dissolution", §4): a syndic registers a
 * condominium (through the API); a notary finds it by its number, declares its dissolution with a PDF through the
 * page (the form's errors first); a keeper opens the request in /validations, sees the dissolution and validates
 * it; the condominium is DISSOUTE. Every page visited is checked with axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ajouterJours, dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { dateIsoVersFr, formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { demarrer, nouvellePage, ouvrirConnecte, type Environnement } from './support.ts';
import { ligneDe, principal, verifierPage, outilsApi } from './outils.ts';

let env: Environnement;
const FICHIERS = fileURLToPath(new URL('../fixtures/fichiers/', import.meta.url));

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const { api, jetonDe, coproprieteImmatriculee } = outilsApi(() => env);

describe('dissolution d’une copropriété', () => {
  it('un notaire la déclare avec un PDF, un teneur la valide : la copropriété est dissoute', async () => {
    const copro = await coproprieteImmatriculee(await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC')));
    const affiche = formaterImmatriculation(copro.numero);
    const aujourdhui = dateDuJourParis(new Date());

    // the notary: the page, the search by number
    const { page, erreursJs } = await nouvellePage(env);
    await ouvrirConnecte(page, env, env.loginDe('NOTAIRE_NOTAIRE'), `/copropriete/declarer-une-dissolution`);
    await page.getByRole('heading', { level: 1, name: 'Déclarer une dissolution' }).waitFor();
    const main = principal(page);
    await verifierPage(page, 'dissolution : recherche');

    const numero = main.getByLabel("Numéro d'immatriculation de la copropriété");
    await numero.fill('12');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await main.getByText(/Saisissez un numéro d'immatriculation valide/).waitFor();
    await numero.fill(affiche);
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await main.getByTestId('fiche-copropriete').getByText(copro.nom).waitFor();
    expect(await main.getByTestId('fiche-copropriete').textContent()).toContain(affiche);
    // [issue 15] the reference address "12 Rue … 75002 Paris" with its postal code and town written once
    expect((await main.getByTestId('fiche-copropriete').textContent())?.match(/75002 Paris/g)).toHaveLength(1);
    await main.getByRole('heading', { name: 'La dissolution' }).waitFor();
    await verifierPage(page, 'dissolution : formulaire');

    // every field is required: the error summary first
    await main.getByRole('button', { name: 'Déclarer la dissolution' }).click();
    await main.getByRole('heading', { name: /Le formulaire comporte \d+ erreurs/ }).waitFor();
    await main.getByText('Choisissez le motif de la dissolution.').first().waitFor();
    await verifierPage(page, 'dissolution : erreurs');

    await main.getByLabel('Motif de la dissolution').selectOption('DEMOLITION');
    await main.getByLabel('Fait générateur', { exact: true }).selectOption('ARRETE_DEMOLITION');
    await main.getByRole('textbox', { name: /^Date du fait générateur/ }).fill(dateIsoVersFr(ajouterJours(aujourdhui, -10)));
    await main.getByLabel('Type de justificatif').selectOption('ARRETE');
    expect(await main.getByRole('textbox', { name: /^Date de la demande/ }).inputValue()).toBe(dateIsoVersFr(aujourdhui));
    const fichier = main.getByLabel(/Justificatif de la dissolution/);
    await fichier.setInputFiles(`${FICHIERS}photo.jpg`);
    await main.locator('#justificatif-erreur').getByText('Le justificatif doit être un fichier PDF.').waitFor();
    await fichier.setInputFiles(`${FICHIERS}valide.pdf`);
    await main.getByText('Justificatif vérifié : valide.pdf').waitFor();
    await main.getByRole('button', { name: 'Déclarer la dissolution' }).click();
    await main.getByRole('heading', { name: 'Déclaration de dissolution transmise' }).waitFor();
    await main.getByText(/est transmise au teneur du registre, qui y répondra sous un jour ouvré/).waitFor();
    await verifierPage(page, 'dissolution : transmise');

    // the keeper validates it through /validations
    const t = await nouvellePage(env);
    await ouvrirConnecte(t.page, env, env.loginDe('TENEUR_ADMIN_PRINC'), `/validations`);
    await t.page.getByRole('heading', { level: 1, name: 'Demandes à valider' }).waitFor();
    const ligne = ligneDe(t.page, copro.nom);
    await ligne.waitFor();
    expect(await ligne.textContent()).toContain('Dissolution');
    await verifierPage(t.page, 'file avec la dissolution');
    await ligne.getByRole('link', { name: /^Ouvrir/ }).click();
    await t.page.getByRole('heading', { level: 1, name: "Traitement d'une demande" }).waitFor();
    const tm = principal(t.page);
    const fiche = tm.getByTestId('fiche-dissolution');
    await fiche.waitFor();
    expect(await fiche.textContent()).toContain("Démolition de l'immeuble");
    expect(await fiche.textContent()).toContain('Arrêté de démolition');
    expect(await fiche.textContent()).toContain(dateIsoVersFr(ajouterJours(aujourdhui, -10)));
    await tm.getByRole('button', { name: /Ouvrir le justificatif « valide.pdf »/ }).waitFor();
    await tm.getByRole('button', { name: 'Valider la demande' }).waitFor();
    await verifierPage(t.page, 'demande de dissolution à valider');
    await tm.getByRole('button', { name: 'Valider la demande' }).click();
    await t.page.getByRole('heading', { level: 1, name: 'Demandes à valider' }).waitFor();
    await t.page.locator('#messages').getByText('La demande a été validée.').waitFor();
    await t.page
      .locator('#messages')
      .getByText(/est dissoute/)
      .waitFor();

    // the condominium is dissolved
    const infos = await api(
      'GET',
      `/api/coproprietes/infos/dissolution/${copro.numero}`,
      await jetonDe(env.loginDe('NOTAIRE_NOTAIRE')),
    );
    expect(infos.corps).toMatchObject({ etat: 'DISSOUTE', dissoluble: false });

    expect([...erreursJs, ...t.erreursJs]).toEqual([]);
  }, 240_000);
});
