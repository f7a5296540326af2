/**
 * A malformed RNIC file costs only its bad lines (issue 22 §6): a 10 MB line, an unclosed quote, a binary
 * fragment, a misplaced quote between valid rows are each rejected on their own line with a French reason, and
 * every valid row around them is loaded, in one run as in slices resumed at a byte offset. A file refused whole
 * (its header unknown or unreadable) reports no reject.
 */
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'csv-stringify/sync';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { genererRnic } from '@registre/infra/local/src/rnic/generateur';
import { utiliserEnvCloud } from '../support/api.ts';

type Importeur = typeof import('@registre/functions/donneesOuvertes/import');
let imp: Importeur;

const AUJOURDHUI = new Date().toISOString().slice(0, 10);
const csv = (lignes: string[][]) => stringify(lignes, { quoted: true, record_delimiter: '\n' });
const NOM = COLONNES_RNIC.indexOf('nom_d_usage_de_la_copropriete');

/** Eight valid rows (numbers from `premier`) with a defect between each two; line numbers with header = 1. */
function fichier(premier: string): { octets: Buffer; numeros: string[]; rejets: { ligne: number; motif: RegExp }[] } {
  const rangs = [...genererRnic({ lignes: 8, graine: 22, premier, aujourdhui: AUJOURDHUI })];
  // a value holding a comma and doubled quotes
  rangs[7] = rangs[7].map((v, i) => (i === NOM ? 'Résidence "Le Parc", bât. A' : v));
  const ligne = (r: string[]) => Buffer.from(csv([r]));
  const tronquee = csv([rangs[0]]).replace(/"\n$/, '\n'); // the last value's quote never closed
  const morceaux: Buffer[] = [
    Buffer.from('\uFEFF' + csv([[...COLONNES_RNIC]])),
    ligne(rangs[0]),
    ligne(rangs[1]),
    Buffer.from(`"200054781","${'x'.repeat(10 * 1024 * 1024 - 14)}"\n`), // line 4: 10 MB
    ligne(rangs[2]),
    Buffer.from(tronquee), // line 6
    ligne(rangs[3]),
    Buffer.from([0x00, 0x01, 0x02, 0x89, 0x50, 0x4e, 0x47, 0x0a, 0xff, 0xd8, 0xff, 0xe0, 0x22, 0x2c, 0x0a]), // lines 8, 9
    ligne(rangs[4]),
    Buffer.from('"ZM9999999","mal "fermé",x\n'), // line 11
    ligne(rangs[5]),
    Buffer.from(csv([rangs[6]]).replace(/\n$/, '\r\n')),
    ligne(rangs[7]),
  ];
  return {
    octets: Buffer.concat(morceaux),
    numeros: rangs.map((r) => r[2]),
    rejets: [
      { ligne: 4, motif: /^Ligne trop longue \(10 485 760 octets\) : une ligne du fichier RNIC en compte moins de 4 000$/ },
      { ligne: 6, motif: /^Guillemet non fermé : la valeur de la colonne 72 / },
      { ligne: 8, motif: /^Caractères illisibles \(données binaires\) : caractère de contrôle U\+0000/ },
      { ligne: 9, motif: /^Caractères illisibles \(données binaires\) : des octets ne forment pas du texte UTF-8/ },
      {
        ligne: 11,
        motif: /^Ligne mal formée \(guillemets ou séparateurs\) : colonne 2, un guillemet fermant est suivi de « f »/,
      },
    ],
  };
}

async function copropriete(immatriculation: string) {
  const { db } = await import('@registre/functions/adapters/dynamodb/service');
  return (await db().entities.copropriete.query.parImmatriculation({ immatriculation }).go()).data[0];
}

beforeAll(async () => {
  utiliserEnvCloud();
  imp = await import('@registre/functions/donneesOuvertes/import');
});

describe('un fichier RNIC mal formé ne coûte que ses mauvaises lignes', () => {
  it('charge chaque ligne valide et rejette chaque ligne abîmée, seule, avec sa ligne et sa raison en français', async () => {
    const { octets, numeros, rejets: attendus } = fichier('ZM0000001');
    const rejets: { ligne: number; raison: string; immatriculation: string | null }[] = [];
    const progression: number[] = [];
    const { bilan, suite } = await imp.importerRnic(Readable.from([octets]), {
      maintenant: new Date(),
      surRejet: (r) => void rejets.push(r),
      surProgression: (p) => void progression.push(p.octets),
    });
    expect(suite).toBeNull();
    expect(rejets.map((r) => r.ligne)).toEqual(attendus.map((a) => a.ligne));
    for (const a of attendus) expect(rejets.find((r) => r.ligne === a.ligne)?.raison, `ligne ${a.ligne}`).toMatch(a.motif);
    // never the parser's English text, never a whole row
    for (const r of rejets) expect(r.raison).not.toMatch(/Invalid|Quote|record|line \d/i);
    expect(bilan).toMatchObject({ lues: 8 + attendus.length, chargees: 8, rejetees: attendus.length, octets: octets.length });
    expect(progression.at(-1)).toBe(octets.length);
    expect(bilan.parRaison).toEqual({
      'Ligne trop longue': 1,
      'Guillemet non fermé': 1,
      'Caractères illisibles (données binaires)': 2,
      'Ligne mal formée (guillemets ou séparateurs)': 1,
    });
    for (const n of numeros) expect(await copropriete(n), n).toBeDefined();
    expect((await copropriete(numeros[7]))?.nomCopropriete).toBe('Résidence "Le Parc", bât. A');
  }, 120_000);

  it('donne les mêmes lignes et les mêmes rejets en tranches reprises à l’octet près (workflow import-rnic)', async () => {
    const { octets, numeros, rejets: attendus } = fichier('ZM0000101');
    const rejets: { ligne: number; raison: string }[] = [];
    let suite: Awaited<ReturnType<Importeur['importerRnic']>>['suite'] = null;
    let chargees = 0;
    let tranches = 0;
    do {
      // a ranged read of the file from where the previous slice stopped; it stops after its first row
      const r = await imp.importerRnic(Readable.from([octets.subarray(suite?.octet ?? 0)]), {
        maintenant: new Date(),
        reprise: suite ?? undefined,
        budgetMs: 0,
        tailleLot: 1,
        journal: false,
        surRejet: (x) => void rejets.push(x),
      });
      chargees += r.bilan.chargees;
      suite = r.suite;
      tranches++;
    } while (suite && tranches < 40);
    expect(tranches).toBeGreaterThan(5);
    expect(chargees).toBe(8);
    expect(rejets.map((r) => r.ligne)).toEqual(attendus.map((a) => a.ligne));
    for (const a of attendus) expect(rejets.find((r) => r.ligne === a.ligne)?.raison, `ligne ${a.ligne}`).toMatch(a.motif);
    for (const n of numeros) expect(await copropriete(n), n).toBeDefined();
  }, 120_000);

  it("refuse un fichier à l'en-tête inconnu ou illisible sans avoir rien rapporté comme rejet", async () => {
    const { octets } = fichier('ZM0000201');
    const inconnu = Buffer.concat([
      Buffer.from(csv([[...COLONNES_RNIC.slice(0, 71), 'colonne_mystere']])),
      octets.subarray(octets.indexOf(10) + 1),
    ]);
    const binaire = Buffer.concat([Buffer.from([0x00, 0x89, 0x50, 0x4e, 0x47, 0x0a]), octets]);
    for (const [nom, contenu, motif] of [
      ['en-tête inconnu', inconnu, /En-tête non reconnu : la colonne « colonne_mystere »/],
      ['en-tête binaire', binaire, /En-tête non reconnu : Caractères illisibles/],
    ] as const) {
      const rejets: unknown[] = [];
      await expect(
        imp.importerRnic(Readable.from([contenu]), { maintenant: new Date(), surRejet: (r) => void rejets.push(r) }),
        nom,
      ).rejects.toThrow(motif);
      expect(rejets, nom).toEqual([]);
    }
    expect(await copropriete('ZM0000201')).toBeUndefined();
  }, 60_000);
});
