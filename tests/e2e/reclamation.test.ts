/**
 * The contact form and the keepers' inbox in Chromium (spec 001 §2 `aide/formulaire`, §7 "Complaint form"): a
 * visitor comes from the help page, chooses who they are, the object and the type (the fields the type requires
 * are marked), types the number of a registered condominium and reads its name under the field, is told in French
 * of a missing attachment, of a renamed non-PDF, then sends the complaint with a PDF and reads its reference (the
 * acknowledgement mail carries it); a keeper opens the inbox from the menu, opens the complaint, assigns it to
 * themself, answers (the requester receives the answer) and closes it; the journal page shows the lines. axe-core:
 * zero violations at each step, and the form at 375 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES_RECLAMATION } from '@registre/shared/routes/reclamation.routes';
import { attendreCourriel, demarrer, nouvellePage, ouvrirConnecte, type Environnement } from './support.ts';
import { outilsApi, principal, verifierPage } from './outils.ts';

let env: Environnement;
beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const { jetonDe, coproprieteImmatriculee } = outilsApi(() => env);
const fixture = (nom: string) => new URL(`../fixtures/fichiers/${nom}`, import.meta.url).pathname;
const EMAIL = 'camille.martin@exemple.fr';
const MESSAGE =
  'Notre cabinet a été désigné syndic par l’assemblée générale du 12 mars 2026, mais la copropriété reste rattachée à notre prédécesseur.';
const REPONSE = 'Bonjour, le procès-verbal joint a été vérifié : votre cabinet est désormais rattaché à la copropriété.';

let reference = '';

describe('formulaire de contact et boîte de réception des teneurs', () => {
  it('un visiteur envoie une demande avec un PDF depuis la page d’aide et reçoit sa référence', async () => {
    const copro = await coproprieteImmatriculee(await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC')));
    const { page, contexte, erreursJs } = await nouvellePage(env);
    await page.goto(`${env.url}/aide`);
    await principal(page).getByRole('link', { name: 'formulaire de contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Nous contacter' }).waitFor();
    const form = principal(page).getByTestId('formulaire-reclamation');
    await verifierPage(page, 'formulaire de contact, vide');

    // nothing chosen: the shared schema's messages
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await form.getByText(MESSAGES_RECLAMATION.typeDemandeur).waitFor();
    await verifierPage(page, 'formulaire de contact, champs manquants');

    // chained selects; the type says which fields it requires
    await form.getByLabel(/^Vous êtes \(obligatoire\)/).selectOption({ label: 'Syndic professionnel' });
    await form.getByLabel(/^Objet de votre demande/).selectOption({ label: 'Rattachement, mandat et changement de syndic' });
    await form.getByLabel(/^Type de demande/).selectOption({ label: 'Copropriété rattachée à un autre syndic' });
    await form
      .getByTestId('champs-exiges')
      .getByText(/le numéro d'immatriculation, une pièce jointe sont obligatoires/)
      .waitFor();
    await form.getByLabel(/^Numéro d'immatriculation \(obligatoire\)/).waitFor();
    await form.getByLabel(/^Pièce jointe \(obligatoire\)/).waitFor();

    // the condominium named under its number
    const tirets = `${copro.numero.slice(0, 3)}-${copro.numero.slice(3, 6)}-${copro.numero.slice(6)}`;
    await form.getByLabel(/^Numéro d'immatriculation \(obligatoire\)/).fill(tirets);
    await form.getByTestId('copro-trouvee').getByText(`Copropriété trouvée : ${copro.nom}`).waitFor();

    await form.getByLabel(/^Nom et prénom \(obligatoire\)/).fill('Camille Martin');
    await form.getByLabel(/^Adresse électronique \(obligatoire\)/).fill(EMAIL);
    await form.getByLabel(/^Confirmation de l'adresse électronique/).fill(EMAIL);
    await form.getByLabel(/^Votre message \(obligatoire\)/).fill(MESSAGE);
    await form.getByLabel(/^Code de vérification/).fill('abc');
    // no attachment yet: refused on the file field
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await form.getByText(MESSAGES_RECLAMATION.pieceObligatoire).waitFor();
    // a photo renamed .pdf: the server's check of the content refuses it
    await form.getByLabel(/^Pièce jointe \(obligatoire\)/).setInputFiles({
      name: 'pv-ag.pdf',
      mimeType: 'application/pdf',
      buffer: (await import('node:fs')).readFileSync(fixture('photo.jpg')),
    });
    await form
      .getByText(/seuls les (documents )?PDF sont acceptés/)
      .first()
      .waitFor();
    await verifierPage(page, 'formulaire de contact, pièce refusée');

    await form.getByLabel(/^Pièce jointe \(obligatoire\)/).setInputFiles(fixture('valide.pdf'));
    await expect.poll(() => form.getByText(/seuls les (documents )?PDF sont acceptés/).count()).toBe(0);
    await form.getByLabel(/^Code de vérification/).fill('abc');
    await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const envoyee = principal(page).getByTestId('reclamation-envoyee');
    await envoyee.waitFor();
    reference = (await envoyee.getByTestId('reference-reclamation').textContent())!;
    expect(reference).toMatch(/^REC-\d{4}-\d{6}$/);
    await verifierPage(page, 'formulaire de contact, demande envoyée');
    const accuse = await attendreCourriel(env, EMAIL, reference);
    expect(accuse.texte).toContain('a bien été reçue');
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it('le formulaire à 375 px reste sans violation axe', async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env, { largeur: 375 });
    await page.goto(`${env.url}/reclamation`);
    await page.waitForURL(`${env.url}/aide/formulaire`);
    await principal(page).getByTestId('formulaire-reclamation').waitFor();
    await verifierPage(page, 'formulaire de contact, 375 px');
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it('un teneur lit la demande, se l’attribue, répond et la clôt ; le journal le montre', async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env);
    await ouvrirConnecte(page, env, env.loginDe('TENEUR_ADMIN_PRINC'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    const menu = page.locator('#en-tete-main-navigation');
    await menu.getByRole('button', { name: 'Administration' }).click();
    await menu.getByRole('link', { name: 'Demandes de contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Demandes de contact' }).waitFor();
    const main = principal(page);
    const ligne = main.locator('.fr-table tbody tr').filter({ hasText: reference });
    await ligne.waitFor();
    await ligne.getByText('Nouvelle').waitFor();
    await verifierPage(page, 'boîte de réception');

    await ligne.getByRole('button', { name: reference }).click();
    const detail = main.getByTestId('detail-reclamation');
    await detail.waitFor();
    await detail.getByTestId('message-reclamation').getByText(MESSAGE).waitFor();
    await detail.getByRole('button', { name: /Ouvrir la pièce jointe « valide\.pdf »/ }).waitFor();
    await verifierPage(page, 'demande ouverte');

    await detail.getByRole('button', { name: "Me l'attribuer" }).click();
    await detail.getByTestId('attribuee-a').getByText(env.loginDe('TENEUR_ADMIN_PRINC')).waitFor();
    await detail.getByLabel(/^Réponse envoyée par courriel/).fill(REPONSE);
    await detail.getByRole('button', { name: 'Envoyer la réponse' }).click();
    await detail.getByTestId('reponses').getByText(REPONSE).waitFor();
    const mail = await attendreCourriel(env, EMAIL, `réponse à votre demande ${reference}`);
    expect(mail.texte).toContain(REPONSE);
    await verifierPage(page, 'demande répondue');

    await detail.getByLabel('Motif de clôture (facultatif)').fill('Rattachement rétabli.');
    await detail.getByRole('button', { name: 'Clôturer la demande' }).click();
    await detail.getByText('Close').first().waitFor();
    await expect.poll(() => detail.getByRole('button', { name: 'Envoyer la réponse' }).count()).toBe(0);
    await verifierPage(page, 'demande close');

    // the journal: the category of the complaints, the lines of this one
    await page.goto(`${env.url}/evenement-journal`);
    await page.getByRole('heading', { level: 1, name: 'Journal des événements' }).waitFor();
    await main.getByLabel(/^Catégorie/).selectOption({ label: 'Demandes du formulaire de contact' });
    await main.getByRole('button', { name: 'Rechercher' }).click();
    const lignes = main.locator('.fr-table tbody tr').filter({ hasText: `Demande ${reference}` });
    await expect.poll(() => lignes.count()).toBe(4);
    await lignes.filter({ hasText: 'Réponse au demandeur par courriel' }).waitFor();
    await lignes.filter({ hasText: "Dépôt d'une demande par le formulaire de contact" }).waitFor();
    await verifierPage(page, 'journal des demandes');
    // the line links to the complaint in the inbox
    await lignes
      .first()
      .getByRole('link', { name: `Demande ${reference}` })
      .click();
    await main.getByTestId('detail-reclamation').getByText(MESSAGE).waitFor();
    expect(new URL(page.url()).search).toBe(`?reference=${reference}`);
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });
});
