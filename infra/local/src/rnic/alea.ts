/**
 * Seeded random numbers, weights and days, for the synthetic RNIC file (generateur.ts): the same seed gives the
 * same draws, on every machine.
 */

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

export class Alea {
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

export const cumuler = (poids: readonly number[]) => {
  const c = new Float64Array(poids.length);
  let s = 0;
  poids.forEach((p, i) => (c[i] = s += p));
  return c;
};

/** A stable hash of a text, for the properties of a commune that do not depend on the seed. */
export function empreinte(texte: string): number {
  let h = 2166136261;
  for (const c of texte) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

// ---------------------------------------------------------------------------------------------------------------
// dates (days since 1970-01-01)

const JOUR = 86_400_000;
export const jour = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / JOUR;
export const iso = (j: number) => new Date(j * JOUR).toISOString().slice(0, 10);
