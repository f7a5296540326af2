/**
 * [issue 12] Projector of the public directory and statistics (ACCESS-PATTERNS.md "Public directory and
 * statistics"). From the stream records of `copropriete` items, folded per condominium (its last image wins):
 * - its entry (`entreeAnnuaire`): the public record, or a tombstone once it is no longer published;
 * - its index rows (`ligneAnnuaire`): ADR, and COM, which the department's and the map's indexes read too;
 * - its counter moves: statistics of its territories (France, region, department, EPCI, commune) × periods
 *   (all time, quarter of registration), map clusters (geohash cells of 3 to 6 characters). [issue 23] The
 *   directory's totals are the statistics' (n + sec of the commune's or department's cell, e_<etat> for a state):
 *   no counter of its own (three per condominium fewer).
 * The moves are the difference between what the new projection counts and what the stored entry says it counted,
 * so a replayed record moves nothing; the entries of a group are written in one transaction, each on the condition
 * that it is still the one read (sequence number); [issue 23] the group's moves, summed, are then applied in chunks
 * that each count once (tranches.ts): a batch of 100 condominiums writes each counter it moves once. The rows are
 * idempotent puts and deletes, written in batches around that transaction (the new ones before, the replaced ones
 * after, listed on the entry so that a replay finishes them).
 */
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import ngeohash from 'ngeohash';
import type { FichePublique } from '@registre/shared/schemas/annuaire';
import {
  fichePublique,
  ligneDeFiche,
  rattachementPublic,
  type Dimensions,
  type ImageAnnuaire,
  type SyndicPublic,
} from '@registre/shared/domain/annuaire/projection';
import { dimensionsDe } from '@registre/shared/domain/annuaire/projection';
import { cellulesDe, difference, type TerritoiresCommune } from '@registre/shared/domain/annuaire/statistiques';
import { adressesIndexees } from '@registre/shared/domain/annuaire/adresses';
import { normaliserAdresse } from '@registre/shared/domain/adresse/normalisation';
import type { RepresentantRnic } from '@registre/shared/domain/rnic/registre';
import { rangCopropriete } from '../adapters/dynamodb/ligneListe.ts';
import { cleAdresse, PRECISIONS_CARTE, SANS_COMMUNE, type TypeLigne } from '../adapters/dynamodb/annuaire.ts';
import { db } from '../adapters/dynamodb/service.ts';
import { ecrireEnLots } from '../adapters/dynamodb/lots.ts';
import { territoireDe } from '../donneesOuvertes/territoires.ts';
import type { EnregistrementFlux, Image } from './indicateurs.ts';
import { valeur, type Valeur } from './listes.ts';
import { appliquerTranches, decouper, ecrireTranches, gardeTranche, terminerLots } from './tranches.ts';

export interface LigneIndex {
  type: TypeLigne;
  cle: string;
  tri: string;
}
export interface LigneEcrite extends LigneIndex {
  ligne: ReturnType<typeof ligneDeFiche>;
  /** [issue 23] on the COM row: the department's and the map's index keys (adapters/dynamodb/annuaire.ts) */
  dep?: string;
  triDep?: string;
  geo?: string;
  triGeo?: string;
  etat: string;
  codePostal?: string;
  voie?: string;
  lieuDit?: string;
  dateDebutMandat?: string;
  dateFinMandat?: string;
  statutMajAnnuelle?: string;
  exerciceNonApprouve?: boolean;
  rattachement: string;
}

/** A projection: the record, its rows, and every counter it counts in (`<famille>|<cle>` → dimensions). */
export interface Projection {
  fiche: FichePublique;
  lignes: LigneEcrite[];
  compteurs: Record<string, Dimensions>;
}

/** The image as the projector reads it, with what the syndic type needs. */
export interface ImageCopropriete extends ImageAnnuaire {
  idTeledeclarant?: number;
  representantLegal?: string;
  rnic?: { representant?: RepresentantRnic | null } | null;
}

/**
 * The official commune (Paris, Lyon, Marseille: the city, not the arrondissement) and its territories (the EPCI
 * proper and, for a Grand Paris commune, its EPT: the statistics count it in both), from the
 * open-data reference (every code the register may hold). The directory's Lambda answers the same from the
 * statistics' compact geography (annuaire/territoires.ts; a unit test holds both to one answer).
 */
export function territoiresDe(codeInsee: string | undefined): TerritoiresCommune {
  if (!codeInsee) return { region: null, departement: null, epci: null, ept: null, commune: null };
  const t = territoireDe(codeInsee.toUpperCase());
  return {
    region: t.codeRegion,
    departement: t.codeDepartement ?? (/^97/.test(codeInsee) ? codeInsee.slice(0, 3) : codeInsee.slice(0, 2)),
    epci: t.sirenEpci,
    ept: t.sirenEpt,
    commune: t.codeCommune ?? codeInsee.toUpperCase(),
  };
}

const numeroTri = (numero: number | null) => String(numero ?? 0).padStart(5, '0');

/** The projection of one image (null: not published). Pure. */
export function projeter(c: ImageCopropriete, syndic: SyndicPublic): Projection | null {
  const fiche = fichePublique(c, syndic);
  if (!fiche) return null;
  const t = territoiresDe(c.codeInsee);
  const rang = rangCopropriete(c.idCopropriete);
  const p = c.publique;
  const index: LigneIndex[] = [];
  // [issue 22] every address of the condominium, reference and complementary ones, each street once
  const adresses = adressesIndexees({
    numero: p?.numero,
    voie: p?.voie,
    libelle: c.adresseReference,
    adressesSecondaires: p?.adressesSecondaires,
    communes: [c.commune, c.codeInsee ? territoireDe(c.codeInsee).nomCommune : null],
  });
  const gh = fiche.x !== null && fiche.y !== null ? ngeohash.encode(fiche.y, fiche.x, 9) : null;
  // [issue 23] the COM row is the department's and the map's row too (their indexes): one item, not three
  const indexes = {
    ...(t.departement && { dep: t.departement, triDep: `${c.etat}#${rang}` }),
    ...(gh && { geo: gh.slice(0, 4), triGeo: `${gh}#${rang}` }),
  };
  if (t.commune || gh) index.push({ type: 'COM', cle: t.commune ?? SANS_COMMUNE, tri: rang });
  if (t.commune)
    for (const a of adresses)
      index.push({ type: 'ADR', cle: cleAdresse(t.commune, a.voie), tri: `${numeroTri(a.numero)}#${rang}` });
  const compteurs: Record<string, Dimensions> = {};
  if (gh)
    for (const precision of PRECISIONS_CARTE)
      compteurs[`C|${precision}|${gh.slice(0, precision - 2)}|${gh.slice(0, precision)}`] = { n: 1, sx: fiche.x!, sy: fiche.y! };
  const dimensions = dimensionsDe(fiche, p?.periodeConstruction ?? null);
  for (const { territoire, periode } of cellulesDe(t, c.dateImmatriculation ?? null))
    compteurs[`S|${territoire}|${periode}`] = dimensions;
  const ligne = ligneDeFiche(fiche);
  const lignes = index.map((l): LigneEcrite => ({
    ...l,
    ...(l.type === 'COM' && indexes),
    ligne,
    etat: c.etat,
    rattachement: rattachementPublic(c.etat),
    ...(c.codePostal && { codePostal: c.codePostal }),
    // what the criteria "voie" and "lieu-dit" look for (contains): every street, every address line
    ...(adresses.length > 0 && { voie: adresses.map((a) => a.voie).join(' | ') }),
    ...(Boolean(c.adresseReference || p?.adressesSecondaires?.length) && {
      lieuDit: [c.adresseReference, ...(p?.adressesSecondaires ?? [])].map(normaliserAdresse).filter(Boolean).join(' | '),
    }),
    ...(c.dateDebutMandat && { dateDebutMandat: c.dateDebutMandat.slice(0, 10) }),
    ...(fiche.dateFinMandat && { dateFinMandat: fiche.dateFinMandat }),
    ...(c.statutMajAnnuelle && { statutMajAnnuelle: c.statutMajAnnuelle }),
    ...(c.exerciceNonApprouve !== undefined && { exerciceNonApprouve: c.exerciceNonApprouve }),
  }));
  return { fiche, lignes, compteurs };
}

/** The syndic as the public knows it: the holder's type (a professional's name), else the imported representative. */
export function syndicDe(c: ImageCopropriete, titulaire: { type?: string; raisonSociale?: string } | undefined): SyndicPublic {
  if (titulaire?.type === 'PRO') return { type: 'PROFESSIONNEL', nom: titulaire.raisonSociale ?? c.representantLegal ?? null };
  if (titulaire?.type === 'NON_PRO') return { type: 'BENEVOLE', nom: null };
  if (titulaire) return { type: 'AUCUN', nom: null };
  const r = c.rnic?.representant;
  if (r?.type === 'professionnel') return { type: 'PROFESSIONNEL', nom: r.raisonSociale };
  if (r?.type === 'bénévole') return { type: 'BENEVOLE', nom: null };
  return { type: 'AUCUN', nom: null };
}

/** The last image of each condominium of a batch, with the sequence number it came with (null: removed). */
export function dernieresImages(
  records: EnregistrementFlux[],
): Map<number, { image: ImageCopropriete | null; sequence: string }> {
  const parId = new Map<number, { image: ImageCopropriete | null; sequence: string }>();
  for (const r of records) {
    const d = r.dynamodb as (EnregistrementFlux['dynamodb'] & { SequenceNumber?: string }) | undefined;
    const nouvelle = imageDe(d?.NewImage);
    const ancienne = imageDe(d?.OldImage);
    const id = nouvelle?.idCopropriete ?? ancienne?.idCopropriete;
    if (id === undefined) continue;
    parId.set(id, { image: r.eventName === 'REMOVE' ? null : nouvelle, sequence: (d?.SequenceNumber ?? '0').padStart(40, '0') });
  }
  return parId;
}

export function imageDe(image: Image): ImageCopropriete | null {
  if (!image || image.__edb_e__?.S !== 'copropriete') return null;
  const o = Object.fromEntries(Object.entries(image).map(([k, v]) => [k, valeur(v as Valeur)]));
  return typeof o.idCopropriete === 'number' && typeof o.etat === 'string' ? (o as unknown as ImageCopropriete) : null;
}

/* ---------- applying ---------- */

export interface EntreeLue {
  idCopropriete: number;
  fiche?: FichePublique;
  lignes?: LigneIndex[];
  compteurs?: Record<string, Dimensions>;
  /** rows the projection that wrote it left to delete (deleted right after, and again by a replay) */
  aRetirer?: LigneIndex[];
  sequence: string;
  /** [issue 23] the stream group that wrote it, and its chunks of counter moves */
  lot?: string;
  tranches?: number;
}

/** Holders' type and name, read once per process (a declarant's type never changes). */
const titulaires = new Map<number, { type?: string; raisonSociale?: string }>();
export const titulaireDe = (c: ImageCopropriete) =>
  c.idTeledeclarant && c.idTeledeclarant > 0 ? titulaires.get(c.idTeledeclarant) : undefined;
export async function chargerTitulaires(ids: number[]): Promise<void> {
  const manquants = [...new Set(ids)].filter((id) => !titulaires.has(id));
  if (!manquants.length) return;
  const { data } = await db()
    .entities.teledeclarant.get(manquants.map((idTeledeclarant) => ({ idTeledeclarant })))
    .go({ attributes: ['idTeledeclarant', 'type', 'raisonSociale'] });
  for (const t of data) titulaires.set(t.idTeledeclarant, { type: t.type, raisonSociale: t.raisonSociale });
}

const ACTIONS_MAX = 100;

export interface Travail {
  id: number;
  sequence: string;
  avant: EntreeLue | undefined;
  apres: Projection | null;
}

const cleLigne = (l: LigneIndex) => `${l.type}|${l.cle}|${l.tri}`;
export const cleSeule = ({ type, cle, tri }: LigneIndex): LigneIndex => ({ type, cle, tri });
export const lignesRetirees = (t: Travail) => {
  const gardees = new Set((t.apres?.lignes ?? []).map(cleLigne));
  return (t.avant?.lignes ?? []).filter((l) => !gardees.has(cleLigne(l))).map(cleSeule);
};
/** A directory total of an earlier version (`D|…`), listed by the entries it wrote: no longer moved nor read. */
export const totalAncien = (cle: string) => cle.startsWith('D|');
/** [issue 23] A region's or an EPCI's statistics cell, listed by entries of an earlier version: read by nothing now
 * (their figures are their members' sum), no longer moved. */
const celluleAncienne = (cle: string) => cle.startsWith('S|REGION#') || cle.startsWith('S|EPCI#');
export const mouvements = (t: Travail) => {
  const cles = new Set([...Object.keys(t.avant?.compteurs ?? {}), ...Object.keys(t.apres?.compteurs ?? {})]);
  return [...cles].flatMap((cle) => {
    if (totalAncien(cle) || celluleAncienne(cle)) return [];
    const d = difference(t.avant?.compteurs?.[cle], t.apres?.compteurs?.[cle]);
    return Object.keys(d).length ? [{ cle, d }] : [];
  });
};
/** Nothing public changed (a write of internal fields): no write at all. Compared whatever the order of the keys
 * (DynamoDB gives a map's keys back in its own order). */
export const inchange = (t: Travail) =>
  Boolean(t.avant?.fiche && t.apres) &&
  isDeepStrictEqual(t.avant!.fiche, t.apres!.fiche) &&
  isDeepStrictEqual(t.avant!.lignes, t.apres!.lignes.map(cleSeule)) &&
  mouvements(t).length === 0;

/**
 * The batch, condominium by condominium: nothing for a replayed record (its entry is as new as it: only the rows
 * it left to delete are deleted again, and the counters its group had left to apply are applied) or a write that
 * changed nothing public; the others in groups of 100 (`appliquer`), their counter moves summed over the group.
 */
export async function projeterAnnuaire(records: EnregistrementFlux[]): Promise<void> {
  const images = dernieresImages(records);
  if (!images.size) return;
  const ids = [...images.keys()];
  await chargerTitulaires(
    [...images.values()].flatMap((i) =>
      i.image?.idTeledeclarant && i.image.idTeledeclarant > 0 ? [i.image.idTeledeclarant] : [],
    ),
  );
  const lues = await lireEntrees(ids);
  const travaux: Travail[] = [];
  const restes: LigneIndex[] = [];
  const lotsRejoues: string[] = [];
  for (const id of ids) {
    const { image, sequence } = images.get(id)!;
    const avant = lues.get(id);
    if (avant && avant.sequence >= sequence) {
      // already projected (replay): finish its deletions and its group's counters
      restes.push(...(avant.aRetirer ?? []));
      if (avant.lot && avant.tranches) lotsRejoues.push(avant.lot);
      continue;
    }
    const apres = image ? projeter(image, syndicDe(image, titulaireDe(image))) : null;
    if (!apres && !avant?.fiche) continue; // never published: nothing to write
    const travail: Travail = { id, sequence, avant, apres };
    if (!inchange(travail)) travaux.push(travail);
  }
  await terminerLots(lotsRejoues);
  for (let i = 0; i < travaux.length; i += ACTIONS_MAX) await appliquer(travaux.slice(i, i + ACTIONS_MAX));
  await ecrireLignes([], restes);
}

/**
 * [issue 23] Entries of an earlier version (they list DEP or GEO rows, or directory totals `D|…`): each
 * projected again from its condominium's image at the sequence it holds (on the condition it still holds it), its
 * new rows written and the old ones deleted; its counters move only if the image changed since its projection,
 * which its pending record would have done. Returns how many were projected again.
 */
export async function migrerLignes(images: ImageCopropriete[]): Promise<number> {
  const lues = await lireEntrees(images.map((c) => c.idCopropriete));
  const ancienne = (e: EntreeLue | undefined) =>
    Boolean(e?.lignes?.some((l) => l.type === 'DEP' || l.type === 'GEO') || Object.keys(e?.compteurs ?? {}).some(totalAncien));
  const anciennes = images.filter((c) => ancienne(lues.get(c.idCopropriete)));
  await chargerTitulaires(anciennes.flatMap((c) => (c.idTeledeclarant && c.idTeledeclarant > 0 ? [c.idTeledeclarant] : [])));
  const travaux = anciennes.map((c): Travail => {
    const avant = lues.get(c.idCopropriete)!;
    return { id: c.idCopropriete, sequence: avant.sequence, avant, apres: projeter(c, syndicDe(c, titulaireDe(c))) };
  });
  for (let i = 0; i < travaux.length; i += ACTIONS_MAX) await appliquer(travaux.slice(i, i + ACTIONS_MAX));
  // the directory totals they had counted in: deleted (idempotent; nothing reads them)
  const totaux = new Set(travaux.flatMap((t) => Object.keys(t.avant?.compteurs ?? {}).filter(totalAncien)));
  await ecrireEnLots(
    db().entities.ligneAnnuaire,
    'delete',
    [...totaux].map((cle) => {
      const [, type, c, tri] = cle.split('|');
      return { type: type as TypeLigne, cle: c, tri };
    }),
  );
  return travaux.length;
}

export async function lireEntrees(ids: number[]): Promise<Map<number, EntreeLue>> {
  const { data } = await db()
    .entities.entreeAnnuaire.get(ids.map((idCopropriete) => ({ idCopropriete })))
    .go({ attributes: ['idCopropriete', 'fiche', 'lignes', 'compteurs', 'aRetirer', 'sequence', 'lot', 'tranches'] });
  return new Map(data.map((e) => [e.idCopropriete, e as EntreeLue]));
}

/** Rows are idempotent puts and deletes: written in batches, outside the transactions. */
async function ecrireLignes(aEcrire: LigneEcrite[], aRetirer: LigneIndex[]): Promise<void> {
  await ecrireEnLots(db().entities.ligneAnnuaire, 'put', aEcrire);
  await ecrireEnLots(db().entities.ligneAnnuaire, 'delete', aRetirer);
}

/** Adds a counter move to a sum of moves (`<famille>|<cle>` → dimensions). */
export function ajouter(totaux: Map<string, Dimensions>, cle: string, d: Dimensions): void {
  const s = totaux.get(cle) ?? {};
  for (const [k, v] of Object.entries(d)) s[k] = (s[k] ?? 0) + v;
  totaux.set(cle, s);
}

/**
 * One group (≤ 100 condominiums): (1) its new rows put; (2) its counter moves summed, cut into chunks of 99 and
 * written as `trancheAnnuaire` items (tranches.ts); (3) ONE transaction of its entries, each on the condition that
 * it is still the one read, naming the group and its chunks; (4) each chunk applied once; (5) the rows its old
 * projections had and the new ones do not, deleted (listed on the entry, so that a replay deletes them again if (5)
 * was cut short). Cut after (3), the batch handed over again finds its entries written and applies the chunks left
 * (`terminerLots`); cut before, nothing was counted and it starts again. A condominium whose entry moved meanwhile
 * is read again and done alone. The group's digest covers its condominiums and sequences: a group tried again
 * whole writes the same chunks.
 */
async function appliquer(groupe: Travail[]): Promise<void> {
  await ecrireLignes(
    groupe.flatMap((t) => t.apres?.lignes ?? []),
    [],
  );
  const totaux = new Map<string, Dimensions>();
  for (const t of groupe) for (const { cle, d } of mouvements(t)) ajouter(totaux, cle, d);
  const tranches = decouper(totaux);
  const lot = createHash('sha256')
    .update(JSON.stringify(groupe.map((t) => [t.id, t.sequence])))
    .digest('base64url')
    .slice(0, 32);
  await ecrireTranches(lot, tranches);
  for (let essai = 1; ; essai++) {
    const r = await db()
      .transaction.write(({ entreeAnnuaire }) =>
        groupe.map((t) =>
          entreeAnnuaire
            .put({
              idCopropriete: t.id,
              sequence: t.sequence,
              retiree: !t.apres,
              aRetirer: lignesRetirees(t),
              lot,
              tranches: tranches.length,
              ...(t.apres && {
                fiche: t.apres.fiche,
                lignes: t.apres.lignes.map(cleSeule),
                compteurs: t.apres.compteurs,
              }),
            })
            .where((a, { notExists, eq }) => (t.avant ? eq(a.sequence, t.avant.sequence) : notExists(a.idCopropriete)))
            .commit(),
        ),
      )
      .go();
    if (!r.canceled) break;
    const codes = (r.data as { code?: string }[]).map((d) => d.code ?? 'None');
    if (codes.includes('ConditionalCheckFailed')) {
      // another writer projected one of them meanwhile: each again, alone, from what is now stored
      if (groupe.length === 1 && essai >= 5) throw new Error('Projection de l’annuaire : entrée modifiée sans cesse');
      for (const t of groupe) await refaire(t);
      return;
    }
    const autres = codes.filter((c) => c !== 'None' && c !== 'TransactionConflict');
    if (autres.length || essai >= 10) throw new Error(`Projection de l’annuaire : transaction annulée (${codes.join(', ')})`);
    await new Promise((ok) => setTimeout(ok, 20 * essai + Math.random() * 50)); // TransactionConflict
  }
  await appliquerTranches(tranches, gardeTranche(lot));
  await ecrireLignes([], groupe.flatMap(lignesRetirees));
}

async function refaire(t: Travail): Promise<void> {
  const avant = (await lireEntrees([t.id])).get(t.id);
  if (avant && avant.sequence >= t.sequence && avant.sequence !== t.avant?.sequence) return;
  await appliquer([{ ...t, avant }]);
}
