import { describe, expect, it } from 'vitest';
import { etatMajAnnuelle, LIBELLES_MAJ_ANNUELLE, MAJ_ANNUELLE_APPLICABLE } from './majAnnuelle.ts';

const etat = (aujourdhui: string, ajouts: Partial<Parameters<typeof etatMajAnnuelle>[0]> = {}) =>
  etatMajAnnuelle({
    aujourdhui,
    dateClotureDernierExercice: '2024-12-31',
    exerciceNonApprouve: false,
    dateImmatriculation: '2020-03-15',
    ...ajouts,
  });

describe('mise à jour annuelle : exercice clos le 31/12/2024, approuvé', () => {
  // N = 31/12/2025: due from 01/01/2026, late after 31/08/2026
  it('faite jusqu’à la clôture de l’exercice suivant', () => {
    expect(etat('2025-06-01')).toEqual({
      statut: 'FAITE',
      exigibleLe: '2026-01-01',
      dateLimite: '2026-08-31',
      prochainChangement: '2026-01-01',
    });
    expect(etat('2025-12-31')?.statut).toBe('FAITE');
  });
  it('à faire du lendemain de la clôture à 8 mois après elle, inclus', () => {
    expect(etat('2026-01-01')).toEqual({
      statut: 'A_FAIRE',
      exigibleLe: '2026-01-01',
      dateLimite: '2026-08-31',
      prochainChangement: '2026-09-01',
    });
    expect(etat('2026-08-30')?.statut).toBe('A_FAIRE');
    expect(etat('2026-08-31')?.statut).toBe('A_FAIRE');
  });
  it('en retard le lendemain de la date limite, sans autre changement', () => {
    expect(etat('2026-09-01')).toEqual({
      statut: 'EN_RETARD',
      exigibleLe: '2026-01-01',
      dateLimite: '2026-08-31',
      prochainChangement: null,
    });
    expect(etat('2030-01-01')?.statut).toBe('EN_RETARD');
  });
});

describe('mise à jour annuelle : fins de mois', () => {
  it('clôture au 31/01 : la limite tombe au dernier jour du mois d’arrivée', () => {
    // N = 31/01/2026, N + 8 months = 30/09/2026 (no 31/09)
    const r = etat('2026-09-30', { dateClotureDernierExercice: '2025-01-31' });
    expect(r).toEqual({
      statut: 'A_FAIRE',
      exigibleLe: '2026-02-01',
      dateLimite: '2026-09-30',
      prochainChangement: '2026-10-01',
    });
    expect(etat('2026-10-01', { dateClotureDernierExercice: '2025-01-31' })?.statut).toBe('EN_RETARD');
    expect(etat('2026-01-31', { dateClotureDernierExercice: '2025-01-31' })?.statut).toBe('FAITE');
  });
  it('clôture au 30/06 : limite au 28/02 (29/02 d’une année bissextile)', () => {
    // N = 30/06/2026, N + 8 months = 28/02/2027; N = 30/06/2027 → 29/02/2028
    expect(etat('2027-02-28', { dateClotureDernierExercice: '2025-06-30' })).toMatchObject({
      statut: 'A_FAIRE',
      exigibleLe: '2026-07-01',
      dateLimite: '2027-02-28',
      prochainChangement: '2027-03-01',
    });
    expect(etat('2028-02-29', { dateClotureDernierExercice: '2026-06-30' })).toMatchObject({
      statut: 'A_FAIRE',
      dateLimite: '2028-02-29',
      prochainChangement: '2028-03-01',
    });
  });
  it('clôture au 29/02 : l’exercice suivant clôt le 28/02', () => {
    expect(etat('2025-02-28', { dateClotureDernierExercice: '2024-02-29' })).toMatchObject({
      statut: 'FAITE',
      exigibleLe: '2025-03-01',
      dateLimite: '2025-10-28',
    });
  });
});

describe('mise à jour annuelle : exercice non approuvé', () => {
  // the update still to make completes that exercise: N = C = 31/12/2024
  it('à faire dès le lendemain de sa clôture, en retard 8 mois après', () => {
    const non = { exerciceNonApprouve: true };
    expect(etat('2024-12-31', non)).toEqual({
      statut: 'FAITE',
      exigibleLe: '2025-01-01',
      dateLimite: '2025-08-31',
      prochainChangement: '2025-01-01',
    });
    expect(etat('2025-01-01', non)?.statut).toBe('A_FAIRE');
    expect(etat('2025-08-31', non)).toMatchObject({ statut: 'A_FAIRE', prochainChangement: '2025-09-01' });
    expect(etat('2025-09-01', non)).toMatchObject({ statut: 'EN_RETARD', prochainChangement: null });
  });
});

describe('mise à jour annuelle : aucun exercice connu', () => {
  // first closing presumed 12 months after the registration: 15/03/2020 → N = 15/03/2021
  const sans = { dateClotureDernierExercice: null };
  it('première clôture présumée 12 mois après l’immatriculation', () => {
    expect(etat('2021-03-15', sans)).toEqual({
      statut: 'FAITE',
      exigibleLe: '2021-03-16',
      dateLimite: '2021-11-15',
      prochainChangement: '2021-03-16',
    });
    expect(etat('2021-03-16', sans)?.statut).toBe('A_FAIRE');
    expect(etat('2021-11-15', sans)?.statut).toBe('A_FAIRE');
    expect(etat('2021-11-16', sans)?.statut).toBe('EN_RETARD');
  });
  it('le drapeau « non approuvé » sans exercice ne change rien', () => {
    expect(etat('2021-03-16', { ...sans, exerciceNonApprouve: true })).toEqual(etat('2021-03-16', sans));
  });
  it('immatriculée un 31/01 : première clôture le 31/01 suivant', () => {
    expect(etat('2025-01-01', { ...sans, dateImmatriculation: '2024-01-31' })).toMatchObject({
      exigibleLe: '2025-02-01',
      dateLimite: '2025-09-30',
    });
  });
  it('ni clôture ni immatriculation : rien à dire', () => {
    expect(etat('2025-01-01', { ...sans, dateImmatriculation: null })).toBeNull();
  });
  it('une clôture connue l’emporte sur la date d’immatriculation', () => {
    expect(etat('2026-01-01', { dateImmatriculation: '2025-12-01' })?.exigibleLe).toBe('2026-01-01');
  });
});

describe('mise à jour annuelle : libellés et copropriétés concernées', () => {
  it('libellés en français', () => {
    expect(LIBELLES_MAJ_ANNUELLE).toEqual({ A_FAIRE: 'À faire', FAITE: 'Faite', EN_RETARD: 'En retard' });
  });
  it('seules les copropriétés immatriculées ont une mise à jour annuelle', () => {
    expect(MAJ_ANNUELLE_APPLICABLE('IMMATRICULEE_RATTACHEE')).toBe(true);
    expect(MAJ_ANNUELLE_APPLICABLE('IMMATRICULEE_A_RATTACHER')).toBe(true);
    expect(MAJ_ANNUELLE_APPLICABLE('IMMATRICULEE_RATTACHEMENT_EXPIRE')).toBe(true);
    expect(MAJ_ANNUELLE_APPLICABLE('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER')).toBe(false);
    expect(MAJ_ANNUELLE_APPLICABLE('BROUILLON')).toBe(false);
    expect(MAJ_ANNUELLE_APPLICABLE('DISSOUTE')).toBe(false);
  });
});
