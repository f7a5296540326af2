/**
 * Pure helpers of the condominium list (spec 000 §2 /copropriete): the filter kept in the address
 * (`?filtre=seeAllCopro|immatriculee|coproNonGeolocalisees|…`), the search by number or name, the body of
 * `POST api/coproprietes/rechercher`, the labels of a row, and the parcel list edited on the
 * "condominiums with non-geolocated parcels" page.
 */
import { z } from 'zod';
import { lireDate } from '@registre/shared/domain/copropriete/conversions';
import { EtatCopropriete, MajAnnuelle, StatutRattachement } from '@registre/shared/domain/enums';
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import {
  CHAMPS_TRI_COPROPRIETES,
  FILTRES_COPROPRIETES,
  rechercheCoproprietesSchema,
  type ligneCoproprieteSchema,
} from '@registre/shared/schemas/copropriete/api';
import type { rechercheRegistreSchema } from '@registre/shared/schemas/copropriete/miseAJour';
import {
  MESSAGES_IDENTIFICATION,
  identifiantParcelle,
  parcelleSchema,
  type ParcelleFormulaire,
} from '@registre/shared/schemas/copropriete/identification';
import type { Tri } from '../../components/TableauDonnees.tsx';

export type FiltreCoproprietes = (typeof FILTRES_COPROPRIETES)[number];
export type LigneCopropriete = z.output<typeof ligneCoproprieteSchema>;

/** Spec 000 §9: page 1, size 10. */
export const TAILLE_PAGE_COPROPRIETES = 10;
export const FILTRE_DEFAUT: FiltreCoproprietes = 'seeAllCopro';

/** The filters the list offers, with their label (every value of the spec is accepted in the address). */
export const FILTRES_PROPOSES: readonly { code: FiltreCoproprietes; libelle: string }[] = [
  { code: 'seeAllCopro', libelle: 'Toutes mes copropriétés' },
  { code: 'immatriculee', libelle: 'Copropriétés immatriculées' },
  { code: 'coproNonGeolocalisees', libelle: 'Copropriétés dont des parcelles ne sont pas géolocalisées' },
  { code: 'mandat-expire', libelle: 'Copropriétés dont le mandat a expiré' },
];
export const libelleFiltre = (f: FiltreCoproprietes) =>
  FILTRES_PROPOSES.find((x) => x.code === f)?.libelle ?? LIBELLES_AUTRES_FILTRES[f] ?? f;
const LIBELLES_AUTRES_FILTRES: Partial<Record<FiltreCoproprietes, string>> = {
  annuelle: 'Mise à jour annuelle à faire',
  standard: 'Mise à jour standard',
  mandate: 'Copropriétés sous mandat',
  'renouveler-mandat': 'Mandats à renouveler',
  'declare-new-successor': 'Copropriétés pour lesquelles déclarer un successeur',
  dissolution: 'Copropriétés à dissoudre',
};

export interface CriteresCoproprietes {
  filtre: FiltreCoproprietes;
  recherche: string;
  page: number;
  /** null: the server's order (newest condominium first) */
  tri: Tri | null;
  /** [issue 11] advanced filters: mandates starting on or after, ending on or before (dd/mm/yyyy), attachment status */
  dateDebutMandat?: string;
  dateFinMandat?: string;
  statut?: string;
}

/**
 * [issue 11] The attachment statuses the list shows (functions/src/coproprietes/filtres.ts `statutRattachement`),
 * offered as the « Statut du rattachement » advanced filter: the label is the value sent as `statut`.
 */
export const STATUTS_RATTACHEMENT_FILTRE = [
  'Demande effectuée',
  'En cours de validation',
  'Refusé',
  'Non rattachée',
  'À confirmer',
  'En cours',
  'Expiré',
] as const;

/** A dd/mm/yyyy day of the address, kept only when it is a real day. */
const dateCritere = (v: string | null) => {
  const t = (v ?? '').trim();
  return typeof lireDate(t) === 'string' ? t : '';
};
const statutCritere = (v: string | null) =>
  v !== null && (STATUTS_RATTACHEMENT_FILTRE as readonly string[]).includes(v) ? v : '';

/**
 * The list's search form: the filter, the number or name, and the advanced filters checked by the server's own
 * rules (`rechercheCoproprietesSchema`: dd/mm/yyyy days, the status).
 */
export const formulaireListeSchema = rechercheCoproprietesSchema
  .pick({ dateDebutMandat: true, dateFinMandat: true, statut: true })
  .extend({ filtre: z.enum(FILTRES_COPROPRIETES), recherche: z.string().trim().max(100, '100 caractères au maximum.') });
export type FormulaireListe = z.input<typeof formulaireListeSchema>;

/** The number of advanced filters set (the « Filtres avancés » area opens when one is). */
export const nbFiltresAvances = (c: CriteresCoproprietes) =>
  [c.dateDebutMandat, c.dateFinMandat, c.statut].filter((v) => Boolean(v)).length;

/** The columns the list may be sorted by (the server's sort fields). */
export const TRIS_COPROPRIETES = CHAMPS_TRI_COPROPRIETES;

const estFiltre = (v: string | null): v is FiltreCoproprietes =>
  v !== null && (FILTRES_COPROPRIETES as readonly string[]).includes(v);

/** `?filtre=immatriculee&recherche=tilleuls&page=2&tri=nbLots&sens=desc`; anything unknown falls back on the default. */
export function lireCriteres(q: URLSearchParams): CriteresCoproprietes {
  // `filter` is the spec's name of the parameter (spec 000 §2); the list writes `filtre`
  const filtre = q.get('filtre') ?? q.get('filter');
  const champ = q.get('tri');
  const c: CriteresCoproprietes = {
    filtre: estFiltre(filtre) ? filtre : FILTRE_DEFAUT,
    recherche: (q.get('recherche') ?? '').trim().slice(0, 100),
    page: Math.max(1, Number.parseInt(q.get('page') ?? '1', 10) || 1),
    tri:
      champ && (TRIS_COPROPRIETES as readonly string[]).includes(champ)
        ? { champ, sens: q.get('sens') === 'desc' ? 'desc' : 'asc' }
        : null,
  };
  // the advanced filters are in the address only when set
  const debut = dateCritere(q.get('dateDebutMandat'));
  const fin = dateCritere(q.get('dateFinMandat'));
  const statut = statutCritere(q.get('statut'));
  if (debut) c.dateDebutMandat = debut;
  if (fin) c.dateFinMandat = fin;
  if (statut) c.statut = statut;
  return c;
}

/** The filter always shows in the address (the home tiles and the menu link to it by value). */
export function adresseCriteres(c: CriteresCoproprietes): URLSearchParams {
  const q = new URLSearchParams({ filtre: c.filtre });
  if (c.recherche.trim()) q.set('recherche', c.recherche.trim());
  if (c.page > 1) q.set('page', String(c.page));
  if (c.tri) {
    q.set('tri', c.tri.champ);
    q.set('sens', c.tri.sens);
  }
  if (c.dateDebutMandat?.trim()) q.set('dateDebutMandat', c.dateDebutMandat.trim());
  if (c.dateFinMandat?.trim()) q.set('dateFinMandat', c.dateFinMandat.trim());
  if (c.statut) q.set('statut', c.statut);
  return q;
}

/** A registration number typed with or without dashes is searched in its stored form (AA1234567). */
export const termeRecherche = (saisie: string) => {
  const t = saisie.trim();
  return t ? (normaliserImmatriculation(t) ?? t) : null;
};

/**
 * [issue 11] The criteria but the page: the pages of one search share the cursors the server answers
 * (`curseurSuivant` of page N, sent back as `curseur` to read page N + 1).
 */
export const cleCurseurs = (c: CriteresCoproprietes) => adresseCriteres({ ...c, page: 1 }).toString();

/** `curseur`: the `curseurSuivant` answered with page `c.page - 1` of the same search, when known. */
export function corpsRechercheCoproprietes(
  c: CriteresCoproprietes,
  curseur?: string | null,
): z.input<typeof rechercheCoproprietesSchema> {
  return {
    paginationOptions: {
      pageNumber: c.page,
      pageSize: TAILLE_PAGE_COPROPRIETES,
      ...(c.tri ? { sortField: c.tri.champ, sortDirection: c.tri.sens } : {}),
    },
    immatriculationOuNom: termeRecherche(c.recherche),
    filtre: c.filtre,
    ...(c.dateDebutMandat ? { dateDebutMandat: c.dateDebutMandat } : {}),
    ...(c.dateFinMandat ? { dateFinMandat: c.dateFinMandat } : {}),
    ...(c.statut ? { statut: c.statut } : {}),
    ...(curseur && c.page > 1 ? { curseur } : {}),
  };
}

/** The cursors known for one search: page N -> the `curseurSuivant` answered with it. */
export interface CurseursPages {
  cle: string;
  pages: Readonly<Record<number, string>>;
}

/** The cursors after page `page` of the search `cle` answered `curseurSuivant` (another search starts afresh). */
export function noterCurseur(
  m: CurseursPages,
  cle: string,
  page: number,
  curseurSuivant: string | null | undefined,
): CurseursPages {
  if (!curseurSuivant) return m;
  if (m.cle === cle && m.pages[page] === curseurSuivant) return m;
  return { cle, pages: { ...(m.cle === cle ? m.pages : {}), [page]: curseurSuivant } };
}

/** The cursor to read page `page` of the search `cle`: the one page `page - 1` answered. */
export const curseurPour = (m: CurseursPages, cle: string, page: number) =>
  m.cle === cle && page > 1 ? (m.pages[page - 1] ?? null) : null;

/* ---------- the action of a row, per filter ---------- */

/**
 * The filters that list the condominiums on which an action can be started (the server keeps only those rows) and
 * the page of the action (id in web/src/routes.tsx), opened with `?id=<idCopropriete>`.
 */
export const ACTIONS_FILTRE: Partial<Record<FiltreCoproprietes, { page: string; libelle: string }>> = {
  'renouveler-mandat': {
    page: 'renouvellement',
    libelle: 'Renouveler le mandat',
  },
  'declare-new-successor': {
    page: 'declarationSuccesseur',
    libelle: 'Déclarer un successeur',
  },
  dissolution: {
    page: 'dissolution',
    libelle: 'Déclarer la dissolution',
  },
};

/** The address of a row's action: `/renouveler-mandat?id=12`. */
export const lienAction = (chemin: string, l: Pick<LigneCopropriete, 'idCopropriete'>) =>
  `${chemin}?${new URLSearchParams({ id: String(l.idCopropriete) }).toString()}`;

/* ---------- labels of a row ---------- */

export const libelleEtat = (e: LigneCopropriete['etat']) => EtatCopropriete.labels[e] ?? e;

export const libelleStatutRattachement = (s: string | null) =>
  s === null ? '—' : s in StatutRattachement.labels ? StatutRattachement.labels[s as keyof typeof StatutRattachement.labels] : s;

/** [issue 11] The annual update of a row: A_FAIRE, FAITE, EN_RETARD (or already their label). */
const LIBELLES_MAJ_ANNUELLE: Record<string, string> = { ...MajAnnuelle.labels, EN_RETARD: 'En retard' };
const SEVERITES_MAJ_ANNUELLE: Record<string, 'success' | 'warning' | 'error'> = {
  'À faire': 'warning',
  Faite: 'success',
  'En retard': 'error',
};

export const libelleMajAnnuelle = (s: string | null) => (s === null ? '—' : (LIBELLES_MAJ_ANNUELLE[s] ?? s));

/** Badge colour of the annual update: to do (warning), late (error), done (success); null for anything else. */
export const severiteMajAnnuelle = (s: string | null): 'success' | 'warning' | 'error' | null =>
  s === null ? null : (SEVERITES_MAJ_ANNUELLE[libelleMajAnnuelle(s)] ?? null);

/** Badge colour of a condominium's state: registered, waiting, refused or ended. */
export function severiteEtat(e: LigneCopropriete['etat']): 'success' | 'info' | 'warning' | 'error' | 'new' {
  if (e === 'IMMATRICULEE_RATTACHEE') return 'success';
  if (e.startsWith('IMMATRICULEE_')) return 'info';
  if (e.endsWith('REFUSES') || e === 'IMMATRICULATION_ANNULEE' || e === 'SUPPRIMEE' || e === 'DISSOUTE') return 'error';
  if (e === 'BROUILLON' || e === 'FUTUR') return 'new';
  return 'warning';
}

/** A row whose current declaration has parcels that could not be located can have them fixed. */
export const parcellesALocaliser = (l: Pick<LigneCopropriete, 'parcellesNonGeolocalisees' | 'idDeclaration'>) =>
  l.parcellesNonGeolocalisees && l.idDeclaration !== null;

/* ---------- the parcels of the "non-geolocated parcels" page ---------- */

export const estGeolocalisee = (p: Pick<ParcelleFormulaire, 'geolocalisee'>) =>
  p.geolocalisee === true || p.geolocalisee === 'true';

/** The parcel at `index` after a new lookup: geolocated when found, unchanged otherwise. */
export function apresLocalisation(
  parcelles: readonly ParcelleFormulaire[],
  index: number,
  trouvee: boolean,
): ParcelleFormulaire[] {
  return parcelles.map((p, i) => (i === index && trouvee ? { ...p, geolocalisee: 'true' as const } : p));
}
export const sansParcelle = (parcelles: readonly ParcelleFormulaire[], index: number) => parcelles.filter((_, i) => i !== index);

/** What keeps the list from being saved: at least one parcel, one geolocated, no parcel twice (spec 000 §5). */
export function erreurParcelles(parcelles: readonly ParcelleFormulaire[]): string | null {
  if (parcelles.length === 0) return MESSAGES_IDENTIFICATION.parcelleObligatoire;
  if (!parcelles.some(estGeolocalisee)) return MESSAGES_IDENTIFICATION.parcelleGeolocalisee;
  const vues = new Set<string>();
  for (const p of parcelles) {
    const r = parcelleSchema.safeParse(p);
    const id = r.success ? identifiantParcelle(r.data) : null;
    if (id && vues.has(id))
      return `${MESSAGES_IDENTIFICATION.parcelleEnDouble} (section ${r.data!.section}, n° ${r.data!.numero})`;
    if (id) vues.add(id);
  }
  return null;
}

/* ---------- [issue 11] the keepers' search of the whole register ---------- */

export type EtatCoproprieteCode = (typeof EtatCopropriete.values)[number];
export type CorpsRechercheRegistre = z.input<typeof rechercheRegistreSchema>;

/** The record of a condominium (the page is `/copropriete/fiche/:idCopropriete`). */
export const lienFiche = (idCopropriete: number) => `/copropriete/fiche/${idCopropriete}`;

export interface CriteresRegistre {
  /** a registration number or words of the name */
  recherche: string;
  adresse: string;
  etats: EtatCoproprieteCode[];
  page: number;
}

const estEtat = (v: string): v is EtatCoproprieteCode => (EtatCopropriete.values as readonly string[]).includes(v);

/** `?recherche=tilleuls&adresse=rue+de+la+paix&etats=IMMATRICULEE_RATTACHEE,DISSOUTE&page=2` */
export function lireCriteresRegistre(q: URLSearchParams): CriteresRegistre {
  return {
    recherche: (q.get('recherche') ?? '').trim().slice(0, 100),
    adresse: (q.get('adresse') ?? '').trim().slice(0, 200),
    etats: [...new Set((q.get('etats') ?? '').split(',').filter(estEtat))],
    page: Math.max(1, Number.parseInt(q.get('page') ?? '1', 10) || 1),
  };
}

export function adresseCriteresRegistre(c: CriteresRegistre): URLSearchParams {
  const q = new URLSearchParams();
  if (c.recherche.trim()) q.set('recherche', c.recherche.trim());
  if (c.adresse.trim()) q.set('adresse', c.adresse.trim());
  if (c.etats.length > 0) q.set('etats', c.etats.join(','));
  if (c.page > 1) q.set('page', String(c.page));
  return q;
}

/** Something to search: a number or name, or an address (the schema's rule). */
export const rechercheRegistreLancee = (c: CriteresRegistre) => Boolean(c.recherche.trim() || c.adresse.trim());

export function corpsRechercheRegistre(c: CriteresRegistre): CorpsRechercheRegistre {
  return {
    paginationOptions: { pageNumber: c.page, pageSize: TAILLE_PAGE_COPROPRIETES },
    immatriculationOuNom: termeRecherche(c.recherche),
    adresse: c.adresse.trim() || null,
    etatsCopropriete: c.etats.length > 0 ? c.etats : null,
  };
}

/** The condominium states a keeper may search on, with their label. */
export const ETATS_RECHERCHE = EtatCopropriete.values.map((code) => ({ code, libelle: EtatCopropriete.labels[code] }));
