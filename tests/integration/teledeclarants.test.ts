/**
 * The keepers' administration of declarants (issue 3, spec 001 §2, §3, §7): search with every field, paginated
 * and sorted; detail, update (allowed next statuses, optimistic locking), delete; the users of a declarant; and
 * login-as with its journal lines. Own declarants (their own SIRETs) and an own keeper, so that nothing the
 * other test files use is changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, jetonDe, loginDe, MOT_DE_PASSE, utiliserEnvCloud } from '../support/api.ts';
import { connecter, courrierPour, nouveauTeledeclarant } from '../support/comptes.ts';
import { enregistrerBrouillonComplet } from '../support/coproprietes.ts';

let a: Awaited<ReturnType<typeof nouveauTeledeclarant>>;
let b: Awaited<ReturnType<typeof nouveauTeledeclarant>>;
let c: Awaited<ReturnType<typeof nouveauTeledeclarant>>;
const TENEUR = 'teneur.en.tant.que';
let teneur: string;

beforeAll(async () => {
  [a, b, c] = await Promise.all([
    nouveauTeledeclarant('33819275000010', 'rechercheA', 'actif'),
    nouveauTeledeclarant('48392617600015', 'rechercheB', 'inscrit'),
    nouveauTeledeclarant('52918374100014', 'suppression', 'actif'),
  ]);
  // a keeper of this file only: login-as is held per keeper, and the demo keepers serve other files
  utiliserEnvCloud();
  const { db } = await import('@registre/functions/adapters/dynamodb/service');
  const { creerIdentite } = await import('@registre/functions/adapters/cognito/index');
  await creerIdentite(TENEUR, 'teneur.test@anah.gouv.fr', MOT_DE_PASSE(), 'TENEUR_ADMIN_SCOND');
  await db()
    .entities.utilisateur.put({
      login: TENEUR,
      email: 'teneur.test@anah.gouv.fr',
      nom: 'Garnier',
      prenom: 'Agathe',
      profil: 'TENEUR_ADMIN_SCOND',
      statut: 'ACTIF',
      activated: true,
      typeTeledeclarant: '0',
      dateCreation: new Date().toISOString(),
    })
    .go();
  teneur = (await connecter(TENEUR, MOT_DE_PASSE())).corps.idToken;
});

const chercher = (jeton: string, corps: Record<string, unknown>) =>
  appeler('POST', '/api/teledeclarants', { jeton, json: corps });
const ids = (r: { corps: { teledeclarantDTOList: { idTeledeclarant: number }[] } }) =>
  r.corps.teledeclarantDTOList.map((l) => l.idTeledeclarant);

describe('recherche des télédéclarants par le teneur', () => {
  it('pagine par 10 à partir de la page 1 par défaut', async () => {
    const r = await chercher(teneur, {});
    expect(r.status).toBe(200);
    expect(r.corps.totalItems).toBeGreaterThanOrEqual(6);
    expect(r.corps.teledeclarantDTOList.length).toBe(Math.min(10, r.corps.totalItems));
    expect(r.corps.teledeclarantDTOList[0]).toMatchObject({
      idTeledeclarant: 1001,
      raisonSociale: 'Cabinet Demeure Gestion',
      typeTeledeclarant: 'PRO',
      nomAdmin: 'Démo',
    });
  });

  it('cherche sur chaque champ, sans tenir compte des accents ni de la casse, et trie dans les deux sens', async () => {
    const base = { raisonSociale: 'RECHERCHE' };
    expect(
      ids(await chercher(teneur, { ...base, paginationOptions: { sortField: 'raisonSociale', sortDirection: 'asc' } })),
    ).toEqual([a.idTeledeclarant, b.idTeledeclarant]);
    expect(
      ids(await chercher(teneur, { ...base, paginationOptions: { sortField: 'raisonSociale', sortDirection: 'desc' } })),
    ).toEqual([b.idTeledeclarant, a.idTeledeclarant]);
    const page2 = await chercher(teneur, {
      ...base,
      paginationOptions: { pageNumber: 2, pageSize: 1, sortField: 'raisonSociale', sortDirection: 'desc' },
    });
    expect(page2.corps).toMatchObject({ totalItems: 2, teledeclarantDTOList: [{ idTeledeclarant: a.idTeledeclarant }] });
    expect(ids(await chercher(teneur, { ...base, commune: 'toulouse' }))).toEqual([a.idTeledeclarant]);
    expect(ids(await chercher(teneur, { ...base, codePostal: '06' }))).toEqual([b.idTeledeclarant]);
    expect(ids(await chercher(teneur, { ...base, nomAdmin: 'LEFEVRE', prenomAdmin: 'helene' }))).toHaveLength(2);
    expect(ids(await chercher(teneur, { ...base, statutTeledeclarant: 'ATT_CREA_COMPTE' }))).toEqual([b.idTeledeclarant]);
    expect(ids(await chercher(teneur, { ...base, motDePasseActive: true }))).toEqual([a.idTeledeclarant]);
    expect(ids(await chercher(teneur, { siret: '3381927' }))).toEqual([a.idTeledeclarant]);
    expect(ids(await chercher(teneur, { idTeledeclarant: b.idTeledeclarant }))).toEqual([b.idTeledeclarant]);
    expect(ids(await chercher(teneur, { ...base, email: 'contact.rechercheb' }))).toEqual([b.idTeledeclarant]);
    expect(ids(await chercher(teneur, { ...base, codeAPE: '68.32A', typeTeledeclarant: 'PRO' }))).toHaveLength(2);
    expect(ids(await chercher(teneur, { ...base, typeTeledeclarant: 'NON_PRO' }))).toEqual([]);
  });

  it("refuse la recherche à qui n'est pas teneur, et une saisie invalide en français", async () => {
    expect((await chercher(await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC')), {})).status).toBe(403);
    const r = await chercher(teneur, { codePostal: 'abc', paginationOptions: { pageNumber: 0 } });
    expect(r.status).toBe(400);
    expect(r.corps.erreurs).toMatchObject({
      codePostal: 'Le code postal comporte 5 chiffres au plus.',
      'paginationOptions.pageNumber': 'La page commence à 1.',
    });
  });
});

describe("détail, mise à jour et suppression d'un télédéclarant", () => {
  it('rend le détail, ou 404', async () => {
    expect((await appeler('GET', `/api/teledeclarants/${a.idTeledeclarant}`, { jeton: teneur })).corps).toMatchObject({
      siret: '33819275000010',
      statutTeledeclarant: 'ACTIF',
    });
    expect((await appeler('GET', '/api/teledeclarants/987654', { jeton: teneur })).status).toBe(404);
  });

  it('ne change le statut que vers un statut suivant permis, avec verrouillage optimiste', async () => {
    const t = (await appeler('GET', `/api/teledeclarants/${b.idTeledeclarant}`, { jeton: teneur })).corps;
    const corps = {
      statutTeledeclarant: 'ACTIF',
      email: 'nouveau.contact@cote-azur.fr',
      raisonSociale: 'Syndic rechercheB',
      version: t.version,
    };
    const interdit = await appeler('PUT', `/api/teledeclarants/${b.idTeledeclarant}`, { jeton: teneur, json: corps });
    expect(interdit.corps).toMatchObject({ status: 400, code: 'STATUT_NON_PERMIS' });
    // awaiting account creation -> awaiting the postal code: the code is posted
    const r = await appeler('PUT', `/api/teledeclarants/${b.idTeledeclarant}`, {
      jeton: teneur,
      json: { ...corps, statutTeledeclarant: 'ATT_ACTIVATION' },
    });
    expect(r.corps).toMatchObject({
      statutTeledeclarant: 'ATT_ACTIVATION',
      email: 'nouveau.contact@cote-azur.fr',
      version: t.version + 1,
    });
    expect((await courrierPour(b.idTeledeclarant)).code).toMatch(/^[A-Z2-9]{8}$/);
    const perime = await appeler('PUT', `/api/teledeclarants/${b.idTeledeclarant}`, {
      jeton: teneur,
      json: { ...corps, statutTeledeclarant: 'ATT_ACTIVATION' },
    });
    expect(perime.status).toBe(409);
    // the hotline manager reads but does not edit
    expect(
      (
        await appeler('PUT', `/api/teledeclarants/${b.idTeledeclarant}`, {
          jeton: await jetonDe(loginDe('TENEUR_ASS_HOTLINE_GES')),
          json: corps,
        })
      ).status,
    ).toBe(403);
  });

  it('donne les utilisateurs d’un télédéclarant, et les modifie : désactivation puis réactivation', async () => {
    const liste = await appeler('GET', `/api/teledeclarant/${a.idTeledeclarant}/utilisateurs`, { jeton: teneur });
    expect(liste.corps).toEqual([
      expect.objectContaining({ login: a.login, adminPrincipal: true, allowedToDelete: false, allowedToEdit: true }),
    ]);
    expect((await appeler('GET', '/api/teledeclarant/987654/utilisateurs', { jeton: teneur })).status).toBe(404);
    const u = liste.corps[0];
    const corps = {
      civilite: u.civilite,
      nom: u.nom,
      prenom: u.prenom,
      email: u.email,
      telephone: '',
      profil: u.profil,
      restrictions: [],
      login: u.login,
      version: u.version,
    };
    const inactif = await appeler('PUT', '/api/utilisateurs/teledeclarant', {
      jeton: teneur,
      json: { ...corps, statut: 'INACTIF' },
    });
    expect(inactif.corps).toMatchObject({ statut: 'INACTIF' });
    expect((await connecter(a.login, a.motDePasse)).status).toBe(401);
    const actif = await appeler('PUT', '/api/utilisateurs/teledeclarant', {
      jeton: teneur,
      json: { ...corps, nom: 'Lefèvre-Roux', statut: 'ACTIF', version: u.version + 1 },
    });
    expect(actif.corps).toMatchObject({ statut: 'ACTIF', nom: 'Lefèvre-Roux' });
    expect((await connecter(a.login, a.motDePasse)).status).toBe(200);
    // the principal administrator's profile is not the keeper's to change
    expect(
      (
        await appeler('PUT', '/api/utilisateurs/teledeclarant', {
          jeton: teneur,
          json: { ...corps, profil: 'TELE_PRO_GESTION', version: u.version + 2 },
        })
      ).status,
    ).toBe(403);
    expect((await appeler('GET', `/api/teledeclarants/${a.idTeledeclarant}`, { jeton: teneur })).corps).toMatchObject({
      nomAdmin: 'Lefèvre-Roux',
    });
  });

  it("supprime un télédéclarant : ses utilisateurs perdent l'accès, son SIRET est libéré", async () => {
    const hotline = await jetonDe(loginDe('TENEUR_ASS_HOTLINE_ADMIN'));
    expect((await appeler('DELETE', `/api/teledeclarants/${c.idTeledeclarant}`, { jeton: hotline })).status).toBe(403);
    expect((await appeler('GET', '/api/account', { jeton: c.jeton })).status).toBe(200);
    const r = await appeler('DELETE', `/api/teledeclarants/${c.idTeledeclarant}`, { jeton: teneur });
    expect(r.corps).toEqual({ supprime: true });
    expect((await appeler('GET', '/api/account', { jeton: c.jeton })).status).toBe(401);
    expect((await connecter(c.login, c.motDePasse)).status).toBe(401);
    expect((await appeler('GET', `/api/teledeclarants/${c.idTeledeclarant}`, { jeton: teneur })).corps).toMatchObject({
      statutTeledeclarant: 'SUPPRIME',
    });
    expect((await appeler('GET', '/api/public/siret/etablissements/existe/52918374100014')).corps).toEqual({ response: false });
    expect((await appeler('DELETE', `/api/teledeclarants/${c.idTeledeclarant}`, { jeton: teneur })).corps).toEqual({
      supprime: true,
    });
    expect((await appeler('DELETE', '/api/teledeclarants/987654', { jeton: teneur })).status).toBe(404);
  });
});

describe('connexion en tant que', () => {
  it('agit en tant que le compte choisi, puis revient ; le journal dit qui, qui et quand', async () => {
    const cible = loginDe('TELE_NONPRO_ADMIN_SECOND');
    const r = await appeler('GET', `/api/teledeclarant/loginAs/${cible}`, { jeton: teneur });
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({
      login: cible,
      profil: 'TELE_NONPRO_ADMIN_SECOND',
      loginAs: true,
      loginAsPar: 'Agathe Garnier',
      idTeledeclarant: 1002,
    });
    // every request of the keeper is now the account's
    const compte = await appeler('GET', '/api/account', { jeton: teneur });
    expect(compte.corps).toMatchObject({ login: cible, loginAs: true, loginAsPar: 'Agathe Garnier' });
    expect(compte.corps.authorities).not.toContain('LST_TELEDECLARANT');
    expect((await chercher(teneur, {})).status).toBe(403);
    expect((await appeler('GET', '/api/etablissement/1002', { jeton: teneur })).status).toBe(200);
    // the account's password is not the keeper's to change
    const mdp = { motDePasseActuel: 'x', motDePasse: 'Autre-Secret-2026!', confirmation: 'Autre-Secret-2026!' };
    expect((await appeler('POST', '/api/account/change_password', { jeton: teneur, json: mdp })).status).toBe(403);

    const retour = await appeler('GET', '/api/restoreAccount', { jeton: teneur });
    expect(retour.corps).toMatchObject({ login: TENEUR, loginAs: false, loginAsPar: null, profil: 'TENEUR_ADMIN_SCOND' });
    expect((await appeler('GET', '/api/account', { jeton: teneur })).corps).toMatchObject({ login: TENEUR, loginAs: false });
    // without a login-as, restore simply answers one's own account
    expect((await appeler('GET', '/api/restoreAccount', { jeton: teneur })).corps).toMatchObject({ login: TENEUR });

    utiliserEnvCloud();
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { data } = await db().entities.evenement.query.parActeur({ acteur: TENEUR }).go({ pages: 'all' });
    const lignes = data.filter((e) => e.type === 'CONNEXION_EN_TANT_QUE' || e.type === 'RETOUR_COMPTE');
    expect(lignes.map((e) => ({ type: e.type, acteur: e.acteur, cible: e.cible, profil: e.profil }))).toEqual(
      expect.arrayContaining([
        { type: 'CONNEXION_EN_TANT_QUE', acteur: TENEUR, cible, profil: 'TENEUR_ADMIN_SCOND' },
        { type: 'RETOUR_COMPTE', acteur: TENEUR, cible, profil: 'TENEUR_ADMIN_SCOND' },
      ]),
    );
    expect(lignes.every((e) => /^\d{4}-\d{2}-\d{2}T/.test(e.horodatage))).toBe(true);
  });

  it("n'agit que sur les copropriétés du compte, jamais sur ses données ; le journal nomme le teneur et le compte", async () => {
    await appeler('GET', `/api/teledeclarant/loginAs/${a.login}`, { jeton: teneur });
    const etab = (await appeler('GET', `/api/etablissement/${a.idTeledeclarant}`, { jeton: teneur })).corps;
    // [issue 15] the account's own data is not the keeper's to change in login-as
    const refus = await appeler('PUT', '/api/etablissement', {
      jeton: teneur,
      json: { raisonSociale: 'Syndic rechercheA', l6: '31000 TOULOUSE', telephone: '', version: etab.version },
    });
    expect(refus.status).toBe(403);
    expect(refus.corps).toMatchObject({ code: 'EN_TANT_QUE_INTERDIT', message: expect.stringContaining('ses copropriétés') });
    expect(
      (
        await appeler('POST', '/api/account', {
          jeton: teneur,
          json: { prenom: 'X', nom: 'Y', email: 'x@exemple.fr', langKey: 'fr' },
        })
      ).status,
    ).toBe(403);
    // acting on condominiums is what login-as is for: a draft, journaled with both names
    const brouillon = await enregistrerBrouillonComplet(teneur);
    await appeler('GET', '/api/restoreAccount', { jeton: teneur });
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { data } = await db().entities.evenement.query.parActeur({ acteur: TENEUR }).go({ pages: 'all' });
    expect(data.find((e) => e.type === 'CREATION_BROUILLON' && e.cible === String(brouillon.id))).toMatchObject({
      acteur: TENEUR,
      profil: 'TENEUR_ADMIN_SCOND',
      enTantQue: a.login,
    });
  });

  it('appartient à la session du teneur qui l’a ouverte : ses autres sessions restent les siennes', async () => {
    const autreSession = (await connecter(TENEUR, MOT_DE_PASSE())).corps.idToken as string;
    await appeler('GET', `/api/teledeclarant/loginAs/${a.login}`, { jeton: teneur });
    expect((await appeler('GET', '/api/account', { jeton: teneur })).corps).toMatchObject({ login: a.login, loginAs: true });
    expect((await appeler('GET', '/api/account', { jeton: autreSession })).corps).toMatchObject({
      login: TENEUR,
      loginAs: false,
    });
    await appeler('GET', '/api/restoreAccount', { jeton: teneur });
    await appeler('POST', '/api/logout', { jeton: autreSession, json: {} });
  });

  it("refuse d'agir en tant qu'un teneur, un compte supprimé ou inconnu, et aux profils sans l'autorité", async () => {
    expect((await appeler('GET', `/api/teledeclarant/loginAs/${loginDe('TENEUR_ADMIN_PRINC')}`, { jeton: teneur })).status).toBe(
      403,
    );
    expect((await appeler('GET', `/api/teledeclarant/loginAs/${c.login}`, { jeton: teneur })).status).toBe(403);
    expect((await appeler('GET', '/api/teledeclarant/loginAs/personne.inconnue', { jeton: teneur })).status).toBe(404);
    expect(
      (
        await appeler('GET', `/api/teledeclarant/loginAs/${loginDe('TELE_PRO_GESTION')}`, {
          jeton: await jetonDe(loginDe('TENEUR_ASS_HOTLINE_GES')),
        })
      ).status,
    ).toBe(403);
    expect((await appeler('GET', '/api/account', { jeton: teneur })).corps).toMatchObject({ login: TENEUR, loginAs: false });
  });
});
