/** [issue 25] The « accès logiciel » of an establishment, as its principal administrator manages them. */
import { z } from 'zod';
import { porteeLogicielSchema } from '../../domain/logiciels/portees.ts';
import { texteObligatoire } from '../commun.ts';

export const creationAccesLogicielSchema = z
  .object({
    nomLogiciel: texteObligatoire(80, 'Indiquez le nom du logiciel.'),
    portees: z
      .array(porteeLogicielSchema, { error: 'Choisissez au moins une portée.' })
      .min(1, 'Choisissez au moins une portée.')
      .transform((p) => [...new Set(p)]),
  })
  .strict();

export const accesLogicielSchema = z.object({
  clientId: z.string(),
  nomLogiciel: z.string(),
  portees: z.array(porteeLogicielSchema),
  statut: z.enum(['ACTIF', 'REVOQUE']),
  creeLe: z.string(),
  /** the login of who created it */
  creePar: z.string(),
  /** the last time its secret was renewed, null when never */
  secretRenouveleLe: z.string().nullable(),
  /** the last call made with it (to the minute), null when never used */
  dernierUsage: z.string().nullable(),
  revoqueLe: z.string().nullable(),
});
export type AccesLogiciel = z.infer<typeof accesLogicielSchema>;

export const listeAccesLogicielsSchema = z.object({ acces: z.array(accesLogicielSchema) });

/** The answer that shows the secret, once (creation and renewal): the secret is stored nowhere in the register. */
export const accesAvecSecretSchema = z.object({ acces: accesLogicielSchema, secret: z.string() });
