/**
 * `npx tsx functions/scripts/geographie.ts`: regenerates `functions/src/statistiques/geographie.donnees.ts`, the
 * official geography the public statistics are browsed by (regions, departments, EPCI and the territories of the
 * Grand Paris, current communes with their EPCI, EPT and postal codes), from `@etalab/decoupage-administratif`
 * (INSEE's Code officiel géographique, the EPCI, the EPT).
 *
 * Why its own compact form rather than the open-data export's (`donneesOuvertes/territoires.donnees.ts`, 1.6 MB,
 * which esbuild leaves out of the `public` bundle since nothing there reads it): that one carries what the RNIC
 * file needs (population, Grand Paris territories, one line per code) and costs ~20 ms to load and ~100 ms to
 * index whole. This one (~0.7 MB) carries only what the routes answer, in the order they answer it, in blocks a
 * Lambda parses one department at a time: the first call reads the header only, a department's communes are
 * parsed when first asked, nothing is sorted nor normalised at start.
 *
 * Format, lines separated by `\n`, fields by tabs:
 * - header, each group sorted by name (French collation, then code):
 *   `R` region: R, code, name (the 18 regions of the register: two-digit codes; not the overseas collectivities);
 *   `D` department: D, code, name, region;
 *   `E` EPCI with at least one commune in a department of the register, and the territories (EPT) of the Métropole
 *   du Grand Paris, which the RNIC file names as its communes' EPCI: E, SIREN, name, its departments
 *   (space-separated, sorted), and for an EPT the SIREN of the Métropole it belongs to; an EPCI's number is its
 *   rank among the E lines, from 0;
 * - then, per department sorted by code, `#<department>` and its lines:
 *   - a current commune (Paris, Lyon and Marseille whole), sorted by name: its name front-coded — one base-36
 *     character saying how many leading characters it shares with the previous name of the block (35 at most),
 *     then the rest —, the end of its code after the department's characters, its EPCI's number in base 36 (empty
 *     when it belongs to none; a Grand Paris commune: then a space and its EPT's number), its postal codes space-separated, each as its last three characters when it starts
 *     with the commune code's first two (Paris, Lyon, Marseille: their arrondissements' codes);
 *   - `>` then a code that is no longer a current commune's — municipal arrondissement, delegated or associated
 *     commune, former code of a merged commune claimed by one current commune only — and the current commune's
 *     full code.
 */
import { writeFileSync } from 'node:fs';
import { departementDuCode, lireSources, type SourcesTerritoires } from './territoires.ts';

const SORTIE = new URL('../src/statistiques/geographie.donnees.ts', import.meta.url);

const collateur = new Intl.Collator('fr');
const parNom = (a: { nom: string; code: string }, b: { nom: string; code: string }) =>
  collateur.compare(a.nom, b.nom) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

function verifierNom(nom: string) {
  if (/[\t\n`\\>#]|\$\{/.test(nom) || !nom) throw new Error(`nom inattendu : ${nom}`);
  return nom;
}

/** How many leading characters two names share, 35 at most (one base-36 digit). */
function communs(a: string, b: string) {
  let n = 0;
  while (n < 35 && n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** A postal code, shortened to its last three characters when it starts as the commune code does. */
const codePostalCourt = (code: string, cp: string) => (cp.length === 5 && cp.startsWith(code.slice(0, 2)) ? cp.slice(2) : cp);

export function genererDonneesGeographie(s: SourcesTerritoires): string {
  const regions = s.regions.filter((r) => /^\d{2}$/.test(r.code));
  const codesRegions = new Set(regions.map((r) => r.code));
  const departements = s.departements.filter((d) => codesRegions.has(d.region));
  const codesDepartements = new Set(departements.map((d) => d.code));

  const actuelles = s.communes.filter((c) => c.type === 'commune-actuelle' && codesDepartements.has(c.departement));
  const arrondissements = s.communes.filter((c) => c.type === 'arrondissement-municipal');
  const connues = new Set(actuelles.map((c) => c.code));

  const epciDe = new Map<string, string>();
  for (const e of s.epci)
    for (const m of e.membres) {
      if (epciDe.has(m.code)) throw new Error(`commune ${m.code} membre de deux EPCI`);
      epciDe.set(m.code, e.code);
    }
  const eptDe = new Map<string, string>();
  for (const t of s.ept)
    for (const m of t.membres) {
      if (eptDe.has(m.code)) throw new Error(`commune ${m.code} membre de deux EPT`);
      eptDe.set(m.code, t.code);
    }
  const departementsEpci = new Map<string, Set<string>>();
  /** an EPT → the EPCI of its communes (the Métropole du Grand Paris) */
  const metropoleDe = new Map<string, string>();
  for (const c of actuelles)
    for (const siren of [epciDe.get(c.code), eptDe.get(c.code)])
      if (siren) (departementsEpci.get(siren) ?? departementsEpci.set(siren, new Set()).get(siren)!).add(c.departement);
  for (const [commune, ept] of eptDe) {
    const metropole = epciDe.get(commune);
    if (!metropole || (metropoleDe.get(ept) ?? metropole) !== metropole) throw new Error(`EPT ${ept} hors d'une métropole`);
    metropoleDe.set(ept, metropole);
  }
  const epci = [...s.epci, ...s.ept]
    .filter((e) => departementsEpci.has(e.code))
    .map((e) => ({ code: e.code, nom: verifierNom(e.nom) }))
    .sort(parNom);
  const numeroEpci = new Map(epci.map((e, i) => [e.code, i.toString(36)]));

  const lignes: string[] = [];
  for (const r of [...regions].sort(parNom)) lignes.push(['R', r.code, verifierNom(r.nom)].join('\t'));
  for (const d of [...departements].sort(parNom)) lignes.push(['D', d.code, verifierNom(d.nom), d.region].join('\t'));
  for (const e of epci)
    lignes.push(
      ['E', e.code, e.nom, [...departementsEpci.get(e.code)!].sort().join(' '), metropoleDe.get(e.code) ?? ''].join('\t'),
    );

  // Paris, Lyon and Marseille: their arrondissements' postal codes
  const codesPostaux = new Map(actuelles.map((c) => [c.code, new Set(c.codesPostaux ?? [])]));
  for (const a of arrondissements) for (const cp of a.codesPostaux ?? []) codesPostaux.get(a.commune ?? '')?.add(cp);

  // the other codes a commune is known by, each with the current commune it now belongs to
  const alias = new Map<string, string>();
  for (const a of arrondissements) if (a.commune && connues.has(a.commune)) alias.set(a.code, a.commune);
  for (const c of s.communes)
    if (
      (c.type === 'commune-deleguee' || c.type === 'commune-associee') &&
      !connues.has(c.code) &&
      c.chefLieu &&
      connues.has(c.chefLieu)
    )
      alias.set(c.code, c.chefLieu);
  const revendiques = new Map<string, Set<string>>();
  for (const c of actuelles)
    for (const code of c.anciensCodes ?? [])
      if (!connues.has(code) && !alias.has(code))
        (revendiques.get(code) ?? revendiques.set(code, new Set()).get(code)!).add(c.code);
  for (const [code, de] of revendiques) if (de.size === 1) alias.set(code, [...de][0]);

  for (const d of [...departements].sort((a, b) => (a.code < b.code ? -1 : 1))) {
    lignes.push(`#${d.code}`);
    let precedent = '';
    for (const c of actuelles.filter((x) => x.departement === d.code).sort(parNom)) {
      if (departementDuCode(c.code) !== d.code) throw new Error(`département inattendu pour ${c.code}`);
      const n = communs(precedent, verifierNom(c.nom));
      const cps = [...codesPostaux.get(c.code)!].sort().map((cp) => codePostalCourt(c.code, cp));
      const siren = epciDe.get(c.code);
      const ept = eptDe.get(c.code);
      const groupements = (siren ? numeroEpci.get(siren)! : '') + (ept ? ` ${numeroEpci.get(ept)}` : '');
      lignes.push([n.toString(36) + c.nom.slice(n), c.code.slice(d.code.length), groupements, cps.join(' ')].join('\t'));
      precedent = c.nom;
    }
    for (const [code, actuelle] of [...alias]
      .filter(([code]) => departementDuCode(code) === d.code)
      .sort(([a], [b]) => (a < b ? -1 : 1)))
      lignes.push(`>${code}\t${actuelle}`);
  }
  // no trailing tabs (a commune without EPCI nor postal code)
  return lignes.map((l) => l.replace(/\t+$/, '')).join('\n');
}

export function contenuFichier(texte: string): string {
  return `// Generated by functions/scripts/geographie.ts from @etalab/decoupage-administratif: do not edit.
// prettier-ignore
export const DONNEES_GEOGRAPHIE = \`${texte}\`;
`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const texte = genererDonneesGeographie(lireSources());
  writeFileSync(SORTIE, contenuFichier(texte));
  console.log(`${texte.split('\n').length} lignes, ${(Buffer.byteLength(texte) / 1024).toFixed(0)} Kio`);
}
