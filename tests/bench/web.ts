/**
 * `npm run bench:web -- [--runs R] [--mobile | --desktop] [--rows N] [--no-build]` (issues 15 and 24): builds the SPA,
 * starts the local cloud in memory (which serves the built SPA compressed, with `/api` on the same origin, as
 * CloudFront does), loads N generated condominiums (default 2 000: the directory and the statistics have something to
 * show), then runs Lighthouse on the local Chromium, mobile profile (simulated slow 4G, 4x CPU slowdown) then
 * desktop, against what people open:
 * - as a first-time anonymous visitor: the home page, the sign-in page, the directory with the results of a
 *   department's search, a public record of the directory, the statistics, the open-data page;
 * - signed in as the demo principal administrator of a professional syndic: the list of its condominiums and a step
 *   of the registration wizard. The sign-in goes through the form (Playwright connected to the same Chromium over
 *   CDP, captcha bypass), in the browser's default profile; Lighthouse then clears the HTTP cache before each audit
 *   but keeps the origin's local storage (its default `clearStorageTypes`), hence the Cognito session.
 * For each page: JS and CSS transferred (bytes on the wire, i.e. compressed when the server compresses, and their
 * decoded size), FCP, LCP, TBT, CLS, performance and accessibility scores (median of R runs, default 1); then the
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
import { semerEchelle } from '../../infra/local/src/rnic/echelle.ts';

// the handlers' request logs would drown the figures (the logger reads its level once, when first imported)
process.env.POWERTOOLS_LOG_LEVEL ??= 'SILENT';
const { demarrerCloudLocal } = await import('../../infra/local/src/cloud.ts');

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    rows: { type: 'string', default: '2000' },
    mobile: { type: 'boolean', default: false },
    desktop: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const RUNS = Number(values.runs);
const LIGNES = Number(values.rows);
/** the profiles measured: both unless one is asked for */
const PROFILS: ('mobile' | 'bureau')[] =
  values.mobile === values.desktop ? ['mobile', 'bureau'] : values.mobile ? ['mobile'] : ['bureau'];
if (!Number.isInteger(RUNS) || RUNS < 1 || !Number.isInteger(LIGNES) || LIGNES < 100) {
  console.error('Usage : npm run bench:web -- [--runs R] [--rows N (100 au moins)] [--mobile | --desktop] [--no-build]');
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
  cls: number;
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

async function auditer(url: string, port: number, profil: 'mobile' | 'bureau', rapport: string): Promise<Mesure> {
  const resultat = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], locale: 'fr' },
    profil === 'bureau' ? desktopConfig : undefined,
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
    cls: valeur('cumulative-layout-shift'),
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
    cls: m((x) => x.cls),
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

/**
 * A directory search with results to show: the first department (in code order) where the generated register has
 * between 5 and 100 condominiums (beyond 100 the directory asks for a narrower search), as the page keeps it in its
 * address (`?recherche=`), and the first result's public record.
 */
async function rechercheDepartement(url: string): Promise<{ recherche: string; idFiche: number }> {
  for (let d = 1; d <= 95; d++) {
    const corps = { isRechercheAvancee: true, adresseNonSelectionnee: false, departement: String(d).padStart(2, '0') };
    if (corps.departement === '20') continue;
    const r = await fetch(`${url}/api/public/annuaire/rechercherAnnuaire`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...corps, pageNumber: 1, pageSize: 10 }),
    });
    if (!r.ok) continue;
    const { totalItems, ligneRechercheCoproprieteDTOList: lignes } = (await r.json()) as {
      totalItems: number;
      ligneRechercheCoproprieteDTOList: { idCopropriete: number }[];
    };
    if (totalItems >= 5 && totalItems <= 100) return { recherche: JSON.stringify({ corps }), idFiche: lignes[0].idCopropriete };
  }
  throw new Error("aucun département de 5 à 100 copropriétés dans l'annuaire");
}

const ko = (n: number) => `${(n / 1024).toFixed(1)} Ko`;
const ms = (n: number) => `${Math.round(n)} ms`;

if (!values['no-build']) {
  console.log('Construction de la SPA (npm run -w web build)…');
  const b = spawnSync('npm', ['run', '-w', 'web', 'build'], { cwd: racine, stdio: ['ignore', 'ignore', 'inherit'] });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, planification: false, captchaBypass: true });
const url = cloud.url.replace('//localhost', '//127.0.0.1');
console.log(`Chargement de ${LIGNES} copropriétés générées…`);
await semerEchelle({ lignes: LIGNES, graine: 1 });
const { recherche, idFiche } = await rechercheDepartement(url);
const profil = mkdtempSync(join(tmpdir(), 'bench-web-'));
const { port, processus } = await lancerChromium(profil);
const resultats: { nom: string; profil: string; chemin: string; mesure: Mesure }[] = [];
try {
  const mesurer = async (nom: string, chemin: string) => {
    for (const p of PROFILS) {
      const mesures: Mesure[] = [];
      const fichier = `${p}-${nom}`
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .replace(/[^\w]+/g, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase();
      for (let i = 0; i < RUNS; i++) mesures.push(await auditer(`${url}${chemin}`, port, p, `${fichier}-${i + 1}`));
      resultats.push({ nom, profil: p, chemin, mesure: medianes(mesures) });
      console.log(`  ${nom} (${p}) : mesuré`);
    }
  };
  console.log(`Lighthouse ${PROFILS.join(' et ')}, ${RUNS} passage(s) par page, sur ${url}`);
  await mesurer('Accueil', '/');
  await mesurer('Connexion', '/compte');
  await mesurer('Annuaire (résultats)', `/annuaire?${new URLSearchParams({ recherche })}`);
  await mesurer('Fiche publique', `/annuaire/copropriete/${idFiche}`);
  await mesurer('Statistiques', '/consulter-les-statistiques-du-registre');
  await mesurer('Données ouvertes', '/donnees-ouvertes');
  const compte = cloud.comptesDemo.find((c) => c.profil === 'TELE_PRO_ADMIN_PRINC' && c.login.startsWith('demo.'));
  if (!compte) throw new Error('pas de compte de démonstration TELE_PRO_ADMIN_PRINC');
  await seConnecter(port, url, compte.login, compte.motDePasse);
  await mesurer('Mes copropriétés (connecté)', '/copropriete');
  await mesurer('Assistant (étape 1, connecté)', '/immatriculer-copropriete/infos-rattachement?immatriculationType=DEFAULT');
} finally {
  processus.kill();
  await cloud.arreter();
  rmSync(profil, { recursive: true, force: true });
}

console.log();
console.table(
  Object.fromEntries(
    resultats.map(({ nom, profil: p, mesure: m }) => [
      `${nom} — ${p}`,
      {
        'JS transféré': ko(m.js),
        'JS décodé': ko(m.jsDecode),
        'CSS transféré': ko(m.css),
        'CSS décodé': ko(m.cssDecode),
        FCP: ms(m.fcp),
        LCP: ms(m.lcp),
        TBT: ms(m.tbt),
        CLS: m.cls.toFixed(3),
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
console.log('Machine partagée : chiffres bruités (la simulation de Lighthouse part du travail CPU observé).');
process.exit(0);
