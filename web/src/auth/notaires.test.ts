import { describe, expect, it } from 'vitest';
import {
  CHEMIN_ACCES_NOTAIRES,
  CHEMIN_CERTIFICAT,
  adresseSurEntreeNotaires,
  destination401,
  estEntreeNotaires,
} from './notaires.ts';

describe('entrée des notaires (TLS mutuel)', () => {
  it("reconnaît l'origine de l'entrée, les noms de la boucle locale valant le même hôte", () => {
    expect(estEntreeNotaires('https://notaires.registre.gouv.fr', 'https://notaires.registre.gouv.fr')).toBe(true);
    expect(estEntreeNotaires('https://127.0.0.1:3443', 'https://localhost:3443')).toBe(true);
    expect(estEntreeNotaires('http://127.0.0.1:3000', 'https://localhost:3443')).toBe(false);
    expect(estEntreeNotaires('https://127.0.0.1:4443', 'https://localhost:3443')).toBe(false);
    expect(estEntreeNotaires('https://www.registre.gouv.fr', 'https://notaires.registre.gouv.fr')).toBe(false);
    expect(estEntreeNotaires('https://127.0.0.1:3443', undefined)).toBe(false);
    expect(estEntreeNotaires('https://127.0.0.1:3443', 'pas une adresse')).toBe(false);
  });

  it("donne l'adresse d'une page sur l'entrée des notaires", () => {
    expect(adresseSurEntreeNotaires('https://localhost:3443', '/compte/monetude')).toBe('https://localhost:3443/compte/monetude');
    expect(adresseSurEntreeNotaires(undefined, '/')).toBeNull();
  });

  it('oriente un 401 selon ses en-têtes (spec 001 §8)', () => {
    const c = (rechargerIdentite: boolean, authentificationNotaire: boolean) => ({ rechargerIdentite, authentificationNotaire });
    expect(destination401(c(true, false), true)).toBe(CHEMIN_CERTIFICAT);
    expect(destination401(c(false, true), false)).toBe(CHEMIN_ACCES_NOTAIRES);
    // on the entrance, a bare 401: no certificate was presented
    expect(destination401(c(false, false), true)).toBe(CHEMIN_ACCES_NOTAIRES);
    // elsewhere: the ordinary rule (sign-in page)
    expect(destination401(c(false, false), false)).toBeNull();
  });
});
