import { describe, expect, it } from 'vitest';
import { SECRET } from '../../schemas/statistiques.ts';
import { cellulesMasquees, figure, SEUIL_SECRET } from './secret.ts';
import { chiffresDepuis } from './statistiques.ts';

const territoire = { niveau: 'COMMUNE' as const, code: '75056', nom: 'Paris' };

describe('secret statistique', () => {
  it('le seuil est celui des petites zones de la statistique publique (11)', () => {
    expect(SEUIL_SECRET).toBe(11);
    expect(figure(4, 4)).toBe(SECRET);
    expect(figure(0, 0)).toBe(0);
    expect(figure(250, 11)).toBe(250);
  });

  it('aucune case masquée ne se retrouve par soustraction du total', () => {
    // one small cell: a second one is masked with it, and together they weigh the threshold
    expect(cellulesMasquees([40, 3, 25, 12, 0])).toEqual([false, true, false, true, false]);
    // two small cells whose sum is under the threshold: a third is masked
    expect(cellulesMasquees([50, 2, 3, 30, 0])).toEqual([false, true, true, true, false]);
    // nothing small: nothing masked; empty cells are published
    expect(cellulesMasquees([11, 0, 20])).toEqual([false, false, false]);
    // not enough to hide: everything masked
    expect(cellulesMasquees([5, 0, 0])).toEqual([true, true, true]);
    for (const poids of [
      [12, 1, 0, 0],
      [100, 5, 5, 2, 40],
      [11, 10, 0, 13],
    ]) {
      const m = cellulesMasquees(poids);
      const masques = poids.filter((_, i) => m[i]);
      expect(masques.length === 0 || (masques.length >= 2 && masques.reduce((s, p) => s + p, 0) >= SEUIL_SECRET)).toBe(true);
    }
  });

  it('une unité de moins de 11 copropriétés ne publie rien', () => {
    const c = chiffresDepuis({ n: 7, lots: 90, lp: 60, t_T11_49: 7 }, territoire, {}, null);
    expect(c.coproprietes).toBe(SECRET);
    expect(c.lots).toBe(SECRET);
    expect(c.parTaille.every((l) => l.coproprietes === SECRET && l.lots === SECRET)).toBe(true);
    expect(JSON.stringify(c)).not.toMatch(/\b(7|90|60)\b/);
  });

  it('une unité publiée masque les cases trop petites de chaque répartition', () => {
    const c = chiffresDepuis(
      {
        n: 30,
        lots: 900,
        lp: 600,
        t_T2_10: 3,
        lt_T2_10: 15,
        t_T11_49: 15,
        lt_T11_49: 500,
        t_T50_199: 12,
        lt_T50_199: 385,
        s_PROFESSIONNEL: 30,
        m_EN_COURS: 30,
      },
      territoire,
      { annee: 2026 },
      '2026-11-24T00:00:00.000Z',
    );
    expect(c).toMatchObject({ coproprietes: 30, lots: 900, periode: { libelle: 'Année 2026' } });
    expect(c.parTaille.map((l) => [l.code, l.coproprietes, l.lots])).toEqual([
      ['T2_10', SECRET, SECRET],
      ['T11_49', 15, 500],
      ['T50_199', SECRET, SECRET],
      ['T200', 0, 0],
      ['TNR', 0, 0],
    ]);
    expect(c.parTypeSyndic[0]).toMatchObject({ code: 'PROFESSIONNEL', coproprietes: 30 });
  });
});
