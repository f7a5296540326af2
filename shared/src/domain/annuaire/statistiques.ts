/**
 * [issue 12] The statistics read model, pure: which counter cells a condominium moves (its territories × the
 * periods of its registration) and the published figures of one cell, statistical secrecy applied.
 */
import { PeriodeConstruction } from '../enums.ts';
import type { Chiffres, LigneRepartition, Niveau, SelectionStatistiques } from '../../schemas/statistiques.ts';
import { SECRET } from '../../schemas/statistiques.ts';
import { STATUTS_MAJ, STATUTS_MANDAT, TRANCHES, TYPES_SYNDIC, type Dimensions } from './projection.ts';
import { cellulesMasquees, figure, SEUIL_SECRET } from './secret.ts';

/**
 * The territories of a commune (codes), from the official geography. A commune of the Métropole du Grand Paris
 * outside Paris is counted at the EPCI level twice, as the RNIC file reads: in its territory (EPT, the file's column
 * 1) and in the Métropole (its EPCI proper).
 */
export interface TerritoiresCommune {
  region: string | null;
  departement: string | null;
  /** the EPCI the commune is a member of (the Métropole du Grand Paris for Paris and its territories) */
  epci: string | null;
  /** the Grand Paris territory (EPT) of the commune, null or absent elsewhere */
  ept?: string | null;
  commune: string | null;
}

export const cleTerritoire = (niveau: Niveau, code?: string | null) => `${niveau}#${niveau === 'FRANCE' ? 'FR' : code}`;
export const clePeriode = (annee?: number | null, trimestre?: number | null) =>
  !annee ? 'TOUT' : trimestre ? `T${annee}-${trimestre}` : `A${annee}`;

/**
 * The periods a registration day counts in: all time and its quarter. [issue 23] A year is the sum of its four
 * quarters, read together (statistiques/chiffres.ts): one counter less per condominium and territory.
 */
export function periodesDe(dateImmatriculation: string | null): string[] {
  const m = /^(\d{4})-(\d{2})/.exec(dateImmatriculation ?? '');
  if (!m) return ['TOUT'];
  return ['TOUT', clePeriode(Number(m[1]), Math.floor((Number(m[2]) - 1) / 3) + 1)];
}

/** The counter cells a period's figures are read from: its own, or a year's four quarters. */
export const cellulesPeriode = (annee?: number | null, trimestre?: number | null): string[] =>
  annee && !trimestre ? [1, 2, 3, 4].map((t) => clePeriode(annee, t)) : [clePeriode(annee, trimestre)];

/**
 * The counter cells (territory key, period key) a condominium of this commune registered that day moves: France's,
 * its department's and its commune's. [issue 23] A region's figures are read as the sum of its departments', an
 * EPCI's (a Grand Paris territory's too) as its communes' (statistiques/chiffres.ts): 4 cells a condominium where
 * there were 10 to 12, the same figures.
 */
export function cellulesDe(t: TerritoiresCommune, dateImmatriculation: string | null): { territoire: string; periode: string }[] {
  const territoires = [
    cleTerritoire('FRANCE'),
    ...(t.departement ? [cleTerritoire('DEPARTEMENT', t.departement)] : []),
    ...(t.commune ? [cleTerritoire('COMMUNE', t.commune)] : []),
  ];
  const periodes = periodesDe(dateImmatriculation);
  return territoires.flatMap((territoire) => periodes.map((periode) => ({ territoire, periode })));
}

/** b − a, dimension by dimension (zeros left out). */
export function difference(a: Dimensions | undefined, b: Dimensions | undefined): Dimensions {
  const d: Dimensions = {};
  for (const k of new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])) {
    const v = (b?.[k] ?? 0) - (a?.[k] ?? 0);
    if (v !== 0) d[k] = v;
  }
  return d;
}

export const libellePeriode = (s: Pick<SelectionStatistiques, 'annee' | 'trimestre'>) =>
  !s.annee
    ? 'Depuis l’ouverture du registre'
    : s.trimestre
      ? `${s.trimestre}${s.trimestre === 1 ? 'er' : 'e'} trimestre ${s.annee}`
      : `Année ${s.annee}`;

export function repartition(
  d: Dimensions,
  lignes: readonly { code: string; libelle: string }[],
  prefixe: string,
  prefixeLots?: string,
): LigneRepartition[] {
  const poids = lignes.map((l) => d[`${prefixe}${l.code}`] ?? 0);
  const masque = cellulesMasquees(poids);
  return lignes.map((l, i) => ({
    code: l.code,
    libelle: l.libelle,
    coproprietes: masque[i] ? SECRET : poids[i],
    ...(prefixeLots && { lots: masque[i] ? SECRET : (d[`${prefixeLots}${l.code}`] ?? 0) }),
  }));
}

/** The published figures of one territory × period, from its counters (undefined: nothing registered there). */
export function chiffresDepuis(
  d: Dimensions | undefined,
  territoire: Chiffres['territoire'],
  s: Pick<SelectionStatistiques, 'annee' | 'trimestre'>,
  miseAJour: string | null,
): Chiffres {
  const c = d ?? {};
  const n = c.n ?? 0;
  const secret = n > 0 && n < SEUIL_SECRET;
  const tout = (v: number) => (secret ? SECRET : v);
  const periodes = PeriodeConstruction.list.map((p) => ({ code: p.code, libelle: p.libelle }));
  const masquer = (lignes: LigneRepartition[]) =>
    secret ? lignes.map((l) => ({ ...l, coproprietes: SECRET, ...(l.lots !== undefined && { lots: SECRET }) })) : lignes;
  return {
    territoire,
    periode: { annee: s.annee ?? null, trimestre: s.trimestre ?? null, libelle: libellePeriode(s) },
    seuilSecret: SEUIL_SECRET,
    coproprietes: tout(n),
    lots: tout(c.lots ?? 0),
    lotsPrincipaux: tout(c.lp ?? 0),
    parTaille: masquer(repartition(c, TRANCHES, 't_', 'lt_')),
    parPeriodeConstruction: masquer(repartition(c, periodes, 'p_')),
    parTypeSyndic: masquer(repartition(c, TYPES_SYNDIC, 's_')),
    parMandat: masquer(repartition(c, STATUTS_MANDAT, 'm_')),
    parMajAnnuelle: masquer(repartition(c, STATUTS_MAJ, 'maj_')),
    syndicatsSecondaires: figure(c.sec ?? 0, c.sec ?? 0),
    miseAJour,
  };
}
