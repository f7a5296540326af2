import { describe, expect, it } from 'vitest';
import { lirePerimetre } from './perimetre.ts';

describe("périmètre géographique d'un agent", () => {
  it('met en mots le niveau et le territoire', () => {
    expect(lirePerimetre('NATIONAL')).toEqual({ niveau: 'NATIONAL', libelleNiveau: 'National', territoire: 'France entière' });
    expect(lirePerimetre('REGION:84')).toMatchObject({ libelleNiveau: 'Régional', territoire: 'Auvergne-Rhône-Alpes (84)' });
    expect(lirePerimetre('DEPARTEMENT:69')).toMatchObject({ libelleNiveau: 'Départemental', territoire: 'Rhône (69)' });
    expect(lirePerimetre('DEPARTEMENT:2a').territoire).toBe('Corse-du-Sud (2A)');
    expect(lirePerimetre('DEPARTEMENT:974').territoire).toBe('La Réunion (974)');
    expect(lirePerimetre('EPCI:200046977').territoire).toBe('Intercommunalité, SIREN 200046977');
    expect(lirePerimetre('COMMUNE:69123').territoire).toBe('Commune, code INSEE 69123');
  });

  it('reste lisible pour un code inconnu ou un niveau absent', () => {
    expect(lirePerimetre('DEPARTEMENT:99').territoire).toBe('Département de code 99');
    expect(lirePerimetre('DEPARTEMENT').territoire).toBe('Non précisé');
    expect(lirePerimetre('INCONNU:1').niveau).toBe('NATIONAL');
  });
});
