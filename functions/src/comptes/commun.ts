/** Helpers shared by the use cases of accounts and declarants: loading, keys, the wire shapes. */
import { createHash, randomBytes } from 'node:crypto';
import { LIBELLES_PROFIL, type Profil } from '@registre/shared/domain/profils';
import { dureeCleH, type UsageCle } from '@registre/shared/domain/activation';
import { droitsAffiches, type Acteur, type Cible } from '@registre/shared/domain/utilisateurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { Etablissement, UtilisateurDto } from '@registre/shared/schemas/teledeclarant';
import { db, type EntitesTransaction } from '../adapters/dynamodb/service.ts';
import type { Utilisateur } from '../adapters/dynamodb/utilisateur.ts';
import type { Teledeclarant } from '../adapters/dynamodb/teledeclarant.ts';
import type { EtablissementItem } from '../adapters/dynamodb/etablissement.ts';
import type { Session } from '../platform/session.ts';

export const hacher = (valeur: string) => createHash('sha256').update(valeur).digest('hex');
/** The postal code is hashed with the declarant id, so that two declarants with the same code differ. */
export const hacherCode = (idTeledeclarant: number, code: string) => hacher(`${idTeledeclarant}:${code}`);

export async function chargerUtilisateur(login: string): Promise<Utilisateur | null> {
  return (await db().entities.utilisateur.get({ login: login.trim().toLowerCase() }).go()).data;
}
export async function chargerTeledeclarant(idTeledeclarant: number): Promise<Teledeclarant | null> {
  return (await db().entities.teledeclarant.get({ idTeledeclarant }).go()).data;
}
export async function exigerTeledeclarant(idTeledeclarant: number): Promise<Teledeclarant> {
  const t = await chargerTeledeclarant(idTeledeclarant);
  if (!t) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return t;
}
export async function utilisateursDe(idTeledeclarant: number): Promise<Utilisateur[]> {
  return (await db().entities.utilisateur.query.parTeledeclarant({ idTeledeclarant }).go({ pages: 'all' })).data;
}

/** The caller as the pure rules see them. */
export const acteur = (s: Session): Acteur => ({
  login: s.login,
  profil: s.profil,
  autorites: s.autorites,
  idTeledeclarant: s.idTeledeclarant,
});
export const cible = (u: Utilisateur): Cible => ({
  login: u.login,
  profil: u.profil,
  statut: u.statut,
  idTeledeclarant: u.idTeledeclarant ?? null,
  adminPrincipal: u.adminPrincipal ?? false,
  typeTeledeclarant: u.typeTeledeclarant ?? null,
});

/**
 * A new single-use key: 32 random bytes (base64url, 43 characters) mailed in a link; only its hash is stored.
 * Returns the key and the writes that store it and delete the account's older keys of the same usage.
 */
export async function nouvelleCle(login: string, usage: UsageCle, maintenant: Date) {
  const cle = randomBytes(32).toString('base64url');
  const anciennes = (await db().entities.cle.query.parLogin({ login }).go({ pages: 'all' })).data.filter(
    (c) => c.usage === usage,
  );
  const expiration = new Date(maintenant.getTime() + dureeCleH(usage) * 3_600_000);
  const ecritures = (e: EntitesTransaction) => [
    e.cle
      .create({
        hash: hacher(cle),
        usage,
        login,
        expiration: expiration.toISOString(),
        dateCreation: maintenant.toISOString(),
        ttl: Math.floor(expiration.getTime() / 1000) + 86_400,
      })
      .commit(),
    ...anciennes.map((c) => e.cle.delete({ hash: c.hash }).commit()),
  ];
  return { cle, ecritures };
}

export function versUtilisateurDto(u: Utilisateur, a: Acteur): UtilisateurDto {
  return {
    login: u.login,
    email: u.email,
    civilite: u.civilite ?? null,
    nom: u.nom,
    prenom: u.prenom,
    telephone: u.telephone ?? null,
    profil: u.profil,
    libelleProfil: LIBELLES_PROFIL[u.profil as Profil],
    statut: u.statut,
    adminPrincipal: u.adminPrincipal ?? false,
    restrictions: u.restrictions ?? [],
    idTeledeclarant: u.idTeledeclarant ?? null,
    ...droitsAffiches(a, cible(u)),
    dateCreation: u.dateCreation,
    dateDerniereActivite: u.dateDerniereActivite ?? null,
    version: u.version,
  };
}

export function versEtablissementDto(e: EtablissementItem): Etablissement {
  const n = (v: string | undefined) => v ?? null;
  return {
    siret: e.siret,
    codeApe: n(e.codeApe),
    libelleNaf: n(e.libelleNaf),
    libelleTypeEtab: n(e.libelleTypeEtab),
    typeEtab: n(e.typeEtab),
    raisonSociale: e.raisonSociale,
    l1: n(e.l1),
    l2: n(e.l2),
    l3: n(e.l3),
    l4: n(e.l4),
    l5: n(e.l5),
    l6: n(e.l6),
    l7: n(e.l7),
    codeInsee: n(e.codeInsee),
    codePostal: n(e.codePostal),
    localite: n(e.localite),
    immeuble: n(e.immeuble),
    voie: n(e.voie),
    telephone: n(e.telephone),
    actif: e.actif ?? true,
    version: e.version,
  };
}

/** The keepers' row of a declarant (spec 001 §3 "Search fields"). */
export function versLigne(t: Teledeclarant) {
  return {
    idTeledeclarant: t.idTeledeclarant,
    raisonSociale: t.raisonSociale ?? null,
    siret: t.siret ?? null,
    typeTeledeclarant: t.type,
    codePostal: t.codePostal ?? null,
    commune: t.commune ?? null,
    nomAdmin: t.nomAdmin ?? null,
    prenomAdmin: t.prenomAdmin ?? null,
    email: t.email ?? null,
    statutTeledeclarant: t.statut,
    motDePasseActive: t.motDePasseActive ?? false,
    codeAPE: t.codeApe ?? null,
    dateCreation: t.dateCreation,
    version: t.version,
  };
}
