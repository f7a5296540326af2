/**
 * [issue 26] What a territory-scoped request names, and what of it lies outside the caller's scope: the one rule
 * the platform applies to every territory-scoped route (shared/src/routes/route.ts `perimetre`) before the use case
 * runs. Pure: the condominiums named are given with their territories (the platform looks them up).
 */
import type { CriteresCategorisation } from '../../schemas/categorisation.ts';
import { dansPerimetre, geographieHorsPerimetre, type Geographie, type Perimetre, type Territoires } from './perimetre.ts';

/** What a request names that must lie inside the scope. */
export interface DemandeTerritoriale {
  /** requested geography (search criteria): every region, department, EPCI and commune asked for */
  geographie?: Pick<CriteresCategorisation, 'regions' | 'departements' | 'epcis' | 'communes'>;
  /** condominiums by registration number (fact sheets): each one the register knows */
  immatriculations?: readonly string[];
}

/** A condominium the request names: its number and, when the register knows it, its territories. */
export interface CoproprieteNommee {
  immatriculation: string;
  /** null: unknown to the register (the use case answers it: 404, or a sheet missing from the zip) */
  territoires: Territoires | null;
}

/**
 * What the request names outside the scope (`DEPARTEMENT:75`, `AB1234567`…), empty when it stays inside: the
 * requested territories outside it, then the known condominiums outside it. An unknown number is not outside.
 */
export function horsPerimetre(
  p: Perimetre,
  demande: { geographie?: DemandeTerritoriale['geographie']; coproprietes?: readonly CoproprieteNommee[] },
  geo: Geographie,
): string[] {
  const hors = demande.geographie ? geographieHorsPerimetre(p, demande.geographie, geo) : [];
  for (const c of demande.coproprietes ?? []) if (c.territoires && !dansPerimetre(p, c.territoires)) hors.push(c.immatriculation);
  return hors;
}
