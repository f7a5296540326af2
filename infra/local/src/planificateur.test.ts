import { describe, expect, it } from 'vitest';
import { correspond, heureDeParis } from './planificateur.ts';

describe('planificateur local', () => {
  it("évalue les expressions cron à l'heure de Paris, heure d'été comprise", () => {
    // 06:00 UTC in July is 08:00 in Paris; in January it is 07:00
    expect(correspond('cron(0 8 * * ? *)', new Date('2026-07-15T06:00:00Z'))).toBe(true);
    expect(correspond('cron(0 8 * * ? *)', new Date('2026-01-15T06:00:00Z'))).toBe(false);
    expect(correspond('cron(0 7 * * ? *)', new Date('2026-01-15T06:00:00Z'))).toBe(true);
  });
  it('comprend les jours ouvrés, les listes, les plages et les pas', () => {
    const lundi = new Date('2026-11-23T08:30:00Z'); // 09:30 Paris, Monday
    expect(heureDeParis(lundi).jourSemaine).toBe(2);
    expect(correspond('cron(30 9 ? * MON-FRI *)', lundi)).toBe(true);
    expect(correspond('cron(30 9 ? * SAT,SUN *)', lundi)).toBe(false);
    expect(correspond('cron(0/15 * * * ? *)', lundi)).toBe(true);
    expect(correspond('cron(0/20 * * * ? *)', lundi)).toBe(false);
    expect(correspond('cron(30 9 1 JAN ? *)', lundi)).toBe(false);
  });
  it('fait tourner les expressions rate() depuis le démarrage', () => {
    const debut = new Date('2026-11-23T08:00:00Z');
    expect(correspond('rate(5 minutes)', new Date('2026-11-23T08:10:00Z'), debut)).toBe(true);
    expect(correspond('rate(5 minutes)', new Date('2026-11-23T08:12:00Z'), debut)).toBe(false);
    expect(() => correspond('chaque lundi', debut)).toThrow(/invalide/);
  });
});
