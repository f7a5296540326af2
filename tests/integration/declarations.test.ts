/**
 * Registration of condominiums (issue 4, spec 000 §2–§5): drafts and their ownership, the rules through the API,
 * warnings to confirm, duplicates (found, kept, set aside), direct registration and the validation request with
 * its one-working-day deadline, the notary's initial and ex officio routes with the successor, the parcels
 * located later, and the refusals by authority. Every condominium here has its own address (support helpers).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { echeanceUnJourOuvre } from '@registre/shared/domain/joursOuvres';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { appeler, jetonDe, loginDe, utiliserEnvCloud } from '../support/api.ts';
import { uneLigneJournal } from '../support/journal.ts';
import {
  adresseUnique,
  declarationValide,
  enregistrer,
  enregistrerBrouillonComplet,
  immatriculerCopropriete,
  parcelleUnique,
  soumettre,
  unique,
} from '../support/coproprietes.ts';

let syndic: string; // demo.tele_pro_admin_princ, declarant 1001
let gestionnaire: string; // demo.tele_pro_gestion, the same declarant
let autreSyndic: string; // demo.tele_nonpro_admin_princ, declarant 1002
let notaire: string;
let collaborateur: string;
let teneur: string;
let base: typeof import('@registre/functions/adapters/dynamodb/service').db;

beforeAll(async () => {
  [syndic, gestionnaire, autreSyndic, notaire, collaborateur, teneur] = await Promise.all(
    [
      'TELE_PRO_ADMIN_PRINC',
      'TELE_PRO_GESTION',
      'TELE_NONPRO_ADMIN_PRINC',
      'NOTAIRE_NOTAIRE',
      'NOTAIRE_COLLAB',
      'TENEUR_ADMIN_PRINC',
    ].map((p) => jetonDe(loginDe(p))),
  );
  utiliserEnvCloud();
  base = (await import('@registre/functions/adapters/dynamodb/service')).db;
});

const nouvelle = (jeton: string, x: string) => appeler('GET', `/api/coproprietes/new/${x}`, { jeton });
const lire = (jeton: string, id: number) => appeler('GET', `/api/coproprietes/brouillon/${id}`, { jeton });
const doublonsDe = (jeton: string, id: number, n = 2) =>
  appeler('GET', `/api/coproprietes/doublon/declaration/adressePrincipale/${id}/nbBatimentsRef/${n}/noType`, { jeton });
const coproprieteEnBase = async (idCopropriete: number) => (await base().entities.copropriete.get({ idCopropriete }).go()).data!;
const declarationEnBase = async (idDeclaration: number) => (await base().entities.declaration.get({ idDeclaration }).go()).data!;
const joursAvant = (n: number) => {
  const d = new Date(Date.now() - n * 86_400_000);
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

describe('brouillon vierge (new/{x})', () => {
  it('le syndic obtient un brouillon DEFAULT non enregistré, avec le contexte des règles', async () => {
    const r = await nouvelle(syndic, 'DEFAULT');
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({
      id: null,
      version: null,
      typeImmat: 'DEFAULT',
      statut: 'BROUILLON',
      etape: 'infos-rattachement',
    });
    expect(r.corps.contexte).toMatchObject({ typeImmat: 'DEFAULT', aujourdhui: dateDuJourParis(new Date()) });
    expect(r.corps.immatCopropriete.infoRattachement).not.toBeNull();
    expect(r.corps.avertissements).toEqual([]);
  });
  it('le notaire obtient INITIALE et OFFICE (sans bloc de rattachement), pas le parcours du syndic, et inversement', async () => {
    const o = await nouvelle(notaire, 'OFFICE');
    expect(o.status).toBe(200);
    expect(o.corps).toMatchObject({ typeImmat: 'OFFICE', etape: 'identification' });
    expect(o.corps.immatCopropriete.infoRattachement).toBeNull();
    expect((await nouvelle(notaire, 'DEFAULT')).status).toBe(403);
    expect((await nouvelle(syndic, 'INITIALE')).status).toBe(403);
    expect((await nouvelle(syndic, 'AUTRE')).status).toBe(400);
  });
  it('le collaborateur de notaire et le teneur ne peuvent pas immatriculer', async () => {
    expect((await nouvelle(collaborateur, 'INITIALE')).status).toBe(403);
    expect((await nouvelle(teneur, 'DEFAULT')).status).toBe(403);
    expect((await appeler('GET', '/api/coproprietes/brouillons', { jeton: teneur })).status).toBe(403);
  });
});

describe('enregistrement des brouillons', () => {
  it('crée au premier enregistrement, met à jour sur la version, refuse une version périmée', async () => {
    const v = declarationValide();
    const c = await enregistrer(syndic, 'infos-rattachement', {
      typeImmat: 'DEFAULT',
      immatCopropriete: { infoRattachement: v.infoRattachement },
      verifierEtape: true,
    });
    expect(c.status).toBe(200);
    expect(c.corps).toMatchObject({ version: 1, statut: 'BROUILLON', etape: 'infos-rattachement' });
    expect(c.corps.id).toBeGreaterThan(0);
    const m = await enregistrer(syndic, 'identification', {
      id: c.corps.id,
      version: 1,
      typeImmat: 'DEFAULT',
      immatCopropriete: v,
      verifierEtape: true,
    });
    expect(m.status).toBe(200);
    expect(m.corps).toMatchObject({ id: c.corps.id, version: 2, etape: 'identification' });
    expect(m.corps.immatCopropriete.identification.nomCopropriete).toBe(v.identification.nomCopropriete);
    // the form shape comes back: dd/mm/yyyy, "true"/"false", parcel number on 4 digits
    expect(m.corps.immatCopropriete.identification.dateReglementCopropriete).toBe('15/03/1985');
    expect(m.corps.immatCopropriete.identification.syndicatPrincipal).toBe('true');
    const perimee = await enregistrer(syndic, 'identification', {
      id: c.corps.id,
      version: 1,
      typeImmat: 'DEFAULT',
      immatCopropriete: v,
    });
    expect(perimee.status).toBe(409);
    expect(perimee.corps.code).toBe('CONFLIT_MODIFICATION');
  });

  it('vérifie les formats toujours (400 par champ) et les règles de l’étape sur « Suivant »', async () => {
    const format = await enregistrer(syndic, 'identification', {
      typeImmat: 'DEFAULT',
      immatCopropriete: declarationValide({ identification: { nbLots: 'beaucoup' } }),
    });
    expect(format.status).toBe(400);
    expect(format.corps.erreurs['identification.nbLots']).toMatch(/nombre entier/);
    // a rule, not a format: kept in a draft, refused when the step is checked
    const incoherent = declarationValide({ identification: { nbLotsHabBurCom: '20', nbLotsHab: '25' } });
    expect((await enregistrer(syndic, 'identification', { typeImmat: 'DEFAULT', immatCopropriete: incoherent })).status).toBe(
      200,
    );
    const verifie = await enregistrer(syndic, 'identification', {
      typeImmat: 'DEFAULT',
      immatCopropriete: incoherent,
      verifierEtape: true,
    });
    expect(verifie.status).toBe(400);
    expect(verifie.corps.code).toBe('REQUETE_INVALIDE');
    expect(verifie.corps.erreurs['identification.nbLotsHab']).toMatch(/ne peut pas dépasser/);
    // bounds: 1 lot is refused, 2 accepted
    const lots = (nbLots: string) =>
      declarationValide({ identification: { nbLots, nbLotsHabBurCom: '1', nbLotsHab: '1', nbLotsStationnement: '0' } });
    const unLot = await enregistrer(syndic, 'identification', {
      typeImmat: 'DEFAULT',
      immatCopropriete: lots('1'),
      verifierEtape: true,
    });
    expect(unLot.status).toBe(400);
    expect(unLot.corps.erreurs['identification.nbLots']).toMatch(/entre 2 et 99/);
    expect(
      (await enregistrer(syndic, 'identification', { typeImmat: 'DEFAULT', immatCopropriete: lots('2'), verifierEtape: true }))
        .status,
    ).toBe(200);
  });

  it('bornes : nom de 50 caractères et non 51, règlement au 31/12/2016 et non au 01/01/2017 pour le syndic', async () => {
    const etape = (identification: Record<string, unknown>) =>
      enregistrer(syndic, 'identification', {
        typeImmat: 'DEFAULT',
        immatCopropriete: declarationValide({ identification }),
        verifierEtape: true,
      });
    expect((await etape({ nomCopropriete: 'N'.repeat(50) })).status).toBe(200);
    const long = await etape({ nomCopropriete: 'N'.repeat(51) });
    expect(long.status).toBe(400);
    expect(long.corps.erreurs['identification.nomCopropriete']).toMatch(/50 caractères/);
    expect((await etape({ dateReglementCopropriete: '31/12/2016' })).status).toBe(200);
    const recente = await etape({ dateReglementCopropriete: '01/01/2017' });
    expect(recente.status).toBe(400);
    expect(recente.corps.erreurs['identification.dateReglementCopropriete']).toMatch(/notaire/);
    const avant1900 = await etape({ dateReglementCopropriete: '31/12/1899' });
    expect(avant1900.status).toBe(400);
    expect((await etape({ dateReglementCopropriete: '01/01/1900' })).status).toBe(200);
  });

  it('un syndic ne voit jamais le brouillon d’un autre télédéclarant ; les utilisateurs du même le voient', async () => {
    const b = await enregistrerBrouillonComplet(syndic);
    expect((await lire(gestionnaire, b.id)).status).toBe(200);
    for (const r of [
      await lire(autreSyndic, b.id),
      await enregistrer(autreSyndic, 'identification', {
        id: b.id,
        version: b.version,
        typeImmat: 'DEFAULT',
        immatCopropriete: {},
      }),
      await appeler('PUT', '/api/coproprietes/brouillon/change-etat', {
        jeton: autreSyndic,
        json: { id: b.id, version: b.version, etape: 'procedures' },
      }),
      await appeler('DELETE', `/api/coproprietes/brouillon/${b.id}`, { jeton: autreSyndic }),
      await doublonsDe(autreSyndic, b.id),
      await soumettre(autreSyndic, b.id, b.version),
      await lire(syndic, 987654321),
    ]) {
      expect(r.status).toBe(404);
      expect(r.corps.code).toBe('RESSOURCE_INTROUVABLE');
    }
    const miens = (await appeler('GET', '/api/coproprietes/brouillons', { jeton: gestionnaire })).corps as { id: number }[];
    expect(miens[0]).toMatchObject({ id: b.id, typeImmat: 'DEFAULT', etape: 'donnees-techniques' });
    expect(miens[0]).toHaveProperty('nomCopropriete', b.immatCopropriete.identification.nomCopropriete);
    const siens = (await appeler('GET', '/api/coproprietes/brouillons', { jeton: autreSyndic })).corps as { id: number }[];
    expect(siens.map((x) => x.id)).not.toContain(b.id);
  });

  it("change l'étape sur la version, puis supprime le brouillon", async () => {
    const b = await enregistrerBrouillonComplet(syndic);
    const e = await appeler('PUT', '/api/coproprietes/brouillon/change-etat', {
      jeton: syndic,
      json: { id: b.id, version: b.version, etape: 'recapitulatif' },
    });
    expect(e.status).toBe(200);
    expect(e.corps).toMatchObject({ etape: 'recapitulatif', version: b.version + 1 });
    const perimee = await appeler('PUT', '/api/coproprietes/brouillon/change-etat', {
      jeton: syndic,
      json: { id: b.id, version: b.version, etape: 'procedures' },
    });
    expect(perimee.status).toBe(409);
    const s = await appeler('DELETE', `/api/coproprietes/brouillon/${b.id}`, { jeton: syndic });
    expect(s.corps).toEqual({ response: true });
    expect((await lire(syndic, b.id)).status).toBe(404);
    const liste = (await appeler('GET', '/api/coproprietes/brouillons', { jeton: syndic })).corps as { id: number }[];
    expect(liste.map((x) => x.id)).not.toContain(b.id);
  });
});

describe('soumission par le syndic', () => {
  it('sans doublon : immatriculée, numéro de 2 lettres et 7 chiffres jamais réutilisé, mandat courant, plus modifiable', async () => {
    const a = await immatriculerCopropriete(syndic);
    const b = await immatriculerCopropriete(syndic);
    for (const r of [a, b]) {
      expect(r.resultat).toBe('IMMATRICULEE');
      expect(r.immatriculation).toMatch(/^[A-Z]{2}\d{7}$/);
      expect(r.message).toContain(
        `${r.immatriculation!.slice(0, 3)}-${r.immatriculation!.slice(3, 6)}-${r.immatriculation!.slice(6)}`,
      );
    }
    expect(b.immatriculation! > a.immatriculation!).toBe(true);
    // [issue 14] journaled once, by the syndic, about its number
    expect(
      await uneLigneJournal({ acteur: loginDe('TELE_PRO_ADMIN_PRINC') }, 'IMMATRICULATION_COPROPRIETE', a.immatriculation!),
    ).toMatchObject({ categorie: 'IMMATRICULATION', modalite: 'IHM' });
    const c = await coproprieteEnBase(a.idCopropriete);
    expect(c).toMatchObject({
      etat: 'IMMATRICULEE_RATTACHEE',
      immatriculation: a.immatriculation,
      idTeledeclarant: 1001,
      idDeclarationCourante: a.idDeclaration,
    });
    expect(c.representantLegal).toBe('Cabinet Demeure Gestion');
    const d = await declarationEnBase(a.idDeclaration);
    expect(d).toMatchObject({ statut: 'COURANT', typeDeclaration: 'IMMATRICULATION', idCopropriete: a.idCopropriete });
    const { data: mandats } = await base().entities.mandat.query.parCopropriete({ idCopropriete: a.idCopropriete }).go();
    expect(mandats).toHaveLength(1);
    expect(mandats[0]).toMatchObject({ statut: 'COURANT', idTeledeclarant: 1001 });
    // submitted: neither saved nor submitted again
    const encore = await soumettre(syndic, a.idDeclaration, d.version);
    expect(encore.status).toBe(409);
    expect(encore.corps.code).toBe('DECLARATION_NON_MODIFIABLE');
    const sauve = await enregistrer(syndic, 'identification', {
      id: a.idDeclaration,
      version: d.version,
      typeImmat: 'DEFAULT',
      immatCopropriete: {},
    });
    expect(sauve.status).toBe(409);
    expect(sauve.corps.code).toBe('DECLARATION_NON_MODIFIABLE');
    // [issue 15] nor moved to another step; its read says it was sent, and when (the wizard opens it read-only)
    const etape = await appeler('PUT', '/api/coproprietes/brouillon/change-etat', {
      jeton: syndic,
      json: { id: a.idDeclaration, version: d.version, etape: 'procedures' },
    });
    expect(etape.status).toBe(409);
    expect(etape.corps.code).toBe('DECLARATION_NON_MODIFIABLE');
    const lu = await lire(syndic, a.idDeclaration);
    expect(lu.status).toBe(200);
    expect(lu.corps).toMatchObject({ id: a.idDeclaration, statut: 'COURANT', dateSoumission: d.dateSoumission });
    expect(lu.corps.dateSoumission).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('refuse un brouillon incomplet avec toutes ses erreurs, et une version périmée', async () => {
    const vide = await enregistrer(syndic, 'infos-rattachement', { typeImmat: 'DEFAULT', immatCopropriete: {} });
    const r = await soumettre(syndic, vide.corps.id, vide.corps.version);
    expect(r.status).toBe(400);
    expect(r.corps.code).toBe('REQUETE_INVALIDE');
    expect(Object.keys(r.corps.erreurs)).toEqual(
      expect.arrayContaining([
        'infoRattachement',
        'identification.adressePrincipale',
        'identification.nbLots',
        'donneesTechniques.nbBatimentsTotal',
      ]),
    );
    const b = await enregistrerBrouillonComplet(syndic);
    expect((await soumettre(syndic, b.id, b.version + 1)).status).toBe(409);
  });

  it('les avertissements doivent être confirmés, et la confirmation est enregistrée', async () => {
    const debut = new Date();
    const finLongue = new Date(Date.UTC(debut.getUTCFullYear() + 1, debut.getUTCMonth() + 6, 0));
    const fr = (d: Date) =>
      `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    const b = await enregistrerBrouillonComplet(syndic, 'DEFAULT', {
      infoRattachement: {
        dateDebutMandat: fr(new Date(Date.UTC(debut.getUTCFullYear(), debut.getUTCMonth(), 1))),
        dateFinMandat: fr(finLongue),
      },
    });
    expect(b.avertissements).toEqual([
      expect.objectContaining({
        code: 'MANDAT_DUREE_DIFFERENTE_12_MOIS',
        bloc: 'infoRattachement',
        champ: 'dateFinMandat',
        confirme: false,
      }),
    ]);
    const r = await soumettre(syndic, b.id, b.version);
    expect(r.status).toBe(400);
    expect(r.corps.code).toBe('AVERTISSEMENTS_NON_CONFIRMES');
    expect(r.corps.erreurs['infoRattachement.dateFinMandat']).toMatch(/12 mois/);
    const ok = await soumettre(syndic, b.id, b.version, { confirmations: ['MANDAT_DUREE_DIFFERENTE_12_MOIS'] });
    expect(ok.status).toBe(200);
    expect(ok.corps.resultat).toBe('IMMATRICULEE');
    expect((await declarationEnBase(b.id)).confirmations).toEqual(['MANDAT_DUREE_DIFFERENTE_12_MOIS']);
  });

  it('avec un doublon : 409 sans le conserver ; conservé, une demande à traiter sous un jour ouvré', async () => {
    const premiere = await immatriculerCopropriete(syndic);
    const adresse = premiere.declaration.immatCopropriete.identification.adressePrincipale!;
    const b = await enregistrerBrouillonComplet(syndic, 'DEFAULT', { identification: { adressePrincipale: { ...adresse } } });
    const d = await doublonsDe(syndic, b.id);
    expect(d.status).toBe(200);
    expect(d.corps).toEqual([
      expect.objectContaining({
        idCopropriete: premiere.idCopropriete,
        immatriculation: premiere.immatriculation,
        etat: 'IMMATRICULEE_RATTACHEE',
        motifs: ['MEME_ADRESSE', 'MEME_NB_BATIMENTS'],
        representantLegal: 'Cabinet Demeure Gestion',
      }),
    ]);
    const refuse = await soumettre(syndic, b.id, b.version);
    expect(refuse.status).toBe(409);
    expect(refuse.corps.code).toBe('DOUBLON_TROUVE');
    const avant = new Date();
    const r = await soumettre(syndic, b.id, b.version, { doublonsConserves: true });
    const apres = new Date();
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({ resultat: 'A_VALIDER', immatriculation: null, idDemande: `IMMATRICULATION-${b.id}` });
    const echeance = Date.parse(r.corps.echeance);
    expect(echeance).toBeGreaterThanOrEqual(echeanceUnJourOuvre(avant).getTime());
    expect(echeance).toBeLessThanOrEqual(echeanceUnJourOuvre(apres).getTime());
    expect(r.corps.message).toMatch(/jour ouvré/);
    const { data: demande } = await base().entities.demandeValidation.get({ idDemande: r.corps.idDemande }).go();
    expect(demande).toMatchObject({
      typeDemande: 'IMMATRICULATION',
      statut: 'A_VALIDER',
      idDeclaration: b.id,
      idCopropriete: r.corps.idCopropriete,
      profilDemandeur: 'TELE_PRO_ADMIN_PRINC',
      nbDoublons: 1,
      echeance: r.corps.echeance,
      version: 1,
    });
    expect(demande!.nomDemandeur).toBeTruthy();
    expect(await coproprieteEnBase(r.corps.idCopropriete)).toMatchObject({
      etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      idDemandeEnCours: r.corps.idDemande,
    });
    const decl = await declarationEnBase(b.id);
    expect(decl).toMatchObject({ statut: 'A_VALIDER', idCopropriete: r.corps.idCopropriete });
    expect((decl.doublons as { idCopropriete: number }[]).map((x) => x.idCopropriete)).toEqual([premiere.idCopropriete]);
    const { data: mandats } = await base().entities.mandat.query.parCopropriete({ idCopropriete: r.corps.idCopropriete }).go();
    expect(mandats.map((m) => m.statut)).toEqual(['A_VALIDER']);
    // a pending registration is itself a candidate for the next one at that address
    const troisieme = await enregistrerBrouillonComplet(syndic, 'DEFAULT', {
      identification: { adressePrincipale: { ...adresse } },
    });
    const ids = ((await doublonsDe(syndic, troisieme.id)).corps as { idCopropriete: number }[]).map((x) => x.idCopropriete);
    expect(ids).toEqual(expect.arrayContaining([premiere.idCopropriete, r.corps.idCopropriete]));
  });
});

describe('doublons : les motifs', () => {
  const chercher = (identification: unknown, idCopropriete?: number) =>
    appeler('POST', '/api/coproprietes/doublon/nbBatimentsRef/3/maj', { jeton: syndic, json: { identification, idCopropriete } });

  it('adresse proche du même côté de la rue, parcelle commune, nom similaire ; une copropriété est exclue des siens', async () => {
    const jeton = unique();
    const base12 = await immatriculerCopropriete(syndic, { identification: { adressePrincipale: adresseUnique(jeton, 12) } });
    const ident = base12.declaration.immatCopropriete.identification;
    const motifs = async (identification: unknown) =>
      ((await chercher(identification)).corps as { idCopropriete: number; motifs: string[] }[]).find(
        (x) => x.idCopropriete === base12.idCopropriete,
      )?.motifs;
    const autre = declarationValide().identification;
    expect(await motifs({ ...autre, adressePrincipale: adresseUnique(jeton, 18) })).toEqual(['ADRESSE_PROCHE']);
    expect(await motifs({ ...autre, adressePrincipale: adresseUnique(jeton, 13) })).toBeUndefined();
    expect(await motifs({ ...autre, adressePrincipale: adresseUnique(jeton, 40) })).toBeUndefined();
    expect(await motifs({ ...autre, parcelle: ident.parcelle })).toEqual(['MEME_PARCELLE']);
    expect(
      await motifs({ ...autre, nomCopropriete: `copropriete ${ident.nomCopropriete!.replace('Résidence ', '').toUpperCase()}` }),
    ).toEqual(['NOM_SIMILAIRE']);
    const exclue = await chercher(ident, base12.idCopropriete);
    expect((exclue.corps as { idCopropriete: number }[]).map((x) => x.idCopropriete)).not.toContain(base12.idCopropriete);
    expect((await chercher({})).status).toBe(200);
  });
});

describe('décision du teneur (immatriculer, refuser)', () => {
  const session = () => ({
    login: loginDe('TENEUR_ADMIN_PRINC'),
    profil: 'TENEUR_ADMIN_PRINC' as const,
    autorites: [],
    idTeledeclarant: null,
  });

  it('immatricule une demande une seule fois ; refuse une autre et libère ses clés de doublon', async () => {
    const { immatriculer, refuser } = await import('@registre/functions/declarations/immatriculer');
    const { creerDemandeAvecDoublon } = await import('../support/coproprietes.ts');
    const d = await creerDemandeAvecDoublon(syndic);
    const r = await immatriculer({
      idDeclaration: d.idDeclaration,
      acteur: session(),
      maintenant: new Date(),
      demande: { idDemande: d.idDemande, version: 1 },
    });
    expect(r.immatriculation).toMatch(/^[A-Z]{2}\d{7}$/);
    expect(await coproprieteEnBase(d.idCopropriete)).toMatchObject({
      etat: 'IMMATRICULEE_RATTACHEE',
      immatriculation: r.immatriculation,
    });
    expect(await declarationEnBase(d.idDeclaration)).toMatchObject({
      statut: 'COURANT',
      typeDeclaration: 'IMMATRICULATION',
      loginTeneur: session().login,
    });
    expect((await base().entities.demandeValidation.get({ idDemande: d.idDemande }).go()).data).toBeNull();
    const { data: mandats } = await base().entities.mandat.query.parCopropriete({ idCopropriete: d.idCopropriete }).go();
    expect(mandats.map((m) => m.statut)).toEqual(['COURANT']);
    await expect(
      immatriculer({
        idDeclaration: d.idDeclaration,
        acteur: session(),
        maintenant: new Date(),
        demande: { idDemande: d.idDemande, version: 1 },
      }),
    ).rejects.toMatchObject({ code: 'DEMANDE_DEJA_TRAITEE' });

    const e = await creerDemandeAvecDoublon(syndic);
    await expect(
      refuser({
        idDeclaration: e.idDeclaration,
        acteur: session(),
        maintenant: new Date(),
        demande: { idDemande: e.idDemande, version: 7 },
        raison: 'x',
        typesMotifRefus: ['DOUBLON'],
      }),
    ).rejects.toMatchObject({ code: 'DEMANDE_DEJA_TRAITEE' });
    await refuser({
      idDeclaration: e.idDeclaration,
      acteur: session(),
      maintenant: new Date(),
      demande: { idDemande: e.idDemande, version: 1 },
      raison: 'Doublon avéré',
      typesMotifRefus: ['DOUBLON'],
    });
    expect(await declarationEnBase(e.idDeclaration)).toMatchObject({
      statut: 'REFUSE',
      motifRefus: 'Doublon avéré',
      typesMotifRefus: ['DOUBLON'],
    });
    const c = await coproprieteEnBase(e.idCopropriete);
    expect(c.etat).toBe('IMMATRICULATION_ET_RATTACHEMENT_REFUSES');
    expect(c.clesDoublon).toBeUndefined();
    const ident = (await declarationEnBase(e.idDeclaration)).immatCopropriete as { identification: unknown };
    const { trouverDoublons } = await import('@registre/functions/declarations/doublons');
    const ids = (await trouverDoublons(ident.identification as never, 2)).map((x) => x.idCopropriete);
    expect(ids).toContain(e.doublon.idCopropriete);
    expect(ids).not.toContain(e.idCopropriete);
  });

  it('après une demande de précision, la nouvelle soumission remet la même demande à valider', async () => {
    const { creerDemandeAvecDoublon } = await import('../support/coproprietes.ts');
    const d = await creerDemandeAvecDoublon(syndic);
    // what the keeper's "ask for precision" leaves (validations area)
    const decl = await declarationEnBase(d.idDeclaration);
    await base()
      .entities.declaration.patch({ idDeclaration: d.idDeclaration })
      .set({ statut: 'BROUILLON', demandePrecision: 'Précisez le nom.' })
      .add({ version: 1 })
      .go();
    await base()
      .entities.demandeValidation.patch({ idDemande: d.idDemande })
      .set({ statut: 'DEMANDE_PRECISION' })
      .add({ version: 1 })
      .go();
    const lu = await lire(syndic, d.idDeclaration);
    expect(lu.corps).toMatchObject({ statut: 'BROUILLON', demandePrecision: 'Précisez le nom.', idCopropriete: d.idCopropriete });
    const v = lu.corps.immatCopropriete;
    const sauve = await enregistrer(syndic, 'identification', {
      id: d.idDeclaration,
      version: decl.version + 1,
      typeImmat: 'DEFAULT',
      immatCopropriete: { ...v, identification: { ...v.identification, nomCopropriete: 'Nom précisé' } },
    });
    expect(sauve.status).toBe(200);
    expect((await appeler('DELETE', `/api/coproprietes/brouillon/${d.idDeclaration}`, { jeton: syndic })).status).toBe(409);
    const r = await soumettre(syndic, d.idDeclaration, sauve.corps.version, { doublonsConserves: true });
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({ resultat: 'A_VALIDER', idDemande: d.idDemande, idCopropriete: d.idCopropriete });
    const { data: demande } = await base().entities.demandeValidation.get({ idDemande: d.idDemande }).go();
    expect(demande).toMatchObject({ statut: 'A_VALIDER', version: 3, nomCopropriete: 'Nom précisé', echeance: r.corps.echeance });
    expect(await coproprieteEnBase(d.idCopropriete)).toMatchObject({
      etat: 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      nomCopropriete: 'Nom précisé',
    });
  });
});

describe('parcours du notaire', () => {
  it('immatriculation initiale : à rattacher, et le notaire peut ensuite y déclarer', async () => {
    const c = await appeler('POST', '/api/teledeclarant/immatriculation/INITIALE/continuer', { jeton: notaire, json: {} });
    expect(c.status).toBe(200);
    expect(c.corps).toMatchObject({ typeImmat: 'INITIALE', id: null });
    const b = await enregistrerBrouillonComplet(notaire, 'INITIALE');
    const r = await soumettre(notaire, b.id, b.version, { notaire: true });
    expect(r.status).toBe(200);
    expect(r.corps.resultat).toBe('IMMATRICULEE');
    expect(await coproprieteEnBase(r.corps.idCopropriete)).toMatchObject({
      etat: 'IMMATRICULEE_A_RATTACHER',
      idTeledeclarant: 1003,
      typeImmat: 'INITIALE',
    });
    expect(await declarationEnBase(b.id)).toMatchObject({ typeMaj: 'INITIALE', statut: 'COURANT' });
    const ok = await appeler('GET', `/api/coproprietes/typeModifNotaireOk/${r.corps.immatriculation}`, { jeton: notaire });
    expect(ok.corps).toEqual({ response: true });
    const duSyndic = await immatriculerCopropriete(syndic);
    const formate = `${duSyndic.immatriculation!.slice(0, 3)}-${duSyndic.immatriculation!.slice(3, 6)}-${duSyndic.immatriculation!.slice(6)}`;
    expect((await appeler('GET', `/api/coproprietes/typeModifNotaireOk/${formate}`, { jeton: notaire })).corps).toEqual({
      response: false,
    });
    expect((await appeler('GET', '/api/coproprietes/typeModifNotaireOk/ZZ9999998', { jeton: notaire })).corps).toEqual({
      response: false,
    });
    // the syndic's route does not take a notary's draft, nor the notary's a syndic's
    const n = await enregistrerBrouillonComplet(notaire, 'INITIALE');
    expect((await soumettre(syndic, n.id, n.version)).status).toBe(404);
    expect(
      (await appeler('PUT', '/api/coproprietes/brouillon/submit', { jeton: notaire, json: { id: n.id, version: n.version } }))
        .status,
    ).toBe(403);
  });

  it('immatriculation initiale : le règlement doit dater de 2017 ou après', async () => {
    const b = await enregistrerBrouillonComplet(notaire, 'INITIALE', {
      identification: { dateReglementCopropriete: '31/12/2016' },
    });
    const r = await soumettre(notaire, b.id, b.version, { notaire: true });
    expect(r.status).toBe(400);
    expect(r.corps.erreurs['identification.dateReglementCopropriete']).toMatch(/01\/01\/2017/);
  });

  it("immatriculation d'office : mise en demeure d'au moins un mois, règlement avant 2017", async () => {
    const continuer = (json: unknown) =>
      appeler('POST', '/api/teledeclarant/immatriculation/OFFICE/continuer', { jeton: notaire, json });
    const sansDate = await continuer({ syndicExistant: true });
    expect(sansDate.status).toBe(400);
    expect(sansDate.corps.code).toBe('IMMATRICULATION_OFFICE_IMPOSSIBLE');
    expect((await continuer({ syndicExistant: true, dateMiseEnDemeure: joursAvant(10) })).corps.code).toBe(
      'IMMATRICULATION_OFFICE_IMPOSSIBLE',
    );
    const ok = await continuer({ syndicExistant: true, dateMiseEnDemeure: joursAvant(40) });
    expect(ok.status).toBe(200);
    expect(ok.corps).toMatchObject({ typeImmat: 'OFFICE', syndicExistant: true, dateMiseEnDemeure: joursAvant(40) });
    expect((await continuer({})).status).toBe(200);

    const b = await enregistrerBrouillonComplet(
      notaire,
      'OFFICE',
      {},
      { syndicExistant: true, dateMiseEnDemeure: joursAvant(40) },
    );
    const r = await soumettre(notaire, b.id, b.version, { notaire: true });
    expect(r.status).toBe(200);
    expect(r.corps.resultat).toBe('IMMATRICULEE');
    expect(await declarationEnBase(b.id)).toMatchObject({ typeMaj: 'OFFICE', typeImmat: 'OFFICE' });

    const recente = await enregistrerBrouillonComplet(
      notaire,
      'OFFICE',
      {},
      { syndicExistant: true, dateMiseEnDemeure: joursAvant(3) },
    );
    const refus = await soumettre(notaire, recente.id, recente.version, { notaire: true });
    expect(refus.status).toBe(400);
    expect(refus.corps.code).toBe('IMMATRICULATION_OFFICE_IMPOSSIBLE');
    const nouvelle2017 = await enregistrerBrouillonComplet(notaire, 'OFFICE', {
      identification: { dateReglementCopropriete: '01/01/2017' },
    });
    expect((await soumettre(notaire, nouvelle2017.id, nouvelle2017.version, { notaire: true })).status).toBe(400);
  });

  it('successeur : un syndic de ce courriel est enregistré ; plusieurs, le notaire choisit', async () => {
    const un = await enregistrerBrouillonComplet(notaire, 'INITIALE', {}, { emailSyndic: 'contact.1001@demo.registre.local' });
    const r = await soumettre(notaire, un.id, un.version, { notaire: true });
    expect(r.status).toBe(200);
    expect(await coproprieteEnBase(r.corps.idCopropriete)).toMatchObject({ etat: 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER' });
    expect(await declarationEnBase(un.id)).toMatchObject({ idTeledeclarantSuccesseur: 1001 });

    const email = `syndic.${unique()}@exemple.fr`;
    const ids = [(Date.now() % 1_000_000) + 5_000_000, (Date.now() % 1_000_000) + 6_000_000];
    for (const [i, idTeledeclarant] of ids.entries())
      await base()
        .entities.teledeclarant.put({
          idTeledeclarant,
          type: i ? 'NON_PRO' : 'PRO',
          statut: 'ACTIF',
          email,
          raisonSociale: `Syndic ${i}`,
          siret: '81234567800013',
          dateCreation: new Date().toISOString(),
        })
        .go();
    const plusieurs = await enregistrerBrouillonComplet(notaire, 'INITIALE', {}, { emailSyndic: email });
    const choix = await soumettre(notaire, plusieurs.id, plusieurs.version, { notaire: true });
    expect(choix.status).toBe(409);
    expect(choix.corps.code).toBe('SUCCESSEUR_A_CHOISIR');
    expect(Object.keys(choix.corps.erreurs).map(Number).sort()).toEqual(ids);
    expect(
      (await soumettre(notaire, plusieurs.id, plusieurs.version, { notaire: true, idTeledeclarantSuccesseur: 1001 })).status,
    ).toBe(400);
    const fait = await soumettre(notaire, plusieurs.id, plusieurs.version, { notaire: true, idTeledeclarantSuccesseur: ids[1] });
    expect(fait.status).toBe(200);
    expect(await declarationEnBase(plusieurs.id)).toMatchObject({ idTeledeclarantSuccesseur: ids[1] });
  });

  it('le notaire écarte un doublon proposé : il ne revient plus et la copropriété est immatriculée', async () => {
    const duSyndic = await immatriculerCopropriete(syndic);
    const adresse = duSyndic.declaration.immatCopropriete.identification.adressePrincipale!;
    const b = await enregistrerBrouillonComplet(notaire, 'OFFICE', { identification: { adressePrincipale: { ...adresse } } });
    expect(((await doublonsDe(notaire, b.id)).corps as { idCopropriete: number }[]).map((x) => x.idCopropriete)).toEqual([
      duSyndic.idCopropriete,
    ]);
    expect(
      (await appeler('GET', `/api/coproprietes/validerDoublonCoproNotaire/${b.id}/ZZ9999998/false`, { jeton: notaire })).corps
        .code,
    ).toBe('IMMAT_NOT_EXISTANT');
    const e = await appeler('GET', `/api/coproprietes/validerDoublonCoproNotaire/${b.id}/${duSyndic.immatriculation}/false`, {
      jeton: notaire,
    });
    expect(e.corps).toEqual({ response: true });
    expect((await doublonsDe(notaire, b.id)).corps).toEqual([]);
    expect(
      (
        await appeler('GET', `/api/coproprietes/validerDoublonCoproNotaire/${b.id}/${duSyndic.immatriculation}/false`, {
          jeton: autreSyndic,
        })
      ).status,
    ).toBe(403);
    const lu = (await lire(notaire, b.id)).corps;
    const r = await soumettre(notaire, b.id, lu.version, { notaire: true });
    expect(r.corps.resultat).toBe('IMMATRICULEE');
  });
});

describe('parcelles non géolocalisées', () => {
  it('une copropriété immatriculée sans parcelle localisée (géolocalisation indisponible) les remplace ensuite', async () => {
    const nonLocalisee = { ...parcelleUnique(), geolocalisee: 'false' as const };
    const r0 = await enregistrer(syndic, 'identification', {
      typeImmat: 'DEFAULT',
      immatCopropriete: declarationValide({ identification: { parcelle: [nonLocalisee] } }),
      geolocalisationIndisponible: true,
      verifierEtape: true,
    });
    expect(r0.status).toBe(200);
    expect(r0.corps.avertissements.map((a: { code: string }) => a.code).sort()).toEqual([
      'AUCUNE_PARCELLE_GEOLOCALISEE',
      'PARCELLE_NON_GEOLOCALISEE',
    ]);
    const s = await soumettre(syndic, r0.corps.id, r0.corps.version, {
      confirmations: ['AUCUNE_PARCELLE_GEOLOCALISEE', 'PARCELLE_NON_GEOLOCALISEE'],
    });
    expect(s.corps.resultat).toBe('IMMATRICULEE');
    expect((await coproprieteEnBase(s.corps.idCopropriete)).parcellesNonGeolocalisees).toBe(true);
    const chemin = `/api/coproprietes/updateParcelleNonGeolocalisees/${s.corps.idDeclaration}`;
    const version = (await declarationEnBase(s.corps.idDeclaration)).version;
    const localisee = parcelleUnique();
    expect((await appeler('PUT', chemin, { jeton: autreSyndic, json: { version, parcelle: [localisee] } })).status).toBe(404);
    expect((await appeler('PUT', chemin, { jeton: teneur, json: { version, parcelle: [localisee] } })).status).toBe(404);
    expect((await appeler('PUT', chemin, { jeton: collaborateur, json: { version, parcelle: [localisee] } })).status).toBe(403);
    const aucune = await appeler('PUT', chemin, { jeton: syndic, json: { version, parcelle: [nonLocalisee] } });
    expect(aucune.status).toBe(400);
    expect(aucune.corps.erreurs.parcelle).toMatch(/géolocalisée/);
    expect((await appeler('PUT', chemin, { jeton: syndic, json: { version: version + 5, parcelle: [localisee] } })).status).toBe(
      409,
    );
    const ok = await appeler('PUT', chemin, { jeton: syndic, json: { version, parcelle: [localisee, nonLocalisee] } });
    expect(ok.corps).toEqual({ response: true });
    expect((await coproprieteEnBase(s.corps.idCopropriete)).parcellesNonGeolocalisees).toBe(true);
    const ok2 = await appeler('PUT', chemin, { jeton: gestionnaire, json: { version: version + 1, parcelle: [localisee] } });
    expect(ok2.corps).toEqual({ response: true });
    expect((await coproprieteEnBase(s.corps.idCopropriete)).parcellesNonGeolocalisees).toBe(false);
    // the new parcel is indexed: another condominium on it meets this one
    const ids = (
      (
        await appeler('POST', '/api/coproprietes/doublon/nbBatimentsRef/0/maj', {
          jeton: syndic,
          json: { identification: { ...declarationValide().identification, parcelle: [localisee] } },
        })
      ).corps as { idCopropriete: number }[]
    ).map((x) => x.idCopropriete);
    expect(ids).toContain(s.corps.idCopropriete);
  });
});

describe('refus par autorité', () => {
  it('teneur, collaborateur et notaire sur les routes du syndic ; syndic sur celles du notaire', async () => {
    for (const jeton of [teneur, collaborateur, notaire])
      expect((await appeler('PUT', '/api/coproprietes/brouillon/submit', { jeton, json: { id: 1, version: 1 } })).status).toBe(
        403,
      );
    for (const jeton of [teneur, collaborateur, syndic]) {
      expect(
        (await appeler('POST', '/api/coproprietes/notaire/immatriculation/td/1/submit', { jeton, json: { version: 1 } })).status,
      ).toBe(403);
      expect((await appeler('POST', '/api/teledeclarant/immatriculation/OFFICE/continuer', { jeton, json: {} })).status).toBe(
        403,
      );
      expect((await appeler('GET', '/api/coproprietes/typeModifNotaireOk/AA0000001', { jeton })).status).toBe(403);
    }
    expect((await appeler('GET', '/api/coproprietes/brouillon/1', { jeton: teneur })).status).toBe(403);
    expect((await appeler('GET', '/api/coproprietes/brouillon/1')).status).toBe(401);
    // a keeper may look for duplicates of an update (VALIDER_RATTACHEMENT_DECLARATION)
    expect(
      (await appeler('POST', '/api/coproprietes/doublon/nbBatimentsRef/1/maj', { jeton: teneur, json: { identification: {} } }))
        .status,
    ).toBe(200);
  });
});
