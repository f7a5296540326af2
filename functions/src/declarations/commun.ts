/**
 * What the declaration use cases share (issue 4): sequences, loading a declaration with its ownership rule, the
 * server-side rule context, the condominium summary drawn from the blocks, and the wire shape of a draft.
 */
import { resumePublic } from '@registre/shared/domain/annuaire/projection';
import { resumeAnalytique } from '@registre/shared/domain/categorisation/criteres';
import type { Autorite } from '@registre/shared/domain/profils';
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { ecrireDate } from '@registre/shared/domain/copropriete/conversions';
import { avertissementsImmatCopropriete } from '@registre/shared/domain/copropriete/avertissements';
import type { ContexteDeclaration, ImmatCopropriete, NomBloc } from '@registre/shared/domain/copropriete/types';
import { NOMS_BLOCS } from '@registre/shared/domain/copropriete/types';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import {
  immatCoproprieteBrouillonSchema,
  immatCoproprieteDepuisServeur,
} from '@registre/shared/schemas/copropriete/immatCopropriete';
import type { DeclarationDto } from '@registre/shared/schemas/copropriete/api';
import { db } from '../adapters/dynamodb/service.ts';
import type { Declaration } from '../adapters/dynamodb/declaration.ts';
import type { Session } from '../platform/session.ts';

export type TypeImmatCode = 'DEFAULT' | 'INITIALE' | 'OFFICE';

/** The authority each registration route needs (the route accepts any of the three; the use case checks its own). */
export const AUTORITE_PAR_PARCOURS: Record<TypeImmatCode, Autorite> = {
  DEFAULT: 'IMMATRICULER_NVELLE_COPRO',
  INITIALE: 'IMMATRICULER_INITIALE',
  OFFICE: 'IMMATRICULER_D_OFFICE',
};

export function exigerAutoriteParcours(session: Session, typeImmat: TypeImmatCode) {
  if (!session.autorites.includes(AUTORITE_PAR_PARCOURS[typeImmat])) throw new ErreurMetier('ACCES_NON_AUTORISE');
}

/** The next value of an atomic sequence (`sequence.<nom>`): UpdateItem ADD, never reused, a lost race leaves a gap. */
export async function prochainNumero(
  nom: 'declaration' | 'copropriete' | 'mandat' | 'immatriculation' | 'successeur' | 'dissolution',
): Promise<number> {
  const r = await db()
    .entities.compteur.update({ nom: `sequence.${nom}` })
    .add({ valeur: 1 })
    .go({ response: 'all_new' });
  return r.data.valeur as number;
}

export async function chargerDeclaration(idDeclaration: number): Promise<Declaration | null> {
  return (await db().entities.declaration.get({ idDeclaration }).go()).data;
}

/**
 * A declaration of the caller's declarant; 404 otherwise (another declarant's ids reveal nothing, a keeper has
 * no declarant). Deleted drafts are gone.
 */
export async function exigerDeclarationDe(session: Session, idDeclaration: number): Promise<Declaration> {
  const d = await chargerDeclaration(idDeclaration);
  if (!d || session.idTeledeclarant === null || d.idTeledeclarant !== session.idTeledeclarant || d.statut === 'SUPPRIME')
    throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return d;
}

/** A draft the caller may still change: statut BROUILLON (a new one, or one sent back by a precision request). */
export function exigerModifiable(d: Declaration) {
  if (d.statut !== 'BROUILLON') throw new ErreurMetier('DECLARATION_NON_MODIFIABLE');
}

/** The rule context the server builds: today in Paris from the request clock, the route, the geocoder state. */
export function contexteDe(
  d: { typeImmat: TypeImmatCode; typeMaj?: string | null; geolocalisationIndisponible?: boolean | null },
  maintenant: Date,
): ContexteDeclaration {
  return {
    aujourdhui: dateDuJourParis(maintenant),
    typeImmat: d.typeImmat,
    typeMaj: (d.typeMaj as ContexteDeclaration['typeMaj']) ?? null,
    finMandatPrecedent: null,
    exercicesPrecedents: [],
    geolocalisationIndisponible: d.geolocalisationIndisponible ?? false,
  };
}

/** An empty declaration (a new draft, not saved): the server shape of an empty form; no mandate block for a notary. */
export function immatCoproprieteVide(typeImmat: TypeImmatCode): ImmatCopropriete {
  return immatCoproprieteBrouillonSchema.parse({ infoRattachement: typeImmat === 'DEFAULT' ? {} : null });
}

/** What lists, duplicates and the keepers' queue show of a condominium, drawn from its declaration. */
export function resumeCopropriete(v: ImmatCopropriete) {
  const id = v.identification;
  const a = id.adressePrincipale;
  return {
    nomCopropriete: id.nomCopropriete ?? undefined,
    adresseReference: a?.libelle ?? undefined,
    codePostal: a?.codePostal ?? undefined,
    commune: a?.commune ?? undefined,
    codeInsee: a?.codeInsee ?? undefined,
    dateReglementCopropriete: id.dateReglementCopropriete ?? undefined,
    nbLots: id.nbLots ?? undefined,
    nbBatiments: v.donneesTechniques.nbBatimentsTotal ?? undefined,
    parcellesNonGeolocalisees: id.parcelle.some((p) => !p.geolocalisee),
    /** [issue 12] what the public directory and statistics show (the stream projector reads nothing else) */
    publique: resumePublic(v),
    /** [issue 13] what the categorisation tool filters on (procedures, last exercise's figures) */
    analytique: resumeAnalytique(v),
  };
}

const ISO_JOUR = /^\d{4}-\d{2}-\d{2}/;

/** The draft (or submitted declaration) as the wizard edits it: form shape, warnings with their block, context. */
export function versDto(d: Declaration, maintenant: Date, ctx: ContexteDeclaration = contexteDe(d, maintenant)): DeclarationDto {
  const typeImmat = d.typeImmat as TypeImmatCode;
  const valeur = d.immatCopropriete as ImmatCopropriete;
  const confirmations = d.confirmations ?? [];
  const avertissements = avertissementsImmatCopropriete(valeur, ctx).map((a) => {
    const [bloc, ...reste] = a.champ.split('.');
    return {
      code: a.code,
      bloc: (NOMS_BLOCS as readonly string[]).includes(bloc) ? (bloc as NomBloc) : 'identification',
      champ: reste.join('.'),
      message: a.message,
      confirme: confirmations.includes(a.code),
    };
  });
  return {
    id: d.idDeclaration,
    version: d.version,
    idCopropriete: d.idCopropriete ?? null,
    typeImmat,
    typeMaj: (d.typeMaj as DeclarationDto['typeMaj']) ?? null,
    statut: d.statut,
    etape: (d.etape as DeclarationDto['etape']) ?? null,
    emailSyndic: d.emailSyndic ?? null,
    immatCopropriete: immatCoproprieteDepuisServeur(valeur),
    confirmations,
    avertissements,
    contexte: ctx,
    dateCreation: d.dateCreation,
    dateModification: d.dateModification,
    dateSoumission: d.dateSoumission ?? null,
    syndicExistant: d.syndicExistant ?? null,
    dateMiseEnDemeure: d.dateMiseEnDemeure && ISO_JOUR.test(d.dateMiseEnDemeure) ? ecrireDate(d.dateMiseEnDemeure) : null,
    geolocalisationIndisponible: d.geolocalisationIndisponible ?? false,
    demandePrecision: d.demandePrecision ?? null,
  };
}

/** "Prénom Nom" of an account, for the keepers' queue. */
export async function nomUtilisateur(login: string): Promise<string | undefined> {
  const { data: u } = await db().entities.utilisateur.get({ login }).go();
  return u ? `${u.prenom ?? ''} ${u.nom ?? ''}`.trim() || undefined : undefined;
}

/** The declarant's name shown as the legal representative of its condominiums. */
export async function raisonSocialeDe(idTeledeclarant: number | null): Promise<string | undefined> {
  if (idTeledeclarant === null) return undefined;
  const { data: t } = await db().entities.teledeclarant.get({ idTeledeclarant }).go();
  return t?.raisonSociale ?? undefined;
}
