import { describe, expect, it } from 'vitest';
import { formaterParcelle, formaterParcelleCommune } from './parcelle.ts';

describe('une parcelle écrite d’une seule façon', () => {
  it('section et numéro sans zéros de tête, sans le préfixe 000', () => {
    expect(formaterParcelle({ prefixe: '000', section: 'kx', numero: '0183' })).toBe('section KX n° 183');
    expect(formaterParcelle({ prefixe: '', section: 'AB', numero: 12 })).toBe('section AB n° 12');
  });
  it('le préfixe seulement quand il n’est pas 000', () => {
    expect(formaterParcelle({ prefixe: '093', section: 'AB', numero: '0012' })).toBe('préfixe 093, section AB n° 12');
  });
  it('la commune après, et rien quand rien n’est connu', () => {
    expect(formaterParcelleCommune({ prefixe: '000', section: 'HX', numero: '7', commune: 'Nantes' })).toBe(
      'section HX n° 7 — Nantes',
    );
    expect(formaterParcelleCommune({ section: 'AB', numero: '1', commune: 'Paris', communeAbsorbee: 'Montmartre' })).toBe(
      'section AB n° 1 — Paris (Montmartre)',
    );
    expect(formaterParcelle(null)).toBe('');
    expect(formaterParcelle({ prefixe: '000' })).toBe('');
  });
});
