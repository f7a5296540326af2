/**
 * Open data in and out (issue 10): a generated RNIC file imported (counts, rejects with their line and reason,
 * nothing twice), imported condominiums read back through the existing routes and found as duplicates, the
 * export workflow started by a keeper administrator, the public download, the privacy rules, and the round
 * trip: the exported rows read back give the imported public data, row for row.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { COLONNES_RNIC } from '@registre/shared/domain/rnic/colonnes';
import { MANDATS_RNIC, lireLigne, valeursParColonne, type CoproprieteRnic } from '@registre/shared/domain/rnic/ligne';
import { genererCoproprietes, genererRnic } from '@registre/infra/local/src/rnic/generateur';
import { appeler, cloud, jetonDe, loginDe, projectionsAJour, utiliserEnvCloud } from '../support/api.ts';
import { exporterEtRelire } from '../support/donneesOuvertes.ts';
import { lignesJournal } from '../support/journal.ts';

const AUJOURDHUI = new Date().toISOString().slice(0, 10);
/**
 * 200 rows of the seed 308 hold every case the generator draws, each at least once whatever the day (checked below,
 * and over the next three years when the seed was chosen): the rare ones (a registration of 2016, a duplicate, an
 * AFUL, a placeholder settlement date…) as the 800 rows of another seed did, the frequent quirks of the column
 * guide tens of times (bénévoles 28, rows with « NA » 22). Every row costs its writes and their read models: 800
 * took a hundred seconds to import, most of this file's time.
 */
const N = 200;
const OPTIONS = { lignes: N, graine: 308, premier: 'ZA0000001', aujourdhui: AUJOURDHUI };

type Importeur = typeof import('@registre/functions/donneesOuvertes/import');
let imp: Importeur;

const csv = (lignes: string[][]) => stringify(lignes, { quoted: true, record_delimiter: '\n' });

/** The generated file, with rows that break a rule appended (line numbers: header = 1). */
function fichier(): { texte: string; rejetsAttendus: { ligne: number; motif: RegExp }[] } {
  const lignes = [...genererRnic(OPTIONS)];
  const base = lignes[0];
  const avec = (col: string, valeur: string) => base.map((v, i) => (COLONNES_RNIC[i] === col ? valeur : v));
  const mauvaises = [
    avec('numero_d_immatriculation', 'ZZ12'),
    avec('nombre_total_de_lots', 'beaucoup'),
    avec('commune', '7510'),
    base, // the same number again
  ];
  const trop = [...lignes[1], 'en trop'];
  let texte = '\uFEFF' + csv([[...COLONNES_RNIC], ...lignes, ...mauvaises, trop]);
  texte += '"ZA9999999","mal "fermé",x\n';
  const debut = N + 2;
  return {
    texte,
    rejetsAttendus: [
      { ligne: debut, motif: /Numéro d'immatriculation invalide/ },
      { ligne: debut + 1, motif: /nombre total de lots/ },
      { ligne: debut + 2, motif: /Code INSEE/ },
      { ligne: debut + 3, motif: /déjà présent plus haut dans le fichier \(ligne 2\)/ },
      { ligne: debut + 4, motif: /Nombre de champs incorrect : 73 champs au lieu de 72/ },
      { ligne: debut + 5, motif: /mal formée/ },
    ],
  };
}

const COL_MANDAT = 'mandat_en_cours_dans_la_copropriete';
const POS = Object.fromEntries(COLONNES_RNIC.map((n, i) => [n, i])) as Record<string, number>;
const lu = (l: string[]) => (lireLigne(valeursParColonne(l, POS), AUJOURDHUI) as { copropriete: CoproprieteRnic }).copropriete;
const enCours = () => [...genererRnic(OPTIONS)].map(lu).filter((c) => c.mandat === 'Mandat en cours');
/** The numbers of the file's current mandates that have ended before `jour`. */
const mandatsEchusAvant = (jour: string) =>
  enCours()
    .filter((c) => c.dateFinDernierMandat !== null && c.dateFinDernierMandat < jour)
    .map((c) => c.immatriculation);

/** Every cell of the generated file against the exported rows: where they differ (`<number> <column>`). */
function comparer(exportees: string[][]) {
  const parNumero = new Map(exportees.map((l) => [l[2], l]));
  const ecarts: { ou: string; fichier: string; exporte: string }[] = [];
  let lignes = 0;
  for (const l of genererRnic(OPTIONS)) {
    const e = parNumero.get(l[2]);
    expect(e, l[2]).toBeDefined();
    lignes++;
    l.forEach((v, i) => {
      if (e![i] !== v) ecarts.push({ ou: `${l[2]} ${COLONNES_RNIC[i]}`, fichier: v, exporte: e![i] });
    });
  }
  return { ecarts, lignes };
}

/** The mandate's state of one imported condominium as each screen reads it. */
async function vues(numero: string, exportees: string[][]) {
  const { ID_BASE_IMPORT } = await import('@registre/functions/donneesOuvertes/import');
  const { sequenceDepuisImmatriculation } = await import('@registre/shared/domain/copropriete/immatriculation');
  const { statutMandat } = await import('@registre/shared/domain/annuaire/projection');
  const { db } = await import('@registre/functions/adapters/dynamodb/service');
  const idCopropriete = ID_BASE_IMPORT + sequenceDepuisImmatriculation(numero)!;
  const c = (await db().entities.copropriete.get({ idCopropriete }).go()).data!;
  const teneur = await jetonDe(loginDe('TENEUR_ADMIN_PRINC'));
  const liste = await appeler<{ content: { immatriculation: string; etat: string }[] }>('POST', '/api/coproprietes/rechercher', {
    jeton: teneur,
    json: { immatriculationOuNom: numero, paginationOptions: { pageNumber: 1, pageSize: 10 } },
  });
  const fiche = await appeler<{ statutMandat: string }>('GET', `/api/public/annuaire/coproannuairedetail/${idCopropriete}`);
  const dp = /^97/.test(c.codeInsee!) ? c.codeInsee!.slice(0, 3) : c.codeInsee!.slice(0, 2);
  const ligne = (await db().entities.ligneCategorisation.get({ dp, id: idCopropriete }).go()).data;
  const colonne = exportees.find((l) => l[2] === numero)?.[COLONNES_RNIC.indexOf(COL_MANDAT)];
  const lignesListe = JSON.stringify(liste.corps).match(/"etat":"([A-Z_]+)"/);
  return {
    registre: statutMandat(c.etat),
    liste: lignesListe ? statutMandat(lignesListe[1]) : null,
    annuaire: fiche.corps.statutMandat,
    categorisation: ligne?.et ? statutMandat(ligne.et) : null,
    export: colonne === 'Mandat en cours' ? 'EN_COURS' : colonne?.startsWith('Mandat expiré') ? 'EXPIRE' : 'AUCUN',
  };
}

/** The cases the generator draws (generateur.ts), which the round trip below must meet: each is a path of its own. */
const CAS: Record<string, (c: CoproprieteRnic) => boolean> = {
  benevole: (c) => c.typeSyndic === 'bénévole',
  typeInconnu: (c) => c.typeSyndic === null,
  sansMandat: (c) => c.mandat === null,
  ...Object.fromEntries(MANDATS_RNIC.map((m) => [m, (c: CoproprieteRnic) => c.mandat === m])),
  enCoursEchu: (c) => c.mandat === 'Mandat en cours' && c.dateFinDernierMandat! < AUJOURDHUI,
  secondaire: (c) => !c.syndicatPrincipal,
  sansRue: (c) => c.numeroEtVoie === null,
  sansCodePostal: (c) => c.numeroEtVoie !== null && c.codePostal === null,
  sansPoint: (c) => c.longitude === null,
  sansParcelle: (c) => c.parcelles.length === 0,
  nbParcellesZero: (c) => c.nbParcelles === 0 && c.parcelles.length > 0,
  nbParcellesPlus: (c) => c.nbParcelles! > c.parcelles.length,
  plusDe3Adresses: (c) => c.nbAdressesComplementaires! > 3,
  comptesInconnus: (c) => c.nbAsl === null,
  asl: (c) => (c.nbAsl ?? 0) > 0,
  aful: (c) => c.nbAful === 1,
  unions: (c) => c.nbUnionsSyndicats === 1,
  residenceInconnue: (c) => c.residenceService === null,
  residence: (c) => c.residenceService === true,
  cooperatifInconnu: (c) => c.syndicatCooperatif === null,
  cooperatif: (c) => c.syndicatCooperatif === true,
  immatriculee2016: (c) => c.dateImmatriculation! < '2017-01-01',
  paris: (c) => c.codeInsee.startsWith('751'),
  reglementInconnu: (c) => c.dateReglement === null,
  reglementFictif: (c) => /^190[01]-01-01$/.test(c.dateReglement ?? ''),
  quartierPrioritaire: (c) => c.zonages.codeQp2015 !== null || c.zonages.codeQp2024 !== null,
};

describe('import du fichier RNIC', () => {
  const rejets: { ligne: number; raison: string }[] = [];
  let bilan: Awaited<ReturnType<Importeur['importerRnic']>>['bilan'];
  const { texte, rejetsAttendus } = fichier();

  beforeAll(async () => {
    utiliserEnvCloud();
    imp = await import('@registre/functions/donneesOuvertes/import');
    ({ bilan } = await imp.importerRnic(imp.fluxDepuisTexte(texte), {
      maintenant: new Date(),
      surRejet: (r) => void rejets.push(r),
    }));
  }, 600_000);

  it('le fichier généré contient chaque cas du générateur, doublon d’immeuble compris', () => {
    const cs = [...genererCoproprietes(OPTIONS)];
    const absents = Object.entries(CAS).filter(([, cas]) => !cs.some(cas));
    expect(absents.map(([nom]) => nom)).toEqual([]);
    // the same building registered again under a later number (same street and parcels, principal syndicate)
    const cle = (c: CoproprieteRnic) => `${c.codeInsee}|${c.numeroEtVoie}|${c.parcelles.map((p) => p.section + p.numero).join()}`;
    const principaux = cs.filter((c) => c.syndicatPrincipal && c.numeroEtVoie !== null).map(cle);
    expect(new Set(principaux).size).toBeLessThan(principaux.length);
  });

  it('charge chaque ligne valide et rejette les autres avec leur ligne et leur raison', () => {
    expect(bilan).toMatchObject({ lues: N + 6, chargees: N, dejaPresentes: 0, rejetees: 6 });
    for (const a of rejetsAttendus) expect(rejets.find((r) => r.ligne === a.ligne)?.raison, `ligne ${a.ligne}`).toMatch(a.motif);
    expect(Object.values(bilan.parRaison).reduce((s, n) => s + n, 0)).toBe(6);
  });

  it('journalise le passage : lues, chargées, rejetées (issue 14)', async () => {
    const lignes = await lignesJournal({ acteur: 'import-rnic' }, 'IMPORT_RNIC');
    expect(lignes.some((l) => l.details?.lues === N + 6 && l.details?.chargees === N && l.details?.rejetees === 6)).toBe(true);
    expect(lignes[0]).toMatchObject({ categorie: 'DONNEES_OUVERTES', modalite: 'WORKFLOW' });
  });

  it('ne charge rien deux fois quand on le relance', async () => {
    const encore = await imp.importerRnic(imp.fluxDepuisTexte(texte), { maintenant: new Date(), surRejet: () => {} });
    expect(encore.bilan).toMatchObject({ chargees: 0, dejaPresentes: N, rejetees: 6 });
  });

  it('refuse un en-tête inconnu en nommant les colonnes, et un fichier vide, sans rien charger', async () => {
    const entete = [...COLONNES_RNIC.slice(0, 70), 'colonne_mystere', 'autre_inconnue'];
    await expect(
      imp.importerRnic(imp.fluxDepuisTexte(csv([entete])), { maintenant: new Date(), surRejet: () => {} }),
    ).rejects.toThrow(/« colonne_mystere », « autre_inconnue »/);
    await expect(imp.importerRnic(imp.fluxDepuisTexte(''), { maintenant: new Date(), surRejet: () => {} })).rejects.toThrow(
      /vide/,
    );
    await expect(
      imp.importerRnic(imp.fluxDepuisTexte('\u0000\u0001\u00ff\u00fe binaire'), { maintenant: new Date(), surRejet: () => {} }),
    ).rejects.toThrow(/En-tête non reconnu/);
  });

  it('se rattache à un syndic du registre : demande sans justificatif, validée par le teneur', async () => {
    // its own condominium (the round trip below compares the others with the file)
    const options = { ...OPTIONS, lignes: 1, premier: 'ZD0000001' };
    const [deuxieme] = genererCoproprietes(options);
    await imp.importerRnic(imp.fluxDepuisTexte(csv([[...COLONNES_RNIC], ...genererRnic(options)])), {
      maintenant: new Date(),
      surRejet: () => {},
    });
    const syndic = await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC'));
    const teneur = await jetonDe(loginDe('TENEUR_ADMIN_PRINC'));
    const n = new Date();
    const fr = (d: Date) =>
      `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    // the file gives no mandate start: the register holds no mandate to follow (the imported end is informative)
    const debut = new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth(), 1));
    const finMandat = new Date(Date.UTC(debut.getUTCFullYear() + 1, debut.getUTCMonth(), debut.getUTCDate() - 1));
    const r = await appeler('POST', '/api/coproprietes/rattachement/pasJustif', {
      jeton: syndic,
      json: {
        immatriculation: deuxieme.immatriculation,
        adminProvisoire: 'false',
        dateDebutMandat: fr(debut),
        dateFinMandat: fr(finMandat),
        typeJustifMandat: 'CONTRAT_SYNDIC',
        confirmations: [],
        declarationHonneur: true,
      },
    });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    const page = await appeler('GET', `/api/declarations/update-etat-encours/${r.corps.idDemande}`, { jeton: teneur });
    expect(page.status).toBe(200);
    const v = await appeler('POST', `/api/declarations/valider/${r.corps.idDemande}`, {
      jeton: teneur,
      json: { version: page.corps.demande.version },
    });
    expect(v.status, JSON.stringify(v.corps)).toBe(200);
    // the list is a read model fed by the stream projector: it follows once the projectors are through the imports
    await projectionsAJour();
    await expect
      .poll(
        async () =>
          JSON.stringify(
            (
              await appeler('POST', '/api/coproprietes/rechercher', {
                jeton: syndic,
                json: { immatriculationOuNom: deuxieme.immatriculation, paginationOptions: { pageNumber: 1, pageSize: 10 } },
              })
            ).corps,
          ),
        { timeout: 10_000, interval: 200 },
      )
      .toContain(deuxieme.immatriculation);
  }, 240_000);

  it('rend les copropriétés importées lisibles par les routes existantes, et trouvables comme doublons', async () => {
    const [premiere] = genererCoproprietes({ ...OPTIONS, lignes: 1 });
    const teneur = await jetonDe(loginDe('TENEUR_ADMIN_PRINC'));
    const etat = await appeler('GET', `/api/coproprietes/getetat/${premiere.immatriculation}`, { jeton: teneur });
    expect(etat.status).toBe(200);
    const syndic = await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC'));
    expect((await appeler('GET', `/api/coproprietes/existe/${premiere.immatriculation}`, { jeton: syndic })).corps).toEqual({
      response: true,
    });
    // a syndic of the register can ask to attach it: it is held by nobody here
    for (const controle of ['etatOk', 'rattachementOk'])
      expect(
        (await appeler('GET', `/api/coproprietes/${controle}/${premiere.immatriculation}`, { jeton: syndic })).corps,
        controle,
      ).toEqual({
        response: true,
      });
    const { trouverDoublons } = await import('@registre/functions/declarations/doublons');
    const { blocsDepuisRnic } = await import('@registre/shared/domain/rnic/registre');
    const { immatCoproprieteBrouillonSchema } = await import('@registre/shared/schemas/copropriete/index');
    const blocs = blocsDepuisRnic(premiere, immatCoproprieteBrouillonSchema.parse({ infoRattachement: {} }) as never);
    const doublons = await trouverDoublons(blocs.identification, null);
    expect(doublons.map((d) => d.immatriculation)).toContain(premiere.immatriculation);
  });
});

describe('export des données brutes et téléchargement', () => {
  let lignesExportees: string[][];
  let entete: string[];

  beforeAll(async () => {
    utiliserEnvCloud();
    // a volunteer's name in the file never enters the register, so never leaves it
    const benevole = [...genererRnic({ ...OPTIONS, lignes: 1, premier: 'ZB0000001' })][0].map((v, i) => {
      const c = COLONNES_RNIC[i];
      if (c === 'type_de_syndic_benevole_professionnel_non_connu') return 'bénévole';
      if (c === 'raison_sociale_du_representant_legal' || c === 'identification_du_representant_legal_raison_sociale_et_le_numer')
        return 'Jeanne Secret-Bénévole';
      return v;
    });
    imp ??= await import('@registre/functions/donneesOuvertes/import');
    await imp.importerRnic(imp.fluxDepuisTexte(csv([[...COLONNES_RNIC], benevole])), {
      maintenant: new Date(),
      surRejet: () => {},
    });

    const teneur = await jetonDe(loginDe('TENEUR_ADMIN_PRINC'));
    // [issue 27] one raw-data export at a time for the register: another file's export may be running (409)
    let lance = await appeler<{ execution: string }>('POST', '/api/donneesBrute/export', { jeton: teneur });
    for (let i = 0; i < 200 && lance.status === 409; i++) {
      await new Promise((r) => setTimeout(r, 300));
      lance = await appeler<{ execution: string }>('POST', '/api/donneesBrute/export', { jeton: teneur });
    }
    expect(lance.status).toBe(200);
    let statut = 'EN_COURS';
    for (let i = 0; i < 300 && statut === 'EN_COURS'; i++) {
      await new Promise((r) => setTimeout(r, 300));
      statut = (await appeler<{ statut: string }>('GET', `/api/donneesBrute/export/${lance.corps.execution}`, { jeton: teneur }))
        .corps.statut;
    }
    expect(statut).toBe('TERMINE');
    const r = await fetch(`${(await import('../support/api.ts')).cloud().url}/api/public/donneesBrute/telecharger`, {
      redirect: 'manual',
    });
    expect(r.status).toBe(302);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="rnic-donnees-\d{8}\.csv"$/);
    const fichierCsv = await fetch(r.headers.get('location')!);
    expect(fichierCsv.status).toBe(200);
    const texte = await fichierCsv.text();
    expect(texte.startsWith('"epci","commune","numero_d_immatriculation"')).toBe(true);
    [entete, ...lignesExportees] = parse(texte, { bom: true }) as string[][];
    // [issue 14] the keeper's request and the export itself are journaled
    expect(await lignesJournal({ acteur: 'export-donnees-brutes' }, 'EXPORT_DONNEES_BRUTES')).not.toHaveLength(0);
    expect(
      (await lignesJournal({ acteur: loginDe('TENEUR_ADMIN_PRINC') }, 'DEMANDE_EXPORT_DONNEES_BRUTES')).length,
    ).toBeGreaterThan(0);
  }, 180_000);

  it('écrit les 72 colonnes dans l’ordre, et redonne chaque ligne importée octet pour octet (aller-retour)', () => {
    expect(entete).toEqual([...COLONNES_RNIC]);
    const { ecarts, lignes } = comparer(lignesExportees);
    expect(lignes).toBe(N);
    // only what truly changed: a « Mandat en cours » of the file whose end had passed on the day of the import
    const attendus = mandatsEchusAvant(AUJOURDHUI).map((n) => `${n} ${COL_MANDAT}`);
    expect(ecarts.filter((e) => !attendus.includes(e.ou))).toEqual([]);
    for (const e of ecarts) expect(e.exporte).toBe('Mandat expiré sans successeur déclaré');
  });

  it('le temps passe : seuls les mandats échus depuis changent, et seulement en colonne 12', async () => {
    const { ID_BASE_IMPORT } = await import('@registre/functions/donneesOuvertes/import');
    const { sequenceDepuisImmatriculation } = await import('@registre/shared/domain/copropriete/immatriculation');
    const { trouverMandatsExpires, expirerMandat } = await import('@registre/workflows/taches/expirationMandats');
    // the day after the tenth end to come among the file's current mandates
    const fins = [
      ...new Set(
        enCours()
          .map((c) => c.dateFinDernierMandat!)
          .filter((f) => f >= AUJOURDHUI),
      ),
    ].sort();
    const jour = new Date(Date.parse(`${fins[Math.min(9, fins.length - 1)]}T12:00:00Z`) + 86_400_000);
    const aExpirer = new Set(mandatsEchusAvant(jour.toISOString().slice(0, 10)));
    const nos = new Set(
      [...genererCoproprietes(OPTIONS)].map((c) => ID_BASE_IMPORT + sequenceDepuisImmatriculation(c.immatriculation)!),
    );
    let page = await trouverMandatsExpires({ maintenant: jour.toISOString() });
    let expires = 0;
    for (;;) {
      for (const r of page.expirations.filter((x) => nos.has(x.idCopropriete)))
        if ((await expirerMandat({ ...r, maintenant: page.maintenant })).expire) expires++;
      if (page.termine) break;
      page = await trouverMandatsExpires({ maintenant: jour.toISOString(), suite: page.suite as never });
    }
    const nouveaux = [...aExpirer].filter((n) => !mandatsEchusAvant(AUJOURDHUI).includes(n));
    expect(nouveaux.length).toBeGreaterThan(0);
    expect(expires).toBe(nouveaux.length);
    const exportees = await exporterEtRelire();
    const { ecarts } = comparer(exportees);
    expect(new Set(ecarts.map((e) => e.ou))).toEqual(new Set([...aExpirer].map((n) => `${n} ${COL_MANDAT}`)));

    // one truth: the record, the keepers' list, the public directory, the categorisation row and the export agree
    const echuALImport = mandatsEchusAvant(AUJOURDHUI)[0];
    const encore = enCours().find((c) => !aExpirer.has(c.immatriculation))!.immatriculation;
    const cas = [
      ...(echuALImport ? [[echuALImport, 'EXPIRE'] as const] : []),
      [nouveaux[0], 'EXPIRE'] as const,
      [encore, 'EN_COURS'] as const,
    ];
    await projectionsAJour();
    for (const [numero, attendu] of cas)
      await expect
        .poll(() => vues(numero, exportees), { timeout: 30_000, interval: 500 })
        .toEqual({ registre: attendu, liste: attendu, annuaire: attendu, categorisation: attendu, export: attendu });
  }, 240_000);

  it("ne publie jamais l'identité d'un syndic bénévole", () => {
    const l = lignesExportees.find((x) => x[2] === 'ZB0000001')!;
    expect(l[6]).toBe('Identité non partagée en Open Data');
    expect(l[7]).toBe('Identité non partagée en Open Data');
    expect(lignesExportees.flat().join('|')).not.toContain('Secret-Bénévole');
  });

  it('liste le fichier avec son manifeste et compte les téléchargements', async () => {
    const { corps } = await appeler<{ fichiers: { nom: string; lignes: number; sha256: string; octets: number }[] }>(
      'GET',
      '/api/public/donneesBrute/fichiers',
    );
    expect(corps.fichiers[0]).toMatchObject({
      nom: expect.stringMatching(/^rnic-donnees-\d{8}\.csv$/),
      lignes: lignesExportees.length,
    });
    expect(corps.fichiers[0].sha256).toMatch(/^[0-9a-f]{64}$/);
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    expect((await db().entities.compteur.get({ nom: 'nbTelechargementDonneesBrutes' }).go()).data?.valeur).toBeGreaterThanOrEqual(
      1,
    );
  });

  it("n'ouvre rien d'autre du bucket à un anonyme, et refuse l'export à qui n'est pas administrateur du teneur", async () => {
    expect((await appeler('GET', '/api/public/donneesBrute/telecharger?fichier=../justificatifs/x.pdf')).status).toBe(400);
    expect((await appeler('GET', '/api/public/donneesBrute/telecharger?fichier=rnic-donnees-19990101.csv')).status).toBe(404);
    expect((await appeler('POST', '/api/donneesBrute/export')).status).toBe(401);
    const institutionnel = await jetonDe('institutionnel').catch(() => null);
    if (institutionnel) expect((await appeler('POST', '/api/donneesBrute/export', { jeton: institutionnel })).status).toBe(403);
    const syndic = await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC'));
    expect((await appeler('POST', '/api/donneesBrute/export', { jeton: syndic })).status).toBe(403);
  });
});

describe('workflow import-rnic (fichier déposé dans le bucket des imports)', () => {
  it('charge le fichier par tranches reprises à l’octet près, sans doublon, puis par le workflow local sans rien recharger', async () => {
    utiliserEnvCloud();
    const { ecrireFlux } = await import('@registre/functions/adapters/s3/exports');
    const { importerTranche } = await import('@registre/functions/donneesOuvertes/importS3');
    const { demarrerWorkflow, etatExecution } = await import('@registre/functions/adapters/workflows/index');
    const { Readable } = await import('node:stream');
    const n = 60;
    const texte = '\uFEFF' + csv([[...COLONNES_RNIC], ...genererRnic({ ...OPTIONS, lignes: n, premier: 'ZC0000001' })]);
    const bucket = cloud().env.BUCKET_IMPORTS;
    await ecrireFlux('depots/rnic-test.csv', Readable.from([Buffer.from(texte)]), { bucket });

    // a slice stops after its first lot of 10 rows (budget 1 ms): the next one resumes at the byte where it stopped
    let etat: Awaited<ReturnType<typeof importerTranche>> = {
      bucket,
      cle: 'depots/rnic-test.csv',
      termine: false,
      budgetMs: 1,
      tailleLot: 10,
    };
    let tranches = 0;
    while (!etat.termine && tranches < 50) {
      etat = await importerTranche(etat);
      tranches++;
    }
    expect(tranches).toBeGreaterThan(3);
    expect(etat.cumul).toMatchObject({ lues: n, chargees: n, rejetees: 0, dejaPresentes: 0 });

    const arn = await demarrerWorkflow('import-rnic', { bucket, cle: 'depots/rnic-test.csv' });
    let e = await etatExecution(arn);
    for (let i = 0; i < 1500 && e.statut === 'RUNNING'; i++) {
      await new Promise((r) => setTimeout(r, 200));
      e = await etatExecution(arn);
    }
    expect(e.statut).toBe('SUCCEEDED');
    expect((e.sortie as { cumul: object }).cumul).toMatchObject({ lues: n, chargees: 0, dejaPresentes: n });
  }, 600_000);

  it('refuse de lire hors du bucket des imports ou un chemin qui en sort', async () => {
    const { importerTranche } = await import('@registre/functions/donneesOuvertes/importS3');
    await expect(importerTranche({ bucket: 'registre-documents', cle: 'x.csv' })).rejects.toThrow(/Bucket non autorisé/);
    await expect(importerTranche({ bucket: cloud().env.BUCKET_IMPORTS, cle: '../justificatifs/x.csv' })).rejects.toThrow(
      /non autorisé/,
    );
  });
});
