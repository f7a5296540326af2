/**
 * The keepers' validation (issue 4, spec 000 §2 /validations, §4 "Other workflows"): the queue, the lock (one
 * keeper at a time, the others read-only with the holder's name), leaving, and the actions — validate, refuse,
 * assign to the administrators, ask for precision — each releasing the lock, mailing, and exactly one of several
 * simultaneous attempts succeeding.
 * [issue 15] The queue's default order, its type and out-of-delay filters and the oldest request are read from a
 * read model the stream projector writes (within a second or so): those reads wait for the expected answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, jetonDe } from '../support/api.ts';
import { courrielsPour } from '../support/comptes.ts';
import { uneLigneJournal } from '../support/journal.ts';
import { creerDemandeAvecDoublon, soumettre } from '../support/coproprietes.ts';
import {
  BOITE_TENEURS,
  base,
  creerDemande,
  lireCopropriete,
  lireDeclaration,
  lireDemande,
  type DemandeCreee,
} from '../support/validations.ts';

const ADMIN = 'demo.teneur_admin_princ';
const ADMIN2 = 'demo.teneur_admin_scond';
const HOTLINE = 'demo.teneur_ass_hotline_ges';
const HOTLINE_ADMIN = 'demo.teneur_ass_hotline_admin';
const SYNDIC = 'demo.tele_pro_admin_princ';
const EMAIL_SYNDIC = `${SYNDIC}@demo.registre.local`;

const j: Record<string, string> = {};
beforeAll(async () => {
  for (const l of [ADMIN, ADMIN2, HOTLINE, HOTLINE_ADMIN, SYNDIC, 'demo.notaire_notaire']) j[l] = await jetonDe(l);
});

const ouvrir = (qui: string, id: string) => appeler('GET', `/api/declarations/update-etat-encours/${id}`, { jeton: j[qui] });
const file = (qui: string, corps: unknown = {}) =>
  appeler('POST', '/api/declarations/rechercher', { jeton: j[qui], json: corps });
const toutes = async (corps: Record<string, unknown> = {}) =>
  (await file(ADMIN, { paginationOptions: { pageNumber: 1, pageSize: 100 }, ...corps })).corps as {
    lignes: { idDemande: string; horsDelai: boolean; statut: string; teneurEnCours: string | null }[];
    totalItems: number;
  };
const miennes = (lignes: { idDemande: string }[], ids: string[]) =>
  lignes.map((l) => l.idDemande).filter((id) => ids.includes(id));
/** [issue 15] Reads again until the answer is the one expected (the read model follows the stream), else the last. */
async function attendre<T>(lire: () => Promise<T>, attendu: (v: T) => boolean, ms = 20_000): Promise<T> {
  const fin = Date.now() + ms;
  for (;;) {
    const v = await lire();
    if (attendu(v) || Date.now() > fin) return v;
    await new Promise((r) => setTimeout(r, 150));
  }
}
type Page = Awaited<ReturnType<typeof toutes>>;
const toutesQuand = (attendu: (p: Page) => boolean, corps: Record<string, unknown> = {}) =>
  attendre(() => toutes(corps), attendu);
const ligneDe = (p: Page, id: string) => p.lignes.find((l) => l.idDemande === id);

describe('autorisations', () => {
  it('refuse la file et les actions aux syndics et aux notaires (403), aux anonymes (401)', async () => {
    const d = await creerDemande();
    for (const qui of [SYNDIC, 'demo.notaire_notaire']) {
      expect((await file(qui)).status).toBe(403);
      expect((await ouvrir(qui, d.idDemande)).status).toBe(403);
      expect(
        (await appeler('POST', `/api/declarations/valider/${d.idDemande}`, { jeton: j[qui], json: { version: 1 } })).status,
      ).toBe(403);
      expect((await appeler('GET', `/api/coproprietes/infos/validation/${d.idCopropriete}`, { jeton: j[qui] })).status).toBe(403);
    }
    expect((await file('inexistant')).status).toBe(401);
    expect((await lireDemande(d.idDemande))?.statut).toBe('A_VALIDER');
  });
});

describe('file des demandes', () => {
  let vieille: DemandeCreee, notaire: DemandeCreee, syndic: DemandeCreee, horsDelai: DemandeCreee;
  beforeAll(async () => {
    vieille = await creerDemande({ dateDemande: new Date('2020-03-02T09:00:00Z') });
    notaire = await creerDemande({ login: 'demo.notaire_notaire', dateDemande: new Date(Date.now() - 3600_000) });
    syndic = await creerDemande({ dateDemande: new Date(Date.now() - 7200_000) });
    horsDelai = await creerDemande({ dateDemande: new Date(Date.now() - 5 * 86400_000), horsDelai: true });
  });
  const ids = () => [vieille.idDemande, notaire.idDemande, syndic.idDemande, horsDelai.idDemande];

  it('trie par défaut par profil du demandeur croissant puis par date, page 1 de 10', async () => {
    const { lignes, totalItems } = await toutesQuand((p) => miennes(p.lignes, ids()).length === 4);
    const r = await file(ADMIN);
    expect(r.status).toBe(200);
    expect(r.corps.lignes.length).toBeLessThanOrEqual(10);
    expect(totalItems).toBeGreaterThanOrEqual(4);
    expect(miennes(lignes, ids())).toEqual([notaire.idDemande, vieille.idDemande, horsDelai.idDemande, syndic.idDemande]);
    const l = lignes.find((x) => x.idDemande === notaire.idDemande)!;
    expect(l).toMatchObject({
      typeDemande: 'IMMATRICULATION',
      statut: 'A_VALIDER',
      profilDemandeur: 'NOTAIRE_NOTAIRE',
      nomCopropriete: notaire.nomCopropriete,
      nbDoublons: 1,
      horsDelai: false,
      teneurEnCours: null,
      version: 1,
    });
  });

  it('trie sur une colonne, filtre les hors délai, pagine', async () => {
    const parEcheance = await toutes({
      paginationOptions: { pageNumber: 1, pageSize: 100, sortField: 'dateDemande', sortDirection: 'desc' },
    });
    expect(miennes(parEcheance.lignes, ids())).toEqual([
      notaire.idDemande,
      syndic.idDemande,
      horsDelai.idDemande,
      vieille.idDemande,
    ]);
    const hd = await toutesQuand((p) => miennes(p.lignes, ids()).length === 1, { horsDelaiSeulement: true });
    expect(hd.lignes.every((l) => l.horsDelai)).toBe(true);
    expect(miennes(hd.lignes, ids())).toEqual([horsDelai.idDemande]);
    expect(hd.totalItems).toBe(hd.lignes.length);
    const page2 = await file(ADMIN, { paginationOptions: { pageNumber: 2, pageSize: 1 }, typeDemande: 'IMMATRICULATION' });
    expect(page2.corps.lignes).toHaveLength(1);
    // the shared cloud may hold other tests' dissolutions (issue 5): only they come with this filter
    const dissolutions = (await file(ADMIN, { typeDemande: 'DISSOLUTION' })).corps;
    expect(dissolutions.lignes.every((l: { typeDemande: string }) => l.typeDemande === 'DISSOLUTION')).toBe(true);
    expect(miennes(dissolutions.lignes, ids())).toEqual([]);
    const tri = await file(ADMIN, { paginationOptions: { pageNumber: 1, pageSize: 10, sortField: 'motDePasse' } });
    expect(tri.status).toBe(400);
  });

  it('donne la plus ancienne demande en attente', async () => {
    const r = await attendre(
      () => appeler('GET', '/api/declarations/rechercher/oldest', { jeton: j[HOTLINE] }),
      (x) => x.corps?.idDemande === vieille.idDemande,
    );
    expect(r.status).toBe(200);
    expect(r.corps.idDemande).toBe(vieille.idDemande);
  });
});

describe('index de la file (issue 15)', () => {
  it('une ligne perdue est rétablie par la reconstruction, sans doubler les autres', async () => {
    const d = await creerDemande({ sansDoublon: true });
    const db = await base();
    const lignes = async () =>
      (await db.entities.ligneFile.query.parFile({ file: 'IMMATRICULATION' }).go({ pages: 'all' })).data.filter(
        (l) => l.idDemande === d.idDemande,
      );
    await expect.poll(async () => (await lignes()).length, { timeout: 20_000, interval: 150 }).toBe(1);
    // the row of the type view lost (with its count), as on a table that held requests before issue 15
    const [perdue] = await lignes();
    await db.transaction
      .write(({ ligneFile, compteur }) => [
        ligneFile.remove({ file: perdue.file, cle: perdue.cle }).commit(),
        compteur.update({ nom: 'file.IMMATRICULATION' }).add({ valeur: -1 }).commit(),
      ])
      .go();
    expect(await lignes()).toEqual([]);
    const { reconstruireFile } = await import('@registre/functions/projecteurs/handler');
    expect(await reconstruireFile()).toBeGreaterThan(0);
    expect(await lignes()).toEqual([perdue]);
    const type = await toutesQuand((p) => ligneDe(p, d.idDemande) !== undefined, { typeDemande: 'IMMATRICULATION' });
    expect(type.lignes.filter((l) => l.idDemande === d.idDemande)).toHaveLength(1);
    const toutesLignes = (await db.entities.ligneFile.query.parFile({ file: 'TOUTES' }).go({ pages: 'all' })).data;
    expect(toutesLignes.filter((l) => l.idDemande === d.idDemande)).toHaveLength(1);
  });
});

describe('verrou', () => {
  it('verrouille pour le premier teneur ; un autre ne voit la demande qu’en lecture avec son nom', async () => {
    const d = await creerDemande();
    const a = await ouvrir(ADMIN, d.idDemande);
    expect(a.status).toBe(200);
    expect(a.corps.verrouilleParMoi).toBe(true);
    expect(a.corps.demande).toMatchObject({ statut: 'VALIDATION_EN_COURS', version: 2 });
    expect(a.corps.demande.teneurEnCours).toMatch(/Démo/);
    // [issue 14] the lock is journaled, by the keeper, about the request
    expect(await uneLigneJournal({ acteur: ADMIN }, 'VERROUILLAGE_DEMANDE', d.idDemande)).toMatchObject({
      categorie: 'VALIDATION',
    });
    expect((await lireCopropriete(d.idCopropriete))?.etat).toBe('IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION');
    // the page: condominium in form shape, declarant, duplicates read again, addresses, confirmations
    expect(a.corps.copropriete).toMatchObject({
      idCopropriete: d.idCopropriete,
      immatriculation: null,
      nomCopropriete: d.nomCopropriete,
    });
    expect(a.corps.copropriete.immatCopropriete.identification.nomCopropriete).toBe(d.nomCopropriete);
    expect(a.corps.copropriete.immatCopropriete.identification.dateReglementCopropriete).toMatch(/^\d\d\/\d\d\/\d{4}$/);
    expect(a.corps.declarant).toMatchObject({ type: 'PRO', utilisateur: SYNDIC });
    expect(a.corps.doublons).toEqual([
      expect.objectContaining({
        idCopropriete: d.idDoublon,
        immatriculation: d.immatDoublon,
        etat: 'IMMATRICULEE_RATTACHEE',
        motifs: ['MEME_ADRESSE'],
      }),
    ]);
    expect(a.corps.adresses.map((x: { type: string }) => x.type)).toEqual(['Principal', 'Secondaire']);
    expect(a.corps.confirmations).toEqual(['EXERCICE_LONG']);

    const b = await ouvrir(HOTLINE, d.idDemande);
    expect(b.status).toBe(200);
    expect(b.corps.verrouilleParMoi).toBe(false);
    expect(b.corps.demande.teneurEnCours).toBe(a.corps.demande.teneurEnCours);
    // reopening by the holder keeps the lock as it is
    expect((await ouvrir(ADMIN, d.idDemande)).corps).toMatchObject({ verrouilleParMoi: true, demande: { version: 2 } });
    // a-valider: the page, lock untouched
    const lecture = await appeler('GET', `/api/declarations/a-valider/${d.idDemande}`, { jeton: j[HOTLINE] });
    expect(lecture.corps).toMatchObject({ verrouilleParMoi: false, demande: { statut: 'VALIDATION_EN_COURS', version: 2 } });
    // the hotline cannot release another keeper's lock, nor act on it
    const liberer = await appeler('GET', `/api/declarations/unlockcopro/${d.idCopropriete}`, { jeton: j[HOTLINE] });
    expect(liberer.status).toBe(409);
    expect(liberer.corps.code).toBe('DEMANDE_VERROUILLEE');
    const agir = await appeler('POST', `/api/declarations/refuser/${d.idDemande}`, {
      jeton: j[HOTLINE],
      json: { version: 2, raison: 'non', typesMotifRefus: ['AUTRE'] },
    });
    expect(agir.status).toBe(409);
    expect(agir.corps.message).toMatch(/en cours de traitement par un autre teneur/);

    // the holder leaves: back to A_VALIDER; leaving again does nothing
    const quitter = await appeler('GET', `/api/declarations/unlockcopro/${d.idCopropriete}`, { jeton: j[ADMIN] });
    expect(quitter.corps).toEqual({ response: true });
    expect(await lireDemande(d.idDemande)).toMatchObject({ statut: 'A_VALIDER', version: 3 });
    expect((await lireDemande(d.idDemande))?.loginTeneurEnCours).toBeUndefined();
    expect((await lireCopropriete(d.idCopropriete))?.etat).toBe('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER');
    expect((await appeler('GET', `/api/declarations/unlockcopro/${d.idCopropriete}`, { jeton: j[ADMIN] })).corps).toEqual({
      response: false,
    });
  });

  it('un administrateur libère le verrou laissé par un collègue', async () => {
    const d = await creerDemande();
    expect((await ouvrir(HOTLINE, d.idDemande)).corps.verrouilleParMoi).toBe(true);
    const r = await appeler('GET', `/api/declarations/unlockcopro/${d.idCopropriete}`, { jeton: j[ADMIN2] });
    expect(r.corps).toEqual({ response: true });
    expect((await ouvrir(ADMIN2, d.idDemande)).corps.verrouilleParMoi).toBe(true);
  });

  it('deux teneurs qui ouvrent à la fois : un seul obtient le verrou', async () => {
    const d = await creerDemande();
    const r = await Promise.all([ADMIN, ADMIN2, HOTLINE, HOTLINE_ADMIN].map((q) => ouvrir(q, d.idDemande)));
    expect(r.map((x) => x.status)).toEqual([200, 200, 200, 200]);
    expect(r.filter((x) => x.corps.verrouilleParMoi)).toHaveLength(1);
    const gagnant = r.find((x) => x.corps.verrouilleParMoi)!.corps.demande.teneurEnCours;
    expect(r.every((x) => x.corps.demande.teneurEnCours === gagnant)).toBe(true);
    expect((await lireDemande(d.idDemande))?.version).toBe(2);
  });

  it('répond 404 à une demande ou une copropriété inconnue', async () => {
    expect((await ouvrir(ADMIN, 'IMMATRICULATION-999999999')).status).toBe(404);
    expect((await appeler('GET', '/api/declarations/unlockcopro/999999999', { jeton: j[ADMIN] })).status).toBe(404);
    expect((await appeler('GET', '/api/declarations/unlockcopro/AA1-234-567', { jeton: j[ADMIN] })).status).toBe(400);
    expect((await appeler('GET', '/api/coproprietes/infos/adresses/999999999', { jeton: j[ADMIN] })).status).toBe(404);
  });
});

describe('informations de la copropriété', () => {
  it('par identifiant avant immatriculation, par numéro ensuite ; adresses de la déclaration', async () => {
    const d = await creerDemande();
    const parId = await appeler('GET', `/api/coproprietes/infos/validation/${d.idCopropriete}`, { jeton: j[HOTLINE] });
    expect(parId.status).toBe(200);
    expect(parId.corps).toMatchObject({ idCopropriete: d.idCopropriete, etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER' });
    expect(parId.corps.immatCopropriete.identification.nomCopropriete).toBe(d.nomCopropriete);
    const formate = `${d.immatDoublon.slice(0, 3)}-${d.immatDoublon.slice(3, 6)}-${d.immatDoublon.slice(6)}`;
    const parNumero = await appeler('GET', `/api/coproprietes/infos/validation/${formate}`, { jeton: j[HOTLINE] });
    expect(parNumero.corps).toMatchObject({ idCopropriete: d.idDoublon, immatriculation: d.immatDoublon });
    const adresses = await appeler('GET', `/api/coproprietes/infos/adresses/${d.idDeclaration}`, { jeton: j[HOTLINE] });
    expect(adresses.corps.map((a: { type: string; libelle: string }) => a.type)).toEqual(['Principal', 'Secondaire']);
    expect(adresses.corps[1].libelle).toBe('14 Rue des Lilas 75011 Paris');
  });
});

describe('actions', () => {
  it('valide : numéro attribué, demande sortie de la file, déclarant prévenu, copropriété visible du syndic', async () => {
    const d = await creerDemande();
    const sansVerrou = await appeler('POST', `/api/declarations/valider/${d.idDemande}`, {
      jeton: j[ADMIN],
      json: { version: 1, doublonsVerifies: true },
    });
    expect(sansVerrou.status).toBe(409);
    expect(sansVerrou.corps.code).toBe('DEMANDE_NON_VERROUILLEE');
    const { version } = (await ouvrir(ADMIN, d.idDemande)).corps.demande;
    const perimee = await appeler('POST', `/api/declarations/valider/${d.idDemande}`, {
      jeton: j[ADMIN],
      json: { version: version - 1, doublonsVerifies: true },
    });
    expect(perimee.status).toBe(409);
    expect(perimee.corps.code).toBe('CONFLIT_MODIFICATION');
    const sansVerif = await appeler('POST', `/api/declarations/valider/${d.idDemande}`, { jeton: j[ADMIN], json: { version } });
    expect(sansVerif.status).toBe(400);
    expect(sansVerif.corps.erreurs.doublonsVerifies).toMatch(/confirmez les avoir vérifiés/);

    const ok = await appeler('POST', `/api/declarations/valider/${d.idDemande}`, {
      jeton: j[ADMIN],
      json: { version, doublonsVerifies: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.corps.immatriculation).toMatch(/^[A-Z]{2}\d{7}$/);
    expect(await lireDemande(d.idDemande)).toBeNull();
    expect(miennes((await toutesQuand((p) => !ligneDe(p, d.idDemande))).lignes, [d.idDemande])).toEqual([]);
    const c = await lireCopropriete(d.idCopropriete);
    expect(c).toMatchObject({ immatriculation: ok.corps.immatriculation, etat: 'IMMATRICULEE_RATTACHEE' });
    expect((await lireDeclaration(d.idDeclaration))?.statut).toBe('COURANT');
    const mails = await courrielsPour(EMAIL_SYNDIC, /est validée/);
    expect(mails.find((m) => m.texte.includes(ok.corps.immatriculation))?.texte).toContain(d.nomCopropriete);
    // the keepers' view of it shows it registered
    const vue = await appeler('GET', `/api/coproprietes/infos/validation/${d.idCopropriete}`, { jeton: j[ADMIN] });
    expect(vue.corps).toMatchObject({ immatriculation: ok.corps.immatriculation, etat: 'IMMATRICULEE_RATTACHEE' });
    // handled: opening it again says so
    const encore = await ouvrir(ADMIN, d.idDemande);
    expect(encore.status).toBe(409);
    expect(encore.corps.code).toBe('DEMANDE_DEJA_TRAITEE');
  });

  it('refuse avec raison et motifs : déclaration refusée, déclarant prévenu avec les libellés', async () => {
    const d = await creerDemande();
    const { version } = (await ouvrir(ADMIN2, d.idDemande)).corps.demande;
    const vide = await appeler('POST', `/api/declarations/refuser/${d.idDemande}`, {
      jeton: j[ADMIN2],
      json: { version, raison: ' ', typesMotifRefus: [] },
    });
    expect(vide.status).toBe(400);
    expect(vide.corps.erreurs).toMatchObject({
      raison: 'Indiquez la raison du refus.',
      typesMotifRefus: 'Cochez au moins un motif de refus.',
    });
    const r = await appeler('POST', `/api/declarations/refuser/${d.idDemande}`, {
      jeton: j[ADMIN2],
      json: { version, raison: 'La copropriété existe déjà sous un autre nom.', typesMotifRefus: ['DOUBLON', 'AUTRE'] },
    });
    expect(r.status).toBe(200);
    expect(r.corps).toEqual({ response: true });
    expect(await lireDemande(d.idDemande)).toBeNull();
    expect(await lireDeclaration(d.idDeclaration)).toMatchObject({ statut: 'REFUSE', typesMotifRefus: ['DOUBLON', 'AUTRE'] });
    expect((await lireCopropriete(d.idCopropriete))?.etat).toBe('IMMATRICULATION_ET_RATTACHEMENT_REFUSES');
    const mail = (await courrielsPour(EMAIL_SYNDIC, /est refusée/)).find((m) => m.texte.includes(d.nomCopropriete))!;
    expect(mail.texte).toContain('La copropriété existe déjà sous un autre nom.');
    expect(mail.texte).toContain('La copropriété est déjà immatriculée (doublon)');
    expect(mail.texte).toContain('Autre motif');
  });

  it('affecte aux administrateurs : verrou libéré, réservée aux administrateurs, teneurs prévenus', async () => {
    const d = await creerDemande();
    const { version } = (await ouvrir(HOTLINE, d.idDemande)).corps.demande;
    const r = await appeler('POST', '/api/affectationTeneur', {
      jeton: j[HOTLINE],
      json: { idDemande: d.idDemande, version, raisonAffectationTeneur: 'Doublon douteux : à voir par un administrateur.' },
    });
    expect(r.status).toBe(200);
    expect(await lireDemande(d.idDemande)).toMatchObject({
      statut: 'A_VALIDER',
      affecteeTeneur: true,
      raisonAffectationTeneur: 'Doublon douteux : à voir par un administrateur.',
      version: version + 1,
    });
    expect((await lireCopropriete(d.idCopropriete))?.etat).toBe('IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER');
    expect((await courrielsPour(BOITE_TENEURS, new RegExp(`${d.idDemande} affectée`))).length).toBe(1);
    // the hotline (manager or administrator) now reads it only; a keeper administrator takes it
    expect((await ouvrir(HOTLINE, d.idDemande)).corps.verrouilleParMoi).toBe(false);
    expect((await ouvrir(HOTLINE_ADMIN, d.idDemande)).corps.verrouilleParMoi).toBe(false);
    const admin = await ouvrir(ADMIN, d.idDemande);
    expect(admin.corps).toMatchObject({ verrouilleParMoi: true, demande: { affecteeTeneur: true } });
    const encore = await appeler('POST', '/api/affectationTeneur', {
      jeton: j[ADMIN],
      json: { idDemande: d.idDemande, version: admin.corps.demande.version, raisonAffectationTeneur: 'encore' },
    });
    expect(encore.status).toBe(409);
    expect(encore.corps.code).toBe('DEMANDE_DEJA_AFFECTEE');
  });

  it('demande une précision : déclaration rendue au déclarant en brouillon, demande en attente de sa réponse', async () => {
    const d = await creerDemande();
    const { version } = (await ouvrir(HOTLINE_ADMIN, d.idDemande)).corps.demande;
    const message = 'Merci de préciser le nombre de bâtiments : le cadastre en montre deux.';
    const r = await appeler('POST', '/api/demande-precision/sendMail', {
      jeton: j[HOTLINE_ADMIN],
      json: { idDemande: d.idDemande, version, message },
    });
    expect(r.status).toBe(200);
    expect(await lireDemande(d.idDemande)).toMatchObject({ statut: 'DEMANDE_PRECISION', version: version + 1 });
    expect((await lireDemande(d.idDemande))?.loginTeneurEnCours).toBeUndefined();
    expect(await lireDeclaration(d.idDeclaration)).toMatchObject({ statut: 'BROUILLON', demandePrecision: message, version: 3 });
    expect((await lireCopropriete(d.idCopropriete))?.etat).toBe('IMMATRICULATION_DEMANDE_DE_PRECISIONS');
    const mail = (await courrielsPour(EMAIL_SYNDIC, /demande une précision/)).find((m) => m.texte.includes(message));
    expect(mail?.texte).toContain(d.nomCopropriete);
    // waiting for the declarant: visible in the queue, opened read-only, not the oldest to answer
    const ligne = ligneDe(await toutesQuand((p) => ligneDe(p, d.idDemande)?.statut === 'DEMANDE_PRECISION'), d.idDemande);
    expect(ligne?.statut).toBe('DEMANDE_PRECISION');
    expect((await ouvrir(ADMIN, d.idDemande)).corps.verrouilleParMoi).toBe(false);
  });

  it('dix validations simultanées de la même demande : une seule réussit, les autres reçoivent un conflit clair', async () => {
    const d = await creerDemande({ sansDoublon: true });
    const { version } = (await ouvrir(ADMIN, d.idDemande)).corps.demande;
    const r = await Promise.all(
      Array.from({ length: 10 }, () =>
        appeler('POST', `/api/declarations/valider/${d.idDemande}`, { jeton: j[ADMIN], json: { version } }),
      ),
    );
    expect(r.filter((x) => x.status === 200)).toHaveLength(1);
    const conflits = r.filter((x) => x.status !== 200);
    expect(conflits.map((x) => x.status)).toEqual(Array(9).fill(409));
    for (const c of conflits) expect(c.corps.message).toMatch(/déjà été traitée|modifiées entre-temps/);
    const numero = r.find((x) => x.status === 200)!.corps.immatriculation;
    expect((await lireCopropriete(d.idCopropriete))?.immatriculation).toBe(numero);
    expect((await courrielsPour(EMAIL_SYNDIC, /est validée/)).filter((m) => m.texte.includes(d.nomCopropriete))).toHaveLength(1);
  });

  it('deux teneurs qui agissent à la fois : un seul réussit', async () => {
    const d = await creerDemande({ sansDoublon: true });
    const { version } = (await ouvrir(ADMIN2, d.idDemande)).corps.demande;
    const [valide, refuse] = await Promise.all([
      appeler('POST', `/api/declarations/valider/${d.idDemande}`, { jeton: j[ADMIN2], json: { version } }),
      appeler('POST', `/api/declarations/refuser/${d.idDemande}`, {
        jeton: j[ADMIN],
        json: { version, raison: 'Refus concurrent', typesMotifRefus: ['AUTRE'] },
      }),
    ]);
    expect(valide.status).toBe(200);
    expect(refuse.status).toBe(409);
    expect(['DEMANDE_VERROUILLEE', 'DEMANDE_DEJA_TRAITEE']).toContain(refuse.corps.code);
  });
});

describe('par le parcours réel du syndic (soumission avec doublon conservé)', () => {
  it('le syndic soumet avec un doublon, un teneur vérifie et valide, le syndic voit sa copropriété immatriculée', async () => {
    const d = await creerDemandeAvecDoublon(j[SYNDIC]);
    expect(ligneDe(await toutesQuand((p) => ligneDe(p, d.idDemande) !== undefined), d.idDemande)).toMatchObject({
      statut: 'A_VALIDER',
      nbDoublons: 1,
    });
    const page = await ouvrir(ADMIN, d.idDemande);
    expect(page.corps.verrouilleParMoi).toBe(true);
    expect(page.corps.doublons).toEqual([
      expect.objectContaining({ idCopropriete: d.doublon.idCopropriete, immatriculation: d.doublon.immatriculation }),
    ]);
    expect(page.corps.doublons[0].motifs).toContain('MEME_ADRESSE');
    expect(page.corps.adresses[0].type).toBe('Principal');
    expect(page.corps.declarant.utilisateur).toBe(SYNDIC);
    const r = await appeler('POST', `/api/declarations/valider/${d.idDemande}`, {
      jeton: j[ADMIN],
      json: { version: page.corps.demande.version, doublonsVerifies: true },
    });
    expect(r.status).toBe(200);
    const c = await lireCopropriete(d.idCopropriete);
    expect(c).toMatchObject({ immatriculation: r.corps.immatriculation, etat: 'IMMATRICULEE_RATTACHEE' });
    expect(c?.idDemandeEnCours).toBeUndefined();
    expect((await courrielsPour(EMAIL_SYNDIC, /est validée/)).some((m) => m.texte.includes(r.corps.immatriculation))).toBe(true);
  });

  it('après une demande de précision, le syndic soumet de nouveau : la demande revient dans la file', async () => {
    const d = await creerDemandeAvecDoublon(j[SYNDIC]);
    const { version } = (await ouvrir(HOTLINE, d.idDemande)).corps.demande;
    const message = 'Le règlement de copropriété date-t-il bien de cette année ?';
    expect(
      (
        await appeler('POST', '/api/demande-precision/sendMail', {
          jeton: j[HOTLINE],
          json: { idDemande: d.idDemande, version, message },
        })
      ).status,
    ).toBe(200);
    const decl = await lireDeclaration(d.idDeclaration);
    expect(decl).toMatchObject({ statut: 'BROUILLON', demandePrecision: message });
    const r = await soumettre(j[SYNDIC], d.idDeclaration, decl!.version, { doublonsConserves: true });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    expect(r.corps.resultat).toBe('A_VALIDER');
    expect(await lireDemande(d.idDemande)).toMatchObject({ statut: 'A_VALIDER', horsDelai: false, version: version + 2 });
    expect((await ouvrir(HOTLINE, d.idDemande)).corps.verrouilleParMoi).toBe(true);
  });
});
