import { describe, expect, it } from 'vitest';
import { PROFILS } from '@registre/shared/domain/profils';
import { statutAuthentification, verifieConnexionInstitutionnelle } from './clavis.ts';
import { CHEMIN_UTILISATEUR_NON_VALIDE, lienUtilisateurNonValide, lireMotif } from './nonValide.ts';

describe('[issue 14] connexion institutionnelle vérifiée pour les teneurs (spec 001 §4)', () => {
  it("l'agent institutionnel et les quatre profils de teneur vérifient la connexion institutionnelle, personne d'autre", () => {
    expect(PROFILS.filter(verifieConnexionInstitutionnelle)).toEqual([
      'INSTITUTIONNEL',
      'TENEUR_ADMIN_PRINC',
      'TENEUR_ADMIN_SCOND',
      'TENEUR_ASS_HOTLINE_ADMIN',
      'TENEUR_ASS_HOTLINE_GES',
    ]);
    expect(verifieConnexionInstitutionnelle(null)).toBe(false);
  });

  it('les états de la spec : NOT_AUTHENTICATED, PENDING, AUTHENTICATED, AUTHENTICATED_CLAVIS', () => {
    expect(statutAuthentification('chargement', undefined)).toBe('PENDING');
    expect(statutAuthentification('anonyme', true)).toBe('NOT_AUTHENTICATED');
    expect(statutAuthentification('connecte', false)).toBe('AUTHENTICATED');
    expect(statutAuthentification('connecte', undefined)).toBe('AUTHENTICATED');
    expect(statutAuthentification('connecte', true)).toBe('AUTHENTICATED_CLAVIS');
  });
});

describe('[issue 14] la page utilisateur-non-valide', () => {
  it('porte le motif dans son adresse ; un motif inconnu est celui du profil restreint', () => {
    expect(lienUtilisateurNonValide('charte')).toBe(`${CHEMIN_UTILISATEUR_NON_VALIDE}?motif=charte`);
    expect(lireMotif('institutionnel')).toBe('institutionnel');
    expect(lireMotif('<script>')).toBe('restreint');
    expect(lireMotif(null)).toBe('restreint');
  });
});
