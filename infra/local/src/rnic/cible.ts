/**
 * Where the command-line tools (import:rnic, seed:scale) write: the register `npm start` is running (its
 * endpoints are in `<data>/points-acces.json`), else the same data folder started here for the time of the
 * command. With TABLE_NAME already in the environment (LocalStack, AWS), the environment is used as it is:
 * the same code, by configuration alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { demarrerCloudLocal, FICHIER_POINTS_ACCES } from '../cloud.ts';
import { reinitialiserConfig } from '@registre/functions/platform/config';

export interface Cible {
  description: string;
  arreter(): Promise<void>;
}

const enVie = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * `sansProjecteurs` [issue 12]: the stream projectors must not run while the command writes (the directory's
 * rebuild): refused against a running `npm start`; a cloud started here keeps them paused until `arreter`, which
 * lets them read what waited before stopping. In AWS, the command's user disables the event source mapping.
 */
export async function ouvrirCible(o: { sansProjecteurs?: boolean } = {}): Promise<Cible> {
  if (process.env.TABLE_NAME) {
    reinitialiserConfig();
    return { description: `table ${process.env.TABLE_NAME} (configuration de l'environnement)`, arreter: async () => {} };
  }
  const dossier = resolve(process.env.DATA_DIR ?? join(import.meta.dirname, '..', '..', '..', '..', '.data'));
  const fichier = join(dossier, FICHIER_POINTS_ACCES);
  if (existsSync(fichier)) {
    const p = JSON.parse(readFileSync(fichier, 'utf8')) as { pid: number; url: string; env: Record<string, string> };
    if (enVie(p.pid)) {
      if (o.sansProjecteurs)
        throw new Error(`Arrêtez d'abord le registre local (${p.url}) : ses projecteurs liraient le flux pendant la commande.`);
      Object.assign(process.env, p.env, { POWERTOOLS_LOG_LEVEL: 'SILENT' });
      reinitialiserConfig();
      return { description: `registre local en cours d'exécution (${p.url})`, arreter: async () => {} };
    }
  }
  const cloud = await demarrerCloudLocal({ dossierDonnees: dossier, silencieux: true, mtls: false });
  if (o.sansProjecteurs) await cloud.suspendreProjections();
  process.env.POWERTOOLS_LOG_LEVEL = 'SILENT';
  reinitialiserConfig();
  return {
    description: `registre local démarré pour la commande (${dossier})`,
    arreter: async () => {
      if (o.sansProjecteurs) {
        cloud.reprendreProjections();
        await cloud.projectionsAJour();
      }
      await cloud.arreter();
    },
  };
}
