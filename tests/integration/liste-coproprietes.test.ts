/**
 * [issue 11] The condominium list served by the read model the stream projector keeps (spec 000 §2): every filter,
 * totals from the counters, the criteria, the cursor of the next page; the syndic board's four counters moving
 * when a condominium changes; the keepers' search over the whole register by number, name (any word order,
 * accents) or address; who may call what. A declarant of its own (signed up here) holds the condominiums, so
 * that counts are exact while other test files register condominiums for the demo syndic. The projector runs
 * asynchronously (stream poller): every read waits until the expected answer, with a timeout.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { marshall } from '@aws-sdk/util-dynamodb';
import { appeler, jetonDe, loginDe, utiliserEnvCloud } from '../support/api.ts';
import { nouveauTeledeclarant } from '../support/comptes.ts';
import {
  declarationValide,
  enregistrer,
  immatriculerCopropriete,
  parcelleUnique,
  soumettre,
  unique,
} from '../support/coproprietes.ts';
import { base, lireCopropriete } from '../support/validations.ts';

// a syndic establishment of the local Sirene register that no other test signs up
const SIRET = '35472819800012';

interface Ligne {
  idCopropriete: number;
  immatriculation: string | null;
  nomCopropriete: string | null;
  adresseReference: string | null;
  etat: string;
  statutRattachement: string | null;
  majAnnuelle: string | null;
  parcellesNonGeolocalisees: boolean;
  dateFinMandat: string | null;
}
interface Page {
  ligneRechercheCoproprieteDTOList: Ligne[];
  totalItems: number;
  curseurSuivant?: string | null;
}
interface Tableau {
  nbCoproprietesImmatriculees: number;
  nbMandatsExpires: number;
  nbMisesAJourRequises: number;
  nbCoproprietesNonGeolocalisees: number;
}

let td: { idTeledeclarant: number; jeton: string };
let autreSyndic: string;
let teneur: string;
const mot = unique();
let a: Awaited<ReturnType<typeof immatriculerCopropriete>>;
let b: Awaited<ReturnType<typeof immatriculerCopropriete>>;
let c: Awaited<ReturnType<typeof immatriculerCopropriete>>;
let nonGeo: number;
let autre: Awaited<ReturnType<typeof immatriculerCopropriete>>;

const ids = (p: Page) => p.ligneRechercheCoproprieteDTOList.map((l) => l.idCopropriete);
const desc = (...x: number[]) => [...x].sort((m, n) => n - m);

async function poster<T>(chemin: string, jeton: string, corps: unknown): Promise<T> {
  const r = await appeler('POST', chemin, { jeton, json: corps });
  expect(r.status, JSON.stringify(r.corps)).toBe(200);
  return r.corps as T;
}
const liste = (corps: Record<string, unknown> = {}, jeton = td.jeton) =>
  poster<Page>('/api/coproprietes/rechercher', jeton, corps);
const registre = (corps: Record<string, unknown>) => poster<Page>('/api/coproprietes/rechercherImmatOuNomCopro', teneur, corps);
async function tableau(jeton = td.jeton): Promise<Tableau> {
  const r = await appeler('GET', '/api/coproprietes/tableauDeBordSyndic', { jeton });
  expect(r.status, JSON.stringify(r.corps)).toBe(200);
  return r.corps as Tableau;
}

/** Reads until `attendu` holds (the projector follows the writes within a second or so). */
async function attendre<T>(lire: () => Promise<T>, attendu: (v: T) => boolean, ms = 20_000): Promise<T> {
  const fin = Date.now() + ms;
  for (;;) {
    const v = await lire();
    if (attendu(v)) return v;
    if (Date.now() > fin) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}
const filtre = (f: string, autres: Record<string, unknown> = {}) =>
  liste({ filtre: f, paginationOptions: { pageNumber: 1, pageSize: 100 }, ...autres });

beforeAll(async () => {
  const [syndic, keeper, nouveau] = await Promise.all([
    jetonDe(loginDe('TELE_PRO_ADMIN_PRINC')),
    jetonDe(loginDe('TENEUR_ADMIN_PRINC')),
    nouveauTeledeclarant(SIRET, 'listes', 'actif'),
  ]);
  [autreSyndic, teneur, td] = [syndic, keeper, nouveau];
  a = await immatriculerCopropriete(td.jeton, { identification: { nomCopropriete: `Les Acacias ${mot}` } });
  b = await immatriculerCopropriete(td.jeton, { identification: { nomCopropriete: `Le Belvédère ${mot}` } });
  c = await immatriculerCopropriete(td.jeton, { identification: { nomCopropriete: `Le Clos ${mot}` } });
  const r = await enregistrer(td.jeton, 'identification', {
    typeImmat: 'DEFAULT',
    immatCopropriete: declarationValide({
      identification: {
        nomCopropriete: `Les Dunes ${mot}`,
        parcelle: [parcelleUnique(), { ...parcelleUnique(), geolocalisee: 'false' }],
      },
    }),
  });
  const s = await soumettre(td.jeton, r.corps.id, r.corps.version, { confirmations: ['PARCELLE_NON_GEOLOCALISEE'] });
  expect(s.corps.resultat).toBe('IMMATRICULEE');
  nonGeo = s.corps.idCopropriete;
  autre = await immatriculerCopropriete(autreSyndic, { identification: { nomCopropriete: `Les Ormes ${mot}` } });
  const p = await attendre(
    () => liste(),
    (x) => x.totalItems === 4,
  );
  expect(p.totalItems).toBe(4);
});

describe('liste du télédéclarant servie par le modèle de lecture', () => {
  it('toutes, la plus récente d’abord, avec les colonnes de la liste et le total du compteur', async () => {
    const p = await liste({ paginationOptions: { pageNumber: 1, pageSize: 10 } });
    expect(ids(p)).toEqual(desc(a.idCopropriete, b.idCopropriete, c.idCopropriete, nonGeo));
    expect(p.totalItems).toBe(4);
    expect(p.curseurSuivant ?? null).toBeNull();
    const copro = (await lireCopropriete(a.idCopropriete))!;
    const libelles: Record<string, string> = { A_FAIRE: 'À faire', FAITE: 'Faite', EN_RETARD: 'En retard' };
    expect(p.ligneRechercheCoproprieteDTOList.find((l) => l.idCopropriete === a.idCopropriete)).toEqual({
      idCopropriete: a.idCopropriete,
      idDeclaration: a.idDeclaration,
      immatriculation: a.immatriculation,
      nomCopropriete: `Les Acacias ${mot}`,
      adresseReference: a.declaration.immatCopropriete.identification.adressePrincipale!.libelle,
      etat: 'IMMATRICULEE_RATTACHEE',
      statutRattachement: 'En cours',
      numTeledeclarant: td.idTeledeclarant,
      nbLots: 40,
      nbBatiments: 2,
      dateFinMandat: copro.dateFinMandat,
      majAnnuelle: copro.statutMajAnnuelle ? libelles[copro.statutMajAnnuelle] : null,
      representantLegal: copro.representantLegal ?? null,
      parcellesNonGeolocalisees: false,
    });
  });

  it('chaque filtre : appartenance et total', async () => {
    const tous = desc(a.idCopropriete, b.idCopropriete, c.idCopropriete, nonGeo);
    for (const f of ['seeAllCopro', 'immatriculee', 'mandate', 'standard', 'renouveler-mandat', 'dissolution']) {
      const p = await filtre(f);
      expect([f, ids(p), p.totalItems]).toEqual([f, tous, 4]);
    }
    const geo = await filtre('coproNonGeolocalisees');
    expect([ids(geo), geo.totalItems]).toEqual([[nonGeo], 1]);
    expect(geo.ligneRechercheCoproprieteDTOList[0].parcellesNonGeolocalisees).toBe(true);
    expect(await filtre('mandat-expire')).toMatchObject({ ligneRechercheCoproprieteDTOList: [], totalItems: 0 });
    // annual updates to do: as the register computed them on write (statutMajAnnuelle)
    const statuts = await Promise.all(tous.map(async (id) => [id, (await lireCopropriete(id))!.statutMajAnnuelle] as const));
    const aFaire = statuts.filter(([, s]) => s === 'A_FAIRE' || s === 'EN_RETARD').map(([id]) => id);
    const annuelle = await filtre('annuelle');
    expect([ids(annuelle), annuelle.totalItems]).toEqual([aFaire, aFaire.length]);
    expect(await tableau()).toEqual({
      nbCoproprietesImmatriculees: 4,
      nbMandatsExpires: 0,
      nbMisesAJourRequises: aFaire.length,
      nbCoproprietesNonGeolocalisees: 1,
    });
  });

  it('page suivante par le curseur (seules ses lignes), saut direct identique, curseur étranger ignoré', async () => {
    const pages: Page[] = [];
    let curseur: string | null | undefined = null;
    for (let n = 1; n <= 4; n++) {
      const p = await liste({ paginationOptions: { pageNumber: n, pageSize: 1 }, curseur });
      pages.push(p);
      curseur = p.curseurSuivant;
      expect(p.totalItems).toBe(4);
      if (n < 4) expect(curseur).toEqual(expect.any(String));
    }
    expect(curseur ?? null).toBeNull();
    expect(pages.flatMap(ids)).toEqual(desc(a.idCopropriete, b.idCopropriete, c.idCopropriete, nonGeo));
    const direct = await liste({ paginationOptions: { pageNumber: 3, pageSize: 1 } });
    expect(ids(direct)).toEqual(ids(pages[2]));
    // a cursor given for another page, another size or another filter is not used: the page is read directly
    const p1 = pages[0].curseurSuivant!;
    expect(ids(await liste({ paginationOptions: { pageNumber: 3, pageSize: 1 }, curseur: p1 }))).toEqual(ids(pages[2]));
    expect(ids(await liste({ filtre: 'mandate', paginationOptions: { pageNumber: 2, pageSize: 1 }, curseur: p1 }))).toEqual(
      ids(pages[1]),
    );
    expect(ids(await liste({ paginationOptions: { pageNumber: 2, pageSize: 1 }, curseur: 'nimportequoi' }))).toEqual(
      ids(pages[1]),
    );
  });

  it('critères : début et fin du mandat, statut de rattachement, saisie, tri sur une colonne', async () => {
    const m = (await lireCopropriete(a.idCopropriete))!;
    expect(m.dateDebutMandat).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const fr = (iso: string) => iso.split('-').reverse().join('/');
    const lendemain = (iso: string) => new Date(Date.parse(iso) + 86_400_000).toISOString().slice(0, 10);
    expect((await filtre('seeAllCopro', { dateDebutMandat: fr(m.dateDebutMandat!) })).totalItems).toBe(4);
    expect((await filtre('seeAllCopro', { dateDebutMandat: fr(lendemain(m.dateDebutMandat!)) })).totalItems).toBe(0);
    expect((await filtre('seeAllCopro', { dateFinMandat: fr(m.dateFinMandat!) })).totalItems).toBe(4);
    expect((await filtre('seeAllCopro', { dateFinMandat: fr(m.dateDebutMandat!) })).totalItems).toBe(0);
    expect((await filtre('seeAllCopro', { statut: 'en cours' })).totalItems).toBe(4);
    expect((await filtre('seeAllCopro', { statut: 'Expiré' })).totalItems).toBe(0);
    const r = await appeler('POST', '/api/coproprietes/rechercher', { jeton: td.jeton, json: { dateDebutMandat: '2025-13-45' } });
    expect(r.status).toBe(400);
    const tri = await liste({
      immatriculationOuNom: mot,
      paginationOptions: { pageNumber: 1, pageSize: 2, sortField: 'nomCopropriete', sortDirection: 'asc' },
    });
    // « le belvédère » < « le clos » < « les acacias » < « les dunes »
    expect([ids(tri), tri.totalItems, tri.curseurSuivant ?? null]).toEqual([[b.idCopropriete, c.idCopropriete], 4, null]);
    expect(ids(await liste({ immatriculationOuNom: `acacias ${mot.toUpperCase()}` }))).toEqual([a.idCopropriete]);
  });

  it('un syndic ne voit jamais les lignes d’un autre établissement', async () => {
    await attendre(
      () => liste({ paginationOptions: { pageSize: 100 } }, autreSyndic),
      (p) => ids(p).includes(autre.idCopropriete),
    );
    const sienne = await liste({ paginationOptions: { pageSize: 100 } }, autreSyndic);
    expect(ids(sienne)).toContain(autre.idCopropriete);
    expect(ids(sienne)).not.toContain(a.idCopropriete);
    expect(ids(await liste({ immatriculationOuNom: autre.immatriculation }))).toEqual([]);
    expect(ids(await filtre('seeAllCopro'))).not.toContain(autre.idCopropriete);
  });
});

describe('recherche des teneurs dans tout le registre', () => {
  it('par numéro (deux écritures), par nom dans n’importe quel ordre et sans accents, par adresse', async () => {
    const n = a.immatriculation!;
    expect(ids(await registre({ immatriculationOuNom: n }))).toEqual([a.idCopropriete]);
    expect(ids(await registre({ immatriculationOuNom: `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}` }))).toEqual([
      a.idCopropriete,
    ]);
    // another establishment's condominium too: keepers see the whole register
    expect(ids(await registre({ immatriculationOuNom: autre.immatriculation }))).toEqual([autre.idCopropriete]);
    const parNom = await attendre(
      () => registre({ immatriculationOuNom: `${mot.toUpperCase()} belvedere LE` }),
      (p) => p.totalItems === 1,
    );
    expect(ids(parNom)).toEqual([b.idCopropriete]);
    expect(parNom.ligneRechercheCoproprieteDTOList[0]).toMatchObject({
      nomCopropriete: `Le Belvédère ${mot}`,
      statutRattachement: 'En cours',
      immatriculation: b.immatriculation,
    });
    expect(ids(await registre({ immatriculationOuNom: `Belvédère ${mot}` }))).toEqual([]); // every word is needed
    // the address, words in another order and without its postcode: « 12 Rue <jeton> 75002 Paris »
    const libelle = a.declaration.immatCopropriete.identification.adressePrincipale!.libelle!;
    const [num, , voie] = libelle.split(' ');
    expect(ids(await registre({ adresse: `paris RUE ${voie} ${num}` }))).toEqual([a.idCopropriete]);
    expect(ids(await registre({ adresse: libelle, immatriculationOuNom: `acacias les ${mot}` }))).toEqual([a.idCopropriete]);
    expect(ids(await registre({ adresse: libelle, immatriculationOuNom: `le clos ${mot}` }))).toEqual([]);
    expect(
      (await registre({ immatriculationOuNom: `Les Acacias ${mot}`, etatsCopropriete: ['IMMATRICULEE_A_RATTACHER'] })).totalItems,
    ).toBe(0);
  });

  it('refus : un syndic n’a pas la recherche du registre ni un teneur le tableau de bord ; une saisie est exigée', async () => {
    expect(
      (
        await appeler('POST', '/api/coproprietes/rechercherImmatOuNomCopro', {
          jeton: td.jeton,
          json: { immatriculationOuNom: 'x' },
        })
      ).status,
    ).toBe(403);
    expect((await appeler('GET', '/api/coproprietes/tableauDeBordSyndic', { jeton: teneur })).status).toBe(403);
    expect((await appeler('GET', '/api/coproprietes/tableauDeBordSyndic')).status).toBe(401);
    const vide = await appeler('POST', '/api/coproprietes/rechercherImmatOuNomCopro', { jeton: teneur, json: {} });
    expect(vide.status).toBe(400);
  });
});

describe('le tableau de bord et les filtres suivent les changements', () => {
  it('mandat expiré, mise à jour annuelle en retard, retrait du rattachement, suppression par un teneur', async () => {
    const db = await base();
    const avant = await tableau();
    // the expiry workflow's write (its own test runs it): the condominium's attachment expires
    await db.entities.copropriete
      .patch({ idCopropriete: c.idCopropriete })
      .set({ etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' })
      .go();
    // the reminders workflow's write when time makes the annual update late
    const etaitRequise = ['A_FAIRE', 'EN_RETARD'].includes((await lireCopropriete(a.idCopropriete))!.statutMajAnnuelle ?? '');
    await db.entities.copropriete.patch({ idCopropriete: a.idCopropriete }).set({ statutMajAnnuelle: 'EN_RETARD' }).go();
    const t1 = await attendre(
      tableau,
      (t) => t.nbMandatsExpires === 1 && t.nbMisesAJourRequises === avant.nbMisesAJourRequises + (etaitRequise ? 0 : 1),
    );
    expect(t1).toEqual({
      ...avant,
      nbMandatsExpires: 1,
      nbMisesAJourRequises: avant.nbMisesAJourRequises + (etaitRequise ? 0 : 1),
    });
    expect(ids(await filtre('mandat-expire'))).toEqual([c.idCopropriete]);
    expect(ids(await filtre('mandate'))).not.toContain(c.idCopropriete);
    const annuelle = await filtre('annuelle');
    expect(annuelle.ligneRechercheCoproprieteDTOList.find((l) => l.idCopropriete === a.idCopropriete)?.majAnnuelle).toBe(
      'En retard',
    );
    expect(
      (await filtre('seeAllCopro', { statut: 'Expiré' })).ligneRechercheCoproprieteDTOList.map((l) => l.idCopropriete),
    ).toEqual([c.idCopropriete]);

    // a keeper withdraws b's attachment: no longer « mandate », still registered, its mandate dates gone
    const retrait = await appeler('PUT', `/api/coproprietes/retirer-rattachement/${b.idCopropriete}`, {
      jeton: teneur,
      json: { raison: 'Mandat révoqué en assemblée générale' },
    });
    expect(retrait.status, JSON.stringify(retrait.corps)).toBe(200);
    expect((await lireCopropriete(b.idCopropriete))?.dateDebutMandat).toBeUndefined();
    const mandate = await attendre(
      () => filtre('mandate'),
      (p) => !ids(p).includes(b.idCopropriete),
    );
    expect(ids(mandate)).not.toContain(b.idCopropriete);
    expect(ids(await filtre('immatriculee'))).toContain(b.idCopropriete);
    expect((await filtre('seeAllCopro', { statut: 'Non rattachée' })).totalItems).toBe(1);

    // a keeper deletes c: it leaves every list, every counter and the keepers' search
    const suppression = await appeler('PUT', `/api/coproprietes/supprimer/${c.idCopropriete}`, {
      jeton: teneur,
      json: { raison: 'Copropriété immatriculée par erreur' },
    });
    expect(suppression.status, JSON.stringify(suppression.corps)).toBe(200);
    const t2 = await attendre(tableau, (t) => t.nbCoproprietesImmatriculees === 3 && t.nbMandatsExpires === 0);
    expect(t2).toMatchObject({ nbCoproprietesImmatriculees: 3, nbMandatsExpires: 0, nbCoproprietesNonGeolocalisees: 1 });
    expect(await liste()).toMatchObject({ totalItems: 3 });
    expect(ids(await liste())).not.toContain(c.idCopropriete);
    const cherche = await attendre(
      () => registre({ immatriculationOuNom: `le clos ${mot}` }),
      (p) => p.totalItems === 0,
    );
    expect(cherche.totalItems).toBe(0);
  });

  it('un lot du flux rejoué ne compte rien deux fois', async () => {
    utiliserEnvCloud();
    const { handler } = await import('@registre/functions/projecteurs/handler');
    const { documentClient } = await import('@registre/functions/adapters/dynamodb/client');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const lu = await documentClient().send(
      new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `copro#${nonGeo}`, sk: 'copro' } }),
    );
    expect(lu.Item).toBeDefined();
    const avant = await tableau();
    const totalAvant = (await liste()).totalItems;
    const image = marshall(lu.Item!, { removeUndefinedValues: true }) as never;
    const lot = { Records: [{ eventName: 'INSERT', dynamodb: { NewImage: image } }] } as never;
    await handler(lot);
    await handler(lot);
    expect(await tableau()).toEqual(avant);
    expect((await liste()).totalItems).toBe(totalAvant);
  });
});
