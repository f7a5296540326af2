/**
 * Communes and geocoding routes of the `referentiels` area (spec 000 §7): communes by postal code or name and
 * absorbed communes from the communes reference (communes.ts), and the geocoding and building-id ports the
 * wizard reaches through the API (adapters/geocodage). A failing national service answers
 * GEOLOCALISATION_INDISPONIBLE (503): the wizard then keeps the address or parcel as not geolocated.
 */
import { geographie as g } from '@registre/shared/routes/index';
import { implementer } from '../platform/http.ts';
import { geocodeur, referentielBatiments } from '../adapters/geocodage/index.ts';
import { communesAbsorbeesDe, communesDe } from './communes.ts';

export const implementationsGeographie = [
  implementer(g.communes, async ({ params }) => communesDe(params.x)),
  implementer(g.communesAbsorbees, async ({ params }) => communesAbsorbeesDe(params.x)),
  implementer(g.geocoderAdresse, async ({ query }) => ({
    resultats: await geocodeur().completerAdresse(query.q, query.maximumResponses),
  })),
  implementer(g.geocoderParcelle, async ({ query }) => ({
    resultats: await geocodeur().chercherParcelle({
      codeInsee: query.codeInsee.toUpperCase(),
      prefixe: query.prefixe,
      section: query.section.toUpperCase(),
      numero: query.numero,
    }),
  })),
  implementer(g.batiment, async ({ params }) => ({ idRnb: await referentielBatiments().idRnbParCleBan(params.cleBan) })),
];
