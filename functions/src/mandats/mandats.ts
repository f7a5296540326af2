/**
 * The attachment checks and the mandate reads of area `mandats` (issue 5, spec 000 §4 "Attachment flow", §7):
 * existe → rattachementOk → etatOk run the chain of shared/src/domain/mandats.ts up to their step (a failure
 * answers its business error: the client stores it and stops), then the mandate of the same company.
 */
import {
  controleExistence,
  controlePossible,
  controleRattachement,
  mandatMemeSiren,
  demandeMandatEnCours,
  sirenDe,
} from '@registre/shared/domain/mandats';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { MandatDto } from '@registre/shared/schemas/mandats';
import { db } from '../adapters/dynamodb/service.ts';
import type { Session } from '../platform/session.ts';
import {
  coproprieteParImmat,
  coproprieteParNumeroOuId,
  declarants,
  exigerVisible,
  mandatParId,
  mandatsDe,
  versMandatDto,
  voitTout,
} from './commun.ts';

export type EtapeControle = 'existe' | 'rattachementOk' | 'etatOk';

/** The chain up to `etape`, in order; the first failure is thrown. */
export async function controler(session: Session, immat: string, etape: EtapeControle): Promise<{ response: boolean }> {
  const c = await coproprieteParImmat(immat);
  const erreur =
    etape === 'existe'
      ? controleExistence(c)
      : etape === 'rattachementOk'
        ? (controleExistence(c) ?? controlePossible(c!, session.idTeledeclarant))
        : controleRattachement(c, session.idTeledeclarant);
  if (erreur) throw new ErreurMetier(erreur);
  return { response: true };
}

/** GET mandatMemeSiren/{x}: the mandate held on x by an establishment of the caller's company, or null. */
export async function mandatDeMemeSiren(session: Session, x: string): Promise<MandatDto | null> {
  const c = await coproprieteParNumeroOuId(x);
  if (!c || session.idTeledeclarant === null) return null;
  const [mandats, moi] = await Promise.all([mandatsDe(c.idCopropriete), declarants([session.idTeledeclarant])]);
  const infos = await declarants(mandats.map((m) => m.idTeledeclarant));
  const m = mandatMemeSiren(mandats, sirenDe(moi.get(session.idTeledeclarant)?.siret), (id) => sirenDe(infos.get(id)?.siret));
  return m ? versMandatDto(m, c, infos.get(m.idTeledeclarant)?.raisonSociale ?? null) : null;
}

/**
 * GET getetat/{x}: the state of a registered condominium by its number (registered condominiums are public);
 * by id, only the caller's establishment's condominiums (keepers: all).
 */
export async function etatCopropriete(session: Session, x: string) {
  const c = await coproprieteParNumeroOuId(x);
  const parId = /^\d+$/.test(x.trim());
  if (!c || (parId && !voitTout(session) && c.idTeledeclarant !== session.idTeledeclarant))
    throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return { response: c.etat };
}

/** GET mandats/courant/{id}: the current mandate of condominium id, if the caller may see it. */
export async function mandatCourant(session: Session, idCopropriete: number): Promise<MandatDto> {
  const { data: c } = await db().entities.copropriete.get({ idCopropriete }).go();
  if (!c) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const m = c.idMandatCourant ? (await db().entities.mandat.get({ idCopropriete, idMandat: c.idMandatCourant }).go()).data : null;
  if (!m || m.statut !== 'COURANT') {
    if (!voitTout(session) && c.idTeledeclarant !== session.idTeledeclarant) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
    throw new ErreurMetier('AUCUN_MANDAT');
  }
  exigerVisible(session, m);
  const t = await declarants([m.idTeledeclarant]);
  return versMandatDto(m, c, t.get(m.idTeledeclarant)?.raisonSociale ?? null);
}

/** GET mandats/encours: the current mandates of the caller's establishment (gsi1), with their condominiums. */
const STATUTS_LISTE_RATTACHEMENTS = new Set<string>(['COURANT', 'A_VALIDER', 'VALIDATION_EN_COURS', 'REFUSE', 'EXPIRE']);

export async function mandatsEnCours(session: Session): Promise<MandatDto[]> {
  if (session.idTeledeclarant === null) return [];
  const { data } = await db()
    .entities.mandat.query.parTeledeclarant({ idTeledeclarant: session.idTeledeclarant })
    .go({ pages: 'all' });
  // the attachments list: current mandates and the requests' mandates (to validate, refused, expired), not the
  // archived or deleted ones
  const courants = data.filter((m) => STATUTS_LISTE_RATTACHEMENTS.has(m.statut));
  if (!courants.length) return [];
  const { data: copros } = await db()
    .entities.copropriete.get([...new Set(courants.map((m) => m.idCopropriete))].map((idCopropriete) => ({ idCopropriete })))
    .go();
  const parId = new Map(copros.map((c) => [c.idCopropriete, c]));
  const t = await declarants([session.idTeledeclarant]);
  const nom = t.get(session.idTeledeclarant)?.raisonSociale ?? null;
  return courants
    .map((m) => versMandatDto(m, parId.get(m.idCopropriete) ?? null, nom))
    .sort((a, b) => a.dateFin.localeCompare(b.dateFin) || a.idMandat - b.idMandat);
}

/**
 * GET rattachementEnCours/{idMandat}: a mandate request waits for the keepers on the condominium of this mandate
 * — an attachment, or a renewal (it is the attachment of a new mandate: the same dates rules depend on it).
 */
export async function rattachementEnCoursSur(session: Session, idMandat: number): Promise<{ response: boolean }> {
  const m = exigerVisible(session, await mandatParId(idMandat));
  const { data: c } = await db().entities.copropriete.get({ idCopropriete: m.idCopropriete }).go();
  return { response: demandeMandatEnCours(c?.idDemandeEnCours) };
}
