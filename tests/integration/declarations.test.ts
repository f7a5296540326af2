/**
 * Registration of condominiums (issue 4, spec 000 §2–§5), first part: drafts and their ownership, the rules through
 * the API, warnings to confirm, and the syndic's submission (direct registration, or the validation request with
 * its one-working-day deadline when duplicates are kept). The keepers' decisions, the notaries' routes, the parcels
 * located later and the refusals by authority: declarations-decisions.test.ts. Every condominium here has its own
 * address (support helpers).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { echeanceUnJourOuvre } from '@registre/shared/domain/joursOuvres';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { appeler, loginDe } from '../support/api.ts';
import { uneLigneJournal } from '../support/journal.ts';
import {
  declarationValide,
  enregistrer,
  enregistrerBrouillonComplet,
  immatriculerCopropriete,
  soumettre,
} from '../support/coproprietes.ts';
import {
  sessionsDeclarations,
  base,
  nouvelle,
  lire,
  doublonsDe,
  coproprieteEnBase,
  declarationEnBase,
} from './declarations-outils.ts';

let syndic: string, gestionnaire: string, autreSyndic: string, notaire: string, collaborateur: string, teneur: string;

beforeAll(async () => {
  ({ syndic, gestionnaire, autreSyndic, notaire, collaborateur, teneur } = await sessionsDeclarations());
});

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
