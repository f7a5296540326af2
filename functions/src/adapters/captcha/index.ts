/**
 * Captcha port, local provider with a real challenge: an SVG image of distorted characters (svg-captcha) and,
 * for people who cannot read it, a text question whose answer is also accepted (RGAA: an alternative to the
 * image). Only SHA-256 hashes of the answers are stored, with a 10-minute TTL; a challenge is solved once and
 * consumed once (by sign-in or the newsletter form); five wrong answers burn it.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { db } from '../dynamodb/service.ts';

const DUREE_S = 600;
const ESSAIS_MAX = 5;
const hacher = (r: string) => createHash('sha256').update(r.trim().toLowerCase()).digest('hex');
const NOMBRES = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];

export async function nouveauDefi(maintenant: Date) {
  const image = svgCaptcha.create({ size: 5, noise: 3, ignoreChars: '0o1il', color: false, background: '#f6f6f6' });
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const id = randomUUID();
  await db()
    .entities.captcha.create({ id, reponses: [hacher(image.text), hacher(String(a + b))], ttl: Math.floor(maintenant.getTime() / 1000) + DUREE_S })
    .go();
  return {
    id,
    image: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}`,
    alternative: `Combien font ${NOMBRES[a]} plus ${NOMBRES[b]} ? Répondez en chiffres.`,
  };
}

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
