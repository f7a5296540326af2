/**
 * [issue 13] The categorisation tool of the institutional area (spec 001 §2 `institutionnels/outil-categorisation`,
 * §3 "Categorisation", §4 grouped load, §7 "Categorisation", §9). Served by the `institutionnels` area, as the
 * catalogue gives it. Authority CATEGORISATION, which the platform withholds until the confidentiality charter is
 * accepted (403 CHARTE_NON_ACCEPTEE). Every route is territory-scoped (`perimetre`): the platform refuses what lies
 * outside the caller's territory (403 HORS_PERIMETRE, journaled) and hands the use case the scope.
 * The exports of the selection (synthesis reports, extractions, fact sheets) come later on the same selection.
 */
import { z } from 'zod';
import {
  criteresCategorisationSchema,
  paginationCategorisationSchema,
  rechercheRegroupementSchema,
  rechercheSauvegardeeSchema,
  regroupementCategorisationSchema,
  resultatCategorisationSchema,
  sauvegardeRechercheSchema,
  suppressionRechercheSchema,
} from '../schemas/categorisation.ts';
import { route } from './route.ts';

const acces = ['CATEGORISATION'] as const;

export const regroupement = route({
  id: 'categorisation.findRegroupementWithCriterias',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/categorisation/findRegroupementWithCriterias',
  acces,
  resume:
    'Nombre de copropriétés (et de lots) répondant aux critères, par région, département, intercommunalité ou commune du territoire de la personne connectée.',
  query: paginationCategorisationSchema,
  body: rechercheRegroupementSchema,
  response: regroupementCategorisationSchema,
  perimetre: ({ body }) => ({ geographie: body.criteres }),
});

export const recherche = route({
  id: 'categorisation.findWithCriterias',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/categorisation/findWithCriterias',
  acces,
  resume:
    'Les copropriétés répondant aux critères (page de 4 000 au plus, par identifiant de région décroissant), dans le territoire de la personne connectée.',
  query: paginationCategorisationSchema,
  body: criteresCategorisationSchema,
  response: resultatCategorisationSchema,
  perimetre: ({ body }) => ({ geographie: body }),
});

export const sauvegarder = route({
  id: 'categorisation.saveCriterias',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/categorisation/saveCriterias',
  acces,
  resume: 'Enregistre une recherche (nom, critères), partagée ou non avec les utilisateurs institutionnels du même territoire.',
  body: sauvegardeRechercheSchema,
  response: rechercheSauvegardeeSchema,
  perimetre: ({ body }) => ({ geographie: body.criteres }),
});

export const mesRecherches = route({
  id: 'categorisation.getMySearches',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/categorisation/getMySearches',
  acces,
  resume: 'Les recherches enregistrées par la personne connectée, les plus récentes d’abord.',
  response: z.array(rechercheSauvegardeeSchema),
  perimetre: true,
});

export const recherchesPartagees = route({
  id: 'categorisation.getSharedSearches',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/categorisation/getSharedSearches',
  acces,
  resume: 'Les recherches partagées par les autres utilisateurs institutionnels du même territoire.',
  response: z.array(rechercheSauvegardeeSchema),
  perimetre: true,
});

export const supprimer = route({
  id: 'categorisation.delete',
  area: 'institutionnels',
  method: 'POST',
  path: '/api/public/categorisation/delete',
  acces,
  resume: 'Supprime une recherche enregistrée (par son auteur seulement).',
  body: suppressionRechercheSchema,
  response: z.object({ id: z.string() }),
  perimetre: true,
});

export const ROUTES_CATEGORISATION = [regroupement, recherche, sauvegarder, mesRecherches, recherchesPartagees, supprimer];
