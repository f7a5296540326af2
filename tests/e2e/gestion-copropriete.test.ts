/**
 * The keeper's condominium management page (issue 5, spec 000 §6 "Keeper profiles", §2 "removal of … an
 * attachment (each asks for a reason)", "modification of mandate dates"): a syndic registers a condominium
 * (through the API), a keeper opens `/gestion-copropriete` from the menu, finds it by its number, corrects its
 * mandate's start date (a refused date shows the server's message in the modal), then withdraws the attachment
 * with a reason (required) and a confirmation; the syndic is told by mail. Every page and modal visited is checked
 * with axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ajouterJours, ajouterMois, dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { dateIsoVersFr, formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { MESSAGE_RAISON } from '@registre/shared/schemas/suppressions';
import {
  attendreCourriel,
  attendreFermetureModale,
  attendreModale,
  demarrer,
  nouvellePage,
  ouvrirConnecte,
  verifierAccessibilite,
  type Environnement,
} from './support.ts';
import { principal, verifierPage, outilsApi } from './outils.ts';

let env: Environnement;

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const { jetonDe, coproprieteImmatriculee } = outilsApi(() => env);

describe('gestion d’une copropriété par le teneur', () => {
  it('recherche par numéro, date de début corrigée, rattachement retiré avec une raison', async () => {
    const copro = await coproprieteImmatriculee(await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC')));
    const affiche = formaterImmatriculation(copro.numero);
    const aujourdhui = dateDuJourParis(new Date());

    const { page, erreursJs } = await nouvellePage(env);
    await ouvrirConnecte(page, env, env.loginDe('TENEUR_ADMIN_PRINC'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    const menu = page.locator('#en-tete-main-navigation');
    await menu.getByRole('button', { name: 'Administration' }).click();
    await menu.getByRole('link', { name: 'Gérer une copropriété' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gérer une copropriété' }).waitFor();
    const main = principal(page);
    await verifierPage(page, 'gestion : recherche');

    // an unknown number
    await main.getByLabel("Numéro d'immatriculation").fill('ZZ9999999');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await main.getByText('Aucune copropriété immatriculée ne porte le numéro ZZ9999999.').waitFor();

    // the condominium, by its number with dashes (kept in the address)
    await main.getByLabel("Numéro d'immatriculation").fill(affiche);
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await main.getByRole('heading', { level: 2, name: copro.nom }).waitFor();
    expect(new URL(page.url()).searchParams.get('numero')).toBe(affiche);
    await expect.poll(() => main.getByTestId('etat-copropriete').textContent()).toBe('Immatriculée et rattachée');
    await main.getByTestId('mandat-courant').getByText(`du ${copro.debut} au ${copro.fin}`).waitFor();
    await main.getByText('Aucun mandat terminé ou refusé.').waitFor();
    await verifierPage(page, 'gestion : copropriété trouvée');

    // the start date: a date in the future is refused by the server, shown in the modal
    await main.getByRole('button', { name: 'Modifier la date de début' }).click();
    const modaleDate = page.locator('#modale-date-mandat');
    await attendreModale(modaleDate);
    const champDate = modaleDate.getByLabel('Nouvelle date de début');
    expect(await champDate.inputValue()).toBe(copro.debut);
    await champDate.fill('31/02/2026');
    await modaleDate.getByRole('button', { name: 'Enregistrer' }).click();
    await modaleDate.getByText('Saisissez une date valide au format JJ/MM/AAAA.').waitFor();
    await champDate.fill(dateIsoVersFr(ajouterJours(aujourdhui, 1)));
    await modaleDate.getByRole('button', { name: 'Enregistrer' }).click();
    await modaleDate.getByText('La date de début du mandat en cours ne peut pas être dans le futur.').waitFor();
    await verifierAccessibilite(page, 'gestion : modale de date, refus du serveur');
    const nouveauDebut = dateIsoVersFr(ajouterMois(aujourdhui.slice(0, 8) + '01', -1));
    await champDate.fill(nouveauDebut);
    await modaleDate.getByRole('button', { name: 'Enregistrer' }).click();
    await main.getByText('La date de début du mandat a été modifiée.').waitFor();
    await attendreFermetureModale(modaleDate);
    await main.getByTestId('mandat-courant').getByText(`du ${nouveauDebut} au ${copro.fin}`).waitFor();
    await verifierPage(page, 'gestion : date modifiée');

    // withdrawing the attachment: the reason is required, then confirmed
    await main.getByRole('button', { name: 'Retirer le rattachement' }).click();
    const modale = page.locator('#modale-suppression-gestion');
    await attendreModale(modale);
    await modale.getByRole('button', { name: 'Poursuivre' }).click();
    await modale.getByText(MESSAGE_RAISON).waitFor();
    await verifierAccessibilite(page, 'gestion : modale de retrait, raison manquante');
    const raison = 'Le syndic a été révoqué par l’assemblée générale du mois dernier.';
    await modale.getByLabel('Raison (obligatoire)').fill(raison);
    await modale.getByRole('button', { name: 'Poursuivre' }).click();
    await modale.getByTestId('confirmation-suppression').getByText(raison).waitFor();
    await verifierAccessibilite(page, 'gestion : confirmation du retrait');
    const depuis = Date.now();
    await modale.getByRole('button', { name: 'Confirmer le retrait' }).click();
    await main.getByText('Le rattachement a été retiré.').waitFor();
    await attendreFermetureModale(modale);
    await expect.poll(() => main.getByTestId('etat-copropriete').textContent()).toBe('Immatriculée, à rattacher');
    await main.getByTestId('aucun-mandat').waitFor();
    expect(await main.getByTestId('mandat-courant').count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Retirer le rattachement' }).count()).toBe(0);
    // the withdrawn mandate now ends today, among the ended ones
    const ligne = main.locator('.fr-table tbody tr').filter({ hasText: `du ${nouveauDebut} au ${dateIsoVersFr(aujourdhui)}` });
    await ligne.getByText('Archivé').waitFor();
    await verifierPage(page, 'gestion : rattachement retiré');

    const mail = await attendreCourriel(
      env,
      'contact.1001@demo.registre.local',
      'rattachement de votre copropriété a été retiré',
      depuis,
    );
    expect(mail.texte).toContain(raison);
    expect(mail.texte).toContain(copro.nom);
    expect(erreursJs).toEqual([]);
  });
});
