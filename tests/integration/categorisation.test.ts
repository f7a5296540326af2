/**
 * [issue 13] The categorisation tool (spec 001 §3 "Categorisation", §4, §7, §9) against a generated register:
 * synthetic condominiums loaded by the RNIC import (their registration numbers start with ZK, so the searches
 * below select them by `immatriculationOuNom` whatever other files register), projected by the stream projector
 * into the analytic rows. Every route as the built-in institutional account, a regional agent (Auvergne-Rhône-Alpes,
 * refused outside it, journaled) and other profiles (refused); saved searches of another author or territory (404).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, jetonDe, loginDe, projectionsAJour, utiliserEnvCloud, charteAcceptee, semerRegistre } from '../support/api.ts';
import { sessionAgentCharteAcceptee as sessionAgent } from '../support/agents.ts';

/**
 * 150 rows: 55 departments, 17 rows in Auvergne-Rhône-Alpes (the regional agent's), one not geolocated, pages of 10
 * beyond the second; 400 rows proved nothing more and cost their writes and read models (most of this file's time).
 */
const N = 150;
// a prefix no other file imports (donnees-ouvertes loads ZC…): the files share one register
const PREFIXE = 'ZK';
// the searches' text: the start of these numbers (a generated name may contain « zk »)
const TEXTE = `${PREFIXE}0`;

type Ligne = { idCopropriete: number; numeroImmatriculation: string; codeRegion: string | null; codeDepartement: string };
type Resultat = { lignes: Ligne[]; pagePleine: boolean; page: number; size: number };
type Regroupement = {
  groupes: { code: string; nom: string; nombre: number; lots: number; centre: { x: number; y: number } | null }[];
  total: number;
  source: string;
};
/** Auvergne-Rhône-Alpes (region 84), its bounding box with a margin: where the centres of its territories fall */
const dansRegion84 = (c: { x: number; y: number } | null) => c !== null && c.x > 2 && c.x < 7.3 && c.y > 44 && c.y < 46.9;
type Recherche = { id: string; nom: string; owned: boolean; partagee: boolean; territoire: string; nomAuteur: string };

const rechercher = (jeton: string | undefined, criteres: object, query = '') =>
  appeler<Resultat>('POST', `/api/public/categorisation/findWithCriterias${query}`, { jeton, json: criteres });
const regrouper = (jeton: string | undefined, criteres: object, regroupement = 'DEPARTEMENT') =>
  appeler<Regroupement>('POST', '/api/public/categorisation/findRegroupementWithCriterias', {
    jeton,
    json: { criteres, regroupement },
  });

let institutionnel: string;
let regional: string;
let toutes: Ligne[];

beforeAll(async () => {
  utiliserEnvCloud();
  await semerRegistre({ lignes: N, graine: 13, premier: `${PREFIXE}0000001` });
  await projectionsAJour();
  institutionnel = await charteAcceptee(await jetonDe('institutionnel'));
  regional = await sessionAgent('agent.region');
  const tout = await rechercher(institutionnel, { immatriculationOuNom: TEXTE });
  expect(tout.status, JSON.stringify(tout.corps)).toBe(200);
  toutes = tout.corps.lignes;
}, 600_000);

describe('recherche détaillée et regroupée (compte institutionnel intégré, France entière)', () => {
  it('donne les copropriétés immatriculées, par identifiant de région décroissant, page de 4 000 au plus', async () => {
    expect(toutes.length).toBeGreaterThan(N * 0.8);
    expect(toutes.length).toBeLessThanOrEqual(N);
    expect(toutes.every((l) => l.numeroImmatriculation.startsWith(PREFIXE))).toBe(true);
    const regions = toutes.map((l) => l.codeRegion ?? '');
    expect(regions).toEqual([...regions].sort().reverse());
    const page1 = await rechercher(institutionnel, { immatriculationOuNom: TEXTE }, '?page=1&size=10&sort=idRegion,desc');
    expect(page1.corps).toMatchObject({ page: 1, size: 10, pagePleine: true });
    expect(page1.corps.lignes.map((l) => l.idCopropriete)).toEqual(toutes.slice(0, 10).map((l) => l.idCopropriete));
    const page2 = await rechercher(institutionnel, { immatriculationOuNom: TEXTE }, '?page=2&size=10');
    expect(page2.corps.lignes.map((l) => l.idCopropriete)).toEqual(toutes.slice(10, 20).map((l) => l.idCopropriete));
    expect((await rechercher(institutionnel, {}, '?size=4001')).status).toBe(400);
  });

  it('compte par département, région, intercommunalité, commune : les mêmes copropriétés', async () => {
    for (const niveau of ['REGION', 'DEPARTEMENT', 'EPCI', 'COMMUNE']) {
      const r = await regrouper(institutionnel, { immatriculationOuNom: TEXTE }, niveau);
      expect(r.status, JSON.stringify(r.corps)).toBe(200);
      expect(r.corps.source).toBe('PROJECTION');
      expect(r.corps.total).toBe(toutes.length);
      // the map's circles: the centre of the geolocated condominiums of each group (almost all are geolocated)
      expect(r.corps.groupes.filter((g) => g.centre).length).toBeGreaterThan(r.corps.groupes.length * 0.9);
      if (niveau === 'REGION') {
        const aura = r.corps.groupes.find((g) => g.code === '84');
        if (aura) expect(dansRegion84(aura.centre), JSON.stringify(aura)).toBe(true);
      }
    }
    const parDep = await regrouper(institutionnel, { immatriculationOuNom: TEXTE });
    const dep = toutes[0].codeDepartement;
    expect(parDep.corps.groupes.find((g) => g.code === dep)?.nombre).toBe(toutes.filter((l) => l.codeDepartement === dep).length);
    expect(parDep.corps.groupes.find((g) => g.code === '69')?.nom ?? 'Rhône').toBe('Rhône');
  });

  it('lit les compteurs des statistiques quand les critères ne sont que géographiques', async () => {
    const r = await regrouper(institutionnel, { regions: ['84'] });
    expect(r.corps.source).toBe('COMPTEURS');
    expect(
      r.corps.groupes.every((g) => ['01', '03', '07', '15', '26', '38', '42', '43', '63', '69', '73', '74'].includes(g.code)),
    ).toBe(true);
    // the counters hold the sums of the coordinates: each department's centre lies in the region
    expect(r.corps.groupes.length).toBeGreaterThan(0);
    expect(r.corps.groupes.filter((g) => !dansRegion84(g.centre))).toEqual([]);
    const projection = await regrouper(institutionnel, { regions: ['84'], immatriculationOuNom: TEXTE });
    expect(r.corps.total).toBeGreaterThanOrEqual(projection.corps.total);
  });

  it('suit les écritures : une procédure déclarée est trouvée après la projection', async () => {
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { lireJsonGz } = await import('@registre/functions/adapters/s3/exports');
    const { PREFIXE_INSTANTANES } = await import('@registre/functions/institutionnels/categorisation');
    const cible = toutes[5];
    const { versionsCategorisation } = await import('@registre/functions/adapters/dynamodb/versionsCategorisation');
    const version = async () => (await versionsCategorisation()).get(cible.codeDepartement);
    // the searches above kept the department's rows as the snapshot of their version: the same rows as its partition
    const v1 = await version();
    expect(v1).toBeTruthy();
    const instantane = await lireJsonGz<{ id: number }[]>(`${PREFIXE_INSTANTANES}${cible.codeDepartement}/${v1}.json.gz`);
    const partition = await db()
      .entities.ligneCategorisation.query.parDepartement({ dp: cible.codeDepartement })
      .go({ pages: 'all' });
    expect(instantane?.map((l) => l.id).sort()).toEqual(
      partition.data
        .filter((l) => !l.retiree)
        .map((l) => l.id)
        .sort(),
    );
    await db()
      .entities.copropriete.patch({ idCopropriete: cible.idCopropriete })
      .set({
        analytique: {
          procedures: ['MANDAT_AD_HOC'],
          finances: { charges: 100000, impayes: 30000, dettes: 5000, fondsTravaux: 0, coproprietairesDebiteurs: 4 },
        },
      })
      .go();
    await projectionsAJour();
    // the row changed: a new version, whose snapshot the next search makes
    expect(await version()).not.toBe(v1);
    const r = await rechercher(institutionnel, {
      immatriculationOuNom: TEXTE,
      procedures: ['MANDAT_AD_HOC'],
      impayesAuSeuilAdHoc: 'oui',
    });
    expect(r.corps.lignes.map((l) => l.idCopropriete)).toEqual([cible.idCopropriete]);
    expect(r.corps.lignes[0]).toMatchObject({ tauxImpayes: 0.3, montantDettes: 5000, nbCoproprietairesImpayes: 4 });
  });

  it('se reconstruit en une passe sans écraser les lignes du projecteur', async () => {
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { reconstruireCategorisation } = await import('@registre/functions/projecteurs/categorisation');
    const [perdue, gardee] = [toutes[1], toutes[5]];
    await db().entities.ligneCategorisation.delete({ dp: perdue.codeDepartement, id: perdue.idCopropriete }).go();
    const avant = (await db().entities.ligneCategorisation.get({ dp: gardee.codeDepartement, id: gardee.idCopropriete }).go())
      .data!;
    expect(avant.sequence).not.toBe('0');
    const bilan = await reconstruireCategorisation();
    expect(bilan.lignes).toBeGreaterThanOrEqual(toutes.length);
    const rendue = (await db().entities.ligneCategorisation.get({ dp: perdue.codeDepartement, id: perdue.idCopropriete }).go())
      .data;
    expect(rendue).toMatchObject({ im: perdue.numeroImmatriculation, sequence: '0' });
    expect(
      (await db().entities.ligneCategorisation.get({ dp: gardee.codeDepartement, id: gardee.idCopropriete }).go()).data,
    ).toEqual(avant);
  }, 120_000);

  it('refuse des critères invalides en français (400), sans rien chercher', async () => {
    const r = await rechercher(institutionnel, { departements: ['6'], dettesMin: 'beaucoup' });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.corps)).toContain('Code de département invalide');
    expect(JSON.stringify(r.corps)).toContain('Le montant doit être un nombre positif, en euros.');
  });
});

describe('périmètre géographique', () => {
  it('un agent régional ne voit que sa région, sur chaque route', async () => {
    const r = await rechercher(regional, { immatriculationOuNom: TEXTE });
    expect(r.status).toBe(200);
    const attendues = toutes.filter((l) => l.codeRegion === '84').map((l) => l.idCopropriete);
    expect(r.corps.lignes.map((l) => l.idCopropriete)).toEqual(attendues);
    const g = await regrouper(regional, { immatriculationOuNom: TEXTE }, 'REGION');
    expect(g.corps.total).toBe(attendues.length);
    expect(g.corps.groupes.every((x) => x.code === '84')).toBe(true);
    expect((await regrouper(regional, { departements: ['69'] })).status).toBe(200);
  });

  it('refuse (403) et journalise une géographie hors de sa région', async () => {
    const refus = await rechercher(regional, { departements: ['75'] });
    expect(refus.corps).toMatchObject({ status: 403, code: 'HORS_PERIMETRE' });
    expect((await regrouper(regional, { regions: ['11'] })).status).toBe(403);
    const sauvegarde = await appeler('POST', '/api/public/categorisation/saveCriterias', {
      jeton: regional,
      json: { nom: 'Paris', criteres: { communes: ['75056'] } },
    });
    expect(sauvegarde.status).toBe(403);
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { data } = await db().entities.evenement.query.parActeur({ acteur: 'clavis.agent.region' }).go();
    const refusJournal = data.filter((e) => e.type === 'ACCES_REFUSE_PERIMETRE');
    expect(refusJournal.length).toBeGreaterThanOrEqual(3);
    expect(refusJournal[0]).toMatchObject({ categorie: 'CATEGORISATION', cible: 'REGION:84' });
  });

  it('est refusé aux autres profils et aux anonymes', async () => {
    for (const profil of ['TENEUR_ADMIN_PRINC', 'TELE_PRO_ADMIN_PRINC', 'NOTAIRE_NOTAIRE']) {
      const jeton = await jetonDe(loginDe(profil));
      expect((await rechercher(jeton, {})).status).toBe(403);
      expect((await appeler('POST', '/api/public/categorisation/getMySearches', { jeton })).status).toBe(403);
    }
    expect((await rechercher(undefined, {})).status).toBe(401);
  });
});

describe('recherches enregistrées', () => {
  it("s'enregistrent, se partagent dans le même territoire et ne se suppriment que par leur auteur", async () => {
    const creee = await appeler<Recherche>('POST', '/api/public/categorisation/saveCriterias', {
      jeton: institutionnel,
      json: {
        nom: 'Grandes copropriétés en retard',
        partagee: true,
        criteres: { tranchesLots: ['T200'], majAnnuelleEnRetard: 'oui' },
      },
    });
    expect(creee.status, JSON.stringify(creee.corps)).toBe(200);
    expect(creee.corps).toMatchObject({ owned: true, partagee: true, territoire: 'NATIONAL' });
    const id = creee.corps.id;
    const miennes = await appeler<Recherche[]>('POST', '/api/public/categorisation/getMySearches', { jeton: institutionnel });
    expect(miennes.corps.find((r) => r.id === id)).toMatchObject({ owned: true, nom: 'Grandes copropriétés en retard' });
    expect(
      (await appeler<Recherche[]>('POST', '/api/public/categorisation/getSharedSearches', { jeton: institutionnel })).corps.some(
        (r) => r.id === id,
      ),
    ).toBe(false);
    // a national agent: same territory
    const national = await sessionAgent('agent.national');
    const partagees = await appeler<Recherche[]>('POST', '/api/public/categorisation/getSharedSearches', { jeton: national });
    expect(partagees.corps.find((r) => r.id === id)).toMatchObject({ owned: false });
    // a regional agent: another territory
    const autres = await appeler<Recherche[]>('POST', '/api/public/categorisation/getSharedSearches', { jeton: regional });
    expect(autres.corps.some((r) => r.id === id)).toBe(false);
    for (const jeton of [national, regional])
      expect((await appeler('POST', '/api/public/categorisation/delete', { jeton, json: { id } })).corps).toMatchObject({
        status: 404,
        code: 'RECHERCHE_INTROUVABLE',
      });
    expect((await appeler('POST', '/api/public/categorisation/delete', { jeton: institutionnel, json: { id } })).status).toBe(
      200,
    );
    expect((await appeler('POST', '/api/public/categorisation/delete', { jeton: institutionnel, json: { id } })).status).toBe(
      404,
    );
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { data } = await db().entities.evenement.query.parActeur({ acteur: 'institutionnel' }).go({ pages: 'all' });
    expect(
      data
        .filter((e) => e.cible === id)
        .map((e) => e.type)
        .sort(),
    ).toEqual(['RECHERCHE_ENREGISTREE', 'RECHERCHE_SUPPRIMEE']);
  }, 60_000);

  it('refuse un nom vide en français', async () => {
    const r = await appeler('POST', '/api/public/categorisation/saveCriterias', {
      jeton: institutionnel,
      json: { nom: ' ', criteres: {} },
    });
    expect(r.status).toBe(400);
    expect(JSON.stringify(r.corps)).toContain('Donnez un nom à la recherche');
  });
});
