/**
 * Supporting documents (spec 000 §5, §8, §9: PDF only, 5 MB at most; the server checks the PDF). The public check
 * `api/public/pdf/estValide` takes the file itself (multipart); the documents of a mandate go straight to S3 by
 * presigned POST, then the server reads them back and checks them before they can be attached (DESIGN.md §3).
 */
import { z } from 'zod';
import { TAILLE_MAX_DOCUMENT } from '../domain/pdf.ts';
import { reponseChamp, route } from './route.ts';

/** A file part of a multipart body, as the platform hands it over (every file part, whatever its field name). */
export const fichierRecuSchema = z.object({
  champ: z.string(),
  nom: z.string(),
  type: z.string(),
  octets: z.instanceof(Uint8Array),
});
export type FichierRecu = z.infer<typeof fichierRecuSchema>;

export const estValide = route({
  id: 'public.pdfEstValide',
  area: 'public',
  method: 'POST',
  path: '/api/public/pdf/estValide',
  acces: 'public',
  resume:
    "Vérifie par son contenu que le fichier joint (un seul) est un PDF lisible de 5 Mo au plus, d'au moins une page, sans JavaScript, action de lancement, fichier incorporé ni formulaire XFA.",
  body: z.object({ fichiers: z.array(fichierRecuSchema).default([]) }).loose(),
  bodyFormat: 'multipart',
  response: reponseChamp(z.literal(true)),
});

/** Who may upload a supporting document: the declarants who register, attach, renew or dissolve. */
const TELEVERSEURS = ['RATTACHER_COPROPRIETE', 'RENOUVELER_MANDAT', 'DISSOUDRE_COPRO', 'IMMATRICULER_NVELLE_COPRO'] as const;

export const televersement = route({
  id: 'mandats.documentTeleversement',
  area: 'mandats',
  method: 'POST',
  path: '/api/documents/televersement',
  acces: TELEVERSEURS,
  extension: true,
  resume: "Formulaire de dépôt direct d'un justificatif PDF (5 Mo au plus, valable 10 minutes).",
  body: z.object({
    nomFichier: z.string().trim().min(1, 'Le nom du fichier est obligatoire.').max(255, '255 caractères au maximum.'),
    taille: z.number({ error: 'La taille du fichier est obligatoire.' }).int().nonnegative(),
  }),
  response: z.object({
    url: z.string().url(),
    champs: z.record(z.string(), z.string()),
    cle: z.string(),
    expire: z.string(),
    tailleMax: z.literal(TAILLE_MAX_DOCUMENT),
  }),
});

export const justificatifSchema = z.object({
  idDocument: z.string().uuid(),
  nomFichier: z.string(),
  taille: z.number().int().positive(),
});

export const verifier = route({
  id: 'mandats.documentVerifier',
  area: 'mandats',
  method: 'POST',
  path: '/api/documents/verifier',
  acces: TELEVERSEURS,
  extension: true,
  resume:
    'Vérifie par son contenu le fichier déposé (le même contrôle que pdf/estValide) et le conserve comme justificatif ; sinon il est supprimé.',
  body: z.object({ cle: z.string().min(1, 'La clé du fichier déposé est obligatoire.').max(200) }),
  response: justificatifSchema,
});

export const lien = route({
  id: 'mandats.documentLien',
  area: 'mandats',
  method: 'GET',
  path: '/api/documents/{idDocument}/lien',
  acces: [...TELEVERSEURS, 'VALIDER_RATTACHEMENT_DECLARATION'],
  extension: true,
  resume: 'Lien de consultation du justificatif, valable 5 minutes (son déposant ou le teneur du registre).',
  params: z.object({ idDocument: z.string() }),
  response: z.object({ url: z.string().url(), expire: z.string() }),
});

export const ROUTES_DOCUMENTS_PUBLIC = [estValide];
export const ROUTES_DOCUMENTS_MANDATS = [televersement, verifier, lien];
export const ROUTES_DOCUMENTS = [...ROUTES_DOCUMENTS_PUBLIC, ...ROUTES_DOCUMENTS_MANDATS];
