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
  // [issue 15] a client certificate in the request: the notaries' entrance, where the certificate is the session
  implementer(comptes.lireCompte, ({ session, certificat }) => lireCompte(session, { parCertificat: certificat !== null })),
  implementer(comptes.modifierCompte, ({ session, body, maintenant, certificat }) =>
    modifierCompte(session, body, maintenant, { parCertificat: certificat !== null }),
  ),
  implementer(comptes.deconnexion, async ({ session, body, maintenant }) => {
    await deconnecter(session, body?.refreshToken, maintenant);
    return { deconnecte: true as const };
  }),
];

export const handler = creerHandler(implementations);
