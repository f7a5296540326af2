/**
 * The whole declaration: immatCopropriete and its five blocks (spec 000 §3), with every block's rules and the
 * rules that cross blocks (the mandate is required on the syndic's route only; the financial and technical
 * rules read the settlement date and the number of lots of the identification block).
 */
import { z } from 'zod';
import { lireDate, lireEntier } from '../../domain/copropriete/conversions.ts';
import type { ContexteDeclaration, ImmatCopropriete, NomBloc } from '../../domain/copropriete/types.ts';
import { signaleur, type Signaler } from './champs.ts';
import {
  donneesFinancieresBrouillonSchema,
  donneesFinancieresChamps,
  donneesFinancieresSchema,
  donneesFinancieresDepuisServeur,
  donneesFinancieresVersServeur,
  reglesDonneesFinancieres,
} from './donneesFinancieres.ts';
import {
  donneesTechniquesBrouillonSchema,
  donneesTechniquesChamps,
  donneesTechniquesSchema,
  donneesTechniquesDepuisServeur,
  donneesTechniquesVersServeur,
  reglesDonneesTechniques,
} from './donneesTechniques.ts';
import {
  identificationBrouillonSchema,
  identificationChamps,
  identificationSchema,
  identificationDepuisServeur,
  identificationVersServeur,
  reglesIdentification,
} from './identification.ts';
import {
  infoRattachementBrouillonSchema,
  infoRattachementChamps,
  infoRattachementSchema,
  infoRattachementDepuisServeur,
  infoRattachementVersServeur,
  reglesInfoRattachement,
} from './infoRattachement.ts';
import {
  proceduresBrouillonSchema,
  proceduresChamps,
  proceduresSchema,
  proceduresDepuisServeur,
  proceduresVersServeur,
  reglesProcedures,
} from './procedures.ts';

export const MESSAGE_RATTACHEMENT_OBLIGATOIRE = 'Les informations de rattachement (mandat du syndic) sont obligatoires.';

export const immatCoproprieteChamps = z.object({
  infoRattachement: infoRattachementChamps.nullish(),
  identification: identificationChamps,
  procedures: proceduresChamps,
  donneesFinancieres: donneesFinancieresChamps,
  donneesTechniques: donneesTechniquesChamps,
});
export type ImmatCoproprieteFormulaire = z.input<typeof immatCoproprieteChamps>;

/** Every rule of the five blocks, paths prefixed by the block. */
export function reglesImmatCopropriete(v: ImmatCoproprieteFormulaire, ctx: ContexteDeclaration, signaler: Signaler): void {
  const dans =
    (bloc: string): Signaler =>
    (chemin, message) =>
      signaler([bloc, ...chemin], message);
  const ctxComplet: ContexteDeclaration = {
    ...ctx,
    dateReglementCopropriete: lireDate(v.identification.dateReglementCopropriete) ?? ctx.dateReglementCopropriete ?? null,
    nbLots: lireEntier(v.identification.nbLots) ?? ctx.nbLots ?? null,
  };
  if (ctx.typeImmat === 'DEFAULT' && !ctx.miseAJour) {
    if (v.infoRattachement) reglesInfoRattachement(v.infoRattachement, ctxComplet, dans('infoRattachement'));
    else signaler(['infoRattachement'], MESSAGE_RATTACHEMENT_OBLIGATOIRE);
  }
  reglesIdentification(v.identification, ctxComplet, dans('identification'));
  reglesProcedures(v.procedures, ctxComplet, dans('procedures'));
  reglesDonneesFinancieres(v.donneesFinancieres, ctxComplet, dans('donneesFinancieres'));
  reglesDonneesTechniques(v.donneesTechniques, ctxComplet, dans('donneesTechniques'));
}

/** Form → server for the five blocks. */
export function immatCoproprieteVersServeur(v: ImmatCoproprieteFormulaire): ImmatCopropriete {
  return {
    infoRattachement: v.infoRattachement ? infoRattachementVersServeur(v.infoRattachement) : null,
    identification: identificationVersServeur(v.identification),
    procedures: proceduresVersServeur(v.procedures),
    donneesFinancieres: donneesFinancieresVersServeur(v.donneesFinancieres),
    donneesTechniques: donneesTechniquesVersServeur(v.donneesTechniques),
  };
}

/** Server → form for the five blocks (a missing block gives an empty form). */
export function immatCoproprieteDepuisServeur(s: Partial<ImmatCopropriete> | null | undefined): ImmatCoproprieteFormulaire {
  return {
    infoRattachement: s?.infoRattachement ? infoRattachementDepuisServeur(s.infoRattachement) : null,
    identification: identificationDepuisServeur(s?.identification),
    procedures: proceduresDepuisServeur(s?.procedures),
    donneesFinancieres: donneesFinancieresDepuisServeur(s?.donneesFinancieres),
    donneesTechniques: donneesTechniquesDepuisServeur(s?.donneesTechniques),
  };
}

/** The whole declaration with every rule; on the notary's routes the mandate block is dropped (null). */
export const immatCoproprieteSchema = (ctx: ContexteDeclaration) =>
  immatCoproprieteChamps
    .superRefine((v, c) => reglesImmatCopropriete(v, ctx, signaleur(c)))
    .transform((v) => {
      const serveur = immatCoproprieteVersServeur(v);
      return ctx.typeImmat === 'DEFAULT' && !ctx.miseAJour ? serveur : { ...serveur, infoRattachement: null };
    });

/** A draft (brouillon/save): formats only, every block may be partial. */
export const immatCoproprieteBrouillonSchema = z
  .object({
    infoRattachement: infoRattachementChamps.nullish(),
    identification: identificationChamps.nullish(),
    procedures: proceduresChamps.nullish(),
    donneesFinancieres: donneesFinancieresChamps.nullish(),
    donneesTechniques: donneesTechniquesChamps.nullish(),
  })
  .transform((v) =>
    immatCoproprieteVersServeur({
      infoRattachement: v.infoRattachement,
      identification: v.identification ?? {},
      procedures: v.procedures ?? {},
      donneesFinancieres: v.donneesFinancieres ?? {},
      donneesTechniques: v.donneesTechniques ?? {},
    }),
  );

/** The codes of the warnings the user confirmed, carried by a submission. */
export const confirmationsSchema = z.array(z.string().trim().min(1).max(60)).max(50).default([]);

/**
 * Each block's schema, for a generic "save this step" (the wizard maps its step keys to blocks with
 * BLOC_PAR_ETAPE): `SCHEMAS_PAR_BLOC[bloc](ctx)` checks every rule, `BROUILLONS_PAR_BLOC[bloc]` formats only.
 */
export const SCHEMAS_PAR_BLOC = {
  infoRattachement: infoRattachementSchema,
  identification: identificationSchema,
  procedures: proceduresSchema,
  donneesFinancieres: donneesFinancieresSchema,
  donneesTechniques: donneesTechniquesSchema,
} as const satisfies Record<NomBloc, (ctx: ContexteDeclaration) => z.ZodType>;

export const BROUILLONS_PAR_BLOC = {
  infoRattachement: infoRattachementBrouillonSchema,
  identification: identificationBrouillonSchema,
  procedures: proceduresBrouillonSchema,
  donneesFinancieres: donneesFinancieresBrouillonSchema,
  donneesTechniques: donneesTechniquesBrouillonSchema,
} as const satisfies Record<NomBloc, z.ZodType>;
