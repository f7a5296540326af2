import { describe, expect, it } from 'vitest';
import {
  ecrireBooleen,
  ecrireDate,
  ecrireEntier,
  ecrireMontant,
  lireBooleen,
  lireCode,
  lireDate,
  lireDecimal,
  lireEntier,
  lireImmatriculation,
  lireMontant,
  lireTexte,
} from './conversions.ts';

describe('conversions formulaire ↔ serveur', () => {
  it('dates : jj/mm/aaaa ↔ ISO, vide ↔ null, illisible → undefined', () => {
    expect(lireDate('31/12/2016')).toBe('2016-12-31');
    expect(lireDate('')).toBeNull();
    expect(lireDate(null)).toBeNull();
    expect(lireDate('31/02/2016')).toBeUndefined();
    expect(lireDate('2016-12-31')).toBeUndefined();
    expect(ecrireDate('2016-12-31')).toBe('31/12/2016');
    expect(ecrireDate(null)).toBe('');
  });
  it('booléens : "true"/"false" ↔ true/false, vide ↔ null', () => {
    expect(lireBooleen('true')).toBe(true);
    expect(lireBooleen('false')).toBe(false);
    expect(lireBooleen(true)).toBe(true);
    expect(lireBooleen('')).toBeNull();
    expect(lireBooleen('oui')).toBeUndefined();
    expect(ecrireBooleen(true)).toBe('true');
    expect(ecrireBooleen(false)).toBe('false');
    expect(ecrireBooleen(null)).toBe('');
  });
  it('entiers saisis avec des espaces', () => {
    expect(lireEntier('12 345')).toBe(12345);
    expect(lireEntier('12\u00a0345')).toBe(12345);
    expect(lireEntier(7)).toBe(7);
    expect(lireEntier('1,5')).toBeUndefined();
    expect(lireEntier(1.5)).toBeUndefined();
    expect(lireEntier('')).toBeNull();
    expect(ecrireEntier(0)).toBe('0');
    expect(ecrireEntier(null)).toBe('');
  });
  it('montants avec une virgule et deux décimales au plus', () => {
    expect(lireMontant('1 234,56')).toBe(1234.56);
    expect(lireMontant('1234.5')).toBe(1234.5);
    expect(lireMontant(1.13)).toBe(1.13);
    expect(lireMontant('1,234')).toBeUndefined();
    expect(lireMontant(1.234)).toBeUndefined();
    expect(lireMontant('-5')).toBe(-5);
    expect(ecrireMontant(1234.5)).toBe('1234,50');
    expect(ecrireMontant(1000)).toBe('1000');
  });
  it('décimaux, textes et listes', () => {
    expect(lireDecimal('2,35')).toBe(2.35);
    expect(lireDecimal('abc')).toBeUndefined();
    expect(lireTexte('  a  ')).toBe('a');
    expect(lireTexte('   ')).toBeNull();
    expect(lireCode(['A', 'B'] as const, 'B')).toBe('B');
    expect(lireCode(['A', 'B'] as const, 'C')).toBeUndefined();
    expect(lireCode(['A', 'B'] as const, '')).toBeNull();
  });
  it("numéro d'immatriculation : deux écritures, vide → null", () => {
    expect(lireImmatriculation('AB1-234-567')).toBe('AB1234567');
    expect(lireImmatriculation('ab1234567')).toBe('AB1234567');
    expect(lireImmatriculation('')).toBeNull();
    expect(lireImmatriculation('AB12345678')).toBeUndefined();
  });
});
