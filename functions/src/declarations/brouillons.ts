/**
 * The wizard's drafts (spec 000 §4 "A draft is created or loaded and saved per step"): a blank template per
 * route, saved on the server at each step (created at the first save), resumed from the declarant's list,
 * moved between steps, deleted.
 *
 * Choices: a draft belongs to the declarant of the account that created it (every user of that declarant sees
 * it; anyone else gets 404). Deleting a draft deletes its item (with a journal line): nothing refers to a draft
 * never submitted, and a SUPPRIME status would only weigh on the declarant's list partition. A declaration
 * sent back by a keeper's precision request (BROUILLON again, attached to its condominium and its pending
 * request) cannot be deleted: it is answered by submitting it again.
 */
import { TYPES_MAJ_ASSISTANT } from '@registre/shared/schemas/copropriete/miseAJour';
import { BLOC_PAR_ETAPE, type CleEtape } from '@registre/shared/domain/copropriete/etapes';
import { lireDate } from '@registre/shared/domain/copropriete/conversions';
import type { ContexteDeclaration, ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { immatCoproprieteBrouillonSchema, SCHEMAS_PAR_BLOC } from '@registre/shared/schemas/copropriete/immatCopropriete';
import type { DeclarationDto } from '@registre/shared/schemas/copropriete/api';
import type { z } from 'zod';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Declaration } from '../adapters/dynamodb/declaration.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import type { Session } from '../platform/session.ts';
import {
  contexteDe,
  exigerAutoriteParcours,
  exigerDeclarationDe,
  exigerModifiable,
  immatCoproprieteVide,
  prochainNumero,
  versDto,
  type TypeImmatCode,
} from './commun.ts';

/** zod issues → `{ "identification.nbLots": "message" }` (the first message of each field). */
export function erreursParChamp(issues: readonly z.core.$ZodIssue[], prefixe: readonly string[] = []): Record<string, string> {
  const erreurs: Record<string, string> = {};
  for (const i of issues) {
    const champ = [...prefixe, ...i.path.map(String)].join('.') || prefixe.join('.') || 'immatCopropriete';
    erreurs[champ] ??= i.message;
  }
  return erreurs;
}

/** GET new/{x}: a blank draft of route x, not saved (the caller must hold that route's authority). */
export function nouveauBrouillon(
  session: Session,
  typeImmat: TypeImmatCode,
  maintenant: Date,
  ajouts: Partial<Pick<Declaration, 'emailSyndic' | 'syndicExistant' | 'dateMiseEnDemeure'>> = {},
): DeclarationDto {
  exigerAutoriteParcours(session, typeImmat);
  const quand = maintenant.toISOString();
  const modele = {
    idDeclaration: 0,
    idTeledeclarant: session.idTeledeclarant ?? 0,
    loginCreateur: session.login,
    statut: 'BROUILLON',
    typeDeclaration: 'BROUILLON',
    typeImmat,
    etape: typeImmat === 'DEFAULT' ? 'infos-rattachement' : 'identification',
    immatCopropriete: immatCoproprieteVide(typeImmat),
    confirmations: [],
    dateCreation: quand,
    dateModification: quand,
    version: 0,
    ...ajouts,
  } as Declaration;
  return { ...versDto(modele, maintenant), id: null, version: null, dateCreation: null, dateModification: null };
}

export interface Enregistrement {
  id: number | null;
  version: number | null;
  typeImmat: TypeImmatCode;
  emailSyndic?: string | null;
  immatCopropriete: unknown;
  confirmations: string[];
  verifierEtape: boolean;
  geolocalisationIndisponible?: boolean;
  syndicExistant?: boolean | null;
  dateMiseEnDemeure?: string | null;
}

/** The rules of one block, with the context completed from the other blocks of the draft. */
export function verifierBloc(etape: CleEtape, brut: unknown, valeur: ImmatCopropriete, ctx: ContexteDeclaration) {
  const bloc = BLOC_PAR_ETAPE[etape];
  if (!bloc || (bloc === 'infoRattachement' && ctx.typeImmat !== 'DEFAULT')) return;
  const contexte: ContexteDeclaration = {
    ...ctx,
    dateReglementCopropriete: valeur.identification.dateReglementCopropriete,
    nbLots: valeur.identification.nbLots,
  };
  const schema = SCHEMAS_PAR_BLOC[bloc](contexte as never) as z.ZodType;
  const r = schema.safeParse((brut as Record<string, unknown> | null | undefined)?.[bloc] ?? {});
  if (!r.success) throw new ErreurMetier('REQUETE_INVALIDE', erreursParChamp(r.error.issues, [bloc]));
}

/**
 * PUT brouillon/save/{x}: formats of the whole form checked (400 with the field errors), the rules of step x
 * when `verifierEtape`; created with a `sequence.declaration` id at the first save, else updated on its
 * version (409 when it moved, 409 DECLARATION_NON_MODIFIABLE once submitted).
 */
export async function enregistrerBrouillon(
  session: Session,
  etape: CleEtape,
  b: Enregistrement,
  maintenant: Date,
): Promise<DeclarationDto> {
  const existant = b.id !== null ? await exigerDeclarationDe(session, b.id) : null;
  const typeImmat = (existant?.typeImmat as TypeImmatCode | undefined) ?? b.typeImmat;
  exigerAutoriteParcours(session, typeImmat);
  if (session.idTeledeclarant === null) throw new ErreurMetier('ACCES_NON_AUTORISE');
  if (existant) {
    exigerModifiable(existant);
    if (b.version !== existant.version) throw new ErreurMetier('CONFLIT_MODIFICATION');
  }
  const r = immatCoproprieteBrouillonSchema.safeParse(b.immatCopropriete ?? {});
  if (!r.success) throw new ErreurMetier('REQUETE_INVALIDE', erreursParChamp(r.error.issues));
  const valeur: ImmatCopropriete = typeImmat === 'DEFAULT' ? r.data : { ...r.data, infoRattachement: null };
  if (existant?.idCopropriete !== undefined) valeur.identification.idCopropriete = existant.idCopropriete;
  const geolocalisationIndisponible = b.geolocalisationIndisponible ?? existant?.geolocalisationIndisponible ?? false;
  const ctx = contexteDe({ typeImmat, typeMaj: existant?.typeMaj, geolocalisationIndisponible }, maintenant);
  if (b.verifierEtape) verifierBloc(etape, b.immatCopropriete, valeur, ctx);

  const quand = maintenant.toISOString();
  const { acteur, profil } = acteurDe(session);
  const dateMiseEnDemeure = b.dateMiseEnDemeure ? (lireDate(b.dateMiseEnDemeure) ?? undefined) : undefined;
  const champs = {
    immatCopropriete: valeur,
    confirmations: b.confirmations,
    etape,
    geolocalisationIndisponible,
    dateModification: quand,
    ...(valeur.identification.nomCopropriete && { nomCopropriete: valeur.identification.nomCopropriete }),
    ...(valeur.identification.adressePrincipale?.libelle && {
      adresseReference: valeur.identification.adressePrincipale.libelle,
    }),
    ...(b.emailSyndic && { emailSyndic: b.emailSyndic.toLowerCase() }),
    ...(typeImmat === 'OFFICE' && b.syndicExistant != null && { syndicExistant: b.syndicExistant }),
    ...(typeImmat === 'OFFICE' && dateMiseEnDemeure && { dateMiseEnDemeure }),
  };
  let idDeclaration: number;
  if (!existant) {
    idDeclaration = await prochainNumero('declaration');
    await transaction((e) => [
      e.declaration
        .create({
          idDeclaration,
          idTeledeclarant: session.idTeledeclarant!,
          loginCreateur: session.login,
          statut: 'BROUILLON',
          typeDeclaration: 'BROUILLON',
          typeImmat,
          ...champs,
          dateCreation: quand,
        })
        .commit(),
      ligneJournal(e, {
        categorie: 'IMMATRICULATION',
        type: 'CREATION_BROUILLON',
        acteur,
        profil,
        cible: String(idDeclaration),
        details: { typeImmat, etape },
        quand: maintenant,
      }),
    ]);
  } else {
    idDeclaration = existant.idDeclaration;
    await transaction((e) => {
      let maj = e.declaration.patch({ idDeclaration }).set(champs);
      const retirer = [
        ...(!champs.nomCopropriete && existant.nomCopropriete ? (['nomCopropriete'] as const) : []),
        ...(!champs.adresseReference && existant.adresseReference ? (['adresseReference'] as const) : []),
      ];
      if (retirer.length) maj = maj.remove([...retirer]);
      return [
        maj
          .add({ version: 1 })
          .where((a, { eq }) => `${eq(a.version, existant.version)} AND ${eq(a.statut, 'BROUILLON')}`)
          .commit(),
        ligneJournal(e, {
          categorie: 'IMMATRICULATION',
          type: 'MODIFICATION_BROUILLON',
          acteur,
          profil,
          cible: String(idDeclaration),
          details: { etape, verifierEtape: b.verifierEtape },
          quand: maintenant,
        }),
      ];
    });
  }
  return lireBrouillon(session, idDeclaration, maintenant);
}

/** GET brouillon/{id}: a declaration of one's declarant (a draft, or a submitted one to look at). */
export async function lireBrouillon(session: Session, id: number, maintenant: Date): Promise<DeclarationDto> {
  return versDto(await exigerDeclarationDe(session, id), maintenant);
}

/** GET brouillons: the declarant's drafts (gsi1, statut BROUILLON), most recently changed first. */
export async function listerBrouillons(session: Session) {
  if (session.idTeledeclarant === null) return [];
  const { data } = await db()
    .entities.declaration.query.parTeledeclarant({ idTeledeclarant: session.idTeledeclarant, statut: 'BROUILLON' })
    .go({
      pages: 'all',
      attributes: [
        'idDeclaration',
        'version',
        'typeImmat',
        'nomCopropriete',
        'adresseReference',
        'etape',
        'loginCreateur',
        'dateCreation',
        'dateModification',
        'statut',
        'typeMaj',
      ],
    });
  return (
    data
      // [issue 11] the drafts of updates belong to their condominium's record, not to the registration drafts
      .filter((d) => d.statut === 'BROUILLON' && !(TYPES_MAJ_ASSISTANT as readonly string[]).includes(d.typeMaj ?? ''))
      .sort((a, b) => (b.dateModification ?? '').localeCompare(a.dateModification ?? '') || b.idDeclaration! - a.idDeclaration!)
      .map((d) => ({
        id: d.idDeclaration!,
        version: d.version!,
        typeImmat: d.typeImmat!,
        nomCopropriete: d.nomCopropriete ?? null,
        adresseReference: d.adresseReference ?? null,
        etape: d.etape ?? null,
        creePar: d.loginCreateur ?? null,
        dateCreation: d.dateCreation!,
        dateModification: d.dateModification!,
      }))
  );
}

/** PUT brouillon/change-etat: the step where the draft is (resumed there). */
export async function changerEtape(
  session: Session,
  b: { id: number; version: number; etape: CleEtape },
  maintenant: Date,
): Promise<DeclarationDto> {
  const d = await exigerDeclarationDe(session, b.id);
  exigerModifiable(d);
  if (d.version !== b.version) throw new ErreurMetier('CONFLIT_MODIFICATION');
  const { acteur, profil } = acteurDe(session);
  await transaction((e) => [
    e.declaration
      .patch({ idDeclaration: b.id })
      .set({ etape: b.etape, dateModification: maintenant.toISOString() })
      .add({ version: 1 })
      .where((a, { eq }) => `${eq(a.version, b.version)} AND ${eq(a.statut, 'BROUILLON')}`)
      .commit(),
    ligneJournal(e, {
      categorie: 'IMMATRICULATION',
      type: 'MODIFICATION_BROUILLON',
      acteur,
      profil,
      cible: String(b.id),
      details: { etape: b.etape },
      quand: maintenant,
    }),
  ]);
  return lireBrouillon(session, b.id, maintenant);
}

/** DELETE brouillon/{id}: the draft item deleted (see the header), with its journal line. */
export async function supprimerBrouillon(session: Session, id: number, maintenant: Date) {
  const d = await exigerDeclarationDe(session, id);
  exigerModifiable(d);
  if (d.idCopropriete !== undefined) throw new ErreurMetier('DECLARATION_NON_MODIFIABLE');
  const { acteur, profil } = acteurDe(session);
  await transaction((e) => [
    e.declaration
      .delete({ idDeclaration: id })
      .where((a, { eq }) => `${eq(a.version, d.version)} AND ${eq(a.statut, 'BROUILLON')}`)
      .commit(),
    ligneJournal(e, {
      categorie: 'IMMATRICULATION',
      type: 'SUPPRESSION_BROUILLON',
      acteur,
      profil,
      cible: String(id),
      details: { typeImmat: d.typeImmat },
      quand: maintenant,
    }),
  ]);
  return { response: true };
}
