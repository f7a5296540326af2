/**
 * Accounts and access, end to end (spec 001 §2–§8): a professional syndic signs up from the Sirene register of the
 * local mode, reads its activation mail in the local outbox, creates its password with the live rules, signs in,
 * sees the activation banner, enters the code of the postal letter listed on /_local/courriels and the banner goes.
 * Then a keeper finds that syndic among the declarants (search, sort, pagination), opens its detail and its users,
 * acts as its administrator (the header says so) and comes back. Every page visited is checked with axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { normaliserTexte } from '@registre/shared/domain/recherche';
import {
  attendreCourriel,
  attendreModale,
  attendrePage,
  demarrer,
  inscrireParApi,
  lienDuCourriel,
  ongletPartage,
  ouvrirConnecte,
  sansSession,
  seConnecter,
  verifierAccessibilite,
  type Environnement,
} from './support.ts';

let env: Environnement;

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

/**
 * One tab for the whole file: each test opens its page in it, signed out first (`sansSession`) when it signs in
 * through the form, or signed in (`ouvrirConnecte` replaces the tab's session). A fresh context cost each test a
 * second of compiling the SPA and its stylesheet again, and a slower first axe check.
 */
const onglet = ongletPartage(() => env);

/** From the local Sirene register (functions/src/adapters/sirene/registre-local.json): active, 68.32A, not seeded. */
const SYNDIC = { siret: '79318264300015', raisonSociale: 'SYNDIC ALPES DAUPHINE', codePostal: '38000' };
const ADMIN = { prenom: 'Élise', nom: 'Berger', email: 'elise.berger@alpes-dauphine.fr' };
const MOT_DE_PASSE = 'Alpes-Dauphine-2026!';
/** used by the demo seed / closed / APE 47.11F, from the same register */
const SIRET_UTILISE = '81234567800013';
const SIRET_FERME = '36192874000014';
const SIRET_APE_REFUSE = '41928375900027';

const principal = (page: Page) => page.locator('main');
const enTete = (page: Page) => page.locator('.fr-header__tools-links');

/** The severities of the password rules shown under the first password field, by label. */
async function etatsRegles(page: Page): Promise<Record<string, string>> {
  return page
    .locator('main .fr-password')
    .first()
    .locator('.fr-messages-group .fr-message[class*="fr-message--"]')
    .evaluateAll((ps) =>
      Object.fromEntries(ps.map((p) => [p.textContent!.trim(), /fr-message--(info|valid|error)/.exec(p.className)?.[1] ?? ''])),
    );
}

let login = '';

describe("inscription et activation d'un syndic professionnel", () => {
  it('inscription : type, SIRET lu au répertoire Sirene, refus expliqués, coordonnées, captcha', async () => {
    const { page, erreursJs } = await onglet();
    await sansSession(page, env);
    await page.goto(`${env.url}/compte`);
    await attendrePage(page);
    await principal(page).getByRole('link', { name: 'Créer un compte', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/compte/inscription');
    await verifierAccessibilite(page, 'inscription');

    const main = principal(page);
    await main.getByLabel('Syndic professionnel').check({ force: true });
    const siret = main.getByLabel("SIRET de l'établissement");
    const chercher = main.getByRole('button', { name: "Rechercher l'établissement" });

    // checked in the browser with the shared schema
    await siret.fill('79318264300011');
    await chercher.click();
    await main.getByText("Le SIRET n'est pas valide (clé de contrôle incorrecte).").waitFor();
    // already used: the guidance to contact the main administrator
    await siret.fill(SIRET_UTILISE);
    await chercher.click();
    await main.getByText(ERREURS.SIRET_DEJA_UTILISE.message).waitFor();
    // closed in the Sirene register
    await siret.fill(SIRET_FERME);
    await chercher.click();
    await main.getByText(/fermé/).waitFor();
    // APE 47.11F is not allowed for a professional syndic
    await siret.fill(SIRET_APE_REFUSE);
    await chercher.click();
    await main.getByTestId('ape-refuse').waitFor();
    expect(await main.getByTestId('ape-refuse').textContent()).toBe(ERREURS.CODE_APE_NON_AUTORISE.message);
    await verifierAccessibilite(page, 'inscription, SIRET refusé');

    // the right one: company name and address from the register, APE read-only with its label
    await siret.fill(SYNDIC.siret);
    await chercher.click();
    await main.getByTestId('etablissement-trouve').waitFor();
    await expect.poll(() => main.getByLabel('Raison sociale').inputValue()).toBe(SYNDIC.raisonSociale);
    expect(await main.locator('[data-champ="codeApe"]').textContent()).toMatch(/^68\.32A — Administration d'immeubles/);
    const lignes = await Promise.all(
      [1, 2, 3, 4, 5, 6, 7].map((i) => main.getByLabel(`Adresse, ligne ${i} (facultatif)`).inputValue()),
    );
    expect(lignes.join(' | ')).toContain(`${SYNDIC.codePostal} GRENOBLE`);

    await main.getByLabel(/^Adresse électronique\s*Format/).fill(ADMIN.email);
    await main.getByLabel("Confirmation de l'adresse électronique").fill('autre@alpes-dauphine.fr');
    await main.getByLabel('Madame').check({ force: true });
    await main.getByLabel('Nom', { exact: true }).fill(ADMIN.nom);
    await main.getByLabel('Prénom').fill(ADMIN.prenom);
    await main.getByLabel("Adresse électronique de l'administrateur").fill(ADMIN.email);
    await main.getByLabel('Téléphone').fill('0476001122');
    await main.getByLabel('Code de vérification').fill('1234');
    await main.getByRole('button', { name: 'Créer le compte' }).click();
    // every error at once, with the messages of the shared schema; nothing sent
    await main.getByText('Les deux adresses électroniques doivent être identiques.').waitFor();
    await main.getByText('Le numéro de téléphone doit être au format international').waitFor();
    await main.getByText("Vous devez certifier sur l'honneur l'exactitude des informations.").waitFor();
    await verifierAccessibilite(page, 'inscription en erreur');

    await main.getByLabel("Confirmation de l'adresse électronique").fill(ADMIN.email);
    await main.getByLabel('Téléphone').fill('+33476001122');
    await main.getByRole('radio', { name: 'Oui' }).check({ force: true });
    await main.getByLabel(/Je certifie sur l'honneur/).check({ force: true });
    const debut = Date.now() - 1000;
    await main.getByRole('button', { name: 'Créer le compte' }).click();
    await main.getByRole('heading', { name: 'Votre demande de création de compte est enregistrée' }).waitFor();
    expect(await main.textContent()).toContain('15 jours');
    await verifierAccessibilite(page, 'inscription réussie');

    // the activation mail: the login and the link to choose the password
    const courriel = await attendreCourriel(env, ADMIN.email, 'activez votre compte', debut);
    login = /Votre identifiant de connexion : (\S+)/.exec(courriel.texte)![1];
    expect(login).toBeTruthy();
    // the outbox page a person reads in local mode lists it too
    await page.goto(`${env.url}/_local/courriels`);
    expect(await page.locator('body').textContent()).toContain(ADMIN.email);

    // a key that does not exist: a clear message, no form
    await page.goto(`${env.url}/compte/activation?key=${'x'.repeat(32)}`);
    await main.getByRole('heading', { name: "Ce lien d'activation n'est pas valide" }).waitFor();
    expect(await main.locator('input[type="password"]').count()).toBe(0);
    await verifierAccessibilite(page, 'activation, clé inconnue');

    // the mail's link: the password, with the live rules
    await page.goto(`${env.url}${lienDuCourriel(courriel.texte, '/compte/activation')}`);
    await main.getByRole('heading', { name: 'Créer votre mot de passe' }).waitFor();
    expect(await main.locator('.fr-password').first().textContent()).toContain('Votre mot de passe doit contenir :');
    expect(Object.values(await etatsRegles(page))).toEqual(['info', 'info', 'info', 'info', 'info', 'info']);
    await verifierAccessibilite(page, 'création du mot de passe');
    const motDePasse = main.getByLabel('Mot de passe', { exact: true });
    await motDePasse.fill('alpes 38');
    expect(await etatsRegles(page)).toEqual({
      'au moins 12 caractères': 'error',
      'une lettre majuscule': 'error',
      'une lettre minuscule': 'valid',
      'un chiffre': 'valid',
      'un caractère spécial': 'error',
      'aucun espace': 'error',
    });
    await motDePasse.fill(MOT_DE_PASSE);
    expect(Object.values(await etatsRegles(page))).toEqual(['valid', 'valid', 'valid', 'valid', 'valid', 'valid']);
    // "Afficher" shows the typed password
    await main.locator('.fr-password').first().getByText('Afficher', { exact: true }).click();
    await expect.poll(() => motDePasse.getAttribute('type')).toBe('text');
    await verifierAccessibilite(page, 'création du mot de passe, règles remplies');
    await main.getByLabel('Confirmation du mot de passe').fill(`${MOT_DE_PASSE}x`);
    await main.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
    await main.getByText('Les deux mots de passe doivent être identiques.').waitFor();
    await main.getByLabel('Confirmation du mot de passe').fill(MOT_DE_PASSE);
    await main.getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
    await main.getByRole('heading', { name: 'Votre mot de passe est enregistré' }).waitFor();
    await verifierAccessibilite(page, 'mot de passe enregistré');
    expect(erreursJs).toEqual([]);
  });

  it("connexion : bandeau d'activation, code du courrier postal, bandeau disparu", async () => {
    expect(login, 'le test précédent fournit le compte').toBeTruthy();
    const { page, contexte, erreursJs } = await onglet();
    await sansSession(page, env);
    await seConnecter(page, env, login, MOT_DE_PASSE);
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    const bandeau = principal(page).locator('.fr-notice').filter({ hasText: "Votre compte est en attente d'activation." });
    await bandeau.waitFor();
    await verifierAccessibilite(page, "accueil avec le bandeau d'activation");

    // the letter, as a person reads it on the local outbox page: the one addressed to the establishment
    const courriers = await contexte.newPage();
    let code: string | undefined;
    await expect
      .poll(
        async () => {
          await courriers.goto(`${env.url}/_local/courriels`);
          const lettre = courriers
            .locator('article')
            .filter({ hasText: SYNDIC.raisonSociale })
            .filter({ hasText: "VOTRE CODE D'ACTIVATION" });
          const texte =
            (await lettre
              .first()
              .textContent()
              .catch(() => null)) ?? '';
          code = /VOTRE CODE D'ACTIVATION\s*:\s*([A-Z0-9]{8})/.exec(texte)?.[1];
          return code !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await courriers.close();

    await bandeau.getByRole('link', { name: 'Activer mon compte' }).click();
    await page.getByRole('heading', { level: 1, name: 'Activation du compte' }).waitFor();
    const main = principal(page);
    const champ = main.getByRole('textbox', { name: /^Code d'activation/ });
    const faux = code!.startsWith('A') ? 'BBBBBBBB' : 'AAAAAAAA';
    await champ.fill(faux);
    await main.getByRole('button', { name: 'Activer mon compte' }).click();
    await main.getByText(/^Code incorrect/).waitFor();
    await verifierAccessibilite(page, 'code postal incorrect');
    await champ.fill(code!.toLowerCase());
    await main.getByRole('button', { name: 'Activer mon compte' }).click();
    await main.getByRole('heading', { name: 'Votre compte est activé' }).waitFor();
    await verifierAccessibilite(page, 'compte activé');
    await main.getByRole('link', { name: "Page d'accueil" }).click();
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    expect(await principal(page).locator('.fr-notice').filter({ hasText: "en attente d'activation" }).count()).toBe(0);
    // signing in again: still no banner
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    expect(await principal(page).locator('.fr-notice').filter({ hasText: "en attente d'activation" }).count()).toBe(0);
    expect(erreursJs).toEqual([]);
  });
});

/** Ten more professional syndics of the local register, so that the keeper's list spans two pages. */
const AUTRES = [
  ['41283765000016', 'IMMOBILIERE DU RHONE'],
  ['39217654100010', 'GESTION OCEANE SYNDIC'],
  ['51829374100014', 'CABINET PROVENCE COPROPRIETES'],
  ['33819275000010', 'ADMINISTRATION DE BIENS DU CAPITOLE'],
  ['77412958900016', 'CABINET ARMORIQUE GESTION'],
  ['38291746600015', 'SYNDIC DES HAUTS DE SEINE'],
  ['48392617600015', 'GERANCE DE LA COTE D AZUR'],
  ['52918374100014', 'CABINET MOSELLE SYNDIC'],
  ['81723946000014', 'COPRO SERVICES BOURGOGNE'],
  ['42817365200010', 'SYNDIC NORMAND DE LA SEINE'],
] as const;

/** The texts of one column of the results table, by its header. */
async function colonne(page: Page, titre: string): Promise<string[]> {
  const tableau = principal(page).locator('.fr-table table');
  const index = await tableau
    .locator('thead th')
    .evaluateAll(
      (ths, t) => ths.findIndex((th) => (th.querySelector('span')?.textContent ?? th.textContent)?.trim() === t),
      titre,
    );
  expect(index, `colonne ${titre}`).toBeGreaterThanOrEqual(0);
  return tableau.locator('tbody tr').evaluateAll((trs, i) => trs.map((tr) => tr.children[i]?.textContent?.trim() ?? ''), index);
}

const trie = (valeurs: string[], sens: 1 | -1) =>
  [...valeurs].sort((a, b) => normaliserTexte(a).localeCompare(normaliserTexte(b), 'fr') * sens);

describe('le teneur administre les télédéclarants', () => {
  beforeAll(async () => {
    for (const [siret, raisonSociale] of AUTRES) {
      const mot = raisonSociale.split(' ').pop()!.toLowerCase();
      await inscrireParApi(env, 'PRO', {
        siret,
        raisonSociale,
        email: `contact@${mot}-${siret.slice(0, 4)}.fr`,
        nom: 'Martin',
        prenom: 'Louis',
      });
    }
  });

  it('recherche, tri, pagination, détail, clé régénérée, comptes utilisateurs et connexion en tant que', async () => {
    expect(login, 'le syndic inscrit plus haut').toBeTruthy();
    const { page, erreursJs } = await onglet();
    await ouvrirConnecte(page, env, env.loginDe('TENEUR_ADMIN_PRINC'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    const nomTeneur = ((await enTete(page).locator('.menu-utilisateur__nom').textContent()) ?? '').trim();

    // through the main menu
    const menu = page.locator('#en-tete-main-navigation');
    await menu.getByRole('button', { name: 'Consulter' }).click();
    await menu.getByRole('link', { name: 'Télédéclarants' }).click();
    await page.getByRole('heading', { level: 1, name: 'Gestion des télédéclarants' }).waitFor();
    const main = principal(page);
    const recherche = main.getByRole('form', { name: 'Rechercher un télédéclarant' });
    const resultats = main.getByTestId('nombre-resultats');
    await expect.poll(() => resultats.textContent()).toMatch(/^\d+ télédéclarants — page 1 sur \d+$/);
    const total = Number(/^(\d+)/.exec((await resultats.textContent())!)![1]);
    expect(total).toBeGreaterThan(10);
    expect(await main.locator('.fr-table tbody tr').count()).toBe(10);
    await verifierAccessibilite(page, 'télédéclarants');

    // sort: a new column starts ascending, the same column toggles
    const enTeteRaison = main.locator('th[data-tri="raisonSociale"]');
    await enTeteRaison.getByRole('button').click();
    await expect.poll(() => enTeteRaison.getAttribute('aria-sort')).toBe('ascending');
    // the header shows the new order at once, the rows when the answer is in: read until they are sorted
    await expect
      .poll(async () => {
        const r = await colonne(page, 'Raison sociale');
        return r[0] !== '' && JSON.stringify(r) === JSON.stringify(trie(r, 1));
      })
      .toBe(true);
    const raisons = await colonne(page, 'Raison sociale');
    await enTeteRaison.getByRole('button').click();
    await expect.poll(() => enTeteRaison.getAttribute('aria-sort')).toBe('descending');
    await expect
      .poll(async () => {
        const r = await colonne(page, 'Raison sociale');
        return r[0] !== raisons[0] && JSON.stringify(r) === JSON.stringify(trie(r, -1));
      })
      .toBe(true);
    const enTeteSiret = main.locator('th[data-tri="siret"]');
    await enTeteSiret.getByRole('button').click();
    await expect.poll(() => enTeteSiret.getAttribute('aria-sort')).toBe('ascending');
    expect(await enTeteRaison.getAttribute('aria-sort')).toBe('none');
    await expect
      .poll(async () => {
        const s = await colonne(page, 'SIRET');
        return s.join() === [...s].sort().join() && s.length === 10;
      })
      .toBe(true);
    const premiereSiret = await colonne(page, 'SIRET');
    await verifierAccessibilite(page, 'télédéclarants triés');

    // pagination (DSFR): page 2 holds the rest, in the same order
    await main.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: '2', exact: true }).click();
    await expect.poll(() => resultats.textContent()).toContain('page 2 sur');
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    await expect.poll(() => main.locator('.fr-table tbody tr').count()).toBe(Math.min(10, total - 10));
    const secondeSiret = await colonne(page, 'SIRET');
    expect(secondeSiret[0] > premiereSiret[premiereSiret.length - 1]).toBe(true);
    expect(await main.getByRole('link', { name: '2', exact: true }).getAttribute('aria-current')).toBe('true');
    await verifierAccessibilite(page, 'télédéclarants page 2');

    // search: every criterion of the spec is offered; a company name and a postal code find our syndic
    for (const libelle of [
      'Identifiant',
      'Raison sociale',
      'SIRET',
      'Type',
      'Code postal',
      'Commune',
      'Code APE',
      "Nom de l'administrateur",
      "Prénom de l'administrateur",
      'Adresse électronique',
      'Statut',
    ]) {
      const debut = new RegExp(`^${libelle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
      expect(await recherche.getByLabel(debut).count(), libelle).toBe(1);
    }
    expect(await main.getByRole('group', { name: 'Mot de passe activé' }).getByRole('radio').count()).toBe(3);
    await recherche.getByLabel('Raison sociale', { exact: true }).fill('alpes');
    await recherche.getByLabel('Code postal', { exact: true }).fill('38');
    await main.getByRole('group', { name: 'Mot de passe activé' }).getByLabel('Oui').check({ force: true });
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => resultats.textContent()).toBe('1 télédéclarant');
    expect(await colonne(page, 'Raison sociale')).toEqual([SYNDIC.raisonSociale]);
    expect(await colonne(page, 'Statut')).toEqual(['Actif']);

    // detail in a modal
    await main.getByRole('button', { name: `Détail de ${SYNDIC.raisonSociale}` }).click();
    const detail = page.locator('#modale-detail-teledeclarant');
    await detail.getByTestId('detail-teledeclarant').waitFor();
    await attendreModale(detail);
    expect(await detail.textContent()).toContain(SYNDIC.siret);
    expect(await detail.textContent()).toContain(`${ADMIN.prenom} ${ADMIN.nom}`);
    await verifierAccessibilite(page, 'détail du télédéclarant');
    await detail.getByRole('button', { name: 'Fermer' }).click();
    await expect.poll(() => detail.isVisible()).toBe(false);

    // update: the status offers the current one and those that may follow it; the company name changes
    await main.getByRole('button', { name: 'Réinitialiser' }).click();
    await recherche.getByLabel('Raison sociale', { exact: true }).fill('normand');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => resultats.textContent()).toBe('1 télédéclarant');
    await main.getByRole('button', { name: 'Modifier SYNDIC NORMAND DE LA SEINE' }).click();
    const modification = page.locator('#modale-modification-teledeclarant');
    await modification.locator('form').waitFor();
    const statut = modification.getByLabel(/^Statut/);
    expect(await statut.locator('option').allTextContents()).toEqual([
      'En attente de création du compte (actuel)',
      "En attente d'activation",
      'Supprimé',
    ]);
    await modification.getByLabel('Raison sociale').fill('SYNDIC NORMAND DE LA SEINE ET DE L EURE');
    await attendreModale(modification);
    await verifierAccessibilite(page, "modification d'un télédéclarant");
    await modification.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le télédéclarant SYNDIC NORMAND DE LA SEINE ET DE L EURE a été mis à jour.').waitFor();
    await expect.poll(() => colonne(page, 'Raison sociale')).toEqual(['SYNDIC NORMAND DE LA SEINE ET DE L EURE']);

    // deletion after its confirmation: cancel keeps it, confirm marks it deleted
    await main.getByRole('button', { name: 'Supprimer SYNDIC NORMAND DE LA SEINE ET DE L EURE' }).click();
    const suppression = page.locator('#modale-suppression-teledeclarant');
    await attendreModale(suppression);
    expect(await suppression.textContent()).toContain(
      'Voulez-vous vraiment supprimer le télédéclarant SYNDIC NORMAND DE LA SEINE ET DE L EURE',
    );
    await verifierAccessibilite(page, "confirmation de suppression d'un télédéclarant");
    await suppression.getByRole('button', { name: 'Annuler' }).click();
    await expect.poll(() => suppression.isVisible()).toBe(false);
    expect(await colonne(page, 'Statut')).toEqual(['En attente de création du compte']);
    await main.getByRole('button', { name: 'Supprimer SYNDIC NORMAND DE LA SEINE ET DE L EURE' }).click();
    await attendreModale(suppression);
    await suppression.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByText(/a été supprimé\.$/).waitFor();
    await expect.poll(() => colonne(page, 'Statut')).toEqual(['Supprimé']);

    // a declarant still waiting for its first password: a new key is mailed
    await main.getByRole('button', { name: 'Réinitialiser' }).click();
    await recherche.getByLabel('Raison sociale', { exact: true }).fill('armorique');
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => resultats.textContent()).toBe('1 télédéclarant');
    const avant = Date.now() - 1000;
    await main.getByRole('button', { name: "Régénérer la clé d'activation de CABINET ARMORIQUE GESTION" }).click();
    await page.getByText("Clé d'activation régénérée et envoyée").waitFor();
    await attendreCourriel(env, 'contact@gestion-7741.fr', 'activez votre compte', avant);

    // its users, and acting as its administrator
    await main.getByRole('button', { name: 'Réinitialiser' }).click();
    await recherche.getByLabel('SIRET', { exact: true }).fill(SYNDIC.siret);
    await main.getByRole('button', { name: 'Rechercher' }).click();
    await expect.poll(() => resultats.textContent()).toBe('1 télédéclarant');
    await main.getByRole('link', { name: `Comptes utilisateurs de ${SYNDIC.raisonSociale}` }).click();
    await page.getByRole('heading', { level: 1, name: "Comptes utilisateurs d'un télédéclarant" }).waitFor();
    await main.getByRole('heading', { level: 2, name: SYNDIC.raisonSociale }).waitFor();
    const ligne = main.locator(`tr[data-ligne="${login}"]`);
    await ligne.waitFor();
    expect(await ligne.textContent()).toContain(ADMIN.email);
    // the breadcrumb goes back to the list
    expect(await page.locator('.fr-breadcrumb__list li').allTextContents()).toEqual([
      'Accueil',
      'Télédéclarants',
      'Comptes utilisateurs',
    ]);
    await verifierAccessibilite(page, 'comptes utilisateurs du télédéclarant');

    await ligne.getByRole('button', { name: `Se connecter en tant que ${ADMIN.prenom} ${ADMIN.nom}` }).click();
    await page.getByRole('heading', { level: 1, name: `Bonjour ${ADMIN.prenom} ${ADMIN.nom}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect
      .poll(() => enTete(page).locator('.menu-utilisateur__nom').textContent())
      .toBe(`Connecté en tant que ${ADMIN.prenom} ${ADMIN.nom} (par ${nomTeneur})`);
    expect(await enTete(page).getByRole('button', { name: 'Se déconnecter' }).count()).toBe(0);
    // the syndic's menu, not the keeper's
    // (« Consulter » is everyone's since the public directory, issue 12: the keeper's « Mes actions » is not there)
    const navigation = page.locator('#en-tete-main-navigation');
    expect(await navigation.getByRole('link', { name: 'Mes actions' }).count()).toBe(0);
    expect(await navigation.getByRole('button', { name: 'Gérer mes copropriétés' }).count()).toBe(1);
    await verifierAccessibilite(page, 'connecté en tant que');

    await enTete(page).getByRole('button', { name: 'Quitter la connexion en tant que' }).click();
    await page.getByText('Vous avez retrouvé votre propre compte.').waitFor();
    await expect.poll(() => enTete(page).locator('.menu-utilisateur__nom').textContent()).toBe(nomTeneur);
    expect(new URL(page.url()).pathname).toBe('/');
    await enTete(page).getByRole('button', { name: 'Se déconnecter' }).waitFor();
    await verifierAccessibilite(page, 'retour au compte du teneur');
    expect(erreursJs).toEqual([]);
  });
});
