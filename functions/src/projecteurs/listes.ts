/**
 * [issue 11] Projector of the condominium lists (pure): from the stream records of `copropriete` items, what the
 * read model must hold (ACCESS-PATTERNS.md "Condominium lists, board and keepers' search"):
 * - the list rows of the holder (`idTeledeclarant`): one row per filter of spec 000 §2 the condominium belongs to
 *   (`dansFiltre`, the ONE definition of each filter, with the holder's context: a notary firm's filters differ),
 *   `LISTE#<idTeledeclarant>#<filtre>` / `COPRO#<id on 12 digits>`, carrying the list's columns and what the
 *   criteria read;
 * - the keepers' search keys of every condominium but deleted ones: `RECHERCHE#NOM#<sorted words of the name>`
 *   and `RECHERCHE#ADR#<sorted words of the reference address, postcode left out>`.
 * The records of a batch are folded per condominium (first old image → last new image): the rows and keys of
 * every image seen that the final image no longer has are removed, those it has are written — so a replayed batch
 * ends in the same state. The handler applies the plan with conditional writes that move the per-filter counters
 * only when a row really appears or disappears (idempotent counts).
 */
import { FILTRES_COPROPRIETES } from '@registre/shared/schemas/copropriete/api';
import { normaliserTexte, normaliserVoie } from '@registre/shared/domain/adresse/normalisation';
import { rangCopropriete } from '../adapters/dynamodb/ligneListe.ts';
import {
  dansFiltre,
  statutRattachement,
  type ContexteFiltre,
  type Filtre,
  type LigneFiltrable,
} from '../coproprietes/filtres.ts';
import type { EnregistrementFlux, Image } from './indicateurs.ts';

/** What the projector reads of a condominium's image. */
export interface CoproprieteFlux {
  idCopropriete: number;
  etat: string;
  idTeledeclarant?: number;
  idDeclarationCourante?: number;
  immatriculation?: string;
  nomCopropriete?: string;
  adresseReference?: string;
  /** the reference address's commune, and the complementary addresses (issue 22: the keepers find them too) */
  commune?: string;
  publique?: { adressesSecondaires?: string[] };
  nbLots?: number;
  nbBatiments?: number;
  dateDebutMandat?: string;
  dateFinMandat?: string;
  representantLegal?: string;
  parcellesNonGeolocalisees?: boolean;
  idDemandeEnCours?: string;
  idMandatCourant?: number;
  statutMajAnnuelle?: 'A_FAIRE' | 'FAITE' | 'EN_RETARD';
}

/** A list row as stored (entity ligneListe): the columns but the derived labels, and what the criteria read. */
export interface LigneStockee {
  idTeledeclarant: number;
  filtre: Filtre;
  rang: string;
  idCopropriete: number;
  idDeclaration?: number;
  immatriculation?: string;
  nomCopropriete?: string;
  adresseReference?: string;
  etat: LigneFiltrable['etat'];
  nbLots?: number;
  nbBatiments?: number;
  dateDebutMandat?: string;
  dateFinMandat?: string;
  representantLegal?: string;
  parcellesNonGeolocalisees: boolean;
  demandeEnCours: boolean;
  avecMandat: boolean;
  statutMajAnnuelle?: 'A_FAIRE' | 'FAITE' | 'EN_RETARD';
}

export interface CleRecherche {
  type: 'NOM' | 'ADR';
  cle: string;
  rang: string;
  idCopropriete: number;
}

/** A row to write: `ajout` where the row is not expected (counted), `maj` where it is (payload only). */
export type OperationLigne =
  | { type: 'ajout' | 'maj'; ligne: LigneStockee }
  | { type: 'retrait'; ligne: Pick<LigneStockee, 'idTeledeclarant' | 'filtre' | 'rang'> };

export interface PlanListes {
  lignes: OperationLigne[];
  clesAEcrire: CleRecherche[];
  clesARetirer: CleRecherche[];
}

/* ---------- stream images ---------- */

export type Valeur = {
  S?: string;
  N?: string;
  BOOL?: boolean;
  NULL?: boolean;
  SS?: string[];
  NS?: string[];
  L?: Valeur[];
  M?: Record<string, Valeur>;
};

export function valeur(v: Valeur): unknown {
  if (v.S !== undefined) return v.S;
  if (v.N !== undefined) return Number(v.N);
  if (v.BOOL !== undefined) return v.BOOL;
  if (v.NULL) return null;
  if (v.SS) return v.SS;
  if (v.NS) return v.NS.map(Number);
  if (v.L) return v.L.map(valeur);
  if (v.M) return Object.fromEntries(Object.entries(v.M).map(([k, x]) => [k, valeur(x)]));
  return undefined;
}

/** The condominium of a stream image, or null when the image is another entity's. */
export function coproprieteDe(image: Image): CoproprieteFlux | null {
  if (!image || image.__edb_e__?.S !== 'copropriete') return null;
  const o = Object.fromEntries(Object.entries(image).map(([k, v]) => [k, valeur(v as Valeur)]));
  if (typeof o.idCopropriete !== 'number' || typeof o.etat !== 'string') return null;
  return o as unknown as CoproprieteFlux;
}

/* ---------- rows and keys of one image ---------- */

/** The row the filters read (dansFiltre), from a condominium or a stored row. */
export function ligneFiltrableDe(c: CoproprieteFlux): LigneFiltrable {
  return {
    idCopropriete: c.idCopropriete,
    idDeclaration: c.idDeclarationCourante ?? null,
    immatriculation: c.immatriculation ?? null,
    nomCopropriete: c.nomCopropriete ?? null,
    adresseReference: c.adresseReference ?? null,
    etat: c.etat as LigneFiltrable['etat'],
    statutRattachement: statutRattachement(c.etat),
    numTeledeclarant: c.idTeledeclarant ?? null,
    nbLots: c.nbLots ?? null,
    nbBatiments: c.nbBatiments ?? null,
    dateFinMandat: c.dateFinMandat ?? null,
    majAnnuelle: null,
    representantLegal: c.representantLegal ?? null,
    parcellesNonGeolocalisees: c.parcellesNonGeolocalisees ?? false,
    demandeEnCours: Boolean(c.idDemandeEnCours),
    avecMandat: c.idMandatCourant !== undefined && c.idMandatCourant !== null,
    dateDebutMandat: c.dateDebutMandat ?? null,
    statutMajAnnuelle: c.statutMajAnnuelle ?? null,
  };
}

const sansVides = <T extends object>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as T;

/** The list rows of a condominium: one per filter it belongs to for its holder (none without a holder, nor deleted). */
export function lignesDe(c: CoproprieteFlux | null, contexte: (idTeledeclarant: number) => ContexteFiltre): LigneStockee[] {
  if (!c || typeof c.idTeledeclarant !== 'number' || c.etat === 'SUPPRIMEE') return [];
  const l = ligneFiltrableDe(c);
  const ctx = contexte(c.idTeledeclarant);
  const commun = sansVides({
    idTeledeclarant: c.idTeledeclarant,
    rang: rangCopropriete(c.idCopropriete),
    idCopropriete: c.idCopropriete,
    idDeclaration: c.idDeclarationCourante,
    immatriculation: c.immatriculation,
    nomCopropriete: c.nomCopropriete,
    adresseReference: c.adresseReference,
    etat: l.etat,
    nbLots: c.nbLots,
    nbBatiments: c.nbBatiments,
    dateDebutMandat: c.dateDebutMandat,
    dateFinMandat: c.dateFinMandat,
    representantLegal: c.representantLegal,
    parcellesNonGeolocalisees: l.parcellesNonGeolocalisees,
    demandeEnCours: l.demandeEnCours ?? false,
    avecMandat: l.avecMandat ?? false,
    statutMajAnnuelle: c.statutMajAnnuelle,
  });
  return FILTRES_COPROPRIETES.filter((f) => dansFiltre(f, l, ctx)).map((filtre) => ({ ...commun, filtre }));
}

const motsTries = (texte: string) => [...new Set(texte.split(' ').filter(Boolean))].sort().join(' ');

/** The name's search key: its words without accents nor case, sorted ("Résidence Les Tilleuls" → "les residence tilleuls"). */
export const cleNom = (nom: string | null | undefined) => motsTries(normaliserTexte(nom));

/**
 * The address's search key: its words without the 5-digit postcode, street abbreviations expanded and street
 * articles dropped (normaliserVoie, adresse/normalisation.ts), sorted: "12, av. de la République 75011 Paris" and
 * "12 avenue de la republique paris" → "12 avenue paris republique".
 */
export const cleAdresse = (adresse: string | null | undefined) =>
  motsTries(normaliserVoie((adresse ?? '').replace(/(^|\D)\d{5}(?!\d)/g, '$1 ')));

/** The keepers' search keys of a condominium (none for a deleted one). */
export function clesDe(c: CoproprieteFlux | null): CleRecherche[] {
  if (!c || c.etat === 'SUPPRIMEE') return [];
  const rang = rangCopropriete(c.idCopropriete);
  const nom = cleNom(c.nomCopropriete);
  // the reference address, then each complementary one (its commune added when the line does not name it)
  const commune = normaliserVoie(c.commune);
  const secondaires = (c.publique?.adressesSecondaires ?? []).map((l) => {
    const cle = cleAdresse(l);
    return commune && !` ${normaliserVoie(l)} `.includes(` ${commune} `) ? cleAdresse(`${l} ${c.commune}`) : cle;
  });
  const adresses = [...new Set([cleAdresse(c.adresseReference), ...secondaires].filter(Boolean))];
  return [
    ...(nom ? [{ type: 'NOM' as const, cle: nom, rang, idCopropriete: c.idCopropriete }] : []),
    ...adresses.map((cle) => ({ type: 'ADR' as const, cle, rang, idCopropriete: c.idCopropriete })),
  ];
}

/* ---------- a batch ---------- */

const cleLigne = (l: Pick<LigneStockee, 'idTeledeclarant' | 'filtre' | 'rang'>) => `${l.idTeledeclarant}#${l.filtre}#${l.rang}`;
const cleCle = (k: CleRecherche) => `${k.type}#${k.cle}#${k.rang}`;

const egales = (a: object, b: object) => {
  const [x, y] = [Object.entries(a), Object.entries(b)];
  return x.length === y.length && x.every(([k, v]) => (b as Record<string, unknown>)[k] === v);
};

interface Suite {
  premiere: CoproprieteFlux | null;
  derniere: CoproprieteFlux | null;
  toutes: CoproprieteFlux[];
}

/** The records of a batch folded per condominium, in order. */
function suites(enregistrements: readonly EnregistrementFlux[]): Suite[] {
  const parId = new Map<number, Suite>();
  for (const e of enregistrements) {
    const avant = e.eventName === 'INSERT' ? null : coproprieteDe(e.dynamodb?.OldImage);
    const apres = e.eventName === 'REMOVE' ? null : coproprieteDe(e.dynamodb?.NewImage);
    const id = (avant ?? apres)?.idCopropriete;
    if (id === undefined) continue;
    const s = parId.get(id);
    if (s) {
      s.derniere = apres;
      s.toutes.push(...[avant, apres].filter((c) => c !== null));
    } else parId.set(id, { premiere: avant, derniere: apres, toutes: [avant, apres].filter((c) => c !== null) });
  }
  return [...parId.values()];
}

/** The holders whose declarant type the batch needs (notary firm or not). */
export function titulairesDe(enregistrements: readonly EnregistrementFlux[]): number[] {
  const ids = new Set<number>();
  for (const s of suites(enregistrements))
    for (const c of s.toutes) if (typeof c.idTeledeclarant === 'number') ids.add(c.idTeledeclarant);
  return [...ids];
}

/** What a batch of stream records changes in the lists and the search keys. */
export function planifierListes(
  enregistrements: readonly EnregistrementFlux[],
  contexte: (idTeledeclarant: number) => ContexteFiltre,
): PlanListes {
  const plan: PlanListes = { lignes: [], clesAEcrire: [], clesARetirer: [] };
  for (const s of suites(enregistrements)) {
    const finales = new Map(lignesDe(s.derniere, contexte).map((l) => [cleLigne(l), l]));
    const initiales = new Map(lignesDe(s.premiere, contexte).map((l) => [cleLigne(l), l]));
    for (const [k, l] of finales) {
      const avant = initiales.get(k);
      if (!avant) plan.lignes.push({ type: 'ajout', ligne: l });
      else if (!egales(avant, l)) plan.lignes.push({ type: 'maj', ligne: l });
    }
    const retirees = new Map<string, LigneStockee>();
    for (const c of s.toutes) for (const l of lignesDe(c, contexte)) if (!finales.has(cleLigne(l))) retirees.set(cleLigne(l), l);
    for (const l of retirees.values())
      plan.lignes.push({ type: 'retrait', ligne: { idTeledeclarant: l.idTeledeclarant, filtre: l.filtre, rang: l.rang } });

    const clesFinales = new Map(clesDe(s.derniere).map((k) => [cleCle(k), k]));
    const clesInitiales = new Set(clesDe(s.premiere).map(cleCle));
    for (const [k, v] of clesFinales) if (!clesInitiales.has(k)) plan.clesAEcrire.push(v);
    const clesRetirees = new Map<string, CleRecherche>();
    for (const c of s.toutes) for (const k of clesDe(c)) if (!clesFinales.has(cleCle(k))) clesRetirees.set(cleCle(k), k);
    plan.clesARetirer.push(...clesRetirees.values());
  }
  return plan;
}

/** The counter of a holder's filter (compteur `liste.<idTeledeclarant>.<filtre>`): its rows, hence the list's total. */
export const compteurListe = (idTeledeclarant: number, filtre: Filtre) => `liste.${idTeledeclarant}.${filtre}`;
