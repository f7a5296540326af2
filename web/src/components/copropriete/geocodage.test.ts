import { describe, expect, it } from 'vitest';
import type { AdresseGeocodee } from '@registre/shared/schemas/geographie';
import {
  adresseGeolocalisee,
  adresseNonGeolocalisee,
  choixGeocodage,
  estGeolocalisee,
  libelleParcelle,
  parcelleAvecLocalisation,
  recherchePossible,
} from './geocodage.ts';

const adresse = (libelle: string): AdresseGeocodee => ({
  libelle,
  numero: '12',
  voie: 'Rue de la Paix',
  codePostal: '75002',
  commune: 'Paris',
  codeInsee: '75102',
  x: 2.33,
  y: 48.87,
  idBan: '75102_7003_00012',
  score: 0.9,
});

describe('choix du géocodage (spec 000 §7)', () => {
  it('une seule réponse égale au texte saisi sans virgule : choisie directement', () => {
    expect(choixGeocodage('12 Rue de la Paix, 75002 Paris', [adresse('12 Rue de la Paix 75002 Paris')]).action).toBe('CHOISIR');
  });
  it('une seule réponse différente, ou plusieurs : la fenêtre de choix', () => {
    expect(choixGeocodage('12 rue paix', [adresse('12 Rue de la Paix 75002 Paris')]).action).toBe('MODALE');
    expect(choixGeocodage('12 Rue de la Paix 75002 Paris', [adresse('a'), adresse('b')]).action).toBe('MODALE');
  });
  it('aucune réponse : conservée non géolocalisée', () => {
    expect(choixGeocodage('nulle part', []).action).toBe('NON_GEOLOCALISEE');
  });
  it('3 caractères au moins pour chercher', () => {
    expect(recherchePossible(' 12 ')).toBe(false);
    expect(recherchePossible('12 r')).toBe(true);
  });
});

describe('valeurs écrites dans le formulaire', () => {
  it('adresse choisie : géolocalisée, avec ses coordonnées et son bâtiment', () => {
    expect(adresseGeolocalisee(adresse('12 Rue de la Paix 75002 Paris'), 'PRINCIPALE', 'RNB1')).toMatchObject({
      type: 'PRINCIPALE',
      geolocalisee: 'true',
      codeInsee: '75102',
      x: 2.33,
      idRnb: 'RNB1',
    });
  });
  it('adresse conservée : non géolocalisée, le texte tel que saisi', () => {
    const a = adresseNonGeolocalisee('  3 chemin   des Vignes ', 'SECONDAIRE');
    expect(a).toMatchObject({ type: 'SECONDAIRE', geolocalisee: 'false', libelle: '3 chemin des Vignes', x: null });
    expect(estGeolocalisee(a)).toBe(false);
  });
  it('parcelle : préfixe 000 par défaut, section en capitales, libellé sur une ligne', () => {
    const p = parcelleAvecLocalisation(
      {
        codePostal: '75002',
        commune: 'Paris',
        codeInsee: '75102',
        communeAbsorbee: '',
        prefixe: '',
        section: 'ab',
        numero: '12',
      },
      true,
    );
    expect(p).toMatchObject({ prefixe: '000', section: 'AB', geolocalisee: 'true' });
    expect(libelleParcelle(p)).toBe('section AB n° 12 — Paris');
    expect(libelleParcelle({ ...p, communeAbsorbee: 'Montmartre' })).toBe('section AB n° 12 — Paris (Montmartre)');
  });
});
