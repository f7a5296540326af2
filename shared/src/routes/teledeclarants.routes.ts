/** Area `teledeclarants`: the keepers' administration of declarants (spec 001 §7 "Users and declarants"). */
import { z } from 'zod';
import {
  ligneTeledeclarantSchema,
  modifierTeledeclarantSchema,
  modifierUtilisateurTeneurSchema,
  pageTeledeclarantsSchema,
  rechercheTeledeclarantsSchema,
  utilisateurSchema,
} from '../schemas/teledeclarant.ts';
import { route } from './route.ts';
import { regenererCle, utilisateursDeMonCompte } from './inscription.routes.ts';

/** Declared with the sign-up routes, served by the `teledeclarants` Lambda (area of the route catalogue). */
export { regenererCle, utilisateursDeMonCompte };

const parId = z.object({ id: z.coerce.number({ error: "L'identifiant doit être un nombre." }).int().positive() });

export const rechercher = route({
  id: 'teledeclarants.rechercher',
  area: 'teledeclarants',
  method: 'POST',
  path: '/api/teledeclarants',
  acces: ['LST_TELEDECLARANT'],
  resume: 'Recherche paginée et triée des télédéclarants.',
  body: rechercheTeledeclarantsSchema,
  response: pageTeledeclarantsSchema,
});

export const lire = route({
  id: 'teledeclarants.lire',
  area: 'teledeclarants',
  method: 'GET',
  path: '/api/teledeclarants/{id}',
  acces: ['LIRE_TELEDECLARANT'],
  resume: "Détail d'un télédéclarant.",
  params: parId,
  response: ligneTeledeclarantSchema,
});

export const modifier = route({
  id: 'teledeclarants.modifier',
  area: 'teledeclarants',
  method: 'PUT',
  path: '/api/teledeclarants/{id}',
  acces: ['EDITER_TELEDECLARANT'],
  extension: true,
  resume: "Mise à jour d'un télédéclarant par le teneur (statut parmi les statuts suivants permis, courriel, raison sociale).",
  params: parId,
  body: modifierTeledeclarantSchema,
  response: ligneTeledeclarantSchema,
});

export const supprimer = route({
  id: 'teledeclarants.supprimer',
  area: 'teledeclarants',
  method: 'DELETE',
  path: '/api/teledeclarants/{id}',
  acces: ['SUPPRIMER_TELEDECLARANT'],
  resume: "Suppression d'un télédéclarant (statut SUPPRIME) et de l'accès de ses utilisateurs.",
  params: parId,
  response: z.object({ supprime: z.literal(true) }),
});

export const utilisateurs = route({
  id: 'teledeclarants.utilisateurs',
  area: 'teledeclarants',
  method: 'GET',
  path: '/api/teledeclarant/{id}/utilisateurs',
  acces: ['LIST_RCH_USER_TENEUR'],
  resume: "Les comptes utilisateurs d'un télédéclarant, pour le teneur.",
  params: parId,
  response: z.array(utilisateurSchema),
});

export const modifierUtilisateur = route({
  id: 'teledeclarants.modifierUtilisateur',
  area: 'teledeclarants',
  method: 'PUT',
  path: '/api/utilisateurs/teledeclarant',
  acces: ['EDITER_TELEDECLARANT'],
  resume: "Le teneur modifie un utilisateur d'un télédéclarant (y compris le réactiver après une désactivation pour inactivité).",
  body: modifierUtilisateurTeneurSchema,
  response: utilisateurSchema,
});

export const ROUTES_TELEDECLARANTS = [
  rechercher,
  lire,
  modifier,
  supprimer,
  utilisateurs,
  modifierUtilisateur,
  regenererCle,
  utilisateursDeMonCompte,
];
