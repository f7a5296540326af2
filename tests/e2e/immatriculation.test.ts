/**
 * Registering a condominium in the browser (issue 4, spec 000 §2–§5, §7): a syndic goes through every step of the
 * wizard with an address chosen in the modal and a parcel located at the cadastre, meets a duplicate (a first
 * condominium registered at the same address through the API) and keeps it: the request goes to the keepers.
 * A notary registers a condominium ex officio. Each step is checked with axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declarationValide } from '../support/coproprietes.ts';
import {
  attendrePage,
  demarrer,
  jetonDe,
  ongletPartage,
  ouvrirConnecte,
  verifierAccessibilite,
  type Environnement,
} from './support.ts';
import {
  ADRESSE_CHOISIE,
  attendreEtape,
  conserverMalgreDoublons,
  immatriculerParLeSyndic,
  remplirDonneesFinancieres,
  remplirDonneesTechniques,
  remplirIdentification,
  remplirProcedures,
  repondre,
  soumettre,
} from './immatriculation-parcours.ts';

let env: Environnement;

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

/**
 * One tab for the whole file: each test opens its page in it signed in as its user (`ouvrirConnecte` replaces the
 * tab's session). A fresh context cost each test a second of compiling the SPA and its stylesheet again, and a
 * slower first axe check.
 */
const onglet = ongletPartage(() => env);

/** A call of the API as the signed-in user of a page. */
async function api(jeton: string, methode: string, chemin: string, corps?: unknown) {
  const r = await fetch(`${env.url}${chemin}`, {
    method: methode,
    headers: { authorization: `Bearer ${jeton}`, 'content-type': 'application/json', accept: 'application/json' },
    body: corps === undefined ? undefined : JSON.stringify(corps),
  });
  const texte = await r.text();
  return { status: r.status, corps: texte ? JSON.parse(texte) : undefined };
}

/** A condominium registered at the gazetteer's "12 Rue de la Paix 75002 Paris" (the future duplicate). */
async function immatriculerExistante(jeton: string) {
  const immat = declarationValide({
    identification: {
      adressePrincipale: {
        geolocalisee: 'true',
        libelle: ADRESSE_CHOISIE,
        numero: '12',
        voie: 'Rue de la Paix',
        codePostal: '75002',
        commune: 'Paris',
        codeInsee: '75102',
        x: 2.331167,
        y: 48.869352,
        idBan: '75102_7003_00012',
        idRnb: 'PG46YY6YWCX8',
      },
      nomCopropriete: 'Le Paix Douze',
    },
  });
  const brouillon = await api(jeton, 'PUT', '/api/coproprietes/brouillon/save/recapitulatif', {
    typeImmat: 'DEFAULT',
    immatCopropriete: immat,
    confirmations: [],
  });
  expect(brouillon.status, JSON.stringify(brouillon.corps)).toBe(200);
  const r = await api(jeton, 'PUT', '/api/coproprietes/brouillon/submit', {
    id: brouillon.corps.id,
    version: brouillon.corps.version,
    confirmations: [],
  });
  expect(r.status, JSON.stringify(r.corps)).toBe(200);
  expect(r.corps.resultat).toBe('IMMATRICULEE');
  return r.corps.immatriculation as string;
}

describe("immatriculation d'une copropriété", () => {
  it('un syndic immatricule une copropriété par toutes les étapes, rencontre un doublon et le conserve', async () => {
    const { page, erreursJs } = await onglet();
    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_ADMIN_PRINC'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    const jeton = await jetonDe(page);
    const existante = await immatriculerExistante(jeton);

    await page.goto(`${env.url}/immatriculer-copropriete`);
    await attendrePage(page);
    await page.getByRole('heading', { level: 2, name: 'Vos brouillons' }).waitFor();
    // other files of the suite's shared cloud may leave drafts of this account: their number, kept at the end
    const tableau = page.getByRole('table', { name: /Brouillons d'immatriculation/ });
    const aucun = page.getByText('Aucun brouillon en cours.');
    await tableau.or(aucun).first().waitFor();
    const brouillons = async () => ((await aucun.count()) ? 0 : tableau.locator('tbody tr').count());
    const avant = await brouillons();
    await verifierAccessibilite(page, 'immatriculer une copropriété (syndic)');

    const avis = await immatriculerParLeSyndic(page, env.url, {
      doublons: true,
      apresEtape: async (nom) => {
        // the check of the first step also shows the client-side errors of an empty "Suivant"
        if (nom === 'procedures') {
          await page.getByRole('button', { name: 'Suivant', exact: true }).click();
          await page
            .locator('#resume-erreurs')
            .getByText(/erreurs?/)
            .first()
            .waitFor();
          await verifierAccessibilite(page, 'procédures (erreurs)');
          return;
        }
        if (nom === 'doublons') {
          const tableau = page.getByRole('table', { name: /ressemblent à la vôtre/ });
          expect(await tableau.innerText()).toContain(existante.slice(0, 3));
          expect(await tableau.innerText()).toContain('Même adresse de référence');
        }
        await verifierAccessibilite(page, `assistant : ${nom}`);
      },
    });
    expect(avis).toContain('teneur du registre');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(erreursJs).toEqual([]);

    // the draft became a declaration: the list of drafts no longer shows it
    await page.goto(`${env.url}/immatriculer-copropriete`);
    await tableau.or(aucun).first().waitFor();
    await expect.poll(brouillons).toBe(avant);
  });

  it("une déclaration déjà transmise se rouvre en lecture seule, avec son statut, sans bouton d'enregistrement ni d'envoi", async () => {
    const { page, erreursJs } = await onglet();
    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_ADMIN_PRINC'));
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    const jeton = await jetonDe(page);
    const immat = declarationValide();
    const brouillon = await api(jeton, 'PUT', '/api/coproprietes/brouillon/save/recapitulatif', {
      typeImmat: 'DEFAULT',
      immatCopropriete: immat,
      confirmations: [],
    });
    expect(brouillon.status, JSON.stringify(brouillon.corps)).toBe(200);
    const id = brouillon.corps.id as number;
    const envoi = await api(jeton, 'PUT', '/api/coproprietes/brouillon/submit', {
      id,
      version: brouillon.corps.version,
      confirmations: [],
    });
    expect(envoi.status, JSON.stringify(envoi.corps)).toBe(200);
    expect(envoi.corps.resultat).toBe('IMMATRICULEE');

    // the wizard's address of the sent declaration (a bookmark, the history)
    await page.goto(`${env.url}/immatriculer-copropriete/identification?id=${id}`);
    await attendreEtape(page, /Identification de la copropriété/);
    const main = page.locator('main');
    const alerte = main.locator('.fr-alert--info').filter({ hasText: 'elle ne peut plus être modifiée' });
    await alerte.waitFor();
    const aujourdhui = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    const texteAlerte = (await alerte.innerText()).replace(/\s+/g, ' ');
    expect(texteAlerte).toContain(`Cette déclaration a été transmise le ${aujourdhui} : elle ne peut plus être modifiée.`);
    expect(texteAlerte).toContain('Statut : Courante');
    // read-only: the values, no field, no save nor send
    await main
      .getByText(immat.identification.nomCopropriete as string)
      .first()
      .waitFor();
    expect(await main.locator('input, select, textarea').count()).toBe(0);
    for (const nom of ['Enregistrer et quitter', 'Soumettre la déclaration', 'Suivant'])
      expect(await main.getByRole('button', { name: nom }).count(), nom).toBe(0);
    await verifierAccessibilite(page, 'déclaration transmise : identification');

    // walking the steps is allowed
    await main.getByRole('link', { name: 'Suivant' }).click();
    await attendreEtape(page, /Procédures administratives/);
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(id));
    await main.getByRole('link', { name: 'Précédent' }).click();
    await attendreEtape(page, /Identification de la copropriété/);
    await page.goto(`${env.url}/immatriculer-copropriete/recapitulatif?id=${id}`);
    await attendreEtape(page, /Récapitulatif/);
    await alerte.waitFor();
    expect(await main.getByRole('link', { name: /^Modifier/ }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Soumettre la déclaration' }).count()).toBe(0);
    expect(await main.getByRole('button', { name: 'Enregistrer et quitter' }).count()).toBe(0);
    await verifierAccessibilite(page, 'déclaration transmise : récapitulatif');
    expect(erreursJs).toEqual([]);
  });

  it('un brouillon enregistré se reprend à son étape, et se supprime après confirmation', async () => {
    const { page, erreursJs } = await onglet();
    await ouvrirConnecte(
      page,
      env,
      env.loginDe('TELE_PRO_ADMIN_SECOND'),
      `/immatriculer-copropriete/infos-rattachement?immatriculationType=DEFAULT`,
    );
    await attendreEtape(page, /Informations de rattachement/);
    await repondre(page, 'Êtes-vous administrateur provisoire', 'Oui');
    await page.getByRole('button', { name: 'Enregistrer et quitter' }).click();
    await page.getByText('Votre brouillon est enregistré.').waitFor();
    // the newest draft first
    const ligne = page.locator('tbody tr').first();
    await ligne.getByRole('link', { name: /^Reprendre/ }).click();
    await attendreEtape(page, /Informations de rattachement/);
    const id = new URL(page.url()).searchParams.get('id');
    expect(id).toMatch(/^\d+$/);
    expect(
      await page
        .getByRole('group', { name: /^Êtes-vous administrateur provisoire/ })
        .getByLabel('Oui')
        .isChecked(),
    ).toBe(true);

    await page.goto(`${env.url}/immatriculer-copropriete`);
    const aSupprimer = page.locator('tbody tr').filter({ has: page.locator(`a[href*="id=${id}"]`) });
    await aSupprimer.getByRole('button', { name: /^Supprimer le brouillon/ }).click();
    const modale = page.getByRole('dialog', { name: 'Supprimer le brouillon' });
    await modale.waitFor({ state: 'visible' });
    await modale.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await page.getByText('Le brouillon a été supprimé.').waitFor();
    await expect.poll(() => aSupprimer.count()).toBe(0);
    expect(erreursJs).toEqual([]);
  });

  it("un notaire immatricule d'office une copropriété sans syndic", async () => {
    const { page, erreursJs } = await onglet();
    await ouvrirConnecte(page, env, env.loginDe('NOTAIRE_NOTAIRE'), `/immatriculer-copropriete`);
    await attendrePage(page);
    await page.getByRole('group', { name: 'Que souhaitez-vous immatriculer ?' }).waitFor();
    await verifierAccessibilite(page, 'immatriculer une copropriété (notaire)');
    await page.getByLabel(/^Une immatriculation d'office/).check({ force: true });
    await repondre(page, 'La copropriété a-t-elle un syndic', 'Non');
    await page.getByRole('button', { name: 'Continuer' }).click();

    const o = { apresEtape: (nom: string) => verifierAccessibilite(page, `notaire : ${nom}`) };
    await remplirIdentification(page, { ...o, nom: "Résidence d'office", dateReglement: '02/05/1975' });
    await remplirProcedures(page, o);
    await remplirDonneesFinancieres(page, o);
    await remplirDonneesTechniques(page, o);
    // the syndic's registration at the same address is a duplicate the notary sets aside
    await attendreEtape(page, /Doublons potentiels|Récapitulatif/);
    if (/Doublons/.test((await page.locator('.fr-stepper__title').first().textContent()) ?? ''))
      await conserverMalgreDoublons(page, o);
    const avis = await soumettre(page, o);
    expect(avis).toMatch(/immatriculée|teneur du registre/);
    expect(erreursJs).toEqual([]);
  });
});
