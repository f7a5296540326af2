/**
 * Notaries and client certificates in Chromium (spec 001 §4 "Notary flow", §5 "Certificate", §8): the SPA opened on
 * the notaries' mutual-TLS entrance with a client certificate (Playwright hands it to Chromium), the
 * `reload_identity` flow — the certificate's information, then the firm: a collaborator reads "Erreur", a notary
 * registers the firm and then edits it —, the `ntr` flow from the ordinary entrance, and the certificates of
 * "Mon compte" (upload of a PEM generated here, list, deletion after the confirmation modal, server refusals).
 * Every page visited is checked with axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { attendreModale, attendrePage, ongletPartage, ouvrirConnecte, verifierAccessibilite } from './support.ts';
import {
  certificat,
  certificatNotaire,
  demarrerAvecEntreeNotaires,
  pageAvecCertificat,
  type EnvironnementNotaires,
} from './entree-notaires.ts';

let env: EnvironnementNotaires;

beforeAll(async () => {
  env = await demarrerAvecEntreeNotaires();
});
afterAll(async () => {
  await env?.arreter();
});

/**
 * One tab for the tests on the ordinary entrance (`ouvrirConnecte` replaces the tab's session): a fresh context cost
 * each a second of compiling the SPA and its stylesheet again. The notaries' entrance keeps a context per
 * certificate (the client certificate is the context's).
 */
const onglet = ongletPartage(() => env);

// fixture establishments of the local Sirene register
const SIRET_ETUDE = '62918374000014'; // Office notarial du Capitole, 69.10Z, active
const SIRET_FERME = '36192874000014'; // closed establishment
const NUM_ETUDE = '69123';

const principal = (page: Page) => page.locator('main');
const champ = (page: Page, nom: string) => principal(page).locator(`[data-champ="${nom}"]`).first();

async function cliquerMenu(page: Page, entree: string) {
  const menu = page.locator('#en-tete-main-navigation');
  const bouton = menu.getByRole('button', { name: 'Mon espace' });
  // the sub-menu may still be open after a redirection
  if ((await bouton.getAttribute('aria-expanded')) !== 'true') await bouton.click();
  await menu.getByRole('link', { name: entree }).click();
}
async function ouvrirParLeMenu(page: Page, entree: string) {
  await cliquerMenu(page, entree);
  await page.getByRole('heading', { level: 1, name: entree }).waitFor();
}

async function deposerPem(page: Page, nom: string, contenu: string) {
  await page
    .locator('#certificat-pem')
    .setInputFiles({ name: nom, mimeType: 'application/x-pem-file', buffer: Buffer.from(contenu) });
}

describe("entrée des notaires : certificat qu'aucun compte ne connaît (reload_identity)", () => {
  it("un collaborateur de notaire dont l'étude n'est pas enregistrée lit « Erreur »", async () => {
    const collaborateur = certificatNotaire(env, { nom: 'Lucie Moreau', numEtude: NUM_ETUDE, titre: 'Collaborateur' });
    const { page, contexte, erreursJs } = await pageAvecCertificat(env, collaborateur);
    // GET /api/account: 401 reload_identity -> the certificate's information -> the firm (id -1) -> registration
    await page.goto(`${env.entree}/`);
    await page.waitForURL(`${env.entree}/compte/inscription?numEtude=${NUM_ETUDE}`);
    await attendrePage(page);
    const alerte = principal(page).locator('.fr-alert--error');
    await alerte.getByRole('heading', { level: 2, name: 'Erreur' }).waitFor();
    expect(await alerte.textContent()).toContain(ERREURS.ETUDE_NON_ENREGISTREE.message);
    // no registration form for a collaborator, and what the certificate says
    expect(await principal(page).getByRole('button', { name: "Enregistrer l'étude" }).count()).toBe(0);
    expect(await champ(page, 'titulaire').textContent()).toBe('Lucie Moreau');
    expect(await champ(page, 'numEtude').textContent()).toBe(NUM_ETUDE);
    expect(await champ(page, 'qualite').textContent()).toBe('Collaborateur de notaire');
    expect(await champ(page, 'emetteur').textContent()).toContain('AC des tests du registre');
    // the certificate is the only way in on this entrance: no password sign-in offered
    expect(await page.locator('header').getByRole('link', { name: 'Se connecter' }).count()).toBe(0);
    await verifierAccessibilite(page, 'inscription notaire : collaborateur refusé');
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it("un notaire enregistre l'étude de son certificat, y entre, puis en modifie les coordonnées", async () => {
    const notaire = certificatNotaire(env, {
      nom: 'Paul Durand',
      numEtude: NUM_ETUDE,
      titre: 'Notaire',
      email: 'paul.durand@exemple.fr',
    });
    const { page, contexte, erreursJs } = await pageAvecCertificat(env, notaire);
    await page.goto(`${env.entree}/compte/moncompte`);
    await page.waitForURL(`${env.entree}/compte/inscription?numEtude=${NUM_ETUDE}`);
    const formulaire = principal(page).locator('form');
    await formulaire.getByRole('button', { name: "Enregistrer l'étude" }).waitFor();
    expect(await formulaire.getByLabel("Numéro de l'étude (CRPCEN)").inputValue()).toBe(NUM_ETUDE);
    // the email of the certificate is proposed
    expect(await formulaire.getByLabel(/^Adresse électronique/).inputValue()).toBe('paul.durand@exemple.fr');
    await verifierAccessibilite(page, 'inscription notaire : formulaire');

    // the shared schema's checks, then the server's (a closed establishment)
    await formulaire.getByRole('button', { name: "Enregistrer l'étude" }).click();
    await formulaire.getByText("Vous devez certifier sur l'honneur l'exactitude des informations.").waitFor();
    await formulaire.getByLabel("SIRET de l'office").fill(SIRET_FERME);
    await formulaire.getByLabel('Monsieur').check({ force: true });
    await formulaire.getByLabel('Nom', { exact: true }).fill('Durand');
    await formulaire.getByLabel('Prénom').fill('Paul');
    await formulaire.getByLabel('Téléphone (facultatif)').fill('+33478000000');
    await formulaire.getByText(/Je certifie sur l'honneur/).click();
    await formulaire.getByRole('button', { name: "Enregistrer l'étude" }).click();
    await formulaire.getByText(ERREURS.ETABLISSEMENT_FERME.message).waitFor();
    await verifierAccessibilite(page, 'inscription notaire : établissement fermé');

    await formulaire.getByLabel("SIRET de l'office").fill(SIRET_ETUDE);
    await formulaire.getByRole('button', { name: "Enregistrer l'étude" }).click();
    const succes = principal(page).locator('.fr-alert--success');
    await succes.getByRole('heading', { name: 'Votre étude est enregistrée' }).waitFor();
    expect(await succes.textContent()).toMatch(/OFFICE NOTARIAL DU CAPITOLE/i);
    await verifierAccessibilite(page, 'inscription notaire : étude enregistrée');

    // the certificate now opens the firm's administrator account: no password, no sign-out (spec 001 §2)
    await principal(page).getByRole('link', { name: 'Accéder au registre' }).click();
    await page.getByRole('heading', { level: 1, name: 'Bonjour Paul Durand' }).waitFor();
    await page.getByTestId('menu-utilisateur').first().getByText('Notaire — administrateur').waitFor();
    expect(await page.locator('header').getByRole('button', { name: 'Se déconnecter' }).count()).toBe(0);
    await verifierAccessibilite(page, 'accueil du notaire connecté par certificat');

    await ouvrirParLeMenu(page, 'Mon étude notariale');
    await champ(page, 'siret').waitFor();
    expect(await champ(page, 'siret').textContent()).toBe(SIRET_ETUDE);
    expect(await champ(page, 'numEtude').textContent()).toBe(NUM_ETUDE);
    expect(await champ(page, 'codeApe').textContent()).toBe('69.10Z');
    await verifierAccessibilite(page, 'mon étude notariale (notaire)');
    const coordonnees = principal(page).locator('form');
    await coordonnees.getByLabel('Raison sociale', { exact: true }).fill('Office notarial Durand, Lefèvre et associés');
    await coordonnees.getByLabel(/^Ligne 4/).fill('5 quai Saint-Antoine');
    await coordonnees.getByLabel(/^Ligne 6/).fill('69002 LYON');
    await coordonnees.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Les informations de votre étude ont été enregistrées.').waitFor();
    await principal(page).getByRole('heading', { level: 2, name: 'Office notarial Durand, Lefèvre et associés' }).waitFor();
    // "Mon compte" lists the certificate the firm was registered with
    await ouvrirParLeMenu(page, 'Mon compte');
    await principal(page).getByTestId('bloc-certificats').locator('tbody tr').filter({ hasText: 'Paul Durand' }).waitFor();
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it("un collaborateur de l'étude désormais enregistrée est orienté vers son administrateur", async () => {
    const collaborateur = certificatNotaire(env, { nom: 'Lucie Moreau', numEtude: NUM_ETUDE, titre: 'Collaborateur' });
    const { page, contexte } = await pageAvecCertificat(env, collaborateur);
    await page.goto(`${env.entree}/`);
    await page.waitForURL(`${env.entree}/compte/certificat`);
    await principal(page).getByRole('heading', { name: 'Votre étude est enregistrée dans le registre' }).waitFor();
    expect(await principal(page).locator('.fr-alert--info').textContent()).toContain(
      'Office notarial Durand, Lefèvre et associés',
    );
    await verifierAccessibilite(page, 'certificat présenté : étude enregistrée');
    await contexte.close();
  });

  it("sans certificat, l'entrée des notaires explique comment en présenter un", async () => {
    const { page, contexte } = await pageAvecCertificat(env, null);
    await page.goto(`${env.entree}/`);
    await page.waitForURL(`${env.entree}/compte/acces-notaires`);
    await principal(page).getByRole('heading', { name: "Aucun certificat n'a été présenté" }).waitFor();
    await verifierAccessibilite(page, 'entrée des notaires sans certificat');
    await contexte.close();
  });
});

describe('notaire connecté par mot de passe (ntr) et certificats de « Mon compte »', () => {
  it("l'étude n'est servie qu'au certificat : pas dans le menu, explication, puis l'entrée des notaires avec le certificat enregistré", async () => {
    const { page, erreursJs } = await onglet();
    await ouvrirConnecte(page, env, env.loginDe('NOTAIRE_NOTAIRE'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();

    // [issue 27] GET /api/public/etudenotariale answers the certificate only: a password session is not offered it…
    const menu = page.locator('#en-tete-main-navigation');
    await menu.getByRole('button', { name: 'Mon espace' }).click();
    await menu.getByRole('link', { name: 'Mon compte' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Mon étude notariale', includeHidden: true }).count()).toBe(0);
    // …and its address explains where the firm is opened
    await page.goto(`${env.url}/compte/monetude`);
    await page.waitForURL(`${env.url}/compte/acces-notaires`);
    await page.getByRole('heading', { level: 1, name: 'Accès des notaires par certificat' }).waitFor();
    const lien = principal(page).getByRole('link', { name: "Continuer vers l'accès des notaires" });
    expect(await lien.getAttribute('href')).toBe(`${env.urlNotaires}/compte/monetude`);
    expect(await lien.getAttribute('target')).toBe('_self');
    // the password session is kept on this entrance
    await page.getByTestId('menu-utilisateur').first().waitFor();
    await verifierAccessibilite(page, 'accès des notaires (ntr)');

    // the notary registers a certificate of their office in "Mon compte"…
    const pem = certificatNotaire(env, { nom: 'Sacha Démo', numEtude: '75001', titre: 'Notaire' });
    await ouvrirParLeMenu(page, 'Mon compte');
    await deposerPem(page, 'sacha-demo.pem', pem.cert);
    await principal(page).getByText('sacha-demo.pem : certificat prêt à être enregistré.').waitFor();
    await principal(page).getByRole('button', { name: 'Ajouter le certificat' }).click();
    await principal(page).getByTestId('bloc-certificats').locator('tbody tr').filter({ hasText: 'Sacha Démo' }).waitFor();
    // [issue 15] a notary signed in with a password signs out like anyone: only a certificate session has no sign-out
    await page.locator('header').getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByText('Vous êtes déconnecté(e).').waitFor();
    await page.locator('header').getByRole('link', { name: 'Se connecter' }).waitFor();
    expect(erreursJs).toEqual([]);

    // …and the notaries' entrance opens the firm with it
    const entree = await pageAvecCertificat(env, pem);
    await entree.page.goto(`${env.entree}/compte/monetude`);
    await entree.page.getByRole('heading', { level: 1, name: 'Mon étude notariale' }).waitFor();
    await champ(entree.page, 'siret').waitFor();
    expect(await champ(entree.page, 'siret').textContent()).toBe('83456789000019');
    expect(await champ(entree.page, 'numEtude').textContent()).toBe('75001');
    await verifierAccessibilite(entree.page, 'mon étude notariale (entrée des notaires)');
    // the certificate is the session there: nothing to sign out of
    await entree.page.getByTestId('menu-utilisateur').first().waitFor();
    expect(await entree.page.locator('header').getByRole('button', { name: 'Se déconnecter' }).count()).toBe(0);
    expect(entree.erreursJs).toEqual([]);
    await entree.contexte.close();
  });

  it('un syndic professionnel ajoute un certificat .pem (contrôles, refus du serveur), le voit, le supprime après confirmation', async () => {
    const { page, erreursJs } = await onglet();
    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_ADMIN_PRINC'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    await ouvrirParLeMenu(page, 'Mon compte');
    const bloc = principal(page).getByTestId('bloc-certificats');
    await bloc.getByText("Aucun certificat n'est enregistré sur votre compte.").waitFor();
    await verifierAccessibilite(page, 'mon compte : certificats (vide)');

    const sansSiren = certificat(env, [
      ['C', 'FR'],
      ['O', 'Cabinet Demeure Gestion'],
      ['CN', 'Alix Démo'],
    ]);
    // read and checked in the browser: a private key never leaves it
    await deposerPem(page, 'avec-cle.pem', sansSiren.cert + sansSiren.cle);
    await bloc.getByText('Le fichier ne doit contenir que la clé publique (aucune clé privée).').waitFor();
    await deposerPem(page, 'certificat.txt', sansSiren.cert);
    await bloc.getByText('Le fichier doit porter l’extension .pem.').waitFor();
    // the server's refusal: a professional syndic's certificate must carry the company SIREN
    await deposerPem(page, 'sans-siren.pem', sansSiren.cert);
    await bloc.getByRole('button', { name: 'Ajouter le certificat' }).click();
    await bloc.getByText(ERREURS.CERTIFICAT_SANS_SIREN.message).waitFor();
    await verifierAccessibilite(page, 'mon compte : certificat refusé');

    const avecSiren = certificat(env, [
      ['C', 'FR'],
      ['O', 'Cabinet Demeure Gestion'],
      ['organizationIdentifier', 'NTRFR-812345678'],
      ['CN', 'Camille Démo (syndic)'],
    ]);
    await deposerPem(page, 'camille.pem', avecSiren.cert);
    await bloc.getByRole('button', { name: 'Ajouter le certificat' }).click();
    await page.getByText('Le certificat « Camille Démo (syndic) » est enregistré sur votre compte.').waitFor();
    const ligne = bloc.locator('tbody tr').filter({ hasText: 'Camille Démo (syndic)' });
    await ligne.waitFor();
    expect(await ligne.textContent()).toContain('AC des tests du registre');
    expect(await ligne.textContent()).toMatch(/du \d{2}\/\d{2}\/\d{4} au \d{2}\/\d{2}\/\d{4}/);
    await verifierAccessibilite(page, 'mon compte : certificat enregistré');

    // the same certificate twice: the server's 409 on the field
    await deposerPem(page, 'camille.pem', avecSiren.cert);
    await bloc.getByRole('button', { name: 'Ajouter le certificat' }).click();
    await bloc.getByText(ERREURS.CERTIFICAT_DEJA_ENREGISTRE.message).waitFor();

    // deletion: the confirmation modal, cancel first, then confirm
    await ligne.getByRole('button', { name: 'Supprimer le certificat Camille Démo (syndic)' }).click();
    const modale = page.locator('#modale-suppression-certificat');
    await attendreModale(modale);
    expect(await modale.getByTestId('message-suppression-certificat').textContent()).toBe(
      'Voulez-vous vraiment supprimer le certificat « Camille Démo (syndic) » ?',
    );
    await verifierAccessibilite(page, 'mon compte : confirmation de suppression du certificat');
    await modale.getByRole('button', { name: 'Annuler' }).click();
    await modale.waitFor({ state: 'hidden' });
    expect(await ligne.count()).toBe(1);
    await ligne.getByRole('button', { name: 'Supprimer le certificat Camille Démo (syndic)' }).click();
    await attendreModale(modale);
    await modale.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByText('Le certificat « Camille Démo (syndic) » a été supprimé.').waitFor();
    await bloc.getByText("Aucun certificat n'est enregistré sur votre compte.").waitFor();
    expect(erreursJs).toEqual([]);
  });
});
