import { describe, expect, it } from 'vitest';
import type { LigneCategorisation } from './criteres.ts';
import { cumuler, syntheseDepuis } from './synthese.ts';

const ligne = (i: number, autres: Partial<LigneCategorisation> = {}): LigneCategorisation => ({
  id: i,
  im: `AB${String(i).padStart(7, '0')}`,
  dp: '69',
  et: 'IMMATRICULEE_RATTACHEE',
  sy: 'PROFESSIONNEL',
  ms: 'EN_COURS',
  lo: 30,
  lp: 20,
  pc: 'DE_1961_A_1974',
  mj: 'FAITE',
  ...autres,
});

function synthese(lignes: LigneCategorisation[]) {
  const d = {};
  for (const l of lignes) cumuler(d, l);
  return syntheseDepuis(d);
}
const repartition = (s: ReturnType<typeof syntheseDepuis>, titre: string) =>
  s.chapitres.flatMap((c) => c.repartitions).find((r) => r.titre === titre)!;

describe('rapport de synthèse', () => {
  it('compte les lots, l’organisation, la technique et les finances de la sélection', () => {
    const lignes = [
      ...Array.from({ length: 40 }, (_, i) => ligne(i, { ti: 0.05, sa: false, dt: 1000, ft: 500, nc: 1 })),
      ...Array.from({ length: 12 }, (_, i) => ligne(100 + i, { sy: 'BENEVOLE', ti: 0.4, sa: true, pr: ['MANDAT_AD_HOC'] })),
      ...Array.from({ length: 3 }, (_, i) => ligne(200 + i, { lp: 250, lo: 300, pc: 'AVANT_1949' })),
    ];
    const s = synthese(lignes);
    expect(s.chapitres.map((c) => c.titre)).toEqual([
      'Lots',
      'Organisation juridique',
      'Données techniques',
      'Données financières (dernier exercice déclaré)',
    ]);
    expect([s.coproprietes, s.lots]).toEqual([55, 52 * 30 + 3 * 300]);
    // 3 large condominiums: masked, and the only other non-empty cell with them (else 55 − 52 gives them away)
    const taille = repartition(s, 'Répartition par taille (lots principaux)').lignes;
    expect(taille.map((l) => l.coproprietes)).toEqual([0, 'SECRET', 0, 'SECRET', 0]);
    expect(repartition(s, 'Type de syndic').lignes.map((l) => l.coproprietes)).toEqual([43, 12, 0]);
    const procedures = repartition(s, 'Procédures en cours');
    expect(procedures.partition).toBe(false);
    expect(procedures.lignes.find((l) => l.code === 'MANDAT_AD_HOC')?.coproprietes).toBe(12);
    // 3 without financial data: masked with the smallest published cell (12)
    expect(repartition(s, 'Impayés des copropriétaires rapportés aux charges').lignes.map((l) => l.coproprietes)).toEqual([
      40,
      0,
      'SECRET',
      'SECRET',
    ]);
    const finances = s.chapitres[3].chiffres;
    expect(finances[0]).toEqual(['Dettes fournisseurs et autres (somme)', 40_000, '€']);
  });

  it('ne publie rien sous 11 copropriétés', () => {
    const s = synthese(Array.from({ length: 10 }, (_, i) => ligne(i, { dt: 5 })));
    expect([s.coproprietes, s.lots, s.lotsPrincipaux]).toEqual(['SECRET', 'SECRET', 'SECRET']);
    for (const r of s.chapitres.flatMap((c) => c.repartitions))
      for (const l of r.lignes) expect(l.coproprietes, `${r.titre} / ${l.libelle}`).toBe('SECRET');
    expect(s.chapitres[3].chiffres[0][1]).toBe('SECRET');
  });

  it('masque une somme portée par moins de 11 copropriétés', () => {
    const s = synthese([
      ...Array.from({ length: 20 }, (_, i) => ligne(i)),
      ...Array.from({ length: 4 }, (_, i) => ligne(50 + i, { ft: 9000 })),
    ]);
    expect(s.chapitres[3].chiffres[1]).toEqual(['Fonds de travaux (somme)', 'SECRET', '€']);
  });
});
