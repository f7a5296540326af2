/**
 * Mandates and attachment (issue 5, spec 000 §4 "Attachment flow", §5 "Mandate", §7 "Rattachement and
 * mandates"): the check chain in its order, the mandate reads and their ownership, the attachment request
 * without proof (one request for two syndics at once), and the keepers validating or refusing it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, jetonDe, attendreDansFile } from '../support/api.ts';
import { courrielPour } from '../support/comptes.ts';
import { uneLigneJournal } from '../support/journal.ts';
import { immatriculerCopropriete } from '../support/coproprietes.ts';
import { base, lireCopropriete, lireDemande } from '../support/validations.ts';

const SYNDIC_A = 'demo.tele_pro_admin_princ';
const SYNDIC_A2 = 'demo.tele_pro_gestion';
const SYNDIC_B = 'demo.tele_nonpro_admin_princ';
const SYNDIC_B2 = 'demo.tele_nonpro_gestion';
const NOTAIRE = 'demo.notaire_notaire';
const TENEUR = 'demo.teneur_admin_princ';
const TENEUR2 = 'demo.teneur_admin_scond';

const j: Record<string, string> = {};
beforeAll(async () => {
  for (const l of [SYNDIC_A, SYNDIC_A2, SYNDIC_B, SYNDIC_B2, NOTAIRE, TENEUR, TENEUR2]) j[l] = await jetonDe(l);
});

const get = (qui: string, chemin: string) => appeler('GET', chemin, { jeton: j[qui] });
const fr = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
const iso = (d: Date) => d.toISOString().slice(0, 10);
/** a 12-month mandate from the first of this month */
function dates() {
  const n = new Date();
  const debut = new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth(), 1));
  const fin = new Date(Date.UTC(debut.getUTCFullYear() + 1, debut.getUTCMonth(), 0));
  return { debut, fin };
}
const demande = (immatriculation: string, ajouts: Record<string, unknown> = {}) => {
  const { debut, fin } = dates();
  return {
    immatriculation,
    adminProvisoire: 'false',
    dateDebutMandat: fr(debut),
    dateFinMandat: fr(fin),
    typeJustifMandat: 'CONTRAT_SYNDIC',
    confirmations: [],
    declarationHonneur: true,
    ...ajouts,
  };
};
const rattacher = (qui: string, corps: unknown) =>
  appeler('POST', '/api/coproprietes/rattachement/pasJustif', { jeton: j[qui], json: corps });

async function idTeledeclarantDe(login: string) {
  const { data } = await (await base()).entities.utilisateur.get({ login }).go();
  return data!.idTeledeclarant!;
}
async function changerCopropriete(idCopropriete: number, champs: Record<string, unknown>) {
  await (await base()).entities.copropriete.patch({ idCopropriete }).set(champs).go();
}
async function mandatsDe(idCopropriete: number) {
  return (await (await base()).entities.mandat.query.parCopropriete({ idCopropriete }).go()).data;
}
/** A condominium registered by syndic A (current mandate COURANT of A). */
const copropriete = () => immatriculerCopropriete(j[SYNDIC_A]);

describe('autorisations', () => {
  it('les contrôles et la demande sont réservés aux syndics (403 notaire, teneur ; 401 anonyme)', async () => {
    const c = await copropriete();
    for (const qui of [NOTAIRE, TENEUR]) {
      for (const etape of ['existe', 'rattachementOk', 'etatOk', 'mandatMemeSiren'])
        expect((await get(qui, `/api/coproprietes/${etape}/${c.immatriculation}`)).status).toBe(403);
      expect((await rattacher(qui, demande(c.immatriculation!))).status).toBe(403);
    }
    expect((await appeler('GET', `/api/coproprietes/existe/${c.immatriculation}`)).status).toBe(401);
    expect((await appeler('GET', '/api/mandats/encours')).status).toBe(401);
  });
});

describe('chaîne de contrôles du rattachement', () => {
  it('1. existe : un numéro inconnu ou mal formé → IMMAT_NOT_EXISTANT', async () => {
    for (const immat of ['ZY9999999', 'n-importe-quoi']) {
      const r = await get(SYNDIC_B, `/api/coproprietes/existe/${immat}`);
      expect(r.status).toBe(400);
      expect(r.corps.code).toBe('IMMAT_NOT_EXISTANT');
      // each later check runs the earlier ones first
      expect((await get(SYNDIC_B, `/api/coproprietes/etatOk/${immat}`)).corps.code).toBe('IMMAT_NOT_EXISTANT');
    }
  });

  it('2. rattachementOk : déjà rattachée à son établissement → ALREADY_ATTACHED ; à un autre : possible', async () => {
    const c = await copropriete();
    const avecTirets = `${c.immatriculation!.slice(0, 3)}-${c.immatriculation!.slice(3, 6)}-${c.immatriculation!.slice(6)}`;
    expect((await get(SYNDIC_B, `/api/coproprietes/existe/${avecTirets}`)).corps).toEqual({ response: true });
    for (const qui of [SYNDIC_A, SYNDIC_A2]) {
      const r = await get(qui, `/api/coproprietes/rattachementOk/${c.immatriculation}`);
      expect(r.status).toBe(400);
      expect(r.corps.code).toBe('ALREADY_ATTACHED');
    }
    for (const etape of ['rattachementOk', 'etatOk'])
      expect((await get(SYNDIC_B, `/api/coproprietes/${etape}/${c.immatriculation}`)).corps).toEqual({ response: true });
  });

  it('3. etatOk : dissoute, supprimée, immatriculation à valider → IMMAT_STATUS_INCORRECT ; le 1er échec arrête la chaîne', async () => {
    const c = await copropriete();
    for (const etat of ['DISSOUTE', 'SUPPRIMEE', 'DISSOLUTION_EN_COURS']) {
      await changerCopropriete(c.idCopropriete, { etat });
      expect((await get(SYNDIC_B, `/api/coproprietes/rattachementOk/${c.immatriculation}`)).corps).toEqual({ response: true });
      const r = await get(SYNDIC_B, `/api/coproprietes/etatOk/${c.immatriculation}`);
      expect([r.status, r.corps.code]).toEqual([400, 'IMMAT_STATUS_INCORRECT']);
      expect((await rattacher(SYNDIC_B, demande(c.immatriculation!))).corps.code).toBe('IMMAT_STATUS_INCORRECT');
    }
    // a pending attachment on a dissolved condominium: check 2 answers, check 3 is not reached
    await changerCopropriete(c.idCopropriete, { idDemandeEnCours: 'RATTACHEMENT-999999999' });
    const r = await get(SYNDIC_B, `/api/coproprietes/etatOk/${c.immatriculation}`);
    expect([r.status, r.corps.code]).toEqual([409, 'RATTACHEMENT_EN_COURS']);
    expect(r.corps.message).toMatch(/réessayer ultérieurement/);
  });
});

describe('lecture des mandats', () => {
  it('courant, encours, getetat : un syndic ne voit que les mandats de son établissement', async () => {
    const c = await copropriete();
    const courant = await get(SYNDIC_A2, `/api/mandats/courant/${c.idCopropriete}`);
    expect(courant.status).toBe(200);
    expect(courant.corps).toMatchObject({
      idCopropriete: c.idCopropriete,
      immatriculation: c.immatriculation,
      statut: 'COURANT',
      idTeledeclarant: await idTeledeclarantDe(SYNDIC_A),
      dateDebut: iso(dates().debut),
    });
    expect((await get(TENEUR, `/api/mandats/courant/${c.idCopropriete}`)).corps.idMandat).toBe(courant.corps.idMandat);
    expect((await get(SYNDIC_B, `/api/mandats/courant/${c.idCopropriete}`)).status).toBe(404);
    expect((await get(SYNDIC_A, '/api/mandats/courant/999999999')).status).toBe(404);

    const miens = (await get(SYNDIC_A, '/api/mandats/encours')).corps as { idMandat: number; statut: string }[];
    expect(miens.find((m) => m.idMandat === courant.corps.idMandat)).toMatchObject({
      statut: 'COURANT',
      nomCopropriete: expect.any(String),
    });
    expect(miens.every((m) => ['COURANT', 'A_VALIDER', 'VALIDATION_EN_COURS', 'REFUSE', 'EXPIRE'].includes(m.statut))).toBe(true);
    const autres = (await get(SYNDIC_B, '/api/mandats/encours')).corps as { idMandat: number }[];
    expect(autres.some((m) => m.idMandat === courant.corps.idMandat)).toBe(false);
    expect((await get(TENEUR, '/api/mandats/encours')).corps).toEqual([]);

    expect((await get(SYNDIC_B, `/api/coproprietes/getetat/${c.immatriculation}`)).corps).toEqual({
      response: 'IMMATRICULEE_RATTACHEE',
    });
    expect((await get(SYNDIC_A, `/api/coproprietes/getetat/${c.idCopropriete}`)).corps).toEqual({
      response: 'IMMATRICULEE_RATTACHEE',
    });
    expect((await get(SYNDIC_B, `/api/coproprietes/getetat/${c.idCopropriete}`)).status).toBe(404);
    expect((await get(TENEUR, `/api/coproprietes/getetat/${c.idCopropriete}`)).status).toBe(200);

    expect((await get(SYNDIC_A, `/api/coproprietes/rattachementEnCours/${courant.corps.idMandat}`)).corps).toEqual({
      response: false,
    });
    expect((await get(SYNDIC_B, `/api/coproprietes/rattachementEnCours/${courant.corps.idMandat}`)).status).toBe(404);
  });

  it("mandatMemeSiren : le mandat d'un établissement de la même entreprise (même SIREN), sinon null", async () => {
    const c = await copropriete();
    const db = await base();
    const { data: a } = await db.entities.teledeclarant.get({ idTeledeclarant: await idTeledeclarantDe(SYNDIC_A) }).go();
    // another establishment of A's company holds the current mandate
    const idAutre = 900000000 + Math.floor(Math.random() * 99999999);
    await db.entities.teledeclarant
      .create({
        idTeledeclarant: idAutre,
        type: a!.type,
        statut: 'ACTIF',
        siret: `${a!.siret!.slice(0, 9)}99999`,
        raisonSociale: 'Établissement secondaire',
        dateCreation: new Date().toISOString(),
      } as never)
      .go();
    const [m] = await mandatsDe(c.idCopropriete);
    await db.entities.mandat
      .patch({ idCopropriete: c.idCopropriete, idMandat: m.idMandat })
      .set({ idTeledeclarant: idAutre })
      .go();
    await changerCopropriete(c.idCopropriete, { idTeledeclarant: idAutre });

    const r = await get(SYNDIC_A, `/api/coproprietes/mandatMemeSiren/${c.immatriculation}`);
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({ idMandat: m.idMandat, idTeledeclarant: idAutre, raisonSociale: 'Établissement secondaire' });
    expect((await get(SYNDIC_A, `/api/coproprietes/mandatMemeSiren/${c.idCopropriete}`)).corps.idMandat).toBe(m.idMandat);
    expect((await get(SYNDIC_B, `/api/coproprietes/mandatMemeSiren/${c.immatriculation}`)).corps).toBeNull();
    expect((await get(SYNDIC_B, '/api/coproprietes/mandatMemeSiren/ZY9999999')).corps).toBeNull();
  });
});

describe('demande de rattachement sans justificatif', () => {
  it('contrôle le corps : déclaration sur l’honneur, dates du mandat, avertissement 12 mois', async () => {
    const c = await copropriete();
    const sansHonneur = await rattacher(SYNDIC_B, demande(c.immatriculation!, { declarationHonneur: false }));
    expect(sansHonneur.status).toBe(400);
    expect(sansHonneur.corps.erreurs).toHaveProperty('declarationHonneur');
    const futur = new Date(Date.now() + 3 * 86400000);
    const r = await rattacher(SYNDIC_B, demande(c.immatriculation!, { dateDebutMandat: fr(futur), dateFinMandat: '01/01/2020' }));
    expect(r.status).toBe(400);
    expect(r.corps.erreurs).toHaveProperty('dateDebutMandat');
    expect(r.corps.erreurs).toHaveProperty('dateFinMandat');
    const { debut } = dates();
    const dixHuitMois = fr(new Date(Date.UTC(debut.getUTCFullYear(), debut.getUTCMonth() + 18, 0)));
    const avert = await rattacher(SYNDIC_B, demande(c.immatriculation!, { dateFinMandat: dixHuitMois }));
    expect([avert.status, avert.corps.code]).toEqual([400, 'AVERTISSEMENTS_NON_CONFIRMES']);
    expect(await mandatsDe(c.idCopropriete)).toHaveLength(1);
    const ok = await rattacher(
      SYNDIC_B,
      demande(c.immatriculation!, { dateFinMandat: dixHuitMois, confirmations: ['MANDAT_DUREE_DIFFERENTE_12_MOIS'] }),
    );
    expect(ok.status).toBe(200);
  });

  it('le mandat doit commencer après la fin du mandat précédent (archivé)', async () => {
    const c = await copropriete();
    const [m] = await mandatsDe(c.idCopropriete);
    const db = await base();
    const finPrecedent = iso(new Date(Date.now() - 86400000 * 2));
    await db.entities.mandat
      .patch({ idCopropriete: c.idCopropriete, idMandat: m.idMandat })
      .set({ statut: 'ARCHIVE', dateFin: finPrecedent })
      .go();
    const r = await rattacher(
      SYNDIC_B,
      demande(c.immatriculation!, { dateDebutMandat: fr(new Date(Date.now() - 86400000 * 20)) }),
    );
    expect(r.status).toBe(400);
    expect(r.corps.erreurs.dateDebutMandat).toMatch(/après la fin du mandat précédent/);
  });

  it('crée le mandat à valider et la demande au teneur ; une seconde demande → RATTACHEMENT_EN_COURS', async () => {
    const c = await copropriete();
    const r = await rattacher(SYNDIC_B, demande(c.immatriculation!));
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({ idCopropriete: c.idCopropriete, idDemande: `RATTACHEMENT-${r.corps.idMandat}` });
    expect(r.corps.message).toMatch(/un jour ouvré/);
    // [issue 14] journaled by the requesting syndic, about the condominium
    expect(await uneLigneJournal({ acteur: SYNDIC_B }, 'DEMANDE_RATTACHEMENT', c.idCopropriete)).toMatchObject({
      categorie: 'RATTACHEMENT',
    });
    const d = await lireDemande(r.corps.idDemande);
    expect(d).toMatchObject({
      typeDemande: 'RATTACHEMENT',
      statut: 'A_VALIDER',
      idMandat: r.corps.idMandat,
      idCopropriete: c.idCopropriete,
      idTeledeclarant: await idTeledeclarantDe(SYNDIC_B),
      immatriculation: c.immatriculation,
      profilDemandeur: 'TELE_NONPRO_ADMIN_PRINC',
      nbDoublons: 0,
    });
    expect(new Date(d!.echeance).getTime()).toBeGreaterThan(Date.now());
    const copro = await lireCopropriete(c.idCopropriete);
    expect(copro).toMatchObject({ etat: 'IMMATRICULEE_RATTACHEE', idDemandeEnCours: r.corps.idDemande });
    const mandats = await mandatsDe(c.idCopropriete);
    expect(mandats.find((m) => m.idMandat === r.corps.idMandat)).toMatchObject({
      statut: 'A_VALIDER',
      typeJustif: 'CONTRAT_SYNDIC',
    });
    expect(mandats.find((m) => m.idMandat === copro!.idMandatCourant)?.statut).toBe('COURANT');

    const encore = await rattacher(SYNDIC_B2, demande(c.immatriculation!));
    expect([encore.status, encore.corps.code]).toEqual([409, 'RATTACHEMENT_EN_COURS']);
    expect((await get(SYNDIC_B, `/api/coproprietes/rattachementOk/${c.immatriculation}`)).corps.code).toBe(
      'RATTACHEMENT_EN_COURS',
    );
    expect((await get(SYNDIC_B, `/api/coproprietes/rattachementEnCours/${r.corps.idMandat}`)).corps).toEqual({ response: true });
    expect((await get(SYNDIC_A, `/api/coproprietes/rattachementEnCours/${copro!.idMandatCourant}`)).corps).toEqual({
      response: true,
    });
    expect((await get(TENEUR, `/api/coproprietes/rattachementEnCours/${r.corps.idMandat}`)).corps).toEqual({ response: true });
    // the pending mandate is in the syndic's list of attachments, to validate
    expect(
      ((await get(SYNDIC_B, '/api/mandats/encours')).corps as { idMandat: number; statut: string }[]).find(
        (m) => m.idMandat === r.corps.idMandat,
      ),
    ).toMatchObject({ statut: 'A_VALIDER' });
  });

  it('deux syndics rattachent la même copropriété en même temps : une seule demande', async () => {
    const c = await copropriete();
    // attached to nobody of theirs: both establishments may ask
    await changerCopropriete(c.idCopropriete, { etat: 'IMMATRICULEE_A_RATTACHER', idTeledeclarant: 1 });
    const rs = await Promise.all(
      [SYNDIC_A, SYNDIC_B, SYNDIC_A2, SYNDIC_B2].map((qui) => rattacher(qui, demande(c.immatriculation!))),
    );
    const ok = rs.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    for (const r of rs.filter((r) => r.status !== 200)) expect([r.status, r.corps.code]).toEqual([409, 'RATTACHEMENT_EN_COURS']);
    const enAttente = (await mandatsDe(c.idCopropriete)).filter((m) => m.statut === 'A_VALIDER');
    expect(enAttente.map((m) => m.idMandat)).toEqual([ok[0].corps.idMandat]);
    expect((await lireCopropriete(c.idCopropriete))?.idDemandeEnCours).toBe(ok[0].corps.idDemande);
  });
});

describe('le teneur valide ou refuse un rattachement', () => {
  /** A condominium of syndic A and the attachment request of syndic B on it. */
  async function demandeDeB() {
    const c = await copropriete();
    const r = await rattacher(SYNDIC_B, demande(c.immatriculation!));
    expect(r.status).toBe(200);
    const precedent = (await lireCopropriete(c.idCopropriete))!;
    return { c, idMandat: r.corps.idMandat as number, idDemande: r.corps.idDemande as string, precedent };
  }
  const ouvrir = (qui: string, id: string) => appeler('GET', `/api/declarations/update-etat-encours/${id}`, { jeton: j[qui] });

  it('la demande est dans la file ; sa page montre le mandat à valider et le mandat courant côte à côte', async () => {
    const { c, idMandat, idDemande, precedent } = await demandeDeB();
    // [issue 15] the queue's index follows the stream (≈ 1 s)
    await attendreDansFile(j[TENEUR], 'RATTACHEMENT', idDemande);

    const page = await ouvrir(TENEUR, idDemande);
    expect(page.status).toBe(200);
    expect(page.corps).toMatchObject({
      verrouilleParMoi: true,
      demande: {
        idDemande,
        typeDemande: 'RATTACHEMENT',
        idMandat,
        immatriculation: c.immatriculation,
        statut: 'VALIDATION_EN_COURS',
      },
      copropriete: { idCopropriete: c.idCopropriete, immatriculation: c.immatriculation, etat: 'IMMATRICULEE_RATTACHEE' },
      declarant: { idTeledeclarant: await idTeledeclarantDe(SYNDIC_B), utilisateur: SYNDIC_B },
      doublons: [],
      mandat: { idMandat, statut: 'A_VALIDER' },
      mandatPrecedent: { idMandat: precedent.idMandatCourant, statut: 'COURANT' },
    });
    expect(page.corps.copropriete.immatCopropriete.identification.nomCopropriete).toBe(precedent.nomCopropriete);
    // the condominium's state does not follow the lock of an attachment
    expect((await lireCopropriete(c.idCopropriete))?.etat).toBe('IMMATRICULEE_RATTACHEE');

    const courant = await get(TENEUR, `/api/mandats/encours/validation/${c.immatriculation}`);
    expect(courant.corps).toMatchObject({ idMandat: precedent.idMandatCourant, statut: 'COURANT' });
    const cote = await get(TENEUR, `/api/mandats/copro/validation/${c.idCopropriete}?idMandat=${idMandat}`);
    expect(cote.corps).toMatchObject({ mandat: { idMandat }, mandatPrecedent: { idMandat: precedent.idMandatCourant } });
    expect((await get(TENEUR, `/api/mandats/copro/validation/${c.idCopropriete}?idMandat=1`)).status).toBe(404);
    for (const chemin of [
      `/api/mandats/encours/validation/${c.immatriculation}`,
      `/api/mandats/copro/validation/${c.idCopropriete}?idMandat=${idMandat}`,
      `/api/mandats/quitterValidRatt/${idMandat}`,
      `/api/mandats/refusRattachementTeneur/${c.immatriculation}/${idMandat}?raison=x&typesMotifRefus=AUTRE`,
    ])
      expect((await get(SYNDIC_B, chemin)).status).toBe(403);

    // leaving releases the lock (once)
    expect((await get(TENEUR, `/api/mandats/quitterValidRatt/${idMandat}`)).corps).toEqual({ response: true });
    expect((await lireDemande(idDemande))?.statut).toBe('A_VALIDER');
    expect((await get(TENEUR, `/api/mandats/quitterValidRatt/${idMandat}`)).corps).toEqual({ response: false });
  });

  it('validé : le mandat devient courant, le précédent est archivé, la copropriété passe au nouveau syndic', async () => {
    const { c, idMandat, idDemande, precedent } = await demandeDeB();
    const ancien = (await mandatsDe(c.idCopropriete)).find((m) => m.idMandat === precedent.idMandatCourant)!;
    const page = await ouvrir(TENEUR, idDemande);
    // another keeper cannot act on it
    const autre = await appeler('POST', `/api/declarations/valider/${idDemande}`, {
      jeton: j[TENEUR2],
      json: { version: page.corps.demande.version },
    });
    expect(autre.status).toBe(409);
    const depuis = Date.now();
    const r = await appeler('POST', `/api/declarations/valider/${idDemande}`, {
      jeton: j[TENEUR],
      json: { version: page.corps.demande.version },
    });
    expect(r.status).toBe(200);
    expect(r.corps).toEqual({ immatriculation: c.immatriculation });

    expect(await lireDemande(idDemande)).toBeNull();
    const apres = await lireCopropriete(c.idCopropriete);
    const { fin } = dates();
    expect(apres).toMatchObject({
      etat: 'IMMATRICULEE_RATTACHEE',
      idMandatCourant: idMandat,
      dateFinMandat: iso(fin),
      idTeledeclarant: await idTeledeclarantDe(SYNDIC_B),
      version: precedent.version + 1,
    });
    expect(apres?.idDemandeEnCours).toBeUndefined();
    expect(apres?.representantLegal).toBeTruthy();
    const mandats = await mandatsDe(c.idCopropriete);
    // the new current mandate enters the end-date index of the expiry workflow, the archived one leaves it
    expect(mandats.find((m) => m.idMandat === idMandat)).toMatchObject({ statut: 'COURANT', finCourant: iso(fin) });
    const archive = mandats.find((m) => m.idMandat === ancien.idMandat);
    expect(archive).toMatchObject({ statut: 'ARCHIVE', dateFin: ancien.dateFin });
    expect(archive?.finCourant).toBeUndefined();
    const mail = await courrielPour(`${SYNDIC_B}@demo.registre.local`, /rattachement est validée/, depuis);
    expect(mail.texte).toContain(precedent.nomCopropriete!);

    // the condominium now belongs to B's establishment
    const liste = await (
      await base()
    ).entities.copropriete.query
      .parTeledeclarant({ idTeledeclarant: await idTeledeclarantDe(SYNDIC_B) })
      .go({ pages: 'all' });
    expect(liste.data.some((x) => x.idCopropriete === c.idCopropriete)).toBe(true);
    expect((await get(SYNDIC_B2, `/api/mandats/courant/${c.idCopropriete}`)).corps.idMandat).toBe(idMandat);
    expect((await get(SYNDIC_A, `/api/mandats/courant/${c.idCopropriete}`)).status).toBe(404);
    expect(
      ((await get(SYNDIC_B, '/api/mandats/encours')).corps as { idMandat: number }[]).some((m) => m.idMandat === idMandat),
    ).toBe(true);
    expect((await get(SYNDIC_B, `/api/coproprietes/rattachementOk/${c.immatriculation}`)).corps.code).toBe('ALREADY_ATTACHED');
    expect((await get(SYNDIC_A, `/api/coproprietes/rattachementOk/${c.immatriculation}`)).corps).toEqual({ response: true });

    const encore = await appeler('POST', `/api/declarations/valider/${idDemande}`, {
      jeton: j[TENEUR],
      json: { version: page.corps.demande.version },
    });
    expect([encore.status, encore.corps.code]).toEqual([409, 'DEMANDE_DEJA_TRAITEE']);
  });

  it('refusé (GET refusRattachementTeneur) : le mandat est refusé, la copropriété inchangée hors la demande en cours', async () => {
    const { c, idMandat, idDemande, precedent } = await demandeDeB();
    const refus = (qui: string, requete: string) =>
      get(qui, `/api/mandats/refusRattachementTeneur/${c.immatriculation}/${idMandat}?${requete}`);
    // without the lock: refused
    expect((await refus(TENEUR, 'raison=Non&typesMotifRefus=AUTRE')).status).toBe(409);
    await ouvrir(TENEUR, idDemande);
    const invalide = await refus(TENEUR, 'raison=Non&typesMotifRefus=INCONNU');
    expect(invalide.status).toBe(400);
    expect((await refus(TENEUR, 'typesMotifRefus=AUTRE')).status).toBe(400);
    const depuis = Date.now();
    const r = await refus(
      TENEUR,
      `raison=${encodeURIComponent('Justificatif illisible')}&typesMotifRefus=JUSTIFICATIF_NON_CONFORME,AUTRE`,
    );
    expect(r.status).toBe(200);
    expect(r.corps).toEqual({ response: true });

    expect(await lireDemande(idDemande)).toBeNull();
    const apres = await lireCopropriete(c.idCopropriete);
    expect(apres).toMatchObject({
      etat: precedent.etat,
      idMandatCourant: precedent.idMandatCourant,
      idTeledeclarant: precedent.idTeledeclarant,
      dateFinMandat: precedent.dateFinMandat,
      representantLegal: precedent.representantLegal,
    });
    expect(apres?.idDemandeEnCours).toBeUndefined();
    const mandats = await mandatsDe(c.idCopropriete);
    expect(mandats.find((m) => m.idMandat === idMandat)?.statut).toBe('REFUSE');
    expect(mandats.find((m) => m.idMandat === precedent.idMandatCourant)?.statut).toBe('COURANT');
    const mail = await courrielPour(`${SYNDIC_B}@demo.registre.local`, /rattachement est refusée/, depuis);
    expect(mail.texte).toContain('Justificatif illisible');
    // B may ask again
    expect((await get(SYNDIC_B, `/api/coproprietes/rattachementOk/${c.immatriculation}`)).corps).toEqual({ response: true });
    expect((await refus(TENEUR, 'raison=Non&typesMotifRefus=AUTRE')).corps.code).toBe('DEMANDE_DEJA_TRAITEE');
  });

  it('refusé (POST refuser/{id}) comme une immatriculation', async () => {
    const { c, idMandat, idDemande } = await demandeDeB();
    const page = await ouvrir(TENEUR2, idDemande);
    const r = await appeler('POST', `/api/declarations/refuser/${idDemande}`, {
      jeton: j[TENEUR2],
      json: { version: page.corps.demande.version, raison: 'Pas habilité', typesMotifRefus: ['DEMANDEUR_NON_HABILITE'] },
    });
    expect(r.status).toBe(200);
    expect((await mandatsDe(c.idCopropriete)).find((m) => m.idMandat === idMandat)?.statut).toBe('REFUSE');
    expect((await lireCopropriete(c.idCopropriete))?.idDemandeEnCours).toBeUndefined();
  });
});
