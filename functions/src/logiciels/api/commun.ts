/**
 * [issue 25] What the web service's use cases share: the establishment the software acts for (its session, built by
 * the platform from the access's token), the establishment's own condominium by its registration number (any other
 * is 404, never 403: a number reveals nothing), and the use cases' field errors rewritten as JSON paths.
 */
import { estTitulaire } from '@registre/shared/domain/copropriete/possibiliteMiseAJour';
import { erreursEnCheminsJson } from '@registre/shared/domain/logiciels/chemins';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { db } from '../../adapters/dynamodb/service.ts';
import type { Copropriete } from '../../adapters/dynamodb/copropriete.ts';
import type { Session } from '../../platform/session.ts';

export type SessionEtablissement = Session & { idTeledeclarant: number };

/** The software's session (every `logiciel` route has one), acting for an establishment. */
export function exigerEtablissement(session: Session | null): SessionEtablissement {
  if (!session) throw new ErreurMetier('NON_AUTHENTIFIE');
  if (session.idTeledeclarant === null) throw new ErreurMetier('ACCES_NON_AUTORISE');
  return session as SessionEtablissement;
}

export const introuvable = (numero: string) =>
  new ErreurMetier(
    'RESSOURCE_INTROUVABLE',
    undefined,
    `Aucune copropriété de votre établissement ne porte le numéro ${formaterImmatriculation(numero)}.`,
  );

const ATTRIBUTS = ['idCopropriete', 'immatriculation', 'etat', 'idTeledeclarant', 'version'] as const;

/**
 * The condominium of that number if the caller's establishment holds it (the declarant that registered it or holds
 * its current mandate, as for the forms), else 404; a deleted one is gone. gsi2 `IMMAT#<number>` (ONE Query).
 */
export async function coproprieteDuTitulaire(
  session: SessionEtablissement,
  numero: string,
): Promise<Pick<Copropriete, (typeof ATTRIBUTS)[number]>> {
  const { data } = await db()
    .entities.copropriete.query.parImmatriculation({ immatriculation: numero })
    .go({ attributes: [...ATTRIBUTS] });
  const c = data[0];
  if (!c || c.etat === 'SUPPRIMEE' || !estTitulaire(session, c)) throw introuvable(numero);
  return c;
}

/** Runs a use case; its field errors come out with JSON paths (`identification.parcelle[0].numero`). */
export async function avecCheminsJson<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (e) {
    if (e instanceof ErreurMetier && e.erreurs && Object.keys(e.erreurs).length > 0)
      throw new ErreurMetier(e.code, erreursEnCheminsJson(e.erreurs), e.message, e.entetes, e.details);
    throw e;
  }
}
