/**
 * [issue 27, point 2] Exports are bounded by conditional writes on the single table, in one transaction with the
 * journal line of the start:
 *
 * - a lock per kind and requester (`verrou_export#<genre>#<demandeur>`): one export of a kind runs at a time per
 *   requester (the raw-data export has one requester, the register: once at a time for all). It holds the running
 *   execution's name, so that a refused start names it (409 EXPORT_DEJA_EN_COURS). The workflow releases it when
 *   it ends or fails (task `LibererVerrouExport`); its TTL is a safety net (an execution lost, a release that
 *   failed): a lock past its `ttl` is free even before DynamoDB deletes it.
 * - a counter per account and hour (`limite_exports#<login>#<hour>`): at most LIMITE_DEMARRAGES_PAR_HEURE starts
 *   accepted in the hour (429 TROP_D_EXPORTS with Retry-After); a refused start counts nothing (the whole
 *   transaction is cancelled).
 *
 * Raw items (no ElectroDB entity: no projector reads them), keys lowercased like ElectroDB's.
 */
import { GetCommand, DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { config } from '../../platform/config.ts';
import { documentClient } from './client.ts';
import { paramsJournal, type Evenement } from './journal.ts';
import { estConflitTransaction, reessayer } from './reessais.ts';

export type GenreExport = 'donnees-brutes' | 'categorisation';

/** Starts accepted per account in one clock hour. */
export const LIMITE_DEMARRAGES_PAR_HEURE = 10;
const FENETRE_S = 3600;
/** Longer than any export runs (a raw-data export of 650 000 rows takes minutes): a lost lock frees itself. */
const DUREE_VERROU_S: Record<GenreExport, number> = { 'donnees-brutes': 2 * 3600, categorisation: 3600 };

/** What the workflow's input carries for its release task. */
export interface VerrouExport {
  pk: string;
  execution: string;
}

const SK_VERROU = 'verrou_export';
const SK_LIMITE = 'limite_exports';
export const cleVerrou = (genre: GenreExport, demandeur: string) => `verrou_export#${genre}#${demandeur}`.toLowerCase();
export const cleLimite = (login: string, fenetre: number) => `limite_exports#${login}#${fenetre}`.toLowerCase();
export const fenetreDe = (maintenant: Date) => Math.floor(maintenant.getTime() / 1000 / FENETRE_S);

interface Raison {
  Code?: string;
  Item?: Record<string, unknown>;
}

/**
 * Takes the lock of `genre` for `demandeur`, counts the start in the account's hour and writes the journal line,
 * all or nothing. Throws 409 EXPORT_DEJA_EN_COURS (the running execution in `details.execution`) or
 * 429 TROP_D_EXPORTS (Retry-After).
 */
export async function prendreVerrouExport(p: {
  genre: GenreExport;
  demandeur: string;
  login: string;
  execution: string;
  maintenant: Date;
  journal: Evenement;
}): Promise<VerrouExport> {
  const table = config().TABLE_NAME;
  const maintenantS = Math.floor(p.maintenant.getTime() / 1000);
  const fenetre = fenetreDe(p.maintenant);
  const pk = cleVerrou(p.genre, p.demandeur);
  const journal = paramsJournal(p.journal);
  const sansVide = <T extends object>(o: T | undefined) => (o && Object.keys(o).length ? o : undefined);
  const commande = new TransactWriteCommand({
    TransactItems: [
      {
        Put: {
          TableName: table,
          Item: {
            pk,
            sk: SK_VERROU,
            execution: p.execution,
            login: p.login,
            debut: p.maintenant.toISOString(),
            ttl: maintenantS + DUREE_VERROU_S[p.genre],
          },
          // free, or past its safety TTL (DynamoDB deletes expired items within days, not at once)
          ConditionExpression: 'attribute_not_exists(pk) OR #ttl < :maintenant',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':maintenant': maintenantS },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      {
        Update: {
          TableName: table,
          Key: { pk: cleLimite(p.login, fenetre), sk: SK_LIMITE },
          UpdateExpression: 'ADD demarrages :un SET #ttl = :fin',
          ConditionExpression: 'attribute_not_exists(demarrages) OR demarrages < :limite',
          ExpressionAttributeNames: { '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':un': 1, ':fin': (fenetre + 2) * FENETRE_S, ':limite': LIMITE_DEMARRAGES_PAR_HEURE },
        },
      },
      {
        Put: {
          TableName: journal.TableName ?? table,
          Item: journal.Item,
          ConditionExpression: journal.ConditionExpression,
          ExpressionAttributeNames: sansVide(journal.ExpressionAttributeNames),
          ExpressionAttributeValues: sansVide(journal.ExpressionAttributeValues),
        },
      },
    ],
  });
  // a race with another transaction on the same items: nothing written, tried again after a short pause
  const raisonsDe = (e: unknown) =>
    e instanceof Error && e.name === 'TransactionCanceledException'
      ? ((e as { CancellationReasons?: Raison[] }).CancellationReasons ?? []).map((r) => r ?? {})
      : null;
  const conflit = (e: unknown) => estConflitTransaction((raisonsDe(e) ?? []).map((r) => r.Code));
  const essai = async () => {
    try {
      await documentClient().send(commande);
      return { pk, execution: p.execution };
    } catch (e) {
      const raisons = raisonsDe(e);
      if (!raisons) throw e;
      if (raisons[0]?.Code === 'ConditionalCheckFailed') {
        // the running one: from the cancellation, else read (an engine that does not return it)
        // the cancellation's item comes marshalled ({ S: … }): the document client does not convert it
        const deLaRaison = raisons[0].Item?.execution as { S?: string } | string | undefined;
        const enCours =
          (typeof deLaRaison === 'string' ? deLaRaison : deLaRaison?.S) ??
          ((await documentClient().send(new GetCommand({ TableName: table, Key: { pk, sk: SK_VERROU }, ConsistentRead: true })))
            .Item?.execution as string | undefined) ??
          '';
        throw new ErreurMetier('EXPORT_DEJA_EN_COURS', undefined, messageEnCours(p.genre, enCours), {}, { execution: enCours });
      }
      if (raisons[1]?.Code === 'ConditionalCheckFailed') {
        const attente = (fenetre + 1) * FENETRE_S - maintenantS;
        throw new ErreurMetier(
          'TROP_D_EXPORTS',
          undefined,
          `Vous avez lancé ${LIMITE_DEMARRAGES_PAR_HEURE} exports dans l'heure : réessayez dans ${Math.ceil(attente / 60)} minute${attente > 60 ? 's' : ''}.`,
          { 'retry-after': String(attente) },
        );
      }
      throw e;
    }
  };
  return reessayer(essai, { essais: 6, pauseMs: 20, pauseMaxMs: 250, reessayable: conflit });
}

const messageEnCours = (genre: GenreExport, execution: string) =>
  genre === 'donnees-brutes'
    ? `Un export des données brutes est déjà en cours (${execution}) : attendez qu'il se termine avant d'en lancer un autre.`
    : `Un de vos exports est déjà en cours de préparation (${execution}) : attendez qu'il soit prêt avant d'en lancer un autre.`;

/**
 * Releases a lock if it is still this execution's (a lock taken since by another start is left alone). Called by
 * the workflow when it ends or fails, and by the start itself when the workflow could not be started.
 */
export async function libererVerrouExport(v: VerrouExport | null | undefined): Promise<void> {
  if (!v?.pk?.startsWith('verrou_export#') || !v.execution) return;
  try {
    await documentClient().send(
      new DeleteCommand({
        TableName: config().TABLE_NAME,
        Key: { pk: v.pk, sk: SK_VERROU },
        ConditionExpression: 'execution = :execution',
        ExpressionAttributeValues: { ':execution': v.execution },
      }),
    );
  } catch (e) {
    if (!(e instanceof Error && e.name === 'ConditionalCheckFailedException')) throw e;
  }
}
