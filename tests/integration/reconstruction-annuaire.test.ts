/**
 * [issue 12] The directory built in one pass (reconstructionAnnuaire.ts, `npm run annuaire:reconstruire`) on a
 * table of its own in the tests' DynamoDB Local: the cloud's stream poller reads only the register's table, so
 * nothing projects this one meanwhile, as when the projector is paused. Then the stream projector takes over from
 * the entries it wrote: a record that changes nothing public writes nothing, a condominium leaving the directory
 * moves every counter it counted in back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marshall } from '@aws-sdk/util-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { rechercheAnnuaireSchema } from '@registre/shared/schemas/annuaire';
import { cloud, semerRegistre, utiliserEnvCloud } from '../support/api.ts';

const TABLE = 'registre-reconstruction';
const N = 60;

let m: {
  db: typeof import('@registre/functions/adapters/dynamodb/service').db;
  reconstruireAnnuaire: typeof import('@registre/functions/projecteurs/reconstructionAnnuaire').reconstruireAnnuaire;
  migrerAnnuaire: typeof import('@registre/functions/projecteurs/reconstructionAnnuaire').migrerAnnuaire;
  documentClient: typeof import('@registre/functions/adapters/dynamodb/client').documentClient;
  projeterAnnuaire: typeof import('@registre/functions/projecteurs/annuaire').projeterAnnuaire;
  rechercherAnnuaire: typeof import('@registre/functions/annuaire/recherche').rechercherAnnuaire;
  territoiresDe: typeof import('@registre/functions/projecteurs/annuaire').territoiresDe;
};

beforeAll(async () => {
  utiliserEnvCloud();
  process.env.TABLE_NAME = TABLE; // before the first use of the table's client
  const { creerTable } = await import('@registre/infra/local/src/amorcage');
  await creerTable(cloud().env.AWS_ENDPOINT_URL_DYNAMODB, TABLE, { flux: false });
  (await import('@registre/functions/platform/config')).reinitialiserConfig();
  // a register loaded without its read models (the import builds them in the same pass unless told not to)
  await semerRegistre({ lignes: N, graine: 31, premier: 'ZR0000001', projeter: false });
  m = {
    ...(await import('@registre/functions/adapters/dynamodb/service')),
    ...(await import('@registre/functions/projecteurs/reconstructionAnnuaire')),
    ...(await import('@registre/functions/projecteurs/annuaire')),
    ...(await import('@registre/functions/annuaire/recherche')),
    ...(await import('@registre/functions/adapters/dynamodb/client')),
  };
}, 300_000); // the suite's other files load the same DynamoDB Local meanwhile
// the suite's files share their worker's modules: the next file finds the cloud's table again
afterAll(async () => {
  process.env.TABLE_NAME = cloud().env.TABLE_NAME;
  (await import('@registre/functions/platform/config')).reinitialiserConfig();
});

/** France's condominiums: the secondary syndicates are counted apart (`sec`), every other one in `n` */
const totalFrance = async () => {
  const { data } = await m.db().entities.compteurStatistique.get({ territoire: 'FRANCE#FR', periode: 'TOUT' }).go();
  return (data?.n ?? 0) + (data?.sec ?? 0);
};
const enregistrement = (image: Record<string, unknown>, sequence: string) => ({
  eventName: 'MODIFY' as const,
  dynamodb: {
    NewImage: marshall({ ...image, __edb_e__: 'copropriete' }, { removeUndefinedValues: true }) as never,
    SequenceNumber: sequence,
  } as never,
});

describe('reconstruction de l’annuaire', () => {
  it('compte chaque copropriété publiée une fois, puis le projecteur du flux prend la suite', async () => {
    // a condominium written before the directory existed: no public part on its summary
    const { data: quelques } = await m.db().entities.copropriete.scan.go({ pages: 'all' });
    const ancienne = quelques.find((c) => c.publique && c.etat === 'IMMATRICULEE_RATTACHEE')!;
    await m.db().entities.copropriete.update({ idCopropriete: ancienne.idCopropriete }).remove(['publique']).go();

    const bilan = await m.reconstruireAnnuaire();
    expect(bilan.lues).toBe(N);
    expect(bilan.publiees).toBeGreaterThan(N / 2);
    expect(await totalFrance()).toBe(bilan.publiees);
    // the public part drawn again from its declaration in force, stored, and in its record
    const relue = (await m.db().entities.copropriete.get({ idCopropriete: ancienne.idCopropriete }).go()).data!;
    expect(relue.publique).toEqual(ancienne.publique);
    const fiche = (await m.db().entities.entreeAnnuaire.get({ idCopropriete: ancienne.idCopropriete }).go()).data!.fiche;
    expect(fiche).toMatchObject({ x: (ancienne.publique as { x: number }).x, y: (ancienne.publique as { y: number }).y });
    // a second run would count twice: refused
    await expect(m.reconstruireAnnuaire()).rejects.toThrow(/déjà projeté/);

    const { data: entrees } = await m.db().entities.entreeAnnuaire.scan.go({ pages: 'all' });
    expect(entrees).toHaveLength(bilan.publiees);
    const entree = entrees[0];
    const copro = (await m.db().entities.copropriete.get({ idCopropriete: entree.idCopropriete }).go()).data!;
    const commune = m.territoiresDe(copro.codeInsee).commune!;
    const parCommune = async () =>
      m.rechercherAnnuaire(rechercheAnnuaireSchema.parse({ isRechercheAvancee: true, codeInsee: commune }));
    const avant = await parCommune();
    expect(avant.ligneRechercheCoproprieteDTOList.map((l) => l.idCopropriete)).toContain(entree.idCopropriete);

    // the record of the image already counted: nothing written, the entry is still the rebuild's
    await m.projeterAnnuaire([enregistrement(copro, '1'.padStart(40, '0'))]);
    expect((await m.db().entities.entreeAnnuaire.get({ idCopropriete: entree.idCopropriete }).go()).data!.sequence).toBe('0');
    expect(await totalFrance()).toBe(bilan.publiees);

    // dissolved: out of the directory, every counter it moved moved back
    await m.projeterAnnuaire([enregistrement({ ...copro, etat: 'DISSOUTE' }, '2'.padStart(40, '0'))]);
    expect(await totalFrance()).toBe(bilan.publiees - 1);
    const apres = await parCommune();
    expect(apres.totalItems).toBe(avant.totalItems - 1);
    expect(apres.ligneRechercheCoproprieteDTOList.map((l) => l.idCopropriete)).not.toContain(entree.idCopropriete);
  }, 420_000); // the rebuild reads the whole shared register, categorisation rows included

  it('[issue 23] migre un annuaire d’avant les index du département et de la carte, une fois', async () => {
    const { data: entrees } = await m.db().entities.entreeAnnuaire.scan.go({ pages: 'all' });
    const entree = entrees.find((e) => !e.retiree && (e.fiche as { x: number | null }).x !== null)!;
    const lignes = m.db().entities.ligneAnnuaire;
    const com = (entree.lignes as { type: 'COM' | 'ADR'; cle: string; tri: string }[]).find((l) => l.type === 'COM')!;
    const ligne = (await lignes.get(com).go()).data!;
    // as an earlier version wrote it: a DEP and a GEO row beside a COM row without index keys, listed on the entry
    const { dep, triDep, geo, triGeo, ...sansIndex } = ligne;
    const anciennes = [
      { type: 'DEP' as const, cle: dep!, tri: triDep! },
      { type: 'GEO' as const, cle: geo!, tri: triGeo! },
    ];
    for (const a of anciennes) await lignes.put({ ...sansIndex, ...a }).go();
    // and the commune's total item it counted in, listed among its counters
    const totalCommune = { type: 'COM' as const, cle: com.cle, tri: '~TOTAL' };
    await lignes.put(totalCommune).go();
    const cle = lignes.get(com).params<{ Key: Record<string, string> }>().Key;
    await m.documentClient().send(
      new UpdateCommand({
        TableName: TABLE,
        Key: cle,
        UpdateExpression: 'REMOVE dep, triDep, geo, triGeo, gsi1pk, gsi1sk, gsi2pk, gsi2sk',
      }),
    );
    await m
      .db()
      .entities.entreeAnnuaire.patch({ idCopropriete: entree.idCopropriete })
      .set({
        lignes: [...(entree.lignes as object[]), ...anciennes],
        compteurs: { ...(entree.compteurs as object), [`D|COM|${com.cle}|~TOTAL`]: { total: 1 } },
      })
      .go();
    const dansDepartement = async () =>
      (await lignes.query.parDepartement({ dep: dep! }).go({ pages: 'all' })).data.map((l) => l.ligne?.idCopropriete);
    expect(await dansDepartement()).not.toContain(entree.idCopropriete);
    const france = await totalFrance();

    const bilan = await m.migrerAnnuaire();
    expect(bilan.migrees).toBe(1);
    expect(await dansDepartement()).toContain(entree.idCopropriete);
    const carte = await lignes.query.parCarte({ geo: geo! }).begins({ triGeo: triGeo! }).go();
    expect(carte.data.map((l) => l.ligne?.idCopropriete)).toEqual([entree.idCopropriete]);
    for (const a of [...anciennes, totalCommune]) expect((await lignes.get(a).go()).data).toBeNull();
    expect(await totalFrance()).toBe(france);
    expect((await m.migrerAnnuaire()).migrees).toBe(0);
  }, 300_000);
});
