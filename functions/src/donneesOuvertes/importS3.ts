/**
 * Task `ImporterTranche` of the `import-rnic` workflow (issue 10): a RNIC file dropped in the imports bucket is
 * read from the byte where the previous slice stopped (a ranged GetObject), loaded for at most
 * ten minutes, and its rejects written beside the exports (`imports/<file>/rejets-<first line>.csv`).
 * The workflow loops until `termine`; a slice that fails is retried from the same byte and loads nothing twice
 * (import.ts: deterministic keys, summary last).
 *
 * [issue 27, point 6] A malformed file is handled as the command-line import is (bad lines rejected with their
 * French reason, valid rows loaded): when the file is done, its rejects report (`<file>.rejets.csv`: ligne,
 * numéro, raison) and its summary (`<file>.bilan.json`, also the workflow's output) are written in the imports
 * bucket next to it, each whole at once (the slices' parts are assembled only then: never a half report). A file
 * refused whole (empty, header unknown or unreadable) loads nothing and gets a report and a summary saying so.
 * A report dropped back in the bucket is no RNIC file: its execution ends at once.
 *
 * [issue 23] The same task runs the workflow's three steps (`etape`): `decouper` cuts the file into ranges of
 * `LIGNES_PAR_PLAGE` records (plages.ts), which the workflow's Map loads side by side, each range slice by slice as
 * above; `terminer` then sums the ranges' figures and writes the report and the summary. One task, so that it alone
 * reads the imports bucket.
 */
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { neutraliser } from '@registre/shared/domain/exports/tableur';
import { config } from '../platform/config.ts';
import { ecrireFlux, lireFlux, supprimerPrefixe } from '../adapters/s3/exports.ts';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { ImportImpossible, importerRnic, journaliserImport, type Progression, type Rejet, type Reprise } from './import.ts';
import { decouperEnPlages } from './plages.ts';

/** A slice stops reading after this long, well inside the task's 15 minutes. */
const TRANCHE_MS = 10 * 60 * 1000;

/**
 * [issue 23] Records per range: the national file (~626 000 rows) in 8 ranges loaded side by side (the Map's
 * MaxConcurrency), each ~80 000 rows: one or two slices of ten minutes of a 2 GB task (README: a national file).
 */
const LIGNES_PAR_PLAGE = 80_000;
/** Beyond this many repeated numbers, the file is loaded as one range (the ranges' lists would weigh too much). */
const DOUBLONS_MAX = 2000;

export interface EntreeTranche {
  bucket: string;
  cle: string;
  suite?: Reprise | null;
  /** how long a slice reads (default ten minutes; the tests cut a file into many slices) */
  budgetMs?: number;
  /** rows written per lot, 1 to 100 (default 100; the tests cut a small file into many slices) */
  tailleLot?: number;
  /** the figures of the slices before */
  cumul?: Progression & { rejetsParRaison?: Record<string, number> };
  /** [issue 27] the rejects' parts the slices wrote so far (exports bucket), assembled when the file is done */
  parties?: string[];
  /**
   * [issue 23] a range of the file (decouperImport): its slices stop at byte `fin` (null: the end of the file) and
   * reject the rows numbered as an earlier row of the file; the report waits for every range (terminerImport)
   */
  plage?: { fin: number | null; doublons: Record<string, number> };
}

/** [issue 27] The summary of a file's import, written next to it (`<file>.bilan.json`) and given as output. */
export interface BilanFichier {
  fichier: string;
  /** CHARGE: read to its end (rejected lines aside); REFUSE: refused whole, nothing loaded */
  statut: 'CHARGE' | 'REFUSE';
  raison: string | null;
  lues: number;
  chargees: number;
  dejaPresentes: number;
  rejetees: number;
  rejetsParRaison: Record<string, number>;
  rapportRejets: string;
  termineLe: string;
}

export interface SortieTranche extends EntreeTranche {
  termine: boolean;
  /** when the file is done: its summary (also written next to the file) */
  bilan?: BilanFichier;
  /** a file that is no RNIC file to import (a rejects report dropped back in the bucket) */
  ignore?: string;
  /** [issue 23] a range's import when its file was refused whole: why */
  refus?: string | null;
}

/** [issue 23] The workflow's steps, all run by the task ImporterTranche (the only one that reads the imports bucket). */
export type EtapeImport =
  | ({ etape?: undefined } & EntreeTranche)
  | { etape: 'decouper'; entree: EntreeTranche & { lignesParPlage?: number } }
  | { etape: 'terminer'; bucket: string; cle: string; resultats: SortieTranche[] };

export function tacheImport(e: EtapeImport): Promise<SortieTranche | SortieDecoupage> {
  if (e.etape === 'decouper') return decouperImport(e.entree);
  if (e.etape === 'terminer') return terminerImport(e);
  return importerTranche(e);
}

/** Where a file's rejects report and summary are written, next to it in the imports bucket. */
export const cleRapportRejets = (cle: string) => `${cle}.rejets.csv`;
export const cleBilan = (cle: string) => `${cle}.bilan.json`;
const EN_TETE_REJETS = ['ligne', 'numéro', 'raison'];
const prefixeParties = (cle: string) => `imports/${cle.replace(/\.csv$/i, '')}/`;

const CLE_VALIDE = /^[\w\-./ ]{1,900}$/;

/** Only a file of the imports bucket, by a name that stays in it. */
function verifier(e: { bucket: string; cle: string }): void {
  if (e.bucket !== config().BUCKET_IMPORTS) throw new Error(`Bucket non autorisé : ${e.bucket}`);
  if (!CLE_VALIDE.test(e.cle) || e.cle.includes('..')) throw new Error('Nom de fichier non autorisé.');
}

/** The file to import from byte `debut`; a SortieTranche when it is not one to import (a rejects report). */
async function ouvrir(e: EntreeTranche): Promise<Readable | SortieTranche> {
  verifier(e);
  // [issue 27] the report this workflow writes next to a file ends in .csv too: dropped, it starts an execution
  if (/\.rejets\.csv$/i.test(e.cle))
    return { bucket: e.bucket, cle: e.cle, termine: true, ignore: 'Rapport de rejets : ce fichier n’est pas importé.' };
  // S3 events may carry the key URL-encoded (a space as `+`): the raw key first, then the decoded one
  const source =
    (await lireFlux(e.cle, { bucket: e.bucket, debut: e.suite?.octet })) ??
    (await lireFlux(decodeURIComponent(e.cle.replace(/\+/g, ' ')), { bucket: e.bucket, debut: e.suite?.octet }));
  if (!source) throw new Error(`Fichier introuvable : ${e.cle}`);
  return source;
}

export interface SortieDecoupage {
  bucket: string;
  cle: string;
  /** the ranges, each the input of its first slice */
  plages: EntreeTranche[];
}

/**
 * [issue 23] The file cut into ranges of `lignesParPlage` records (default LIGNES_PAR_PLAGE): one range when the
 * file is shorter, when its header cannot be read (the range's import refuses it and says why), or when it repeats
 * more than DOUBLONS_MAX numbers.
 */
export async function decouperImport(e: EntreeTranche & { lignesParPlage?: number }): Promise<SortieDecoupage | SortieTranche> {
  const source = await ouvrir({ bucket: e.bucket, cle: e.cle });
  if (!(source instanceof Readable)) return source;
  const { lignesParPlage: n, ...reglages } = e;
  const lignesParPlage = n !== undefined && Number.isSafeInteger(n) && n > 0 ? n : LIGNES_PAR_PLAGE;
  let decoupage;
  try {
    decoupage = await decouperEnPlages(source, lignesParPlage, dateDuJourParis(new Date()));
  } finally {
    source.destroy();
  }
  const seule = { ...reglages, suite: null, plage: { fin: null, doublons: {} } };
  if (!decoupage || Object.keys(decoupage.doublons).length > DOUBLONS_MAX)
    return { bucket: e.bucket, cle: e.cle, plages: [seule] };
  const { bornes, doublons } = decoupage;
  const plages = [null, ...bornes].map((debut, i): EntreeTranche => {
    const derniere = bornes[i]?.ligne ?? Infinity;
    return {
      ...reglages,
      suite: debut,
      plage: {
        fin: bornes[i]?.octet ?? null,
        doublons: Object.fromEntries(
          Object.entries(doublons).filter(([ligne]) => Number(ligne) > (debut?.ligne ?? 0) && Number(ligne) <= derniere),
        ),
      },
    };
  });
  return { bucket: e.bucket, cle: e.cle, plages };
}

type Cumul = Progression & { rejetsParRaison: Record<string, number> };

/** The figures of two slices or ranges of a file summed (bytes read: the furthest); none given, zeros. */
function sommer(a?: Progression & { rejetsParRaison?: Record<string, number> }, b?: typeof a): Cumul {
  const somme: Cumul = { lues: 0, chargees: 0, dejaPresentes: 0, rejetees: 0, octets: 0, rejetsParRaison: {} };
  for (const c of [a, b]) {
    if (!c) continue;
    somme.lues += c.lues;
    somme.chargees += c.chargees;
    somme.dejaPresentes += c.dejaPresentes;
    somme.rejetees += c.rejetees;
    somme.octets = Math.max(somme.octets, c.octets);
    for (const [k, n] of Object.entries(c.rejetsParRaison ?? {})) somme.rejetsParRaison[k] = (somme.rejetsParRaison[k] ?? 0) + n;
  }
  return somme;
}

/** [issue 23] Every range loaded: their figures summed, the report and the summary written, the journal line. */
export async function terminerImport(e: { bucket: string; cle: string; resultats: SortieTranche[] }): Promise<SortieTranche> {
  verifier(e);
  const cumul = e.resultats.reduce((somme, r) => sommer(somme, r.cumul), sommer());
  const refus = e.resultats.find((r) => r.refus)?.refus ?? null;
  const bilan = await rapporter(
    e,
    e.resultats.flatMap((r) => r.parties ?? []),
    cumul,
    refus,
  );
  await journaliserImport(cumul, new Date(), e.cle);
  return { bucket: e.bucket, cle: e.cle, suite: null, cumul, termine: true, bilan };
}

export async function importerTranche(e: EntreeTranche): Promise<SortieTranche> {
  const source = await ouvrir(e);
  if (!(source instanceof Readable)) return source;
  const maintenant = new Date();
  // this slice's part of the report (no header: the parts are assembled under one when the file is done); a
  // slice retried from the same byte rewrites the same part
  const rejets = stringify({ quoted: true });
  const sortie = new PassThrough();
  const premiere = (e.suite?.ligne ?? 0) + 1;
  const partie = `${prefixeParties(e.cle)}rejets-${String(premiere).padStart(9, '0')}.csv`;
  const envoi = Promise.all([pipeline(rejets, sortie), ecrireFlux(partie, sortie)]);
  const parties = [...(e.parties ?? []).filter((p) => p !== partie), partie];
  let resultat;
  let refus: string | null = null;
  try {
    resultat = await importerRnic(source, {
      maintenant,
      reprise: e.suite ?? undefined,
      budgetMs: Math.min(e.budgetMs ?? TRANCHE_MS, TRANCHE_MS),
      ...(e.plage && { ...(e.plage.fin !== null && { fin: e.plage.fin }), doublons: e.plage.doublons }),
      ...(e.tailleLot !== undefined && { tailleLot: Math.min(Math.max(Math.trunc(e.tailleLot), 1), 100) }),
      journal: false,
      surRejet: (r: Rejet) => {
        // a cell a spreadsheet would run as a formula (the file's own text) is written as text
        rejets.write([r.ligne, neutraliser(r.immatriculation ?? ''), neutraliser(r.raison)]);
      },
    });
  } catch (erreur) {
    // [issue 27] refused whole (its header): nothing was loaded; the report and the summary say why
    if (!(erreur instanceof ImportImpossible)) throw erreur;
    rejets.write([1, '', neutraliser(`Fichier refusé : ${erreur.message}`)]);
    resultat = null;
    refus = erreur.message;
  } finally {
    rejets.end();
    await envoi;
    if (source instanceof Readable) source.destroy();
  }
  // a file refused whole rejected no row: its summary says REFUSE and why
  const b = resultat?.bilan;
  const cumul = sommer(e.cumul, b && { ...b, rejetsParRaison: b.parRaison });
  const suite = resultat?.suite ?? null;
  const termine = suite === null;
  // a range's report waits for the other ranges (terminerImport)
  const bilan = termine && !e.plage ? await rapporter(e, parties, cumul, refus) : undefined;
  if (termine && !e.plage) await journaliserImport(cumul, maintenant, e.cle);
  return {
    bucket: e.bucket,
    cle: e.cle,
    ...(e.budgetMs !== undefined && { budgetMs: e.budgetMs }),
    ...(e.tailleLot !== undefined && { tailleLot: e.tailleLot }),
    ...(e.plage && { plage: e.plage, refus }),
    suite,
    cumul,
    ...((!termine || e.plage) && { parties }),
    termine,
    ...(bilan && { bilan }),
  };
}

/**
 * [issue 27] The file is done: its report (header, then the slices' parts in order, streamed into one object)
 * and its summary written next to it, then the parts deleted. Each object appears whole or not at all.
 */
async function rapporter(e: EntreeTranche, parties: string[], cumul: Cumul, refus: string | null): Promise<BilanFichier> {
  const rapport = cleRapportRejets(e.cle);
  async function* contenu() {
    yield Buffer.from('\uFEFF' + EN_TETE_REJETS.map((c) => `"${c}"`).join(',') + '\n');
    for (const p of [...parties].sort()) {
      const flux = await lireFlux(p);
      if (flux) for await (const morceau of flux) yield morceau as Buffer;
    }
  }
  await ecrireFlux(rapport, Readable.from(contenu()), { bucket: e.bucket });
  const bilan: BilanFichier = {
    fichier: e.cle,
    statut: refus ? 'REFUSE' : 'CHARGE',
    raison: refus,
    lues: cumul.lues,
    chargees: cumul.chargees,
    dejaPresentes: cumul.dejaPresentes,
    rejetees: cumul.rejetees,
    rejetsParRaison: cumul.rejetsParRaison,
    rapportRejets: rapport,
    termineLe: new Date().toISOString(),
  };
  await ecrireFlux(cleBilan(e.cle), Readable.from([Buffer.from(JSON.stringify(bilan, null, 2))]), {
    bucket: e.bucket,
    type: 'application/json',
  });
  await supprimerPrefixe(prefixeParties(e.cle));
  return bilan;
}
