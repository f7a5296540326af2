/** Lambda of the `comptes` area. */
import { comptes } from '@registre/shared/routes/index';
import { creerHandler, implementer } from '../platform/http.ts';
import { connecter, deconnecter, lireCompte, modifierCompte } from './compte.ts';
import { implementationsNotaires } from './notaires.ts';
import { implementationsInscription } from './implementationsInscription.ts';

export const implementations = [
  ...implementationsNotaires,
  ...implementationsInscription,
  implementer(comptes.authentification, ({ body, maintenant }) =>
    connecter(
      { login: body.j_username, motDePasse: body.j_password, seSouvenir: body['remember-me'], captcha: body.captcha },
      maintenant,
    ),
  ),
  implementer(comptes.lireCompte, ({ session }) => lireCompte(session)),
  implementer(comptes.modifierCompte, ({ session, body, maintenant }) => modifierCompte(session, body, maintenant)),
  implementer(comptes.deconnexion, async ({ session, body, maintenant }) => {
    await deconnecter(session, body?.refreshToken, maintenant);
    return { deconnecte: true as const };
  }),
];

export const handler = creerHandler(implementations);
