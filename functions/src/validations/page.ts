/**
 * The single validation page (spec 000 §3 "Validation page content"): the request, the condominium with its five
 * blocks in form shape, the declarant, the duplicates kept at submission (with their summaries read again: a
 * duplicate may have been registered since), the addresses (reference first) and the warnings the declarant
 * confirmed. Also `infos/validation/{immat}` and `infos/adresses/{id}`.
 */
import { TYPES_DEMANDE_MANDAT } from '../mandats/validation.ts';
import type { Adresse, ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { immatCoproprieteDepuisServeur } from '@registre/shared/schemas/copropriete/immatCopropriete';
import type { Doublon, PageValidation } from '@registre/shared/schemas/copropriete/api';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../adapters/dynamodb/service.ts';
import type { DemandeValidation } from '../adapters/dynamodb/demandeValidation.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Declaration } from '../adapters/dynamodb/declaration.ts';
import type { Session } from '../platform/session.ts';
import type { MandatDto } from '@registre/shared/schemas/mandats';
import { declarants, versMandatDto } from '../mandats/commun.ts';
import { coproprieteDe, exigerDemande, idObjetDemande, lireDeclaration, versLigneDemande } from './commun.ts';
import { versDissolutionDeclaree } from '../coproprietes/dissolution.ts';

type BlocCopropriete = PageValidation['copropriete'];
type AdresseValidation = PageValidation['adresses'][number];

const immatDe = (decl: Declaration | null) => (decl?.immatCopropriete ?? null) as Partial<ImmatCopropriete> | null;

export function blocCopropriete(c: Copropriete, decl: Declaration | null): BlocCopropriete {
  return {
    idCopropriete: c.idCopropriete,
    immatriculation: c.immatriculation ?? null,
    etat: c.etat,
    nomCopropriete: c.nomCopropriete ?? null,
    dateReglementCopropriete: c.dateReglementCopropriete ?? null,
    nbLots: c.nbLots ?? null,
    nbBatiments: c.nbBatiments ?? null,
    typeImmat: decl?.typeImmat ?? c.typeImmat,
    immatCopropriete: immatCoproprieteDepuisServeur(immatDe(decl)),
  };
}

/** The addresses of a declaration, the reference address first (type 'Principal'), then the secondary ones. */
export function adressesDe(decl: Declaration | null): AdresseValidation[] {
  const id = immatDe(decl)?.identification;
  const ligne = (a: Adresse, type: string): AdresseValidation => ({
    type,
    libelle: a.libelle ?? null,
    geolocalisee: a.geolocalisee ?? false,
    codeInsee: a.codeInsee ?? null,
    idRnb: a.idRnb ?? null,
  });
  return [
    ...(id?.adressePrincipale ? [ligne(id.adressePrincipale, 'Principal')] : []),
    ...(id?.adresseSecondaire ?? []).map((a) => ligne(a, 'Secondaire')),
  ];
}

/** The duplicates as stored at submission, their summaries read again (one BatchGet). */
async function doublonsRafraichis(decl: Declaration | null): Promise<Doublon[]> {
  const stockes = (Array.isArray(decl?.doublons) ? decl.doublons : []) as Doublon[];
  if (!stockes.length) return [];
  const { data } = await db()
    .entities.copropriete.get(stockes.map((d) => ({ idCopropriete: d.idCopropriete })))
    .go();
  const parId = new Map(data.map((c) => [c.idCopropriete, c]));
  return stockes.map((d) => {
    const c = parId.get(d.idCopropriete);
    if (!c) return d;
    return {
      ...d,
      immatriculation: c.immatriculation ?? null,
      nomCopropriete: c.nomCopropriete ?? null,
      adresseReference: c.adresseReference ?? d.adresseReference,
      dateReglementCopropriete: c.dateReglementCopropriete ?? null,
      nbLots: c.nbLots ?? null,
      nbBatiments: c.nbBatiments ?? null,
      representantLegal: c.representantLegal ?? d.representantLegal,
      etat: c.etat,
    };
  });
}

async function declarantDe(decl: Declaration | null, d: DemandeValidation): Promise<PageValidation['declarant']> {
  const idTeledeclarant = decl?.idTeledeclarant ?? d.idTeledeclarant ?? null;
  const { data: t } = idTeledeclarant ? await db().entities.teledeclarant.get({ idTeledeclarant }).go() : { data: null };
  return {
    idTeledeclarant,
    type: t?.type ?? null,
    raisonSociale: t?.raisonSociale ?? d.nomDemandeur ?? null,
    siret: t?.siret ?? null,
    email: t?.email ?? null,
    utilisateur: decl?.loginDeclarant ?? decl?.loginCreateur ?? d.loginDemandeur ?? null,
  };
}

export async function pageDeDemande(session: Session, d: DemandeValidation): Promise<PageValidation> {
  if (TYPES_DEMANDE_MANDAT.includes(d.typeDemande)) return pageDeRattachement(session, d);
  if (d.typeDemande === 'DISSOLUTION') return pageDeDissolution(session, d);
  const [{ data: copro }, decl] = await Promise.all([
    db().entities.copropriete.get({ idCopropriete: d.idCopropriete }).go(),
    lireDeclaration(d.idDeclaration),
  ]);
  if (!copro) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const [declarant, doublons] = await Promise.all([declarantDe(decl, d), doublonsRafraichis(decl)]);
  return {
    demande: versLigneDemande(d),
    verrouilleParMoi: d.statut === 'VALIDATION_EN_COURS' && d.loginTeneurEnCours === session.login,
    copropriete: blocCopropriete(copro, decl),
    declarant,
    doublons,
    adresses: adressesDe(decl),
    confirmations: decl?.confirmations ?? [],
  };
}

/**
 * [issue 5] The page of an attachment request: the condominium as its declaration in force shows it, the
 * requesting syndic, the mandate to validate and the current mandate it would replace; no duplicates.
 */
async function pageDeRattachement(session: Session, d: DemandeValidation): Promise<PageValidation> {
  const { data: copro } = await db().entities.copropriete.get({ idCopropriete: d.idCopropriete }).go();
  if (!copro) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const [decl, declarant, mandats] = await Promise.all([
    lireDeclaration(copro.idDeclarationCourante),
    declarantDe(null, d),
    mandatsAComparer(copro, d.idMandat),
  ]);
  return {
    demande: versLigneDemande(d),
    verrouilleParMoi: d.statut === 'VALIDATION_EN_COURS' && d.loginTeneurEnCours === session.login,
    copropriete: blocCopropriete(copro, decl),
    declarant,
    doublons: [],
    adresses: adressesDe(decl),
    confirmations: [],
    ...mandats,
  };
}

/**
 * [issue 5] The page of a dissolution request: the condominium as its declaration in force shows it, the
 * declarant (notary or syndic), the declared dissolution, and the current mandate the dissolution would end.
 */
async function pageDeDissolution(session: Session, d: DemandeValidation): Promise<PageValidation> {
  const [{ data: copro }, { data: dissolution }] = await Promise.all([
    db().entities.copropriete.get({ idCopropriete: d.idCopropriete }).go(),
    db()
      .entities.dissolution.get({ idCopropriete: d.idCopropriete, idDissolution: idObjetDemande(d.idDemande) })
      .go(),
  ]);
  if (!copro || !dissolution) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const [decl, declarant, mandats, dto] = await Promise.all([
    lireDeclaration(copro.idDeclarationCourante),
    declarantDe(null, d),
    mandatsAComparer(copro, copro.idMandatCourant),
    versDissolutionDeclaree(dissolution),
  ]);
  return {
    demande: versLigneDemande(d),
    verrouilleParMoi: d.statut === 'VALIDATION_EN_COURS' && d.loginTeneurEnCours === session.login,
    copropriete: blocCopropriete(copro, decl),
    declarant,
    doublons: [],
    adresses: adressesDe(decl),
    confirmations: [],
    mandat: null,
    mandatPrecedent: mandats.mandat,
    dissolution: dto,
  };
}

/** The mandate idMandat of the condominium and its current mandate (when another one), side by side. */
export async function mandatsAComparer(
  copro: Copropriete,
  idMandat: number | null | undefined,
): Promise<{ mandat: MandatDto | null; mandatPrecedent: MandatDto | null }> {
  const lire = async (id: number | null | undefined) =>
    id ? (await db().entities.mandat.get({ idCopropriete: copro.idCopropriete, idMandat: id }).go()).data : null;
  const [m, p] = await Promise.all([lire(idMandat), lire(copro.idMandatCourant !== idMandat ? copro.idMandatCourant : null)]);
  const noms = await declarants([m?.idTeledeclarant, p?.idTeledeclarant].filter((x): x is number => x !== undefined));
  const dto = (x: typeof m) => (x ? versMandatDto(x, copro, noms.get(x.idTeledeclarant)?.raisonSociale ?? null) : null);
  return { mandat: dto(m), mandatPrecedent: dto(p) };
}

/** GET a-valider/{id}: the page, without taking the lock. */
export async function pageAValider(session: Session, idDemande: string) {
  return pageDeDemande(session, await exigerDemande(idDemande));
}

/** GET infos/validation/{immat}: the condominium as its pending request shows it (else its declaration in force). */
export async function infosValidation(immat: string): Promise<BlocCopropriete> {
  const c = await coproprieteDe(immat);
  const enCours = c.idDemandeEnCours
    ? (await db().entities.demandeValidation.get({ idDemande: c.idDemandeEnCours }).go()).data
    : null;
  return blocCopropriete(c, await lireDeclaration(enCours?.idDeclaration ?? c.idDeclarationCourante));
}

/** GET infos/adresses/{id}: the addresses of declaration id. */
export async function adressesDeclaration(idDeclaration: number): Promise<AdresseValidation[]> {
  const decl = await lireDeclaration(idDeclaration);
  if (!decl) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return adressesDe(decl);
}
