/**
 * The HTTP adapters against recorded answers of the real services (enregistrements/, shapes of the IGN
 * Géoplateforme geocoding and of the RNB API), served by a small local HTTP server: several results, one, none,
 * a malformed answer, an HTTP error, a service that does not answer in time or cannot be reached.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { choixGeocodage } from '@registre/shared/domain/copropriete/geocodage';
import { logger } from '../../platform/logger.ts';
import { batimentsRnb, filtresCommune, geocodeurIgn, texteRecherche } from './ign.ts';

const enregistrement = (nom: string) => readFileSync(new URL(`./enregistrements/${nom}.json`, import.meta.url), 'utf8');

/** What the server answers for a path: status, body, delay. */
type Reponse = { status?: number; corps: string; delaiMs?: number; type?: string };
let reponses: Record<string, Reponse> = {};
let recues: URL[] = [];
let serveur: Server;
let base: string;

beforeAll(async () => {
  serveur = createServer((req, res) => {
    const url = new URL(req.url!, 'http://localhost');
    recues.push(url);
    const r = reponses[url.pathname];
    const repondre = () => {
      if (!r) return res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      res.writeHead(r.status ?? 200, { 'content-type': r.type ?? 'application/json; charset=utf-8' }).end(r.corps);
    };
    if (r?.delaiMs) setTimeout(repondre, r.delaiMs);
    else repondre();
  });
  await new Promise<void>((ok) => serveur.listen(0, '127.0.0.1', ok));
  base = `http://127.0.0.1:${(serveur.address() as AddressInfo).port}`;
});
// the failures are logged, but never what the user typed (an address is personal data)
const journal = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
afterAll(() => {
  serveur.closeAllConnections();
  serveur.close();
  expect(journal).toHaveBeenCalled();
  expect(JSON.stringify(journal.mock.calls)).not.toMatch(/paix|75102_7003/i);
});
beforeEach(() => {
  reponses = {};
  recues = [];
});

const geocodage = (delaiMs?: number) => geocodeurIgn(`${base}/geocodage/`, fetch, delaiMs);
const servirAdresses = (completion: string, recherche: string) => {
  reponses['/geocodage/completion/'] = { corps: enregistrement(completion) };
  reponses['/geocodage/search'] = { corps: enregistrement(recherche) };
};
const indisponible = { code: 'GEOLOCALISATION_INDISPONIBLE', status: 503 };

describe('complétion d’adresse (IGN Géoplateforme)', () => {
  it('appelle la complétion StreetAddress et la recherche d’adresses avec le même texte', async () => {
    servirAdresses('completion-rue-de-la-paix', 'recherche-rue-de-la-paix');
    await geocodage().completerAdresse('rue de la paix', 10);
    const completion = recues.find((u) => u.pathname === '/geocodage/completion/')!;
    expect(Object.fromEntries(completion.searchParams)).toEqual({
      text: 'rue de la paix',
      type: 'StreetAddress',
      maximumResponses: '10',
    });
    const recherche = recues.find((u) => u.pathname === '/geocodage/search')!;
    expect(Object.fromEntries(recherche.searchParams)).toEqual({
      q: 'rue de la paix',
      index: 'address',
      limit: '10',
      autocomplete: '1',
    });
  });

  it('propose plusieurs adresses, avec la clé BAN et le code INSEE de la recherche', async () => {
    servirAdresses('completion-rue-de-la-paix', 'recherche-rue-de-la-paix');
    const r = await geocodage().completerAdresse('rue de la paix', 10);
    expect(r).toHaveLength(4);
    expect(r[0]).toEqual({
      libelle: '12 Rue de la Paix 75002 Paris',
      numero: '12',
      voie: 'Rue de la Paix',
      codePostal: '75002',
      commune: 'Paris',
      codeInsee: '75102',
      x: 2.331167,
      y: 48.869352,
      idBan: '75102_7003_00012',
      score: 0.7418318181818181,
    });
    // a street has no building: no BAN key of an address, but its commune
    expect(r[2]).toMatchObject({
      libelle: 'Rue de la Paix 42000 Saint-Étienne',
      numero: null,
      codeInsee: '42218',
      idBan: null,
      x: 4.388512,
      y: 45.437829,
    });
    expect(r[3]).toMatchObject({ commune: 'Annecy', codeInsee: '74010', codePostal: '74960' });
    expect(choixGeocodage('rue de la paix', r).action).toBe('MODALE');
  });

  it('donne une seule adresse, choisie directement quand son libellé est le texte saisi', async () => {
    servirAdresses('completion-12-rue-de-la-paix', 'recherche-12-rue-de-la-paix');
    const r = await geocodage().completerAdresse('12 Rue de la Paix 75002 Paris', 10);
    expect(r).toEqual([expect.objectContaining({ libelle: '12 Rue de la Paix 75002 Paris', idBan: '75102_7003_00012' })]);
    expect(choixGeocodage('12 Rue de la Paix 75002 Paris', r)).toEqual({ action: 'CHOISIR', resultat: r[0] });
  });

  it('ne donne rien pour une adresse inconnue', async () => {
    servirAdresses('completion-aucune', 'recherche-aucune');
    expect(await geocodage().completerAdresse('zzzzqqqqxxxx', 10)).toEqual([]);
  });

  it('garde les suggestions sans clé BAN quand la recherche ne les retrouve pas', async () => {
    servirAdresses('completion-12-rue-de-la-paix', 'recherche-aucune');
    expect(await geocodage().completerAdresse('12 rue de la paix', 10)).toEqual([
      expect.objectContaining({ libelle: '12 Rue de la Paix 75002 Paris', numero: '12', idBan: null, codeInsee: null }),
    ]);
  });

  it('demande 10 réponses au plus', async () => {
    servirAdresses('completion-aucune', 'recherche-aucune');
    await geocodage().completerAdresse('rue de la paix', 50);
    await geocodage().completerAdresse('rue de la paix', 3);
    expect(recues.filter((u) => u.pathname.endsWith('completion/')).map((u) => u.searchParams.get('maximumResponses'))).toEqual([
      '10',
      '3',
    ]);
  });

  it('nettoie le texte que le service refuserait', async () => {
    expect(texteRecherche('  - 12 rue de la paix')).toBe('12 rue de la paix');
    expect(texteRecherche(`12 rue ${'a'.repeat(80)}`)).toBe(`12 rue ${'a'.repeat(50)}`);
    servirAdresses('completion-aucune', 'recherche-aucune');
    expect(await geocodage().completerAdresse('---', 10)).toEqual([]);
    expect(recues).toHaveLength(0);
  });

  it('signale la géolocalisation indisponible : réponse malformée, non JSON, erreur HTTP', async () => {
    servirAdresses('completion-rue-de-la-paix', 'recherche-malformee');
    await expect(geocodage().completerAdresse('rue de la paix', 10)).rejects.toMatchObject(indisponible);
    reponses['/geocodage/search'] = { corps: '<html>Bad gateway</html>', type: 'text/html' };
    await expect(geocodage().completerAdresse('rue de la paix', 10)).rejects.toMatchObject(indisponible);
    reponses['/geocodage/search'] = { status: 400, corps: enregistrement('erreur-400') };
    await expect(geocodage().completerAdresse('rue de la paix', 10)).rejects.toMatchObject(indisponible);
    servirAdresses('completion-rue-de-la-paix', 'recherche-rue-de-la-paix');
    reponses['/geocodage/completion/'] = { status: 500, corps: '' };
    await expect(geocodage().completerAdresse('rue de la paix', 10)).rejects.toMatchObject(indisponible);
    reponses['/geocodage/completion/'] = { corps: '{"status":"ERROR","results":[]}' };
    await expect(geocodage().completerAdresse('rue de la paix', 10)).rejects.toMatchObject(indisponible);
  });

  it('signale la géolocalisation indisponible quand le service ne répond pas à temps ou est injoignable', async () => {
    servirAdresses('completion-rue-de-la-paix', 'recherche-rue-de-la-paix');
    // the service answers after 3 s: the call gives up at its 100 ms deadline, long before (even on a loaded machine)
    reponses['/geocodage/search'].delaiMs = 3000;
    const debut = Date.now();
    await expect(geocodage(100).completerAdresse('rue de la paix', 10)).rejects.toMatchObject(indisponible);
    expect(Date.now() - debut).toBeLessThan(2500);
    await expect(geocodeurIgn('http://127.0.0.1:1/geocodage').completerAdresse('rue de la paix', 10)).rejects.toMatchObject(
      indisponible,
    );
  });
});

describe('recherche de parcelle (IGN Géoplateforme, index parcel)', () => {
  it('cherche par filtres structurés, par arrondissement à Paris', async () => {
    reponses['/geocodage/search'] = { corps: enregistrement('parcelle-paris-2e-ab-12') };
    const r = await geocodage().chercherParcelle({ codeInsee: '75102', prefixe: '000', section: 'AB', numero: '12' });
    expect(Object.fromEntries(recues[0].searchParams)).toEqual({
      index: 'parcel',
      limit: '10',
      departmentcode: '75',
      municipalitycode: '056',
      districtcode: '102',
      oldmunicipalitycode: '000',
      section: 'AB',
      number: '0012',
    });
    expect(r).toEqual([
      {
        codeInsee: '75102',
        commune: 'Paris',
        codePostal: null,
        prefixe: '000',
        section: 'AB',
        numero: '0012',
        x: 2.332764,
        y: 48.868517,
      },
    ]);
  });

  it('trouve la parcelle d’une commune absorbée par son préfixe, section sur deux caractères', async () => {
    reponses['/geocodage/search'] = { corps: enregistrement('parcelle-annecy-093-0a-41') };
    const r = await geocodage().chercherParcelle({ codeInsee: '74010', prefixe: '093', section: 'A', numero: '41' });
    expect(recues[0].searchParams.get('section')).toBe('0A');
    expect(recues[0].searchParams.get('oldmunicipalitycode')).toBe('093');
    expect(r).toEqual([expect.objectContaining({ codeInsee: '74010', prefixe: '093', section: 'A', numero: '0041' })]);
  });

  it('ne trouve rien pour une parcelle inconnue, ni pour Paris, Lyon ou Marseille sans arrondissement', async () => {
    reponses['/geocodage/search'] = { corps: enregistrement('parcelle-aucune') };
    expect(await geocodage().chercherParcelle({ codeInsee: '75102', prefixe: '000', section: 'ZY', numero: '9999' })).toEqual([]);
    recues = [];
    expect(await geocodage().chercherParcelle({ codeInsee: '75056', prefixe: '000', section: 'AB', numero: '12' })).toEqual([]);
    expect(recues).toHaveLength(0);
  });

  it('découpe le code INSEE en département et commune', () => {
    expect(filtresCommune('2A004')).toEqual({ departmentcode: '2A', municipalitycode: '004' });
    expect(filtresCommune('97411')).toEqual({ departmentcode: '974', municipalitycode: '11' });
    expect(filtresCommune('69383')).toEqual({ departmentcode: '69', municipalitycode: '123', districtcode: '383' });
    expect(filtresCommune('13201')).toEqual({ departmentcode: '13', municipalitycode: '055', districtcode: '201' });
    expect(filtresCommune('44109')).toEqual({ departmentcode: '44', municipalitycode: '109' });
    expect(filtresCommune('13055')).toBeNull();
  });

  it('signale la géolocalisation indisponible', async () => {
    const p = { codeInsee: '75102', prefixe: '000', section: 'AB', numero: '12' };
    reponses['/geocodage/search'] = { corps: enregistrement('recherche-malformee') };
    await expect(geocodage().chercherParcelle(p)).rejects.toMatchObject(indisponible);
    reponses['/geocodage/search'] = { status: 503, corps: '' };
    await expect(geocodage().chercherParcelle(p)).rejects.toMatchObject(indisponible);
    reponses['/geocodage/search'] = { corps: enregistrement('parcelle-paris-2e-ab-12'), delaiMs: 400 };
    await expect(geocodage(50).chercherParcelle(p)).rejects.toMatchObject(indisponible);
  });
});

describe('identifiant RNB par clé BAN', () => {
  const rnb = (delaiMs?: number) => batimentsRnb(`${base}/`, fetch, delaiMs);

  it('interroge la liste des bâtiments par clé d’interopérabilité BAN', async () => {
    reponses['/api/alpha/buildings/'] = { corps: enregistrement('rnb-12-rue-de-la-paix') };
    expect(await rnb().idRnbParCleBan('75102_7003_00012')).toBe('PG46YY6YWCX8');
    expect(recues[0].searchParams.get('cle_interop_ban')).toBe('75102_7003_00012');
  });

  it('préfère le bâtiment construit parmi plusieurs', async () => {
    reponses['/api/alpha/buildings/'] = { corps: enregistrement('rnb-plusieurs') };
    expect(await rnb().idRnbParCleBan('69382_5390_00020')).toBe('R6FN2YH8CW4Q');
  });

  it('répond null sans bâtiment', async () => {
    reponses['/api/alpha/buildings/'] = { corps: enregistrement('rnb-aucun') };
    expect(await rnb().idRnbParCleBan('75101_8249_00099')).toBeNull();
  });

  it('signale la géolocalisation indisponible', async () => {
    reponses['/api/alpha/buildings/'] = { corps: '{"results":[{"status":"constructed"}]}' };
    await expect(rnb().idRnbParCleBan('75102_7003_00012')).rejects.toMatchObject(indisponible);
    reponses['/api/alpha/buildings/'] = { status: 502, corps: 'Bad Gateway', type: 'text/plain' };
    await expect(rnb().idRnbParCleBan('75102_7003_00012')).rejects.toMatchObject(indisponible);
    reponses['/api/alpha/buildings/'] = { corps: enregistrement('rnb-aucun'), delaiMs: 400 };
    await expect(rnb(50).idRnbParCleBan('75102_7003_00012')).rejects.toMatchObject(indisponible);
  });
});
