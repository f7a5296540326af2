/**
 * [issue 27, point 6] A malformed RNIC file dropped in the imports bucket goes through the `import-rnic` workflow
 * as through the command line: its bad lines rejected with their French reason, its valid rows loaded; a French
 * rejects report (ligne, numéro, raison) and a summary written next to the file, whole, and the summary in the
 * workflow's output. A file refused whole (unknown header) loads nothing and gets a report saying so. Numbers ZW….
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { genererRnic } from '@registre/infra/local/src/rnic/generateur';
import { cloud, utiliserEnvCloud } from '../support/api.ts';

const AUJOURDHUI = new Date().toISOString().slice(0, 10);
const csv = (lignes: string[][]) => stringify(lignes, { quoted: true, record_delimiter: '\n' });
const NUMERO = COLONNES_RNIC.indexOf('numero_d_immatriculation');

type S3 = typeof import('@registre/functions/adapters/s3/exports');
let s3: S3;

beforeAll(async () => {
  utiliserEnvCloud();
  s3 = await import('@registre/functions/adapters/s3/exports');
});

async function copropriete(immatriculation: string) {
  const { db } = await import('@registre/functions/adapters/dynamodb/service');
  return (await db().entities.copropriete.query.parImmatriculation({ immatriculation }).go()).data[0];
}

/** Drops `octets` in the imports bucket at `cle` and runs the workflow to its end: its output. */
async function deposerEtImporter(cle: string, octets: Buffer) {
  const bucket = cloud().env.BUCKET_IMPORTS;
  await s3.ecrireFlux(cle, Readable.from([octets]), { bucket });
  const { demarrerWorkflow, etatExecution } = await import('@registre/functions/adapters/workflows/index');
  const arn = await demarrerWorkflow('import-rnic', { bucket, cle });
  let e = await etatExecution(arn);
  for (let i = 0; i < 600 && e.statut === 'RUNNING'; i++) {
    await new Promise((r) => setTimeout(r, 200));
    e = await etatExecution(arn);
  }
  expect(e.statut).toBe('SUCCEEDED');
  return e.sortie as { termine: boolean; bilan: Record<string, unknown> };
}

async function lire(cle: string): Promise<Buffer | null> {
  const flux = await s3.lireFlux(cle, { bucket: cloud().env.BUCKET_IMPORTS });
  return flux ? buffer(flux) : null;
}

describe('workflow import-rnic : un fichier mal formé déposé dans le bucket des imports', () => {
  it('charge les lignes valides, rejette les autres et écrit à côté du fichier un rapport en français et un bilan', async () => {
    const rangs = [...genererRnic({ lignes: 6, graine: 27, premier: 'ZW0000001', aujourdhui: AUJOURDHUI })];
    const numeros = rangs.map((r) => r[NUMERO]);
    // line numbers with the header = 1
    const fichier = Buffer.concat([
      Buffer.from('\uFEFF' + csv([[...COLONNES_RNIC]])),
      Buffer.from(csv(rangs.slice(0, 2))),
      Buffer.from('"ZW0000091","mal "fermé",x\n'), // line 4: a quote inside a value
      Buffer.from(csv([rangs[2]])),
      Buffer.from([0x00, 0x01, 0x02, 0x0a]), // line 6: binary
      Buffer.from(csv([rangs[3]])),
      Buffer.from(csv([rangs[4].slice(0, 10)])), // line 8: too few fields
      Buffer.from(csv([rangs[5].map((v, i) => (i === NUMERO ? '=HYPERLINK("x")' : v))])), // line 9: no valid number
    ]);
    const cle = 'depots/zw-malforme.csv';
    const sortie = await deposerEtImporter(cle, fichier);

    expect(sortie.termine).toBe(true);
    expect(sortie.bilan).toMatchObject({
      fichier: cle,
      statut: 'CHARGE',
      raison: null,
      lues: 8,
      chargees: 4,
      rejetees: 4,
      rapportRejets: `${cle}.rejets.csv`,
    });
    // the summary next to the file says the same
    expect(JSON.parse((await lire(`${cle}.bilan.json`))!.toString('utf8'))).toEqual(sortie.bilan);

    const rapport = (await lire(`${cle}.rejets.csv`))!;
    const [entete, ...lignes] = parse(rapport, { bom: true }) as string[][];
    expect(entete).toEqual(['ligne', 'numéro', 'raison']);
    expect(lignes.map((l) => Number(l[0]))).toEqual([4, 6, 8, 9]);
    expect(lignes[0][2]).toMatch(/^Ligne mal formée \(guillemets ou séparateurs\)/);
    expect(lignes[1][2]).toMatch(/^Caractères illisibles \(données binaires\)/);
    expect(lignes[2][2]).toMatch(/^Nombre de champs incorrect : 10 champs au lieu de 72/);
    // the file's own text, never run as a formula by a spreadsheet
    expect(lignes[3][1]).toBe(`'=HYPERLINK("x")`);
    // never the parser's English text
    for (const l of lignes) expect(l[2], l[0]).not.toMatch(/\bInvalid\b|\bQuote\b|\brecord\b|\bline \d/i);

    for (const n of numeros.slice(0, 4)) expect(await copropriete(n), n).toBeDefined();
    // the rejected lines left nothing behind
    for (const n of numeros.slice(4)) expect(await copropriete(n), n).toBeUndefined();
    // the slices' parts are gone once assembled
    const { s3: client } = await import('@registre/functions/adapters/s3/client');
    const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
    const parties = await client().send(
      new ListObjectsV2Command({ Bucket: cloud().env.BUCKET_EXPORTS, Prefix: 'imports/depots/zw-malforme/' }),
    );
    expect(parties.Contents ?? []).toEqual([]);
  }, 120_000);

  it('un fichier à l’en-tête inconnu : rien de chargé, un rapport et un bilan qui le disent', async () => {
    const rangs = [...genererRnic({ lignes: 3, graine: 28, premier: 'ZW0000101', aujourdhui: AUJOURDHUI })];
    const fichier = Buffer.from(csv([[...COLONNES_RNIC.slice(0, 71), 'colonne_mystere'], ...rangs]));
    const cle = 'depots/zw-entete-inconnu.csv';
    const sortie = await deposerEtImporter(cle, fichier);

    expect(sortie.bilan).toMatchObject({ statut: 'REFUSE', lues: 0, chargees: 0, rejetees: 0 });
    expect(sortie.bilan.raison).toMatch(/En-tête non reconnu : la colonne « colonne_mystere »/);
    expect(JSON.parse((await lire(`${cle}.bilan.json`))!.toString('utf8'))).toEqual(sortie.bilan);
    const [entete, ...lignes] = parse((await lire(`${cle}.rejets.csv`))!, { bom: true }) as string[][];
    expect(entete).toEqual(['ligne', 'numéro', 'raison']);
    expect(lignes).toHaveLength(1);
    expect(lignes[0][0]).toBe('1');
    expect(lignes[0][2]).toMatch(/^Fichier refusé : En-tête non reconnu/);
    for (const r of rangs) expect(await copropriete(r[NUMERO]), r[NUMERO]).toBeUndefined();
  }, 120_000);

  it('le rapport déposé à son tour dans le bucket n’est pas importé', async () => {
    const sortie = (await deposerEtImporter(
      'depots/zw-entete-inconnu.csv.rejets.csv',
      (await lire('depots/zw-entete-inconnu.csv.rejets.csv'))!,
    )) as unknown as { termine: boolean; ignore?: string; bilan?: unknown };
    expect(sortie.termine).toBe(true);
    expect(sortie.ignore).toMatch(/Rapport de rejets/);
    expect(sortie.bilan).toBeUndefined();
    expect(await lire('depots/zw-entete-inconnu.csv.rejets.csv.rejets.csv')).toBeNull();
  }, 60_000);
});
