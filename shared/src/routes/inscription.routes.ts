/**
 * Area `comptes`, second part: sign-up and activation, passwords, establishment, users of a declarant, login-as
 * (spec 001 §7 "Authentication and account", "Users and declarants", "Establishment and successor").
 */
import { z } from 'zod';
import { compteSchema } from '../schemas/compte.ts';
import { siret as siretSchema } from '../schemas/commun.ts';
import {
  changementMotDePasseSchema,
  codeActivationSchema,
  creationMotDePasseSchema,
  creerUtilisateurSchema,
  etablissementSchema,
  inscriptionSchema,
  modifierEtablissementSchema,
  modifierUtilisateurSchema,
  motDePasseOublieSchema,
  rechercheUtilisateursSchema,
  suppressionLotSchema,
  utilisateurSchema,
} from '../schemas/teledeclarant.ts';
import { reponseChamp, route } from './route.ts';

const cle = z.object({ key: z.string().trim().min(20, 'Clé invalide.').max(200, 'Clé invalide.') });
const parSiret = z.object({ siret: siretSchema });

export const inscription = route({
  id: 'comptes.inscription',
  area: 'comptes',
  method: 'POST',
  path: '/api/teledeclarant/{type}',
  acces: 'public',
  resume: "Inscription d'un syndic professionnel ou bénévole : télédéclarant, établissement, administrateur principal.",
  params: z.object({ type: z.enum(['PRO', 'NON_PRO'], { error: 'Le type doit être PRO ou NON_PRO.' }) }),
  body: inscriptionSchema,
  response: z.object({ idTeledeclarant: z.number() }),
});

export const verifierCleActivation = route({
  id: 'comptes.verifierCleActivation',
  area: 'comptes',
  method: 'GET',
  path: '/api/public/activate/verify/{key}',
  acces: 'public',
  resume: "Vérifie une clé d'activation reçue par courriel (false si elle est inconnue ou expirée).",
  params: cle,
  response: z.boolean(),
});

export const activer = route({
  id: 'comptes.activer',
  area: 'comptes',
  method: 'POST',
  path: '/api/activate',
  acces: 'public',
  resume: "Crée le mot de passe avec la clé d'activation ; le compte attend ensuite le code postal.",
  body: creationMotDePasseSchema,
  response: z.boolean(),
});

export const activerTeledeclarant = route({
  id: 'comptes.activerTeledeclarant',
  area: 'comptes',
  method: 'POST',
  path: '/api/teledeclarant/activate',
  acces: ['ATTENTE_ACTIVATION_TELE'],
  interditEnTantQue: true,
  resume: "Saisie du code d'activation reçu par courrier : le télédéclarant devient actif.",
  body: codeActivationSchema,
  response: z.boolean(),
});

export const regenererCle = route({
  id: 'teledeclarants.regenererCle',
  area: 'teledeclarants',
  method: 'GET',
  path: '/api/regenerate/{id}',
  acces: ['EDITER_TELEDECLARANT'],
  resume: "Le teneur régénère la clé d'activation d'un télédéclarant et la renvoie par courriel.",
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: z.object({ clef: z.string() }),
});

export const initialiserMotDePasse = route({
  id: 'comptes.initialiserMotDePasse',
  area: 'comptes',
  method: 'POST',
  path: '/api/account/reset_password/init',
  acces: 'public',
  resume: 'Mot de passe oublié : envoie une clé par courriel si le compte existe, sans jamais dire s’il existe.',
  body: motDePasseOublieSchema,
  response: z.object({ envoye: z.literal(true) }),
});

export const terminerMotDePasse = route({
  id: 'comptes.terminerMotDePasse',
  area: 'comptes',
  method: 'POST',
  path: '/api/account/reset_password/finish',
  acces: 'public',
  extension: true,
  resume: 'Mot de passe oublié, seconde étape : nouveau mot de passe avec la clé reçue (false si la clé est invalide).',
  body: creationMotDePasseSchema,
  response: z.boolean(),
});

export const changerMotDePasse = route({
  id: 'comptes.changerMotDePasse',
  area: 'comptes',
  method: 'POST',
  path: '/api/account/change_password',
  acces: ['UPDATE_ACCOUNT'],
  interditEnTantQue: true,
  resume: 'Changement de son mot de passe (false si le mot de passe actuel est faux).',
  body: changementMotDePasseSchema,
  response: z.boolean(),
});

export const etablissementSirene = route({
  id: 'comptes.etablissementSirene',
  area: 'comptes',
  method: 'GET',
  path: '/api/public/siret/etablissements/{siret}',
  acces: 'public',
  resume: "Données de l'établissement d'un SIRET, d'après le répertoire Sirene.",
  params: parSiret,
  response: etablissementSchema,
});

export const siretExiste = route({
  id: 'comptes.siretExiste',
  area: 'comptes',
  method: 'GET',
  path: '/api/public/siret/etablissements/existe/{siret}',
  acces: 'public',
  resume: 'Le SIRET est-il déjà utilisé par un compte du registre ?',
  params: parSiret,
  response: reponseChamp(z.boolean()),
});

export const verifierSiret = route({
  id: 'comptes.verifierSiret',
  area: 'comptes',
  method: 'GET',
  path: '/api/siret/check/{siret}',
  acces: 'authentifie',
  resume: "Contrôle d'un SIRET : format, existence, activité, code APE (pour le type indiqué, PRO par défaut).",
  params: parSiret,
  query: z.object({ type: z.enum(['PRO', 'NON_PRO'], { error: 'Le type doit être PRO ou NON_PRO.' }).optional() }),
  response: reponseChamp(z.enum(['OK', 'INCONNU', 'FERME', 'APE_NON_AUTORISE'])),
});

export const siretExisteTeneur = route({
  id: 'comptes.siretExisteTeneur',
  area: 'comptes',
  method: 'GET',
  path: '/api/etablissements/existe-teneur/{siret}/PRO',
  acces: ['LST_TELEDECLARANT'],
  resume: 'Pour le teneur : un syndic professionnel de ce SIRET existe-t-il ?',
  params: parSiret,
  response: reponseChamp(z.boolean()),
});

export const etablissementBase = route({
  id: 'comptes.etablissementBase',
  area: 'comptes',
  method: 'GET',
  path: '/api/etablissements/bdd/{siret}',
  acces: ['LIRE_TELEDECLARANT'],
  resume: "L'établissement d'un SIRET tel qu'enregistré dans le registre.",
  params: parSiret,
  response: etablissementSchema,
});

export const emailEtablissement = route({
  id: 'comptes.emailEtablissement',
  area: 'comptes',
  method: 'GET',
  path: '/api/etablissements/email',
  acces: 'public',
  resume:
    "true si l'adresse électronique est déjà celle d'un télédéclarant (d'un télédéclarant d'un autre SIRET quand `siret` est donné : elles ne correspondent pas).",
  query: z.object({
    email: z.string().trim().min(3).max(100),
    siret: z
      .string()
      .trim()
      .regex(/^\d{14}$/, 'Le SIRET doit comporter 14 chiffres.')
      .optional(),
  }),
  response: reponseChamp(z.boolean()),
});

export const lireEtablissement = route({
  id: 'comptes.lireEtablissement',
  area: 'comptes',
  method: 'GET',
  path: '/api/etablissement/{id}',
  acces: ['MON_ENTREPRISE_LECTURE', 'LIRE_TELEDECLARANT'],
  resume: "L'établissement d'un télédéclarant (le sien, ou n'importe lequel pour un teneur).",
  params: z.object({ id: z.coerce.number().int().positive() }),
  response: etablissementSchema,
});

export const modifierEtablissement = route({
  id: 'comptes.modifierEtablissement',
  area: 'comptes',
  method: 'PUT',
  path: '/api/etablissement',
  acces: ['MON_ENTREPRISE_ECRITURE'],
  interditEnTantQue: true,
  extension: true,
  resume: 'Modification de son établissement (raison sociale, adresse, téléphone).',
  body: modifierEtablissementSchema,
  response: etablissementSchema,
});

export const creerUtilisateur = route({
  id: 'comptes.creerUtilisateur',
  area: 'comptes',
  method: 'POST',
  path: '/api/utilisateurs',
  acces: ['AJOUTER_UTILISATEUR'],
  interditEnTantQue: true,
  resume: "Ajout d'un utilisateur à son compte (au plus 4 administrateurs secondaires).",
  body: creerUtilisateurSchema,
  response: utilisateurSchema,
});

export const modifierUtilisateur = route({
  id: 'comptes.modifierUtilisateur',
  area: 'comptes',
  method: 'PUT',
  path: '/api/utilisateurs',
  acces: ['EDITER_SUPPRIMER_NON_ADMIN', 'EDITER_SUPPRIMER_ADMIN', 'UPDATE_ACCOUNT'],
  interditEnTantQue: true,
  erreurs: ['RESSOURCE_INTROUVABLE'],
  resume: "Modification d'un utilisateur de son compte, selon son profil.",
  body: modifierUtilisateurSchema,
  response: utilisateurSchema,
});

export const lireUtilisateur = route({
  id: 'comptes.lireUtilisateur',
  area: 'comptes',
  method: 'GET',
  path: '/api/utilisateurs/{id}',
  acces: ['LIST_RECH_UTILISATEUR', 'LIST_RCH_USER_TENEUR', 'MON_COMPTE'],
  resume: 'Un utilisateur (de son compte, ou tout utilisateur pour un teneur).',
  params: z.object({ id: z.string().trim().min(1).max(100) }),
  response: utilisateurSchema,
});

export const supprimerUtilisateurs = route({
  id: 'comptes.supprimerUtilisateurs',
  area: 'comptes',
  method: 'POST',
  path: '/api/utilisateurs/delete-lot',
  acces: ['SUPPRIMER_UTILISATEUR'],
  erreurs: ['RESSOURCE_INTROUVABLE'],
  interditEnTantQue: true,
  resume: "Suppression d'un ou plusieurs utilisateurs de son compte.",
  body: suppressionLotSchema,
  response: z.object({ supprimes: z.number().int() }),
});

export const utilisateursDeMonCompte = route({
  id: 'teledeclarants.utilisateursDeMonCompte',
  area: 'teledeclarants',
  method: 'GET',
  path: '/api/utilisateurs/teledeclarant/{id}',
  acces: ['LIST_RECH_UTILISATEUR', 'LIST_RCH_USER_TENEUR'],
  resume: "Les utilisateurs d'un télédéclarant, filtrés par prénom, nom, adresse électronique ou profil.",
  params: z.object({ id: z.coerce.number().int().positive() }),
  query: rechercheUtilisateursSchema,
  response: z.array(utilisateurSchema),
});

export const connexionEnTantQue = route({
  id: 'comptes.connexionEnTantQue',
  area: 'comptes',
  method: 'GET',
  path: '/api/teledeclarant/loginAs/{id}',
  acces: ['EDITER_TELEDECLARANT'],
  resume: "Le teneur agit en tant qu'un autre compte (jamais un teneur) ; tracé au journal.",
  params: z.object({ id: z.string().trim().min(1).max(100) }),
  response: compteSchema,
});

export const retourCompte = route({
  id: 'comptes.retourCompte',
  area: 'comptes',
  method: 'GET',
  path: '/api/restoreAccount',
  acces: 'authentifie',
  resume: 'Fin de la connexion en tant que : retour à son propre compte ; tracé au journal.',
  response: compteSchema,
});

export const ROUTES_INSCRIPTION = [
  inscription,
  verifierCleActivation,
  activer,
  activerTeledeclarant,
  initialiserMotDePasse,
  terminerMotDePasse,
  changerMotDePasse,
  etablissementSirene,
  siretExiste,
  verifierSiret,
  siretExisteTeneur,
  etablissementBase,
  emailEtablissement,
  lireEtablissement,
  modifierEtablissement,
  creerUtilisateur,
  modifierUtilisateur,
  lireUtilisateur,
  supprimerUtilisateurs,
  connexionEnTantQue,
  retourCompte,
];
