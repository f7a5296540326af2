/**
 * Mandate renewal (issue 5, spec 000 §3 "Attachment detail", §4, §5 "Mandate", §7): the attachment detail and its
 * visibility, the renewal declared (multipart, document required) then validated or refused by a keeper, with the
 * refusals by ownership and bad input leaving nothing written. The successor: successeur.test.ts.
 *
 * A renewal starts the day after the renewed mandate's end or later, possibly in the future (spec 000 §5: a
 * mandate is renewed before it ends). Most cases renew from today, so their mandate is moved into the past
 * directly in the table (still COURANT, the expiry workflow not run yet, or already EXPIRE), keeping the summary
 * consistent; one case renews a mandate that ends in a month.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, attendreDansFile } from '../support/api.ts';
import { uneLigneJournal } from '../support/journal.ts';
import { immatriculerCopropriete } from '../support/coproprietes.ts';
import { lireCopropriete, lireDemande } from '../support/validations.ts';
import {
  sessionsMandats,
  SYNDIC_A,
  SYNDIC_A2,
  SYNDIC_B,
  NOTAIRE,
  TENEUR,
  j,
  fichier,
  get,
  aujourdhui,
  decaler,
  fr,
  idTeledeclarantDe,
  mandatsDe,
  coproprieteEchue,
  champs,
  renouveler,
  decider,
} from './mandats-outils.ts';

beforeAll(sessionsMandats);

describe('GET mandats/copro/{id}/{authority} : le détail du rattachement', () => {
  it('le syndic titulaire voit son mandat en cours ; un autre syndic seulement par numéro pour le rattacher', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const copro = (await lireCopropriete(c.idCopropriete))!;
    const a = await get(SYNDIC_A2, `/api/mandats/copro/${c.idCopropriete}/VISUALISER_COPRO`);
    expect(a.status).toBe(200);
    expect(a.corps).toMatchObject({
      infoCopro: { idCopropriete: c.idCopropriete, immatriculation: c.immatriculation, nomCopropriete: copro.nomCopropriete },
      infoMandatRattachement: { idMandat: copro.idMandatCourant, statut: 'COURANT' },
      mandatCoproStatus: expect.stringMatching(/^(EN_COURS|MANDAT_NON_COMMENCE)$/),
      isSuccessorDeclared: false,
      previousArchivedMandat: null,
      statut: 'IMMATRICULEE_RATTACHEE',
      renouvelable: true,
      renouvellementEnCours: null,
    });
    // by number too; an unknown action is the attachment
    expect((await get(SYNDIC_A, `/api/mandats/copro/${c.immatriculation}/INCONNUE`)).corps.infoMandatRattachement.idMandat).toBe(
      copro.idMandatCourant,
    );

    // syndic B: by id, or by number to consult → 404; by number to attach → the condominium, none of A's mandates
    expect((await get(SYNDIC_B, `/api/mandats/copro/${c.idCopropriete}/VISUALISER_COPRO`)).status).toBe(404);
    expect((await get(SYNDIC_B, `/api/mandats/copro/${c.idCopropriete}/RATTACHER_COPROPRIETE`)).status).toBe(404);
    expect((await get(SYNDIC_B, `/api/mandats/copro/${c.immatriculation}/VISUALISER_COPRO`)).status).toBe(404);
    const b = await get(SYNDIC_B, `/api/mandats/copro/${c.immatriculation}/RATTACHER_COPROPRIETE`);
    expect(b.status).toBe(200);
    expect(b.corps).toMatchObject({ infoMandatRattachement: null, mandatCoproStatus: 'NON_RATTACHEE', renouvelable: false });
    expect(
      (await get(SYNDIC_B, `/api/mandats/copro/${c.immatriculation}/RATTACHER_COPROPRIETE?idMandat=${copro.idMandatCourant}`))
        .status,
    ).toBe(404);
    // the keeper sees everything; an unknown condominium is 404
    const t = await get(TENEUR, `/api/mandats/copro/${c.idCopropriete}/VISUALISER_COPRO?idMandat=${copro.idMandatCourant}`);
    expect(t.corps).toMatchObject({ infoMandatRattachement: { idMandat: copro.idMandatCourant }, renouvelable: false });
    expect((await get(TENEUR, '/api/mandats/copro/999999999/VISUALISER_COPRO')).status).toBe(404);
    expect((await get(TENEUR, '/api/mandats/copro/ZZ9999999/VISUALISER_COPRO')).status).toBe(404);
  });
});

describe('renouvellement du mandat', () => {
  it('GET copro/renouv/{id} : le mandat à renouveler ; 404 pour un autre syndic ; refus par autorité', async () => {
    const c = await coproprieteEchue();
    const r = await get(SYNDIC_A, `/api/mandats/copro/renouv/${c.idCopropriete}`);
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({
      infoMandatRattachement: { idMandat: c.idMandat, statut: 'COURANT', dateFin: c.fin },
      // its end date passed: expired for the user, even before the expiry workflow ran
      mandatCoproStatus: 'EXPIRE',
      renouvelable: true,
      renouvellementEnCours: null,
    });
    expect((await get(SYNDIC_B, `/api/mandats/copro/renouv/${c.idCopropriete}`)).status).toBe(404);
    expect((await get(SYNDIC_A, '/api/mandats/copro/renouv/999999999')).status).toBe(404);
    expect((await get(TENEUR, `/api/mandats/copro/renouv/${c.idCopropriete}`)).status).toBe(403);
    expect((await get(NOTAIRE, `/api/mandats/copro/renouv/${c.idCopropriete}`)).status).toBe(403);
  });

  it('refus : autre syndic (404), sans justificatif, dates avant la fin du mandat renouvelé, sans déclaration — rien écrit', async () => {
    const c = await coproprieteEchue();
    const avant = await mandatsDe(c.idCopropriete);
    const autre = await renouveler(SYNDIC_B, champs(c.idCopropriete));
    expect([autre.status, autre.corps.code]).toEqual([404, 'RESSOURCE_INTROUVABLE']);
    const sansFichier = await renouveler(SYNDIC_A, champs(c.idCopropriete), []);
    expect([sansFichier.status, sansFichier.corps.code]).toEqual([400, 'NOMBRE_FICHIERS_INCORRECT']);
    const image = await renouveler(SYNDIC_A, champs(c.idCopropriete), [['justificatif', 'photo.pdf', fichier('photo.jpg')]]);
    expect([image.status, image.corps.code]).toEqual([400, 'FORMAT_FICHIER_NON_AUTORISE']);
    const chevauche = await renouveler(SYNDIC_A, champs(c.idCopropriete, { dateDebutMandat: fr(c.fin) }));
    expect([chevauche.status, chevauche.corps.code]).toEqual([400, 'REQUETE_INVALIDE']);
    expect(chevauche.corps.erreurs.dateDebutMandat).toMatch(/après/);
    const finAvantDebut = await renouveler(
      SYNDIC_A,
      champs(c.idCopropriete, { dateDebutMandat: fr(decaler(aujourdhui(), 1)), dateFinMandat: fr(decaler(aujourdhui(), 1)) }),
    );
    expect(finAvantDebut.status).toBe(400);
    expect(finAvantDebut.corps.erreurs).toHaveProperty('dateFinMandat');
    const sansHonneur = await renouveler(SYNDIC_A, champs(c.idCopropriete, { declarationHonneur: 'false' }));
    expect(sansHonneur.status).toBe(400);
    expect(sansHonneur.corps.erreurs.declarationHonneur).toMatch(/honneur/);
    const duree = await renouveler(SYNDIC_A, champs(c.idCopropriete, { dateFinMandat: fr(decaler(aujourdhui(), -1, 18)) }));
    expect([duree.status, duree.corps.code]).toEqual([400, 'AVERTISSEMENTS_NON_CONFIRMES']);
    const sansId = await renouveler(SYNDIC_A, champs(c.idCopropriete, { idCopropriete: '' }));
    expect(sansId.status).toBe(400);

    expect(await mandatsDe(c.idCopropriete)).toEqual(avant);
    expect((await lireCopropriete(c.idCopropriete))?.idDemandeEnCours).toBeUndefined();
  });

  it('déclaré, dans la file des teneurs, validé : le nouveau mandat courant, l’ancien archivé', async () => {
    const c = await coproprieteEchue();
    const r = await renouveler(SYNDIC_A2, champs(c.idCopropriete));
    expect(r.status).toBe(200);
    const { idMandat, idDemande } = r.corps;
    expect(r.corps).toMatchObject({ idCopropriete: c.idCopropriete, idDemande: `RENOUVELLEMENT-${idMandat}` });
    expect(r.corps.message).toMatch(/renouvellement du mandat/);
    const nouveau = (await mandatsDe(c.idCopropriete)).find((m) => m.idMandat === idMandat)!;
    expect(nouveau).toMatchObject({
      statut: 'A_VALIDER',
      idTeledeclarant: await idTeledeclarantDe(SYNDIC_A),
      dateDebut: aujourdhui(),
      typeJustif: 'PV_AG',
      nomFichier: 'PV AG 2026.pdf',
      idDocument: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await lireDemande(idDemande)).toMatchObject({ typeDemande: 'RENOUVELLEMENT', idMandat, statut: 'A_VALIDER' });
    expect((await lireCopropriete(c.idCopropriete))?.idDemandeEnCours).toBe(idDemande);

    // nothing else while it is pending: another renewal, an attachment by another syndic
    const encore = await renouveler(SYNDIC_A, champs(c.idCopropriete));
    expect([encore.status, encore.corps.code]).toEqual([409, 'DEMANDE_EN_COURS']);
    expect((await get(SYNDIC_B, `/api/coproprietes/rattachementOk/${c.immatriculation}`)).corps.code).toBe('DEMANDE_EN_COURS');
    expect((await get(SYNDIC_A, `/api/coproprietes/rattachementEnCours/${c.idMandat}`)).corps).toEqual({ response: true });
    const page = await get(SYNDIC_A, `/api/mandats/copro/renouv/${c.idCopropriete}`);
    expect(page.corps).toMatchObject({ renouvelable: false, renouvellementEnCours: { idMandat, statut: 'A_VALIDER' } });
    const detail = await get(SYNDIC_A, `/api/mandats/copro/${c.idCopropriete}/RATTACHER_COPROPRIETE`);
    expect(detail.corps).toMatchObject({ infoMandatRattachement: { idMandat }, mandatCoproStatus: 'DEMANDE_EFFECTUEE' });
    expect(detail.corps.previousArchivedMandat).toBeNull();

    // [issue 15] the queue's index follows the stream (≈ 1 s)
    await attendreDansFile(j[TENEUR], 'RENOUVELLEMENT', idDemande);

    const ouverte = await get(TENEUR, `/api/declarations/update-etat-encours/${idDemande}`);
    expect(ouverte.corps).toMatchObject({ mandat: { idMandat }, mandatPrecedent: { idMandat: c.idMandat } });
    const examen = await get(SYNDIC_A, `/api/mandats/copro/${c.idCopropriete}/RATTACHER_COPROPRIETE?idMandat=${idMandat}`);
    expect(examen.corps.mandatCoproStatus).toBe('EN_COURS_EXAMEN');
    const v = await appeler('POST', `/api/declarations/valider/${idDemande}`, {
      jeton: j[TENEUR],
      json: { version: ouverte.corps.demande.version },
    });
    expect(v.status).toBe(200);

    const mandats = await mandatsDe(c.idCopropriete);
    expect(mandats.find((m) => m.idMandat === idMandat)).toMatchObject({ statut: 'COURANT', finCourant: nouveau.dateFin });
    const ancien = mandats.find((m) => m.idMandat === c.idMandat)!;
    expect(ancien).toMatchObject({ statut: 'ARCHIVE', dateFin: c.fin });
    expect(ancien.finCourant).toBeUndefined();
    const apres = (await lireCopropriete(c.idCopropriete))!;
    // [issue 14] the renewal and its validation are journaled
    expect(await uneLigneJournal({ acteur: SYNDIC_A2 }, 'DEMANDE_RENOUVELLEMENT', c.idCopropriete)).toBeTruthy();
    expect(await uneLigneJournal({ acteur: TENEUR }, 'RENOUVELLEMENT_VALIDE', c.idCopropriete)).toBeTruthy();
    expect(apres).toMatchObject({ etat: 'IMMATRICULEE_RATTACHEE', idMandatCourant: idMandat, dateFinMandat: nouveau.dateFin });
    expect(apres.idDemandeEnCours).toBeUndefined();
    const vu = await get(SYNDIC_A, `/api/mandats/copro/${c.idCopropriete}/VISUALISER_COPRO`);
    expect(vu.corps).toMatchObject({
      infoMandatRattachement: { idMandat, statut: 'COURANT' },
      mandatCoproStatus: 'EN_COURS',
      previousArchivedMandat: { idMandat: c.idMandat },
      previousStartDateMandat: ancien.dateDebut,
    });
  });

  it('renouvelé avant sa fin : le nouveau mandat commence au plus tôt le lendemain de la fin, dans le futur', async () => {
    const fin = decaler(aujourdhui(), 30);
    const c = await coproprieteEchue('COURANT', fin);
    const memeJour = await renouveler(
      SYNDIC_A,
      champs(c.idCopropriete, { dateDebutMandat: fr(fin), dateFinMandat: fr(decaler(fin, -1, 12)) }),
    );
    expect([memeJour.status, memeJour.corps.code]).toEqual([400, 'REQUETE_INVALIDE']);
    // one error only: no "au plus tard aujourd'hui" contradicting "after the current mandate's end"
    expect(Object.keys(memeJour.corps.erreurs)).toEqual(['dateDebutMandat']);
    expect(memeJour.corps.erreurs.dateDebutMandat).toMatch(/après la fin du mandat précédent/);
    expect((await lireCopropriete(c.idCopropriete))?.idDemandeEnCours).toBeUndefined();

    const debut = decaler(fin, 1);
    const r = await renouveler(
      SYNDIC_A,
      champs(c.idCopropriete, { dateDebutMandat: fr(debut), dateFinMandat: fr(decaler(debut, -1, 12)) }),
    );
    expect(r.status).toBe(200);
    expect((await mandatsDe(c.idCopropriete)).find((m) => m.idMandat === r.corps.idMandat)).toMatchObject({
      statut: 'A_VALIDER',
      dateDebut: debut,
      dateFin: decaler(debut, -1, 12),
    });
    expect((await lireCopropriete(c.idCopropriete))?.idDemandeEnCours).toBe(r.corps.idDemande);
  });

  it('deux renouvellements en même temps : une seule demande', async () => {
    const c = await coproprieteEchue();
    const r = await Promise.all([renouveler(SYNDIC_A, champs(c.idCopropriete)), renouveler(SYNDIC_A2, champs(c.idCopropriete))]);
    expect(r.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(r.find((x) => x.status === 409)!.corps.code).toBe('DEMANDE_EN_COURS');
    const gagnant = r.find((x) => x.status === 200)!.corps;
    expect((await lireCopropriete(c.idCopropriete))?.idDemandeEnCours).toBe(gagnant.idDemande);
    expect((await mandatsDe(c.idCopropriete)).filter((m) => m.statut === 'A_VALIDER').map((m) => m.idMandat)).toEqual([
      gagnant.idMandat,
    ]);
  });

  it('mandat expiré : renouvelé, il reste expiré et la copropriété redevient rattachée', async () => {
    const c = await coproprieteEchue('EXPIRE');
    expect((await get(SYNDIC_A, `/api/mandats/copro/renouv/${c.idCopropriete}`)).corps).toMatchObject({
      infoMandatRattachement: { idMandat: c.idMandat, statut: 'EXPIRE' },
      mandatCoproStatus: 'EXPIRE',
      statut: 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      renouvelable: true,
    });
    const r = await renouveler(SYNDIC_A, champs(c.idCopropriete));
    expect(r.status).toBe(200);
    expect((await decider(r.corps.idDemande, 'valider')).status).toBe(200);
    const mandats = await mandatsDe(c.idCopropriete);
    expect(mandats.find((m) => m.idMandat === c.idMandat)?.statut).toBe('EXPIRE');
    expect(mandats.find((m) => m.idMandat === r.corps.idMandat)?.statut).toBe('COURANT');
    expect(await lireCopropriete(c.idCopropriete)).toMatchObject({
      etat: 'IMMATRICULEE_RATTACHEE',
      idMandatCourant: r.corps.idMandat,
    });
  });

  it('refusé : le mandat refusé, la copropriété inchangée ; un nouveau renouvellement est possible', async () => {
    const c = await coproprieteEchue();
    const avant = (await lireCopropriete(c.idCopropriete))!;
    const r = await renouveler(SYNDIC_A, champs(c.idCopropriete));
    expect(r.status).toBe(200);
    expect((await decider(r.corps.idDemande, 'refuser')).status).toBe(200);
    const mandats = await mandatsDe(c.idCopropriete);
    expect(mandats.find((m) => m.idMandat === r.corps.idMandat)?.statut).toBe('REFUSE');
    expect(mandats.find((m) => m.idMandat === c.idMandat)?.statut).toBe('COURANT');
    const apres = (await lireCopropriete(c.idCopropriete))!;
    expect(apres).toMatchObject({
      etat: avant.etat,
      idMandatCourant: avant.idMandatCourant,
      dateFinMandat: avant.dateFinMandat,
      idTeledeclarant: avant.idTeledeclarant,
    });
    expect(apres.idDemandeEnCours).toBeUndefined();
    const detail = await get(
      SYNDIC_A,
      `/api/mandats/copro/${c.idCopropriete}/RATTACHER_COPROPRIETE?idMandat=${r.corps.idMandat}`,
    );
    expect(detail.corps.mandatCoproStatus).toBe('REFUSE');
    expect((await get(SYNDIC_A, `/api/mandats/copro/renouv/${c.idCopropriete}`)).corps.renouvelable).toBe(true);
  });
});
