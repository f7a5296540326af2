/** What the raw-data pages show of a file's manifest: its fingerprint, its download link and that link's name. Pure. */
import { telecharger, type FichierDonneesBrutes } from '@registre/shared/routes/donneesBrutes.routes';
import { dateFr, tailleFichier } from '../../lib/format.ts';

/** The characters of the SHA-256 fingerprint shown in the table (the full value is given in the integrity section). */
export const LONGUEUR_EMPREINTE_COURTE = 12;
export const empreinteCourte = (sha256: string) =>
  sha256.length > LONGUEUR_EMPREINTE_COURTE ? `${sha256.slice(0, LONGUEUR_EMPREINTE_COURTE)}…` : sha256;

/**
 * The download address of a file: the public route with `?fichier=`, followed by the browser itself (the server
 * answers a redirect to a short-lived link whose response names the file).
 */
export const lienTelechargement = (f: Pick<FichierDonneesBrutes, 'nom'>) =>
  `${telecharger.path}?${new URLSearchParams({ fichier: f.nom }).toString()}`;

/** The accessible name of a download link: what, which day, which format and size. */
export const libelleTelechargement = (f: Pick<FichierDonneesBrutes, 'date'>) => `Télécharger le fichier du ${dateFr(f.date)}`;
export const detailTelechargement = (f: Pick<FichierDonneesBrutes, 'octets'>) => `CSV – ${tailleFichier(f.octets)}`;
