/**
 * [issue 27, points 4 and 5] One update draft per condominium, and the losers of a race told the truth.
 *  - Opening an update is a POST (the spec's GET only reads the draft in progress): 50 concurrent openings make ONE draft (the uniqueness item
 *    brouillonMaj, written in the same transaction as the draft), resumed afterwards without any write; starting
 *    again (c=true) replaces it, still one.
 *  - 50 annual updates of one condominium at once: one is recorded, the 49 others get the French 409 of a lost
 *    optimistic lock (« La copropriété a été modifiée entre-temps »), never a warning to confirm.
 *
 * Data: condominiums registered through the API by syndic A (declarant 1001).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, jetonDe } from '../support/api.ts';
import { exerciceSuivant, immatriculerCopropriete } from '../support/coproprietes.ts';
import { base } from '../support/validations.ts';

const SYNDIC_A = 'demo.tele_pro_admin_princ';
const GESTION_A = 'demo.tele_pro_gestion';
const N = 50;

const j: Record<string, string> = {};
beforeAll(async () => {
  for (const l of [SYNDIC_A, GESTION_A]) j[l] = await jetonDe(l);
});

const chemin = (id: number, type: string, nouvelle: boolean) => `/api/coproprietes/declaration/${id}/${type}/${nouvelle}`;
const ouvrir = (qui: string, id: number, type: string, nouvelle = true) =>
  appeler('POST', chemin(id, type, nouvelle), { jeton: j[qui] });

/** The update drafts of a condominium, read in the table. */
async function brouillons(idCopropriete: number) {
  const db = await base();
  const { data } = await db.entities.declaration.query.parCopropriete({ idCopropriete }).go({ pages: 'all' });
  return data.filter((d) => d.statut === 'BROUILLON');
}

describe('un seul brouillon de mise à jour par copropriété', () => {
  it('50 ouvertures simultanées : un brouillon, que chacune reçoit ; la reprise n’écrit rien', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const r = await Promise.all(
      Array.from({ length: N }, (_, i) => ouvrir(i % 2 ? GESTION_A : SYNDIC_A, c.idCopropriete, 'ANNUELLE', i % 3 === 0)),
    );
    expect(r.map((x) => x.status)).toEqual(Array(N).fill(200));
    const ouverts = await brouillons(c.idCopropriete);
    expect(ouverts).toHaveLength(1);
    // every opening that did not start again answers the draft in progress
    const reprise = await ouvrir(SYNDIC_A, c.idCopropriete, 'ANNUELLE', false);
    expect(reprise.corps.id).toBe(ouverts[0].idDeclaration);
    expect(reprise.corps.version).toBe(ouverts[0].version);
    expect((await brouillons(c.idCopropriete)).map((d) => d.idDeclaration)).toEqual([ouverts[0].idDeclaration]);
    const infos = await appeler('GET', `/api/coproprietes/infos/${c.idCopropriete}/MAJ_COPROPRIETE_ANNUELLE`, {
      jeton: j[SYNDIC_A],
    });
    expect(infos.corps.brouillon?.idDeclaration).toBe(ouverts[0].idDeclaration);
  });

  it('le GET de la spécification lit le brouillon en cours sans rien écrire, et 404 sans brouillon', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const avant = await appeler('GET', chemin(c.idCopropriete, 'ANNUELLE', true), { jeton: j[SYNDIC_A] });
    expect(avant.status).toBe(404);
    expect(await brouillons(c.idCopropriete)).toHaveLength(0);
    const ouvert = (await ouvrir(SYNDIC_A, c.idCopropriete, 'ANNUELLE')).corps;
    for (let i = 0; i < 5; i++) {
      const lu = await appeler('GET', chemin(c.idCopropriete, 'ANNUELLE', i % 2 === 0), { jeton: j[SYNDIC_A] });
      expect(lu.status).toBe(200);
      expect(lu.corps.id).toBe(ouvert.id);
    }
    expect(await brouillons(c.idCopropriete)).toHaveLength(1);
  });

  it('recommencer (c=true) remplace le brouillon ; un autre type aussi ; toujours un seul', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const a = (await ouvrir(SYNDIC_A, c.idCopropriete, 'ANNUELLE')).corps;
    const b = (await ouvrir(SYNDIC_A, c.idCopropriete, 'ANNUELLE', true)).corps;
    expect(b.id).not.toBe(a.id);
    expect((await brouillons(c.idCopropriete)).map((d) => d.idDeclaration)).toEqual([b.id]);
    const s = (await ouvrir(GESTION_A, c.idCopropriete, 'STANDARD', false)).corps;
    expect((await brouillons(c.idCopropriete)).map((d) => [d.idDeclaration, d.typeMaj])).toEqual([[s.id, 'STANDARD']]);
  });
});

describe('les perdants d’une course à la mise à jour annuelle', () => {
  it('50 enregistrements simultanés : 1 succès et 49 × 409 « modifiée entre-temps »', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const d = (await ouvrir(SYNDIC_A, c.idCopropriete, 'ANNUELLE')).corps;
    const corps = {
      version: d.version,
      confirmations: [],
      immatCopropriete: {
        ...d.immatCopropriete,
        donneesFinancieres: exerciceSuivant(),
      },
    };
    const r = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        appeler('PUT', `/api/coproprietes/declaration/true/${d.id}`, { jeton: j[i % 2 ? GESTION_A : SYNDIC_A], json: corps }),
      ),
    );
    const statuts = r.map((x) => x.status);
    expect(
      statuts.filter((s) => s === 200),
      JSON.stringify(r.filter((x) => x.status !== 409).map((x) => x.corps)),
    ).toHaveLength(1);
    expect(statuts.filter((s) => s === 409)).toHaveLength(N - 1);
    for (const perdant of r.filter((x) => x.status === 409)) {
      expect(perdant.corps.code).toBe('CONFLIT_MODIFICATION');
      expect(perdant.corps.message).toBe('La copropriété a été modifiée entre-temps : rechargez la page.');
    }
    const fiche = await appeler('GET', `/api/coproprietes/visualisation/${c.idCopropriete}`, { jeton: j[SYNDIC_A] });
    expect(fiche.corps.historique).toHaveLength(2);
  });

  it('un brouillon ouvert avant une autre mise à jour enregistrée : 409, avant toute vérification des avertissements', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const d = (await ouvrir(SYNDIC_A, c.idCopropriete, 'STANDARD')).corps;
    // another update recorded meanwhile (written as a concurrent recording would: the condominium's version moves)
    const db = await base();
    await db.entities.copropriete.patch({ idCopropriete: c.idCopropriete }).add({ version: 1 }).go();
    const r = await appeler('PUT', `/api/coproprietes/declaration/true/${d.id}`, {
      jeton: j[SYNDIC_A],
      // nothing confirmed: the lost lock is what is said, the rules are not even checked
      json: { version: d.version, confirmations: [], immatCopropriete: d.immatCopropriete },
    });
    expect(r.status).toBe(409);
    expect(r.corps.message).toBe('La copropriété a été modifiée entre-temps : rechargez la page.');
  });
});
