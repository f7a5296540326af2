import { describe, expect, it } from 'vitest';
import { neutraliser, neutraliserLigne, nomFichierDate } from './tableur.ts';

describe('neutralisation des formules (injection CSV)', () => {
  it.each(["=cmd|' /C calc'!A0", '+33 1 22', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")'])(
    '« %s » devient du texte',
    (v) => expect(neutraliser(v)).toBe(`'${v}`),
  );
  it('laisse le reste tel quel', () => {
    expect(neutraliserLigne(['Résidence des Lilas', 12, -3.5, null, undefined, true, "L'Étoile", ''])).toEqual([
      'Résidence des Lilas',
      12,
      -3.5,
      null,
      undefined,
      true,
      "L'Étoile",
      '',
    ]);
  });
});

describe('noms des fichiers exportés', () => {
  it('portent le jour de Paris en AAAAMMJJ', () => {
    expect(nomFichierDate('extraction-coproprietes', 'csv', new Date('2026-11-24T23:30:00Z'))).toBe(
      'extraction-coproprietes-20261125.csv',
    );
  });
});
