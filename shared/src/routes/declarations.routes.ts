/**
 * Area `declarations`: the registration wizard's drafts, the duplicate check and the submissions of syndics
 * (route DEFAULT) and notaries (INITIALE, OFFICE) (spec 000 §2–§5, §7 "Declarations").
 *
 * Ownership: a draft belongs to the declarant (establishment or notary firm) of the account that created it;
 * every user of that declarant sees it, nobody else does (404, so that ids reveal nothing).
 */
import { z } from 'zod';
import type { Autorite } from '../domain/profils.ts';
import { idNumerique } from '../schemas/commun.ts';
import {
  brouillonResumeSchema,
  changementEtatBrouillonSchema,
  continuerNotaireSchema,
  declarationSchema,
  doublonSchema,
  doublonsMajSchema,
  enregistrementBrouillonSchema,
  etapeSchema,
  parcellesNonGeolocaliseesSchema,
  resultatSoumissionSchema,
  soumissionNotaireSchema,
  soumissionSchema,
  typeImmatSchema,
} from '../schemas/copropriete/api.ts';
import {
  booleenChemin,
  completionExerciceSchema,
  declarationCoproprieteSchema,
  declarationErreurSchema,
  enregistrementMiseAJourSchema,
  resultatMiseAJourSchema,
  typeMajAssistantSchema,
} from '../schemas/copropriete/miseAJour.ts';
import { reponseChamp, route } from './route.ts';

/** Who may register: syndics (DEFAULT) and notaries (INITIALE, OFFICE); the use case checks the route's own. */
export const IMMATRICULER: readonly Autorite[] = ['IMMATRICULER_NVELLE_COPRO', 'IMMATRICULER_INITIALE', 'IMMATRICULER_D_OFFICE'];
const NOTAIRE: readonly Autorite[] = ['IMMATRICULER_INITIALE', 'IMMATRICULER_D_OFFICE'];
const immat = z.string().trim().min(1).max(20);

export const nouvelle = route({
  id: 'declarations.nouvelle',
  area: 'declarations',
  method: 'GET',
  path: '/api/coproprietes/new/{x}',
  acces: IMMATRICULER,
  resume: "Un brouillon vierge d'immatriculation pour le parcours x (DEFAULT, INITIALE ou OFFICE), non enregistré.",
  params: z.object({ x: typeImmatSchema }),
  response: declarationSchema,
});

export const brouillon = route({
  id: 'declarations.brouillon',
  area: 'declarations',
  method: 'GET',
  path: '/api/coproprietes/brouillon/{id}',
  acces: IMMATRICULER,
  resume: 'Un brouillon de son télédéclarant, avec ses avertissements.',
  params: z.object({ id: idNumerique }),
  response: declarationSchema,
});

export const brouillons = route({
  id: 'declarations.brouillons',
  area: 'declarations',
  method: 'GET',
  path: '/api/coproprietes/brouillons',
  acces: IMMATRICULER,
  resume: 'Les brouillons d’immatriculation de son télédéclarant, du plus récent au plus ancien.',
  response: z.array(brouillonResumeSchema),
});

export const enregistrerBrouillon = route({
  id: 'declarations.enregistrerBrouillon',
  area: 'declarations',
  method: 'PUT',
  path: '/api/coproprietes/brouillon/save/{x}',
  acces: IMMATRICULER,
  resume:
    "Enregistre le brouillon à l'étape x (création au premier enregistrement) ; avec verifierEtape, le bloc de l'étape doit respecter toutes les règles.",
  params: z.object({ x: etapeSchema }),
  body: enregistrementBrouillonSchema,
  response: declarationSchema,
});

export const changerEtatBrouillon = route({
  id: 'declarations.changerEtatBrouillon',
  area: 'declarations',
  method: 'PUT',
  path: '/api/coproprietes/brouillon/change-etat',
  acces: IMMATRICULER,
  resume: "Change l'étape où en est le brouillon (reprise du parcours).",
  body: changementEtatBrouillonSchema,
  response: declarationSchema,
});

export const supprimerBrouillon = route({
  id: 'declarations.supprimerBrouillon',
  area: 'declarations',
  method: 'DELETE',
  path: '/api/coproprietes/brouillon/{id}',
  acces: IMMATRICULER,
  resume: 'Supprime un brouillon de son télédéclarant.',
  params: z.object({ id: idNumerique }),
  response: reponseChamp(z.boolean()),
});

export const doublonsBrouillon = route({
  id: 'declarations.doublonsBrouillon',
  area: 'declarations',
  method: 'GET',
  path: '/api/coproprietes/doublon/declaration/adressePrincipale/{id}/nbBatimentsRef/{n}/noType',
  acces: IMMATRICULER,
  resume:
    'Doublons probables du brouillon id (adresse de référence identique ou proche, parcelle commune, nom similaire dans la commune, n bâtiments), avec la raison de chacun.',
  params: z.object({ id: idNumerique, n: z.coerce.number().int().min(0).max(99999) }),
  response: z.array(doublonSchema),
});

export const doublonsMaj = route({
  id: 'declarations.doublonsMaj',
  area: 'declarations',
  method: 'POST',
  path: '/api/coproprietes/doublon/nbBatimentsRef/{n}/maj',
  acces: [...IMMATRICULER, 'MAJ_COPROPRIETE_STANDARD', 'MAJ_COPROPRIETE_ANNUELLE', 'VALIDER_RATTACHEMENT_DECLARATION'],
  resume: "Doublons probables d'un bloc identification (mise à jour d'une copropriété, qui est exclue de ses propres doublons).",
  params: z.object({ n: z.coerce.number().int().min(0).max(99999) }),
  body: doublonsMajSchema,
  response: z.array(doublonSchema),
});

export const soumettre = route({
  id: 'declarations.soumettre',
  area: 'declarations',
  method: 'PUT',
  path: '/api/coproprietes/brouillon/submit',
  acces: ['IMMATRICULER_NVELLE_COPRO'],
  exigeActivation: true,
  resume:
    'Soumission par le syndic : sans doublon la copropriété est immatriculée ; avec des doublons conservés, une demande de validation est créée (réponse sous un jour ouvré).',
  body: soumissionSchema,
  response: resultatSoumissionSchema,
});

export const soumettreNotaire = route({
  id: 'declarations.soumettreNotaire',
  area: 'declarations',
  method: 'POST',
  path: '/api/coproprietes/notaire/immatriculation/td/{x}/submit',
  acces: NOTAIRE,
  resume: "Soumission par le notaire du brouillon x (immatriculation initiale ou d'office ; typeMaj selon spec 000 §4.5).",
  params: z.object({ x: idNumerique }),
  body: soumissionNotaireSchema,
  response: resultatSoumissionSchema,
});

export const continuerNotaire = route({
  id: 'declarations.continuerNotaire',
  area: 'declarations',
  method: 'POST',
  path: '/api/teledeclarant/immatriculation/{type}/continuer',
  acces: NOTAIRE,
  resume:
    "Le notaire poursuit vers une immatriculation initiale ou d'office : conditions de l'immatriculation d'office vérifiées, brouillon vierge avec le courriel du syndic.",
  params: z.object({ type: z.enum(['INITIALE', 'OFFICE'], { error: "Type d'immatriculation inconnu (INITIALE ou OFFICE)." }) }),
  body: continuerNotaireSchema,
  response: declarationSchema,
});

export const typeModifNotaireOk = route({
  id: 'declarations.typeModifNotaireOk',
  area: 'declarations',
  method: 'GET',
  path: '/api/coproprietes/typeModifNotaireOk/{immat}',
  acces: NOTAIRE,
  resume:
    "Vrai si la copropriété immatriculée sous ce numéro peut recevoir une déclaration du notaire (elle n'a pas de syndic rattaché).",
  params: z.object({ immat }),
  response: reponseChamp(z.boolean()),
});

export const validerDoublonCoproNotaire = route({
  id: 'declarations.validerDoublonCoproNotaire',
  area: 'declarations',
  method: 'GET',
  path: '/api/coproprietes/validerDoublonCoproNotaire/{key}/{immat}/false',
  acces: NOTAIRE,
  resume: "Le notaire déclare que son brouillon key n'est pas la copropriété immat proposée comme doublon (choix enregistré).",
  params: z.object({ key: idNumerique, immat }),
  response: reponseChamp(z.boolean()),
});

export const parcellesNonGeolocalisees = route({
  id: 'declarations.parcellesNonGeolocalisees',
  area: 'declarations',
  method: 'PUT',
  path: '/api/coproprietes/updateParcelleNonGeolocalisees/{idDeclaration}',
  acces: ['ENREGISTRER_MODIFICATIONS'],
  resume: 'Remplace les parcelles de la déclaration courante d’une copropriété dont des parcelles ne sont pas géolocalisées.',
  params: z.object({ idDeclaration: idNumerique }),
  body: parcellesNonGeolocaliseesSchema,
  response: reponseChamp(z.boolean()),
});

// [issue 11] updates of a registered condominium (or of a request not decided yet)

/** Who may update: syndics (annual, standard, expired variants), declarants before validation, keeper admins. */
export const METTRE_A_JOUR: readonly Autorite[] = [
  'MAJ_COPROPRIETE_ANNUELLE',
  'MAJ_COPROPRIETE_STANDARD',
  'MAJ_COPROPRIETE_AVANT_VALIDATION',
  'MAJ_COPROPRIETE_ANNUELLE_EXPIRE',
  'MAJ_COPROPRIETE_STANDARD_EXPIRE',
];

export const ouvrirMiseAJour = route({
  id: 'declarations.ouvrirMiseAJour',
  area: 'declarations',
  // [issue 27] a POST: opening may write the draft (a GET never writes); the spec's GET is kept read-only
  method: 'POST',
  extension: true,
  path: '/api/coproprietes/declaration/{a}/{b}/{c}',
  acces: METTRE_A_JOUR,
  resume:
    "Ouvre la mise à jour b (ANNUELLE, STANDARD, MODIF_DEMANDE, MODIFICATION_ADMIN) de la copropriété a : le brouillon en cours (c=false), repris sans rien écrire, ou un nouveau brouillon repris de la déclaration en vigueur (c=true, ou aucun en cours), qui remplace le précédent : un seul brouillon de mise à jour par copropriété, même sous des ouvertures simultanées ; l'exercice approuvé en lecture seule.",
  params: z.object({ a: idNumerique, b: typeMajAssistantSchema, c: booleenChemin }),
  response: declarationSchema,
});

/** The spec's GET, read-only (a GET never writes): the update draft of kind b in progress on condominium a. */
export const voirMiseAJour = route({
  id: 'declarations.voirMiseAJour',
  area: 'declarations',
  method: 'GET',
  path: '/api/coproprietes/declaration/{a}/{b}/{c}',
  acces: METTRE_A_JOUR,
  resume:
    "Le brouillon de la mise à jour b en cours sur la copropriété a, sans rien écrire (c est sans effet : une nouvelle mise à jour s'ouvre par le POST du même chemin) ; 404 quand aucune n'est en cours.",
  params: z.object({ a: idNumerique, b: typeMajAssistantSchema, c: booleenChemin }),
  response: declarationSchema,
  erreurs: ['MISE_A_JOUR_NON_OUVERTE'],
});

export const enregistrerMiseAJour = route({
  id: 'declarations.enregistrerMiseAJour',
  area: 'declarations',
  method: 'PUT',
  path: '/api/coproprietes/declaration/{a}/{x}',
  acces: METTRE_A_JOUR,
  resume:
    'Mise à jour x : a=false enregistre le brouillon, a=true enregistre la mise à jour (toutes les règles, avertissements confirmés, exercice approuvé verrouillé) en une transaction.',
  params: z.object({ a: booleenChemin, x: idNumerique }),
  body: enregistrementMiseAJourSchema,
  response: z.union([declarationSchema, resultatMiseAJourSchema]),
});

export const declarationCopropriete = route({
  id: 'declarations.declarationCopropriete',
  area: 'declarations',
  method: 'GET',
  path: '/api/coproprietes/declaration/declaration-donnee-copropriete/{id}',
  acces: ['VISUALISER_COPRO'],
  resume: "Une déclaration id d'une copropriété (en vigueur ou archivée), en lecture, selon ce que votre rôle permet d'en voir.",
  params: z.object({ id: idNumerique }),
  response: declarationCoproprieteSchema,
});

export const completerExercice = route({
  id: 'declarations.completerExercice',
  area: 'declarations',
  method: 'PUT',
  path: '/api/coproprietes/mettreAJourDonneesFinancieres/{id}',
  acces: ['MAJ_COPROPRIETE_ANNUELLE', 'MAJ_COPROPRIETE_ANNUELLE_EXPIRE'],
  resume:
    "Complète l'exercice déclaré avec des comptes non approuvés de la copropriété id, une fois l'assemblée générale les ayant approuvés : mise à jour COMPTESNONAPPROUVES, l'exercice est alors verrouillé.",
  params: z.object({ id: idNumerique }),
  body: completionExerciceSchema,
  response: resultatMiseAJourSchema,
});

export const declarerErreur = route({
  id: 'declarations.declarerErreur',
  area: 'declarations',
  method: 'GET',
  path: '/api/declarations/declarerErreur/{id}',
  acces: ['ENREGISTRER_MODIFICATIONS', 'VALIDER_RATTACHEMENT_DECLARATION'],
  resume:
    'Signale la déclaration id comme erronée, avec le message erreur : visible des teneurs sur la fiche et dans le journal.',
  params: z.object({ id: idNumerique }),
  query: declarationErreurSchema,
  response: reponseChamp(z.boolean()),
});

export const ROUTES_DECLARATIONS = [
  nouvelle,
  brouillon,
  brouillons,
  enregistrerBrouillon,
  changerEtatBrouillon,
  supprimerBrouillon,
  doublonsBrouillon,
  doublonsMaj,
  soumettre,
  soumettreNotaire,
  continuerNotaire,
  typeModifNotaireOk,
  validerDoublonCoproNotaire,
  parcellesNonGeolocalisees,
  ouvrirMiseAJour,
  voirMiseAJour,
  enregistrerMiseAJour,
  declarationCopropriete,
  completerExercice,
  declarerErreur,
];
