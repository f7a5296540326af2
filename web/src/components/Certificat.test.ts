import { describe, expect, it } from 'vitest';
import { attributDn, empreinteLisible, nomCertificat } from './Certificat.tsx';

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
    expect(empreinteLisible('ABCDEF')).toBe('AB:CD:EF');
  });
});
