/**
 * The keepers' removals with a reason and their mandate date edits (issue 5, spec 000 §6 "Keeper profiles", §7,
 * §8 "the start or end date of a mandate cannot be changed because of neighbouring mandate dates"): every route,
 * its happy path, the refusals (authority, unknown ids, empty reason, pending attachment, neighbours, declaration
 * in force), nothing written when refused, and the mail to the syndic concerned.
 *
 * Data: condominiums registered through the API by syndic A (demo.tele_pro_admin_princ, declarant 1001: its
 * current mandate runs from the first of this month for 12 months); older mandates and declarations are written
 * straight into the table where the API has no way to make them in a test (past archived or expired mandates).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { MESSAGE_RAISON } from '@registre/shared/schemas/suppressions';
import { appeler, jetonDe, utiliserEnvCloud } from '../support/api.ts';
import { courrielPour } from '../support/comptes.ts';
import { immatriculerCopropriete } from '../support/coproprietes.ts';
import { base, lireCopropriete, lireDeclaration } from '../support/validations.ts';

const SYNDIC_A = 'demo.tele_pro_admin_princ';
const SYNDIC_B = 'demo.tele_nonpro_admin_princ';
const TENEUR = 'demo.teneur_admin_princ';
const HOTLINE = 'demo.teneur_ass_hotline_ges';
const CONTACT_A = 'contact.1001@demo.registre.local';
const MESSAGE_VOISINS = 'La date de début ou de fin du mandat ne peut pas être modifiée en raison des dates des mandats voisins.';

const j: Record<string, string> = {};
beforeAll(async () => {
  for (const l of [SYNDIC_A, SYNDIC_B, TENEUR, HOTLINE]) j[l] = await jetonDe(l);
});

const get = (qui: string, chemin: string) => appeler('GET', chemin, { jeton: j[qui] });
const put = (qui: string, chemin: string, json: unknown) => appeler('PUT', chemin, { jeton: j[qui], json });
const del = (qui: string, chemin: string) => appeler('DELETE', chemin, { jeton: j[qui] });
const aujourdhui = () => dateDuJourParis(new Date());
const jour = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
/** yyyy-mm-dd → dd-mm-yyyy (the path form) */
const chemin = (iso: string) => iso.split('-').reverse().join('-');
const raison = (quoi: string) => `${quoi} ${Math.random().toString(36).slice(2, 10)}`;

async function numero(nom: 'mandat' | 'declaration') {
  utiliserEnvCloud();
  return (await import('@registre/functions/declarations/commun')).prochainNumero(nom);
}
async function mandat(idCopropriete: number, idMandat: number) {
  return (await (await base()).entities.mandat.get({ idCopropriete, idMandat }).go()).data;
}
/** A mandate written straight into the table (past or refused mandates). */
async function ajouterMandat(
  idCopropriete: number,
  statut: 'ARCHIVE' | 'EXPIRE' | 'REFUSE' | 'A_VALIDER',
  dateDebut: string,
  dateFin: string,
  idTeledeclarant = 1001,
) {
  const idMandat = await numero('mandat');
  await (
    await base()
  ).entities.mandat
    .create({ idCopropriete, idMandat, idTeledeclarant, statut, dateDebut, dateFin, dateCreation: new Date().toISOString() })
    .go();
  return idMandat;
}
/** An older declaration of the condominium, a copy of the one in force with another status. */
async function ajouterDeclaration(idCopropriete: number, idDeclarationCourante: number, statut: 'ARCHIVE' | 'A_VALIDER') {
  const db = await base();
  const d = (await db.entities.declaration.get({ idDeclaration: idDeclarationCourante }).go()).data!;
  const idDeclaration = await numero('declaration');
  const quand = new Date(Date.now() - 86_400_000 * 400).toISOString();
  await db.entities.declaration
    .create({
      idDeclaration,
      idCopropriete,
      idTeledeclarant: d.idTeledeclarant,
      loginCreateur: d.loginCreateur,
      loginDeclarant: d.loginDeclarant,
      statut,
      typeDeclaration: statut === 'ARCHIVE' ? 'COURANTE' : 'A_VALIDER',
      typeImmat: d.typeImmat,
      typeMaj: 'ANNUELLE',
      immatCopropriete: d.immatCopropriete,
      dateCreation: quand,
      dateModification: quand,
    })
    .go();
  return idDeclaration;
}
async function marquerDemande(idCopropriete: number, idDemandeEnCours: string | null) {
  const db = await base();
  if (idDemandeEnCours) await db.entities.copropriete.patch({ idCopropriete }).set({ idDemandeEnCours }).add({ version: 1 }).go();
  else await db.entities.copropriete.patch({ idCopropriete }).remove(['idDemandeEnCours']).add({ version: 1 }).go();
}

/** A condominium of syndic A with its current mandate (COURANT) and what the table holds of it. */
async function copropriete() {
  const c = await immatriculerCopropriete(j[SYNDIC_A]);
  const lue = (await lireCopropriete(c.idCopropriete))!;
  const courant = (await mandat(c.idCopropriete, lue.idMandatCourant!))!;
  return { ...c, lue, courant };
}

describe('autorisations', () => {
  it('réservé aux teneurs : un syndic reçoit 403, un anonyme 401 ; le profil hotline peut agir', async () => {
    const c = await copropriete();
    const appels = [
      () => get(SYNDIC_A, `/api/coproprietes/${c.idCopropriete}/declarationsPrecedentes`),
      () =>
        put(SYNDIC_A, '/api/coproprietes/supprimer-declarations', {
          idCopropriete: c.idCopropriete,
          idsDeclarations: [1],
          raison: 'x',
        }),
      () => put(SYNDIC_A, `/api/coproprietes/supprimer/${c.idCopropriete}`, { raison: 'x' }),
      () => put(SYNDIC_A, `/api/coproprietes/retirer-rattachement/${c.idCopropriete}`, { raison: 'x' }),
      () => put(SYNDIC_A, `/api/coproprietes/supprimerMandat-rattachement/${c.idCopropriete}`, { raison: 'x' }),
      () => get(SYNDIC_A, `/api/mandats/listeMandatSupprimable/${c.idCopropriete}`),
      () => del(SYNDIC_A, `/api/mandats/${c.courant.idMandat}?raison=x`),
      () => get(SYNDIC_A, `/api/mandats/updateDateDebutMandat/${c.courant.idMandat}/${chemin(c.courant.dateDebut)}`),
      () => get(SYNDIC_A, `/api/mandats/updateDateFinMandatArchive/${c.courant.idMandat}/${chemin(c.courant.dateFin)}`),
    ];
    for (const appel of appels) expect((await appel()).status).toBe(403);
    expect((await appeler('GET', `/api/mandats/listeMandatSupprimable/${c.idCopropriete}`)).status).toBe(401);
    expect((await lireCopropriete(c.idCopropriete))?.version).toBe(c.lue.version);
    expect((await get(HOTLINE, `/api/mandats/listeMandatSupprimable/${c.idCopropriete}`)).status).toBe(200);
  });
});

describe('déclarations', () => {
  it('declarationsPrecedentes : la plus récente en premier, celle en vigueur et les supprimables', async () => {
    const c = await copropriete();
    const archivee = await ajouterDeclaration(c.idCopropriete, c.idDeclaration, 'ARCHIVE');
    const r = await get(TENEUR, `/api/coproprietes/${c.idCopropriete}/declarationsPrecedentes`);
    expect(r.status).toBe(200);
    expect(r.corps).toHaveLength(2);
    expect(r.corps[0]).toMatchObject({
      idDeclaration: c.idDeclaration,
      statut: 'COURANT',
      courante: true,
      supprimable: false,
      idTeledeclarant: 1001,
      declarant: expect.any(String),
    });
    expect(r.corps[1]).toMatchObject({ idDeclaration: archivee, statut: 'ARCHIVE', courante: false, supprimable: true });
    expect((await get(TENEUR, '/api/coproprietes/987654321/declarationsPrecedentes')).status).toBe(404);
  });

  it('supprimer-declarations : raison vide → 400 en français ; celle en vigueur ou en attente → 400, rien de changé', async () => {
    const c = await copropriete();
    const archivee = await ajouterDeclaration(c.idCopropriete, c.idDeclaration, 'ARCHIVE');
    const enAttente = await ajouterDeclaration(c.idCopropriete, c.idDeclaration, 'A_VALIDER');
    const corps = { idCopropriete: c.idCopropriete, idsDeclarations: [archivee] };
    for (const vide of ['', '   ']) {
      const r = await put(TENEUR, '/api/coproprietes/supprimer-declarations', { ...corps, raison: vide });
      expect([r.status, r.corps.code, r.corps.erreurs?.raison]).toEqual([400, 'REQUETE_INVALIDE', MESSAGE_RAISON]);
    }
    for (const ids of [
      [archivee, c.idDeclaration],
      [archivee, enAttente],
      [archivee, 987654321],
    ]) {
      const r = await put(TENEUR, '/api/coproprietes/supprimer-declarations', {
        ...corps,
        idsDeclarations: ids,
        raison: 'Doublon',
      });
      expect([r.status, r.corps.code]).toEqual([400, 'DECLARATION_NON_SUPPRIMABLE']);
    }
    expect((await lireDeclaration(archivee))?.statut).toBe('ARCHIVE');
    expect((await lireDeclaration(c.idDeclaration))?.statut).toBe('COURANT');
    const inconnue = await put(TENEUR, '/api/coproprietes/supprimer-declarations', {
      ...corps,
      idCopropriete: 987654321,
      raison: 'x',
    });
    expect(inconnue.status).toBe(404);
  });

  it('supprimer-declarations : SUPPRIME, journalisé, le déclarant prévenu avec la raison', async () => {
    const c = await copropriete();
    const archivee = await ajouterDeclaration(c.idCopropriete, c.idDeclaration, 'ARCHIVE');
    const pourquoi = raison('Déclaration saisie en double');
    const depuis = Date.now();
    const r = await put(TENEUR, '/api/coproprietes/supprimer-declarations', {
      idCopropriete: c.idCopropriete,
      idsDeclarations: [archivee],
      raison: pourquoi,
    });
    expect([r.status, r.corps]).toEqual([200, { response: true }]);
    expect(await lireDeclaration(archivee)).toMatchObject({ statut: 'SUPPRIME', typeDeclaration: 'SUPPRIME' });
    const liste = await get(TENEUR, `/api/coproprietes/${c.idCopropriete}/declarationsPrecedentes`);
    expect(liste.corps.find((d: { idDeclaration: number }) => d.idDeclaration === archivee)).toMatchObject({
      statut: 'SUPPRIME',
      supprimable: false,
    });
    const mail = await courrielPour(`${SYNDIC_A}@demo.registre.local`, /déclarations de votre copropriété/, depuis);
    expect(mail.texte).toContain(pourquoi);
    expect(mail.texte).toContain(c.declaration.immatCopropriete.identification.nomCopropriete);
    // the journal line carries the reason
    const { data: journal } = await (
      await base()
    ).entities.evenement.query
      .parActeur({ acteur: TENEUR })
      .gte({ horodatage: new Date(depuis - 1000).toISOString() })
      .go({ pages: 'all' });
    const evenements = journal.filter((e) => e.type === 'SUPPRESSION_DECLARATIONS' && e.cible === String(c.idCopropriete));
    expect(evenements).toHaveLength(1);
    expect(evenements[0]).toMatchObject({ acteur: TENEUR, details: { raison: pourquoi, idsDeclarations: String(archivee) } });
  });
});

describe('copropriété et rattachement', () => {
  it('supprimer/{id} : SUPPRIMEE, mandat courant archivé au plus tard aujourd’hui, clés de doublon retirées, syndic prévenu', async () => {
    const c = await copropriete();
    expect(c.lue.clesDoublon?.length).toBeGreaterThan(0);
    const vide = await put(TENEUR, `/api/coproprietes/supprimer/${c.idCopropriete}`, { raison: '' });
    expect([vide.status, vide.corps.erreurs?.raison]).toEqual([400, MESSAGE_RAISON]);
    expect((await lireCopropriete(c.idCopropriete))?.etat).toBe('IMMATRICULEE_RATTACHEE');

    const pourquoi = raison('Copropriété créée par erreur');
    const depuis = Date.now();
    const r = await put(TENEUR, `/api/coproprietes/supprimer/${c.idCopropriete}`, { raison: pourquoi });
    expect([r.status, r.corps]).toEqual([200, { response: true }]);
    const apres = (await lireCopropriete(c.idCopropriete))!;
    expect(apres.etat).toBe('SUPPRIMEE');
    expect(apres.clesDoublon).toBeUndefined();
    const m = (await mandat(c.idCopropriete, c.courant.idMandat))!;
    expect(m).toMatchObject({ statut: 'ARCHIVE', dateFin: aujourdhui() });
    expect(m.finCourant).toBeUndefined();
    const db = await base();
    for (const cle of c.lue.clesDoublon ?? [])
      expect((await db.entities.cleDoublon.get({ cle, idCopropriete: c.idCopropriete }).go()).data).toBeNull();
    const mail = await courrielPour(CONTACT_A, /copropriété a été supprimée/, depuis);
    expect(mail.texte).toContain(pourquoi);

    const encore = await put(TENEUR, `/api/coproprietes/supprimer/${c.idCopropriete}`, { raison: 'x' });
    expect([encore.status, encore.corps.code]).toEqual([400, 'IMMAT_STATUS_INCORRECT']);
    expect((await put(TENEUR, '/api/coproprietes/supprimer/987654321', { raison: 'x' })).status).toBe(404);
  });

  it('une demande en cours bloque supprimer, retirer et supprimer le rattachement (409), rien de changé', async () => {
    const c = await copropriete();
    // a real attachment request by syndic B
    const demande = await appeler('POST', '/api/coproprietes/rattachement/pasJustif', {
      jeton: j[SYNDIC_B],
      json: {
        immatriculation: c.immatriculation,
        adminProvisoire: 'false',
        dateDebutMandat: chemin(c.courant.dateDebut).replace(/-/g, '/'),
        dateFinMandat: chemin(c.courant.dateFin).replace(/-/g, '/'),
        typeJustifMandat: 'CONTRAT_SYNDIC',
        confirmations: [],
        declarationHonneur: true,
      },
    });
    expect(demande.status).toBe(200);
    const avant = (await lireCopropriete(c.idCopropriete))!;
    for (const action of ['supprimer', 'retirer-rattachement', 'supprimerMandat-rattachement']) {
      const r = await put(TENEUR, `/api/coproprietes/${action}/${c.idCopropriete}`, { raison: 'Erreur' });
      expect([r.status, r.corps.code]).toEqual([409, 'RATTACHEMENT_EN_COURS']);
    }
    // another kind of request (e.g. a dissolution) also blocks them
    await marquerDemande(c.idCopropriete, 'DISSOLUTION-1');
    const autre = await put(TENEUR, `/api/coproprietes/supprimer/${c.idCopropriete}`, { raison: 'Erreur' });
    expect([autre.status, autre.corps.code]).toEqual([409, 'DEMANDE_EN_COURS']);
    expect((await lireCopropriete(c.idCopropriete))?.etat).toBe(avant.etat);
    expect((await mandat(c.idCopropriete, c.courant.idMandat))?.statut).toBe('COURANT');
  });

  it('retirer-rattachement/{id} : mandat archivé finissant aujourd’hui, copropriété à rattacher, syndic prévenu', async () => {
    const c = await copropriete();
    const vide = await put(TENEUR, `/api/coproprietes/retirer-rattachement/${c.idCopropriete}`, {});
    expect([vide.status, vide.corps.erreurs?.raison]).toEqual([400, MESSAGE_RAISON]);
    const pourquoi = raison('Mandat révoqué en assemblée générale');
    const depuis = Date.now();
    const r = await put(TENEUR, `/api/coproprietes/retirer-rattachement/${c.idCopropriete}`, { raison: pourquoi });
    expect([r.status, r.corps]).toEqual([200, { response: true }]);
    const apres = (await lireCopropriete(c.idCopropriete))!;
    expect(apres.etat).toBe('IMMATRICULEE_A_RATTACHER');
    expect(apres.idMandatCourant).toBeUndefined();
    expect(apres.dateFinMandat).toBeUndefined();
    const m = (await mandat(c.idCopropriete, c.courant.idMandat))!;
    expect(m).toMatchObject({ statut: 'ARCHIVE', dateFin: aujourdhui(), dateDebut: c.courant.dateDebut });
    expect(m.finCourant).toBeUndefined();
    const mail = await courrielPour(CONTACT_A, /rattachement de votre copropriété a été retiré/, depuis);
    expect(mail.texte).toContain(pourquoi);
    // no current mandate any more
    const encore = await put(TENEUR, `/api/coproprietes/retirer-rattachement/${c.idCopropriete}`, { raison: 'x' });
    expect([encore.status, encore.corps.code]).toEqual([404, 'AUCUN_MANDAT']);
    expect((await put(TENEUR, '/api/coproprietes/retirer-rattachement/987654321', { raison: 'x' })).status).toBe(404);
  });

  it('supprimerMandat-rattachement/{id} : rattachement erroné, mandat SUPPRIME, copropriété à rattacher', async () => {
    const c = await copropriete();
    const pourquoi = raison('Rattachement au mauvais syndic');
    const depuis = Date.now();
    const r = await put(TENEUR, `/api/coproprietes/supprimerMandat-rattachement/${c.idCopropriete}`, { raison: pourquoi });
    expect([r.status, r.corps]).toEqual([200, { response: true }]);
    expect((await lireCopropriete(c.idCopropriete))?.etat).toBe('IMMATRICULEE_A_RATTACHER');
    expect(await mandat(c.idCopropriete, c.courant.idMandat)).toMatchObject({
      statut: 'SUPPRIME',
      dateFin: c.courant.dateFin,
    });
    const mail = await courrielPour(CONTACT_A, /rattachement de votre copropriété a été supprimé/, depuis);
    expect(mail.texte).toContain(pourquoi);
    const encore = await put(TENEUR, `/api/coproprietes/supprimerMandat-rattachement/${c.idCopropriete}`, { raison: 'x' });
    expect([encore.status, encore.corps.code]).toEqual([404, 'AUCUN_MANDAT']);
  });
});

describe('mandats supprimables', () => {
  it('listeMandatSupprimable : archivés, expirés, refusés — ni le courant, ni celui à valider', async () => {
    const c = await copropriete();
    const debut = c.courant.dateDebut;
    const archive = await ajouterMandat(c.idCopropriete, 'ARCHIVE', jour(debut, -800), jour(debut, -500));
    const expire = await ajouterMandat(c.idCopropriete, 'EXPIRE', jour(debut, -400), jour(debut, -1));
    const refuse = await ajouterMandat(c.idCopropriete, 'REFUSE', jour(debut, -300), jour(debut, -10), 1002);
    await ajouterMandat(c.idCopropriete, 'A_VALIDER', jour(debut, 1), jour(debut, 300), 1002);
    const r = await get(TENEUR, `/api/mandats/listeMandatSupprimable/${c.idCopropriete}`);
    expect(r.status).toBe(200);
    expect(r.corps.map((m: { idMandat: number }) => m.idMandat)).toEqual([refuse, expire, archive]);
    expect(r.corps[0]).toMatchObject({ statut: 'REFUSE', immatriculation: c.immatriculation, raisonSociale: expect.any(String) });
    expect((await get(TENEUR, '/api/mandats/listeMandatSupprimable/987654321')).status).toBe(404);
  });

  it('DELETE mandats/{id}?raison= : SUPPRIME, le syndic prévenu ; le courant ou un inconnu refusés', async () => {
    const c = await copropriete();
    const archive = await ajouterMandat(
      c.idCopropriete,
      'ARCHIVE',
      jour(c.courant.dateDebut, -400),
      jour(c.courant.dateDebut, -1),
    );
    const sansRaison = await del(TENEUR, `/api/mandats/${archive}`);
    expect(sansRaison.status).toBe(400);
    expect(Object.values(sansRaison.corps.erreurs ?? {})).toContain(MESSAGE_RAISON);
    const courant = await del(TENEUR, `/api/mandats/${c.courant.idMandat}?raison=Erreur`);
    expect([courant.status, courant.corps.code]).toEqual([400, 'MANDAT_NON_SUPPRIMABLE']);
    expect((await del(TENEUR, '/api/mandats/987654321?raison=Erreur')).status).toBe(404);
    expect((await mandat(c.idCopropriete, archive))?.statut).toBe('ARCHIVE');

    const pourquoi = raison('Mandat saisi deux fois');
    const depuis = Date.now();
    const r = await del(TENEUR, `/api/mandats/${archive}?raison=${encodeURIComponent(pourquoi)}`);
    expect([r.status, r.corps]).toEqual([200, { response: true }]);
    expect((await mandat(c.idCopropriete, archive))?.statut).toBe('SUPPRIME');
    expect((await mandat(c.idCopropriete, c.courant.idMandat))?.statut).toBe('COURANT');
    const mail = await courrielPour(CONTACT_A, /un mandat de votre copropriété a été supprimé/, depuis);
    expect(mail.texte).toContain(pourquoi);
    const encore = await del(TENEUR, `/api/mandats/${archive}?raison=x`);
    expect([encore.status, encore.corps.code]).toEqual([400, 'MANDAT_NON_SUPPRIMABLE']);
  });

  it('le mandat expiré qui était le courant : la copropriété redevient à rattacher', async () => {
    const c = await copropriete();
    const db = await base();
    await db.entities.mandat
      .patch({ idCopropriete: c.idCopropriete, idMandat: c.courant.idMandat })
      .set({ statut: 'EXPIRE' })
      .remove(['finCourant'])
      .go();
    await db.entities.copropriete
      .patch({ idCopropriete: c.idCopropriete })
      .set({ etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' })
      .go();
    const r = await del(TENEUR, `/api/mandats/${c.courant.idMandat}?raison=Erreur`);
    expect(r.status).toBe(200);
    const apres = (await lireCopropriete(c.idCopropriete))!;
    expect(apres.etat).toBe('IMMATRICULEE_A_RATTACHER');
    expect(apres.idMandatCourant).toBeUndefined();
  });
});

describe('dates des mandats', () => {
  /** courant (from the first of this month), preceded by an archived mandate ending 10 days before it */
  async function avecPrecedent() {
    const c = await copropriete();
    const finPrecedent = jour(c.courant.dateDebut, -10);
    const precedent = await ajouterMandat(c.idCopropriete, 'ARCHIVE', jour(finPrecedent, -365), finPrecedent);
    return { ...c, precedent, finPrecedent };
  }
  const debut = (id: number, iso: string, qui = TENEUR) => get(qui, `/api/mandats/updateDateDebutMandat/${id}/${chemin(iso)}`);
  const fin = (id: number, iso: string, qui = TENEUR) => get(qui, `/api/mandats/updateDateFinMandatArchive/${id}/${chemin(iso)}`);

  it('début du mandat courant : après la fin du précédent, pas dans le futur ; le mandat modifié est rendu, le syndic prévenu', async () => {
    const c = await avecPrecedent();
    const refus = await debut(c.courant.idMandat, c.finPrecedent);
    expect([refus.status, refus.corps.code]).toEqual([400, 'DATES_MANDAT_NON_MODIFIABLES']);
    expect(refus.corps.message).toBe(MESSAGE_VOISINS);
    expect(refus.corps.erreurs.date).toContain(MESSAGE_VOISINS);
    const futur = await debut(c.courant.idMandat, jour(aujourdhui(), 1));
    expect([futur.status, futur.corps.code]).toEqual([400, 'DATES_MANDAT_NON_MODIFIABLES']);
    expect((await mandat(c.idCopropriete, c.courant.idMandat))?.dateDebut).toBe(c.courant.dateDebut);

    const nouvelle = jour(c.finPrecedent, 1);
    const depuis = Date.now();
    const r = await debut(c.courant.idMandat, nouvelle);
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({
      idMandat: c.courant.idMandat,
      statut: 'COURANT',
      dateDebut: nouvelle,
      dateFin: c.courant.dateFin,
      version: c.courant.version + 1,
    });
    const m = (await mandat(c.idCopropriete, c.courant.idMandat))!;
    expect(m).toMatchObject({ dateDebut: nouvelle, finCourant: c.courant.dateFin });
    const mail = await courrielPour(CONTACT_A, /dates de votre mandat ont été modifiées/, depuis);
    expect(mail.texte).toContain(nouvelle.split('-').reverse().join('/'));
  });

  it('fin d’un mandat archivé : après son début, avant le début du suivant ; le courant n’a pas de fin modifiable', async () => {
    const c = await avecPrecedent();
    const chevauche = await fin(c.precedent, c.courant.dateDebut);
    expect([chevauche.status, chevauche.corps.code]).toEqual([400, 'DATES_MANDAT_NON_MODIFIABLES']);
    const avantDebut = await fin(c.precedent, jour(c.finPrecedent, -365));
    expect([avantDebut.status, avantDebut.corps.code]).toEqual([400, 'DATES_MANDAT_NON_MODIFIABLES']);
    const courant = await fin(c.courant.idMandat, jour(c.courant.dateFin, -1));
    expect([courant.status, courant.corps.code]).toEqual([400, 'STATUT_MANDAT_INCORRECT']);

    const nouvelle = jour(c.courant.dateDebut, -1);
    const r = await fin(c.precedent, nouvelle);
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({ idMandat: c.precedent, statut: 'ARCHIVE', dateFin: nouvelle });
    // the neighbour now ends the day before: the current mandate cannot start on that day
    expect((await debut(c.courant.idMandat, nouvelle)).status).toBe(400);
  });

  it('fin du mandat expiré qui est le courant de la copropriété : la copropriété suit', async () => {
    const c = await copropriete();
    const debutM = jour(aujourdhui(), -400);
    const finM = jour(aujourdhui(), -30);
    const db = await base();
    await db.entities.mandat
      .patch({ idCopropriete: c.idCopropriete, idMandat: c.courant.idMandat })
      .set({ statut: 'EXPIRE', dateDebut: debutM, dateFin: finM })
      .remove(['finCourant'])
      .go();
    await db.entities.copropriete
      .patch({ idCopropriete: c.idCopropriete })
      .set({ etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE', dateFinMandat: finM })
      .go();
    const pasPasse = await fin(c.courant.idMandat, aujourdhui());
    expect([pasPasse.status, pasPasse.corps.code]).toEqual([400, 'DATES_MANDAT_NON_MODIFIABLES']);
    const nouvelle = jour(finM, 5);
    const r = await fin(c.courant.idMandat, nouvelle);
    expect(r.status).toBe(200);
    expect((await lireCopropriete(c.idCopropriete))?.dateFinMandat).toBe(nouvelle);
  });

  it('bloqué pendant un rattachement en cours (409) ; identifiants inconnus 404 ; date mal formée 400', async () => {
    const c = await avecPrecedent();
    await marquerDemande(c.idCopropriete, 'RATTACHEMENT-1');
    const r1 = await debut(c.courant.idMandat, jour(c.finPrecedent, 1));
    expect([r1.status, r1.corps.code]).toEqual([409, 'RATTACHEMENT_EN_COURS']);
    const r2 = await fin(c.precedent, jour(c.finPrecedent, -1));
    expect([r2.status, r2.corps.code]).toEqual([409, 'RATTACHEMENT_EN_COURS']);
    await marquerDemande(c.idCopropriete, 'RENOUVELLEMENT-1');
    expect((await debut(c.courant.idMandat, jour(c.finPrecedent, 1))).status).toBe(409);
    await marquerDemande(c.idCopropriete, null);
    expect((await mandat(c.idCopropriete, c.precedent))?.dateFin).toBe(c.finPrecedent);

    expect((await debut(987654321, c.courant.dateDebut)).status).toBe(404);
    const malFormee = await get(TENEUR, `/api/mandats/updateDateDebutMandat/${c.courant.idMandat}/31-02-2026`);
    expect([malFormee.status, malFormee.corps.code]).toEqual([400, 'REQUETE_INVALIDE']);
    // the yyyy-mm-dd form is read too
    const iso = await get(TENEUR, `/api/mandats/updateDateDebutMandat/${c.courant.idMandat}/${jour(c.finPrecedent, 2)}`);
    expect([iso.status, iso.corps.dateDebut]).toEqual([200, jour(c.finPrecedent, 2)]);
  });
});
