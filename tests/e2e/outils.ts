/**
 * What the browser tests of condominiums share: calls to the API of the cloud they started (a token without the
 * captcha, a condominium registered at once), and the page helpers (main region, a table row, axe once settled).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { AUTORITES_PAR_PROFIL, type Profil } from '@registre/shared/domain/profils';
import type { Visiteur } from '../../web/src/routes.tsx';
import { declarationValide } from '../support/coproprietes.ts';
import { attendrePage, verifierAccessibilite, type Environnement } from './support.ts';

export const principal = (page: Page) => page.locator('main');
/** A signed-in visitor of a profile with that profile's authorities (what the menu and tile rules take). */
export const visiteurDe = (profil: Profil): Visiteur => ({ connecte: true, profil, autorites: AUTORITES_PAR_PROFIL[profil] });
export const ligneDe = (page: Page, texte: string) => principal(page).locator('.fr-table tbody tr').filter({ hasText: texte });

/** axe once the page has settled (its lazy chunk, its data, no request in flight). */
export async function verifierPage(page: Page, contexte: string) {
  await attendrePage(page);
  await page.locator('.barre-chargement').waitFor({ state: 'detached' });
  await principal(page).getByText('Chargement…').waitFor({ state: 'detached' });
  await verifierAccessibilite(page, contexte);
}

/** The API of the environment `env()` (read at each call: it is started in `beforeAll`). */
export function outilsApi(env: () => Environnement) {
  async function api<T = any>(methode: string, chemin: string, jeton: string, corps?: unknown) {
    const r = await fetch(`${env().url}${chemin}`, {
      method: methode,
      headers: { authorization: `Bearer ${jeton}`, ...(corps !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: corps === undefined ? undefined : JSON.stringify(corps),
    });
    const texte = await r.text();
    return { status: r.status, corps: (texte ? JSON.parse(texte) : null) as T };
  }

  async function jetonDe(login: string): Promise<string> {
    const { id } = (await (await fetch(`${env().url}/api/public/captcha/bypass`)).json()) as { id: string };
    const r = await fetch(`${env().url}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ j_username: login, j_password: env().motDePasse, captcha: id, 'remember-me': 'false' }),
    });
    if (r.status !== 200) throw new Error(`connexion de ${login} refusée : ${r.status}`);
    return ((await r.json()) as { idToken: string }).idToken;
  }

  /** A condominium registered at once by a syndic (no duplicate, its mandate current from its infoRattachement). */
  async function coproprieteImmatriculee(jeton: string) {
    const immatCopropriete = declarationValide();
    const b = await api('PUT', '/api/coproprietes/brouillon/save/donnees-techniques', jeton, {
      typeImmat: 'DEFAULT',
      immatCopropriete,
      confirmations: [],
    });
    if (b.status !== 200) throw new Error(`brouillon refusé : ${b.status} ${JSON.stringify(b.corps)}`);
    const r = await api('PUT', '/api/coproprietes/brouillon/submit', jeton, {
      id: b.corps.id,
      version: b.corps.version,
      confirmations: [],
      doublonsConserves: false,
    });
    expect(r.corps?.resultat, JSON.stringify(r.corps)).toBe('IMMATRICULEE');
    return {
      nom: String(immatCopropriete.identification.nomCopropriete),
      numero: r.corps.immatriculation as string,
      idCopropriete: r.corps.idCopropriete as number,
      /** the mandate's dates as registered (dd/mm/yyyy) */
      debut: String(immatCopropriete.infoRattachement?.dateDebutMandat),
      fin: String(immatCopropriete.infoRattachement?.dateFinMandat),
    };
  }

  return { api, jetonDe, coproprieteImmatriculee };
}

/**
 * Opens a main-menu section and follows one of its links, as a user would. A click that lands before the DSFR script
 * has bound the menu leaves it closed: the button is clicked again until the section is open.
 */
export async function cliquerDansLeMenu(page: Page, rubrique: string, entree: string): Promise<void> {
  const menu = page.locator('#en-tete-main-navigation');
  const bouton = menu.getByRole('button', { name: rubrique });
  await expect
    .poll(async () => {
      if ((await bouton.getAttribute('aria-expanded')) !== 'true') await bouton.click();
      return bouton.getAttribute('aria-expanded');
    })
    .toBe('true');
  await menu.getByRole('link', { name: entree }).click();
}
