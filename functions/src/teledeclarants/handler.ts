/** Lambda of the `teledeclarants` area: the keepers' administration of declarants (issue 3). */
import { teledeclarants as r } from '@registre/shared/routes/index';
import { creerHandler, implementer } from '../platform/http.ts';
import { regenererCle } from '../comptes/inscription.ts';
import { listerUtilisateurs, modifierUtilisateur } from '../comptes/utilisateurs.ts';
import { lireTeledeclarant, modifierTeledeclarant, rechercherTeledeclarants, supprimerTeledeclarant } from './teledeclarants.ts';

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
];

export const handler = creerHandler(implementations);
