/**
 * [issue 13] The scope of an institutional user in the categorisation tool. The built-in `institutionnel` account
 * and a national agent see France; an agent whose identity provider gives a region, a department, an EPCI or a
 * commune (`getniveaugeographique`: `REGION:84`, `DEPARTEMENT:69`…) sees only that territory, on every route.
 * - `lirePerimetre`: the scope from the agent's level and code;
 * - `geographieHorsPerimetre`: the requested territories that are not inside the scope (the route answers 403);
 * - `dansPerimetre`: whether a condominium (its territories) is inside the scope (every read filters on it);
 * - `departementsAInterroger`: the departments whose rows a search must read (scope ∩ requested geography).
 * Pure: the geography is given (`Geographie`).
 */
import type { NiveauGeographique } from '../../schemas/institutionnels.ts';
import type { CriteresCategorisation } from '../../schemas/categorisation.ts';

export interface Perimetre {
  niveau: NiveauGeographique;
  /** null for NATIONAL */
  code: string | null;
}

export const FRANCE: Perimetre = { niveau: 'NATIONAL', code: null };

/**
 * The territories of a condominium (or of a commune). A commune of the Métropole du Grand Paris outside Paris is in
 * two EPCI, as the RNIC file reads: the Métropole (`epci`) and its territory (`ept`, the file's column 1).
 */
export interface Territoires {
  region: string | null;
  departement: string | null;
  epci: string | null;
  /** the Grand Paris territory (EPT), null or absent elsewhere */
  ept?: string | null;
  commune: string | null;
}

/** What the scope rule needs of the official geography. */
export interface Geographie {
  /** every department with its region */
  departements(): readonly { code: string; codeRegion: string }[];
  /**
   * the departments and regions an EPCI's communes belong to, and for a Grand Paris territory (EPT) the Métropole
   * it is part of (undefined: unknown EPCI)
   */
  epci(siren: string): { departements: readonly string[]; regions: readonly string[]; metropole?: string } | undefined;
  /** the territories of a commune (undefined: unknown commune) */
  commune(codeInsee: string): Territoires | undefined;
}

/** The scope from the agent's level and code; an agent with a level but no code sees nothing but is not France. */
export function lirePerimetre(niveau: NiveauGeographique | null | undefined, code: string | null | undefined): Perimetre {
  if (!niveau || niveau === 'NATIONAL') return FRANCE;
  return { niveau, code: (code ?? '').trim().toUpperCase() };
}

/** `NATIONAL`, `REGION:84`: the key of a territory (saved searches are shared within one). */
export const cleTerritoire = (p: Perimetre) => (p.niveau === 'NATIONAL' ? 'NATIONAL' : `${p.niveau}:${p.code}`);

const regionDeDepartement = (geo: Geographie, dep: string) => geo.departements().find((d) => d.code === dep)?.codeRegion;

/** Whether territories (of a condominium) are inside the scope. */
export function dansPerimetre(p: Perimetre, t: Territoires): boolean {
  switch (p.niveau) {
    case 'NATIONAL':
      return true;
    case 'REGION':
      return t.region === p.code;
    case 'DEPARTEMENT':
      return t.departement === p.code;
    case 'EPCI':
      return t.epci === p.code || (Boolean(t.ept) && t.ept === p.code);
    case 'COMMUNE':
      return t.commune === p.code;
  }
}

/**
 * The requested territories that are outside the scope (`REGION:11`, `COMMUNE:69123`…), empty when the request
 * stays inside. A territory larger than the scope (a region for a department's agent) is outside; an EPCI that
 * straddles two departments is inside the scope of either (its rows are filtered on the scope anyway), a Grand Paris
 * territory (EPT) inside the scope of the Métropole; an unknown
 * code is outside a limited scope (it cannot be shown inside).
 */
export function geographieHorsPerimetre(
  p: Perimetre,
  c: Pick<CriteresCategorisation, 'regions' | 'departements' | 'epcis' | 'communes'>,
  geo: Geographie,
): string[] {
  if (p.niveau === 'NATIONAL') return [];
  const hors: string[] = [];
  for (const r of c.regions) if (!(p.niveau === 'REGION' && r === p.code)) hors.push(`REGION:${r}`);
  for (const d of c.departements) {
    const dedans =
      (p.niveau === 'REGION' && regionDeDepartement(geo, d) === p.code) || (p.niveau === 'DEPARTEMENT' && d === p.code);
    if (!dedans) hors.push(`DEPARTEMENT:${d}`);
  }
  for (const e of c.epcis) {
    const g = geo.epci(e);
    const dedans =
      (p.niveau === 'REGION' && Boolean(g?.regions.includes(p.code!))) ||
      (p.niveau === 'DEPARTEMENT' && Boolean(g?.departements.includes(p.code!))) ||
      (p.niveau === 'EPCI' && (e === p.code || g?.metropole === p.code));
    if (!dedans) hors.push(`EPCI:${e}`);
  }
  for (const insee of c.communes) {
    const t = geo.commune(insee);
    if (!t || !dansPerimetre(p, t)) hors.push(`COMMUNE:${insee}`);
  }
  return hors;
}

/**
 * The departments a search reads: those of the scope, narrowed to the requested geography (a requested region,
 * department, EPCI or commune brings its departments; nothing requested: every department of the scope).
 */
export function departementsAInterroger(
  p: Perimetre,
  c: Pick<CriteresCategorisation, 'regions' | 'departements' | 'epcis' | 'communes'>,
  geo: Geographie,
): string[] {
  const tous = geo.departements();
  const duPerimetre = new Set(
    tous
      .filter((d) => {
        switch (p.niveau) {
          case 'NATIONAL':
            return true;
          case 'REGION':
            return d.codeRegion === p.code;
          case 'DEPARTEMENT':
            return d.code === p.code;
          case 'EPCI':
            return Boolean(geo.epci(p.code!)?.departements.includes(d.code));
          case 'COMMUNE':
            return geo.commune(p.code!)?.departement === d.code;
        }
      })
      .map((d) => d.code),
  );
  const demandes = c.regions.length + c.departements.length + c.epcis.length + c.communes.length > 0;
  if (!demandes) return tous.map((d) => d.code).filter((d) => duPerimetre.has(d));
  const voulus = new Set<string>(c.departements);
  for (const r of c.regions) for (const d of tous) if (d.codeRegion === r) voulus.add(d.code);
  for (const e of c.epcis) for (const d of geo.epci(e)?.departements ?? []) voulus.add(d);
  for (const insee of c.communes) {
    const d = geo.commune(insee)?.departement;
    if (d) voulus.add(d);
  }
  return tous.map((d) => d.code).filter((d) => duPerimetre.has(d) && voulus.has(d));
}
