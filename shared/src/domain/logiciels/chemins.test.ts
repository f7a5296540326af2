import { describe, expect, it } from 'vitest';
import { cheminEntreeLot, cheminJson, erreursEnCheminsJson, sousChemin } from './chemins.ts';

describe('chemins JSON des erreurs du service pour logiciels', () => {
  it('écrit les rangs de liste entre crochets', () => {
    expect(cheminJson('identification.parcelle.0.numero')).toBe('identification.parcelle[0].numero');
    expect(cheminJson('identification.adresseSecondaire.12.codePostal')).toBe('identification.adresseSecondaire[12].codePostal');
    expect(cheminJson('0.a')).toBe('[0].a');
    expect(cheminJson('identification.nbLots')).toBe('identification.nbLots');
  });

  it('garde un chemin déjà écrit en JSON (idempotent) et ignore les segments vides', () => {
    expect(cheminJson('identification.parcelle[0].numero')).toBe('identification.parcelle[0].numero');
    expect(cheminJson(cheminJson('a.1.b.2'))).toBe('a[1].b[2]');
    expect(cheminJson('')).toBe('');
    expect(cheminJson('.a..b.')).toBe('a.b');
  });

  it('préfixe le chemin d’une entrée de lot', () => {
    expect(sousChemin(cheminEntreeLot(3), 'donneesFinancieres.dateClotureComptes')).toBe(
      'misesAJour[3].donneesFinancieres.dateClotureComptes',
    );
    expect(sousChemin('misesAJour[3]', '')).toBe('misesAJour[3]');
    expect(sousChemin('misesAJour', '3.version')).toBe('misesAJour[3].version');
    expect(sousChemin('', 'a.0')).toBe('a[0]');
  });

  it('réécrit toutes les erreurs d’un cas d’usage, la première de chaque chemin gardée', () => {
    expect(
      erreursEnCheminsJson(
        { 'identification.parcelle.0.numero': 'Numéro invalide.', 'identification.nbLots': 'Obligatoire.' },
        'misesAJour[0]',
      ),
    ).toEqual({
      'misesAJour[0].identification.parcelle[0].numero': 'Numéro invalide.',
      'misesAJour[0].identification.nbLots': 'Obligatoire.',
    });
    expect(erreursEnCheminsJson({ 'a.0': 'premier', 'a[0]': 'second' })).toEqual({ 'a[0]': 'premier' });
  });
});
