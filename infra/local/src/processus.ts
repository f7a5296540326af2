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
