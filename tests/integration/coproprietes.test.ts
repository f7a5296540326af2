/**
 * The condominium list (issue 4, spec 000 §2 /copropriete, §3 search criteria): a declarant's condominiums,
 * filters, search by number or name, pagination; another declarant's are never listed; keepers find one by its
 * number only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, jetonDe, loginDe } from '../support/api.ts';
import {
  creerDemandeAvecDoublon,
  enregistrer,
  declarationValide,
  immatriculerCopropriete,
  parcelleUnique,
  soumettre,
  unique,
} from '../support/coproprietes.ts';

let syndic: string;
let autreSyndic: string;
let teneur: string;
let collaborateur: string;
let a: Awaited<ReturnType<typeof immatriculerCopropriete>>;
let b: Awaited<ReturnType<typeof immatriculerCopropriete>>;
let demande: Awaited<ReturnType<typeof creerDemandeAvecDoublon>>;
let nonGeo: number;
const mot = unique();

interface Ligne {
  idCopropriete: number;
  immatriculation: string | null;
  etat: string;
  statutRattachement: string | null;
  parcellesNonGeolocalisees: boolean;
}
const chercher = async (jeton: string, corps: Record<string, unknown> = {}) => {
  const r = await appeler('POST', '/api/coproprietes/rechercher', { jeton, json: corps });
  expect(r.status).toBe(200);
  return r.corps as { ligneRechercheCoproprieteDTOList: Ligne[]; totalItems: number };
};
const ids = (p: { ligneRechercheCoproprieteDTOList: Ligne[] }) => p.ligneRechercheCoproprieteDTOList.map((l) => l.idCopropriete);

beforeAll(async () => {
  [syndic, autreSyndic, teneur, collaborateur] = await Promise.all(
    ['TELE_PRO_ADMIN_PRINC', 'TELE_NONPRO_ADMIN_PRINC', 'TENEUR_ADMIN_SCOND', 'NOTAIRE_COLLAB'].map((p) => jetonDe(loginDe(p))),
  );
  a = await immatriculerCopropriete(syndic, { identification: { nomCopropriete: `Les Acacias ${mot}` } });
  b = await immatriculerCopropriete(syndic, { identification: { nomCopropriete: `Le Belvédère ${mot}` } });
  demande = await creerDemandeAvecDoublon(syndic);
  const r = await enregistrer(syndic, 'identification', {
    typeImmat: 'DEFAULT',
    immatCopropriete: declarationValide({
      identification: { parcelle: [parcelleUnique(), { ...parcelleUnique(), geolocalisee: 'false' }] },
    }),
  });
  const s = await soumettre(syndic, r.corps.id, r.corps.version, { confirmations: ['PARCELLE_NON_GEOLOCALISEE'] });
  expect(s.corps.resultat).toBe('IMMATRICULEE');
  nonGeo = s.corps.idCopropriete;
  // [issue 11] the list is a read model the stream projector keeps: wait until it holds our condominiums
  const projetees = async () =>
    (await chercher(syndic, { immatriculationOuNom: mot })).totalItems === 2 &&
    ids(await chercher(syndic, { filtre: 'coproNonGeolocalisees', paginationOptions: { pageSize: 100 } })).includes(nonGeo) &&
    ids(
      await chercher(syndic, {
        etatsCopropriete: ['IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'],
        paginationOptions: { pageSize: 100 },
      }),
    ).includes(demande.idCopropriete);
  for (let fin = Date.now() + 20_000; !(await projetees()) && Date.now() < fin;) await new Promise((ok) => setTimeout(ok, 200));
});

describe('liste des copropriétés du télédéclarant', () => {
  it('toutes par défaut, la plus récente d’abord, avec les colonnes de la liste', async () => {
    const p = await chercher(syndic, { paginationOptions: { pageNumber: 1, pageSize: 100 } });
    expect(ids(p)).toEqual(expect.arrayContaining([a.idCopropriete, b.idCopropriete, demande.idCopropriete, nonGeo]));
    expect(ids(p).indexOf(b.idCopropriete)).toBeLessThan(ids(p).indexOf(a.idCopropriete));
    expect(p.ligneRechercheCoproprieteDTOList.find((l) => l.idCopropriete === a.idCopropriete)).toEqual({
      idCopropriete: a.idCopropriete,
      idDeclaration: a.idDeclaration,
      immatriculation: a.immatriculation,
      nomCopropriete: `Les Acacias ${mot}`,
      adresseReference: a.declaration.immatCopropriete.identification.adressePrincipale!.libelle,
      etat: 'IMMATRICULEE_RATTACHEE',
      statutRattachement: 'En cours',
      numTeledeclarant: 1001,
      nbLots: 40,
      nbBatiments: 2,
      dateFinMandat: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      // [issue 11] the annual update's status the register computed on write
      majAnnuelle: expect.stringMatching(/^(À faire|Faite|En retard)$/),
      representantLegal: 'Cabinet Demeure Gestion',
      parcellesNonGeolocalisees: false,
    });
    expect(p.ligneRechercheCoproprieteDTOList.find((l) => l.idCopropriete === demande.idCopropriete)).toMatchObject({
      etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      statutRattachement: 'Demande effectuée',
      immatriculation: null,
    });
  });

  it('pagine (10 par page par défaut) avec le total', async () => {
    const tout = await chercher(syndic);
    expect(tout.ligneRechercheCoproprieteDTOList.length).toBe(Math.min(10, tout.totalItems));
    const p2 = await chercher(syndic, { paginationOptions: { pageNumber: 2, pageSize: 1 } });
    expect(p2.totalItems).toBe(tout.totalItems);
    expect(p2.ligneRechercheCoproprieteDTOList).toHaveLength(1);
    expect(ids(p2)[0]).toBe(ids(tout)[1]);
    const tri = await chercher(syndic, {
      immatriculationOuNom: mot,
      paginationOptions: { sortField: 'nomCopropriete', sortDirection: 'asc' },
    });
    expect(ids(tri)).toEqual([b.idCopropriete, a.idCopropriete]); // « le belvédère » before « les acacias »
  });

  it('filtres : immatriculées, parcelles non géolocalisées, états', async () => {
    const immatriculees = ids(await chercher(syndic, { filtre: 'immatriculee', paginationOptions: { pageSize: 100 } }));
    expect(immatriculees).toEqual(expect.arrayContaining([a.idCopropriete, nonGeo]));
    expect(immatriculees).not.toContain(demande.idCopropriete);
    const nonGeolocalisees = await chercher(syndic, { filtre: 'coproNonGeolocalisees', paginationOptions: { pageSize: 100 } });
    expect(ids(nonGeolocalisees)).toContain(nonGeo);
    expect(ids(nonGeolocalisees)).not.toContain(a.idCopropriete);
    expect(nonGeolocalisees.ligneRechercheCoproprieteDTOList.every((l) => l.parcellesNonGeolocalisees)).toBe(true);
    const aValider = await chercher(syndic, {
      etatsCopropriete: ['IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER'],
      paginationOptions: { pageSize: 100 },
    });
    expect(ids(aValider)).toContain(demande.idCopropriete);
    expect(aValider.ligneRechercheCoproprieteDTOList.every((l) => l.etat === 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER')).toBe(
      true,
    );
    expect(ids(await chercher(syndic, { filtre: 'mandat-expire', immatriculationOuNom: mot }))).toEqual([]);
  });

  it('cherche par numéro (les deux écritures) ou par les mots du nom, sans accents', async () => {
    const n = a.immatriculation!;
    expect(ids(await chercher(syndic, { immatriculationOuNom: n }))).toEqual([a.idCopropriete]);
    expect(ids(await chercher(syndic, { immatriculationOuNom: `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6)}` }))).toEqual([
      a.idCopropriete,
    ]);
    expect(ids(await chercher(syndic, { immatriculationOuNom: `belvedere ${mot.toUpperCase()}` }))).toEqual([b.idCopropriete]);
    expect((await chercher(syndic, { immatriculationOuNom: mot })).totalItems).toBe(2);
  });

  it('un autre télédéclarant ne voit pas ces copropriétés ; le teneur en trouve une par son numéro seulement', async () => {
    expect(ids(await chercher(autreSyndic, { paginationOptions: { pageSize: 100 } }))).not.toContain(a.idCopropriete);
    expect(ids(await chercher(autreSyndic, { immatriculationOuNom: a.immatriculation }))).toEqual([]);
    expect(ids(await chercher(teneur, { immatriculationOuNom: a.immatriculation }))).toEqual([a.idCopropriete]);
    expect(await chercher(teneur, { immatriculationOuNom: mot })).toEqual({
      ligneRechercheCoproprieteDTOList: [],
      totalItems: 0,
    });
    expect(await chercher(teneur, {})).toEqual({ ligneRechercheCoproprieteDTOList: [], totalItems: 0 });
    expect(await chercher(collaborateur, { immatriculationOuNom: a.immatriculation })).toEqual({
      ligneRechercheCoproprieteDTOList: [],
      totalItems: 0,
    });
    expect((await appeler('POST', '/api/coproprietes/rechercher', { json: {} })).status).toBe(401);
    expect((await appeler('POST', '/api/coproprietes/rechercher', { jeton: syndic, json: { filtre: 'inconnu' } })).status).toBe(
      400,
    );
  });
});
