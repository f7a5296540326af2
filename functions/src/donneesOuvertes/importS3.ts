/**
 * Task `ImporterTranche` of the `import-rnic` workflow (issue 10): a RNIC file dropped in the imports bucket is
 * read from the byte where the previous slice stopped (a ranged GetObject), loaded for at most
 * ten minutes, and its rejects written beside the exports (`imports/<file>/rejets-<first line>.csv`).
 * The workflow loops until `termine`; a slice that fails is retried from the same byte and loads nothing twice
 * (import.ts: deterministic keys, summary last).
 */
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { config } from '../platform/config.ts';
import { ecrireFlux, lireFlux } from '../adapters/s3/exports.ts';
import { importerRnic, journaliserImport, type Progression, type Rejet, type Reprise } from './import.ts';

/** A slice stops reading after this long, well inside the task's 15 minutes. */
const TRANCHE_MS = 10 * 60 * 1000;

export interface EntreeTranche {
  bucket: string;
  cle: string;
  suite?: Reprise | null;
  /** how long a slice reads (default ten minutes; the tests cut a file into many slices) */
  budgetMs?: number;
  /** the figures of the slices before */
  cumul?: Progression & { rejetsParRaison?: Record<string, number> };
}

export interface SortieTranche extends EntreeTranche {
  termine: boolean;
}

const CLE_VALIDE = /^[\w\-./ ]{1,900}$/;

export async function importerTranche(e: EntreeTranche): Promise<SortieTranche> {
  if (e.bucket !== config().BUCKET_IMPORTS) throw new Error(`Bucket non autorisé : ${e.bucket}`);
  if (!CLE_VALIDE.test(e.cle) || e.cle.includes('..')) throw new Error('Nom de fichier non autorisé.');
  // S3 events may carry the key URL-encoded (a space as `+`): the raw key first, then the decoded one
  const source =
    (await lireFlux(e.cle, { bucket: e.bucket, debut: e.suite?.octet })) ??
    (await lireFlux(decodeURIComponent(e.cle.replace(/\+/g, ' ')), { bucket: e.bucket, debut: e.suite?.octet }));
  if (!source) throw new Error(`Fichier introuvable : ${e.cle}`);
  const maintenant = new Date();
  const rejets = stringify({ header: true, columns: ['ligne', 'immatriculation', 'raison'], quoted: true });
  const sortie = new PassThrough();
  const premiere = (e.suite?.ligne ?? 0) + 1;
  const envoi = Promise.all([
    pipeline(rejets, sortie),
    ecrireFlux(`imports/${e.cle.replace(/\.csv$/i, '')}/rejets-${String(premiere).padStart(9, '0')}.csv`, sortie),
  ]);
  let resultat;
  try {
    resultat = await importerRnic(source, {
      maintenant,
      reprise: e.suite ?? undefined,
      budgetMs: Math.min(e.budgetMs ?? TRANCHE_MS, TRANCHE_MS),
      journal: false,
      surRejet: (r: Rejet) => {
        rejets.write([r.ligne, r.immatriculation ?? '', r.raison]);
      },
    });
  } finally {
    rejets.end();
    await envoi;
    if (source instanceof Readable) source.destroy();
  }
  const c = e.cumul;
  const b = resultat.bilan;
  const parRaison = { ...(c?.rejetsParRaison ?? {}) };
  for (const [k, n] of Object.entries(b.parRaison)) parRaison[k] = (parRaison[k] ?? 0) + n;
  const cumul = {
    lues: (c?.lues ?? 0) + b.lues,
    chargees: (c?.chargees ?? 0) + b.chargees,
    dejaPresentes: (c?.dejaPresentes ?? 0) + b.dejaPresentes,
    rejetees: (c?.rejetees ?? 0) + b.rejetees,
    octets: b.octets,
    rejetsParRaison: parRaison,
  };
  const termine = resultat.suite === null;
  if (termine) await journaliserImport(cumul, maintenant, e.cle);
  return {
    bucket: e.bucket,
    cle: e.cle,
    ...(e.budgetMs !== undefined && { budgetMs: e.budgetMs }),
    suite: resultat.suite,
    cumul,
    termine,
  };
}
