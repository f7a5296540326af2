/**
 * The professional syndics of the synthetic RNIC file (generateur.ts): a pool of 500 synthetic firms drawn from
 * the seed, with a valid SIRET, a head office in a commune, a few large firms and many small ones. Their names are
 * written as they were typed: about 3 % end with a space, about 1 % hold a double space (column 8, and column 7
 * before the SIRET), the same firm always written the same way.
 */
import { cumuler, type Alea } from './alea.ts';
import type { Communes } from './communes.ts';

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

export interface Syndic {
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

/** A company name as it was typed: now and then a trailing space, more rarely a double space. */
function commeTapee(a: Alea, raison: string): string {
  const x = a.reel();
  if (x < 0.03) return `${raison} `;
  if (x < 0.04 && raison.includes(' ')) return raison.replace(' ', '  ');
  return raison;
}

export interface Syndics {
  liste: Syndic[];
  /** per department, then nationwide: indexes and cumulative sizes */
  parDepartement: Map<string, { indices: number[]; cumul: Float64Array }>;
  cumul: Float64Array;
}

export function tirerSyndics(a: Alea, c: Communes): Syndics {
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
      raisonSociale: commeTapee(a, raison),
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
export function syndicPour(a: Alea, s: Syndics, departement: string): Syndic {
  const local = s.parDepartement.get(departement);
  if (local && a.chance(0.8)) return s.liste[local.indices[a.indice(local.cumul)]];
  return s.liste[a.indice(s.cumul)];
}

/** Another firm than `sauf` (a building registered again by a new syndic). */
export function autreSyndic(a: Alea, s: Syndics, departement: string, sauf: Syndic | null): Syndic {
  for (let essai = 0; essai < 8; essai++) {
    const x = syndicPour(a, s, departement);
    if (x !== sauf) return x;
  }
  return s.liste.find((x) => x !== sauf)!;
}
