/**
 * What a supporting document holds (issue 15, item 2), read in the current thread with explicit budgets; the
 * time and heap limits are the worker's around it (./analysePdf.ts, which runs this analysis). After the envelope
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
 * Budgets. pdf-lib is not built for hostile input: it inflates object and cross-reference streams with its own
 * decoder while parsing (no size limit). Object and cross-reference streams are inflated first by zlib with
 * `maxOutputLength` (16 MiB each) before pdf-lib may decode them (and only `FlateDecode` is allowed there); every
 * other Flate stream is inflated by zlib as a stream whose output is counted and dropped, 128 MiB in all for the
 * document; at most 500 000 objects.
 */
import { constants as zconst, createInflate, inflateSync } from 'node:zlib';
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
  // PDF_DELAI_ANALYSE_MS: the integration tests' cloud shortens it (each analysis that must run out of time holds a
  // worker that long); 8 s everywhere else
  delaiMs: Number(process.env.PDF_DELAI_ANALYSE_MS) || 8000,
  tasMo: 192,
  jeuneMo: 32,
  fluxStructureOctets: 16 * 1024 * 1024,
  totalDecompresseOctets: 128 * 1024 * 1024,
  objetsMax: 500_000,
};

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
