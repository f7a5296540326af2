/**
 * The keepers' removals with a required reason and their mandate date edits (issue 5, spec 000 §6 "Keeper
 * profiles: … delete a condominium, withdraw an attachment, delete a mandate attachment, edit mandate start
 * dates", §7): the bodies and answers, shared by the keeper's page and the server.
 */
import { z } from 'zod';
import { StatutDeclaration, TypeDeclaration } from '../domain/enums.ts';
import { dateFrVersIso } from '../domain/valeurs.ts';
import { MESSAGE_FORMULE, OBLIGATOIRE, sansFormule } from './commun.ts';

export const MESSAGE_RAISON = 'Indiquez la raison de la suppression.';

/** The reason every removal requires (journal and mail to the syndic). */
export const raisonSuppression = z
  .string({ error: MESSAGE_RAISON })
  .refine(sansFormule, MESSAGE_FORMULE)
  .trim()
  .min(1, MESSAGE_RAISON)
  .max(2000, '2 000 caractères au maximum.');

export const suppressionSchema = z.object({ raison: raisonSuppression });

/** PUT coproprietes/supprimer-declarations: some declarations of a condominium, deleted (SUPPRIME) with a reason. */
export const suppressionDeclarationsSchema = z.object({
  idCopropriete: z.number({ error: OBLIGATOIRE }).int().positive(),
  idsDeclarations: z
    .array(z.number().int().positive())
    .min(1, 'Cochez au moins une déclaration à supprimer.')
    .max(50, '50 déclarations au plus à la fois.'),
  raison: raisonSuppression,
});

/** A date in a path: dd-mm-yyyy (a slash cannot travel in a path segment) or yyyy-mm-dd → yyyy-mm-dd. */
export const dateChemin = z
  .string()
  .trim()
  .transform((v, c) => {
    const iso = /^\d{4}-\d{2}-\d{2}$/.test(v)
      ? dateFrVersIso(v.split('-').reverse().join('/'))
      : dateFrVersIso(v.replace(/-/g, '/'));
    if (!iso) {
      c.addIssue({ code: 'custom', message: 'La date doit être au format JJ-MM-AAAA.' });
      return z.NEVER;
    }
    return iso;
  });

/** A declaration of a condominium as the keeper's page lists it (GET coproprietes/{id}/declarationsPrecedentes). */
export const declarationResumeSchema = z.object({
  idDeclaration: z.number().int(),
  statut: StatutDeclaration.schema,
  typeDeclaration: TypeDeclaration.schema.nullable(),
  typeMaj: z.string().nullable(),
  idTeledeclarant: z.number().int().nullable(),
  declarant: z.string().nullable(),
  dateCreation: z.string(),
  dateModification: z.string().nullable(),
  /** the declaration in force (cannot be deleted) */
  courante: z.boolean(),
  /** the keeper may delete it (not the one in force, not one awaiting validation, not already deleted) */
  supprimable: z.boolean(),
});
export type DeclarationResume = z.infer<typeof declarationResumeSchema>;
