import { describe, expect, it } from 'vitest';
import { appeler, captchaResolu, jetonDe, loginDe, MOT_DE_PASSE, utiliserEnvCloud } from '../support/api.ts';

const connexion = async (login: string, motDePasse: string, captcha?: string, seSouvenir = 'false') =>
  appeler('POST', '/api/authentication', {
    form: {
      j_username: login,
      j_password: motDePasse,
      captcha: captcha ?? (await captchaResolu()),
      'remember-me': seSouvenir,
      submit: 'Se connecter',
    },
  });

describe('connexion', () => {
  it('refuse un captcha non résolu, sans rien dire du compte', async () => {
    const defi = await appeler<{ id: string }>('GET', '/api/public/captcha');
    const r = await connexion(loginDe('TELE_PRO_GESTION'), MOT_DE_PASSE(), defi.corps.id);
    expect(r.status).toBe(400);
    expect(r.corps).toMatchObject({ code: 'CAPTCHA_INVALIDE', message: expect.stringContaining('captcha') });
  });

  it('répond pareil pour un mauvais mot de passe et pour un compte inconnu', async () => {
    const mauvais = await connexion(loginDe('TELE_PRO_GESTION'), 'Mauvais-Mot-2026!');
    const inconnu = await connexion('personne.inconnue', 'Mauvais-Mot-2026!');
    expect(mauvais.status).toBe(401);
    expect(inconnu.status).toBe(401);
    expect((mauvais.corps as { message: string }).message).toBe('Erreur de connexion : vérifiez vos identifiants.');
    expect((inconnu.corps as { message: string }).message).toBe((mauvais.corps as { message: string }).message);
  });

  it('ne laisse servir un captcha résolu qu’une seule fois', async () => {
    const captcha = await captchaResolu();
    expect((await connexion(loginDe('TELE_PRO_GESTION'), MOT_DE_PASSE(), captcha)).status).toBe(200);
    expect((await connexion(loginDe('TELE_PRO_GESTION'), MOT_DE_PASSE(), captcha)).status).toBe(400);
  });

  it('ne rend le jeton de rafraîchissement que si « se souvenir de moi » est coché', async () => {
    const sans = await connexion(loginDe('NOTAIRE_NOTAIRE'), MOT_DE_PASSE());
    const avec = await connexion(loginDe('NOTAIRE_NOTAIRE'), MOT_DE_PASSE(), undefined, 'true');
    expect(sans.corps).toMatchObject({ refreshToken: null, idToken: expect.any(String) });
    expect(avec.corps).toMatchObject({ refreshToken: expect.any(String) });
  });

  it('refuse le profil restreint dès la connexion', async () => {
    const r = await connexion(loginDe('RESTREINT'), MOT_DE_PASSE());
    expect(r.status).toBe(401);
    expect(r.corps).toMatchObject({ code: 'PROFIL_RESTREINT' });
  });

  it('exige les champs du formulaire, avec des messages en français', async () => {
    const r = await appeler('POST', '/api/authentication', { form: { j_username: '', j_password: '' } });
    expect(r.status).toBe(400);
    expect(r.corps).toMatchObject({
      code: 'REQUETE_INVALIDE',
      erreurs: {
        j_username: 'Ce champ est obligatoire.',
        j_password: 'Ce champ est obligatoire.',
        captcha: 'Veuillez résoudre le captcha.',
      },
    });
  });

  it('trace la connexion et la déconnexion dans le journal', async () => {
    utiliserEnvCloud();
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const login = loginDe('TENEUR_ASS_HOTLINE_GES');
    const jeton = ((await connexion(login, MOT_DE_PASSE())).corps as { idToken: string }).idToken;
    expect((await appeler('POST', '/api/logout', { jeton, json: {} })).corps).toEqual({ deconnecte: true });
    const { data } = await db().entities.evenement.query.parActeur({ acteur: login }).go();
    expect(data.map((e) => e.type)).toEqual(expect.arrayContaining(['CONNEXION', 'DECONNEXION']));
  });

  it('met fin à la session : après la déconnexion, ni son jeton d’identité ni son jeton d’accès ne sont acceptés', async () => {
    const login = loginDe('TENEUR_ASS_HOTLINE_GES');
    const session = (await connexion(login, MOT_DE_PASSE())).corps as { idToken: string; accessToken: string };
    const autre = ((await connexion(login, MOT_DE_PASSE())).corps as { idToken: string }).idToken;
    for (const jeton of [session.idToken, session.accessToken])
      expect((await appeler('GET', '/api/account', { jeton })).status).toBe(200);
    expect((await appeler('POST', '/api/logout', { jeton: session.accessToken, json: {} })).status).toBe(200);
    for (const jeton of [session.idToken, session.accessToken]) {
      const r = await appeler('GET', '/api/account', { jeton });
      expect(r.status).toBe(401);
      expect(r.corps.code).toBe('NON_AUTHENTIFIE');
    }
    // the account's other sessions go on
    expect((await appeler('GET', '/api/account', { jeton: autre })).corps).toMatchObject({ login });
    await appeler('POST', '/api/logout', { jeton: autre, json: {} });
  });

  it('révoque le jeton de rafraîchissement de la session : il ne donne plus de nouveaux jetons', async () => {
    utiliserEnvCloud();
    const { CognitoIdentityProviderClient, InitiateAuthCommand } = await import('@aws-sdk/client-cognito-identity-provider');
    const login = loginDe('TENEUR_ASS_HOTLINE_GES');
    const s = (await connexion(login, MOT_DE_PASSE(), undefined, 'true')).corps as { idToken: string; refreshToken: string };
    const rafraichir = () =>
      new CognitoIdentityProviderClient({ region: process.env.AWS_REGION }).send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: process.env.USER_POOL_CLIENT_ID,
          AuthParameters: { REFRESH_TOKEN: s.refreshToken },
        }),
      );
    expect((await rafraichir()).AuthenticationResult?.IdToken).toBeTruthy();
    await appeler('POST', '/api/logout', { jeton: s.idToken, json: { refreshToken: s.refreshToken } });
    await expect(rafraichir()).rejects.toThrow();
  });
});

describe('mon compte', () => {
  it('rend le compte avec ses autorités et le libellé du profil', async () => {
    const r = await appeler('GET', '/api/account', { jeton: await jetonDe(loginDe('TELE_PRO_ADMIN_PRINC')) });
    expect(r.status).toBe(200);
    expect(r.entetes.get('x-registre-version')).toMatch(/^\d+\.\d+\.\d+/);
    expect(r.corps).toMatchObject({
      profil: 'TELE_PRO_ADMIN_PRINC',
      libelleProfil: 'Syndic professionnel — administrateur principal',
      idTeledeclarant: 1001,
      adminPrincipal: true,
      authorities: expect.arrayContaining(['MON_ENTREPRISE_ECRITURE', 'CREER_ADMIN_SEC']),
    });
  });

  it('refuse un jeton absent ou falsifié', async () => {
    expect((await appeler('GET', '/api/account')).status).toBe(401);
    const jeton = await jetonDe(loginDe('TELE_PRO_GESTION'));
    const [t, c] = jeton.split('.');
    const falsifie = `${t}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(c, 'base64url').toString()), 'cognito:username': 'demo.teneur_admin_princ' })).toString('base64url')}.${jeton.split('.')[2]}`;
    expect((await appeler('GET', '/api/account', { jeton: falsifie })).status).toBe(401);
  });

  it('enregistre une modification, puis refuse une version périmée sans rien écrire', async () => {
    const jeton = await jetonDe(loginDe('TELE_NONPRO_GESTION'));
    const avant = (await appeler<{ version: number; nom: string }>('GET', '/api/account', { jeton })).corps;
    const modif = {
      civilite: 'M',
      nom: 'Durand',
      prenom: 'Jean-Édouard',
      email: 'Jean.Durand@exemple.fr',
      telephone: '+33611223344',
      version: avant.version,
    };
    const r = await appeler('POST', '/api/account', { jeton, json: modif });
    expect(r.status).toBe(200);
    expect(r.corps).toMatchObject({
      nom: 'Durand',
      email: 'jean.durand@exemple.fr',
      telephone: '+33611223344',
      version: avant.version + 1,
    });
    const perime = await appeler('POST', '/api/account', { jeton, json: { ...modif, nom: 'Martin' } });
    expect(perime.status).toBe(409);
    expect(perime.corps).toMatchObject({ code: 'CONFLIT_MODIFICATION' });
    expect((await appeler('GET', '/api/account', { jeton })).corps).toMatchObject({ nom: 'Durand' });
    // an empty phone removes it
    const sansTel = await appeler('POST', '/api/account', {
      jeton,
      json: { ...modif, telephone: '', version: avant.version + 1 },
    });
    expect(sansTel.corps).toMatchObject({ telephone: null });
  });

  it('rejette une saisie invalide champ par champ, en français, et ne change rien', async () => {
    const jeton = await jetonDe(loginDe('TELE_PRO_GESTION'));
    const avant = (await appeler<{ version: number; email: string }>('GET', '/api/account', { jeton })).corps;
    const r = await appeler('POST', '/api/account', {
      jeton,
      json: { civilite: 'X', nom: '', prenom: 'a'.repeat(51), email: 'pas-un-email', telephone: '0612', version: avant.version },
    });
    expect(r.status).toBe(400);
    expect(r.corps).toMatchObject({
      erreurs: {
        nom: 'Ce champ est obligatoire.',
        prenom: '50 caractères au maximum.',
        email: expect.stringContaining("L'adresse électronique n'est pas valide"),
        telephone: expect.stringContaining('+33611223344'),
        civilite: expect.stringContaining('Valeur non reconnue'),
      },
    });
    expect((await appeler('GET', '/api/account', { jeton })).corps).toMatchObject({ version: avant.version, email: avant.email });
  });
});
