/**
 * [issue 23] The `import-rnic` workflow cuts a file into ranges it loads side by side (here 10 records a range):
 * every line is read once, a number repeated in another range is rejected as one import reading the whole file
 * rejects it, bad lines lose only themselves, and the report and the summary are those of that one import.
 * Numbers ZJ….
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { genererRnic } from '@registre/infra/local/src/rnic/generateur';
import { cloud, utiliserEnvCloud } from '../support/api.ts';

const csv = (lignes: string[][]) => stringify(lignes, { quoted: true, record_delimiter: '\n' });
const NUMERO = COLONNES_RNIC.indexOf('numero_d_immatriculation');

beforeAll(() => utiliserEnvCloud());

describe('workflow import-rnic : un fichier coupé en plages chargées côte à côte', () => {
  it('lit chaque ligne une fois, rejette un numéro répété d’une plage à l’autre, et rend le bilan d’un import d’un seul tenant', async () => {
    const s3 = await import('@registre/functions/adapters/s3/exports');
    const { importerRnic, fluxDepuisTexte } = await import('@registre/functions/donneesOuvertes/import');
    const { demarrerWorkflow, etatExecution } = await import('@registre/functions/adapters/workflows/index');
    const rangs = [
      ...genererRnic({ lignes: 40, graine: 23, premier: 'ZJ0000001', aujourdhui: new Date().toISOString().slice(0, 10) }),
    ];
    // line 1 the header; line 7 a quoted value that spans two lines; line 25 too few fields; lines 33 and 43 repeat
    // the numbers of lines 3 and 30 (other ranges), line 38 a blank line
    const lignes = rangs.map((r) => csv([r]));
    lignes[5] = csv([
      rangs[5].map((v, i) => (i === COLONNES_RNIC.indexOf('nom_d_usage_de_la_copropriete') ? 'Les\nTilleuls' : v)),
    ]);
    lignes[23] = csv([rangs[23].slice(0, 12)]);
    const repete = (rang: number, de: number) => csv([rangs[rang].map((v, i) => (i === NUMERO ? rangs[de][NUMERO] : v))]);
    lignes[30] = repete(30, 1);
    lignes[40 - 1] = repete(39, 27);
    lignes.splice(35, 0, '\n');
    const texte = '\uFEFF' + csv([[...COLONNES_RNIC]]) + lignes.join('');
    const bucket = cloud().env.BUCKET_IMPORTS;
    const cle = 'depots/zj-plages.csv';
    await s3.ecrireFlux(cle, Readable.from([Buffer.from(texte)]), { bucket });

    // four ranges of 10 records, each knowing the repeated numbers of its lines
    const { decouperImport } = await import('@registre/functions/donneesOuvertes/importS3');
    const decoupage = await decouperImport({ bucket, cle, lignesParPlage: 10 });
    expect(
      'plages' in decoupage && decoupage.plages.map((p) => [p.suite?.ligne ?? 0, p.plage?.fin !== null, p.plage?.doublons]),
    ).toEqual([
      [0, true, {}],
      [12, true, {}],
      [22, true, {}],
      [32, false, { 33: 3, 43: 30 }],
    ]);

    const arn = await demarrerWorkflow('import-rnic', { bucket, cle, lignesParPlage: 10 });
    let e = await etatExecution(arn);
    for (let i = 0; i < 600 && e.statut === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      e = await etatExecution(arn);
    }
    expect(e.statut).toBe('SUCCEEDED');
    const sortie = e.sortie as { termine: boolean; bilan: Record<string, unknown>; cumul: Record<string, unknown> };
    expect(sortie.termine).toBe(true);
    const rapport = parse((await buffer((await s3.lireFlux(`${cle}.rejets.csv`, { bucket }))!)) as Buffer, {
      bom: true,
    }) as string[][];

    // the same file read by one import: every row already there, the same rejects
    const rejets: string[][] = [];
    const { bilan } = await importerRnic(fluxDepuisTexte(texte), {
      maintenant: new Date(),
      journal: false,
      surRejet: (r) => void rejets.push([String(r.ligne), r.immatriculation ?? '', r.raison]),
    });
    expect(bilan).toMatchObject({ lues: 40, chargees: 0, rejetees: 3, dejaPresentes: 37 });
    expect(sortie.bilan).toMatchObject({ statut: 'CHARGE', lues: 40, chargees: 37, rejetees: 3, dejaPresentes: 0 });
    expect(sortie.bilan.rejetsParRaison).toEqual(bilan.parRaison);
    expect(rapport).toEqual([['ligne', 'numéro', 'raison'], ...rejets]);
    expect(rejets.map((r) => [r[0], r[2].replace(/ \(ligne \d+\)/, '')])).toEqual([
      ['26', 'Nombre de champs incorrect : 12 champs au lieu de 72'],
      ['33', "Numéro d'immatriculation déjà présent plus haut dans le fichier"],
      ['43', "Numéro d'immatriculation déjà présent plus haut dans le fichier"],
    ]);
    expect(rejets[1][2]).toContain('(ligne 3)');
  }, 180_000);
});
