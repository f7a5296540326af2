/**
 * [issue 27, point 2] Exports are bounded: one export of a kind runs at a time per requester (the raw-data export
 * once at a time for the whole register), a second start answers 409 with the running one's id; a new start is
 * accepted once it has ended (the workflow releases its lock); starts are limited per account and hour (429 with
 * Retry-After). Raw data as the second keeper administrator (TENEUR_ADMIN_SCOND: donnees-ouvertes.test.ts starts
 * its export as TENEUR_ADMIN_PRINC and retries on 409), categorisation as the departmental agent (no other file
 * starts a background export with it).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, cloud, jetonDe, loginDe, utiliserEnvCloud, type Reponse } from '../support/api.ts';
import { sessionAgentCharteAcceptee as sessionAgent } from '../support/agents.ts';

type Limites = typeof import('@registre/functions/adapters/dynamodb/limitesExports');
type Erreur = { status: number; code: string; message: string; details?: { execution?: string } };
let limites: Limites;

const attente = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function table() {
  const { documentClient } = await import('@registre/functions/adapters/dynamodb/client');
  const { GetCommand, PutCommand, DeleteCommand } = await import('@aws-sdk/lib-dynamodb');
  const TableName = cloud().env.TABLE_NAME;
  return {
    lire: async (pk: string, sk: string) => (await documentClient().send(new GetCommand({ TableName, Key: { pk, sk } }))).Item,
    ecrire: (Item: Record<string, unknown>) => documentClient().send(new PutCommand({ TableName, Item })),
    supprimer: (pk: string, sk: string) => documentClient().send(new DeleteCommand({ TableName, Key: { pk, sk } })),
  };
}

/** The starts accepted for an account in this hour and the one before (a run may straddle an hour). */
async function demarragesDe(login: string) {
  const t = await table();
  const f = limites.fenetreDe(new Date());
  let n = 0;
  for (const fenetre of [f, f - 1])
    n += Number((await t.lire(limites.cleLimite(login, fenetre), 'limite_exports'))?.demarrages ?? 0);
  return n;
}

/** Waits until no export of `genre` holds the lock of `demandeur` (another test file's export may be running). */
async function verrouLibre(genre: 'donnees-brutes' | 'categorisation', demandeur: string) {
  const t = await table();
  for (let i = 0; i < 600 && (await t.lire(limites.cleVerrou(genre, demandeur), 'verrou_export')); i++) await attente(200);
  expect(await t.lire(limites.cleVerrou(genre, demandeur), 'verrou_export')).toBeUndefined();
}

/** Follows an execution until it is no longer EN_COURS. */
async function fin(chemin: string, jeton: string) {
  for (let i = 0; i < 600; i++) {
    const r = await appeler<{ statut: string }>('GET', chemin, { jeton });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    if (r.corps.statut !== 'EN_COURS') return r.corps.statut;
    await attente(200);
  }
  throw new Error('export trop long');
}

/** 10 concurrent starts: exactly one accepted, the nine others 409 naming it. Retried if another file's export won. */
async function dixDemarrages(demarrer: () => Promise<Reponse>, attendreLibre: () => Promise<void>) {
  for (let essai = 0; essai < 5; essai++) {
    await attendreLibre();
    const reponses = await Promise.all(Array.from({ length: 10 }, demarrer));
    const acceptes = reponses.filter((r) => r.status === 200);
    for (const r of reponses) expect([200, 409], JSON.stringify(r.corps)).toContain(r.status);
    // a scheduled or another file's export started between the wait and the starts: all refused, try again
    if (acceptes.length === 0) continue;
    expect(acceptes).toHaveLength(1);
    const execution = (acceptes[0].corps as { execution: string }).execution;
    for (const r of reponses.filter((x) => x.status === 409)) {
      const e = r.corps as Erreur;
      expect(e.code).toBe('EXPORT_DEJA_EN_COURS');
      expect(e.details?.execution).toBe(execution);
      expect(e.message).toContain(execution);
      expect(e.message).toMatch(/déjà en cours/);
    }
    return execution;
  }
  throw new Error('aucun démarrage accepté');
}

/** A counter already at the limit for this hour: the next start answers 429 with Retry-After, and counts nothing. */
async function limiteAtteinte(login: string, demarrer: () => Promise<Reponse>) {
  const t = await table();
  const pk = limites.cleLimite(login, limites.fenetreDe(new Date()));
  const avant = await t.lire(pk, 'limite_exports');
  await t.ecrire({
    pk,
    sk: 'limite_exports',
    demarrages: limites.LIMITE_DEMARRAGES_PAR_HEURE,
    ttl: Math.floor(Date.now() / 1000) + 7200,
  });
  try {
    let r = await demarrer();
    // the lock is checked in the same transaction: another file's running export answers 409 first
    for (let i = 0; i < 300 && r.status === 409; i++) {
      await attente(200);
      r = await demarrer();
    }
    expect(r.status, JSON.stringify(r.corps)).toBe(429);
    const e = r.corps as Erreur;
    expect(e.code).toBe('TROP_D_EXPORTS');
    expect(e.message).toMatch(/^Vous avez lancé 10 exports dans l'heure : réessayez dans \d+ minutes?\.$/);
    const apres = Number(r.entetes.get('retry-after'));
    expect(apres).toBeGreaterThan(0);
    expect(apres).toBeLessThanOrEqual(3600);
    expect((await t.lire(pk, 'limite_exports'))?.demarrages).toBe(limites.LIMITE_DEMARRAGES_PAR_HEURE);
  } finally {
    if (avant) await t.ecrire(avant);
    else await t.supprimer(pk, 'limite_exports');
  }
}

beforeAll(async () => {
  utiliserEnvCloud();
  limites = await import('@registre/functions/adapters/dynamodb/limitesExports');
});

describe('export des données brutes : un à la fois pour tout le registre, 10 démarrages par heure et par compte', () => {
  it('10 démarrages simultanés : un seul accepté, les autres 409 avec son identifiant ; après sa fin, un nouveau', async () => {
    const login = loginDe('TENEUR_ADMIN_SCOND');
    const teneur = await jetonDe(login);
    const demarrer = () => appeler('POST', '/api/donneesBrute/export', { jeton: teneur });
    const libre = () => verrouLibre('donnees-brutes', 'registre');
    const avant = await demarragesDe(login);

    const execution = await dixDemarrages(demarrer, libre);
    expect(execution).toMatch(/^teneur-/);
    expect(await fin(`/api/donneesBrute/export/${execution}`, teneur)).toBe('TERMINE');
    // released by the workflow itself when it ended
    expect(await (await table()).lire(limites.cleVerrou('donnees-brutes', 'registre'), 'verrou_export')).toBeUndefined();

    let r = await demarrer();
    for (let i = 0; i < 300 && r.status === 409; i++) {
      await attente(200);
      r = await demarrer();
    }
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    expect(await fin(`/api/donneesBrute/export/${(r.corps as { execution: string }).execution}`, teneur)).toBe('TERMINE');
    // only the accepted starts count
    expect(await demarragesDe(login)).toBe(avant + 2);
  }, 240_000);

  it('au-delà de 10 démarrages dans l’heure : 429 avec Retry-After et un message en français', async () => {
    const login = loginDe('TENEUR_ADMIN_SCOND');
    const teneur = await jetonDe(login);
    await limiteAtteinte(login, () => appeler('POST', '/api/donneesBrute/export', { jeton: teneur }));
  }, 120_000);
});

describe('exports de catégorisation : un à la fois par compte, 10 démarrages par heure', () => {
  let agent: string;
  const LOGIN = 'clavis.agent.national'; // institutionnels.test.ts needs agent.departement to meet the charter unaccepted
  // unknown numbers: each sheet is looked up (the export runs a while), none can be drawn (a warning)
  const demande = {
    type: 'FICHES_ZIP',
    immatriculations: Array.from({ length: 100 }, (_, i) => `ZW9${String(i + 1).padStart(6, '0')}`),
  };
  const demarrer = () => appeler('POST', '/api/categorisation/exports', { jeton: agent, json: demande });

  beforeAll(async () => {
    agent = await sessionAgent('agent.national');
  }, 60_000);

  it('10 démarrages simultanés : un seul accepté, les autres 409 avec son identifiant ; après sa fin, un nouveau', async () => {
    const avant = await demarragesDe(LOGIN);
    const execution = await dixDemarrages(demarrer, () => verrouLibre('categorisation', LOGIN));
    expect(await fin(`/api/categorisation/exports/${execution}`, agent)).toBe('TERMINE');
    expect(await (await table()).lire(limites.cleVerrou('categorisation', LOGIN), 'verrou_export')).toBeUndefined();
    // a new start is accepted once it has ended, and holds the lock in turn
    // (two starts at once again: the one accepted holds the lock, the other is told its id; a start made after it
    // may meet it already ended, so the pair is sent together)
    const [r, autre] = await Promise.all([demarrer(), demarrer()]).then((p) => p.sort((a, b) => a.status - b.status));
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    expect(autre.status).toBe(409);
    expect((autre.corps as Erreur).details?.execution).toBe((r.corps as { execution: string }).execution);
    expect(await fin(`/api/categorisation/exports/${(r.corps as { execution: string }).execution}`, agent)).toBe('TERMINE');
    expect(await demarragesDe(LOGIN)).toBe(avant + 2);
  }, 240_000);

  it('au-delà de 10 démarrages dans l’heure : 429 avec Retry-After', async () => {
    await limiteAtteinte(LOGIN, demarrer);
  }, 120_000);
});
