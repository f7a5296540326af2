import { EventEmitter } from 'node:events';
import type { ChildProcess } from 'node:child_process';
import { describe, expect, it, vi } from 'vitest';
import { superviser, type Processus } from './processus.ts';

/** A child process that exits when told to, as an emulator killed from outside would. */
function fauxProcessus(nom: string) {
  const enfant = new EventEmitter() as EventEmitter & { exitCode: number | null; signalCode: string | null };
  enfant.exitCode = null;
  enfant.signalCode = null;
  const mourir = (code: number | null, signal: string | null = null) => {
    enfant.exitCode = code;
    enfant.signalCode = signal;
    enfant.emit('exit', code, signal);
  };
  const p: Processus & { mourir: typeof mourir; arrete: boolean } = {
    nom,
    enfant: enfant as unknown as ChildProcess,
    arrete: false,
    mourir,
    arreter: async () => {
      p.arrete = true;
      if (enfant.exitCode === null && enfant.signalCode === null) mourir(143);
    },
  };
  return p;
}

const OPTIONS = { delaiInitialMs: 10, delaiMaxMs: 40, stableApresMs: 60_000 };

describe("supervision d'un émulateur", () => {
  it("dit qu'il s'est arrêté, avec son code de sortie, puis le redémarre et l'avertissement donné", async () => {
    const lignes: string[] = [];
    const premier = fauxProcessus('dynamodb-local');
    const second = fauxProcessus('dynamodb-local');
    const demarrer = vi.fn(async () => second);
    const apresRedemarrage = vi.fn(async () => undefined);
    const p = superviser('DynamoDB Local', premier, demarrer, {
      ...OPTIONS,
      avertissement: 'données en mémoire perdues',
      apresRedemarrage,
      journal: (l) => lignes.push(l),
    });

    premier.mourir(137);
    await vi.waitFor(() => expect(lignes).toContain('[supervision] DynamoDB Local redémarré.'));
    expect(lignes[0]).toBe("[supervision] DynamoDB Local s'est arrêté de lui-même (code de sortie 137).");
    expect(lignes[1]).toMatch(
      /^\[supervision\] redémarrage de DynamoDB Local \(essai 1\/5\) dans .* s — données en mémoire perdues$/,
    );
    expect(demarrer).toHaveBeenCalledTimes(1);
    expect(apresRedemarrage).toHaveBeenCalledTimes(1);
    expect(p.enfant).toBe(second.enfant);

    // stopping the cloud stops the current child, and is not taken for a crash
    await p.arreter();
    expect(second.arrete).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    expect(demarrer).toHaveBeenCalledTimes(1);
  });

  it('abandonne après un nombre borné de redémarrages, en attendant chaque fois plus longtemps', async () => {
    const lignes: string[] = [];
    const enfants: ReturnType<typeof fauxProcessus>[] = [];
    // every restarted child dies at once
    const demarrer = vi.fn(async () => {
      const p = fauxProcessus('s3rver');
      enfants.push(p);
      setTimeout(() => p.mourir(1), 1);
      return p;
    });
    const premier = fauxProcessus('s3rver');
    superviser('s3rver', premier, demarrer, { ...OPTIONS, essaisMax: 3, journal: (l) => lignes.push(l) });
    premier.mourir(null, 'SIGKILL');

    await vi.waitFor(() => expect(lignes.at(-1)).toMatch(/abandon après 3 redémarrages/), { timeout: 2000 });
    expect(lignes[0]).toBe("[supervision] s3rver s'est arrêté de lui-même (signal SIGKILL).");
    expect(demarrer).toHaveBeenCalledTimes(3);
    const delais = lignes.filter((l) => l.includes('redémarrage de')).map((l) => /dans ([\d,]+) s/.exec(l)![1]);
    expect(delais).toEqual(['0,01', '0,02', '0,04']);
    expect(lignes.filter((l) => l.includes('code de sortie 1'))).toHaveLength(3);
  });

  it('réessaie quand le redémarrage lui-même échoue', async () => {
    const lignes: string[] = [];
    const remplacant = fauxProcessus('cognito-local');
    const demarrer = vi
      .fn<() => Promise<Processus>>()
      .mockRejectedValueOnce(new Error("cognito-local n'a pas démarré à temps"))
      .mockResolvedValueOnce(remplacant);
    const premier = fauxProcessus('cognito-local');
    const p = superviser('cognito-local', premier, demarrer, { ...OPTIONS, journal: (l) => lignes.push(l) });
    premier.mourir(1);
    await vi.waitFor(() => expect(lignes).toContain('[supervision] cognito-local redémarré.'));
    expect(lignes).toContain("[supervision] échec du redémarrage de cognito-local : cognito-local n'a pas démarré à temps");
    expect(p.enfant).toBe(remplacant.enfant);
    await p.arreter();
  });
});
