/** Lambda of the `institutionnels` area: institutional login (clavis) and the confidentiality charter. */
import { categorisation, categorisationExports as exporter, institutionnels } from '@registre/shared/routes/index';
import { config } from '../platform/config.ts';
import { creerHandler, implementer } from '../platform/http.ts';
import * as oidc from '../adapters/oidc/index.ts';
import { accepterCharte, attributs, estAuthentifie, lireCharte, niveauGeographique, retour, urls } from './clavis.ts';
import * as outil from './categorisation.ts';
import * as exports from './categorisationExports.ts';

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
  // [issue 13] categorisation tool
  implementer(categorisation.regroupement, ({ session, body, maintenant }) =>
    outil.regrouper(session, body.criteres, body.regroupement, maintenant),
  ),
  implementer(categorisation.recherche, ({ session, body, query, maintenant }) =>
    outil.rechercher(session, body, query.page, query.size, maintenant),
  ),
  implementer(categorisation.sauvegarder, ({ session, body, maintenant }) => outil.sauvegarder(session, body, maintenant)),
  implementer(categorisation.mesRecherches, ({ session }) => outil.mesRecherches(session)),
  implementer(categorisation.recherchesPartagees, ({ session }) => outil.recherchesPartagees(session)),
  implementer(categorisation.supprimer, ({ session, body, maintenant }) => outil.supprimer(session, body.id, maintenant)),
  // [issue 13] its exports
  implementer(exporter.demarrerExport, ({ session, body, maintenant }) => exports.demarrerExport(session, body, maintenant)),
  implementer(exporter.suivreExport, ({ session, params }) => exports.suivreExport(session, params.execution)),
  implementer(exporter.syntheseXlsx, ({ session, body, maintenant }) =>
    exports.telechargerSynthese(session, body, 'xlsx', maintenant),
  ),
  implementer(exporter.synthesePdf, ({ session, body, maintenant }) =>
    exports.telechargerSynthese(session, body, 'pdf', maintenant),
  ),
  implementer(exporter.extraireXlsx, ({ session, body, maintenant }) => exports.extraire(session, body, 'xlsx', maintenant)),
  implementer(exporter.extraireCsv, ({ session, body, maintenant }) => exports.extraire(session, body, 'csv', maintenant)),
  implementer(exporter.zipFiches, ({ session, body, maintenant }) =>
    exports.telechargerZip(session, body.immatriculations, maintenant),
  ),
  implementer(exporter.ficheRapport, ({ session, body, maintenant }) =>
    exports.telechargerFiche(session, body.immatriculation, maintenant),
  ),
  implementer(exporter.ficheUnique, ({ session, params, maintenant }) =>
    exports.telechargerFiche(session, params.immat, maintenant),
  ),
];

export const handler = creerHandler(implementations);
