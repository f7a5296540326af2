import { describe, expect, it } from 'vitest';
import { CATALOGUE, ROUTES, cleRoute } from '@registre/shared/routes/index';
import { AREAS_IMPLEMENTEES } from '../areas.ts';
import { expurger } from './logger.ts';

describe('contrat des routes', () => {
  const implementees = Object.entries(AREAS_IMPLEMENTEES).flatMap(([area, impls]) =>
    impls!.map((i) => ({ area, route: i.route })),
  );

  it('chaque route déclarée a exactement une implémentation, dans le bundle de son domaine', () => {
    for (const r of ROUTES) {
      const impls = implementees.filter((i) => i.route.id === r.id);
      expect(impls, r.id).toHaveLength(1);
      expect(impls[0].area, r.id).toBe(r.area);
    }
    expect(implementees).toHaveLength(ROUTES.length);
  });

  it('chaque route déclarée est une route du catalogue des spécifications, sauf les extensions assumées', () => {
    const catalogue = new Set(CATALOGUE.map((c) => cleRoute(c.method, c.path)));
    const horsCatalogue = ROUTES.filter((r) => !catalogue.has(cleRoute(r.method, r.path)));
    expect(horsCatalogue.filter((r) => !r.extension).map((r) => r.id)).toEqual([]);
    for (const r of ROUTES.filter((r) => catalogue.has(cleRoute(r.method, r.path)))) {
      expect(CATALOGUE.find((c) => cleRoute(c.method, c.path) === cleRoute(r.method, r.path))!.area, r.id).toBe(r.area);
    }
  });

  it('ne déclare aucune route deux fois', () => {
    expect(new Set(ROUTES.map((r) => cleRoute(r.method, r.path))).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
  });
});

describe('journaux', () => {
  it('masque les données personnelles et les secrets', () => {
    expect(expurger({ route: 'x', body: { email: 'a@b.fr', j_password: 'p', nested: { authorization: 'Bearer t' } } })).toEqual({
      route: 'x',
      body: { email: '[masqué]', j_password: '[masqué]', nested: { authorization: '[masqué]' } },
    });
  });
});
