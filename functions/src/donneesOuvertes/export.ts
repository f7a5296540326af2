/**
 * The nightly raw-data export (issue 10, workflow `export-donnees-brutes`): the whole register as the RNIC
 * open-data file, 72 columns in order, UTF-8 with a byte-order mark, comma separated, every value quoted.
 *
 * 1. `preparerExport`: the export's id, its Paris day (the file is `rnic-donnees-YYYYMMDD.csv`, spec 001 §9),
 *    its segments (EXPORT_SEGMENTS: 32 in AWS, 4 locally).
 * 2. `exporterSegment` (a Map, in parallel): the segment's partitions of the register's list (gsi3
 *    `REGISTRE#<id mod 64>`, condominium summaries only), page by page; for each page
 *    one BatchGet of their current declarations and of the declarants not seen yet; rows through csv-stringify
 *    into a multipart upload of the part `parties/<idExport>/<segment>.csv`. Memory holds a page, not the register.
 * 3. `assemblerExport`: the header, then the parts in order, streamed into one object while its SHA-256 is
 *    computed; the manifest beside it; the file in the list (`fichierDonneesBrutes`); the parts deleted.
 *
 * Every cell that a spreadsheet would read as a formula gets a leading apostrophe (`neutraliser`, issue 27).
 * Only public data leaves: published states only (registered, not dissolved, deleted or refused), no
 * financial block, no person; a volunteer syndic is `Identité non partagée en Open Data`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import type { ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { COLONNES_RNIC, VERSION_COLONNES } from '@registre/shared/domain/rnic/colonnes';
import { neutraliser } from '@registre/shared/domain/exports/tableur';
import { appliquerEcarts } from '@registre/shared/domain/rnic/fidelite';
import { ecrireLigne } from '@registre/shared/domain/rnic/ligne';
import {
  estPublie,
  rnicDepuisRegistre,
  type ComplementsRnic,
  type CoproprieteExportee,
  type RepresentantRnic,
} from '@registre/shared/domain/rnic/registre';
import type { FichierDonneesBrutes } from '@registre/shared/routes/donneesBrutes.routes';
import { db } from '../adapters/dynamodb/service.ts';
import { journaliser } from '../adapters/dynamodb/journal.ts';
import { lireParCles, parcourirPartition } from '../adapters/dynamodb/parcours.ts';
import { PARTITIONS_REGISTRE } from '../adapters/dynamodb/copropriete.ts';
import { ecrireFlux, lireFlux, supprimerPrefixe } from '../adapters/s3/exports.ts';
import { config } from '../platform/config.ts';
import { territoireDe } from './territoires.ts';

export const PREFIXE_FICHIERS = 'donnees-brutes/';
export const PREFIXE_PARTIES = 'parties/';
/** Raw-data files are kept this long (S3 lifecycle on `donnees-brutes/`, TTL of their list item). */
export const CONSERVATION_JOURS = 90;

export const nomFichierDonneesBrutes = (jour: string) => `rnic-donnees-${jour}.csv`;
const cleFichier = (jour: string) => `${PREFIXE_FICHIERS}${nomFichierDonneesBrutes(jour)}`;
const cleManifeste = (jour: string) => `${PREFIXE_FICHIERS}rnic-donnees-${jour}.json`;
const clePartie = (idExport: string, segment: number) => `${PREFIXE_PARTIES}${idExport}/${String(segment).padStart(4, '0')}.csv`;

const ID_EXPORT = /^[0-9a-f-]{36}$/;
const JOUR = /^\d{8}$/;

export interface Preparation {
  idExport: string;
  /** yyyymmdd, Paris */
  date: string;
  debut: string;
  segments: number[];
  totalSegments: number;
}

export function preparerExport(p: { maintenant?: string }): Preparation {
  const maintenant = p.maintenant ? new Date(p.maintenant) : new Date();
  if (Number.isNaN(maintenant.getTime())) throw new Error(`Instant invalide : ${p.maintenant}`);
  const totalSegments = config().EXPORT_SEGMENTS;
  return {
    idExport: randomUUID(),
    date: dateDuJourParis(maintenant).replaceAll('-', ''),
    debut: new Date().toISOString(),
    segments: Array.from({ length: totalSegments }, (_, i) => i),
    totalSegments,
  };
}

export interface EntreeSegment {
  idExport: string;
  date: string;
  segment: number;
  totalSegments: number;
}
export interface Partie {
  segment: number;
  lignes: number;
  octets: number;
}

const ATTRIBUTS_COPRO = [
  'immatriculation',
  'etat',
  'codeInsee',
  'dateImmatriculation',
  'dateModification',
  'dateFinMandat',
  'idTeledeclarant',
  'idDeclarationCourante',
  'rnic',
] as const;

/** The representative the file shows for a declarant of the register: a syndic's establishment, else none. */
function representantDe(td: Record<string, unknown> | undefined): RepresentantRnic | null {
  if (!td) return null;
  if (td.type === 'PRO')
    return {
      type: 'professionnel',
      raisonSociale: (td.raisonSociale as string | undefined) ?? null,
      siret: (td.siret as string | undefined) ?? null,
      codeApe: (td.codeApe as string | undefined) ?? null,
      commune: (td.commune as string | undefined) ?? null,
    };
  // a volunteer's identity never leaves: only the town is published
  if (td.type === 'NON_PRO')
    return {
      type: 'bénévole',
      raisonSociale: null,
      siret: null,
      codeApe: null,
      commune: (td.commune as string | undefined) ?? null,
    };
  return null;
}

/** The row the register writes for a condominium, in the file's conventions (before an imported row's own spelling). */
export const ligneDuRegistre = (c: CoproprieteExportee): string[] => {
  const rnic = rnicDepuisRegistre(c);
  return ecrireLigne(rnic, territoireDe(rnic.codeInsee));
};

/** The rows of one page of condominiums (published ones only), in the page's order. */
async function lignesDePage(
  page: Record<string, unknown>[],
  declarants: Map<number, RepresentantRnic | null>,
): Promise<string[][]> {
  const publies = page.filter(
    (c) => estPublie(String(c.etat), c.immatriculation as string | undefined) && c.idDeclarationCourante !== undefined,
  );
  if (!publies.length) return [];
  const declarations = new Map(
    (
      await lireParCles(
        publies.map((c) => ({ pk: `declaration#${c.idDeclarationCourante as number}`, sk: 'declaration' })),
        // the public part of the blocks only: never the financial block
        ['idDeclaration', 'immatCopropriete.identification', 'immatCopropriete.donneesTechniques.periodeConstruction'],
      )
    ).map((d) => [d.idDeclaration as number, d.immatCopropriete as ImmatCopropriete]),
  );
  const inconnus = [
    ...new Set(
      publies
        .map((c) => c.idTeledeclarant as number | undefined)
        .filter((id): id is number => id !== undefined && id > 0 && !declarants.has(id)),
    ),
  ];
  if (inconnus.length) {
    const lus = await lireParCles(
      inconnus.map((id) => ({ pk: `teledeclarant#${id}`, sk: 'teledeclarant' })),
      ['idTeledeclarant', 'type', 'raisonSociale', 'siret', 'codeApe', 'commune'],
    );
    for (const id of inconnus) declarants.set(id, representantDe(lus.find((t) => t.idTeledeclarant === id)));
  }
  const lignes: string[][] = [];
  for (const c of publies) {
    const blocs = declarations.get(c.idDeclarationCourante as number);
    if (!blocs) continue;
    const complements = (c.rnic as ComplementsRnic | undefined) ?? null;
    const idTd = c.idTeledeclarant as number | undefined;
    const representant = idTd !== undefined && idTd > 0 ? (declarants.get(idTd) ?? null) : (complements?.representant ?? null);
    const ligne = ligneDuRegistre({
      immatriculation: c.immatriculation as string,
      etat: c.etat as string,
      codeInsee: (c.codeInsee as string | undefined) ?? null,
      dateImmatriculation: (c.dateImmatriculation as string | undefined) ?? null,
      dateModification: (c.dateModification as string | undefined) ?? null,
      dateFinMandat: (c.dateFinMandat as string | undefined) ?? null,
      blocs,
      representant,
      complements,
    });
    // [issue 27] a cell a spreadsheet would run as a formula (a typed or imported name `=HYPERLINK(…)`) leaves as text
    lignes.push(appliquerEcarts(ligne, complements?.ecarts).map((v) => neutraliser(v)));
  }
  return lignes;
}

const FORMAT_CSV = { quoted: true, quoted_empty: true, record_delimiter: '\n' } as const;

/** One Scan segment written as one part (rows without the header). */
export async function exporterSegment(e: EntreeSegment): Promise<Partie> {
  if (!ID_EXPORT.test(e.idExport) || !JOUR.test(e.date)) throw new Error('Export invalide.');
  let octets = 0;
  let lignes = 0;
  const compte = new Transform({
    transform(morceau: Buffer, _enc, suite) {
      octets += morceau.length;
      suite(null, morceau);
    },
  });
  async function* rangs() {
    const declarants = new Map<number, RepresentantRnic | null>();
    // the segment's partitions of the register's list, one after the other
    for (let partition = e.segment; partition < PARTITIONS_REGISTRE; partition += e.totalSegments)
      for await (const page of parcourirPartition({
        index: 'gsi3',
        champ: 'gsi3pk',
        valeur: `registre#${partition}`,
        attributs: ATTRIBUTS_COPRO,
      }))
        for (const l of await lignesDePage(page, declarants)) {
          lignes++;
          yield l;
        }
  }
  const sortie = new PassThrough();
  await Promise.all([
    pipeline(Readable.from(rangs()), stringify(FORMAT_CSV), compte, sortie),
    ecrireFlux(clePartie(e.idExport, e.segment), sortie),
  ]);
  return { segment: e.segment, lignes, octets };
}

export interface EntreeAssemblage {
  idExport: string;
  date: string;
  debut: string;
  parties: Partie[];
}

/** The header, then the parts in segment order, as one object; its manifest; its list item; parts deleted. */
export async function assemblerExport(e: EntreeAssemblage): Promise<FichierDonneesBrutes> {
  if (!ID_EXPORT.test(e.idExport) || !JOUR.test(e.date)) throw new Error('Export invalide.');
  const parties = [...e.parties].sort((a, b) => a.segment - b.segment);
  const entete = await new Promise<string>((ok, ko) =>
    stringify([[...COLONNES_RNIC]], FORMAT_CSV, (err, s) => (err ? ko(err) : ok(s))),
  );
  async function* contenu() {
    yield Buffer.from(`\uFEFF${entete}`, 'utf8');
    for (const p of parties) {
      const flux = await lireFlux(clePartie(e.idExport, p.segment));
      if (!flux) throw new Error(`Partie ${p.segment} introuvable : l'export doit être relancé.`);
      for await (const morceau of flux) yield morceau as Buffer;
    }
  }
  const hash = createHash('sha256');
  let octets = 0;
  const empreinte = new Transform({
    transform(morceau: Buffer, _enc, suite) {
      hash.update(morceau);
      octets += morceau.length;
      suite(null, morceau);
    },
  });
  const nom = nomFichierDonneesBrutes(e.date);
  const sortie = new PassThrough();
  await Promise.all([
    pipeline(Readable.from(contenu()), empreinte, sortie),
    ecrireFlux(cleFichier(e.date), sortie, { disposition: `attachment; filename="${nom}"`, enParallele: 2 }),
  ]);
  const genereLe = new Date();
  const fichier: FichierDonneesBrutes = {
    nom,
    date: `${e.date.slice(0, 4)}-${e.date.slice(4, 6)}-${e.date.slice(6, 8)}`,
    lignes: parties.reduce((s, p) => s + p.lignes, 0),
    octets,
    sha256: hash.digest('hex'),
    genereLe: genereLe.toISOString(),
    versionColonnes: VERSION_COLONNES,
  };
  const dureeMs = genereLe.getTime() - new Date(e.debut).getTime();
  await ecrireFlux(
    cleManifeste(e.date),
    Readable.from([JSON.stringify({ ...fichier, dureeMs, colonnes: COLONNES_RNIC }, null, 2)]),
    {
      type: 'application/json; charset=utf-8',
    },
  );
  await db()
    .entities.fichierDonneesBrutes.put({
      jour: e.date,
      nom,
      cle: cleFichier(e.date),
      lignes: fichier.lignes,
      octets,
      sha256: fichier.sha256,
      genereLe: fichier.genereLe,
      versionColonnes: VERSION_COLONNES,
      dureeMs,
      ttl: Math.floor(genereLe.getTime() / 1000) + CONSERVATION_JOURS * 86_400,
    })
    .go();
  await journaliser({
    categorie: 'DONNEES_OUVERTES',
    type: 'EXPORT_DONNEES_BRUTES',
    modalite: 'WORKFLOW',
    acteur: 'export-donnees-brutes',
    profil: 'SYSTEME',
    cible: nom,
    details: { lignes: fichier.lignes, octets, dureeMs },
    quand: genereLe,
  });
  await supprimerPrefixe(`${PREFIXE_PARTIES}${e.idExport}/`);
  return fichier;
}

/** The files of the list, newest first. */
export async function listerFichiers(): Promise<FichierDonneesBrutes[]> {
  const { data } = await db().entities.fichierDonneesBrutes.query.parJour({}).go({ order: 'desc', pages: 'all' });
  const maintenant = Date.now() / 1000;
  return data
    .filter((f) => !f.ttl || f.ttl > maintenant)
    .map((f) => ({
      nom: f.nom,
      date: `${f.jour.slice(0, 4)}-${f.jour.slice(4, 6)}-${f.jour.slice(6, 8)}`,
      lignes: f.lignes,
      octets: f.octets,
      sha256: f.sha256,
      genereLe: f.genereLe,
      versionColonnes: f.versionColonnes,
    }));
}

export { cleFichier };
