/**
 * The building of a synthetic condominium (generateur.ts): construction period, lots, date of the settlement and
 * the geographic programmes (zonings) of its commune.
 * - lots log-normal (median ≈ 10 main lots, a tail to several hundred), more in 1949–1974 buildings, parking lots
 *   mostly after 1975, habitation ≤ habitation + offices + shops ≤ total;
 * - settlement dates within the period, never after the registration; 3 % unknown, 0.5 % a placeholder
 *   (1900-01-01, now and then 1901-01-01) as the real file carries.
 */
import type { CoproprieteRnic, ZonagesRnic } from '@registre/shared/domain/rnic/ligne';
import { empreinte, iso, jour, type Alea } from './alea.ts';
import type { CommuneTiree } from './communes.ts';

export type Periode = NonNullable<CoproprieteRnic['periodeConstruction']>;

export const PERIODES: readonly (readonly [Periode | null, number])[] = [
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
export const PERIODES_PARIS: readonly (readonly [Periode | null, number])[] = [
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

export interface Lots {
  nbLots: number;
  nbLotsHabBurCom: number;
  nbLotsHab: number;
  nbLotsStationnement: number;
}

export function lots(a: Alea, periode: Periode | null, population: number): Lots {
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

export function dateReglement(a: Alea, periode: Periode | null, dateImmatriculation: number): string | null {
  if (a.chance(0.03)) return null;
  // the placeholders the real file carries
  if (a.chance(0.005)) return a.chance(0.8) ? '1900-01-01' : '1901-01-01';
  const [de, jusqua] = ANNEES[periode ?? 'NON_CONNUE'];
  const j = jour(`${a.entier(de, jusqua)}-01-01`) + a.entier(0, 364);
  return iso(Math.min(j, dateImmatriculation));
}

// ---------------------------------------------------------------------------------------------------------------
// zonings

// prettier-ignore
const QUARTIERS = [
  'Quartier Nord', 'Les Marronniers', 'Le Plateau', 'Centre ancien', 'Les Coteaux', 'La Source', 'Bel Air', 'Les Bruyères',
  'Le Val', 'Les Quatre Chemins',
];

const departement3 = (d: string) => d.padStart(3, '0');

export function zonages(a: Alea, c: CommuneTiree): ZonagesRnic {
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
