import { describe, expect, it } from 'vitest';
import { DUREE_REVOCATION_JOURS, revocation, revocationsEnVigueur } from './sessions.ts';

describe('sessions révoquées', () => {
  const maintenant = new Date('2026-11-24T10:00:00Z');
  it('garde une session révoquée pendant la durée de vie du jeton de rafraîchissement', () => {
    const r = revocation('abc', maintenant);
    expect(Date.parse(r.jusqua) - maintenant.getTime()).toBe(DUREE_REVOCATION_JOURS * 86_400_000);
    expect(revocationsEnVigueur([r], new Date(Date.parse(r.jusqua) - 1))).toEqual([r]);
  });
  it('élague les révocations échues', () => {
    const echue = { id: 'ancienne', jusqua: '2026-11-01T00:00:00.000Z' };
    const active = revocation('recente', maintenant);
    expect(revocationsEnVigueur([echue, active], maintenant)).toEqual([active]);
    expect(revocationsEnVigueur(undefined, maintenant)).toEqual([]);
  });
});
