import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { IDENTITE_NON_PARTAGEE, NON_CONNU, lireLigne, type CoproprieteRnic } from '@registre/shared/domain/rnic/ligne';
import { estLuhn, genererCoproprietes, genererRnic, mulberry32 } from './generateur.ts';
import { lireOptions } from './generer.ts';

const AUJOURDHUI = '2026-03-31';
const lignes = (lignes: number, graine: number, premier?: string) => [
  ...genererRnic({ lignes, graine, premier, aujourdhui: AUJOURDHUI }),
];
const coproprietes = (lignes: number, graine: number) => [...genererCoproprietes({ lignes, graine, aujourdhui: AUJOURDHUI })];
const enCsv = (l: string[][]) => stringify(l, { quoted: true, quoted_empty: true });
const colonne = (nom: (typeof COLONNES_RNIC)[number]) => COLONNES_RNIC.indexOf(nom);
const ajouterJours = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe('générateur RNIC synthétique', () => {
  it('tire des nombres reproductibles de la graine', () => {
    const [a, b] = [mulberry32(42), mulberry32(42)];
    const suite = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(suite);
    expect(suite.every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('donne les mêmes octets pour la même graine, d’autres pour une autre graine', () => {
    const un = enCsv(lignes(2000, 7));
    expect(enCsv(lignes(2000, 7))).toBe(un);
    expect(enCsv(lignes(2000, 8))).not.toBe(un);
    // the first rows of a longer file are those of a shorter one
    expect(enCsv(lignes(3000, 7)).startsWith(un)).toBe(true);
  });

  it('écrit des lignes de 72 valeurs que lireLigne accepte toutes', () => {
    const l = lignes(5000, 1);
    const rejets: string[] = [];
    l.forEach((valeurs, i) => {
      expect(valeurs).toHaveLength(72);
      const lue = lireLigne(Object.fromEntries(COLONNES_RNIC.map((c, j) => [c, valeurs[j]])), AUJOURDHUI);
      if (!lue.ok) rejets.push(`ligne ${i + 1} : ${lue.raison}`);
    });
    expect(rejets).toEqual([]);
  });

  it('numérote à la suite à partir du premier numéro, d’une paire de lettres à la suivante', () => {
    expect(lignes(3, 1).map((l) => l[colonne('numero_d_immatriculation')])).toEqual(['AA0000001', 'AA0000002', 'AA0000003']);
    expect(lignes(3, 1, 'AA9999998').map((l) => l[colonne('numero_d_immatriculation')])).toEqual([
      'AA9999998',
      'AA9999999',
      'AB0000001',
    ]);
    expect(() => lignes(1, 1, 'AA0000000')).toThrow(/Premier numéro d'immatriculation invalide/);
    expect(() => lignes(2, 1, 'ZZ9999999')).toThrow(/ZZ9999999/);
  });

  it('masque l’identité d’un syndic bénévole (colonnes 7 et 8), sans SIRET ni code APE', () => {
    const benevole = lignes(500, 3).find((l) => l[colonne('type_de_syndic_benevole_professionnel_non_connu')] === 'bénévole')!;
    expect(benevole[6]).toBe(IDENTITE_NON_PARTAGEE);
    expect(benevole[7]).toBe(IDENTITE_NON_PARTAGEE);
    expect(benevole[colonne('siret_du_representant_legal')]).toBe(NON_CONNU);
    expect(benevole[colonne('code_ape')]).toBe(NON_CONNU);
    expect(benevole[colonne('commune_du_representant_legal')]).not.toBe('');
  });

  describe('sur 20 000 copropriétés', () => {
    let c: CoproprieteRnic[] = [];
    beforeAll(() => {
      c = coproprietes(20_000, 11);
    });
    const part = (f: (x: CoproprieteRnic) => boolean) => c.filter(f).length / c.length;

    it('a à peu près 85 % de syndics professionnels et 12 % de bénévoles', () => {
      expect(part((x) => x.typeSyndic === 'bénévole')).toBeGreaterThan(0.05);
      expect(part((x) => x.typeSyndic === 'bénévole')).toBeLessThan(0.2);
      expect(part((x) => x.typeSyndic === 'professionnel')).toBeGreaterThan(0.78);
      expect(part((x) => x.typeSyndic === 'professionnel')).toBeLessThan(0.92);
    });

    it('place Paris parmi les départements les plus fréquents, et tous les départements apparaissent', () => {
      const parDepartement = new Map<string, number>();
      for (const x of c) {
        const d = x.codeInsee.startsWith('97') ? x.codeInsee.slice(0, 3) : x.codeInsee.slice(0, 2);
        parDepartement.set(d, (parDepartement.get(d) ?? 0) + 1);
      }
      const classement = [...parDepartement].sort((a, b) => b[1] - a[1]).map(([d]) => d);
      expect(classement.slice(0, 3)).toContain('75');
      expect(parDepartement.size).toBe(101);
      expect(c.some((x) => /^751\d\d$/.test(x.codeInsee))).toBe(true);
      expect(c.every((x) => x.codeInsee !== '75056')).toBe(true);
    });

    it('a des lots cohérents : surtout de 2 à 20 lots principaux, quelques centaines au plus', () => {
      for (const x of c) {
        expect(x.nbLotsHab!).toBeLessThanOrEqual(x.nbLotsHabBurCom!);
        expect(x.nbLotsHabBurCom! + x.nbLotsStationnement!).toBeLessThanOrEqual(x.nbLots!);
        expect(x.nbLotsHabBurCom!).toBeGreaterThanOrEqual(2);
      }
      expect(part((x) => x.nbLotsHabBurCom! <= 20)).toBeGreaterThan(0.65);
      expect(c.some((x) => x.nbLotsHabBurCom! >= 200)).toBe(true);
      expect(part((x) => x.periodeConstruction === 'AVANT_1949')).toBeGreaterThan(0.18);
      expect(part((x) => x.periodeConstruction === 'AVANT_1949')).toBeLessThan(0.32);
    });

    it('tire les syndics professionnels de quelques centaines de cabinets au SIRET valide', () => {
      const sirets = new Set(c.filter((x) => x.typeSyndic === 'professionnel').map((x) => x.siret!));
      expect(sirets.size).toBeGreaterThan(200);
      expect(sirets.size).toBeLessThanOrEqual(500);
      for (const s of sirets) {
        expect(s).toMatch(/^\d{14}$/);
        expect(estLuhn(s) && estLuhn(s.slice(0, 9))).toBe(true);
      }
      expect(new Set(c.map((x) => x.codeApe).filter(Boolean))).toEqual(new Set(['6832A', '6831Z', '6810Z']));
    });

    it('date les mandats selon leur état, et les mises à jour après l’immatriculation', () => {
      const dans3Ans = ajouterJours(AUJOURDHUI, 3 * 366);
      for (const x of c) {
        expect(x.dateImmatriculation! >= '2017-01-01' && x.dateImmatriculation! <= AUJOURDHUI).toBe(true);
        expect(x.dateDerniereMaj! >= x.dateImmatriculation! && x.dateDerniereMaj! <= AUJOURDHUI).toBe(true);
        if (x.mandat === 'Mandat en cours')
          expect(x.dateFinDernierMandat! >= AUJOURDHUI && x.dateFinDernierMandat! <= dans3Ans).toBe(true);
        else if (x.mandat?.startsWith('Mandat expiré')) expect(x.dateFinDernierMandat! < AUJOURDHUI).toBe(true);
        else expect(x.dateFinDernierMandat).toBeNull();
      }
      expect(part((x) => x.mandat === 'Mandat en cours')).toBeGreaterThan(0.6);
      expect(part((x) => x.mandat?.startsWith('Mandat expiré') ?? false)).toBeGreaterThan(0.03);
      expect(part((x) => x.mandat === 'Pas de mandat en cours')).toBeGreaterThan(0.03);
    });

    it('donne une adresse de la commune avec l’un de ses codes postaux et des coordonnées dans sa ville', () => {
      const paris = c.filter((x) => x.codeInsee.startsWith('751') && x.longitude !== null);
      expect(paris.length).toBeGreaterThan(100);
      for (const x of paris) {
        expect(x.communeAdresse).toBe('Paris');
        expect(x.longitude!).toBeGreaterThan(2.22);
        expect(x.longitude!).toBeLessThan(2.47);
        expect(x.latitude!).toBeGreaterThan(48.81);
        expect(x.latitude!).toBeLessThan(48.91);
      }
      const x = c.find((y) => y.codeInsee === '75102' && y.codePostal)!;
      expect(x.codePostal).toBe('75002');
      expect(x.adresseReference).toBe(`${x.numeroEtVoie} 75002 Paris`);
      expect(part((y) => y.longitude === null)).toBeLessThan(0.03);
      expect(
        c.every((y) => y.parcelles.length >= 1 && y.parcelles.every((p) => p.codeInsee === y.codeInsee && p.prefixe === '000')),
      ).toBe(true);
    });

    it('rattache quelques syndicats secondaires à un numéro antérieur de la même commune', () => {
      const parNumero = new Map(c.map((x) => [x.immatriculation, x]));
      const secondaires = c.filter((x) => x.syndicatPrincipal === false);
      expect(secondaires.length).toBeGreaterThan(100);
      expect(secondaires.length).toBeLessThan(1000);
      for (const s of secondaires) {
        const principal = parNumero.get(s.immatriculationPrincipal!)!;
        expect(principal.immatriculation < s.immatriculation).toBe(true);
        expect(principal.syndicatPrincipal).toBe(true);
        expect(principal.codeInsee).toBe(s.codeInsee);
      }
      expect(part((x) => x.residenceService === true)).toBeLessThan(0.02);
      expect(part((x) => x.zonages.codeQp2015 !== null || x.zonages.codeQp2024 !== null)).toBeGreaterThan(0.01);
    });
  });
});

describe('ligne de commande', () => {
  it('lit les options', () => {
    expect(lireOptions(['--rows', '100', '--seed', '4', '--premier', 'ab0000001'])).toEqual({
      lignes: 100,
      graine: 4,
      premier: 'AB0000001',
      aujourdhui: undefined,
    });
  });

  it('refuse les options invalides avec un message clair', () => {
    expect(() => lireOptions(['--seed', '1'])).toThrow("L'option --rows est obligatoire.");
    expect(() => lireOptions(['--rows', '10'])).toThrow("L'option --seed est obligatoire.");
    expect(() => lireOptions(['--rows', 'dix', '--seed', '1'])).toThrow(/--rows doit être un nombre entier/);
    expect(() => lireOptions(['--rows', '10', '--seed', '1', '--premier', 'A1'])).toThrow(/--premier doit être un numéro/);
    expect(() => lireOptions(['--rows', '10', '--seed', '1', '--lignes', '3'])).toThrow('Option inconnue : --lignes.');
  });
});
