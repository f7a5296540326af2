/**
 * [issue 12] The public geography routes (spec 001 §7 "Statistics and geography (public)"), mounted by the `public`
 * area: regions, departments, EPCI and communes from the official geography (geographie.ts). An unknown code
 * answers 404 (RESSOURCE_INTROUVABLE); a malformed one is refused by the route's schema (400).
 */
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import * as statistiques from '@registre/shared/routes/statistiques.routes';
import { implementer } from '../platform/http.ts';
import * as geo from './geographie.ts';

/** The element, or 404. */
function trouve<T>(valeur: T | undefined): T {
  if (valeur === undefined) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return valeur;
}
/** The list (a copy: the kept lists are frozen), or 404 when its territory is unknown. */
const liste = <T>(valeurs: readonly T[] | undefined): T[] => [...trouve(valeurs)];

export const implementationsGeographie = [
  implementer(statistiques.regions, async () => [...geo.regions()]),
  implementer(statistiques.region, async ({ params }) => trouve(geo.region(params.codeInsee))),
  implementer(statistiques.departementsDeRegion, async ({ params }) => liste(geo.departements(params.idRegion))),
  implementer(statistiques.departementDeCommune, async ({ params }) => trouve(geo.departementDeCommune(params.code))),
  implementer(statistiques.departement, async ({ params }) => trouve(geo.departement(params.num))),
  implementer(statistiques.epciDeDepartement, async ({ params }) => liste(geo.epciDeDepartement(params.numDepartement))),
  implementer(statistiques.epciDeRegion, async ({ params }) => liste(geo.epciDeRegion(params.id))),
  implementer(statistiques.epci, async ({ params }) => trouve(geo.epci(params.siren))),
  implementer(statistiques.rechercheCommunes, async ({ params }) => liste(geo.rechercherCommunes(params.dept, params.term))),
  implementer(statistiques.communesDeEpci, async ({ params }) => liste(geo.communesDeEpci(params.sirenEpci))),
  implementer(statistiques.communesDeDepartement, async ({ params }) => liste(geo.communesDeDepartement(params.dept))),
  implementer(statistiques.commune, async ({ params }) => trouve(geo.commune(params.insee))),
];
