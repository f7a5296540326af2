/**
 * The tutorials of `/aide/tutoriels/videos` (spec 001 §2 route table, "tutorial cards" of the homes): each one's
 * title, description, duration and its step-by-step transcript, which IS the tutorial while no video ships. A video
 * is optional: its files are hosted with the site (`web/public/tutoriels/`, no third-party player nor cookie) and
 * the page shows a player only for an entry that declares one (README « Ajouter une vidéo de tutoriel »). A unit test
 * checks that every declared file exists, and the page hides a player whose file does not load: never a dead player.
 */
export interface VideoTutoriel {
  /** file under web/public, served at the site's root: `/tutoriels/<id>.webm` or `.mp4` */
  src: string;
  type: 'video/webm' | 'video/mp4';
  /** WebVTT captions in French, `/tutoriels/<id>.vtt` */
  sousTitres: string;
  /** poster image, optional */
  affiche?: string;
}
export interface EtapeTutoriel {
  titre: string;
  texte: string;
}
export interface Tutoriel {
  /** anchor on the page, and the files' base name */
  id: string;
  titre: string;
  description: string;
  /** for whom (shown on the card) */
  public: string;
  /** how long the procedure (or the video) takes, in minutes */
  dureeMinutes: number;
  etapes: readonly EtapeTutoriel[];
  video?: VideoTutoriel;
}
export declare const CHEMIN_TUTORIELS = '/aide/tutoriels/videos';
export declare const TUTORIELS: readonly Tutoriel[];
/** `5 min`, `1 h 05` */
export declare function dureeLisible(minutes: number): string;
