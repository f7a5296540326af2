import { createRequire } from 'node:module';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { IDENTITE_NON_PARTAGEE, NON_CONNU, lireLigne, type CoproprieteRnic } from '@registre/shared/domain/rnic/ligne';
import { estLuhn, genererCoproprietes, genererRnic, mulberry32 } from './generateur.ts';
import { lireOptions } from './generer.ts';

/** The 11 territories (EPT) of the Métropole du Grand Paris. */
const EPT = (createRequire(import.meta.url)('@etalab/decoupage-administratif/data/ept.json') as { code: string }[]).map(
  (e) => e.code,
);

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
  }, 30_000);

  it('écrit des lignes de 72 valeurs que lireLigne accepte toutes', () => {
    const l = lignes(5000, 1);
    const rejets: string[] = [];
    l.forEach((valeurs, i) => {
      expect(valeurs).toHaveLength(72);
      const lue = lireLigne(Object.fromEntries(COLONNES_RNIC.map((c, j) => [c, valeurs[j]])), AUJOURDHUI);
      if (!lue.ok) rejets.push(`ligne ${i + 1} : ${lue.raison}`);
    });
    expect(rejets).toEqual([]);
  }, 30_000);

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
    }, 60_000);
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
      let finies = 0;
      for (const x of c) {
        expect(x.dateImmatriculation! >= '2016-11-01' && x.dateImmatriculation! <= AUJOURDHUI).toBe(true);
        expect(x.dateDerniereMaj! >= x.dateImmatriculation! && x.dateDerniereMaj! <= AUJOURDHUI).toBe(true);
        // the file's state on the day it was published: a few current mandates have ended since
        if (x.mandat === 'Mandat en cours' && x.dateFinDernierMandat! < AUJOURDHUI) {
          finies++;
          expect(x.dateFinDernierMandat! > x.dateImmatriculation!).toBe(true);
        } else if (x.mandat === 'Mandat en cours')
          expect(x.dateFinDernierMandat! >= AUJOURDHUI && x.dateFinDernierMandat! <= dans3Ans).toBe(true);
        else if (x.mandat?.startsWith('Mandat expiré')) expect(x.dateFinDernierMandat! < AUJOURDHUI).toBe(true);
        else expect(x.dateFinDernierMandat).toBeNull();
      }
      expect(part((x) => x.mandat === 'Mandat en cours')).toBeGreaterThan(0.6);
      expect(part((x) => x.mandat?.startsWith('Mandat expiré') ?? false)).toBeGreaterThan(0.03);
      expect(part((x) => x.mandat === 'Pas de mandat en cours')).toBeGreaterThan(0.03);
      const enCours = c.filter((x) => x.mandat === 'Mandat en cours').length;
      expect(finies / enCours).toBeGreaterThan(0.01);
      expect(finies / enCours).toBeLessThan(0.06);
      expect(part((x) => x.dateImmatriculation! < '2017-01-01')).toBeGreaterThan(0.001);
      expect(part((x) => x.dateImmatriculation! < '2017-01-01')).toBeLessThan(0.01);
    });

    it('donne une adresse de la commune avec l’un de ses codes postaux et des coordonnées dans sa ville', () => {
      const paris = c.filter((x) => x.codeInsee.startsWith('751') && x.longitude !== null);
      expect(paris.length).toBeGreaterThan(100);
      for (const x of paris) {
        if (x.numeroEtVoie) expect(x.communeAdresse).toBe('Paris');
        expect(x.longitude!).toBeGreaterThan(2.22);
        expect(x.longitude!).toBeLessThan(2.47);
        expect(x.latitude!).toBeGreaterThan(48.81);
        expect(x.latitude!).toBeLessThan(48.91);
      }
      const x = c.find((y) => y.codeInsee === '75102' && y.codePostal)!;
      expect(x.codePostal).toBe('75002');
      expect(x.adresseReference).toBe(`${x.numeroEtVoie} 75002 Paris`);
      expect(part((y) => y.longitude === null)).toBeLessThan(0.03);
      expect(c.every((y) => y.parcelles.every((p) => p.codeInsee === y.codeInsee && p.prefixe === '000'))).toBe(true);
      expect(part((y) => y.parcelles.length === 0)).toBeGreaterThan(0.01);
      expect(part((y) => y.parcelles.length === 0)).toBeLessThan(0.04);
      // no known street: the commune alone, as the file writes it
      const sansRue = c.filter((y) => y.numeroEtVoie === null);
      expect(sansRue.length / c.length).toBeGreaterThan(0.005);
      expect(sansRue.length / c.length).toBeLessThan(0.03);
      for (const y of sansRue) {
        expect([y.codePostal, y.communeAdresse]).toEqual([null, null]);
        expect(y.adresseReference).toMatch(/^\D+$/);
      }
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
      expect(part((x) => x.nbAsl === null)).toBeGreaterThan(0.07);
      expect(part((x) => x.nbAsl === null)).toBeLessThan(0.13);
    });

    it('immatricule quelques immeubles deux fois, sous deux numéros, par deux syndics', () => {
      const cle = (x: CoproprieteRnic) =>
        `${x.codeInsee}|${x.numeroEtVoie}|${x.parcelles.map((p) => p.section + p.numero).join()}`;
      const premiers = new Map<string, CoproprieteRnic>();
      let doubles = 0;
      for (const x of c) {
        if (!x.syndicatPrincipal || x.numeroEtVoie === null) continue;
        const premier = premiers.get(cle(x));
        if (!premier) {
          premiers.set(cle(x), x);
          continue;
        }
        doubles++;
        expect(x.immatriculation > premier.immatriculation).toBe(true);
        expect(x.dateImmatriculation! >= premier.dateImmatriculation!).toBe(true);
        expect(x.nom).toBe(premier.nom);
        expect(x.immatriculationPrincipal).toBeNull();
        if (x.typeSyndic === 'professionnel' && premier.typeSyndic === 'professionnel') expect(x.siret).not.toBe(premier.siret);
      }
      expect(doubles / c.length).toBeGreaterThan(0.002);
      expect(doubles / c.length).toBeLessThan(0.01);
      expect(part((x) => x.zonages.codeQp2015 !== null || x.zonages.codeQp2024 !== null)).toBeGreaterThan(0.01);
    });
  });
});

describe('écrit comme la France écrit (rnic-colonnes.md), sur 2 000 lignes', () => {
  let l: string[][] = [];
  const n = 2000;
  beforeAll(() => {
    l = lignes(n, 5);
  }, 60_000);
  const v = (x: string[], nom: string) => x[COLONNES_RNIC.indexOf(nom as (typeof COLONNES_RNIC)[number])];
  const part = (f: (x: string[]) => boolean) => l.filter(f).length / n;
  const entre = (p: number, min: number, max: number) => {
    expect(p).toBeGreaterThanOrEqual(min);
    expect(p).toBeLessThanOrEqual(max);
  };
  const parties = (i: number) => [`code_insee_commune_${i}`, `prefixe_${i}`, `section_${i}`, `numero_parcelle_${i}`];

  it('relit chaque ligne avec lireLigne, et donne les mêmes octets pour la même graine et le même jour', () => {
    for (const x of l) expect(lireLigne(Object.fromEntries(COLONNES_RNIC.map((c, j) => [c, x[j]])), AUJOURDHUI).ok).toBe(true);
    expect(enCsv(lignes(2000, 5))).toBe(enCsv(l));
    expect(enCsv([...genererRnic({ lignes: 2000, graine: 5, aujourdhui: '2026-04-01' })])).not.toBe(enCsv(l));
  }, 30_000);

  it('écrit l’inconnu avec le marqueur de chaque colonne', () => {
    const marqueurs: [string[], string, string[]][] = [
      [
        [
          'type_de_syndic_benevole_professionnel_non_connu',
          'identification_du_representant_legal_raison_sociale_et_le_numer',
          'raison_sociale_du_representant_legal',
          'siret_du_representant_legal',
          'code_ape',
          'commune_du_representant_legal',
          'adresse_complementaire_1',
          'adresse_complementaire_2',
          'adresse_complementaire_3',
          'syndicat_cooperatif',
          ...parties(1),
          ...parties(2),
          ...parties(3),
        ],
        NON_CONNU,
        ['', 'NA', 'non renseigné'],
      ],
      [
        [
          'code_postal_adresse_de_reference',
          'nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta',
          'nombre_d_aful_auxquelles_est_rattache_le_syndicat_de_copropriet',
          'nombre_d_unions_de_syndicats_auxquelles_est_rattache_le_syndica',
        ],
        'NA',
        ['', NON_CONNU],
      ],
      [['periode_de_construction'], 'non renseigné', ['', NON_CONNU, 'NA']],
      [
        [
          'date_de_fin_du_dernier_mandat',
          'numero_et_voie_adresse_de_reference',
          'commune_adresse_de_reference',
          'reference_cadastrale_1',
          'reference_cadastrale_2',
          'reference_cadastrale_3',
          'nom_qp_2015',
          'code_qp_2015',
          'nom_qp_2024',
          'code_qp_2024',
          'code_de_pdp',
        ],
        '',
        [NON_CONNU, 'NA', 'non renseigné'],
      ],
    ];
    for (const [colonnes, marqueur, jamais] of marqueurs)
      for (const c of colonnes) {
        expect(
          l.some((x) => v(x, c) === marqueur),
          `${c} : « ${marqueur} »`,
        ).toBe(true);
        expect(
          l.filter((x) => jamais.includes(v(x, c))).map((x) => v(x, c)),
          c,
        ).toEqual([]);
      }
    entre(
      part((x) => v(x, 'nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta') === 'NA'),
      0.06,
      0.14,
    );
    // a principal syndicate: `non connu` in most rows, empty in a few
    const principaux = l.filter((x) => v(x, 'syndicat_principal_ou_syndicat_secondaire') === 'oui');
    const sansPrincipal = principaux.filter((x) => v(x, 'si_secondaire_n_d_immatriculation_du_principal') === NON_CONNU);
    entre(sansPrincipal.length / principaux.length, 0.93, 0.995);
  });

  it('laisse 16 et 18 vides, 17 à NA et la seule commune en 15 quand la rue est inconnue', () => {
    const sansRue = l.filter((x) => v(x, 'numero_et_voie_adresse_de_reference') === '');
    entre(sansRue.length / n, 0.005, 0.03);
    for (const x of sansRue) {
      expect(v(x, 'code_postal_adresse_de_reference')).toBe('NA');
      expect(v(x, 'commune_adresse_de_reference')).toBe('');
      expect(v(x, 'adresse_de_reference').toLowerCase()).toBe(
        v(x, 'nom_officiel_commune')
          .toLowerCase()
          .replace(/ \d+e?r? arrondissement$/, ''),
      );
    }
  });

  it('abrège types de voie et titres comme le cadastre et la BAN, en toute casse, la même rue des deux façons', () => {
    const rues = l.map((x) => v(x, 'numero_et_voie_adresse_de_reference')).filter(Boolean);
    for (const x of l) expect(v(x, 'adresse_de_reference').startsWith(v(x, 'numero_et_voie_adresse_de_reference'))).toBe(true);
    const abregee = /^(?:\d+ ?(?:bis|ter|b|t)? )?(r|av|bd|pl|imp|all|che|rte|sq|fg|crs|qu|pas) /i;
    entre(rues.filter((r) => abregee.test(r)).length / n, 0.2, 0.4);
    const types = new Set(rues.map((r) => abregee.exec(r)?.[1]).filter(Boolean));
    for (const t of ['r', 'R', 'av', 'Av', 'AV', 'bd', 'imp', 'all', 'che', 'pl']) expect(types, t).toContain(t);
    expect(rues.some((r) => /\b(gal|Gal|GAL) /.test(r))).toBe(true);
    expect(rues.some((r) => /\b(st|St|ST)-/.test(r))).toBe(true);
    expect(rues.some((r) => /\b(mal|Mal|MAL|pdt|Pdt|PDT|dr|Dr|DR) /.test(r))).toBe(true);
    expect(rues.some((r) => /^\d+ bis /.test(r))).toBe(true);
    expect(rues.some((r) => /^\d+( b|B|T| t) /.test(r))).toBe(true);
    // the same street, in full and abbreviated, in one file
    const nomRue = (r: string) =>
      r
        .replace(/^[\d ]*(?:bis|ter|b|t)? ?/i, '')
        .replace(/^\S+ /, '')
        .toLowerCase();
    const pleines = new Set(
      l
        .flatMap((x) => [v(x, 'numero_et_voie_adresse_de_reference')])
        .filter((r) => /^\d+ rue /i.test(r))
        .map(nomRue),
    );
    expect(rues.filter((r) => /^\d+ r /i.test(r)).some((r) => pleines.has(nomRue(r)))).toBe(true);
    const complementaires = l
      .flatMap((x) => [1, 2, 3].map((i) => v(x, `adresse_complementaire_${i}`)))
      .filter((a) => a !== NON_CONNU);
    expect(complementaires.some((a) => abregee.test(a))).toBe(true);
    expect(complementaires.some((a) => !abregee.test(a))).toBe(true);
  });

  it('écrit des communes en capitales (SAINT-OUEN) et en casse mixte, comme en 15', () => {
    const villes = l.map((x) => v(x, 'commune_adresse_de_reference')).filter((c) => /\p{L}/u.test(c));
    entre(villes.filter((c) => c === c.toUpperCase()).length / n, 0.05, 0.16);
    expect(villes.filter((c) => c !== c.toUpperCase()).length / n).toBeGreaterThan(0.8);
    for (const x of l) expect(v(x, 'adresse_de_reference').endsWith(v(x, 'commune_adresse_de_reference'))).toBe(true);
  });

  it('écrit le représentant « NOM SIRET », une espace finale parfois dans la raison sociale', () => {
    const pros = l.filter((x) => v(x, 'type_de_syndic_benevole_professionnel_non_connu') === 'professionnel');
    for (const x of pros)
      expect(v(x, 'identification_du_representant_legal_raison_sociale_et_le_numer')).toBe(
        `${v(x, 'raison_sociale_du_representant_legal')} ${v(x, 'siret_du_representant_legal')}`,
      );
    entre(pros.filter((x) => v(x, 'raison_sociale_du_representant_legal').endsWith(' ')).length / pros.length, 0.005, 0.08);
    expect(pros.some((x) => /\(|\)/.test(v(x, 'identification_du_representant_legal_raison_sociale_et_le_numer')))).toBe(false);
    const noms = l.map((x) => v(x, 'nom_d_usage_de_la_copropriete'));
    entre(noms.filter((s) => s.endsWith(' ')).length / n, 0.01, 0.06);
    expect(noms.some((s) => s.trim().includes('  '))).toBe(true);
  });

  it('écrit les sections sur deux caractères, parfois en minuscules, des numéros de parcelle non complétés, des IDU absents', () => {
    const remplies = l.flatMap((x) => [1, 2, 3].filter((i) => v(x, `section_${i}`) !== NON_CONNU).map((i) => [x, i] as const));
    for (const [x, i] of remplies) expect(v(x, `section_${i}`)).toMatch(/^[0-9A-Za-z]{2}$/);
    expect(remplies.some(([x, i]) => /^0[A-Z]$/.test(v(x, `section_${i}`)))).toBe(true);
    expect(remplies.some(([x, i]) => /[a-z]/.test(v(x, `section_${i}`)))).toBe(true);
    const numeros = remplies.map(([x, i]) => v(x, `numero_parcelle_${i}`));
    entre(numeros.filter((s) => /^\d{4}$/.test(s)).length / numeros.length, 0.9, 0.99);
    expect(numeros.some((s) => /^[1-9]\d{0,2}$/.test(s))).toBe(true);
    entre(
      part((x) => v(x, 'reference_cadastrale_1') === '' && v(x, 'section_1') !== NON_CONNU),
      0.04,
      0.12,
    );
    for (const [x, i] of remplies) {
      const idu = v(x, `reference_cadastrale_${i}`);
      if (idu) expect(idu.slice(8, 10)).toBe(v(x, `section_${i}`).toUpperCase());
    }
  });

  it('date des immatriculations dès novembre 2016, des mandats en cours finis depuis, des règlements 1900-01-01', () => {
    const dates = l.map((x) => v(x, 'date_d_immatriculation'));
    expect(dates.every((d) => d >= '2016-11-01' && d <= AUJOURDHUI)).toBe(true);
    entre(dates.filter((d) => d < '2017-01-01').length, 1, 20);
    const enCours = l.filter((x) => v(x, 'mandat_en_cours_dans_la_copropriete') === 'Mandat en cours');
    const finis = enCours.filter((x) => v(x, 'date_de_fin_du_dernier_mandat') < AUJOURDHUI).length;
    entre(finis / enCours.length, 0.005, 0.06);
    expect(l.some((x) => v(x, 'date_du_reglement_de_copropriete') === '1900-01-01')).toBe(true);
  });

  it('rattache des secondaires à un principal plus haut, et écrit deux fois le même immeuble sous deux numéros', () => {
    const vus = new Set<string>();
    let secondaires = 0;
    for (const x of l) {
      if (v(x, 'syndicat_principal_ou_syndicat_secondaire') === 'non') {
        secondaires++;
        expect(vus).toContain(v(x, 'si_secondaire_n_d_immatriculation_du_principal'));
      }
      vus.add(v(x, 'numero_d_immatriculation'));
    }
    entre(secondaires / n, 0.005, 0.03);
    const parCle = new Map<string, number>();
    for (const x of l.filter((y) => v(y, 'syndicat_principal_ou_syndicat_secondaire') === 'oui')) {
      const cle = `${v(x, 'commune')}|${v(x, 'reference_cadastrale_1') || v(x, 'section_1').toUpperCase()}|${v(x, 'nombre_total_de_lots')}|${v(x, 'date_du_reglement_de_copropriete')}`;
      if (v(x, 'section_1') !== NON_CONNU) parCle.set(cle, (parCle.get(cle) ?? 0) + 1);
    }
    expect([...parCle.values()].filter((k) => k > 1).length).toBeGreaterThanOrEqual(2);
  });

  it('tire le Grand Paris en nombre, avec ses EPT (colonnes 1 et 67–68) et ses arrondissements (65–66)', () => {
    const grandParis = l.filter((x) => /^(75|92|93|94)/.test(v(x, 'commune')));
    entre(grandParis.length / n, 0.1, 0.22);
    entre(
      part((x) => v(x, 'commune').startsWith('751')),
      0.04,
      0.1,
    );
    for (const x of grandParis.filter((y) => !v(y, 'commune').startsWith('75'))) {
      expect(EPT).toContain(v(x, 'epci'));
      expect(v(x, 'code_officiel_epci')).toBe(v(x, 'epci'));
      expect(v(x, 'nom_officiel_epci')).toMatch(/^T\d+ - {2}\S/);
    }
    for (const x of l) {
      expect(v(x, 'code_officiel_arrondissement_commune')).not.toBe('');
      expect(v(x, 'nom_officiel_arrondissement_commune')).not.toBe('');
      expect(v(x, 'nom_officiel_region')).not.toBe('Île-de-France');
    }
    const paris = l.find((x) => v(x, 'commune') === '75111')!;
    expect(v(paris, 'code_officiel_arrondissement_commune')).toBe('75111');
    expect(v(paris, 'code_officiel_commune')).toBe('75056');
    expect(grandParis.every((x) => v(x, 'nom_officiel_region') === 'Ile-de-France')).toBe(true);
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
