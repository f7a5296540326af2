/**
 * The export of `bench:export`, alone in its process (so that its peak RSS is the export's): the workflow's three
 * tasks in order, the segments in parallel as the Map state runs them. Prints one JSON line of figures.
 */
import { documentClient } from '@registre/functions/adapters/dynamodb/client';
import { assemblerExport, exporterSegment, preparerExport } from '@registre/functions/donneesOuvertes/export';
import { mesurerCapacite } from './capacite.ts';

const capacite = mesurerCapacite(documentClient());

const debut = Date.now();
const p = preparerExport({});
const parties = await Promise.all(
  p.segments.map((segment) => exporterSegment({ idExport: p.idExport, date: p.date, segment, totalSegments: p.totalSegments })),
);
const f = await assemblerExport({ idExport: p.idExport, date: p.date, debut: p.debut, parties });
console.log(
  JSON.stringify({
    lignes: f.lignes,
    octets: f.octets,
    dureeMs: Date.now() - debut,
    maxRssMo: Math.round(process.resourceUsage().maxRSS / 1024),
    capaciteLue: capacite.total(),
  }),
);
