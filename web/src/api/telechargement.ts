/**
 * Downloading a file a signed-in user may read (a PDF certificate…): a plain link cannot carry the session's
 * `Authorization` header, so the file is fetched through the API client (a `binary` route answers a Blob) and
 * handed to the browser as a download under the given name.
 */
import type { Route } from '@registre/shared/routes/route';
import { appeler, type OptionsAppel } from './client.ts';

/**
 * The file name given by a `content-disposition` header (`attachment; filename="x.xlsx"`, or the RFC 5987 form
 * `filename*=UTF-8''…`, preferred); null without one. Only the last path segment is kept.
 */
export function nomDuFichier(disposition: string | null | undefined): string | null {
  if (!disposition) return null;
  let nom: string | null = null;
  const etendu = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(disposition);
  if (etendu) {
    try {
      nom = decodeURIComponent(etendu[2].trim().replace(/^"|"$/g, ''));
    } catch {
      nom = null;
    }
  }
  if (!nom) {
    const simple = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
    if (simple) nom = (simple[2] ?? simple[1]).trim();
  }
  const dernier = nom?.split(/[/\\]/).pop()?.trim();
  return dernier || null;
}

/** Hands a Blob to the browser as a file download. */
export function enregistrerFichier(fichier: Blob, nom: string): void {
  const url = URL.createObjectURL(fichier);
  const lien = document.createElement('a');
  lien.href = url;
  lien.download = nom;
  lien.rel = 'noopener';
  lien.style.display = 'none';
  document.body.appendChild(lien);
  lien.click();
  lien.remove();
  // the browser has started the download: the object URL can go a little later
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Calls a `binary` route and saves its answer under the name the server gives (content-disposition), else `nom`;
 * resolves with the answer's headers. Rejects with the client's `ErreurApi`.
 */
export async function telecharger<R extends Route>(route: R, options: OptionsAppel<R>, nom: string): Promise<Headers> {
  if (route.responseFormat !== 'binary') throw new Error(`La route ${route.id} ne renvoie pas un fichier.`);
  let entetes = new Headers();
  const reponse: unknown = await appeler(route, { ...options, entetes: (h) => (entetes = h) });
  if (!(reponse instanceof Blob)) throw new Error(`La route ${route.id} n'a pas renvoyé de fichier.`);
  enregistrerFichier(reponse, nomDuFichier(entetes.get('content-disposition')) ?? nom);
  return entetes;
}
