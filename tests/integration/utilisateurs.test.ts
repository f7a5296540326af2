/**
 * "Mon établissement" and the users of a declarant (issue 3, spec 001 §6): who manages whom, ownership (another
 * declarant's users are 404), at most 4 secondary administrators even under concurrent requests, deletion.
 * A fresh declarant (its own SIRET) so that no demo account is changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CognitoIdentityProviderClient, AdminListGroupsForUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { appeler, cloud, jetonDe, loginDe, utiliserEnvCloud } from '../support/api.ts';
import { cleDuLien, connecter, courrielPour, MOT_DE_PASSE_NOUVEAU, nouveauTeledeclarant } from '../support/comptes.ts';

const SIRET = '51829374100014';
let d: Awaited<ReturnType<typeof nouveauTeledeclarant>>;
/** the secondary administrators left after the concurrency test (which of the 6 won is random) */
let secondaires: string[] = [];
const jetons = new Map<string, string>();

const nouvelUtilisateur = (suffixe: string, profil: string, autres: Record<string, unknown> = {}) => ({
  civilite: 'M',
  nom: `Durand ${suffixe}`,
  prenom: 'Paul',
  email: `${suffixe}@provence-copro.fr`,
  telephone: '',
  profil,
  ...autres,
});

/** Activates a created user through the mail they received, signs them in. */
async function activer(login: string): Promise<string> {
  const cle = cleDuLien((await courrielPour(login, /activez/)).texte);
  expect(
    (
      await appeler('POST', '/api/activate', {
        json: { key: cle, motDePasse: MOT_DE_PASSE_NOUVEAU, confirmation: MOT_DE_PASSE_NOUVEAU },
      })
    ).corps,
  ).toBe(true);
  const r = await connecter(login, MOT_DE_PASSE_NOUVEAU);
  expect(r.status).toBe(200);
  jetons.set(login, r.corps.idToken);
  return r.corps.idToken;
}
const lire = async (jeton: string, login: string) => appeler('GET', `/api/utilisateurs/${encodeURIComponent(login)}`, { jeton });
const modifier = async (jeton: string, login: string, changements: Record<string, unknown>) => {
  const u = (await lire(jetons.get(d.login)!, login)).corps;
  return appeler('PUT', '/api/utilisateurs', {
    jeton,
    json: {
      civilite: u.civilite,
      nom: u.nom,
      prenom: u.prenom,
      email: u.email,
      telephone: u.telephone ?? '',
      profil: u.profil,
      restrictions: u.restrictions,
      login,
      version: u.version,
      ...changements,
    },
  });
};

beforeAll(async () => {
  d = await nouveauTeledeclarant(SIRET, 'utilisateurs');
  jetons.set(d.login, d.jeton);
});

describe('au plus 4 administrateurs secondaires par établissement, même sous requêtes simultanées', () => {
  it('6 créations simultanées laissent exactement 4 administrateurs secondaires', async () => {
    const r = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        appeler('POST', '/api/utilisateurs', { jeton: d.jeton, json: nouvelUtilisateur(`second${i}`, 'TELE_PRO_ADMIN_SECOND') }),
      ),
    );
    expect(r.map((x) => x.status).sort()).toEqual([200, 200, 200, 200, 400, 400]);
    expect(r.filter((x) => x.status === 400).every((x) => x.corps.code === 'TROP_ADMIN_SECONDAIRES')).toBe(true);
    expect(r.find((x) => x.status === 400)!.corps.message).toBe(
      "Votre établissement compte déjà 4 administrateurs secondaires : c'est le maximum autorisé.",
    );
    const liste = await appeler('GET', `/api/utilisateurs/teledeclarant/${d.idTeledeclarant}?profil=TELE_PRO_ADMIN_SECOND`, {
      jeton: d.jeton,
    });
    expect(liste.corps).toHaveLength(4);
    // nor by a change of profile
    const g = await appeler('POST', '/api/utilisateurs', {
      jeton: d.jeton,
      json: nouvelUtilisateur('gestion0', 'TELE_PRO_GESTION'),
    });
    expect(g.corps).toMatchObject({
      statut: 'ATT_ACTIVATION',
      profil: 'TELE_PRO_GESTION',
      allowedToEdit: true,
      allowedToDelete: true,
      allowedToChangeProfile: true,
    });
    expect((await modifier(d.jeton, g.corps.login, { profil: 'TELE_PRO_ADMIN_SECOND' })).corps.code).toBe(
      'TROP_ADMIN_SECONDAIRES',
    );
    // one deleted, the change of profile passes
    secondaires = liste.corps.map((u: { login: string }) => u.login).sort();
    expect((await appeler('POST', '/api/utilisateurs/delete-lot', { jeton: d.jeton, json: [secondaires.pop()] })).corps).toEqual({
      supprimes: 1,
    });
    expect((await modifier(d.jeton, g.corps.login, { profil: 'TELE_PRO_ADMIN_SECOND' })).corps).toMatchObject({
      profil: 'TELE_PRO_ADMIN_SECOND',
    });
    expect(
      (
        await appeler('POST', '/api/utilisateurs', {
          jeton: d.jeton,
          json: nouvelUtilisateur('second9', 'TELE_PRO_ADMIN_SECOND'),
        })
      ).corps.code,
    ).toBe('TROP_ADMIN_SECONDAIRES');
  });
});

describe("droits sur les utilisateurs d'un établissement", () => {
  it("l'administrateur secondaire gère les gestionnaires, jamais l'administrateur principal ni un autre secondaire", async () => {
    const s = await activer(secondaires[0]);
    await appeler('POST', '/api/utilisateurs', { jeton: d.jeton, json: nouvelUtilisateur('gestion1', 'TELE_PRO_GESTION') });
    expect((await modifier(s, 'gestion1@provence-copro.fr', { nom: 'Martin' })).corps).toMatchObject({ nom: 'Martin' });
    const principal = await modifier(s, d.login, { nom: 'Pirate' });
    expect(principal.status).toBe(403);
    expect(principal.corps.message).toBe('Cette action est soumise à autorisation.');
    expect((await modifier(s, secondaires[1], { nom: 'Pirate' })).status).toBe(403);
    expect((await modifier(s, secondaires[0], { profil: 'TELE_PRO_GESTION' })).status).toBe(403);
    expect((await modifier(s, secondaires[0], { prenom: 'Paulette' })).corps).toMatchObject({
      prenom: 'Paulette',
      allowedToChangeProfile: false,
      allowedToDelete: false,
    });
    // creates managers only
    expect(
      (await appeler('POST', '/api/utilisateurs', { jeton: s, json: nouvelUtilisateur('second8', 'TELE_PRO_ADMIN_SECOND') }))
        .status,
    ).toBe(403);
    expect(
      (await appeler('POST', '/api/utilisateurs', { jeton: s, json: nouvelUtilisateur('gestion2', 'TELE_PRO_GESTION') })).status,
    ).toBe(200);
    // nobody deletes the principal administrator, nor themself
    expect((await appeler('POST', '/api/utilisateurs/delete-lot', { jeton: s, json: [d.login] })).status).toBe(403);
    expect((await appeler('POST', '/api/utilisateurs/delete-lot', { jeton: d.jeton, json: [d.login] })).status).toBe(403);
    // the rows say what the secondary administrator may do
    const liste = (await appeler('GET', `/api/utilisateurs/teledeclarant/${d.idTeledeclarant}`, { jeton: s })).corps as {
      login: string;
      allowedToEdit: boolean;
    }[];
    expect(liste[0]).toMatchObject({ login: d.login, allowedToEdit: false });
    expect(liste.find((u) => u.login === 'gestion2@provence-copro.fr')).toMatchObject({ allowedToEdit: true });
  });

  it('le gestionnaire ne modifie que son propre compte, hors profil', async () => {
    const g = await activer('gestion1@provence-copro.fr');
    expect((await modifier(g, 'gestion1@provence-copro.fr', { telephone: '+33611223344' })).corps).toMatchObject({
      telephone: '+33611223344',
    });
    expect((await modifier(g, 'gestion1@provence-copro.fr', { profil: 'TELE_PRO_ADMIN_SECOND' })).status).toBe(403);
    expect((await lire(g, 'gestion1@provence-copro.fr')).status).toBe(200);
    expect((await lire(g, 'gestion2@provence-copro.fr')).status).toBe(403);
    expect((await appeler('GET', `/api/utilisateurs/teledeclarant/${d.idTeledeclarant}`, { jeton: g })).status).toBe(403);
    expect(
      (await appeler('POST', '/api/utilisateurs', { jeton: g, json: nouvelUtilisateur('gestion7', 'TELE_PRO_GESTION') })).status,
    ).toBe(403);
  });

  it("ne montre jamais les utilisateurs d'un autre télédéclarant (404), ni dans un sens ni dans l'autre", async () => {
    const autre = loginDe('TELE_PRO_GESTION');
    expect((await lire(d.jeton, autre)).status).toBe(404);
    const corps = { ...nouvelUtilisateur('pirate', 'TELE_PRO_GESTION'), restrictions: [], login: autre, version: 1 };
    expect((await appeler('PUT', '/api/utilisateurs', { jeton: d.jeton, json: corps })).status).toBe(404);
    expect((await appeler('POST', '/api/utilisateurs/delete-lot', { jeton: d.jeton, json: [autre] })).status).toBe(404);
    expect((await appeler('GET', '/api/utilisateurs/teledeclarant/1001', { jeton: d.jeton })).status).toBe(404);
    const demo = await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC'));
    expect((await lire(demo, d.login)).status).toBe(404);
    expect((await appeler('GET', `/api/utilisateurs/teledeclarant/${d.idTeledeclarant}`, { jeton: demo })).status).toBe(404);
    expect(
      (await appeler('GET', `/api/utilisateurs/${encodeURIComponent('inexistant@nulle-part.fr')}`, { jeton: demo })).status,
    ).toBe(404);
  });

  it('filtre la liste par prénom, nom, adresse électronique ou profil, sans tenir compte des accents ni de la casse', async () => {
    const liste = async (q: string) =>
      (
        (await appeler('GET', `/api/utilisateurs/teledeclarant/${d.idTeledeclarant}?${q}`, { jeton: d.jeton })).corps as {
          login: string;
        }[]
      ).map((u) => u.login);
    expect(await liste('nom=martin')).toEqual(['gestion1@provence-copro.fr']);
    expect(await liste('prenom=PAULÉTTE')).toEqual([secondaires[0]]);
    expect(await liste('email=gestion2')).toEqual(['gestion2@provence-copro.fr']);
    expect((await liste('profil=TELE_PRO_GESTION')).sort()).toEqual(['gestion1@provence-copro.fr', 'gestion2@provence-copro.fr']);
    expect(
      (await appeler('GET', `/api/utilisateurs/teledeclarant/${d.idTeledeclarant}?profil=INCONNU`, { jeton: d.jeton })).status,
    ).toBe(400);
  });

  it('change le groupe du profil dans le fournisseur d’identité', async () => {
    await modifier(d.jeton, 'gestion1@provence-copro.fr', { profil: 'TELE_PRO_GESTION' });
    // 4 secondaries already: free one seat first
    await appeler('POST', '/api/utilisateurs/delete-lot', { jeton: d.jeton, json: [secondaires[1]] });
    expect((await modifier(d.jeton, 'gestion1@provence-copro.fr', { profil: 'TELE_PRO_ADMIN_SECOND' })).status).toBe(200);
    const env = cloud().env;
    const cip = new CognitoIdentityProviderClient({
      region: env.AWS_REGION,
      endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const { Groups } = await cip.send(
      new AdminListGroupsForUserCommand({ UserPoolId: env.USER_POOL_ID, Username: 'gestion1@provence-copro.fr' }),
    );
    expect(Groups?.map((g) => g.GroupName)).toEqual(['TELE_PRO_ADMIN_SECOND']);
    const compte = await appeler('GET', '/api/account', {
      jeton: (await connecter('gestion1@provence-copro.fr', MOT_DE_PASSE_NOUVEAU)).corps.idToken,
    });
    expect(compte.corps.authorities).toContain('CREER_GESTIONNAIRE');
  });

  it('supprime un ou plusieurs utilisateurs : statut SUPPRIME, connexion refusée, journal', async () => {
    const r = await appeler('POST', '/api/utilisateurs/delete-lot', {
      jeton: d.jeton,
      json: ['gestion1@provence-copro.fr', 'gestion2@provence-copro.fr'],
    });
    expect(r.corps).toEqual({ supprimes: 2 });
    expect((await connecter('gestion1@provence-copro.fr', MOT_DE_PASSE_NOUVEAU)).status).toBe(401);
    expect((await lire(d.jeton, 'gestion2@provence-copro.fr')).status).toBe(404);
    // the session of a deleted user ends at once
    expect((await appeler('GET', '/api/account', { jeton: jetons.get('gestion1@provence-copro.fr') })).status).toBe(401);
    utiliserEnvCloud();
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const { data } = await db().entities.evenement.query.parActeur({ acteur: d.login }).go({ pages: 'all' });
    expect(data.filter((e) => e.type === 'SUPPRESSION_UTILISATEUR').map((e) => e.cible)).toEqual(
      expect.arrayContaining(['gestion1@provence-copro.fr', 'gestion2@provence-copro.fr']),
    );
    expect(data.some((e) => e.type === 'CREATION_UTILISATEUR' && e.cible === 'gestion0@provence-copro.fr')).toBe(true);
    // an email already used by a live account cannot be given twice
    expect(
      (await appeler('POST', '/api/utilisateurs', { jeton: d.jeton, json: nouvelUtilisateur('gestion0', 'TELE_PRO_GESTION') }))
        .corps.code,
    ).toBe('COMPTE_EXISTANT');
    // a deleted account's email can be given again
    expect(
      (await appeler('POST', '/api/utilisateurs', { jeton: d.jeton, json: nouvelUtilisateur('gestion2', 'TELE_PRO_GESTION') }))
        .status,
    ).toBe(200);
  });

  it("la hotline du teneur ne supprime pas d'utilisateur", async () => {
    const hotline = await jetonDe(loginDe('TENEUR_ASS_HOTLINE_ADMIN'));
    expect(
      (await appeler('POST', '/api/utilisateurs/delete-lot', { jeton: hotline, json: ['gestion2@provence-copro.fr'] })).status,
    ).toBe(403);
    const teneur = await jetonDe(loginDe('TENEUR_ADMIN_SCOND'));
    expect(
      (await appeler('POST', '/api/utilisateurs/delete-lot', { jeton: teneur, json: ['gestion2@provence-copro.fr'] })).corps,
    ).toEqual({ supprimes: 1 });
  });
});

describe('mon établissement', () => {
  it("se lit par ses utilisateurs et les teneurs ; celui d'un autre est introuvable", async () => {
    const r = await appeler('GET', `/api/etablissement/${d.idTeledeclarant}`, { jeton: d.jeton });
    expect(r.corps).toMatchObject({
      siret: SIRET,
      raisonSociale: 'Syndic utilisateurs',
      codeApe: '6832A',
      l6: '13001 MARSEILLE 1ER',
      actif: true,
    });
    expect((await appeler('GET', '/api/etablissement/1001', { jeton: d.jeton })).status).toBe(404);
    expect(
      (await appeler('GET', `/api/etablissement/${d.idTeledeclarant}`, { jeton: await jetonDe(loginDe('TELE_PRO_GESTION')) }))
        .status,
    ).toBe(404);
    expect(
      (await appeler('GET', '/api/etablissement/1002', { jeton: await jetonDe(loginDe('TENEUR_ASS_HOTLINE_GES')) })).status,
    ).toBe(200);
    expect(
      (await appeler('GET', '/api/etablissement/1001', { jeton: await jetonDe(loginDe('TELE_PRO_GESTION')) })).corps,
    ).toMatchObject({ siret: '81234567800013' });
  });

  it("s'écrit par l'administrateur principal, avec verrouillage optimiste, et se reporte dans la recherche du teneur", async () => {
    const avant = (await appeler('GET', `/api/etablissement/${d.idTeledeclarant}`, { jeton: d.jeton })).corps;
    const modif = {
      raisonSociale: 'Cabinet Provence Copropriétés',
      l1: 'CABINET PROVENCE COPROPRIETES',
      l4: '45 BOULEVARD DE LA LIBERATION',
      l6: '13004 MARSEILLE',
      l7: 'FRANCE',
      telephone: '+33491000000',
      version: avant.version,
    };
    const r = await appeler('PUT', '/api/etablissement', { jeton: d.jeton, json: modif });
    expect(r.corps).toMatchObject({
      raisonSociale: 'Cabinet Provence Copropriétés',
      l3: null,
      codePostal: '13004',
      localite: 'MARSEILLE',
      telephone: '+33491000000',
      version: avant.version + 1,
    });
    const perime = await appeler('PUT', '/api/etablissement', { jeton: d.jeton, json: { ...modif, raisonSociale: 'Autre' } });
    expect(perime.status).toBe(409);
    const teneur = await jetonDe(loginDe('TENEUR_ASS_HOTLINE_GES'));
    expect((await appeler('GET', `/api/teledeclarants/${d.idTeledeclarant}`, { jeton: teneur })).corps).toMatchObject({
      raisonSociale: 'Cabinet Provence Copropriétés',
      codePostal: '13004',
      commune: 'MARSEILLE',
    });
    // a secondary administrator reads it but may not write it
    const s = jetons.get(secondaires[0])!;
    expect((await appeler('GET', `/api/etablissement/${d.idTeledeclarant}`, { jeton: s })).status).toBe(200);
    expect(
      (await appeler('PUT', '/api/etablissement', { jeton: s, json: { ...modif, version: avant.version + 1 } })).status,
    ).toBe(403);
  });
});
