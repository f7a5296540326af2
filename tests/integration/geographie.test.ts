/**
 * Communes and geocoding through the API (spec 000 §7 "External services"): the public communes routes, and the
 * geocoding of addresses and parcels and the building ids for signed-in users, answered here by the local
 * gazetteer (GEOCODAGE_ADAPTER=local), including the national services being down.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, jetonDe, loginDe } from '../support/api.ts';

let syndic: string;
let teneur: string;
beforeAll(async () => {
  [syndic, teneur] = await Promise.all([jetonDe(loginDe('TELE_PRO_ADMIN_PRINC')), jetonDe(loginDe('TENEUR_ADMIN_PRINC'))]);
});

const adresses = (q: string, jeton: string | null = syndic, max?: number) =>
  appeler<any>(
    'GET',
    `/api/geocodage/adresses?${new URLSearchParams({ q, ...(max !== undefined && { maximumResponses: String(max) }) })}`,
    { jeton: jeton ?? undefined },
  );
// null: anonymous
const parcelles = (p: Record<string, string>, jeton: string | null = syndic) =>
  appeler<any>('GET', `/api/geocodage/parcelles?${new URLSearchParams(p)}`, { jeton: jeton ?? undefined });

describe('communes (public)', () => {
  it('donne les communes d’un code postal, sans connexion', async () => {
    const r = await appeler<any[]>('GET', '/api/public/communes/lib/14100');
    expect(r.status).toBe(200);
    expect(r.corps).toContainEqual({ codeInsee: '14366', nom: 'Lisieux', codePostal: '14100' });
    expect((await appeler('GET', '/api/public/communes/lib/75002')).corps).toEqual([
      { codeInsee: '75102', nom: 'Paris 2e Arrondissement', codePostal: '75002' },
    ]);
    expect((await appeler('GET', '/api/public/communes/lib/00000')).corps).toEqual([]);
  });

  it('cherche par le début du nom, sans accent ni casse, 20 au plus', async () => {
    const r = await appeler<any[]>('GET', `/api/public/communes/lib/${encodeURIComponent('saint-étienne')}`);
    expect(r.corps[0]).toEqual({ codeInsee: '42218', nom: 'Saint-Étienne', codePostal: '42000' });
    expect(r.corps).toHaveLength(20);
    expect((await appeler('GET', '/api/public/communes/lib/LISIEUX', { jeton: syndic })).corps).toEqual([
      { codeInsee: '14366', nom: 'Lisieux', codePostal: '14100' },
    ]);
  });

  it('refuse un texte trop court, en français', async () => {
    const r = await appeler<any>('GET', '/api/public/communes/lib/a');
    expect(r.status).toBe(400);
    expect(r.corps).toMatchObject({
      code: 'REQUETE_INVALIDE',
      erreurs: { 'chemin.x': 'Saisissez un code postal ou au moins 2 lettres du nom de la commune.' },
    });
  });

  it('donne les communes absorbées d’une commune, sans connexion', async () => {
    const r = await appeler<any[]>('GET', '/api/public/communesabsorbees/14027');
    expect(r.status).toBe(200);
    expect(r.corps).toContainEqual({ codeInsee: '14056', nom: 'Bauquay', type: 'COMD' });
    expect(r.corps).toHaveLength(7);
    expect((await appeler('GET', '/api/public/communesabsorbees/01262')).corps).toContainEqual({
      codeInsee: '01120',
      nom: 'Cordieux',
      type: 'COMA',
    });
    expect((await appeler('GET', '/api/public/communesabsorbees/75102')).corps).toEqual([]);
    const invalide = await appeler<any>('GET', '/api/public/communesabsorbees/1402');
    expect(invalide.status).toBe(400);
    expect(invalide.corps.erreurs['chemin.x']).toBe('Le code INSEE comporte 5 caractères (exemple : 75056 ou 2A004).');
  });
});

describe('géocodage des adresses', () => {
  it('répond aussi aux visiteurs anonymes (annuaire public, issue 12)', async () => {
    const r = await adresses('rue de la paix', null);
    expect(r.status).toBe(200);
  });

  it('propose plusieurs adresses pour « rue de la paix »', async () => {
    const r = await adresses('rue de la paix');
    expect(r.status).toBe(200);
    expect(r.corps.resultats.length).toBeGreaterThan(1);
    expect(r.corps.resultats).toContainEqual(
      expect.objectContaining({ libelle: '12 Rue de la Paix 75002 Paris', idBan: '75102_7003_00012', codeInsee: '75102' }),
    );
    expect((await adresses('rue de la paix', teneur, 2)).corps.resultats).toHaveLength(2);
  });

  it('donne exactement l’adresse saisie, et rien pour une adresse inconnue', async () => {
    expect((await adresses('12 Rue de la Paix 75002 Paris')).corps.resultats).toEqual([
      {
        libelle: '12 Rue de la Paix 75002 Paris',
        numero: '12',
        voie: 'Rue de la Paix',
        codePostal: '75002',
        commune: 'Paris',
        codeInsee: '75102',
        x: 2.331167,
        y: 48.869352,
        idBan: '75102_7003_00012',
        score: 0.97,
      },
    ]);
    expect((await adresses('1 impasse des Inconnus')).corps).toEqual({ resultats: [] });
  });

  it('répond 503 GEOLOCALISATION_INDISPONIBLE quand le service est en panne', async () => {
    const r = await adresses('5 rue indisponible');
    expect(r.status).toBe(503);
    expect(r.corps).toMatchObject({
      code: 'GEOLOCALISATION_INDISPONIBLE',
      message: 'Service de géolocalisation indisponible : veuillez réessayer plus tard.',
    });
  });

  it('valide la saisie, en français', async () => {
    const court = await adresses('ru');
    expect(court.status).toBe(400);
    expect(court.corps.erreurs['parametres.q']).toBe("Saisissez au moins 3 caractères de l'adresse.");
    const manquant = await appeler<any>('GET', '/api/geocodage/adresses', { jeton: syndic });
    expect(manquant.corps.erreurs['parametres.q']).toBe('Ce champ est obligatoire.');
    const trop = await adresses('rue de la paix', syndic, 11);
    expect(trop.status).toBe(400);
    expect(trop.corps.erreurs['parametres.maximumResponses']).toMatch(/10/);
  });
});

describe('géocodage des parcelles', () => {
  it('est réservé aux utilisateurs connectés', async () => {
    expect((await parcelles({ codeInsee: '75102', section: 'AB', numero: '12' }, null)).status).toBe(401);
  });

  it('trouve une parcelle connue, au format du cadastre', async () => {
    const r = await parcelles({ codeInsee: '75102', section: 'ab', numero: '12' });
    expect(r.status).toBe(200);
    expect(r.corps.resultats).toEqual([
      expect.objectContaining({
        codeInsee: '75102',
        commune: 'Paris',
        codePostal: '75002',
        prefixe: '000',
        section: 'AB',
        numero: '0012',
      }),
    ]);
    expect((await parcelles({ codeInsee: '74010', prefixe: '093', section: 'AB', numero: '7' })).corps.resultats).toHaveLength(1);
  });

  it('ne trouve pas une parcelle inconnue, trouve la section AA de toute commune', async () => {
    expect((await parcelles({ codeInsee: '75102', section: 'AB', numero: '51' })).corps).toEqual({ resultats: [] });
    expect((await parcelles({ codeInsee: '14366', section: 'AA', numero: '125' }, teneur)).corps.resultats).toEqual([
      expect.objectContaining({ codeInsee: '14366', commune: 'Lisieux', section: 'AA', numero: '0125' }),
    ]);
  });

  it('répond 503 GEOLOCALISATION_INDISPONIBLE quand le service est en panne', async () => {
    const r = await parcelles({ codeInsee: '75102', section: 'ZZ', numero: '1' });
    expect(r.status).toBe(503);
    expect(r.corps.code).toBe('GEOLOCALISATION_INDISPONIBLE');
  });

  it('valide les références cadastrales, en français', async () => {
    const r = await parcelles({ codeInsee: '7510', prefixe: '12', section: 'ABC', numero: '12345' });
    expect(r.status).toBe(400);
    expect(r.corps.erreurs).toEqual({
      'parametres.codeInsee': 'Le code INSEE comporte 5 caractères (exemple : 75056 ou 2A004).',
      'parametres.prefixe': 'Le préfixe comporte 3 chiffres (000 par défaut).',
      'parametres.section': 'La section cadastrale comporte 2 lettres au maximum.',
      'parametres.numero': 'Le numéro de parcelle comporte 4 chiffres au maximum (de 1 à 9999).',
    });
    const vide = await parcelles({});
    expect(vide.corps.erreurs).toMatchObject({
      'parametres.codeInsee': 'Ce champ est obligatoire.',
      'parametres.section': 'Ce champ est obligatoire.',
      'parametres.numero': 'Ce champ est obligatoire.',
    });
  });
});

describe('identifiant RNB du bâtiment', () => {
  const batiment = (cle: string, jeton: string | null = syndic) =>
    appeler<any>('GET', `/api/geocodage/batiment/${cle}`, { jeton: jeton ?? undefined });

  it('répond aussi aux visiteurs anonymes (annuaire public, issue 12)', async () => {
    expect(await batiment('75102_7003_00012', null)).toMatchObject({ status: 200, corps: { idRnb: 'PG46YY6YWCX8' } });
  });

  it('donne l’identifiant RNB d’une adresse, null sans bâtiment', async () => {
    expect(await batiment('75102_7003_00012')).toMatchObject({ status: 200, corps: { idRnb: 'PG46YY6YWCX8' } });
    expect((await batiment('75102_7003_00003', teneur)).corps).toEqual({ idRnb: null });
  });

  it('refuse une clé BAN invalide, et répond 503 quand le service est en panne', async () => {
    const r = await batiment('rue-de-la-paix');
    expect(r.status).toBe(400);
    expect(r.corps.erreurs['chemin.cleBan']).toBe("Clé d'interopérabilité BAN invalide.");
    expect((await batiment('75102_7003_99999')).corps.code).toBe('GEOLOCALISATION_INDISPONIBLE');
  });
});
