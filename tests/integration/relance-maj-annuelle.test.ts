/**
 * The `relance-maj-annuelle` workflow (issue 11), with compressed time: started through the Step Functions port
 * as the daily schedule does, with "now" injected. A condominium registered by a syndic through the API is given
 * an exercise closed on 31/12/2017, as an earlier update would have left it: its annual update is FAITE until it
 * falls due on 01/01/2019 and late after 31/08/2019 (exercise closed 31/12/2018 + 8 months). Dates of 2019 keep
 * these runs away from what the other test files register today.
 * - on 01/01/2019: A_FAIRE, one mail to the holder's principal administrator, the agenda moves to 01/09/2019;
 * - the same day again: nothing changes, no second mail;
 * - on 01/09/2019: EN_RETARD, one mail, out of the agenda, counted by the keepers' indicator;
 * - a condominium whose holder has nobody to write to changes status without mail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { jetonDe, loginDe, utiliserEnvCloud } from '../support/api.ts';
import { courrielsPour } from '../support/comptes.ts';
import { immatriculerCopropriete } from '../support/coproprietes.ts';

const EXIGIBLE = '2019-01-01T05:30:00.000Z'; // 06:30 Paris, winter time
const EN_RETARD = '2019-09-01T04:30:00.000Z'; // 06:30 Paris, summer time
const ETAT_INITIAL = {
  dateClotureDernierExercice: '2017-12-31',
  exerciceNonApprouve: false,
  statutMajAnnuelle: 'FAITE' as const,
  majAnnuelleExigibleLe: '2019-01-01',
  majAnnuelleDateLimite: '2019-08-31',
  majAnnuelleProchainChangement: '2019-01-01',
};

async function base() {
  utiliserEnvCloud();
  return (await import('@registre/functions/adapters/dynamodb/service')).db();
}

async function executer(maintenant: string): Promise<string> {
  const { demarrerWorkflow, etatExecution } = await import('@registre/functions/adapters/workflows/index');
  const arn = await demarrerWorkflow('relance-maj-annuelle', { maintenant });
  for (let i = 0; i < 600; i++) {
    const e = await etatExecution(arn);
    if (e.statut !== 'RUNNING') return e.statut!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('le workflow ne se termine pas');
}

/** Waits for the stream projector (local poller) to bring the value expected. */
async function attendre<T>(lire: () => Promise<T>, ok: (v: T) => boolean, quoi: string): Promise<T> {
  let v = await lire();
  for (let i = 0; i < 100 && !ok(v); i++) {
    await new Promise((r) => setTimeout(r, 100));
    v = await lire();
  }
  if (!ok(v)) throw new Error(`${quoi} : ${JSON.stringify(v)}`);
  return v;
}

let titulaire: { idCopropriete: number; nom: string; immatriculation: string };
let sansDestinataire: { idCopropriete: number; nom: string };
let emailAdmin = '';

const lireCopro = async (idCopropriete: number) => (await (await base()).entities.copropriete.get({ idCopropriete }).go()).data!;
const agendaDe = async (idCopropriete: number) => {
  const db = await base();
  const jours = [];
  for (const mois of ['2019-01', '2019-09']) {
    const { data } = await db.entities.agendaMaj.query.parJour({ mois }).go({ pages: 'all' });
    jours.push(...data.filter((a) => a.idCopropriete === idCopropriete).map((a) => a.jour));
  }
  return jours;
};
const relances = async (nom: string) =>
  (await courrielsPour(emailAdmin, /mise à jour annuelle/)).filter((m) => m.texte.includes(nom));
const compteurRetard = async () =>
  (await (await base()).entities.compteur.get({ nom: 'nbMajAnnuellesEnRetard' }).go()).data?.valeur ?? 0;

beforeAll(async () => {
  const jeton = await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC'));
  const db = await base();
  emailAdmin = (await db.entities.utilisateur.get({ login: loginDe('TELE_PRO_ADMIN_PRINC') }).go()).data!.email;
  for (const cas of ['titulaire', 'sansDestinataire'] as const) {
    const r = await immatriculerCopropriete(jeton);
    const c = await lireCopro(r.idCopropriete);
    expect(c.etat).toBe('IMMATRICULEE_RATTACHEE');
    await db.entities.copropriete
      .patch({ idCopropriete: c.idCopropriete })
      .set({
        ...ETAT_INITIAL,
        // a holder without anyone to write to (as a declarant removed since)
        ...(cas === 'sansDestinataire' && { idTeledeclarant: 987_654_321 }),
      })
      .remove(['relanceMajExigible', 'relanceMajRetard'])
      .go();
    if (cas === 'titulaire')
      titulaire = { idCopropriete: c.idCopropriete, nom: c.nomCopropriete!, immatriculation: c.immatriculation! };
    else sansDestinataire = { idCopropriete: c.idCopropriete, nom: c.nomCopropriete! };
  }
  // the projector files both under the day their status changes
  for (const c of [titulaire, sansDestinataire]) {
    await attendre(
      () => agendaDe(c.idCopropriete),
      (j) => j.join() === '2019-01-01',
      'agenda au 01/01/2019',
    );
  }
});

describe('relances de mise à jour annuelle', () => {
  it("lit l'agenda par pages, sans rien oublier d'un mois à l'autre", async () => {
    const { trouverMajAnnuelles } = await import('@registre/workflows/taches/trouverMajAnnuelles');
    const vus: number[] = [];
    let entree: Parameters<typeof trouverMajAnnuelles>[0] = { maintenant: EXIGIBLE };
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(1000);
      const p = await trouverMajAnnuelles(entree, 1);
      vus.push(...p.coproprietes.map((c) => c.idCopropriete));
      if (p.termine) break;
      entree = { maintenant: p.maintenant, suite: p.suite };
    }
    expect(vus).toEqual(expect.arrayContaining([titulaire.idCopropriete, sansDestinataire.idCopropriete]));
    // the day before, nothing of ours is due
    const veille = await trouverMajAnnuelles({ maintenant: '2018-12-31T05:30:00.000Z' });
    expect(veille.coproprietes.map((c) => c.idCopropriete)).not.toContain(titulaire.idCopropriete);
  });

  it('le 01/01/2019 : la mise à jour annuelle devient à faire, le syndic est relancé une fois', async () => {
    expect(await executer(EXIGIBLE)).toBe('SUCCEEDED');
    const c = await lireCopro(titulaire.idCopropriete);
    expect(c).toMatchObject({
      statutMajAnnuelle: 'A_FAIRE',
      majAnnuelleExigibleLe: '2019-01-01',
      majAnnuelleDateLimite: '2019-08-31',
      majAnnuelleProchainChangement: '2019-09-01',
      relanceMajExigible: '2019-01-01',
    });
    expect(c.relanceMajRetard).toBeUndefined();
    const mails = await relances(titulaire.nom);
    expect(mails).toHaveLength(1);
    expect(mails[0].sujet).toBe('Registre des copropriétés : mise à jour annuelle à faire avant le 31/08/2019');
    expect(mails[0].texte).toContain(formaterImmatriculation(titulaire.immatriculation));
    expect(mails[0].texte).toMatch(/au plus tard le 31\/08\/2019/);
    expect(mails[0].texte).toMatch(/assemblée générale qui a approuvé les comptes/);
    expect(mails[0].texte).toContain(`/copropriete/fiche/${titulaire.idCopropriete}`);
    // the agenda follows the next change
    await attendre(
      () => agendaDe(titulaire.idCopropriete),
      (j) => j.join() === '2019-09-01',
      'agenda au 01/09/2019',
    );

    // nobody to write to: the status changes all the same, no reminder recorded
    const s = await lireCopro(sansDestinataire.idCopropriete);
    expect(s).toMatchObject({ statutMajAnnuelle: 'A_FAIRE', majAnnuelleProchainChangement: '2019-09-01' });
    expect(s.relanceMajExigible).toBeUndefined();
    expect(await relances(sansDestinataire.nom)).toEqual([]);
  });

  it('rejouée le même jour, ne change rien et ne relance pas deux fois', async () => {
    const avant = await lireCopro(titulaire.idCopropriete);
    expect(await executer(EXIGIBLE)).toBe('SUCCEEDED');
    expect(await Promise.all([executer(EXIGIBLE), executer(EXIGIBLE)])).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(await lireCopro(titulaire.idCopropriete)).toEqual(avant);
    expect(await relances(titulaire.nom)).toHaveLength(1);
  });

  it('le 01/09/2019 : la mise à jour annuelle est en retard, le syndic est relancé une fois, et elle est comptée', async () => {
    const retards = await compteurRetard();
    expect(await executer(EN_RETARD)).toBe('SUCCEEDED');
    expect(await executer(EN_RETARD)).toBe('SUCCEEDED');
    const c = await lireCopro(titulaire.idCopropriete);
    expect(c).toMatchObject({
      statutMajAnnuelle: 'EN_RETARD',
      majAnnuelleDateLimite: '2019-08-31',
      relanceMajExigible: '2019-01-01',
      relanceMajRetard: '2019-08-31',
    });
    expect(c.majAnnuelleProchainChangement).toBeUndefined();
    const mails = await relances(titulaire.nom);
    expect(mails).toHaveLength(2);
    const retard = mails.find((m) => /en retard/.test(m.sujet))!;
    expect(retard.sujet).toBe('Registre des copropriétés : mise à jour annuelle en retard depuis le 31/08/2019');
    expect(retard.texte).toMatch(/devait être faite au plus tard le 31\/08\/2019 : elle est en retard/);
    // nothing left to change by time: out of the agenda
    await attendre(
      () => agendaDe(titulaire.idCopropriete),
      (j) => j.length === 0,
      "hors de l'agenda",
    );
    expect((await lireCopro(sansDestinataire.idCopropriete)).statutMajAnnuelle).toBe('EN_RETARD');
    // the keepers' indicator counts both (other test files may move it meanwhile: at least ours)
    await attendre(compteurRetard, (n) => n >= retards + 2, 'nbMajAnnuellesEnRetard');

    const db = await base();
    const { data } = await db.entities.evenement.query.parActeur({ acteur: 'relance-maj-annuelle' }).go({ pages: 'all' });
    const lignes = (id: number) =>
      data
        .filter((e) => e.details?.idCopropriete === id)
        .sort((a, b) => a.horodatage.localeCompare(b.horodatage))
        .map((e) => [e.type, e.details?.motif ?? null, e.modalite]);
    expect(lignes(titulaire.idCopropriete)).toEqual(
      expect.arrayContaining([
        ['MAJ_ANNUELLE_EXIGIBLE', null, 'WORKFLOW'],
        ['RELANCE_MAJ_ANNUELLE', 'EXIGIBLE', 'WORKFLOW'],
        ['MAJ_ANNUELLE_EN_RETARD', null, 'WORKFLOW'],
        ['RELANCE_MAJ_ANNUELLE', 'EN_RETARD', 'WORKFLOW'],
      ]),
    );
    expect(lignes(titulaire.idCopropriete)).toHaveLength(4);
    expect(lignes(sansDestinataire.idCopropriete).map(([t]) => t)).toEqual(['MAJ_ANNUELLE_EXIGIBLE', 'MAJ_ANNUELLE_EN_RETARD']);
  });
});
