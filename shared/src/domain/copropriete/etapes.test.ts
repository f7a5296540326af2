import { describe, expect, it } from 'vitest';
import {
  BLOC_PAR_ETAPE,
  ETAPES_IMMATRICULATION,
  ETAPE_PAR_BLOC,
  estCleEtape,
  etapeApresVerificationDoublons,
  etapePrecedente,
  etapeSuivante,
  etapesDuParcours,
} from './etapes.ts';

describe("étapes de l'immatriculation", () => {
  it('reprend les sept étapes de la spécification dans l’ordre', () => {
    expect(ETAPES_IMMATRICULATION).toEqual([
      'infos-rattachement',
      'identification',
      'procedures',
      'donnees-financieres',
      'donnees-techniques',
      'recapitulatif',
      'doublons',
    ]);
  });
  it('associe chaque étape de saisie à son bloc, et chaque bloc à son étape', () => {
    expect(BLOC_PAR_ETAPE['infos-rattachement']).toBe('infoRattachement');
    expect(BLOC_PAR_ETAPE['donnees-financieres']).toBe('donneesFinancieres');
    expect(BLOC_PAR_ETAPE.recapitulatif).toBeNull();
    for (const [bloc, etape] of Object.entries(ETAPE_PAR_BLOC)) expect(BLOC_PAR_ETAPE[etape]).toBe(bloc);
  });
  it('le notaire commence à l’identification (pas de mandat)', () => {
    expect(etapesDuParcours('OFFICE')[0]).toBe('identification');
    expect(etapesDuParcours('DEFAULT')[0]).toBe('infos-rattachement');
    expect(etapePrecedente('identification', 'INITIALE')).toBeNull();
    expect(etapePrecedente('identification', 'DEFAULT')).toBe('infos-rattachement');
  });
  it('les doublons ne s’affichent que s’il y en a', () => {
    expect(etapesDuParcours('DEFAULT')).not.toContain('doublons');
    expect(etapeSuivante('recapitulatif', 'DEFAULT')).toBeNull();
    expect(etapeSuivante('recapitulatif', 'DEFAULT', true)).toBe('doublons');
    expect(etapeApresVerificationDoublons(0)).toBe('recapitulatif');
    expect(etapeApresVerificationDoublons(2)).toBe('doublons');
  });
  it('reconnaît une clé d’étape', () => {
    expect(estCleEtape('procedures')).toBe(true);
    expect(estCleEtape('identite')).toBe(false);
  });
});
