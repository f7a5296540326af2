/**
 * Notaries by client certificate (spec 001 §4 "Notary flow", §5 "Certificate", §7, §8): the mutual-TLS entrance
 * of the local gateway with the tests' own certificate authority, the 401 headers the SPA reads, the firm
 * (étude notariale) registered by a notary and refused to a collaborator, the certificates of an account.
 */
import { describe, expect, it } from 'vitest';
import { creerAutorite } from '@registre/infra/local/src/pki';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { appeler, jetonDe, loginDe, utiliserEnvCloud } from '../support/api.ts';
import { appelerMtls, certificat, certificatNotaire } from '../support/mtls.ts';

// fixture establishments of the Sirene port (local register)
const SIRET_ETUDE = '62918374000014'; // Office notarial du Capitole, 69.10Z, active
const SIRET_SYNDIC = '41283765000016'; // professional syndic, 68.32A
const SIRET_FERME = '36192874000014'; // closed establishment

const inscription = (numEtude: string, siret = SIRET_ETUDE, email = `notaire.${numEtude}@exemple.fr`) => ({
  numEtude,
  siret,
  civilite: 'M',
  nom: 'Durand',
  prenom: 'Paul',
  email,
  telephone: '+33478000000',
  declarationHonneur: true,
});

describe('entrée à authentification mutuelle TLS', () => {
  it("refuse un certificat délivré par une autre autorité, sans rien transmettre à l'API", async () => {
    const autre = creerAutorite('AC inconnue du registre');
    const c = certificatNotaire({ nom: 'Usurpateur', numEtude: '75001', titre: 'Notaire' }, autre);
    for (const chemin of ['/api/account', '/api/public/infocertificat', '/api/public/etudenotariale']) {
      const r = await appelerMtls('GET', chemin, { certificat: c });
      expect(r.status, chemin).toBe(403);
      expect(r.corps).toMatchObject({ code: 'CERTIFICAT_NON_RECONNU', message: ERREURS.CERTIFICAT_NON_RECONNU.message });
    }
  });

  it("répond ntr=1 quand l'authentification notaire est requise (aucun certificat présenté)", async () => {
    for (const chemin of ['/api/public/etudenotariale', '/api/public/profilnotaire', '/api/public/infocertificat']) {
      const http = await appeler('GET', chemin);
      expect(http.status, chemin).toBe(401);
      expect(http.entetes.get('ntr')).toBe('1');
      expect(http.entetes.get('reload_identity')).toBeNull();
      const tls = await appelerMtls('GET', chemin);
      expect(tls.status, chemin).toBe(401);
      expect(tls.entetes.get('ntr')).toBe('1');
    }
  });

  it('ignore un jeton présenté sur l’entrée des notaires : seul le certificat y fait foi', async () => {
    const r = await appelerMtls('GET', '/api/account', { jeton: await jetonDe(loginDe('TENEUR_ADMIN_PRINC')) });
    expect(r.status).toBe(401);
  });
});

describe("notaire d'un office non enregistré", () => {
  const numEtude = '69123';
  const notaire = certificatNotaire({
    nom: 'Paul Durand',
    numEtude,
    titre: 'Notaire',
    email: 'paul.durand@exemple.fr',
    etude: 'Office notarial Durand-Lefèvre',
  });
  const collaborateur = certificatNotaire({ nom: 'Lucie Moreau', numEtude, titre: 'Collaborateur' });

  it('répond reload_identity=1 sur le compte, puis dit ce que porte le certificat', async () => {
    const compte = await appelerMtls('GET', '/api/account', { certificat: notaire });
    expect(compte.status).toBe(401);
    expect(compte.entetes.get('reload_identity')).toBe('1');
    expect(compte.corps).toMatchObject({ code: 'CERTIFICAT_INCONNU' });

    const info = await appelerMtls('GET', '/api/public/infocertificat', { certificat: notaire });
    expect(info.status).toBe(200);
    expect(info.corps).toMatchObject({
      nom: 'Paul Durand',
      email: 'paul.durand@exemple.fr',
      numEtude,
      profilNotaire: 'NOTAIRE_NOTAIRE',
      enregistre: false,
      emetteur: expect.stringContaining('AC des tests du registre'),
      sujet: expect.stringContaining('CN=Paul Durand'),
      empreinte: expect.stringMatching(/^[0-9A-F]{64}$/),
    });
    const profil = await appelerMtls('GET', '/api/public/profilnotaire', { certificat: collaborateur });
    expect(profil.corps).toEqual({
      profil: 'NOTAIRE_COLLAB',
      libelleProfil: 'Collaborateur de notaire',
      cleProfil: 'notaireCollab',
      source: 'CERTIFICAT',
    });
  });

  it("donne l'identifiant -1 et le numéro d'étude, qui mènent à l'inscription", async () => {
    const r = await appelerMtls('GET', '/api/public/etudenotariale', { certificat: notaire });
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({ id: -1, numEtude, siret: null });
  });

  it("refuse l'enregistrement de l'étude à un collaborateur (titre « Erreur », message du catalogue)", async () => {
    const r = await appelerMtls('POST', '/api/public/etudenotariale', { certificat: collaborateur, json: inscription(numEtude) });
    expect(r.status).toBe(403);
    expect(r.corps).toMatchObject({
      code: 'ETUDE_NON_ENREGISTREE',
      message: "Votre étude notariale n'est pas enregistrée dans le registre. Seuls les notaires peuvent l'ajouter.",
    });
  });

  it("contrôle le numéro d'étude, l'établissement et son code APE (6910Z seulement)", async () => {
    const autreEtude = await appelerMtls('POST', '/api/public/etudenotariale', {
      certificat: notaire,
      json: inscription('75999'),
    });
    expect(autreEtude.corps).toMatchObject({ status: 400, code: 'CERTIFICAT_AUTRE_ETUDE' });
    const syndic = await appelerMtls('POST', '/api/public/etudenotariale', {
      certificat: notaire,
      json: inscription(numEtude, SIRET_SYNDIC),
    });
    expect(syndic.corps).toMatchObject({ status: 400, code: 'CODE_APE_NON_AUTORISE' });
    const ferme = await appelerMtls('POST', '/api/public/etudenotariale', {
      certificat: notaire,
      json: inscription(numEtude, SIRET_FERME),
    });
    expect(ferme.corps).toMatchObject({ status: 400, code: 'ETABLISSEMENT_FERME' });
    const inconnu = await appelerMtls('POST', '/api/public/etudenotariale', {
      certificat: notaire,
      json: inscription(numEtude, '12345678900007'),
    });
    expect(inconnu.corps).toMatchObject({ status: 400, code: 'ETABLISSEMENT_INCONNU' });
    const sansHonneur = await appelerMtls('POST', '/api/public/etudenotariale', {
      certificat: notaire,
      json: { ...inscription(numEtude), declarationHonneur: false },
    });
    expect(sansHonneur.corps).toMatchObject({
      status: 400,
      erreurs: { declarationHonneur: expect.stringContaining("sur l'honneur") },
    });
  });

  it("enregistre l'étude : le notaire est ensuite reconnu par son certificat, et l'étude n'est enregistrée qu'une fois", async () => {
    const r = await appelerMtls('POST', '/api/public/etudenotariale', { certificat: notaire, json: inscription(numEtude) });
    expect(r.status).toBe(200);
    const etude = r.corps as { id: number; version: number };
    expect(r.corps).toMatchObject({
      numEtude,
      siret: SIRET_ETUDE,
      codeApe: '6910Z',
      statut: 'ACTIF',
      raisonSociale: expect.stringMatching(/OFFICE NOTARIAL DU CAPITOLE/i),
    });
    expect(etude.id).toBeGreaterThan(0);

    const compte = await appelerMtls('GET', '/api/account', { certificat: notaire });
    expect(compte.status).toBe(200);
    expect(compte.corps).toMatchObject({
      login: `notaire.${numEtude}@exemple.fr`,
      profil: 'NOTAIRE_ADMIN',
      adminPrincipal: true,
      idTeledeclarant: etude.id,
      typeTeledeclarant: 'NOTAIRE',
      certificatDn: expect.stringContaining('CN=Paul Durand'),
      certificatEmetteurDn: expect.stringContaining('AC des tests du registre'),
      parCertificat: true,
    });
    expect((await appelerMtls('GET', '/api/public/etudenotariale', { certificat: notaire })).corps).toMatchObject({
      id: etude.id,
      numEtude,
    });
    expect((await appelerMtls('GET', '/api/public/profilnotaire', { certificat: notaire })).corps).toMatchObject({
      profil: 'NOTAIRE_ADMIN',
      source: 'COMPTE',
    });
    expect((await appelerMtls('GET', '/api/public/infocertificat', { certificat: notaire })).corps).toMatchObject({
      enregistre: true,
    });
    // the collaborator of that office now sees the firm, not the registration
    expect((await appelerMtls('GET', '/api/public/etudenotariale', { certificat: collaborateur })).corps).toMatchObject({
      id: etude.id,
    });

    const encore = await appelerMtls('POST', '/api/public/etudenotariale', { certificat: notaire, json: inscription(numEtude) });
    expect(encore.corps).toMatchObject({ status: 409, code: 'ETUDE_DEJA_ENREGISTREE' });

    utiliserEnvCloud();
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { data } = await db()
      .entities.evenement.query.parActeur({ acteur: `notaire.${numEtude}@exemple.fr` })
      .go();
    expect(data.map((e) => e.type)).toContain('ENREGISTREMENT_ETUDE');

    // the notary edits the firm, with optimistic locking
    const maj = await appelerMtls('PUT', '/api/etudenotariale', {
      certificat: notaire,
      json: {
        raisonSociale: 'Office notarial Durand, Lefèvre et associés',
        l4: '5 quai Saint-Antoine',
        l6: '69002 LYON',
        version: etude.version,
      },
    });
    expect(maj.status).toBe(200);
    expect(maj.corps).toMatchObject({
      raisonSociale: 'Office notarial Durand, Lefèvre et associés',
      l4: '5 quai Saint-Antoine',
      version: etude.version + 1,
    });
    const perime = await appelerMtls('PUT', '/api/etudenotariale', {
      certificat: notaire,
      json: { raisonSociale: 'Autre', version: etude.version },
    });
    expect(perime.corps).toMatchObject({ status: 409, code: 'CONFLIT_MODIFICATION' });
  });
});

describe("l'étude notariale d'un compte", () => {
  it("rend l'étude et le profil du notaire reconnu par son certificat ; un jeton n'y suffit pas (ntr)", async () => {
    const jeton = await jetonDe(loginDe('NOTAIRE_NOTAIRE'));
    // a public route never sees a token: notaries are recognised by their certificate
    const sansCertificat = await appeler('GET', '/api/public/etudenotariale', { jeton });
    expect(sansCertificat.status).toBe(401);
    expect(sansCertificat.entetes.get('ntr')).toBe('1');
    const c = certificatNotaire({ nom: 'Sacha Démo', numEtude: '75001', titre: 'Notaire' });
    expect((await appeler('POST', '/api/account/certificats', { jeton, json: { pem: c.cert } })).status).toBe(200);
    const etude = await appelerMtls('GET', '/api/public/etudenotariale', { certificat: c });
    expect(etude.corps).toMatchObject({ id: 1003, numEtude: '75001', siret: '83456789000019' });
    expect((await appelerMtls('GET', '/api/public/profilnotaire', { certificat: c })).corps).toMatchObject({
      profil: 'NOTAIRE_NOTAIRE',
      source: 'COMPTE',
    });
  });

  it("ne laisse modifier l'étude qu'aux notaires", async () => {
    const corps = { raisonSociale: 'Étude Martin', version: 1 };
    const collab = await appeler('PUT', '/api/etudenotariale', { jeton: await jetonDe(loginDe('NOTAIRE_COLLAB')), json: corps });
    expect(collab.corps).toMatchObject({ status: 403, code: 'ETUDE_MODIFICATION_NOTAIRE' });
    const syndic = await appeler('PUT', '/api/etudenotariale', {
      jeton: await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC')),
      json: corps,
    });
    expect(syndic.corps).toMatchObject({ status: 403, code: 'ACCES_NON_AUTORISE' });
    const teneur = await appeler('PUT', '/api/etudenotariale', {
      jeton: await jetonDe(loginDe('TENEUR_ADMIN_PRINC')),
      json: corps,
    });
    expect(teneur.status).toBe(403);
  });

  it("refuse l'étude notariale au certificat d'un compte qui n'est pas notaire", async () => {
    const jeton = await jetonDe(loginDe('TELE_NONPRO_ADMIN_PRINC'));
    const c = certificat([
      ['C', 'FR'],
      ['CN', 'Syndic bénévole principal'],
    ]);
    expect((await appeler('POST', '/api/account/certificats', { jeton, json: { pem: c.cert } })).status).toBe(200);
    expect((await appelerMtls('GET', '/api/public/etudenotariale', { certificat: c })).corps).toMatchObject({
      status: 403,
      code: 'ACCES_NON_AUTORISE',
    });
    expect((await appelerMtls('GET', '/api/public/profilnotaire', { certificat: c })).corps).toMatchObject({
      profil: null,
      source: 'COMPTE',
    });
  });
});

describe("certificats d'un compte", () => {
  const SIREN_DEMO_PRO = '812345678'; // SIRET 81234567800013 of the demo professional syndic

  it('exige le SIREN de l’entreprise dans le sujet pour un syndic professionnel, puis ouvre sa session par certificat', async () => {
    const jeton = await jetonDe(loginDe('TELE_PRO_ADMIN_SECOND'));
    const sansSiren = certificat([
      ['C', 'FR'],
      ['O', 'Cabinet Demeure Gestion'],
      ['CN', 'Alix Démo'],
    ]);
    const refus = await appeler('POST', '/api/account/certificats', { jeton, json: { pem: sansSiren.cert } });
    expect(refus.corps).toMatchObject({
      status: 400,
      code: 'CERTIFICAT_SANS_SIREN',
      message: ERREURS.CERTIFICAT_SANS_SIREN.message,
    });

    const avecSiren = certificat([
      ['C', 'FR'],
      ['O', 'Cabinet Demeure Gestion'],
      ['organizationIdentifier', `NTRFR-${SIREN_DEMO_PRO}`],
      ['CN', 'Alix Démo (syndic)'],
    ]);
    const ajout = await appeler('POST', '/api/account/certificats', { jeton, json: { pem: avecSiren.cert } });
    expect(ajout.status).toBe(200);
    const { empreinte } = ajout.corps as { empreinte: string };
    expect((await appeler('GET', '/api/account/certificats', { jeton })).corps).toEqual([ajout.corps]);
    expect((await appeler('GET', '/api/account', { jeton })).corps).toMatchObject({
      certificatDn: expect.stringContaining(SIREN_DEMO_PRO),
      parCertificat: false,
    });

    const parCertificat = await appelerMtls('GET', '/api/account', { certificat: avecSiren });
    expect(parCertificat.status).toBe(200);
    expect(parCertificat.corps).toMatchObject({
      login: loginDe('TELE_PRO_ADMIN_SECOND'),
      profil: 'TELE_PRO_ADMIN_SECOND',
      parCertificat: true,
    });

    // the same certificate cannot open another account
    const ailleurs = await appeler('POST', '/api/account/certificats', {
      jeton: await jetonDe(loginDe('TELE_PRO_GESTION')),
      json: { pem: avecSiren.cert },
    });
    expect(ailleurs.corps).toMatchObject({ status: 409, code: 'CERTIFICAT_DEJA_ENREGISTRE' });

    const suppression = await appeler('DELETE', `/api/account/certificats/${empreinte}`, { jeton });
    expect(suppression.corps).toEqual({ supprime: true });
    const apres = await appelerMtls('GET', '/api/account', { certificat: avecSiren });
    expect(apres.status).toBe(401);
    expect(apres.entetes.get('reload_identity')).toBe('1');
    expect((await appeler('GET', '/api/account', { jeton })).corps).toMatchObject({ certificatDn: null });
  });

  it('n’accepte que la clé publique d’un certificat lisible, deux certificats au plus', async () => {
    const jeton = await jetonDe(loginDe('TELE_NONPRO_GESTION'));
    const c = certificat([
      ['C', 'FR'],
      ['CN', 'Syndic bénévole 1'],
    ]);
    const avecCle = await appeler('POST', '/api/account/certificats', { jeton, json: { pem: c.cert + c.cle } });
    expect(avecCle.corps).toMatchObject({
      status: 400,
      erreurs: { pem: 'Le fichier ne doit contenir que la clé publique (aucune clé privée).' },
    });
    const illisible = await appeler('POST', '/api/account/certificats', {
      jeton,
      json: { pem: '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----' },
    });
    expect(illisible.corps).toMatchObject({ status: 400, code: 'CERTIFICAT_INVALIDE' });

    expect((await appeler('POST', '/api/account/certificats', { jeton, json: { pem: c.cert } })).status).toBe(200);
    expect((await appeler('POST', '/api/account/certificats', { jeton, json: { pem: c.cert } })).corps).toMatchObject({
      code: 'CERTIFICAT_DEJA_ENREGISTRE',
    });
    const c2 = certificat([
      ['C', 'FR'],
      ['CN', 'Syndic bénévole 2'],
    ]);
    expect((await appeler('POST', '/api/account/certificats', { jeton, json: { pem: c2.cert } })).status).toBe(200);
    const c3 = certificat([
      ['C', 'FR'],
      ['CN', 'Syndic bénévole 3'],
    ]);
    expect((await appeler('POST', '/api/account/certificats', { jeton, json: { pem: c3.cert } })).corps).toMatchObject({
      status: 400,
      code: 'TROP_DE_CERTIFICATS',
    });
    expect((await appeler('DELETE', `/api/account/certificats/${'0'.repeat(64)}`, { jeton })).status).toBe(404);
  });

  it("refuse à un notaire le certificat d'un autre office", async () => {
    const jeton = await jetonDe(loginDe('NOTAIRE_ADMIN'));
    const autre = certificatNotaire({ nom: 'Alix Démo', numEtude: '13001', titre: 'Notaire' });
    expect((await appeler('POST', '/api/account/certificats', { jeton, json: { pem: autre.cert } })).corps).toMatchObject({
      code: 'CERTIFICAT_AUTRE_ETUDE',
    });
  });
});
