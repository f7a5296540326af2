/**
 * [issue 25] The errors of the web service for syndic software as RFC 9457 problem details
 * (`application/problem+json`): the catalogue's code gives `type` (an anchor of the editors' guide) and `title`,
 * the message given by the use case `detail`, and each field's French error its JSON path.
 */
import { z } from 'zod';
import { ERREURS, type CodeErreur, type CorpsErreur } from '../../errors/catalogue.ts';
import { cheminJson } from './chemins.ts';

export const TYPE_PROBLEME = 'application/problem+json';
/** the editors' guide, whose error catalogue has one anchor per code */
export const GUIDE_LOGICIELS = '/aide/logiciels-de-syndic';

/**
 * The body of every error of the service: one schema, read by the OpenAPI document (components.schemas.Probleme),
 * the contract check of the tests and the type the platform answers.
 */
export const problemeSchema = z.object({
  type: z.string().meta({ description: 'Référence de l’erreur dans le guide des éditeurs' }),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  instance: z.string().meta({ description: 'Identifiant de la requête (à citer au support)' }),
  code: z.string(),
  erreurs: z
    .array(z.object({ chemin: z.string().meta({ description: 'Chemin JSON du champ' }), message: z.string() }))
    .optional(),
});
export type Probleme = z.infer<typeof problemeSchema>;

export const typeProbleme = (code: CodeErreur) => `${GUIDE_LOGICIELS}#erreur-${code.toLowerCase().replaceAll('_', '-')}`;

/**
 * The problem a `CorpsErreur` becomes. Field paths are written as JSON paths (`misesAJour[3].donneesFinancieres.x`,
 * whether the router's body check or a use case found them); the router's prefixes for the path and the query
 * (`chemin.`, `parametres.`) stay, so a client tells them apart.
 */
export function probleme(corps: CorpsErreur): Probleme {
  const p: Probleme = {
    type: typeProbleme(corps.code),
    title: ERREURS[corps.code].message,
    status: corps.status,
    detail: corps.message,
    instance: `urn:uuid:${corps.id}`,
    code: corps.code,
  };
  if (corps.erreurs)
    p.erreurs = Object.entries(corps.erreurs).map(([chemin, message]) => ({ chemin: cheminJson(chemin), message }));
  return p;
}

/** Is this a well-formed `Idempotency-Key` (1 to 255 printable ASCII characters)? */
export const cleIdempotenceValide = (cle: string) => /^[\x21-\x7e]{1,255}$/.test(cle);

/** Does an `If-None-Match` header match this ETag (a list, weak or strong, or `*`)? */
export function correspondEtag(siAucun: string | undefined, etag: string): boolean {
  if (!siAucun) return false;
  const nu = (e: string) => e.trim().replace(/^W\//, '');
  return siAucun.split(',').some((e) => e.trim() === '*' || nu(e) === nu(etag));
}
