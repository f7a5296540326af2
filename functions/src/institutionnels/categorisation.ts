/**
 * [issue 13] Use cases of the categorisation tool (spec 001 §3 "Categorisation", §7, §9). Every route is
 * territory-scoped: the platform refuses a requested territory outside the caller's scope (403 HORS_PERIMETRE,
 * journaled; functions/src/platform/perimetre.ts) and hands the scope over; every row read is filtered on it.
 * - grouped search: the statistics counters when the criteria are geography only (one BatchGet), otherwise the
 *   analytic rows of the departments of the scope, aggregated;
 * - a department's rows are read from its snapshot of their current version (one gzipped JSON object in S3, made by
 *   the first search that read the department since its rows last changed), else from its partition (one Query,
 *   all pages), which then becomes that snapshot (ACCESS-PATTERNS.md C2, C10);
 * - detailed search: the same rows, department after department in the spec's order (region id descending), stopped
 *   as soon as the page is full;
 * - `selection`: the rows of a selection as an async iterator, what the exports read (page after page, never the
 *   whole selection in memory);
 * - saved searches, shared within the author's territory.
 */
import { randomUUID } from 'node:crypto';
import { cleTerritoire as cleStatistique } from '@registre/shared/domain/annuaire/statistiques';
import { lireTerritoires } from '../adapters/dynamodb/statistiques.ts';
import { versionsCategorisation } from '../adapters/dynamodb/versionsCategorisation.ts';
import {
  comparerLignes,
  correspond,
  parCompteurs,
  preparer,
  vueLigne,
  type LigneCategorisation,
} from '@registre/shared/domain/categorisation/criteres';
import { cleTerritoire, departementsAInterroger, type Perimetre } from '@registre/shared/domain/categorisation/perimetre';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type {
  CriteresCategorisation,
  NiveauRegroupement,
  RechercheSauvegardee,
  RegroupementCategorisation,
  ResultatCategorisation,
} from '@registre/shared/schemas/categorisation';
import { criteresCategorisationSchema } from '@registre/shared/schemas/categorisation';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import { ecrireJsonGz, lireJsonGz } from '../adapters/s3/exports.ts';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { enParallele } from '../platform/parallele.ts';
import { geo } from '../platform/perimetre.ts';
import type { Session } from '../platform/session.ts';
import * as geographie from '../statistiques/geographie.ts';

/** Departments read at once (DynamoDB Local answers ~10 Queries in parallel well; AWS takes many more). */
const PARALLELE = 12;

/** Where the snapshots of the departments' rows are kept (the exports bucket; expired after two days). */
export const PREFIXE_INSTANTANES = 'categorisation/instantanes/';

/**
 * A department's rows from its partition, tombstones and stream sequences left out. Strongly consistent: a snapshot
 * made from them holds every write its version was given for (its writer bumps the version after writing).
 */
async function lireLignes(dp: string): Promise<LigneCategorisation[]> {
  const { data } = await db().entities.ligneCategorisation.query.parDepartement({ dp }).go({ pages: 'all', consistent: true });
  return (data as (LigneCategorisation & { sequence?: string; retiree?: boolean })[]).flatMap(({ sequence: _sequence, ...l }) =>
    l.retiree ? [] : [l],
  );
}

/**
 * A department's rows: its snapshot of the current version when there is one, else its partition, then kept as that
 * snapshot. The snapshot is a cache: one that cannot be read or written costs a Query, never the search.
 */
async function lignesBrutes(dp: string, version: string | undefined, o: OptionsSelection): Promise<LigneCategorisation[]> {
  // no version: no row was ever written in this department
  if (!version) return lireLignes(dp);
  const cle = `${PREFIXE_INSTANTANES}${dp}/${version}.json.gz`;
  let lignes = await lireJsonGz<LigneCategorisation[]>(cle).catch(() => null);
  if (lignes) {
    if (o.instantanes) o.instantanes.lus += 1;
  } else {
    lignes = await lireLignes(dp);
    await ecrireJsonGz(cle, lignes).catch(() => undefined);
    if (o.instantanes) o.instantanes.faits += 1;
  }
  o.lues?.(lignes.length);
  return lignes;
}

/** The matching rows of one department, sorted as the spec wants. */
async function lignesDuDepartement(
  dp: string,
  version: string | undefined,
  filtre: (l: LigneCategorisation) => boolean,
  o: OptionsSelection,
): Promise<LigneCategorisation[]> {
  return (await lignesBrutes(dp, version, o)).filter(filtre).sort(comparerLignes);
}

interface OptionsSelection {
  /** told the number of rows read, department after department (an export's progress) */
  lues?: (n: number) => void;
  /** counts the snapshots read and made (the benchmark) */
  instantanes?: { lus: number; faits: number };
}

/** Departments in the spec's order: region id descending, then department code. */
function ordonner(departements: string[]): string[] {
  const region = new Map(geo.departements().map((d) => [d.code, d.codeRegion]));
  return [...departements].sort((a, b) => (region.get(b) ?? '').localeCompare(region.get(a) ?? '') || a.localeCompare(b));
}

/**
 * The rows of a selection (criteria + scope), in the spec's order, department after department: `PARALLELE`
 * departments are read at once, ahead of the consumer; what is yielded is at most that many departments' matches
 * (a large department is ~15 000 rows of ~300 bytes). For the exports: `for await (const l of selection(...))`.
 */
export async function* selection(
  criteres: CriteresCategorisation,
  perimetre: Perimetre,
  o: OptionsSelection = {},
): AsyncGenerator<LigneCategorisation> {
  const k = preparer(criteres);
  const filtre = (l: LigneCategorisation) => correspond(k, l, perimetre);
  const departements = ordonner(departementsAInterroger(perimetre, criteres, geo));
  const v = await versionsCategorisation();
  for (let i = 0; i < departements.length; i += PARALLELE) {
    const vague = await Promise.all(
      departements.slice(i, i + PARALLELE).map((dp) => lignesDuDepartement(dp, v.get(dp), filtre, o)),
    );
    for (const lignes of vague) yield* lignes;
  }
}

/** POST findWithCriterias: one page (4 000 rows at most), stopped as soon as it is full. */
export async function rechercher(
  perimetre: Perimetre,
  criteres: CriteresCategorisation,
  page: number,
  size: number,
  o: OptionsSelection = {},
): Promise<ResultatCategorisation> {
  const debut = (page - 1) * size;
  const lignes: LigneCategorisation[] = [];
  let n = 0;
  for await (const l of selection(criteres, perimetre, o)) {
    if (n++ < debut) continue;
    lignes.push(l);
    if (lignes.length === size) break;
  }
  return { page, size, lignes: lignes.map(vueLigne), pagePleine: lignes.length === size };
}

const nomDe = (niveau: NiveauRegroupement, code: string, defaut?: string) =>
  (niveau === 'REGION'
    ? geographie.region(code)?.nom
    : niveau === 'DEPARTEMENT'
      ? geographie.departement(code)?.nom
      : niveau === 'EPCI'
        ? geographie.epci(code)?.nom
        : geographie.commune(code)?.nom) ??
  defaut ??
  code;

/** The statistics counters (all periods) of departments: one BatchGet. */
async function compteursDepartements(departements: readonly string[]) {
  const lus = await lireTerritoires(
    departements.map((code) => cleStatistique('DEPARTEMENT', code)),
    ['TOUT'],
    ['n', 'sec', 'lots', 'gx', 'sx', 'sy'],
  );
  return [...lus].map(([territoire, { dimensions: d }]) => ({
    territoire,
    n: d.n,
    sec: d.sec,
    lots: d.lots,
    gx: d.gx,
    sx: d.sx,
    sy: d.sy,
  }));
}

/** How many rows a selection reads (its departments' condominiums, from their counters): an export's 100 %. */
export async function lignesALire(criteres: CriteresCategorisation, perimetre: Perimetre): Promise<number> {
  const compteurs = await compteursDepartements(departementsAInterroger(perimetre, criteres, geo));
  return compteurs.reduce((s, c) => s + (c.n ?? 0) + (c.sec ?? 0), 0);
}

/** POST findRegroupementWithCriterias. */
export async function regrouper(
  perimetre: Perimetre,
  criteres: CriteresCategorisation,
  regroupement: NiveauRegroupement,
  o: OptionsSelection = {},
): Promise<RegroupementCategorisation> {
  const departements = departementsAInterroger(perimetre, criteres, geo);
  type Groupe = { nombre: number; lots: number; gx: number; sx: number; sy: number; nom?: string };
  const groupes = new Map<string, Groupe>();
  const ajouter = (code: string, a: Omit<Groupe, 'nom'>, nom?: string) => {
    const g = groupes.get(code) ?? { nombre: 0, lots: 0, gx: 0, sx: 0, sy: 0, nom };
    for (const k of ['nombre', 'lots', 'gx', 'sx', 'sy'] as const) g[k] += a[k];
    groupes.set(code, g);
  };
  let source: RegroupementCategorisation['source'];
  // the counters count whole departments: usable when the scope is made of whole departments
  if (parCompteurs(criteres, regroupement) && ['NATIONAL', 'REGION', 'DEPARTEMENT'].includes(perimetre.niveau)) {
    source = 'COMPTEURS';
    const region = new Map(geo.departements().map((d) => [d.code, d.codeRegion]));
    for (const c of await compteursDepartements(departements)) {
      const dp = c.territoire.split('#')[1];
      const nombre = (c.n ?? 0) + (c.sec ?? 0);
      if (!nombre) continue;
      ajouter(regroupement === 'REGION' ? (region.get(dp) ?? '') : dp, {
        nombre,
        lots: c.lots ?? 0,
        gx: c.gx ?? 0,
        sx: c.sx ?? 0,
        sy: c.sy ?? 0,
      });
    }
  } else {
    source = 'PROJECTION';
    const k = preparer(criteres);
    const cle = { REGION: 'rg', DEPARTEMENT: 'dp', EPCI: 'ep', COMMUNE: 'ci' } as const satisfies Record<
      NiveauRegroupement,
      keyof LigneCategorisation
    >;
    const v = await versionsCategorisation();
    await enParallele(departements, PARALLELE, async (dp) => {
      for (const l of await lignesBrutes(dp, v.get(dp), o)) {
        if (!correspond(k, l, perimetre)) continue;
        const geolocalisee = l.x !== undefined && l.y !== undefined;
        // by EPCI, a Grand Paris row counts in its territory (EPT), the RNIC file's EPCI: each row in one group
        const code = regroupement === 'EPCI' ? (l.tp ?? l.ep) : l[cle[regroupement]];
        ajouter(
          String(code ?? ''),
          { nombre: 1, lots: l.lo ?? 0, gx: geolocalisee ? 1 : 0, sx: l.x ?? 0, sy: l.y ?? 0 },
          regroupement === 'COMMUNE' ? l.cn : undefined,
        );
      }
    });
  }
  const liste = [...groupes]
    .map(([code, g]) => ({
      code,
      nom: code ? nomDe(regroupement, code, g.nom) : 'Non renseigné',
      nombre: g.nombre,
      lots: g.lots,
      centre: g.gx ? { x: Math.round((g.sx / g.gx) * 1e4) / 1e4, y: Math.round((g.sy / g.gx) * 1e4) / 1e4 } : null,
    }))
    .sort((a, b) => b.code.localeCompare(a.code));
  return { regroupement, groupes: liste, total: liste.reduce((s, g) => s + g.nombre, 0), source };
}

/* ---------- saved searches ---------- */

type Recherche = {
  id: string;
  nom: string;
  criteres: unknown;
  auteur: string;
  prenomAuteur?: string;
  nomAuteur?: string;
  territoire: string;
  partagee: boolean;
  dateCreation: string;
};

const vue = (r: Recherche, login: string): RechercheSauvegardee => ({
  id: r.id,
  nom: r.nom,
  // saved by this schema: read back through it (defaults of criteria added since)
  criteres: criteresCategorisationSchema.parse(r.criteres),
  partagee: r.partagee,
  prenomAuteur: r.prenomAuteur ?? '',
  nomAuteur: r.nomAuteur ?? '',
  territoire: r.territoire,
  dateCreation: r.dateCreation,
  owned: r.auteur === login,
});

/** POST saveCriterias: in the author's territory, journaled in the same transaction. */
export async function sauvegarder(
  session: Session,
  perimetre: Perimetre,
  b: { nom: string; partagee: boolean; criteres: CriteresCategorisation },
  maintenant: Date,
): Promise<RechercheSauvegardee> {
  const { data: u } = await db()
    .entities.utilisateur.get({ login: session.login })
    .go({ attributes: ['prenom', 'nom'] });
  const r: Recherche = {
    id: randomUUID(),
    nom: b.nom,
    criteres: b.criteres,
    auteur: session.login,
    prenomAuteur: u?.prenom ?? '',
    nomAuteur: u?.nom ?? '',
    territoire: cleTerritoire(perimetre),
    partagee: b.partagee,
    dateCreation: maintenant.toISOString(),
  };
  await transaction((e) => [
    e.rechercheCategorisation.create(r).commit(),
    ligneJournal(e, {
      categorie: 'CATEGORISATION',
      type: 'RECHERCHE_ENREGISTREE',
      acteur: session.login,
      profil: session.profil,
      cible: r.id,
      details: { nom: r.nom, partagee: r.partagee, territoire: r.territoire },
      quand: maintenant,
    }),
  ]);
  return vue(r, session.login);
}

/** POST getMySearches: the caller's searches of their current territory, newest first. */
export async function mesRecherches(session: Session, perimetre: Perimetre): Promise<RechercheSauvegardee[]> {
  const territoire = cleTerritoire(perimetre);
  const { data } = await db()
    .entities.rechercheCategorisation.query.parAuteur({ auteur: session.login })
    .go({ pages: 'all', order: 'desc' });
  return (data as Recherche[]).filter((r) => r.territoire === territoire).map((r) => vue(r, session.login));
}

/** POST getSharedSearches: the searches others of the same territory shared, newest first. */
export async function recherchesPartagees(session: Session, perimetre: Perimetre): Promise<RechercheSauvegardee[]> {
  const territoire = cleTerritoire(perimetre);
  const { data } = await db()
    .entities.rechercheCategorisation.query.parTerritoire({ territoire })
    .go({ pages: 'all', order: 'desc' });
  return (data as Recherche[]).filter((r) => r.partagee && r.auteur !== session.login).map((r) => vue(r, session.login));
}

/** POST delete: its author only, in their territory (anything else: 404, as if it did not exist). */
export async function supprimer(session: Session, perimetre: Perimetre, id: string, maintenant: Date): Promise<{ id: string }> {
  const territoire = cleTerritoire(perimetre);
  const { data: r } = await db().entities.rechercheCategorisation.get({ id }).go();
  if (!r || r.auteur !== session.login || r.territoire !== territoire) throw new ErreurMetier('RECHERCHE_INTROUVABLE');
  await transaction(
    (e) => [
      e.rechercheCategorisation
        .delete({ id })
        .where((a, { eq }) => eq(a.auteur, session.login))
        .commit(),
      ligneJournal(e, {
        categorie: 'CATEGORISATION',
        type: 'RECHERCHE_SUPPRIMEE',
        acteur: session.login,
        profil: session.profil,
        cible: id,
        details: { nom: r.nom },
        quand: maintenant,
      }),
    ],
    'RECHERCHE_INTROUVABLE',
  );
  return { id };
}
