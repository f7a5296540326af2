/** For tests/e2e only, which import these by this path: the French formatting module is src/lib/format.ts. */
export { dateFr as dateFichier, nombreDeLignes, nombreFr, tailleFichier } from '../../lib/format.ts';
