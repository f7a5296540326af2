/**
 * `npm run -s generate:rnic -- --rows N --seed S [--premier AB0000001] [--aujourdhui 2026-01-31] > fichier.csv`: a
 * synthetic RNIC open-data file (generateur.ts) on the standard output, as France publishes it: UTF-8 with a
 * byte-order mark, the 72-column header, comma separated, every value quoted. Streamed (the output's backpressure
 * is respected: a 620 000-row file never sits in memory); progress on the error output only.
 *
 * `-s` (silent) matters: without it npm writes its own banner (`> registre-coproprietes@… generate:rnic`) on the
 * standard output, before the file. Same seed and same `--aujourdhui` (default: today) ⇒ same bytes.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { genererRnic } from './generateur.ts';

const USAGE =
  'Usage : npm run -s generate:rnic -- --rows N --seed S [--premier AA0000001] [--aujourdhui aaaa-mm-jj] > fichier.csv';
const MAX_LIGNES = 10_000_000;

class OptionInvalide extends Error {}

export interface OptionsLigneCommande {
  lignes: number;
  graine: number;
  premier?: string;
  aujourdhui?: string;
}

const entierOption = (nom: string, brut: string | undefined, min: number, max: number): number => {
  if (brut === undefined) throw new OptionInvalide(`L'option --${nom} est obligatoire.`);
  if (!/^\d+$/.test(brut.trim()) || Number(brut) < min || Number(brut) > max)
    throw new OptionInvalide(
      `--${nom} doit être un nombre entier de ${min} à ${max.toLocaleString('fr-FR')} (reçu « ${brut} »).`,
    );
  return Number(brut);
};

/** The options of the command line, or a French message saying which one is wrong. */
export function lireOptions(args: string[]): OptionsLigneCommande {
  let valeurs: Record<string, string | boolean | undefined>;
  try {
    ({ values: valeurs } = parseArgs({
      args,
      options: {
        rows: { type: 'string' },
        seed: { type: 'string' },
        premier: { type: 'string' },
        aujourdhui: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (e) {
    const code = (e as { code?: string }).code;
    const option = /'([^']+)'/.exec((e as Error).message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new OptionInvalide(`Option inconnue : ${option}.`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
      throw new OptionInvalide(`L'option ${option.split(' ')[0]} attend une valeur.`);
    if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') throw new OptionInvalide(`Argument inattendu : ${option}.`);
    throw new OptionInvalide('Options illisibles.');
  }
  const lignes = entierOption('rows', valeurs.rows as string | undefined, 1, MAX_LIGNES);
  const graine = entierOption('seed', valeurs.seed as string | undefined, 0, 2 ** 32 - 1);
  const premier = (valeurs.premier as string | undefined)?.trim().toUpperCase();
  if (premier !== undefined && !/^[A-Z]{2}\d{7}$/.test(premier))
    throw new OptionInvalide(
      `--premier doit être un numéro d'immatriculation : deux lettres et sept chiffres (reçu « ${premier} »).`,
    );
  const aujourdhui = valeurs.aujourdhui as string | undefined;
  return { lignes, graine, premier, aujourdhui };
}

async function main() {
  let options: OptionsLigneCommande;
  let lignes: Iterable<string[]>;
  try {
    options = lireOptions(process.argv.slice(2));
    const generateur = genererRnic(options);
    // the options are checked at the first step: an error is reported before the header is written
    const premiere = generateur.next();
    lignes = (function* () {
      if (!premiere.done) yield premiere.value;
      yield* generateur;
    })();
  } catch (e) {
    if (e instanceof OptionInvalide || e instanceof RangeError) {
      process.stderr.write(`${e.message}\n${USAGE}\n`);
      process.exit(2);
    }
    throw e;
  }

  const debut = Date.now();
  let ecrites = 0;
  const pas = Math.max(10_000, Math.round(options.lignes / 20));
  const avecProgression = (function* () {
    yield [...COLONNES_RNIC];
    for (const ligne of lignes) {
      yield ligne;
      if (++ecrites % pas === 0)
        process.stderr.write(`${ecrites.toLocaleString('fr-FR')} / ${options.lignes.toLocaleString('fr-FR')} lignes\n`);
    }
  })();

  try {
    await pipeline(Readable.from(avecProgression), stringify({ bom: true, quoted: true, quoted_empty: true }), process.stdout);
  } catch (e) {
    // the reader stopped early (`| head`): nothing more to say
    if ((e as { code?: string }).code === 'EPIPE') process.exit(0);
    throw e;
  }
  process.stderr.write(`${ecrites.toLocaleString('fr-FR')} lignes en ${((Date.now() - debut) / 1000).toFixed(1)} s\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
