/**
 * Lambda of the `journal` area: the keepers' event journal search (spec 001 §7 "Event journal"). Read only: its
 * role reads the table and writes nothing (infra/aws/lib/api-stack.ts DROITS_PAR_AREA).
 */
import { evenementJournal as j } from '@registre/shared/routes/index';
import {
  categoriesJournal,
  modalitesJournal,
  profilsJournal,
  tousLesTypesJournal,
  typesDeCategorie,
} from '@registre/shared/domain/rechercheJournal';
import { creerHandler, implementer } from '../platform/http.ts';
import { rechercherJournal } from './recherche.ts';

export const implementations = [
  implementer(j.profils, async () => profilsJournal()),
  implementer(j.categories, async () => categoriesJournal()),
  implementer(j.typesEvenement, async ({ params }) => typesDeCategorie(params.category)),
  implementer(j.tousLesTypes, async () => tousLesTypesJournal()),
  implementer(j.modalites, async () => modalitesJournal()),
  implementer(j.rechercher, ({ body, maintenant }) => rechercherJournal(body, maintenant)),
];

export const handler = creerHandler(implementations);
