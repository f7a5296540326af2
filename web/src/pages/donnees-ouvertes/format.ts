/** For tests/e2e only, which import these by this path: the French formatting module is src/lib/format.ts. */
export { dateFichier, nombreDeLignes, nombreFr, tailleFichier } from '../../lib/format.ts';
