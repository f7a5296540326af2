import { describe, expect, it } from 'vitest';
import {
  immatriculationAffichee,
  immatriculationDepuisSequence,
  normaliserImmatriculation,
  SEQUENCE_MAX,
  sequenceDepuisImmatriculation,
} from './immatriculation.ts';

describe("numéro d'immatriculation depuis la séquence", () => {
  it('commence à AA0000001 et ne donne jamais 0000000', () => {
    expect(immatriculationDepuisSequence(1)).toBe('AA0000001');
    expect(immatriculationDepuisSequence(2)).toBe('AA0000002');
    expect(immatriculationDepuisSequence(9_999_999)).toBe('AA9999999');
    expect(immatriculationDepuisSequence(10_000_000)).toBe('AB0000001');
    expect(immatriculationDepuisSequence(26 * 9_999_999)).toBe('AZ9999999');
    expect(immatriculationDepuisSequence(26 * 9_999_999 + 1)).toBe('BA0000001');
    expect(immatriculationDepuisSequence(SEQUENCE_MAX)).toBe('ZZ9999999');
  });

  it('refuse un rang hors limites', () => {
    expect(() => immatriculationDepuisSequence(0)).toThrow(RangeError);
    expect(() => immatriculationDepuisSequence(-1)).toThrow(RangeError);
    expect(() => immatriculationDepuisSequence(1.5)).toThrow(RangeError);
    expect(() => immatriculationDepuisSequence(SEQUENCE_MAX + 1)).toThrow(RangeError);
  });

  it('a toujours 2 lettres et 7 chiffres, et la relecture rend le rang', () => {
    for (const n of [1, 7, 9_999_998, 9_999_999, 10_000_000, 123_456_789, SEQUENCE_MAX - 1, SEQUENCE_MAX]) {
      const immat = immatriculationDepuisSequence(n);
      expect(immat).toMatch(/^[A-Z]{2}\d{7}$/);
      expect(sequenceDepuisImmatriculation(immat)).toBe(n);
      expect(sequenceDepuisImmatriculation(immatriculationAffichee(immat))).toBe(n);
    }
  });
});

describe('lecture d’un numéro saisi', () => {
  it('accepte les deux écritures, en minuscules aussi', () => {
    expect(normaliserImmatriculation('AA0-000-001')).toBe('AA0000001');
    expect(normaliserImmatriculation('aa0000001')).toBe('AA0000001');
    expect(sequenceDepuisImmatriculation('ab0-000-001')).toBe(10_000_000);
  });
  it('refuse le reste', () => {
    expect(sequenceDepuisImmatriculation('AA0000000')).toBeNull();
    expect(sequenceDepuisImmatriculation('A00000001')).toBeNull();
    expect(sequenceDepuisImmatriculation('AA00-00001')).toBeNull();
    expect(sequenceDepuisImmatriculation('')).toBeNull();
  });
  it('affiche LLC-CCC-CCC', () => {
    expect(immatriculationAffichee('AB1234567')).toBe('AB1-234-567');
  });
});

describe("état d'une copropriété immatriculée", () => {
  it('rattachée au syndic qui immatricule, à rattacher (ou à confirmer par le successeur) après un notaire', async () => {
    const { etatApresImmatriculation } = await import('./immatriculation.ts');
    expect(etatApresImmatriculation('DEFAULT')).toBe('IMMATRICULEE_RATTACHEE');
    expect(etatApresImmatriculation('INITIALE')).toBe('IMMATRICULEE_A_RATTACHER');
    expect(etatApresImmatriculation('OFFICE', true)).toBe('IMMATRICULEE_RATTACHEMENT_A_CONFIRMER');
  });
});
