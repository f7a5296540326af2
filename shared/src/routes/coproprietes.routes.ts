/**
 * Area `coproprietes`: the condominium list of a syndic or a notary (spec 000 §2 /copropriete, §7), dissolution
 * (issue 5) and the keepers' removals with a reason (issue 5, spec 000 §6).
 */
import { z } from 'zod';
import type { Autorite } from '../domain/profils.ts';
import { pageCoproprietesSchema, rechercheCoproprietesSchema } from '../schemas/copropriete/api.ts';
import { idNumerique } from '../schemas/commun.ts';
import { dissolutionChamps, dissolutionDeclareeSchema, infosDissolutionSchema } from '../schemas/dissolution.ts';
import { declarationResumeSchema, suppressionDeclarationsSchema, suppressionSchema } from '../schemas/suppressions.ts';
import {
  ficheCoproprieteSchema,
  infosActionSchema,
  rechercheRegistreSchema,
  tableauDeBordSyndicSchema,
} from '../schemas/copropriete/miseAJour.ts';
import { reponseChamp, route } from './route.ts';

export const rechercher = route({
  id: 'coproprietes.rechercher',
  area: 'coproprietes',
  method: 'POST',
  path: '/api/coproprietes/rechercher',
  acces: ['VISUALISER_COPRO'],
  resume:
    'Les copropriétés de son télédéclarant (immatriculées, à valider, à parcelles non géolocalisées…), paginées, filtrées par numéro ou nom.',
  body: rechercheCoproprietesSchema,
  response: pageCoproprietesSchema,
});

// [issue 5] dissolution: a notary (any registered condominium) or the syndic holding it
const DISSOUDRE: readonly Autorite[] = ['DISSOUDRE_COPRO'];
const TENEUR: readonly Autorite[] = ['VALIDER_RATTACHEMENT_DECLARATION'];
/** a registration number (AA1234567, AA1-234-567) or a condominium id */
const parX = z.object({ id: z.string().trim().min(1).max(20) });
const parId = z.object({ id: idNumerique });

export const infosDissolution = route({
  id: 'coproprietes.infosDissolution',
  area: 'coproprietes',
  method: 'GET',
  path: '/api/coproprietes/infos/dissolution/{id}',
  acces: DISSOUDRE,
  resume:
    "La copropriété dont on déclare la dissolution (id : numéro d'immatriculation, ou identifiant pour le syndic qui la détient) et si vous pouvez la déclarer maintenant (sinon pourquoi).",
  params: parX,
  response: infosDissolutionSchema,
});

export const dissolutionDeclaree = route({
  id: 'coproprietes.dissolutionDeclaree',
  area: 'coproprietes',
  method: 'GET',
  path: '/api/coproprietes/getinfosdissolution/{id}',
  acces: [...DISSOUDRE, ...TENEUR],
  resume:
    "La dernière dissolution déclarée de la copropriété id (motif, fait générateur, justificatif, statut), null s'il n'y en a pas ; son déclarant ou un teneur.",
  params: parId,
  response: dissolutionDeclareeSchema.nullable(),
});

export const dissoudre = route({
  id: 'coproprietes.dissoudre',
  area: 'coproprietes',
  method: 'PUT',
  path: '/api/coproprietes/dissoudre',
  acces: DISSOUDRE,
  exigeActivation: true,
  resume:
    'Déclaration de la dissolution (motif, autre motif, fait générateur et sa date, type et identifiant du justificatif vérifié, date de la demande) : la copropriété passe DISSOLUTION_A_VALIDER et la demande va au teneur du registre (réponse sous un jour ouvré).',
  body: dissolutionChamps,
  response: z.object({ idDissolution: z.number().int(), idDemande: z.string(), echeance: z.string(), message: z.string() }),
});

// [issue 5] the keepers' removals, each with a required reason (journal, mail to the syndic)

export const declarationsPrecedentes = route({
  id: 'coproprietes.declarationsPrecedentes',
  area: 'coproprietes',
  method: 'GET',
  path: '/api/coproprietes/{id}/declarationsPrecedentes',
  acces: TENEUR,
  resume: "Les déclarations de la copropriété id, de la plus récente à la plus ancienne, et celles qu'un teneur peut supprimer.",
  params: parId,
  response: z.array(declarationResumeSchema),
});

export const supprimerDeclarations = route({
  id: 'coproprietes.supprimerDeclarations',
  area: 'coproprietes',
  method: 'PUT',
  path: '/api/coproprietes/supprimer-declarations',
  acces: TENEUR,
  resume:
    'Le teneur supprime des déclarations de la copropriété (ni celle en vigueur, ni une en attente de validation) avec une raison : statut SUPPRIME.',
  body: suppressionDeclarationsSchema,
  response: reponseChamp(z.boolean()),
});

export const supprimerCopropriete = route({
  id: 'coproprietes.supprimerCopropriete',
  area: 'coproprietes',
  method: 'PUT',
  path: '/api/coproprietes/supprimer/{id}',
  acces: TENEUR,
  resume:
    'Le teneur supprime la copropriété id avec une raison : état SUPPRIMEE, mandat courant archivé, plus jamais proposée comme doublon ; refusé pendant une demande en cours.',
  params: parId,
  body: suppressionSchema,
  response: reponseChamp(z.boolean()),
});

export const retirerRattachement = route({
  id: 'coproprietes.retirerRattachement',
  area: 'coproprietes',
  method: 'PUT',
  path: '/api/coproprietes/retirer-rattachement/{id}',
  acces: TENEUR,
  resume:
    "Le teneur retire le rattachement de la copropriété id avec une raison : son mandat courant se termine (archivé, fin ramenée à aujourd'hui si elle était plus tardive) et la copropriété est à rattacher.",
  params: parId,
  body: suppressionSchema,
  response: reponseChamp(z.boolean()),
});

export const supprimerMandatRattachement = route({
  id: 'coproprietes.supprimerMandatRattachement',
  area: 'coproprietes',
  method: 'PUT',
  path: '/api/coproprietes/supprimerMandat-rattachement/{id}',
  acces: TENEUR,
  resume:
    'Le teneur supprime le rattachement erroné de la copropriété id avec une raison : son mandat courant est supprimé (SUPPRIME) et la copropriété est à rattacher.',
  params: parId,
  body: suppressionSchema,
  response: reponseChamp(z.boolean()),
});

// [issue 11] the record, the keepers' search of the whole register, the syndic board, the registration certificate

/** Every authority that opens an action on a registered condominium (infos/{id}/{authority}). */
export const AUTORITES_ACTION_COPROPRIETE = [
  'VISUALISER_COPRO',
  'MAJ_COPROPRIETE_ANNUELLE',
  'MAJ_COPROPRIETE_STANDARD',
  'MAJ_COPROPRIETE_AVANT_VALIDATION',
  'MAJ_COPROPRIETE_ANNUELLE_EXPIRE',
  'MAJ_COPROPRIETE_STANDARD_EXPIRE',
] as const satisfies readonly Autorite[];

export const visualisation = route({
  id: 'coproprietes.visualisation',
  area: 'coproprietes',
  method: 'GET',
  path: '/api/coproprietes/visualisation/{id}',
  acces: ['VISUALISER_COPRO'],
  resume:
    "La fiche de la copropriété id : les cinq blocs déclarés, le mandat en cours et son titulaire, l'état, la dernière mise à jour annuelle et la prochaine, l'historique des déclarations avec leurs changements champ par champ ; chacun n'en voit que ce que son rôle permet.",
  params: parId,
  response: ficheCoproprieteSchema,
});

export const infosAction = route({
  id: 'coproprietes.infosAction',
  area: 'coproprietes',
  method: 'GET',
  path: '/api/coproprietes/infos/{id}/{authority}',
  acces: ['VISUALISER_COPRO'],
  resume:
    "Si l'action de l'autorité donnée (mise à jour annuelle, standard, avant validation…) peut être engagée maintenant sur la copropriété id, sinon pourquoi ; le brouillon en cours et l'exercice verrouillé.",
  params: z.object({
    id: idNumerique,
    authority: z.enum(AUTORITES_ACTION_COPROPRIETE, { error: 'Autorité inconnue pour une action sur une copropriété.' }),
  }),
  query: z.object({ idMandat: idNumerique.optional() }),
  response: infosActionSchema,
});

export const rechercherRegistre = route({
  id: 'coproprietes.rechercherRegistre',
  area: 'coproprietes',
  method: 'POST',
  path: '/api/coproprietes/rechercherImmatOuNomCopro',
  acces: TENEUR,
  resume:
    "Recherche du teneur dans tout le registre : par numéro d'immatriculation, par nom (sans tenir compte des accents, de la casse ni de l'ordre des mots) ou par adresse.",
  body: rechercheRegistreSchema,
  response: pageCoproprietesSchema,
});

export const tableauDeBordSyndic = route({
  id: 'coproprietes.tableauDeBordSyndic',
  area: 'coproprietes',
  method: 'GET',
  path: '/api/coproprietes/tableauDeBordSyndic',
  acces: ['MAJ_COPROPRIETE_ANNUELLE'],
  resume:
    'Les compteurs de votre établissement : copropriétés immatriculées, mandats expirés, mises à jour requises, copropriétés à parcelles non géolocalisées.',
  response: tableauDeBordSyndicSchema,
});

export const attestation = route({
  id: 'coproprietes.attestation',
  area: 'coproprietes',
  method: 'GET',
  path: '/api/coproprietes/attestation/{id}',
  acces: ['VISUALISER_COPRO'],
  resume:
    "Attestation d'immatriculation de la copropriété id (PDF : numéro, nom, adresse, date d'immatriculation), pour son titulaire ou un teneur.",
  params: parId,
  response: z.unknown(),
  responseFormat: 'binary',
  extension: true,
});

export const ROUTES_COPROPRIETES = [
  rechercher,
  infosDissolution,
  dissolutionDeclaree,
  dissoudre,
  declarationsPrecedentes,
  supprimerDeclarations,
  supprimerCopropriete,
  retirerRattachement,
  supprimerMandatRattachement,
  visualisation,
  infosAction,
  rechercherRegistre,
  tableauDeBordSyndic,
  attestation,
];
