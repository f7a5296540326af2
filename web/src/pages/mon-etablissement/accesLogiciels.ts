/**
 * [issue 25] What the « Accès logiciels » section of « Mon établissement » decides without React: who sees it (a
 * syndic's principal administrator holding MON_ENTREPRISE_ECRITURE, once the routes are mounted), the scopes' and
 * statuses' French labels, and the order of the list (active accesses first, newest first).
 */
import { gereAccesLogiciels, MAX_ACCES_LOGICIELS_ACTIFS } from '@registre/shared/domain/logiciels/acces';
import { LIBELLES_PORTEES, PORTEES_LOGICIEL, type PorteeLogiciel } from '@registre/shared/domain/logiciels/portees';
import type { AccesLogiciel } from '@registre/shared/schemas/logiciels/acces';
import { lister, creer, renouvelerSecret, revoquer } from '@registre/shared/routes/accesLogiciels.routes';
import { accesAutorise, routeMontee, type Visiteur } from '../../lib/navigation/index.ts';

/** The section exists once its four routes are mounted, for a principal administrator who may write them. */
export const accesLogicielsDisponibles = (v: Visiteur): boolean =>
  [lister, creer, renouvelerSecret, revoquer].every((r) => routeMontee(r)) &&
  accesAutorise(lister.acces, v) &&
  v.profil !== null &&
  gereAccesLogiciels(v.profil);

/** The establishment may create one more access (the server holds the same limit). */
export const creationPossible = (liste: readonly AccesLogiciel[]) =>
  liste.filter((a) => a.statut === 'ACTIF').length < MAX_ACCES_LOGICIELS_ACTIFS;

/** The scopes in their declared order, each with its French label. */
export const PORTEES_LIBELLEES: readonly { portee: PorteeLogiciel; libelle: string }[] = PORTEES_LOGICIEL.map((p) => ({
  portee: p,
  libelle: LIBELLES_PORTEES[p],
}));

/** A scope's short name: the label before its colon (« Lecture »). */
export const nomCourtPortee = (p: PorteeLogiciel) => LIBELLES_PORTEES[p].split(' : ')[0] ?? p;

/** The scopes of an access, in the declared order whatever the order stored. */
export const porteesOrdonnees = (portees: readonly PorteeLogiciel[]): PorteeLogiciel[] =>
  PORTEES_LOGICIEL.filter((p) => portees.includes(p));

export const libelleStatut = (a: Pick<AccesLogiciel, 'statut'>) => (a.statut === 'ACTIF' ? 'Actif' : 'Révoqué');

/** Active accesses first, then the newest first (ISO dates compare as text). */
export const accesTries = (liste: readonly AccesLogiciel[]): AccesLogiciel[] =>
  [...liste].sort((a, b) => (a.statut !== b.statut ? (a.statut === 'ACTIF' ? -1 : 1) : b.creeLe.localeCompare(a.creeLe)));
