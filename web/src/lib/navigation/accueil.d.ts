import type { PageRegistre, Visiteur } from './types.ts';
/** The home page's kinds of visitors, each with its sections and tiles in spec 001 §2. */
export type ProfilAccueil =
  | 'visiteur'
  | 'administrateurTeledeclarant'
  | 'gestionnaireTeledeclarant'
  | 'teneur'
  | 'teneurHotline'
  | 'notaire'
  | 'collaborateurNotaire'
  | 'institutionnel';
export declare function profilAccueil(v: Visiteur): ProfilAccueil;
/**
 * The action tiles of each kind of visitor, in the order of spec 001 §2 "Home pages by profile" (ids of pages, or of
 * `TUILES_LISTE`); null: every tile the visitor may open (the visitor who is not signed in: the public tiles).
 * Keepers' « data » is the raw data, or the public open data for the hotline who may not open the raw data.
 */
export declare const TUILES_PAR_PROFIL: Record<ProfilAccueil, readonly string[] | null>;
export interface TuileAccueil {
  id: string;
  chemin: string;
  tuile: NonNullable<PageRegistre['tuile']>;
  page: PageRegistre;
  section: 'actions' | 'compte';
}
/** Home tiles of a visitor (spec 001 §2): those of its kind, each only when the visitor may open its page. */
export declare function tuilesAccueil(v: Visiteur): TuileAccueil[];
/** The sections of the home page (spec 001 §2 "Sections that exist"), in their order on the page. */
export type SectionAccueil =
  | 'messageInfo'
  | 'activation'
  | 'video'
  | 'tableauDeBordSyndic'
  | 'tableauDeBordTeneur'
  | 'tuiles'
  | 'compte'
  | 'tableauCoproprietes'
  | 'tutoriels'
  | 'liens';
/** The tutorials page (built on its own): the video highlight and the tutorial cards link to it. */
export declare const CHEMIN_TUTORIELS = '/aide/tutoriels/videos';
/**
 * The sections a visitor's home page shows (spec 001 §2 "Home pages by profile"): the information message for
 * everyone (when there is one); the activation banner for ATTENTE_ACTIVATION_TELE; the video highlight and the
 * tutorial cards for the public, the declarants and the notaries (those the tutorials are for); the syndic board
 * for syndic profiles (« Syndic profiles load the board counters »); the keepers' indicator dashboard for keepers
 * (« keeper profiles load indicators »); the tiles; the account tiles; the table of one's latest condominiums with
 * « Voir toutes les copropriétés » for those who declare them (syndics, notaries); the link cards for everyone.
 */
export declare function sectionsAccueil(v: Visiteur): SectionAccueil[];
