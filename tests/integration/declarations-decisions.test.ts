/**
 * Registration of condominiums (issue 4, spec 000 §2–§5), second part: duplicates (their reasons), the keeper's
 * decision (register, refuse), the notary's initial and ex officio routes with the successor, the parcels located
 * later, and the refusals by authority. Drafts and the syndic's submission: declarations.test.ts. Every condominium
 * here has its own address (support helpers).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, loginDe } from '../support/api.ts';
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
import {
  sessionsDeclarations,
  base,
  lire,
  doublonsDe,
  coproprieteEnBase,
  declarationEnBase,
  joursAvant,
} from './declarations-outils.ts';

let syndic: string, gestionnaire: string, autreSyndic: string, notaire: string, collaborateur: string, teneur: string;

beforeAll(async () => {
  ({ syndic, gestionnaire, autreSyndic, notaire, collaborateur, teneur } = await sessionsDeclarations());
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
