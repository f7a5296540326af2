import { describe, expect, it } from 'vitest';
import {
  dernieresSemaines,
  derniersMois,
  echelleLaPlusUtilisee,
  libellePeriode,
  lundiDeSemaine,
  moyenneHebdomadaire,
  periodesDe,
  semaineIso,
  serie,
} from './indicateurs.ts';

describe('indicateurs MCO : périodes', () => {
  it('donne la semaine ISO, y compris aux bords des années', () => {
    expect(semaineIso('2026-11-25')).toBe('2026-W48');
    expect(semaineIso('2026-01-01')).toBe('2026-W01'); // a Thursday
    expect(semaineIso('2027-01-01')).toBe('2026-W53'); // a Friday: week 53 of 2026
    expect(semaineIso('2024-12-30')).toBe('2025-W01'); // a Monday: week 1 of 2025
    expect(lundiDeSemaine('2026-W48')).toBe('2026-11-23');
    expect(lundiDeSemaine('2025-W01')).toBe('2024-12-30');
  });
  it("prend le jour de Paris d'un instant", () => {
    // 23:30 UTC on Sunday 29/11 is already Monday 30/11 in Paris
    expect(periodesDe('2026-11-29T23:30:00.000Z')).toEqual({
      jour: '2026-11-30',
      semaine: '2026-W49',
      mois: '2026-11',
      annee: '2026',
    });
  });
  it('liste les dernières semaines et les derniers mois, du plus ancien au plus récent', () => {
    const maintenant = new Date('2026-01-06T10:00:00Z');
    expect(dernieresSemaines(maintenant, 3)).toEqual(['2025-W52', '2026-W01', '2026-W02']);
    expect(derniersMois(maintenant, 3)).toEqual(['2025-11', '2025-12', '2026-01']);
  });
  it('écrit les périodes en français', () => {
    expect(libellePeriode('2026-W48')).toBe('Semaine du 23/11/2026');
    expect(libellePeriode('2026-02')).toBe('février 2026');
    expect(libellePeriode('2026')).toBe('2026');
  });
});

describe('indicateurs MCO : séries et moyennes', () => {
  const maintenant = new Date('2026-11-25T10:00:00Z'); // week 2026-W48
  it('complète une série par des zéros', () => {
    expect(serie(['2026-W47', '2026-W48'], new Map([['2026-W48', 4]]))).toEqual([
      { periode: '2026-W47', libelle: 'Semaine du 16/11/2026', valeur: 0 },
      { periode: '2026-W48', libelle: 'Semaine du 23/11/2026', valeur: 4 },
    ]);
  });
  it('fait la moyenne hebdomadaire depuis la première semaine comptée, sur 52 semaines au plus', () => {
    expect(moyenneHebdomadaire(new Map(), maintenant)).toBe(0);
    expect(moyenneHebdomadaire(new Map([['2026-W48', 3]]), maintenant)).toBe(3);
    expect(
      moyenneHebdomadaire(
        new Map([
          ['2026-W46', 3],
          ['2026-W48', 1],
        ]),
        maintenant,
      ),
    ).toBe(1.3);
    // a week older than 52 weeks does not count
    expect(
      moyenneHebdomadaire(
        new Map([
          ['2025-W40', 100],
          ['2025-W49', 26],
          ['2026-W48', 26],
        ]),
        maintenant,
      ),
    ).toBe(1);
  });
  it("désigne l'échelle géographique la plus utilisée", () => {
    const ordre = ['FRANCE', 'REGION', 'COMMUNE'] as const;
    expect(echelleLaPlusUtilisee(new Map(), ordre)).toBeNull();
    expect(
      echelleLaPlusUtilisee(
        new Map([
          ['REGION', 2],
          ['COMMUNE', 5],
        ] as const),
        ordre,
      ),
    ).toBe('COMMUNE');
    expect(
      echelleLaPlusUtilisee(
        new Map([
          ['REGION', 2],
          ['FRANCE', 2],
        ] as const),
        ordre,
      ),
    ).toBe('FRANCE');
  });
});
