/**
 * Passwords (issue 3, spec 001 §5, §7, §8): change, forgotten password in two steps, sign-in throttling. Answers
 * never tell whether an account exists. One fresh declarant (its own SIRET), so that no demo password changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { appeler, captchaResolu } from '../support/api.ts';
import {
  cleDuLien,
  connecter,
  courrielPour,
  courrielsPour,
  MOT_DE_PASSE_NOUVEAU,
  nouveauTeledeclarant,
} from '../support/comptes.ts';

const SIRET = '38291746600015';
let compte: Awaited<ReturnType<typeof nouveauTeledeclarant>>;
let motDePasse = MOT_DE_PASSE_NOUVEAU;

beforeAll(async () => {
  compte = await nouveauTeledeclarant(SIRET, 'motsdepasse');
});

const reinitialiser = async (email: string) =>
  appeler('POST', '/api/account/reset_password/init', { json: { email, captcha: await captchaResolu() } });

describe('changement de mot de passe', () => {
  it('répond false si le mot de passe actuel est faux, et ne change rien', async () => {
    const r = await appeler('POST', '/api/account/change_password', {
      jeton: compte.jeton,
      json: { motDePasseActuel: 'Pas-Le-Bon-2026!', motDePasse: 'Nouveau-Secret-2026!', confirmation: 'Nouveau-Secret-2026!' },
    });
    expect(r.status).toBe(200);
    expect(r.corps).toBe(false);
    expect((await connecter(compte.login, motDePasse)).status).toBe(200);
  });

  it('change le mot de passe : le nouveau ouvre la session, plus l’ancien', async () => {
    const nouveau = 'Nouveau-Secret-2026!';
    const r = await appeler('POST', '/api/account/change_password', {
      jeton: compte.jeton,
      json: { motDePasseActuel: motDePasse, motDePasse: nouveau, confirmation: nouveau },
    });
    expect(r.corps).toBe(true);
    expect((await connecter(compte.login, motDePasse)).status).toBe(401);
    expect((await connecter(compte.login, nouveau)).status).toBe(200);
    motDePasse = nouveau;
  });

  it('applique les règles du mot de passe et la confirmation, en français', async () => {
    const r = await appeler('POST', '/api/account/change_password', {
      jeton: compte.jeton,
      json: { motDePasseActuel: motDePasse, motDePasse: 'sans majuscule 1!', confirmation: 'autre' },
    });
    expect(r.status).toBe(400);
    expect(r.corps.erreurs.motDePasse).toBe('Le mot de passe doit contenir : une lettre majuscule, aucun espace.');
  });
});

describe('mot de passe oublié', () => {
  it('répond toujours « envoyé », mais n’écrit qu’à un compte actif', async () => {
    const inconnu = await reinitialiser('personne.inconnue@exemple.fr');
    expect(inconnu.corps).toEqual({ envoye: true });
    expect(await courrielsPour('personne.inconnue@exemple.fr')).toEqual([]);
    const connu = await reinitialiser(compte.login.toUpperCase());
    expect(connu.corps).toEqual({ envoye: true });
    const mail = await courrielPour(compte.login, /réinitialisation/);
    expect(mail.texte).toMatch(/\/compte\/reinitialisation\?key=/);
    expect(mail.texte).toContain(`« ${compte.login} »`);
  });

  it('refuse un captcha non résolu', async () => {
    const defi = await appeler<{ id: string }>('GET', '/api/public/captcha');
    const r = await appeler('POST', '/api/account/reset_password/init', {
      json: { email: compte.login, captcha: defi.corps.id },
    });
    expect(r.corps.code).toBe('CAPTCHA_INVALIDE');
  });

  it('fixe le nouveau mot de passe avec la clé, une seule fois ; une clé inconnue donne false', async () => {
    const cle = cleDuLien((await courrielPour(compte.login, /réinitialisation/)).texte);
    const nouveau = 'Reinitialise-2026!';
    expect(
      (
        await appeler('POST', '/api/account/reset_password/finish', {
          json: { key: 'y'.repeat(43), motDePasse: nouveau, confirmation: nouveau },
        })
      ).corps,
    ).toBe(false);
    // an activation key is not a reset key
    expect(
      (await appeler('POST', '/api/activate', { json: { key: cle, motDePasse: nouveau, confirmation: nouveau } })).corps,
    ).toBe(false);
    expect(
      (
        await appeler('POST', '/api/account/reset_password/finish', {
          json: { key: cle, motDePasse: nouveau, confirmation: nouveau },
        })
      ).corps,
    ).toBe(true);
    expect(
      (
        await appeler('POST', '/api/account/reset_password/finish', {
          json: { key: cle, motDePasse: nouveau, confirmation: nouveau },
        })
      ).corps,
    ).toBe(false);
    expect((await connecter(compte.login, motDePasse)).status).toBe(401);
    expect((await connecter(compte.login, nouveau)).status).toBe(200);
    motDePasse = nouveau;
  });
});

describe('limitation des échecs de connexion', () => {
  it('bloque un identifiant après cinq échecs en 15 minutes, qu’il existe ou non, avec le même message', async () => {
    for (const login of [compte.login, 'personne.inconnue.limitee']) {
      const echecs = [];
      for (let i = 0; i < 5; i++) echecs.push((await connecter(login, 'Mauvais-Secret-2026!')).status);
      expect(echecs).toEqual([401, 401, 401, 401, 401]);
      const bloque = await connecter(login, 'Mauvais-Secret-2026!');
      expect(bloque.status).toBe(429);
      expect(bloque.corps).toMatchObject({ code: 'TROP_DE_TENTATIVES', message: expect.stringContaining('15 minutes') });
    }
    // even the right password waits for the end of the window
    expect((await connecter(compte.login, motDePasse)).status).toBe(429);
  });

  it('libère l’identifiant quand le mot de passe est réinitialisé', async () => {
    const avant = Date.now();
    await reinitialiser(compte.login);
    const cle = cleDuLien((await courrielPour(compte.login, /réinitialisation/, avant)).texte);
    const nouveau = 'Apres-Blocage-2026!';
    expect(
      (
        await appeler('POST', '/api/account/reset_password/finish', {
          json: { key: cle, motDePasse: nouveau, confirmation: nouveau },
        })
      ).corps,
    ).toBe(true);
    expect((await connecter(compte.login, nouveau)).status).toBe(200);
  });

  it('tient sous 50 tentatives simultanées : au plus 5 vérifiées, le bon mot de passe au-delà ne passe pas, l’identifiant est bloqué', async () => {
    const cible = await nouveauTeledeclarant('53928174100014', 'concurrence');
    // the right password is sent last: 49 wrong ones are in flight around it
    const essais = Array.from({ length: 50 }, (_, i) => (i === 49 ? cible.motDePasse : `Mauvais-Secret-${i}-2026!`));
    const reponses = await Promise.all(essais.map((m) => connecter(cible.login, m)));
    const verifiees = reponses.filter((r) => r.status !== 429);
    expect(verifiees.length).toBeLessThanOrEqual(5);
    expect(reponses.filter((r) => r.status === 429).length).toBeGreaterThanOrEqual(45);
    // the right password gets a token only when it was among the five reserved attempts (then it is one of them)
    expect(reponses.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
    if (reponses[49]!.status !== 200) expect((await connecter(cible.login, cible.motDePasse)).status).toBe(429);
  });
});
