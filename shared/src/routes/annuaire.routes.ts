/**
 * [issue 12] The public directory (spec 001 §7 "Directory"): search by address or by criteria, the public record
 * of one condominium, and the map's points in a viewport (extension). Anonymous, rate-limited at the gateway.
 */
import { z } from 'zod';
import {
  carteAnnuaireSchema,
  fichePubliqueSchema,
  pageAnnuaireSchema,
  rechercheAnnuaireSchema,
  vueCarteSchema,
} from '../schemas/annuaire.ts';
import { idNumerique } from '../schemas/commun.ts';
import { route } from './route.ts';

export const rechercherAnnuaire = route({
  id: 'annuaire.rechercher',
  area: 'annuaire',
  method: 'POST',
  path: '/api/public/annuaire/rechercherAnnuaire',
  acces: 'public',
  resume:
    "Recherche dans l'annuaire : les copropriétés à une adresse et dans sa voie (recherche simple), ou selon des critères (recherche avancée, un critère au moins). Au-delà de 100 résultats, l'en-tête X-sicoproApp-error vaut TROP_DE_RESULTATS.",
  body: rechercheAnnuaireSchema,
  response: pageAnnuaireSchema,
});

export const ficheAnnuaire = route({
  id: 'annuaire.fiche',
  area: 'annuaire',
  method: 'GET',
  path: '/api/public/annuaire/coproannuairedetail/{id}',
  acces: 'public',
  resume: "La fiche publique d'une copropriété immatriculée : aucune personne, aucune donnée financière.",
  params: z.object({ id: idNumerique }),
  response: fichePubliqueSchema,
});

export const carteAnnuaire = route({
  id: 'annuaire.carte',
  area: 'annuaire',
  method: 'GET',
  path: '/api/public/annuaire/carte',
  acces: 'public',
  extension: true,
  resume:
    'Les copropriétés visibles dans une zone de la carte : une par point aux grands zooms, des regroupements (nombre et centre) aux petits.',
  query: vueCarteSchema,
  response: carteAnnuaireSchema,
});

export const ROUTES_ANNUAIRE = [rechercherAnnuaire, ficheAnnuaire, carteAnnuaire];
