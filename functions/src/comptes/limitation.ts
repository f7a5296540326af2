/**
 * Sign-in throttling (issue 3 "sign-in failures are rate-limited"): failures are counted per login string in a
 * 15-minute window (shared/src/domain/activation.ts); five of them block that login until the window ends,
 * whether the account exists or not, so the answer reveals nothing. A success clears the count.
 */
import { connexionBloquee, echecSuivant, FENETRE_ECHECS_MIN } from '@registre/shared/domain/activation';
import { db } from '../adapters/dynamodb/service.ts';

const cle = (login: string) => login.trim().toLowerCase();

export async function connexionPermise(login: string, maintenant: Date): Promise<boolean> {
  const { data } = await db()
    .entities.echecsConnexion.get({ login: cle(login) })
    .go();
  return !connexionBloquee(data, maintenant);
}

export async function compterEchec(login: string, maintenant: Date): Promise<void> {
  const { data } = await db()
    .entities.echecsConnexion.get({ login: cle(login) })
    .go();
  const suivant = echecSuivant(data, maintenant);
  const ttl = Math.floor(Date.parse(suivant.debut) / 1000) + FENETRE_ECHECS_MIN * 60 + 60;
  if (suivant.nombre === 1) {
    await db()
      .entities.echecsConnexion.put({ login: cle(login), ...suivant, ttl })
      .go();
  } else {
    // concurrent failures each add one (an atomic ADD): none is lost
    await db()
      .entities.echecsConnexion.patch({ login: cle(login) })
      .add({ nombre: 1 })
      .go()
      .catch(() => undefined);
  }
}

export async function oublierEchecs(login: string): Promise<void> {
  await db()
    .entities.echecsConnexion.delete({ login: cle(login) })
    .go();
}
