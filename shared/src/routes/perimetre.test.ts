/**
 * [issue 26] Territory scope is declared by the route: every route that grants a territorial authority says so, and
 * a route that forgot the flag is found (the same check runs over the mounted routes in
 * tests/contract/autorisations.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from './index.ts';
import { recherche } from './categorisation.routes.ts';
import { demarrerExport, ficheUnique } from './categorisationExports.routes.ts';
import { routesSansPerimetre, type Route } from './route.ts';
import { erreursDeclarees } from './reponses.ts';

const criteres = { regions: [], departements: ['75'], epcis: [], communes: [] };

describe('territory-scoped routes', () => {
  it('every route granting CATEGORISATION declares its scope', () => {
    expect(ROUTES.filter((r) => r.perimetre).length).toBeGreaterThanOrEqual(15);
    expect(routesSansPerimetre(ROUTES)).toEqual([]);
  });

  it('a scoped route without the flag is reported', () => {
    const { perimetre: _oublie, ...sansDrapeau } = recherche;
    expect(routesSansPerimetre([...ROUTES.filter((r) => r !== recherche), sansDrapeau as Route])).toEqual([
      'categorisation.findWithCriterias',
    ]);
  });

  it('says what a request names: requested geography or condominium numbers', () => {
    const nomme = (r: Route, entree: object) => (r.perimetre as (e: object) => unknown)(entree);
    expect(nomme(recherche, { body: criteres })).toEqual({ geographie: criteres });
    expect(nomme(ficheUnique, { params: { immat: 'AA0000001' } })).toEqual({ immatriculations: ['AA0000001'] });
    expect(nomme(demarrerExport, { body: { type: 'FICHES_ZIP', immatriculations: ['AA0000001'] } })).toEqual({
      immatriculations: ['AA0000001'],
    });
    expect(nomme(demarrerExport, { body: { type: 'EXTRACTION_CSV', extraction: { criteres } } })).toEqual({
      geographie: criteres,
    });
  });

  it('documents the refusal (403 HORS_PERIMETRE) on scoped routes only', () => {
    expect(erreursDeclarees(recherche)[403]).toContain('HORS_PERIMETRE');
    expect(ROUTES.filter((r) => !r.perimetre).some((r) => erreursDeclarees(r)[403]?.includes('HORS_PERIMETRE'))).toBe(false);
  });
});
