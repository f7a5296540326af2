/**
 * [issue 11] GET api/coproprietes/tableauDeBordSyndic: the syndic board (spec 000 §2): registered condominiums,
 * expired mandates, required updates (annual updates to do or late) and condominiums with non-geolocated parcels
 * of the caller's declarant. Four counters the stream projector keeps with the list rows (one per row of the
 * filters immatriculee, mandat-expire, annuelle, coproNonGeolocalisees: functions/src/projecteurs/listes.ts), read
 * by ONE BatchGetItem: the board never lists the condominiums, its cost does not grow with them.
 */
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../adapters/dynamodb/service.ts';
import type { Session } from '../platform/session.ts';
import { compteurListe } from '../projecteurs/listes.ts';
import type { Filtre } from './filtres.ts';

const COMPTEURS = {
  nbCoproprietesImmatriculees: 'immatriculee',
  nbMandatsExpires: 'mandat-expire',
  nbMisesAJourRequises: 'annuelle',
  nbCoproprietesNonGeolocalisees: 'coproNonGeolocalisees',
} as const satisfies Record<string, Filtre>;

export async function tableauDeBordSyndic(session: Session) {
  if (session.idTeledeclarant === null) throw new ErreurMetier('ACCES_NON_AUTORISE');
  const td = session.idTeledeclarant;
  const noms = Object.fromEntries(Object.entries(COMPTEURS).map(([champ, filtre]) => [champ, compteurListe(td, filtre)]));
  const { data } = await db()
    .entities.compteur.get(Object.values(noms).map((nom) => ({ nom })))
    .go();
  const valeurs = new Map(data.map((c) => [c.nom.toLowerCase(), c.valeur]));
  const valeur = (nom: string) => Math.max(0, valeurs.get(nom.toLowerCase()) ?? 0);
  return {
    nbCoproprietesImmatriculees: valeur(noms.nbCoproprietesImmatriculees),
    nbMandatsExpires: valeur(noms.nbMandatsExpires),
    nbMisesAJourRequises: valeur(noms.nbMisesAJourRequises),
    nbCoproprietesNonGeolocalisees: valeur(noms.nbCoproprietesNonGeolocalisees),
  };
}
