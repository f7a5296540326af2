import { describe, expect, it } from 'vitest';
import { appeler, captchaResolu, utiliserEnvCloud } from '../support/api.ts';

describe('services publics', () => {
  it("rend le message d'information", async () => {
    const r = await appeler('GET', '/api/public/infomessage');
    expect(r.corps).toEqual({ response: expect.stringContaining('démonstration') });
  });

  it('vérifie la réponse au captcha : la question textuelle est une alternative acceptée', async () => {
    const defi = (await appeler<{ id: string; image: string; alternative: string }>('GET', '/api/public/captcha')).corps;
    expect(defi.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const nombres = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];
    const [, a, b] = /Combien font (\S+) plus (\S+) \?/.exec(defi.alternative)!;
    expect((await appeler('POST', '/api/public/captcha/verify', { json: { id: defi.id, reponse: 'faux' } })).corps).toBe(false);
    const juste = String(nombres.indexOf(a) + nombres.indexOf(b));
    expect((await appeler('POST', '/api/public/captcha/verify', { json: { id: defi.id, reponse: juste } })).corps).toBe(true);
  });

  it('brûle un défi après cinq mauvaises réponses', async () => {
    const { id } = (await appeler<{ id: string }>('GET', '/api/public/captcha')).corps;
    for (let i = 0; i < 5; i++) await appeler('POST', '/api/public/captcha/verify', { json: { id, reponse: 'zzz' } });
    expect((await appeler('POST', '/api/public/captcha/verify', { json: { id, reponse: 'zzz' } })).corps).toBe(false);
  });

  it("inscrit une adresse à la lettre d'information avec un captcha résolu", async () => {
    utiliserEnvCloud();
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const r = await appeler('POST', '/api/public/mailjet/addcontact', {
      json: { email: 'Lecteur@exemple.fr', recaptcha: await captchaResolu() },
    });
    expect(r.corps).toEqual({ inscrit: true });
    expect((await db().entities.contactNewsletter.get({ email: 'lecteur@exemple.fr' }).go()).data).not.toBeNull();
  });

  it("refuse l'inscription sans captcha résolu ou avec une adresse trop longue", async () => {
    const { id } = (await appeler<{ id: string }>('GET', '/api/public/captcha')).corps;
    const sansCaptcha = await appeler('POST', '/api/public/mailjet/addcontact', {
      json: { email: 'a@exemple.fr', recaptcha: id },
    });
    expect(sansCaptcha.corps).toMatchObject({ status: 400, code: 'CAPTCHA_INVALIDE' });
    const long = await appeler('POST', '/api/public/mailjet/addcontact', {
      json: { email: `${'a'.repeat(95)}@exemple.fr`, recaptcha: await captchaResolu() },
    });
    expect(long.corps).toMatchObject({ status: 400, erreurs: { email: '100 caractères au maximum.' } });
  });

  it('répond 404 en JSON sous /api et la page de l’application ailleurs', async () => {
    const api = await appeler('GET', '/api/nexiste/pas');
    expect(api.status).toBe(404);
    expect(api.corps).toMatchObject({ code: 'ROUTE_INCONNUE', message: "Le service demandé n'existe pas." });
    const methode = await appeler('DELETE', '/api/account');
    expect(methode.status).toBe(404);
  });
});
