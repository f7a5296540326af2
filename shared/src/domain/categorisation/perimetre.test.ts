import { describe, expect, it } from 'vitest';
import { criteresCategorisationSchema } from '../../schemas/categorisation.ts';
import {
  FRANCE,
  cleTerritoire,
  dansPerimetre,
  departementsAInterroger,
  geographieHorsPerimetre,
  lirePerimetre,
  type Geographie,
} from './perimetre.ts';

const geo: Geographie = {
  departements: () => [
    { code: '01', codeRegion: '84' },
    { code: '69', codeRegion: '84' },
    { code: '75', codeRegion: '11' },
    { code: '92', codeRegion: '11' },
  ],
  epci: (s) =>
    s === '200046977'
      ? { departements: ['69'], regions: ['84'] }
      : s === '200000001'
        ? { departements: ['01', '69'], regions: ['84'] }
        : s === '200057966' // Vallée Sud-Grand Paris, a territory of the Métropole du Grand Paris
          ? { departements: ['92'], regions: ['11'], metropole: '200054781' }
          : s === '200054781'
            ? { departements: ['75', '92'], regions: ['11'] }
            : undefined,
  commune: (c) =>
    c === '69123'
      ? { region: '84', departement: '69', epci: '200046977', commune: '69123' }
      : c === '75056'
        ? { region: '11', departement: '75', epci: '200054781', commune: '75056' }
        : undefined,
};
const criteres = (c: object) => criteresCategorisationSchema.parse(c);

describe('categorisation scope', () => {
  it('reads the scope: national and the built-in account (no level) see France', () => {
    expect(lirePerimetre(undefined, undefined)).toEqual(FRANCE);
    expect(lirePerimetre('NATIONAL', '84')).toEqual(FRANCE);
    expect(lirePerimetre('REGION', ' 84 ')).toEqual({ niveau: 'REGION', code: '84' });
    expect(cleTerritoire(lirePerimetre('DEPARTEMENT', '2a'))).toBe('DEPARTEMENT:2A');
    expect(cleTerritoire(FRANCE)).toBe('NATIONAL');
  });

  it('France accepts any geography', () => {
    expect(geographieHorsPerimetre(FRANCE, criteres({ regions: ['11'], communes: ['99999'] }), geo)).toEqual([]);
  });

  it('a regional agent: its region, its departments, EPCIs and communes; anything else is outside', () => {
    const p = lirePerimetre('REGION', '84');
    expect(
      geographieHorsPerimetre(
        p,
        criteres({ regions: ['84'], departements: ['69'], epcis: ['200046977'], communes: ['69123'] }),
        geo,
      ),
    ).toEqual([]);
    expect(
      geographieHorsPerimetre(p, criteres({ regions: ['11'], departements: ['75'], communes: ['75056', '99999'] }), geo),
    ).toEqual(['REGION:11', 'DEPARTEMENT:75', 'COMMUNE:75056', 'COMMUNE:99999']);
  });

  it('a departmental agent: a region is larger than its scope; a straddling EPCI is inside', () => {
    const p = lirePerimetre('DEPARTEMENT', '69');
    expect(geographieHorsPerimetre(p, criteres({ regions: ['84'] }), geo)).toEqual(['REGION:84']);
    expect(geographieHorsPerimetre(p, criteres({ departements: ['01'] }), geo)).toEqual(['DEPARTEMENT:01']);
    expect(geographieHorsPerimetre(p, criteres({ epcis: ['200000001'], communes: ['69123'] }), geo)).toEqual([]);
  });

  it('filters condominiums on the scope', () => {
    const t = { region: '84', departement: '69', epci: '200046977', commune: '69123' };
    expect(dansPerimetre(FRANCE, t)).toBe(true);
    expect(dansPerimetre(lirePerimetre('REGION', '84'), t)).toBe(true);
    expect(dansPerimetre(lirePerimetre('REGION', '11'), t)).toBe(false);
    expect(dansPerimetre(lirePerimetre('DEPARTEMENT', '01'), t)).toBe(false);
    expect(dansPerimetre(lirePerimetre('EPCI', '200046977'), t)).toBe(true);
    expect(dansPerimetre(lirePerimetre('COMMUNE', '69124'), t)).toBe(false);
    // a Grand Paris commune: inside its territory's (EPT) scope and the Métropole's
    const antony = { region: '11', departement: '92', epci: '200054781', ept: '200057966', commune: '92002' };
    expect(dansPerimetre(lirePerimetre('EPCI', '200057966'), antony)).toBe(true);
    expect(dansPerimetre(lirePerimetre('EPCI', '200054781'), antony)).toBe(true);
    expect(dansPerimetre(lirePerimetre('EPCI', '200057875'), antony)).toBe(false);
  });

  it('an EPCI agent of the Métropole du Grand Paris may ask for one of its territories (EPT), not the reverse', () => {
    expect(geographieHorsPerimetre(lirePerimetre('EPCI', '200054781'), criteres({ epcis: ['200057966'] }), geo)).toEqual([]);
    expect(geographieHorsPerimetre(lirePerimetre('EPCI', '200057966'), criteres({ epcis: ['200054781'] }), geo)).toEqual([
      'EPCI:200054781',
    ]);
    expect(departementsAInterroger(lirePerimetre('EPCI', '200057966'), criteres({}), geo)).toEqual(['92']);
  });

  it('reads only the departments of the scope and of the requested geography', () => {
    expect(departementsAInterroger(FRANCE, criteres({}), geo)).toEqual(['01', '69', '75', '92']);
    expect(departementsAInterroger(FRANCE, criteres({ regions: ['11'], communes: ['69123'] }), geo)).toEqual(['69', '75', '92']);
    expect(departementsAInterroger(lirePerimetre('REGION', '84'), criteres({}), geo)).toEqual(['01', '69']);
    expect(departementsAInterroger(lirePerimetre('REGION', '84'), criteres({ epcis: ['200000001'] }), geo)).toEqual(['01', '69']);
    expect(departementsAInterroger(lirePerimetre('EPCI', '200046977'), criteres({}), geo)).toEqual(['69']);
    expect(departementsAInterroger(lirePerimetre('COMMUNE', '75056'), criteres({}), geo)).toEqual(['75']);
  });
});
