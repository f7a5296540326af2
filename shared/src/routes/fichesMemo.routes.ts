/**
 * The memo sheets (spec 001 §3 "Other", §7 "Newsletter and memo sheets"): anyone lists the PDF sheets of a category
 * (GENERAL, INSTITUTION, NOTAIRE, PRO, BENEVOLE) and downloads one. The sheets' text is in the source
 * (`domain/fichesMemo/contenu.ts`); the server draws the PDF on demand, so the list and the files can never differ.
 * The download route is an extension: the spec names the list only.
 */
import { z } from 'zod';
import { CATEGORIES_FICHES_MEMO } from '../domain/fichesMemo/categories.ts';
import { route } from './route.ts';

export const MESSAGE_CATEGORIE_FICHE_MEMO = `La catégorie de fiches mémo doit être l'une des suivantes : ${CATEGORIES_FICHES_MEMO.join(', ')}.`;

export const categorieFicheMemoSchema = z.enum(CATEGORIES_FICHES_MEMO, { error: () => MESSAGE_CATEGORIE_FICHE_MEMO });

export const ficheMemoSchema = z.object({
  /** file name, `fiche-memo-<slug>.pdf` */
  nom: z.string(),
  titre: z.string(),
  resume: z.string(),
  categorie: categorieFicheMemoSchema,
  /** day of the text's last review, ISO (yyyy-mm-dd) */
  miseAJour: z.string(),
  /** size of the PDF in bytes */
  taille: z.number().int().positive(),
  /** where the PDF downloads from (same origin) */
  lien: z.string(),
});
export type FicheMemoListee = z.infer<typeof ficheMemoSchema>;

export const liste = route({
  id: 'fichesMemo.liste',
  area: 'public',
  method: 'GET',
  path: '/api/public/fichesmemo/recupereNomDesFichiers',
  acces: 'public',
  resume:
    "Les fiches mémo d'une catégorie (GENERAL, INSTITUTION, NOTAIRE, PRO ou BENEVOLE) : nom du fichier, titre, résumé, date, taille et adresse de téléchargement du PDF.",
  query: z.object({ categorie: categorieFicheMemoSchema }),
  response: z.array(ficheMemoSchema),
});

export const telecharger = route({
  id: 'fichesMemo.telecharger',
  area: 'public',
  method: 'GET',
  path: '/api/public/fichesmemo/telecharger',
  acces: 'public',
  extension: true,
  resume: "Une fiche mémo en PDF (nom du fichier dans content-disposition) ; 404 pour tout nom qui n'est pas celui d'une fiche.",
  // any text: a name that is not a sheet's answers the same 404 (nothing built from it)
  query: z.object({ fichier: z.string({ error: 'Le nom du fichier est obligatoire.' }) }),
  responseFormat: 'binary',
  erreurs: ['RESSOURCE_INTROUVABLE'],
});

/** The download address of a sheet (what the list gives as `lien`). */
export const lienFicheMemo = (nom: string) => `${telecharger.path}?${new URLSearchParams({ fichier: nom })}`;

export const ROUTES_FICHES_MEMO = [liste, telecharger];
