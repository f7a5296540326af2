/**
 * [issue 5] The keepers' routes of an attachment request (spec 000 §7 "Keeper validation"): the condominium's
 * current mandate, the mandate to validate beside it, the refusal by GET (query raison, typesMotifRefus) and
 * leaving the page (lock released). Validating goes through `valider/{id}` (actions.ts).
 */
import { idDemandeRattachement } from '@registre/shared/domain/mandats';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { MotifRefus } from '@registre/shared/schemas/copropriete/api';
import type { MandatDto } from '@registre/shared/schemas/mandats';
import type { Session } from '../platform/session.ts';
import { refuserDemande } from './actions.ts';
import { coproprieteDe, lireDemande } from './commun.ts';
import { mandatsAComparer } from './page.ts';
import { deverrouillerDemande } from './verrou.ts';
import { db } from '../adapters/dynamodb/service.ts';

/** GET mandats/encours/validation/{immat}: the current mandate of the condominium, or null. */
export async function mandatCourantValidation(immat: string): Promise<MandatDto | null> {
  const c = await coproprieteDe(immat);
  return (await mandatsAComparer(c, c.idMandatCourant)).mandat;
}

/** GET mandats/copro/validation/{id}?idMandat: mandate idMandat of condominium id and its current mandate. */
export async function mandatsValidation(idCopropriete: number, idMandat: number) {
  const { data: c } = await db().entities.copropriete.get({ idCopropriete }).go();
  if (!c) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  const { mandat, mandatPrecedent } = await mandatsAComparer(c, idMandat);
  if (!mandat) throw new ErreurMetier('AUCUN_MANDAT');
  return { mandat, mandatPrecedent };
}

/** GET refusRattachementTeneur/{immat}/{idMandat}: refuses the attachment request the caller holds. */
export async function refuserRattachementParMandat(
  session: Session,
  immat: string,
  idMandat: number,
  q: { raison: string; typesMotifRefus: MotifRefus[] },
  maintenant: Date,
): Promise<{ response: boolean }> {
  const c = await coproprieteDe(immat);
  const idDemande = idDemandeRattachement(idMandat);
  const d = await lireDemande(idDemande);
  if (d && d.idCopropriete !== c.idCopropriete) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  // the version is the one held under the caller's lock (checked by the action)
  return refuserDemande(session, idDemande, { version: d?.version ?? 1, ...q }, maintenant);
}

/** GET quitterValidRatt/{idMandat}: the keeper leaves the attachment request, its lock is released. */
export async function quitterValidationRattachement(session: Session, idMandat: number, maintenant: Date) {
  return deverrouillerDemande(session, await lireDemande(idDemandeRattachement(idMandat)), maintenant);
}
