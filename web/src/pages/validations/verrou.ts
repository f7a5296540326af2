/**
 * Releasing the lock a keeper holds on a request (spec 000 §4: "A pending validation record is unlocked when the
 * keeper leaves"). Leaving the page schedules the release on the next tick, so that a remount of the same request
 * (React's development double mount) cancels it; closing or reloading the tab sends it with `keepalive`.
 */
import { deverrouiller } from '@registre/shared/routes/validations.routes';
import { appeler, construireChemin } from '../../api/client.ts';

/** Every failure is silent: the release is best effort, the request stays lockable by its keeper and admins. */
const ERREURS_IGNOREES = [400, 401, 403, 404, 409, 500, 502, 503, 504];

export async function deverrouillerDemande(cible: string): Promise<void> {
  try {
    await appeler(deverrouiller, { params: { immat: cible }, erreursGerees: ERREURS_IGNOREES });
  } catch {
    // best effort (see above)
  }
}

const prevus = new Map<string, ReturnType<typeof setTimeout>>();

/** Releases the lock of request `idDemande` (on `cible`) on the next tick unless the page comes back meanwhile. */
export function planifierDeverrouillage(idDemande: string, cible: string, ensuite?: () => void): void {
  annulerDeverrouillage(idDemande);
  prevus.set(
    idDemande,
    setTimeout(() => {
      prevus.delete(idDemande);
      void deverrouillerDemande(cible).then(ensuite);
    }, 0),
  );
}

export function annulerDeverrouillage(idDemande: string): void {
  const t = prevus.get(idDemande);
  if (t !== undefined) clearTimeout(t);
  prevus.delete(idDemande);
}

/** The tab is closing or reloading: a plain request that outlives the page, with the token read beforehand. */
export function deverrouillerEnPartant(cible: string, jeton: string | null): void {
  const entetes: Record<string, string> = { accept: 'application/json' };
  if (jeton) entetes.authorization = `Bearer ${jeton}`;
  try {
    void fetch(construireChemin(deverrouiller, { immat: cible }), { method: 'GET', headers: entetes, keepalive: true }).catch(
      () => undefined,
    );
  } catch {
    // best effort
  }
}
