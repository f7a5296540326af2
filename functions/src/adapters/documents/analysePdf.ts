/**
 * A supporting document is checked for what it IS, not for its envelope (issue 15, item 2): after the envelope
 * check of shared/src/domain/pdf.ts (5 MB, `%PDF-` header, `%%EOF`, cross-reference), the file must parse as a
 * PDF (pdf-lib's parser) with at least one page, and hold no active or hidden content: JavaScript (`/JS`,
 * `/JavaScript`), launch actions (`/Launch`), embedded files (`/EmbeddedFiles`, `/EmbeddedFile`, `/EF`, `/GoToE`,
 * `/FileAttachment` annotations) or XFA forms (`/XFA`). Every object the file writes is inspected as it is parsed
 * (also those a later definition of the same number masks, and those nothing refers to), then every object of
 * the parsed document, those inside compressed object streams included; objects pdf-lib cannot parse and the
 * decoded object streams are searched as text too. Names are compared once their `#xx` escapes are decoded
 * (pdf-lib only decodes upper-case ones). An encrypted PDF is refused: its object streams cannot be read, so what
 * they hide cannot be checked.
 *
 * Bounds. pdf-lib is not built for hostile input: it inflates object and cross-reference streams with its own
 * decoder while parsing (no size limit), and skips "jibberish" between objects in quadratic time (20 KB of
 * digits take 5 s). Hence two layers:
 * - inside the analysis, explicit budgets: object and cross-reference streams are inflated first by zlib with
 *   `maxOutputLength` (16 MiB each) before pdf-lib may decode them (and only `FlateDecode` is allowed there);
 *   every other Flate stream is inflated by zlib as a stream whose output is counted and dropped, 128 MiB in all
 *   for the document; at most 500 000 objects;
 * - around it, a `worker_threads` Worker with `resourceLimits` (V8 heap 192 + 32 MiB) and a wall-clock limit
 *   (8 s from the moment it has the document) after which it is terminated: the only way to stop a synchronous
 *   loop in the library. A worker that answered is kept for the next document (2 at most, unref'd while idle);
 *   one stopped by a limit is thrown away.
 * The worker runs THIS module (the bundle of the area in AWS, where esbuild inlined it; the .ts file through
 * tsx's API locally and in tests), so that no other file has to be shipped.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData, type WorkerOptions } from 'node:worker_threads';
import { constants as zconst, createInflate, inflateSync } from 'node:zlib';
import { verifierPdf } from '@registre/shared/domain/pdf';
import type { CodeErreur } from '@registre/shared/errors/catalogue';
import {
  PDFArray,
  PDFDict,
  PDFInvalidObject,
  PDFName,
  PDFNull,
  PDFNumber,
  PDFParser,
  PDFRawStream,
  PDFRef,
  type PDFContext,
  type PDFObject,
} from 'pdf-lib';

export type MotifRefusPdf =
  | 'illisible'
  | 'sansPage'
  | 'javascript'
  | 'lancement'
  | 'fichierIncorpore'
  | 'xfa'
  | 'chiffre'
  | 'demesure'
  | 'delai'
  | 'memoire';

export type AnalysePdf = { ok: true; pages: number } | { ok: false; motif: MotifRefusPdf };

export interface LimitesAnalyse {
  /** wall-clock time of the analysis, from the moment the worker has the document (its start is not counted) */
  delaiMs: number;
  /** V8 heap of the worker (ArrayBuffers are outside it: the inflate budgets bound those) */
  tasMo: number;
  jeuneMo: number;
  /** inflated size allowed for each object or cross-reference stream (pdf-lib decodes those itself) */
  fluxStructureOctets: number;
  /** inflated size allowed for all the Flate streams of the document together */
  totalDecompresseOctets: number;
  objetsMax: number;
}

export const LIMITES: LimitesAnalyse = {
  delaiMs: 8000,
  tasMo: 192,
  jeuneMo: 32,
  fluxStructureOctets: 16 * 1024 * 1024,
  totalDecompresseOctets: 128 * 1024 * 1024,
  objetsMax: 500_000,
};

// ------------------------------------------------------------------------------------------------------------
// the analysis itself (runs in the worker; exported for the unit tests)
// ------------------------------------------------------------------------------------------------------------

/** A name as a reader understands it: every `#xx` escape decoded, whatever the case of its hex digits. */
const nom = (n: PDFName) =>
  n
    .asString()
    .replace(/^\//, '')
    .replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

const CLES: Record<string, MotifRefusPdf> = {
  JS: 'javascript',
  JavaScript: 'javascript',
  Launch: 'lancement',
  EmbeddedFiles: 'fichierIncorpore',
  EmbeddedFile: 'fichierIncorpore',
  EF: 'fichierIncorpore',
  XFA: 'xfa',
};
const VALEURS: Record<string, MotifRefusPdf> = {
  JavaScript: 'javascript',
  Launch: 'lancement',
  EmbeddedFile: 'fichierIncorpore',
  EmbeddedFiles: 'fichierIncorpore',
  FileAttachment: 'fichierIncorpore',
  GoToE: 'fichierIncorpore',
};

/**
 * The forbidden names in text no parser hands over as objects (decoded object streams, objects pdf-lib could not
 * parse but a reader might): a name token, its `#xx` escapes decoded, followed by a delimiter.
 */
const NOM_INTERDIT = /\/(JS|JavaScript|Launch|EmbeddedFiles?|EF|XFA|FileAttachment|GoToE)(?=[\s/<>[\]()%{}]|$)/;
function nomInterditDansTexte(octets: Uint8Array): MotifRefusPdf | null {
  const texte = Buffer.from(octets.buffer, octets.byteOffset, octets.byteLength)
    .toString('latin1')
    .replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  const m = NOM_INTERDIT.exec(texte);
  return m ? (CLES[m[1]] ?? VALEURS[m[1]] ?? null) : null;
}

/** The filters of a stream, in order (names decoded). */
function filtres(dict: PDFDict): string[] | null {
  const f = dict.get(PDFName.of('Filter'));
  if (f === undefined) return [];
  if (f instanceof PDFName) return [nom(f)];
  if (f instanceof PDFArray) {
    const r: string[] = [];
    for (let i = 0; i < f.size(); i++) {
      const x = f.get(i);
      if (!(x instanceof PDFName)) return null;
      r.push(nom(x));
    }
    return r;
  }
  return null; // an indirect or odd /Filter: not something a producer writes
}

const FLATE = new Set(['FlateDecode', 'Fl']);

/**
 * pdf-lib's parser, with a guard on the streams it decodes while parsing (object streams, cross-reference
 * streams): only Flate, and zlib inflates them first with a size cap. A refused stream becomes `null` so that the
 * parser goes on without decoding it; the refusal is remembered.
 */
class ParseurBorne extends PDFParser {
  refus: MotifRefusPdf | null = null;
  /**
   * Forbidden content seen WHILE parsing: every object the file writes, including those a later definition of
   * the same number replaces (pdf-lib keeps the last one, a reader following the cross-reference table may
   * open the first) and those nothing refers to.
   */
  actif: MotifRefusPdf | null = null;
  objets = 0;
  constructor(
    octets: Uint8Array,
    private readonly limites: LimitesAnalyse,
  ) {
    super(octets, Infinity, false, true);
  }

  override parseObject(): PDFObject {
    const o = super.parseObject();
    // names and dictionary keys, each seen once: nested values come back through this method too
    if (!this.actif) {
      if (o instanceof PDFName) this.actif = VALEURS[nom(o)] ?? null;
      else if (o instanceof PDFDict || o instanceof PDFRawStream) {
        const dict = o instanceof PDFRawStream ? o.dict : o;
        for (const k of dict.keys()) this.actif ??= CLES[nom(k)] ?? null;
      }
    }
    if (!(o instanceof PDFRawStream)) return o;
    const type = o.dict.get(PDFName.of('Type'));
    const t = type instanceof PDFName ? nom(type) : '';
    if (t !== 'ObjStm' && t !== 'XRef') return o;
    const verdict = this.verifierFluxStructure(o, t);
    if (verdict === null) return o;
    this.refus ??= verdict;
    return PDFNull;
  }

  private verifierFluxStructure(o: PDFRawStream, type: string): MotifRefusPdf | null {
    const f = filtres(o.dict);
    if (f === null || f.length > 1 || (f.length === 1 && !FLATE.has(f[0]))) return 'illisible';
    if (type === 'ObjStm') {
      const n = o.dict.get(PDFName.of('N'));
      if (!(n instanceof PDFNumber) || n.asNumber() < 0) return 'illisible';
      this.objets += n.asNumber();
      if (this.objets > this.limites.objetsMax) return 'demesure';
    }
    if (f.length === 0) {
      if (o.contents.length > this.limites.fluxStructureOctets) return 'demesure';
      if (type === 'ObjStm') this.actif ??= nomInterditDansTexte(o.contents);
      return null;
    }
    try {
      const decompresse = inflateSync(o.contents, { maxOutputLength: this.limites.fluxStructureOctets });
      // the objects of an object stream are parsed by another parser: their text is searched here
      if (type === 'ObjStm') this.actif ??= nomInterditDansTexte(decompresse);
      return null;
    } catch (e) {
      // too large, or not Flate data (pdf-lib's own decoder must never see either)
      return (e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'demesure' : 'illisible';
    }
  }
}

/** How many bytes a Flate stream inflates to, stopping (and returning `Infinity`) beyond `plafond`. */
function tailleDecompressee(donnees: Uint8Array, plafond: number): Promise<number> {
  return new Promise((resolve) => {
    let total = 0;
    const z = createInflate({ finishFlush: zconst.Z_SYNC_FLUSH, chunkSize: 256 * 1024 });
    z.on('data', (b: Buffer) => {
      total += b.length;
      if (total > plafond) {
        z.destroy();
        resolve(Infinity);
      }
    });
    // a damaged stream is the reader's problem, not a danger: count what it gives
    z.on('error', () => resolve(total));
    z.on('end', () => resolve(total));
    z.end(donnees);
  });
}

/** Decodes the ASCII filters that may come before a Flate one (they only shrink the data). */
function decoderAscii(donnees: Uint8Array, filtre: string): Uint8Array | null {
  const texte = Buffer.from(donnees).toString('latin1');
  if (filtre === 'ASCIIHexDecode' || filtre === 'AHx') {
    const hex = texte.replace(/>.*$/s, '').replace(/[^0-9a-fA-F]/g, '');
    return Buffer.from(hex.length % 2 ? hex + '0' : hex, 'hex');
  }
  if (filtre === 'ASCII85Decode' || filtre === 'A85') {
    const a85 = texte.replace(/~>.*$/s, '').replace(/\s/g, '');
    const sortie: number[] = [];
    let groupe: number[] = [];
    const vider = (g: number[], n: number) => {
      let v = 0;
      for (const c of g) v = v * 85 + c;
      for (let i = 0; i < n; i++) sortie.push((v >>> (24 - 8 * i)) & 0xff);
    };
    for (const c of a85) {
      if (c === 'z' && groupe.length === 0) {
        sortie.push(0, 0, 0, 0);
        continue;
      }
      const code = c.charCodeAt(0) - 33;
      if (code < 0 || code > 84) return null;
      groupe.push(code);
      if (groupe.length === 5) {
        vider(groupe, 4);
        groupe = [];
      }
    }
    if (groupe.length > 1) {
      const n = groupe.length - 1;
      while (groupe.length < 5) groupe.push(84);
      vider(groupe, n);
    }
    return Buffer.from(sortie);
  }
  return null;
}

/** Charges the inflated size of every Flate stream of the document against one budget. */
async function verifierFlux(contexte: PDFContext, limites: LimitesAnalyse): Promise<MotifRefusPdf | null> {
  let budget = limites.totalDecompresseOctets;
  for (const [, o] of contexte.enumerateIndirectObjects()) {
    if (!(o instanceof PDFRawStream)) continue;
    const f = filtres(o.dict);
    if (f === null) return 'illisible';
    const dernierFlate = f.map((x) => FLATE.has(x)).lastIndexOf(true);
    if (dernierFlate < 0) continue; // not compressed by Flate: images (DCT, JPX, CCITT, JBIG2) or plain data
    let donnees: Uint8Array = o.contents;
    for (let i = 0; i < dernierFlate; i++) {
      if (FLATE.has(f[i])) {
        // a Flate layer under another Flate layer: the only case where the inflated bytes are kept (bounded)
        try {
          donnees = inflateSync(donnees, { maxOutputLength: budget, finishFlush: zconst.Z_SYNC_FLUSH });
        } catch (e) {
          if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'demesure';
          return 'illisible';
        }
        budget -= donnees.length;
      } else {
        const d = decoderAscii(donnees, f[i]);
        if (!d) return 'illisible'; // LZW or run-length before Flate: no producer does that
        donnees = d;
      }
    }
    const taille = await tailleDecompressee(donnees, budget);
    if (taille === Infinity) return 'demesure';
    budget -= taille;
  }
  return null;
}

/** The first forbidden construct in a dictionary (keys and name values, nested dictionaries and arrays). */
function contenuActif(o: PDFObject | undefined, profondeur = 0): MotifRefusPdf | null {
  if (profondeur > 64) return null; // deeper nesting is refused as unreadable by the caller's page walk anyway
  if (o instanceof PDFRawStream) return contenuActif(o.dict, profondeur);
  if (o instanceof PDFName) return VALEURS[nom(o)] ?? null;
  if (o instanceof PDFDict) {
    for (const [k, v] of o.entries()) {
      const motif = CLES[nom(k)] ?? contenuActif(v, profondeur + 1);
      if (motif) return motif;
    }
  } else if (o instanceof PDFArray) {
    for (let i = 0; i < o.size(); i++) {
      const motif = contenuActif(o.get(i), profondeur + 1);
      if (motif) return motif;
    }
  }
  return null;
}

/** An object pdf-lib could not parse (it keeps its bytes): a reader might, so its text is searched. */
function texteInvalide(o: PDFInvalidObject): MotifRefusPdf | null {
  const octets = new Uint8Array(o.sizeInBytes());
  o.copyBytesInto(octets, 0);
  return nomInterditDansTexte(octets);
}

/** Leaves of the page tree, each node visited once (a cycle or a tree too deep makes the file unreadable). */
function compterPages(contexte: PDFContext): number | null {
  const catalogue = contexte.lookup(contexte.trailerInfo.Root);
  if (!(catalogue instanceof PDFDict)) return null;
  const racine = catalogue.get(PDFName.of('Pages'));
  if (!(racine instanceof PDFRef)) return null;
  const vus = new Set<string>();
  let pages = 0;
  const pile: [PDFRef, number][] = [[racine, 0]];
  while (pile.length) {
    const [ref, profondeur] = pile.pop()!;
    if (vus.has(ref.tag) || profondeur > 64) return null;
    vus.add(ref.tag);
    const noeud = contexte.lookup(ref);
    if (!(noeud instanceof PDFDict)) return null;
    const type = noeud.get(PDFName.of('Type'));
    const t = type instanceof PDFName ? nom(type) : '';
    const enfants = noeud.get(PDFName.of('Kids'));
    if (t === 'Page' || (t !== 'Pages' && !enfants)) {
      pages++;
      continue;
    }
    if (!(enfants instanceof PDFArray)) return null;
    for (let i = enfants.size() - 1; i >= 0; i--) {
      const e = enfants.get(i);
      if (!(e instanceof PDFRef)) return null;
      pile.push([e, profondeur + 1]);
    }
  }
  return pages;
}

/**
 * The analysis, in the current thread and WITHOUT time or heap limit (the worker gives those): what a parser
 * sees in `octets`. The envelope (size, header, end) is checked before, by `verifierPdf`.
 */
export async function analyserPdfSansDelai(octets: Uint8Array, limites: LimitesAnalyse = LIMITES): Promise<AnalysePdf> {
  const parseur = new ParseurBorne(octets, limites);
  let contexte: PDFContext;
  try {
    contexte = await parseur.parseDocument();
  } catch (e) {
    if (e instanceof RangeError) return { ok: false, motif: 'demesure' }; // nesting deep enough to overflow the stack
    return { ok: false, motif: 'illisible' };
  }
  const refus = (motif: MotifRefusPdf): AnalysePdf => ({ ok: false, motif });
  if (contexte.trailerInfo.Encrypt) return refus('chiffre');
  if (parseur.refus) return refus(parseur.refus);
  if (parseur.actif) return refus(parseur.actif);
  const objets = contexte.enumerateIndirectObjects();
  if (objets.length > limites.objetsMax) return refus('demesure');
  try {
    for (const [, o] of objets) {
      const motif = o instanceof PDFInvalidObject ? texteInvalide(o) : contenuActif(o);
      if (motif) return refus(motif);
    }
    const flux = await verifierFlux(contexte, limites);
    if (flux) return refus(flux);
    const pages = compterPages(contexte);
    if (pages === null) return refus('illisible');
    if (pages === 0) return refus('sansPage');
    return { ok: true, pages };
  } catch (e) {
    if (e instanceof RangeError) return refus('demesure');
    return refus('illisible');
  }
}

// ------------------------------------------------------------------------------------------------------------
// the bounded analysis: in a worker, kept warm between documents
// ------------------------------------------------------------------------------------------------------------

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
