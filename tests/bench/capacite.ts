/** Benchmarks: every DynamoDB call of the document client asks for its consumed capacity, summed in `total()`. */
import { spawn } from 'node:child_process';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The consumed capacity of every call, also apart for the reads (Get, Query, Scan and their batch and transaction
 * forms: read units) and the writes (write units).
 */
export function mesurerCapacite(client: DynamoDBDocumentClient): {
  total(): number;
  lectures(): number;
  ecritures(): number;
} {
  let lectures = 0;
  let ecritures = 0;
  client.middlewareStack.add(
    (next, contexte) => async (args) => {
      (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const sortie = await next(args);
      const cc = (sortie.output as { ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[] })
        .ConsumedCapacity;
      let unites = 0;
      for (const c of Array.isArray(cc) ? cc : cc ? [cc] : []) unites += c.CapacityUnits ?? 0;
      if (/^(Get|Query|Scan|BatchGet|TransactGet)/.test((contexte as { commandName?: string }).commandName ?? ''))
        lectures += unites;
      else ecritures += unites;
      return sortie;
    },
    { step: 'initialize', name: 'mesureCapacite' },
  );
  return { total: () => lectures + ecritures, lectures: () => lectures, ecritures: () => ecritures };
}

/** Items DynamoDB read per call: ScannedCount of a Query, the items of a GetItem / BatchGetItem. */
export function compterElementsLus(client: DynamoDBDocumentClient): { total(): number } {
  let lus = 0;
  client.middlewareStack.add(
    (next) => async (args) => {
      const sortie = await next(args);
      const o = sortie.output as { ScannedCount?: number; Item?: unknown; Responses?: Record<string, unknown[]> | unknown[] };
      if (typeof o.ScannedCount === 'number') lus += o.ScannedCount;
      else if (o.Item) lus += 1;
      else if (o.Responses && !Array.isArray(o.Responses)) for (const r of Object.values(o.Responses)) lus += r.length;
      return sortie;
    },
    { step: 'initialize', name: 'compteElementsLus' },
  );
  return { total: () => lus };
}

export const centile = (v: number[], p: number) =>
  [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor((p / 100) * v.length))];

/** [issue 23] Items written per call: each put/delete of a BatchWriteItem, each action of a committed transaction, 1 for a single write. */
export function compterElementsEcrits(client: DynamoDBDocumentClient): { total(): number; parType(): Record<string, number> } {
  let ecrits = 0;
  const parType = new Map<string, number>();
  /** the item's kind: ElectroDB's entity name when the item carries it, else its sort key's prefix */
  const compter = (e: { Item?: Record<string, unknown>; Key?: Record<string, unknown> } | undefined) => {
    const item = e?.Item ?? e?.Key ?? {};
    const type = String((item.__edb_e__ ?? String(item.sk ?? item.pk ?? '?').split(/[#_]/)[0]) || '?');
    parType.set(type, (parType.get(type) ?? 0) + 1);
    ecrits += 1;
  };
  client.middlewareStack.add(
    (next, contexte) => async (args) => {
      const sortie = await next(args);
      const entree = args.input as {
        RequestItems?: Record<
          string,
          { PutRequest?: { Item: Record<string, unknown> }; DeleteRequest?: { Key: Record<string, unknown> } }[]
        >;
        TransactItems?: Record<string, { Item?: Record<string, unknown>; Key?: Record<string, unknown> }>[];
        Item?: Record<string, unknown>;
        Key?: Record<string, unknown>;
      };
      const commande = (contexte as { commandName?: string }).commandName ?? '';
      if (commande.startsWith('BatchWrite')) {
        const restes = (sortie.output as { UnprocessedItems?: Record<string, unknown[]> }).UnprocessedItems ?? {};
        for (const [t, l] of Object.entries(entree.RequestItems ?? {}))
          for (const r of l.slice(0, l.length - (restes[t]?.length ?? 0))) compter(r.PutRequest ?? r.DeleteRequest);
      } else if (commande.startsWith('TransactWrite'))
        for (const t of entree.TransactItems ?? []) compter(Object.values(t).find((v) => v && (v.Item || v.Key)));
      else if (/^(Put|Update|Delete)/.test(commande)) compter(entree);
      return sortie;
    },
    { step: 'initialize', name: 'compteElementsEcrits' },
  );
  return { total: () => ecrits, parType: () => Object.fromEntries(parType) };
}

/**
 * [issue 23] This benchmark run again in a child process with `args` (one size a process: its own cloud and RSS):
 * the last line it prints, parsed.
 */
export function mesurerDansUnEnfant<T>(args: string[]): Promise<T> {
  return new Promise<T>((ok, ko) => {
    const p = spawn(process.execPath, [...process.execArgv, process.argv[1], ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let texte = '';
    p.stdout.on('data', (d: Buffer) => (texte += d.toString()));
    p.on('exit', (code) =>
      code === 0
        ? ok(JSON.parse(texte.trim().split('\n').pop()!) as T)
        : ko(new Error(`mesure ${args.join(' ')} : code ${code}`)),
    );
  });
}
