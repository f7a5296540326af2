/**
 * Renewing a mandate (spec 000 §1, §4 "mandate renewal (declared, then validated or refused)", §5 "Mandate"): a
 * syndic registers a condominium (through the API: its mandate comes from the registration); the mandate is then
 * moved into the past and expired directly in the table, as the expiry workflow would have done (spec 000 §5: the
 * new mandate starts on or before today and after the previous one's end, so the renewed one must have ended;
 * the API refuses past end dates). Through the pages, the syndic finds it in /copropriete?filter=renouveler-mandat,
 * declares the new mandate (rules and error summary, the 12-month warning confirmed, the required PDF), a keeper
 * validates it in /validations, and the syndic sees the new mandate current. Every page visited is checked with
 * axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';
import { ajouterJours, ajouterMois, dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
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

const { jetonDe, coproprieteImmatriculee } = outilsApi(() => env);

/**
 * The condominium's mandate ended yesterday and was expired (what the daily expiry workflow writes: the mandate
 * EXPIRE out of the end-date index, the condominium IMMATRICULEE_RATTACHEMENT_EXPIRE), directly in the table of
 * the cloud this process started.
 */
async function expirerMandat(idCopropriete: number, debut: string, fin: string) {
  const db = (await import('@registre/functions/adapters/dynamodb/service')).db();
  const c = (await db.entities.copropriete.get({ idCopropriete }).go()).data!;
  expect(c).toMatchObject({ etat: 'IMMATRICULEE_RATTACHEE' });
  await db.entities.mandat
    .patch({ idCopropriete, idMandat: c.idMandatCourant! })
    .set({ dateDebut: debut, dateFin: fin, statut: 'EXPIRE' })
    .remove(['finCourant', 'moisFinCourant'])
    .go();
  await db.entities.copropriete
    .patch({ idCopropriete })
    .set({ etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE', dateFinMandat: fin })
    .go();
}

describe('renouvellement du mandat', () => {
  it('mandat expiré : liste « à renouveler », nouveau mandat avec justificatif, validation par le teneur, mandat en cours', async () => {
    const aujourdhui = dateDuJourParis(new Date());
    const hier = ajouterJours(aujourdhui, -1);
    const copro = await coproprieteImmatriculee(await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC')));
    await expirerMandat(copro.idCopropriete, ajouterMois(hier, -12), hier);
    const affiche = formaterImmatriculation(copro.numero);

    // the syndic: the list of mandates to renew (the spec's `filter` parameter), the row's action
    const { page, erreursJs } = await nouvellePage(env);
    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_ADMIN_PRINC'), `/copropriete?filter=renouveler-mandat`);
    const main = principal(page);
    const ligne = ligneDe(page, affiche);
    await ligne.waitFor();
    expect(await main.getByLabel('Copropriétés affichées').inputValue()).toBe('renouveler-mandat');
    expect(await ligne.textContent()).toContain('Expiré');
    await verifierPage(page, 'mandats à renouveler');
    await ligne.getByRole('link', { name: 'Renouveler le mandat' }).click();

    // the renewal page: the condominium and the expired mandate
    await page.getByRole('heading', { level: 1, name: 'Renouveler le mandat' }).waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(copro.idCopropriete));
    await main.getByText(affiche).waitFor();
    await main.getByText(`Du ${dateIsoVersFr(ajouterMois(hier, -12))} au ${dateIsoVersFr(hier)}`).waitFor();
    await main.getByRole('heading', { name: 'Le nouveau mandat' }).waitFor();
    await verifierPage(page, 'renouvellement : formulaire');

    // nothing filled: the rules on the fields and in the error summary, the PDF required
    await main.getByRole('button', { name: 'Déclarer le renouvellement' }).click();
    const resume = main.locator('#resume-erreurs');
    await resume.getByText(/Le formulaire comporte \d+ erreurs/).waitFor();
    await resume.getByText('La date de début du mandat est obligatoire.').waitFor();
    await resume.getByText(/Joignez le justificatif du nouveau mandat/).waitFor();
    await main.getByText("Cochez la déclaration sur l'honneur").first().waitFor();
    await verifierPage(page, 'renouvellement : erreurs');
    // a link of the summary moves the focus to its field
    await resume.getByRole('link', { name: 'La date de début du mandat est obligatoire.' }).click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('dateDebutMandat');

    // a start on the expired mandate's last day is refused (the new one starts after it)
    const formulaire = main.locator('form', { has: page.getByRole('button', { name: 'Déclarer le renouvellement' }) });
    // prefilled from the renewed mandate
    expect(await formulaire.getByRole('radio', { name: 'Non' }).isChecked()).toBe(true);
    await main.getByLabel('Date de début du mandat').fill(dateIsoVersFr(hier));
    await main.getByLabel('Date de fin du mandat').fill(dateIsoVersFr(ajouterMois(aujourdhui, 6)));
    await main.getByRole('button', { name: 'Déclarer le renouvellement' }).click();
    await main
      .getByText(`Le nouveau mandat doit commencer après la fin du mandat précédent (${dateIsoVersFr(hier)}).`)
      .first()
      .waitFor();

    await main.getByLabel('Date de début du mandat').fill(dateIsoVersFr(aujourdhui));
    await main.getByLabel('Type de justificatif').selectOption('PV_AG');
    await main.getByLabel(/Fichier du justificatif/).setInputFiles(`${FICHIERS}valide.pdf`);
    await main.getByText('Justificatif vérifié : valide.pdf').waitFor();
    await main.getByText("Je déclare sur l'honneur").click();
    await main.getByRole('button', { name: 'Déclarer le renouvellement' }).click();
    // a mandate of 6 months: confirmed first
    await main.getByText('ne dure pas 12 mois').waitFor();
    await verifierPage(page, 'renouvellement : mandat à confirmer');
    await main.getByText('Je confirme').click();
    await main.getByRole('button', { name: 'Déclarer le renouvellement' }).click();

    // declared: the server's message and the way back
    const succes = main.getByRole('heading', { name: 'Renouvellement déclaré' });
    await succes.waitFor();
    await main.getByRole('link', { name: 'Retour à la liste de mes copropriétés' }).waitFor();
    await verifierPage(page, 'renouvellement déclaré');

    // the page now says a renewal is pending, and the list no longer offers it
    await page.reload();
    await main.getByRole('heading', { name: 'Un renouvellement est déjà en cours' }).waitFor();
    await main.getByText(/« Demande effectuée »/).waitFor();
    await verifierPage(page, 'renouvellement en cours');

    // the keeper validates it through /validations
    const t = await nouvellePage(env);
    await ouvrirConnecte(t.page, env, env.loginDe('TENEUR_ADMIN_PRINC'), `/validations`);
    await t.page.getByRole('heading', { level: 1, name: 'Demandes à valider' }).waitFor();
    const demande = ligneDe(t.page, copro.nom);
    await demande.waitFor();
    await demande.getByRole('link', { name: /^Ouvrir/ }).click();
    await t.page.getByRole('heading', { level: 1, name: "Traitement d'une demande" }).waitFor();
    await principal(t.page).getByRole('button', { name: 'Valider la demande' }).waitFor();
    await verifierPage(t.page, 'renouvellement à valider');
    await principal(t.page).getByRole('button', { name: 'Valider la demande' }).click();
    await t.page.getByRole('heading', { level: 1, name: 'Demandes à valider' }).waitFor();
    await t.page.locator('#messages').getByText('La demande a été validée.').waitFor();

    // the syndic: the condominium attached again, the new mandate current until its end
    const fin = dateIsoVersFr(ajouterMois(aujourdhui, 6));
    await page.goto(`${env.url}/copropriete?filtre=seeAllCopro&recherche=${copro.numero}`);
    const rattachee = ligneDe(page, affiche);
    await rattachee.waitFor();
    // the list is a read model the stream projector keeps: reloaded until it shows the keeper's decision
    await expect
      .poll(
        async () => {
          if (!((await rattachee.textContent()) ?? '').includes('Immatriculée et rattachée')) await page.reload();
          await rattachee.waitFor();
          return rattachee.textContent();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toContain('Immatriculée et rattachée');
    expect(await rattachee.textContent()).toContain(fin);
    await verifierPage(page, 'copropriété rattachée de nouveau');
    await page.goto(`${env.url}/renouveler-mandat?id=${copro.idCopropriete}`);
    await main.getByText(`Du ${dateIsoVersFr(aujourdhui)} au ${fin}`).waitFor();
    await main.locator('dd', { hasText: /^En cours$/ }).waitFor();
    await verifierPage(page, 'mandat renouvelé en cours');

    expect([...erreursJs, ...t.erreursJs]).toEqual([]);
  }, 300_000);
});
