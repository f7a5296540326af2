/**
 * Issue 15, item 2: a supporting document is checked for what it is, not for its envelope. Every file of the
 * hostile corpus (tests/fixtures/fichiers/pdf-malveillants, written by tests/support/pdfMalveillants.ts) is sent
 * through every way a PDF reaches the register — the public check (multipart), the presigned upload then its
 * check, the attachment request and the renewal with a `justificatif` file part — and refused there with a
 * French 400, nothing stored (no mandate, no request, no filed document, the upload deleted); the valid one
 * still passes everywhere.
 */
import { readFileSync } from 'node:fs';
import { ListObjectsV2Command, HeadObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { REFUS_PDF, type MotifRefusPdf } from '@registre/functions/adapters/documents/analysePdf';
import { appeler, cloud, jetonDe, utiliserEnvCloud } from '../support/api.ts';
import { immatriculerCopropriete } from '../support/coproprietes.ts';
import { base, lireCopropriete } from '../support/validations.ts';

const SYNDIC_A = 'demo.tele_pro_admin_princ';
const SYNDIC_B = 'demo.tele_nonpro_admin_princ';

const j: Record<string, string> = {};
const malveillant = (nom: string) => readFileSync(new URL(`../fixtures/fichiers/pdf-malveillants/${nom}`, import.meta.url));

/** Every hostile file of the corpus, with the refusal the generator wrote beside it. */
const CORPUS = Object.entries(JSON.parse(malveillant('attendus.json').toString()) as Record<string, MotifRefusPdf | 'ok'>).filter(
  (c): c is [string, MotifRefusPdf] => c[1] !== 'ok',
);

// -------------------------------------------------------------------------------------------------------------
// the four ways in
// -------------------------------------------------------------------------------------------------------------

type Reponse = { status: number; corps: any };

async function multipart(
  chemin: string,
  jeton: string | null,
  texte: Record<string, string>,
  champ: string,
  nom: string,
  octets: Buffer,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(texte)) form.append(k, v);
  form.append(champ, new Blob([new Uint8Array(octets)], { type: 'application/pdf' }), nom);
  const r = await fetch(`${cloud().url}${chemin}`, {
    method: 'POST',
    body: form,
    headers: jeton ? { authorization: `Bearer ${jeton}` } : {},
  });
  return { status: r.status, corps: (await r.json()) as any };
}

const estValide = (nom: string, octets: Buffer) => multipart('/api/public/pdf/estValide', null, {}, 'file', nom, octets);

/** Presigned upload (a browser-style POST to the bucket), then the server's check of the uploaded object. */
async function televerserPuisVerifier(nom: string, octets: Buffer): Promise<Reponse & { cle: string }> {
  const f = await appeler('POST', '/api/documents/televersement', {
    jeton: j[SYNDIC_B],
    json: { nomFichier: nom, taille: octets.length },
  });
  expect(f.status).toBe(200);
  const form = new FormData();
  for (const [k, v] of Object.entries(f.corps.champs as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(octets)], { type: 'application/pdf' }), nom);
  expect((await fetch(f.corps.url, { method: 'POST', body: form, headers: { origin: cloud().url } })).status).toBeLessThan(300);
  const v = await appeler('POST', '/api/documents/verifier', { jeton: j[SYNDIC_B], json: { cle: f.corps.cle } });
  return { ...v, cle: f.corps.cle };
}

const fr = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
const jour = (decalage: number, mois = 0) => {
  const n = new Date();
  return new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth() + mois, n.getUTCDate() + decalage));
};
const CHAMPS_MANDAT = {
  adminProvisoire: 'false',
  confirmations: '[]',
  declarationHonneur: 'true',
};

/** Syndic B asks to be attached to a condominium of syndic A, with the file as its `justificatif`. */
const rattacher = (immatriculation: string, nom: string, octets: Buffer) =>
  multipart(
    '/api/coproprietes/rattachement',
    j[SYNDIC_B],
    {
      ...CHAMPS_MANDAT,
      immatriculation,
      dateDebutMandat: fr(jour(0)),
      dateFinMandat: fr(jour(-1, 12)),
      typeJustifMandat: 'CONTRAT_SYNDIC',
    },
    'justificatif',
    nom,
    octets,
  );

/** Syndic A renews its mandate (ending yesterday), with the file as its `justificatif`. */
const renouveler = (idCopropriete: number, nom: string, octets: Buffer) =>
  multipart(
    '/api/mandats/renouvellement',
    j[SYNDIC_A],
    {
      ...CHAMPS_MANDAT,
      idCopropriete: String(idCopropriete),
      dateDebutMandat: fr(jour(0)),
      dateFinMandat: fr(jour(-1, 12)),
      typeJustifMandat: 'PV_AG',
    },
    'justificatif',
    nom,
    octets,
  );

// -------------------------------------------------------------------------------------------------------------
// what is stored
// -------------------------------------------------------------------------------------------------------------

async function mandatsDe(idCopropriete: number) {
  return (await (await base()).entities.mandat.query.parCopropriete({ idCopropriete }).go()).data;
}

/**
 * Filed documents named `nom` (each test file gets a unique name: other test files file documents meanwhile). Only
 * the objects written since `depuis` are read (a HEAD each): a name of this run cannot be on an older one, and the
 * suite's bucket holds every other file's documents.
 */
async function justificatifsNommes(nom: string, depuis: Date): Promise<string[]> {
  utiliserEnvCloud();
  const { s3 } = await import('@registre/functions/adapters/s3/client');
  const Bucket = cloud().env.BUCKET_DOCUMENTS;
  const cles: string[] = [];
  let suite: string | undefined;
  do {
    const l = await s3().send(new ListObjectsV2Command({ Bucket, Prefix: 'justificatifs/', ContinuationToken: suite }));
    for (const o of l.Contents ?? []) {
      if (o.LastModified && o.LastModified < depuis) continue;
      const h = await s3().send(new HeadObjectCommand({ Bucket, Key: o.Key! }));
      if (decodeURIComponent(h.Metadata?.nom ?? '') === nom) cles.push(o.Key!);
    }
    suite = l.NextContinuationToken;
  } while (suite);
  return cles;
}

async function objetExiste(cle: string): Promise<boolean> {
  utiliserEnvCloud();
  const { decrire } = await import('@registre/functions/adapters/documents/index');
  return (await decrire(cle)) !== null;
}

// -------------------------------------------------------------------------------------------------------------

/** A condominium of syndic A whose mandate ended yesterday: open to syndic B's attachment and to A's renewal. */
async function coproprieteEchue() {
  const r = await immatriculerCopropriete(j[SYNDIC_A]);
  const db = await base();
  const c = (await db.entities.copropriete.get({ idCopropriete: r.idCopropriete }).go()).data!;
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const fin = iso(jour(-1));
  await db.entities.mandat
    .patch({ idCopropriete: c.idCopropriete, idMandat: c.idMandatCourant! })
    .set({ dateDebut: iso(jour(0, -12)), dateFin: fin, finCourant: fin })
    .go();
  await db.entities.copropriete.patch({ idCopropriete: c.idCopropriete }).set({ dateFinMandat: fin }).go();
  return { idCopropriete: r.idCopropriete, immatriculation: r.immatriculation! };
}

let copro: { idCopropriete: number; immatriculation: string };
beforeAll(async () => {
  for (const l of [SYNDIC_A, SYNDIC_B]) j[l] = await jetonDe(l);
  copro = await coproprieteEchue();
});

const suffixe = Date.now().toString(36);

describe('un PDF malveillant est refusé par chaque voie de dépôt, et rien n’est enregistré', () => {
  it.each(CORPUS)(
    '%s (%s)',
    async (fichier, motif) => {
      // a margin for the bucket's clock rounding (its dates are to the second)
      const debut = new Date(Date.now() - 5000);
      const octets = malveillant(fichier);
      const nom = `${fichier.replace(/\.pdf$/, '')}-${suffixe}.pdf`;
      const attendu = { code: REFUS_PDF[motif].code, message: REFUS_PDF[motif].message };
      expect(ERREURS[attendu.code].status).toBe(400);
      expect(attendu.message).toMatch(/^Le (PDF|fichier) /);
      const avant = await mandatsDe(copro.idCopropriete);

      const public_ = await estValide(nom, octets);
      expect([public_.status, public_.corps]).toMatchObject([400, attendu]);

      const depot = await televerserPuisVerifier(nom, octets);
      expect([depot.status, depot.corps]).toMatchObject([400, attendu]);
      expect(await objetExiste(depot.cle)).toBe(false); // the upload is deleted

      const rattachement = await rattacher(copro.immatriculation, nom, octets);
      expect([rattachement.status, rattachement.corps]).toMatchObject([400, attendu]);

      const renouvellement = await renouveler(copro.idCopropriete, nom, octets);
      expect([renouvellement.status, renouvellement.corps]).toMatchObject([400, attendu]);

      // nothing written: no mandate, no request, no filed document
      expect(await mandatsDe(copro.idCopropriete)).toEqual(avant);
      expect((await lireCopropriete(copro.idCopropriete))?.idDemandeEnCours).toBeUndefined();
      expect(await justificatifsNommes(nom, debut)).toEqual([]);
    },
    120_000,
  );

  it('le PDF valide du corpus passe toujours par chaque voie', async () => {
    const debut = new Date(Date.now() - 5000);
    const octets = malveillant('valide-1-page.pdf');
    const nom = `valide-1-page-${suffixe}.pdf`;
    expect(await estValide(nom, octets)).toEqual({ status: 200, corps: { response: true } });
    const depot = await televerserPuisVerifier(nom, octets);
    expect(depot.status).toBe(200);
    expect(depot.corps).toMatchObject({ nomFichier: nom, taille: octets.length });
    expect(await objetExiste(depot.cle)).toBe(false); // consumed: filed under justificatifs/

    const renouvellement = await renouveler(copro.idCopropriete, nom, octets);
    expect(renouvellement.status).toBe(200);
    // a second condominium for the attachment (the renewal now holds the first one's request)
    const autre = await coproprieteEchue();
    const rattachement = await rattacher(autre.immatriculation, nom, octets);
    expect(rattachement.status).toBe(200);
    expect((await justificatifsNommes(nom, debut)).length).toBe(3); // the upload's, the renewal's, the attachment's
  });
});
