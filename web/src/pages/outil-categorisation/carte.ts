/**
 * [issue 13] The reading of the grouped figures on a map (pure, tested): each territory a circle at the centre of
 * gravity of its geolocated condominiums, its area proportional to its count, its colour the class of its count
 * (quantiles) — a choropleth-style reading without territory shapes, which the offline basemap does not have.
 */
import type { RegroupementCategorisation } from '@registre/shared/schemas/categorisation';

type Groupe = RegroupementCategorisation['groupes'][number];

/** DSFR blue-france, light to dark: the five classes. */
export const COULEURS_CLASSES = ['#cacafb', '#8585f6', '#6a6af4', '#1212ff', '#000091'] as const;
export const RAYON_MIN = 5;
export const RAYON_MAX = 34;

/** Metropolitan France with Corsica, with a margin: the centres drawn on the opening view. */
const METROPOLE = { ouest: -5.5, est: 10, sud: 41, nord: 51.5 };
const enMetropole = (c: { x: number; y: number }) =>
  c.x >= METROPOLE.ouest && c.x <= METROPOLE.est && c.y >= METROPOLE.sud && c.y <= METROPOLE.nord;

export interface Classe {
  min: number;
  max: number;
  couleur: string;
}

/** At most five classes of the counts by quantiles, without empty or overlapping ones (few distinct values: fewer). */
export function classes(nombres: readonly number[]): Classe[] {
  const tries = [...nombres].filter((n) => n > 0).sort((a, b) => a - b);
  if (!tries.length) return [];
  const bornes: number[] = [];
  for (let i = 1; i <= COULEURS_CLASSES.length; i++) {
    const borne = tries[Math.min(tries.length - 1, Math.ceil((i * tries.length) / COULEURS_CLASSES.length) - 1)];
    if (!bornes.length || borne > bornes[bornes.length - 1]) bornes.push(borne);
  }
  // spread over the scale: one class is the darkest, two the lightest and the darkest…
  const pas = bornes.length > 1 ? (COULEURS_CLASSES.length - 1) / (bornes.length - 1) : 0;
  return bornes.map((max, i) => ({
    min: i === 0 ? tries[0] : bornes[i - 1] + 1,
    max,
    couleur: COULEURS_CLASSES[Math.round(bornes.length > 1 ? i * pas : COULEURS_CLASSES.length - 1)],
  }));
}

export interface Cercle {
  code: string;
  nom: string;
  nombre: number;
  lots: number;
  x: number;
  y: number;
  rayon: number;
  couleur: string;
}

export interface LectureCarte {
  /** the circles, the largest first (drawn first: the small ones stay visible on top) */
  cercles: Cercle[];
  classes: Classe[];
  /** the circles the opening view frames: the metropolitan ones, or all when none is */
  cadres: Cercle[];
  /** territories whose centre is outside metropolitan France (overseas), named under the map */
  horsMetropole: Cercle[];
  /** condominiums of territories none of which is geolocated: counted, not drawn */
  sansPosition: number;
}

export function lectureCarte(groupes: readonly Groupe[]): LectureCarte {
  const places = groupes.filter((g): g is Groupe & { centre: { x: number; y: number } } => g.centre !== null && g.nombre > 0);
  const c = classes(places.map((g) => g.nombre));
  const max = Math.max(1, ...places.map((g) => g.nombre));
  const cercles = places
    .map((g) => ({
      code: g.code,
      nom: g.nom,
      nombre: g.nombre,
      lots: g.lots,
      x: g.centre.x,
      y: g.centre.y,
      rayon: Math.round((RAYON_MIN + (RAYON_MAX - RAYON_MIN) * Math.sqrt(g.nombre / max)) * 10) / 10,
      couleur: (c.find((k) => g.nombre <= k.max) ?? c[c.length - 1]).couleur,
    }))
    .sort((a, b) => b.nombre - a.nombre || a.code.localeCompare(b.code));
  const metropole = cercles.filter(enMetropole);
  return {
    cercles,
    classes: c,
    cadres: metropole.length ? metropole : cercles,
    horsMetropole: metropole.length ? cercles.filter((k) => !enMetropole(k)) : [],
    sansPosition: groupes.filter((g) => g.centre === null).reduce((s, g) => s + g.nombre, 0),
  };
}
