import { describe, expect, it } from 'vitest';
import { neutraliser, neutraliserClasseur, neutraliserLigne, nomFichierDate } from './tableur.ts';

describe('neutralisation des formules (injection CSV)', () => {
  it.each(["=cmd|' /C calc'!A0", '+33 1 22', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")'])(
    '« %s » devient du texte',
    (v) => expect(neutraliser(v)).toBe(`'${v}`),
  );
  it('laisse tels quels les nombres écrits en texte (une longitude négative est une donnée)', () => {
    expect(neutraliserLigne(['-1.5536', '-12', '+33', '-0,5', '2026-01-31', '-', '- Résidence', '-1.5.3'])).toEqual([
      '-1.5536',
      '-12',
      '+33',
      '-0,5',
      '2026-01-31',
      "'-",
      "'- Résidence",
      "'-1.5.3",
    ]);
  });
  it('neutralise chaque cellule texte d’un classeur construit cellule par cellule', () => {
    const cellules = [{ value: '=HYPERLINK("http://x","a")' as unknown }, { value: -3 }, { value: '-1.5' }, { value: 'Paris' }];
    neutraliserClasseur({ eachSheet: (f) => f({ eachRow: (r) => r({ eachCell: (c) => cellules.forEach(c) }) }) });
    expect(cellules.map((c) => c.value)).toEqual([`'=HYPERLINK("http://x","a")`, -3, '-1.5', 'Paris']);
  });
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
