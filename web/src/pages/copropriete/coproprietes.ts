/**
 * Pure helpers of the condominium list (spec 000 §2 /copropriete): the filter kept in the address
 * (`?filtre=seeAllCopro|immatriculee|coproNonGeolocalisees|…`), the search by number or name, the body of
 * `POST api/coproprietes/rechercher`, the labels of a row, and the parcel list edited on the
 * "condominiums with non-geolocated parcels" page.
 */
import type { z } from 'zod';
import { EtatCopropriete, MajAnnuelle, StatutRattachement } from '@registre/shared/domain/enums';
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import {
  CHAMPS_TRI_COPROPRIETES,
  FILTRES_COPROPRIETES,
  type ligneCoproprieteSchema,
  type rechercheCoproprietesSchema,
} from '@registre/shared/schemas/copropriete/api';
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
}

/** The columns the list may be sorted by (the server's sort fields). */
export const TRIS_COPROPRIETES = CHAMPS_TRI_COPROPRIETES;

const estFiltre = (v: string | null): v is FiltreCoproprietes =>
  v !== null && (FILTRES_COPROPRIETES as readonly string[]).includes(v);

/** `?filtre=immatriculee&recherche=tilleuls&page=2&tri=nbLots&sens=desc`; anything unknown falls back on the default. */
export function lireCriteres(q: URLSearchParams): CriteresCoproprietes {
  // `filter` is the spec's name of the parameter (spec 000 §2); the list writes `filtre`
  const filtre = q.get('filtre') ?? q.get('filter');
  const champ = q.get('tri');
  return {
    filtre: estFiltre(filtre) ? filtre : FILTRE_DEFAUT,
    recherche: (q.get('recherche') ?? '').trim().slice(0, 100),
    page: Math.max(1, Number.parseInt(q.get('page') ?? '1', 10) || 1),
    tri:
      champ && (TRIS_COPROPRIETES as readonly string[]).includes(champ)
        ? { champ, sens: q.get('sens') === 'desc' ? 'desc' : 'asc' }
        : null,
  };
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
  return q;
}

/** A registration number typed with or without dashes is searched in its stored form (AA1234567). */
export const termeRecherche = (saisie: string) => {
  const t = saisie.trim();
  return t ? (normaliserImmatriculation(t) ?? t) : null;
};

export function corpsRechercheCoproprietes(c: CriteresCoproprietes): z.input<typeof rechercheCoproprietesSchema> {
  return {
    paginationOptions: {
      pageNumber: c.page,
      pageSize: TAILLE_PAGE_COPROPRIETES,
      ...(c.tri ? { sortField: c.tri.champ, sortDirection: c.tri.sens } : {}),
    },
    immatriculationOuNom: termeRecherche(c.recherche),
    filtre: c.filtre,
  };
}

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

export const libelleMajAnnuelle = (s: string | null) =>
  s === null ? '—' : s in MajAnnuelle.labels ? MajAnnuelle.labels[s as keyof typeof MajAnnuelle.labels] : s;

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
