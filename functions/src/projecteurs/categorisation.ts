/**
 * [issue 13] Projector of the categorisation tool's analytic rows (ACCESS-PATTERNS.md "Categorisation (issue 13)").
 * From the stream records of `copropriete` items, per condominium: its compact row (`ligneCategorisation`, shared
 * domain `ligneCategorisation`) in the partition of its department, or nothing when it is not registered. Each row
 * is a put on the condition that the stored row is older (its stream sequence number), so a replayed or late batch
 * never overwrites a newer row; the department(s) it left get a tombstone with the same condition (a late record
 * cannot bring a removed row back). A write that changes nothing the row holds writes nothing. Idempotent.
 */
import { isDeepStrictEqual } from 'node:util';
import {
  ligneCategorisation,
  type ImageCategorisation,
  type LigneCategorisation,
} from '@registre/shared/domain/categorisation/criteres';
import { db } from '../adapters/dynamodb/service.ts';
import { enParallele } from '../platform/parallele.ts';
import { chargerTitulaires, imageDe, syndicDe, territoiresDe, titulaireDe, type ImageCopropriete } from './annuaire.ts';
import { ecrireEnLots, pagesDuRegistre } from '../adapters/dynamodb/lots.ts';
import { nouvellesVersions } from '../adapters/dynamodb/versionsCategorisation.ts';
import type { EnregistrementFlux } from './indicateurs.ts';

/** The row of an image (null: not in the tool). Titulaires must be loaded. */
export const ligneDe = (c: ImageCopropriete | null): LigneCategorisation | null =>
  c ? ligneCategorisation(c as ImageCategorisation, syndicDe(c, titulaireDe(c)).type, territoiresDe(c.codeInsee)) : null;

interface Travail {
  id: number;
  sequence: string;
  ligne: LigneCategorisation | null;
  /** departments its earlier images of the batch were in */
  departementsQuittes: Set<string>;
}

/**
 * `lot`: the records of a bulk load's creations (lot.ts): no stored row can be newer than theirs, so the rows are
 * plain puts in batches (25 a request) instead of one conditional put each.
 */
export async function projeterCategorisation(records: EnregistrementFlux[], { lot = false } = {}): Promise<void> {
  const parId = new Map<
    number,
    {
      premiere: ImageCopropriete | null;
      derniere: ImageCopropriete | null;
      sequence: string;
      n: number;
      images: ImageCopropriete[];
    }
  >();
  for (const r of records) {
    const d = r.dynamodb as (EnregistrementFlux['dynamodb'] & { SequenceNumber?: string }) | undefined;
    const nouvelle = imageDe(d?.NewImage);
    const ancienne = imageDe(d?.OldImage);
    const id = nouvelle?.idCopropriete ?? ancienne?.idCopropriete;
    if (id === undefined) continue;
    const e = parId.get(id) ?? { premiere: ancienne, derniere: null, sequence: '', n: 0, images: [] };
    e.derniere = r.eventName === 'REMOVE' ? null : nouvelle;
    e.sequence = (d?.SequenceNumber ?? '0').padStart(40, '0');
    e.n += 1;
    for (const i of [ancienne, nouvelle]) if (i) e.images.push(i);
    parId.set(id, e);
  }
  if (!parId.size) return;
  await chargerTitulaires(
    [...parId.values()].flatMap((e) =>
      e.images.flatMap((i) => (i.idTeledeclarant && i.idTeledeclarant > 0 ? [i.idTeledeclarant] : [])),
    ),
  );
  const travaux: Travail[] = [];
  for (const [id, e] of parId) {
    const ligne = ligneDe(e.derniere);
    const avant = ligneDe(e.premiere);
    // one record whose row is unchanged (a reminder, an internal field): nothing to write
    if (e.n === 1 && isDeepStrictEqual(avant, ligne)) continue;
    const departementsQuittes = new Set<string>();
    for (const i of e.images) {
      const dep = territoiresDe(i.codeInsee).departement;
      if (dep && dep !== ligne?.dp) departementsQuittes.add(dep);
    }
    travaux.push({ id, sequence: e.sequence, ligne, departementsQuittes });
  }
  const ecritures = travaux.flatMap((t) => [
    ...(t.ligne ? [{ ...t.ligne, sequence: t.sequence }] : []),
    ...[...t.departementsQuittes].map((dp) => ({ dp, id: t.id, sequence: t.sequence, retiree: true })),
  ]);
  if (lot) await ecrireEnLots(db().entities.ligneCategorisation, 'put', ecritures as never[]);
  else await enParallele(ecritures, 8, ecrireSiPlusRecente);
  await nouvellesVersions(ecritures.map((e) => e.dp));
}

/** A row (or tombstone) written unless the stored one comes from a newer record. */
export async function ecrireSiPlusRecente(
  ligne: Partial<LigneCategorisation> & { dp: string; id: number; sequence: string; retiree?: boolean },
) {
  try {
    await db()
      .entities.ligneCategorisation.put(ligne as never)
      .where((a, { notExists, lt }) => `${notExists(a.sequence)} OR ${lt(a.sequence, ligne.sequence)}`)
      .go({ response: 'none' });
  } catch (e) {
    if ((e as Error).message?.includes('conditional request failed')) return; // a newer record wrote it
    throw e;
  }
}

/**
 * One pass over the register for a table whose directory already exists (deployment of issue 13 on a register
 * written before it): every condominium gets its row, unless the projector already wrote one (a row is put only
 * where none is, sequence `0`); a condominium whose summary has no `analytique` (written before issue 13) gets it
 * from its declaration in force — a derived field, written only where it is still absent; that write goes through
 * the stream like any other, and the projector then writes its row with the figures. Safe to run while the stream
 * projector runs, and to run again.
 */
export async function reconstruireCategorisation(
  o: { parallele?: number } = {},
): Promise<{ lues: number; lignes: number; completees: number }> {
  const { resumeAnalytique } = await import('@registre/shared/domain/categorisation/criteres');
  const bilan = { lues: 0, lignes: 0, completees: 0 };
  await pagesDuRegistre(o.parallele ?? 4, async (page) => {
    const images = page as (ImageCopropriete & { analytique?: unknown; idDeclarationCourante?: number })[];
    bilan.lues += images.length;
    const sans = images.filter((c) => !c.analytique && typeof c.idDeclarationCourante === 'number');
    if (sans.length) {
      const { data } = await db()
        .entities.declaration.get(sans.map((c) => ({ idDeclaration: c.idDeclarationCourante! })))
        .go({ attributes: ['idDeclaration', 'immatCopropriete'] });
      const blocs = new Map(data.map((d) => [d.idDeclaration, d.immatCopropriete]));
      await enParallele(sans, 8, async (c) => {
        const immat = blocs.get(c.idDeclarationCourante!);
        if (!immat) return;
        c.analytique = resumeAnalytique(immat as never);
        try {
          await db()
            .entities.copropriete.patch({ idCopropriete: c.idCopropriete })
            .set({ analytique: c.analytique })
            .where((a, { notExists }) => notExists(a.analytique))
            .go({ response: 'none' });
          bilan.completees += 1;
        } catch (e) {
          if (!(e as Error).message?.includes('conditional request failed')) throw e;
        }
      });
    }
    await chargerTitulaires(images.flatMap((c) => (c.idTeledeclarant && c.idTeledeclarant > 0 ? [c.idTeledeclarant] : [])));
    const lignes = images.flatMap((c) => {
      const l = ligneDe(c);
      return l ? [{ ...l, sequence: '0' }] : [];
    });
    await enParallele(lignes, 8, ecrireSiPlusRecente);
    await nouvellesVersions(lignes.map((l) => l.dp));
    bilan.lignes += lignes.length;
  });
  return bilan;
}
