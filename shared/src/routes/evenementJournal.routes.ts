/**
 * The keepers' event journal (spec 001 §7 "Event journal"): the filter lists and the search. Served by the
 * `journal` area's Lambda, which only reads (the indicators of spec 001 §7 will join it).
 */
import { z } from 'zod';
import { categorieJournalSchema, rechercheJournalSchema, resultatJournalSchema } from '../schemas/journal.ts';
import type { Autorite } from '../domain/profils.ts';
import { codeLibelle, listeCodeLibelle, route } from './route.ts';

const ACCES: readonly Autorite[] = ['RECHERCHE_EVENEMENT_JOURNAL'];

const liste = (id: string, path: string, resume: string) =>
  route({ id: `journal.${id}`, area: 'journal', method: 'GET', path, acces: ACCES, resume, response: listeCodeLibelle });

export const profils = liste('profils', '/api/evenement-journal/profil', 'Profils proposés au filtre du journal des événements.');
export const categories = liste('categories', '/api/evenement-journal/categorie', "Catégories d'événements du journal.");
export const modalites = liste(
  'modalites',
  '/api/evenement-journal/type-modalite',
  'Modalités des événements : interface, traitement automatique, installation.',
);

export const typesEvenement = route({
  id: 'journal.typesEvenement',
  area: 'journal',
  method: 'GET',
  path: '/api/evenement-journal/type-evenement/{category}',
  acces: ACCES,
  resume: "Types d'événements d'une catégorie.",
  params: z.object({ category: categorieJournalSchema }),
  response: listeCodeLibelle,
});

export const tousLesTypes = route({
  id: 'journal.tousLesTypes',
  area: 'journal',
  method: 'GET',
  path: '/api/evenement-journal/all-type-evenement',
  acces: ACCES,
  resume: "Tous les types d'événements, chacun avec sa catégorie.",
  response: z.array(codeLibelle.extend({ categorie: z.string() })),
});

export const rechercher = route({
  id: 'journal.rechercher',
  area: 'journal',
  method: 'POST',
  path: '/api/evenement-journal/rechercher',
  acces: ACCES,
  resume:
    'Recherche dans le journal des événements sur une période (366 jours au plus), par profil, catégorie, type et modalité : les 100 plus récents, et plusDe99 quand plus de 99 correspondent.',
  body: rechercheJournalSchema,
  response: resultatJournalSchema,
});

export const ROUTES_EVENEMENT_JOURNAL = [profils, categories, typesEvenement, tousLesTypes, modalites, rechercher];
