/**
 * A synthetic RNIC open-data file (../shared/opendata/rnic-colonnes.md), reproducible from a seed, to exercise the
 * import and the export at the real file's scale (620 000 rows) without the real file. Every row is what
 * `ecrireLigne` writes and passes `lireLigne`; the values follow the shapes of the real file, with distributions
 * chosen to look like it, not measured on it:
 * - communes drawn with a weight population^1.3 (more condominiums per inhabitant in dense towns), raised in the
 *   departments of holiday flats (Alpes-Maritimes, Var, Savoie, Haute-Savoie, the coasts, Corsica); every
 *   department of metropolitan France and of the overseas departments occurs (not the overseas collectivities);
 * - lots log-normal (median ≈ 10 main lots, a tail to several hundred), more in 1949–1974 buildings, parking lots
 *   mostly after 1975, habitation ≤ habitation + offices + shops ≤ total;
 * - ~85 % professional syndics from a pool of 500 synthetic firms drawn from the seed (valid SIRET), mostly local,
 *   ~12 % volunteers (identity withheld by `ecrireLigne`), the rest unknown; mandates mostly current;
 * - registrations from 2017 (the wave of 2017–2018 weighted), addresses of common street names with the commune's
 *   postal codes, 1 to 3 parcels of the commune, a few secondary syndicates of an earlier row.
 *
 * Coordinates: no maintained npm package ships commune centres; the bounding boxes of `@etalab/fr-bounding-boxes`
 * (IGN ADMIN EXPRESS, 2017 geography, unmaintained since) are used, the point drawn in the central half of the box:
 * inside the commune's box, usually inside the commune (not for every irregular commune). A commune created since
 * 2017 takes the union of the boxes of the communes it merged; the municipal arrondissements of Paris, Lyon and
 * Marseille, absent from the package, take their city's box (the point is in the city, not always in the right
 * arrondissement). Communes with no box (four small communes restored since 2017) are never drawn.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { communesReference, territoireDe, type CommuneReference } from '@registre/functions/donneesOuvertes/territoires';
import {
  SEQUENCE_MAX,
  immatriculationDepuisSequence,
  sequenceDepuisImmatriculation,
} from '@registre/shared/domain/copropriete/immatriculation';
import {
  ecrireLigne,
  type CoproprieteRnic,
  type MandatRnic,
  type ParcelleRnic,
  type ZonagesRnic,
} from '@registre/shared/domain/rnic/ligne';

export interface OptionsGenerateur {
  lignes: number;
  graine: number;
  /** first registration number, then one by one (default AA0000001) */
  premier?: string;
  /** yyyy-mm-dd, the file's date (default: today, UTC): same seed and same day ⇒ same rows */
  aujourdhui?: string;
}

type Periode = NonNullable<CoproprieteRnic['periodeConstruction']>;

// ---------------------------------------------------------------------------------------------------------------
// seeded random numbers

/** mulberry32: a small 32-bit generator, plenty for synthetic data (not for anything secret). */
export function mulberry32(graine: number): () => number {
  let a = graine >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Alea {
  readonly reel: () => number;
  constructor(graine: number) {
    this.reel = mulberry32(graine);
  }
  /** an integer in [min, max] */
  entier(min: number, max: number): number {
    return min + Math.floor(this.reel() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.reel() < p;
  }
  choix<T>(liste: readonly T[]): T {
    return liste[Math.floor(this.reel() * liste.length)];
  }
  /** standard normal (Box–Muller) */
  normale(): number {
    return Math.sqrt(-2 * Math.log(1 - this.reel())) * Math.cos(2 * Math.PI * this.reel());
  }
  /** an index drawn along cumulative weights */
  indice(cumul: Float64Array): number {
    const x = this.reel() * cumul[cumul.length - 1];
    let bas = 0;
    let haut = cumul.length - 1;
    while (bas < haut) {
      const milieu = (bas + haut) >> 1;
      if (cumul[milieu] <= x) bas = milieu + 1;
      else haut = milieu;
    }
    return bas;
  }
  /** a value of a small table of weights */
  parmi<T>(table: readonly (readonly [T, number])[]): T {
    let x = this.reel() * table.reduce((s, [, p]) => s + p, 0);
    for (const [v, p] of table) if ((x -= p) < 0) return v;
    return table[table.length - 1][0];
  }
}

const cumuler = (poids: readonly number[]) => {
  const c = new Float64Array(poids.length);
  let s = 0;
  poids.forEach((p, i) => (c[i] = s += p));
  return c;
};

/** A stable hash of a text, for the properties of a commune that do not depend on the seed. */
function empreinte(texte: string): number {
  let h = 2166136261;
  for (const c of texte) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

// ---------------------------------------------------------------------------------------------------------------
// dates (days since 1970-01-01)

const JOUR = 86_400_000;
const jour = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / JOUR;
const iso = (j: number) => new Date(j * JOUR).toISOString().slice(0, 10);
const DEBUT_REGISTRE = jour('2017-01-01');
const FIN_VAGUE = jour('2018-12-31');

// ---------------------------------------------------------------------------------------------------------------
// communes

/** Overseas collectivities: the register covers metropolitan France and the overseas departments only. */
const HORS_REGISTRE = new Set(['975', '977', '978', '984', '986', '987', '988', '989']);
/** Departments with many holiday flats: more condominiums than their population says (a rough factor). */
const VILLEGIATURE: Record<string, number> = {
  '06': 2,
  '73': 1.8,
  '74': 1.8,
  '83': 1.6,
  '05': 1.4,
  '14': 1.3,
  '17': 1.4,
  '2A': 1.4,
  '2B': 1.4,
  '34': 1.4,
  '40': 1.3,
  '64': 1.4,
  '66': 1.4,
  '85': 1.4,
};

type Emprise = readonly [number, number, number, number];

interface CommuneTiree extends CommuneReference {
  /** the name in an address: the city for a municipal arrondissement (75002 Paris) */
  nomAdresse: string;
  emprise: Emprise;
  /** a commune of the Action Cœur de Ville or Petites Villes de Demain programmes (not the real lists) */
  acv: boolean;
  pvd: boolean;
}

interface Communes {
  liste: CommuneTiree[];
  cumul: Float64Array;
}

function lireEmprises(): Map<string, Emprise> {
  const requerir = createRequire(import.meta.url);
  const brut = JSON.parse(readFileSync(requerir.resolve('@etalab/fr-bounding-boxes/dist/communes.json'), 'utf8')) as {
    id: string;
    bbox: [number, number, number, number];
  }[];
  return new Map(brut.map((e) => [e.id.slice('fr:commune:'.length), e.bbox]));
}

const union = (a: Emprise | undefined, b: Emprise): Emprise =>
  a ? [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])] : b;

let communes: Communes | undefined;
/** The communes that can be drawn, with their weights and boxes (built once: the seed does not change them). */
function chargerCommunes(): Communes {
  if (communes) return communes;
  const emprises2017 = lireEmprises();
  // the boxes of 2017 communes that are now part of another (merged, delegated): united into the current one
  const fusionnees = new Map<string, Emprise>();
  for (const [code, e] of emprises2017) {
    const actuelle = territoireDe(code).codeCommune;
    if (actuelle && actuelle !== code && !emprises2017.has(actuelle))
      fusionnees.set(actuelle, union(fusionnees.get(actuelle), e));
  }
  const liste: CommuneTiree[] = [];
  const poids: number[] = [];
  for (const c of communesReference()) {
    if (HORS_REGISTRE.has(c.departement) || c.population <= 0) continue;
    const t = territoireDe(c.code);
    const ville = t.codeArrondissement ? t.codeCommune! : c.code;
    const emprise = emprises2017.get(c.code) ?? fusionnees.get(c.code) ?? emprises2017.get(ville);
    if (!emprise) continue;
    const h = empreinte(c.code);
    liste.push({
      ...c,
      nomAdresse: t.nomCommune ?? c.nom,
      emprise,
      acv: c.population >= 15_000 && c.population <= 120_000 && h % 4 === 0,
      pvd: c.population >= 2_000 && c.population < 20_000 && h % 6 === 0,
    });
    poids.push(c.population ** 1.3 * (VILLEGIATURE[c.departement] ?? 1));
  }
  return (communes = { liste, cumul: cumuler(poids) });
}

/** A point in the central half of the commune's box, to the micro-degree (~10 cm, far finer than the data). */
function pointDans(a: Alea, [ouest, sud, est, nord]: Emprise): [number, number] {
  const x = (ouest + est) / 2 + (a.reel() - 0.5) * (est - ouest) * 0.5;
  const y = (sud + nord) / 2 + (a.reel() - 0.5) * (nord - sud) * 0.5;
  return [Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6];
}

// ---------------------------------------------------------------------------------------------------------------
// syndics

// prettier-ignore
const NOMS = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon',
  'Laurent', 'Lefebvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard',
  'André', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Legrand', 'Garnier', 'Faure', 'Rousseau', 'Blanc',
  'Guérin', 'Muller', 'Henry', 'Roussel', 'Perrin', 'Morin', 'Mathieu', 'Clément', 'Gauthier', 'Dumont', 'Fontaine',
  'Chevalier', 'Robin', 'Masson', 'Sanchez', 'Noël', 'Lemoine', 'Marchand', 'Duval', 'Denis', 'Barbier', 'Brun',
];
// prettier-ignore
const ENSEIGNES = [
  'Horizon', 'Patrimoine', 'Les Quais', 'Centre', 'Étoile', 'Littoral', 'Vallée', 'Cité', 'Parc', 'Avenir', 'Confluence',
  'Riviera', 'Atlantique', 'Beffroi', 'Canal', 'Citadelle', 'Alpes', 'Provence', 'Saint-Michel', 'Victoire',
];
const MODELES_RAISON_SOCIALE: readonly ((a: Alea) => string)[] = [
  (a) => `Cabinet ${a.choix(NOMS)}`,
  (a) => `Cabinet ${a.choix(NOMS)}-${a.choix(NOMS)}`,
  (a) => `${a.choix(NOMS)} Immobilier`,
  (a) => `Agence ${a.choix(NOMS)} et Fils`,
  (a) => `Gestion Immobilière ${a.choix(NOMS)}`,
  (a) => `Régie ${a.choix(NOMS)}`,
  (a) => `${a.choix(ENSEIGNES)} Syndic`,
  (a) => `Syndic ${a.choix(ENSEIGNES)} ${a.choix(['SAS', 'SARL', 'SA'])}`,
  (a) => `${a.choix(ENSEIGNES)} Gestion ${a.choix(['SAS', 'SARL'])}`,
  (a) => `${a.choix(NOMS)} & Associés`,
];
const NOMBRE_SYNDICS = 500;

interface Syndic {
  raisonSociale: string;
  siret: string;
  codeApe: string;
  commune: string;
  departement: string;
}

/** The Luhn check digit of `chiffres` (SIREN and SIRET are Luhn numbers). */
export function cleLuhn(chiffres: string): number {
  let s = 0;
  for (let i = 0; i < chiffres.length; i++) {
    let d = Number(chiffres[chiffres.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    s += d > 9 ? d - 9 : d;
  }
  return (10 - (s % 10)) % 10;
}
export const estLuhn = (chiffres: string) => cleLuhn(chiffres.slice(0, -1)) === Number(chiffres.at(-1));

function siret(a: Alea): string {
  let siren = String(a.entier(3, 8));
  for (let i = 0; i < 7; i++) siren += a.entier(0, 9);
  siren += cleLuhn(siren);
  const nic = String(a.entier(1, 120)).padStart(4, '0');
  return `${siren}${nic}${cleLuhn(siren + nic)}`;
}

interface Syndics {
  liste: Syndic[];
  /** per department, then nationwide: indexes and cumulative sizes */
  parDepartement: Map<string, { indices: number[]; cumul: Float64Array }>;
  cumul: Float64Array;
}

function tirerSyndics(a: Alea, c: Communes): Syndics {
  const liste: Syndic[] = [];
  const tailles: number[] = [];
  const sirets = new Set<string>();
  while (liste.length < NOMBRE_SYNDICS) {
    const s = siret(a);
    if (sirets.has(s)) continue;
    sirets.add(s);
    const siege = c.liste[a.indice(c.cumul)];
    const raison = a.choix(MODELES_RAISON_SOCIALE)(a);
    liste.push({
      // the real file carries a trailing space now and then
      raisonSociale: a.chance(0.03) ? `${raison} ` : raison,
      siret: s,
      codeApe: a.parmi([
        ['6832A', 85],
        ['6831Z', 10],
        ['6810Z', 5],
      ] as const),
      commune: siege.nomAdresse,
      departement: siege.departement,
    });
    // a few large firms, many small ones
    tailles.push(1 / liste.length ** 0.7);
  }
  const groupes = new Map<string, number[]>();
  liste.forEach((s, i) => (groupes.get(s.departement) ?? groupes.set(s.departement, []).get(s.departement)!).push(i));
  const parDepartement = new Map(
    [...groupes].map(([d, indices]) => [d, { indices, cumul: cumuler(indices.map((i) => tailles[i])) }]),
  );
  return { liste, parDepartement, cumul: cumuler(tailles) };
}

/** Mostly a firm of the department, otherwise one of the country (weighted by size). */
function syndicPour(a: Alea, s: Syndics, departement: string): Syndic {
  const local = s.parDepartement.get(departement);
  if (local && a.chance(0.8)) return s.liste[local.indices[a.indice(local.cumul)]];
  return s.liste[a.indice(s.cumul)];
}

// ---------------------------------------------------------------------------------------------------------------
// addresses, names, parcels

// prettier-ignore
const TYPES_VOIE = [
  ['rue', 55], ['avenue', 15], ['boulevard', 7], ['allée', 6], ['chemin', 5], ['impasse', 5], ['place', 3], ['cours', 2],
  ['quai', 2],
] as const;
// prettier-ignore
const VOIES = [
  'de la République', 'Victor Hugo', 'Jean Jaurès', 'Pasteur', 'du Général de Gaulle', 'de la Gare', 'des Écoles',
  'de Verdun', 'Gambetta', 'Voltaire', 'Émile Zola', 'de la Paix', 'du Moulin', "de l'Église", 'des Lilas',
  'du Château', 'Carnot', 'Jean Moulin', 'de la Liberté', 'Foch', 'du Maréchal Leclerc', 'des Tilleuls', 'du Stade',
  'de Paris', 'de la Mairie', 'Saint-Martin', 'des Acacias', 'de Lattre de Tassigny', 'Aristide Briand', 'des Peupliers',
  'de la Fontaine', 'des Roses', 'Anatole France', "d'Alsace-Lorraine", 'du Port', 'des Jardins', 'Paul Bert',
  'Danton', 'Condorcet', 'Molière', 'Lamartine', 'Jules Ferry', 'Georges Clemenceau', 'du 8 Mai 1945',
  'du 11 Novembre', 'de la Résistance', 'du Commerce', "de l'Hôtel de Ville", 'Saint-Jacques', 'des Vignes',
  'du Marché', 'Pierre Curie', 'Marcel Pagnol', 'Albert Camus', 'Édouard Herriot', 'des Marronniers', 'du Parc',
  'des Platanes', 'de la Mer', 'des Alpes',
];
// prettier-ignore
const RESIDENCES = [
  'Les Tilleuls', 'Le Parc', 'Les Jardins', 'Le Clos Fleuri', 'Les Pins', 'Bellevue', 'Le Belvédère', 'Les Érables',
  'Le Panorama', 'Les Terrasses', 'Le Village', 'Les Cèdres', 'Le Bois Joli', 'Les Oliviers', 'Le Square',
  'Les Hauts de Ville', 'Le Mail', 'Les Arcades', 'Le Lac', 'Les Glycines',
];
// prettier-ignore
const QUARTIERS = [
  'Quartier Nord', 'Les Marronniers', 'Le Plateau', 'Centre ancien', 'Les Coteaux', 'La Source', 'Bel Air', 'Les Bruyères',
  'Le Val', 'Les Quatre Chemins',
];

interface Voie {
  numero: string;
  voie: string;
}

function voie(a: Alea): Voie {
  const numero = 1 + Math.floor(a.reel() ** 2 * 180);
  const suffixe = a.chance(0.04) ? a.choix([' bis', ' ter']) : '';
  return { numero: `${numero}${suffixe}`, voie: `${a.parmi(TYPES_VOIE)} ${a.choix(VOIES)}` };
}

const adresse = (v: Voie, codePostal: string | null, commune: string) =>
  [`${v.numero} ${v.voie}`, codePostal, commune].filter(Boolean).join(' ');

const LETTRES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
function parcelle(a: Alea, codeInsee: string): ParcelleRnic {
  const section = a.chance(0.4) ? a.choix([...LETTRES]) : `${a.choix([...LETTRES])}${a.choix([...LETTRES])}`;
  const numero = 1 + Math.floor(a.reel() ** 1.5 * 2400);
  return { codeInsee, prefixe: '000', section, numero: String(numero).padStart(4, '0') };
}

// ---------------------------------------------------------------------------------------------------------------
// building

const PERIODES: readonly (readonly [Periode | null, number])[] = [
  ['AVANT_1949', 22],
  ['DE_1949_A_1960', 9],
  ['DE_1961_A_1974', 20],
  ['DE_1975_A_1993', 18],
  ['DE_1994_A_2000', 6],
  ['DE_2001_A_2010', 11],
  ['APRES_2011', 9],
  ['NON_CONNUE', 3],
  [null, 2],
];
const PERIODES_PARIS: readonly (readonly [Periode | null, number])[] = [
  ['AVANT_1949', 60],
  ['DE_1949_A_1960', 7],
  ['DE_1961_A_1974', 14],
  ['DE_1975_A_1993', 9],
  ['DE_1994_A_2000', 3],
  ['DE_2001_A_2010', 3],
  ['APRES_2011', 2],
  ['NON_CONNUE', 1],
  [null, 1],
];
/** years of a period, for the date of the settlement */
const ANNEES: Record<Periode, [number, number]> = {
  AVANT_1949: [1950, 2015],
  DE_1949_A_1960: [1949, 1975],
  DE_1961_A_1974: [1961, 1980],
  DE_1975_A_1993: [1975, 1995],
  DE_1994_A_2000: [1994, 2001],
  DE_2001_A_2010: [2001, 2011],
  APRES_2011: [2011, 2026],
  NON_CONNUE: [1955, 2015],
};
/** more lots in the large estates of 1949–1974 */
const FACTEUR_LOTS: Partial<Record<Periode, number>> = {
  AVANT_1949: 0.8,
  DE_1949_A_1960: 1.4,
  DE_1961_A_1974: 1.8,
  DE_1975_A_1993: 1.2,
};

interface Lots {
  nbLots: number;
  nbLotsHabBurCom: number;
  nbLotsHab: number;
  nbLotsStationnement: number;
}

function lots(a: Alea, periode: Periode | null, population: number): Lots {
  const facteur = (periode ? (FACTEUR_LOTS[periode] ?? 1) : 1) * (population > 100_000 ? 1.2 : 1);
  const principaux = Math.min(1500, Math.max(2, Math.round(9 * facteur * Math.exp(0.95 * a.normale()))));
  const commerces = a.chance(0.6) ? 0 : Math.min(principaux - 1, Math.round(principaux * a.reel() * 0.2));
  const habitation = a.chance(0.01) ? 0 : principaux - commerces;
  const recent =
    periode === 'DE_1975_A_1993' || periode === 'DE_1994_A_2000' || periode === 'DE_2001_A_2010' || periode === 'APRES_2011';
  const stationnement =
    periode === 'AVANT_1949' && a.chance(0.7) ? 0 : Math.round(principaux * (recent ? 0.4 + a.reel() * 0.9 : a.reel() * 0.6));
  const autres = a.chance(0.5) ? Math.round(principaux * a.reel() * 0.9) : 0;
  return {
    nbLots: principaux + stationnement + autres,
    nbLotsHabBurCom: principaux,
    nbLotsHab: habitation,
    nbLotsStationnement: stationnement,
  };
}

function dateReglement(a: Alea, periode: Periode | null, dateImmatriculation: number): string | null {
  if (a.chance(0.03)) return null;
  // a placeholder the real file carries
  if (a.chance(0.005)) return '1900-01-01';
  const [de, jusqua] = ANNEES[periode ?? 'NON_CONNUE'];
  const j = jour(`${a.entier(de, jusqua)}-01-01`) + a.entier(0, 364);
  return iso(Math.min(j, dateImmatriculation));
}

// ---------------------------------------------------------------------------------------------------------------
// zonings

const departement3 = (d: string) => d.padStart(3, '0');

function zonages(a: Alea, c: CommuneTiree): ZonagesRnic {
  const z: ZonagesRnic = {
    nomQp2015: null,
    codeQp2015: null,
    nomQp2024: null,
    codeQp2024: null,
    acv: c.acv,
    pvd: c.pvd,
    codePdp: null,
    pdp: false,
    aidee: false,
  };
  if (c.population >= 10_000 && a.chance(c.population >= 100_000 ? 0.08 : 0.05)) {
    // the same few neighbourhoods per commune, QP (2015) and QN (2024) codes of the department
    const k = (empreinte(c.code) + a.entier(0, 2)) % 60;
    const nom = QUARTIERS[k % QUARTIERS.length];
    if (a.chance(0.9)) {
      z.nomQp2015 = nom;
      z.codeQp2015 = `QP${departement3(c.departement)}${String(k + 1).padStart(3, '0')}`;
    }
    if (a.chance(0.8)) {
      z.nomQp2024 = nom;
      z.codeQp2024 = `QN${departement3(c.departement)}${String((k % 99) + 1).padStart(2, '0')}${z.codeQp2015 ? a.choix(['M', 'I']) : 'N'}`;
    }
    z.aidee = a.chance(0.15);
  } else z.aidee = a.chance(0.02);
  return z;
}

// ---------------------------------------------------------------------------------------------------------------
// a condominium

interface Principal {
  immatriculation: string;
  commune: CommuneTiree;
  voie: Voie;
  codePostal: string | null;
  parcelle: ParcelleRnic | undefined;
  point: [number, number] | null;
  syndic: Syndic | null;
}

const MANDATS: readonly (readonly [MandatRnic, number])[] = [
  ['Mandat en cours', 80],
  ['Mandat expiré sans successeur déclaré', 8],
  ['Mandat expiré avec successeur déclaré', 2],
  ['Pas de mandat en cours', 10],
];

/**
 * The condominiums of the file, with the geography of their commune. Reproducible: the same options give the
 * same rows, and the first rows of a longer file are those of a shorter one.
 */
export function* genererCoproprietes(o: OptionsGenerateur): Generator<CoproprieteRnic> {
  const aujourdhui = o.aujourdhui ?? new Date().toISOString().slice(0, 10);
  const auj = jour(aujourdhui);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(aujourdhui) || Number.isNaN(auj) || iso(auj) !== aujourdhui)
    throw new RangeError(`Date du jour invalide : « ${aujourdhui} » (aaaa-mm-jj attendu).`);
  if (auj < DEBUT_REGISTRE) throw new RangeError('La date du jour ne peut précéder le 1er janvier 2017 (ouverture du registre).');
  if (!Number.isSafeInteger(o.lignes) || o.lignes < 0) throw new RangeError(`Nombre de lignes invalide : ${o.lignes}.`);
  const premier = o.premier ?? 'AA0000001';
  const rang = sequenceDepuisImmatriculation(premier);
  if (rang === null)
    throw new RangeError(
      `Premier numéro d'immatriculation invalide : « ${premier} » (deux lettres et sept chiffres, par exemple AB0000001).`,
    );
  if (rang + o.lignes - 1 > SEQUENCE_MAX)
    throw new RangeError(`Trop de lignes à partir de ${premier} : les numéros s'arrêtent à ZZ9999999.`);

  const a = new Alea(o.graine);
  const c = chargerCommunes();
  const syndics = tirerSyndics(a, c);
  const recents: Principal[] = [];

  for (let i = 0; i < o.lignes; i++) {
    const immatriculation = immatriculationDepuisSequence(rang + i);
    const source = recents.length && a.chance(0.015) ? a.choix(recents) : null;
    const commune = source?.commune ?? c.liste[a.indice(c.cumul)];

    const dateImmat =
      a.chance(0.55) && auj > FIN_VAGUE
        ? a.entier(DEBUT_REGISTRE, FIN_VAGUE)
        : a.entier(DEBUT_REGISTRE, Math.max(DEBUT_REGISTRE, auj));
    const dateMaj = a.chance(0.2) ? dateImmat : a.entier(Math.max(dateImmat, auj - 730), auj);

    const type = a.parmi([
      ['professionnel', 85],
      ['bénévole', 12],
      [null, 3],
    ] as const);
    const syndic =
      type === 'professionnel'
        ? source?.syndic && a.chance(0.8)
          ? source.syndic
          : syndicPour(a, syndics, commune.departement)
        : null;
    const communeRepresentant =
      type === 'professionnel'
        ? syndic!.commune
        : type === 'bénévole'
          ? (a.chance(0.9) ? commune : c.liste[a.indice(c.cumul)]).nomAdresse
          : null;

    let mandat: MandatRnic | null = type ? a.parmi(MANDATS) : a.chance(0.8) ? 'Pas de mandat en cours' : null;
    // a registration of the last month has its first mandate running
    if (mandat?.startsWith('Mandat expiré') && auj - dateImmat < 30) mandat = 'Mandat en cours';
    const finMandat =
      mandat === 'Mandat en cours'
        ? iso(auj + a.entier(30, 1095))
        : mandat?.startsWith('Mandat expiré')
          ? iso(a.entier(Math.max(dateImmat, auj - 1500), auj - 1))
          : null;

    const periode = a.parmi(commune.departement === '75' ? PERIODES_PARIS : PERIODES);
    const l = lots(a, periode, commune.population);

    const v = source
      ? { numero: String(Number.parseInt(source.voie.numero, 10) + a.entier(1, 6)), voie: source.voie.voie }
      : voie(a);
    const codePostal = source
      ? source.codePostal
      : commune.codesPostaux.length && !a.chance(0.01)
        ? a.choix(commune.codesPostaux)
        : null;
    const numeroEtVoie = `${v.numero} ${v.voie}`;

    const nbSecondaires = a.parmi([
      [0, 78],
      [1, 12],
      [2, 5],
      [3, 3],
      [-1, 2],
    ] as const);
    const nbAdressesComplementaires = nbSecondaires < 0 ? a.entier(4, 8) : nbSecondaires;
    const adressesComplementaires: string[] = [];
    for (let k = 0; k < Math.min(3, nbAdressesComplementaires); k++)
      adressesComplementaires.push(
        adresse(
          a.chance(0.6) ? { numero: String(Number.parseInt(v.numero, 10) + 2 * (k + 1)), voie: v.voie } : voie(a),
          codePostal,
          commune.nomAdresse,
        ),
      );

    const point = a.chance(0.01)
      ? null
      : source?.point
        ? ([
            Math.round((source.point[0] + (a.reel() - 0.5) * 4e-4) * 1e6) / 1e6,
            Math.round((source.point[1] + (a.reel() - 0.5) * 4e-4) * 1e6) / 1e6,
          ] as [number, number])
        : pointDans(a, commune.emprise);

    const nbListees = a.parmi([
      [1, 82],
      [2, 12],
      [3, 6],
    ] as const);
    const parcelles: ParcelleRnic[] = [];
    if (source?.parcelle) parcelles.push(source.parcelle);
    while (parcelles.length < nbListees) parcelles.push(parcelle(a, commune.code));
    const nbParcelles = a.chance(0.005) ? 0 : a.chance(0.02) ? nbListees + a.entier(1, 6) : nbListees;

    const nom = a.parmi([
      [`Résidence ${a.choix(RESIDENCES)}`, 35],
      [a.choix(RESIDENCES), 15],
      [numeroEtVoie, 25],
      [`SDC ${numeroEtVoie}`.toUpperCase(), 15],
      [null, 10],
    ] as const);

    const copropriete: CoproprieteRnic = {
      immatriculation,
      codeInsee: commune.code,
      dateImmatriculation: iso(dateImmat),
      dateDerniereMaj: iso(dateMaj),
      typeSyndic: type,
      raisonSociale: syndic?.raisonSociale ?? null,
      siret: syndic?.siret ?? null,
      codeApe: syndic?.codeApe ?? null,
      communeRepresentant,
      mandat,
      dateFinDernierMandat: finMandat,
      nom,
      adresseReference: adresse(v, codePostal, commune.nomAdresse),
      numeroEtVoie,
      codePostal,
      communeAdresse: commune.nomAdresse,
      adressesComplementaires,
      nbAdressesComplementaires,
      longitude: point?.[0] ?? null,
      latitude: point?.[1] ?? null,
      dateReglement: dateReglement(a, periode, dateImmat),
      residenceService: a.chance(0.01) ? null : a.chance(0.004),
      syndicatCooperatif: a.chance(0.05) ? null : type === 'bénévole' && a.chance(0.05),
      syndicatPrincipal: !source,
      immatriculationPrincipal: source?.immatriculation ?? null,
      nbAsl: a.parmi([
        [0, 95.5],
        [1, 4],
        [2, 0.5],
      ] as const),
      nbAful: a.chance(0.01) ? 1 : 0,
      nbUnionsSyndicats: a.chance(0.005) ? 1 : 0,
      ...l,
      periodeConstruction: periode,
      parcelles,
      nbParcelles,
      zonages: zonages(a, commune),
    };
    if (!source) {
      recents.push({ immatriculation, commune, voie: v, codePostal, parcelle: parcelles[0], point, syndic });
      if (recents.length > 32) recents.shift();
    }
    yield copropriete;
  }
}

/** The rows of the file: the 72 values of each condominium with its commune's geography, as `ecrireLigne` writes them. */
export function* genererRnic(o: OptionsGenerateur): Generator<string[]> {
  for (const c of genererCoproprietes(o)) yield ecrireLigne(c, territoireDe(c.codeInsee));
}
