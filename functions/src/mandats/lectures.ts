/**
 * Mandate reads of the attachment and mandate screens (issue 5, spec 000 §7, spec 001 "Users and declarants"):
 * the mandate in force or to come, the last ended one, the previous mandate's start, whether a successor is
 * declared, the establishment holding a mandate. Ownership: a syndic sees only the condominiums of its
 * establishment (it holds or held a mandate on them) and only its establishment's mandates; keepers see all.
 */
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { dateDebutMandatPrecedent, mandatEnCoursOuAVenir, mandatPrecedent } from '@registre/shared/domain/mandats';
import { successeurDeclare } from '@registre/shared/domain/successeur';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { MandatDto } from '@registre/shared/schemas/mandats';
import type { Etablissement } from '@registre/shared/schemas/teledeclarant';
import { db } from '../adapters/dynamodb/service.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Mandat } from '../adapters/dynamodb/mandat.ts';
import { chargerTeledeclarant, versEtablissementDto } from '../comptes/commun.ts';
import type { Session } from '../platform/session.ts';
import {
  coproprieteParNumeroOuId,
  declarants,
  exigerVisible,
  mandatParId,
  mandatsDe,
  successeursDe,
  versMandatDto,
  voitTout,
} from './commun.ts';

/** The condominium and the mandates of it the caller may see; 404 when it may not see the condominium. */
async function mandatsVisibles(session: Session, idCopropriete: number): Promise<{ c: Copropriete; mandats: Mandat[] }> {
  const { data: c } = await db().entities.copropriete.get({ idCopropriete }).go();
  if (!c) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const tous = await mandatsDe(idCopropriete);
  if (voitTout(session)) return { c, mandats: tous };
  const moi = session.idTeledeclarant;
  const miens = moi === null ? [] : tous.filter((m) => m.idTeledeclarant === moi);
  if (!miens.length && (moi === null || c.idTeledeclarant !== moi)) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return { c, mandats: miens };
}

async function dto(m: Mandat | null, c: Copropriete): Promise<MandatDto | null> {
  if (!m) return null;
  const t = await declarants([m.idTeledeclarant]);
  return versMandatDto(m, c, t.get(m.idTeledeclarant)?.raisonSociale ?? null);
}

/** GET findMandatEnCoursAvenir/{id} */
export async function lireMandatEnCoursAVenir(session: Session, idCopropriete: number, maintenant: Date) {
  const { c, mandats } = await mandatsVisibles(session, idCopropriete);
  return dto(mandatEnCoursOuAVenir(mandats, dateDuJourParis(maintenant)), c);
}

/** GET mandatPrecArchive/{id} */
export async function lireMandatPrecedentArchive(session: Session, idCopropriete: number) {
  const { c, mandats } = await mandatsVisibles(session, idCopropriete);
  return dto(mandatPrecedent(mandats), c);
}

/** GET findDateDebutMandatPrec/{id}/{bool} */
export async function lireDateDebutMandatPrecedent(session: Session, idCopropriete: number, avecCourant: boolean) {
  const { mandats } = await mandatsVisibles(session, idCopropriete);
  return { response: dateDebutMandatPrecedent(mandats, avecCourant) };
}

/**
 * GET is-successeur-declare/{x}: by number for anyone who may consult, by id as getetat (own or keepers). Read
 * from the condominium's successor declarations: one pending (link not expired), or confirmed while the
 * successor has not yet taken the condominium over (see shared/src/domain/successeur.ts).
 */
export async function estSuccesseurDeclare(
  session: Session,
  x: string,
  maintenant: Date = new Date(),
): Promise<{ response: boolean }> {
  const c = await coproprieteParNumeroOuId(x);
  const parId = /^\d+$/.test(x.trim());
  if (!c || (parId && !voitTout(session) && c.idTeledeclarant !== session.idTeledeclarant))
    throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const [successeurs, mandats] = await Promise.all([successeursDe(c.idCopropriete), mandatsDe(c.idCopropriete)]);
  return { response: successeurDeclare(successeurs, mandats, maintenant) };
}

/** GET etablissement/mandat/{idMandat}: the establishment (SIRET record) of the declarant holding the mandate. */
export async function etablissementDuMandat(session: Session, idMandat: number): Promise<Etablissement> {
  const m = exigerVisible(session, await mandatParId(idMandat));
  const t = await chargerTeledeclarant(m.idTeledeclarant);
  const { data: e } = t?.siret ? await db().entities.etablissement.get({ siret: t.siret }).go() : { data: null };
  if (!e) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return versEtablissementDto(e);
}
