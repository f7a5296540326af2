/**
 * Records a tutorial video from the real application, without ffmpeg nor any download:
 *   npm run -w web build && npx tsx web/scripts/enregistrer-tutoriel.ts <id>
 * It starts the embedded local cloud (as the browser tests do), walks the tutorial's steps in Chromium and takes one
 * screenshot per step of the manifest (`web/src/pages/aide/tutoriels/tutoriels.ts`), then composes them in the same
 * Chromium: each screenshot drawn on a 1280×720 canvas, with the step's number and title, for a time that follows the
 * length of its text, recorded by the browser's own MediaRecorder (WebM, VP9). The captions (WebVTT, French) are
 * the manifest's transcript, cue by cue on the same timing. Writes web/public/tutoriels/<id>.webm, <id>.vtt and
 * <id>.jpg (poster), then prints the `video` entry to add to the manifest.
 *
 * Only the tutorials with a scenario below can be recorded; any other is documented in README (« Ajouter une vidéo
 * de tutoriel »).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { demarrerCloudLocal } from '@registre/infra/local/src/cloud';
import { TUTORIELS, type Tutoriel } from '../src/features/tutoriels/tutoriels.ts';

const LARGEUR = 1280;
const HAUTEUR = 720;
const DOSSIER = new URL('../public/tutoriels/', import.meta.url).pathname;
const IMAGE_CAPTCHA =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

interface Environnement {
  url: string;
  courriels(): { a: string; texte: string; date: string }[];
  navigateur: Browser;
  arreter(): Promise<void>;
}

/** Chromium as the browser tests run it (tests/e2e/support.ts, which only runs under vitest): no other host. */
const ARGUMENTS_CHROMIUM = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

/** The local cloud in memory (captcha bypass on) and a headless Chromium, as the browser tests start them. */
async function demarrer(): Promise<Environnement> {
  const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, captchaBypass: true, attenteWorkflowsMs: 20 });
  const navigateur = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGUMENTS_CHROMIUM });
  return {
    url: cloud.url.replace('//localhost', '//127.0.0.1'),
    courriels: () => cloud.courriels(),
    navigateur,
    arreter: async () => {
      await navigateur.close();
      await cloud.arreter();
    },
  };
}

/** One screenshot per step of the manifest, in order. */
type Scenario = (page: Page, env: Environnement) => AsyncGenerator<Buffer>;

const main = (page: Page) => page.locator('main');
const capture = (page: Page) => page.screenshot({ type: 'png' });
const centrer = async (page: Page, texte: string | RegExp) => {
  await main(page).getByText(texte).first().scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
};

const SCENARIOS: Record<string, Scenario> = {
  // the establishment comes from the local Sirene register (functions/src/adapters/sirene/registre-local.json)
  async *'creer-son-compte-de-syndic'(page, env) {
    const email = 'claire.martin@syndic-alpes.example';
    await page.goto(`${env.url}/compte`);
    await main(page).getByRole('link', { name: 'Créer un compte', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Créer un compte' }).waitFor();
    await main(page).getByLabel('Syndic professionnel').check({ force: true });
    yield await capture(page);

    await main(page).getByLabel("SIRET de l'établissement").fill('79318264300015');
    await main(page).getByRole('button', { name: "Rechercher l'établissement" }).click();
    await main(page).getByTestId('etablissement-trouve').waitFor();
    await centrer(page, "SIRET de l'établissement");
    yield await capture(page);

    await main(page)
      .getByLabel(/^Adresse électronique\s*Format/)
      .fill(email);
    await main(page).getByLabel("Confirmation de l'adresse électronique").fill(email);
    await centrer(page, 'Adresse électronique du compte');
    yield await capture(page);

    await main(page).getByLabel('Madame').check({ force: true });
    await main(page).getByLabel('Nom', { exact: true }).fill('Martin');
    await main(page).getByLabel('Prénom').fill('Claire');
    await main(page).getByLabel("Adresse électronique de l'administrateur").fill(email);
    await main(page).getByLabel('Téléphone').fill('+33476001122');
    await main(page).getByRole('radio', { name: 'Oui' }).check({ force: true });
    await main(page)
      .getByLabel(/Je certifie sur l'honneur/)
      .check({ force: true });
    await main(page).getByLabel('Code de vérification').first().fill('1234');
    await centrer(page, 'Administrateur principal du compte');
    yield await capture(page);

    const debut = Date.now() - 1000;
    await main(page).getByRole('button', { name: 'Créer le compte' }).click();
    await main(page).getByRole('heading', { name: 'Votre demande de création de compte est enregistrée' }).waitFor();
    let courriel: ReturnType<Environnement['courriels']>[number] | undefined;
    for (let i = 0; i < 50 && !courriel; i++) {
      courriel = env.courriels().find((c) => c.a === email && Date.parse(c.date) >= debut);
      if (!courriel) await new Promise((r) => setTimeout(r, 200));
    }
    if (!courriel) throw new Error("le courriel d'activation n'est pas arrivé");
    const login = /Votre identifiant de connexion : (\S+)/.exec(courriel.texte)![1];
    const lien = new URL(/https?:\/\/\S+\/compte\/activation\?\S+/.exec(courriel.texte)![0]);
    await page.goto(`${env.url}${lien.pathname}${lien.search}`);
    await main(page).getByRole('heading', { name: 'Créer votre mot de passe' }).waitFor();
    const motDePasse = 'Syndic-Alpes-2026!';
    await main(page).getByLabel('Mot de passe', { exact: true }).fill(motDePasse);
    await main(page).getByLabel('Confirmation du mot de passe').fill(motDePasse);
    await page.locator('main h1').first().scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -60));
    yield await capture(page);

    await main(page).getByRole('button', { name: 'Enregistrer mon mot de passe' }).click();
    await main(page).getByRole('heading', { name: 'Votre mot de passe est enregistré' }).waitFor();
    await page.goto(`${env.url}/compte`);
    await page.getByRole('textbox', { name: /^Identifiant/ }).fill(login);
    await page.getByLabel('Mot de passe', { exact: true }).fill(motDePasse);
    await page.locator('img.captcha__image').waitFor();
    await page.getByLabel('Code de vérification').first().fill('1234');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor();
    await main(page).locator('.fr-notice').first().waitFor();
    yield await capture(page);
  },
};

/** Seconds a step stays on screen: long enough to read its caption (about 2.5 words a second), 5 to 14 s. */
const dureeEtape = (texte: string) => Math.min(14, Math.max(5, Math.round(texte.split(/\s+/).length / 2.5)));

/** `00:00:05.000` */
const horodatage = (s: number) => {
  const ms = Math.round(s * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const sec = Math.floor((ms % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(sec).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

/** Cues of two short lines at most: the step's title, then its text cut at word boundaries. */
function morceaux(texte: string, max = 84): string[] {
  const r: string[] = [];
  let courant = '';
  for (const mot of texte.split(/\s+/)) {
    if (courant && `${courant} ${mot}`.length > max) {
      r.push(courant);
      courant = mot;
    } else courant = courant ? `${courant} ${mot}` : mot;
  }
  if (courant) r.push(courant);
  return r;
}

export function sousTitres(t: Tutoriel): string {
  let debut = 0;
  const cues: string[] = ['WEBVTT', '', `NOTE ${t.titre} : transcription du registre national des copropriétés`, ''];
  t.etapes.forEach((e, i) => {
    const duree = dureeEtape(`${e.titre} ${e.texte}`);
    const parts = [`Étape ${i + 1} : ${e.titre}.`, ...morceaux(e.texte)];
    const pas = duree / parts.length;
    parts.forEach((p, j) => {
      cues.push(`${i + 1}-${j + 1}`, `${horodatage(debut + j * pas)} --> ${horodatage(debut + (j + 1) * pas)}`, p, '');
    });
    debut += duree;
  });
  return cues.join('\n');
}

/**
 * The browser's recorder writes a WebM without its duration (it streams): players then show no length and cannot
 * seek. The Duration element (0x4489, float64, in TimecodeScale units: milliseconds by default) is added to the
 * segment's Info element (0x1549A966), whose size is rewritten; the segment's own size is "unknown", so nothing else moves.
 */
export function avecDuree(webm: Buffer, dureeMs: number): Buffer {
  const info = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (info < 0) throw new Error('WebM sans élément Info');
  const debutTaille = info + 4;
  const premier = webm[debutTaille];
  const longueur = Math.clz32(premier) - 23; // bytes of the size's variable-length integer
  let taille = premier & (0xff >> longueur);
  for (let i = 1; i < longueur; i++) taille = taille * 256 + webm[debutTaille + i];
  const contenu = webm.subarray(debutTaille + longueur, debutTaille + longueur + taille);
  if (contenu.includes(Buffer.from([0x44, 0x89]))) return webm;
  const duree = Buffer.alloc(11);
  duree.set([0x44, 0x89, 0x88]);
  duree.writeDoubleBE(dureeMs, 3);
  const nouvelleTaille = taille + duree.length;
  if (nouvelleTaille > 0x3ffe) throw new Error('élément Info trop grand');
  const vint =
    nouvelleTaille < 0x7f
      ? Buffer.from([0x80 | nouvelleTaille])
      : Buffer.from([0x40 | (nouvelleTaille >> 8), nouvelleTaille & 0xff]);
  return Buffer.concat([webm.subarray(0, debutTaille), vint, contenu, duree, webm.subarray(debutTaille + longueur + taille)]);
}

async function enregistrer(id: string) {
  const tutoriel = TUTORIELS.find((t) => t.id === id);
  const scenario = SCENARIOS[id];
  if (!tutoriel || !scenario) throw new Error(`aucun scénario pour « ${id} » (connus : ${Object.keys(SCENARIOS).join(', ')})`);
  const env = await demarrer();
  try {
    const contexte = await env.navigateur.newContext({ viewport: { width: LARGEUR, height: HAUTEUR }, locale: 'fr-FR' });
    await contexte.addCookies([{ name: 'agreeCookies', value: 'true', url: env.url }]);
    await contexte.route(/\/api\/public\/captcha$/, async (route) => {
      const r = await fetch(`${env.url}/api/public/captcha/bypass`);
      const { id: defi } = (await r.json()) as { id: string };
      await route.fulfill({ json: { id: defi, image: IMAGE_CAPTCHA, alternative: 'Test' } });
    });
    const page = await contexte.newPage();
    const images: string[] = [];
    for await (const png of scenario(page, env)) images.push(`data:image/png;base64,${png.toString('base64')}`);
    if (images.length !== tutoriel.etapes.length)
      throw new Error(`${images.length} captures pour ${tutoriel.etapes.length} étapes : le scénario et le manifeste divergent`);

    // the composition, recorded by the browser itself
    const etapes = tutoriel.etapes.map((e, i) => ({
      image: images[i],
      bandeau: `Étape ${i + 1} sur ${tutoriel.etapes.length} · ${e.titre}`,
      duree: dureeEtape(`${e.titre} ${e.texte}`),
    }));
    const studio = await contexte.newPage();
    // tsx names the functions it compiles with a `__name` helper that the page does not have
    await studio.addInitScript('window.__name = (f) => f;');
    await studio.goto(`${env.url}/config.json`);
    const resultat = await studio.evaluate(
      async ({ etapes, largeur, hauteur }) => {
        const canvas = document.createElement('canvas');
        canvas.width = largeur;
        canvas.height = hauteur;
        const ctx = canvas.getContext('2d')!;
        const charger = (src: string) =>
          new Promise<HTMLImageElement>((ok, ko) => {
            const img = new Image();
            img.onload = () => ok(img);
            img.onerror = ko;
            img.src = src;
          });
        const imgs = await Promise.all(etapes.map((e) => charger(e.image)));
        const dessiner = (i: number) => {
          ctx.drawImage(imgs[i], 0, 0, largeur, hauteur);
          ctx.fillStyle = 'rgba(0, 0, 145, 0.92)';
          ctx.fillRect(0, 0, largeur, 44);
          ctx.fillStyle = '#fff';
          ctx.font = 'bold 20px sans-serif';
          ctx.fillText(etapes[i].bandeau, 24, 29);
        };
        const type = 'video/webm;codecs=vp9';
        const flux = canvas.captureStream(10);
        const rec = new MediaRecorder(flux, { mimeType: type, videoBitsPerSecond: 600_000 });
        const parts: Blob[] = [];
        rec.ondataavailable = (e) => parts.push(e.data);
        dessiner(0);
        const affiche = canvas.toDataURL('image/jpeg', 0.8);
        rec.start(1000);
        const t0 = performance.now();
        for (let i = 0; i < etapes.length; i++) {
          const fin = performance.now() + etapes[i].duree * 1000;
          while (performance.now() < fin) {
            dessiner(i);
            await new Promise((r) => setTimeout(r, 100));
          }
        }
        await new Promise<void>((ok) => {
          rec.onstop = () => ok();
          rec.stop();
        });
        const dureeMs = performance.now() - t0;
        const octets = new Uint8Array(await new Blob(parts, { type }).arrayBuffer());
        let binaire = '';
        for (let i = 0; i < octets.length; i += 0x8000) binaire += String.fromCharCode(...octets.subarray(i, i + 0x8000));
        return { video: btoa(binaire), affiche, dureeMs };
      },
      { etapes, largeur: LARGEUR, hauteur: HAUTEUR },
    );
    mkdirSync(DOSSIER, { recursive: true });
    writeFileSync(`${DOSSIER}${id}.webm`, avecDuree(Buffer.from(resultat.video, 'base64'), resultat.dureeMs));
    writeFileSync(`${DOSSIER}${id}.jpg`, Buffer.from(resultat.affiche.split(',')[1], 'base64'));
    writeFileSync(`${DOSSIER}${id}.vtt`, sousTitres(tutoriel));
    await contexte.close();
    console.log(
      `Écrit : web/public/tutoriels/${id}.webm, .vtt, .jpg. Entrée du manifeste :\n` +
        `    video: { src: '/tutoriels/${id}.webm', type: 'video/webm', sousTitres: '/tutoriels/${id}.vtt', affiche: '/tutoriels/${id}.jpg' },`,
    );
  } finally {
    await env.arreter();
  }
}

const id = process.argv[2];
if (!id) {
  console.error(`Usage : npx tsx web/scripts/enregistrer-tutoriel.ts <id> (scénarios : ${Object.keys(SCENARIOS).join(', ')})`);
  process.exit(2);
}
await enregistrer(id);
