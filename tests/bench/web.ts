/**
 * `npm run bench:web -- [--runs R] [--desktop] [--no-build]` (issue 15 "SPA weight"): builds the SPA, starts the
 * local cloud in memory (which serves the built SPA with `/api` on the same origin, as CloudFront does), then runs
 * Lighthouse (mobile profile by default: simulated slow 4G and 4x CPU slowdown) on the local Chromium against:
 * - the home page `/`, the sign-in page `/compte` and the help page `/aide`, as a first-time anonymous visitor;
 * - a step of the registration wizard, signed in as the demo principal administrator of a professional syndic.
 *   The sign-in goes through the form (Playwright connected to the same Chromium over CDP, captcha bypass), in
 *   the browser's default profile; Lighthouse then clears the HTTP cache before each audit but keeps the origin's
 *   local storage (its default `clearStorageTypes`), hence the Cognito session.
 * The directory and statistics pages do not exist yet: they are not measured.
 * For each page: JS and CSS transferred (bytes on the wire, i.e. compressed when the server compresses, and their
 * decoded size), FCP, LCP, TBT, performance and accessibility scores (median of R runs, default 1); then the
 * scripts the home page loaded. Prints figures, asserts nothing; run it alone on the machine (figures from a loaded
 * machine are noisy: Lighthouse's simulation derives its timings from the observed CPU work).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';

// the handlers' request logs would drown the figures (the logger reads its level once, when first imported)
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
const { demarrerCloudLocal } = await import('../../infra/local/src/cloud.ts');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    desktop: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) {
  console.error('Usage : npm run bench:web -- [--runs R] [--desktop] [--no-build]');
  process.exit(2);
}
const racine = new URL('../..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ARGUMENTS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // every other host name is unresolvable: nothing but the local gateway is fetched
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1',
];

interface Requete {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}
interface Mesure {
  js: number;
  jsDecode: number;
  css: number;
  cssDecode: number;
  fcp: number;
  lcp: number;
  tbt: number;
  performance: number;
  accessibilite: number;
  scripts: Requete[];
}

/** Chromium with a remote-debugging port (read from its stderr) and an empty profile. */
async function lancerChromium(profil: string): Promise<{ port: number; processus: ChildProcess }> {
  const processus = spawn(CHROMIUM, [...ARGUMENTS, `--user-data-dir=${profil}`, '--remote-debugging-port=0', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let sortie = '';
    const delai = setTimeout(() => reject(new Error(`Chromium ne démarre pas :\n${sortie}`)), 30_000);
    processus.stderr!.on('data', (d: Buffer) => {
      sortie += d.toString();
      const m = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(sortie);
      if (m) {
        clearTimeout(delai);
        resolve(Number(m[1]));
      }
    });
    processus.on('exit', (code) => reject(new Error(`Chromium s'est arrêté (${code}) :\n${sortie}`)));
  });
  processus.stderr!.resume();
  return { port, processus };
}

/** The full Lighthouse reports, to look at (git-ignored): one JSON per page and run, for the Lighthouse viewer. */
const RAPPORTS = join(racine, 'test-results', 'bench-web');

async function auditer(url: string, port: number, rapport: string): Promise<Mesure> {
  const resultat = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], locale: 'fr' },
    values.desktop ? desktopConfig : undefined,
  );
  if (!resultat) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
  const lhr = resultat.lhr;
  mkdirSync(RAPPORTS, { recursive: true });
  writeFileSync(join(RAPPORTS, `${rapport}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse : ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requetes = ((lhr.audits['network-requests']?.details as { items?: Requete[] } | undefined)?.items ?? []).filter(
    (r) => !r.url.startsWith('data:'),
  );
  const somme = (type: string, champ: 'transferSize' | 'resourceSize') =>
    requetes.filter((r) => r.resourceType === type).reduce((s, r) => s + (r[champ] ?? 0), 0);
  const valeur = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    js: somme('Script', 'transferSize'),
    jsDecode: somme('Script', 'resourceSize'),
    css: somme('Stylesheet', 'transferSize'),
    cssDecode: somme('Stylesheet', 'resourceSize'),
    fcp: valeur('first-contentful-paint'),
    lcp: valeur('largest-contentful-paint'),
    tbt: valeur('total-blocking-time'),
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    accessibilite: Math.round((lhr.categories.accessibility?.score ?? NaN) * 100),
    scripts: requetes.filter((r) => r.resourceType === 'Script'),
  };
}

const mediane = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor((v.length - 1) / 2)];
function medianes(mesures: Mesure[]): Mesure {
  const m = (f: (x: Mesure) => number) => mediane(mesures.map(f));
  return {
    js: m((x) => x.js),
    jsDecode: m((x) => x.jsDecode),
    css: m((x) => x.css),
    cssDecode: m((x) => x.cssDecode),
    fcp: m((x) => x.fcp),
    lcp: m((x) => x.lcp),
    tbt: m((x) => x.tbt),
    performance: m((x) => x.performance),
    accessibilite: m((x) => x.accessibilite),
    scripts: mesures[0].scripts,
  };
}

/** Signs in through the form, in the browser's default profile (where Lighthouse opens its tabs). */
async function seConnecter(port: number, url: string, login: string, motDePasse: string): Promise<void> {
  const navigateur = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const contexte = navigateur.contexts()[0];
    await contexte.addCookies([{ name: 'agreeCookies', value: 'true', url, expires: Math.floor(Date.now() / 1000) + 86_400 }]);
    // the captcha: a challenge the server already considers solved (the cloud runs with the bypass on)
    await contexte.route(/\/api\/public\/captcha$/, async (route) => {
      const { id } = (await (await fetch(`${url}/api/public/captcha/bypass`)).json()) as { id: string };
      await route.fulfill({ json: { id, image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', alternative: 'Test' } });
    });
    const page = await contexte.newPage();
    await page.goto(`${url}/compte`);
    await page.getByRole('textbox', { name: /^Identifiant/ }).fill(login);
    await page.getByLabel('Mot de passe', { exact: true }).fill(motDePasse);
    await page.locator('img.captcha__image').waitFor();
    await page.getByLabel('Code de vérification').first().fill('1234');
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: /^Bonjour / }).waitFor({ timeout: 30_000 });
    await contexte.unrouteAll();
    await page.close();
  } finally {
    await navigateur.close();
  }
}

const ko = (n: number) => `${(n / 1024).toFixed(1)} Ko`;
const ms = (n: number) => `${Math.round(n)} ms`;

if (!values['no-build']) {
  console.log('Construction de la SPA (npm run -w web build)…');
  const b = spawnSync('npm', ['run', '-w', 'web', 'build'], { cwd: racine, stdio: ['ignore', 'ignore', 'inherit'] });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, captchaBypass: true });
const url = cloud.url.replace('//localhost', '//127.0.0.1');
const profil = mkdtempSync(join(tmpdir(), 'bench-web-'));
const { port, processus } = await lancerChromium(profil);
const resultats: { nom: string; chemin: string; mesure: Mesure }[] = [];
try {
  const mesurer = async (nom: string, chemin: string) => {
    const mesures: Mesure[] = [];
    const fichier = nom
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\w]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase();
    for (let i = 0; i < RUNS; i++) mesures.push(await auditer(`${url}${chemin}`, port, `${fichier}-${i + 1}`));
    resultats.push({ nom, chemin, mesure: medianes(mesures) });
    console.log(`  ${nom} : mesuré`);
  };
  console.log(`Lighthouse ${values.desktop ? 'bureau' : 'mobile'}, ${RUNS} passage(s) par page, sur ${url}`);
  await mesurer('Accueil', '/');
  await mesurer('Connexion', '/compte');
  await mesurer('Aide', '/aide');
  const compte = cloud.comptesDemo.find((c) => c.profil === 'TELE_PRO_ADMIN_PRINC' && c.login.startsWith('demo.'));
  if (!compte) throw new Error('pas de compte de démonstration TELE_PRO_ADMIN_PRINC');
  await seConnecter(port, url, compte.login, compte.motDePasse);
  await mesurer('Assistant (étape 1, connecté)', '/immatriculer-copropriete/infos-rattachement?immatriculationType=DEFAULT');
} finally {
  processus.kill();
  await cloud.arreter();
  rmSync(profil, { recursive: true, force: true });
}

console.log();
console.table(
  Object.fromEntries(
    resultats.map(({ nom, mesure: m }) => [
      nom,
      {
        'JS transféré': ko(m.js),
        'JS décodé': ko(m.jsDecode),
        'CSS transféré': ko(m.css),
        'CSS décodé': ko(m.cssDecode),
        FCP: ms(m.fcp),
        LCP: ms(m.lcp),
        TBT: ms(m.tbt),
        Performance: m.performance,
        Accessibilité: m.accessibilite,
      },
    ]),
  ),
);
const accueil = resultats.find((r) => r.chemin === '/');
if (accueil) {
  console.log("\nScripts de la page d'accueil (transféré / décodé) :");
  for (const s of [...accueil.mesure.scripts].sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0)))
    console.log(`  ${ko(s.transferSize ?? 0).padStart(10)} ${ko(s.resourceSize ?? 0).padStart(10)}  ${new URL(s.url).pathname}`);
}
console.log(`\nRapports Lighthouse complets (JSON) : ${RAPPORTS}`);
console.log('Répertoire et statistiques : pages pas encore construites, non mesurées.');
console.log('Machine partagée : chiffres bruités (la simulation de Lighthouse part du travail CPU observé).');
process.exit(0);
