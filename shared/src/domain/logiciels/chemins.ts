/**
 * [issue 25] The field paths of the web service for syndic software, written as JSON paths: the use cases name a
 * field by its dotted zod path (`identification.parcelle.0.numero`), a client reads `identification.parcelle[0].numero`,
 * and an item of a batch is prefixed with its place in the body (`misesAJour[3].donneesFinancieres.montant…`).
 */

/** `identification.parcelle.0.numero` → `identification.parcelle[0].numero` (a path already so written is kept). */
export function cheminJson(chemin: string): string {
  return chemin
    .split('.')
    .filter((segment) => segment !== '')
    .reduce((acc, segment) => (/^\d+$/.test(segment) ? `${acc}[${segment}]` : acc ? `${acc}.${segment}` : segment), '');
}

/** A path under a prefix: `misesAJour[3]` + `identification.nbLots` → `misesAJour[3].identification.nbLots`. */
export function sousChemin(prefixe: string, chemin: string): string {
  const c = cheminJson(chemin);
  if (!prefixe) return c;
  if (!c) return prefixe;
  return c.startsWith('[') ? `${prefixe}${c}` : `${prefixe}.${c}`;
}

/** A use case's field errors (`{ chemin zod: message }`) with JSON paths, under a prefix if any. */
export function erreursEnCheminsJson(erreurs: Readonly<Record<string, string>>, prefixe = ''): Record<string, string> {
  const resultat: Record<string, string> = {};
  for (const [chemin, message] of Object.entries(erreurs)) resultat[sousChemin(prefixe, chemin)] ??= message;
  return resultat;
}

/** The place of the n-th item of a batch. */
export const cheminEntreeLot = (index: number) => `misesAJour[${index}]`;
