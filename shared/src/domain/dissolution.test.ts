import { describe, expect, it } from 'vitest';
import {
  accesDissolution,
  detientLeMandat,
  etatApresRefus,
  dissolutionEnAttente,
  idDemandeDissolution,
  RAISONS_NON_DISSOLUBLE,
  refusDissolution,
  type CoproprieteADissoudre,
} from './dissolution.ts';

const copro = (c: Partial<CoproprieteADissoudre> = {}): CoproprieteADissoudre => ({
  etat: 'IMMATRICULEE_RATTACHEE',
  immatriculation: 'AB1234567',
  idTeledeclarant: 1001,
  idDemandeEnCours: null,
  ...c,
});
const NOTAIRE = { profil: 'NOTAIRE_NOTAIRE' as const, idTeledeclarant: 1003 };
const SYNDIC = { profil: 'TELE_PRO_ADMIN_PRINC' as const, idTeledeclarant: 1001 };
const AUTRE_SYNDIC = { profil: 'TELE_NONPRO_ADMIN_PRINC' as const, idTeledeclarant: 1002 };
const TENEUR = { profil: 'TENEUR_ADMIN_PRINC' as const, idTeledeclarant: null };
const mandat = (idTeledeclarant: number, statut = 'COURANT') => ({ idTeledeclarant, statut });

describe('qui peut déclarer une dissolution', () => {
  it('un notaire, pour toute copropriété immatriculée désignée par son numéro', () => {
    expect(accesDissolution(NOTAIRE, copro(), { parNumero: true, mandatCourant: mandat(1001) })).toBe(true);
    expect(
      accesDissolution(NOTAIRE, copro({ immatriculation: null, etat: 'BROUILLON' }), { parNumero: true, mandatCourant: null }),
    ).toBe(false);
  });

  it('un notaire par identifiant : seulement une copropriété que son étude a immatriculée', () => {
    expect(accesDissolution(NOTAIRE, copro(), { parNumero: false, mandatCourant: null })).toBe(false);
    expect(accesDissolution(NOTAIRE, copro({ idTeledeclarant: 1003 }), { parNumero: false, mandatCourant: null })).toBe(true);
  });

  it('un syndic seulement pour une copropriété dont son établissement détient le mandat courant', () => {
    expect(accesDissolution(SYNDIC, copro(), { parNumero: false, mandatCourant: mandat(1001) })).toBe(true);
    expect(accesDissolution(SYNDIC, copro(), { parNumero: true, mandatCourant: mandat(1001) })).toBe(true);
    expect(accesDissolution(AUTRE_SYNDIC, copro(), { parNumero: true, mandatCourant: mandat(1001) })).toBe(false);
    expect(accesDissolution(SYNDIC, copro(), { parNumero: false, mandatCourant: mandat(1001, 'EXPIRE') })).toBe(false);
    expect(accesDissolution(SYNDIC, copro(), { parNumero: false, mandatCourant: null })).toBe(false);
  });

  it('personne d’autre (un teneur ne déclare pas de dissolution)', () => {
    expect(accesDissolution(TENEUR, copro(), { parNumero: true, mandatCourant: mandat(1001) })).toBe(false);
  });

  it('détenir le mandat : le mandat courant, en vigueur, de son établissement', () => {
    expect(detientLeMandat(1001, mandat(1001))).toBe(true);
    expect(detientLeMandat(null, mandat(1001))).toBe(false);
    expect(detientLeMandat(1001, mandat(1001, 'ARCHIVE'))).toBe(false);
    expect(detientLeMandat(1001, undefined)).toBe(false);
  });
});

describe('la copropriété peut-elle être dissoute maintenant', () => {
  it('oui depuis les quatre états immatriculés, sans demande en cours', () => {
    for (const etat of [
      'IMMATRICULEE_RATTACHEE',
      'IMMATRICULEE_A_RATTACHER',
      'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
    ] as const)
      expect(refusDissolution(copro({ etat }))).toBeNull();
  });

  it('pas maintenant pendant une demande en cours (réessayer plus tard)', () => {
    expect(refusDissolution(copro({ idDemandeEnCours: 'RATTACHEMENT-12' }))).toEqual({
      code: 'DEMANDE_EN_COURS',
      raison: RAISONS_NON_DISSOLUBLE.DEMANDE_EN_COURS,
    });
  });

  it('jamais une copropriété dissoute, en cours de dissolution, supprimée ou non immatriculée', () => {
    expect(refusDissolution(copro({ etat: 'DISSOUTE' }))?.raison).toBe(RAISONS_NON_DISSOLUBLE.DISSOUTE);
    for (const etat of ['DISSOLUTION_A_VALIDER', 'DISSOLUTION_EN_COURS_DE_VALIDATION', 'DISSOLUTION_EN_COURS'] as const)
      expect(refusDissolution(copro({ etat, idDemandeEnCours: 'DISSOLUTION-3' }))).toEqual({
        code: 'DISSOLUTION_IMPOSSIBLE',
        raison: RAISONS_NON_DISSOLUBLE.DISSOLUTION_EN_COURS,
      });
    expect(refusDissolution(copro({ etat: 'SUPPRIMEE' }))?.raison).toBe(RAISONS_NON_DISSOLUBLE.SUPPRIMEE);
    expect(refusDissolution(copro({ etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER', immatriculation: null }))?.code).toBe(
      'DISSOLUTION_IMPOSSIBLE',
    );
    expect(refusDissolution(copro({ etat: 'BROUILLON', immatriculation: null }))?.raison).toBe(
      RAISONS_NON_DISSOLUBLE.NON_IMMATRICULEE,
    );
  });

  it('une demande de dissolution est en attente tant que la dissolution n’est ni validée ni refusée', () => {
    expect(dissolutionEnAttente('A_VALIDER')).toBe(true);
    expect(dissolutionEnAttente('VALIDATION_EN_COURS')).toBe(true);
    expect(dissolutionEnAttente('VALIDEE')).toBe(false);
    expect(dissolutionEnAttente('REFUSEE')).toBe(false);
    expect(idDemandeDissolution(7)).toBe('DISSOLUTION-7');
  });
});

describe('refus de la dissolution', () => {
  it('rend à la copropriété son état d’avant, expiré si son mandat a expiré entre-temps', () => {
    expect(etatApresRefus('IMMATRICULEE_A_RATTACHER', null)).toBe('IMMATRICULEE_A_RATTACHER');
    expect(etatApresRefus('IMMATRICULEE_RATTACHEE', { idTeledeclarant: 1, statut: 'COURANT' })).toBe('IMMATRICULEE_RATTACHEE');
    expect(etatApresRefus('IMMATRICULEE_RATTACHEE', { idTeledeclarant: 1, statut: 'EXPIRE' })).toBe(
      'IMMATRICULEE_RATTACHEMENT_EXPIRE',
    );
  });
});
