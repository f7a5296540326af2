/**
 * Declaring a successor (spec 001 "Establishment and successor", spec 000 §1 "declare a successor legal
 * representative"): syndic A (demo professional declarant) registers a condominium (through the API), finds it in
 * /copropriete?filter=declare-new-successor and names syndic B (the demo volunteer declarant, its SIRET read
 * through the API) as successor. The mail's link is opened by B: not signed in, the page asks to sign in and the
 * sign-in brings B back; B looks at the decline confirmation, then confirms the takeover and lands on the
 * attachment form to declare its mandate. Every page visited is checked with axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { unique } from '../support/coproprietes.ts';
import {
  demarrer,
  attendreCourriel,
  attendreModale,
  nouvellePage,
  ouvrirConnecte,
  verifierAccessibilite,
  type Environnement,
} from './support.ts';
import { ligneDe, principal, verifierPage, outilsApi } from './outils.ts';

let env: Environnement;

beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const { api, jetonDe, coproprieteImmatriculee } = outilsApi(() => env);

/** The SIRET of a signed-in account's establishment (its account, then its establishment). */
async function siretDe(jeton: string): Promise<string> {
  const compte = await api<{ idTeledeclarant: number }>('GET', '/api/account', jeton);
  const etab = await api<{ siret: string }>('GET', `/api/etablissement/${compte.corps.idTeledeclarant}`, jeton);
  expect(etab.status).toBe(200);
  return etab.corps.siret;
}

describe('déclaration d’un successeur', () => {
  it('le syndic désigne un successeur, qui confirme par le lien du courriel puis déclare son mandat', async () => {
    const copro = await coproprieteImmatriculee(await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC')));
    const affiche = formaterImmatriculation(copro.numero);
    const siretB = await siretDe(await jetonDe(env.loginDe('TELE_NONPRO_ADMIN_PRINC')));
    const courriel = `successeur.${unique()}@exemple.fr`;

    // syndic A: the list of condominiums for which a successor can be declared, the row's action
    const { page, erreursJs } = await nouvellePage(env);
    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_ADMIN_PRINC'), `/copropriete?filter=declare-new-successor`);
    const main = principal(page);
    const ligne = ligneDe(page, affiche);
    await ligne.waitFor();
    await verifierPage(page, 'copropriétés pour un successeur');
    await ligne.getByRole('link', { name: 'Déclarer un successeur' }).click();

    await page.getByRole('heading', { level: 1, name: 'Déclarer un successeur' }).waitFor();
    await main.getByText(affiche).waitFor();
    await main.getByRole('heading', { name: 'Le syndic successeur' }).waitFor();
    await verifierPage(page, 'déclaration du successeur');

    // the shared rules, on the fields and in the summary
    await main.getByRole('button', { name: 'Déclarer le successeur' }).click();
    const resume = main.locator('#resume-erreurs');
    await resume.getByText('Le formulaire comporte 3 erreurs').waitFor();
    await resume.getByText('Indiquez si le successeur est un syndic professionnel ou bénévole.').waitFor();
    await verifierPage(page, 'déclaration du successeur : erreurs');

    await main.getByLabel("SIRET de l'établissement successeur").fill(siretB);
    await main.getByText('Syndic bénévole', { exact: true }).click();
    await main.getByLabel('Adresse électronique du successeur').fill(courriel);
    await main.getByRole('button', { name: 'Déclarer le successeur' }).click();
    await main.getByRole('heading', { name: 'Successeur déclaré' }).waitFor();
    await main
      .getByText(
        new RegExp(
          `Un courriel a été envoyé à ${courriel.replace(/\./g, '\\.')} ; le lien est valable jusqu'au \\d{2}/\\d{2}/\\d{4}\\.`,
        ),
      )
      .waitFor();
    await verifierPage(page, 'successeur déclaré');

    // the mail to the successor and its link
    const mail = await attendreCourriel(env, courriel, 'Vous êtes désigné syndic successeur');
    const m = /https?:\/\/[^\s]+(\/successeur\/[A-Za-z0-9_%-]+)/.exec(mail.texte);
    expect(m, mail.texte).not.toBeNull();
    const lien = m![1];

    // syndic B opens it, not signed in: the facts and the way to sign in
    const b = await nouvellePage(env);
    await b.page.goto(`${env.url}${lien}`);
    await b.page.getByRole('heading', { level: 1, name: 'Reprise d’une copropriété par un nouveau syndic' }).waitFor();
    const mainB = principal(b.page);
    await mainB.getByText(affiche).waitFor();
    await mainB.getByText(`SIRET ${siretB} — Syndic bénévole`).waitFor();
    await mainB.getByRole('heading', { name: 'Connectez-vous pour répondre' }).waitFor();
    await verifierPage(b.page, 'lien du successeur, non connecté');

    // the sign-in page brings B back to the link
    await mainB.getByRole('link', { name: 'Se connecter' }).click();
    await b.page.getByRole('textbox', { name: /^Identifiant/ }).fill(env.loginDe('TELE_NONPRO_ADMIN_PRINC'));
    await b.page.getByLabel('Mot de passe', { exact: true }).fill(env.motDePasse);
    await b.page.locator('img.captcha__image').waitFor();
    await b.page.getByLabel('Code de vérification').first().fill('1234');
    await b.page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await mainB.getByRole('heading', { name: 'Votre réponse' }).waitFor();
    expect(new URL(b.page.url()).pathname).toBe(lien.split('?')[0]);
    await verifierPage(b.page, 'lien du successeur, connecté');

    // declining asks for a confirmation first (cancelled here)
    await mainB.getByRole('button', { name: 'Décliner' }).click();
    const modale = b.page.locator('#modale-decliner-reprise');
    await attendreModale(modale);
    await verifierAccessibilite(b.page, 'confirmation du refus de reprise');
    await modale.getByRole('button', { name: 'Annuler' }).click();
    await modale.waitFor({ state: 'hidden' });

    // confirming: the attachment form of the condominium, with the notice
    await mainB.getByRole('button', { name: 'Confirmer la reprise' }).click();
    await b.page.getByRole('heading', { level: 1, name: 'Demande de rattachement' }).waitFor();
    expect(new URL(b.page.url()).searchParams.get('numero')).toBe(copro.numero);
    await b.page.locator('#messages').getByText('Reprise confirmée').waitFor();
    await mainB.locator('dd', { hasText: affiche }).waitFor();
    await verifierPage(b.page, 'rattachement après la reprise');

    // the link has served
    await b.page.goto(`${env.url}${lien}`);
    await mainB.getByRole('heading', { name: /Ce lien n'est pas valide|Reprise déjà confirmée/ }).waitFor();

    expect([...erreursJs, ...b.erreursJs]).toEqual([]);
  }, 300_000);

  it('le successeur désigné décline la reprise après confirmation ; le lien ne sert plus', async () => {
    const jetonA = await jetonDe(env.loginDe('TELE_PRO_ADMIN_PRINC'));
    const copro = await coproprieteImmatriculee(jetonA);
    const siretB = await siretDe(await jetonDe(env.loginDe('TELE_NONPRO_ADMIN_PRINC')));
    const courriel = `successeur.${unique()}@exemple.fr`;
    const d = await api('POST', '/api/teledeclarant/successeur', jetonA, {
      idCopropriete: copro.idCopropriete,
      siret: siretB,
      type: 'NON_PRO',
      email: courriel,
    });
    expect(d.status, JSON.stringify(d.corps)).toBe(200);
    const mail = await attendreCourriel(env, courriel, 'Vous êtes désigné syndic successeur');
    const lien = /https?:\/\/[^\s]+(\/successeur\/[A-Za-z0-9_%-]+)/.exec(mail.texte)![1];

    const { page, erreursJs } = await nouvellePage(env);
    await ouvrirConnecte(page, env, env.loginDe('TELE_NONPRO_ADMIN_PRINC'), `${lien}`);
    const main = principal(page);
    await main.getByRole('heading', { name: 'Votre réponse' }).waitFor();
    await main.getByRole('button', { name: 'Décliner' }).click();
    const modale = page.locator('#modale-decliner-reprise');
    await attendreModale(modale);
    await modale.getByRole('button', { name: 'Décliner la reprise' }).click();
    await main.getByRole('heading', { name: 'Reprise déclinée' }).waitFor();
    await modale.waitFor({ state: 'hidden' });
    expect(await main.getByRole('button', { name: 'Confirmer la reprise' }).count()).toBe(0);
    await verifierPage(page, 'reprise déclinée');

    await page.goto(`${env.url}${lien}`);
    await main.getByRole('heading', { name: "Ce lien n'est pas valide" }).waitFor();
    await verifierPage(page, 'lien du successeur invalide');
    expect(erreursJs).toEqual([]);
  }, 180_000);
});
