import { describe, expect, it } from 'vitest';
import {
  ALPHABET_CODE,
  cleValide,
  codeBloque,
  codeDepuisOctets,
  decisionInactivite,
  dernierMoisInactif,
  ouvertureFenetreEchecs,
  moisEntre,
  normaliserCode,
} from './activation.ts';

const jour = 86_400_000;
const maintenant = new Date('2026-03-10T06:00:00Z');
const ilYa = (jours: number) => new Date(maintenant.getTime() - jours * jour).toISOString();

describe("code d'activation postal", () => {
  it('fait 8 caractères sans 0, O, 1 ni I, sans biais', () => {
    const code = codeDepuisOctets(Uint8Array.from([0, 31, 32, 255, 8, 100, 200, 77, 9]));
    expect(code).toHaveLength(8);
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(code[0]).toBe(code[2]);
    expect(256 % ALPHABET_CODE.length).toBe(0);
  });
  it('tolère les espaces, tirets et minuscules à la saisie, et se bloque au cinquième échec', () => {
    expect(normaliserCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(codeBloque(4)).toBe(false);
    expect(codeBloque(5)).toBe(true);
  });
});

describe("clés d'activation et de réinitialisation", () => {
  it("n'acceptent que leur usage, avant expiration", () => {
    const cle = { usage: 'ACTIVATION', expiration: new Date(maintenant.getTime() + 1000).toISOString() };
    expect(cleValide(cle, 'ACTIVATION', maintenant)).toBe(true);
    expect(cleValide(cle, 'REINITIALISATION', maintenant)).toBe(false);
    expect(cleValide({ ...cle, expiration: ilYa(0) }, 'ACTIVATION', maintenant)).toBe(false);
    expect(cleValide(null, 'ACTIVATION', maintenant)).toBe(false);
  });
});

describe('limitation des tentatives de connexion', () => {
  it('une fenêtre ouverte il y a 15 minutes ou plus est terminée', () => {
    const ouverture = ouvertureFenetreEchecs(maintenant);
    expect(Date.parse(ouverture)).toBe(maintenant.getTime() - 15 * 60_000);
    expect(new Date(maintenant.getTime() - 14 * 60_000).toISOString() > ouverture).toBe(true);
  });
});

describe('inactivité', () => {
  const compte = { statut: 'ACTIF', profil: 'TELE_PRO_GESTION', dateCreation: ilYa(400) };
  it('relance après 180 jours sans connexion, désactive 30 jours après la relance', () => {
    expect(decisionInactivite({ ...compte, dateDerniereActivite: ilYa(179) }, maintenant)).toBe('AUCUNE');
    expect(decisionInactivite({ ...compte, dateDerniereActivite: ilYa(181) }, maintenant)).toBe('RELANCER');
    expect(decisionInactivite({ ...compte, dateDerniereActivite: ilYa(220), dateRelanceInactivite: ilYa(10) }, maintenant)).toBe(
      'AUCUNE',
    );
    expect(decisionInactivite({ ...compte, dateDerniereActivite: ilYa(220), dateRelanceInactivite: ilYa(31) }, maintenant)).toBe(
      'DESACTIVER',
    );
  });
  it('ignore une relance antérieure à la dernière connexion, les teneurs et les comptes non actifs', () => {
    expect(decisionInactivite({ ...compte, dateDerniereActivite: ilYa(200), dateRelanceInactivite: ilYa(300) }, maintenant)).toBe(
      'RELANCER',
    );
    expect(decisionInactivite({ ...compte, profil: 'TENEUR_ADMIN_PRINC', dateDerniereActivite: ilYa(900) }, maintenant)).toBe(
      'AUCUNE',
    );
    expect(decisionInactivite({ ...compte, statut: 'INACTIF' }, maintenant)).toBe('AUCUNE');
    expect(decisionInactivite({ ...compte, dateCreation: ilYa(400), dateValidationCleEmail: ilYa(10) }, maintenant)).toBe(
      'AUCUNE',
    );
  });
  it("parcourt les mois jusqu'au dernier mois concerné", () => {
    expect(dernierMoisInactif(maintenant, 180)).toBe('2025-09');
    expect(moisEntre('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });
});
