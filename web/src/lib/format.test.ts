import { describe, expect, it } from 'vitest';
import { dateFr, dateHeureFr, decimalFr, jourParisFr, nombreDeLignes, nombreFr, tailleFichier } from './format.ts';

const FINE = '\u202f';

describe('mise en forme française', () => {
  it('date jj/mm/aaaa sans fuseau horaire', () => {
    expect(dateFr('2026-05-12')).toBe('12/05/2026');
    expect(dateFr('2026-01-01T00:30:00Z')).toBe('01/01/2026');
    expect(dateFr('inconnue')).toBe('inconnue');
    expect(dateFr(null)).toBe('');
  });

  it('jour et heure de Paris d’un instant', () => {
    expect(jourParisFr('2026-01-31T23:30:00.000Z')).toBe('01/02/2026');
    expect(jourParisFr('2026-01-31')).toBe('31/01/2026');
    expect(jourParisFr(null)).toBe('');
    expect(dateHeureFr('2026-07-14T08:05:00.000Z')).toBe('14/07/2026 à 10:05');
    expect(dateHeureFr('inconnue')).toBe('inconnue');
  });

  it('nombres avec séparateur de milliers, tailles en Ko, Mo, Go', () => {
    expect(nombreFr(620431)).toBe(`620${FINE}431`);
    expect(nombreFr(12)).toBe('12');
    expect(decimalFr(12.345)).toBe('12,3');
    expect(nombreDeLignes(0)).toBe('0 ligne');
    expect(nombreDeLignes(1)).toBe('1 ligne');
    expect(nombreDeLignes(2)).toBe('2 lignes');
    expect(nombreDeLignes(620431)).toBe(`620${FINE}431 lignes`);
    expect(tailleFichier(0)).toBe('0 octet');
    expect(tailleFichier(950)).toBe('950 octets');
    expect(tailleFichier(63_364)).toBe('63,4 Ko');
    expect(tailleFichier(61_880_000)).toBe('61,9 Mo');
    expect(tailleFichier(2_000_000)).toBe('2 Mo');
    expect(tailleFichier(425_000_000)).toBe('425 Mo');
    expect(tailleFichier(1_250_000_000)).toBe('1,3 Go');
  });
});
