import { describe, expect, it } from 'vitest';
import {
  DATE_NOUVELLES_COPROPRIETES,
  DUREE_ATTENDUE_MANDAT_MOIS,
  DUREE_MAX_EXERCICE_MOIS,
  DUREE_MAX_MANDAT_MOIS,
  LONGUEUR_MAX_NOM_COPROPRIETE,
  SEUIL_DETTE_COPROPRIETAIRE_EUROS,
  TAILLE_MAX_JUSTIFICATIF_OCTETS,
  dateLimiteImmatriculation,
  dateLimitePlanPluriannuel,
  immatriculationOfficePossible,
  impayesAtteignentSeuilAdHoc,
  planPluriannuelExigible,
  seuilImpayesMandatAdHoc,
  typeImmatNotaire,
  typeMajNotaire,
} from './constantes.ts';

describe('constantes du § 9', () => {
  it('reprend les valeurs de la spécification', () => {
    expect(TAILLE_MAX_JUSTIFICATIF_OCTETS).toBe(5 * 1024 * 1024);
    expect(LONGUEUR_MAX_NOM_COPROPRIETE).toBe(50);
    expect(DUREE_MAX_MANDAT_MOIS).toBe(36);
    expect(DUREE_ATTENDUE_MANDAT_MOIS).toBe(12);
    expect(DUREE_MAX_EXERCICE_MOIS).toBe(18);
    expect(SEUIL_DETTE_COPROPRIETAIRE_EUROS).toBe(300);
    expect(DATE_NOUVELLES_COPROPRIETES).toBe('2017-01-01');
  });
  it('seuil d’impayés du mandat ad hoc : 15 % au-delà de 200 lots, 25 % sinon', () => {
    expect(seuilImpayesMandatAdHoc(200)).toBe(0.25);
    expect(seuilImpayesMandatAdHoc(201)).toBe(0.15);
    expect(impayesAtteignentSeuilAdHoc({ nbLots: 201, montantImpayes: 15, charges: 100 })).toBe(true);
    expect(impayesAtteignentSeuilAdHoc({ nbLots: 200, montantImpayes: 15, charges: 100 })).toBe(false);
    expect(impayesAtteignentSeuilAdHoc({ nbLots: 200, montantImpayes: 25, charges: 100 })).toBe(true);
    expect(impayesAtteignentSeuilAdHoc({ nbLots: 10, montantImpayes: 25, charges: 0 })).toBe(false);
  });
  it('délais légaux d’immatriculation selon la taille', () => {
    expect(dateLimiteImmatriculation(201)).toBe('2016-12-31');
    expect(dateLimiteImmatriculation(200)).toBe('2017-12-31');
    expect(dateLimiteImmatriculation(51)).toBe('2017-12-31');
    expect(dateLimiteImmatriculation(50)).toBe('2018-12-31');
    expect(dateLimiteImmatriculation(2)).toBe('2018-12-31');
  });
  it('plan pluriannuel de travaux (§ 9) : 2023 au-delà de 200 lots, 2024 de 50 à 200, 2025 jusqu’à 49', () => {
    expect(dateLimitePlanPluriannuel(201)).toBe('2023-01-01');
    expect(dateLimitePlanPluriannuel(200)).toBe('2024-01-01');
    expect(dateLimitePlanPluriannuel(51)).toBe('2024-01-01');
    expect(dateLimitePlanPluriannuel(50)).toBe('2024-01-01');
    expect(dateLimitePlanPluriannuel(49)).toBe('2025-01-01');
    expect(dateLimitePlanPluriannuel(2)).toBe('2025-01-01');
    expect(planPluriannuelExigible(50, '2023-12-31')).toBe(false);
    expect(planPluriannuelExigible(50, '2024-01-01')).toBe(true);
    expect(planPluriannuelExigible(49, '2024-12-31')).toBe(false);
    expect(planPluriannuelExigible(49, '2025-01-01')).toBe(true);
  });
});

describe('typeMaj du notaire (§ 4.5)', () => {
  it('garde un typeMaj donné', () => {
    expect(typeMajNotaire('STANDARD', 'OFFICE')).toBe('STANDARD');
  });
  it('sans typeMaj : OFFICE pour une immatriculation d’office, INITIALE sinon', () => {
    expect(typeMajNotaire(null, 'OFFICE')).toBe('OFFICE');
    expect(typeMajNotaire(null, 'INITIALE')).toBe('INITIALE');
    expect(typeMajNotaire(undefined, 'DEFAULT')).toBe('INITIALE');
    expect(typeMajNotaire(null, null)).toBe('INITIALE');
  });
});

describe("voie d'immatriculation", () => {
  const base = { aujourdhui: '2025-02-15', syndicExistant: false };
  it("d'office : règlement avant le 01/01/2017, pas le jour même", () => {
    expect(immatriculationOfficePossible({ ...base, dateReglementCopropriete: '2016-12-31' })).toEqual({ possible: true });
    const r = immatriculationOfficePossible({ ...base, dateReglementCopropriete: '2017-01-01' });
    expect(r).toMatchObject({ possible: false, motif: 'REGLEMENT_POSTERIEUR_2017' });
    expect(!r.possible && r.message).toMatch(/antérieur au 01\/01\/2017/);
  });
  it('avec un syndic, un mois au moins après sa mise en demeure', () => {
    const avecSyndic = { ...base, dateReglementCopropriete: '2000-01-01', syndicExistant: true };
    expect(immatriculationOfficePossible({ ...avecSyndic, dateMiseEnDemeure: null })).toMatchObject({
      motif: 'MISE_EN_DEMEURE_MANQUANTE',
    });
    expect(immatriculationOfficePossible({ ...avecSyndic, dateMiseEnDemeure: '2025-01-16' })).toMatchObject({
      possible: false,
      motif: 'MISE_EN_DEMEURE_RECENTE',
      message: expect.stringMatching(/moins d'un mois/),
    });
    expect(immatriculationOfficePossible({ ...avecSyndic, dateMiseEnDemeure: '2025-01-15' })).toEqual({ possible: true });
  });
  it('le notaire immatricule une nouvelle copropriété (INITIALE) ou d’office', () => {
    expect(typeImmatNotaire('2017-01-01')).toBe('INITIALE');
    expect(typeImmatNotaire('2016-12-31')).toBe('OFFICE');
  });
});
