import { describe, expect, it } from 'vitest';
import {
  SELECTION_FRANCE,
  adresseSelection,
  changerNiveau,
  lirePeriode,
  lireSelection,
  longueursBarres,
  nomDuFichier,
  part,
  requeteChiffres,
  valeurLue,
  valeurPeriode,
} from './selection.ts';

describe("sélection des statistiques dans l'adresse", () => {
  it('France, toutes périodes, sans paramètre', () => {
    expect(lireSelection(new URLSearchParams())).toEqual(SELECTION_FRANCE);
    expect(adresseSelection(SELECTION_FRANCE).toString()).toBe('');
    expect(requeteChiffres(SELECTION_FRANCE)).toEqual({ niveau: 'FRANCE' });
  });

  it('le niveau le plus fin choisi est affiché ; aller-retour par l’adresse', () => {
    const q = new URLSearchParams('region=84&departement=69&epci=200046977&commune=69123&annee=2025&trimestre=2');
    const s = lireSelection(q);
    expect(s).toEqual({
      region: '84',
      departement: '69',
      epci: '200046977',
      commune: '69123',
      annee: 2025,
      trimestre: 2,
    });
    expect(adresseSelection(s).toString()).toBe(q.toString());
    expect(requeteChiffres(s)).toEqual({ niveau: 'COMMUNE', code: '69123', annee: 2025, trimestre: 2 });
    expect(requeteChiffres({ ...s, commune: '', epci: '' })).toEqual({
      niveau: 'DEPARTEMENT',
      code: '69',
      annee: 2025,
      trimestre: 2,
    });
    expect(requeteChiffres(lireSelection(new URLSearchParams('departement=2a')))).toEqual({ niveau: 'DEPARTEMENT', code: '2A' });
  });

  it('valeurs invalides ignorées ; un trimestre sans année ne compte pas', () => {
    const s = lireSelection(new URLSearchParams('region=1&departement=xx&epci=12&commune=abc&trimestre=3&annee=1999'));
    expect(s).toEqual(SELECTION_FRANCE);
    expect(lireSelection(new URLSearchParams('annee=2024&trimestre=7'))).toMatchObject({ annee: 2024, trimestre: null });
    // from the register's opening, 1 November 2016 (4th quarter)
    expect(lireSelection(new URLSearchParams('annee=2016&trimestre=4'))).toMatchObject({ annee: 2016, trimestre: 4 });
    expect(lireSelection(new URLSearchParams('annee=2016&trimestre=3'))).toMatchObject({ annee: 2016, trimestre: null });
    expect(lireSelection(new URLSearchParams('annee=2015'))).toMatchObject({ annee: null, trimestre: null });
  });

  it('changer un niveau efface les niveaux en dessous', () => {
    const t = { region: '84', departement: '69', epci: '200046977', commune: '69123' };
    expect(changerNiveau(t, 'departement', '01')).toEqual({ region: '84', departement: '01', epci: '', commune: '' });
    expect(changerNiveau(t, 'region', '')).toEqual({ region: '', departement: '', epci: '', commune: '' });
    expect(changerNiveau(t, 'commune', '69381')).toEqual({ ...t, commune: '69381' });
  });

  it('période : toutes, une année, un trimestre', () => {
    for (const v of ['', '2025', '2025-3']) expect(valeurPeriode(lirePeriode(v))).toBe(v);
    expect(lirePeriode('n’importe')).toEqual({ annee: null, trimestre: null });
  });
});

describe('chiffres', () => {
  it('secret statistique, parts et barres', () => {
    expect(valeurLue('SECRET')).toBe('secret statistique');
    expect(valeurLue(1234)).toBe('1\u202f234');
    expect(part(25, 200)).toBe('12,5 %');
    expect(part('SECRET', 200)).toBe('');
    expect(part(3, 'SECRET')).toBe('');
    expect(part(0, 0)).toBe('');
    expect(longueursBarres([50, 'SECRET', 100, 0])).toEqual([50, null, 100, 0]);
    expect(longueursBarres(['SECRET', 0])).toEqual([null, 0]);
  });

  it('nom du fichier de content-disposition', () => {
    expect(nomDuFichier('attachment; filename="rapport-statistiques-FRANCE-20261124.xlsx"')).toBe(
      'rapport-statistiques-FRANCE-20261124.xlsx',
    );
    expect(nomDuFichier('attachment; filename=rapport.pdf')).toBe('rapport.pdf');
    expect(nomDuFichier(`attachment; filename="r.pdf"; filename*=UTF-8''rapport%20%C3%A9t%C3%A9.pdf`)).toBe('rapport été.pdf');
    expect(nomDuFichier('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(nomDuFichier('attachment')).toBeNull();
    expect(nomDuFichier(null)).toBeNull();
  });
});
