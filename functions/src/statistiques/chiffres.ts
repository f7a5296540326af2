/**
 * [issue 12] The public statistics: the figures of a territory × period are ONE read of its counter cells
 * (projecteurs/annuaire.ts keeps them on write), whatever the register's size: all time and a quarter are a cell
 * each, a year the sum of its four quarters ([issue 23]); the periods offered are those the counters of France hold
 * (one Query of a small partition).
 */
import type { Chiffres, Niveau, SelectionStatistiques } from '@registre/shared/schemas/statistiques';
import { cellulesPeriode, chiffresDepuis, cleTerritoire } from '@registre/shared/domain/annuaire/statistiques';
import { DIMENSIONS, type Dimensions } from '@registre/shared/domain/annuaire/projection';
import { apresOuverture } from '@registre/shared/domain/copropriete/constantes';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../adapters/dynamodb/service.ts';
import * as geo from './geographie.ts';

/** The name of a territory, or 404 when the code is not one. */
export function nomTerritoire(niveau: Niveau, code: string | undefined): string {
  const nom =
    niveau === 'FRANCE'
      ? 'France'
      : niveau === 'REGION'
        ? geo.region(code!)?.nom
        : niveau === 'DEPARTEMENT'
          ? geo.departement(code!)?.nom
          : niveau === 'EPCI'
            ? geo.epci(code!)?.nom
            : geo.commune(code!)?.nom;
  if (!nom) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return nom;
}

export async function chiffres(s: SelectionStatistiques): Promise<Chiffres> {
  const nom = nomTerritoire(s.niveau, s.code);
  const territoire = cleTerritoire(s.niveau, s.code);
  const { data } = await db()
    .entities.compteurStatistique.get(cellulesPeriode(s.annee, s.trimestre).map((periode) => ({ territoire, periode })))
    .go();
  const d = data.length
    ? (Object.fromEntries(DIMENSIONS.map((k) => [k, data.reduce((t, c) => t + Number(c[k] ?? 0), 0)])) as Dimensions)
    : undefined;
  const miseAJour = data.reduce<string | null>((m, c) => (c.miseAJour && (!m || c.miseAJour > m) ? c.miseAJour : m), null);
  return chiffresDepuis(d, { niveau: s.niveau, code: s.niveau === 'FRANCE' ? null : s.code!, nom }, s, miseAJour);
}

/**
 * The years and quarters of registration the register counts (France's cells that hold condominiums), from its
 * opening (4th quarter of 2016) on: a date before it (a placeholder of an imported row) is no period of the register.
 */
async function periodes(): Promise<string[]> {
  const { data } = await db()
    .entities.compteurStatistique.query.parCellule({ territoire: cleTerritoire('FRANCE') })
    .go({ pages: 'all', attributes: ['periode', 'n', 'sec'] });
  return data.filter((c) => (c.n ?? 0) + (c.sec ?? 0) > 0).map((c) => c.periode);
}

export async function annees(): Promise<number[]> {
  const quarts = (await periodes()).flatMap((p) => (/^T(\d{4})-[1-4]$/.exec(p) ? [Number(p.slice(1, 5))] : []));
  return [...new Set(quarts)].filter((a) => apresOuverture(a)).sort((a, b) => b - a);
}

export async function trimestres(): Promise<{ annee: number; trimestre: number; libelle: string }[]> {
  return (await periodes())
    .flatMap((p) => {
      const m = /^T(\d{4})-([1-4])$/.exec(p);
      return m && apresOuverture(Number(m[1]), Number(m[2])) ? [{ annee: Number(m[1]), trimestre: Number(m[2]) }] : [];
    })
    .sort((a, b) => b.annee - a.annee || b.trimestre - a.trimestre)
    .map((t) => ({ ...t, libelle: `${t.trimestre}${t.trimestre === 1 ? 'er' : 'e'} trimestre ${t.annee}` }));
}
