import { describe, expect, it } from 'vitest';
import { compteurSelection, etatsRegles, messageSuppressionUtilisateurs, triSuivant } from './formulaire.ts';

describe('comportements partagés des formulaires et tableaux', () => {
  it('tri : la même colonne alterne croissant et décroissant, une autre colonne repart en croissant', () => {
    expect(triSuivant(null, 'siret')).toEqual({ champ: 'siret', sens: 'asc' });
    expect(triSuivant({ champ: 'siret', sens: 'asc' }, 'siret')).toEqual({ champ: 'siret', sens: 'desc' });
    expect(triSuivant({ champ: 'siret', sens: 'desc' }, 'siret')).toEqual({ champ: 'siret', sens: 'asc' });
    expect(triSuivant({ champ: 'siret', sens: 'desc' }, 'commune')).toEqual({ champ: 'commune', sens: 'asc' });
  });

  it('compteur de sélection et messages de suppression au singulier et au pluriel', () => {
    expect(compteurSelection(0)).toBe('0 ligne sélectionnée');
    expect(compteurSelection(1)).toBe('1 ligne sélectionnée');
    expect(compteurSelection(3)).toBe('3 lignes sélectionnées');
    expect(messageSuppressionUtilisateurs(1)).toBe('Voulez-vous vraiment supprimer cet utilisateur ?');
    expect(messageSuppressionUtilisateurs(2)).toBe('Voulez-vous vraiment supprimer ces 2 utilisateurs ?');
  });

  it('règles du mot de passe : info avant saisie, puis valide ou en erreur règle par règle', () => {
    expect(etatsRegles('', false).every((r) => r.severite === 'info')).toBe(true);
    expect(etatsRegles('', true).every((r) => r.severite === 'error')).toBe(true);
    const partiel = Object.fromEntries(etatsRegles('abcDEF', true).map((r) => [r.cle, r.severite]));
    expect(partiel).toEqual({
      longueur: 'error',
      majuscule: 'valid',
      minuscule: 'valid',
      chiffre: 'error',
      special: 'error',
      espace: 'valid',
    });
    expect(etatsRegles('Registre-Demo-2026!', true).every((r) => r.severite === 'valid')).toBe(true);
    expect(etatsRegles('Registre Demo-2026!', true).find((r) => r.cle === 'espace')?.severite).toBe('error');
  });
});
