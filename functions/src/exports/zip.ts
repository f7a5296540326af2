/**
 * [issue 13] Several fact sheets in one zip (`download-zip-fiche-copropriete`), streamed with archiver: each sheet
 * is read, drawn and appended before the next is read, so memory holds one sheet whatever the number. A sheet that
 * cannot be made (a number that is not, or no longer, a registered condominium; a record the PDF writer refuses) is
 * left out and named in the bilan: the caller turns it into the warning header of spec 001 §8.
 */
import { PassThrough, type Readable } from 'node:stream';
import archiver from 'archiver';
import { nomFicheCopropriete } from '@registre/shared/domain/copropriete/ficheCopropriete';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { coproprieteImmatriculee, donneesFiche, fichePdf } from './fiche.ts';

export interface BilanZip {
  ajoutees: number;
  /** the numbers whose sheet could not be made, with the reason */
  manquantes: { immatriculation: string; raison: string }[];
}

export function zipDeFiches(
  immatriculations: readonly string[],
  jour: Date,
  o: { /** told after each sheet, made or not */ avance?: () => void } = {},
): { flux: Readable; bilan: Promise<BilanZip> } {
  const zip = archiver('zip', { zlib: { level: 6 } });
  const sortie = new PassThrough({ highWaterMark: 1024 * 1024 });
  zip.pipe(sortie);
  zip.on('error', (e) => sortie.destroy(e));
  const jourIso = dateDuJourParis(jour);
  const bilan = (async (): Promise<BilanZip> => {
    const b: BilanZip = { ajoutees: 0, manquantes: [] };
    for (const immatriculation of new Set(immatriculations)) {
      const c = await coproprieteImmatriculee(immatriculation);
      if (!c) {
        b.manquantes.push({ immatriculation, raison: "n'est pas une copropriété immatriculée" });
        o.avance?.();
        continue;
      }
      try {
        const pdf = await fichePdf(await donneesFiche(c), jour);
        zip.append(Buffer.from(pdf), { name: nomFicheCopropriete(immatriculation, jourIso), date: jour });
        b.ajoutees++;
      } catch {
        b.manquantes.push({ immatriculation, raison: "sa fiche n'a pas pu être produite" });
      }
      o.avance?.();
      // one sheet in the archive's queue at a time: wait while the reader is behind
      if (sortie.writableNeedDrain) await new Promise((r) => sortie.once('drain', r));
    }
    await zip.finalize();
    return b;
  })();
  bilan.catch((e: unknown) => sortie.destroy(e as Error));
  return { flux: sortie, bilan };
}
