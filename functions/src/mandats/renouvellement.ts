/**
 * The attachment detail of a condominium and the renewal of a mandate (issue 5, spec 000 §3 "Attachment detail",
 * §4 "mandate renewal (declared, then validated or refused)", §5 "Mandate", §7).
 *
 * - GET mandats/copro/{id}/{authority}: the condominium (by number or id), the mandate concerned (`idMandat`, else
 *   the one of the action, see `mandatDeLAction`), its user-facing attachment status, whether a successor is
 *   declared, the previous ended mandate. A syndic sees only its establishment's mandates, and the condominium
 *   only when its establishment holds or held a mandate on it or registered it — except to attach it
 *   (RATTACHER_COPROPRIETE), by its NUMBER: a registered condominium is public; keepers see all.
 * - GET mandats/copro/renouv/{id}: the same shape for the renewal page (the mandate to renew, the pending renewal).
 * - POST mandats/renouvellement: the caller's establishment holds the condominium (its current mandate COURANT,
 *   or EXPIRE after the expiry), nothing pending; the new mandate follows the attachment's rules with the renewed
 *   mandate's end as the previous end, except that it may start in the future (the day after that end or later:
 *   a mandate is renewed before it ends); a supporting document is required; the request RENOUVELLEMENT-<idMandat>
 *   is made in ONE transaction by `demanderMandat` (rattachement.ts). The keepers decide it as an attachment
 *   (validation.ts): the new mandate COURANT, the renewed one ARCHIVE if it was COURANT (an EXPIRE one stays so).
 */
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import {
  controleRenouvellement,
  demandeMandatEnCours,
  mandatARenouveler,
  mandatDeLAction,
  mandatPrecedentDe,
  PREFIXE_DEMANDE_RENOUVELLEMENT,
  statutRattachement,
  type ActionDetailMandat,
} from '@registre/shared/domain/mandats';
import { successeurDeclare } from '@registre/shared/domain/successeur';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { mandats as r } from '@registre/shared/routes/index';
import type { DemandeRenouvellement, DetailMandatCopro } from '@registre/shared/schemas/mandats';
import { db } from '../adapters/dynamodb/service.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Mandat } from '../adapters/dynamodb/mandat.ts';
import { implementer, type Implementation } from '../platform/http.ts';
import type { Session } from '../platform/session.ts';
import { coproprieteParNumeroOuId, declarants, mandatsDe, successeursDe, versMandatDto, voitTout } from './commun.ts';
import { demanderMandat, type ResultatRattachement } from './rattachement.ts';
import { pieceDeLaDemande } from './rattachementJustifie.ts';

/** The mandates of the condominium the caller may see (all of them for a keeper, its establishment's otherwise). */
const visibles = (session: Session, tous: readonly Mandat[]) =>
  voitTout(session)
    ? [...tous]
    : tous.filter((m) => session.idTeledeclarant !== null && m.idTeledeclarant === session.idTeledeclarant);

/** The detail of `c` for `action`, the mandates already read. */
async function detail(
  session: Session,
  c: Copropriete,
  tous: Mandat[],
  action: ActionDetailMandat,
  maintenant: Date,
  idMandat?: number,
): Promise<DetailMandatCopro> {
  const miens = visibles(session, tous);
  let m: Mandat | null;
  if (idMandat !== undefined) {
    m = miens.find((x) => x.idMandat === idMandat) ?? null;
    if (!m) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  } else m = mandatDeLAction(action, c, miens, session.idTeledeclarant);

  // the request of the mandate, when it is the condominium's pending one: held by a keeper → in review
  const demande =
    m && demandeMandatEnCours(c.idDemandeEnCours) && c.idDemandeEnCours!.endsWith(`-${m.idMandat}`)
      ? (await db().entities.demandeValidation.get({ idDemande: c.idDemandeEnCours! }).go()).data
      : null;
  const renouvellement = c.idDemandeEnCours?.startsWith(PREFIXE_DEMANDE_RENOUVELLEMENT)
    ? (miens.find((x) => `${PREFIXE_DEMANDE_RENOUVELLEMENT}${x.idMandat}` === c.idDemandeEnCours) ?? null)
    : null;
  const precedent = mandatPrecedentDe(miens, m?.idMandat);
  const noms = await declarants([m, precedent, renouvellement].flatMap((x) => (x ? [x.idTeledeclarant] : [])));
  const dto = (x: Mandat | null) => (x ? versMandatDto(x, c, noms.get(x.idTeledeclarant)?.raisonSociale ?? null) : null);

  return {
    infoCopro: {
      idCopropriete: c.idCopropriete,
      immatriculation: c.immatriculation ?? null,
      nomCopropriete: c.nomCopropriete ?? null,
      adresseReference: c.adresseReference ?? null,
      codePostal: c.codePostal ?? null,
      commune: c.commune ?? null,
    },
    infoMandatRattachement: dto(m),
    mandatCoproStatus: statutRattachement({
      mandat: m,
      etat: c.etat,
      statutDemande: demande?.statut ?? null,
      aujourdhui: dateDuJourParis(maintenant),
    }),
    isSuccessorDeclared: successeurDeclare(await successeursDe(c.idCopropriete), tous, maintenant),
    previousArchivedMandat: dto(precedent),
    previousStartDateMandat: precedent?.dateDebut ?? null,
    syndicProvisoire: m?.adminProvisoire ?? null,
    statut: c.etat,
    renouvelable:
      !voitTout(session) &&
      session.autorites.includes('RENOUVELER_MANDAT') &&
      controleRenouvellement(c, tous, session.idTeledeclarant) === null,
    renouvellementEnCours: dto(renouvellement),
  };
}

/** GET mandats/copro/{id}/{authority} */
export async function detailMandatCopro(
  session: Session,
  x: string,
  action: ActionDetailMandat,
  idMandat: number | undefined,
  maintenant: Date,
): Promise<DetailMandatCopro> {
  const c = await coproprieteParNumeroOuId(x);
  if (!c) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const tous = await mandatsDe(c.idCopropriete);
  if (!voitTout(session)) {
    const moi = session.idTeledeclarant;
    const sienne = moi !== null && (c.idTeledeclarant === moi || tous.some((m) => m.idTeledeclarant === moi));
    // attaching: a registered condominium is read by its number (its registration is public)
    const parNumero =
      action === 'RATTACHER_COPROPRIETE' &&
      session.autorites.includes('RATTACHER_COPROPRIETE') &&
      !/^\d+$/.test(x.trim()) &&
      !!c.immatriculation;
    if (!sienne && !parNumero) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  }
  return detail(session, c, tous, action, maintenant, idMandat);
}

/** GET mandats/copro/renouv/{id}: 404 unless the caller's establishment holds or held a mandate on it. */
export async function detailRenouvellement(session: Session, idCopropriete: number, maintenant: Date) {
  const { data: c } = await db().entities.copropriete.get({ idCopropriete }).go();
  if (!c) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const tous = await mandatsDe(idCopropriete);
  if (controleRenouvellement(c, tous, session.idTeledeclarant) === 'RESSOURCE_INTROUVABLE')
    throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const d = await detail(session, c, tous, 'RENOUVELER_MANDAT', maintenant);
  // the page renews the mandate its establishment holds, or nothing
  const aRenouveler = mandatARenouveler(c, tous, session.idTeledeclarant);
  return { ...d, infoMandatRattachement: aRenouveler ? d.infoMandatRattachement : null };
}

/** POST mandats/renouvellement */
export async function demanderRenouvellement(
  session: Session,
  corps: DemandeRenouvellement,
  maintenant: Date,
): Promise<ResultatRattachement> {
  const { fichiers, idDocument, idCopropriete, ...mandat } = corps;
  const { data: c } = await db().entities.copropriete.get({ idCopropriete }).go();
  if (!c) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const tous = await mandatsDe(idCopropriete);
  const refus = controleRenouvellement(c, tous, session.idTeledeclarant);
  if (refus) throw new ErreurMetier(refus);
  const renouvele = mandatARenouveler(c, tous, session.idTeledeclarant)!;
  const obtenirPiece = await pieceDeLaDemande(session, fichiers, idDocument);
  return demanderMandat({
    session,
    type: 'RENOUVELLEMENT',
    copro: c,
    // spec 000 §5: the new mandate starts after the end of the one it renews (the day after it at the earliest,
    // possibly in the future: `demanderMandat` checks it with the renewal rules, type RENOUVELLEMENT)
    finMandatPrecedent: renouvele.dateFin,
    corps: mandat,
    maintenant,
    obtenirPiece,
    details: { idMandatRenouvele: renouvele.idMandat },
  });
}

export const implementationsRenouvellement: Implementation[] = [
  implementer(r.detailMandatCopro, ({ session, params, query, maintenant }) =>
    detailMandatCopro(session, params.id, params.authority, query.idMandat, maintenant),
  ),
  implementer(r.detailRenouvellement, ({ session, params, maintenant }) => detailRenouvellement(session, params.id, maintenant)),
  implementer(r.renouvellement, ({ session, body, maintenant }) => demanderRenouvellement(session, body, maintenant)),
];
