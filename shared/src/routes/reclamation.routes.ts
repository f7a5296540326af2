/**
 * The complaint/contact form (spec 001 §2 `aide/formulaire`, §3 "Complaint form", §5, §7 "Complaint form") and
 * the keepers' inbox where the complaints land (extension: the spec shows the form, not what follows it).
 *
 * Path parameters (the spec names them `{x}` and `{y}` without saying what they are; ours):
 *  - `all-type-demandeur/{x}`: x = the visitor's profile (`DEFAULT` when not signed in): every requester type,
 *    the one matching the profile flagged `suggere`;
 *  - `type-reclamation/{x}`: x = a requester type code: its claim objects;
 *  - `type-reclamation/{x}/{y}`: x = a requester type code, y = one of its claim object codes: the claim types,
 *    each with its required-field flags;
 *  - `type-reclamation-obl/{x}`: x = a claim type code: its flags adressePrincipaleOblig, numImmatOblig, pjOblig.
 * The lists themselves are in shared/src/domain/reclamation/listes.ts.
 */
import { z } from 'zod';
import {
  CODES_OBJET,
  CODES_STATUT_RECLAMATION,
  CODES_TYPE_DEMANDEUR,
  CODES_TYPE_RECLAMATION,
  combinaisonValide,
  obligations,
} from '../domain/reclamation/listes.ts';
import { TELEPHONE_REGEX, normaliserImmatriculation } from '../domain/valeurs.ts';
import { MESSAGE_FORMULE, OBLIGATOIRE, email, sansFormule, texteLibre, texteObligatoire } from '../schemas/commun.ts';
import { fichierRecuSchema } from './documents.routes.ts';
import { route } from './route.ts';

export const MESSAGES_RECLAMATION = {
  typeDemandeur: 'Choisissez qui vous êtes.',
  objet: "Choisissez l'objet de votre demande.",
  type: 'Choisissez le type de votre demande.',
  combinaison: "Ce type de demande ne correspond pas à l'objet choisi : choisissez-le à nouveau.",
  emailsDifferents: 'Les deux adresses électroniques doivent être identiques.',
  messageCourt: 'Décrivez votre demande en 20 caractères au moins.',
  messageLong: 'Votre message comporte 4 000 caractères au maximum.',
  immatriculation: "Le numéro d'immatriculation comporte 2 lettres et 7 chiffres, par exemple AC1234567 ou AC1-234-567.",
  immatriculationObligatoire: "Le numéro d'immatriculation de la copropriété est obligatoire pour ce type de demande.",
  adresseObligatoire: "L'adresse de référence de la copropriété est obligatoire pour ce type de demande.",
  pieceObligatoire: 'Une pièce jointe (PDF) est obligatoire pour ce type de demande.',
  telephone: 'Le numéro de téléphone doit être au format international, par exemple +33122334455.',
  captcha: 'Veuillez résoudre le captcha.',
} as const;

const optionnel = (max: number, message = `${max} caractères au maximum.`) =>
  texteLibre(max, message)
    .optional()
    .transform((v) => v || null);

/** The fields of the form, as the browser's form and the server check them (the same schema on both sides). */
export const champsReclamationSchema = z.object({
  typeDemandeur: z.enum(CODES_TYPE_DEMANDEUR, { error: MESSAGES_RECLAMATION.typeDemandeur }),
  objet: z.enum(CODES_OBJET, { error: MESSAGES_RECLAMATION.objet }),
  type: z.enum(CODES_TYPE_RECLAMATION, { error: MESSAGES_RECLAMATION.type }),
  nom: texteObligatoire(100),
  email,
  emailConfirmation: z.string({ error: OBLIGATOIRE }).trim().min(1, OBLIGATOIRE),
  telephone: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || TELEPHONE_REGEX.test(v), MESSAGES_RECLAMATION.telephone)
    .transform((v) => v || null),
  message: z
    .string({ error: OBLIGATOIRE })
    .refine(sansFormule, MESSAGE_FORMULE)
    .trim()
    .min(1, OBLIGATOIRE)
    .min(20, MESSAGES_RECLAMATION.messageCourt)
    .max(4000, MESSAGES_RECLAMATION.messageLong),
  immatriculation: z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || normaliserImmatriculation(v) !== null, MESSAGES_RECLAMATION.immatriculation)
    .transform((v) => (v ? normaliserImmatriculation(v) : null)),
  adresseReference: optionnel(200),
});

type Champs = z.output<typeof champsReclamationSchema>;

/** The checks across fields: the confirmation, the triple offered by the lists, the fields the type requires. */
function verifierCoherence(v: Champs, ctx: z.RefinementCtx): void {
  if (v.email.toLowerCase() !== v.emailConfirmation.trim().toLowerCase())
    ctx.addIssue({ code: 'custom', path: ['emailConfirmation'], message: MESSAGES_RECLAMATION.emailsDifferents });
  if (!combinaisonValide(v.typeDemandeur, v.objet, v.type)) {
    ctx.addIssue({ code: 'custom', path: ['type'], message: MESSAGES_RECLAMATION.combinaison });
    return;
  }
  const o = obligations(v.type)!;
  if (o.numImmatOblig && !v.immatriculation)
    ctx.addIssue({ code: 'custom', path: ['immatriculation'], message: MESSAGES_RECLAMATION.immatriculationObligatoire });
  if (o.adressePrincipaleOblig && !v.adresseReference)
    ctx.addIssue({ code: 'custom', path: ['adresseReference'], message: MESSAGES_RECLAMATION.adresseObligatoire });
}

export const formulaireReclamationSchema = champsReclamationSchema.superRefine(verifierCoherence);
export type FormulaireReclamation = z.input<typeof formulaireReclamationSchema>;
export type ReclamationSaisie = z.output<typeof formulaireReclamationSchema>;

const codeSchema = z.string().trim().min(1).max(40);
const optionSchema = z.object({ code: z.string(), libelle: z.string() });
const obligationsSchema = z.object({
  adressePrincipaleOblig: z.boolean(),
  numImmatOblig: z.boolean(),
  pjOblig: z.boolean(),
});

export const typesDemandeur = route({
  id: 'reclamation.typesDemandeur',
  area: 'public',
  method: 'GET',
  path: '/api/public/reclamation/all-type-demandeur/{x}',
  acces: 'public',
  resume:
    'Les types de demandeur du formulaire de contact ; x est le profil du visiteur (DEFAULT sans compte), qui désigne le type suggéré.',
  params: z.object({ x: codeSchema }),
  response: z.array(optionSchema.extend({ suggere: z.boolean() })),
});

export const objets = route({
  id: 'reclamation.objets',
  area: 'public',
  method: 'GET',
  path: '/api/public/reclamation/type-reclamation/{x}',
  acces: 'public',
  resume: "Les objets de demande d'un type de demandeur (x : code du type de demandeur) ; 404 pour un type inconnu.",
  params: z.object({ x: codeSchema }),
  response: z.array(optionSchema),
});

export const types = route({
  id: 'reclamation.types',
  area: 'public',
  method: 'GET',
  path: '/api/public/reclamation/type-reclamation/{x}/{y}',
  acces: 'public',
  resume:
    "Les types de demande d'un objet pour un type de demandeur (x : type de demandeur, y : objet), chacun avec ses champs obligatoires ; 404 si l'objet n'est pas proposé à ce demandeur.",
  params: z.object({ x: codeSchema, y: codeSchema }),
  response: z.array(optionSchema.extend(obligationsSchema.shape).extend({ aideJointe: z.string().nullable() })),
});

export const obligatoires = route({
  id: 'reclamation.obligatoires',
  area: 'public',
  method: 'GET',
  path: '/api/public/reclamation/type-reclamation-obl/{x}',
  acces: 'public',
  resume:
    "Les champs obligatoires d'un type de demande (x : code du type) : adresse de référence, numéro d'immatriculation, pièce jointe ; 404 pour un type inconnu.",
  params: z.object({ x: codeSchema }),
  response: obligationsSchema,
});

export const nomCopropriete = route({
  id: 'reclamation.nomCopropriete',
  area: 'public',
  method: 'GET',
  path: '/api/public/num-immat-nom/{immat}',
  acces: 'public',
  resume:
    "Le nom et la commune d'une copropriété immatriculée, d'après son numéro (informations publiques de l'annuaire) ; 404 sinon.",
  params: z.object({ immat: z.string().trim().max(20) }),
  response: z.object({
    immatriculation: z.string(),
    nom: z.string().nullable(),
    codePostal: z.string().nullable(),
    commune: z.string().nullable(),
  }),
});

export const enregistrer = route({
  id: 'reclamation.enregistrer',
  area: 'public',
  method: 'POST',
  path: '/api/public/reclamation/save',
  acces: 'public',
  succes: [201],
  resume:
    'Dépose une demande du formulaire de contact (multipart : les champs, le captcha résolu, la pièce jointe PDF de 5 Mo au plus vérifiée par son contenu) ; elle est accusée par courriel et répond 201 avec sa référence.',
  body: champsReclamationSchema
    .extend({
      recaptcha: z.string({ error: MESSAGES_RECLAMATION.captcha }).uuid(MESSAGES_RECLAMATION.captcha),
      // files: the parts the server read (multipart), or the Blob the browser sends
      fichiers: z.array(z.union([fichierRecuSchema, z.instanceof(Blob)])).default([]),
    })
    .superRefine(verifierCoherence),
  bodyFormat: 'multipart',
  response: z.object({ reference: z.string() }),
});

/* -------------------------------------------- keepers' inbox (extensions) ---------------------------------- */

/** Every keeper profile holds it (spec 001 §2: keepers validate and help the declarants). */
export const TRAITEURS_RECLAMATION = ['VALIDER_RATTACHEMENT_DECLARATION'] as const;

export const statutReclamationSchema = z.enum(CODES_STATUT_RECLAMATION, { error: 'Statut inconnu.' });

export const resumeReclamationSchema = z.object({
  reference: z.string(),
  dateDepot: z.string(),
  statut: statutReclamationSchema,
  typeDemandeur: z.string(),
  objet: z.string(),
  type: z.string(),
  libelleType: z.string(),
  nom: z.string(),
  immatriculation: z.string().nullable(),
  attribueA: z.string().nullable(),
});
export type ResumeReclamation = z.infer<typeof resumeReclamationSchema>;

export const reclamationSchema = resumeReclamationSchema.extend({
  libelleTypeDemandeur: z.string(),
  libelleObjet: z.string(),
  email: z.string(),
  telephone: z.string().nullable(),
  message: z.string(),
  adresseReference: z.string().nullable(),
  pieceJointe: z.object({ nomFichier: z.string(), taille: z.number() }).nullable(),
  reponses: z.array(z.object({ auteur: z.string(), date: z.string(), texte: z.string() })),
  dateModification: z.string(),
  version: z.number().int(),
});
export type Reclamation = z.infer<typeof reclamationSchema>;

const referenceSchema = z.object({ reference: z.string().trim().max(30) });
const versionSchema = z.number({ error: 'La version est obligatoire.' }).int().positive();

export const liste = route({
  id: 'reclamation.liste',
  area: 'public',
  method: 'GET',
  path: '/api/reclamations',
  acces: TRAITEURS_RECLAMATION,
  extension: true,
  resume:
    'Les demandes du formulaire de contact, des plus récentes aux plus anciennes, filtrées par statut (toutes sinon), par pages de 10 ; curseur pour la page suivante.',
  query: z.object({
    statut: statutReclamationSchema.optional(),
    curseur: z.string().max(2000).optional(),
    taille: z.coerce.number().int().min(1).max(100, '100 lignes par page au maximum.').default(10),
  }),
  response: z.object({ lignes: z.array(resumeReclamationSchema), curseur: z.string().nullable() }),
});

export const detail = route({
  id: 'reclamation.detail',
  area: 'public',
  method: 'GET',
  path: '/api/reclamations/{reference}',
  acces: TRAITEURS_RECLAMATION,
  extension: true,
  resume: 'Une demande du formulaire de contact : le demandeur, sa demande, sa pièce jointe, son traitement.',
  params: referenceSchema,
  response: reclamationSchema,
});

export const lienPiece = route({
  id: 'reclamation.lienPiece',
  area: 'public',
  method: 'GET',
  path: '/api/reclamations/{reference}/piece-jointe',
  acces: TRAITEURS_RECLAMATION,
  extension: true,
  resume: "Lien de consultation de la pièce jointe d'une demande, valable 5 minutes.",
  params: referenceSchema,
  response: z.object({ url: z.string(), expire: z.string() }),
});

export const attribuer = route({
  id: 'reclamation.attribuer',
  area: 'public',
  method: 'POST',
  path: '/api/reclamations/{reference}/attribuer',
  acces: TRAITEURS_RECLAMATION,
  extension: true,
  resume:
    'Attribue une demande ouverte à soi-même (sans identifiant) ou à un autre teneur du registre (son identifiant de connexion).',
  params: referenceSchema,
  body: z.object({
    attribueA: z
      .string()
      .trim()
      .max(100, '100 caractères au maximum.')
      .optional()
      .transform((v) => v || null),
    version: versionSchema,
  }),
  response: reclamationSchema,
});

export const reponseReclamationSchema = z.object({
  texte: z
    .string({ error: OBLIGATOIRE })
    .trim()
    .min(1, OBLIGATOIRE)
    .min(10, 'La réponse comporte 10 caractères au moins.')
    .max(4000, 'La réponse comporte 4 000 caractères au maximum.'),
});

export const repondre = route({
  id: 'reclamation.repondre',
  area: 'public',
  method: 'POST',
  path: '/api/reclamations/{reference}/repondre',
  acces: TRAITEURS_RECLAMATION,
  extension: true,
  resume: 'Répond au demandeur par courriel ; la réponse est gardée avec la demande, qui passe « Répondue ».',
  params: referenceSchema,
  body: reponseReclamationSchema.extend({ version: versionSchema }),
  response: reclamationSchema,
});

export const clore = route({
  id: 'reclamation.clore',
  area: 'public',
  method: 'POST',
  path: '/api/reclamations/{reference}/clore',
  acces: TRAITEURS_RECLAMATION,
  extension: true,
  resume: 'Clôt une demande (elle ne peut plus changer), avec un motif facultatif.',
  params: referenceSchema,
  body: z.object({ motif: optionnel(500), version: versionSchema }),
  response: reclamationSchema,
});

export const ROUTES_RECLAMATION = [
  typesDemandeur,
  objets,
  types,
  obligatoires,
  nomCopropriete,
  enregistrer,
  liste,
  detail,
  lienPiece,
  attribuer,
  repondre,
  clore,
];
