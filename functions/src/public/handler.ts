/** Lambda of the `public` area: anonymous services of the page shell. */
import { publics } from '@registre/shared/routes/index';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { creerHandler, implementer } from '../platform/http.ts';
import { config } from '../platform/config.ts';
import { db } from '../adapters/dynamodb/service.ts';
import * as captcha from '../adapters/captcha/index.ts';
import { nouveauDefi } from '../adapters/captcha/image.ts';
import { ajouterContact } from '../adapters/newsletter/index.ts';
import { implementationsPdf } from './pdf.ts';
import { implementationsDonneesBrutes } from './donneesBrutes.ts';
import { implementationsNewsletter } from './newsletter.ts';
import { implementationsReclamation } from './reclamation.ts';
import { implementationsFichesMemo } from './fichesMemo.ts';

export const CLE_INFO_MESSAGE = 'INFO_MESSAGE';

export const implementations = [
  implementer(publics.infoMessage, async () => {
    const { data } = await db().entities.parametre.get({ cle: CLE_INFO_MESSAGE }).go();
    const texte = data?.valeur?.trim();
    return { response: texte ? texte : null };
  }),
  implementer(publics.defiCaptcha, ({ maintenant }) => nouveauDefi(maintenant)),
  implementer(publics.verifierCaptcha, ({ body, maintenant }) => captcha.verifier(body.id, body.reponse, maintenant)),
  implementer(publics.contournerCaptcha, async ({ maintenant }) => {
    // answers only when the non-production flag is set (config refuses the flag in production)
    if (!config().CAPTCHA_BYPASS) throw new ErreurMetier('ROUTE_INCONNUE');
    return { id: await captcha.defiResolu(maintenant) };
  }),
  implementer(publics.abonnementNewsletter, async ({ body, maintenant }) => {
    if (!(await captcha.consommer(body.recaptcha, maintenant))) throw new ErreurMetier('CAPTCHA_INVALIDE');
    await ajouterContact(body.email, maintenant);
    return { inscrit: true as const };
  }),
  ...implementationsPdf,
  ...implementationsDonneesBrutes,
  ...implementationsNewsletter,
  ...implementationsReclamation,
  ...implementationsFichesMemo,
];

export const handler = creerHandler(implementations);
