/** What the raw-data pages show of a file's manifest, in French (spec 001 §9: dates dd/mm/yyyy). Pure. */
import { telecharger, type FichierDonneesBrutes } from '@registre/shared/routes/donneesBrutes.routes';

/** `2026-05-12` → `12/05/2026` (a calendar day: no time zone involved). */
export function dateFichier(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

/** `620431` → `620 431` (French thousands separator, a narrow no-break space). */
export const nombreFr = (n: number) => new Intl.NumberFormat('fr-FR').format(n);

/** `1 ligne`, `0 ligne`, `620 431 lignes` (French: singular below 2). */
export const nombreDeLignes = (n: number) => `${nombreFr(n)} ligne${n >= 2 ? 's' : ''}`;

/** A size in the units users read: `61,9 Mo`, `812,4 Ko`, `950 octets` (decimal units, one decimal at most). */
export function tailleFichier(octets: number): string {
  const un = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });
  if (octets >= 1_000_000_000) return `${un.format(octets / 1_000_000_000)} Go`;
  if (octets >= 1_000_000) return `${un.format(octets / 1_000_000)} Mo`;
  if (octets >= 1_000) return `${un.format(octets / 1_000)} Ko`;
  return `${octets} octet${octets > 1 ? 's' : ''}`;
}

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
export const libelleTelechargement = (f: Pick<FichierDonneesBrutes, 'date'>) =>
  `Télécharger le fichier du ${dateFichier(f.date)}`;
export const detailTelechargement = (f: Pick<FichierDonneesBrutes, 'octets'>) => `CSV – ${tailleFichier(f.octets)}`;
