/**
 * What the validation use cases share: loading a pending request (or saying why it is gone), its queue row, the
 * condominium by registration number or id, and the address of the declarant to write to.
 */
import type { LigneDemande } from '@registre/shared/schemas/copropriete/api';
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { dissolutionEnAttente } from '@registre/shared/domain/dissolution';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../adapters/dynamodb/service.ts';
import type { DemandeValidation } from '../adapters/dynamodb/demandeValidation.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Declaration } from '../adapters/dynamodb/declaration.ts';
import type { Session } from '../platform/session.ts';
import { acteurDe } from '../platform/enTantQue.ts';

export const lireDemande = async (idDemande: string): Promise<DemandeValidation | null> =>
  (await db().entities.demandeValidation.get({ idDemande }).go()).data;

/** The id of the declaration or mandate a request is about: `IMMATRICULATION-42` -> 42. */
export const idObjetDemande = (idDemande: string) => Number(idDemande.slice(idDemande.lastIndexOf('-') + 1));

/**
 * The pending request, or why there is none: a request whose declaration, mandate or dissolution exists and is
 * decided was handled (the item is deleted with the decision), 409; an id nobody knows, 404.
 */
export async function exigerDemande(idDemande: string): Promise<DemandeValidation> {
  const d = await lireDemande(idDemande);
  if (d) return d;
  if (idDemande.startsWith('IMMATRICULATION-')) {
    const { data } = await db()
      .entities.declaration.get({ idDeclaration: idObjetDemande(idDemande) })
      .go();
    if (data) throw new ErreurMetier('DEMANDE_DEJA_TRAITEE');
  }
  if (idDemande.startsWith('RATTACHEMENT-') || idDemande.startsWith('RENOUVELLEMENT-')) {
    // the request item goes with the decision; its mandate stays (COURANT, REFUSE...)
    const { data } = await db()
      .entities.mandat.query.parId({ idMandat: idObjetDemande(idDemande) })
      .go();
    if (data[0] && data[0].statut !== 'A_VALIDER') throw new ErreurMetier('DEMANDE_DEJA_TRAITEE');
  }
  if (idDemande.startsWith('DISSOLUTION-') && Number.isSafeInteger(idObjetDemande(idDemande))) {
    // likewise a dissolution stays, VALIDEE or REFUSEE
    const { data } = await db()
      .entities.dissolution.query.parId({ idDissolution: idObjetDemande(idDemande) })
      .go();
    if (data[0] && !dissolutionEnAttente(data[0].statut)) throw new ErreurMetier('DEMANDE_DEJA_TRAITEE');
  }
  throw new ErreurMetier('RESSOURCE_INTROUVABLE');
}

export function versLigneDemande(d: DemandeValidation): LigneDemande {
  return {
    idDemande: d.idDemande,
    version: d.version,
    typeDemande: d.typeDemande,
    idDeclaration: d.idDeclaration ?? null,
    idCopropriete: d.idCopropriete,
    idMandat: d.idMandat ?? null,
    immatriculation: d.immatriculation ?? null,
    nomCopropriete: d.nomCopropriete ?? null,
    commune: d.commune ?? null,
    profilDemandeur: d.profilDemandeur,
    nomDemandeur: d.nomDemandeur ?? null,
    idTeledeclarant: d.idTeledeclarant ?? null,
    dateDemande: d.dateDemande,
    echeance: d.echeance,
    horsDelai: d.horsDelai ?? false,
    statut: d.statut,
    nbDoublons: d.nbDoublons ?? 0,
    teneurEnCours: d.statut === 'VALIDATION_EN_COURS' ? (d.nomTeneurEnCours ?? d.loginTeneurEnCours ?? null) : null,
    affecteeTeneur: d.affecteeTeneur ?? false,
    raisonAffectationTeneur: d.raisonAffectationTeneur ?? null,
  };
}

/** `immat`: a registration number (AA1234567, AA1-234-567) or, before registration, the condominium's id. */
export async function coproprieteDe(immat: string): Promise<Copropriete> {
  const saisie = immat.trim();
  if (/^\d{1,12}$/.test(saisie)) {
    const { data } = await db()
      .entities.copropriete.get({ idCopropriete: Number(saisie) })
      .go();
    if (data) return data;
    throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  }
  const numero = normaliserImmatriculation(saisie);
  if (!numero) throw new ErreurMetier('IMMAT_NOT_EXISTANT');
  const { data } = await db().entities.copropriete.query.parImmatriculation({ immatriculation: numero }).go();
  if (!data[0]) throw new ErreurMetier('IMMAT_NOT_EXISTANT');
  return data[0];
}

export async function lireDeclaration(idDeclaration: number | undefined | null): Promise<Declaration | null> {
  if (!idDeclaration) return null;
  return (await db().entities.declaration.get({ idDeclaration }).go()).data;
}

/** The keeper's name shown to the others while they hold a request ("Prénom Nom"). */
export async function nomDuTeneur(login: string): Promise<string> {
  const { data } = await db().entities.utilisateur.get({ login }).go();
  return data ? `${data.prenom} ${data.nom}`.trim() : login;
}

/** Who to write to about a declaration: the account that submitted it, else the declarant's contact address. */
export async function destinataireDeclarant(
  decl: Pick<Declaration, 'loginDeclarant' | 'loginCreateur' | 'idTeledeclarant'> | null,
  idTeledeclarant?: number | null,
): Promise<{ email: string; nom: string | null } | null> {
  const login = decl?.loginDeclarant ?? decl?.loginCreateur;
  if (login) {
    const { data: u } = await db().entities.utilisateur.get({ login }).go();
    if (u?.email && u.statut !== 'SUPPRIME') return { email: u.email, nom: `${u.prenom} ${u.nom}`.trim() };
  }
  const idTd = decl?.idTeledeclarant ?? idTeledeclarant;
  if (idTd) {
    const { data: t } = await db().entities.teledeclarant.get({ idTeledeclarant: idTd }).go();
    if (t?.email) return { email: t.email, nom: null };
  }
  return null;
}

export const teneurDe = (s: Session) => ({ login: s.login, profil: s.profil });
export const journalDe = (s: Session) => acteurDe(s);
