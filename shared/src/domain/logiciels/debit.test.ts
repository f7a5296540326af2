import { describe, expect, it } from 'vitest';
import { creerLimiteur } from './debit.ts';

describe('limite de débit d’un accès logiciel', () => {
  it('accepte la rafale, refuse au-delà avec un délai, puis se remplit au débit', () => {
    const limiter = creerLimiteur({ parSeconde: 2, rafale: 3 });
    expect([0, 0, 0].map((t) => limiter('a', t).accepte)).toEqual([true, true, true]);
    expect(limiter('a', 0)).toEqual({ accepte: false, reessayerApresS: 1 });
    expect(limiter('a', 500).accepte).toBe(true);
    expect(limiter('a', 500).accepte).toBe(false);
  });

  it('tient un seau par accès', () => {
    const limiter = creerLimiteur({ parSeconde: 1, rafale: 1 });
    expect(limiter('a', 0).accepte).toBe(true);
    expect(limiter('b', 0).accepte).toBe(true);
    expect(limiter('a', 0).accepte).toBe(false);
  });
});
