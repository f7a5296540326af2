/**
 * [issue 25] The web service for syndic software, version 1 (`/api/logiciels/v1`): the establishment's
 * condominiums, their records, registration, annual updates one by one or in batches, standard updates, the
 * mandate's renewal, the attachment of a registered condominium, the requests' status.
 * Every write calls the use cases of the forms (same rules, journal lines and keepers' validations). Its OpenAPI
 * document and reference page are public; every other route needs a token of a software's access with the scope
 * it declares (`logiciel`).
 */
import { z } from 'zod';
import { PREFIXE_API_LOGICIELS as V1 } from '../domain/logiciels/portees.ts';
import { ficheCoproprieteSchema } from '../schemas/copropriete/miseAJour.ts';
import {
  demandeLogicielSchema,
  immatriculationLogicielSchema,
  listeCoproprietesQuerySchema,
  lotAccepteSchema,
  lotLogicielSchema,
  lotMajAnnuellesSchema,
  majAnnuelleLogicielSchema,
  pageCoproprietesLogicielSchema,
  parNumeroSchema,
  rattachementLogicielSchema,
  renouvellementLogicielSchema,
  resultatDemandeMandatSchema,
  resultatImmatriculationSchema,
  resultatMajLogicielSchema,
} from '../schemas/logiciels/api.ts';
import type { CodeErreur } from '../errors/catalogue.ts';
import { route } from './route.ts';

const commun = { area: 'logiciels', acces: 'public', extension: true } as const;

export const coproprietes = route({
  ...commun,
  id: 'logiciels.coproprietes',
  logiciel: 'lecture',
  method: 'GET',
  path: `${V1}/coproprietes`,
  resume:
    'Les copropriétés de votre établissement, par pages (curseur), filtrables par date de modification et par échéance : mise à jour annuelle due ou en retard, mandat finissant dans les N jours.',
  query: listeCoproprietesQuerySchema,
  response: pageCoproprietesLogicielSchema,
});

export const copropriete = route({
  ...commun,
  id: 'logiciels.copropriete',
  logiciel: 'lecture',
  method: 'GET',
  path: `${V1}/coproprietes/{numero}`,
  resume: "La fiche complète d'une copropriété de votre établissement (404 pour toute autre).",
  params: parNumeroSchema,
  response: ficheCoproprieteSchema,
  erreurs: ['RESSOURCE_INTROUVABLE'],
});

export const immatriculer = route({
  ...commun,
  id: 'logiciels.immatriculer',
  logiciel: 'declaration',
  method: 'POST',
  path: `${V1}/coproprietes`,
  resume:
    "Immatricule une copropriété (la déclaration entière) : 201 avec son numéro, ou 202 avec l'identifiant de la demande quand un doublon probable l'envoie aux teneurs du registre (délai : un jour ouvré).",
  body: immatriculationLogicielSchema,
  response: resultatImmatriculationSchema,
  succes: [201, 202],
  exigeActivation: true,
});

export const majAnnuelle = route({
  ...commun,
  id: 'logiciels.majAnnuelle',
  logiciel: 'mise-a-jour',
  method: 'POST',
  path: `${V1}/coproprietes/{numero}/mises-a-jour-annuelles`,
  resume:
    "Enregistre la mise à jour annuelle d'une copropriété de votre établissement : les blocs transmis remplacent ceux de la déclaration en vigueur, avec toutes les règles du formulaire.",
  params: parNumeroSchema,
  body: majAnnuelleLogicielSchema,
  response: resultatMajLogicielSchema,
  erreurs: ['RESSOURCE_INTROUVABLE', 'MISE_A_JOUR_IMPOSSIBLE', 'CONFLIT_MODIFICATION'],
});

export const majStandard = route({
  ...commun,
  id: 'logiciels.majStandard',
  logiciel: 'mise-a-jour',
  method: 'POST',
  path: `${V1}/coproprietes/{numero}/mises-a-jour-standard`,
  resume:
    "Enregistre une mise à jour standard (à tout moment) d'une copropriété de votre établissement : le même corps que la mise à jour annuelle, les blocs transmis remplaçant ceux de la déclaration en vigueur, avec toutes les règles du formulaire.",
  params: parNumeroSchema,
  body: majAnnuelleLogicielSchema,
  response: resultatMajLogicielSchema,
  erreurs: [
    'RESSOURCE_INTROUVABLE',
    'MISE_A_JOUR_IMPOSSIBLE',
    'COPROPRIETE_NON_MODIFIABLE',
    'CONFLIT_MODIFICATION',
    'AVERTISSEMENTS_NON_CONFIRMES',
  ],
});

/** The refusals of a supporting document, by the forms' PDF checks (always with the path `justificatif.contenuBase64`). */
const REFUS_JUSTIFICATIF: readonly CodeErreur[] = [
  'FORMAT_FICHIER_NON_AUTORISE',
  'FICHIER_TROP_VOLUMINEUX',
  'PDF_INVALIDE',
  'PDF_CONTENU_ACTIF',
  'PDF_CHIFFRE',
  'PDF_TROP_COMPLEXE',
];

export const renouveler = route({
  ...commun,
  id: 'logiciels.renouveler',
  logiciel: 'mise-a-jour',
  method: 'POST',
  path: `${V1}/coproprietes/{numero}/renouvellements`,
  resume:
    "Déclare le renouvellement du mandat de votre établissement sur une de ses copropriétés : le nouveau mandat (commençant après la fin de celui qu'il renouvelle) et son justificatif PDF en base64 (obligatoire, 5 Mo au plus) ; 202 avec l'identifiant de la demande transmise aux teneurs du registre (délai : un jour ouvré).",
  params: parNumeroSchema,
  body: renouvellementLogicielSchema,
  response: resultatDemandeMandatSchema,
  succes: [202],
  exigeActivation: true,
  erreurs: [
    'RESSOURCE_INTROUVABLE',
    'RENOUVELLEMENT_IMPOSSIBLE',
    'DEMANDE_EN_COURS',
    'AVERTISSEMENTS_NON_CONFIRMES',
    'ACTIVATION_REQUISE',
    ...REFUS_JUSTIFICATIF,
  ],
});

export const rattacher = route({
  ...commun,
  id: 'logiciels.rattacher',
  logiciel: 'mise-a-jour',
  method: 'POST',
  path: `${V1}/rattachements`,
  resume:
    "Demande le rattachement d'une copropriété immatriculée à votre établissement : son numéro, le mandat et son justificatif PDF en base64 (5 Mo au plus) ; 202 avec l'identifiant de la demande transmise aux teneurs du registre (délai : un jour ouvré).",
  body: rattachementLogicielSchema,
  response: resultatDemandeMandatSchema,
  succes: [202],
  exigeActivation: true,
  erreurs: [
    'IMMAT_NOT_EXISTANT',
    'ALREADY_ATTACHED',
    'IMMAT_STATUS_INCORRECT',
    'RATTACHEMENT_EN_COURS',
    'DEMANDE_EN_COURS',
    'AVERTISSEMENTS_NON_CONFIRMES',
    'ACTIVATION_REQUISE',
    ...REFUS_JUSTIFICATIF,
  ],
});

export const demande = route({
  ...commun,
  id: 'logiciels.demande',
  logiciel: 'lecture',
  method: 'GET',
  path: `${V1}/demandes/{idDemande}`,
  resume:
    "L'état d'une demande de votre établissement (immatriculation, rattachement ou renouvellement) : en attente, validée (avec le numéro), refusée (avec les motifs) ou hors délai.",
  params: z.object({ idDemande: z.string().trim().min(1).max(100) }),
  response: demandeLogicielSchema,
  erreurs: ['RESSOURCE_INTROUVABLE'],
});

export const envoyerLot = route({
  ...commun,
  id: 'logiciels.envoyerLot',
  logiciel: 'mise-a-jour',
  method: 'POST',
  path: `${V1}/lots`,
  resume:
    "Envoie jusqu'à 500 mises à jour annuelles, traitées en arrière-plan : 202 avec l'identifiant du lot, dont les résultats se lisent ensuite.",
  body: lotMajAnnuellesSchema,
  response: lotAccepteSchema,
  succes: [202],
});

export const lot = route({
  ...commun,
  id: 'logiciels.lot',
  logiciel: 'lecture',
  method: 'GET',
  path: `${V1}/lots/{idLot}`,
  resume:
    "L'avancement d'un lot et le résultat de chaque mise à jour : appliquée, ou refusée avec l'erreur de chaque champ et son chemin.",
  params: z.object({ idLot: z.string().trim().min(1).max(100) }),
  response: lotLogicielSchema,
  erreurs: ['RESSOURCE_INTROUVABLE'],
});

export const openapi = route({
  ...commun,
  id: 'logiciels.openapi',
  method: 'GET',
  path: `${V1}/openapi.json`,
  resume: 'Le document OpenAPI 3.1 de ce service.',
  response: z.record(z.string(), z.unknown()),
});

export const documentation = route({
  ...commun,
  id: 'logiciels.documentation',
  method: 'GET',
  path: `${V1}/docs`,
  resume: 'La page de référence de ce service, lisible dans un navigateur.',
  response: z.string(),
  responseFormat: 'html',
});

export const ROUTES_LOGICIELS = [
  coproprietes,
  copropriete,
  immatriculer,
  majAnnuelle,
  majStandard,
  renouveler,
  rattacher,
  demande,
  envoyerLot,
  lot,
  openapi,
  documentation,
];
