/** Area `referentiels`: reference lists (spec 001 §7 "Reference data", spec 000 §7 "Reference lists"). */
import { z } from 'zod';
import { MotifDissolution, StatutTeledeclarant, TypeTeledeclarant } from '../domain/enums.ts';
import { listeCodeLibelle, route } from './route.ts';

const liste = (id: string, path: string, resume: string, acces: Parameters<typeof route>[0]['acces'] = 'authentifie') =>
  route({ id: `referentiels.${id}`, area: 'referentiels', method: 'GET', path, acces, resume, response: listeCodeLibelle });

export const civilites = liste('civilites', '/api/civilites', 'Civilités.');
export const statutsCompte = liste('statutsCompte', '/api/statut-compte-utilisateurs', 'Statuts de compte utilisateur.');
export const profilsDisponibles = liste(
  'profilsDisponibles',
  '/api/profil-utilisateurs/disponible',
  'Profils que la personne connectée peut attribuer à un nouvel utilisateur.',
  ['AJOUTER_UTILISATEUR', 'LIST_RCH_USER_TENEUR'],
);
export const profilsDisponiblesPourUtilisateur = route({
  id: 'referentiels.profilsDisponiblesPourUtilisateur',
  area: 'referentiels',
  method: 'GET',
  path: '/api/profil-utilisateurs/disponible/{id}',
  acces: ['EDITER_SUPPRIMER_NON_ADMIN', 'EDITER_SUPPRIMER_ADMIN'],
  resume: "Profils que la personne connectée peut donner à l'utilisateur indiqué.",
  params: z.object({ id: z.string().trim().min(1).max(100) }),
  response: listeCodeLibelle,
});
export const profilsParType = route({
  id: 'referentiels.profilsParType',
  area: 'referentiels',
  method: 'GET',
  path: '/api/profil-utilisateurs/type/{t}',
  acces: 'authentifie',
  resume: "Profils d'un type de télédéclarant.",
  params: z.object({ t: TypeTeledeclarant.schema }),
  response: listeCodeLibelle,
});
export const statutsTeledeclarantRecherche = liste(
  'statutsTeledeclarantRecherche',
  '/api/statut-teledeclarant/recherche',
  'Statuts de télédéclarant proposés à la recherche.',
  ['LST_TELEDECLARANT'],
);
export const statutsTeledeclarantSuivants = route({
  id: 'referentiels.statutsTeledeclarantSuivants',
  area: 'referentiels',
  method: 'GET',
  path: '/api/statut-teledeclarant/suivant/{t}',
  acces: ['EDITER_TELEDECLARANT'],
  resume: 'Statuts accessibles depuis un statut de télédéclarant.',
  params: z.object({ t: StatutTeledeclarant.schema }),
  response: listeCodeLibelle,
});
export const typesTeledeclarant = route({
  id: 'referentiels.typesTeledeclarant',
  area: 'referentiels',
  method: 'GET',
  path: '/api/type-teledeclarant/{t}',
  acces: 'authentifie',
  resume: 'Types de télédéclarant : `all` pour tous, sinon le type demandé.',
  params: z.object({ t: z.union([z.literal('all'), TypeTeledeclarant.schema]) }),
  response: listeCodeLibelle,
});
export const typesTeledeclarantMin = liste(
  'typesTeledeclarantMin',
  '/api/type-teledeclarant-min',
  "Types proposés à l'inscription (syndic professionnel ou bénévole).",
);
export const etatsCopropriete = liste('etatsCopropriete', '/api/etat-copropriete', 'États de copropriété.');
export const energies = liste('energies', '/api/parametres/energieUtilisee', 'Énergies de chauffage.');
export const typesChauffage = liste('typesChauffage', '/api/parametres/typeChauffage', 'Types de chauffage.');
export const periodesConstruction = liste(
  'periodesConstruction',
  '/api/parametres/periodeConstruction',
  'Périodes de construction.',
);
export const piecesJustificatives = route({
  id: 'referentiels.piecesJustificatives',
  area: 'referentiels',
  method: 'GET',
  path: '/api/typeDePiecesJustif',
  acces: 'authentifie',
  resume: "Justificatifs de mandat ; un administrateur provisoire justifie par l'ordonnance de nomination.",
  query: z.object({
    adminProvisoire: z.enum(['true', 'false'], { error: 'adminProvisoire vaut true ou false.' }).default('false'),
  }),
  response: listeCodeLibelle,
});
export const piecesDissolution = route({
  id: 'referentiels.piecesDissolution',
  area: 'referentiels',
  method: 'GET',
  path: '/api/typeDePiecesJustif/dissolution/{x}',
  acces: 'authentifie',
  resume: "Justificatifs d'une dissolution selon son motif.",
  params: z.object({ x: MotifDissolution.schema }),
  response: listeCodeLibelle,
});
export const motifsDissolution = liste('motifsDissolution', '/api/coproprietes/motifdissolution', 'Motifs de dissolution.');
export const faitsGenerateurs = route({
  id: 'referentiels.faitsGenerateurs',
  area: 'referentiels',
  method: 'GET',
  path: '/api/coproprietes/faitgenerateur/{x}',
  acces: 'authentifie',
  resume: "Faits générateurs d'une dissolution selon son motif.",
  params: z.object({ x: MotifDissolution.schema }),
  response: listeCodeLibelle,
});
export const typesDemandeValidation = liste(
  'typesDemandeValidation',
  '/api/type-demande-valider-ratt-immat',
  'Types de demandes à valider par le teneur.',
  ['VALIDER_RATTACHEMENT_DECLARATION'],
);
export const codesApe = route({
  id: 'referentiels.codesApe',
  area: 'referentiels',
  method: 'GET',
  path: '/api/public/teledeclarant/codesape/{type}',
  acces: 'public',
  resume: 'Codes APE autorisés pour un type de télédéclarant.',
  params: z.object({ type: TypeTeledeclarant.schema }),
  response: listeCodeLibelle,
});

export const ROUTES_REFERENTIELS = [
  civilites,
  statutsCompte,
  profilsDisponibles,
  profilsDisponiblesPourUtilisateur,
  profilsParType,
  statutsTeledeclarantRecherche,
  statutsTeledeclarantSuivants,
  typesTeledeclarant,
  typesTeledeclarantMin,
  etatsCopropriete,
  energies,
  typesChauffage,
  periodesConstruction,
  piecesJustificatives,
  piecesDissolution,
  motifsDissolution,
  faitsGenerateurs,
  typesDemandeValidation,
  codesApe,
];
