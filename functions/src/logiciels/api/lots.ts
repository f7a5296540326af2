/**
 * [issue 25] Batches of annual updates: `POST /api/logiciels/v1/lots` stores the batch and starts the workflow
 * `lot-maj-annuelles` (Step Functions in AWS, the local runner locally), which applies each entry through the very
 * use case of a single annual update (traitementLot.ts); `GET /api/logiciels/v1/lots/{idLot}` reads its progress.
 *
 * Stored (adapters/dynamodb/lotLogiciel.ts): the batch item — the session the workflow acts with (establishment,
 * account, profile, authorities) and the software's access from the request context (the journal lines name it),
 * each entry's number —, the entries in gzipped slices, and an entry that does not pass its schema refused at once
 * (its result item written here: the batch is accepted, that entry is not). All in BatchWriteItem; the batch item
 * last, then the start: a start that fails removes the batch item (404 afterwards) and answers 503.
 */
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import {
  avancementLot,
  CONSERVATION_LOT_JOURS,
  decouperEnTranches,
  type EntreeIndexee,
  type ResultatEntreeLot,
} from '@registre/shared/domain/logiciels/lots';
import { cheminEntreeLot, sousChemin } from '@registre/shared/domain/logiciels/chemins';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import {
  estEntreeLotInvalide,
  type EntreeLot,
  type EntreeLotInvalide,
  type MajAnnuelleLogiciel,
} from '@registre/shared/schemas/logiciels/api';
import { db } from '../../adapters/dynamodb/service.ts';
import { rangLot, type ResultatLot } from '../../adapters/dynamodb/lotLogiciel.ts';
import { estInacheve, Inacheve, reessayer } from '../../adapters/dynamodb/reessais.ts';
import { demarrerWorkflow } from '../../adapters/workflows/index.ts';
import { contexteRequete } from '../../platform/contexte.ts';
import { ReponseHttp } from '../../platform/http.ts';
import { logger } from '../../platform/logger.ts';
import type { Session } from '../../platform/session.ts';
import { exigerEtablissement } from './commun.ts';

export const WORKFLOW_LOT = 'lot-maj-annuelles';

export type EntreeStockee = EntreeIndexee<MajAnnuelleLogiciel>;

export const expirationLot = (maintenant: Date) => Math.floor(maintenant.getTime() / 1000) + CONSERVATION_LOT_JOURS * 86_400;

/** Puts items by BatchWriteItem (25 a call), the items DynamoDB left unprocessed put again. */
export async function ecrireEnLot<T>(items: T[], ecrire: (items: T[]) => Promise<{ unprocessed: unknown[] }>): Promise<void> {
  let reste = items;
  if (!reste.length) return;
  await reessayer(
    async () => {
      const { unprocessed } = await ecrire(reste);
      reste = unprocessed as T[];
      if (reste.length) throw new Inacheve('Lot du logiciel : écritures non traitées');
    },
    { essais: 8, pauseMs: 25, pauseMaxMs: 1000, reessayable: estInacheve },
  );
}

/** The result items of entries refused, as stored. */
export const versResultatsStockes = (idLot: string, resultats: ResultatEntreeLot[], maintenant: Date) =>
  resultats.map((r) => ({
    idLot,
    rang: rangLot(r.index),
    index: r.index,
    ...(r.numeroImmatriculation && { numeroImmatriculation: r.numeroImmatriculation }),
    statut: r.statut,
    erreurs: r.erreurs,
    ...(r.code && { code: r.code }),
    ...(r.idDeclaration != null && { idDeclaration: r.idDeclaration }),
    traiteLe: maintenant.toISOString(),
    ttl: expirationLot(maintenant),
  }));

const refusDeSchema = (index: number, e: EntreeLotInvalide): ResultatEntreeLot => ({
  index,
  numeroImmatriculation: e.numeroImmatriculation,
  statut: 'REFUSEE',
  code: 'REQUETE_INVALIDE',
  erreurs: e.invalide.map((x) => ({ chemin: sousChemin(cheminEntreeLot(index), x.chemin), message: x.message })),
});

/** POST lots: the batch stored, its workflow started; 202 with its id. */
export async function envoyerLot(
  s: Session | null,
  corps: { misesAJour: (EntreeLot | EntreeLotInvalide)[] },
  maintenant: Date,
): Promise<ReponseHttp> {
  const session = exigerEtablissement(s);
  const idLot = randomUUID();
  const ttl = expirationLot(maintenant);
  const valides: EntreeStockee[] = [];
  const refusees: ResultatEntreeLot[] = [];
  corps.misesAJour.forEach((e, index) => {
    if (estEntreeLotInvalide(e)) refusees.push(refusDeSchema(index, e));
    else {
      const { numeroImmatriculation, ...maj } = e;
      valides.push({ index, numeroImmatriculation, maj });
    }
  });
  const tranches = decouperEnTranches(valides).map((entrees, i) => ({
    idLot,
    rang: rangLot(i),
    nombre: entrees.length,
    contenu: gzipSync(JSON.stringify(entrees)).toString('base64'),
    ttl,
  }));
  await Promise.all([
    ecrireEnLot(tranches, (items) => db().entities.trancheLot.put(items).go()),
    ecrireEnLot(versResultatsStockes(idLot, refusees, maintenant), (items) => db().entities.resultatLot.put(items).go()),
  ]);
  const logiciel = contexteRequete()?.logiciel;
  await db()
    .entities.lotLogiciel.create({
      idLot,
      idTeledeclarant: session.idTeledeclarant,
      login: session.login,
      profil: session.profil,
      autorites: [...session.autorites],
      ...(logiciel && { clientId: logiciel.clientId, nomLogiciel: logiciel.nomLogiciel }),
      total: corps.misesAJour.length,
      numeros: corps.misesAJour.map((e) => e.numeroImmatriculation ?? ''),
      statut: 'EN_COURS',
      creeLe: maintenant.toISOString(),
      ttl,
    })
    .go();
  try {
    await demarrerWorkflow(WORKFLOW_LOT, { idLot }, idLot);
  } catch (e) {
    logger.error('démarrage du lot impossible', { idLot, erreur: e instanceof Error ? e.name + ': ' + e.message : String(e) });
    await db().entities.lotLogiciel.delete({ idLot }).go();
    throw new ErreurMetier('SERVICE_INDISPONIBLE');
  }
  return new ReponseHttp(202, { idLot, nombre: corps.misesAJour.length, statut: 'EN_COURS' });
}

/** GET lots/{idLot}: the batch of the establishment (else 404), one line per entry. */
export async function lireLot(s: Session | null, idLot: string) {
  const session = exigerEtablissement(s);
  const { data: lot } = await db().entities.lotLogiciel.get({ idLot }).go();
  if (!lot || lot.idTeledeclarant !== session.idTeledeclarant)
    throw new ErreurMetier('RESSOURCE_INTROUVABLE', undefined, "Votre établissement n'a pas envoyé de lot de cet identifiant.");
  const { data } = await db().entities.resultatLot.query.parLot({ idLot }).go({ pages: 'all' });
  return avancementLot({
    idLot,
    numeros: lot.numeros.map((n) => n || null),
    resultats: (data as ResultatLot[]).map((r) => ({
      index: r.index,
      numeroImmatriculation: r.numeroImmatriculation ?? null,
      statut: r.statut,
      erreurs: r.erreurs as ResultatEntreeLot['erreurs'],
      code: r.code ?? null,
      idDeclaration: r.idDeclaration ?? null,
    })),
  });
}
