import { describe, expect, it } from 'vitest';
import { nomClientCognito, secretsARetirer } from './cognito.ts';

describe('clients Cognito des accès logiciels (issue 25)', () => {
  it('nomment le client dans l’alphabet que Cognito accepte, 128 caractères au plus', () => {
    expect(nomClientCognito('Gestion Copro’ Éditions « Pro »')).toBe('logiciel Gestion Copro- Editions - Pro -');
    expect(nomClientCognito('   ')).toBe('logiciel sans nom');
    const long = nomClientCognito('x'.repeat(300));
    expect(long).toHaveLength(128);
    expect(long).toMatch(/^[\w\s+=,.@-]+$/);
  });

  it('retirent tous les secrets sauf le nouveau après un renouvellement', () => {
    expect(
      secretsARetirer([{ ClientSecretId: 'c--1' }, { ClientSecretId: 'c--2' }, { ClientSecretId: 'c--3' }, {}], 'c--3'),
    ).toEqual(['c--1', 'c--2']);
  });
});
