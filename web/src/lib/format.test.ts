import { describe, expect, it } from 'vitest';
import { NOM_FICHIER_DONNEES_BRUTES } from '@registre/shared/routes/donneesBrutes.routes';
import {
  dateFichier,
  detailTelechargement,
  empreinteCourte,
  libelleTelechargement,
  lienTelechargement,
  nombreDeLignes,
  nombreFr,
  tailleFichier,
} from './format.ts';

const FINE = '\u202f';

describe('manifeste des fichiers de données brutes, en français', () => {
  it('date jj/mm/aaaa sans fuseau horaire', () => {
    expect(dateFichier('2026-05-12')).toBe('12/05/2026');
    expect(dateFichier('2026-01-01T00:30:00Z')).toBe('01/01/2026');
    expect(dateFichier('inconnue')).toBe('inconnue');
  });

  it('nombres avec séparateur de milliers, tailles en Ko, Mo, Go', () => {
    expect(nombreFr(620431)).toBe(`620${FINE}431`);
    expect(nombreFr(12)).toBe('12');
    expect(nombreDeLignes(0)).toBe('0 ligne');
    expect(nombreDeLignes(1)).toBe('1 ligne');
    expect(nombreDeLignes(2)).toBe('2 lignes');
    expect(nombreDeLignes(620431)).toBe(`620${FINE}431 lignes`);
    expect(tailleFichier(0)).toBe('0 octet');
    expect(tailleFichier(950)).toBe('950 octets');
    expect(tailleFichier(63_364)).toBe('63,4 Ko');
    expect(tailleFichier(61_880_000)).toBe('61,9 Mo');
    expect(tailleFichier(2_000_000)).toBe('2 Mo');
    expect(tailleFichier(425_000_000)).toBe('425 Mo');
    expect(tailleFichier(1_250_000_000)).toBe('1,3 Go');
  });

  it('empreinte tronquée à 12 caractères', () => {
    const sha = 'a'.repeat(20) + 'b'.repeat(44);
    expect(empreinteCourte(sha)).toBe(`${'a'.repeat(12)}…`);
    expect(empreinteCourte('abc')).toBe('abc');
  });

  it('lien de téléchargement vers la route publique avec ?fichier=, nom accessible avec la date et la taille', () => {
    const f = { nom: 'rnic-donnees-20260512.csv', date: '2026-05-12', octets: 61_880_000 };
    expect(NOM_FICHIER_DONNEES_BRUTES.test(f.nom)).toBe(true);
    expect(lienTelechargement(f)).toBe('/api/public/donneesBrute/telecharger?fichier=rnic-donnees-20260512.csv');
    expect(`${libelleTelechargement(f)} ${detailTelechargement(f)}`).toBe('Télécharger le fichier du 12/05/2026 CSV – 61,9 Mo');
  });
});
