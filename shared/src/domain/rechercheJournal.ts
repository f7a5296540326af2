/**
 * The keepers' search of the event journal (spec 001 §3 "Event journal filters", §4 and §9: above 99 results an
 * info notice, the first 100 shown). Pure rules: the filter lists, the period and the day partitions to read,
 * what a line matches, and how a line is told (who, as whom, what, on what, why). The use case only reads.
 */
import { ajouterJours } from './copropriete/dates.ts';
import {
  CATEGORIES_EVENEMENT,
  MODALITES_EVENEMENT,
  type CategorieEvenement,
  type ModaliteEvenement,
  type TypeEvenement,
} from './journal.ts';
import { instantDeParis } from './joursOuvres.ts';
import { LIBELLES_PROFIL, PROFILS, type Profil } from './profils.ts';
import { formaterImmatriculation } from './valeurs.ts';

/** Spec 001 §9: the first 100 results are shown; more than 99 gives the info notice. */
export const LIMITE_RESULTATS_JOURNAL = 100;
export const SEUIL_AVIS_JOURNAL = 99;
/** Longest period a search may cover, both days included (one query per day: the cost stays bounded). */
export const PERIODE_MAX_JOURNAL_JOURS = 366;

export interface CodeLibelle {
  code: string;
  libelle: string;
}

/* ---------- the filter lists ---------- */

/**
 * Profiles a journal line carries: every profile but the restricted one (never signed in), and SYSTEME (the
 * import and export runs). Workflows write DEFAULT.
 */
export const PROFILS_JOURNAL = [...PROFILS.filter((p) => p !== 'RESTREINT'), 'SYSTEME'] as const;

export function libelleProfilJournal(code: string): string {
  if (code === 'SYSTEME') return 'Système (import, export)';
  if (code === 'DEFAULT') return 'Sans profil (visiteur ou traitement automatique)';
  return code in LIBELLES_PROFIL ? LIBELLES_PROFIL[code as Profil] : code;
}

export const profilsJournal = (): CodeLibelle[] => PROFILS_JOURNAL.map((code) => ({ code, libelle: libelleProfilJournal(code) }));

export const CODES_CATEGORIES = Object.keys(CATEGORIES_EVENEMENT) as CategorieEvenement[];
export const estCategorie = (c: string): c is CategorieEvenement => Object.hasOwn(CATEGORIES_EVENEMENT, c);

export const categoriesJournal = (): CodeLibelle[] =>
  CODES_CATEGORIES.map((code) => ({ code, libelle: CATEGORIES_EVENEMENT[code].libelle }));

const typesDe = (categorie: CategorieEvenement) =>
  Object.entries(CATEGORIES_EVENEMENT[categorie].types) as [TypeEvenement, string][];

export const typesDeCategorie = (categorie: CategorieEvenement): CodeLibelle[] =>
  typesDe(categorie).map(([code, libelle]) => ({ code, libelle }));

/** Every event type with its category, in the order of the categories. */
export const tousLesTypesJournal = (): (CodeLibelle & { categorie: CategorieEvenement })[] =>
  CODES_CATEGORIES.flatMap((categorie) => typesDe(categorie).map(([code, libelle]) => ({ code, libelle, categorie })));

const CATEGORIE_DU_TYPE: ReadonlyMap<string, CategorieEvenement> = new Map(
  tousLesTypesJournal().map((t) => [t.code, t.categorie]),
);
export const CODES_TYPES = [...CATEGORIE_DU_TYPE.keys()] as TypeEvenement[];
export const categorieDuType = (type: string): CategorieEvenement | null => CATEGORIE_DU_TYPE.get(type) ?? null;

export const CODES_MODALITES = Object.keys(MODALITES_EVENEMENT) as ModaliteEvenement[];
export const modalitesJournal = (): CodeLibelle[] =>
  CODES_MODALITES.map((code) => ({ code, libelle: MODALITES_EVENEMENT[code] }));

/* ---------- the period ---------- */

const JOUR_MS = 86_400_000;
const jourUtc = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));

/** Why a period (two days yyyy-mm-dd) is refused: `ordre` (ends before it starts), `duree` (too long), else null. */
export function refusPeriode(dateDu: string, dateAu: string): 'ordre' | 'duree' | null {
  const jours = (jourUtc(dateAu) - jourUtc(dateDu)) / JOUR_MS + 1;
  if (jours < 1) return 'ordre';
  return jours > PERIODE_MAX_JOURNAL_JOURS ? 'duree' : null;
}

/**
 * The instants [debut, fin) of a period of Paris days (what a keeper means by "du 01/03 au 31/03"), the end
 * brought back to now: the future holds no line.
 */
export function bornesPeriode(dateDu: string, dateAu: string, maintenant: Date): { debut: string; fin: string } {
  const fin = Math.min(instantDeParis(ajouterJours(dateAu, 1)).getTime(), maintenant.getTime() + 1);
  return { debut: instantDeParis(dateDu).toISOString(), fin: new Date(fin).toISOString() };
}

/** The day partitions (`JOURNAL#<UTC day>`) that hold [debut, fin), newest first. */
export function joursAParcourir(b: { debut: string; fin: string }): string[] {
  if (b.fin <= b.debut) return [];
  const jours: string[] = [];
  const premier = b.debut.slice(0, 10);
  for (let jour = new Date(Date.parse(b.fin) - 1).toISOString().slice(0, 10); jour >= premier; jour = ajouterJours(jour, -1))
    jours.push(jour);
  return jours;
}

/* ---------- what a line matches ---------- */

/** A journal line as stored (entity `evenement`). */
export interface EvenementLu {
  id: string;
  horodatage: string;
  categorie: string;
  type: string;
  modalite: string;
  acteur: string;
  profil: string;
  enTantQue?: string | null;
  cible?: string | null;
  details?: unknown;
}

export interface FiltresJournal {
  debut: string;
  fin: string;
  profil?: string;
  categorie?: string;
  typeEvenement?: string;
  modalite?: string;
}

export const correspondAuxFiltres = (e: EvenementLu, f: FiltresJournal): boolean =>
  e.horodatage >= f.debut &&
  e.horodatage < f.fin &&
  (!f.profil || e.profil === f.profil) &&
  (!f.categorie || e.categorie === f.categorie) &&
  (!f.typeEvenement || e.type === f.typeEvenement) &&
  (!f.modalite || e.modalite === f.modalite);

/**
 * Lines read newest first are kept while they match, up to the limit; `complet` says the reading may stop.
 * The same function serves each page read so that the stop rule is written once.
 */
export function retenir(
  retenus: EvenementLu[],
  lus: readonly EvenementLu[],
  f: FiltresJournal,
): { retenus: EvenementLu[]; complet: boolean } {
  const suite = [...retenus];
  for (const e of lus) {
    if (!correspondAuxFiltres(e, f)) continue;
    suite.push(e);
    if (suite.length >= LIMITE_RESULTATS_JOURNAL) return { retenus: suite, complet: true };
  }
  return { retenus: suite, complet: false };
}

/* ---------- how a line is told ---------- */

export type NatureCible =
  'copropriete' | 'teledeclarant' | 'compte' | 'brouillon' | 'demande' | 'fichier' | 'reclamation' | 'autre';
export const NATURES_CIBLE = [
  'copropriete',
  'teledeclarant',
  'compte',
  'brouillon',
  'demande',
  'fichier',
  'reclamation',
  'autre',
] as const;

export interface CibleJournal {
  nature: NatureCible;
  libelle: string;
  /** the condominium's id when the line is about one: its record can be linked */
  idCopropriete: number | null;
  immatriculation: string | null;
}

export type Details = Record<string, string | number | boolean>;

export interface LigneJournal {
  id: string;
  horodatage: string;
  acteur: string;
  profil: string;
  libelleProfil: string;
  /** the account a keeper acted as (login-as), when they did */
  enTantQue: string | null;
  categorie: string;
  libelleCategorie: string;
  type: string;
  libelleType: string;
  modalite: string;
  libelleModalite: string;
  cible: CibleJournal | null;
  raison: string | null;
  details: Details;
}

export interface ResultatJournal {
  lignes: LigneJournal[];
  /** spec 001 §4: more than 99 results, the info notice shows */
  plusDe99: boolean;
  limite: number;
}

/** Categories whose lines are about one condominium (the brouillon types excepted: a draft has no record yet). */
const CATEGORIES_COPROPRIETE: ReadonlySet<string> = new Set<CategorieEvenement>([
  'IMMATRICULATION',
  'VALIDATION',
  'RATTACHEMENT',
  'SUCCESSEUR',
  'FIN_MANDAT',
  'DISSOLUTION',
  'SUPPRESSION',
  'MISE_A_JOUR',
  'ECHEANCES_MAJ_ANNUELLE',
]);
const TYPES_BROUILLON: ReadonlySet<string> = new Set(['CREATION_BROUILLON', 'MODIFICATION_BROUILLON', 'SUPPRESSION_BROUILLON']);
const CATEGORIES_COMPTE: ReadonlySet<string> = new Set(['AUTHENTIFICATION', 'COMPTE', 'UTILISATEUR']);
const IMMATRICULATION = /^[A-Z]{2}\d{7}$/;
const ENTIER = /^\d+$/;

/** The scalar details of a line (what the table may show as is). */
export function detailsScalaires(details: unknown): Details {
  if (!details || typeof details !== 'object') return {};
  return Object.fromEntries(
    Object.entries(details).filter(([, v]) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'),
  ) as Details;
}

/**
 * What a line is about. Writers put a login, a declarant id, a condominium id or number, a request id or a file
 * name in `cible`, and the condominium id in `details` when `cible` is something else: read by category.
 */
export function cibleJournal(e: Pick<EvenementLu, 'categorie' | 'type' | 'cible' | 'details'>): CibleJournal | null {
  const cible = e.cible ?? null;
  const d = detailsScalaires(e.details);
  const autre = (nature: NatureCible, libelle: string): CibleJournal => ({
    nature,
    libelle,
    idCopropriete: null,
    immatriculation: null,
  });
  if (CATEGORIES_COPROPRIETE.has(e.categorie) && !TYPES_BROUILLON.has(e.type) && e.type !== 'DOUBLON_ECARTE') {
    const immatriculation = [d.immatriculation, cible].find((v): v is string => typeof v === 'string' && IMMATRICULATION.test(v));
    const idDetail = typeof d.idCopropriete === 'number' ? d.idCopropriete : null;
    // a validation line names its request in `cible`, the condominium in its details only
    const idCible = e.categorie !== 'VALIDATION' && cible && ENTIER.test(cible) ? Number(cible) : null;
    const idCopropriete = idDetail ?? idCible;
    if (idCopropriete !== null || immatriculation) {
      const nom = immatriculation ? `Copropriété ${formaterImmatriculation(immatriculation)}` : `Copropriété n° ${idCopropriete}`;
      const mandat = d.idMandat !== undefined ? `, mandat n° ${d.idMandat}` : '';
      return { nature: 'copropriete', libelle: nom + mandat, idCopropriete, immatriculation: immatriculation ?? null };
    }
    if (e.categorie === 'VALIDATION' && cible) return autre('demande', `Demande ${cible}`);
  }
  if (!cible) return null;
  if (TYPES_BROUILLON.has(e.type)) return autre('brouillon', `Brouillon n° ${cible}`);
  if ((e.categorie === 'TELEDECLARANT' || e.categorie === 'NOTAIRE') && ENTIER.test(cible))
    return autre('teledeclarant', `Télédéclarant n° ${cible}`);
  if (CATEGORIES_COMPTE.has(e.categorie) || e.categorie === 'TELEDECLARANT' || e.categorie === 'NOTAIRE')
    return autre('compte', `Compte ${cible}`);
  if (e.categorie === 'DONNEES_OUVERTES' || e.categorie === 'NEWSLETTER') return autre('fichier', `Fichier ${cible}`);
  if (e.categorie === 'RECLAMATION') return autre('reclamation', `Demande ${cible}`);
  return autre('autre', cible);
}

/** The details that hold the reason a person gave (a keeper's removal, a refusal, a dissolution, an error). */
const CHAMPS_RAISON = ['raison', 'motif', 'typesMotifRefus', 'raisonAffectationTeneur', 'erreur'] as const;
export function raisonJournal(details: unknown): string | null {
  const d = detailsScalaires(details);
  for (const champ of CHAMPS_RAISON) {
    const v = d[champ];
    if (typeof v === 'string' && v.trim()) return v.trim();
  }
  return null;
}

const libelleCategorie = (c: string) => (estCategorie(c) ? CATEGORIES_EVENEMENT[c].libelle : c);
function libelleType(categorie: string, type: string): string {
  const types = estCategorie(categorie) ? (CATEGORIES_EVENEMENT[categorie].types as Record<string, string>) : {};
  return types[type] ?? type;
}
const libelleModalite = (m: string) => (Object.hasOwn(MODALITES_EVENEMENT, m) ? MODALITES_EVENEMENT[m as ModaliteEvenement] : m);

export function ligneJournal(e: EvenementLu): LigneJournal {
  return {
    id: e.id,
    horodatage: e.horodatage,
    acteur: e.acteur,
    profil: e.profil,
    libelleProfil: libelleProfilJournal(e.profil),
    enTantQue: e.enTantQue ?? null,
    categorie: e.categorie,
    libelleCategorie: libelleCategorie(e.categorie),
    type: e.type,
    libelleType: libelleType(e.categorie, e.type),
    modalite: e.modalite,
    libelleModalite: libelleModalite(e.modalite),
    cible: cibleJournal(e),
    raison: raisonJournal(e.details),
    details: detailsScalaires(e.details),
  };
}

/** The registration numbers whose condominium id the lines lack (to be looked up once each). */
export const immatriculationsSansId = (lignes: readonly LigneJournal[]): string[] => [
  ...new Set(
    lignes.flatMap((l) =>
      l.cible?.nature === 'copropriete' && l.cible.idCopropriete === null && l.cible.immatriculation
        ? [l.cible.immatriculation]
        : [],
    ),
  ),
];

/** The lines with the condominium ids found by registration number. */
export const avecIdsCopropriete = (lignes: readonly LigneJournal[], ids: ReadonlyMap<string, number>): LigneJournal[] =>
  lignes.map((l) =>
    l.cible?.nature === 'copropriete' &&
    l.cible.idCopropriete === null &&
    l.cible.immatriculation &&
    ids.has(l.cible.immatriculation)
      ? { ...l, cible: { ...l.cible, idCopropriete: ids.get(l.cible.immatriculation)! } }
      : l,
  );

/** The answer: the lines kept (newest first, 100 at most) and the spec's flag. */
export const resultatJournal = (retenus: readonly EvenementLu[]): ResultatJournal => ({
  lignes: retenus.slice(0, LIMITE_RESULTATS_JOURNAL).map(ligneJournal),
  plusDe99: retenus.length > SEUIL_AVIS_JOURNAL,
  limite: LIMITE_RESULTATS_JOURNAL,
});
