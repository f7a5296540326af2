import { describe, expect, it } from 'vitest';
import { contenuFichier, genererDonneesGeographie } from '../../scripts/geographie.ts';
import { lireSources } from '../../scripts/territoires.ts';
import { DONNEES_TERRITOIRES } from '../donneesOuvertes/territoires.donnees.ts';
import { indexer } from '../donneesOuvertes/territoires.ts';
import { DONNEES_GEOGRAPHIE } from './geographie.donnees.ts';
import {
  MAX_COMMUNES_RECHERCHE,
  commune,
  communesDeDepartement,
  communesDeEpci,
  departement,
  departementDeCommune,
  departements,
  epci,
  epciDeDepartement,
  epciDeRegion,
  normaliser,
  rechercherCommunes,
  region,
  regions,
} from './geographie.ts';

const noms = (l: readonly { nom: string }[] | undefined) => l!.map((x) => x.nom);
const triesEnFrancais = (l: readonly { nom: string }[] | undefined) =>
  expect(noms(l)).toEqual([...noms(l)].sort((a, b) => a.localeCompare(b, 'fr')));

describe('données de la géographie', () => {
  it('sont à jour du paquet @etalab/decoupage-administratif (sinon : npx tsx functions/scripts/geographie.ts)', () => {
    expect(genererDonneesGeographie(lireSources()) === DONNEES_GEOGRAPHIE).toBe(true);
    expect(contenuFichier('x')).toContain('export const DONNEES_GEOGRAPHIE = `x`;');
  });
});

describe('régions et départements', () => {
  it('donne les 18 régions du registre (13 métropolitaines, 5 d’outre-mer), par nom', () => {
    const r = regions();
    expect(r).toHaveLength(18);
    expect(r.filter((x) => x.code.startsWith('0'))).toHaveLength(5);
    expect(r[0]).toEqual({ code: '84', nom: 'Auvergne-Rhône-Alpes' });
    expect(noms(r)).toContain('Île-de-France');
    triesEnFrancais(r);
    expect(region('11')).toEqual({ code: '11', nom: 'Île-de-France' });
    expect(region('975')).toBeUndefined(); // an overseas collectivity is not in the register
    expect(region('99')).toBeUndefined();
  });

  it('donne les départements d’une région, ou les 101 avec 0, par nom', () => {
    const idf = departements('11')!;
    expect(idf.map((d) => d.code).sort()).toEqual(['75', '77', '78', '91', '92', '93', '94', '95']);
    expect(idf[0]).toEqual({ code: '91', nom: 'Essonne', codeRegion: '11' });
    triesEnFrancais(idf);
    const tous = departements('0')!;
    expect(tous).toHaveLength(101);
    triesEnFrancais(tous);
    expect(
      departements('94')!
        .map((d) => d.code)
        .sort(),
    ).toEqual(['2A', '2B']);
    expect(departements('99')).toBeUndefined();
  });

  it('donne un département par son numéro, la Corse et l’outre-mer compris', () => {
    expect(departement('2a')).toEqual({ code: '2A', nom: 'Corse-du-Sud', codeRegion: '94' });
    expect(departement('2B')).toEqual({ code: '2B', nom: 'Haute-Corse', codeRegion: '94' });
    expect(departement('976')).toEqual({ code: '976', nom: 'Mayotte', codeRegion: '06' });
    expect(departement('975')).toBeUndefined();
    expect(departement('20')).toBeUndefined();
  });
});

describe('communes', () => {
  it('donne une commune, avec son EPCI et ses codes postaux', () => {
    expect(commune('01053')).toEqual({
      codeInsee: '01053',
      nom: 'Bourg-en-Bresse',
      codeDepartement: '01',
      codeRegion: '84',
      sirenEpci: '200071751',
      sirenEpt: null,
      codesPostaux: ['01000'],
    });
    expect(commune('2a004')).toMatchObject({ codeInsee: '2A004', nom: 'Ajaccio', codeDepartement: '2A', codeRegion: '94' });
    expect(commune('97411')).toMatchObject({ nom: 'Saint-Denis', codeDepartement: '974', codeRegion: '04' });
    expect(commune('99999')).toBeUndefined();
    expect(commune('97501')).toBeUndefined(); // Saint-Pierre-et-Miquelon
  });

  it('donne Paris, Lyon et Marseille entiers, avec les codes postaux de leurs arrondissements', () => {
    const paris = commune('75056')!;
    expect(paris).toMatchObject({ nom: 'Paris', sirenEpci: '200054781', sirenEpt: null, codeDepartement: '75' });
    expect(paris.codesPostaux).toHaveLength(21);
    expect(paris.codesPostaux).toContain('75116');
    expect(communesDeDepartement('75')).toEqual([paris]);
    expect(noms(communesDeDepartement('69'))).toContain('Lyon');
    expect(noms(communesDeDepartement('69'))).not.toContain('Lyon 2e Arrondissement');
    // an arrondissement or a former commune code resolves to its current commune
    expect(commune('75102')).toBe(paris);
    expect(commune('13201')?.nom).toBe('Marseille');
    expect(departementDeCommune('69382')).toEqual({ code: '69', nom: 'Rhône', codeRegion: '84' });
  });

  it('résout le code d’une ancienne commune fusionnée vers sa commune actuelle', () => {
    const anciens = DONNEES_TERRITOIRES.split('\n').filter((l) => /^\d{5}\tX\t/.test(l));
    const [ancien, , actuelle] = anciens[0].split('\t');
    expect(commune(ancien)?.codeInsee).toBe(actuelle);
  });

  it('donne toutes les communes actuelles d’un département, par nom', () => {
    const ain = communesDeDepartement('01')!;
    const attendues = indexer(DONNEES_TERRITOIRES).communes.filter((c) => c.departement === '01');
    expect(ain.map((c) => c.codeInsee).sort()).toEqual(attendues.map((c) => c.code));
    triesEnFrancais(ain);
    expect(communesDeDepartement('2B')!.length).toBeGreaterThan(200);
    expect(communesDeDepartement('975')).toBeUndefined();
  });

  it('compte toutes les communes du registre une fois', () => {
    const total = departements('0')!.reduce((n, d) => n + communesDeDepartement(d.code)!.length, 0);
    // the current communes, Paris, Lyon and Marseille whole, without the overseas collectivities
    const { communes } = indexer(DONNEES_TERRITOIRES);
    const attendu = communes.filter((c) => !/^9(75|77|78|8)/.test(c.code)).length - 45 + 3;
    expect(total).toBe(attendu);
  });

  it('le département d’une commune', () => {
    expect(departementDeCommune('91228')).toEqual({ code: '91', nom: 'Essonne', codeRegion: '11' });
    expect(departementDeCommune('2B033')?.code).toBe('2B');
    expect(departementDeCommune('00000')).toBeUndefined();
  });
});

describe('recherche de communes', () => {
  it('cherche par le début du nom dans un département, sans accent ni casse', () => {
    expect(noms(rechercherCommunes('91', 'evr'))).toEqual(['Évry-Courcouronnes']);
    expect(noms(rechercherCommunes('91', 'ÉVRY'))).toEqual(['Évry-Courcouronnes']);
    expect(noms(rechercherCommunes('42', 'saint-étienne'))).toEqual(['Saint-Étienne', 'Saint-Étienne-le-Molard']);
    expect(noms(rechercherCommunes('42', 'saint etienne'))).toEqual(['Saint-Étienne', 'Saint-Étienne-le-Molard']);
    expect(noms(rechercherCommunes('42', 'St Étienne'))).toEqual(['Saint-Étienne', 'Saint-Étienne-le-Molard']);
    expect(noms(rechercherCommunes('67', 'stras'))).toContain('Strasbourg');
    expect(rechercherCommunes('91', 'zzz')).toEqual([]);
    expect(rechercherCommunes('91', '--')).toEqual([]);
    expect(rechercherCommunes('975', 'sai')).toBeUndefined();
  });

  it('donne 20 communes au plus, par nom', () => {
    const r = rechercherCommunes('62', 'sai')!;
    expect(r).toHaveLength(MAX_COMMUNES_RECHERCHE);
    triesEnFrancais(r);
    expect(r.every((c) => normaliser(c.nom).startsWith('sai'))).toBe(true);
  });

  it('normalise les noms', () => {
    expect(normaliser("L'Haÿ-les-Roses")).toBe('l hay les roses');
    expect(normaliser('Œuilly')).toBe('oeuilly');
  });
});

describe('intercommunalités (EPCI)', () => {
  it('donne un EPCI par son SIREN et ses communes membres, par nom', () => {
    expect(epci('200046977')).toEqual({ siren: '200046977', nom: 'Métropole de Lyon', departements: ['69'], regions: ['84'] });
    const membres = communesDeEpci('200046977')!;
    expect(membres.length).toBeGreaterThan(50);
    expect(noms(membres)).toContain('Lyon');
    expect(membres.every((c) => c.sirenEpci === '200046977')).toBe(true);
    triesEnFrancais(membres);
    expect(epci('000000000')).toBeUndefined();
    expect(communesDeEpci('000000000')).toBeUndefined();
  });

  it('donne les départements et régions d’un EPCI à cheval', () => {
    const mgp = epci('200054781')!;
    expect(mgp.nom).toBe('Métropole du Grand Paris');
    expect(mgp.departements).toEqual(['75', '91', '92', '93', '94', '95']);
    expect(mgp.regions).toEqual(['11']);
    const aCheval = epciDeRegion('84')!.find((e) => e.regions.length > 1);
    expect(aCheval?.regions).toContain('84');
  });

  it('donne les EPCI d’un département et d’une région, par nom', () => {
    expect(epciDeDepartement('75')!.map((e) => e.siren)).toEqual(['200054781']);
    const ain = epciDeDepartement('01')!;
    expect(ain.length).toBeGreaterThan(5);
    expect(ain.every((e) => e.departements.includes('01'))).toBe(true);
    triesEnFrancais(ain);
    const corse = epciDeRegion('94')!;
    expect(corse.every((e) => e.regions.includes('94'))).toBe(true);
    triesEnFrancais(corse);
    expect(epciDeDepartement('975')).toBeUndefined();
    expect(epciDeRegion('99')).toBeUndefined();
  });
});

describe('territoires du Grand Paris (EPT), des EPCI comme le fichier RNIC les nomme', () => {
  it('donnent une commune du Grand Paris dans son EPT et dans la Métropole', () => {
    expect(commune('93048')).toMatchObject({ nom: 'Montreuil', sirenEpci: '200054781', sirenEpt: '200057875' });
    expect(epci('200057875')).toEqual({
      siren: '200057875',
      nom: 'Est Ensemble',
      departements: ['93'],
      regions: ['11'],
      metropole: '200054781',
    });
    expect(epci('200054781')!.metropole).toBeUndefined();
    const membres = communesDeEpci('200057875')!;
    expect(noms(membres)).toEqual([
      'Bagnolet',
      'Bobigny',
      'Bondy',
      'Le Pré-Saint-Gervais',
      'Les Lilas',
      'Montreuil',
      'Noisy-le-Sec',
      'Pantin',
      'Romainville',
    ]);
    // the Métropole keeps all its communes, Paris and those of its territories
    const metropole = noms(communesDeEpci('200054781'));
    expect(metropole).toEqual(expect.arrayContaining(['Paris', 'Montreuil', 'Saint-Denis', 'Vitry-sur-Seine']));
  });

  it('figurent parmi les EPCI de leur département et de l’Île-de-France, les onze', () => {
    const seineSaintDenis = epciDeDepartement('93')!.map((e) => e.siren);
    expect(seineSaintDenis).toEqual(expect.arrayContaining(['200054781', '200057875', '200057867']));
    expect(epciDeRegion('11')!.filter((e) => e.metropole === '200054781')).toHaveLength(11);
    expect(epciDeDepartement('75')!.map((e) => e.siren)).toEqual(['200054781']);
  });
});
