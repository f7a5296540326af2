/**
 * Captcha port, local provider with a real challenge (the challenge itself is drawn in `image.ts`). Only SHA-256 hashes of the answers are stored, with a 10-minute TTL; a challenge is solved once and
 * consumed once (by sign-in or the newsletter form); five wrong answers burn it.
 */
import { createHash, randomUUID } from 'node:crypto';
import { db } from '../dynamodb/service.ts';

export const DUREE_S = 600;
const ESSAIS_MAX = 5;
export const hacher = (r: string) => createHash('sha256').update(r.trim().toLowerCase()).digest('hex');

/** true when the answer matches; marks the challenge solved. Failed checks answer false (spec 001 §5). */
export async function verifier(id: string, reponse: string, maintenant: Date): Promise<boolean> {
  const { data: c } = await db().entities.captcha.get({ id }).go();
  if (!c || c.ttl < maintenant.getTime() / 1000 || c.essais >= ESSAIS_MAX) return false;
  if (c.resolu) return true;
  const ok = c.reponses.includes(hacher(reponse));
  await db()
    .entities.captcha.patch({ id })
    .set(ok ? { resolu: true } : {})
    .add({ essais: ok ? 0 : 1 })
    .go();
  return ok;
}

/** Consumes a solved challenge; true only once per challenge. */
export async function consommer(id: string, maintenant: Date): Promise<boolean> {
  try {
    await db()
      .entities.captcha.delete({ id })
      .where(({ resolu, ttl }, { eq, gt }) => `${eq(resolu, true)} AND ${gt(ttl, Math.floor(maintenant.getTime() / 1000))}`)
      .go();
    return true;
  } catch (e) {
    if (e instanceof Error && /conditional/i.test(e.message)) return false;
    throw e;
  }
}

/** Non-production only (checked by the caller): a challenge already solved, for automated tests. */
export async function defiResolu(maintenant: Date): Promise<string> {
  const id = randomUUID();
  await db()
    .entities.captcha.create({ id, reponses: [], resolu: true, ttl: Math.floor(maintenant.getTime() / 1000) + DUREE_S })
    .go();
  return id;
}
