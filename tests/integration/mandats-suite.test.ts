/**
 * Mandates, second round (issue 5, spec 000 §4 "Attachment flow", §5, §7, §8): the attachment request WITH its
 * supporting document (multipart: a PDF file part, or a document already checked), and the mandate reads.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { documentVerifie as documentVerifieDe } from '../support/documents.ts';
import { appeler, cloud, jetonDe } from '../support/api.ts';
import { immatriculerCopropriete } from '../support/coproprietes.ts';
import { base, lireCopropriete, lireDemande } from '../support/validations.ts';

const SYNDIC_A = 'demo.tele_pro_admin_princ';
const SYNDIC_B = 'demo.tele_nonpro_admin_princ';
const SYNDIC_B2 = 'demo.tele_nonpro_gestion';
const TENEUR = 'demo.teneur_admin_princ';

const j: Record<string, string> = {};
beforeAll(async () => {
  for (const l of [SYNDIC_A, SYNDIC_B, SYNDIC_B2, TENEUR]) j[l] = await jetonDe(l);
});

const fichier = (nom: string) => readFileSync(new URL(`../fixtures/fichiers/${nom}`, import.meta.url));
const get = (qui: string, chemin: string) => appeler('GET', chemin, { jeton: j[qui] });
const fr = (d: Date) =>
  `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
function dates() {
  const n = new Date();
  const debut = new Date(Date.UTC(n.getUTCFullYear(), n.getUTCMonth(), 1));
  const fin = new Date(Date.UTC(debut.getUTCFullYear() + 1, debut.getUTCMonth(), 0));
  return { debut, fin };
}
const champs = (immatriculation: string, ajouts: Record<string, string> = {}): Record<string, string> => {
  const { debut, fin } = dates();
  return {
    immatriculation,
    adminProvisoire: 'false',
    dateDebutMandat: fr(debut),
    dateFinMandat: fr(fin),
    typeJustifMandat: 'CONTRAT_SYNDIC',
    confirmations: '[]',
    declarationHonneur: 'true',
    ...ajouts,
  };
};

/** POST rattachement as the SPA does: text fields, then the file parts. */
async function rattacher(qui: string, texte: Record<string, string>, fichiers: [string, string, Buffer][] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(texte)) form.append(k, v);
  for (const [champ, nom, octets] of fichiers)
    form.append(champ, new Blob([new Uint8Array(octets)], { type: 'application/pdf' }), nom);
  const r = await fetch(`${cloud().url}/api/coproprietes/rattachement`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${j[qui]}` },
  });
  return { status: r.status, corps: (await r.json()) as any };
}

const documentVerifie = (qui: string) => documentVerifieDe(j[qui], 'mandat.pdf');

async function mandatsDe(idCopropriete: number) {
  return (await (await base()).entities.mandat.query.parCopropriete({ idCopropriete }).go()).data;
}
const copropriete = () => immatriculerCopropriete(j[SYNDIC_A]);

describe('POST coproprietes/rattachement (avec justificatif, multipart)', () => {
  it('avec un fichier PDF `justificatif` : mandat à valider portant le document, demande au teneur', async () => {
    const c = await copropriete();
    const r = await rattacher(SYNDIC_B, champs(c.immatriculation!), [
      ['justificatif', 'Contrat de syndic.pdf', fichier('valide.pdf')],
    ]);
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({ idCopropriete: c.idCopropriete, idDemande: `RATTACHEMENT-${r.corps.idMandat}` });
    const m = (await mandatsDe(c.idCopropriete)).find((x) => x.idMandat === r.corps.idMandat)!;
    expect(m).toMatchObject({
      statut: 'A_VALIDER',
      typeJustif: 'CONTRAT_SYNDIC',
      nomFichier: 'Contrat de syndic.pdf',
      dateTeleversement: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      idDocument: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await lireDemande(r.corps.idDemande)).toMatchObject({ typeDemande: 'RATTACHEMENT', idMandat: m.idMandat });
    expect((await lireCopropriete(c.idCopropriete))!.idDemandeEnCours).toBe(r.corps.idDemande);
    // the document is filed for its depositor, and the keeper can open it
    for (const qui of [SYNDIC_B, TENEUR]) expect((await get(qui, `/api/documents/${m.idDocument}/lien`)).status).toBe(200);
    expect((await get(SYNDIC_A, `/api/documents/${m.idDocument}/lien`)).status).toBe(404);
  });

  it('avec idDocument déjà vérifié, et les confirmations en liste JSON', async () => {
    const c = await copropriete();
    const idDocument = await documentVerifie(SYNDIC_B);
    const { debut } = dates();
    const dixHuitMois = fr(new Date(Date.UTC(debut.getUTCFullYear(), debut.getUTCMonth() + 18, 0)));
    const avert = await rattacher(SYNDIC_B, champs(c.immatriculation!, { idDocument, dateFinMandat: dixHuitMois }));
    expect([avert.status, avert.corps.code]).toEqual([400, 'AVERTISSEMENTS_NON_CONFIRMES']);
    const malFormees = await rattacher(SYNDIC_B, champs(c.immatriculation!, { idDocument, confirmations: 'DUREE' }));
    expect(malFormees.status).toBe(400);
    expect(malFormees.corps.erreurs).toHaveProperty('confirmations');
    const r = await rattacher(
      SYNDIC_B,
      champs(c.immatriculation!, {
        idDocument,
        dateFinMandat: dixHuitMois,
        confirmations: '["MANDAT_DUREE_DIFFERENTE_12_MOIS"]',
      }),
    );
    expect(r.status).toBe(200);
    const m = (await mandatsDe(c.idCopropriete)).find((x) => x.idMandat === r.corps.idMandat)!;
    expect(m).toMatchObject({ idDocument, nomFichier: 'mandat.pdf', statut: 'A_VALIDER' });
  });

  it("refuse l'idDocument d'un autre déclarant (même de son établissement) ou inconnu (404)", async () => {
    const c = await copropriete();
    const idDocument = await documentVerifie(SYNDIC_B2);
    for (const id of [idDocument, '00000000-0000-4000-8000-000000000000']) {
      const r = await rattacher(SYNDIC_B, champs(c.immatriculation!, { idDocument: id }));
      expect([r.status, r.corps.code]).toEqual([404, 'RESSOURCE_INTROUVABLE']);
    }
    const malForme = await rattacher(SYNDIC_B, champs(c.immatriculation!, { idDocument: 'abc' }));
    expect(malForme.status).toBe(400);
    expect(await mandatsDe(c.idCopropriete)).toHaveLength(1);
  });

  it('refuse un fichier qui n’est pas un PDF, aucun document ou deux documents (400)', async () => {
    const c = await copropriete();
    const mauvais = await rattacher(SYNDIC_B, champs(c.immatriculation!), [
      ['justificatif', 'photo.pdf', fichier('image-png.pdf')],
    ]);
    expect([mauvais.status, mauvais.corps.code]).toEqual([400, 'FORMAT_FICHIER_NON_AUTORISE']);
    const aucun = await rattacher(SYNDIC_B, champs(c.immatriculation!));
    expect([aucun.status, aucun.corps.code]).toEqual([400, 'NOMBRE_FICHIERS_INCORRECT']);
    const idDocument = await documentVerifie(SYNDIC_B);
    const deux = await rattacher(SYNDIC_B, champs(c.immatriculation!, { idDocument }), [
      ['justificatif', 'a.pdf', fichier('valide.pdf')],
    ]);
    expect([deux.status, deux.corps.code]).toEqual([400, 'NOMBRE_FICHIERS_INCORRECT']);
    const deuxFichiers = await rattacher(SYNDIC_B, champs(c.immatriculation!), [
      ['justificatif', 'a.pdf', fichier('valide.pdf')],
      ['justificatif', 'b.pdf', fichier('valide.pdf')],
    ]);
    expect([deuxFichiers.status, deuxFichiers.corps.code]).toEqual([400, 'NOMBRE_FICHIERS_INCORRECT']);
    const sansHonneur = await rattacher(SYNDIC_B, champs(c.immatriculation!, { declarationHonneur: 'false' }), [
      ['justificatif', 'a.pdf', fichier('valide.pdf')],
    ]);
    expect(sansHonneur.status).toBe(400);
    expect(sansHonneur.corps.erreurs).toHaveProperty('declarationHonneur');
    expect(await mandatsDe(c.idCopropriete)).toHaveLength(1);
    // the chain of checks still applies: the establishment already attached
    const deja = await rattacher(SYNDIC_A, champs(c.immatriculation!), [['justificatif', 'a.pdf', fichier('valide.pdf')]]);
    expect(deja.corps.code).toBe('ALREADY_ATTACHED');
  });

  it('réservé aux syndics (403 teneur, 401 anonyme)', async () => {
    const c = await copropriete();
    expect((await rattacher(TENEUR, champs(c.immatriculation!), [['justificatif', 'a.pdf', fichier('valide.pdf')]])).status).toBe(
      403,
    );
    const r = await fetch(`${cloud().url}/api/coproprietes/rattachement`, { method: 'POST', body: new FormData() });
    expect(r.status).toBe(401);
  });
});

async function idTeledeclarantDe(login: string) {
  const { data } = await (await base()).entities.utilisateur.get({ login }).go();
  return data!.idTeledeclarant!;
}
const iso = (d: Date) => d.toISOString().slice(0, 10);
async function statutMandat(idCopropriete: number, idMandat: number, statut: string) {
  await (
    await base()
  ).entities.mandat
    .patch({ idCopropriete, idMandat })
    .set({ statut: statut as never })
    .go();
}

describe('lectures des mandats', () => {
  it('findMandatEnCoursAvenir : le courant, sinon le prochain ; un syndic ne voit que son établissement', async () => {
    const c = await copropriete();
    const [m] = await mandatsDe(c.idCopropriete);
    for (const qui of [SYNDIC_A, TENEUR]) {
      const r = await get(qui, `/api/mandats/findMandatEnCoursAvenir/${c.idCopropriete}`);
      expect(r.status).toBe(200);
      expect(r.corps).toMatchObject({ idMandat: m.idMandat, statut: 'COURANT', immatriculation: c.immatriculation });
    }
    expect((await get(SYNDIC_B, `/api/mandats/findMandatEnCoursAvenir/${c.idCopropriete}`)).status).toBe(404);
    expect((await get(SYNDIC_A, '/api/mandats/findMandatEnCoursAvenir/999999999')).status).toBe(404);
    // a syndic with a pending request sees the condominium, not the others' mandates
    const r = await rattacher(SYNDIC_B, champs(c.immatriculation!), [['justificatif', 'a.pdf', fichier('valide.pdf')]]);
    expect(r.status).toBe(200);
    const b = await get(SYNDIC_B, `/api/mandats/findMandatEnCoursAvenir/${c.idCopropriete}`);
    expect([b.status, b.corps]).toEqual([200, null]);

    // the current one archived, a validated one to come
    await statutMandat(c.idCopropriete, m.idMandat, 'ARCHIVE');
    const idFutur = 800000000 + Math.floor(Math.random() * 99999999);
    const debut = new Date(Date.now() + 40 * 86400000);
    await (
      await base()
    ).entities.mandat
      .create({
        idCopropriete: c.idCopropriete,
        idMandat: idFutur,
        idTeledeclarant: m.idTeledeclarant,
        statut: 'COURANT',
        dateDebut: iso(debut),
        dateFin: iso(new Date(debut.getTime() + 300 * 86400000)),
        dateCreation: new Date().toISOString(),
      })
      .go();
    expect((await get(SYNDIC_A, `/api/mandats/findMandatEnCoursAvenir/${c.idCopropriete}`)).corps.idMandat).toBe(idFutur);
    await statutMandat(c.idCopropriete, idFutur, 'REFUSE');
    const aucun = await get(SYNDIC_A, `/api/mandats/findMandatEnCoursAvenir/${c.idCopropriete}`);
    expect([aucun.status, aucun.corps]).toEqual([200, null]);
  });

  it('mandatPrecArchive et findDateDebutMandatPrec/{id}/{bool}', async () => {
    const c = await copropriete();
    const [m] = await mandatsDe(c.idCopropriete);
    const debut = iso(dates().debut);
    expect((await get(SYNDIC_A, `/api/mandats/mandatPrecArchive/${c.idCopropriete}`)).corps).toBeNull();
    expect((await get(SYNDIC_A, `/api/mandats/findDateDebutMandatPrec/${c.idCopropriete}/false`)).corps).toEqual({
      response: null,
    });
    expect((await get(SYNDIC_A, `/api/mandats/findDateDebutMandatPrec/${c.idCopropriete}/true`)).corps).toEqual({
      response: debut,
    });
    expect((await get(SYNDIC_A, `/api/mandats/findDateDebutMandatPrec/${c.idCopropriete}/oui`)).status).toBe(400);

    await statutMandat(c.idCopropriete, m.idMandat, 'EXPIRE');
    for (const qui of [SYNDIC_A, TENEUR]) {
      expect((await get(qui, `/api/mandats/mandatPrecArchive/${c.idCopropriete}`)).corps).toMatchObject({
        idMandat: m.idMandat,
        statut: 'EXPIRE',
      });
      expect((await get(qui, `/api/mandats/findDateDebutMandatPrec/${c.idCopropriete}/false`)).corps).toEqual({
        response: debut,
      });
    }
    for (const chemin of ['mandatPrecArchive', 'findDateDebutMandatPrec'])
      expect(
        (await get(SYNDIC_B, `/api/mandats/${chemin}/${c.idCopropriete}${chemin.startsWith('find') ? '/true' : ''}`)).status,
      ).toBe(404);
  });

  it('is-successeur-declare : lu sur les déclarations de successeur de la copropriété', async () => {
    const c = await copropriete();
    expect((await get(SYNDIC_B, `/api/coproprietes/is-successeur-declare/${c.immatriculation}`)).corps).toEqual({
      response: false,
    });
    expect((await get(SYNDIC_B, `/api/coproprietes/is-successeur-declare/${c.idCopropriete}`)).status).toBe(404);
    expect((await get(SYNDIC_B, '/api/coproprietes/is-successeur-declare/ZY9999999')).status).toBe(404);
    // A (its syndic) names B's establishment as successor
    const { data: b } = await (
      await base()
    ).entities.teledeclarant
      .get({ idTeledeclarant: await idTeledeclarantDe(SYNDIC_B) })
      .go();
    const d = await appeler('POST', '/api/teledeclarant/successeur', {
      jeton: j[SYNDIC_A],
      json: { idCopropriete: c.idCopropriete, siret: b!.siret, type: 'NON_PRO', email: 'successeur.suite@syndic-exemple.fr' },
    });
    expect(d.status).toBe(200);
    for (const [qui, x] of [
      [SYNDIC_A, String(c.idCopropriete)],
      [TENEUR, String(c.idCopropriete)],
      [SYNDIC_B, c.immatriculation!],
    ])
      expect((await get(qui, `/api/coproprietes/is-successeur-declare/${x}`)).corps).toEqual({ response: true });
  });

  it("etablissement/mandat/{idMandat} : l'établissement du mandat, pour lui-même ou un teneur", async () => {
    const c = await copropriete();
    const [m] = await mandatsDe(c.idCopropriete);
    const { data: t } = await (
      await base()
    ).entities.teledeclarant
      .get({ idTeledeclarant: await idTeledeclarantDe(SYNDIC_A) })
      .go();
    for (const qui of [SYNDIC_A, TENEUR]) {
      const r = await get(qui, `/api/etablissement/mandat/${m.idMandat}`);
      expect(r.status).toBe(200);
      expect(r.corps).toMatchObject({ siret: t!.siret, raisonSociale: expect.any(String) });
    }
    expect((await get(SYNDIC_B, `/api/etablissement/mandat/${m.idMandat}`)).status).toBe(404);
    expect((await get(SYNDIC_A, '/api/etablissement/mandat/999999999')).status).toBe(404);
  });
});
