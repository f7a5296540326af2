import { describe, expect, it } from 'vitest';
import { contenuFichier, genererDonneesTerritoires, lireSources } from '../../scripts/territoires.ts';
import { DONNEES_TERRITOIRES } from './territoires.donnees.ts';
import { communesReference, indexer, territoireDe } from './territoires.ts';

describe('données des territoires', () => {
  it('sont à jour du paquet @etalab/decoupage-administratif (sinon : npx tsx functions/scripts/territoires.ts)', () => {
    expect(genererDonneesTerritoires(lireSources()) === DONNEES_TERRITOIRES).toBe(true);
    expect(contenuFichier('x')).toContain('export const DONNEES_TERRITOIRES = `x`;');
    // regenerates the territories from the package: seconds on a loaded machine
  }, 60_000);

  it('s’indexent', () => {
    const { territoires, communes } = indexer(DONNEES_TERRITOIRES);
    expect(territoires.size).toBeGreaterThan(38_000);
    expect(communes.length).toBeGreaterThan(34_000);
  });
});

describe('territoire d’une commune', () => {
  it('donne Paris et l’arrondissement pour un arrondissement de Paris, la Métropole du Grand Paris pour EPCI', () => {
    expect(territoireDe('75102')).toEqual({
      epci: '200054781',
      codeCommune: '75056',
      nomCommune: 'Paris',
      codeArrondissement: '75102',
      nomArrondissement: 'Paris 2e Arrondissement',
      codeEpci: '200054781',
      nomEpci: 'Métropole du Grand Paris',
      codeDepartement: '75',
      nomDepartement: 'Paris',
      codeRegion: '11',
      nomRegion: 'Ile-de-France', // as the RNIC file writes it, without the accent
      sirenEpci: '200054781',
      sirenEpt: null,
    });
    // Paris as a whole: columns 65–66 are the commune itself
    expect(territoireDe('75056')).toMatchObject({
      codeCommune: '75056',
      codeArrondissement: '75056',
      nomArrondissement: 'Paris',
      epci: '200054781',
    });
  });

  it('donne Lyon et Marseille pour leurs arrondissements', () => {
    expect(territoireDe('69382')).toMatchObject({
      epci: '200046977',
      codeCommune: '69123',
      nomCommune: 'Lyon',
      codeArrondissement: '69382',
      nomArrondissement: 'Lyon 2e Arrondissement',
      codeEpci: '200046977',
      nomEpci: 'Métropole de Lyon',
      codeDepartement: '69',
      codeRegion: '84',
      nomRegion: 'Auvergne-Rhône-Alpes',
    });
    expect(territoireDe('13201')).toMatchObject({
      codeCommune: '13055',
      nomCommune: 'Marseille',
      codeArrondissement: '13201',
      nomArrondissement: 'Marseille 1er Arrondissement',
      nomEpci: "Métropole d'Aix-Marseille-Provence",
      codeDepartement: '13',
      nomDepartement: 'Bouches-du-Rhône',
      codeRegion: '93',
    });
  });

  it('donne la Corse et une commune ordinaire, dont le code et le nom tiennent lieu d’arrondissement (colonnes 65–66)', () => {
    expect(territoireDe('2A004')).toMatchObject({
      codeCommune: '2A004',
      nomCommune: 'Ajaccio',
      codeArrondissement: '2A004',
      nomArrondissement: 'Ajaccio',
      codeDepartement: '2A',
      nomDepartement: 'Corse-du-Sud',
      codeRegion: '94',
      nomRegion: 'Corse',
    });
    expect(territoireDe(' 2a004 ')).toEqual(territoireDe('2A004'));
    const bourg = territoireDe('01053');
    expect(bourg).toMatchObject({
      codeCommune: '01053',
      nomCommune: 'Bourg-en-Bresse',
      codeArrondissement: '01053',
      nomArrondissement: 'Bourg-en-Bresse',
      codeDepartement: '01',
      nomDepartement: 'Ain',
      nomRegion: 'Auvergne-Rhône-Alpes', // other regions keep their official name
      sirenEpt: null,
    });
    expect(bourg.epci).toMatch(/^\d{9}$/);
    expect(bourg.epci).toBe(bourg.codeEpci);
    expect(bourg.epci).toBe(bourg.sirenEpci);
    expect(bourg.nomEpci).toBeTruthy();
  });

  it('ne laisse jamais les colonnes 65–66 vides pour une commune connue', () => {
    const { territoires } = indexer(DONNEES_TERRITOIRES);
    const vides = [...territoires.values()].filter((t) => !t.codeArrondissement || !t.nomArrondissement);
    expect(vides).toEqual([]);
  });

  it('donne le territoire (EPT) en colonnes 1, 67 et 68 pour une commune du Grand Paris, nommé comme le fichier', () => {
    expect(territoireDe('93048')).toEqual({
      epci: '200057875',
      codeCommune: '93048',
      nomCommune: 'Montreuil',
      codeArrondissement: '93048',
      nomArrondissement: 'Montreuil',
      codeEpci: '200057875',
      nomEpci: 'T8 -  Est Ensemble', // number, space, hyphen, two spaces, name
      codeDepartement: '93',
      nomDepartement: 'Seine-Saint-Denis',
      codeRegion: '11',
      nomRegion: 'Ile-de-France',
      sirenEpci: '200054781', // the Métropole, which the statistics count it in too
      sirenEpt: '200057875',
    });
    expect(territoireDe('93066')).toMatchObject({ epci: '200057867', codeEpci: '200057867', nomEpci: 'T6 -  Plaine Commune' });
    expect(territoireDe('92012').nomEpci).toBe('T3 -  Grand Paris Seine Ouest'); // Boulogne-Billancourt
    expect(territoireDe('94081').nomEpci).toBe('T12 -  Grand-Orly Seine Bièvre'); // Vitry-sur-Seine
  });

  it('nomme les onze EPT du Grand Paris T2 à T12, chacun colonne 1 = colonne 67 de ses communes', () => {
    const { territoires } = indexer(DONNEES_TERRITOIRES);
    const noms = new Map<string, string>();
    for (const t of territoires.values())
      if (t.sirenEpt) {
        expect(t.epci).toBe(t.sirenEpt);
        expect(t.codeEpci).toBe(t.sirenEpt);
        expect(t.sirenEpci).toBe('200054781');
        noms.set(t.sirenEpt, t.nomEpci!);
      }
    expect(noms.size).toBe(11);
    const numeros = [...noms.values()].map((n) => Number(/^T(\d+) - {2}\S/.exec(n)?.[1])).sort((a, b) => a - b);
    expect(numeros).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('rattache une commune associée ou déléguée à son chef-lieu', () => {
    expect(territoireDe('01120')).toEqual(territoireDe('01262')); // Cordieux, associée à Montluel
    expect(territoireDe('14011').codeCommune).toBe('14581'); // Anctoville, déléguée d'Aurseulles
  });

  it('ne donne rien pour un code inconnu', () => {
    const vide = territoireDe('99999');
    expect(Object.values(vide).every((v) => v === null)).toBe(true);
    expect(Object.keys(vide)).toHaveLength(13);
    expect(territoireDe('')).toEqual(vide);
  });
});

describe('communes de référence', () => {
  it('donnent les communes actuelles et les arrondissements, sans Paris, Lyon et Marseille entières', () => {
    const communes = communesReference();
    const codes = new Set(communes.map((c) => c.code));
    expect(codes.has('75056') || codes.has('69123') || codes.has('13055')).toBe(false);
    expect(codes.has('01120')).toBe(false);
    expect(communes.find((c) => c.code === '75102')).toEqual({
      code: '75102',
      nom: 'Paris 2e Arrondissement',
      departement: '75',
      codesPostaux: ['75002'],
      population: expect.any(Number),
    });
    expect(communes.find((c) => c.code === '2A004')).toMatchObject({
      departement: '2A',
      codesPostaux: expect.arrayContaining(['20000']),
    });
    expect(communes.filter((c) => c.code.startsWith('751'))).toHaveLength(20);
    expect(new Set(communes.map((c) => c.departement)).size).toBeGreaterThanOrEqual(101);
  });
});
