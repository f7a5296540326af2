/**
 * [issue 12] The official geography the public statistics are browsed by (spec 001 §7 "Statistics and geography
 * (public)"): the 18 regions and 101 departments of the register (the overseas collectivities, whose codes have
 * three digits, are not in it), the EPCI and the current communes — Paris, Lyon and Marseille as a whole, not their
 * municipal arrondissements.
 *
 * The territories (EPT) of the Métropole du Grand Paris are EPCI here, as the RNIC file names them (its column 1):
 * an EPT answers as an EPCI (with `metropole`, the Métropole's SIREN), lists its communes, is listed with its
 * department's and region's EPCI; a commune of the Grand Paris outside Paris gives its EPT (`sirenEpt`) beside the
 * Métropole (`sirenEpci`), and belongs to both.
 *
 * The data is its own compact text (`geographie.donnees.ts`, ~0.8 MB, generated from @etalab/decoupage-administratif
 * by functions/scripts/geographie.ts, which says why and the format): the header (regions, departments, EPCI, each
 * in name order) is parsed on the first call, a department's block of communes (in name order) when it is first
 * asked, each once per process. Nothing is sorted at start; the prefix search only normalises the names of the
 * department searched.
 */
import type { CommuneGeo, Departement, Epci, Region } from '@registre/shared/schemas/statistiques';
import { DONNEES_GEOGRAPHIE } from './geographie.donnees.ts';
import { normaliserTexte } from '@registre/shared/domain/adresse/normalisation';

/** The prefix search answers at most this many communes. */
export const MAX_COMMUNES_RECHERCHE = 20;

/** The header of the data (regions, departments, EPCI), parsed on the first call, each list in name order. */
interface Entete {
  regions: Region[];
  departements: Departement[];
  /** in name order: an EPCI's number in the data is its rank here */
  epci: Epci[];
  regionParCode: Map<string, Region>;
  departementParCode: Map<string, Departement>;
  epciParSiren: Map<string, Epci>;
}

/** The communes of one department, in name order, and the other codes of its block. */
interface Bloc {
  communes: CommuneGeo[];
  parCode: Map<string, CommuneGeo>;
  /** a municipal arrondissement, delegated or associated commune, or former code → its current commune's code */
  alias: Map<string, string>;
}

const departementDuCode = (code: string) => (/^9[78]/.test(code) ? code.slice(0, 3) : code.slice(0, 2));

export function lireEntete(donnees: string): Entete {
  const fin = donnees.indexOf('\n#');
  const regions: Region[] = [];
  const departements: Departement[] = [];
  const epci: Epci[] = [];
  const regionsDepartement = new Map<string, string>();
  for (const ligne of donnees.slice(0, fin < 0 ? donnees.length : fin).split('\n')) {
    const [genre, code, nom, quatrieme, metropole] = ligne.split('\t');
    if (genre === 'R') regions.push(Object.freeze({ code, nom }));
    else if (genre === 'D') {
      departements.push(Object.freeze({ code, nom, codeRegion: quatrieme }));
      regionsDepartement.set(code, quatrieme);
    } else if (genre === 'E') {
      const depts = Object.freeze(quatrieme.split(' '));
      const regionsEpci = Object.freeze([...new Set(depts.map((d) => regionsDepartement.get(d)!))].sort());
      epci.push(
        Object.freeze({
          siren: code,
          nom,
          departements: depts as string[],
          regions: regionsEpci as string[],
          ...(metropole && { metropole }),
        }),
      );
    }
  }
  return {
    regions: Object.freeze(regions) as Region[],
    departements: Object.freeze(departements) as Departement[],
    epci: Object.freeze(epci) as Epci[],
    regionParCode: new Map(regions.map((r) => [r.code, r])),
    departementParCode: new Map(departements.map((d) => [d.code, d])),
    epciParSiren: new Map(epci.map((e) => [e.siren, e])),
  };
}

/** The lines of a department's block (see functions/scripts/geographie.ts for the format). */
export function lireBloc(texte: string, departement: Departement, epci: readonly Epci[]): Bloc {
  const communes: CommuneGeo[] = [];
  const alias = new Map<string, string>();
  let precedent = '';
  for (const ligne of texte.split('\n')) {
    if (!ligne) continue;
    const [premier, second, numeros, codesPostaux] = ligne.split('\t');
    if (premier[0] === '>') {
      alias.set(premier.slice(1), second);
      continue;
    }
    const nom = precedent.slice(0, parseInt(premier[0], 36)) + premier.slice(1);
    precedent = nom;
    const codeInsee = departement.code + second;
    const debut = codeInsee.slice(0, 2);
    const [numeroEpci, numeroEpt] = (numeros ?? '').split(' ');
    communes.push(
      Object.freeze({
        codeInsee,
        nom,
        codeDepartement: departement.code,
        codeRegion: departement.codeRegion,
        sirenEpci: numeroEpci ? epci[parseInt(numeroEpci, 36)].siren : null,
        sirenEpt: numeroEpt ? epci[parseInt(numeroEpt, 36)].siren : null,
        codesPostaux: Object.freeze(
          codesPostaux ? codesPostaux.split(' ').map((cp) => (cp.length === 3 ? debut + cp : cp)) : [],
        ) as string[],
      }),
    );
  }
  return { communes: Object.freeze(communes) as CommuneGeo[], parCode: new Map(communes.map((c) => [c.codeInsee, c])), alias };
}

let entete: Entete | undefined;
const blocs = new Map<string, Bloc>();
const tries = new Map<string, readonly CommuneGeo[]>();
/** normalised names, computed by the prefix search the first time a department is searched */
const cles = new Map<string, string>();

const lireEnteteUneFois = () => (entete ??= lireEntete(DONNEES_GEOGRAPHIE));

/** The parsed block of a department of the register; undefined for an unknown department. */
function blocDe(code: string): Bloc | undefined {
  const e = lireEnteteUneFois();
  const d = e.departementParCode.get(code);
  if (!d) return undefined;
  let b = blocs.get(code);
  if (!b) {
    const marque = `\n#${code}\n`;
    const debut = DONNEES_GEOGRAPHIE.indexOf(marque) + marque.length;
    const fin = DONNEES_GEOGRAPHIE.indexOf('\n#', debut);
    blocs.set(code, (b = lireBloc(DONNEES_GEOGRAPHIE.slice(debut, fin < 0 ? undefined : fin), d, e.epci)));
  }
  return b;
}

let collateur: Intl.Collator | undefined;

/** Lower case, no accents, every run of other characters than letters and digits as one space (the one text normalisation). */
export const normaliser = (texte: string): string => normaliserTexte(texte);

/** The regions, by name. */
export function regions(): readonly Region[] {
  return lireEnteteUneFois().regions;
}

export function region(code: string): Region | undefined {
  return lireEnteteUneFois().regionParCode.get(code);
}

/** The departments of a region, by name; every department with '0'; undefined for an unknown region. */
export function departements(codeRegion: string): readonly Departement[] | undefined {
  const e = lireEnteteUneFois();
  if (codeRegion === '0') return e.departements;
  if (!e.regionParCode.has(codeRegion)) return undefined;
  return e.departements.filter((d) => d.codeRegion === codeRegion);
}

export function departement(code: string): Departement | undefined {
  return lireEnteteUneFois().departementParCode.get(code.toUpperCase());
}

/** A current commune by its code, or by the code of one of its municipal arrondissements or former communes. */
export function commune(codeInsee: string): CommuneGeo | undefined {
  const code = codeInsee.toUpperCase();
  const bloc = blocDe(departementDuCode(code));
  const c = bloc?.parCode.get(code);
  const actuelle = bloc?.alias.get(code);
  if (c || actuelle === undefined) return c;
  return blocDe(departementDuCode(actuelle))?.parCode.get(actuelle);
}

/** The department of a commune (same resolution as `commune`). */
export function departementDeCommune(codeInsee: string): Departement | undefined {
  const c = commune(codeInsee);
  return c && lireEnteteUneFois().departementParCode.get(c.codeDepartement);
}

/** The current communes of a department, by name; undefined for an unknown department. */
export function communesDeDepartement(code: string): readonly CommuneGeo[] | undefined {
  return blocDe(code.toUpperCase())?.communes;
}

/** An EPCI with at least one commune in a department of the register. */
export function epci(siren: string): Epci | undefined {
  return lireEnteteUneFois().epciParSiren.get(siren);
}

/** The member communes of an EPCI or of a Grand Paris territory, by name (French collation); undefined for an unknown SIREN. */
export function communesDeEpci(siren: string): readonly CommuneGeo[] | undefined {
  const e = epci(siren);
  if (!e) return undefined;
  let r = tries.get(siren);
  if (!r) {
    const membres = e.departements.flatMap((d) =>
      blocDe(d)!.communes.filter((c) => c.sirenEpci === siren || c.sirenEpt === siren),
    );
    // one department: already in name order
    if (e.departements.length > 1) {
      const c = (collateur ??= new Intl.Collator('fr'));
      membres.sort((a, b) => c.compare(a.nom, b.nom) || (a.codeInsee < b.codeInsee ? -1 : 1));
    }
    tries.set(siren, (r = Object.freeze(membres)));
  }
  return r;
}

/** The EPCI with at least one commune in the department, by name; undefined for an unknown department. */
export function epciDeDepartement(code: string): readonly Epci[] | undefined {
  const e = lireEnteteUneFois();
  const dept = code.toUpperCase();
  if (!e.departementParCode.has(dept)) return undefined;
  return e.epci.filter((x) => x.departements.includes(dept));
}

/** The EPCI with at least one commune in the region, by name; undefined for an unknown region. */
export function epciDeRegion(codeRegion: string): readonly Epci[] | undefined {
  const e = lireEnteteUneFois();
  if (!e.regionParCode.has(codeRegion)) return undefined;
  return e.epci.filter((x) => x.regions.includes(codeRegion));
}

/**
 * The communes of a department whose name starts with the text (accents, case, hyphens and apostrophes ignored;
 * "st" and "ste" also read "saint" and "sainte"), by name, `MAX_COMMUNES_RECHERCHE` at most; undefined for an
 * unknown department.
 */
export function rechercherCommunes(codeDepartement: string, texte: string): readonly CommuneGeo[] | undefined {
  const toutes = communesDeDepartement(codeDepartement);
  if (!toutes) return undefined;
  const prefixe = normaliser(texte);
  if (!prefixe) return [];
  const developpe = prefixe.replace(/(^| )st(?= |$)/g, '$1saint').replace(/(^| )ste(?= |$)/g, '$1sainte');
  const r: CommuneGeo[] = [];
  for (const c of toutes) {
    let cle = cles.get(c.codeInsee);
    if (cle === undefined) cles.set(c.codeInsee, (cle = normaliser(c.nom)));
    if ((cle.startsWith(prefixe) || cle.startsWith(developpe)) && r.push(c) >= MAX_COMMUNES_RECHERCHE) break;
  }
  return r;
}
