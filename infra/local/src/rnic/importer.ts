/**
 * `npm run import:rnic -- <fichier.csv> [--rejets rapport.csv]`: loads a RNIC open-data file into the local
 * register (the one `npm start` runs, else the same data folder), with a progress bar, the rejected rows with
 * their line and French reason in a report (default: `<fichier>.rejets.csv`), and the figures at the end. Run
 * twice, it loads nothing twice. In AWS the same import runs as the `import-rnic` workflow when the file is
 * dropped in the imports bucket.
 */
import { createReadStream, createWriteStream, existsSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify';
import { ouvrirCible } from './cible.ts';
import { afficherBilan, barreProgression, finBarre } from './progression.ts';

const USAGE = 'Usage : npm run import:rnic -- <fichier.csv> [--rejets rapport-des-rejets.csv]';

async function principal(): Promise<number> {
  let args;
  try {
    args = parseArgs({ allowPositionals: true, options: { rejets: { type: 'string' } } });
  } catch (e) {
    console.error(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const [chemin] = args.positionals;
  if (!chemin || args.positionals.length > 1) {
    console.error(`Indiquez un seul fichier à importer.\n${USAGE}`);
    return 2;
  }
  if (!existsSync(chemin) || !statSync(chemin).isFile()) {
    console.error(`Fichier introuvable : ${chemin}`);
    return 2;
  }
  const cheminRejets = args.values.rejets ?? `${chemin.replace(/\.csv$/i, '')}.rejets.csv`;
  const cible = await ouvrirCible();
  console.error(`Import de ${chemin} (${(statSync(chemin).size / 1e6).toFixed(1)} Mo) dans le ${cible.description}`);
  const { importerRnic, ImportImpossible } = await import('@registre/functions/donneesOuvertes/import');
  const rapport = stringify({ header: true, columns: ['ligne', 'immatriculation', 'raison'], quoted: true, bom: true });
  const sortieRapport = createWriteStream(cheminRejets);
  rapport.pipe(sortieRapport);
  try {
    const { bilan } = await importerRnic(createReadStream(chemin), {
      maintenant: new Date(),
      surRejet: (r) => {
        rapport.write([r.ligne, r.immatriculation ?? '', r.raison]);
      },
      surProgression: barreProgression({ octets: statSync(chemin).size }),
    });
    finBarre();
    console.log(afficherBilan(bilan));
    console.log(`Rapport des rejets : ${cheminRejets}`);
    return 0;
  } catch (e) {
    finBarre();
    if (e instanceof ImportImpossible) {
      console.error(`Import impossible, rien n'a été chargé. ${e.message}`);
      return 1;
    }
    throw e;
  } finally {
    rapport.end();
    await new Promise<void>((r) => sortieRapport.on('close', () => r()));
    await cible.arreter();
  }
}

process.exitCode = await principal();
