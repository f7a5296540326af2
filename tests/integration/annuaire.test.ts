/**
 * [issue 12] The public directory and statistics against a generated register: 700 synthetic condominiums
 * loaded by the RNIC import (the open-data generator), then condominiums registered, expired and dissolved
 * through the API and the workflows' tasks — each change must move the directory and the statistics (the stream
 * projector, ≈ 1 s behind: the tests poll).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { FICHE_PUBLIQUE_CHAMPS } from '@registre/shared/schemas/annuaire';
import { appeler, cloud, jetonDe, projectionsAJour, semerRegistre, utiliserEnvCloud } from '../support/api.ts';
import { adresseUnique, immatriculerCopropriete, parcelleUnique, unique } from '../support/coproprietes.ts';
import { documentVerifie } from '../support/documents.ts';

/**
 * 700 rows of the seed 386: the statistics' secret (a cell under 11 condominiums, and the cells masked with it, are
 * not published) leaves public what the tests below read — 16 secondary syndicates in France, in the Hauts-de-France
 * 37 mandates in force and 19 others to mask with the small cells (1 000 rows of the seed 12: 13, 55 and 15),
 * whatever the day for the next three years. Every row costs its writes and their read models.
 */
const N = 700;
const PREMIER = 'ZQ0000001';
const SYNDIC = 'demo.tele_pro_admin_princ';
const NOTAIRE = 'demo.notaire_notaire';
const TENEUR = 'demo.teneur_admin_princ';

const rechercher = (corps: Record<string, unknown>) =>
  appeler('POST', '/api/public/annuaire/rechercherAnnuaire', { json: corps });
const avancee = (criteres: Record<string, unknown>) => rechercher({ isRechercheAvancee: true, ...criteres });
const chiffres = async (q: string) => {
  const r = await appeler('GET', `/api/public/statistiques/chiffres?${q}`);
  expect(r.status, JSON.stringify(r.corps)).toBe(200);
  return r.corps;
};
/** Polls until `f` holds (the projector is asynchronous). */
async function attendre<T>(lire: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const fin = Date.now() + ms;
  for (;;) {
    const v = await lire();
    if (ok(v) || Date.now() > fin) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}
/**
 * A condominium of its own in Lille: no other test registers in the Hauts-de-France (region 32), so the region's
 * figures move only by what this file does once the import is projected.
 */
function aLille(numero = 12) {
  const jeton = unique();
  return {
    identification: {
      adressePrincipale: {
        ...adresseUnique(jeton, numero),
        libelle: `${numero} Rue ${jeton} 59000 Lille`,
        codePostal: '59000',
        commune: 'Lille',
        codeInsee: '59350',
        x: 3.0573,
        y: 50.6292,
        idBan: `59350_${jeton}_${String(numero).padStart(5, '0')}`,
      },
      parcelle: [{ ...parcelleUnique(), codePostal: '59000', commune: 'Lille', codeInsee: '59350' }],
    },
  };
}
const HAUTS_DE_FRANCE = 'niveau=REGION&code=32';

const parImmat = async (immat: string) =>
  (await avancee({ numeroImmatriculation: immat })).corps.ligneRechercheCoproprieteDTOList;

let genere: { idCopropriete: number; codeInsee: string; commune: string; departement: string };

beforeAll(async () => {
  utiliserEnvCloud();
  await semerRegistre({ lignes: N, graine: 386, premier: PREMIER });
  // the stream projectors have gone through the import
  await projectionsAJour();
  expect(await parImmat(`ZQ${String(N).padStart(7, '0')}`)).toHaveLength(1);
  const premier = (await parImmat(PREMIER))[0];
  const fiche = (await appeler('GET', `/api/public/annuaire/coproannuairedetail/${premier.idCopropriete}`)).corps;
  const dep = /^97/.test(fiche.codeInsee) ? fiche.codeInsee.slice(0, 3) : fiche.codeInsee.slice(0, 2);
  genere = { idCopropriete: premier.idCopropriete, codeInsee: fiche.codeInsee, commune: fiche.commune, departement: dep };
}, 600_000);

describe('annuaire public', () => {
  it('fiche publique : exactement les champs publics, rien sur une personne', async () => {
    const r = await appeler('GET', `/api/public/annuaire/coproannuairedetail/${genere.idCopropriete}`);
    expect(r.status).toBe(200);
    expect(Object.keys(r.corps).sort()).toEqual(FICHE_PUBLIQUE_CHAMPS);
    expect(JSON.stringify(r.corps)).not.toMatch(/@|prenom|email|montant|impay/i);
    expect(r.corps.numeroImmatriculation).toBe(PREMIER);
    expect((await appeler('GET', '/api/public/annuaire/coproannuairedetail/999999999')).status).toBe(404);
    expect((await appeler('GET', '/api/public/annuaire/coproannuairedetail/abc')).status).toBe(400);
  });

  it('recherche par commune, par département et statut, page de 10', async () => {
    const com = await avancee({ codeInsee: genere.codeInsee });
    expect(com.status).toBe(200);
    expect(com.corps.totalItems).toBeGreaterThan(0);
    expect(com.corps.ligneRechercheCoproprieteDTOList.length).toBeLessThanOrEqual(10);
    expect(com.corps.ligneRechercheCoproprieteDTOList.length).toBe(Math.min(10, com.corps.totalItems));
    // a street of the commune: its rows, counted
    const rue = await avancee({
      codeInsee: genere.codeInsee,
      voie: com.corps.ligneRechercheCoproprieteDTOList[0].adressePrincipale,
    });
    expect(rue.corps.totalItems).toBeGreaterThan(0);
    expect(rue.corps.ligneRechercheCoproprieteDTOList.length).toBe(Math.min(10, rue.corps.totalItems));
    const dep = await avancee({ departement: genere.departement, etat: 'IMMATRICULEE_RATTACHEE', pageNumber: 2 });
    expect(dep.status).toBe(200);
    for (const l of dep.corps.ligneRechercheCoproprieteDTOList) expect(l.statutCopropriete).toBe('Immatriculée et rattachée');
    expect(
      Object.keys(dep.corps.ligneRechercheCoproprieteDTOList[0] ?? com.corps.ligneRechercheCoproprieteDTOList[0]).sort(),
    ).toEqual(
      [
        'adressePrincipale',
        'dateFinMandat',
        'idCopropriete',
        'idTeledeclarantCourant',
        'majAnnuelle',
        'nom',
        'nombreBatiments',
        'nombreLots',
        'numeroImmatriculation',
        'statutCopropriete',
        'statutRattachement',
        'x',
        'y',
      ].sort(),
    );
  });

  it("au-delà de 100 résultats, l'en-tête X-sicoproApp-error le dit", async () => {
    const r = await avancee({ departement: '75' });
    if (r.corps.totalItems >= 100) {
      expect(r.corps.tropDeResultats).toBe(true);
      expect(r.entetes.get('x-sicoproapp-error')).toBe('TROP_DE_RESULTATS');
    }
    const petite = await avancee({ numeroImmatriculation: PREMIER });
    expect(petite.corps.tropDeResultats).toBe(false);
  });

  it('refuse les saisies invalides en français, sans 500', async () => {
    const vide = await avancee({});
    expect(vide.status).toBe(400);
    expect(JSON.stringify(vide.corps)).toContain('Renseignez au moins un critère de recherche.');
    const cp = await avancee({ departement: '69', codePostal: '75002' });
    expect(cp.status).toBe(400);
    expect(JSON.stringify(cp.corps)).toContain('Le code postal ne correspond pas au département.');
    expect((await avancee({ statutMajAnnuelle: 'FAITE' })).status).toBe(400);
    expect((await rechercher({ adresseNonStructuree: { voie: 'x'.repeat(10_000) } })).status).toBe(400);
    const injection = await avancee({ nom: `' OR 1=1 --"}; DROP TABLE` });
    expect(injection.status).toBe(200);
    expect(injection.corps.totalItems).toBe(0);
    const carte = await appeler('GET', '/api/public/annuaire/carte?ouest=-200&sud=0&est=3&nord=50&zoom=5');
    expect(carte.status).toBe(400);
    expect(
      (await appeler('GET', `/api/public/annuaire/carte?ouest=2&sud=48&est=3&nord=49&zoom=${'9'.repeat(10_000)}`)).status,
    ).toBe(400);
  });

  it('carte : des regroupements aux petits zooms, les copropriétés une à une aux grands', async () => {
    const france = await appeler('GET', '/api/public/annuaire/carte?ouest=-5.5&sud=41&est=10&nord=51.5&zoom=5');
    expect(france.status).toBe(200);
    expect(france.corps.regroupes).toBe(true);
    expect(france.corps.points.reduce((s: number, p: { nombre: number }) => s + p.nombre, 0)).toBeGreaterThan(N / 2);
  });
});

describe('une immatriculation, une expiration, une dissolution font bouger annuaire et statistiques', () => {
  let jeton: string;
  beforeAll(async () => {
    jeton = await jetonDe(SYNDIC);
  });

  it("l'adresse choisie trouve la copropriété immatriculée, la carte la montre, la France compte une de plus", async () => {
    const avant = await chiffres(HAUTS_DE_FRANCE);
    const ajouts = aLille(14);
    const adresse = ajouts.identification.adressePrincipale;
    const c = await immatriculerCopropriete(jeton, ajouts);
    const trouvee = await attendre(
      () =>
        rechercher({
          adresseNonStructuree: {
            numero: '14',
            voie: adresse.voie,
            codePostal: '59000',
            commune: 'Lille',
            codeInsee: '59350',
            x: adresse.x,
            y: adresse.y,
          },
        }),
      (r) => r.corps.totalItems === 1,
    );
    expect(trouvee.corps).toMatchObject({ totalItems: 1, nonGeolocalisee: false, tropDeResultats: false });
    expect(trouvee.corps.ligneRechercheCoproprieteDTOList[0]).toMatchObject({
      idCopropriete: c.idCopropriete,
      numeroImmatriculation: c.immatriculation,
      statutRattachement: 'Rattachée',
      idTeledeclarantCourant: null,
    });
    // typed, not chosen: the same street, not geolocated
    const tapee = await rechercher({
      adresseNonSelectionnee: true,
      adresseNonStructuree: { voie: `14 ${adresse.voie}`, codePostal: '59000' },
    });
    expect(tapee.corps).toMatchObject({ totalItems: 1, nonGeolocalisee: true });
    const fiche = (await appeler('GET', `/api/public/annuaire/coproannuairedetail/${c.idCopropriete}`)).corps;
    expect(fiche).toMatchObject({ typeSyndic: 'PROFESSIONNEL', statutMandat: 'EN_COURS', commune: 'Lille' });
    expect(fiche.nomSyndicProfessionnel).toBeTruthy();
    const carte = await appeler(
      'GET',
      `/api/public/annuaire/carte?ouest=${adresse.x - 0.002}&sud=${adresse.y - 0.002}&est=${adresse.x + 0.002}&nord=${adresse.y + 0.002}&zoom=16`,
    );
    expect(carte.corps.regroupes).toBe(false);
    expect(carte.corps.points.map((p: { idCopropriete: number }) => p.idCopropriete)).toContain(c.idCopropriete);
    const apres = await attendre(
      () => chiffres(HAUTS_DE_FRANCE),
      (x) => x.coproprietes === avant.coproprietes + 1,
    );
    expect(apres.coproprietes).toBe(avant.coproprietes + 1);
    // a cell under the statistical secret (the register other files share decides the small counts) is not compared
    const professionnels = (x: typeof avant) =>
      x.parTypeSyndic.find((l: { code: string }) => l.code === 'PROFESSIONNEL').coproprietes as number | 'SECRET';
    if (professionnels(avant) !== 'SECRET' && professionnels(apres) !== 'SECRET')
      expect(professionnels(apres)).toBe((professionnels(avant) as number) + 1);
  });

  it("l'expiration du mandat passe la fiche et les chiffres à « expiré »", async () => {
    const initial = await chiffres(HAUTS_DE_FRANCE);
    const c = await immatriculerCopropriete(jeton, aLille());
    // the region's mandates in force (the expired cell may be « secret statistique »: few of them)
    const enCours = (x: { parMandat: { code: string; coproprietes: number | 'SECRET' }[] }) =>
      x.parMandat.find((l) => l.code === 'EN_COURS')!.coproprietes;
    // counted: the registration's counters have moved
    const avant = await attendre(
      () => chiffres(HAUTS_DE_FRANCE),
      (x) => x.coproprietes === initial.coproprietes + 1,
    );
    utiliserEnvCloud();
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const copro = (await db().entities.copropriete.get({ idCopropriete: c.idCopropriete }).go()).data!;
    const hier = new Date(Date.now() - 2 * 86400000).toISOString().slice(0, 10);
    await db()
      .entities.mandat.patch({ idCopropriete: c.idCopropriete, idMandat: copro.idMandatCourant! })
      .set({ dateDebut: '2023-01-01', dateFin: hier, finCourant: hier })
      .go();
    const { expirerMandat } = await import('@registre/workflows/taches/expirationMandats');
    expect(
      await expirerMandat({
        idCopropriete: c.idCopropriete,
        idMandat: copro.idMandatCourant!,
        maintenant: new Date().toISOString(),
      }),
    ).toMatchObject({ expire: true });
    const fiche = await attendre(
      async () => (await appeler('GET', `/api/public/annuaire/coproannuairedetail/${c.idCopropriete}`)).corps,
      (f) => f.statutMandat === 'EXPIRE',
    );
    expect(fiche).toMatchObject({ statutMandat: 'EXPIRE', statutRattachement: 'Expiré' });
    expect(typeof enCours(avant)).toBe('number');
    const apres = await attendre(
      () => chiffres(HAUTS_DE_FRANCE),
      (x) => enCours(x) === (enCours(avant) as number) - 1,
    );
    expect(enCours(apres)).toBe((enCours(avant) as number) - 1);
    expect(apres.coproprietes).toBe(avant.coproprietes);
  });

  it('une copropriété dissoute quitte l’annuaire et les statistiques', async () => {
    const j = { notaire: await jetonDe(NOTAIRE), teneur: await jetonDe(TENEUR) };
    const initial = await chiffres(HAUTS_DE_FRANCE);
    const c = await immatriculerCopropriete(jeton, aLille());
    const avant = await attendre(
      () => chiffres(HAUTS_DE_FRANCE),
      (x) => x.coproprietes === initial.coproprietes + 1,
    );
    const jour = (n: number) => {
      const d = new Date(Date.now() - n * 86400000);
      return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    };
    const d = await appeler('PUT', '/api/coproprietes/dissoudre', {
      jeton: j.notaire,
      json: {
        immatriculation: c.immatriculation,
        motif: 'DEMOLITION',
        autreMotif: '',
        faitGenerateur: 'ARRETE_DEMOLITION',
        dateFaitGenerateur: jour(10),
        typeJustif: 'ARRETE',
        dateDemande: jour(2),
        idDocument: await documentVerifie(j.notaire),
      },
    });
    expect(d.status, JSON.stringify(d.corps)).toBe(200);
    const page = await appeler('GET', `/api/declarations/update-etat-encours-sansmandat/${c.immatriculation}`, {
      jeton: j.teneur,
    });
    expect(page.status).toBe(200);
    const v = await appeler('POST', `/api/declarations/valider/${d.corps.idDemande}`, {
      jeton: j.teneur,
      json: { version: page.corps.demande.version },
    });
    expect(v.status, JSON.stringify(v.corps)).toBe(200);
    const lignes = await attendre(
      () => parImmat(c.immatriculation!),
      (l) => l.length === 0,
    );
    expect(lignes).toHaveLength(0);
    expect((await appeler('GET', `/api/public/annuaire/coproannuairedetail/${c.idCopropriete}`)).status).toBe(404);
    const apres = await attendre(
      () => chiffres(HAUTS_DE_FRANCE),
      (x) => x.coproprietes === avant.coproprietes - 1,
    );
    expect(apres.coproprietes).toBe(avant.coproprietes - 1);
  });
});

describe('statistiques publiques', () => {
  it('France, région, département, EPCI, commune ; années et trimestres ; secret statistique', async () => {
    const france = await chiffres('niveau=FRANCE');
    expect(france.territoire).toEqual({ niveau: 'FRANCE', code: null, nom: 'France' });
    // secondary syndicates are counted apart
    expect(france.coproprietes + france.syndicatsSecondaires).toBeGreaterThanOrEqual(N);
    expect(france.seuilSecret).toBe(11);
    const commune = await appeler('GET', `/api/public/commune/findOneCommuneByInseeCommune/${genere.codeInsee}`);
    expect(commune.status).toBe(200);
    for (const q of [
      `niveau=REGION&code=${commune.corps.codeRegion}`,
      `niveau=DEPARTEMENT&code=${commune.corps.codeDepartement}`,
      ...(commune.corps.sirenEpci ? [`niveau=EPCI&code=${commune.corps.sirenEpci}`] : []),
      `niveau=COMMUNE&code=${commune.corps.codeInsee}`,
    ]) {
      const c = await chiffres(q);
      expect(c.coproprietes === 'SECRET' || c.coproprietes > 0, q).toBe(true);
      // a secret unit publishes nothing; a published one never lets a masked cell be recovered by subtraction
      const cellules = c.parTaille.map((l: { coproprietes: number | 'SECRET' }) => l.coproprietes);
      const masquees = cellules.filter((v: unknown) => v === 'SECRET').length;
      expect(masquees === 0 || masquees >= 2, q).toBe(true);
    }
    const annees = await appeler('GET', '/api/public/statistiques/chargementAnneeGeneration/true');
    expect(annees.status).toBe(200);
    expect(annees.corps).toContain(new Date().getUTCFullYear());
    const trimestres = await appeler('GET', '/api/public/statistiques/chargementTrimestreGeneration');
    expect(trimestres.corps[0]).toMatchObject({ annee: new Date().getUTCFullYear() });
    const annee = await chiffres(`niveau=FRANCE&annee=${annees.corps[0]}`);
    expect(annee.periode).toMatchObject({ annee: annees.corps[0], libelle: `Année ${annees.corps[0]}` });
    expect((await appeler('GET', '/api/public/statistiques/chiffres?niveau=COMMUNE&code=99999')).status).toBe(404);
    expect((await appeler('GET', '/api/public/statistiques/chiffres?niveau=REGION')).status).toBe(400);
    expect((await appeler('GET', '/api/public/statistiques/chiffres?trimestre=2')).status).toBe(400);
  });

  it('rapport téléchargeable en xlsx et pdf, nom dans content-disposition', async () => {
    for (const format of ['xlsx', 'pdf']) {
      const r = await fetch(`${cloud().url}/api/public/statistiques/telechargerRapportBo?niveau=FRANCE&format=${format}`);
      expect(r.status).toBe(200);
      expect(r.headers.get('content-disposition')).toMatch(
        new RegExp(`attachment; filename="statistiques-.*-\\d{8}\\.${format}"`),
      );
      const octets = Buffer.from(await r.arrayBuffer());
      expect(octets.subarray(0, 4).toString('latin1')).toBe(format === 'pdf' ? '%PDF' : 'PK\u0003\u0004');
    }
    const mauvais = await appeler('GET', '/api/public/statistiques/telechargerRapportBo?format=docx');
    expect(mauvais.status).toBe(400);
    expect(JSON.stringify(mauvais.corps)).toContain('Format attendu : xlsx ou pdf.');
  });
});
