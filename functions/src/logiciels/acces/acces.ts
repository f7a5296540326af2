/**
 * [issue 25] « Mon établissement » › Accès logiciels: the principal administrator of a syndic's establishment gives
 * its management software an OAuth 2.0 client (client credentials), lists them, renews a secret, revokes one.
 * The client lives at the identity provider (registreClients: Cognito in AWS, the local OpenID provider locally),
 * the access in the table; the secret only in the answer that creates or renews it. Each change is one transaction
 * on the access's `version` with its journal line; the provider is called so that no failure leaves a working
 * client the register does not know, nor a secret that was shown but does not work:
 * - creation: the client first (its id is the access's key), then the transaction; if it fails, the client is deleted;
 * - renewal and revocation: the transaction first (the loser of a race stops there, 409), then the provider; if the
 *   provider fails afterwards, the answer is an error and the same request may be sent again (a revoked access is
 *   refused by the platform whatever the provider says; revoking again deletes the client again).
 */
import {
  MAX_ACCES_LOGICIELS_ACTIFS,
  effetRevocation,
  gereAccesLogiciels,
  refusCreationAcces,
  refusRenouvellementSecret,
} from '@registre/shared/domain/logiciels/acces';
import type { PorteeLogiciel } from '@registre/shared/domain/logiciels/portees';
import type { AccesLogiciel } from '@registre/shared/schemas/logiciels/acces';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { AccesLogicielItem } from '../../adapters/dynamodb/accesLogiciel.ts';
import { ligneJournal } from '../../adapters/dynamodb/journal.ts';
import { db, transaction, type EntitesTransaction } from '../../adapters/dynamodb/service.ts';
import { registreClients } from '../../adapters/logiciels/clients.ts';
import { acteurDe } from '../../platform/enTantQue.ts';
import { oublierAcces } from '../../platform/logiciel.ts';
import { logger } from '../../platform/logger.ts';
import type { Session } from '../../platform/session.ts';

/** The count of an establishment's active accesses, kept in the transactions that create and revoke them. */
export const compteurAccesActifs = (idTeledeclarant: number) => `accesLogicielsActifs.${idTeledeclarant}`;

export const versAccesDto = (a: AccesLogicielItem): AccesLogiciel => ({
  clientId: a.clientId,
  nomLogiciel: a.nomLogiciel,
  portees: a.portees as PorteeLogiciel[],
  statut: a.statut,
  creeLe: a.creeLe,
  creePar: a.creePar,
  secretRenouveleLe: a.secretRenouveleLe ?? null,
  dernierUsage: a.dernierUsage ?? null,
  revoqueLe: a.revoqueLe ?? null,
});

/** The caller's establishment, when the caller is its principal administrator (a syndic's); 403 otherwise. */
function etablissementGere(session: Session): number {
  if (!gereAccesLogiciels(session.profil) || session.idTeledeclarant === null) throw new ErreurMetier('ACCES_NON_AUTORISE');
  return session.idTeledeclarant;
}

/** One access of the caller's establishment; another establishment's is answered 404, as if it did not exist. */
async function accesDe(clientId: string, idTeledeclarant: number): Promise<AccesLogicielItem> {
  const { data } = await db().entities.accesLogiciel.get({ clientId }).go({ consistent: true });
  if (!data || data.idTeledeclarant !== idTeledeclarant) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return data;
}

const accesDuTeledeclarant = async (idTeledeclarant: number) =>
  (await db().entities.accesLogiciel.query.parTeledeclarant({ idTeledeclarant }).go({ order: 'desc', pages: 'all' })).data;

const journal = (
  tx: EntitesTransaction,
  session: Session,
  type: Parameters<typeof ligneJournal>[1]['type'],
  a: AccesLogicielItem,
  quand: Date,
) =>
  ligneJournal(tx, {
    categorie: 'TELEDECLARANT',
    type,
    ...acteurDe(session),
    cible: String(a.idTeledeclarant),
    details: { clientId: a.clientId, nomLogiciel: a.nomLogiciel, portees: a.portees.join(' ') },
    quand,
  });

/** The establishment's accesses, active and revoked, newest first. */
export async function listerAcces(session: Session): Promise<{ acces: AccesLogiciel[] }> {
  return { acces: (await accesDuTeledeclarant(etablissementGere(session))).map(versAccesDto) };
}

export async function creerAcces(
  session: Session,
  demande: { nomLogiciel: string; portees: PorteeLogiciel[] },
  maintenant: Date,
): Promise<{ acces: AccesLogiciel; secret: string }> {
  const idTeledeclarant = etablissementGere(session);
  const actifs = (await accesDuTeledeclarant(idTeledeclarant)).filter((a) => a.statut === 'ACTIF').length;
  const refus = refusCreationAcces(session.profil, actifs);
  if (refus) throw new ErreurMetier(refus);
  const clients = registreClients();
  const { clientId, secret } = await clients.creer(demande.nomLogiciel, demande.portees);
  const acces: AccesLogicielItem = {
    clientId,
    idTeledeclarant,
    nomLogiciel: demande.nomLogiciel,
    portees: demande.portees,
    statut: 'ACTIF',
    creeLe: maintenant.toISOString(),
    creePar: session.login,
    version: 1,
  };
  try {
    await transaction(
      (tx) => [
        tx.accesLogiciel.create(acces).commit(),
        // the limit held under concurrent creations: the count grows only while below it
        tx.compteur
          .update({ nom: compteurAccesActifs(idTeledeclarant) })
          .add({ valeur: 1 })
          .where((c, { notExists, lt }) => `${notExists(c.valeur)} OR ${lt(c.valeur, MAX_ACCES_LOGICIELS_ACTIFS)}`)
          .commit(),
        journal(tx, session, 'CREATION_ACCES_LOGICIEL', acces, maintenant),
      ],
      (indices) => (indices.includes(1) ? 'TROP_D_ACCES_LOGICIELS' : 'CONFLIT_MODIFICATION'),
    );
  } catch (e) {
    // nothing written: the client must not outlive the failure
    await clients.supprimer(clientId).catch((err: unknown) =>
      logger.error("client d'un accès logiciel non supprimé après un échec", {
        clientId,
        erreur: err instanceof Error ? err.name : String(err),
      }),
    );
    throw e;
  }
  return { acces: versAccesDto(acces), secret };
}

export async function renouvelerSecret(
  session: Session,
  clientId: string,
  maintenant: Date,
): Promise<{ acces: AccesLogiciel; secret: string }> {
  const a = await accesDe(clientId, etablissementGere(session));
  const refus = refusRenouvellementSecret(a.statut);
  if (refus) throw new ErreurMetier(refus);
  const renouvele: AccesLogicielItem = { ...a, secretRenouveleLe: maintenant.toISOString(), version: a.version + 1 };
  await transaction((tx) => [
    tx.accesLogiciel
      .patch({ clientId: a.clientId })
      .set({ secretRenouveleLe: renouvele.secretRenouveleLe })
      .add({ version: 1 })
      .where((x, { eq }) => `${eq(x.version, a.version)} AND ${eq(x.statut, 'ACTIF')}`)
      .commit(),
    journal(tx, session, 'RENOUVELLEMENT_SECRET_LOGICIEL', a, maintenant),
  ]);
  const { secret } = await registreClients().renouvelerSecret(a.clientId);
  return { acces: versAccesDto(renouvele), secret };
}

/** Idempotent: a revoked access is answered as it is (and its client deleted again, if it was left). */
export async function revoquerAcces(session: Session, clientId: string, maintenant: Date): Promise<AccesLogiciel> {
  const idTeledeclarant = etablissementGere(session);
  let a = await accesDe(clientId, idTeledeclarant);
  if (effetRevocation(a.statut) === 'REVOQUER') {
    const revoque: AccesLogicielItem = {
      ...a,
      statut: 'REVOQUE',
      revoqueLe: maintenant.toISOString(),
      revoquePar: session.login,
      version: a.version + 1,
    };
    try {
      await transaction((tx) => [
        tx.accesLogiciel
          .patch({ clientId: a.clientId })
          .set({ statut: 'REVOQUE', revoqueLe: revoque.revoqueLe, revoquePar: session.login })
          .add({ version: 1 })
          .where((x, { eq }) => eq(x.version, a.version))
          .commit(),
        tx.compteur
          .update({ nom: compteurAccesActifs(idTeledeclarant) })
          .add({ valeur: -1 })
          .commit(),
        journal(tx, session, 'REVOCATION_ACCES_LOGICIEL', a, maintenant),
      ]);
      a = revoque;
    } catch (e) {
      // revoked at the same moment by another request: the same outcome
      if (!(e instanceof ErreurMetier && e.code === 'CONFLIT_MODIFICATION')) throw e;
      a = await accesDe(clientId, idTeledeclarant);
      if (a.statut !== 'REVOQUE') throw e;
    }
  }
  await registreClients().supprimer(a.clientId);
  // this instance's cache forgets it at once (the platform's other instances within DELAI_REVOCATION_MS)
  oublierAcces(a.clientId);
  return versAccesDto(a);
}
