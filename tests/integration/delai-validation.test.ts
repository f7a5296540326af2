/**
 * The `delai-validation` workflow (issue 4): started when a request is filed with its one-working-day deadline,
 * it waits until then and, if the request still waits for the keepers, flags it out of delay and mails them.
 * Started through the Step Functions port as the submission does (deadline a moment away), and on a runner with
 * compressed time for a request filed on a Friday before a weekend and one before the 14th of July.
 */
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { echeanceUnJourOuvre } from '@registre/shared/domain/joursOuvres';
import { courrielsPour } from '../support/comptes.ts';
import { utiliserEnvCloud } from '../support/api.ts';
import { BOITE_TENEURS, base, creerDemande, lireDemande } from '../support/validations.ts';

const RACINE = resolve(import.meta.dirname, '..', '..');
const PREFIXE = 'arn:aws:states:eu-west-3:000000000000:stateMachine:essai-';
let moteur: { demarrer(arn: string, entree: string): { fini: Promise<void>; statut: string; sortie?: string; erreur?: string } };

beforeAll(async () => {
  utiliserEnvCloud();
  (await import('@registre/functions/platform/config')).reinitialiserConfig();
  const { chargerWorkflows, creerMoteurEtats } = await import('@registre/infra/local/src/etats');
  const { WORKFLOWS } = await import('@registre/workflows/catalogue');
  const w = WORKFLOWS.filter((x) => x.nom === 'delai-validation');
  expect(w).toHaveLength(1);
  // the same ASL and task, Wait states compressed to nothing
  moteur = creerMoteurEtats({ prefixeArn: PREFIXE, workflows: await chargerWorkflows(RACINE, w), attenteMs: 0 });
});

/** Runs the workflow on the compressed-time runner; its output. */
async function executerComprime(entree: { idDemande: string; echeance: string }) {
  const ex = moteur.demarrer(`${PREFIXE}delai-validation`, JSON.stringify(entree));
  await ex.fini;
  expect(ex.statut, ex.erreur).toBe('SUCCEEDED');
  return JSON.parse(ex.sortie!) as { marquee: boolean; courriel: boolean };
}

const mailsDe = (idDemande: string) => courrielsPour(BOITE_TENEURS, new RegExp(`${idDemande} hors délai`));

describe('délai d’un jour ouvré', () => {
  it('démarré comme au dépôt : à l’échéance, la demande en attente est signalée et les teneurs prévenus', async () => {
    const echeance = new Date(Date.now() + 1500);
    const d = await creerDemande({ echeance });
    const { demarrerWorkflow, etatExecution } = await import('@registre/functions/adapters/workflows/index');
    const arn = await demarrerWorkflow('delai-validation', { idDemande: d.idDemande, echeance: d.echeance });
    // not before the deadline
    expect((await lireDemande(d.idDemande))?.horsDelai).toBe(false);
    let statut: string | undefined = 'RUNNING';
    for (let i = 0; i < 100 && statut === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      statut = (await etatExecution(arn)).statut;
    }
    expect(statut).toBe('SUCCEEDED');
    expect(Date.now()).toBeGreaterThanOrEqual(echeance.getTime());
    expect(await lireDemande(d.idDemande)).toMatchObject({ horsDelai: true, version: 1, statut: 'A_VALIDER' });
    const mails = await mailsDe(d.idDemande);
    expect(mails).toHaveLength(1);
    expect(mails[0].texte).toContain(d.nomCopropriete);
    expect(mails[0].texte).toMatch(/délai d'un jour ouvré/);
    const db = await base();
    const { data } = await db.entities.evenement.query.parActeur({ acteur: 'delai-validation' }).go({ pages: 'all' });
    expect(data.filter((e) => e.cible === d.idDemande).map((e) => [e.type, e.modalite])).toEqual([
      ['DEMANDE_HORS_DELAI', 'WORKFLOW'],
    ]);
  });

  it('à temps compressé : déposée un vendredi soir, échue le lundi ; la veille du 14 juillet, échue le mercredi', async () => {
    // Friday 10 July 2026 17:00 Paris -> Monday 13 July 17:00; Monday 13 July 17:00 -> Wednesday 15 July 17:00
    const vendredi = new Date('2026-07-10T15:00:00Z');
    const lundi = new Date('2026-07-13T15:00:00Z');
    expect(echeanceUnJourOuvre(vendredi).toISOString()).toBe('2026-07-13T15:00:00.000Z');
    expect(echeanceUnJourOuvre(lundi).toISOString()).toBe('2026-07-15T15:00:00.000Z');
    for (const depot of [vendredi, lundi]) {
      const d = await creerDemande({ dateDemande: depot });
      expect(d.echeance).toBe(echeanceUnJourOuvre(depot).toISOString());
      expect(await executerComprime({ idDemande: d.idDemande, echeance: d.echeance })).toMatchObject({
        marquee: true,
        courriel: true,
      });
      expect((await lireDemande(d.idDemande))?.horsDelai).toBe(true);
      const [mail] = await mailsDe(d.idDemande);
      expect(mail.texte).toContain(depot === vendredi ? 'échéance : 13/07/2026 à 17:00' : 'échéance : 15/07/2026 à 17:00');
    }
  });

  it('lancé deux fois, ou deux fois à la fois, ne prévient qu’une fois', async () => {
    const d = await creerDemande({ dateDemande: new Date('2026-07-10T15:00:00Z') });
    const entree = { idDemande: d.idDemande, echeance: d.echeance };
    const [a, b] = await Promise.all([executerComprime(entree), executerComprime(entree)]);
    expect([a.marquee, b.marquee].sort()).toEqual([false, true]);
    expect((await executerComprime(entree)).marquee).toBe(false);
    expect(await mailsDe(d.idDemande)).toHaveLength(1);
  });

  it('ne fait rien pour une demande traitée, en attente du déclarant, ou soumise de nouveau avec une autre échéance', async () => {
    const db = await base();
    const traitee = await creerDemande();
    await db.entities.demandeValidation.delete({ idDemande: traitee.idDemande }).go();
    const precision = await creerDemande();
    await db.entities.demandeValidation.patch({ idDemande: precision.idDemande }).set({ statut: 'DEMANDE_PRECISION' }).go();
    const resoumise = await creerDemande();
    for (const d of [traitee, precision, resoumise]) {
      const echeance = d === resoumise ? '2020-01-02T10:00:00.000Z' : d.echeance;
      expect(await executerComprime({ idDemande: d.idDemande, echeance })).toMatchObject({ marquee: false, courriel: false });
      expect(await mailsDe(d.idDemande)).toEqual([]);
    }
    expect((await lireDemande(precision.idDemande))?.horsDelai).toBe(false);
    expect((await lireDemande(resoumise.idDemande))?.horsDelai).toBe(false);
  });
});

// the task module is the one the catalogue names, bundled for AWS
it('le catalogue nomme la tâche MarquerHorsDelai et son module', async () => {
  const { WORKFLOWS } = await import('@registre/workflows/catalogue');
  const w = WORKFLOWS.find((x) => x.nom === 'delai-validation')!;
  expect(w.planification).toBeUndefined();
  const module = (await import(join(RACINE, w.fonctions.MarquerHorsDelai))) as { handler: unknown };
  expect(typeof module.handler).toBe('function');
});
