/**
 * [issue 11] Keeping a condominium up to date in the browser (spec 000 §2–§5):
 * - a syndic registers a condominium (through the API: the exercise of the year before last, approved), finds it
 *   in « Mes copropriétés » and opens its record from its row; the record shows the exercise, the annual update
 *   due, the history; « Mise à jour annuelle » goes through the registration's stepper (identification,
 *   procedures, the new exercise — its start prefilled by the server —, technical data, summary), records it, and
 *   the record then shows the exercise locked (« Verrouillé ») and the annual update in its history;
 * - a second condominium whose annual update declared accounts not approved (through the API): « Compléter
 *   l'exercice non approuvé » from its record, the general assembly's date required, then recorded and locked.
 * axe-core reports no violation on the record, on each step of the update and on the completion page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { dateIsoVersFr, formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { demarrer, nouvellePage, ouvrirConnecte, type Environnement } from './support.ts';
import { ligneDe, outilsApi, principal, verifierPage } from './outils.ts';
import { attendreEtape, champ, repondre, suivant } from './immatriculation-parcours.ts';

let env: Environnement;

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const { api, jetonDe, coproprieteImmatriculee } = outilsApi(() => env);

const an = new Date().getUTCFullYear();
/** today in Paris (dd/mm/yyyy): the general assembly of the new exercise, after its closing on 31/12 of last year */
const aujourdhui = () => dateIsoVersFr(dateDuJourParis(new Date()));

describe("mise à jour d'une copropriété", () => {
  it('le syndic ouvre la fiche depuis « Mes copropriétés », fait la mise à jour annuelle, l’exercice est verrouillé', async () => {
    const login = env.loginDe('TELE_PRO_ADMIN_PRINC');
    const copro = await coproprieteImmatriculee(await jetonDe(login));
    const affiche = formaterImmatriculation(copro.numero);

    const { page, erreursJs } = await nouvellePage(env);
    await ouvrirConnecte(page, env, login);
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    const main = principal(page);

    // « Mes copropriétés »: the row's name opens the record
    await page.goto(`${env.url}/copropriete?filtre=seeAllCopro&recherche=${copro.numero}`);
    const ligne = ligneDe(page, affiche);
    await ligne.waitFor();
    await ligne.getByRole('link', { name: copro.nom }).click();
    await page.getByRole('heading', { level: 1, name: 'Fiche de la copropriété' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/copropriete/fiche/${copro.idCopropriete}`);
    await main.getByTestId('designation-copropriete').getByText(copro.nom, { exact: false }).waitFor();
    // the registration's exercise (not locked), the annual update due, the history
    const exercices = main.locator('#fiche-exercices');
    await exercices.getByText(`31/12/${an - 2}`).waitFor();
    expect(await exercices.getByText('Verrouillé').count()).toBe(0);
    await main.getByTestId('statut-maj-annuelle').waitFor();
    await main
      .getByTestId('historique')
      .getByRole('button', { name: /Immatriculation/ })
      .waitFor();
    await verifierPage(page, 'fiche de la copropriété');

    // the history: the registration's accordion opens on what it declared, field by field
    await main
      .getByTestId('historique')
      .getByRole('button', { name: /Immatriculation/ })
      .click();
    const declare = main.getByTestId('historique').getByRole('table', { name: 'Données modifiées' });
    await declare.waitFor();
    expect(await declare.innerText()).toContain(copro.nom);

    // the annual update through the stepper
    await main.getByRole('link', { name: 'Mise à jour annuelle' }).click();
    await page.getByRole('heading', { level: 1, name: "Mise à jour d'une copropriété" }).waitFor();
    await attendreEtape(page, /Identification de la copropriété/);
    await main
      .getByTestId('type-mise-a-jour')
      .getByText(/^Mise à jour annuelle/)
      .waitFor();
    // no mandate step, no duplicates step: 5 steps
    expect(await page.locator('.fr-stepper__state').first().textContent()).toMatch(/Étape 1 sur 5/);
    expect(new URL(page.url()).searchParams.get('declaration')).toMatch(/^\d+$/);
    // the declaration in force fills the form
    expect(await champ(page, 'Nom de la copropriété').inputValue()).toBe(copro.nom);
    await verifierPage(page, 'mise à jour : identification');
    await suivant(page);

    await attendreEtape(page, /Procédures administratives et judiciaires/);
    await verifierPage(page, 'mise à jour : procédures');
    await suivant(page);

    // the new exercise: its start prefilled (the day after the last one's closing), the rest typed
    await attendreEtape(page, /Données financières/);
    await main.getByText(/Mise à jour annuelle : déclarez le dernier exercice comptable clos/).waitFor();
    expect(await champ(page, "Date de début de l'exercice").inputValue()).toBe(`01/01/${an - 1}`);
    await verifierPage(page, 'mise à jour : données financières');
    // nothing typed: the rules on the fields and in the summary
    await suivant(page);
    await main
      .locator('#resume-erreurs')
      .getByText(/Le formulaire comporte/)
      .waitFor();
    await verifierPage(page, 'mise à jour : données financières (erreurs)');
    await champ(page, 'Date de clôture des comptes').fill(`31/12/${an - 1}`);
    await repondre(page, 'Les comptes de cet exercice sont-ils encore à approuver', 'Non');
    await champ(page, "Date de l'assemblée générale ayant approuvé les comptes").fill(aujourdhui());
    await repondre(page, "S'agit-il du premier exercice comptable", 'Non');
    await champ(page, 'Charges pour opérations courantes').fill('52000');
    await champ(page, 'Charges pour travaux et opérations exceptionnelles').fill('0');
    await champ(page, 'Montant des dettes fournisseurs').fill('900');
    await champ(page, 'Montant du fonds de travaux').fill('9000');
    await champ(page, 'Montant des impayés des copropriétaires').fill('1500');
    await champ(page, 'Nombre de copropriétaires débiteurs de plus de 300 €').fill('1');
    await repondre(page, 'Le syndicat emploie-t-il du personnel', 'Non');
    await suivant(page);

    await attendreEtape(page, /Données techniques/);
    await verifierPage(page, 'mise à jour : données techniques');
    await suivant(page);

    await attendreEtape(page, /Récapitulatif/);
    await main
      .getByText(`31/12/${an - 1}`)
      .first()
      .waitFor();
    await verifierPage(page, 'mise à jour : récapitulatif');
    await main.getByRole('button', { name: 'Enregistrer la mise à jour' }).click();

    // recorded: the notice, back on the record, the exercise locked
    const avis = page.locator('#messages .fr-alert--success').first();
    await avis.waitFor({ timeout: 20_000 });
    expect(await avis.innerText()).toMatch(/Mise à jour annuelle enregistrée/);
    await page.getByRole('heading', { level: 1, name: 'Fiche de la copropriété' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/copropriete/fiche/${copro.idCopropriete}`);
    const verrou = main.getByTestId('exercice-verrouille');
    await verrou.first().waitFor();
    expect(await verrou.first().textContent()).toContain('Verrouillé');
    expect(await verrou.first().textContent()).toContain(
      'Exercice approuvé et enregistré par une mise à jour annuelle : il ne peut plus être modifié.',
    );
    const ligneExercice = main.locator('#fiche-exercices tbody tr').filter({ hasText: `31/12/${an - 1}` });
    expect(await ligneExercice.getByText('Verrouillé').count()).toBe(1);
    await main
      .getByTestId('historique')
      .getByRole('button', { name: /Mise à jour annuelle/ })
      .waitFor();
    await verifierPage(page, 'fiche après la mise à jour annuelle');

    // the history says what the update changed, field by field
    await main
      .getByTestId('historique')
      .getByRole('button', { name: /Mise à jour annuelle/ })
      .click();
    await main.getByRole('table', { name: 'Données modifiées' }).first().waitFor();
    expect(await main.getByRole('table', { name: 'Données modifiées' }).first().innerText()).toContain(`31/12/${an - 1}`);
    await verifierPage(page, 'fiche : historique ouvert');

    expect(erreursJs).toEqual([]);
  }, 300_000);

  it("le syndic complète l'exercice déclaré avec des comptes non approuvés", async () => {
    const login = env.loginDe('TELE_PRO_ADMIN_SECOND');
    const jeton = await jetonDe(login);
    const copro = await coproprieteImmatriculee(jeton);
    // the annual update with accounts not approved yet, through the API
    const d = await api('POST', `/api/coproprietes/declaration/${copro.idCopropriete}/ANNUELLE/true`, jeton);
    expect(d.status, JSON.stringify(d.corps)).toBe(200);
    const r = await api('PUT', `/api/coproprietes/declaration/true/${d.corps.id}`, jeton, {
      version: d.corps.version,
      confirmations: [],
      immatCopropriete: {
        ...d.corps.immatCopropriete,
        donneesFinancieres: {
          dateDebutExercice: `01/01/${an - 1}`,
          dateClotureComptes: `31/12/${an - 1}`,
          comptesNonApprouves: 'true',
          dateAg: '',
          premierExerciceComptable: 'false',
          presenceEmployes: 'false',
          chargesOperationsCourantes: '40000',
          chargesOperationsExceptionnelles: '0',
          montantDettes: '100',
          montantFondTravaux: '3000',
          montantImpayesCoproprietaires: '0',
          nbCoproprietairesImpayes: '0',
          donneesFinancieresInconnues: 'false',
        },
      },
    });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);

    const { page, erreursJs } = await nouvellePage(env);
    await ouvrirConnecte(page, env, login, `/copropriete/fiche/${copro.idCopropriete}`);
    const main = principal(page);
    await page.getByRole('heading', { level: 1, name: 'Fiche de la copropriété' }).waitFor();
    await main.locator('#fiche-exercices').getByText('Comptes à approuver').waitFor();
    await verifierPage(page, 'fiche : exercice non approuvé');
    await main.getByRole('link', { name: "Compléter l'exercice non approuvé" }).click();

    await page.getByRole('heading', { level: 1, name: "Compléter l'exercice non approuvé" }).waitFor();
    await main
      .getByTestId('dates-exercice')
      .getByText(`Exercice du 01/01/${an - 1} au 31/12/${an - 1}.`)
      .waitFor();
    // prefilled with the exercise's amounts
    expect(await champ(page, 'Charges pour opérations courantes').inputValue()).toBe('40000');
    await verifierPage(page, 'complétion : formulaire');

    // the general assembly's date is required
    await main.getByRole('button', { name: "Enregistrer l'exercice approuvé" }).click();
    const resume = main.locator('#resume-erreurs');
    await resume.getByText("La date de l'assemblée générale ayant approuvé les comptes est obligatoire.").waitFor();
    await verifierPage(page, 'complétion : erreurs');
    await resume
      .getByRole('link', { name: "La date de l'assemblée générale ayant approuvé les comptes est obligatoire." })
      .click();
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
      .toBe('donneesFinancieres.dateAg');

    await champ(page, "Date de l'assemblée générale ayant approuvé les comptes").fill(aujourdhui());
    await main.getByRole('button', { name: "Enregistrer l'exercice approuvé" }).click();
    const avis = page.locator('#messages .fr-alert--success').first();
    await avis.waitFor({ timeout: 20_000 });
    expect(await avis.innerText()).toMatch(/désormais verrouillé/);
    await page.getByRole('heading', { level: 1, name: 'Fiche de la copropriété' }).waitFor();
    const ligneExercice = main.locator('#fiche-exercices tbody tr').filter({ hasText: `31/12/${an - 1}` });
    await ligneExercice.getByText('Verrouillé').waitFor();
    expect(await main.getByRole('link', { name: "Compléter l'exercice non approuvé" }).count()).toBe(0);
    await verifierPage(page, 'fiche : exercice complété');

    expect(erreursJs).toEqual([]);
  }, 300_000);
});
