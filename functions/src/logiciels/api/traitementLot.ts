/**
 * [issue 25] The task of the workflow `lot-maj-annuelles` (workflows/src/taches/appliquerLot.ts): applies the
 * entries of a batch that have no result yet, each through the use case of a single annual update
 * (`miseAJourParLogiciel`, ANNUELLE), as the session that sent the batch and inside its request context (every journal
 * line names the software), then returns whether the batch is done.
 *
 * - Concurrency: CONCURRENCE_LOT entries at once, the entries of one condominium one after the other (in the
 *   order sent); throughput is flat with the batch's size (each entry costs the same reads and ONE transaction,
 *   plus the opening of its draft).
 * - Results: APPLIQUEE, or REFUSEE with each field's French error at its JSON path (`misesAJour[i].…`), written by
 *   BatchWriteItem as they come (every 25, or every 300 ms), so that the batch's progress can be read meanwhile.
 * - Resumable: an entry with a result is never applied again; a task stopped by its time budget (BUDGET_LOT_MS,
 *   under the task's Lambda timeout) returns `termine: false` and the workflow runs it again for the rest; a retried
 *   task skips what was recorded. An unexpected failure of one entry is tried again twice, then recorded as a
 *   server error (the batch never stays EN_COURS for one entry).
 * - Revocation: each entry asks whether the batch's access is still active (the platform's cache of accesses, read
 *   again every `DELAI_REVOCATION_MS`): once revoked, the entries left are refused ACCES_LOGICIEL_REVOQUE.
 */
import { gunzipSync } from 'node:zlib';
import type { Autorite, Profil } from '@registre/shared/domain/profils';
import { cheminEntreeLot } from '@registre/shared/domain/logiciels/chemins';
import { erreursDuRefus, groupesParCopropriete, type ResultatEntreeLot } from '@registre/shared/domain/logiciels/lots';
import { ERREURS, ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../../adapters/dynamodb/service.ts';
import type { LotLogiciel } from '../../adapters/dynamodb/lotLogiciel.ts';
import { dansContexte, type ContexteRequete } from '../../platform/contexte.ts';
import { accesLogicielActif } from '../../platform/logiciel.ts';
import { logger } from '../../platform/logger.ts';
import type { Session } from '../../platform/session.ts';
import { miseAJourParLogiciel } from './miseAJour.ts';
import { ecrireEnLot, versResultatsStockes, type EntreeStockee } from './lots.ts';

/** Entries applied at once. */
export const CONCURRENCE_LOT = 12;
/** A task stops taking entries after this long (the task's Lambda has 5 minutes). */
export const BUDGET_LOT_MS = 4 * 60_000;
const ESSAIS_ENTREE = 3;
const RESULTATS_PAR_ECRITURE = 25;
const ECRITURE_AU_PLUS_TARD_MS = 300;

export interface EntreeTacheLot {
  idLot: string;
}

/** The session that sent the batch, as the platform built it from the access's token. */
const sessionDuLot = (lot: LotLogiciel): Session => ({
  login: lot.login,
  profil: lot.profil as Profil,
  autorites: lot.autorites as Autorite[],
  idTeledeclarant: lot.idTeledeclarant,
});

/** Writes the results as they come: every RESULTATS_PAR_ECRITURE, or when the last write is old enough. */
class Resultats {
  private tampon: ResultatEntreeLot[] = [];
  private derniere = Date.now();
  private ecritures: Promise<void> = Promise.resolve();
  /** the first failed write (after its retries), thrown at the end: the task fails and is tried again */
  private echec: unknown = null;
  constructor(private readonly idLot: string) {}

  ajouter(r: ResultatEntreeLot) {
    this.tampon.push(r);
    if (this.tampon.length >= RESULTATS_PAR_ECRITURE || Date.now() - this.derniere >= ECRITURE_AU_PLUS_TARD_MS) this.ecrire();
  }

  private ecrire() {
    const lot = this.tampon.splice(0);
    this.derniere = Date.now();
    if (!lot.length) return;
    this.ecritures = this.ecritures
      .then(() =>
        ecrireEnLot(versResultatsStockes(this.idLot, lot, new Date()), (items) => db().entities.resultatLot.put(items).go()),
      )
      .catch((e: unknown) => {
        this.echec ??= e;
      });
  }

  async terminer() {
    this.ecrire();
    await this.ecritures;
    if (this.echec) throw this.echec;
  }
}

const refus = (e: EntreeStockee, code: 'ERREUR_SERVEUR' | 'ACCES_LOGICIEL_REVOQUE'): ResultatEntreeLot => ({
  index: e.index,
  numeroImmatriculation: e.numeroImmatriculation,
  statut: 'REFUSEE',
  code,
  erreurs: [{ chemin: cheminEntreeLot(e.index), message: ERREURS[code].message }],
});

async function appliquer(session: Session, contexte: ContexteRequete, e: EntreeStockee): Promise<ResultatEntreeLot> {
  // the access revoked meanwhile: what is left of its batch is refused, as its calls would be
  const clientId = contexte.logiciel?.clientId;
  if (clientId && !(await accesLogicielActif(clientId, new Date()))) return refus(e, 'ACCES_LOGICIEL_REVOQUE');
  const base = { index: e.index, numeroImmatriculation: e.numeroImmatriculation };
  for (let essai = 1; ; essai++) {
    try {
      const r = await dansContexte(contexte, () =>
        miseAJourParLogiciel(session, e.numeroImmatriculation, 'ANNUELLE', e.maj, new Date()),
      );
      return { ...base, statut: 'APPLIQUEE', erreurs: [], idDeclaration: r.idDeclaration };
    } catch (err) {
      if (err instanceof ErreurMetier)
        return { ...base, statut: 'REFUSEE', code: err.code, erreurs: erreursDuRefus(e.index, err) };
      logger.warn('entrée de lot en échec', {
        essai,
        index: e.index,
        erreur: err instanceof Error ? err.name + ': ' + err.message : String(err),
      });
      if (essai >= ESSAIS_ENTREE) return refus(e, 'ERREUR_SERVEUR');
      await new Promise((r) => setTimeout(r, 200 * essai));
    }
  }
}

/** The task: the entries without a result applied, within the time budget; `termine` once every entry has one. */
export async function traiterLot({ idLot }: EntreeTacheLot): Promise<EntreeTacheLot & { termine: boolean }> {
  const debut = Date.now();
  const { data: lot } = await db().entities.lotLogiciel.get({ idLot }).go({ consistent: true });
  // gone (expired, or its start failed) or already done: nothing to do
  if (!lot || lot.statut === 'TERMINE') return { idLot, termine: true };
  const [faits, tranches] = await Promise.all([
    db()
      .entities.resultatLot.query.parLot({ idLot })
      .go({ pages: 'all', attributes: ['index'], consistent: true }),
    db().entities.trancheLot.query.parLot({ idLot }).go({ pages: 'all', consistent: true }),
  ]);
  const traites = new Set(faits.data.map((r) => r.index));
  const entrees = tranches.data
    .flatMap((t) => JSON.parse(gunzipSync(Buffer.from(t.contenu, 'base64')).toString('utf8')) as EntreeStockee[])
    .filter((e) => !traites.has(e.index));
  const session = sessionDuLot(lot);
  const contexte: ContexteRequete =
    lot.clientId && lot.nomLogiciel ? { logiciel: { clientId: lot.clientId, nomLogiciel: lot.nomLogiciel } } : {};

  const groupes = groupesParCopropriete(entrees);
  const resultats = new Resultats(idLot);
  let suivant = 0;
  let interrompu = false;
  await Promise.all(
    Array.from({ length: Math.min(CONCURRENCE_LOT, groupes.length) }, async () => {
      while (suivant < groupes.length) {
        for (const e of groupes[suivant++]) {
          // past the budget: what is left (in the order sent) goes to the next run of the task
          if (Date.now() - debut > BUDGET_LOT_MS) {
            interrompu = true;
            return;
          }
          resultats.ajouter(await appliquer(session, contexte, e));
        }
      }
    }),
  );
  await resultats.terminer();
  if (interrompu) return { idLot, termine: false };
  await db()
    .entities.lotLogiciel.patch({ idLot })
    .set({ statut: 'TERMINE', termineLe: new Date().toISOString() })
    .where((a, { eq }) => eq(a.statut, 'EN_COURS'))
    .go()
    .catch((e: unknown) => {
      // another run of the task marked it first
      if (!(e instanceof Error && /conditional/i.test(e.message))) throw e;
    });
  logger.info('lot appliqué', { idLot, entrees: entrees.length, dureeMs: Date.now() - debut });
  return { idLot, termine: true };
}
