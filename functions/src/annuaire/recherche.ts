/**
 * [issue 12] The public directory's use cases: search (simple by address, advanced by criteria), the public
 * record, the map's viewport. They read the read model the stream projector keeps (functions/src/projecteurs/
 * annuaire.ts; ACCESS-PATTERNS.md "Public directory and statistics") and never a condominium or a declaration:
 * - an address: the rows of its street (ADR partition) from its house number up, then below it; total: its rows
 *   counted (up to the « too many results » bound: a street's rows are few);
 * - a commune: its COM partition, newest first; a department: its DEP partition (sorted by state: a state
 *   criterion is a key prefix); total: a counter when no other criterion filters;
 * - a registration number or a name: the existing unique keys (gsi2, keepers' name keys), then the entries;
 * - any other criterion filters the rows read (FilterExpression), at most MAX_RESULTATS_ANNUAIRE + 1 kept.
 */
import ngeohash from 'ngeohash';
import {
  LIBELLES_STATUT_MAJ,
  MAX_RESULTATS_ANNUAIRE,
  type FichePublique,
  type LigneAnnuaire,
  type PageAnnuaire,
  type PointCarte,
  type RechercheAnnuaireLue,
} from '@registre/shared/schemas/annuaire';
import { ligneDeFiche, rattachementPublic } from '@registre/shared/domain/annuaire/projection';
import type { TerritoiresCommune } from '@registre/shared/domain/annuaire/statistiques';
import { decouperAdresse, normaliserAdresse, normaliserVoie } from '@registre/shared/domain/adresse/normalisation';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../adapters/dynamodb/service.ts';
import { cleNom } from '../projecteurs/listes.ts';
import { cleAdresse, PRECISIONS_CARTE, TRI_TOTAL } from '../adapters/dynamodb/annuaire.ts';
import { cleTerritoire } from '@registre/shared/domain/annuaire/statistiques';
import { lireTerritoires } from '../adapters/dynamodb/statistiques.ts';
import { territoiresDeCommune } from './territoires.ts';
import { communesDe as communesReferentiel, normaliserNomCommune } from '../referentiels/communes.ts';

type Ligne = { ligne?: LigneAnnuaire; tri: string; total?: number };
interface Resultat {
  lignes: LigneAnnuaire[];
  total: number;
  trop: boolean;
}

/** A directory total item of an earlier version (not migrated yet): not a row. */
const estTotal = (l: Ligne) => l.tri.endsWith(TRI_TOTAL);
const lignesDe = (data: unknown[]) => (data as Ligne[]).filter((l) => !estTotal(l)).map((l) => l.ligne!);
/**
 * [issue 23] A commune's or a department's published condominiums (and of one state there): its statistics cell of
 * all time (n + sec; e_<etat>), which counts exactly the condominiums that have a row in its partition or index.
 */
async function totalDe(niveau: 'COMMUNE' | 'DEPARTEMENT', code: string, etat?: string): Promise<number> {
  const territoire = cleTerritoire(niveau, code);
  const d = (await lireTerritoires([territoire], ['TOUT'], etat ? [`e_${etat}`] : ['n', 'sec'])).get(territoire)?.dimensions;
  return etat ? (d?.[`e_${etat}`] ?? 0) : (d?.n ?? 0) + (d?.sec ?? 0);
}
/** [issue 23] A street's rows counted, up to one more than the directory shows (no total is kept for a street). */
const compterRue = async (cle: string) => {
  const { data } = await db()
    .entities.ligneAnnuaire.query.parCle({ type: 'ADR', cle })
    .go({ count: MAX_RESULTATS_ANNUAIRE + 2, limit: MAX_RESULTATS_ANNUAIRE + 2, attributes: ['tri'] });
  return (data as Ligne[]).filter((l) => !estTotal(l)).length; // a total item of an earlier version is not a row
};

/** One page out of the first rows of an ordered read, with the partition's total. */
function paginer(lignes: LigneAnnuaire[], total: number, r: RechercheAnnuaireLue): Resultat {
  const debut = (r.pageNumber - 1) * r.pageSize;
  return {
    lignes: lignes.slice(debut, debut + r.pageSize),
    total: Math.min(total, MAX_RESULTATS_ANNUAIRE),
    trop: total > MAX_RESULTATS_ANNUAIRE,
  };
}

/** Items a filtered read evaluates per request (DynamoDB applies the filter after reading them). */
const LIMITE_FILTREE = 400;

/** The rows needed to serve the page (never beyond the results the directory shows). */
const besoin = (r: RechercheAnnuaireLue) => Math.min(r.pageNumber * r.pageSize, MAX_RESULTATS_ANNUAIRE);

/** A commune's name without its municipal arrondissement: « Paris 15e Arrondissement » → « paris ». */
const sansArrondissement = (nom: string) => nom.replace(/ \d+(?:er|e) arrondissement$/, '');

/**
 * The communes (official codes of the directory) an address as typed or chosen may be in, the likeliest first: the
 * chosen commune; else the communes of its postcode (or name) whose name is the one typed, in full, as a city of
 * arrondissements (« Paris » for 75015) or at the start of it (« Saint-Ouen » for Saint-Ouen-sur-Seine), then,
 * when none is, every commune of the postcode (75015 is also Issy-les-Moulineaux's).
 */
async function communesDe(a: NonNullable<RechercheAnnuaireLue['adresseNonStructuree']>): Promise<string[]> {
  if (a.codeInsee) return [(await territoiresDeCommune(a.codeInsee)).commune].filter((c): c is string => Boolean(c));
  const candidates = a.codePostal
    ? await communesReferentiel(a.codePostal)
    : a.commune
      ? await communesReferentiel(a.commune)
      : [];
  const nom = normaliserNomCommune(a.commune ?? '');
  const rang = (x: { nom: string }) => {
    const n = normaliserNomCommune(x.nom);
    if (!nom || n === nom || sansArrondissement(n) === nom) return 0;
    return n.startsWith(`${nom} `) || nom.startsWith(`${n} `) ? 1 : 2;
  };
  const classees = candidates.map((x) => ({ x, rang: rang(x) })).sort((p, q) => p.rang - q.rang);
  const retenues = classees.filter((c) => c.rang === classees[0]?.rang || classees[0]?.rang === 2).map((c) => c.x);
  const communes: string[] = [];
  for (const c of retenues) {
    const t = (await territoiresDeCommune(c.codeInsee)).commune;
    if (t && !communes.includes(t)) communes.push(t);
  }
  return communes;
}

/**
 * [issue 22] The number and the street of an address as typed or chosen, normalised as the index is
 * (adresse/normalisation.ts): "8 r Victor Hugo", "8 rue victor hugo" and "8 R. VICTOR-HUGO 93400 Saint-Ouen" typed
 * in one field give the same street key; the commune typed at the end of a line without postcode is taken off.
 */
function numeroEtVoie(a: { numero?: string; voie?: string; commune?: string }): {
  numero: number | null;
  voie: string;
  /** the whole street when a commune's name was taken off its end ("r du Gal Saint-Ouen"): looked up first */
  voieEntiere: string;
} {
  const d = decouperAdresse([a.numero, a.voie].filter(Boolean).join(' '), [a.commune]);
  return { numero: d.entier, voie: d.voie ?? '', voieEntiere: d.voieEntiere ?? '' };
}

async function parAdresse(r: RechercheAnnuaireLue): Promise<Resultat & { nonGeolocalisee: boolean; adresseExacte: boolean }> {
  const a = r.adresseNonStructuree!;
  const nonGeolocalisee = r.adresseNonSelectionnee || a.x === undefined || a.y === undefined;
  const communes = await communesDe(a);
  if (!communes.length) return { lignes: [], total: 0, trop: false, nonGeolocalisee: true, adresseExacte: false };
  // [issue 27] a chosen address is searched at its number and postcode (Paris' arrondissements share one key)
  const choisie = nonGeolocalisee ? null : { codePostal: a.codePostal };
  let resultat: Resultat & { adresseExacte: boolean } = { lignes: [], total: 0, trop: false, adresseExacte: false };
  // the likeliest commune first; the next ones when it holds nothing at that address
  for (const commune of communes.slice(0, 5)) {
    const ici = await dansCommune(commune, a, r, choisie);
    if (ici.total > 0 && (resultat.total === 0 || ici.adresseExacte)) resultat = ici;
    if (resultat.total > 0 && (resultat.adresseExacte || !choisie)) break;
  }
  return { ...resultat, nonGeolocalisee };
}

async function dansCommune(
  commune: string,
  a: NonNullable<RechercheAnnuaireLue['adresseNonStructuree']>,
  r: RechercheAnnuaireLue,
  choisie: Choisie | null,
): Promise<Resultat & { adresseExacte: boolean }> {
  const { numero, voie, voieEntiere } = numeroEtVoie(a);
  if (!normaliserVoie(voie)) return { ...(await parPartition('COM', commune, r)), adresseExacte: false };
  const entiere = cleAdresse(commune, voieEntiere);
  const cle = cleAdresse(commune, voie);
  if (entiere !== cle) {
    const r1 = await parRueChoisie(entiere, numero, r, choisie);
    if (r1.total > 0) return r1;
  }
  return parRueChoisie(cle, numero, r, choisie);
}

/** [issue 27] What a chosen address is searched by, besides its street and number. */
type Choisie = { codePostal?: string };

/**
 * [issue 27] A chosen address: the condominiums at its number (and postcode) when there are some; else those of the
 * same street and postcode, flagged as not at the address (`adresseExacte: false`, the page says so). A typed
 * address keeps the street's rows from its number up, then below it (flagged `nonGeolocalisee`).
 */
async function parRueChoisie(
  cle: string,
  numero: number | null,
  r: RechercheAnnuaireLue,
  choisie: Choisie | null,
): Promise<Resultat & { adresseExacte: boolean }> {
  if (!choisie) return { ...(await parRue(cle, numero, r)), adresseExacte: false };
  if (numero !== null) {
    const { data } = await db()
      .entities.ligneAnnuaire.query.parCle({ type: 'ADR', cle })
      .begins({ tri: `${String(numero).padStart(5, '0')}#` })
      .go({ count: MAX_RESULTATS_ANNUAIRE + 1, limit: MAX_RESULTATS_ANNUAIRE + 1 });
    const lignes = (data as (Ligne & { codePostal?: string })[])
      .filter((l) => !estTotal(l) && (!choisie.codePostal || l.codePostal === choisie.codePostal))
      .map((l) => l.ligne!);
    if (lignes.length > 0) return { ...paginer(lignes, lignes.length, r), adresseExacte: true };
  }
  const proches = choisie.codePostal
    ? await parPartition('ADR', cle, r, undefined, { codePostal: choisie.codePostal })
    : await parRue(cle, numero, r);
  return { ...proches, adresseExacte: numero === null && proches.total > 0 };
}

/** The rows of one street (ADR partition) from the house number up, then below it. */
async function parRue(cle: string, numero: number | null, r: RechercheAnnuaireLue): Promise<Resultat> {
  const n = besoin(r);
  const depuis = String(numero ?? 0).padStart(5, '0');
  const e = db().entities.ligneAnnuaire;
  // from the number up
  const { data: dessus } = await e.query.parCle({ type: 'ADR', cle }).gte({ tri: depuis }).go({ count: n, limit: n });
  let lignes = lignesDe(dessus).slice(0, n);
  if (lignes.length < n) {
    const { data: dessous } = await e.query
      .parCle({ type: 'ADR', cle })
      .lt({ tri: depuis })
      .go({ count: n - lignes.length, limit: n - lignes.length, order: 'desc' });
    lignes = [...lignes, ...lignesDe(dessous)];
  }
  // the street is counted only when the page did not reach its end
  const total = lignes.length < n ? lignes.length : await compterRue(cle);
  return paginer(lignes, total, r);
}

type Critere = Omit<
  RechercheAnnuaireLue,
  'isRechercheAvancee' | 'adresseNonSelectionnee' | 'adresseNonStructuree' | 'pageNumber' | 'pageSize'
>;

/** The criteria a row is filtered on, besides the key it was read by. */
function filtresDe(r: Critere, lu: { par: 'COM' | 'DEP' | 'ADR' | 'ENTREE' }) {
  return {
    ...(r.codePostal && lu.par !== 'ENTREE' && { codePostal: r.codePostal }),
    ...(r.voie && lu.par !== 'ADR' && { voie: normaliserVoie(numeroEtVoie({ voie: r.voie }).voie) }),
    ...(r.lieuDit && { lieuDit: normaliserAdresse(r.lieuDit) }),
    ...(r.dateDebutMandat && { dateDebutMandat: r.dateDebutMandat }),
    ...(r.dateFinMandat && { dateFinMandat: r.dateFinMandat }),
    ...(r.statutMajAnnuelle && { statutMajAnnuelle: r.statutMajAnnuelle }),
    ...(r.exerciceNonApprouve !== undefined && { exerciceNonApprouve: r.exerciceNonApprouve }),
    ...(r.etat && lu.par !== 'DEP' && { etat: r.etat }),
    ...(r.statutRattachement && { rattachement: r.statutRattachement }),
  };
}
type Filtres = ReturnType<typeof filtresDe>;

/** [issue 23] The rows of a department are the COM rows its index (gsi1) holds, by state then newest. */
function requeteDe(type: 'COM' | 'DEP' | 'ADR', cle: string, prefixe?: string) {
  const e = db().entities.ligneAnnuaire;
  if (type === 'DEP')
    return prefixe ? e.query.parDepartement({ dep: cle }).begins({ triDep: prefixe }) : e.query.parDepartement({ dep: cle });
  return prefixe ? e.query.parCle({ type, cle }).begins({ tri: prefixe }) : e.query.parCle({ type, cle });
}

/**
 * A partition read in its order: newest first for a commune or a department (its total read beside the page);
 * filtered by DynamoDB when criteria remain (at most 101 kept).
 */
async function parPartition(
  type: 'COM' | 'DEP' | 'ADR',
  cle: string,
  r: RechercheAnnuaireLue,
  prefixe?: string,
  filtres: Filtres = {},
): Promise<Resultat> {
  const requete = requeteDe(type, cle, prefixe);
  const ordre = type === 'ADR' ? 'asc' : 'desc';
  if (Object.keys(filtres).length === 0 && type !== 'ADR') {
    const [{ data }, total] = await Promise.all([
      requete.go({ count: besoin(r), limit: besoin(r), order: ordre }),
      totalDe(type === 'COM' ? 'COMMUNE' : 'DEPARTEMENT', cle, prefixe?.slice(0, -1)),
    ]);
    return paginer(lignesDe(data), total, r);
  }
  const { data } = await requete
    .where((a, op) =>
      Object.entries(filtres)
        .map(([k, v]) => {
          const attr = a[k as keyof typeof a];
          if (k === 'voie' || k === 'lieuDit') return op.contains(attr, v);
          if (k === 'dateDebutMandat') return op.gte(attr, v);
          if (k === 'dateFinMandat') return op.lte(attr, v);
          return op.eq(attr, v);
        })
        .join(' AND '),
    )
    // DynamoDB reads `limit` items a request, filters, and the next request goes on until 101 matched
    .go({ count: MAX_RESULTATS_ANNUAIRE + 1, limit: LIMITE_FILTREE, order: ordre });
  const lignes = lignesDe(data);
  return paginer(lignes, lignes.length, r);
}

/** Entries by id, filtered in memory (a registration number or a name gives a handful). */
async function parEntrees(ids: number[], r: RechercheAnnuaireLue): Promise<Resultat> {
  if (!ids.length) return { lignes: [], total: 0, trop: false };
  const { data } = await db()
    .entities.entreeAnnuaire.get(ids.slice(0, MAX_RESULTATS_ANNUAIRE + 1).map((idCopropriete) => ({ idCopropriete })))
    .go();
  const f = filtresDe(r, { par: 'ENTREE' });
  const commune = r.codeInsee ? (await territoiresDeCommune(r.codeInsee)).commune : null;
  const fiches: FichePublique[] = [];
  for (const e of data) {
    const x = e.fiche as FichePublique | undefined;
    if (!e.retiree && x && correspond(x, await territoiresDeCommune(x.codeInsee), commune, f, r)) fiches.push(x);
  }
  fiches.sort((a, b) => b.idCopropriete - a.idCopropriete);
  return paginer(fiches.map(ligneDeFiche), fiches.length, r);
}

function correspond(x: FichePublique, t: TerritoiresCommune, commune: string | null, f: Filtres, r: Critere): boolean {
  if (r.departement && t.departement !== r.departement) return false;
  if (commune && t.commune !== commune) return false;
  if (r.codePostal && x.codePostal !== r.codePostal) return false;
  const lignes = [x.adressePrincipale, ...x.adressesSecondaires];
  const { voie, lieuDit } = f;
  if (voie && !lignes.some((l) => normaliserVoie(l).includes(voie))) return false;
  if (lieuDit && !lignes.some((l) => normaliserAdresse(l).includes(lieuDit))) return false;
  if (f.dateFinMandat && !(x.dateFinMandat && x.dateFinMandat <= f.dateFinMandat)) return false;
  if (f.statutMajAnnuelle && x.majAnnuelle !== LIBELLES_STATUT_MAJ[f.statutMajAnnuelle]) return false;
  if (f.etat && x.etat !== f.etat) return false;
  if (f.rattachement && rattachementPublic(x.etat) !== f.rattachement) return false;
  // the mandate's start and the unapproved exercise are on the rows only: a key lookup reads the entry's record
  return true;
}

async function avancee(r: RechercheAnnuaireLue): Promise<Resultat> {
  if (r.numeroImmatriculation) {
    const { data } = await db()
      .entities.copropriete.query.parImmatriculation({ immatriculation: r.numeroImmatriculation })
      .go({ attributes: ['idCopropriete'] });
    return parEntrees(
      data.map((c) => c.idCopropriete),
      r,
    );
  }
  if (r.nom) {
    const { data } = await db()
      .entities.cleRecherche.query.parCle({ type: 'NOM', cle: cleNom(r.nom) })
      .go({ count: MAX_RESULTATS_ANNUAIRE + 1, limit: MAX_RESULTATS_ANNUAIRE + 1 });
    return parEntrees(
      data.map((k) => k.idCopropriete),
      r,
    );
  }
  if (r.codeInsee) {
    const commune = (await territoiresDeCommune(r.codeInsee)).commune!;
    if (r.voie)
      return parPartition(
        'ADR',
        cleAdresse(commune, numeroEtVoie({ voie: r.voie }).voie),
        r,
        undefined,
        filtresDe(r, { par: 'ADR' }),
      );
    return parPartition('COM', commune, r, undefined, filtresDe(r, { par: 'COM' }));
  }
  if (r.codePostal) {
    // the communes of the postcode, one partition after the other, filtered on the postcode
    const communes: string[] = [];
    for (const c of await communesReferentiel(r.codePostal)) {
      const t = await territoiresDeCommune(c.codeInsee);
      if (!communes.includes(t.commune!) && (!r.departement || t.departement === r.departement)) communes.push(t.commune!);
    }
    const lignes: LigneAnnuaire[] = [];
    for (const c of communes) {
      const { lignes: l } = await parPartition(
        'COM',
        c,
        { ...r, pageNumber: 1, pageSize: MAX_RESULTATS_ANNUAIRE },
        undefined,
        filtresDe(r, { par: 'COM' }),
      );
      lignes.push(...l);
      if (lignes.length > MAX_RESULTATS_ANNUAIRE) break;
    }
    return paginer(lignes, lignes.length, r);
  }
  const dep = r.departement!;
  return parPartition('DEP', dep, r, r.etat ? `${r.etat}#` : undefined, filtresDe(r, { par: 'DEP' }));
}

export async function rechercherAnnuaire(r: RechercheAnnuaireLue): Promise<PageAnnuaire> {
  const { lignes, total, trop, nonGeolocalisee, adresseExacte } = r.isRechercheAvancee
    ? { ...(await avancee(r)), nonGeolocalisee: false, adresseExacte: true }
    : await parAdresse(r);
  return {
    ligneRechercheCoproprieteDTOList: lignes,
    totalItems: total,
    nonGeolocalisee,
    tropDeResultats: trop,
    adresseExacte: adresseExacte || total === 0,
  };
}

export async function ficheAnnuaire(id: number): Promise<FichePublique> {
  const { data } = await db().entities.entreeAnnuaire.get({ idCopropriete: id }).go();
  if (!data || data.retiree || !data.fiche) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return data.fiche as FichePublique;
}

/* ---------- map ---------- */

/** Beyond this many cells a viewport is read at the next coarser precision. */
const CELLULES_MAX = 16;
export const MAX_POINTS_CARTE = 500;
const precisionDuZoom = (zoom: number) => (zoom < 5 ? 3 : zoom < 8 ? 4 : zoom < 11 ? 5 : zoom < 13 ? 6 : null);

export async function carteAnnuaire(v: { ouest: number; sud: number; est: number; nord: number; zoom: number }): Promise<{
  points: PointCarte[];
  regroupes: boolean;
}> {
  const dedans = (x: number, y: number) => x >= v.ouest && x <= v.est && y >= v.sud && y <= v.nord;
  let precision = precisionDuZoom(v.zoom);
  if (precision === null) {
    let cellules = ngeohash.bboxes(v.sud, v.ouest, v.nord, v.est, 6);
    if (cellules.length > CELLULES_MAX) cellules = ngeohash.bboxes(v.sud, v.ouest, v.nord, v.est, 5);
    if (cellules.length <= CELLULES_MAX) {
      const lus = await Promise.all(
        cellules.map((c) =>
          db()
            .entities.ligneAnnuaire.query.parCarte({ geo: c.slice(0, 4) })
            .begins({ triGeo: c })
            .go({ count: MAX_POINTS_CARTE, limit: MAX_POINTS_CARTE }),
        ),
      );
      const points = lus
        .flatMap((l) => lignesDe(l.data))
        .filter((l) => l.x !== null && l.y !== null && dedans(l.x, l.y))
        .slice(0, MAX_POINTS_CARTE)
        .map((l) => ({
          x: l.x!,
          y: l.y!,
          nombre: 1,
          idCopropriete: l.idCopropriete,
          numeroImmatriculation: l.numeroImmatriculation,
          nom: l.nom,
          adressePrincipale: l.adressePrincipale,
        }));
      return { points, regroupes: false };
    }
    precision = 6;
  }
  let parents = ngeohash.bboxes(v.sud, v.ouest, v.nord, v.est, precision - 2);
  while (parents.length > CELLULES_MAX && precision > PRECISIONS_CARTE[0]) {
    precision--;
    parents = ngeohash.bboxes(v.sud, v.ouest, v.nord, v.est, precision - 2);
  }
  const lus = await Promise.all(
    parents
      .slice(0, CELLULES_MAX)
      .map((parent) => db().entities.compteurCarte.query.parCellule({ precision, parent }).go({ pages: 'all' })),
  );
  const points = lus
    .flatMap((l) => l.data)
    .filter((c) => (c.n ?? 0) > 0)
    .map((c) => ({ x: c.sx! / c.n!, y: c.sy! / c.n!, nombre: c.n! }))
    .filter((p) => dedans(p.x, p.y))
    .map((p) => ({ ...p, idCopropriete: null, numeroImmatriculation: null, nom: null, adressePrincipale: null }));
  return { points, regroupes: true };
}
