/** Child processes of the embedded cloud (emulators), started on 127.0.0.1 and stopped cleanly. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function portLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export interface Processus {
  nom: string;
  enfant: ChildProcess;
  arreter(): Promise<void>;
}

export function lancer(
  nom: string,
  commande: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; journal?: boolean } = {},
): Processus {
  const enfant = spawn(commande, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: options.journal ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'ignore', 'pipe'],
  });
  let erreurs = '';
  enfant.stderr?.on('data', (d: Buffer) => {
    erreurs = (erreurs + d.toString()).slice(-4000);
  });
  enfant.on('exit', (code, signal) => {
    if (code && !signal && code !== 143) process.stderr.write(`[${nom}] arrêté avec le code ${code}\n${erreurs}\n`);
  });
  return {
    nom,
    enfant,
    arreter: () =>
      new Promise((resolve) => {
        if (enfant.exitCode !== null || enfant.signalCode !== null) return resolve();
        const t = setTimeout(() => enfant.kill('SIGKILL'), 5000);
        enfant.once('exit', () => {
          clearTimeout(t);
          resolve();
        });
        enfant.kill('SIGTERM');
      }),
  };
}

/** Waits until `sonde` succeeds (a service is ready), at most `delaiMs`. */
export async function attendre(nom: string, sonde: () => Promise<unknown>, delaiMs = 60_000): Promise<void> {
  const fin = Date.now() + delaiMs;
  let derniere: unknown;
  while (Date.now() < fin) {
    try {
      await sonde();
      return;
    } catch (e) {
      derniere = e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`${nom} n'a pas démarré à temps : ${derniere instanceof Error ? derniere.message : String(derniere)}`);
}

export interface OptionsSupervision {
  /** restarts in a row before giving up (a child that ran `stableApresMs` resets the count); default 5 */
  essaisMax?: number;
  /** wait before the first restart, doubled at each following one up to `delaiMaxMs`; default 1 s */
  delaiInitialMs?: number;
  delaiMaxMs?: number;
  /** default 60 s */
  stableApresMs?: number;
  /** said with each restart, e.g. what the restart loses */
  avertissement?: string;
  /** run once a restarted child is ready (recreate what it lost) */
  apresRedemarrage?: () => Promise<unknown>;
  journal?: (ligne: string) => void;
}

/**
 * [issue 15] Supervision of an emulator of `npm start`: when its process ends without having been asked to,
 * the local cloud says so (its name and exit code, in French) and starts it again with `demarrer` (same port,
 * same data folder), at most `essaisMax` times in a row, waiting longer each time. The returned process stands
 * for the current child; stopping it ends the supervision first.
 */
export function superviser(
  nom: string,
  premier: Processus,
  demarrer: () => Promise<Processus>,
  options: OptionsSupervision = {},
): Processus {
  const essaisMax = options.essaisMax ?? 5;
  const delaiInitialMs = options.delaiInitialMs ?? 1000;
  const delaiMaxMs = options.delaiMaxMs ?? 30_000;
  const stableApresMs = options.stableApresMs ?? 60_000;
  const journal = options.journal ?? ((l: string) => process.stderr.write(`${l}\n`));
  let courant = premier;
  let arrete = false;
  let essais = 0;
  let minuterie: NodeJS.Timeout | undefined;

  const redemarrer = () => {
    if (arrete) return;
    if (essais >= essaisMax) {
      journal(`[supervision] ${nom} : abandon après ${essaisMax} redémarrages infructueux ; relancez npm start.`);
      return;
    }
    essais += 1;
    const delai = Math.min(delaiInitialMs * 2 ** (essais - 1), delaiMaxMs);
    journal(
      `[supervision] redémarrage de ${nom} (essai ${essais}/${essaisMax}) dans ${(delai / 1000).toLocaleString('fr-FR')} s` +
        (options.avertissement ? ` — ${options.avertissement}` : ''),
    );
    minuterie = setTimeout(async () => {
      if (arrete) return;
      try {
        const p = await demarrer();
        if (arrete) return void (await p.arreter());
        await options.apresRedemarrage?.();
        surveiller(p);
        journal(`[supervision] ${nom} redémarré.`);
      } catch (e) {
        journal(`[supervision] échec du redémarrage de ${nom} : ${e instanceof Error ? e.message : String(e)}`);
        redemarrer();
      }
    }, delai);
    minuterie.unref?.();
  };

  const surveiller = (p: Processus) => {
    courant = p;
    const debut = Date.now();
    p.enfant.once('exit', (code, signal) => {
      if (arrete || courant !== p) return;
      if (Date.now() - debut >= stableApresMs) essais = 0;
      journal(
        `[supervision] ${nom} s'est arrêté de lui-même (${code !== null ? `code de sortie ${code}` : `signal ${signal}`}).`,
      );
      redemarrer();
    });
  };
  surveiller(premier);

  return {
    nom,
    get enfant() {
      return courant.enfant;
    },
    arreter: async () => {
      arrete = true;
      clearTimeout(minuterie);
      await courant.arreter();
    },
  };
}
