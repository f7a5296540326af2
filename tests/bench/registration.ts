/**
 * `npm run bench:registration` (N=100000 condominiums by default, P=2000 pending requests): loads a local cloud in
 * memory with N registered condominiums and their duplicate-index keys (and P requests awaiting the keepers),
 * then measures the two reads of issue 4 that must stay index-driven at a million condominiums:
 * - the duplicate check (`trouverDoublons`, what submission and the `doublon/...` routes run): one that finds the
 *   condominium itself (same address, parcel and name), one at a nearby number of a known street, one on a new
 *   address (nothing found);
 * - the keepers' queue page (`rechercherDemandes`, POST api/declarations/rechercher): page 1 by default, a type
 *   filter, a later page, the out-of-delay filter, a sort column (the in-memory path) and the oldest request.
 * For each: median and p95 latency, read capacity consumed (every DynamoDB call of the check asks
 * ReturnConsumedCapacity) and the read amplification = capacity consumed ÷ capacity of the items returned
 * (0.5 RCU per 4 KB of each returned item, eventually consistent reads). Prints figures, asserts nothing.
 */
import { demarrerCloudLocal } from '../../infra/local/src/cloud.ts';
import { mesurerCapacite } from './capacite.ts';

const N = Number(process.env.N ?? 100_000);
const P = Number(process.env.P ?? 2_000);
const RUNS = Number(process.env.RUNS ?? 50);
const COMMUNES = 400;
const RUES = 60;

const t0 = Date.now();
const cloud = await demarrerCloudLocal({ enMemoire: true, silencieux: true, planification: false, captchaBypass: true });
try {
  const { db } = await import('@registre/functions/adapters/dynamodb/service');
  const { documentClient } = await import('@registre/functions/adapters/dynamodb/client');
  const { trouverDoublons } = await import('@registre/functions/declarations/doublons');
  const { rechercherDemandes, demandeLaPlusAncienne } = await import('@registre/functions/validations/file');
  const { clesDoublon } = await import('@registre/shared/domain/copropriete/doublons');
  const { formaterImmatriculation } = await import('@registre/shared/domain/valeurs');
  const { immatriculationDepuisSequence } = await import('@registre/shared/domain/copropriete/immatriculation');
  console.log(`Local cloud up in ${((Date.now() - t0) / 1000).toFixed(1)} s; loading ${N} condominiums…`);

  // every DynamoDB call asks for its consumed capacity, summed here
  const capacite = mesurerCapacite(documentClient());
  /** RCU of reading exactly these items one by one (eventually consistent). */
  const capaciteDe = (items: unknown[]) =>
    items.reduce<number>((s, i) => s + 0.5 * Math.ceil(Buffer.byteLength(JSON.stringify(i)) / 4096), 0);

  const commune = (i: number) => {
    const c = i % COMMUNES;
    return { codeInsee: String(10000 + c * 37).padStart(5, '0'), codePostal: String(10000 + c * 10), commune: `COMMUNE ${c}` };
  };
  const VOIES = ['Rue', 'Avenue', 'Boulevard', 'Impasse', 'Allée'];
  /** The identification of condominium i: a BAN address in one of RUES streets of one of COMMUNES communes. */
  const identification = (i: number, decalageNumero = 0) => {
    const c = commune(i);
    const rue = Math.floor(i / COMMUNES) % RUES;
    const numero = (Math.floor(i / (COMMUNES * RUES)) % 300) * 2 + 1 + decalageNumero;
    const voie = `${VOIES[rue % VOIES.length]} des Essais ${rue}`;
    const libelle = `${numero} ${voie} ${c.codePostal} ${c.commune}`;
    return {
      nomCopropriete: `Résidence ${i}`,
      adressePrincipale: {
        id: null,
        type: 'PRINCIPALE' as const,
        geolocalisee: true,
        libelle,
        numero: String(numero),
        voie,
        codePostal: c.codePostal,
        commune: c.commune,
        codeInsee: c.codeInsee,
        x: 2.3,
        y: 48.8,
        idBan: `${c.codeInsee}_${String(rue).padStart(4, '0')}_${String(numero).padStart(5, '0')}`,
        idRnb: null,
      },
      parcelle: [
        {
          id: null,
          codePostal: c.codePostal,
          commune: c.commune,
          communeAbsorbee: null,
          codeInsee: c.codeInsee,
          prefixe: '000',
          section: 'A' + String.fromCharCode(65 + (i % 26)),
          numero: String((Math.floor(i / 26) % 9999) + 1).padStart(4, '0'),
          geolocalisee: true,
        },
      ],
    };
  };

  const t1 = Date.now();
  let cles = 0;
  const TRANCHE = 2_000;
  for (let debut = 0; debut < N; debut += TRANCHE) {
    const copros: Record<string, unknown>[] = [];
    const index: Record<string, unknown>[] = [];
    for (let i = debut; i < Math.min(N, debut + TRANCHE); i++) {
      const idCopropriete = 1_000_000 + i;
      const ident = identification(i);
      const k = clesDoublon(ident);
      cles += k.length;
      copros.push({
        idCopropriete,
        immatriculation: immatriculationDepuisSequence(i + 1),
        etat: 'IMMATRICULEE_RATTACHEE',
        typeImmat: 'DEFAULT',
        nomCopropriete: ident.nomCopropriete,
        adresseReference: ident.adressePrincipale.libelle,
        codePostal: ident.adressePrincipale.codePostal,
        commune: ident.adressePrincipale.commune,
        codeInsee: ident.adressePrincipale.codeInsee,
        dateReglementCopropriete: '1975-06-01',
        nbLots: 10 + (i % 90),
        nbBatiments: 1 + (i % 4),
        idTeledeclarant: 1001,
        representantLegal: 'Cabinet Démo',
        clesDoublon: k.map((c) => c.cle),
        dateCreation: '2020-01-01T00:00:00.000Z',
      });
      for (const c of k) index.push({ cle: c.cle, idCopropriete, ...(c.numero !== undefined && { numero: c.numero }) });
    }
    await db()
      .entities.copropriete.put(copros as never[])
      .go({ concurrency: 8 });
    await db()
      .entities.cleDoublon.put(index as never[])
      .go({ concurrency: 8 });
    if ((debut / TRANCHE) % 10 === 9) console.log(`  ${debut + TRANCHE} loaded (${((Date.now() - t1) / 1000).toFixed(0)} s)`);
  }
  const types = ['IMMATRICULATION', 'RATTACHEMENT', 'RENOUVELLEMENT', 'DISSOLUTION'] as const;
  const profils = ['TELE_PRO_ADMIN_PRINC', 'TELE_NONPRO_ADMIN_PRINC', 'NOTAIRE_NOTAIRE', 'TELE_PRO_GESTION'];
  const demandes = Array.from({ length: P }, (_, j) => {
    const dateDemande = new Date(Date.UTC(2026, 9, 1) + j * 600_000).toISOString();
    return {
      idDemande: `${types[j % types.length]}-${500_000 + j}`,
      typeDemande: types[j % types.length],
      statut: 'A_VALIDER',
      idDeclaration: 500_000 + j,
      idCopropriete: 1_000_000 + j,
      idTeledeclarant: 1001,
      immatriculation: immatriculationDepuisSequence(j + 1),
      nomCopropriete: `Résidence ${j}`,
      commune: commune(j).commune,
      profilDemandeur: profils[j % profils.length],
      loginDemandeur: `syndic.${j}@exemple.fr`,
      nomDemandeur: `Syndic ${j}`,
      dateDemande,
      echeance: new Date(Date.parse(dateDemande) + 86_400_000).toISOString(),
      nbDoublons: 1,
      // one in five out of delay (the filter horsDelaiSeulement)
      horsDelai: j % 5 === 0,
    };
  });
  await db()
    .entities.demandeValidation.put(demandes as never[])
    .go({ concurrency: 8 });
  // [issue 15] the queue's read model is written by the stream projector: wait until it has caught up (and stays
  // idle: its writes would be counted with the reads measured below)
  await cloud.projectionsAJour();
  console.log(
    `Loaded ${N} condominiums, ${cles} duplicate-index keys and ${P} pending requests (projected) in ${((Date.now() - t1) / 1000).toFixed(0)} s.`,
  );

  const pc = (v: number[], p: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))];
  async function mesurer<T>(nom: string, f: (k: number) => Promise<T>, retournes: (r: T) => unknown[]) {
    const durees: number[] = [];
    let rcu = 0;
    let rcuRetournes = 0;
    let nbRetournes = 0;
    for (let k = 0; k < RUNS + 3; k++) {
      const avant = capacite.total();
      const debut = performance.now();
      const r = await f(k);
      const duree = performance.now() - debut;
      if (k < 3) continue; // warm-up
      durees.push(duree);
      rcu += capacite.total() - avant;
      const items = retournes(r);
      nbRetournes += items.length;
      rcuRetournes += capaciteDe(items);
    }
    const amplification = rcuRetournes > 0 ? (rcu / rcuRetournes).toFixed(1) : '— (nothing returned)';
    console.log(
      `${nom.padEnd(52)} ${pc(durees, 50).toFixed(1).padStart(8)} ${pc(durees, 95).toFixed(1).padStart(8)} ${(rcu / RUNS).toFixed(1).padStart(8)} ${(nbRetournes / RUNS).toFixed(1).padStart(6)}   ${amplification}`,
    );
  }

  console.log(
    `\n${N} condominiums, ${P} pending requests, ${RUNS} runs each (Node ${process.version}, DynamoDB Local in memory)\n`,
  );
  console.log(
    `${'read'.padEnd(52)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'RCU'.padStart(8)} ${'rows'.padStart(6)}   amplification`,
  );
  const alea = (k: number) => (k * 7919 + 13) % N;
  // the copropriete items the check returns, as read: the summary columns of the duplicates table
  const lignes = (r: { idCopropriete: number }[]) => r;
  await mesurer('duplicate check: an existing condominium', (k) => trouverDoublons(identification(alea(k)), 2), lignes);
  await mesurer('duplicate check: nearby number, same street', (k) => trouverDoublons(identification(alea(k), 4), 2), lignes);
  await mesurer(
    'duplicate check: a new address (nothing found)',
    (k) => trouverDoublons({ ...identification(N + k + COMMUNES * RUES * 300), nomCopropriete: `Nouvelle ${k}` }, 2),
    lignes,
  );
  const page =
    (pageNumber: number, typeDemande?: (typeof types)[number], o: { horsDelaiSeulement?: boolean; sortField?: string } = {}) =>
    () =>
      rechercherDemandes({
        paginationOptions: { pageNumber, pageSize: 10, sortField: o.sortField },
        typeDemande,
        horsDelaiSeulement: o.horsDelaiSeulement ?? false,
      });
  await mesurer('queue: page 1, default order (profile ascending)', page(1), (r) => r.lignes);
  await mesurer('queue: page 1, type RATTACHEMENT', page(1, 'RATTACHEMENT'), (r) => r.lignes);
  await mesurer('queue: page 20, default order', page(20), (r) => r.lignes);
  await mesurer('queue: page 1, out of delay only', page(1, undefined, { horsDelaiSeulement: true }), (r) => r.lignes);
  await mesurer('queue: page 1, sorted by dateDemande', page(1, undefined, { sortField: 'dateDemande' }), (r) => r.lignes);
  await mesurer(
    'queue: the oldest request (rechercher/oldest)',
    () => demandeLaPlusAncienne(),
    (r) => (r ? [r] : []),
  );
  console.log(
    `\nSample number format: ${formaterImmatriculation(immatriculationDepuisSequence(N))} for the ${N}th registration.`,
  );
} finally {
  await cloud.arreter();
}
