/**
 * `npm run bench:teledeclarants` (N=20000 by default): the keepers' declarant search (POST api/teledeclarants)
 * against a local cloud in memory holding N declarants. The search reads the 8 gsi2 partitions of the
 * declarants in parallel (never a Scan), then filters, sorts and pages in memory (ACCESS-PATTERNS.md #13).
 * Prints p50/p95 of a few typical searches through the API, as a keeper's browser calls it; asserts nothing.
 */
import { demarrerCloudLocal } from '../../infra/local/src/cloud.ts';

const N = Number(process.env.N ?? 20_000);
const RUNS = Number(process.env.RUNS ?? 30);
const COMMUNES = [
  ['75011', 'PARIS'],
  ['69003', 'LYON'],
  ['13001', 'MARSEILLE'],
  ['31000', 'TOULOUSE'],
  ['44000', 'NANTES'],
  ['59800', 'LILLE'],
  ['33000', 'BORDEAUX'],
  ['67000', 'STRASBOURG'],
] as const;
const NOMS = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
];
const PRENOMS = ['Camille', 'Louise', 'Hugo', 'Léa', 'Jules', 'Chloé', 'Nathan', 'Inès', 'Paul', 'Hélène'];
const STATUTS = ['ACTIF', 'ACTIF', 'ACTIF', 'ACTIF', 'ATT_ACTIVATION', 'ATT_CREA_COMPTE', 'SUPPRIME'] as const;

const t0 = Date.now();
const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, planification: false, captchaBypass: true });
try {
  const { db } = await import('@registre/functions/adapters/dynamodb/service');
  console.log(`Local cloud up in ${((Date.now() - t0) / 1000).toFixed(1)} s; seeding ${N} declarants…`);
  const t1 = Date.now();
  const lots: Record<string, unknown>[] = [];
  for (let i = 0; i < N; i++) {
    const [codePostal, commune] = COMMUNES[i % COMMUNES.length];
    lots.push({
      idTeledeclarant: 100_000 + i,
      type: i % 5 === 0 ? 'NON_PRO' : 'PRO',
      statut: STATUTS[i % STATUTS.length],
      siret: String(10_000_000_000_000 + i * 7919).padStart(14, '0'),
      raisonSociale: `Cabinet ${NOMS[i % NOMS.length]} ${commune.toLowerCase()} ${i}`,
      codeApe: i % 5 === 0 ? '9499Z' : '6832A',
      email: `contact.${i}@syndic-${i % 97}.fr`,
      nomAdmin: NOMS[(i * 7) % NOMS.length],
      prenomAdmin: PRENOMS[i % PRENOMS.length],
      loginAdmin: `admin.${i}@syndic-${i % 97}.fr`,
      motDePasseActive: i % 3 !== 0,
      codePostal,
      commune,
      dateCreation: new Date(Date.UTC(2017, 0, 1) + i * 3_600_000).toISOString(),
    });
  }
  const taille = 25 * 20;
  const paquets = Array.from({ length: Math.ceil(lots.length / taille) }, (_, k) => lots.slice(k * taille, (k + 1) * taille));
  for (let k = 0; k < paquets.length; k += 8) {
    await Promise.all(
      paquets.slice(k, k + 8).map((p) =>
        db()
          .entities.teledeclarant.put(p as never[])
          .go(),
      ),
    );
  }
  console.log(`Seeded in ${((Date.now() - t1) / 1000).toFixed(1)} s.`);

  const connexion = await fetch(`${cloud.url}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      j_username: 'demo.teneur_admin_princ',
      j_password: cloud.comptesDemo[0].motDePasse,
      captcha: ((await (await fetch(`${cloud.url}/api/public/captcha/bypass`)).json()) as { id: string }).id,
    }),
  });
  const { idToken } = (await connexion.json()) as { idToken: string };

  const RECHERCHES: [string, Record<string, unknown>][] = [
    ['page 1, no criterion (default sort by id)', {}],
    [
      'raisonSociale "dubois", sorted by name desc',
      { raisonSociale: 'dubois', paginationOptions: { sortField: 'raisonSociale', sortDirection: 'desc' } },
    ],
    [
      'codePostal "75" + ATT_ACTIVATION, page 3 of 20',
      { codePostal: '75', statutTeledeclarant: 'ATT_ACTIVATION', paginationOptions: { pageNumber: 3, pageSize: 20 } },
    ],
    ['nomAdmin "lefevre" sorted by commune', { nomAdmin: 'lefevre', paginationOptions: { sortField: 'commune' } }],
  ];
  const pc = (v: number[], p: number) => v[Math.min(v.length - 1, Math.floor((p / 100) * v.length))];
  console.log(
    `\nPOST /api/teledeclarants with ${N} declarants, ${RUNS} runs each (Node ${process.version}, DynamoDB Local in memory)\n`,
  );
  console.log('search                                             total     p50 (ms)   p95 (ms)');
  for (const [nom, corps] of RECHERCHES) {
    const mesures: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS + 2; i++) {
      const debut = performance.now();
      const r = await fetch(`${cloud.url}/api/teledeclarants`, {
        method: 'POST',
        headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(corps),
      });
      const json = (await r.json()) as { totalItems: number };
      if (r.status !== 200) throw new Error(`recherche refusée : ${r.status} ${JSON.stringify(json)}`);
      total = json.totalItems;
      if (i >= 2) mesures.push(performance.now() - debut); // two warm-up runs
    }
    mesures.sort((a, b) => a - b);
    console.log(
      `${nom.padEnd(50)} ${String(total).padStart(6)}   ${pc(mesures, 50).toFixed(0).padStart(8)}   ${pc(mesures, 95).toFixed(0).padStart(8)}`,
    );
  }
} finally {
  await cloud.arreter();
}
