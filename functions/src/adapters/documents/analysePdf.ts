/**
 * The check of a supporting document (issue 15, item 2): its envelope (shared/src/domain/pdf.ts), then what it
 * holds (./inspectionPdf.ts: parsed, no active or hidden content, explicit inflate and object budgets), the latter
 * bounded in time and memory here. pdf-lib is not built for hostile input: besides the streams it inflates (the
 * inspection's budgets), it skips "jibberish" between objects in quadratic time (20 KB of digits take 5 s), a
 * synchronous loop nothing but terminating its thread stops. Hence the analysis runs in a `worker_threads` Worker
 * with `resourceLimits` (V8 heap 192 + 32 MiB) and a wall-clock limit (8 s from the moment it has the document)
 * after which it is terminated. A worker that answered is kept for the next document (2 at most, unref'd while
 * idle); one stopped by a limit is thrown away.
 * The worker runs THIS module (the bundle of the area in AWS, where esbuild inlined it; the .ts file through
 * tsx's API locally and in tests), so that no other file has to be shipped.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData, type WorkerOptions } from 'node:worker_threads';
import { verifierPdf } from '@registre/shared/domain/pdf';
import type { CodeErreur } from '@registre/shared/errors/catalogue';
import { analyserPdfSansDelai, LIMITES, type AnalysePdf, type LimitesAnalyse, type MotifRefusPdf } from './inspectionPdf.ts';

export type { MotifRefusPdf };

const TACHE = 'registre:analysePdf';
const PRET = 'pret';

/** The worker's side: documents in, verdicts out, one at a time. */
if (!isMainThread && (workerData as { tache?: string } | null)?.tache === TACHE && parentPort) {
  const port = parentPort;
  console.warn = () => {}; // pdf-lib tells the console about every damaged object it skips
  const { limites } = workerData as { limites: LimitesAnalyse };
  port.on('message', (octets: Uint8Array) => {
    void analyserPdfSansDelai(octets, limites).then(
      (v) => port.postMessage(v),
      () => port.postMessage({ ok: false, motif: 'illisible' } satisfies AnalysePdf),
    );
  });
  port.postMessage(PRET);
}

/**
 * The worker runs this very module: in AWS the area's bundle (an .mjs file where esbuild inlined it); locally and
 * in tests the .ts file, which Node 20 cannot load by itself in a worker (`--import tsx` does not reach a
 * worker's entry point), hence a one-line entry that loads it through tsx's API.
 */
function lancerWorker(options: WorkerOptions): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL(import.meta.url), options);
  const tsx = createRequire(import.meta.url)
    .resolve('tsx/package.json')
    .replace(/package\.json$/, 'dist/esm/api/index.mjs');
  const entree = `import(${JSON.stringify(pathToFileURL(tsx).href)}).then((m) => m.tsImport(${JSON.stringify(import.meta.url)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(entree, { ...options, eval: true });
}

/** Idle workers with the default limits (a Lambda analyses one document at a time; the local cloud, a few). */
const libres: Worker[] = [];
const LIBRES_MAX = 2;

/** How many workers wait for a document (tests). */
export const workersLibres = () => libres.length;

/** A worker ready to analyse (its module loaded); a failure to start is the server's, not the document's. */
function demarrer(limites: LimitesAnalyse): Promise<Worker> {
  return new Promise((ok, ko) => {
    const w = lancerWorker({
      workerData: { tache: TACHE, limites },
      resourceLimits: { maxOldGenerationSizeMb: limites.tasMo, maxYoungGenerationSizeMb: limites.jeuneMo },
    });
    const echec = (e: unknown) => {
      ko(e instanceof Error ? e : new Error(`analyse PDF : le worker s'est arrêté (${String(e)})`));
      void w.terminate();
    };
    w.once('error', echec).once('exit', echec);
    w.once('message', (m: unknown) => {
      w.off('error', echec).off('exit', echec);
      // an idle worker that stops for any reason leaves the pool
      w.once('exit', () => libres.includes(w) && libres.splice(libres.indexOf(w), 1));
      if (m === PRET) ok(w);
      else echec(m);
    });
  });
}

/**
 * The analysis of a supporting document, bounded in time and memory: in a worker that is terminated when it
 * runs out of time ('delai': `delaiMs` from the moment the worker has the document) or of heap ('memoire').
 * Rejects only when no worker can be started.
 */
export async function analyserPdf(octets: Uint8Array, limites: LimitesAnalyse = LIMITES): Promise<AnalysePdf> {
  const parDefaut = limites === LIMITES;
  const w = (parDefaut && libres.pop()) || (await demarrer(limites));
  w.ref();
  return new Promise((resolve) => {
    const fin = (v: AnalysePdf, garder: boolean) => {
      clearTimeout(minuteur);
      w.off('message', message).off('error', erreur).off('exit', sortie);
      resolve(v);
      if (garder && parDefaut && libres.length < LIBRES_MAX) {
        w.unref(); // an idle worker never keeps the process alive
        libres.push(w);
      } else void w.terminate();
    };
    const message = (v: AnalysePdf) => fin(v, true);
    const erreur = (e: Error & { code?: string }) =>
      fin({ ok: false, motif: e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memoire' : 'illisible' }, false);
    const sortie = () => fin({ ok: false, motif: 'memoire' }, false);
    const minuteur = setTimeout(() => fin({ ok: false, motif: 'delai' }, false), limites.delaiMs);
    w.once('message', message).once('error', erreur).once('exit', sortie);
    const copie = new Uint8Array(octets); // the caller keeps its bytes; the copy is moved to the worker
    w.postMessage(copie, [copie.buffer]);
  });
}

// ------------------------------------------------------------------------------------------------------------
// the one check of every supporting document
// ------------------------------------------------------------------------------------------------------------

export type VerdictJustificatif =
  { ok: true; pages: number } | { ok: false; code: CodeErreur; message: string; motif?: MotifRefusPdf };

const REFAIRE =
  "Enregistrez-le de nouveau au format PDF (par exemple en l'imprimant « au format PDF »), puis joignez le nouveau fichier.";
const SECURITE = "il est refusé pour la sécurité des personnes qui l'ouvriront.";

/** Per reason, the catalogue code and the message the person reads. */
export const REFUS_PDF: Record<MotifRefusPdf, { code: CodeErreur; message: string }> = {
  illisible: {
    code: 'PDF_INVALIDE',
    message: "Le fichier n'est pas un PDF lisible : seuls les documents PDF sont acceptés. " + REFAIRE,
  },
  sansPage: { code: 'PDF_INVALIDE', message: 'Le PDF ne contient aucune page : joignez le document complet.' },
  javascript: { code: 'PDF_CONTENU_ACTIF', message: `Le PDF contient du JavaScript : ${SECURITE} ${REFAIRE}` },
  lancement: {
    code: 'PDF_CONTENU_ACTIF',
    message: `Le PDF contient une action qui lance un programme ou ouvre un fichier : ${SECURITE} ${REFAIRE}`,
  },
  fichierIncorpore: {
    code: 'PDF_CONTENU_ACTIF',
    message: `Le PDF contient des fichiers incorporés (pièces jointes) : ${SECURITE} Joignez chaque document séparément, au format PDF.`,
  },
  xfa: { code: 'PDF_CONTENU_ACTIF', message: `Le PDF contient un formulaire XFA : ${SECURITE} ${REFAIRE}` },
  chiffre: {
    code: 'PDF_CHIFFRE',
    message:
      "Le PDF est protégé (chiffré) : son contenu ne peut pas être vérifié. Enregistrez-le sans protection, par exemple en l'imprimant au format PDF, puis joignez-le.",
  },
  demesure: {
    code: 'PDF_TROP_COMPLEXE',
    message: `Le PDF n'a pas pu être vérifié : il contient des données compressées démesurées. ${REFAIRE}`,
  },
  delai: { code: 'PDF_TROP_COMPLEXE', message: `Le PDF n'a pas pu être vérifié : son analyse est trop longue. ${REFAIRE}` },
  memoire: {
    code: 'PDF_TROP_COMPLEXE',
    message: `Le PDF n'a pas pu être vérifié : son analyse demande trop de mémoire. ${REFAIRE}`,
  },
};

/**
 * THE check of a supporting document, whatever the way it came (public check, multipart request, presigned
 * upload): its envelope (5 MB, PDF header and end, shared/src/domain/pdf.ts), then what it holds (`analyserPdf`).
 */
export async function controlerJustificatif(octets: Uint8Array): Promise<VerdictJustificatif> {
  const enveloppe = verifierPdf(octets);
  if (!enveloppe.ok) return enveloppe;
  const analyse = await analyserPdf(octets);
  if (analyse.ok) return analyse;
  return { ok: false, motif: analyse.motif, ...REFUS_PDF[analyse.motif] };
}
