/**
 * `npx tsx functions/scripts/territoires.ts`: regenerates `functions/src/donneesOuvertes/territoires.donnees.ts`,
 * the official geography of every commune code that the raw-data export writes in columns 1 and 63–72 of the RNIC
 * file (EPCI or Grand Paris territory, official commune and municipal arrondissement, EPCI, department, region),
 * from `@etalab/decoupage-administratif` (INSEE's Code officiel géographique, the EPCI and the EPT of the
 * Métropole du Grand Paris). The synthetic RNIC generator reads the same data for its communes (postal codes,
 * population).
 *
 * Why a generated file: the package's JSON weighs 12.6 MB; the compact text (one line per code, 1.5 MB) is
 * parsed once, on the first call, in ~50 ms. The unit test `territoires.test.ts` fails when the package is
 * upgraded and this file was not regenerated.
 *
 * Line format, tab-separated, code first then kind; regions, departments, EPCI and EPT first (each sorted by
 * code), then the commune codes sorted by code:
 * - `R` region: code, R, name;
 * - `D` department: code, D, name, region;
 * - `E` EPCI: SIREN, E, name; `T` territory of the Grand Paris (EPT): SIREN, T, name, its number (2 to 12: T1 is
 *   Paris, a commune, not an EPT; the RNIC file names an EPT `T8 -  Est Ensemble`, and ept.json has no number);
 * - `C` current commune, `P` current commune divided into municipal arrondissements (Paris, Lyon, Marseille): code,
 *   kind, name, EPCI SIREN (empty for the few communes outside any EPCI), EPT SIREN (Grand Paris only), population,
 *   postal codes separated by spaces (none for `P`: they are its arrondissements'); the department is the code's
 *   first two characters (three overseas);
 * - `M` municipal arrondissement: code, M, name, parent commune, population, postal codes;
 * - `X` a code that is no longer a current commune — delegated or associated commune, or former code of a merged
 *   commune — with the current commune it now belongs to: code, X, current commune.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface CommuneCog {
  code: string;
  nom: string;
  type: 'commune-actuelle' | 'arrondissement-municipal' | 'commune-deleguee' | 'commune-associee';
  departement: string;
  region?: string;
  chefLieu?: string;
  commune?: string;
  codesPostaux?: string[];
  population?: number;
  anciensCodes?: string[];
}
export interface GroupementCog {
  code: string;
  nom: string;
  membres: { code: string }[];
}
export interface DepartementCog {
  code: string;
  nom: string;
  region: string;
}
export interface RegionCog {
  code: string;
  nom: string;
}
export interface SourcesTerritoires {
  communes: CommuneCog[];
  epci: GroupementCog[];
  ept: GroupementCog[];
  departements: DepartementCog[];
  regions: RegionCog[];
}

/**
 * The numbers of the Grand Paris territories (T1 is Paris itself), by SIREN: the RNIC file writes them in column 68
 * (`T8 -  Est Ensemble`), the package does not carry them (decree 2015-1212 and following, 11 December 2015).
 */
export const NUMEROS_EPT: Readonly<Record<string, number>> = {
  '200057966': 2, // Vallée Sud-Grand Paris
  '200057974': 3, // Grand Paris Seine Ouest
  '200057982': 4, // Paris Ouest La Défense
  '200057990': 5, // Boucle Nord de Seine
  '200057867': 6, // Plaine Commune
  '200058097': 7, // Paris Terres d'Envol
  '200057875': 8, // Est Ensemble
  '200058790': 9, // Grand Paris Grand Est
  '200057941': 10, // Paris Est Marne et Bois
  '200058006': 11, // Grand Paris Sud Est Avenir
  '200058014': 12, // Grand-Orly Seine Bièvre
};

/** An EPT's number, or an error when the package carries a territory this table does not know. */
export function numeroEpt(siren: string): number {
  const n = NUMEROS_EPT[siren];
  if (!n) throw new Error(`territoire du Grand Paris sans numéro connu : ${siren} (compléter NUMEROS_EPT)`);
  return n;
}

const SORTIE = new URL('../src/donneesOuvertes/territoires.donnees.ts', import.meta.url);

export function lireSources(): SourcesTerritoires {
  const requerir = createRequire(import.meta.url);
  const lire = (fichier: string) =>
    JSON.parse(readFileSync(requerir.resolve(`@etalab/decoupage-administratif/data/${fichier}`), 'utf8'));
  return {
    communes: lire('communes.json'),
    epci: lire('epci.json'),
    ept: lire('ept.json'),
    departements: lire('departements.json'),
    regions: lire('regions.json'),
  };
}

/** The department of a commune code: its first two characters, three overseas (971…, 975…, 988…). */
export const departementDuCode = (code: string) => (/^9[78]/.test(code) ? code.slice(0, 3) : code.slice(0, 2));

const parCode = (a: { code: string }, b: { code: string }) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

function verifierNom(nom: string) {
  if (/[\t\n`\\]|\$\{/.test(nom)) throw new Error(`nom inattendu : ${nom}`);
  return nom;
}

/** Each member commune → its group, a commune in two groups being an error of the sources. */
function appartenances(groupes: GroupementCog[], genre: string): Map<string, string> {
  const r = new Map<string, string>();
  for (const g of groupes)
    for (const m of g.membres) {
      if (r.has(m.code)) throw new Error(`commune ${m.code} membre de deux ${genre} (${r.get(m.code)}, ${g.code})`);
      r.set(m.code, g.code);
    }
  return r;
}

/** The compact text (see the module comment for the format). */
export function genererDonneesTerritoires(s: SourcesTerritoires): string {
  const lignes: string[] = [];
  for (const r of [...s.regions].sort(parCode)) lignes.push([r.code, 'R', verifierNom(r.nom)].join('\t'));
  for (const d of [...s.departements].sort(parCode)) lignes.push([d.code, 'D', verifierNom(d.nom), d.region].join('\t'));
  for (const e of [...s.epci].sort(parCode)) lignes.push([e.code, 'E', verifierNom(e.nom)].join('\t'));
  for (const t of [...s.ept].sort(parCode)) lignes.push([t.code, 'T', verifierNom(t.nom), numeroEpt(t.code)].join('\t'));

  const epciDe = appartenances(s.epci, 'EPCI');
  const eptDe = appartenances(s.ept, 'EPT');
  const actuelles = s.communes.filter((c) => c.type === 'commune-actuelle');
  const arrondissements = s.communes.filter((c) => c.type === 'arrondissement-municipal');
  const divisees = new Set(arrondissements.map((a) => a.commune));
  const connus = new Set([...actuelles, ...arrondissements].map((c) => c.code));
  const departements = new Set(s.departements.map((d) => d.code));

  const communes: { code: string; ligne: string }[] = [];
  for (const c of actuelles) {
    if (departementDuCode(c.code) !== c.departement || !departements.has(c.departement))
      throw new Error(`département inattendu pour ${c.code} : ${c.departement}`);
    const divisee = divisees.has(c.code);
    // a divided commune's postal codes are its arrondissements'
    const codesPostaux = divisee ? '' : (c.codesPostaux ?? []).join(' ');
    const champs = [c.code, divisee ? 'P' : 'C', verifierNom(c.nom), epciDe.get(c.code) ?? '', eptDe.get(c.code) ?? ''];
    communes.push({ code: c.code, ligne: [...champs, c.population ?? '', codesPostaux].join('\t') });
  }
  for (const a of arrondissements) {
    if (!a.commune || !connus.has(a.commune)) throw new Error(`arrondissement ${a.code} sans commune`);
    communes.push({
      code: a.code,
      ligne: [a.code, 'M', verifierNom(a.nom), a.commune, a.population ?? '', (a.codesPostaux ?? []).join(' ')].join('\t'),
    });
  }

  // the other codes a file may carry: delegated and associated communes (by their chef-lieu), then former codes
  // of merged communes claimed by one current commune only
  const anciens = new Map<string, string>();
  for (const c of s.communes)
    if ((c.type === 'commune-deleguee' || c.type === 'commune-associee') && !connus.has(c.code)) {
      if (!c.chefLieu || !connus.has(c.chefLieu)) throw new Error(`commune ${c.code} sans chef-lieu actuel`);
      anciens.set(c.code, c.chefLieu);
    }
  const revendiques = new Map<string, Set<string>>();
  for (const c of actuelles)
    for (const code of c.anciensCodes ?? [])
      if (!connus.has(code) && !anciens.has(code))
        (revendiques.get(code) ?? revendiques.set(code, new Set()).get(code)!).add(c.code);
  for (const [code, actuellesDe] of revendiques) if (actuellesDe.size === 1) anciens.set(code, [...actuellesDe][0]);
  for (const [code, actuelle] of anciens) communes.push({ code, ligne: [code, 'X', actuelle].join('\t') });

  for (const c of communes.sort(parCode)) lignes.push(c.ligne);
  // no trailing tab when a commune has no postal code (French Southern Territories)
  return lignes.map((l) => l.replace(/\t+$/, '')).join('\n');
}

export function contenuFichier(texte: string): string {
  return `// Generated by functions/scripts/territoires.ts from @etalab/decoupage-administratif: do not edit.
// prettier-ignore
export const DONNEES_TERRITOIRES = \`${texte}\`;
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sources = lireSources();
  const texte = genererDonneesTerritoires(sources);
  writeFileSync(SORTIE, contenuFichier(texte));
  console.log(`${texte.split('\n').length} lignes, ${(texte.length / 1024).toFixed(0)} Kio`);
}
