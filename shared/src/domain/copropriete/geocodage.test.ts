import { describe, expect, it } from 'vitest';
import { choixGeocodage, libelleComparable } from './geocodage.ts';

const a = (libelle: string) => ({ libelle, idBan: `${libelle.length}` });
const PAIX = a('12 Rue de la Paix 75002 Paris');

describe('choix après géocodage (spec 000 §7)', () => {
  it('choisit directement le seul résultat dont le libellé est le texte saisi, virgules ôtées', () => {
    expect(choixGeocodage('12 Rue de la Paix 75002 Paris', [PAIX])).toEqual({ action: 'CHOISIR', resultat: PAIX });
    expect(choixGeocodage('12 Rue de la Paix, 75002 Paris', [PAIX])).toEqual({ action: 'CHOISIR', resultat: PAIX });
    // the service's label may carry the comma (completion: "12 Rue de la Paix, 75002 Paris")
    const avecVirgule = a('12 Rue de la Paix, 75002 Paris');
    expect(choixGeocodage('12 Rue de la Paix 75002 Paris', [avecVirgule])).toEqual({ action: 'CHOISIR', resultat: avecVirgule });
  });

  it('ignore la casse et les espaces répétés ou en bordure', () => {
    expect(choixGeocodage('  12 rue de la paix   75002 PARIS ', [PAIX]).action).toBe('CHOISIR');
    expect(choixGeocodage('12 rue de la paix,75002 paris', [PAIX]).action).toBe('CHOISIR');
  });

  it("ouvre la modale pour un seul résultat d'un autre libellé", () => {
    expect(choixGeocodage('12 rue de la paix', [PAIX])).toEqual({ action: 'MODALE', resultats: [PAIX] });
    // accents are part of the label: only commas, spaces and case are ignored
    const etienne = a('8 Rue de la Paix 42000 Saint-Étienne');
    expect(choixGeocodage('8 Rue de la Paix 42000 Saint-Etienne', [etienne]).action).toBe('MODALE');
  });

  it('ouvre la modale dès qu’il y a plus d’un résultat, même si l’un est identique au texte', () => {
    const autre = a('12 Rue de la Paix 44000 Nantes');
    expect(choixGeocodage('12 Rue de la Paix 75002 Paris', [PAIX, autre])).toEqual({
      action: 'MODALE',
      resultats: [PAIX, autre],
    });
  });

  it('garde le texte saisi comme adresse non géolocalisée sans résultat', () => {
    expect(choixGeocodage('Lieu-dit Les Granges', [])).toEqual({ action: 'NON_GEOLOCALISEE' });
  });

  it('compare des libellés normalisés', () => {
    expect(libelleComparable(' 12 Rue de la Paix,  75002 Paris ')).toBe('12 rue de la paix 75002 paris');
  });
});
