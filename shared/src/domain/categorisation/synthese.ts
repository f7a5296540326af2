/**
 * [issue 13] The synthesis report of a categorisation selection (`download-xlsx|pdf-rapport-synthetique`): four
 * chapters — lots, legal organisation, technical data, financial data — each a set of breakdowns of the selected
 * condominiums, with the statistical secrecy rule of the public statistics (shared/src/domain/annuaire/secret.ts:
 * fewer than 11 condominiums publish nothing, small cells masked with their secondary cells).
 * Counted row by row into one small set of counters (`cumuler`), so a selection of any size is read once and
 * never held: the report is made from the counters alone.
 */
import { PeriodeConstruction } from '../enums.ts';
import { STATUTS_MAJ, STATUTS_MANDAT, TRANCHES, TYPES_SYNDIC, trancheDe, type Dimensions } from '../annuaire/projection.ts';
import { figure, SEUIL_SECRET } from '../annuaire/secret.ts';
import { repartition } from '../annuaire/statistiques.ts';
import { SECRET, type LigneRepartition, type ValeurStatistique } from '../../schemas/statistiques.ts';
import { LIBELLES_PROCEDURE, PROCEDURES } from '../../schemas/categorisation.ts';
import type { LigneCategorisation } from './criteres.ts';

/** Bands of unpaid charges over the charges of the last exercise (the ad hoc thresholds are 15 % and 25 %). */
export const TRANCHES_IMPAYES = [
  { code: 'I0_15', libelle: 'Moins de 15 % des charges', max: 0.15 },
  { code: 'I15_25', libelle: 'De 15 % à moins de 25 %', max: 0.25 },
  { code: 'I25', libelle: '25 % des charges et plus', max: Infinity },
  { code: 'INR', libelle: 'Non renseigné (pas de données financières)', max: NaN },
] as const;
const SEUIL_AD_HOC = [
  { code: 'OUI', libelle: 'Seuil du mandat ad hoc atteint' },
  { code: 'NON', libelle: 'Seuil non atteint' },
  { code: 'NR', libelle: 'Non renseigné' },
] as const;
const AVEC_PROCEDURE = [
  ...PROCEDURES.map((code) => ({ code, libelle: LIBELLES_PROCEDURE[code] })),
  { code: 'AUCUNE', libelle: 'Aucune procédure en cours' },
];

const trancheImpayes = (ti: number | undefined) => (ti === undefined ? 'INR' : TRANCHES_IMPAYES.find((t) => ti < t.max)!.code);

/** Adds one selected condominium to the counters. */
export function cumuler(d: Dimensions, l: LigneCategorisation): void {
  const plus = (k: string, v = 1) => (d[k] = (d[k] ?? 0) + v);
  plus('n');
  plus('lots', l.lo ?? 0);
  plus('lp', l.lp ?? 0);
  const tranche = trancheDe(l.lp ?? null);
  plus(`t_${tranche}`);
  plus(`lt_${tranche}`, l.lo ?? 0);
  plus(`p_${l.pc ?? 'NON_CONNUE'}`);
  plus(`s_${l.sy}`);
  plus(`m_${l.ms}`);
  if (l.mj) plus(`maj_${l.mj}`);
  for (const p of l.pr ?? []) plus(`pr_${p}`);
  if (!l.pr?.length) plus('pr_AUCUNE');
  plus(`ti_${trancheImpayes(l.ti)}`);
  plus(`sa_${l.sa === undefined ? 'NR' : l.sa ? 'OUI' : 'NON'}`);
  // sums, each with the number of condominiums behind it (its secrecy)
  for (const k of ['dt', 'ft', 'nc'] as const) {
    const v = l[k];
    if (v !== undefined) {
      plus(k, v);
      plus(`n_${k}`);
    }
  }
}

export interface Repartition {
  titre: string;
  premiereColonne: string;
  lignes: LigneRepartition[];
  /** false when a condominium may count in several lines (procedures): no share of the total */
  partition: boolean;
}
export interface Chapitre {
  titre: string;
  chiffres: [libelle: string, valeur: ValeurStatistique, unite?: '€'][];
  repartitions: Repartition[];
}
export interface Synthese {
  seuilSecret: number;
  coproprietes: ValeurStatistique;
  lots: ValeurStatistique;
  lotsPrincipaux: ValeurStatistique;
  chapitres: Chapitre[];
}

/** The published synthesis of the counters: secrecy applied everywhere. */
export function syntheseDepuis(d: Dimensions): Synthese {
  const n = d.n ?? 0;
  const secret = n > 0 && n < SEUIL_SECRET;
  const tout = (v: number): ValeurStatistique => (secret ? SECRET : v);
  const masquer = (lignes: LigneRepartition[]) =>
    secret ? lignes.map((l) => ({ ...l, coproprietes: SECRET, ...(l.lots !== undefined && { lots: SECRET }) })) : lignes;
  const rep = (titre: string, premiereColonne: string, lignes: LigneRepartition[], partition = true): Repartition => ({
    titre,
    premiereColonne,
    lignes: masquer(lignes),
    partition,
  });
  // a line of a non-partition (procedures): its own count decides, as a lone figure
  const seules = (lignes: readonly { code: string; libelle: string }[], prefixe: string): LigneRepartition[] =>
    lignes.map((l) => ({
      code: l.code,
      libelle: l.libelle,
      coproprietes: figure(d[`${prefixe}${l.code}`] ?? 0, d[`${prefixe}${l.code}`] ?? 0),
    }));
  const somme = (k: 'dt' | 'ft' | 'nc'): ValeurStatistique => (secret ? SECRET : figure(d[k] ?? 0, d[`n_${k}`] ?? 0));
  const periodes = PeriodeConstruction.list.map((p) => ({ code: p.code, libelle: p.libelle }));
  return {
    seuilSecret: SEUIL_SECRET,
    coproprietes: tout(n),
    lots: tout(d.lots ?? 0),
    lotsPrincipaux: tout(d.lp ?? 0),
    chapitres: [
      {
        titre: 'Lots',
        chiffres: [
          ['Copropriétés sélectionnées', tout(n)],
          ['Lots', tout(d.lots ?? 0)],
          ['Lots principaux (habitation, bureaux, commerces)', tout(d.lp ?? 0)],
        ],
        repartitions: [rep('Répartition par taille (lots principaux)', 'Taille', repartition(d, TRANCHES, 't_', 'lt_'))],
      },
      {
        titre: 'Organisation juridique',
        chiffres: [],
        repartitions: [
          rep('Type de syndic', 'Type de syndic', repartition(d, TYPES_SYNDIC, 's_')),
          rep('Mandat du syndic', 'Mandat', repartition(d, STATUTS_MANDAT, 'm_')),
          rep('Mise à jour annuelle', 'Mise à jour annuelle', repartition(d, STATUTS_MAJ, 'maj_')),
          rep('Procédures en cours', 'Procédure', seules(AVEC_PROCEDURE, 'pr_'), false),
        ],
      },
      {
        titre: 'Données techniques',
        chiffres: [],
        repartitions: [rep('Période de construction', 'Période de construction', repartition(d, periodes, 'p_'))],
      },
      {
        titre: 'Données financières (dernier exercice déclaré)',
        chiffres: [
          ['Dettes fournisseurs et autres (somme)', somme('dt'), '€'],
          ['Fonds de travaux (somme)', somme('ft'), '€'],
          ['Copropriétaires débiteurs de plus de 300 € (somme)', somme('nc')],
        ],
        repartitions: [
          rep('Impayés des copropriétaires rapportés aux charges', 'Part des impayés', repartition(d, TRANCHES_IMPAYES, 'ti_')),
          rep('Seuil du mandat ad hoc (15 % au-delà de 200 lots, 25 % sinon)', 'Seuil', repartition(d, SEUIL_AD_HOC, 'sa_')),
        ],
      },
    ],
  };
}
