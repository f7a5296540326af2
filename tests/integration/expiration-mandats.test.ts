/**
 * The `expiration-mandats` workflow (issue 5), started through the Step Functions port as the daily schedule does,
 * with "now" injected: 1 March 2026 at 00:30 Paris time (28 February 23:30 UTC), across a month end. Condominiums
 * are registered by a syndic through the API (a COURANT mandate from infoRattachement, in the end-date index); the
 * API refuses past end dates, so the test then moves their end dates directly in the table.
 * - ended 28/02: mandate EXPIRE, out of the index, condominium IMMATRICULEE_RATTACHEMENT_EXPIRE, journal line;
 * - ending 01/03 (today, still in force) and 31/03 (in 30 days): one warning mail each, `avertiLe` marked;
 * - ending 01/04: nothing yet;
 * - a second run, and two runs at once, change nothing and send nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { jetonDe, loginDe, utiliserEnvCloud } from '../support/api.ts';
import { courrielsPour } from '../support/comptes.ts';
import { immatriculerCopropriete } from '../support/coproprietes.ts';

const MAINTENANT = '2026-02-28T23:30:00.000Z';
const FINS = { echu: '2026-02-28', aujourdhui: '2026-03-01', dansTrenteJours: '2026-03-31', plusTard: '2026-04-01' } as const;
type Cas = keyof typeof FINS;

async function base() {
  utiliserEnvCloud();
  return (await import('@registre/functions/adapters/dynamodb/service')).db();
}

async function executer(entree: unknown = { maintenant: MAINTENANT }): Promise<string> {
  const { demarrerWorkflow, etatExecution } = await import('@registre/functions/adapters/workflows/index');
  const arn = await demarrerWorkflow('expiration-mandats', entree);
  for (let i = 0; i < 300; i++) {
    const e = await etatExecution(arn);
    if (e.statut !== 'RUNNING') return e.statut!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('le workflow ne se termine pas');
}

const coproprietes = {} as Record<Cas, { idCopropriete: number; idMandat: number; nom: string; immatriculation?: string }>;
let emailSyndic = '';

const lireMandat = async (c: Cas) => (await (await base()).entities.mandat.get(coproprietes[c]).go()).data!;
const lireCopro = async (c: Cas) =>
  (await (await base()).entities.copropriete.get({ idCopropriete: coproprietes[c].idCopropriete }).go()).data!;
const avertissements = () => courrielsPour(emailSyndic, /votre mandat de syndic prend fin/);
/** Other test files share the cloud and may hold current mandates in the same window: only ours are asserted. */
const nos = (idMandat: number | undefined) => Object.values(coproprietes).some((c) => c.idMandat === idMandat);
/** Our journal lines: the mandate and its condominium (other files write lines of this actor with small mandate ids) */
const notreLigne = (e: { cible?: string; details?: Record<string, unknown> }) =>
  Object.values(coproprietes).some(
    (c) => c.idMandat === e.details?.idMandat && [c.immatriculation, String(c.idCopropriete)].includes(e.cible),
  );
const avertissementsDe = async (c: Cas) => (await avertissements()).filter((m) => m.texte.includes(coproprietes[c].nom));

beforeAll(async () => {
  const jeton = await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC'));
  const db = await base();
  for (const cas of Object.keys(FINS) as Cas[]) {
    const r = await immatriculerCopropriete(jeton);
    const c = (await db.entities.copropriete.get({ idCopropriete: r.idCopropriete }).go()).data!;
    expect(c).toMatchObject({ etat: 'IMMATRICULEE_RATTACHEE' });
    const m = (await db.entities.mandat.get({ idCopropriete: c.idCopropriete, idMandat: c.idMandatCourant! }).go()).data!;
    // registration put the COURANT mandate in the end-date index
    expect(m).toMatchObject({ statut: 'COURANT', finCourant: m.dateFin, moisFinCourant: m.dateFin.slice(0, 7) });
    await db.entities.mandat
      .patch({ idCopropriete: m.idCopropriete, idMandat: m.idMandat })
      .set({ dateDebut: '2023-03-01', dateFin: FINS[cas], finCourant: FINS[cas] })
      .go();
    await db.entities.copropriete.patch({ idCopropriete: c.idCopropriete }).set({ dateFinMandat: FINS[cas] }).go();
    coproprietes[cas] = {
      idCopropriete: c.idCopropriete,
      idMandat: m.idMandat,
      nom: c.nomCopropriete!,
      immatriculation: c.immatriculation,
    };
    if (!emailSyndic) {
      const td = (await db.entities.teledeclarant.get({ idTeledeclarant: m.idTeledeclarant }).go()).data!;
      emailSyndic = td.email!;
    }
  }
  expect(emailSyndic).toBeTruthy();
});

describe('expiration des mandats', () => {
  it('lit l’index des mandats courants par pages, sans rien oublier d’un mois à l’autre', async () => {
    const { trouverMandatsExpires } = await import('@registre/workflows/taches/expirationMandats');
    const vus = { expirations: [] as number[], avertissements: [] as number[] };
    let entree: Parameters<typeof trouverMandatsExpires>[0] = { maintenant: MAINTENANT };
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(1000);
      const p = await trouverMandatsExpires(entree, 1);
      vus.expirations.push(...p.expirations.map((m) => m.idMandat));
      vus.avertissements.push(...p.avertissements.map((m) => m.idMandat));
      if (p.termine) break;
      entree = { maintenant: p.maintenant, suite: p.suite };
    }
    expect(vus.expirations.filter(nos)).toEqual([coproprietes.echu.idMandat]);
    expect(vus.avertissements.filter(nos)).toEqual([coproprietes.aujourdhui.idMandat, coproprietes.dansTrenteJours.idMandat]);
  });

  it('le 1er mars (heure de Paris) : expire le mandat échu le 28 février, avertit ceux qui finissent sous 30 jours', async () => {
    expect(await executer()).toBe('SUCCEEDED');

    const echu = await lireMandat('echu');
    expect(echu).toMatchObject({ statut: 'EXPIRE', version: 2 });
    expect(echu.finCourant).toBeUndefined();
    expect(echu.moisFinCourant).toBeUndefined();
    expect(await lireCopro('echu')).toMatchObject({
      etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      idMandatCourant: coproprietes.echu.idMandat,
      version: 2,
    });
    // out of the index of current mandates
    const db = await base();
    const { data: index } = await db.entities.mandat.query.parFinCourant({ moisFinCourant: '2026-02' }).go({ pages: 'all' });
    expect(index.map((m) => m.idMandat)).not.toContain(coproprietes.echu.idMandat);

    for (const cas of ['aujourdhui', 'dansTrenteJours', 'plusTard'] as const) {
      expect(await lireMandat(cas)).toMatchObject({ statut: 'COURANT', finCourant: FINS[cas] });
      expect(await lireCopro(cas)).toMatchObject({ etat: 'IMMATRICULEE_RATTACHEE' });
    }
    expect((await lireMandat('aujourdhui')).avertiLe).toBe(MAINTENANT);
    expect((await lireMandat('dansTrenteJours')).avertiLe).toBe(MAINTENANT);
    expect((await lireMandat('plusTard')).avertiLe).toBeUndefined();

    const [aujourdhui] = await avertissementsDe('aujourdhui');
    expect(aujourdhui.sujet).toBe('Registre des copropriétés : votre mandat de syndic prend fin le 01/03/2026');
    expect(aujourdhui.texte).toMatch(/prend fin le 01\/03\/2026, aujourd'hui/);
    const [trente] = await avertissementsDe('dansTrenteJours');
    expect(trente.texte).toMatch(/prend fin le 31\/03\/2026, dans 30 jours/);
    expect(trente.texte).toMatch(/Renouveler le mandat/);
    expect(await avertissementsDe('plusTard')).toEqual([]);
    expect(await avertissementsDe('echu')).toEqual([]);

    const { data } = await db.entities.evenement.query.parActeur({ acteur: 'expiration-mandats' }).go({ pages: 'all' });
    const lignes = data.filter(notreLigne).map((e) => [e.type, e.details?.idMandat, e.modalite]);
    expect(lignes).toEqual(
      expect.arrayContaining([
        ['EXPIRATION_MANDAT', coproprietes.echu.idMandat, 'WORKFLOW'],
        ['AVERTISSEMENT_FIN_MANDAT', coproprietes.aujourdhui.idMandat, 'WORKFLOW'],
        ['AVERTISSEMENT_FIN_MANDAT', coproprietes.dansTrenteJours.idMandat, 'WORKFLOW'],
      ]),
    );
    expect(lignes).toHaveLength(3);
  });

  it('une seconde exécution, et deux à la fois, ne changent rien et n’envoient rien', async () => {
    const avant = await Promise.all((Object.keys(FINS) as Cas[]).map(async (c) => [await lireMandat(c), await lireCopro(c)]));
    const mails = (await avertissements()).length;
    expect(await executer()).toBe('SUCCEEDED');
    expect(await Promise.all([executer(), executer()])).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    const apres = await Promise.all((Object.keys(FINS) as Cas[]).map(async (c) => [await lireMandat(c), await lireCopro(c)]));
    expect(apres).toEqual(avant);
    expect(await avertissements()).toHaveLength(mails);
    const db = await base();
    const { data } = await db.entities.evenement.query.parActeur({ acteur: 'expiration-mandats' }).go({ pages: 'all' });
    expect(data.filter(notreLigne)).toHaveLength(3);
  });

  it('le lendemain du 31 mars, le mandat averti expire à son tour (sans nouvel avertissement)', async () => {
    // 1 April 2026 05:30 Paris (summer time, UTC+2)
    expect(await executer({ maintenant: '2026-04-01T03:30:00.000Z' })).toBe('SUCCEEDED');
    expect(await lireMandat('aujourdhui')).toMatchObject({ statut: 'EXPIRE' });
    expect(await lireMandat('dansTrenteJours')).toMatchObject({ statut: 'EXPIRE' });
    expect(await lireCopro('dansTrenteJours')).toMatchObject({ etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' });
    expect(await lireMandat('plusTard')).toMatchObject({ statut: 'COURANT', avertiLe: '2026-04-01T03:30:00.000Z' });
    expect(await avertissementsDe('plusTard')).toHaveLength(1);
    expect(await avertissementsDe('dansTrenteJours')).toHaveLength(1);
  });
});
