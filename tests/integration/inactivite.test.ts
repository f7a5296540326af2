/**
 * The `relance-inactivite` workflow (issue 3), started through the Step Functions port as the schedule does: an
 * account without sign-in for 180 days gets a reminder; one still inactive 30 days after its reminder becomes
 * INACTIF; recent accounts and keepers are left alone; a second run sends nothing twice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { utiliserEnvCloud } from '../support/api.ts';
import { courrielsPour } from '../support/comptes.ts';

const JOUR = 86_400_000;
const ilYa = (jours: number) => new Date(Date.now() - jours * JOUR).toISOString();
const COMPTES = {
  aRelancer: 'inactif.relance@exemple.fr',
  aDesactiver: 'inactif.desactive@exemple.fr',
  recent: 'inactif.recent@exemple.fr',
  teneur: 'inactif.teneur@exemple.fr',
};

async function base() {
  utiliserEnvCloud();
  return (await import('@registre/functions/adapters/dynamodb/service')).db();
}

async function executer(): Promise<string> {
  const { demarrerWorkflow, etatExecution } = await import('@registre/functions/adapters/workflows/index');
  const arn = await demarrerWorkflow('relance-inactivite', {});
  for (let i = 0; i < 100; i++) {
    const e = await etatExecution(arn);
    if (e.statut !== 'RUNNING') return e.statut!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('le workflow ne se termine pas');
}

beforeAll(async () => {
  const db = await base();
  await db.entities.teledeclarant
    .put({ idTeledeclarant: 9001, type: 'PRO', statut: 'ACTIF', raisonSociale: 'Syndic en sommeil', dateCreation: ilYa(500) })
    .go();
  const compte = (login: string, profil: 'TELE_PRO_GESTION' | 'TENEUR_ADMIN_SCOND', derniereActivite: string, relance?: string) =>
    db.entities.utilisateur
      .put({
        login,
        email: login,
        nom: 'Sommeil',
        prenom: 'Léon',
        profil,
        statut: 'ACTIF',
        activated: true,
        ...(profil === 'TELE_PRO_GESTION'
          ? { idTeledeclarant: 9001, typeTeledeclarant: 'PRO' as const }
          : { typeTeledeclarant: '0' as const }),
        dateCreation: ilYa(500),
        dateDerniereActivite: derniereActivite,
        ...(relance && { dateRelanceInactivite: relance }),
      })
      .go();
  await compte(COMPTES.aRelancer, 'TELE_PRO_GESTION', ilYa(200));
  await compte(COMPTES.aDesactiver, 'TELE_PRO_GESTION', ilYa(260), ilYa(40));
  await compte(COMPTES.recent, 'TELE_PRO_GESTION', ilYa(10));
  await compte(COMPTES.teneur, 'TENEUR_ADMIN_SCOND', ilYa(300));
});

describe('relance des comptes inactifs', () => {
  it('relance, puis désactive après le second délai ; rien pour les comptes récents ni les teneurs', async () => {
    expect(await executer()).toBe('SUCCEEDED');
    const relances = await courrielsPour(COMPTES.aRelancer, /votre compte est inactif/);
    expect(relances).toHaveLength(1);
    expect(relances[0].texte).toMatch(/depuis plus de 180 jours/);
    expect(relances[0].texte).toMatch(/dans les 30 jours, ce compte sera désactivé/);
    expect(await courrielsPour(COMPTES.aDesactiver, /a été désactivé/)).toHaveLength(1);
    expect(await courrielsPour(COMPTES.recent)).toEqual([]);
    expect(await courrielsPour(COMPTES.teneur)).toEqual([]);

    const db = await base();
    const lire = async (login: string) => (await db.entities.utilisateur.get({ login }).go()).data!;
    expect((await lire(COMPTES.aRelancer)).dateRelanceInactivite).toMatch(
      new RegExp(`^${new Date().toISOString().slice(0, 10)}`),
    );
    expect(await lire(COMPTES.aDesactiver)).toMatchObject({ statut: 'INACTIF' });
    expect((await lire(COMPTES.aDesactiver)).moisActivite).toBeUndefined();
    const { data } = await db.entities.evenement.query.parActeur({ acteur: 'relance-inactivite' }).go({ pages: 'all' });
    expect(data.map((e) => [e.type, e.cible, e.modalite])).toEqual(
      expect.arrayContaining([
        ['RELANCE_INACTIVITE', COMPTES.aRelancer, 'WORKFLOW'],
        ['DESACTIVATION_INACTIVITE', COMPTES.aDesactiver, 'WORKFLOW'],
      ]),
    );
  });

  it("n'envoie rien deux fois quand il tourne encore, même deux fois à la fois", async () => {
    const [a, b] = await Promise.all([executer(), executer()]);
    expect([a, b]).toEqual(['SUCCEEDED', 'SUCCEEDED']);
    expect(await courrielsPour(COMPTES.aRelancer)).toHaveLength(1);
    expect(await courrielsPour(COMPTES.aDesactiver)).toHaveLength(1);
  });
});
