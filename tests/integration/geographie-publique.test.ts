/**
 * [issue 12] The public geography routes (spec 001 §7 "Statistics and geography (public)"), anonymous: regions,
 * departments, EPCI and communes of the official geography, 404 for an unknown code, 400 with a French message for
 * a malformed one.
 */
import { describe, expect, it } from 'vitest';
import { MESSAGE_DEPARTEMENT } from '@registre/shared/schemas/annuaire';
import { MESSAGE_CODE_INSEE } from '@registre/shared/schemas/copropriete/champs';
import { appeler } from '../support/api.ts';

const get = <T = any>(chemin: string) => appeler<T>('GET', chemin);
const noms = (l: { nom: string }[]) => l.map((x) => x.nom);
const introuvable = { status: 404, code: 'RESSOURCE_INTROUVABLE', message: "L'élément demandé est introuvable." };
const MESSAGE_REGION = 'Le code INSEE de la région comporte 2 chiffres (exemple : 11 pour l’Île-de-France).';
const MESSAGE_SIREN = 'Le SIREN comporte 9 chiffres.';
/** A malformed path parameter: 400, with the field's French sentence. */
async function refuse(chemin: string, champ: string, message: string) {
  const r = await get(chemin);
  expect(r.status).toBe(400);
  expect(r.corps).toMatchObject({ status: 400, code: 'REQUETE_INVALIDE', erreurs: { [`chemin.${champ}`]: message } });
}

describe('régions (public)', () => {
  it('donne les 18 régions par nom, sans connexion', async () => {
    const r = await get<{ code: string; nom: string }[]>('/api/public/statistiques/chargeRegion');
    expect(r.status).toBe(200);
    expect(r.corps).toHaveLength(18);
    expect(r.corps[0]).toEqual({ code: '84', nom: 'Auvergne-Rhône-Alpes' });
    expect(r.corps).toContainEqual({ code: '11', nom: 'Île-de-France' });
  });

  it('donne une région par son code, 404 si inconnue, 400 si malformé', async () => {
    expect((await get('/api/public/region/findRegionByCodeInseeRegion/11')).corps).toEqual({ code: '11', nom: 'Île-de-France' });
    expect((await get('/api/public/region/findRegionByCodeInseeRegion/99')).corps).toMatchObject(introuvable);
    await refuse('/api/public/region/findRegionByCodeInseeRegion/ABC', 'codeInsee', MESSAGE_REGION);
  });
});

describe('départements (public)', () => {
  it('donne les départements d’une région, ou tous avec 0', async () => {
    const idf = await get<{ code: string; nom: string; codeRegion: string }[]>('/api/public/statistiques/chargeDepartement/11');
    expect(idf.status).toBe(200);
    expect(idf.corps.map((d) => d.code)).toEqual(['91', '92', '75', '77', '93', '95', '94', '78']);
    expect(idf.corps[0]).toEqual({ code: '91', nom: 'Essonne', codeRegion: '11' });
    expect((await get<unknown[]>('/api/public/statistiques/chargeDepartement/0')).corps).toHaveLength(101);
    expect((await get('/api/public/statistiques/chargeDepartement/99')).corps).toMatchObject(introuvable);
    await refuse('/api/public/statistiques/chargeDepartement/X', 'idRegion', MESSAGE_REGION);
  });

  it('donne un département par son numéro, la Corse comprise', async () => {
    expect((await get('/api/public/departement/2A')).corps).toEqual({ code: '2A', nom: 'Corse-du-Sud', codeRegion: '94' });
    expect((await get('/api/public/departement/2b')).corps).toEqual({ code: '2B', nom: 'Haute-Corse', codeRegion: '94' });
    expect((await get('/api/public/departement/975')).corps).toMatchObject(introuvable);
    await refuse('/api/public/departement/ZZ', 'num', MESSAGE_DEPARTEMENT);
  });

  it('donne le département d’une commune, d’un arrondissement', async () => {
    expect((await get('/api/public/statistiques/chargeDepartementDepuisCdInsee/91228')).corps).toEqual({
      code: '91',
      nom: 'Essonne',
      codeRegion: '11',
    });
    expect((await get('/api/public/statistiques/chargeDepartementDepuisCdInsee/69382')).corps).toMatchObject({ code: '69' });
    expect((await get('/api/public/statistiques/chargeDepartementDepuisCdInsee/99999')).corps).toMatchObject(introuvable);
    await refuse('/api/public/statistiques/chargeDepartementDepuisCdInsee/123', 'code', MESSAGE_CODE_INSEE);
  });
});

describe('intercommunalités (public)', () => {
  it('donne les EPCI d’un département et d’une région', async () => {
    const paris = await get('/api/public/statistiques/chargeInterCommunalite/75');
    expect(paris.status).toBe(200);
    expect(paris.corps).toEqual([
      {
        siren: '200054781',
        nom: 'Métropole du Grand Paris',
        departements: ['75', '91', '92', '93', '94', '95'],
        regions: ['11'],
      },
    ]);
    expect((await get('/api/public/statistiques/chargeInterCommunalite/975')).corps).toMatchObject(introuvable);
    await refuse('/api/public/statistiques/chargeInterCommunalite/ZZ', 'numDepartement', MESSAGE_DEPARTEMENT);

    const ara = await get<{ siren: string; regions: string[] }[]>('/api/public/epci/chargeEpciParIdRegion/84');
    expect(ara.status).toBe(200);
    expect(ara.corps.some((e) => e.siren === '200046977')).toBe(true);
    expect(ara.corps.every((e) => e.regions.includes('84'))).toBe(true);
    expect((await get('/api/public/epci/chargeEpciParIdRegion/99')).corps).toMatchObject(introuvable);
    await refuse('/api/public/epci/chargeEpciParIdRegion/1', 'id', MESSAGE_REGION);
  });

  it('donne un EPCI par son SIREN et ses communes membres', async () => {
    expect((await get('/api/public/epci/findOneEpciBySiren/200046977')).corps).toEqual({
      siren: '200046977',
      nom: 'Métropole de Lyon',
      departements: ['69'],
      regions: ['84'],
    });
    expect((await get('/api/public/epci/findOneEpciBySiren/000000000')).corps).toMatchObject(introuvable);
    await refuse('/api/public/epci/findOneEpciBySiren/12345', 'siren', MESSAGE_SIREN);

    const membres = await get<{ nom: string; sirenEpci: string }[]>('/api/public/statistiques/chargeCommune/200046977');
    expect(membres.status).toBe(200);
    expect(noms(membres.corps)).toContain('Lyon');
    expect(membres.corps.every((c) => c.sirenEpci === '200046977')).toBe(true);
    expect((await get('/api/public/statistiques/chargeCommune/000000000')).corps).toMatchObject(introuvable);
    await refuse('/api/public/statistiques/chargeCommune/abc', 'sirenEpci', MESSAGE_SIREN);
  });

  it('donne les territoires du Grand Paris (EPT) comme des EPCI, ainsi que le fichier RNIC les nomme', async () => {
    expect((await get('/api/public/epci/findOneEpciBySiren/200057875')).corps).toEqual({
      siren: '200057875',
      nom: 'Est Ensemble',
      departements: ['93'],
      regions: ['11'],
      metropole: '200054781',
    });
    const membres = await get<{ nom: string; sirenEpci: string; sirenEpt: string }[]>(
      '/api/public/statistiques/chargeCommune/200057875',
    );
    expect(noms(membres.corps)).toContain('Montreuil');
    expect(membres.corps.every((c) => c.sirenEpt === '200057875' && c.sirenEpci === '200054781')).toBe(true);
    const seineSaintDenis = await get<{ siren: string }[]>('/api/public/statistiques/chargeInterCommunalite/93');
    expect(seineSaintDenis.corps.map((e) => e.siren)).toEqual(expect.arrayContaining(['200054781', '200057875']));
  });
});

describe('communes (public)', () => {
  it('donne une commune par son code, Paris pour un arrondissement', async () => {
    expect((await get('/api/public/commune/findOneCommuneByInseeCommune/91228')).corps).toEqual({
      codeInsee: '91228',
      nom: 'Évry-Courcouronnes',
      codeDepartement: '91',
      codeRegion: '11',
      sirenEpci: '200059228',
      sirenEpt: null,
      codesPostaux: ['91000', '91080'],
    });
    expect((await get('/api/public/commune/findOneCommuneByInseeCommune/75102')).corps).toMatchObject({
      codeInsee: '75056',
      nom: 'Paris',
    });
    expect((await get('/api/public/commune/findOneCommuneByInseeCommune/2a004')).corps).toMatchObject({ nom: 'Ajaccio' });
    expect((await get('/api/public/commune/findOneCommuneByInseeCommune/99999')).corps).toMatchObject(introuvable);
    await refuse('/api/public/commune/findOneCommuneByInseeCommune/ABCDE', 'insee', MESSAGE_CODE_INSEE);
  });

  it('donne les communes d’un département par nom, Paris entier', async () => {
    const paris = await get<{ codeInsee: string }[]>('/api/public/communes/findCommunesByIdDepartement/75');
    expect(paris.status).toBe(200);
    expect(paris.corps.map((c) => c.codeInsee)).toEqual(['75056']);
    const corse = await get<{ nom: string }[]>('/api/public/communes/findCommunesByIdDepartement/2A');
    expect(noms(corse.corps)).toContain('Ajaccio');
    expect(noms(corse.corps)).toEqual([...noms(corse.corps)].sort((a, b) => a.localeCompare(b, 'fr')));
    expect((await get('/api/public/communes/findCommunesByIdDepartement/975')).corps).toMatchObject(introuvable);
    await refuse('/api/public/communes/findCommunesByIdDepartement/ZZ', 'dept', MESSAGE_DEPARTEMENT);
  });

  it('complète le nom d’une commune dans un département, sans accent ni casse, 20 au plus', async () => {
    const evry = await get('/api/public/commune/91/EVRY');
    expect(evry.status).toBe(200);
    expect(noms(evry.corps)).toEqual(['Évry-Courcouronnes']);
    expect(noms((await get(`/api/public/commune/42/${encodeURIComponent('saint-étienne')}`)).corps)).toEqual([
      'Saint-Étienne',
      'Saint-Étienne-le-Molard',
    ]);
    expect((await get('/api/public/commune/62/sai')).corps).toHaveLength(20);
    expect((await get('/api/public/commune/91/zzz')).corps).toEqual([]);
    expect((await get('/api/public/commune/975/sai')).corps).toMatchObject(introuvable);

    await refuse('/api/public/commune/ZZ/evry', 'dept', MESSAGE_DEPARTEMENT);
    await refuse(`/api/public/commune/91/${'a'.repeat(10_000)}`, 'term', '60 caractères au maximum.');
    await refuse(`/api/public/commune/91/${encodeURIComponent('   ')}`, 'term', 'Saisissez au moins une lettre.');
  });
});
