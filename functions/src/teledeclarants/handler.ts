/** Lambda of the `teledeclarants` area: the keepers' administration of declarants (issue 3) and the event journal. */
import { evenementJournal as j, teledeclarants as r } from '@registre/shared/routes/index';
import {
  categoriesJournal,
  modalitesJournal,
  profilsJournal,
  tousLesTypesJournal,
  typesDeCategorie,
} from '@registre/shared/domain/rechercheJournal';
import { creerHandler, implementer } from '../platform/http.ts';
import { regenererCle } from '../comptes/inscription.ts';
import { listerUtilisateurs, modifierUtilisateur } from '../comptes/utilisateurs.ts';
import { lireTeledeclarant, modifierTeledeclarant, rechercherTeledeclarants, supprimerTeledeclarant } from './teledeclarants.ts';
import { rechercherJournal } from './journal.ts';

export const implementations = [
  implementer(r.rechercher, ({ body }) => {
    const { paginationOptions, ...criteres } = body;
    return rechercherTeledeclarants(criteres, paginationOptions);
  }),
  implementer(r.lire, ({ params }) => lireTeledeclarant(params.id)),
  implementer(r.modifier, ({ session, params, body, maintenant }) => modifierTeledeclarant(session, params.id, body, maintenant)),
  implementer(r.supprimer, ({ session, params, maintenant }) => supprimerTeledeclarant(session, params.id, maintenant)),
  implementer(r.utilisateurs, ({ session, params }) => listerUtilisateurs(session, params.id)),
  implementer(r.modifierUtilisateur, ({ session, body, maintenant }) => modifierUtilisateur(session, body, maintenant)),
  implementer(r.regenererCle, ({ session, params, maintenant }) => regenererCle(session, params.id, maintenant)),
  implementer(r.utilisateursDeMonCompte, ({ session, params, query }) => listerUtilisateurs(session, params.id, query)),
  // the event journal (spec 001 §7 "Event journal")
  implementer(j.profils, async () => profilsJournal()),
  implementer(j.categories, async () => categoriesJournal()),
  implementer(j.typesEvenement, async ({ params }) => typesDeCategorie(params.category)),
  implementer(j.tousLesTypes, async () => tousLesTypesJournal()),
  implementer(j.modalites, async () => modalitesJournal()),
  implementer(j.rechercher, ({ body, maintenant }) => rechercherJournal(body, maintenant)),
];

export const handler = creerHandler(implementations);
