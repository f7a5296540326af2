/**
 * [issue 27, point 3] The contract check of the integration suite: every answer `appeler()` receives is checked
 * against the route's declaration — the source of the OpenAPI document (shared/src/routes/reponses.ts): a status
 * the route does not declare, a 2xx body that does not match its response schema or arrives with another media
 * type, an error that is not the catalogue's `Erreur`. The zod schemas are those the document is generated from,
 * so the check is the document's, without generating it or compiling JSON Schemas (a few microseconds an answer).
 *
 * Each worker appends what it finds to one file of the run (its name provided by the global setup); the global
 * teardown reads it and fails the run on any answer outside the document, listing them by route and status.
 */
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { ROUTES } from '@registre/shared/routes/index';
import { ecartAuContrat, routeDe } from '@registre/shared/routes/reponses';

export interface Ecart {
  route: string;
  methode: string;
  chemin: string;
  status: number;
  ecart: string;
}

/** Checks one answer; appends its gap to `fichier` if it strays from the document. */
export function verifierAuContrat(
  fichier: string | undefined,
  methode: string,
  chemin: string,
  status: number,
  typeContenu: string | null,
  corps: unknown,
): Ecart | null {
  const route = routeDe(ROUTES, methode, chemin);
  // a path no route declares (the local platform's /_local, an unknown address) is not the document's
  if (!route) return null;
  const ecart = ecartAuContrat(route, status, typeContenu, corps);
  if (!ecart) return null;
  const e: Ecart = { route: route.id, methode, chemin: chemin.split('?')[0], status, ecart };
  if (fichier) appendFileSync(fichier, JSON.stringify(e) + '\n');
  return e;
}

/** The gaps recorded during the run, grouped by route, status and gap (with one example path each). */
export function bilanContrat(fichier: string): string | null {
  if (!existsSync(fichier)) return null;
  const lignes = readFileSync(fichier, 'utf8').split('\n').filter(Boolean);
  rmSync(fichier, { force: true });
  if (lignes.length === 0) return null;
  const groupes = new Map<string, { n: number; exemple: string }>();
  for (const l of lignes) {
    const e = JSON.parse(l) as Ecart;
    const cle = `${e.route} ${e.status} : ${e.ecart}`;
    const g = groupes.get(cle) ?? { n: 0, exemple: `${e.methode} ${e.chemin}` };
    g.n++;
    groupes.set(cle, g);
  }
  return (
    `${lignes.length} réponse(s) hors du document OpenAPI (déclarez le statut sur la route : erreurs, succes) :\n` +
    [...groupes].map(([cle, g]) => `  - ${cle} (×${g.n}, ex. ${g.exemple})`).join('\n')
  );
}
