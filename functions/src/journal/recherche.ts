/**
 * The keepers' event journal search (spec 001 §4, §9): the day partitions of the period, newest first, page by
 * page, until 100 lines match (access pattern 7: one Query per day, never a Scan); the rules are in
 * shared/src/domain/rechercheJournal.ts.
 */
import {
  avecIdsCopropriete,
  bornesPeriode,
  immatriculationsSansId,
  joursAParcourir,
  resultatJournal,
  retenir,
  type EvenementLu,
  type FiltresJournal,
  type ResultatJournal,
} from '@registre/shared/domain/rechercheJournal';
import type { RechercheJournal } from '@registre/shared/schemas/journal';
import { db } from '../adapters/dynamodb/service.ts';

/** Items read per page of a day: enough for a quiet day in one read, small enough to stop early on a busy one. */
const TAILLE_PAGE = 200;

async function lignesRetenues(f: FiltresJournal): Promise<EvenementLu[]> {
  let retenus: EvenementLu[] = [];
  for (const jour of joursAParcourir(f)) {
    let curseur: string | null = null;
    do {
      const page: { data: EvenementLu[]; cursor: string | null } = await db()
        .entities.evenement.query.parJour({ jour })
        .go({ order: 'desc', limit: TAILLE_PAGE, cursor: curseur });
      const suite = retenir(retenus, page.data, f);
      if (suite.complet) return suite.retenus;
      retenus = suite.retenus;
      curseur = page.cursor;
    } while (curseur);
  }
  return retenus;
}

/** The condominium ids of the lines that name a condominium by its number only (one index read per number). */
async function idsParImmatriculation(immatriculations: readonly string[]): Promise<Map<string, number>> {
  const trouves = await Promise.all(
    immatriculations.map(async (immatriculation) => {
      const { data } = await db().entities.copropriete.query.parImmatriculation({ immatriculation }).go();
      return data[0] ? ([[immatriculation, data[0].idCopropriete]] as const) : [];
    }),
  );
  return new Map<string, number>(trouves.flat());
}

export async function rechercherJournal(r: RechercheJournal, maintenant: Date): Promise<ResultatJournal> {
  const { dateDu, dateAu, ...criteres } = r;
  const resultat = resultatJournal(await lignesRetenues({ ...bornesPeriode(dateDu, dateAu, maintenant), ...criteres }));
  const ids = await idsParImmatriculation(immatriculationsSansId(resultat.lignes));
  return { ...resultat, lignes: avecIdsCopropriete(resultat.lignes, ids) };
}
