/**
 * The local Step Functions: aws-local-stepfunctions runs the same ASL files as AWS; `lambda:invoke` tasks run
 * the same task handlers in this process (they receive `{FunctionName, Payload}` and answer `{Payload}`), and
 * Wait states can be compressed to a few milliseconds. It answers the Step Functions JSON protocol
 * (StartExecution, DescribeExecution) so that the code under test starts workflows exactly as in AWS, through
 * AWS_ENDPOINT_URL_SFN.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StateMachine, type RunOptions } from 'aws-local-stepfunctions';

type JSONValue = Parameters<StateMachine['run']>[0];

// aws-local-stepfunctions 3 targets Node 22 (DESIGN.md §7)
if (!('withResolvers' in Promise)) {
  Object.defineProperty(Promise, 'withResolvers', {
    value<T>() {
      let resolve!: (v: T) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

export type Tache = (payload: unknown) => Promise<unknown>;
export interface WorkflowLocal {
  nom: string;
  asl: string;
  taches: Record<string, Tache>;
}

interface Execution {
  arn: string;
  machine: string;
  statut: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  entree: string;
  sortie?: string;
  erreur?: string;
  debut: Date;
  fin?: Date;
  fini: Promise<void>;
  /** [issue 4] stops the run (a workflow waiting for a deadline a working day away, when the cloud stops) */
  abandonner: () => void;
}

type Etat = {
  Type: string;
  Resource?: string;
  Parameters?: Record<string, unknown>;
  States?: Record<string, Etat>;
  Iterator?: { States: Record<string, Etat> };
  ItemProcessor?: { States: Record<string, Etat> };
  Branches?: { States: Record<string, Etat> }[];
};

function etatsDe(states: Record<string, Etat>): [string, Etat][] {
  return Object.entries(states).flatMap(([nom, e]) => [
    [nom, e] as [string, Etat],
    ...(e.Iterator ? etatsDe(e.Iterator.States) : []),
    ...(e.ItemProcessor ? etatsDe(e.ItemProcessor.States) : []),
    ...(e.Branches ?? []).flatMap((b) => etatsDe(b.States)),
  ]);
}

export const arnMachine = (prefixe: string, nom: string) => `${prefixe}${nom}`;

export function creerMoteurEtats(options: { prefixeArn: string; workflows: WorkflowLocal[]; attenteMs?: number }) {
  const machines = new Map<string, { machine: StateMachine; surcharges: RunOptions }>();
  for (const w of options.workflows) {
    const definition = JSON.parse(
      w.asl.replace(/\$\{(\w+)\}/g, (_, p: string) => `arn:aws:lambda:local:000000000000:function:${p}`),
    );
    const taches: Record<string, (entree: JSONValue) => Promise<JSONValue>> = {};
    const attentes: Record<string, number> = {};
    for (const [nom, e] of etatsDe(definition.States)) {
      if (e.Type === 'Task' && e.Resource === 'arn:aws:states:::lambda:invoke') {
        const fn = String(e.Parameters?.FunctionName ?? '')
          .split(':')
          .pop()!;
        const tache = w.taches[fn];
        if (!tache) throw new Error(`Workflow ${w.nom} : aucune tâche locale pour ${fn}`);
        taches[nom] = async (entree) => ({ Payload: (await tache((entree as { Payload?: unknown }).Payload)) as JSONValue });
      }
      if (e.Type === 'Wait' && options.attenteMs !== undefined) attentes[nom] = options.attenteMs;
    }
    machines.set(arnMachine(options.prefixeArn, w.nom), {
      machine: new StateMachine(definition),
      surcharges: { overrides: { taskResourceLocalHandlers: taches, waitTimeOverrides: attentes } },
    });
  }
  const executions = new Map<string, Execution>();

  function demarrer(arnMachineCible: string, entree: string, nom: string = randomUUID()): Execution {
    const m = machines.get(arnMachineCible);
    if (!m) throw Object.assign(new Error(`State machine inconnue : ${arnMachineCible}`), { type: 'StateMachineDoesNotExist' });
    const arn = `${arnMachineCible.replace(':stateMachine:', ':execution:')}:${nom}`;
    const existante = executions.get(arn);
    if (existante) {
      if (existante.entree === entree) return existante; // same name, same input: idempotent like AWS
      throw Object.assign(new Error(`Exécution déjà existante : ${nom}`), { type: 'ExecutionAlreadyExists' });
    }
    const ex = { arn, machine: arnMachineCible, statut: 'RUNNING', entree, debut: new Date() } as Execution;
    const run = m.machine.run(JSON.parse(entree), m.surcharges);
    ex.abandonner = () => run.abort();
    ex.fini = run.result
      .then((sortie) => {
        ex.statut = 'SUCCEEDED';
        ex.sortie = JSON.stringify(sortie);
      })
      .catch((e: unknown) => {
        ex.statut = 'FAILED';
        ex.erreur = e instanceof Error ? e.message : String(e);
      })
      .finally(() => {
        ex.fin = new Date();
      });
    executions.set(arn, ex);
    return ex;
  }

  /** The Step Functions JSON 1.0 protocol, for the SDK pointed at this endpoint. */
  async function traiterHttp(req: IncomingMessage, res: ServerResponse, corps: Buffer) {
    const cible = String(req.headers['x-amz-target'] ?? '')
      .split('.')
      .pop();
    const entree = corps.length ? (JSON.parse(corps.toString('utf8')) as Record<string, string>) : {};
    const repondre = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(json));
    };
    try {
      if (cible === 'StartExecution') {
        const ex = demarrer(entree.stateMachineArn, entree.input ?? '{}', entree.name);
        return repondre(200, { executionArn: ex.arn, startDate: ex.debut.getTime() / 1000 });
      }
      if (cible === 'DescribeExecution') {
        const ex = executions.get(entree.executionArn);
        if (!ex) return repondre(400, { __type: 'ExecutionDoesNotExist', message: 'Exécution inconnue' });
        return repondre(200, {
          executionArn: ex.arn,
          stateMachineArn: ex.machine,
          status: ex.statut,
          input: ex.entree,
          output: ex.sortie,
          error: ex.erreur,
          startDate: ex.debut.getTime() / 1000,
          stopDate: ex.fin ? ex.fin.getTime() / 1000 : undefined,
        });
      }
      return repondre(400, { __type: 'UnknownOperationException', message: `Opération non prise en charge : ${cible}` });
    } catch (e) {
      return repondre(400, { __type: (e as { type?: string }).type ?? 'InvalidArn', message: (e as Error).message });
    }
  }

  return {
    demarrer,
    traiterHttp,
    executions: () => [...executions.values()],
    /** resolves when every execution started so far has ended */
    async terminer() {
      await Promise.all([...executions.values()].map((e) => e.fini));
    },
    /**
     * [issue 4] Stops the engine: executions still running are aborted (a Wait until a deadline a working day
     * away must not hold the cloud's shutdown), then every one has ended.
     */
    async arreter() {
      for (const e of executions.values()) if (e.statut === 'RUNNING') e.abandonner();
      await Promise.all([...executions.values()].map((e) => e.fini));
    },
  };
}

/** Loads the catalogue's workflows with their task handlers. */
export async function chargerWorkflows(
  racine: string,
  liste: readonly { nom: string; fichier: string; fonctions: Record<string, string> }[],
): Promise<WorkflowLocal[]> {
  return Promise.all(
    liste.map(async (w) => ({
      nom: w.nom,
      asl: readFileSync(join(racine, w.fichier), 'utf8'),
      taches: Object.fromEntries(
        await Promise.all(
          Object.entries(w.fonctions).map(
            async ([p, module]) => [p, ((await import(join(racine, module))) as { handler: Tache }).handler] as const,
          ),
        ),
      ),
    })),
  );
}
