/**
 * The successor declaration (spec 001 "Successor payload": siret, type, email) and its confirmation through the
 * mailed link: the form's schema (the shared one, the condominium aside), the messages shown, and what the link's
 * page offers to whom.
 */
import type { z } from 'zod';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import { declarationSuccesseurSchema, TYPES_SUCCESSEUR } from '@registre/shared/schemas/mandats';

/** The form: the shared schema of `POST teledeclarant/successeur` without the condominium (from the address). */
export const formulaireSuccesseurSchema = declarationSuccesseurSchema.omit({ idCopropriete: true });
export type FormulaireSuccesseur = z.input<typeof formulaireSuccesseurSchema>;
export const CHAMPS_SUCCESSEUR = ['siret', 'type', 'email'] as const;
/** nothing chosen for the type until the user answers */
export const VALEURS_VIDES: Partial<FormulaireSuccesseur> = { siret: '', email: '' };

export const LIBELLES_TYPE_SUCCESSEUR: Record<(typeof TYPES_SUCCESSEUR)[number], string> = {
  PRO: 'Syndic professionnel',
  NON_PRO: 'Syndic bénévole',
};

/** An ISO instant as the day it falls on in Paris (dd/mm/yyyy). */
export const jourParis = (instant: string) => dateIsoVersFr(dateDuJourParis(new Date(instant)));

/** "Un courriel a été envoyé à … ; le lien est valable jusqu'au …." */
export const messageEnvoi = (email: string, expireLe: string) =>
  `Un courriel a été envoyé à ${email} ; le lien est valable jusqu'au ${jourParis(expireLe)}.`;

export type SituationVisiteur = 'anonyme' | 'syndic' | 'autre';

/** Who opens the link: not signed in (sign in first), a syndic account (may confirm or decline), anyone else. */
export function situationVisiteur(v: { connecte: boolean; autorites: readonly string[] }): SituationVisiteur {
  if (!v.connecte) return 'anonyme';
  return v.autorites.includes('VALIDER_DECLA_PREDECESSEUR') ? 'syndic' : 'autre';
}
