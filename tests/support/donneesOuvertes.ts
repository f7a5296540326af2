/**
 * The raw-data export run in this process as its workflow runs it (preparation, every segment, assembly), and the
 * file read back from the exports bucket: its rows without the header. For the tests and benches that compare what
 * the register publishes with what it imported.
 */
import { parse } from 'csv-parse/sync';

export async function exporterEtRelire(): Promise<string[][]> {
  const ex = await import('@registre/functions/donneesOuvertes/export');
  const { lireFlux } = await import('@registre/functions/adapters/s3/exports');
  const p = ex.preparerExport({});
  const parties = await Promise.all(
    p.segments.map((segment) =>
      ex.exporterSegment({ idExport: p.idExport, date: p.date, segment, totalSegments: p.totalSegments }),
    ),
  );
  await ex.assemblerExport({ idExport: p.idExport, date: p.date, debut: p.debut, parties });
  const morceaux: Buffer[] = [];
  for await (const m of (await lireFlux(ex.cleFichier(p.date)))!) morceaux.push(m as Buffer);
  return (parse(Buffer.concat(morceaux).toString('utf8'), { bom: true }) as string[][]).slice(1);
}
