/**
 * [issue 12] The public statistics: the figures of a territory × period are ONE read (BatchGet) of counter cells
 * (the projectors keep them on write), whatever the register's size: all time and a quarter are a cell each, a year
 * the sum of its four quarters, a region or an EPCI the sum of its departments' or communes' ([issue 23]); the
 * periods offered are those the counters of France hold (one Query of a small partition).
 */
import type { Chiffres, Niveau, SelectionStatistiques } from '@registre/shared/schemas/statistiques';
import { cellulesPeriode, chiffresDepuis, cleTerritoire } from '@registre/shared/domain/annuaire/statistiques';
import { apresOuverture } from '@registre/shared/domain/copropriete/constantes';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { lireStatistiques, periodesComptees } from '../adapters/dynamodb/statistiques.ts';
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

/**
 * [issue 23] The cells a territory's figures are the sum of: a region's are its departments', an EPCI's (or a Grand
 * Paris territory's) its member communes' — no cell of their own, two counter writes less per condominium — any
 * other level's its own.
 */
function cellulesDuTerritoire(niveau: Niveau, code: string | undefined): string[] {
  if (niveau === 'REGION') return (geo.departements(code!) ?? []).map((d) => cleTerritoire('DEPARTEMENT', d.code));
  if (niveau === 'EPCI') return (geo.communesDeEpci(code!) ?? []).map((c) => cleTerritoire('COMMUNE', c.codeInsee));
  return [cleTerritoire(niveau, code)];
}

export async function chiffres(s: SelectionStatistiques): Promise<Chiffres> {
  const nom = nomTerritoire(s.niveau, s.code);
  const groupe = new Map([['', cellulesDuTerritoire(s.niveau, s.code)]]);
  const lues = (await lireStatistiques(groupe, cellulesPeriode(s.annee, s.trimestre))).get('')!;
  const territoire = { niveau: s.niveau, code: s.niveau === 'FRANCE' ? null : s.code!, nom };
  return chiffresDepuis(lues.dimensions, territoire, s, lues.miseAJour);
}

/**
 * The years and quarters of registration the register counts (France's cells that hold condominiums), from its
 * opening (4th quarter of 2016) on: a date before it (a placeholder of an imported row) is no period of the register.
 */
const periodes = () => periodesComptees(cleTerritoire('FRANCE'));

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
