/**
 * `npm run bench:projection -- [--rows 10000,100000] [--secondes 60]` (issue 23): the stream projector on ordinary
 * traffic. For each size N, in a process of its own: a local cloud in memory, N generated condominiums imported
 * (read models built by the import), then, with the stream projector polling as under `npm start`:
 * 1. sustained throughput: 2 000 condominiums changed at once (a new name and lot count: directory entry and rows,
 *    statistics counters, search keys, categorisation row), timed until the projector has read them all —
 *    condominiums per second and items the projector wrote and read per condominium;
 * 2. freshness: 20 writes per second for `--secondes`, every fourth one watched until the directory's entry shows
 *    it — lag p50 / p95 / max from the write to the moment a screen reading it would show it.
 * Then the growth from the first size to the last. Prints figures, asserts nothing; run it alone.
 */
import { parseArgs } from 'node:util';
import { demarrerCloudLocal } from '../../infra/local/src/cloud.ts';
import { fluxRnic } from '../../infra/local/src/rnic/echelle.ts';
import { centile, compterElementsEcrits, compterElementsLus, mesurerDansUnEnfant } from './capacite.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000,100000' },
    secondes: { type: 'string', default: '60' },
    enfant: { type: 'string' },
  },
});
const SECONDES = Number(values.secondes);
const LOT = 2000;

interface Resultat {
  n: number;
  coproS: number;
  ecritsParCopro: number;
  /** items written per condominium by kind (entity, or sort key prefix) */
  ecritsParType: Record<string, number>;
  lusParCopro: number;
  p50: number;
  p95: number;
  max: number;
  ecritures: number;
}

if (values.enfant) {
  console.log(JSON.stringify(await mesurer(Number(values.enfant))));
  process.exit(0);
}
const TAILLES = values.rows.split(',').map(Number);
if (TAILLES.some((n) => !Number.isInteger(n) || n < LOT) || !(SECONDES > 0)) {
  console.error(`Usage : npm run bench:projection -- [--rows N[,N…] (${LOT} au moins)] [--secondes S]`);
  process.exit(2);
}
const resultats: Resultat[] = [];
for (const n of TAILLES) {
  const r = await mesurerDansUnEnfant<Resultat>(['--enfant', String(n), '--secondes', String(SECONDES)]);
  resultats.push(r);
  console.log(`\n== ${n.toLocaleString('fr-FR')} copropriétés`);
  console.log(
    `Débit soutenu : ${r.coproS} copropriétés/s (${LOT} modifiées d’un coup) ; par copropriété, le projecteur écrit ${r.ecritsParCopro} éléments et en lit ${r.lusParCopro}`,
  );
  console.log(
    `  éléments écrits par copropriété, par sorte : ${Object.entries(r.ecritsParType)
      .map(([t, v]) => `${t} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `Fraîcheur sous 20 écritures/s pendant ${SECONDES} s (${r.ecritures} écritures) : p50 ${r.p50} ms, p95 ${r.p95} ms, max ${r.max} ms`,
  );
}
if (resultats.length > 1) {
  const [a, b] = [resultats[0], resultats[resultats.length - 1]];
  console.log(`\n== De ${a.n} à ${b.n} copropriétés`);
  console.log(
    `débit ×${(b.coproS / a.coproS).toFixed(2)} ; écrits/copropriété ×${(b.ecritsParCopro / a.ecritsParCopro).toFixed(2)} ; fraîcheur p95 ×${(b.p95 / a.p95).toFixed(2)}`,
  );
}

async function mesurer(n: number): Promise<Resultat> {
  const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, planification: false });
  Object.assign(process.env, cloud.env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
  try {
    const { documentClient } = await import('@registre/functions/adapters/dynamodb/client');
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { importerRnic, ID_BASE_IMPORT } = await import('@registre/functions/donneesOuvertes/import');
    await importerRnic(fluxRnic({ lignes: n, graine: 1, premier: 'AA0000001' }), { maintenant: new Date(), surRejet: () => {} });
    await cloud.projectionsAJour();
    const ids = Array.from({ length: n }, (_, i) => ID_BASE_IMPORT + 1 + i);
    const { data: publiees } = await db()
      .entities.entreeAnnuaire.get(ids.slice(0, LOT * 2).map((idCopropriete) => ({ idCopropriete })))
      .go({ attributes: ['idCopropriete', 'retiree'] });
    const cibles = publiees.filter((e) => !e.retiree).map((e) => e.idCopropriete);
    let numero = 0;
    const ecrire = async (id: number) => {
      const nom = `Résidence du banc ${++numero}`;
      await db()
        .entities.copropriete.patch({ idCopropriete: id })
        .set({ nomCopropriete: nom, nbLots: 2 + (numero % 300) })
        .go({ response: 'none' });
      return nom;
    };

    // 1. sustained throughput
    const ecrits = compterElementsEcrits(documentClient());
    const lus = compterElementsLus(documentClient());
    const lot = cibles.slice(0, LOT);
    await cloud.suspendreProjections();
    for (let i = 0; i < lot.length; i += 20) await Promise.all(lot.slice(i, i + 20).map(ecrire));
    const [e0, l0, t0] = [ecrits.total(), lus.total(), ecrits.parType()];
    const debut = Date.now();
    cloud.reprendreProjections();
    await cloud.projectionsAJour();
    const coproS = Math.round(lot.length / ((Date.now() - debut) / 1000));
    const ecritsParCopro = Number(((ecrits.total() - e0) / lot.length).toFixed(1));
    const lusParCopro = Number(((lus.total() - l0) / lot.length).toFixed(1));
    const ecritsParType = Object.fromEntries(
      Object.entries(ecrits.parType())
        .map(([t, v]) => [t, Number(((v - (t0[t] ?? 0)) / lot.length).toFixed(2))] as const)
        .filter(([, v]) => v >= 0.01)
        .sort((a, b) => b[1] - a[1]),
    );

    // 2. freshness under 20 writes per second
    const retards: number[] = [];
    const suivis: Promise<void>[] = [];
    const fin = Date.now() + SECONDES * 1000;
    let k = 0;
    while (Date.now() < fin) {
      const depart = Date.now();
      const id = cibles[k++ % cibles.length];
      const t0 = Date.now();
      const nom = await ecrire(id);
      if (k % 4 === 0)
        suivis.push(
          (async () => {
            for (;;) {
              const { data } = await db()
                .entities.entreeAnnuaire.get({ idCopropriete: id })
                .go({ attributes: ['fiche'] });
              if ((data?.fiche as { nom?: string } | undefined)?.nom === nom) return void retards.push(Date.now() - t0);
              if (Date.now() - t0 > 60_000) return void retards.push(60_000);
              await new Promise((r) => setTimeout(r, 50));
            }
          })(),
        );
      await new Promise((r) => setTimeout(r, Math.max(0, 50 - (Date.now() - depart))));
    }
    await Promise.all(suivis);
    return {
      n,
      coproS,
      ecritsParCopro,
      ecritsParType,
      lusParCopro,
      p50: centile(retards, 50),
      p95: centile(retards, 95),
      max: Math.max(...retards),
      ecritures: k,
    };
  } finally {
    await cloud.arreter();
  }
}
