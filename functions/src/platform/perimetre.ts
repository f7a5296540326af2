/**
 * [issue 26] The territory scope of the routes that declare it (`perimetre` in shared/src/routes/route.ts): the
 * platform, not the use case, loads the caller's scope (the agent's geographic level; the built-in institutional
 * account, which has no agent item, is national), checks what the validated request names against it with the one
 * rule (shared/src/domain/categorisation/portee.ts), refuses what lies outside (the journal line, then 403
 * HORS_PERIMETRE) and hands the use case the scope. Loaded by the router on the first territory-scoped request
 * only (its geography is a large module): areas without such routes never evaluate it.
 */
import { cleTerritoire, lirePerimetre, type Geographie, type Perimetre } from '@registre/shared/domain/categorisation/perimetre';
import { horsPerimetre, type CoproprieteNommee, type DemandeTerritoriale } from '@registre/shared/domain/categorisation/portee';
import { estPublie } from '@registre/shared/domain/rnic/registre';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { Route } from '@registre/shared/routes/route';
import { journaliser } from '../adapters/dynamodb/journal.ts';
import { db } from '../adapters/dynamodb/service.ts';
import { territoiresDe } from '../projecteurs/annuaire.ts';
import * as geographie from '../statistiques/geographie.ts';
import type { Session } from './session.ts';

/** The official geography, as the scope rule needs it. */
export const geo: Geographie = {
  departements: () => geographie.departements('0') ?? [],
  epci: (siren) => geographie.epci(siren),
  commune: (insee) => {
    const c = geographie.commune(insee);
    return c
      ? { region: c.codeRegion, departement: c.codeDepartement, epci: c.sirenEpci, ept: c.sirenEpt, commune: c.codeInsee }
      : undefined;
  },
};

/** The caller's scope: the agent's geographic level; the built-in institutional account (no agent item) is national. */
export async function perimetreDe(login: string): Promise<Perimetre> {
  const { data } = await db().entities.agentInstitutionnel.get({ login }).go();
  return lirePerimetre(data?.niveauGeographique, data?.codeGeographique);
}

/** Condominiums looked up at once (a background zip names up to 2 000). */
const PARALLELE = 16;

/** The registered condominiums of these numbers with their territories (null: none registered under that number). */
async function coproprietesNommees(immatriculations: readonly string[]): Promise<CoproprieteNommee[]> {
  const nombres = [...new Set(immatriculations)];
  const nommees: CoproprieteNommee[] = [];
  for (let i = 0; i < nombres.length; i += PARALLELE) {
    const vague = await Promise.all(
      nombres.slice(i, i + PARALLELE).map(async (immatriculation) => {
        const { data } = await db()
          .entities.copropriete.query.parImmatriculation({ immatriculation })
          .go({ attributes: ['etat', 'immatriculation', 'codeInsee'] });
        const c = data.find((x) => estPublie(x.etat, x.immatriculation));
        return { immatriculation, territoires: c ? territoiresDe(c.codeInsee) : null };
      }),
    );
    nommees.push(...vague);
  }
  return nommees;
}

/**
 * The scope of a territory-scoped request, once what it names is inside it; otherwise the refusal is journaled and
 * 403 HORS_PERIMETRE thrown.
 */
export async function garderPerimetre(
  route: Route,
  session: Session,
  entree: { params: unknown; query: unknown; body: unknown },
  maintenant: Date,
): Promise<Perimetre> {
  const perimetre = await perimetreDe(session.login);
  if (route.perimetre === true || !route.perimetre) return perimetre;
  // the route's own input type, erased in the list of routes: the router hands it the input it validated
  const demande = (route.perimetre as (e: typeof entree) => DemandeTerritoriale)(entree);
  const hors = horsPerimetre(
    perimetre,
    {
      geographie: demande.geographie,
      coproprietes: demande.immatriculations ? await coproprietesNommees(demande.immatriculations) : undefined,
    },
    geo,
  );
  if (!hors.length) return perimetre;
  await journaliser({
    categorie: 'CATEGORISATION',
    type: 'ACCES_REFUSE_PERIMETRE',
    acteur: session.login,
    profil: session.profil,
    cible: cleTerritoire(perimetre),
    details: { operation: route.id, demande: hors.join(',').slice(0, 500) },
    quand: maintenant,
  });
  throw new ErreurMetier('HORS_PERIMETRE');
}
