/**
 * The newsletter archive (spec 001 §2 `newsletter`, §7 "Newsletter and memo sheets"): anyone lists the letters
 * published (newest first) and downloads one as a PDF; a keeper administrator publishes one (extension: the spec
 * shows the archive, not how letters get there). The server names the file, never the client: the download only
 * accepts a name of that exact shape, so no other object can be reached.
 */
import { z } from 'zod';
import { dateDuJourParis } from '../domain/copropriete/dates.ts';
import { dateFrVersIso } from '../domain/valeurs.ts';
import { OBLIGATOIRE, dateFr } from '../schemas/commun.ts';
import { fichierRecuSchema } from './documents.routes.ts';
import { route } from './route.ts';

/** `lettre-AAAA-MM-JJ-<slug>.pdf` (slug: lower-case ASCII words joined by hyphens, 60 characters at most). */
export const NOM_NEWSLETTER = /^lettre-(\d{4}-\d{2}-\d{2})-([a-z0-9]+(?:-[a-z0-9]+)*)\.pdf$/;
export const LONGUEUR_MAX_NOM_NEWSLETTER = 'lettre-AAAA-MM-JJ-.pdf'.length + 60;

/** A letter's file name as the archive writes it: the strict pattern, nothing else (no path, no `..`). */
export const nomNewsletterSchema = z.string().max(LONGUEUR_MAX_NOM_NEWSLETTER).regex(NOM_NEWSLETTER);

export const newsletterSchema = z.object({
  nom: z.string(),
  titre: z.string(),
  /** publication day, ISO (yyyy-mm-dd) */
  datePublication: z.string(),
  /** size in bytes */
  taille: z.number().int().nonnegative(),
});
export type Newsletter = z.infer<typeof newsletterSchema>;

export const MESSAGES_NEWSLETTER = {
  titreCourt: 'Le titre doit comporter au moins 3 caractères.',
  titreLong: 'Le titre comporte 150 caractères au maximum.',
  titreSansLettre: 'Le titre doit contenir au moins une lettre ou un chiffre.',
  dateFuture: "La date de publication ne peut pas être postérieure à aujourd'hui.",
} as const;

/** The fields of the publication form (the browser's form and the server's check). */
export const publicationNewsletterSchema = z.object({
  titre: z
    .string({ error: OBLIGATOIRE })
    .trim()
    .min(1, OBLIGATOIRE)
    .min(3, MESSAGES_NEWSLETTER.titreCourt)
    .max(150, MESSAGES_NEWSLETTER.titreLong)
    .refine((t) => /[\p{L}\p{N}]/u.test(t), MESSAGES_NEWSLETTER.titreSansLettre),
  datePublication: dateFr.refine((v) => {
    const iso = dateFrVersIso(v);
    return iso === null || iso <= dateDuJourParis(new Date());
  }, MESSAGES_NEWSLETTER.dateFuture),
});
export type PublicationNewsletter = z.infer<typeof publicationNewsletterSchema>;

export const liste = route({
  id: 'newsletter.liste',
  area: 'public',
  method: 'GET',
  path: '/api/public/newsletter/findAllNewsletterNames',
  acces: 'public',
  resume: "Les lettres d'information publiées, de la plus récente à la plus ancienne : nom du fichier, titre, date et taille.",
  response: z.array(newsletterSchema),
});

export const telecharger = route({
  id: 'newsletter.telecharger',
  area: 'public',
  method: 'GET',
  path: '/api/public/newsletter/telechargerNewsletter',
  acces: 'public',
  resume:
    "Une lettre d'information en PDF (nom du fichier dans content-disposition) ; 404 pour tout nom qui n'est pas celui d'une lettre de l'archive.",
  // any text is accepted here: a name outside the archive answers the same 404 as an unknown one (nothing revealed)
  query: z.object({ fileName: z.string({ error: 'Le nom du fichier est obligatoire.' }) }),
  responseFormat: 'binary',
  // [issue 27] the PDF itself, or (in the cloud) a redirection to it; 404 for a name outside the archive
  succes: [200, 302],
  erreurs: ['RESSOURCE_INTROUVABLE'],
});

/** Keeper administrators only: the one authority exactly their two profiles hold among the keepers' (spec 001 §2). */
export const PUBLIEURS_NEWSLETTER = ['SUIVI_INDICATEURS_MCO'] as const;

export const publier = route({
  id: 'newsletter.publier',
  area: 'public',
  method: 'POST',
  path: '/api/newsletter/publier',
  acces: PUBLIEURS_NEWSLETTER,
  extension: true,
  succes: [201],
  resume:
    "Publie une lettre d'information (administrateurs du teneur du registre) : un PDF de 5 Mo au plus vérifié par son contenu, un titre et une date de publication ; le nom du fichier est donné par le serveur.",
  // files: the parts the server read (multipart), or the Blob the browser sends
  body: publicationNewsletterSchema.extend({
    fichiers: z.array(z.union([fichierRecuSchema, z.instanceof(Blob)])).default([]),
  }),
  bodyFormat: 'multipart',
  response: newsletterSchema,
});

export const ROUTES_NEWSLETTER = [liste, telecharger, publier];
