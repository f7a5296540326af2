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
  // [issue 13] categorisation tool; [issue 26] territory-scoped routes: the platform hands over the checked scope
  implementer(categorisation.regroupement, ({ perimetre, body }) => outil.regrouper(perimetre, body.criteres, body.regroupement)),
  implementer(categorisation.recherche, ({ perimetre, body, query }) =>
    outil.rechercher(perimetre, body, query.page, query.size),
  ),
  implementer(categorisation.sauvegarder, ({ session, perimetre, body, maintenant }) =>
    outil.sauvegarder(session, perimetre, body, maintenant),
  ),
  implementer(categorisation.mesRecherches, ({ session, perimetre }) => outil.mesRecherches(session, perimetre)),
  implementer(categorisation.recherchesPartagees, ({ session, perimetre }) => outil.recherchesPartagees(session, perimetre)),
  implementer(categorisation.supprimer, ({ session, perimetre, body, maintenant }) =>
    outil.supprimer(session, perimetre, body.id, maintenant),
  ),
  // [issue 13] its exports
  implementer(exporter.demarrerExport, ({ session, perimetre, body, maintenant }) =>
    exports.demarrerExport(session, perimetre, body, maintenant),
  ),
  implementer(exporter.suivreExport, ({ session, params }) => exports.suivreExport(session, params.execution)),
  implementer(exporter.syntheseXlsx, ({ session, perimetre, body, maintenant }) =>
    exports.telechargerSynthese(session, perimetre, body, 'xlsx', maintenant),
  ),
  implementer(exporter.synthesePdf, ({ session, perimetre, body, maintenant }) =>
    exports.telechargerSynthese(session, perimetre, body, 'pdf', maintenant),
  ),
  implementer(exporter.extraireXlsx, ({ session, perimetre, body, maintenant }) =>
    exports.extraire(session, perimetre, body, 'xlsx', maintenant),
  ),
  implementer(exporter.extraireCsv, ({ session, perimetre, body, maintenant }) =>
    exports.extraire(session, perimetre, body, 'csv', maintenant),
  ),
  implementer(exporter.zipFiches, ({ session, perimetre, body, maintenant }) =>
    exports.telechargerZip(session, perimetre, body.immatriculations, maintenant),
  ),
  implementer(exporter.ficheRapport, ({ session, body, maintenant }) =>
    exports.telechargerFiche(session, body.immatriculation, maintenant),
  ),
  implementer(exporter.ficheUnique, ({ session, params, maintenant }) =>
    exports.telechargerFiche(session, params.immat, maintenant),
  ),
];

export const handler = creerHandler(implementations);
