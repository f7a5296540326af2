/**
 * Downloading a file a signed-in user may read (a PDF certificate…): a plain link cannot carry the session's
 * `Authorization` header, so the file is fetched through the API client (a `binary` route answers a Blob) and
 * handed to the browser as a download under the given name.
 */
import type { Route } from '@registre/shared/routes/route';
import { appeler, type OptionsAppel } from './client.ts';

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

/** Calls a `binary` route and saves its answer as `nom`; rejects with the client's `ErreurApi`. */
export async function telecharger<R extends Route>(route: R, options: OptionsAppel<R>, nom: string): Promise<void> {
  if (route.responseFormat !== 'binary') throw new Error(`La route ${route.id} ne renvoie pas un fichier.`);
  const reponse: unknown = await appeler(route, options);
  if (!(reponse instanceof Blob)) throw new Error(`La route ${route.id} n'a pas renvoyé de fichier.`);
  enregistrerFichier(reponse, nom);
}
