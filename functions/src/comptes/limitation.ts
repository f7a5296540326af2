/**
 * Sign-in throttling (issue 3 "sign-in failures are rate-limited", issue 15 "lockout under concurrency"): attempts
 * are counted per login string in a 15-minute window (shared/src/domain/activation.ts); five of them block that
 * login until the window ends, whether the account exists or not, so the answer reveals nothing.
 *
 * The attempt is RESERVED before the password is checked, by one conditional update that refuses the 6th: fifty
 * attempts sent at once get at most five checks, whatever the concurrency. A failed check leaves its reservation
 * counted. A success gives back its own reservation and those counted before it (its rank in the window), never
 * the ones reserved after it started: a right password among fifty wrong ones cannot erase them.
 */
import { ECHECS_CONNEXION_MAX, FENETRE_ECHECS_MIN, ouvertureFenetreEchecs } from '@registre/shared/domain/activation';
import { db } from '../adapters/dynamodb/service.ts';

const cle = (login: string) => login.trim().toLowerCase();
const estConditionEchouee = (e: unknown) =>
  e instanceof Error && /conditional request failed|ConditionalCheckFailed/i.test(`${e.name} ${e.message}`);

/** A reserved attempt: the window it was counted in and its rank there (1 = first attempt of the window). */
export interface Tentative {
  login: string;
  debut: string;
  rang: number;
}

/**
 * Reserves one attempt for `login`; `null` when the window already holds five (TROP_DE_TENTATIVES). Either
 * adds one to the current window (condition: fewer than five, window still open) or opens a new window
 * (condition: none, or the previous one is over); a lost race between the two tries again.
 */
export async function reserverTentative(login: string, maintenant: Date): Promise<Tentative | null> {
  const l = cle(login);
  const ouverture = ouvertureFenetreEchecs(maintenant);
  for (let essai = 0; essai < 5; essai++) {
    try {
      const { data } = await db()
        .entities.echecsConnexion.patch({ login: l })
        .add({ nombre: 1 })
        .where((a, { lt, gt }) => `${lt(a.nombre, ECHECS_CONNEXION_MAX)} AND ${gt(a.debut, ouverture)}`)
        .go({ response: 'all_new' });
      return { login: l, debut: data.debut, rang: data.nombre };
    } catch (e) {
      if (!estConditionEchouee(e)) throw e;
    }
    const { data: courant } = await db().entities.echecsConnexion.get({ login: l }).go({ consistent: true });
    if (courant && courant.debut > ouverture) {
      if (courant.nombre >= ECHECS_CONNEXION_MAX) return null;
      continue; // the window was opened meanwhile: count in it
    }
    const debut = maintenant.toISOString();
    const ttl = Math.floor(maintenant.getTime() / 1000) + FENETRE_ECHECS_MIN * 60 + 60;
    try {
      await db()
        .entities.echecsConnexion.put({ login: l, nombre: 1, debut, ttl })
        .where((a, { notExists, lte }) => `${notExists(a.debut)} OR ${lte(a.debut, ouverture)}`)
        .go();
      return { login: l, debut, rang: 1 };
    } catch (e) {
      if (!estConditionEchouee(e)) throw e; // another attempt opened the window first: count in it
    }
  }
  return null; // never reached in practice: five lost races in a row are treated as a refusal
}

/** After a success: gives back this attempt and the ones before it, in its window only. */
export async function libererTentative(t: Tentative): Promise<void> {
  await db()
    .entities.echecsConnexion.patch({ login: t.login })
    .add({ nombre: -t.rang })
    .where((a, { eq, gte }) => `${eq(a.debut, t.debut)} AND ${gte(a.nombre, t.rang)}`)
    .go()
    .catch((e: unknown) => {
      if (!estConditionEchouee(e)) throw e; // the window changed or the count moved under it: leave it
    });
}

/** A password reset by mail proves the person: the login's window is cleared. */
export async function oublierEchecs(login: string): Promise<void> {
  await db()
    .entities.echecsConnexion.delete({ login: cle(login) })
    .go();
}
