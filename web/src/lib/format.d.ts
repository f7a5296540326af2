/** What the raw-data pages show of a file's manifest, in French (spec 001 §9: dates dd/mm/yyyy). Pure. */
import { type FichierDonneesBrutes } from '@registre/shared/routes/donneesBrutes.routes';
/** `2026-05-12` → `12/05/2026` (a calendar day: no time zone involved). */
export declare function dateFichier(iso: string): string;
/** `620431` → `620 431` (French thousands separator, a narrow no-break space). */
export declare const nombreFr: (n: number) => string;
/** `1 ligne`, `0 ligne`, `620 431 lignes` (French: singular below 2). */
export declare const nombreDeLignes: (n: number) => string;
/** A size in the units users read: `61,9 Mo`, `812,4 Ko`, `950 octets` (decimal units, one decimal at most). */
export declare function tailleFichier(octets: number): string;
/** The characters of the SHA-256 fingerprint shown in the table (the full value is given in the integrity section). */
export declare const LONGUEUR_EMPREINTE_COURTE = 12;
export declare const empreinteCourte: (sha256: string) => string;
/**
 * The download address of a file: the public route with `?fichier=`, followed by the browser itself (the server
 * answers a redirect to a short-lived link whose response names the file).
 */
export declare const lienTelechargement: (f: Pick<FichierDonneesBrutes, 'nom'>) => string;
/** The accessible name of a download link: what, which day, which format and size. */
export declare const libelleTelechargement: (f: Pick<FichierDonneesBrutes, 'date'>) => string;
export declare const detailTelechargement: (f: Pick<FichierDonneesBrutes, 'octets'>) => string;
