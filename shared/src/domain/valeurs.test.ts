import { describe, expect, it } from 'vitest';
import {
  dateFrVersIso,
  dateIsoVersFr,
  motDePasseConforme,
  normaliserImmatriculation,
  siretValide,
  versionAffichee,
  EMAIL_REGEX,
} from './valeurs.ts';

describe('siretValide', () => {
  it('accepte un SIRET dont la clé de Luhn est juste', () => {
    expect(siretValide('73282932000074')).toBe(true);
  });
  it('refuse une clé fausse, une longueur fausse ou des lettres', () => {
    expect(siretValide('73282932000075')).toBe(false);
    expect(siretValide('7328293200007')).toBe(false);
    expect(siretValide('7328293200007A')).toBe(false);
  });
  it('applique la règle de La Poste (somme multiple de 5)', () => {
    expect(siretValide('35600000012346')).toBe(true);
    expect(siretValide('35600000012345')).toBe(false);
  });
});

describe('immatriculation', () => {
  it('accepte les deux écritures et rend la forme compacte', () => {
    expect(normaliserImmatriculation('AC1234567')).toBe('AC1234567');
    expect(normaliserImmatriculation('ac1-234-567')).toBe('AC1234567');
  });
  it('refuse les formes mal écrites', () => {
    expect(normaliserImmatriculation('A1234567')).toBeNull();
    expect(normaliserImmatriculation('AC1-234567')).toBeNull();
    expect(normaliserImmatriculation('AC12345678')).toBeNull();
  });
});

describe('dates', () => {
  it('convertit dd/mm/yyyy en ISO et refuse les dates impossibles', () => {
    expect(dateFrVersIso('29/02/2024')).toBe('2024-02-29');
    expect(dateFrVersIso('29/02/2023')).toBeNull();
    expect(dateFrVersIso('2024-02-29')).toBeNull();
    expect(dateIsoVersFr('2024-02-29T10:00:00Z')).toBe('29/02/2024');
  });
});

describe('mot de passe', () => {
  it('exige 12 caractères, majuscule, minuscule, chiffre, spécial et aucun espace', () => {
    expect(motDePasseConforme('Registre-2026!')).toBe(true);
    expect(motDePasseConforme('Regis-2026!')).toBe(false);
    expect(motDePasseConforme('registre-2026!')).toBe(false);
    expect(motDePasseConforme('Registre 2026!')).toBe(false);
    expect(motDePasseConforme('Registre20266')).toBe(false);
  });
});

describe('email et version', () => {
  it('accepte les caractères spéciaux permis et refuse les autres', () => {
    expect(EMAIL_REGEX.test('jean.dupont+syndic@exemple.fr')).toBe(true);
    expect(EMAIL_REGEX.test('jean!dupont@exemple.fr')).toBe(false);
    expect(EMAIL_REGEX.test('jean@exemple')).toBe(false);
  });
  it('retire le suffixe SNAPSHOT', () => {
    expect(versionAffichee('1.7.0-SNAPSHOT')).toBe('V 1.7.0');
  });
});
