import { describe, expect, it } from 'vitest';
import { NOM_FICHIER_DONNEES_BRUTES } from '@registre/shared/routes/donneesBrutes.routes';
import { detailTelechargement, empreinteCourte, libelleTelechargement, lienTelechargement } from './fichiers.ts';

describe('manifeste des fichiers de données brutes', () => {
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
