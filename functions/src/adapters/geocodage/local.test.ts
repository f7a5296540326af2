import { describe, expect, it } from 'vitest';
import { choixGeocodage } from '@registre/shared/domain/copropriete/geocodage';
import { adresseGeocodeeSchema, parcelleGeocodeeSchema } from '@registre/shared/schemas/geographie';
import repertoire from './repertoire-local.json' with { type: 'json' };
import { batimentsLocal, geocodeurLocal, type RepertoireLocal } from './local.ts';

const g = geocodeurLocal();
const b = batimentsLocal();
const indisponible = { code: 'GEOLOCALISATION_INDISPONIBLE', status: 503 };
const r = repertoire as unknown as RepertoireLocal;

describe('répertoire local', () => {
  it('contient des adresses de la forme du service : clés BAN, codes INSEE, coordonnées', () => {
    for (const a of r.adresses) {
      expect(() => adresseGeocodeeSchema.parse({ ...a, score: null })).not.toThrow();
      expect(a.idBan).toMatch(new RegExp(`^${a.codeInsee}_[0-9a-z]{4}_\\d{5}$`));
      expect(a.libelle).toBe(`${a.numero} ${a.voie} ${a.codePostal} ${a.commune}`);
      expect(Math.abs(a.x)).toBeLessThan(180);
      expect(a.idRnb === null || /^[0-9A-Z]{12}$/.test(a.idRnb)).toBe(true);
    }
    expect(new Set(r.adresses.map((a) => a.idBan)).size).toBe(r.adresses.length);
    expect(r.adresses.some((a) => a.idRnb === null)).toBe(true);
  });
});

describe('complétion d’adresse locale', () => {
  it('propose plusieurs villes et numéros pour « rue de la paix », jamais plus que demandé', async () => {
    const res = await g.completerAdresse('rue de la paix', 10);
    expect(new Set(res.map((a) => a.commune)).size).toBeGreaterThanOrEqual(4);
    expect(res.filter((a) => a.commune === 'Paris').map((a) => a.numero)).toEqual(['3', '12', '14']);
    expect(choixGeocodage('rue de la paix', res).action).toBe('MODALE');
    expect(await g.completerAdresse('rue de la paix', 2)).toHaveLength(2);
  });

  it('donne exactement l’adresse saisie, choisie directement', async () => {
    const res = await g.completerAdresse('12 Rue de la Paix 75002 Paris', 10);
    expect(res).toEqual([
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
    expect(choixGeocodage('12 Rue de la Paix, 75002 Paris', res).action).toBe('CHOISIR');
  });

  it('complète le dernier mot et ignore accents, casse et ponctuation', async () => {
    expect((await g.completerAdresse('8 rue de la paix saint-etien', 10)).map((a) => a.libelle)).toEqual([
      '8 Rue de la Paix 42000 Saint-Étienne',
    ]);
    const rivoli = await g.completerAdresse('10 rue de rivoli', 10);
    expect(rivoli.map((a) => a.libelle)).toEqual(['10 Rue de Rivoli 75004 Paris']);
    expect(choixGeocodage('10 rue de rivoli', rivoli).action).toBe('MODALE');
  });

  it('ne trouve rien pour une adresse inconnue', async () => {
    expect(await g.completerAdresse('1 impasse des Inconnus 99999 Nulle-Part', 10)).toEqual([]);
    expect(choixGeocodage('1 impasse des Inconnus', []).action).toBe('NON_GEOLOCALISEE');
  });

  it('simule le service en panne pour un texte contenant « indisponible »', async () => {
    await expect(g.completerAdresse('3 rue Indisponible Paris', 10)).rejects.toMatchObject(indisponible);
  });
});

describe('parcelles locales', () => {
  it('trouve les parcelles listées (Paris 2e, section AB, 1 à 50), au format du cadastre', async () => {
    const res = await g.chercherParcelle({ codeInsee: '75102', prefixe: '000', section: 'ab', numero: '12' });
    expect(res).toEqual([
      expect.objectContaining({ codeInsee: '75102', commune: 'Paris', codePostal: '75002', section: 'AB', numero: '0012' }),
    ]);
    expect(() => parcelleGeocodeeSchema.parse(res[0])).not.toThrow();
    expect(Math.abs(res[0].x - 2.333)).toBeLessThan(0.01);
    expect(await g.chercherParcelle({ codeInsee: '75102', prefixe: '000', section: 'AB', numero: '50' })).toHaveLength(1);
    expect(await g.chercherParcelle({ codeInsee: '75102', prefixe: '000', section: 'AB', numero: '51' })).toEqual([]);
    expect(await g.chercherParcelle({ codeInsee: '75102', prefixe: '000', section: 'AC', numero: '12' })).toEqual([]);
  });

  it('distingue la commune absorbée par le préfixe', async () => {
    expect(await g.chercherParcelle({ codeInsee: '74010', prefixe: '093', section: 'AB', numero: '7' })).toHaveLength(1);
    expect(await g.chercherParcelle({ codeInsee: '74010', prefixe: '000', section: 'AB', numero: '7' })).toEqual([]);
  });

  it('trouve la section AA de toute commune du référentiel, autour de sa préfecture', async () => {
    const [p] = await g.chercherParcelle({ codeInsee: '14366', prefixe: '000', section: 'AA', numero: '9999' });
    expect(p).toMatchObject({ codeInsee: '14366', commune: 'Lisieux', codePostal: '14100', section: 'AA', numero: '9999' });
    expect(Math.abs(p.x - -0.3707)).toBeLessThan(0.1);
    expect(Math.abs(p.y - 49.1829)).toBeLessThan(0.1);
    // same parcel, same place
    expect(await g.chercherParcelle({ codeInsee: '14366', prefixe: '000', section: 'AA', numero: '9999' })).toEqual([p]);
    expect((await g.chercherParcelle({ codeInsee: '2A004', prefixe: '000', section: 'AA', numero: '1' }))[0]).toMatchObject({
      commune: 'Ajaccio',
    });
    expect(await g.chercherParcelle({ codeInsee: '99999', prefixe: '000', section: 'AA', numero: '1' })).toEqual([]);
    expect(await g.chercherParcelle({ codeInsee: '75056', prefixe: '000', section: 'AA', numero: '1' })).toEqual([]);
    expect(await g.chercherParcelle({ codeInsee: '14366', prefixe: '001', section: 'AA', numero: '1' })).toEqual([]);
  });

  it('simule le service en panne pour la section ZZ', async () => {
    await expect(g.chercherParcelle({ codeInsee: '75102', prefixe: '000', section: 'ZZ', numero: '1' })).rejects.toMatchObject(
      indisponible,
    );
  });
});

describe('bâtiments locaux', () => {
  it('donne l’identifiant RNB des adresses du répertoire, null sinon, et simule une panne au numéro 99999', async () => {
    expect(await b.idRnbParCleBan('75102_7003_00012')).toBe('PG46YY6YWCX8');
    expect(await b.idRnbParCleBan('75102_7003_00003')).toBeNull();
    expect(await b.idRnbParCleBan('75102_7003_00077')).toBeNull();
    await expect(b.idRnbParCleBan('75102_7003_99999')).rejects.toMatchObject(indisponible);
  });
});
