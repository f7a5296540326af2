/**
 * Supporting documents (issue 5, spec 000 §5, §8, §9): the public PDF check (multipart), and the documents of
 * mandates, uploaded straight to the bucket by presigned POST (a real browser-style multipart POST to the URL
 * the API returns), checked by their content on the server, then opened through a short-lived link.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, cloud, jetonDe, loginDe } from '../support/api.ts';

const fichier = (nom: string) => readFileSync(new URL(`../fixtures/fichiers/${nom}`, import.meta.url));
const CINQ_MO = 5 * 1024 * 1024;
/** A real PDF padded to `taille` bytes with a comment before its cross-reference table. */
function pdfDeTaille(taille: number): Buffer {
  const texte = fichier('valide.pdf').toString('latin1');
  const i = texte.indexOf('xref\n');
  const bourrage = taille - texte.length;
  return Buffer.from(texte.slice(0, i) + '%' + 'x'.repeat(bourrage - 2) + '\n' + texte.slice(i), 'latin1');
}

const MAUVAIS: [string, Buffer, string][] = [
  ['image PNG renommée en .pdf', fichier('image-png.pdf'), 'FORMAT_FICHIER_NON_AUTORISE'],
  ['photo JPEG', fichier('photo.jpg'), 'FORMAT_FICHIER_NON_AUTORISE'],
  ['PDF tronqué', fichier('tronque.pdf'), 'FORMAT_FICHIER_NON_AUTORISE'],
  ['fichier vide', fichier('vide.pdf'), 'FORMAT_FICHIER_NON_AUTORISE'],
  ['5 Mo + 1 octet', pdfDeTaille(CINQ_MO + 1), 'FICHIER_TROP_VOLUMINEUX'],
];
const MESSAGES: Record<string, string> = {
  FORMAT_FICHIER_NON_AUTORISE: "Le format du fichier n'est pas autorisé : seuls les PDF sont acceptés.",
  FICHIER_TROP_VOLUMINEUX: 'Le fichier est trop volumineux : 5 Mo au maximum.',
  NOMBRE_FICHIERS_INCORRECT: 'Le nombre de fichiers joints est incorrect.',
};

/** POST of a multipart form to the API, as the SPA's client does. */
async function estValide(...fichiers: [string, Buffer][]) {
  const form = new FormData();
  for (const [nom, octets] of fichiers) form.append('file', new Blob([new Uint8Array(octets)], { type: 'application/pdf' }), nom);
  const r = await fetch(`${cloud().url}/api/public/pdf/estValide`, { method: 'POST', body: form });
  return { status: r.status, corps: (await r.json()) as any };
}

/** What the browser does with the form: every field, then the file last. */
async function deposer(formulaire: { url: string; champs: Record<string, string> }, octets: Buffer, type = 'application/pdf') {
  const form = new FormData();
  for (const [k, v] of Object.entries(formulaire.champs)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(octets)], { type }), 'mandat.pdf');
  return fetch(formulaire.url, { method: 'POST', body: form, headers: { origin: cloud().url } });
}

let syndic: string;
let autre: string;
let teneur: string;
beforeAll(async () => {
  [syndic, autre, teneur] = await Promise.all([
    jetonDe(loginDe('TELE_PRO_ADMIN_PRINC')),
    jetonDe(loginDe('TELE_NONPRO_ADMIN_PRINC')),
    jetonDe(loginDe('TENEUR_ADMIN_PRINC')),
  ]);
});

/** Asks for a form (announcing a plausible size, as a lying client could), then posts the bytes to the bucket. */
async function televerser(jeton: string, octets: Buffer, nomFichier = 'Mandat de syndic 2026 – signé.pdf') {
  const taille = Math.min(Math.max(octets.length, 1), CINQ_MO);
  const f = await appeler('POST', '/api/documents/televersement', { jeton, json: { nomFichier, taille } });
  expect(f.status).toBe(200);
  const depot = await deposer(f.corps, octets);
  // the local emulator takes it whatever its size or type (it enforces none of the policy): the server check refuses
  expect(depot.status).toBeLessThan(300);
  expect(depot.headers.get('access-control-allow-origin')).toBeTruthy(); // the SPA's page can read the answer
  return f.corps as { url: string; champs: Record<string, string>; cle: string; expire: string };
}

describe('POST api/public/pdf/estValide', () => {
  it('répond true pour un PDF, y compris de 5 Mo exactement', async () => {
    expect(await estValide(['mandat.pdf', fichier('valide.pdf')])).toEqual({ status: 200, corps: { response: true } });
    expect(await estValide(['gros.pdf', pdfDeTaille(CINQ_MO)])).toEqual({ status: 200, corps: { response: true } });
  });

  it.each(MAUVAIS)('refuse %s avec le message de la spécification', async (_, octets, code) => {
    const r = await estValide(['mandat.pdf', octets]);
    expect(r.status).toBe(400);
    expect(r.corps).toMatchObject({ code, message: MESSAGES[code] });
  });

  it('refuse trop ou trop peu de fichiers', async () => {
    for (const r of [await estValide(), await estValide(['a.pdf', fichier('valide.pdf')], ['b.pdf', fichier('valide.pdf')])]) {
      expect(r).toMatchObject({
        status: 400,
        corps: { code: 'NOMBRE_FICHIERS_INCORRECT', message: MESSAGES.NOMBRE_FICHIERS_INCORRECT },
      });
    }
  });
});

describe('justificatifs déposés par POST présigné', () => {
  it('donne un formulaire de dépôt limité à 5 Mo, en PDF, pour 10 minutes, dans le dossier du déposant', async () => {
    const avant = Date.now();
    const r = await appeler('POST', '/api/documents/televersement', {
      jeton: syndic,
      json: { nomFichier: 'mandat.pdf', taille: 1000 },
    });
    expect(r.status).toBe(200);
    expect(r.corps.cle).toMatch(/^televersements\/[0-9a-f]{32}\/[0-9a-f-]{36}\.pdf$/);
    expect(r.corps.champs).toMatchObject({ key: r.corps.cle, 'Content-Type': 'application/pdf' });
    const politique = JSON.parse(Buffer.from(r.corps.champs.Policy, 'base64').toString('utf8'));
    expect(politique.conditions).toContainEqual(['content-length-range', 1, CINQ_MO]);
    expect(politique.conditions).toContainEqual(['eq', '$Content-Type', 'application/pdf']);
    const duree = Date.parse(politique.expiration) - avant;
    expect(duree).toBeGreaterThan(9 * 60_000);
    expect(duree).toBeLessThanOrEqual(10 * 60_000 + 2000);
    expect(r.corps.tailleMax).toBe(CINQ_MO);
  });

  it('refuse avant tout dépôt une taille annoncée de plus de 5 Mo ou un nom sans .pdf', async () => {
    const trop = await appeler('POST', '/api/documents/televersement', {
      jeton: syndic,
      json: { nomFichier: 'mandat.pdf', taille: CINQ_MO + 1 },
    });
    expect(trop).toMatchObject({
      status: 400,
      corps: { code: 'FICHIER_TROP_VOLUMINEUX', message: MESSAGES.FICHIER_TROP_VOLUMINEUX },
    });
    const png = await appeler('POST', '/api/documents/televersement', {
      jeton: syndic,
      json: { nomFichier: 'photo.png', taille: 10 },
    });
    expect(png).toMatchObject({ status: 400, corps: { code: 'FORMAT_FICHIER_NON_AUTORISE' } });
  });

  it('réserve le dépôt aux déclarants (le teneur ne dépose pas)', async () => {
    const r = await appeler('POST', '/api/documents/televersement', { jeton: teneur, json: { nomFichier: 'a.pdf', taille: 10 } });
    expect(r.status).toBe(403);
  });

  it.each(MAUVAIS)('refuse après dépôt %s, et supprime le fichier déposé', async (_, octets, code) => {
    const f = await televerser(syndic, octets);
    const r = await appeler('POST', '/api/documents/verifier', { jeton: syndic, json: { cle: f.cle } });
    expect(r.status).toBe(400);
    expect(r.corps).toMatchObject({ code, message: MESSAGES[code] });
    const encore = await appeler('POST', '/api/documents/verifier', { jeton: syndic, json: { cle: f.cle } });
    expect(encore.corps.code).toBe('FICHIER_INTROUVABLE');
  });

  it('accepte un PDF, que seul son déposant et le teneur peuvent ouvrir par un lien de 5 minutes', async () => {
    const pdf = fichier('valide.pdf');
    const f = await televerser(syndic, pdf);

    // another declarant can neither check this upload nor learn it exists
    const intrus = await appeler('POST', '/api/documents/verifier', { jeton: autre, json: { cle: f.cle } });
    expect(intrus).toMatchObject({ status: 404, corps: { code: 'RESSOURCE_INTROUVABLE' } });

    const v = await appeler('POST', '/api/documents/verifier', { jeton: syndic, json: { cle: f.cle } });
    expect(v.status).toBe(200);
    expect(v.corps).toEqual({
      idDocument: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nomFichier: 'Mandat de syndic 2026 – signé.pdf',
      taille: pdf.length,
    });
    // the upload is consumed: checking it again finds nothing
    expect((await appeler('POST', '/api/documents/verifier', { jeton: syndic, json: { cle: f.cle } })).corps.code).toBe(
      'FICHIER_INTROUVABLE',
    );

    const chemin = `/api/documents/${v.corps.idDocument}/lien`;
    expect(await appeler('GET', chemin, { jeton: autre })).toMatchObject({
      status: 404,
      corps: { code: 'RESSOURCE_INTROUVABLE' },
    });

    for (const jeton of [syndic, teneur]) {
      const l = await appeler('GET', chemin, { jeton });
      expect(l.status).toBe(200);
      const expire = Date.parse(l.corps.expire) - Date.now();
      expect(expire).toBeGreaterThan(4 * 60_000);
      expect(expire).toBeLessThanOrEqual(5 * 60_000);
      expect(new URL(l.corps.url).searchParams.get('X-Amz-Expires')).toBe('300');
      const telecharge = await fetch(l.corps.url);
      expect(telecharge.status).toBe(200);
      expect(telecharge.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await telecharge.arrayBuffer()).equals(pdf)).toBe(true);
    }
  });

  it("ne vérifie que des clés de dépôt (ni justificatif déjà classé, ni chemin d'un autre dossier)", async () => {
    for (const cle of ['justificatifs/x.pdf', 'televersements/../justificatifs/x.pdf', 'autre']) {
      const r = await appeler('POST', '/api/documents/verifier', { jeton: syndic, json: { cle } });
      expect(r).toMatchObject({ status: 404, corps: { code: 'RESSOURCE_INTROUVABLE' } });
    }
    expect((await appeler('GET', '/api/documents/pas-un-id/lien', { jeton: teneur })).status).toBe(404);
  });
});
