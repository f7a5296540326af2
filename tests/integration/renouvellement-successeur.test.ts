/**
 * Mandate renewal and successor declaration (issue 5, spec 000 §3 "Attachment detail", §4, §5 "Mandate", §7;
 * spec 001 "Successor"): the attachment detail and its visibility, the renewal declared (multipart, document
 * required) then validated or refused by a keeper, and the successor declared, read through the mailed link,
 * confirmed, declined or withdrawn — with the refusals by ownership and bad input leaving nothing written.
 *
 * A renewal starts the day after the renewed mandate's end or later, possibly in the future (spec 000 §5: a
 * mandate is renewed before it ends). Most cases renew from today, so their mandate is moved into the past
 * directly in the table (still COURANT, the expiry workflow not run yet, or already EXPIRE), keeping the summary
 * consistent; one case renews a mandate that ends in a month.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, cloud, jetonDe, attendreDansFile } from '../support/api.ts';
import { courrielPour, courrielsPour } from '../support/comptes.ts';
import { uneLigneJournal } from '../support/journal.ts';
import { enregistrerBrouillonComplet, immatriculerCopropriete, soumettre, unique } from '../support/coproprietes.ts';
import { base, lireCopropriete, lireDemande } from '../support/validations.ts';

const SYNDIC_A = 'demo.tele_pro_admin_princ';
const SYNDIC_A2 = 'demo.tele_pro_gestion';
const SYNDIC_B = 'demo.tele_nonpro_admin_princ';
const NOTAIRE = 'demo.notaire_notaire';
const TENEUR = 'demo.teneur_admin_princ';
const MAIL = (login: string) => `${login}@demo.registre.local`;

const j: Record<string, string> = {};
beforeAll(async () => {
  for (const l of [SYNDIC_A, SYNDIC_A2, SYNDIC_B, NOTAIRE, TENEUR]) j[l] = await jetonDe(l);
});

const fichier = (nom: string) => readFileSync(new URL(`../fixtures/fichiers/${nom}`, import.meta.url));
const get = (qui: string, chemin: string) => appeler('GET', chemin, { jeton: j[qui] });

/** today in Paris, yyyy-mm-dd (the server's "today") */
const aujourdhui = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const decaler = (isoDate: string, jours: number, mois = 0) => {
  const [a, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(a, m - 1 + mois, d + jours)).toISOString().slice(0, 10);
};
const fr = (isoDate: string) => isoDate.split('-').reverse().join('/');

async function idTeledeclarantDe(login: string) {
  const { data } = await (await base()).entities.utilisateur.get({ login }).go();
  return data!.idTeledeclarant!;
}
async function siretDe(login: string) {
  const { data } = await (await base()).entities.teledeclarant.get({ idTeledeclarant: await idTeledeclarantDe(login) }).go();
  return data!.siret!;
}
async function mandatsDe(idCopropriete: number) {
  return (await (await base()).entities.mandat.query.parCopropriete({ idCopropriete }).go()).data;
}
async function successeursDe(idCopropriete: number) {
  return (await (await base()).entities.successeur.query.parCopropriete({ idCopropriete }).go()).data;
}

/**
 * A condominium of syndic A whose mandate ended yesterday (or ends on `fin`): still COURANT (the expiry workflow
 * has not run) or already EXPIRE (condominium IMMATRICULEE_RATTACHEMENT_EXPIRE).
 */
async function coproprieteEchue(etat: 'COURANT' | 'EXPIRE' = 'COURANT', fin = decaler(aujourdhui(), -1)) {
  const r = await immatriculerCopropriete(j[SYNDIC_A]);
  const db = await base();
  const c = (await db.entities.copropriete.get({ idCopropriete: r.idCopropriete }).go()).data!;
  const cle = { idCopropriete: c.idCopropriete, idMandat: c.idMandatCourant! };
  if (etat === 'COURANT')
    await db.entities.mandat
      .patch(cle)
      .set({ dateDebut: decaler(fin, 1, -12), dateFin: fin, finCourant: fin })
      .go();
  else
    await db.entities.mandat
      .patch(cle)
      .set({ dateDebut: decaler(fin, 1, -12), dateFin: fin, statut: 'EXPIRE' })
      .remove(['finCourant', 'moisFinCourant'])
      .go();
  await db.entities.copropriete
    .patch({ idCopropriete: c.idCopropriete })
    .set({ dateFinMandat: fin, ...(etat === 'EXPIRE' && { etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' as const }) })
    .go();
  return { ...r, idMandat: c.idMandatCourant!, nom: c.nomCopropriete!, fin };
}

/** The renewal's text fields: a 12-month mandate from today. */
const champs = (idCopropriete: number, ajouts: Record<string, string> = {}): Record<string, string> => ({
  idCopropriete: String(idCopropriete),
  adminProvisoire: 'false',
  dateDebutMandat: fr(aujourdhui()),
  dateFinMandat: fr(decaler(aujourdhui(), -1, 12)),
  typeJustifMandat: 'PV_AG',
  confirmations: '[]',
  declarationHonneur: 'true',
  ...ajouts,
});
const PDF: [string, string, Buffer][] = [['justificatif', 'PV AG 2026.pdf', fichier('valide.pdf')]];

/** POST mandats/renouvellement as the SPA does (multipart). */
async function renouveler(qui: string, texte: Record<string, string>, fichiers: [string, string, Buffer][] = PDF) {
  const form = new FormData();
  for (const [k, v] of Object.entries(texte)) form.append(k, v);
  for (const [champ, nom, octets] of fichiers)
    form.append(champ, new Blob([new Uint8Array(octets)], { type: 'application/pdf' }), nom);
  const r = await fetch(`${cloud().url}/api/mandats/renouvellement`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${j[qui]}` },
  });
  return { status: r.status, corps: (await r.json()) as any };
}

/** A keeper locks then decides the request. */
async function decider(idDemande: string, decision: 'valider' | 'refuser') {
  const page = await get(TENEUR, `/api/declarations/update-etat-encours/${idDemande}`);
  expect(page.status).toBe(200);
  const version = page.corps.demande.version;
  return appeler('POST', `/api/declarations/${decision}/${idDemande}`, {
    jeton: j[TENEUR],
    json:
      decision === 'valider'
        ? { version }
        : { version, raison: 'Procès-verbal illisible', typesMotifRefus: ['JUSTIFICATIF_NON_CONFORME'] },
  });
}

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

describe('déclaration du successeur', () => {
  let siretB = '';
  beforeAll(async () => {
    siretB = await siretDe(SYNDIC_B);
  });
  const declarer = (qui: string, corps: Record<string, unknown>) =>
    appeler('POST', '/api/teledeclarant/successeur', { jeton: j[qui], json: corps });
  const possible = (qui: string, idCopropriete: number) =>
    appeler('POST', '/api/teledeclarant/verifieDeclSuccPossible', { jeton: j[qui], json: { idCopropriete } });
  const declare = async (x: string | number) => (await get(SYNDIC_A, `/api/coproprietes/is-successeur-declare/${x}`)).corps;
  /** the key of the link /successeur/<key> in the newest mail to `email` */
  async function cleDuCourriel(email: string, depuis: number) {
    const mail = await courrielPour(email, /désigné syndic successeur/, depuis);
    const m = /\/successeur\/([A-Za-z0-9_%-]+)/.exec(mail.texte);
    expect(m).not.toBeNull();
    return { cle: decodeURIComponent(m![1]), mail };
  }
  async function declaration(idCopropriete: number) {
    const email = `successeur.${unique().toLowerCase()}@syndic-exemple.fr`;
    const depuis = Date.now();
    const r = await declarer(SYNDIC_A, { idCopropriete, siret: siretB, type: 'NON_PRO', email });
    expect(r.status).toBe(200);
    return { ...(await cleDuCourriel(email, depuis)), email, idSuccesseur: r.corps.idSuccesseur as number, corps: r.corps };
  }

  it('vérification et refus : autre syndic (404), soi-même, saisie invalide — rien écrit', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    expect((await possible(SYNDIC_A2, c.idCopropriete)).corps).toEqual({ response: true });
    expect((await possible(SYNDIC_B, c.idCopropriete)).status).toBe(404);
    expect((await possible(NOTAIRE, c.idCopropriete)).status).toBe(404);
    expect((await possible(SYNDIC_A, 999999999)).status).toBe(404);
    expect((await possible(TENEUR, c.idCopropriete)).status).toBe(403);
    const b = await declarer(SYNDIC_B, { idCopropriete: c.idCopropriete, siret: siretB, type: 'PRO', email: 'x@exemple.fr' });
    expect(b.status).toBe(404);
    const soi = await declarer(SYNDIC_A, {
      idCopropriete: c.idCopropriete,
      siret: await siretDe(SYNDIC_A),
      type: 'PRO',
      email: 'moi@exemple.fr',
    });
    expect([soi.status, soi.corps.code]).toEqual([400, 'SUCCESSEUR_SOI_MEME']);
    const invalide = await declarer(SYNDIC_A, {
      idCopropriete: c.idCopropriete,
      siret: '123',
      type: 'AUTRE',
      email: 'pas-un-email',
    });
    expect(invalide.status).toBe(400);
    expect(invalide.corps.erreurs).toMatchObject({
      siret: expect.stringMatching(/14 chiffres/),
      type: expect.stringMatching(/professionnel ou bénévole/),
      email: expect.stringMatching(/adresse électronique/),
    });
    expect(await successeursDe(c.idCopropriete)).toEqual([]);
    expect(await declare(c.idCopropriete)).toEqual({ response: false });
  });

  it('déclaré, lu par le lien, confirmé par l’établissement désigné, puis rattaché par lui', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const { cle, mail, email, idSuccesseur, corps } = await declaration(c.idCopropriete);
    expect(corps).toMatchObject({ statut: 'SUCCESSEUR_DECLARE', idCopropriete: c.idCopropriete, siret: siretB, type: 'NON_PRO' });
    expect(Date.parse(corps.expireLe) - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    expect(mail.texte).toContain(`/successeur/`);
    expect(mail.texte).toMatch(/valable jusqu'au/);
    // only the key's fingerprint is stored
    const [s] = await successeursDe(c.idCopropriete);
    expect(s).toMatchObject({
      idSuccesseur,
      statut: 'SUCCESSEUR_DECLARE',
      email,
      empreinteCle: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(JSON.stringify(s)).not.toContain(cle);
    // [issue 14] journaled by the predecessor, about the condominium
    expect(await uneLigneJournal({ acteur: SYNDIC_A }, 'SUCCESSEUR_DECLARE', c.idCopropriete)).toMatchObject({
      categorie: 'SUCCESSEUR',
    });
    expect(await declare(c.idCopropriete)).toEqual({ response: true });
    expect(await declare(c.immatriculation!)).toEqual({ response: true });
    const encore = await possible(SYNDIC_A, c.idCopropriete);
    expect([encore.status, encore.corps.code]).toEqual([409, 'SUCCESSEUR_DEJA_DECLARE']);
    expect((await declarer(SYNDIC_A, { idCopropriete: c.idCopropriete, siret: siretB, type: 'PRO', email })).status).toBe(409);

    const lu = await appeler('GET', `/api/public/successeur/${encodeURIComponent(cle)}`);
    expect(lu.status).toBe(200);
    expect(lu.corps).toMatchObject({
      idSuccesseur,
      statut: 'SUCCESSEUR_DECLARE',
      immatriculation: c.immatriculation,
      siret: siretB,
      predecesseur: expect.any(String),
    });
    expect(lu.corps).not.toHaveProperty('email');
    expect((await appeler('GET', `/api/public/successeur/${'x'.repeat(43)}`)).corps.code).toBe('LIEN_SUCCESSEUR_INVALIDE');

    // the wrong establishment, a profile without the authority
    const autre = await appeler('PUT', '/api/successeur', { jeton: j[SYNDIC_A], json: { cle } });
    expect([autre.status, autre.corps.code]).toEqual([403, 'SUCCESSEUR_AUTRE_ETABLISSEMENT']);
    expect((await appeler('PUT', '/api/successeur', { jeton: j[NOTAIRE], json: { cle } })).status).toBe(403);
    expect((await appeler('PUT', '/api/successeur', { jeton: j[SYNDIC_B], json: { cle: 'court' } })).status).toBe(400);

    const depuis = Date.now();
    const ok = await appeler('PUT', '/api/successeur', { jeton: j[SYNDIC_B], json: { cle } });
    expect(ok.status).toBe(200);
    expect(ok.corps).toEqual({ response: true, idCopropriete: c.idCopropriete, immatriculation: c.immatriculation });
    expect((await successeursDe(c.idCopropriete))[0]).toMatchObject({
      statut: 'SUCCESSEUR_VALIDE',
      idTeledeclarantSuccesseur: await idTeledeclarantDe(SYNDIC_B),
      dateConfirmation: expect.any(String),
    });
    const prevenu = await courrielPour(MAIL(SYNDIC_A), /successeur a confirmé/, depuis);
    expect(prevenu.texte).toContain(c.immatriculation!.slice(0, 2));
    // the link is used
    expect((await appeler('GET', `/api/public/successeur/${encodeURIComponent(cle)}`)).status).toBe(404);
    expect((await appeler('PUT', '/api/successeur', { jeton: j[SYNDIC_B], json: { cle } })).status).toBe(404);
    // still declared until the successor takes the condominium over
    expect(await declare(c.idCopropriete)).toEqual({ response: true });

    // the successor declares its mandate by the ordinary attachment; validated, it has taken over
    expect((await get(SYNDIC_B, `/api/coproprietes/etatOk/${c.immatriculation}`)).corps).toEqual({ response: true });
    const debut = aujourdhui();
    const ratt = await appeler('POST', '/api/coproprietes/rattachement/pasJustif', {
      jeton: j[SYNDIC_B],
      json: {
        immatriculation: c.immatriculation,
        adminProvisoire: 'false',
        dateDebutMandat: fr(debut),
        dateFinMandat: fr(decaler(debut, -1, 12)),
        typeJustifMandat: 'CONTRAT_SYNDIC',
        confirmations: [],
        declarationHonneur: true,
      },
    });
    expect(ratt.status).toBe(200);
    expect((await decider(ratt.corps.idDemande, 'valider')).status).toBe(200);
    expect(await declare(c.immatriculation!)).toEqual({ response: false });
  });

  it('décliné par le successeur (avec la clé), retiré par le prédécesseur ; les autres : 404', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const premiere = await declaration(c.idCopropriete);
    const supprimer = (qui: string, id: number, cle?: string) =>
      appeler('DELETE', `/api/coproprietes/declarationpredecesseur/${id}${cle ? `?cle=${encodeURIComponent(cle)}` : ''}`, {
        jeton: j[qui],
      });
    // the successor without the key, or with another's key; the notary; the predecessor with a wrong key
    expect((await supprimer(SYNDIC_B, premiere.idSuccesseur)).status).toBe(404);
    expect((await supprimer(NOTAIRE, premiere.idSuccesseur)).status).toBe(404);
    expect((await supprimer(SYNDIC_B, premiere.idSuccesseur, 'y'.repeat(43))).status).toBe(404);
    expect((await supprimer(SYNDIC_A, premiere.idSuccesseur, premiere.cle)).status).toBe(403);
    expect((await supprimer(TENEUR, premiere.idSuccesseur)).status).toBe(403);

    let depuis = Date.now();
    const decline = await supprimer(SYNDIC_B, premiere.idSuccesseur, premiere.cle);
    expect([decline.status, decline.corps]).toEqual([200, { response: true }]);
    expect((await successeursDe(c.idCopropriete))[0]).toMatchObject({ statut: 'SUPPRIME', dateSuppression: expect.any(String) });
    expect((await courrielPour(MAIL(SYNDIC_A), /successeur a décliné/, depuis)).texte).toContain('décliné');
    expect((await appeler('GET', `/api/public/successeur/${encodeURIComponent(premiere.cle)}`)).status).toBe(404);
    expect(await declare(c.idCopropriete)).toEqual({ response: false });

    // a new declaration is possible, then withdrawn by the predecessor (another user of its establishment)
    const seconde = await declaration(c.idCopropriete);
    depuis = Date.now();
    expect((await supprimer(SYNDIC_A2, seconde.idSuccesseur)).corps).toEqual({ response: true });
    expect((await courrielPour(seconde.email, /désignation comme syndic successeur est retirée/, depuis)).texte).toContain(
      'retiré',
    );
    const encore = await supprimer(SYNDIC_A, seconde.idSuccesseur);
    expect([encore.status, encore.corps.code]).toEqual([409, 'DEMANDE_DEJA_TRAITEE']);
    expect((await appeler('PUT', '/api/successeur', { jeton: j[SYNDIC_B], json: { cle: seconde.cle } })).status).toBe(404);
    expect((await successeursDe(c.idCopropriete)).map((s) => s.statut)).toEqual(['SUPPRIME', 'SUPPRIME']);
  });

  it('deux déclarations en même temps : une seule', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const emails = [0, 1, 2].map((i) => `simultane.${i}.${unique().toLowerCase()}@syndic-exemple.fr`);
    const r = await Promise.all(
      emails.map((email, i) =>
        declarer(i % 2 ? SYNDIC_A2 : SYNDIC_A, { idCopropriete: c.idCopropriete, siret: siretB, type: 'PRO', email }),
      ),
    );
    expect(r.map((x) => x.status).sort()).toEqual([200, 409, 409]);
    for (const x of r.filter((y) => y.status === 409))
      expect(['SUCCESSEUR_DEJA_DECLARE', 'CONFLIT_MODIFICATION']).toContain(x.corps.code);
    expect((await successeursDe(c.idCopropriete)).length).toBe(1);
    const envoyes = (await Promise.all(emails.map((e) => courrielsPour(e, /désigné syndic successeur/)))).flat();
    expect(envoyes.length).toBe(1);
  });

  it('l’étude notariale qui a immatriculé une copropriété non rattachée déclare son successeur', async () => {
    const suite = await appeler('POST', '/api/teledeclarant/immatriculation/INITIALE/continuer', { jeton: j[NOTAIRE], json: {} });
    expect(suite.status).toBe(200);
    const b = await enregistrerBrouillonComplet(j[NOTAIRE], 'INITIALE');
    const r = await soumettre(j[NOTAIRE], b.id, b.version, { notaire: true });
    expect(r.corps.resultat).toBe('IMMATRICULEE');
    const idCopropriete = r.corps.idCopropriete as number;
    expect((await lireCopropriete(idCopropriete))?.etat).toBe('IMMATRICULEE_A_RATTACHER');
    expect((await possible(NOTAIRE, idCopropriete)).corps).toEqual({ response: true });
    expect((await possible(SYNDIC_A, idCopropriete)).status).toBe(404);
    const email = `successeur.notaire.${unique().toLowerCase()}@syndic-exemple.fr`;
    const depuis = Date.now();
    const d = await declarer(NOTAIRE, { idCopropriete, siret: siretB, type: 'NON_PRO', email });
    expect(d.status).toBe(200);
    const { cle } = await cleDuCourriel(email, depuis);
    const ok = await appeler('PUT', '/api/successeur', { jeton: j[SYNDIC_B], json: { cle } });
    expect(ok.corps).toMatchObject({ response: true, idCopropriete });
    expect((await get(SYNDIC_B, `/api/coproprietes/rattachementOk/${ok.corps.immatriculation}`)).corps).toEqual({
      response: true,
    });
    expect((await get(SYNDIC_B, `/api/coproprietes/etatOk/${ok.corps.immatriculation}`)).corps).toEqual({ response: true });
  });

  it('un syndic dont le rattachement est en cours ne peut pas déclarer ; pendant une demande : DEMANDE_EN_COURS', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const debut = aujourdhui();
    const ratt = await appeler('POST', '/api/coproprietes/rattachement/pasJustif', {
      jeton: j[SYNDIC_B],
      json: {
        immatriculation: c.immatriculation,
        adminProvisoire: 'false',
        dateDebutMandat: fr(debut),
        dateFinMandat: fr(decaler(debut, -1, 12)),
        typeJustifMandat: 'CONTRAT_SYNDIC',
        confirmations: [],
        declarationHonneur: true,
      },
    });
    expect(ratt.status).toBe(200);
    // B has a pending mandate on it but does not hold it; A holds it but a request is pending
    expect((await possible(SYNDIC_B, c.idCopropriete)).corps.code).toBe('SUCCESSEUR_IMPOSSIBLE');
    const a = await possible(SYNDIC_A, c.idCopropriete);
    expect([a.status, a.corps.code]).toEqual([409, 'DEMANDE_EN_COURS']);
  });
});
