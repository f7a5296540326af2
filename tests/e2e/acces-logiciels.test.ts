/**
 * [issue 25] « Mon établissement » › Accès logiciels in Chromium: the principal administrator of a professional
 * syndic creates an access for its software (the form's checks first), sees its client id and secret once — copied
 * with the button, gone from the page once the modal is closed — renews the secret (the old one stops, the new one
 * works), then revokes the access (kept in the list as revoked, no token any more). The secrets shown are the real
 * ones: each is tried at the token endpoint the OpenAPI document names. A secondary administrator does not see the
 * section. axe-core on the page and with each modal open.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBELLES_PORTEES } from '@registre/shared/domain/logiciels/portees';
import {
  attendreFermetureModale,
  attendreModale,
  demarrer,
  nouvellePage,
  ouvrirConnecte,
  verifierAccessibilite,
  type Environnement,
} from './support.ts';
import { ligneDe, principal, verifierPage } from './outils.ts';

let env: Environnement;
beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

const CHEMIN = '/compte/monetablissement';
const court = (p: keyof typeof LIBELLES_PORTEES) => LIBELLES_PORTEES[p].split(' : ')[0];

/** The token endpoint's answer to the client credentials grant with this id and secret: its status, its token. */
async function demanderJeton(clientId: string, secret: string): Promise<{ status: number; jeton?: string }> {
  const document = (await (await fetch(`${env.url}/api/logiciels/v1/openapi.json`)).json()) as {
    components: { securitySchemes: { oauth2: { flows: { clientCredentials: { tokenUrl: string } } } } };
  };
  const url = new URL(document.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl, env.url);
  const r = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'logiciels/lecture' }),
  });
  const corps = (await r.json().catch(() => ({}))) as { access_token?: string };
  return { status: r.status, jeton: corps.access_token };
}
const statutJeton = async (clientId: string, secret: string) => (await demanderJeton(clientId, secret)).status;

describe('Mon établissement › Accès logiciels', () => {
  it("l'administrateur principal crée un accès, voit son secret une fois, le renouvelle puis le révoque", async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env);
    await contexte.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.url });
    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_ADMIN_PRINC'), CHEMIN);
    const section = principal(page).getByTestId('bloc-acces-logiciels');
    await section.getByRole('heading', { level: 2, name: 'Accès logiciels' }).waitFor();
    await section.getByRole('table', { name: "Accès logiciels de l'établissement" }).waitFor();
    await verifierPage(page, 'mon établissement, accès logiciels');

    // the shared schema's checks, before anything is sent
    const creer = section.getByRole('button', { name: "Créer l'accès" });
    await creer.click();
    await section.getByText('Indiquez le nom du logiciel.').waitFor();
    await section.getByText('Choisissez au moins une portée.').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('nomLogiciel');

    const nom = `Gestimmo e2e ${Date.now().toString(36)}`;
    await section.getByLabel('Nom du logiciel').fill(nom);
    const portees = section.getByRole('group', { name: /^Portées/ });
    await portees.getByRole('checkbox', { name: /^Lecture/ }).check({ force: true });
    await portees.getByRole('checkbox', { name: /^Mise à jour/ }).check({ force: true });
    await creer.click();

    // the secret, once: read-only fields, the warning, the copy button
    const secretModale = page.locator('#modale-secret-acces-logiciel');
    await attendreModale(secretModale);
    await secretModale.getByRole('heading', { name: 'Accès logiciel créé' }).waitFor();
    await secretModale.getByText('Ce secret ne sera plus jamais affiché.').waitFor();
    const champId = secretModale.getByLabel('Identifiant du client (client_id)');
    const champSecret = secretModale.getByLabel('Secret du client (client_secret)');
    const clientId = await champId.inputValue();
    const secret = await champSecret.inputValue();
    expect(clientId).not.toBe('');
    expect(secret.length).toBeGreaterThanOrEqual(16);
    expect(await champSecret.getAttribute('readonly')).not.toBeNull();
    await verifierAccessibilite(page, "secret d'un accès logiciel créé");
    await secretModale.getByRole('button', { name: /^Copier secret du client/ }).click();
    await secretModale.getByText('Copié dans le presse-papiers.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    // the secret shown is the real one: a token, then a call of the service with it
    const { status, jeton } = await demanderJeton(clientId, secret);
    expect(status).toBe(200);
    const liste = await fetch(`${env.url}/api/logiciels/v1/coproprietes`, { headers: { authorization: `Bearer ${jeton}` } });
    expect(liste.status).toBe(200);

    await secretModale.getByRole('button', { name: 'J’ai conservé le secret, fermer' }).click();
    await attendreFermetureModale(secretModale);
    // closed: the secret is nowhere in the page any more
    expect(await page.content()).not.toContain(secret);

    const ligne = ligneDe(page, clientId);
    await ligne.waitFor();
    const texte = await ligne.textContent();
    // the scopes by their short French names (the part of LIBELLES_PORTEES before its colon)
    for (const attendu of [nom, court('lecture'), court('mise-a-jour'), 'Actif']) expect(texte).toContain(attendu);
    expect(texte).not.toContain(court('declaration'));
    // the form was emptied for the next one
    expect(await section.getByLabel('Nom du logiciel').inputValue()).toBe('');
    // the call made above is its last use, to the minute
    await expect
      .poll(async () => {
        await page.reload();
        await ligne.waitFor();
        return ligne.locator('td').nth(4).textContent();
      })
      .toMatch(/^\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}$/);
    await verifierAccessibilite(page, 'accès logiciel créé');

    // renewal, after its confirmation: a new secret shown once, the old one refused
    await ligne.getByRole('button', { name: `Renouveler le secret de l'accès ${nom}` }).click();
    const renouveler = page.locator('#modale-renouveler-acces-logiciel');
    await attendreModale(renouveler);
    await expect.poll(() => renouveler.getByTestId('message-renouvellement').textContent()).toContain(nom);
    await verifierAccessibilite(page, 'confirmation du renouvellement du secret');
    await renouveler.getByRole('button', { name: 'Renouveler le secret' }).click();
    await attendreModale(secretModale);
    await secretModale.getByRole('heading', { name: 'Nouveau secret de l’accès' }).waitFor();
    await secretModale.getByText('L’ancien secret ne fonctionne plus.', { exact: false }).waitFor();
    expect(await champId.inputValue()).toBe(clientId);
    const nouveau = await champSecret.inputValue();
    expect(nouveau).not.toBe(secret);
    await verifierAccessibilite(page, "nouveau secret d'un accès logiciel");
    expect(await statutJeton(clientId, nouveau)).toBe(200);
    expect(await statutJeton(clientId, secret)).not.toBe(200);
    await secretModale.getByRole('button', { name: 'J’ai conservé le secret, fermer' }).click();
    await attendreFermetureModale(secretModale);
    await expect.poll(() => ligne.textContent()).toContain('secret renouvelé le');

    // revocation: cancelled first, then confirmed
    const revoquer = page.locator('#modale-revoquer-acces-logiciel');
    await ligne.getByRole('button', { name: `Révoquer l'accès ${nom}` }).click();
    await attendreModale(revoquer);
    await expect.poll(() => revoquer.getByTestId('message-revocation').textContent()).toContain(nom);
    await verifierAccessibilite(page, "confirmation de la révocation d'un accès logiciel");
    await revoquer.getByRole('button', { name: 'Annuler' }).click();
    await attendreFermetureModale(revoquer);
    expect(await ligne.textContent()).toContain('Actif');

    await ligne.getByRole('button', { name: `Révoquer l'accès ${nom}` }).click();
    await attendreModale(revoquer);
    await revoquer.getByRole('button', { name: 'Révoquer', exact: true }).click();
    await page.getByText(`L'accès « ${nom} » est révoqué.`).waitFor();
    await attendreFermetureModale(revoquer);
    await expect.poll(() => ligne.textContent()).toContain('Révoqué');
    expect(await ligne.getByRole('button').count()).toBe(0);
    expect(await statutJeton(clientId, nouveau)).not.toBe(200);
    await verifierAccessibilite(page, 'accès logiciel révoqué');

    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it("un administrateur secondaire n'a pas la section", async () => {
    const { page, contexte } = await nouvellePage(env);
    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_ADMIN_SECOND'), CHEMIN);
    await principal(page).getByRole('heading', { level: 2, name: 'Identification' }).waitFor();
    expect(await principal(page).getByTestId('bloc-acces-logiciels').count()).toBe(0);
    await contexte.close();
  });
});
