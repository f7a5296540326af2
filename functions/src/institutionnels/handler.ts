/** Lambda of the `institutionnels` area: institutional login (clavis) and the confidentiality charter. */
import { institutionnels } from '@registre/shared/routes/index';
import { config } from '../platform/config.ts';
import { creerHandler, implementer } from '../platform/http.ts';
import * as oidc from '../adapters/oidc/index.ts';
import { accepterCharte, attributs, estAuthentifie, lireCharte, niveauGeographique, retour, urls } from './clavis.ts';

export const implementations = [
  implementer(institutionnels.urlsClavis, ({ maintenant }) => urls(maintenant)),
  implementer(institutionnels.retourClavis, ({ body, maintenant }) => retour(body.code, body.state, maintenant)),
  implementer(institutionnels.estAuthentifieClavis, ({ session }) => estAuthentifie(session)),
  implementer(institutionnels.nomServiceClavis, async () => config().CLAVIS_NOM_SERVICE),
  implementer(institutionnels.attributsClavis, ({ session }) => attributs(session)),
  implementer(institutionnels.niveauGeographiqueClavis, ({ session }) => niveauGeographique(session)),
  implementer(institutionnels.deconnexionClavis, async () => ({ url: await oidc.urlDeconnexion() })),
  implementer(institutionnels.lireCharte, ({ session }) => lireCharte(session)),
  implementer(institutionnels.accepterCharte, ({ session, maintenant }) => accepterCharte(session, maintenant)),
];

export const handler = creerHandler(implementations);
