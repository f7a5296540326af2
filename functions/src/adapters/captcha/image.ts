/**
 * Drawing a captcha challenge: an SVG image of distorted characters (svg-captcha) and, for people who cannot
 * read it, a text question whose answer is also accepted (RGAA: an alternative to the image). Kept apart from
 * the store so that only the bundle that draws challenges carries the font renderer.
 */
import { randomInt, randomUUID } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { db } from '../dynamodb/service.ts';
import { DUREE_S, hacher } from './index.ts';

const NOMBRES = ['zéro', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix'];

export async function nouveauDefi(maintenant: Date) {
  const image = svgCaptcha.create({ size: 5, noise: 3, ignoreChars: '0o1il', color: false, background: '#f6f6f6' });
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const id = randomUUID();
  await db()
    .entities.captcha.create({
      id,
      reponses: [hacher(image.text), hacher(String(a + b))],
      ttl: Math.floor(maintenant.getTime() / 1000) + DUREE_S,
    })
    .go();
  return {
    id,
    image: `data:image/svg+xml;base64,${Buffer.from(image.data).toString('base64')}`,
    alternative: `Combien font ${NOMBRES[a]} plus ${NOMBRES[b]} ? Répondez en chiffres.`,
  };
}
