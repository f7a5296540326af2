/**
 * The local gateway serves the SPA as CloudFront does (issue 15): brotli or gzip per Accept-Encoding with
 * `Vary: Accept-Encoding`, hashed assets cached for a year, index.html revalidated, no source map; and, as API
 * Gateway, it refuses a body over 10 MB with a French 413 (API error shape) without reading it all.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleDebit, codageAccepte, demarrerPasserelle, MESSAGE_413, TYPES_STATIQUES } from './passerelle.ts';

let serveur: Server;
let base: string;
let dist: string;
const SCRIPT = `export const a = ${JSON.stringify('registre '.repeat(500))};\n`;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'passerelle-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="fr"><title>x</title>${'<p>registre</p>'.repeat(100)}</html>`,
  );
  writeFileSync(join(dist, 'assets', 'index-AbCd1234.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'index-AbCd1234.js.map'), '{}');
  writeFileSync(join(dist, 'assets', 'petit-AbCd1234.js'), 'export {};\n');
  mkdirSync(join(dist, 'prerendu', 'aide'), { recursive: true });
  writeFileSync(join(dist, 'prerendu', 'accueil.html'), '<title>accueil prérendu</title>');
  writeFileSync(join(dist, 'prerendu', 'aide', 'registreetmoi.html'), '<title>registre et moi prérendu</title>');
  mkdirSync(join(dist, 'tutoriels'));
  writeFileSync(join(dist, 'tutoriels', 'video.webm'), Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
  writeFileSync(join(dist, 'tutoriels', 'video.vtt'), 'WEBVTT\n');
  serveur = await demarrerPasserelle({
    port: 0,
    webDist: dist,
    emetteur: 'http://127.0.0.1:9',
    clientId: 'client',
    configWeb: {},
    version: 'test',
    // a local endpoint that reads its body, as /_local/sfn does
    routesLocales: async (_req, res, _url, corps) => {
      const lu = await corps();
      res.writeHead(200, { 'content-type': 'text/plain' }).end(String(lu.length));
    },
  });
  base = `http://127.0.0.1:${(serveur.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => serveur.close(r));
  serveur.closeAllConnections();
  rmSync(dist, { recursive: true, force: true });
});

/** A raw GET (fetch would decode the body and hide the encoding). */
function obtenir(chemin: string, entetes: Record<string, string> = {}) {
  return new Promise<{ status: number; entetes: Record<string, string | string[] | undefined>; corps: Buffer }>(
    (resolve, reject) => {
      request(`${base}${chemin}`, { headers: entetes }, (r) => {
        const morceaux: Buffer[] = [];
        r.on('data', (m: Buffer) => morceaux.push(m));
        r.on('end', () => resolve({ status: r.statusCode!, entetes: r.headers, corps: Buffer.concat(morceaux) }));
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('passerelle locale : la SPA servie comme par CloudFront', () => {
  it('compresse en brotli ou gzip selon Accept-Encoding, avec Vary', async () => {
    const br = await obtenir('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.entetes['content-encoding']).toBe('br');
    expect(br.entetes.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.corps).toString()).toBe(SCRIPT);
    expect(br.corps.length).toBeLessThan(SCRIPT.length / 5);

    const gz = await obtenir('/assets/index-AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(gz.entetes['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.corps).toString()).toBe(SCRIPT);

    const brut = await obtenir('/assets/index-AbCd1234.js', { 'accept-encoding': 'br;q=0, identity' });
    expect(brut.entetes['content-encoding']).toBeUndefined();
    expect(brut.entetes.vary).toBe('Accept-Encoding');
    expect(brut.corps.toString()).toBe(SCRIPT);
  });

  it('ne compresse pas un fichier de moins de 1 000 octets', async () => {
    const r = await obtenir('/assets/petit-AbCd1234.js', { 'accept-encoding': 'br, gzip' });
    expect(r.entetes['content-encoding']).toBeUndefined();
    expect(r.corps.toString()).toBe('export {};\n');
  });

  it('met en cache un an les fichiers empreintés, fait revalider index.html (y compris pour une route de la SPA)', async () => {
    expect((await obtenir('/assets/index-AbCd1234.js')).entetes['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await obtenir('/')).entetes['cache-control']).toBe('no-cache');
    const route = await obtenir('/compte/moncompte', { 'accept-encoding': 'gzip' });
    expect(route.entetes['cache-control']).toBe('no-cache');
    expect(gunzipSync(route.corps).toString()).toContain('<title>x</title>');
  });

  it('sert les pages publiques prérendues à leur chemin (issue 24), le reste de la SPA avec index.html', async () => {
    const lire = async (chemin: string) => (await obtenir(chemin)).corps.toString();
    expect(await lire('/')).toBe('<title>accueil prérendu</title>');
    expect(await lire('/aide/registreetmoi')).toBe('<title>registre et moi prérendu</title>');
    expect(await lire('/aide/registreetmoi/')).toBe('<title>registre et moi prérendu</title>');
    // prerendered by the real build, not by this one: the empty shell
    expect(await lire('/annuaire')).toContain('<title>x</title>');
    expect(await lire('/compte/moncompte')).toContain('<title>x</title>');
    expect((await obtenir('/aide/registreetmoi')).entetes['cache-control']).toBe('no-cache');
  });

  it('ne sert aucune carte des sources', async () => {
    expect((await obtenir('/assets/index-AbCd1234.js.map')).status).toBe(404);
  });

  it('préfère brotli, respecte q=0 et *', () => {
    expect(codageAccepte('gzip, deflate, br, zstd')).toBe('br');
    expect(codageAccepte('gzip;q=0.5, br;q=0')).toBe('gzip');
    expect(codageAccepte('*')).toBe('br');
    expect(codageAccepte('identity')).toBeNull();
    expect(codageAccepte(undefined)).toBeNull();
  });
});

describe('passerelle locale : le type de chaque fichier statique (issue 27)', () => {
  it('sert la vidéo du tutoriel en video/webm et ses sous-titres en text/vtt', async () => {
    expect((await obtenir('/tutoriels/video.webm')).entetes['content-type']).toBe('video/webm');
    expect((await obtenir('/tutoriels/video.vtt')).entetes['content-type']).toBe('text/vtt; charset=utf-8');
  });

  it('connaît le type de chaque extension livrée dans web/public', () => {
    const extensions = new Set<string>();
    const parcourir = (dossier: string) => {
      for (const e of readdirSync(dossier, { withFileTypes: true }))
        if (e.isDirectory()) parcourir(join(dossier, e.name));
        else if (extname(e.name) && !e.name.startsWith('.')) extensions.add(extname(e.name).toLowerCase());
    };
    parcourir(join(import.meta.dirname, '..', '..', '..', 'web', 'public'));
    expect(extensions.size).toBeGreaterThan(5);
    expect([...extensions].filter((x) => !TYPES_STATIQUES[x])).toEqual([]);
  });
});

describe('passerelle locale : corps de requête de plus de 10 Mo', () => {
  it('lit un corps de 10 Mo exactement', async () => {
    const r = await fetch(`${base}/_local/rien`, { method: 'POST', body: Buffer.alloc(10 * 1024 * 1024, 0x20) });
    expect(r.status).toBe(200);
    expect(await r.text()).toBe(String(10 * 1024 * 1024));
  });

  it('répond 413 en français, annoncé par Content-Length, sans lire le corps', async () => {
    const r = await fetch(`${base}/_local/rien`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ status: 413, message: MESSAGE_413 });
  });

  it('répond 413 à un corps envoyé par morceaux, dès le dépassement', async () => {
    const morceau = Buffer.alloc(1024 * 1024, 0x20);
    let envoyes = 0;
    const flux = new ReadableStream<Uint8Array>({
      pull(c) {
        if (envoyes++ < 12) c.enqueue(morceau);
        else c.close();
      },
    });
    const r = await fetch(`${base}/_local/rien`, { method: 'POST', body: flux, duplex: 'half' } as RequestInit);
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ status: 413, message: MESSAGE_413 });
  });
});

describe('[issue 25] clé de débit des logiciels', () => {
  const jwt = (charge: object) => `Bearer e30.${Buffer.from(JSON.stringify(charge)).toString('base64url')}.sig`;
  it('lit le client_id du jeton, et rien pour un jeton sans client ou pas de jeton', () => {
    expect(cleDebit(jwt({ client_id: 'abc', scope: 'logiciels/lecture' }))).toBe('abc');
    expect(cleDebit(jwt({ sub: 'x' }))).toBeNull();
    expect(cleDebit('Bearer pas-un-jwt')).toBeNull();
    expect(cleDebit(undefined)).toBeNull();
  });
});
