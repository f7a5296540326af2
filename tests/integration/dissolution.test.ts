/**
 * Dissolution (issue 5, spec 000 §3 "Dissolution", §4, §7): what the form shows and who may declare it (a notary
 * for any registered condominium, a syndic for the condominiums it holds), the declaration with its checked PDF,
 * the keepers' lock, validation and refusal, twenty validations at once, and the precision asked on an
 * attachment request (the request stays in the queue).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, jetonDe, utiliserEnvCloud } from '../support/api.ts';
import { boite, courrielsPour } from '../support/comptes.ts';
import { uneLigneJournal } from '../support/journal.ts';
import { immatriculerCopropriete } from '../support/coproprietes.ts';
import { documentVerifie as documentVerifieDe } from '../support/documents.ts';
import { BOITE_TENEURS, base, creerDemande, lireCopropriete, lireDemande } from '../support/validations.ts';

const SYNDIC_A = 'demo.tele_pro_admin_princ';
const SYNDIC_B = 'demo.tele_nonpro_admin_princ';
const NOTAIRE = 'demo.notaire_notaire';
const TENEUR = 'demo.teneur_admin_princ';
const HOTLINE = 'demo.teneur_ass_hotline_ges';
const email = (login: string) => `${login}@demo.registre.local`;

const j: Record<string, string> = {};
beforeAll(async () => {
  for (const l of [SYNDIC_A, SYNDIC_B, NOTAIRE, TENEUR, HOTLINE]) j[l] = await jetonDe(l);
});

const get = (qui: string, chemin: string) => appeler('GET', chemin, { jeton: j[qui] });
const fr = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
const ilYa = (jours: number) => new Date(Date.now() - jours * 86400000);

const documentVerifie = (qui: string) => documentVerifieDe(j[qui]);

const champs = (immatriculation: string, idDocument: string, ajouts: Record<string, unknown> = {}) => ({
  immatriculation,
  motif: 'DEMOLITION',
  autreMotif: '',
  faitGenerateur: 'ARRETE_DEMOLITION',
  dateFaitGenerateur: fr(ilYa(10)),
  typeJustif: 'ARRETE',
  dateDemande: fr(ilYa(2)),
  idDocument,
  ...ajouts,
});
const dissoudre = (qui: string, corps: unknown) => appeler('PUT', '/api/coproprietes/dissoudre', { jeton: j[qui], json: corps });

/** A condominium registered by syndic A (its current mandate COURANT). */
const copropriete = () => immatriculerCopropriete(j[SYNDIC_A]);

async function dissolutionsDe(idCopropriete: number) {
  return (await (await base()).entities.dissolution.query.parCopropriete({ idCopropriete }).go()).data;
}
async function mandatDe(idCopropriete: number, idMandat: number) {
  return (await (await base()).entities.mandat.get({ idCopropriete, idMandat }).go()).data;
}

/** A condominium of syndic A whose dissolution the notary declared: its ids and the request. */
async function dissolutionDeclaree(qui = NOTAIRE) {
  const c = await copropriete();
  const r = await dissoudre(qui, champs(c.immatriculation!, await documentVerifie(qui)));
  expect(r.status, JSON.stringify(r.corps)).toBe(200);
  return { c, idDemande: r.corps.idDemande as string, idDissolution: r.corps.idDissolution as number };
}

async function ouvrir(qui: string, idDemande: string) {
  const r = await get(qui, `/api/declarations/update-etat-encours/${idDemande}`);
  expect(r.status, JSON.stringify(r.corps)).toBe(200);
  return r;
}

describe('autorisations et propriété', () => {
  it('réservé aux notaires et aux syndics (403 teneur, 401 anonyme)', async () => {
    const c = await copropriete();
    expect((await get(TENEUR, `/api/coproprietes/infos/dissolution/${c.immatriculation}`)).status).toBe(403);
    expect((await dissoudre(TENEUR, champs(c.immatriculation!, randomUUID()))).status).toBe(403);
    expect((await appeler('GET', `/api/coproprietes/infos/dissolution/${c.immatriculation}`)).status).toBe(401);
    expect((await appeler('GET', `/api/coproprietes/getinfosdissolution/${c.idCopropriete}`)).status).toBe(401);
  });

  it('un notaire voit toute copropriété immatriculée par son numéro ; le syndic qui la détient par son identifiant', async () => {
    const c = await copropriete();
    const n = await get(NOTAIRE, `/api/coproprietes/infos/dissolution/${c.immatriculation}`);
    expect(n.status).toBe(200);
    expect(n.corps).toMatchObject({
      idCopropriete: c.idCopropriete,
      immatriculation: c.immatriculation,
      etat: 'IMMATRICULEE_RATTACHEE',
      dissoluble: true,
      raison: null,
    });
    expect(n.corps.nomCopropriete).toBeTruthy();
    const s = await get(SYNDIC_A, `/api/coproprietes/infos/dissolution/${c.idCopropriete}`);
    expect(s.status).toBe(200);
    expect(s.corps.dissoluble).toBe(true);
    // not theirs: nothing to learn
    expect((await get(SYNDIC_B, `/api/coproprietes/infos/dissolution/${c.idCopropriete}`)).status).toBe(404);
    expect((await get(SYNDIC_B, `/api/coproprietes/infos/dissolution/${c.immatriculation}`)).status).toBe(404);
    expect((await get(NOTAIRE, `/api/coproprietes/infos/dissolution/${c.idCopropriete}`)).status).toBe(404);
    expect((await get(SYNDIC_B, `/api/coproprietes/getinfosdissolution/${c.idCopropriete}`)).status).toBe(404);
    expect((await get(SYNDIC_A, `/api/coproprietes/getinfosdissolution/${c.idCopropriete}`)).corps).toBeNull();
    expect((await get(TENEUR, `/api/coproprietes/getinfosdissolution/${c.idCopropriete}`)).corps).toBeNull();
  });

  it('un numéro inconnu : IMMAT_NOT_EXISTANT ; une copropriété non immatriculée : 404', async () => {
    const inconnu = await get(NOTAIRE, '/api/coproprietes/infos/dissolution/ZZ9999998');
    expect(inconnu.corps.code).toBe('IMMAT_NOT_EXISTANT');
    const d = await creerDemande({ sansDoublon: true });
    expect((await get(NOTAIRE, `/api/coproprietes/infos/dissolution/${d.idCopropriete}`)).status).toBe(404);
    expect((await get(SYNDIC_A, `/api/coproprietes/infos/dissolution/${d.idCopropriete}`)).status).toBe(404);
    expect((await get(NOTAIRE, '/api/coproprietes/getinfosdissolution/999999999')).status).toBe(404);
  });

  it('un syndic ne déclare pas la dissolution d’une copropriété qu’il ne détient pas (404, rien d’écrit)', async () => {
    const c = await copropriete();
    const r = await dissoudre(SYNDIC_B, champs(String(c.idCopropriete), await documentVerifie(SYNDIC_B)));
    expect(r.status).toBe(404);
    expect(await lireCopropriete(c.idCopropriete)).toMatchObject({ etat: 'IMMATRICULEE_RATTACHEE' });
    expect(await dissolutionsDe(c.idCopropriete)).toHaveLength(0);
  });
});

describe('PUT coproprietes/dissoudre : saisie refusée, rien d’écrit', () => {
  it('autre motif sans texte, fait générateur d’un autre motif, date future, justificatif absent, inconnu ou d’un autre', async () => {
    const c = await copropriete();
    const doc = await documentVerifie(NOTAIRE);
    const cas: [Record<string, unknown>, string][] = [
      [{ motif: 'AUTRE', faitGenerateur: 'AUTRE_ACTE', typeJustif: 'ACTE_NOTARIE', autreMotif: '' }, 'autreMotif'],
      [{ faitGenerateur: 'ACTE_VENTE' }, 'faitGenerateur'],
      [{ typeJustif: 'ACTE_NOTARIE' }, 'typeJustif'],
      [{ dateFaitGenerateur: fr(new Date(Date.now() + 5 * 86400000)) }, 'dateFaitGenerateur'],
      [{ dateDemande: fr(ilYa(20)) }, 'dateDemande'],
      [{ idDocument: '' }, 'idDocument'],
      [{ idDocument: randomUUID() }, 'idDocument'],
      [{ idDocument: await documentVerifie(SYNDIC_A) }, 'idDocument'],
    ];
    for (const [ajouts, champ] of cas) {
      const r = await dissoudre(NOTAIRE, champs(c.immatriculation!, doc, ajouts));
      expect([r.status, r.corps.code], JSON.stringify(ajouts)).toEqual([400, 'REQUETE_INVALIDE']);
      expect(r.corps.erreurs?.[champ], JSON.stringify(r.corps)).toBeTruthy();
    }
    const copro = await lireCopropriete(c.idCopropriete);
    expect(copro).toMatchObject({ etat: 'IMMATRICULEE_RATTACHEE' });
    expect(copro?.idDemandeEnCours).toBeUndefined();
    expect(await dissolutionsDe(c.idCopropriete)).toHaveLength(0);
  });

  it('pendant une autre demande : pas maintenant (DEMANDE_EN_COURS), et une seule dissolution à la fois', async () => {
    const { c } = await dissolutionDeclaree();
    const encore = await dissoudre(NOTAIRE, champs(c.immatriculation!, await documentVerifie(NOTAIRE)));
    expect([encore.status, encore.corps.code]).toEqual([400, 'DISSOLUTION_IMPOSSIBLE']);
    expect((await get(NOTAIRE, `/api/coproprietes/infos/dissolution/${c.immatriculation}`)).corps).toMatchObject({
      dissoluble: false,
      etat: 'DISSOLUTION_A_VALIDER',
    });

    const autre = await copropriete();
    const rattachement = await appeler('POST', '/api/coproprietes/rattachement/pasJustif', {
      jeton: j[SYNDIC_B],
      json: rattachementDe(autre.immatriculation!),
    });
    expect(rattachement.status, JSON.stringify(rattachement.corps)).toBe(200);
    const infos = await get(NOTAIRE, `/api/coproprietes/infos/dissolution/${autre.immatriculation}`);
    expect(infos.corps.dissoluble).toBe(false);
    expect(infos.corps.raison).toMatch(/demande est déjà en cours/);
    const r = await dissoudre(NOTAIRE, champs(autre.immatriculation!, await documentVerifie(NOTAIRE)));
    expect([r.status, r.corps.code]).toEqual([409, 'DEMANDE_EN_COURS']);
    expect(await dissolutionsDe(autre.idCopropriete)).toHaveLength(0);
  });
});

/** An attachment request body without proof (a 12-month mandate from the first of the month). */
function rattachementDe(immatriculation: string) {
  const n = new Date();
  const debut = new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth(), 1));
  const fin = new Date(Date.UTC(debut.getUTCFullYear() + 1, debut.getUTCMonth(), 0));
  return {
    immatriculation,
    adminProvisoire: 'false',
    dateDebutMandat: fr(debut),
    dateFinMandat: fr(fin),
    typeJustifMandat: 'CONTRAT_SYNDIC',
    confirmations: [],
    declarationHonneur: true,
  };
}

describe('dissolution déclarée par un notaire, validée par le teneur', () => {
  it('demande au teneur, verrou, validation : copropriété DISSOUTE, mandat archivé, courriels', async () => {
    const { c, idDemande, idDissolution } = await dissolutionDeclaree();
    expect(idDemande).toBe(`DISSOLUTION-${idDissolution}`);
    const avant = await lireCopropriete(c.idCopropriete);
    expect(avant).toMatchObject({ etat: 'DISSOLUTION_A_VALIDER', idDemandeEnCours: idDemande });
    expect(await lireDemande(idDemande)).toMatchObject({
      typeDemande: 'DISSOLUTION',
      statut: 'A_VALIDER',
      idCopropriete: c.idCopropriete,
      profilDemandeur: 'NOTAIRE_NOTAIRE',
      immatriculation: c.immatriculation,
    });
    const lue = await get(NOTAIRE, `/api/coproprietes/getinfosdissolution/${c.idCopropriete}`);
    expect(lue.corps).toMatchObject({
      idDissolution,
      statut: 'A_VALIDER',
      motif: 'DEMOLITION',
      libelleMotif: "Démolition de l'immeuble",
      libelleFaitGenerateur: 'Arrêté de démolition',
      libelleTypeJustif: 'Arrêté',
      dateDemande: ilYa(2).toISOString().slice(0, 10),
      nomFichier: 'acte.pdf',
      profilDeclarant: 'NOTAIRE_NOTAIRE',
    });
    // in the keepers' queue
    const file = await appeler('POST', '/api/declarations/rechercher', {
      jeton: j[TENEUR],
      json: {
        typeDemande: 'DISSOLUTION',
        paginationOptions: { pageNumber: 1, pageSize: 50, sortField: 'dateDemande', sortDirection: 'desc' },
      },
    });
    expect(file.corps.lignes.some((l: { idDemande: string }) => l.idDemande === idDemande)).toBe(true);

    // opened by its condominium's number: locked, the condominium under validation
    const page = await get(TENEUR, `/api/declarations/update-etat-encours-sansmandat/${c.immatriculation}`);
    expect(page.status, JSON.stringify(page.corps)).toBe(200);
    expect(page.corps).toMatchObject({
      verrouilleParMoi: true,
      demande: { idDemande, typeDemande: 'DISSOLUTION' },
      dissolution: { idDissolution, libelleMotif: "Démolition de l'immeuble" },
      copropriete: { idCopropriete: c.idCopropriete, etat: 'DISSOLUTION_EN_COURS_DE_VALIDATION' },
      mandatPrecedent: { idMandat: avant!.idMandatCourant, statut: 'COURANT' },
    });
    expect(page.corps.declarant.idTeledeclarant).toBe(1003);
    expect((await lireCopropriete(c.idCopropriete))?.etat).toBe('DISSOLUTION_EN_COURS_DE_VALIDATION');
    // the keeper opens the proof
    const lien = await get(TENEUR, `/api/documents/${page.corps.dissolution.idDocument}/lien`);
    expect(lien.status).toBe(200);

    const r = await appeler('POST', `/api/declarations/valider/${idDemande}`, {
      jeton: j[TENEUR],
      json: { version: page.corps.demande.version },
    });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    const apres = await lireCopropriete(c.idCopropriete);
    expect(apres?.etat).toBe('DISSOUTE');
    expect(apres?.idDemandeEnCours).toBeUndefined();
    expect(await lireDemande(idDemande)).toBeNull();
    const mandat = await mandatDe(c.idCopropriete, avant!.idMandatCourant!);
    expect(mandat?.statut).toBe('ARCHIVE');
    expect(mandat?.finCourant).toBeUndefined();
    expect((await dissolutionsDe(c.idCopropriete))[0]).toMatchObject({ statut: 'VALIDEE' });
    // [issue 14] both steps journaled: the notary's declaration, the keeper's validation
    expect(await uneLigneJournal({ acteur: NOTAIRE }, 'DEMANDE_DISSOLUTION', c.idCopropriete)).toMatchObject({
      categorie: 'DISSOLUTION',
    });
    expect(await uneLigneJournal({ acteur: TENEUR }, 'DISSOLUTION_VALIDEE', c.idCopropriete)).toMatchObject({
      categorie: 'DISSOLUTION',
    });
    expect(
      (await courrielsPour(email(NOTAIRE), /dissolution est validée/)).some((m) => m.texte.includes(avant!.nomCopropriete!)),
    ).toBe(true);
    // the syndic holding the mandate is told too, at its establishment's address
    const auSyndic = (await boite()).courriels.filter(
      (m) => /dont vous êtes le syndic/.test(m.sujet) && m.texte.includes(avant!.nomCopropriete!),
    );
    expect(auSyndic).toHaveLength(1);
    expect(auSyndic[0].a).not.toBe(email(NOTAIRE));

    // handled: a second decision is a clear conflict, and nothing can be declared any more
    const encore = await appeler('POST', `/api/declarations/valider/${idDemande}`, { jeton: j[TENEUR], json: { version: 2 } });
    expect([encore.status, encore.corps.code]).toEqual([409, 'DEMANDE_DEJA_TRAITEE']);
    expect((await get(TENEUR, `/api/declarations/update-etat-encours/${idDemande}`)).corps.code).toBe('DEMANDE_DEJA_TRAITEE');
    expect((await get(TENEUR, `/api/declarations/update-etat-encours-sansmandat/${c.immatriculation}`)).status).toBe(404);
    expect((await get(NOTAIRE, `/api/coproprietes/infos/dissolution/${c.immatriculation}`)).corps).toMatchObject({
      dissoluble: false,
      raison: 'Cette copropriété est déjà dissoute.',
    });
    expect((await get(TENEUR, `/api/coproprietes/getinfosdissolution/${c.idCopropriete}`)).corps.statut).toBe('VALIDEE');
  });

  it('libérée sans décision, elle revient DISSOLUTION_A_VALIDER ; refusée, la copropriété retrouve son état', async () => {
    const { c, idDemande } = await dissolutionDeclaree(SYNDIC_A);
    await ouvrir(TENEUR, idDemande);
    expect((await get(TENEUR, `/api/declarations/unlockcopro/${c.immatriculation}`)).corps).toEqual({ response: true });
    expect((await lireCopropriete(c.idCopropriete))?.etat).toBe('DISSOLUTION_A_VALIDER');

    const page = await ouvrir(HOTLINE, idDemande);
    expect(page.corps.verrouilleParMoi).toBe(true);
    const raison = 'Le justificatif joint ne correspond pas à cette copropriété.';
    const r = await appeler('POST', `/api/declarations/refuser/${idDemande}`, {
      jeton: j[HOTLINE],
      json: { version: page.corps.demande.version, raison, typesMotifRefus: ['JUSTIFICATIF_NON_CONFORME'] },
    });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    const apres = await lireCopropriete(c.idCopropriete);
    expect(apres?.etat).toBe('IMMATRICULEE_RATTACHEE');
    expect(apres?.idDemandeEnCours).toBeUndefined();
    expect(await lireDemande(idDemande)).toBeNull();
    expect((await dissolutionsDe(c.idCopropriete))[0]).toMatchObject({ statut: 'REFUSEE', raisonRefus: raison });
    expect((await get(SYNDIC_A, `/api/coproprietes/getinfosdissolution/${c.idCopropriete}`)).corps).toMatchObject({
      statut: 'REFUSEE',
      raisonRefus: raison,
    });
    const mail = (await courrielsPour(email(SYNDIC_A), /dissolution est refusée/)).find((m) => m.texte.includes(raison));
    expect(mail?.texte).toContain('Justificatif absent ou non conforme');
    // it can be declared again
    expect((await get(SYNDIC_A, `/api/coproprietes/infos/dissolution/${c.idCopropriete}`)).corps.dissoluble).toBe(true);
  });

  it('vingt validations simultanées de la même demande : une seule réussit, 19 conflits, un seul événement', async () => {
    const { c, idDemande } = await dissolutionDeclaree();
    const { version } = (await ouvrir(TENEUR, idDemande)).corps.demande;
    const rs = await Promise.all(
      Array.from({ length: 20 }, () =>
        appeler('POST', `/api/declarations/valider/${idDemande}`, { jeton: j[TENEUR], json: { version } }),
      ),
    );
    expect(rs.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of rs.filter((r) => r.status !== 200)) expect(r.status, JSON.stringify(r.corps)).toBe(409);
    expect((await lireCopropriete(c.idCopropriete))?.etat).toBe('DISSOUTE');
    const { data } = await (await base()).entities.evenement.query.parActeur({ acteur: TENEUR }).go({ pages: 'all' });
    expect(data.filter((e) => e.type === 'DISSOLUTION_VALIDEE' && e.cible === String(c.idCopropriete))).toHaveLength(1);
  });
});

describe('demande de précision sur une demande autre qu’une immatriculation', () => {
  it('rattachement : courriel au syndic demandeur, verrou libéré, la demande reste dans la file', async () => {
    const c = await copropriete();
    const r = await appeler('POST', '/api/coproprietes/rattachement/pasJustif', {
      jeton: j[SYNDIC_B],
      json: rattachementDe(c.immatriculation!),
    });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    const idDemande = r.corps.idDemande as string;
    const { version } = (await ouvrir(TENEUR, idDemande)).corps.demande;
    const message = `Merci de nous transmettre le procès-verbal de l'assemblée générale (${randomUUID().slice(0, 8)}).`;
    const p = await appeler('POST', '/api/demande-precision/sendMail', {
      jeton: j[TENEUR],
      json: { idDemande, version, message },
    });
    expect(p.status, JSON.stringify(p.corps)).toBe(200);
    const d = await lireDemande(idDemande);
    expect(d).toMatchObject({ statut: 'A_VALIDER', version: version + 1 });
    expect(d?.loginTeneurEnCours).toBeUndefined();
    const mail = (await courrielsPour(email(SYNDIC_B), /demande une précision/)).find((m) => m.texte.includes(message));
    expect(mail?.texte).toMatch(/demande de rattachement/);
    expect(mail?.texte).toContain(idDemande);
    // the condominium is unchanged, the request can be opened again
    expect(await lireCopropriete(c.idCopropriete)).toMatchObject({ etat: 'IMMATRICULEE_RATTACHEE', idDemandeEnCours: idDemande });
    expect((await ouvrir(TENEUR, idDemande)).corps.verrouilleParMoi).toBe(true);
  });

  it('dissolution : même chose, la copropriété revient DISSOLUTION_A_VALIDER', async () => {
    const { c, idDemande } = await dissolutionDeclaree();
    const { version } = (await ouvrir(HOTLINE, idDemande)).corps.demande;
    const message = `Précisez la date de l'arrêté (${randomUUID().slice(0, 8)}).`;
    const p = await appeler('POST', '/api/demande-precision/sendMail', {
      jeton: j[HOTLINE],
      json: { idDemande, version, message },
    });
    expect(p.status, JSON.stringify(p.corps)).toBe(200);
    expect(await lireDemande(idDemande)).toMatchObject({ statut: 'A_VALIDER' });
    expect((await lireCopropriete(c.idCopropriete))?.etat).toBe('DISSOLUTION_A_VALIDER');
    const mail = (await courrielsPour(email(NOTAIRE), /demande une précision/)).find((m) => m.texte.includes(message));
    expect(mail?.texte).toMatch(/déclaration de dissolution/);
  });
});

describe('affectation aux administrateurs', () => {
  it('une dissolution affectée revient dans la file, la copropriété DISSOLUTION_A_VALIDER', async () => {
    const { c, idDemande } = await dissolutionDeclaree();
    const { version } = (await ouvrir(HOTLINE, idDemande)).corps.demande;
    const r = await appeler('POST', '/api/affectationTeneur', {
      jeton: j[HOTLINE],
      json: { idDemande, version, raisonAffectationTeneur: 'Justificatif à examiner par un administrateur.' },
    });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    expect(await lireDemande(idDemande)).toMatchObject({ statut: 'A_VALIDER', affecteeTeneur: true });
    expect((await lireCopropriete(c.idCopropriete))?.etat).toBe('DISSOLUTION_A_VALIDER');
    expect((await ouvrir(TENEUR, idDemande)).corps.verrouilleParMoi).toBe(true);
  });
});

describe('hors délai', () => {
  it('une demande de dissolution ou de rattachement non traitée dans le jour ouvré est signalée (même mécanisme)', async () => {
    utiliserEnvCloud();
    (await import('@registre/functions/platform/config')).reinitialiserConfig();
    const { marquerHorsDelai } = await import('@registre/functions/validations/horsDelai');
    const { idDemande } = await dissolutionDeclaree();
    const c = await copropriete();
    const r = await appeler('POST', '/api/coproprietes/rattachement/pasJustif', {
      jeton: j[SYNDIC_B],
      json: rattachementDe(c.immatriculation!),
    });
    expect(r.status).toBe(200);
    for (const id of [idDemande, r.corps.idDemande as string]) {
      const d = (await lireDemande(id))!;
      expect(await marquerHorsDelai({ idDemande: id, echeance: d.echeance })).toMatchObject({ marquee: true, courriel: true });
      expect(await marquerHorsDelai({ idDemande: id, echeance: d.echeance })).toMatchObject({ marquee: false });
      expect(await lireDemande(id)).toMatchObject({ horsDelai: true, version: d.version });
      expect(await courrielsPour(BOITE_TENEURS, new RegExp(`${id} hors délai`))).toHaveLength(1);
    }
  });
});
