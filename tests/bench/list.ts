/**
 * `npm run bench:list -- [--rows N[,N…]] [--holder H] [--runs R]` (issue 11): the condominium list, the syndic board
 * and the keepers' search at the scale of the open-data register. For each size N (default 100 000): a local cloud
 * in memory, N synthetic condominiums loaded by the RNIC import (infra/local/src/rnic/echelle.ts), then H of them
 * (default 20 000, at most N) given to ONE establishment created here (a PRO declarant and its establishment): its
 * `idTeledeclarant`, attached (every tenth expired), annual update FAITE / A_FAIRE / EN_RETARD in turn, one in ten
 * with non-geolocated parcels, one in 25 with a pending request; then the bench waits until the stream projector
 * (the local stream poller inside this cloud) has built the list rows, the counters and the search keys.
 * It then measures through the use cases the API calls (rechercher.ts, registre.ts, tableauDeBord.ts):
 * - each filter of spec 000 §2: page 1, page 50 with the cursor of page 49, page 50 by a direct jump (no cursor);
 * - one list sorted on a column (the filter's rows read in full: the cost of any other order or criterion);
 * - the keepers' search by name (words in another order, no accents) and by registration number;
 * - the board.
 * For each: p50 / p95 latency over R runs (default 20, after 2 warm-up runs), read capacity consumed per call
 * (every DynamoDB call asks ReturnConsumedCapacity) and the items DynamoDB read per call (ScannedCount of Queries,
 * items of GetItem/BatchGetItem) against the rows returned. Several sizes (`--rows 10000,100000`): one process
 * per size (the SDK clients keep the endpoints of the first cloud they met), then the growth from the first to the
 * last. Prints figures, asserts nothing; run it alone on the machine.
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { demarrerCloudLocal } from '../../infra/local/src/cloud.ts';
import { semerEchelle } from '../../infra/local/src/rnic/echelle.ts';
import { centile, compterElementsLus, mesurerCapacite } from './capacite.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    holder: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '20' },
  },
});
const TAILLES = values.rows.split(',').map(Number);
const RUNS = Number(values.runs);
if (TAILLES.some((n) => !Number.isInteger(n) || n < 100) || !Number.isInteger(RUNS) || RUNS < 1) {
  console.error('Usage : npm run bench:list -- [--rows N[,N…] (100 000 par défaut)] [--holder H] [--runs R]');
  process.exit(2);
}
const racine = new URL('../..', import.meta.url).pathname;
const TD = 900_001;
const SIRET_BANC = '35472819800012';

interface Mesure {
  nom: string;
  p50: number;
  p95: number;
  rcu: number;
  lus: number;
  rendues: number;
  total: number;
}

async function parallele<T>(elements: T[], n: number, f: (e: T, i: number) => Promise<unknown>) {
  let i = 0;
  await Promise.all(
    Array.from({ length: n }, async () => {
      while (i < elements.length) {
        const k = i++;
        await f(elements[k], k);
      }
    }),
  );
}

async function unePuissance(N: number): Promise<Mesure[]> {
  const H = Math.min(Number(values.holder), N);
  const t0 = Date.now();
  const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, planification: false });
  try {
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { documentClient } = await import('@registre/functions/adapters/dynamodb/client');
    const { PARTITIONS_REGISTRE } = await import('@registre/functions/adapters/dynamodb/copropriete');
    const { rechercherCoproprietes } = await import('@registre/functions/coproprietes/rechercher');
    const { rechercherRegistre } = await import('@registre/functions/coproprietes/registre');
    const { tableauDeBordSyndic } = await import('@registre/functions/coproprietes/tableauDeBord');
    const { compteurListe } = await import('@registre/functions/projecteurs/listes');
    const { FILTRES_COPROPRIETES } = await import('@registre/shared/schemas/copropriete/api');
    const { formaterImmatriculation } = await import('@registre/shared/domain/valeurs');
    console.error(`[N = ${N}] cloud local prêt en ${((Date.now() - t0) / 1000).toFixed(1)} s ; import…`);

    const { bilan } = await semerEchelle({ lignes: N, graine: 1 });
    console.error(
      `[N = ${N}] ${bilan.chargees} copropriétés importées en ${(bilan.dureeMs / 1000).toFixed(1)} s (${Math.round((bilan.chargees / bilan.dureeMs) * 1000)} /s)`,
    );
    let t = Date.now();
    await cloud.projectionsAJour();
    console.error(
      `[N = ${N}] projecteur à jour (clés de recherche du registre) ${((Date.now() - t) / 1000).toFixed(1)} s après l’import`,
    );

    // the establishment: a PRO declarant and its establishment, as the sign-up writes them
    const maintenant = new Date().toISOString();
    await db()
      .entities.teledeclarant.put({
        idTeledeclarant: TD,
        type: 'PRO',
        statut: 'ACTIF',
        siret: SIRET_BANC,
        raisonSociale: 'ADMINISTRATEURS D IMMEUBLES DE L OUEST',
        email: 'banc.essai@exemple.fr',
        dateCreation: maintenant,
      })
      .go();
    await db()
      .entities.etablissement.put({
        siret: SIRET_BANC,
        raisonSociale: 'ADMINISTRATEURS D IMMEUBLES DE L OUEST',
        idTeledeclarant: TD,
        codeApe: '68.32A',
        actif: true,
      })
      .go();

    // H condominiums of the register, spread over it, given to the establishment
    t = Date.now();
    const ids: number[] = [];
    for (let p = 0; p < PARTITIONS_REGISTRE; p++) {
      const { data } = await db()
        .entities.copropriete.query.registre({ partitionRegistre: p })
        .go({ pages: 'all', attributes: ['idCopropriete'] });
      ids.push(...data.map((c) => c.idCopropriete));
    }
    ids.sort((a, b) => a - b);
    const pas = ids.length / H;
    const choisis = Array.from({ length: H }, (_, i) => ids[Math.floor(i * pas)]);
    const STATUTS = ['FAITE', 'A_FAIRE', 'EN_RETARD'] as const;
    await parallele(choisis, 16, (idCopropriete, i) => {
      const expire = i % 10 === 0;
      return db()
        .entities.copropriete.patch({ idCopropriete })
        .set({
          idTeledeclarant: TD,
          etat: expire ? ('IMMATRICULEE_RATTACHEMENT_EXPIRE' as const) : ('IMMATRICULEE_RATTACHEE' as const),
          representantLegal: 'ADMINISTRATEURS D IMMEUBLES DE L OUEST',
          idMandatCourant: 50_000_000 + i,
          dateDebutMandat: expire ? '2024-01-01' : '2025-06-01',
          dateFinMandat: expire ? '2025-05-31' : '2027-05-31',
          statutMajAnnuelle: STATUTS[i % 3],
          parcellesNonGeolocalisees: i % 10 === 3,
          ...(i % 25 === 7 && { idDemandeEnCours: `RENOUVELLEMENT-${50_000_000 + i}` }),
        })
        .go();
    });
    console.error(`[N = ${N}] ${H} copropriétés données à l’établissement en ${((Date.now() - t) / 1000).toFixed(1)} s`);
    t = Date.now();
    await cloud.projectionsAJour();
    const { data: compte } = await db()
      .entities.compteur.get({ nom: compteurListe(TD, 'seeAllCopro') })
      .go();
    console.error(
      `[N = ${N}] projecteur à jour en ${((Date.now() - t) / 1000).toFixed(1)} s : ${compte?.valeur ?? 0} lignes « seeAllCopro » pour l’établissement`,
    );

    const capacite = mesurerCapacite(documentClient());
    const lus = compterElementsLus(documentClient());
    const session = {
      login: 'banc.essai@exemple.fr',
      profil: 'TELE_PRO_ADMIN_PRINC',
      autorites: [],
      idTeledeclarant: TD,
    } as never;
    const mesures: Mesure[] = [];
    async function mesurer(
      nom: string,
      f: (k: number) => Promise<{ ligneRechercheCoproprieteDTOList?: unknown[]; totalItems?: number } | object>,
      runs = RUNS,
    ) {
      const durees: number[] = [];
      let [rcu, elements, rendues, total] = [0, 0, 0, 0];
      for (let k = 0; k < runs + 2; k++) {
        const [c0, l0] = [capacite.total(), lus.total()];
        const debut = performance.now();
        const r = (await f(k)) as { ligneRechercheCoproprieteDTOList?: unknown[]; totalItems?: number };
        const duree = performance.now() - debut;
        if (k < 2) continue; // warm-up
        durees.push(duree);
        rcu += capacite.total() - c0;
        elements += lus.total() - l0;
        rendues += r.ligneRechercheCoproprieteDTOList?.length ?? 1;
        total = r.totalItems ?? 0;
      }
      const m = {
        nom,
        p50: centile(durees, 50),
        p95: centile(durees, 95),
        rcu: rcu / runs,
        lus: elements / runs,
        rendues: rendues / runs,
        total,
      };
      mesures.push(m);
      console.error(`  ${nom} : ${m.p50.toFixed(1)} ms, ${m.rcu.toFixed(1)} RCU`);
    }

    const liste = (filtre: string, pageNumber: number, curseur?: string | null, sortField?: string) =>
      rechercherCoproprietes(session, {
        filtre: filtre as never,
        paginationOptions: { pageNumber, pageSize: 10, ...(sortField && { sortField, sortDirection: 'asc' as const }) },
        curseur,
      });
    for (const filtre of FILTRES_COPROPRIETES) {
      await mesurer(`${filtre} : page 1`, () => liste(filtre, 1));
      const p49 = await liste(filtre, 49);
      await mesurer(`${filtre} : page 50 (curseur de la page 49)`, () => liste(filtre, 50, p49.curseurSuivant));
      await mesurer(`${filtre} : page 50 (accès direct)`, () => liste(filtre, 50));
    }
    await mesurer(
      'seeAllCopro : page 1 triée par nom (filtre lu en entier)',
      () => liste('seeAllCopro', 1, null, 'nomCopropriete'),
      Math.min(RUNS, 5),
    );
    await mesurer(
      'mandat-expire : page 1, critère statut « Expiré »',
      () =>
        rechercherCoproprietes(session, {
          filtre: 'mandat-expire',
          statut: 'Expiré',
          paginationOptions: { pageNumber: 1, pageSize: 10 },
        }),
      Math.min(RUNS, 5),
    );

    // the keepers' search: names and numbers of condominiums spread over the register
    const echantillon: { nom: string; immatriculation: string }[] = [];
    for (let k = 0; echantillon.length < RUNS + 2; k++) {
      const { data } = await db()
        .entities.copropriete.get({ idCopropriete: ids[Math.floor((k * 7919) % ids.length)] })
        .go({ attributes: ['nomCopropriete', 'immatriculation'] });
      if (data?.nomCopropriete && data.immatriculation)
        echantillon.push({ nom: data.nomCopropriete, immatriculation: data.immatriculation });
    }
    /** the name's words in reverse order, upper case, without accents: what a keeper might type */
    const autrement = (nom: string) =>
      nom
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toUpperCase()
        .split(/\s+/)
        .reverse()
        .join(' ');
    const pagination = { pageNumber: 1, pageSize: 10 };
    await mesurer('teneur : recherche par nom (mots dans le désordre)', (k) =>
      rechercherRegistre({ immatriculationOuNom: autrement(echantillon[k].nom), paginationOptions: pagination }),
    );
    await mesurer('teneur : recherche par numéro (AA1-234-567)', (k) =>
      rechercherRegistre({
        immatriculationOuNom: formaterImmatriculation(echantillon[k].immatriculation),
        paginationOptions: pagination,
      }),
    );
    await mesurer('tableau de bord du syndic', () => tableauDeBordSyndic(session));
    return mesures;
  } finally {
    await cloud.arreter();
  }
}

function tableau(N: number, mesures: Mesure[]) {
  const lignes = [
    `\nN = ${N.toLocaleString('fr-FR')} copropriétés, un établissement en tient ${Math.min(Number(values.holder), N).toLocaleString('fr-FR')} ; ${RUNS} exécutions par mesure (Node ${process.version}, DynamoDB Local en mémoire)\n`,
    `${'mesure'.padEnd(58)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'RCU'.padStart(7)} ${'lus'.padStart(7)} ${'rendus'.padStart(7)} ${'total'.padStart(7)}`,
    ...mesures.map(
      (m) =>
        `${m.nom.padEnd(58)} ${m.p50.toFixed(1).padStart(8)} ${m.p95.toFixed(1).padStart(8)} ${m.rcu.toFixed(1).padStart(7)} ${m.lus.toFixed(0).padStart(7)} ${m.rendues.toFixed(0).padStart(7)} ${String(m.total).padStart(7)}`,
    ),
  ];
  return lignes.join('\n');
}

if (TAILLES.length === 1) {
  const mesures = await unePuissance(TAILLES[0]);
  console.log(tableau(TAILLES[0], mesures));
  console.log(`RESULTAT ${JSON.stringify({ N: TAILLES[0], mesures })}`);
} else {
  const resultats: { N: number; mesures: Mesure[] }[] = [];
  for (const n of TAILLES) {
    const sortie = await new Promise<string>((ok, ko) => {
      const enfant = spawn(
        process.execPath,
        ['--import', 'tsx', 'tests/bench/list.ts', '--rows', String(n), '--holder', values.holder, '--runs', String(RUNS)],
        { cwd: racine, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let texte = '';
      enfant.stdout.on('data', (d: Buffer) => {
        texte += d.toString();
        process.stdout.write(d);
      });
      enfant.on('exit', (code) => (code === 0 ? ok(texte) : ko(new Error(`N = ${n} : code ${code}`))));
    });
    resultats.push(
      JSON.parse(
        sortie
          .split('\n')
          .find((l) => l.startsWith('RESULTAT '))!
          .slice('RESULTAT '.length),
      ),
    );
  }
  const [premier, dernier] = [resultats[0], resultats.at(-1)!];
  console.log(
    `\nCroissance de N = ${premier.N.toLocaleString('fr-FR')} à N = ${dernier.N.toLocaleString('fr-FR')} (même établissement)`,
  );
  console.log(`${'mesure'.padEnd(58)} ${'RCU'.padStart(15)} ${'lus'.padStart(13)} ${'p50 ms'.padStart(15)}`);
  for (const m of dernier.mesures) {
    const a = premier.mesures.find((x) => x.nom === m.nom);
    if (!a) continue;
    console.log(
      `${m.nom.padEnd(58)} ${`${a.rcu.toFixed(1)} → ${m.rcu.toFixed(1)}`.padStart(15)} ${`${a.lus.toFixed(0)} → ${m.lus.toFixed(0)}`.padStart(13)} ${`${a.p50.toFixed(1)} → ${m.p50.toFixed(1)}`.padStart(15)}`,
    );
  }
}
