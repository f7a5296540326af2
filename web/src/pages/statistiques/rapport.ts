/**
 * [issue 12] The statistical report's download (spec 001 §7: "the file name is read from the content-disposition
 * header"; §8: "Missing statistics file: error 'Fichier introuvable', status 500"). The API client hands back the
 * Blob of a `binary` route without its headers, so the report is fetched here, the query checked with the route's
 * own schema first. A missing file is the page's to say (an alert next to the buttons); any other failure is
 * recorded for the shell's error alerts, as the client does.
 */
import { rapport } from '@registre/shared/routes/statistiques.routes';
import type { FORMATS_RAPPORT } from '@registre/shared/schemas/statistiques';
import { construireChemin, erreursDeChamps } from '../../api/client.ts';
import { enregistrerFichier } from '../../api/telechargement.ts';
import { enregistrerErreur } from '../../lib/notifications.ts';
import { nomDuFichier, requeteChiffres, type Selection } from './selection.ts';

export type FormatRapport = (typeof FORMATS_RAPPORT)[number];

/** The failure the page shows itself. */
export class FichierIntrouvable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FichierIntrouvable';
  }
}

const idAleatoire = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : Math.random().toString(36).slice(2);

/** A name when the server gives none (spec 001 §9: the date as YYYYMMDD). */
function nomParDefaut(s: Selection, format: FormatRapport): string {
  const d = new Date();
  const jour = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  const { niveau, code } = requeteChiffres(s);
  return `rapport-statistiques-${niveau.toLowerCase()}${code ? `-${code}` : ''}-${jour}.${format}`;
}

/**
 * Downloads the report of a selection and saves it under the name the server gives; resolves with that name.
 * Rejects with `FichierIntrouvable` (500 « Fichier introuvable », shown by the page) or another error (already
 * recorded for the shell's alerts).
 */
export async function telechargerRapport(s: Selection, format: FormatRapport): Promise<string> {
  const query = { ...requeteChiffres(s), format };
  const analyse = rapport.query.safeParse(query);
  const echec = (status: number, message: string, id = idAleatoire()) => {
    enregistrerErreur({ id, status, message, origine: rapport.id });
    return new Error(message);
  };
  if (!analyse.success) {
    const erreurs = Object.values(erreursDeChamps(analyse.error.issues));
    throw echec(400, erreurs.join(' ') || 'Requête invalide.');
  }
  const chaine = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  let reponse: Response;
  try {
    reponse = await fetch(`${construireChemin(rapport)}?${chaine}`, { headers: { accept: '*/*' } });
  } catch {
    throw echec(503, 'Le service est momentanément indisponible : veuillez réessayer plus tard.');
  }
  if (!reponse.ok) {
    let corps: { message?: unknown; id?: unknown } = {};
    try {
      corps = (await reponse.json()) as typeof corps;
    } catch {
      // not JSON (a proxy page)
    }
    const message = typeof corps.message === 'string' && corps.message ? corps.message : `Erreur ${reponse.status}`;
    if (reponse.status === 500 && /fichier introuvable/i.test(message)) throw new FichierIntrouvable(message);
    throw echec(reponse.status, message, typeof corps.id === 'string' && corps.id ? corps.id : undefined);
  }
  const fichier = await reponse.blob();
  if (fichier.size === 0) throw new FichierIntrouvable('Fichier introuvable : le rapport reçu est vide.');
  const nom = nomDuFichier(reponse.headers.get('content-disposition')) ?? nomParDefaut(s, format);
  enregistrerFichier(fichier, nom);
  return nom;
}
