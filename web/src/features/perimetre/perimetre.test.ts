import { describe, expect, it } from 'vitest';
import { lirePerimetre } from './perimetre.ts';

const noms = {
  regions: new Map([['84', 'Auvergne-Rhône-Alpes']]),
  departements: new Map([
    ['69', 'Rhône'],
    ['2A', 'Corse-du-Sud'],
    ['974', 'La Réunion'],
  ]),
};

describe("périmètre géographique d'un agent", () => {
  it('met en mots le niveau et le territoire, nommé par la géographie du registre', () => {
    expect(lirePerimetre('NATIONAL', noms)).toEqual({
      niveau: 'NATIONAL',
      libelleNiveau: 'National',
      territoire: 'France entière',
    });
    expect(lirePerimetre('REGION:84', noms)).toMatchObject({
      libelleNiveau: 'Régional',
      territoire: 'Auvergne-Rhône-Alpes (84)',
    });
    expect(lirePerimetre('DEPARTEMENT:69', noms)).toMatchObject({ libelleNiveau: 'Départemental', territoire: 'Rhône (69)' });
    expect(lirePerimetre('DEPARTEMENT:2a', noms).territoire).toBe('Corse-du-Sud (2A)');
    expect(lirePerimetre('DEPARTEMENT:974', noms).territoire).toBe('La Réunion (974)');
    expect(lirePerimetre('EPCI:200046977').territoire).toBe('Intercommunalité, SIREN 200046977');
    expect(lirePerimetre('COMMUNE:69123').territoire).toBe('Commune, code INSEE 69123');
  });

  it('reste lisible pour un code inconnu, un niveau absent ou avant que les noms soient chargés', () => {
    expect(lirePerimetre('DEPARTEMENT:69').territoire).toBe('Département de code 69');
    expect(lirePerimetre('DEPARTEMENT:99', noms).territoire).toBe('Département de code 99');
    expect(lirePerimetre('DEPARTEMENT').territoire).toBe('Non précisé');
    expect(lirePerimetre('INCONNU:1').niveau).toBe('NATIONAL');
  });
});
