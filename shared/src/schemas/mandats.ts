/**
 * Mandates and attachment (issue 5): the wire shapes of a mandate, of the attachment request without proof
 * (`rattachement/pasJustif`) and the rules of its mandate fields — those of the infoRattachement block (spec 000
 * §5), checked again on the server with the previous mandate's end.
 */
import { z } from 'zod';
import { EtatCopropriete, StatutDeclaration, TypeJustifMandat } from '../domain/enums.ts';
import type { ContexteInfoRattachement, InfoRattachement } from '../domain/copropriete/types.ts';
import { infoRattachementChamps, infoRattachementVersServeur, reglesInfoRattachement } from './copropriete/infoRattachement.ts';
import { signaleur } from './copropriete/champs.ts';
import { OBLIGATOIRE } from './commun.ts';

export const MESSAGE_DECLARATION_HONNEUR = "Cochez la déclaration sur l'honneur pour envoyer la demande de rattachement.";

/** A mandate as the API shows it (dates ISO yyyy-mm-dd), with its condominium's number and name when known. */
export const mandatSchema = z.object({
  idMandat: z.number().int(),
  idCopropriete: z.number().int(),
  immatriculation: z.string().nullable(),
  nomCopropriete: z.string().nullable(),
  idTeledeclarant: z.number().int(),
  /** the declarant's name (raison sociale), when known */
  raisonSociale: z.string().nullable(),
  statut: StatutDeclaration.schema,
  dateDebut: z.string(),
  dateFin: z.string(),
  adminProvisoire: z.boolean().nullable(),
  typeJustif: TypeJustifMandat.schema.nullable(),
  nomFichier: z.string().nullable(),
  dateTeleversement: z.string().nullable(),
  dateCreation: z.string(),
  version: z.number().int(),
});
export type MandatDto = z.infer<typeof mandatSchema>;

/** The mandate fields of an attachment request: those of the infoRattachement step (dd/mm/yyyy, "true"/"false"). */
const champsMandat = infoRattachementChamps.pick({
  adminProvisoire: true,
  dateDebutMandat: true,
  dateFinMandat: true,
  typeJustifMandat: true,
});

/** POST rattachement/pasJustif: the registration number, the mandate, the confirmed warnings, the sworn statement. */
export const demandeRattachementSchema = champsMandat.extend({
  immatriculation: z.string({ error: OBLIGATOIRE }).trim().min(1, OBLIGATOIRE).max(20),
  confirmations: z.array(z.string().max(60)).max(20).default([]),
  declarationHonneur: z.literal(true, { error: MESSAGE_DECLARATION_HONNEUR }),
});
export type DemandeRattachement = z.input<typeof demandeRattachementSchema>;

/** The mandate of an attachment request with every rule of spec 000 §5 → the server block (ISO dates). */
export const mandatRattachementSchema = (ctx: ContexteInfoRattachement) =>
  champsMandat
    .superRefine((v, c) => reglesInfoRattachement(v, ctx, signaleur(c)))
    .transform((v): InfoRattachement => infoRattachementVersServeur(v));

export const resultatRattachementSchema = z.object({
  idMandat: z.number().int(),
  idCopropriete: z.number().int(),
  idDemande: z.string(),
  echeance: z.string(),
  message: z.string(),
});

/** GET getetat/{x}: the condominium's state. */
export const etatCoproprieteSchema = z.object({ response: EtatCopropriete.schema });
