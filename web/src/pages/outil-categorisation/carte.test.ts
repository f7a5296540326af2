import { describe, expect, it } from 'vitest';
import { COULEURS_CLASSES, RAYON_MAX, RAYON_MIN, classes, lectureCarte } from './carte.ts';

const groupe = (code: string, nombre: number, centre: { x: number; y: number } | null) => ({
  code,
  nom: `Territoire ${code}`,
  nombre,
  lots: nombre * 10,
  centre,
});

describe('carte de la répartition', () => {
  it('classes par quantiles, sans classe vide ni chevauchement', () => {
    expect(classes([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual([
      { min: 1, max: 2, couleur: COULEURS_CLASSES[0] },
      { min: 3, max: 4, couleur: COULEURS_CLASSES[1] },
      { min: 5, max: 6, couleur: COULEURS_CLASSES[2] },
      { min: 7, max: 8, couleur: COULEURS_CLASSES[3] },
      { min: 9, max: 10, couleur: COULEURS_CLASSES[4] },
    ]);
    // few distinct values: as many classes, spread from the lightest to the darkest
    expect(classes([4, 4, 4, 9])).toEqual([
      { min: 4, max: 4, couleur: COULEURS_CLASSES[0] },
      { min: 5, max: 9, couleur: COULEURS_CLASSES[4] },
    ]);
    expect(classes([7])).toEqual([{ min: 7, max: 7, couleur: COULEURS_CLASSES[4] }]);
    expect(classes([])).toEqual([]);
  });

  it('cercles : surface proportionnelle, couleur de sa classe, les plus grands dessinés d’abord', () => {
    const l = lectureCarte([
      groupe('75', 400, { x: 2.34, y: 48.86 }),
      groupe('69', 100, { x: 4.84, y: 45.76 }),
      groupe('13', 25, { x: 5.4, y: 43.3 }),
    ]);
    expect(l.cercles.map((c) => c.code)).toEqual(['75', '69', '13']);
    expect(l.cercles[0].rayon).toBe(RAYON_MAX);
    // a quarter of the count: half the extra radius (the area is proportional)
    expect(l.cercles[1].rayon).toBeCloseTo(RAYON_MIN + (RAYON_MAX - RAYON_MIN) / 2, 1);
    expect(l.cercles[0].couleur).toBe(COULEURS_CLASSES[4]);
    expect(l.cercles[2].couleur).toBe(COULEURS_CLASSES[0]);
  });

  it('l’outre-mer est nommé sous la carte, les territoires sans position comptés à part', () => {
    const l = lectureCarte([
      groupe('75', 40, { x: 2.34, y: 48.86 }),
      groupe('971', 12, { x: -61.5, y: 16.2 }),
      groupe('', 3, null),
    ]);
    expect(l.cadres.map((c) => c.code)).toEqual(['75']);
    expect(l.horsMetropole.map((c) => c.code)).toEqual(['971']);
    expect(l.sansPosition).toBe(3);
    // only overseas: the view frames them
    const reunion = lectureCarte([groupe('974', 8, { x: 55.5, y: -21.1 })]);
    expect(reunion.cadres.map((c) => c.code)).toEqual(['974']);
    expect(reunion.horsMetropole).toEqual([]);
  });
});
