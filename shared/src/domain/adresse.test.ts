import { describe, expect, it } from 'vitest';
import { formaterAdresse, formaterAdresses } from './adresse.ts';

describe('formaterAdresse (issue 15 : une seule façon d’écrire une adresse)', () => {
  it("n'ajoute pas le code postal et la commune que le libellé contient déjà", () => {
    expect(formaterAdresse({ libelle: '12 Rue de la Paix 75002 Paris', codePostal: '75002', commune: 'Paris' })).toBe(
      '12 Rue de la Paix 75002 Paris',
    );
    // accents, hyphens and case do not matter
    expect(
      formaterAdresse({ libelle: '3 place Jean Jaurès 42000 SAINT ETIENNE', codePostal: '42000', commune: 'Saint-Étienne' }),
    ).toBe('3 place Jean Jaurès 42000 SAINT ETIENNE');
    expect(formaterAdresse({ libelle: '12 Rue de la Paix, 75002 Paris', codePostal: '75002', commune: 'Paris' })).toBe(
      '12 Rue de la Paix, 75002 Paris',
    );
  });

  it('ajoute le code postal et la commune quand le libellé ne les dit pas', () => {
    expect(formaterAdresse({ libelle: '12 Rue de la Paix', codePostal: '75002', commune: 'Paris' })).toBe(
      '12 Rue de la Paix, 75002 Paris',
    );
    // the town in the street's name is not the locality
    expect(formaterAdresse({ libelle: '8 avenue de Paris', codePostal: '78000', commune: 'Versailles' })).toBe(
      '8 avenue de Paris, 78000 Versailles',
    );
    expect(formaterAdresse({ libelle: '12 rue de Paris', codePostal: '75002', commune: 'Paris' })).toBe(
      '12 rue de Paris, 75002 Paris',
    );
    // a number of the street is not the postal code
    expect(formaterAdresse({ libelle: '75002 rue Longue', codePostal: '7500', commune: 'X' })).toBe('75002 rue Longue, 7500 X');
  });

  it('complète ce qui manque au libellé : la commune après le code, le code avant la commune', () => {
    expect(formaterAdresse({ libelle: '12 Rue de la Paix 75002', codePostal: '75002', commune: 'Paris' })).toBe(
      '12 Rue de la Paix 75002 Paris',
    );
    expect(formaterAdresse({ libelle: '12 Rue de la Paix, Paris', codePostal: '75002', commune: 'Paris' })).toBe(
      '12 Rue de la Paix, 75002 Paris',
    );
    expect(formaterAdresse({ libelle: '12 Rue de la Paix, Paris', commune: 'Paris' })).toBe('12 Rue de la Paix, Paris');
  });

  it('parties manquantes', () => {
    expect(formaterAdresse(null)).toBe('');
    expect(formaterAdresse({})).toBe('');
    expect(formaterAdresse({ libelle: '  ', codePostal: null, commune: '' })).toBe('');
    expect(formaterAdresse({ libelle: 'Lieu-dit Les Granges' })).toBe('Lieu-dit Les Granges');
    expect(formaterAdresse({ codePostal: '75002', commune: 'Paris' })).toBe('75002 Paris');
    expect(formaterAdresse({ commune: 'Paris' })).toBe('Paris');
    expect(formaterAdresse({ libelle: '12 Rue de la Paix', commune: 'Paris' })).toBe('12 Rue de la Paix, Paris');
    expect(formaterAdresse({ libelle: '12 Rue de la Paix', codePostal: '75002' })).toBe('12 Rue de la Paix, 75002');
    expect(formaterAdresse({ libelle: 'Paris', codePostal: '75002', commune: 'Paris' })).toBe('75002 Paris');
    // without a label: number and street
    expect(formaterAdresse({ numero: 12, voie: 'Rue de la Paix', codePostal: '75002', commune: 'Paris' })).toBe(
      '12 Rue de la Paix, 75002 Paris',
    );
    // spaces tidied
    expect(formaterAdresse({ libelle: ' 12  Rue de la Paix ', codePostal: ' 75002 ', commune: ' Paris ' })).toBe(
      '12 Rue de la Paix, 75002 Paris',
    );
  });

  it('plusieurs adresses', () => {
    expect(
      formaterAdresses([
        { libelle: '12 Rue de la Paix 75002 Paris', codePostal: '75002', commune: 'Paris' },
        null,
        { libelle: '' },
        { libelle: '3 impasse du Moulin', codePostal: '75002', commune: 'Paris' },
      ]),
    ).toBe('12 Rue de la Paix 75002 Paris ; 3 impasse du Moulin, 75002 Paris');
    expect(formaterAdresses([], ' ; ')).toBe('');
    expect(formaterAdresses(undefined)).toBe('');
    expect(formaterAdresses([{ libelle: 'A' }, { libelle: 'B' }], '\n')).toBe('A\nB');
  });
});
