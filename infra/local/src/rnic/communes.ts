/**
 * The communes the synthetic RNIC file draws (generateur.ts), with their weights and a box for the coordinates.
 *
 * Weights: population^1.3 (more condominiums per inhabitant in dense towns), raised in the departments of
 * holiday flats (Alpes-Maritimes, Var, Savoie, Haute-Savoie, the coasts, Corsica) and in Paris, where nearly every
 * building is a condominium: the Métropole du Grand Paris (Paris arrondissements, Hauts-de-Seine,
 * Seine-Saint-Denis, Val-de-Marne) then holds about 16 % of the rows, Paris alone about 7 % (the real file: some
 * 45 000 of 620 000 rows in Paris). Every department of metropolitan France and of the overseas departments
 * occurs (not the overseas collectivities).
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
import { cumuler, empreinte, type Alea } from './alea.ts';

/** Overseas collectivities: the register covers metropolitan France and the overseas departments only. */
const HORS_REGISTRE = new Set(['975', '977', '978', '984', '986', '987', '988', '989']);
/**
 * Departments with more condominiums than their population says (a rough factor): holiday flats, and Paris,
 * built of condominiums from one end to the other.
 */
const FACTEUR_DEPARTEMENT: Record<string, number> = {
  '75': 1.35,
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

export interface CommuneTiree extends CommuneReference {
  /** the name in an address: the city for a municipal arrondissement (75002 Paris) */
  nomAdresse: string;
  emprise: Emprise;
  /** a commune of the Action Cœur de Ville or Petites Villes de Demain programmes (not the real lists) */
  acv: boolean;
  pvd: boolean;
}

export interface Communes {
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
export function chargerCommunes(): Communes {
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
    poids.push(c.population ** 1.3 * (FACTEUR_DEPARTEMENT[c.departement] ?? 1));
  }
  return (communes = { liste, cumul: cumuler(poids) });
}

/** A point in the central half of the commune's box, to the micro-degree (~10 cm, far finer than the data). */
export function pointDans(a: Alea, [ouest, sud, est, nord]: Emprise): [number, number] {
  const x = (ouest + est) / 2 + (a.reel() - 0.5) * (est - ouest) * 0.5;
  const y = (sud + nord) / 2 + (a.reel() - 0.5) * (nord - sud) * 0.5;
  return [Math.round(x * 1e6) / 1e6, Math.round(y * 1e6) / 1e6];
}

/** A point a few metres from another (a building of the same estate), to the micro-degree. */
export const pointVoisin = (a: Alea, [x, y]: readonly [number, number]): [number, number] => [
  Math.round((x + (a.reel() - 0.5) * 4e-4) * 1e6) / 1e6,
  Math.round((y + (a.reel() - 0.5) * 4e-4) * 1e6) / 1e6,
];
