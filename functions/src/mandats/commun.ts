/**
 * What the mandate use cases share (issue 5): a condominium by registration number or id, its mandates, a
 * mandate by id, the declarants' SIRET/name, the wire shape of a mandate and the ownership rule (a syndic sees
 * only its establishment's mandates, keepers see all), the successor declarations of a condominium.
 */
import { estTeneur } from '@registre/shared/domain/profils';
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { MandatDto } from '@registre/shared/schemas/mandats';
import { db } from '../adapters/dynamodb/service.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Mandat } from '../adapters/dynamodb/mandat.ts';
import type { Successeur } from '../adapters/dynamodb/successeur.ts';
import type { Session } from '../platform/session.ts';

/** A registered condominium by its number (AA1234567, AA1-234-567); null when none has it. */
export async function coproprieteParImmat(immat: string): Promise<Copropriete | null> {
  const numero = normaliserImmatriculation(immat.trim());
  if (!numero) return null;
  const { data } = await db().entities.copropriete.query.parImmatriculation({ immatriculation: numero }).go();
  return data[0] ?? null;
}

/** `x`: a registration number, or a condominium id (digits only). */
export async function coproprieteParNumeroOuId(x: string): Promise<Copropriete | null> {
  const s = x.trim();
  if (/^\d{1,12}$/.test(s))
    return (
      await db()
        .entities.copropriete.get({ idCopropriete: Number(s) })
        .go()
    ).data;
  return coproprieteParImmat(s);
}

export async function mandatsDe(idCopropriete: number): Promise<Mandat[]> {
  return (await db().entities.mandat.query.parCopropriete({ idCopropriete }).go({ pages: 'all' })).data;
}

export async function mandatParId(idMandat: number): Promise<Mandat | null> {
  return (await db().entities.mandat.query.parId({ idMandat }).go()).data[0] ?? null;
}

export const voitTout = (s: Session) => estTeneur(s.profil);

/** The mandate if the caller may see it (its establishment's, or any for a keeper), else 404. */
export function exigerVisible(s: Session, m: Mandat | null): Mandat {
  if (!m || (!voitTout(s) && (s.idTeledeclarant === null || m.idTeledeclarant !== s.idTeledeclarant)))
    throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return m;
}

export interface InfosDeclarant {
  siret: string | null;
  raisonSociale: string | null;
}

/** SIRET and name of some declarants (one BatchGet). */
export async function declarants(ids: readonly number[]): Promise<Map<number, InfosDeclarant>> {
  const uniques = [...new Set(ids)];
  if (!uniques.length) return new Map();
  const { data } = await db()
    .entities.teledeclarant.get(uniques.map((idTeledeclarant) => ({ idTeledeclarant })))
    .go();
  return new Map(data.map((t) => [t.idTeledeclarant, { siret: t.siret ?? null, raisonSociale: t.raisonSociale ?? null }]));
}

export function versMandatDto(
  m: Mandat,
  c: Pick<Copropriete, 'immatriculation' | 'nomCopropriete'> | null,
  raisonSociale: string | null = null,
): MandatDto {
  return {
    idMandat: m.idMandat,
    idCopropriete: m.idCopropriete,
    immatriculation: c?.immatriculation ?? null,
    nomCopropriete: c?.nomCopropriete ?? null,
    idTeledeclarant: m.idTeledeclarant,
    raisonSociale,
    statut: m.statut,
    dateDebut: m.dateDebut,
    dateFin: m.dateFin,
    adminProvisoire: m.adminProvisoire ?? null,
    typeJustif: m.typeJustif ?? null,
    nomFichier: m.nomFichier ?? null,
    dateTeleversement: m.dateTeleversement ?? null,
    dateCreation: m.dateCreation,
    version: m.version,
  };
}

/** The successor declarations of a condominium (gsi1), every status. */
export async function successeursDe(idCopropriete: number): Promise<Successeur[]> {
  return (await db().entities.successeur.query.parCopropriete({ idCopropriete }).go({ pages: 'all' })).data;
}
