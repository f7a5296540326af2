import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes one file of the local outbox so that a reader (the gateway's /_local/courriels, a test) never sees it
 * half written: the content goes to a hidden temporary name first, then is renamed (atomic on one file system).
 */
export function deposer(dossier: string, nom: string, contenu: string | Uint8Array): void {
  mkdirSync(dossier, { recursive: true });
  const provisoire = join(dossier, `.${nom}.partiel`);
  writeFileSync(provisoire, contenu);
  renameSync(provisoire, join(dossier, nom));
}
