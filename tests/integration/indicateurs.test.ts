/**
 * [issue 14] The keepers' MCO indicators (spec 001 §3 "Indicators", §7 "Dashboards and indicators") and their home
 * dashboard: who may read them, and each figure moving when its event happens — a registration validated by a
 * keeper, an attachment validated, a request flagged out of delay by the `delai-validation` workflow (run on a
 * compressed-time runner), a raw-data download and a statistics report download. Every figure is a counter kept
 * on write (the stream projector ≈ 1 s behind): reads poll until the expected move shows. Other test files run at
 * the same time on the same register: a figure is expected to have moved by at least what this test did.
 */
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TableauDeBordTeneur, TableauMco } from '@registre/shared/routes/indicateurs.routes';
import { appeler, cloud, jetonDe, projectionsAJour, utiliserEnvCloud } from '../support/api.ts';
import { immatriculerCopropriete } from '../support/coproprietes.ts';
import { base, creerDemande } from '../support/validations.ts';

const RACINE = resolve(import.meta.dirname, '..', '..');
const PREFIXE = 'arn:aws:states:eu-west-3:000000000000:stateMachine:essai-indicateurs-';

const ADMIN = 'demo.teneur_admin_princ';
const ADMIN2 = 'demo.teneur_admin_scond';
const HOTLINE_ADMIN = 'demo.teneur_ass_hotline_admin';
const HOTLINE = 'demo.teneur_ass_hotline_ges';
const SYNDIC_A = 'demo.tele_pro_admin_princ';
const SYNDIC_B = 'demo.tele_nonpro_admin_princ';
const NOTAIRE = 'demo.notaire_notaire';
const INSTITUTIONNEL = 'institutionnel';

const MCO = '/api/indicateurMCO/allTableau';
const TABLEAU_DE_BORD = '/api/coproprietes/indicateurs';

const j: Record<string, string> = {};
let moteur: { demarrer(arn: string, entree: string): { fini: Promise<void>; statut: string; sortie?: string; erreur?: string } };

beforeAll(async () => {
  for (const l of [ADMIN, ADMIN2, HOTLINE_ADMIN, HOTLINE, SYNDIC_A, SYNDIC_B, NOTAIRE]) j[l] = await jetonDe(l);
  utiliserEnvCloud();
  (await import('@registre/functions/platform/config')).reinitialiserConfig();
  const { chargerWorkflows, creerMoteurEtats } = await import('@registre/infra/local/src/etats');
  const { WORKFLOWS } = await import('@registre/workflows/catalogue');
  // the same ASL and task as the deployed workflow, Wait states compressed to nothing
  moteur = creerMoteurEtats({
    prefixeArn: PREFIXE,
    workflows: await chargerWorkflows(
      RACINE,
      WORKFLOWS.filter((x) => x.nom === 'delai-validation'),
    ),
    attenteMs: 0,
  });
});

const mco = async () => {
  const r = await appeler<TableauMco>('GET', MCO, { jeton: j[ADMIN] });
  expect(r.status).toBe(200);
  return r.corps;
};
const semaine = (t: TableauMco, serie: 'immatriculationsParSemaine' | 'rattachementsParSemaine') =>
  t.series[serie].at(-1)!.valeur;
const ligne = (t: TableauMco, type: string) => t.tableau.find((l) => l.demandeType === type)!;

/** Polls the MCO indicators until `attendu` holds (the stream projector follows the writes within a second or so). */
async function attendre(attendu: (t: TableauMco) => boolean): Promise<TableauMco> {
  let dernier: TableauMco | undefined;
  await expect
    .poll(
      async () => {
        dernier = await mco();
        return attendu(dernier);
      },
      { timeout: 20_000, interval: 200 },
    )
    .toBe(true);
  return dernier!;
}

const ouvrir = (qui: string, id: string) => appeler('GET', `/api/declarations/update-etat-encours/${id}`, { jeton: j[qui] });

describe('autorisations', () => {
  it('les indicateurs MCO : administrateurs du teneur seulement (403 hotline, syndic, notaire ; 401 anonyme)', async () => {
    for (const qui of [ADMIN, ADMIN2]) expect((await appeler('GET', MCO, { jeton: j[qui] })).status).toBe(200);
    for (const qui of [HOTLINE_ADMIN, HOTLINE, SYNDIC_A, NOTAIRE]) {
      const r = await appeler('GET', MCO, { jeton: j[qui] });
      expect(r.status, qui).toBe(403);
      expect(r.corps).not.toHaveProperty('indicateurs');
    }
    expect((await appeler('GET', MCO)).status).toBe(401);
  });

  it('le tableau de bord : tous les teneurs ; le détail des demandes et le lien MCO pour les seuls administrateurs', async () => {
    for (const qui of [ADMIN, ADMIN2]) {
      const r = await appeler<TableauDeBordTeneur>('GET', TABLEAU_DE_BORD, { jeton: j[qui] });
      expect(r.status).toBe(200);
      expect(r.corps.lienIndicateursMco).toBe(true);
      expect(r.corps.tableau?.map((l) => l.demandeType)).toEqual([
        'IMMATRICULATION',
        'RATTACHEMENT',
        'RENOUVELLEMENT',
        'DISSOLUTION',
        'DOUBLON',
      ]);
    }
    for (const qui of [HOTLINE_ADMIN, HOTLINE]) {
      const r = await appeler<TableauDeBordTeneur>('GET', TABLEAU_DE_BORD, { jeton: j[qui] });
      expect(r.status).toBe(200);
      expect(r.corps).toMatchObject({ tableau: null, lienIndicateursMco: false });
      expect(r.corps.chiffres.nbCoproImmatriculees).toBeGreaterThanOrEqual(0);
    }
    for (const qui of [SYNDIC_A, NOTAIRE]) expect((await appeler('GET', TABLEAU_DE_BORD, { jeton: j[qui] })).status).toBe(403);
    const inst = await jetonDe(INSTITUTIONNEL).catch(() => null);
    if (inst) expect((await appeler('GET', TABLEAU_DE_BORD, { jeton: inst })).status).toBe(403);
    expect((await appeler('GET', TABLEAU_DE_BORD)).status).toBe(401);
  });

  it('répond aux noms de la spécification, le tableau en colonnes demandeType, demande, horsDelai', async () => {
    const t = await mco();
    expect(Object.keys(t.indicateurs)).toEqual(
      expect.arrayContaining([
        'nbCoproImmatriculees',
        'moyenneImmatHebdo',
        'nbTeledeclarants',
        'moyenneRattachementHebdo',
        'nbUtilisateurs',
        'nbTelechargementDonneesBrutes',
        'topEchelleGeographique',
        'nbTelechargementRapportBo',
        'nbMajParAnnee',
        'nbMajParMois',
        'demandesImmatEnCours',
        'demandesImmatHorsDelai',
        'demandesRattachementEnCours',
        'demandesRattachementHorsDelai',
        'demandesDissolutionEnCours',
        'demandesDissolutionHorsDelai',
        'nbDoublons',
        'nbDoublonsHorsDelais',
      ]),
    );
    for (const l of t.tableau) expect(Object.keys(l).sort()).toEqual(['demande', 'demandeType', 'horsDelai', 'libelle']);
    expect(t.series.immatriculationsParSemaine).toHaveLength(26);
    expect(t.series.majParMois).toHaveLength(24);
    // the demo accounts exist: the projector counted them
    expect(t.indicateurs.nbUtilisateurs).toBeGreaterThan(0);
    expect(t.indicateurs.nbTeledeclarants).toBeGreaterThan(0);
  });
});

describe('les indicateurs suivent les événements', () => {
  it('une immatriculation validée par le teneur : demande en cours puis copropriété immatriculée et semaine comptée', async () => {
    await projectionsAJour();
    const avant = await mco();
    const d = await creerDemande();
    await attendre((t) => ligne(t, 'IMMATRICULATION').demande >= ligne(avant, 'IMMATRICULATION').demande + 1);

    const { version } = (await ouvrir(ADMIN, d.idDemande)).corps.demande;
    const ok = await appeler('POST', `/api/declarations/valider/${d.idDemande}`, {
      jeton: j[ADMIN],
      json: { version, doublonsVerifies: true },
    });
    expect(ok.status).toBe(200);
    const apres = await attendre(
      (t) =>
        semaine(t, 'immatriculationsParSemaine') >= semaine(avant, 'immatriculationsParSemaine') + 1 &&
        // the duplicate written registered by the helper, and the validated one
        t.indicateurs.nbCoproImmatriculees >= avant.indicateurs.nbCoproImmatriculees + 2,
    );
    expect(apres.indicateurs.moyenneImmatHebdo).toBeGreaterThan(0);
    expect(apres.indicateurs.demandesImmatEnCours).toBe(ligne(apres, 'IMMATRICULATION').demande);

    // [issue 23] the keepers' home dashboard and the public statistics say the same number
    await projectionsAJour();
    const [tdb, mcoApres, stats] = await Promise.all([
      appeler<TableauDeBordTeneur>('GET', TABLEAU_DE_BORD, { jeton: j[HOTLINE] }),
      mco(),
      import('@registre/functions/adapters/dynamodb/statistiques').then((s) => s.lireTerritoires(['FRANCE#FR'], ['TOUT'])),
    ]);
    expect(tdb.corps.chiffres.nbCoproImmatriculees).toBe(mcoApres.indicateurs.nbCoproImmatriculees);
    const france = stats.get('FRANCE#FR')?.dimensions;
    expect(mcoApres.indicateurs.nbCoproImmatriculees).toBe((france?.n ?? 0) + (france?.sec ?? 0));
  });

  it('un rattachement validé par le teneur compte dans la semaine des rattachements', async () => {
    await projectionsAJour();
    const avant = await mco();
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const n = new Date();
    const debut = new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth(), 1));
    const fin = new Date(Date.UTC(debut.getUTCFullYear() + 1, debut.getUTCMonth(), 0));
    const fr = (x: Date) =>
      `${String(x.getUTCDate()).padStart(2, '0')}/${String(x.getUTCMonth() + 1).padStart(2, '0')}/${x.getUTCFullYear()}`;
    const r = await appeler('POST', '/api/coproprietes/rattachement/pasJustif', {
      jeton: j[SYNDIC_B],
      json: {
        immatriculation: c.immatriculation,
        adminProvisoire: 'false',
        dateDebutMandat: fr(debut),
        dateFinMandat: fr(fin),
        typeJustifMandat: 'CONTRAT_SYNDIC',
        confirmations: [],
        declarationHonneur: true,
      },
    });
    expect(r.status).toBe(200);
    const idDemande = r.corps.idDemande as string;
    await attendre((t) => ligne(t, 'RATTACHEMENT').demande >= ligne(avant, 'RATTACHEMENT').demande + 1);

    const page = await ouvrir(ADMIN, idDemande);
    const v = await appeler('POST', `/api/declarations/valider/${idDemande}`, {
      jeton: j[ADMIN],
      json: { version: page.corps.demande.version },
    });
    expect(v.status).toBe(200);
    const apres = await attendre((t) => semaine(t, 'rattachementsParSemaine') >= semaine(avant, 'rattachementsParSemaine') + 1);
    expect(apres.indicateurs.moyenneRattachementHebdo).toBeGreaterThan(0);
  });

  it('une demande signalée hors délai par le workflow compte dans horsDelai', async () => {
    await projectionsAJour();
    const avant = await mco();
    const d = await creerDemande({ echeance: new Date(Date.now() + 500) });
    await attendre((t) => ligne(t, 'IMMATRICULATION').demande >= ligne(avant, 'IMMATRICULATION').demande + 1);
    const ex = moteur.demarrer(`${PREFIXE}delai-validation`, JSON.stringify({ idDemande: d.idDemande, echeance: d.echeance }));
    await ex.fini;
    expect(ex.statut, ex.erreur).toBe('SUCCEEDED');
    expect(JSON.parse(ex.sortie!)).toMatchObject({ marquee: true });
    const apres = await attendre((t) => t.indicateurs.demandesImmatHorsDelai >= avant.indicateurs.demandesImmatHorsDelai + 1);
    expect(ligne(apres, 'IMMATRICULATION').horsDelai).toBe(apres.indicateurs.demandesImmatHorsDelai);
    const tdb = await appeler<TableauDeBordTeneur>('GET', TABLEAU_DE_BORD, { jeton: j[ADMIN] });
    expect(tdb.corps.chiffres.demandesHorsDelai).toBeGreaterThanOrEqual(1);
  });

  it('rejouer un lot du flux ne compte rien deux fois (marques des indicateurs)', async () => {
    const { projeterIndicateurs } = await import('@registre/functions/projecteurs/handler');
    const db = await base();
    const id = randomUUID();
    // a journal line of a week no chart shows, and a condominium no one else touches
    const ligne = {
      eventName: 'INSERT' as const,
      dynamodb: {
        NewImage: {
          __edb_e__: { S: 'evenement' },
          id: { S: id },
          type: { S: 'RATTACHEMENT_VALIDE' },
          horodatage: { S: '2001-01-03T10:00:00.000Z' },
        },
      },
    };
    const semaine2001 = async () =>
      (await db.entities.indicateur.get({ groupe: 'RATTACHEMENT_SEMAINE', cle: '2001-W01' }).go()).data?.valeur ?? 0;
    const marque = async (m: string) => (await db.entities.marqueIndicateur.get({ marque: m }).go()).data !== null;
    const avant = await semaine2001();
    for (let i = 0; i < 2; i++) await projeterIndicateurs([ligne]);
    expect(await semaine2001()).toBe(avant + 1);
    expect(await marque(`EVT#${id}`)).toBe(true);
  });

  it('la reconstruction depuis le registre compte ce qui manque, et rien deux fois', async () => {
    const { reconstruireIndicateurs } = await import('@registre/functions/projecteurs/indicateursReconstruction');
    const db = await base();
    // an update journaled on a past day (the live projector counts it too, as it would have then)
    const annee = async () => (await db.entities.indicateur.get({ groupe: 'MAJ_ANNEE', cle: '2001' }).go()).data?.valeur ?? 0;
    const avant = await annee();
    await db.entities.evenement
      .create({
        id: randomUUID(),
        horodatage: '2001-02-05T10:00:00.000Z',
        jour: '2001-02-05',
        categorie: 'MISE_A_JOUR',
        type: 'MAJ_ANNUELLE',
        modalite: 'IHM',
        acteur: SYNDIC_A,
        profil: 'TELE_PRO_ADMIN_PRINC',
        details: {},
      })
      .go();
    await expect.poll(annee, { timeout: 20_000 }).toBe(avant + 1);

    const bilan = await reconstruireIndicateurs({ seriesDepuis: '2001-02-04', seriesJusqua: '2001-02-06' });
    expect(bilan.lignesJournal).toBe(1);
    // the line the live projector counted is not counted again
    expect(await annee()).toBe(avant + 1);
  });

  describe('téléchargements', () => {
    const JOUR = '20000103';
    const NOM = `rnic-donnees-${JOUR}.csv`;
    beforeAll(async () => {
      // a listed raw-data file (the nightly export's record of it; the download only signs a link to it)
      const db = await base();
      await db.entities.fichierDonneesBrutes
        .put({
          jour: JOUR,
          nom: NOM,
          cle: `donnees-brutes/${JOUR}/${NOM}`,
          lignes: 0,
          octets: 0,
          sha256: '0'.repeat(64),
          genereLe: new Date().toISOString(),
          versionColonnes: 'essai',
          ttl: Math.floor(Date.now() / 1000) + 600,
        })
        .go();
    });
    afterAll(async () => {
      await (await base()).entities.fichierDonneesBrutes.delete({ jour: JOUR }).go();
    });

    it('un téléchargement des données brutes est compté', async () => {
      const avant = await mco();
      const r = await fetch(`${cloud().url}/api/public/donneesBrute/telecharger?fichier=${NOM}`, { redirect: 'manual' });
      expect(r.status).toBe(302);
      await attendre((t) => t.indicateurs.nbTelechargementDonneesBrutes >= avant.indicateurs.nbTelechargementDonneesBrutes + 1);
    });

    it('un rapport statistique téléchargé est compté à son échelle, et désigne l’échelle la plus demandée', async () => {
      const avant = await mco();
      const dept = (t: TableauMco) => t.telechargementsRapportParEchelle.find((e) => e.niveau === 'DEPARTEMENT')!.valeur;
      const r = await fetch(`${cloud().url}/api/public/statistiques/telechargerRapportBo?niveau=DEPARTEMENT&code=75&format=xlsx`);
      expect(r.status).toBe(200);
      await r.arrayBuffer();
      const apres = await attendre((t) => dept(t) >= dept(avant) + 1);
      expect(apres.indicateurs.nbTelechargementRapportBo).toBe(
        apres.telechargementsRapportParEchelle.reduce((s, e) => s + e.valeur, 0),
      );
      // the top level is the most downloaded one
      const max = Math.max(...apres.telechargementsRapportParEchelle.map((e) => e.valeur));
      expect(
        apres.telechargementsRapportParEchelle.find((e) => e.niveau === apres.indicateurs.topEchelleGeographique)?.valeur,
      ).toBe(max);
      expect(apres.indicateurs.libelleTopEchelleGeographique).toBeTruthy();

      // a refused request (no territory) produces no report: nothing to count
      const refuse = await appeler('GET', '/api/public/statistiques/telechargerRapportBo?niveau=DEPARTEMENT&format=xlsx');
      expect(refuse.status).toBe(400);
    });
  });
});
