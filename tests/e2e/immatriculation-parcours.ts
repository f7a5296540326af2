/**
 * Driving the registration wizard in Chromium (issue 4), for the browser tests of the registration and of the
 * keepers' validation: open the wizard, fill each step as a user would (labels, radios, the address choice
 * modal, a parcel located at the cadastre), go on with "Suivant", keep the duplicates, submit. Each step can be
 * checked with axe by the caller (`apresEtape`).
 *
 * The addresses and parcels are those of the local geocoder's gazetteer
 * (functions/src/adapters/geocodage/repertoire-local.json): "rue de la paix" gives several addresses (the
 * modal), Paris 2e (75002) has the parcels of section AB numbered 1 to 50.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { attendreModale } from './support.ts';

export const ADRESSE_SAISIE = 'rue de la paix';
export const ADRESSE_CHOISIE = '12 Rue de la Paix 75002 Paris';

const jj = (d: Date) => `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;

/** A mandate from the first of this month, for 12 months (no warning). */
export function mandatDouzeMois(): { debut: string; fin: string } {
  const m = new Date();
  const debut = new Date(m.getFullYear(), m.getMonth(), 1);
  const fin = new Date(m.getFullYear() + 1, m.getMonth(), 0);
  return { debut: jj(debut), fin: jj(fin) };
}

/** A text field by the start of its label (DSFR puts the hint inside the label). */
export const champ = (racine: Page | Locator, debut: string) =>
  racine.getByLabel(new RegExp(`^${debut.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

/** Answers a yes/no question (a fieldset whose legend starts with `question`). */
export async function repondre(page: Page, question: string, reponse: 'Oui' | 'Non'): Promise<void> {
  const groupe = page.getByRole('group', { name: new RegExp(`^${question.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
  await groupe.getByLabel(reponse, { exact: true }).check({ force: true });
}

/** The current step's title, as the DSFR Stepper shows it. */
export const titreEtape = (page: Page) => page.locator('.fr-stepper__title').first();

/** Waits for the wizard to show the step of this title. */
export async function attendreEtape(page: Page, titre: string | RegExp): Promise<void> {
  await expect.poll(async () => ((await titreEtape(page).textContent()) ?? '').trim(), { timeout: 15_000 }).toMatch(titre);
}

export async function suivant(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
}

export interface OptionsParcours {
  /** called on every step once displayed (axe check) */
  apresEtape?: (nom: string) => Promise<void>;
  nom?: string;
  dateReglement?: string;
  nbLots?: number;
}

export async function remplirInfosRattachement(page: Page, o: OptionsParcours = {}): Promise<void> {
  await attendreEtape(page, /Informations de rattachement/);
  await o.apresEtape?.('infos-rattachement');
  const { debut, fin } = mandatDouzeMois();
  await repondre(page, 'Êtes-vous administrateur provisoire', 'Non');
  await champ(page, 'Date de début du mandat').fill(debut);
  await champ(page, 'Date de fin du mandat').fill(fin);
  await champ(page, 'Type de justificatif').selectOption('PV_AG');
  await suivant(page);
}

/** The reference address through the choice modal (several answers), and one parcel located at the cadastre. */
export async function remplirIdentification(page: Page, o: OptionsParcours = {}): Promise<void> {
  await attendreEtape(page, /Identification de la copropriété/);
  await o.apresEtape?.('identification');
  await champ(page, 'Nom de la copropriété').fill(o.nom ?? 'Résidence de la Paix');
  await champ(page, 'Date du règlement de copropriété').fill(o.dateReglement ?? '15/03/1985');

  await champ(page, 'Adresse de référence').fill(ADRESSE_SAISIE);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  const modale = page.getByRole('dialog', { name: "Choisissez l'adresse" });
  await attendreModale(modale);
  await o.apresEtape?.('identification (choix de l’adresse)');
  await modale.getByLabel(ADRESSE_CHOISIE, { exact: true }).check({ force: true });
  await modale.getByRole('button', { name: 'Retenir cette adresse' }).click();
  await page.getByText(`Adresse retenue : ${ADRESSE_CHOISIE}`).waitFor();

  const parcelle = page.locator('.saisie-parcelle');
  await champ(parcelle, 'Code postal').fill('75002');
  const commune = parcelle.getByLabel('Commune', { exact: true });
  await expect.poll(() => commune.locator('option').count(), { timeout: 10_000 }).toBeGreaterThan(1);
  if (!(await commune.inputValue())) {
    const valeurs = await commune.locator('option').evaluateAll((os) => os.map((x) => (x as HTMLOptionElement).value));
    await commune.selectOption(valeurs.includes('75102') ? '75102' : (valeurs.find((v) => v) ?? ''));
  }
  await champ(parcelle, 'Section').fill('AB');
  await champ(parcelle, 'Numéro de parcelle').fill('12');
  await parcelle.getByRole('button', { name: 'Localiser et ajouter' }).click();
  await page.getByText('section AB n° 12', { exact: false }).first().waitFor();

  const n = o.nbLots ?? 20;
  await champ(page, 'Nombre total de lots').fill(String(n));
  await page.getByRole('textbox', { name: /^Lots à usage d'habitation, de bureaux ou de commerces/ }).fill(String(n - 4));
  await page.getByRole('textbox', { name: /^Lots à usage d'habitation Au plus/ }).fill(String(n - 6));
  await champ(page, 'Lots de stationnement').fill('4');
  await repondre(page, 'Le syndicat est-il principal', 'Oui');
  await repondre(page, 'Le syndicat est-il coopératif', 'Non');
  await repondre(page, 'La copropriété est-elle une résidence-services', 'Non');
  await suivant(page);
}

export async function remplirProcedures(page: Page, o: OptionsParcours = {}): Promise<void> {
  await attendreEtape(page, /Procédures administratives et judiciaires/);
  await o.apresEtape?.('procedures');
  for (const q of [
    'La copropriété fait-elle l’objet d’un arrêté relatif à la sécurité',
    'La copropriété fait-elle l’objet d’un arrêté d’insalubrité',
    'La copropriété fait-elle l’objet d’un arrêté de péril',
    'La copropriété fait-elle l’objet d’un arrêté de mise en sécurité',
    'Un mandataire ad hoc a-t-il été désigné',
    'Une ordonnance de carence a-t-elle été rendue',
  ])
    await repondre(page, q, 'Non');
  await suivant(page);
}

/** The last closed exercise: the year before last, approved in May of last year. */
export async function remplirDonneesFinancieres(page: Page, o: OptionsParcours = {}): Promise<void> {
  await attendreEtape(page, /Données financières/);
  await o.apresEtape?.('donnees-financieres');
  const an = new Date().getFullYear();
  await champ(page, "Date de début de l'exercice").fill(`01/01/${an - 2}`);
  await champ(page, 'Date de clôture des comptes').fill(`31/12/${an - 2}`);
  await repondre(page, 'Les comptes de cet exercice sont-ils encore à approuver', 'Non');
  await champ(page, "Date de l'assemblée générale ayant approuvé les comptes").fill(`20/05/${an - 1}`);
  await repondre(page, "S'agit-il du premier exercice comptable", 'Non');
  await champ(page, 'Charges pour opérations courantes').fill('45000');
  await champ(page, 'Charges pour travaux et opérations exceptionnelles').fill('0');
  await champ(page, 'Montant des dettes fournisseurs').fill('1200,50');
  await champ(page, 'Montant du fonds de travaux').fill('8000');
  await champ(page, 'Montant des impayés des copropriétaires').fill('2500');
  await champ(page, 'Nombre de copropriétaires débiteurs de plus de 300 €').fill('2');
  await repondre(page, 'Le syndicat emploie-t-il du personnel', 'Non');
  await suivant(page);
}

export async function remplirDonneesTechniques(page: Page, o: OptionsParcours = {}): Promise<void> {
  await attendreEtape(page, /Données techniques/);
  await o.apresEtape?.('donnees-techniques');
  await champ(page, 'Étiquette D').fill('1');
  await champ(page, 'Étiquette non déterminée').fill('1');
  await expect.poll(() => page.getByTestId('total-batiments').textContent()).toBe('Nombre total de bâtiments : 2');
  await champ(page, 'Type de chauffage').selectOption('COLLECTIF');
  await repondre(page, 'Le chauffage collectif est-il raccordé', 'Non');
  await champ(page, 'Énergie utilisée par le chauffage collectif').selectOption('GAZ_NATUREL');
  await champ(page, 'Période de construction').selectOption('DE_1975_A_1993');
  await champ(page, 'Année de construction').fill('1982');
  await champ(page, "Nombre d'ascenseurs").fill('1');
  await repondre(page, 'Un plan pluriannuel de travaux a-t-il été inscrit', 'Oui');
  await repondre(page, 'Le plan pluriannuel de travaux a-t-il été adopté', 'Non');
  await suivant(page);
}

/** The duplicates step: keeps the declaration ("not the same condominium"). */
export async function conserverMalgreDoublons(page: Page, o: OptionsParcours = {}): Promise<void> {
  await attendreEtape(page, /Doublons potentiels/);
  await page.getByRole('table', { name: /ressemblent à la vôtre/ }).waitFor();
  await o.apresEtape?.('doublons');
  await page.getByRole('button', { name: "Ce n'est pas la même copropriété, poursuivre" }).click();
}

/** The summary: submits, and waits for the home page with the success notice. */
export async function soumettre(page: Page, o: OptionsParcours = {}): Promise<string> {
  await attendreEtape(page, /Récapitulatif/);
  await o.apresEtape?.('recapitulatif');
  await page.getByRole('button', { name: 'Soumettre la déclaration' }).click();
  const avis = page.locator('#messages .fr-alert--success').first();
  await avis.waitFor({ timeout: 20_000 });
  return (await avis.innerText()).trim();
}

/** A syndic's whole registration from /immatriculer-copropriete: returns the success notice's text. */
export async function immatriculerParLeSyndic(
  page: Page,
  url: string,
  o: OptionsParcours & { doublons?: boolean } = {},
): Promise<string> {
  await page.goto(`${url}/immatriculer-copropriete`);
  await page.getByRole('link', { name: 'Immatriculer une nouvelle copropriété' }).click();
  await remplirInfosRattachement(page, o);
  await remplirIdentification(page, o);
  await remplirProcedures(page, o);
  await remplirDonneesFinancieres(page, o);
  await remplirDonneesTechniques(page, o);
  if (o.doublons) await conserverMalgreDoublons(page, o);
  return soumettre(page, o);
}
