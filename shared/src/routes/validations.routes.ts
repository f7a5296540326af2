/**
 * Area `validations`: the keepers' queue of requests and the single validation page (spec 000 §2 /validations,
 * §4 "Other workflows", §7 "Keeper validation"). Opening a request locks it for the keeper; every action
 * releases the lock, and two keepers acting at once on one request: exactly one succeeds (version condition).
 */
import { z } from 'zod';
import type { Autorite } from '../domain/profils.ts';
import {
  affectationTeneurSchema,
  adresseValidationSchema,
  demandePrecisionSchema,
  ligneDemandeSchema,
  pageDemandesSchema,
  pageValidationSchema,
  parIdDemande,
  rechercheDemandesSchema,
  refusDemandeSchema,
  validationDemandeSchema,
  MOTIFS_REFUS,
  type MotifRefus,
} from '../schemas/copropriete/api.ts';
import { idNumerique } from '../schemas/commun.ts';
import { mandatSchema } from '../schemas/mandats.ts';
import { reponseChamp, route } from './route.ts';

const TENEUR: readonly Autorite[] = ['VALIDER_RATTACHEMENT_DECLARATION'];
/** a registration number (AA1234567, AA1-234-567) or, before registration, the condominium's id */
const immatOuId = z.object({ immat: z.string().trim().min(1).max(20) });

export const rechercher = route({
  id: 'validations.rechercher',
  area: 'validations',
  method: 'POST',
  path: '/api/declarations/rechercher',
  acces: TENEUR,
  resume:
    'File des demandes à valider, paginée (page 1, 10 lignes), triée par profil du demandeur croissant par défaut, filtrée par type de demande.',
  body: rechercheDemandesSchema,
  response: pageDemandesSchema,
});

export const plusAncienne = route({
  id: 'validations.plusAncienne',
  area: 'validations',
  method: 'GET',
  path: '/api/declarations/rechercher/oldest',
  acces: TENEUR,
  resume: 'La plus ancienne demande en attente (null si la file est vide).',
  response: ligneDemandeSchema.nullable(),
});

export const verrouiller = route({
  id: 'validations.verrouiller',
  area: 'validations',
  method: 'GET',
  path: '/api/declarations/update-etat-encours/{id}',
  acces: TENEUR,
  resume:
    "Ouvre une demande et la verrouille pour soi (VALIDATION_EN_COURS) ; verrouillée par un autre teneur, elle s'ouvre en lecture avec son nom.",
  params: parIdDemande,
  response: pageValidationSchema,
});

export const aValider = route({
  id: 'validations.aValider',
  area: 'validations',
  method: 'GET',
  path: '/api/declarations/a-valider/{id}',
  acces: TENEUR,
  resume: 'La page de validation d’une demande, sans la verrouiller.',
  params: parIdDemande,
  response: pageValidationSchema,
});

export const deverrouiller = route({
  id: 'validations.deverrouiller',
  area: 'validations',
  method: 'GET',
  path: '/api/declarations/unlockcopro/{immat}',
  acces: TENEUR,
  resume: 'Libère le verrou posé sur la demande en cours de la copropriété (par le teneur qui le tient, ou un administrateur).',
  params: immatOuId,
  response: reponseChamp(z.boolean()),
});

export const infosValidation = route({
  id: 'validations.infosValidation',
  area: 'validations',
  method: 'GET',
  path: '/api/coproprietes/infos/validation/{immat}',
  acces: TENEUR,
  resume: 'Informations de la copropriété pour la validation (par numéro d’immatriculation ou identifiant).',
  params: immatOuId,
  response: pageValidationSchema.shape.copropriete,
});

export const adresses = route({
  id: 'validations.adresses',
  area: 'validations',
  method: 'GET',
  path: '/api/coproprietes/infos/adresses/{id}',
  acces: TENEUR,
  resume: "Adresses d'une déclaration, l'adresse de référence en premier (type Principal).",
  params: z.object({ id: idNumerique }),
  response: z.array(adresseValidationSchema),
});

export const valider = route({
  id: 'validations.valider',
  area: 'validations',
  method: 'POST',
  path: '/api/declarations/valider/{id}',
  acces: TENEUR,
  extension: true,
  resume:
    'Valide la demande id (verrouillée par soi) : la copropriété est immatriculée (numéro attribué), le déclarant prévenu, le verrou libéré.',
  params: parIdDemande,
  body: validationDemandeSchema,
  response: z.object({ immatriculation: z.string().nullable() }),
});

export const refuser = route({
  id: 'validations.refuser',
  area: 'validations',
  method: 'POST',
  path: '/api/declarations/refuser/{id}',
  acces: TENEUR,
  extension: true,
  resume: 'Refuse la demande id avec une raison et des motifs ; le déclarant est prévenu, le verrou libéré.',
  params: parIdDemande,
  body: refusDemandeSchema,
  response: reponseChamp(z.boolean()),
});

export const affecterTeneur = route({
  id: 'validations.affecterTeneur',
  area: 'validations',
  method: 'POST',
  path: '/api/affectationTeneur',
  acces: TENEUR,
  resume: "L'assistance affecte la demande au teneur du registre (administrateurs) avec une raison ; le verrou est libéré.",
  body: affectationTeneurSchema,
  response: reponseChamp(z.boolean()),
});

export const demanderPrecision = route({
  id: 'validations.demanderPrecision',
  area: 'validations',
  method: 'POST',
  path: '/api/demande-precision/sendMail',
  acces: TENEUR,
  resume: 'Demande de précision envoyée par courriel au déclarant ; la demande attend sa réponse, le verrou est libéré.',
  body: demandePrecisionSchema,
  response: reponseChamp(z.boolean()),
});

/* ---------- issue 5: attachment requests (spec 000 §7 "Keeper validation") ---------- */

const parIdMandat = z.object({ idMandat: idNumerique });
const MOTIFS = Object.keys(MOTIFS_REFUS) as [MotifRefus, ...MotifRefus[]];

export const mandatEnCoursValidation = route({
  id: 'validations.mandatEnCoursValidation',
  area: 'validations',
  method: 'GET',
  path: '/api/mandats/encours/validation/{immat}',
  acces: TENEUR,
  resume: "Le mandat courant de la copropriété (celui qu'un rattachement remplacerait), null s'il n'y en a pas.",
  params: immatOuId,
  response: mandatSchema.nullable(),
});

export const mandatsValidation = route({
  id: 'validations.mandatsValidation',
  area: 'validations',
  method: 'GET',
  path: '/api/mandats/copro/validation/{id}',
  acces: TENEUR,
  resume: 'Côte à côte : le mandat idMandat de la copropriété id (à valider) et son mandat courant (précédent).',
  params: z.object({ id: idNumerique }),
  query: z.object({ idMandat: idNumerique }),
  response: z.object({ mandat: mandatSchema, mandatPrecedent: mandatSchema.nullable() }),
});

export const refusRattachement = route({
  id: 'validations.refusRattachement',
  area: 'validations',
  method: 'GET',
  path: '/api/mandats/refusRattachementTeneur/{immat}/{idMandat}',
  acces: TENEUR,
  resume:
    'Refuse la demande de rattachement du mandat idMandat (verrouillée par soi) avec une raison et des motifs (séparés par des virgules) ; le syndic est prévenu.',
  params: immatOuId.extend({ idMandat: idNumerique }),
  query: z.object({
    raison: refusDemandeSchema.shape.raison,
    typesMotifRefus: z
      .string({ error: 'Cochez au moins un motif de refus.' })
      .transform((v) =>
        v
          .split(',')
          .map((m) => m.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(MOTIFS, { error: 'Motif de refus inconnu.' })).min(1, 'Cochez au moins un motif de refus.')),
  }),
  response: reponseChamp(z.boolean()),
});

export const quitterValidationRattachement = route({
  id: 'validations.quitterValidationRattachement',
  area: 'validations',
  method: 'GET',
  path: '/api/mandats/quitterValidRatt/{idMandat}',
  acces: TENEUR,
  resume:
    "Libère le verrou de la demande de rattachement du mandat idMandat quand le teneur quitte la page (false s'il n'y avait rien à libérer).",
  params: parIdMandat,
  response: reponseChamp(z.boolean()),
});

export const verrouillerSansMandat = route({
  id: 'validations.verrouillerSansMandat',
  area: 'validations',
  method: 'GET',
  path: '/api/declarations/update-etat-encours-sansmandat/{immat}',
  acces: TENEUR,
  resume:
    "Ouvre et verrouille pour soi la demande en cours d'une copropriété désignée par son numéro (ou son identifiant) — dissolution ou immatriculation, sans mandat à valider ; verrouillée par un autre teneur, elle s'ouvre en lecture.",
  params: immatOuId,
  response: pageValidationSchema,
});

export const ROUTES_VALIDATIONS = [
  rechercher,
  plusAncienne,
  verrouiller,
  aValider,
  deverrouiller,
  infosValidation,
  adresses,
  valider,
  refuser,
  affecterTeneur,
  demanderPrecision,
  mandatEnCoursValidation,
  mandatsValidation,
  refusRattachement,
  quitterValidationRattachement,
  verrouillerSansMandat,
];
