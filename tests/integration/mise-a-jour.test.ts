/**
 * [issue 11] Keeping a condominium up to date: the record (visualisation, infos, declaration-donnee-copropriete),
 * the annual and standard updates through drafts, the lock of an approved exercise on every route that writes
 * financial data, unapproved accounts completed later, the modification of a pending request, the keeper's
 * administrative update with its reason, the error flag; refusals by authority and ownership, nothing written
 * when refused, and two people recording at once (one wins, the other gets the French 409).
 *
 * Data: condominiums registered through the API by syndic A (declarant 1001). The registration declares the
 * exercise 01/01/(Y-2) → 31/12/(Y-2) approved on 20/05/(Y-1), Y the current year.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, jetonDe } from '../support/api.ts';
import { courrielPour } from '../support/comptes.ts';
import { creerDemandeAvecDoublon, exerciceSuivant, immatriculerCopropriete } from '../support/coproprietes.ts';
import { lireCopropriete, lireDeclaration, lireDemande } from '../support/validations.ts';

const SYNDIC_A = 'demo.tele_pro_admin_princ';
const GESTION_A = 'demo.tele_pro_gestion';
const SYNDIC_B = 'demo.tele_nonpro_admin_princ';
const NOTAIRE = 'demo.notaire_notaire';
const TENEUR = 'demo.teneur_admin_princ';
const HOTLINE = 'demo.teneur_ass_hotline_ges';
const CONTACT_A = 'contact.1001@demo.registre.local';

const j: Record<string, string> = {};
beforeAll(async () => {
  for (const l of [SYNDIC_A, GESTION_A, SYNDIC_B, NOTAIRE, TENEUR, HOTLINE]) j[l] = await jetonDe(l);
});

const an = new Date().getUTCFullYear();
const get = (qui: string, chemin: string) => appeler('GET', chemin, { jeton: j[qui] });
const put = (qui: string, chemin: string, json: unknown) => appeler('PUT', chemin, { jeton: j[qui], json });
const ouvrir = (qui: string, id: number, type: string, nouvelle = true) =>
  appeler('POST', `/api/coproprietes/declaration/${id}/${type}/${nouvelle}`, { jeton: j[qui] });
const enregistrer = (qui: string, valider: boolean, d: { id: number; version: number }, corps: Record<string, unknown>) =>
  put(qui, `/api/coproprietes/declaration/${valider}/${d.id}`, { version: d.version, confirmations: [], ...corps });
const fiche = (qui: string, id: number) => get(qui, `/api/coproprietes/visualisation/${id}`);

/** A registered condominium and its annual update recorded (exercise Y-1 locked). */
async function avecMajAnnuelle() {
  const c = await immatriculerCopropriete(j[SYNDIC_A]);
  const d = (await ouvrir(SYNDIC_A, c.idCopropriete, 'ANNUELLE')).corps;
  const r = await enregistrer(SYNDIC_A, true, d, {
    immatCopropriete: { ...d.immatCopropriete, donneesFinancieres: exerciceSuivant() },
  });
  expect(r.status, JSON.stringify(r.corps)).toBe(200);
  return { ...c, idDeclarationAnnuelle: r.corps.idDeclaration as number };
}

describe('la fiche de la copropriété', () => {
  it('le titulaire voit les blocs, le mandat, la mise à jour annuelle due, les exercices et l’historique', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const r = await fiche(SYNDIC_A, c.idCopropriete);
    expect(r.status).toBe(200);
    const f = r.corps;
    expect(f.immatriculation).toBe(c.immatriculation);
    expect(f.immatCopropriete.identification.nomCopropriete).toBe(c.declaration.immatCopropriete.identification.nomCopropriete);
    expect(f.mandat?.statut).toBe('COURANT');
    expect(f.titulaire?.idTeledeclarant).toBe(1001);
    // last exercise closed 31/12/(Y-2): the next closed 31/12/(Y-1), due from 01/01/Y, late after 31/08/Y
    expect(f.majAnnuelle).toMatchObject({ exigibleLe: `${an}-01-01`, dateLimite: `${an}-08-31` });
    expect(f.exercices).toEqual([expect.objectContaining({ dateClotureComptes: `${an - 2}-12-31`, verrouille: false })]);
    expect(f.historique).toHaveLength(1);
    expect(f.historique[0]).toMatchObject({ libelle: 'Immatriculation', statut: 'COURANT' });
    expect(f.historique[0].auteur).toBeTruthy();
    expect(f.actions.annuelle.possible).toBe(true);
    expect(f.actions.modificationAdmin.possible).toBe(false);
    expect((await fiche(TENEUR, c.idCopropriete)).corps.actions.modificationAdmin.possible).toBe(true);
  });

  it('un autre syndic ne la voit pas (404), un notaire en voit la partie publique, sans données financières', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    expect((await fiche(SYNDIC_B, c.idCopropriete)).status).toBe(404);
    expect((await fiche(SYNDIC_B, 999_999_999)).status).toBe(404);
    const n = await fiche(NOTAIRE, c.idCopropriete);
    expect(n.status).toBe(200);
    expect(n.corps.immatCopropriete.identification.nomCopropriete).toBeTruthy();
    expect(n.corps.immatCopropriete.donneesFinancieres.dateClotureComptes).toBe('');
    expect(n.corps.exercices).toEqual([]);
    expect(n.corps.historique[0].auteur).toBeNull();
    const decl = await get(NOTAIRE, `/api/coproprietes/declaration/declaration-donnee-copropriete/${c.idDeclaration}`);
    expect(decl.status).toBe(200);
    expect(decl.corps.immatCopropriete.donneesFinancieres.montantDettes).toBe('');
    expect((await get(SYNDIC_B, `/api/coproprietes/declaration/declaration-donnee-copropriete/${c.idDeclaration}`)).status).toBe(
      404,
    );
  });

  it('infos/{id}/{authority} dit si l’action est possible et pourquoi', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const a = await get(SYNDIC_A, `/api/coproprietes/infos/${c.idCopropriete}/MAJ_COPROPRIETE_ANNUELLE`);
    expect(a.corps).toMatchObject({ possible: true, typeMaj: 'ANNUELLE', brouillon: null, exerciceVerrouille: null });
    const t = await get(TENEUR, `/api/coproprietes/infos/${c.idCopropriete}/MAJ_COPROPRIETE_STANDARD`);
    expect(t.corps).toMatchObject({ possible: true, typeMaj: 'MODIFICATION_ADMIN' });
    const m = await get(SYNDIC_A, `/api/coproprietes/infos/${c.idCopropriete}/MAJ_COPROPRIETE_AVANT_VALIDATION`);
    expect(m.corps.possible).toBe(false);
    expect(m.corps.raison).toMatch(/Aucune demande/);
    expect((await get(SYNDIC_A, `/api/coproprietes/infos/${c.idCopropriete}/AUTRE`)).status).toBe(400);
  });
});

describe('la mise à jour annuelle et le verrou de l’exercice', () => {
  it('un brouillon repris de la déclaration en vigueur, un nouvel exercice, puis l’exercice verrouillé', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const d = (await ouvrir(SYNDIC_A, c.idCopropriete, 'ANNUELLE')).corps;
    expect(d).toMatchObject({ statut: 'BROUILLON', typeMaj: 'ANNUELLE', idCopropriete: c.idCopropriete });
    expect(d.immatCopropriete.donneesFinancieres.dateDebutExercice).toBe(`01/01/${an - 1}`);
    expect(d.contexte.exercicesPrecedents).toHaveLength(1);
    // the draft is the condominium's, not a registration draft
    const brouillons = (await get(SYNDIC_A, '/api/coproprietes/brouillons')).corps as { id: number }[];
    expect(brouillons.map((b) => b.id)).not.toContain(d.id);
    // resumed, not duplicated
    expect((await ouvrir(SYNDIC_A, c.idCopropriete, 'ANNUELLE', false)).corps.id).toBe(d.id);

    // a step checked on "Suivant": the exercise must close after it starts
    const mauvais = await enregistrer(SYNDIC_A, false, d, {
      etape: 'donnees-financieres',
      verifierEtape: true,
      immatCopropriete: {
        ...d.immatCopropriete,
        donneesFinancieres: exerciceSuivant({ dateClotureComptes: `31/12/${an - 2}`, dateAg: `15/03/${an - 1}` }),
      },
    });
    expect(mauvais.status).toBe(400);
    expect(Object.keys(mauvais.corps.erreurs ?? {})).toContain('donneesFinancieres.dateClotureComptes');

    const enregistre = await enregistrer(SYNDIC_A, false, d, {
      etape: 'donnees-financieres',
      verifierEtape: true,
      immatCopropriete: { ...d.immatCopropriete, donneesFinancieres: exerciceSuivant() },
    });
    expect(enregistre.status, JSON.stringify(enregistre.corps)).toBe(200);
    const r = await enregistrer(SYNDIC_A, true, enregistre.corps, { immatCopropriete: enregistre.corps.immatCopropriete });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    expect(r.corps.message).toMatch(/verrouillé/);

    const f = (await fiche(SYNDIC_A, c.idCopropriete)).corps;
    expect(f.majAnnuelle.statut).toBe('FAITE');
    expect(f.majAnnuelle.exigibleLe).toBe(`${an + 1}-01-01`);
    expect(f.exercices[0]).toMatchObject({ dateClotureComptes: `${an - 1}-12-31`, verrouille: true });
    expect(f.historique).toHaveLength(2);
    expect(f.historique[0].libelle).toBe('Mise à jour annuelle');
    expect(f.historique[0].differences.map((x: { champ: string }) => x.champ)).toContain('dateClotureComptes');
    expect(f.historique[1].statut).toBe('ARCHIVE');
    const copro = await lireCopropriete(c.idCopropriete);
    expect(copro?.idDeclarationCourante).toBe(r.corps.idDeclaration);
    expect(copro?.statutMajAnnuelle).toBe('FAITE');
    expect((await lireDeclaration(c.idDeclaration))?.statut).toBe('ARCHIVE');
    const infos = await get(SYNDIC_A, `/api/coproprietes/infos/${c.idCopropriete}/MAJ_COPROPRIETE_STANDARD`);
    expect(infos.corps.exerciceVerrouille?.dateClotureComptes).toBe(`${an - 1}-12-31`);
  });

  it('aucune mise à jour ne change un exercice verrouillé (standard, annuelle, administrative)', async () => {
    const c = await avecMajAnnuelle();
    const avant = await lireCopropriete(c.idCopropriete);
    const s = (await ouvrir(SYNDIC_A, c.idCopropriete, 'STANDARD')).corps;
    const change = {
      ...s.immatCopropriete,
      donneesFinancieres: { ...s.immatCopropriete.donneesFinancieres, montantDettes: '9999' },
    };
    const r = await enregistrer(SYNDIC_A, true, s, { immatCopropriete: change });
    expect(r.status).toBe(409);
    expect(r.corps.code).toBe('EXERCICE_VERROUILLE');
    expect(r.corps.message).toMatch(/ne peuvent plus être modifiées/);

    // the same closing date on an annual update (confirmed), other amounts
    const a = (await ouvrir(SYNDIC_A, c.idCopropriete, 'ANNUELLE')).corps;
    const memeCloture = await enregistrer(SYNDIC_A, true, a, {
      confirmations: ['CLOTURE_INCHANGEE_MAJ_ANNUELLE', 'DATE_AG_EN_DOUBLE'],
      immatCopropriete: { ...a.immatCopropriete, donneesFinancieres: exerciceSuivant({ montantDettes: '1' }) },
    });
    expect(memeCloture.status).toBe(409);
    expect(memeCloture.corps.code).toBe('EXERCICE_VERROUILLE');

    const t = (await ouvrir(TENEUR, c.idCopropriete, 'MODIFICATION_ADMIN')).corps;
    const admin = await enregistrer(TENEUR, true, t, {
      motif: 'Correction',
      immatCopropriete: {
        ...t.immatCopropriete,
        donneesFinancieres: { ...t.immatCopropriete.donneesFinancieres, montantFondTravaux: '1' },
      },
    });
    expect(admin.status).toBe(409);
    expect((await lireCopropriete(c.idCopropriete))?.version).toBe(avant?.version);

    // a standard update of the other blocks goes through, the exercise untouched
    const s2 = (await ouvrir(SYNDIC_A, c.idCopropriete, 'STANDARD')).corps;
    const nom = `Les Tilleuls ${Date.now()}`.slice(0, 50);
    const ok = await enregistrer(SYNDIC_A, true, s2, {
      immatCopropriete: {
        ...s2.immatCopropriete,
        identification: { ...s2.immatCopropriete.identification, nomCopropriete: nom },
      },
    });
    expect(ok.status, JSON.stringify(ok.corps)).toBe(200);
    const f = (await fiche(SYNDIC_A, c.idCopropriete)).corps;
    expect(f.nomCopropriete).toBe(nom);
    expect(f.historique[0].differences).toEqual([expect.objectContaining({ champ: 'nomCopropriete', apres: nom })]);
    expect(f.exercices[0].verrouille).toBe(true);
  });

  it('deux enregistrements simultanés : un seul passe, l’autre reçoit le 409 en français', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const d = (await ouvrir(SYNDIC_A, c.idCopropriete, 'STANDARD')).corps;
    const corps = { immatCopropriete: d.immatCopropriete };
    const [x, y] = await Promise.all([enregistrer(SYNDIC_A, true, d, corps), enregistrer(GESTION_A, true, d, corps)]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
    const perdant = x.status === 409 ? x : y;
    expect(perdant.corps.message).toMatch(/modifiées entre-temps|rechargez/);
    expect((await fiche(SYNDIC_A, c.idCopropriete)).corps.historique).toHaveLength(2);

    // a draft opened before another update was recorded: 409 on recording
    const vieux = (await ouvrir(SYNDIC_A, c.idCopropriete, 'STANDARD')).corps;
    const t = (await ouvrir(TENEUR, c.idCopropriete, 'MODIFICATION_ADMIN')).corps;
    expect((await enregistrer(TENEUR, true, t, { motif: 'Vérification', immatCopropriete: t.immatCopropriete })).status).toBe(
      200,
    );
    const r = await enregistrer(SYNDIC_A, true, vieux, { immatCopropriete: vieux.immatCopropriete });
    expect(r.status).toBe(404); // the keeper's draft replaced it (one draft per condominium)
  });
});

describe('les comptes non approuvés', () => {
  it('un exercice déclaré non approuvé reste à compléter, puis est complété et verrouillé', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const d = (await ouvrir(SYNDIC_A, c.idCopropriete, 'ANNUELLE')).corps;
    const r = await enregistrer(SYNDIC_A, true, d, {
      immatCopropriete: {
        ...d.immatCopropriete,
        donneesFinancieres: exerciceSuivant({ comptesNonApprouves: 'true', dateAg: '' }),
      },
    });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    let f = (await fiche(SYNDIC_A, c.idCopropriete)).corps;
    expect(f.exerciceNonApprouve).toBe(true);
    expect(f.exercices[0]).toMatchObject({ nonApprouve: true, verrouille: false });
    expect(f.majAnnuelle.statut).not.toBe('FAITE');
    expect(f.actions.completerExercice.possible).toBe(true);
    expect((await lireDeclaration(r.corps.idDeclaration))?.isExerciceNonApprouve).toBe(true);

    const chemin = `/api/coproprietes/mettreAJourDonneesFinancieres/${c.idCopropriete}`;
    const autreCloture = await put(SYNDIC_A, chemin, {
      version: f.version,
      confirmations: [],
      donneesFinancieres: exerciceSuivant({ dateClotureComptes: `30/11/${an - 1}` }),
    });
    expect(autreCloture.status).toBe(400);
    expect(autreCloture.corps.erreurs['donneesFinancieres.dateClotureComptes']).toMatch(/exercice à compléter/);
    expect(
      (await put(SYNDIC_B, chemin, { version: f.version, confirmations: [], donneesFinancieres: exerciceSuivant() })).status,
    ).toBe(404);
    expect(
      (await put(SYNDIC_A, chemin, { version: f.version + 5, confirmations: [], donneesFinancieres: exerciceSuivant() })).status,
    ).toBe(409);

    const ok = await put(SYNDIC_A, chemin, { version: f.version, confirmations: [], donneesFinancieres: exerciceSuivant() });
    expect(ok.status, JSON.stringify(ok.corps)).toBe(200);
    expect(ok.corps.typeMaj).toBe('COMPTESNONAPPROUVES');
    f = (await fiche(SYNDIC_A, c.idCopropriete)).corps;
    expect(f.exerciceNonApprouve).toBe(false);
    expect(f.exercices[0]).toMatchObject({ nonApprouve: false, verrouille: true });
    expect(f.majAnnuelle.statut).toBe('FAITE');
    expect(f.actions.completerExercice.possible).toBe(false);
    const encore = await put(SYNDIC_A, chemin, { version: f.version, confirmations: [], donneesFinancieres: exerciceSuivant() });
    expect(encore.status).toBe(409);
  });
});

describe('la mise à jour administrative du teneur, la modification d’une demande, les refus', () => {
  it('le teneur corrige avec un motif obligatoire, journalisé et envoyé au syndic', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const t = (await ouvrir(TENEUR, c.idCopropriete, 'MODIFICATION_ADMIN')).corps;
    const sansMotif = await enregistrer(TENEUR, true, t, { immatCopropriete: t.immatCopropriete });
    expect(sansMotif.status).toBe(400);
    expect(sansMotif.corps.erreurs.motif).toMatch(/motif/);
    const motif = `Nombre de lots corrigé ${Date.now()}`;
    const ok = await enregistrer(TENEUR, true, t, {
      motif,
      immatCopropriete: { ...t.immatCopropriete, identification: { ...t.immatCopropriete.identification, nbLots: '60' } },
    });
    expect(ok.status, JSON.stringify(ok.corps)).toBe(200);
    const mail = await courrielPour(CONTACT_A, /a mis à jour la copropriété/);
    expect(mail.texte).toContain(motif);
    const f = (await fiche(SYNDIC_A, c.idCopropriete)).corps;
    expect(f.historique[0]).toMatchObject({ libelle: 'Mise à jour administrative du teneur', motif });
    // the syndic cannot, the hotline cannot (route authority)
    expect((await ouvrir(SYNDIC_A, c.idCopropriete, 'MODIFICATION_ADMIN')).status).toBe(403);
    expect((await ouvrir(HOTLINE, c.idCopropriete, 'MODIFICATION_ADMIN')).status).toBe(403);
  });

  it('un autre établissement : 404 partout ; une copropriété supprimée : 409 en français', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    expect((await ouvrir(SYNDIC_B, c.idCopropriete, 'STANDARD')).status).toBe(404);
    const d = (await ouvrir(SYNDIC_A, c.idCopropriete, 'STANDARD')).corps;
    expect((await enregistrer(SYNDIC_B, false, d, { immatCopropriete: d.immatCopropriete })).status).toBe(404);
    expect((await enregistrer(SYNDIC_B, true, d, { immatCopropriete: d.immatCopropriete })).status).toBe(404);
    const sup = await put(TENEUR, `/api/coproprietes/supprimer/${c.idCopropriete}`, { raison: 'Doublon avéré' });
    expect(sup.status, JSON.stringify(sup.corps)).toBe(200);
    const r = await ouvrir(SYNDIC_A, c.idCopropriete, 'ANNUELLE');
    expect(r.status).toBe(409);
    expect(r.corps.message).toMatch(/supprimée du registre/);
    expect((await enregistrer(SYNDIC_A, true, d, { immatCopropriete: d.immatCopropriete })).status).toBe(409);
  });

  it('le déclarant modifie sa demande tant que le teneur ne l’a pas ouverte', async () => {
    const demande = await creerDemandeAvecDoublon(j[SYNDIC_A]);
    const d = (await ouvrir(SYNDIC_A, demande.idCopropriete, 'MODIF_DEMANDE')).corps;
    expect(d.typeMaj).toBe('MODIF_DEMANDE');
    const nom = `Modifiée ${Date.now()}`;
    const r = await enregistrer(SYNDIC_A, true, d, {
      immatCopropriete: { ...d.immatCopropriete, identification: { ...d.immatCopropriete.identification, nomCopropriete: nom } },
    });
    expect(r.status, JSON.stringify(r.corps)).toBe(200);
    expect((await lireDeclaration(demande.idDeclaration))?.statut).toBe('A_VALIDER');
    expect((await lireDeclaration(demande.idDeclaration))?.immatCopropriete.identification.nomCopropriete).toBe(nom);
    expect((await lireDemande(demande.idDemande))?.nomCopropriete).toBe(nom);
    expect((await ouvrir(SYNDIC_A, demande.idCopropriete, 'STANDARD')).status).toBe(409);
  });
});

describe('signaler une erreur', () => {
  it('le titulaire ou un teneur signale une déclaration erronée ; visible sur la fiche et refusée aux autres', async () => {
    const c = await immatriculerCopropriete(j[SYNDIC_A]);
    const chemin = (m: string) => `/api/declarations/declarerErreur/${c.idDeclaration}?erreur=${encodeURIComponent(m)}`;
    expect((await get(SYNDIC_A, chemin(''))).status).toBe(400);
    expect((await get(SYNDIC_B, chemin('Faux'))).status).toBe(404);
    expect((await get(NOTAIRE, chemin('Faux'))).status).toBe(404);
    const r = await get(SYNDIC_A, chemin('Le nombre de bâtiments est faux'));
    expect(r.status).toBe(200);
    expect((await get(TENEUR, chemin('Adresse à vérifier'))).status).toBe(200);
    const f = (await fiche(TENEUR, c.idCopropriete)).corps;
    expect(f.historique[0].erreurs.map((e: { message: string }) => e.message)).toEqual([
      'Le nombre de bâtiments est faux',
      'Adresse à vérifier',
    ]);
  });
});
