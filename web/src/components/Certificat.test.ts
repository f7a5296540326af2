import { describe, expect, it } from 'vitest';
import { attributDn, dateFr, dateHeureFr, empreinteLisible, nomCertificat } from './Certificat.tsx';

describe('certificats affichés', () => {
  it("lit les attributs d'un nom distinctif, virgules échappées comprises", () => {
    const dn = 'CN=Lucie Moreau, TITLE=Collaborateur, OU=69123, O=Office notarial Durand\\, Lefèvre, C=FR';
    expect(attributDn(dn, 'CN')).toBe('Lucie Moreau');
    expect(attributDn(dn, 'O')).toBe('Office notarial Durand, Lefèvre');
    expect(attributDn(dn, 'OU')).toBe('69123');
    expect(attributDn(dn, 'emailAddress')).toBeNull();
    expect(nomCertificat('O=Sans nom, C=FR')).toBe('O=Sans nom, C=FR');
  });

  it('date au format jj/mm/aaaa, heure de Paris', () => {
    expect(dateFr('2026-01-31T23:30:00.000Z')).toBe('01/02/2026');
    expect(dateHeureFr('2026-07-14T08:05:00.000Z')).toBe('14/07/2026 à 10:05');
    expect(dateFr(null)).toBe('');
    expect(empreinteLisible('ABCDEF')).toBe('AB:CD:EF');
  });
});
