/**
 * `npm run bench:logiciels -- [--lots 50,200,500] [--runs 100]` (issue 25): the web service for syndic software on
 * the local stack, through HTTP as a software calls it (its access's token, the local gateway and its rate limit, the
 * Lambda platform), with the stream projectors live as under `npm start`:
 * - single calls, p50 / p95 over R runs: the list of what is due, one record, one registration, one annual update;
 * - batches of annual updates of each size: seconds from the POST to the last result, updates per second, and the
 *   read and write units and the items per update;
 * - the ceiling of the local emulator in the same run: plain BatchWriteItem items per second.
 * Next to every latency, the read and write units and the items read and written per call (every DynamoDB call of
 * the process asks ReturnConsumedCapacity). The software keeps to its rate limit: a 429 waits its Retry-After
 * (not counted in the latency). Prints figures, asserts nothing; run it alone on the machine.
 */
import { parseArgs } from 'node:util';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { declarationValide, exerciceSuivant } from '../support/coproprietes.ts';
import { centile, compterElementsEcrits, compterElementsLus, mesurerCapacite } from './capacite.ts';

const { values } = parseArgs({
  options: { lots: { type: 'string', default: '50,200,500' }, runs: { type: 'string', default: '100' } },
});
const LOTS = values.lots.split(',').map(Number);
const RUNS = Number(values.runs);
if (LOTS.some((n) => !Number.isInteger(n) || n < 1 || n > 500) || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error('Usage : npm run bench:logiciels -- [--lots 50,200,500 (1 à 500)] [--runs 100]');
  process.exit(2);
}
const exercice = exerciceSuivant();

// the Lambdas' request logs would drown the figures (and cost time): set before the logger's module is loaded
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
const { demarrerCloudLocal } = await import('../../infra/local/src/cloud.ts');
const t0 = Date.now();
const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, planification: false, captchaBypass: true });
try {
  const { documentClient } = await import('@registre/functions/adapters/dynamodb/client');
  const client = documentClient();
  const capacite = mesurerCapacite(client);
  const lus = compterElementsLus(client);
  const ecrits = compterElementsEcrits(client);
  const releve = () => ({ r: capacite.lectures(), w: capacite.ecritures(), l: lus.total(), e: ecrits.total() });
  console.log(`Nuage local prêt en ${((Date.now() - t0) / 1000).toFixed(1)} s.`);

  // an account's session, the access it creates, the software's token (the token URL of the published document)
  const json = async (r: Response) => (await r.json()) as any;
  const captcha = (await json(await fetch(`${cloud.url}/api/public/captcha/bypass`))).id;
  const connexion = await json(
    await fetch(`${cloud.url}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        j_username: 'demo.tele_pro_admin_princ',
        j_password: cloud.comptesDemo[0].motDePasse,
        captcha,
        'remember-me': 'false',
      }),
    }),
  );
  const acces = await json(
    await fetch(`${cloud.url}/api/etablissement/acces-logiciels`, {
      method: 'POST',
      headers: { authorization: `Bearer ${connexion.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ nomLogiciel: 'Banc de mesure', portees: ['lecture', 'declaration', 'mise-a-jour'] }),
    }),
  );
  const document = await json(await fetch(`${cloud.url}/api/logiciels/v1/openapi.json`));
  const urlJeton = document.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl as string;
  const jeton = (
    await json(
      await fetch(urlJeton, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${acces.acces.clientId}:${acces.secret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          scope: 'logiciels/lecture logiciels/declaration logiciels/mise-a-jour',
        }),
      }),
    )
  ).access_token as string;

  /** One call of the software; a 429 waits its Retry-After and is sent again (the wait is not in the latency). */
  async function appel(methode: string, chemin: string, corps?: unknown) {
    for (;;) {
      const avant = performance.now();
      const r = await fetch(`${cloud.url}/api/logiciels/v1${chemin}`, {
        method: methode,
        headers: { authorization: `Bearer ${jeton}`, ...(corps !== undefined && { 'content-type': 'application/json' }) },
        body: corps === undefined ? undefined : JSON.stringify(corps),
      });
      const texte = await r.text();
      const ms = performance.now() - avant;
      if (r.status === 429) {
        await new Promise((f) => setTimeout(f, Number(r.headers.get('retry-after') ?? 1) * 1000));
        continue;
      }
      if (r.status >= 300) throw new Error(`${methode} ${chemin} : ${r.status} ${texte.slice(0, 300)}`);
      return { ms, corps: JSON.parse(texte) as any };
    }
  }

  interface Ligne {
    nom: string;
    p50: number;
    p95: number;
    /** consumed read and write units, projections included */
    rcu: number;
    wcu: number;
    lus: number;
    ecrits: number;
  }
  const lignes: Ligne[] = [];
  /** R calls measured one after the other (after 2 warm-up calls), with the capacity and items per call. */
  async function mesurer(nom: string, n: number, f: (i: number) => Promise<{ ms: number }>) {
    for (let i = 0; i < 2; i++) await f(i);
    const ms: number[] = [];
    const avant = releve();
    for (let i = 2; i < n + 2; i++) ms.push((await f(i)).ms);
    await cloud.projectionsAJour();
    const apres = releve();
    lignes.push({
      nom,
      p50: centile(ms, 50),
      p95: centile(ms, 95),
      rcu: (apres.r - avant.r) / n,
      wcu: (apres.w - avant.w) / n,
      lus: (apres.l - avant.l) / n,
      ecrits: (apres.e - avant.e) / n,
    });
  }

  // the establishment's condominiums, registered through the service itself
  const aImmatriculer = RUNS + 2 + LOTS.reduce((s, n) => s + n, 0) + RUNS + 2;
  console.log(`Immatriculation de ${aImmatriculer} copropriétés par le service…`);
  const numeros: string[] = [];
  const tImmat = Date.now();
  const immatriculer = async () => {
    for (;;) {
      // two random declarations may look alike (409 DOUBLON_TROUVE): another one is drawn
      const r = await appel('POST', '/coproprietes', { ...declarationValide(), confirmerAvertissements: true }).catch(
        (e: Error) => {
          if (e.message.includes('DOUBLON_TROUVE')) return null;
          throw e;
        },
      );
      if (!r) continue;
      numeros.push(r.corps.numeroImmatriculation);
      return r;
    }
  };
  // most of them four at a time, then the last R + 2 one by one, measured on a warm stack (as under `npm start`)
  while (numeros.length < aImmatriculer - RUNS - 2)
    await Promise.all(Array.from({ length: Math.min(4, aImmatriculer - RUNS - 2 - numeros.length) }, immatriculer));
  await cloud.projectionsAJour();
  await mesurer('immatriculer (POST /coproprietes, 201)', RUNS, immatriculer);
  console.log(`… en ${((Date.now() - tImmat) / 1000).toFixed(0)} s.`);

  await mesurer('liste des échéances (GET /coproprietes?echeance=maj-annuelle, 50)', RUNS, () =>
    appel('GET', '/coproprietes?echeance=maj-annuelle&limite=50'),
  );
  await mesurer('fiche (GET /coproprietes/{numero})', RUNS, (i) => appel('GET', `/coproprietes/${numeros[i]}`));
  let suivant = RUNS + 2;
  await mesurer('mise à jour annuelle (POST …/mises-a-jour-annuelles)', RUNS, () =>
    appel('POST', `/coproprietes/${numeros[suivant++]}/mises-a-jour-annuelles`, {
      donneesFinancieres: exercice,
      confirmerAvertissements: true,
    }),
  );

  const lots: {
    taille: number;
    s: number;
    parS: number;
    rcu: number;
    wcu: number;
    lus: number;
    ecrits: number;
    refusees: number;
  }[] = [];
  for (const taille of LOTS) {
    await cloud.projectionsAJour();
    const avant = releve();
    const debut = performance.now();
    const misesAJour = numeros
      .slice(suivant, suivant + taille)
      .map((numeroImmatriculation) => ({ numeroImmatriculation, donneesFinancieres: exercice, confirmerAvertissements: true }));
    suivant += taille;
    const { corps } = await appel('POST', '/lots', { misesAJour });
    let etat: any;
    do {
      await new Promise((f) => setTimeout(f, 200));
      etat = (await appel('GET', `/lots/${corps.idLot}`)).corps;
    } while (etat.statut !== 'TERMINE');
    const s = (performance.now() - debut) / 1000;
    await cloud.projectionsAJour();
    const apres = releve();
    lots.push({
      taille,
      s,
      parS: taille / s,
      rcu: (apres.r - avant.r) / taille,
      wcu: (apres.w - avant.w) / taille,
      lus: (apres.l - avant.l) / taille,
      ecrits: (apres.e - avant.e) / taille,
      refusees: etat.refusees,
    });
  }

  // the emulator's ceiling, in the same run: plain BatchWriteItem of small items
  const PLAFOND = 5000;
  const debutPlafond = performance.now();
  for (let i = 0; i < PLAFOND; i += 25 * 4)
    await Promise.all(
      Array.from({ length: 4 }, (_, k) =>
        client.send(
          new BatchWriteCommand({
            RequestItems: {
              [cloud.env.TABLE_NAME]: Array.from({ length: 25 }, (_, j) => ({
                PutRequest: { Item: { pk: `BANC#${i + k * 25 + j}`, sk: 'BANC', valeur: 'x'.repeat(200) } },
              })),
            },
          }),
        ),
      ),
    );
  const plafond = PLAFOND / ((performance.now() - debutPlafond) / 1000);

  const f = (n: number, d = 1) => n.toFixed(d);
  console.log('\nAppels unitaires (HTTP, projecteurs actifs) :');
  console.log(
    '| appel | p50 ms | p95 ms | unités de lecture / appel | unités d’écriture / appel | éléments lus | éléments écrits |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const l of lignes)
    console.log(`| ${l.nom} | ${f(l.p50)} | ${f(l.p95)} | ${f(l.rcu)} | ${f(l.wcu)} | ${f(l.lus)} | ${f(l.ecrits)} |`);
  console.log('\nLots de mises à jour annuelles :');
  console.log(
    '| taille | durée s | mises à jour / s | unités de lecture / MAJ | unités d’écriture / MAJ | éléments lus / MAJ | éléments écrits / MAJ | refusées |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const l of lots)
    console.log(
      `| ${l.taille} | ${f(l.s)} | ${f(l.parS)} | ${f(l.rcu)} | ${f(l.wcu)} | ${f(l.lus)} | ${f(l.ecrits)} | ${l.refusees} |`,
    );
  console.log(`\nPlafond de l'émulateur (BatchWriteItem seul, même exécution) : ${f(plafond, 0)} éléments/s.`);
  const dernier = lots.at(-1);
  if (dernier)
    console.log(
      `Le lot de ${dernier.taille} écrit ${f(dernier.parS * dernier.ecrits, 0)} éléments/s, soit ${f((100 * dernier.parS * dernier.ecrits) / plafond, 0)} % du plafond.`,
    );
} finally {
  await cloud.arreter();
}
