/**
 * Import of a RNIC open-data file into the register (issue 10): every valid row becomes a registered condominium
 * with the entities, keys and read models of a registration — its summary (`copropriete`, found by number on
 * gsi2), its declaration holding the blocks, its duplicate keys (a later registration of the same building finds
 * it), a professional syndic's establishment — and a row that breaks a rule goes to the rejects with its line
 * and reason, never half loaded.
 *
 * Idempotent by construction: an imported condominium's id is derived from its registration number
 * (`ID_BASE_IMPORT + rank of the number`), so every item of a row has a deterministic key. A lot is written in
 * two phases (declarations, keys and establishments first, then the summaries): a summary that exists means its
 * row is complete, so a second run, or a run resumed after a crash, skips it and rewrites the others whole.
 *
 * Writes are BatchWriteItem (25 items, unprocessed items retried with backoff), lots in parallel: the import
 * runs on a register being migrated, not under users' concurrent edits, so the per-row transaction of a
 * registration is replaced by deterministic keys and the summary written last; one journal line records the run.
 * [issue 23] Each lot's read models (lists, directory, statistics, categorisation, indicators) are built in the same
 * pass, just before its summaries are written (projecteurs/lot.ts): the stream projector skips their creation.
 */
import { Readable } from 'node:stream';
import { clesDoublon } from '@registre/shared/domain/copropriete/doublons';
import { sequenceDepuisImmatriculation } from '@registre/shared/domain/copropriete/immatriculation';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { immatCoproprieteBrouillonSchema } from '@registre/shared/schemas/copropriete/index';
import { COLONNES_RNIC, lireEntete, type EnteteLue } from '@registre/shared/domain/rnic/colonnes';
import { ecartsDeLigne } from '@registre/shared/domain/rnic/fidelite';
import { ecrireLigne, lireLigne, valeursParColonne, type CoproprieteRnic } from '@registre/shared/domain/rnic/ligne';
import { blocsDepuisRnic, complementsDepuisRnic, etatDepuisMandat } from '@registre/shared/domain/rnic/registre';
import type { ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { db } from '../adapters/dynamodb/service.ts';
import { journaliser } from '../adapters/dynamodb/journal.ts';
import { ecrireItems, lireParCles } from '../adapters/dynamodb/parcours.ts';
import { projeterEnLot } from '../projecteurs/lot.ts';
import { avancerSequence, valeurSequence } from '../adapters/dynamodb/sequenceImmatriculation.ts';
import { resumeCopropriete } from '../declarations/commun.ts';
import { suiviImmatriculation } from '../declarations/immatriculer.ts';
import { avecDelimiteur, lireEnregistrements } from './lecteurCsv.ts';
import { ligneDuRegistre } from './export.ts';
import { territoireDe } from './territoires.ts';

/** Imported condominiums take their ids above every id the sequences will reach. */
export const ID_BASE_IMPORT = 10_000_000_000;
/** The author of imported declarations (no account of the register). */
export const AUTEUR_IMPORT = 'import-rnic';

export interface Rejet {
  /** line of the file (1 = the header) */
  ligne: number;
  immatriculation: string | null;
  raison: string;
}

export interface Progression {
  lues: number;
  chargees: number;
  dejaPresentes: number;
  rejetees: number;
  /** bytes of the file read so far (from the start of the file) */
  octets: number;
}

export interface Bilan extends Progression {
  parRaison: Record<string, number>;
  dureeMs: number;
  lignesParSeconde: number;
}

/** Where a slice stopped: the next import resumes at this byte with this header (workflow import-rnic). */
export interface Reprise {
  octet: number;
  ligne: number;
  entete: Extract<EnteteLue, { ok: true }>;
  delimiteur: string;
}

export interface OptionsImport {
  maintenant: Date;
  surRejet: (r: Rejet) => void | Promise<void>;
  surProgression?: (p: Progression) => void;
  /** lots written at once (default 8; 32 when the lots build their read models, see LOTS_PROJETES) */
  parallele?: number;
  /** rows per lot (default 100) */
  tailleLot?: number;
  /** resume a file cut into slices: the stream starts at `reprise.octet` */
  reprise?: Reprise;
  /** stop cleanly after this long (a workflow slice), returning where to resume */
  budgetMs?: number;
  /** [issue 23] a range of a file imported in parallel (importS3.ts): no record ending past this byte is read */
  fin?: number;
  /** [issue 23] line → the earlier line of the file with the same number (found when the file was cut in ranges) */
  doublons?: Record<string, number>;
  /** write the run's journal line (default true) */
  journal?: boolean;
  /**
   * [issue 23] build the read models of each lot in the same pass (default true: projecteurs/lot.ts); false leaves
   * them to the stream projector (the equivalence test compares both)
   */
  projeter?: boolean;
}

export interface ResultatImport {
  bilan: Bilan;
  /** null when the whole file has been read */
  suite: Reprise | null;
}

/**
 * [issue 23] Lots in flight when each builds its read models: the lots waiting while a group is projected are
 * projected together (projecteurs/lot.ts), their counters summed: the more lots wait, the fewer counters per
 * condominium. `npm run bench:import -- --rows 10000` (8 lots → 32, with the projectors side by side): read-model
 * items per condominium 21.5 → 18.4, capacity units 44 → 40.9, rows/s to exact read models 35 → 45 (DynamoDB Local's
 * counter updates are the ceiling), peak RSS of the bench's process (local cloud included) 807 → 1 627 MB. Later,
 * with lighter read models (`node --import tsx tests/bench/import.ts --enfant 10000`): 32 → 64 → 128 lots, rows/s
 * 75 → 91 → 95, read-model items 12.0 → 11.1 → 10.3, RSS 1 075 → 1 285 → 1 766 MB: 64 (the import-rnic Lambda has 2 GB).
 */
const LOTS_PROJETES = 64;

/** The header could not be read: nothing was loaded. */
export class ImportImpossible extends Error {}

interface LigneValide {
  ligne: number;
  c: CoproprieteRnic;
  id: number;
  /** the row's texts in our column order, when the header has all 72 columns (fidelite.ts) */
  fichier: string[] | null;
}

/** The row's texts in our column order, when the file has every column (an older generation is not given back). */
const textesDuFichier = (record: readonly string[], positions: Partial<Record<string, number>>): string[] | null =>
  COLONNES_RNIC.every((c) => positions[c] !== undefined) ? COLONNES_RNIC.map((c) => record[positions[c]!] ?? '') : null;

/**
 * Imports a RNIC CSV stream. Throws `ImportImpossible` (French message) when the file is empty or its header
 * unknown: nothing is loaded then. Every other problem is a reject of its row.
 */
export async function importerRnic(source: Readable, o: OptionsImport): Promise<ResultatImport> {
  const debut = Date.now();
  const aujourdhui = dateDuJourParis(o.maintenant);
  const tailleLot = o.tailleLot ?? 100;
  const parallele = o.parallele ?? ((o.projeter ?? true) ? LOTS_PROJETES : 8);
  const p: Progression = { lues: 0, chargees: 0, dejaPresentes: 0, rejetees: 0, octets: o.reprise?.octet ?? 0 };
  const parRaison: Record<string, number> = {};
  const rejeter = async (r: Rejet, motif?: string) => {
    p.rejetees++;
    const cle = motif ?? r.raison.replace(/ \(« .* »\)| \(ligne \d+\)/g, '').replace(/ : \d+ champs.*/, '');
    parRaison[cle] = (parRaison[cle] ?? 0) + 1;
    await o.surRejet(r);
  };

  let entete: Extract<EnteteLue, { ok: true }> | undefined = o.reprise?.entete;
  let delimiteur = o.reprise?.delimiteur ?? ',';
  let flux = source;
  // where the parser's first byte is in the file (a slice resumes there; lines npm put before the header are skipped)
  let decalageOctets = o.reprise?.octet ?? 0;
  if (!o.reprise) {
    const d = await avecDelimiteur(source);
    if (d.vide) throw new ImportImpossible("Le fichier est vide : il n'a pas même de ligne d'en-tête.");
    flux = d.flux;
    delimiteur = d.delimiteur;
    decalageOctets = d.ignores;
  }
  const decalageLignes = o.reprise ? o.reprise.ligne : 0;
  // a malformed line is a reject of that line only, with a French reason (lecteurCsv.ts)
  const enregistrements = lireEnregistrements(flux, { delimiteur, bom: !o.reprise, nbChamps: entete?.nbChamps });

  const vus = new Map<string, number>();
  /** SIRETs whose establishment this run has already written or found */
  const etablissementsVus = new Set<string>();
  const sequenceAvant = await valeurSequence();
  let rangMax = 0;
  const enCours = new Set<Promise<void>>();
  let erreur: unknown;
  let lot: LigneValide[] = [];
  let suite: Reprise | null = null;

  const lancer = (l: LigneValide[]) => {
    const t = ecrireLot(l, o.maintenant, sequenceAvant, etablissementsVus, rejeter, p, o.projeter ?? true)
      .catch((e: unknown) => {
        erreur ??= e;
      })
      .finally(() => enCours.delete(t));
    enCours.add(t);
  };

  for await (const enr of enregistrements) {
    if (erreur || (o.fin !== undefined && decalageOctets + enr.octetFin > o.fin)) break;
    const ligne = decalageLignes + enr.ligne;
    p.octets = decalageOctets + enr.octetFin;
    if (!entete) {
      // a first line that is no text refuses the file whole, before any reject is reported
      const e = enr.ok ? lireEntete(enr.valeurs) : { ok: false as const, message: `En-tête non reconnu : ${enr.raison}.` };
      if (!e.ok) throw new ImportImpossible(e.message);
      entete = e;
      continue;
    }
    const record = enr.ok ? enr.valeurs : [];
    // a blank line is no row
    if (enr.ok && record.length === 1 && record[0] === '') continue;
    p.lues++;
    if (!enr.ok) await rejeter({ ligne, immatriculation: null, raison: enr.raison }, enr.motif);
    else if (record.length !== entete.nbChamps) {
      await rejeter({
        ligne,
        immatriculation: null,
        raison: `Nombre de champs incorrect : ${record.length} champs au lieu de ${entete.nbChamps}`,
      });
    } else {
      const lu = lireLigne(valeursParColonne(record, entete.positions), aujourdhui);
      if (!lu.ok) {
        const brut = entete.positions.numero_d_immatriculation;
        await rejeter({ ligne, immatriculation: brut === undefined ? null : (record[brut] ?? null), raison: lu.raison });
      } else {
        const deja = vus.get(lu.copropriete.immatriculation) ?? o.doublons?.[ligne];
        if (deja !== undefined)
          await rejeter({
            ligne,
            immatriculation: lu.copropriete.immatriculation,
            raison: `Numéro d'immatriculation déjà présent plus haut dans le fichier (ligne ${deja})`,
          });
        else {
          vus.set(lu.copropriete.immatriculation, ligne);
          const rang = sequenceDepuisImmatriculation(lu.copropriete.immatriculation)!;
          rangMax = Math.max(rangMax, rang);
          lot.push({ ligne, c: lu.copropriete, id: ID_BASE_IMPORT + rang, fichier: textesDuFichier(record, entete.positions) });
        }
      }
    }
    if (lot.length >= tailleLot) {
      lancer(lot);
      lot = [];
      while (enCours.size >= parallele) await Promise.race(enCours);
    }
    if (p.lues % 1000 === 0) o.surProgression?.({ ...p });
    if (o.budgetMs !== undefined && Date.now() - debut > o.budgetMs && lot.length === 0) {
      // the next slice starts on the line after this record
      suite = { octet: decalageOctets + enr.octetFin, ligne: decalageLignes + enr.derniereLigne, entete, delimiteur };
      break;
    }
  }
  if (!entete && !suite) throw new ImportImpossible("Le fichier est vide : il n'a pas même de ligne d'en-tête.");
  if (lot.length) lancer(lot);
  await Promise.all(enCours);
  if (erreur) throw erreur;
  if (rangMax > 0) await avancerSequence(rangMax);
  o.surProgression?.({ ...p });
  const dureeMs = Date.now() - debut;
  const bilan: Bilan = { ...p, parRaison, dureeMs, lignesParSeconde: Math.round((p.lues / Math.max(dureeMs, 1)) * 1000) };
  if (o.journal !== false) await journaliserImport(bilan, o.maintenant);
  return { bilan, suite };
}

/** The run's journal line (a slice of the import workflow writes it once, when the file is done). */
export async function journaliserImport(bilan: Progression, maintenant: Date, fichier?: string): Promise<void> {
  await journaliser({
    categorie: 'DONNEES_OUVERTES',
    type: 'IMPORT_RNIC',
    modalite: 'WORKFLOW',
    acteur: AUTEUR_IMPORT,
    profil: 'SYSTEME',
    ...(fichier && { cible: fichier }),
    details: { lues: bilan.lues, chargees: bilan.chargees, dejaPresentes: bilan.dejaPresentes, rejetees: bilan.rejetees },
    quand: maintenant,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// writing a lot

type Item = Record<string, unknown>;

let videCache: ImmatCopropriete | undefined;
const blocsVides = () => (videCache ??= immatCoproprieteBrouillonSchema.parse({ infoRattachement: {} }) as ImmatCopropriete);

const itemDe = (params: { Item?: Item }) => params.Item!;

/** An imported current mandate: its syndic has no account here (declarant 0, so out of any declarant's list). */
function mandatImporte(id: number, c: CoproprieteRnic, dateImmat: string, quand: string): Item {
  const dateFin = c.dateFinDernierMandat!;
  const debut = dateImmat.slice(0, 10);
  const {
    gsi1pk: _pk,
    gsi1sk: _sk,
    ...mandat
  } = itemDe(
    db()
      .entities.mandat.put({
        idCopropriete: id,
        idMandat: id,
        idTeledeclarant: 0,
        statut: 'COURANT',
        // the file gives no start: the registration day, or the end when it came first
        dateDebut: debut < dateFin ? debut : dateFin,
        dateFin,
        finCourant: dateFin,
        dateCreation: quand,
      })
      .params(),
  );
  return mandat;
}

async function ecrireLot(
  lot: LigneValide[],
  maintenant: Date,
  sequenceAvant: number,
  etablissementsVus: Set<string>,
  rejeter: (r: Rejet) => Promise<void>,
  p: Progression,
  projeter: boolean,
): Promise<void> {
  const e = db().entities;
  // already loaded (a second run, a resumed one): their summary exists
  const presents = new Set(
    (
      await lireParCles(
        lot.map((l) => ({ pk: `copro#${l.id}`, sk: 'copro' })),
        [],
      )
    ).map((i) => String(i.pk)),
  );
  let aEcrire = lot.filter((l) => !presents.has(`copro#${l.id}`));
  p.dejaPresentes += lot.length - aEcrire.length;
  // a number the register gave itself before this import (only numbers below the sequence can be)
  const bas = aEcrire.filter((l) => l.id - ID_BASE_IMPORT <= sequenceAvant);
  if (bas.length) {
    const pris = new Set<number>();
    for (const l of bas) {
      const { data } = await e.copropriete.query
        .parImmatriculation({ immatriculation: l.c.immatriculation })
        .go({ attributes: ['idCopropriete'] });
      if (data.some((c) => c.idCopropriete !== l.id)) pris.add(l.id);
    }
    for (const l of bas.filter((x) => pris.has(x.id)))
      await rejeter({
        ligne: l.ligne,
        immatriculation: l.c.immatriculation,
        raison: "Numéro d'immatriculation déjà attribué par le registre à une autre copropriété",
      });
    aEcrire = aEcrire.filter((l) => !pris.has(l.id));
  }
  if (!aEcrire.length) return;

  const quand = maintenant.toISOString();
  const aujourdhui = dateDuJourParis(maintenant);
  const premiers: Item[] = [];
  const coproprietes: Item[] = [];
  // a professional syndic's establishment, unless the register already knows it (its declarant's would be erased)
  const sirets = [...new Set(aEcrire.map((l) => l.c.siret).filter((s): s is string => s !== null && !etablissementsVus.has(s)))];
  const connus = new Set(
    (
      await lireParCles(
        sirets.map((s) => ({ pk: `etablissement#${s}`, sk: 'etablissement' })),
        [],
      )
    ).map((i) => String(i.pk).slice('etablissement#'.length)),
  );
  for (const l of aEcrire) {
    const c = l.c;
    if (c.siret && c.raisonSociale && !etablissementsVus.has(c.siret)) {
      etablissementsVus.add(c.siret);
      if (!connus.has(c.siret))
        premiers.push(
          itemDe(
            e.etablissement
              .put({
                siret: c.siret,
                raisonSociale: c.raisonSociale,
                ...(c.codeApe && { codeApe: c.codeApe }),
                ...(c.communeRepresentant && { localite: c.communeRepresentant }),
                dateMiseAJour: quand,
              })
              .params(),
          ),
        );
    }
    const blocs = blocsDepuisRnic(c, blocsVides());
    const resume = resumeCopropriete(blocs);
    const cles = clesDoublon(blocs.identification);
    const dateImmat = c.dateImmatriculation ? `${c.dateImmatriculation}T00:00:00.000Z` : quand;
    const dateMaj = c.dateDerniereMaj ? `${c.dateDerniereMaj}T00:00:00.000Z` : dateImmat;
    // not in the list of any declarant's declarations (gsi1): no account holds "declarant 0", and in AWS 650 000
    // writes on one index key would be throttled at 1 000 units/s
    const {
      gsi1pk: _pk,
      gsi1sk: _sk,
      ...declaration
    } = itemDe(
      e.declaration
        .put({
          idDeclaration: l.id,
          idCopropriete: l.id,
          idTeledeclarant: 0,
          loginCreateur: AUTEUR_IMPORT,
          statut: 'COURANT',
          typeDeclaration: 'IMMATRICULATION',
          typeImmat: 'DEFAULT',
          immatCopropriete: blocs,
          confirmations: [],
          ...(resume.nomCopropriete && { nomCopropriete: resume.nomCopropriete }),
          ...(resume.adresseReference && { adresseReference: resume.adresseReference }),
          dateCreation: quand,
          dateModification: dateMaj,
          dateSoumission: dateImmat,
          dateTraitement: dateImmat,
        })
        .params(),
    );
    premiers.push(
      declaration,
      ...cles.map((k) =>
        itemDe(
          e.cleDoublon.put({ cle: k.cle, idCopropriete: l.id, ...(k.numero !== undefined && { numero: k.numero }) }).params(),
        ),
      ),
    );
    // the file's state of the day it was published: a current mandate whose end has passed is expired today
    const { etat } = etatDepuisMandat(c.mandat, { dateFin: c.dateFinDernierMandat, aujourdhui });
    // a current mandate with an end date is a mandate like any other: in the end-date index the daily expiry reads
    const mandatCourant = etat === 'IMMATRICULEE_RATTACHEE' && c.dateFinDernierMandat !== null;
    if (mandatCourant) premiers.push(mandatImporte(l.id, c, dateImmat, quand));
    const complements = complementsDepuisRnic(c);
    const registre = ligneDuRegistre({
      immatriculation: c.immatriculation,
      etat,
      codeInsee: resume.codeInsee ?? null,
      dateImmatriculation: dateImmat,
      dateModification: dateMaj,
      dateFinMandat: c.dateFinDernierMandat,
      blocs,
      representant: complements.representant,
      complements,
    });
    const ecarts =
      l.fichier &&
      ecartsDeLigne({
        fichier: l.fichier,
        relu: ecrireLigne(c, territoireDe(c.codeInsee)),
        registre,
        benevole: c.typeSyndic === 'bénévole',
      });
    coproprietes.push(
      itemDe(
        e.copropriete
          .put({
            idCopropriete: l.id,
            immatriculation: c.immatriculation,
            etat,
            typeImmat: 'DEFAULT',
            ...resume,
            representantLegal:
              c.typeSyndic === 'professionnel'
                ? (c.raisonSociale ?? undefined)
                : c.typeSyndic === 'bénévole'
                  ? 'Syndic bénévole'
                  : undefined,
            idDeclarationCourante: l.id,
            ...(mandatCourant && { idMandatCourant: l.id }),
            ...(c.dateFinDernierMandat && { dateFinMandat: c.dateFinDernierMandat }),
            ...(cles.length > 0 && { clesDoublon: cles.map((k) => k.cle) }),
            origine: 'RNIC',
            rnic: { ...complements, ...(ecarts && { ecarts }) },
            // [issue 11, 22] the annual update follows the register's rule from the file's date of last update (the
            // reminders of a condominium no syndic holds here go to nobody; the keepers' count of late updates
            // includes it)
            ...suiviImmatriculation(blocs, l.id, etat, dateMaj, { maintenant: quand }),
            dateImmatriculation: dateImmat,
            dateCreation: quand,
            dateModification: dateMaj,
          })
          .params(),
      ),
    );
  }
  await ecrireItems(premiers);
  // [issue 23] the read models before the summaries: a summary that exists has its read models too
  if (projeter) await projeterEnLot(coproprietes);
  await ecrireItems(coproprietes);
  p.chargees += aEcrire.length;
}

/** A CSV text as the stream the import reads (tests, small files). */
export const fluxDepuisTexte = (texte: string) => Readable.from([Buffer.from(texte, 'utf8')]);
