/**
 * Lambda of the `journal` area: the keepers' event journal search (spec 001 §7 "Event journal") and [issue 14] the
 * MCO indicators and keepers' dashboard (spec 001 §7 "Dashboards and indicators"). Read only: its
 * role reads the table and writes nothing (infra/aws/lib/api-stack.ts DROITS_PAR_AREA).
 */
import { evenementJournal as j, indicateurs } from '@registre/shared/routes/index';
import {
  categoriesJournal,
  modalitesJournal,
  profilsJournal,
  tousLesTypesJournal,
  typesDeCategorie,
} from '@registre/shared/domain/rechercheJournal';
import { creerHandler, implementer } from '../platform/http.ts';
import { rechercherJournal } from './recherche.ts';
import { lire, tableauDeBordTeneur, tableauMco } from './indicateurs.ts';

export const implementations = [
  implementer(j.profils, async () => profilsJournal()),
  implementer(j.categories, async () => categoriesJournal()),
  implementer(j.typesEvenement, async ({ params }) => typesDeCategorie(params.category)),
  implementer(j.tousLesTypes, async () => tousLesTypesJournal()),
  implementer(j.modalites, async () => modalitesJournal()),
  implementer(j.rechercher, ({ body, maintenant }) => rechercherJournal(body, maintenant)),
  // [issue 14] the MCO indicators and the keepers' home dashboard (detailed rows for SUIVI_INDICATEURS_MCO only)
  implementer(indicateurs.allTableau, async ({ maintenant }) => tableauMco(await lire(maintenant, true), maintenant)),
  implementer(indicateurs.indicateursTeneur, async ({ session, maintenant }) =>
    tableauDeBordTeneur(await lire(maintenant, false), maintenant, session.autorites.includes('SUIVI_INDICATEURS_MCO')),
  ),
];

export const handler = creerHandler(implementations);
