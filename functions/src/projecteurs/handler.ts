/**
 * Lambda fed by the table's stream (DynamoDB Streams in AWS, the local stream poller locally): applies every
 * projector to a batch. A failed batch is handed over again whole, so every projector must be idempotent:
 * - [issue 11] the condominium lists, their counters and the keepers' search keys (listes.ts): each row is put
 *   with `attribute_not_exists` or deleted with `attribute_exists` in ONE transaction with its counter's move, so a
 *   replayed record never counts twice;
 * - [issue 11] the annual-update agenda (agendaMaj.ts);
 * - [issue 15] the keepers' queue views (file.ts): the same conditional rows and counters as the lists;
 * - [issue 12] the public directory and statistics (annuaire.ts): entry, rows and counter moves of a condominium
 *   in one transaction, conditioned on the entry read (moves = new projection − what the entry counted);
 * - [issue 13] the categorisation tool's analytic rows (categorisation.ts): puts conditioned on the sequence number;
 * - the keepers' indicators (indicateurs.ts), last: their deltas are plain ADDs; [issue 14] the MCO indicators
 *   (registered condominiums, series by period) move with a marker in one transaction, as the queue's rows do.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { db } from '../adapters/dynamodb/service.ts';
import type { LigneListe } from '../adapters/dynamodb/ligneListe.ts';
import type { ContexteFiltre } from '../coproprietes/filtres.ts';
import {
  deltas,
  planifierIndicateurs,
  type EnregistrementFlux,
  type MouvementIndicateur,
  type OperationIndicateur,
} from './indicateurs.ts';
import { compteurListe, planifierListes, titulairesDe, type CleRecherche, type OperationLigne } from './listes.ts';
import { projeterAgendaMaj } from './agendaMaj.ts';
import { lignesFileDe, planifierFile, type OperationFile } from './file.ts';
import { TypeDemandeValidation } from '@registre/shared/domain/enums';
import { compteurFile } from '../validations/ordre.ts';
import { projeterAnnuaire } from './annuaire.ts';
import { projeterCategorisation } from './categorisation.ts';
import { dejaProjete } from './entites.ts';

export async function handler(event: DynamoDBStreamEvent): Promise<void> {
  // [issue 23] a bulk load's creations were projected in the same pass (lot.ts); in AWS the filter criteria let
  // them through, hence the check here too
  await projeterTout((event.Records as EnregistrementFlux[]).filter((r) => !dejaProjete(r)));
}

/**
 * Every projector on a batch. `lot`: the batch is a bulk load's creations (lot.ts), whose directory is projected by
 * `annuaire` and whose categorisation rows need no condition.
 */
export async function projeterTout(records: EnregistrementFlux[], lot?: { annuaire: () => Promise<unknown> }): Promise<void> {
  // [issue 23] the projectors write items of their own: side by side (the table's work overlaps the process's),
  // each one let finish before a failure hands the batch over again; the plain ADDs below only once all succeeded
  const projections = await Promise.allSettled([
    projeterListes(records),
    projeterAgendaMaj(records),
    projeterFile(records),
    lot ? lot.annuaire() : projeterAnnuaire(records),
    projeterCategorisation(records, { lot: Boolean(lot) }),
  ]);
  const echec = projections.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (echec) throw echec.reason;
  const total: Record<string, number> = {};
  for (const r of records) {
    for (const [nom, d] of Object.entries(deltas(r))) total[nom] = (total[nom] ?? 0) + d;
  }
  for (const [nom, d] of Object.entries(total)) {
    if (d !== 0) await db().entities.compteur.update({ nom }).add({ valeur: d }).go();
  }
  await projeterIndicateurs(records);
}

/* ---------- [issue 14] the MCO indicators ---------- */

const cleMouvement = (m: MouvementIndicateur) => ('compteur' in m ? `C|${m.compteur}` : `S|${m.groupe}|${m.cle}`);

/**
 * The MCO indicators' operations, in chunks applied one after the other (the counters are hot items): each chunk is
 * one transaction of markers (created on `attribute_not_exists`) and the net moves of
 * their counters. An operation whose marker is already as wanted (a replayed record) is dropped and the transaction
 * sent again without it: nothing is counted twice. `marquesPermanentes`: markers without expiry (the rebuild of past
 * days, indicateursReconstruction.ts).
 */
export async function projeterIndicateurs(
  records: EnregistrementFlux[],
  options: { marquesPermanentes?: boolean } = {},
): Promise<void> {
  let tranche: OperationIndicateur[] = [];
  const cles = new Set<string>();
  const operations = planifierIndicateurs(records).map((o) => (options.marquesPermanentes ? { ...o, ttl: undefined } : o));
  for (const o of operations) {
    const nouvelles = o.mouvements.map(cleMouvement).filter((k) => !cles.has(k));
    if (tranche.length + 1 + cles.size + nouvelles.length > ACTIONS_MAX) {
      await appliquerTrancheIndicateurs(tranche);
      tranche = [];
      cles.clear();
    }
    tranche.push(o);
    for (const k of o.mouvements.map(cleMouvement)) cles.add(k);
  }
  if (tranche.length) await appliquerTrancheIndicateurs(tranche);
}

async function appliquerTrancheIndicateurs(operations: OperationIndicateur[]): Promise<void> {
  let restants = operations;
  for (let essai = 1; restants.length > 0; essai++) {
    const nets = new Map<string, MouvementIndicateur>();
    for (const o of restants)
      for (const m of o.mouvements) {
        const k = cleMouvement(m);
        const deja = nets.get(k);
        nets.set(k, { ...m, delta: (deja?.delta ?? 0) + m.delta });
      }
    const mouvements = [...nets.values()].filter((m) => m.delta !== 0);
    const r = await db()
      .transaction.write(({ marqueIndicateur, compteur, indicateur }) => [
        ...restants.map((o) =>
          marqueIndicateur.create({ marque: o.marque, ...(o.ttl !== undefined && { ttl: o.ttl }) }).commit(),
        ),
        ...mouvements.map((m) =>
          'compteur' in m
            ? compteur.update({ nom: m.compteur }).add({ valeur: m.delta }).commit()
            : indicateur.update({ groupe: m.groupe, cle: m.cle }).add({ valeur: m.delta }).commit(),
        ),
      ])
      .go();
    if (!r.canceled) return;
    const codes = (r.data as { code?: string }[]).map((d) => d.code ?? 'None');
    const autres = codes.filter((c) => c !== 'None' && c !== 'ConditionalCheckFailed' && c !== 'TransactionConflict');
    if (autres.length || essai >= 10) throw new Error(`Projection des indicateurs : transaction annulée (${codes.join(', ')})`);
    if (codes.includes('ConditionalCheckFailed')) restants = restants.filter((_, i) => codes[i] !== 'ConditionalCheckFailed');
    else await new Promise((ok) => setTimeout(ok, 20 * essai + Math.random() * 50)); // TransactionConflict
  }
}

/* ---------- [issue 11] condominium lists ---------- */

/** Declarant type per holder (a notary firm's filters differ), read once per process: a declarant never changes type. */
const notaires = new Map<number, boolean>();
const TYPES_NOTAIRE = new Set(['NOTAIRE', 'NOTAIRE_NOTAIRE', 'NOTAIRE_COLLABORATEUR']);

async function contextes(ids: number[]): Promise<(id: number) => ContexteFiltre> {
  const manquants = ids.filter((id) => !notaires.has(id));
  if (manquants.length) {
    const { data } = await db()
      .entities.teledeclarant.get(manquants.map((idTeledeclarant) => ({ idTeledeclarant })))
      .go({ attributes: ['idTeledeclarant', 'type'] });
    const lus = new Map(data.map((t) => [t.idTeledeclarant, TYPES_NOTAIRE.has(t.type)]));
    // an unknown declarant (removed since) is taken for a syndic, and asked again by the next batch
    for (const id of manquants) if (lus.has(id)) notaires.set(id, lus.get(id)!);
  }
  return (id) => ({ notaire: notaires.get(id) ?? false });
}

export async function projeterListes(records: EnregistrementFlux[]): Promise<void> {
  const plan = planifierListes(records, await contextes(titulairesDe(records)));
  await Promise.all([appliquerLignes(plan.lignes), appliquerCles(plan.clesARetirer, plan.clesAEcrire)]);
}

/** An operation as sent: `ecraser` is a put without condition nor count (the row was already there). */
type Envoi = { type: OperationLigne['type'] | 'ecraser'; ligne: OperationLigne['ligne'] };

/** Items per transaction: rows, then their counters (DynamoDB takes 100 actions at most). */
const ACTIONS_MAX = 100;

async function appliquerLignes(operations: OperationLigne[]): Promise<void> {
  // rows in chunks so that rows + distinct counters stay within one transaction; chunks one after the other (the
  // counters are hot items: parallel transactions on them would conflict)
  let tranche: Envoi[] = [];
  const compteurs = new Set<string>();
  for (const o of operations) {
    const nom = compteurListe(o.ligne.idTeledeclarant, o.ligne.filtre);
    // a `maj` may turn into a counted put on a second try: its counter is reserved too
    const nouveaux = compteurs.has(nom) ? 0 : 1;
    if (tranche.length + 1 + compteurs.size + nouveaux > ACTIONS_MAX) {
      await appliquerTranche(tranche);
      tranche = [];
      compteurs.clear();
    }
    tranche.push(o);
    compteurs.add(nom);
  }
  if (tranche.length) await appliquerTranche(tranche);
}

const delta = (e: Envoi) => (e.type === 'ajout' ? 1 : e.type === 'retrait' ? -1 : 0);

/**
 * One transaction: the rows (conditional) and their counters' net moves. A row whose condition failed changes
 * form and the transaction is sent again: an `ajout` that found its row becomes a plain put (not counted), a `maj`
 * that found none becomes an `ajout`, a `retrait` that found none is dropped.
 */
async function appliquerTranche(envois: Envoi[]): Promise<void> {
  let restants = envois;
  for (let essai = 1; restants.length > 0; essai++) {
    const parCompteur = new Map<string, number>();
    for (const e of restants) {
      const nom = compteurListe(e.ligne.idTeledeclarant, e.ligne.filtre);
      parCompteur.set(nom, (parCompteur.get(nom) ?? 0) + delta(e));
    }
    const mouvements = [...parCompteur].filter(([, d]) => d !== 0);
    const r = await db()
      .transaction.write(({ ligneListe, compteur }) => [
        ...restants.map((e) => {
          const cle = { idTeledeclarant: e.ligne.idTeledeclarant, filtre: e.ligne.filtre, rang: e.ligne.rang };
          const ligne = e.ligne as LigneListe;
          switch (e.type) {
            case 'ajout':
              return ligneListe.create(ligne).commit();
            case 'maj':
              return ligneListe
                .put(ligne)
                .where((a, { exists }) => exists(a.idCopropriete))
                .commit();
            case 'ecraser':
              return ligneListe.put(ligne).commit();
            default:
              return ligneListe.remove(cle).commit();
          }
        }),
        ...mouvements.map(([nom, d]) => compteur.update({ nom }).add({ valeur: d }).commit()),
      ])
      .go();
    if (!r.canceled) return;
    const codes = (r.data as { code?: string }[]).map((d) => d.code ?? 'None');
    const autres = codes.filter((c) => c !== 'None' && c !== 'ConditionalCheckFailed' && c !== 'TransactionConflict');
    if (autres.length || essai >= 10) throw new Error(`Projection des listes : transaction annulée (${codes.join(', ')})`);
    if (codes.includes('ConditionalCheckFailed')) {
      restants = restants.flatMap((e, i): Envoi[] => {
        if (codes[i] !== 'ConditionalCheckFailed') return [e];
        if (e.type === 'ajout') return [{ ...e, type: 'ecraser' }];
        if (e.type === 'maj') return [{ ...e, type: 'ajout' }];
        return [];
      });
    } else await new Promise((ok) => setTimeout(ok, 20 * essai + Math.random() * 50)); // TransactionConflict
  }
}

/** The search keys: unconditional deletes and puts (a replay writes the same items again). */
async function appliquerCles(aRetirer: CleRecherche[], aEcrire: CleRecherche[]): Promise<void> {
  const cles = db().entities.cleRecherche;
  for (let essai = 0; aRetirer.length > 0; essai++) {
    const { unprocessed } = await cles
      .delete(aRetirer.map(({ type, cle, rang }) => ({ type, cle, rang })))
      .go({ concurrency: 4 });
    aRetirer = unprocessed as CleRecherche[];
    if (aRetirer.length && essai >= 10) throw new Error('Projection des clés de recherche : suppressions non traitées');
  }
  for (let essai = 0; aEcrire.length > 0; essai++) {
    const { unprocessed } = await cles.put(aEcrire).go({ concurrency: 4 });
    if (unprocessed.length === 0) return;
    if (essai >= 10) throw new Error('Projection des clés de recherche : écritures non traitées');
    // unprocessed items come back as keys: write those items again
    const restes = new Set(unprocessed.map((k) => `${String(k.type)}#${String(k.cle)}#${String(k.rang)}`.toLowerCase()));
    aEcrire = aEcrire.filter((k) => restes.has(`${k.type}#${k.cle}#${k.rang}`.toLowerCase()));
    await new Promise((ok) => setTimeout(ok, 50 * (essai + 1)));
  }
}

/* ---------- [issue 15] the keepers' queue ---------- */

export async function projeterFile(records: EnregistrementFlux[]): Promise<void> {
  // rows in chunks so that rows + distinct counters stay within one transaction, one chunk after the other (the
  // counters are hot items)
  let tranche: OperationFile[] = [];
  const compteurs = new Set<string>();
  for (const o of planifierFile(records)) {
    const nom = compteurFile(o.ligne.file);
    if (tranche.length + 1 + compteurs.size + (compteurs.has(nom) ? 0 : 1) > ACTIONS_MAX) {
      await appliquerTrancheFile(tranche);
      tranche = [];
      compteurs.clear();
    }
    tranche.push(o);
    compteurs.add(nom);
  }
  if (tranche.length) await appliquerTrancheFile(tranche);
}

/**
 * One transaction: the rows (an `ajout` on `attribute_not_exists`, a `retrait` on `attribute_exists`) and their
 * counters' net moves. A row whose condition failed is already as wanted (same key, same content): it is dropped and
 * the transaction sent again without it, so a replayed record never counts twice.
 */
async function appliquerTrancheFile(operations: OperationFile[]): Promise<void> {
  let restants = operations;
  for (let essai = 1; restants.length > 0; essai++) {
    const parCompteur = new Map<string, number>();
    for (const o of restants) {
      const nom = compteurFile(o.ligne.file);
      parCompteur.set(nom, (parCompteur.get(nom) ?? 0) + (o.type === 'ajout' ? 1 : -1));
    }
    const mouvements = [...parCompteur].filter(([, d]) => d !== 0);
    const r = await db()
      .transaction.write(({ ligneFile, compteur }) => [
        ...restants.map((o) =>
          o.type === 'ajout'
            ? ligneFile.create(o.ligne).commit()
            : ligneFile.remove({ file: o.ligne.file, cle: o.ligne.cle }).commit(),
        ),
        ...mouvements.map(([nom, d]) => compteur.update({ nom }).add({ valeur: d }).commit()),
      ])
      .go();
    if (!r.canceled) return;
    const codes = (r.data as { code?: string }[]).map((d) => d.code ?? 'None');
    const autres = codes.filter((c) => c !== 'None' && c !== 'ConditionalCheckFailed' && c !== 'TransactionConflict');
    if (autres.length || essai >= 10) throw new Error(`Projection de la file : transaction annulée (${codes.join(', ')})`);
    if (codes.includes('ConditionalCheckFailed')) restants = restants.filter((_, i) => codes[i] !== 'ConditionalCheckFailed');
    else await new Promise((ok) => setTimeout(ok, 20 * essai + Math.random() * 50)); // TransactionConflict
  }
}

/**
 * [issue 15] One-off rebuild of the queue's index on a table that already holds pending requests (deployment of
 * issue 15): every request item (gsi3 `VALIDATIONS#<type>`) gets its rows; idempotent (a row already there is
 * neither written nor counted again). Not wired to a workflow yet: run it once, e.g. from a script.
 */
export async function reconstruireFile(): Promise<number> {
  let n = 0;
  for (const typeDemande of TypeDemandeValidation.values) {
    const { data } = await db().entities.demandeValidation.query.file({ typeDemande }).go({ pages: 'all' });
    const operations = data.flatMap((d) => lignesFileDe(d).map((ligne) => ({ type: 'ajout' as const, ligne })));
    // 40 rows + at most 13 counters a transaction
    for (let i = 0; i < operations.length; i += 40) await appliquerTrancheFile(operations.slice(i, i + 40));
    n += data.length;
  }
  return n;
}
