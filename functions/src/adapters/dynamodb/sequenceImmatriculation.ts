/** The register's numbering sequence (`compteur` `sequence.immatriculation`) as an import reads and moves it. */
import { db } from './service.ts';

export async function valeurSequence(): Promise<number> {
  const { data } = await db().entities.compteur.get({ nom: 'sequence.immatriculation' }).go();
  return data?.valeur ?? 0;
}

/** New registrations take numbers after the highest imported one: never a number twice. */
export async function avancerSequence(rang: number): Promise<void> {
  try {
    await db()
      .entities.compteur.update({ nom: 'sequence.immatriculation' })
      .set({ valeur: rang })
      .where((a, { lt, notExists }) => `${notExists(a.valeur)} OR ${lt(a.valeur, rang)}`)
      .go();
  } catch (e) {
    if (!(e instanceof Error && /conditional/i.test(e.message))) throw e;
  }
}
