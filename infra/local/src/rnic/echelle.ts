/**
 * `npm run seed:scale -- [--rows N] [--seed S]`: a register at scale for every benchmark and for trying the public
 * side — N synthetic condominiums (default 100 000) generated (generateur.ts) and loaded by the RNIC import, in
 * one stream (no file on disk), into the local register (`npm start`'s, else the same data folder). Prints
 * rows/s. Also `semerEchelle()` for the benchmarks, on a cloud they started themselves.
 */
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { genererRnic } from './generateur.ts';
import { afficherBilan, barreProgression, finBarre } from './progression.ts';

/** The generated file as a stream (header then rows, quoted), as `generate:rnic` writes it. */
export function fluxRnic(o: { lignes: number; graine: number; premier?: string }): Readable {
  function* rangs() {
    yield [...COLONNES_RNIC];
    yield* genererRnic(o);
  }
  return Readable.from(rangs()).pipe(stringify({ quoted: true, quoted_empty: true, bom: true }));
}

/** Loads N generated condominiums into the register the environment points at. */
export async function semerEchelle(o: {
  lignes: number;
  graine?: number;
  premier?: string;
  progression?: boolean;
  parallele?: number;
}) {
  const { importerRnic } = await import('@registre/functions/donneesOuvertes/import');
  const rejets: string[] = [];
  const { bilan } = await importerRnic(fluxRnic({ lignes: o.lignes, graine: o.graine ?? 1, premier: o.premier }), {
    maintenant: new Date(),
    parallele: o.parallele,
    surRejet: (r) => void rejets.push(`ligne ${r.ligne} : ${r.raison}`),
    ...(o.progression && { surProgression: barreProgression({ lignes: o.lignes }) }),
  });
  if (o.progression) finBarre();
  return { bilan, rejets };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { rows: { type: 'string', default: '100000' }, seed: { type: 'string', default: '1' } },
  });
  const lignes = Number(values.rows);
  const graine = Number(values.seed);
  if (!Number.isInteger(lignes) || lignes < 1 || lignes > 2_000_000 || !Number.isInteger(graine)) {
    console.error('Usage : npm run seed:scale -- [--rows N (1 à 2 000 000, 100 000 par défaut)] [--seed S]');
    process.exit(2);
  }
  const { ouvrirCible } = await import('./cible.ts');
  const cible = await ouvrirCible();
  console.error(
    `Chargement de ${lignes.toLocaleString('fr-FR')} copropriétés synthétiques (graine ${graine}) dans le ${cible.description}`,
  );
  try {
    const { bilan, rejets } = await semerEchelle({ lignes, graine, progression: true });
    console.log(afficherBilan(bilan));
    if (rejets.length) console.log(rejets.slice(0, 10).join('\n'));
    console.log(
      `Débit : ${bilan.chargees ? Math.round((bilan.chargees / bilan.dureeMs) * 1000).toLocaleString('fr-FR') : 0} copropriétés chargées par seconde`,
    );
  } finally {
    await cible.arreter();
  }
}
