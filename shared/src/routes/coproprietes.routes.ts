/** Area `coproprietes`: the condominium list of a syndic or a notary (spec 000 §2 /copropriete, §7). */
import { pageCoproprietesSchema, rechercheCoproprietesSchema } from '../schemas/copropriete/api.ts';
import { route } from './route.ts';

export const rechercher = route({
  id: 'coproprietes.rechercher',
  area: 'coproprietes',
  method: 'POST',
  path: '/api/coproprietes/rechercher',
  acces: ['VISUALISER_COPRO'],
  resume:
    'Les copropriétés de son télédéclarant (immatriculées, à valider, à parcelles non géolocalisées…), paginées, filtrées par numéro ou nom.',
  body: rechercheCoproprietesSchema,
  response: pageCoproprietesSchema,
});

export const ROUTES_COPROPRIETES = [rechercher];
