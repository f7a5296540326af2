import { describe, expect, it } from 'vitest';
import { FRANCE, type Geographie } from './perimetre.ts';
import { horsPerimetre } from './portee.ts';

const geo: Geographie = {
  departements: () => [
    { code: '69', codeRegion: '84' },
    { code: '75', codeRegion: '11' },
  ],
  epci: () => undefined,
  commune: (c) => (c === '69123' ? { region: '84', departement: '69', epci: '200046977', commune: '69123' } : undefined),
};
const aucune = { regions: [], departements: [], epcis: [], communes: [] };
const lyon = { region: '84', departement: '69', epci: '200046977', commune: '69123' };
const paris = { region: '11', departement: '75', epci: '200054781', commune: '75056' };
const rhone = { niveau: 'DEPARTEMENT' as const, code: '69' };

describe('what a territory-scoped request names outside the scope', () => {
  it('names nothing outside France', () => {
    const demande = {
      geographie: { ...aucune, departements: ['75'] },
      coproprietes: [{ immatriculation: 'AA0000001', territoires: paris }],
    };
    expect(horsPerimetre(FRANCE, demande, geo)).toEqual([]);
  });

  it('lists the requested territories, then the known condominiums outside a limited scope', () => {
    const demande = {
      geographie: { ...aucune, departements: ['69', '75'], communes: ['69123'] },
      coproprietes: [
        { immatriculation: 'AA0000001', territoires: lyon },
        { immatriculation: 'AA0000002', territoires: paris },
      ],
    };
    expect(horsPerimetre(rhone, demande, geo)).toEqual(['DEPARTEMENT:75', 'AA0000002']);
  });

  it('leaves an unknown number to the use case (404 or a missing sheet), and an empty request inside', () => {
    expect(horsPerimetre(rhone, { coproprietes: [{ immatriculation: 'ZZ9999999', territoires: null }] }, geo)).toEqual([]);
    expect(horsPerimetre(rhone, {}, geo)).toEqual([]);
    expect(horsPerimetre(rhone, { geographie: aucune }, geo)).toEqual([]);
  });
});
