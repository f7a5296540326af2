/**
 * The help pages in Chromium (spec 001 §2 `aide`, `aide/tutoriels/videos`, §7 "Newsletter and memo sheets"): a
 * visitor finds every category's memo sheets on the help page and downloads one as a PDF under its name; the
 * tutorials page shows each tutorial's step-by-step transcript (and, for a tutorial that ships a video, the native
 * player with its French captions track); a visitor's home shows the general sheets and a professional syndic's the
 * professionals'. axe-core: zero violations.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORIES_FICHES_MEMO,
  LIBELLES_CATEGORIE_FICHE_MEMO,
  fichesDeCategorie,
} from '@registre/shared/domain/fichesMemo/contenu';
import type { FicheMemoListee } from '@registre/shared/routes/fichesMemo.routes';
import { TUTORIELS } from '../../web/src/pages/aide/tutoriels/tutoriels.ts';
import { tailleFichier } from '../../web/src/pages/donnees-ouvertes/format.ts';
import { demarrer, nouvellePage, ouvrirConnecte, type Environnement } from './support.ts';
import { principal, verifierPage } from './outils.ts';

let env: Environnement;
beforeAll(async () => {
  env = await demarrer();
});
afterAll(async () => {
  await env?.arreter();
});

async function fiches(categorie: string): Promise<FicheMemoListee[]> {
  const r = await fetch(`${env.url}/api/public/fichesmemo/recupereNomDesFichiers?categorie=${categorie}`);
  expect(r.status).toBe(200);
  return (await r.json()) as FicheMemoListee[];
}

/** A link whose accessible name starts with `texte` (its parentheses and other signs taken as they are). */
const debutDe = (texte: string) => new RegExp(`^${texte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe('aide : fiches mémo et tutoriels', () => {
  it("la page d'aide liste les fiches de chaque catégorie ; une fiche se télécharge en PDF", async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env);
    await page.goto(`${env.url}/aide`);
    const section = principal(page).locator('#fiches-memo');
    await section.getByRole('heading', { level: 2, name: 'Fiches mémo et tutoriels' }).waitFor();
    for (const c of CATEGORIES_FICHES_MEMO) {
      const bloc = section.getByTestId(`fiches-memo-${c}`);
      await bloc.getByRole('heading', { level: 3, name: LIBELLES_CATEGORIE_FICHE_MEMO[c] }).waitFor();
      for (const f of fichesDeCategorie(c)) await bloc.getByRole('link', { name: debutDe(f.titre) }).waitFor();
    }
    await verifierPage(page, 'aide, fiches mémo');

    const [fiche] = await fiches('PRO');
    const lien = section.getByTestId('fiches-memo-PRO').getByRole('link', { name: debutDe(fiche.titre) });
    expect(await lien.textContent()).toContain(`PDF – ${tailleFichier(fiche.taille)}`);
    expect(await lien.getAttribute('href')).toBe(fiche.lien);
    const [telechargement] = await Promise.all([page.waitForEvent('download'), lien.click()]);
    expect(telechargement.suggestedFilename()).toBe(fiche.nom);
    const contenu = readFileSync(await telechargement.path());
    expect(contenu.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(contenu.length).toBe(fiche.taille);
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it('les tutoriels : chacun son pas-à-pas, et un lecteur sous-titré seulement pour une vidéo livrée', async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env);
    await page.goto(`${env.url}/aide`);
    await principal(page).getByRole('link', { name: 'tutoriels', exact: true }).click();
    await page.waitForURL(`${env.url}/aide/tutoriels/videos`);
    await page.getByRole('heading', { level: 1, name: 'Tutoriels' }).waitFor();
    for (const t of TUTORIELS) {
      const bloc = principal(page).getByTestId(`tutoriel-${t.id}`);
      await bloc.waitFor();
      const etapes = bloc.getByTestId('transcription').locator('li');
      expect(await etapes.count()).toBe(t.etapes.length);
      expect(await etapes.first().textContent()).toContain(t.etapes[0].titre);
      const video = bloc.getByTestId('video-tutoriel');
      if (t.video) {
        expect(await video.locator('track[kind="captions"][srclang="fr"]').getAttribute('src')).toBe(t.video.sousTitres);
        expect(await video.locator('track').evaluate((e) => (e as HTMLTrackElement).default)).toBe(true);
        // a real video, served with the site: its length is known once its metadata are read, and nothing failed
        await expect.poll(() => video.evaluate((v) => (v as HTMLVideoElement).duration), { timeout: 15_000 }).toBeGreaterThan(10);
        expect(await video.evaluate((v) => (v as HTMLVideoElement).error)).toBeNull();
        expect(await bloc.getByText("La vidéo de ce tutoriel n'a pas pu être chargée").count()).toBe(0);
        const vtt = await fetch(`${env.url}${t.video.sousTitres}`);
        expect((await vtt.text()).startsWith('WEBVTT')).toBe(true);
      } else expect(await video.count()).toBe(0);
    }
    await verifierPage(page, 'tutoriels');
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });

  it("l'accueil d'un visiteur montre les fiches pour tous, celui d'un syndic professionnel les siennes", async () => {
    const { page, contexte, erreursJs } = await nouvellePage(env);
    await page.goto(env.url);
    const generales = principal(page).getByTestId('fiches-memo-GENERAL');
    for (const f of fichesDeCategorie('GENERAL')) await generales.getByRole('link', { name: debutDe(f.titre) }).waitFor();
    await verifierPage(page, 'accueil visiteur, fiches mémo');

    await ouvrirConnecte(page, env, env.loginDe('TELE_PRO_ADMIN_PRINC'));
    const pro = principal(page).getByTestId('fiches-memo-PRO');
    for (const f of fichesDeCategorie('PRO')) await pro.getByRole('link', { name: debutDe(f.titre) }).waitFor();
    expect(await principal(page).getByTestId('fiches-memo-GENERAL').count()).toBe(0);
    await verifierPage(page, 'accueil syndic professionnel, fiches mémo');
    expect(erreursJs).toEqual([]);
    await contexte.close();
  });
});
