/** Area `comptes`: sign-in, own account, sign-out (spec 001 §7 "Authentication and account"). */
import { z } from 'zod';
import { authentificationSchema, compteSchema, jetonsSchema, modifierCompteSchema } from '../schemas/compte.ts';
import { route } from './route.ts';

export const authentification = route({
  id: 'comptes.authentification',
  area: 'comptes',
  method: 'POST',
  path: '/api/authentication',
  acces: 'public',
  // [issue 27] wrong credentials or a restricted profile (401), too many failures (429)
  erreurs: ['CAPTCHA_INVALIDE', 'ERREUR_CONNEXION', 'PROFIL_RESTREINT', 'TROP_DE_TENTATIVES'],
  resume: 'Connexion par identifiant, mot de passe et captcha (formulaire encodé).',
  body: authentificationSchema,
  bodyFormat: 'form',
  response: jetonsSchema,
});

export const lireCompte = route({
  id: 'comptes.lireCompte',
  area: 'comptes',
  method: 'GET',
  path: '/api/account',
  acces: 'authentifie',
  resume: 'Compte de la personne connectée, avec ses autorités.',
  response: compteSchema,
});

export const modifierCompte = route({
  id: 'comptes.modifierCompte',
  area: 'comptes',
  method: 'POST',
  path: '/api/account',
  acces: ['UPDATE_ACCOUNT'],
  interditEnTantQue: true,
  resume: 'Modification de son propre compte (hors profil).',
  body: modifierCompteSchema,
  response: compteSchema,
});

export const deconnexion = route({
  id: 'comptes.deconnexion',
  area: 'comptes',
  method: 'POST',
  path: '/api/logout',
  acces: 'authentifie',
  resume: 'Déconnexion : révoque la session et la trace dans le journal.',
  body: z.object({ refreshToken: z.string().max(4096).optional() }).optional(),
  response: z.object({ deconnecte: z.literal(true) }),
});

export const ROUTES_COMPTES = [authentification, lireCompte, modifierCompte, deconnexion];
