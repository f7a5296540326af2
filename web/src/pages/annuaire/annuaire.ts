/**
 * [issue 12] What the directory's pages share, pure: the search kept in the page's address (back, forward and a
 * shared link give the same results), the body of a simple search from a geocoded or a typed address (spec 001
 * §3 `adresseNonStructuree`, §4 "Geocode search in the directory"), the advanced form's values as the shared
 * schema's input, and the labels of the statuses.
 */
import { z } from 'zod';
import { EtatCopropriete } from '@registre/shared/domain/enums';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import type { AdresseGeocodee } from '@registre/shared/schemas/geographie';
import {
  ETATS_ANNUAIRE,
  LIBELLES_RATTACHEMENT_ANNUAIRE,
  LIBELLES_STATUT_MAJ,
  STATUTS_MAJ_ANNUELLE,
  STATUTS_RATTACHEMENT_ANNUAIRE,
  TAILLE_PAGE_ANNUAIRE,
  rechercheAnnuaireSchema,
  type RechercheAnnuaire,
} from '@registre/shared/schemas/annuaire';
import { nombreFr } from '../../lib/format.ts';

export { TAILLE_PAGE_ANNUAIRE };

/* ---------- the search in the address ---------- */

/** A search as the page keeps it: the body sent (without the page), and what the form showed. */
export interface EtatRecherche {
  corps: RechercheAnnuaire;
  /** simple search: the address as typed or chosen */
  libelle?: string;
  /** advanced search: the name of the commune chosen in the autocomplete */
  nomCommune?: string;
}

const PARAM_RECHERCHE = 'recherche';
const PARAM_PAGE = 'page';

/** `?recherche=<JSON>&page=2`; a search that does not parse is no search (the form shows empty). */
export function lireRecherche(q: URLSearchParams): { etat: EtatRecherche | null; page: number } {
  const page = Math.min(1000, Math.max(1, Number.parseInt(q.get(PARAM_PAGE) ?? '1', 10) || 1));
  const brut = q.get(PARAM_RECHERCHE);
  if (!brut) return { etat: null, page };
  try {
    const etat = JSON.parse(brut) as EtatRecherche;
    if (!etat || typeof etat !== 'object' || !etat.corps || !rechercheAnnuaireSchema.safeParse(etat.corps).success)
      return { etat: null, page };
    return { etat, page };
  } catch {
    return { etat: null, page };
  }
}

export function adresseRecherche(etat: EtatRecherche | null, page = 1): URLSearchParams {
  const q = new URLSearchParams();
  if (etat) q.set(PARAM_RECHERCHE, JSON.stringify(etat));
  if (page > 1) q.set(PARAM_PAGE, String(page));
  return q;
}

/** The body of one page of results. */
export const corpsPage = (corps: RechercheAnnuaire, page: number): RechercheAnnuaire => ({
  ...corps,
  pageNumber: page,
  pageSize: TAILLE_PAGE_ANNUAIRE,
});

/* ---------- simple search ---------- */

/** A geolocated address chosen among the geocoder's answers, with its building id when one was found. */
export function rechercheAdresseChoisie(a: AdresseGeocodee, idRnb: string | null): EtatRecherche {
  const adresse = {
    numero: a.numero ?? undefined,
    voie: a.voie ?? undefined,
    codePostal: a.codePostal ?? undefined,
    commune: a.commune ?? undefined,
    codeInsee: a.codeInsee ?? undefined,
    x: a.x,
    y: a.y,
    idBan: a.idBan ?? undefined,
    idRnb: idRnb ?? undefined,
  };
  return {
    libelle: a.libelle,
    corps: {
      isRechercheAvancee: false,
      adresseNonSelectionnee: false,
      adresseNonStructuree: Object.fromEntries(Object.entries(adresse).filter(([, v]) => v !== undefined && v !== '')),
    },
  };
}

/**
 * A typed address read as well as it can be: "12 rue de la Paix 75002 Paris" gives the number, the street, the
 * postal code and the commune; without a postal code the whole text is the street.
 */
export function lireAdresseSaisie(saisie: string): { numero?: string; voie: string; codePostal?: string; commune?: string } {
  const texte = saisie.replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  const m = /^(.*?)\s*\b(\d{5})\b\s*(.*)$/.exec(texte);
  const avant = m ? m[1].trim() : texte;
  const n = /^(\d+\s?(?:bis|ter|quater|[a-d])?)\s+(.+)$/i.exec(avant);
  return {
    ...(n ? { numero: n[1].replace(/\s/g, '') } : {}),
    voie: n ? n[2] : avant,
    ...(m ? { codePostal: m[2] } : {}),
    ...(m && m[3] ? { commune: m[3] } : {}),
  };
}

/**
 * Spec 001 §4: an address the geocoder could not locate (or the user kept as typed) is searched not geolocated,
 * by its street and its commune or postal code (`complement`: what the user added when the text had neither).
 */
export function rechercheAdresseSaisie(
  saisie: string,
  complement: { codePostal?: string; commune?: string } = {},
): EtatRecherche {
  const lue = lireAdresseSaisie(saisie);
  const adresse = {
    ...lue,
    ...(complement.codePostal?.trim() ? { codePostal: complement.codePostal.trim() } : {}),
    ...(complement.commune?.trim() ? { commune: complement.commune.trim() } : {}),
  };
  return {
    libelle: saisie.trim(),
    corps: { isRechercheAvancee: false, adresseNonSelectionnee: true, adresseNonStructuree: adresse },
  };
}

/** The typed address names neither a postal code nor a commune: the user must add one. */
export const communeManquante = (e: EtatRecherche) => {
  const a = e.corps.adresseNonStructuree;
  return !a?.codePostal && !a?.commune && !a?.codeInsee;
};

/* ---------- advanced search ---------- */

/** The advanced form's values: text as typed (the selects and the yes/no too), the commune's name beside its code. */
export type FormulaireAvance = {
  departement: string;
  nomCommune: string;
  codeInsee: string;
  codePostal: string;
  voie: string;
  lieuDit: string;
  numeroImmatriculation: string;
  nom: string;
  dateDebutMandat: string;
  dateFinMandat: string;
  statutMajAnnuelle: string;
  exerciceNonApprouve: '' | 'oui' | 'non';
  etat: string;
  statutRattachement: string;
};

export const FORMULAIRE_AVANCE_VIDE: FormulaireAvance = {
  departement: '',
  nomCommune: '',
  codeInsee: '',
  codePostal: '',
  voie: '',
  lieuDit: '',
  numeroImmatriculation: '',
  nom: '',
  dateDebutMandat: '',
  dateFinMandat: '',
  statutMajAnnuelle: '',
  exerciceNonApprouve: '',
  etat: '',
  statutRattachement: '',
};

const vide = (v: string | undefined) => (v === undefined || v.trim() === '' ? undefined : v);

/** The form's values as the body of `POST rechercherAnnuaire` (an empty field is no criterion). */
export function corpsAvance(f: Partial<FormulaireAvance>): RechercheAnnuaire {
  return {
    isRechercheAvancee: true,
    adresseNonSelectionnee: false,
    departement: vide(f.departement),
    codeInsee: vide(f.codeInsee),
    codePostal: vide(f.codePostal),
    voie: vide(f.voie),
    lieuDit: vide(f.lieuDit),
    numeroImmatriculation: vide(f.numeroImmatriculation),
    nom: vide(f.nom),
    dateDebutMandat: vide(f.dateDebutMandat),
    dateFinMandat: vide(f.dateFinMandat),
    statutMajAnnuelle: vide(f.statutMajAnnuelle) as RechercheAnnuaire['statutMajAnnuelle'],
    exerciceNonApprouve: f.exerciceNonApprouve === 'oui' ? true : f.exerciceNonApprouve === 'non' ? false : undefined,
    etat: vide(f.etat) as RechercheAnnuaire['etat'],
    statutRattachement: vide(f.statutRattachement) as RechercheAnnuaire['statutRattachement'],
  };
}

/** The form shows a search of the address again (back to the list, a shared link). */
export function formulaireDe(e: EtatRecherche | null): FormulaireAvance {
  const c = e?.corps;
  if (!c?.isRechercheAvancee) return FORMULAIRE_AVANCE_VIDE;
  return {
    departement: c.departement ?? '',
    nomCommune: e?.nomCommune ?? '',
    codeInsee: c.codeInsee ?? '',
    codePostal: c.codePostal ?? '',
    voie: c.voie ?? '',
    lieuDit: c.lieuDit ?? '',
    numeroImmatriculation: c.numeroImmatriculation ?? '',
    nom: c.nom ?? '',
    dateDebutMandat: c.dateDebutMandat ?? '',
    dateFinMandat: c.dateFinMandat ?? '',
    statutMajAnnuelle: c.statutMajAnnuelle ?? '',
    exerciceNonApprouve: c.exerciceNonApprouve === true ? 'oui' : c.exerciceNonApprouve === false ? 'non' : '',
    etat: c.etat ?? '',
    statutRattachement: c.statutRattachement ?? '',
  };
}

/**
 * The shared search schema read from the advanced form (the form's fields carry the schema's names, so its
 * messages land on them): the one validation of the form, the same as the server's.
 */
export const formulaireAvanceSchema = z
  .custom<FormulaireAvance>((v) => typeof v === 'object' && v !== null)
  .transform((v) => corpsAvance(v))
  .pipe(rechercheAnnuaireSchema);

/* ---------- labels ---------- */

export const OPTIONS_ETAT = ETATS_ANNUAIRE.map((code) => ({ code, libelle: EtatCopropriete.labels[code] }));
export const OPTIONS_MAJ = STATUTS_MAJ_ANNUELLE.map((code) => ({ code, libelle: LIBELLES_STATUT_MAJ[code] }));
export const OPTIONS_RATTACHEMENT = STATUTS_RATTACHEMENT_ANNUAIRE.map((code) => ({
  code,
  libelle: LIBELLES_RATTACHEMENT_ANNUAIRE[code],
}));

/** A day of the API (ISO) as dd/mm/yyyy; "—" when absent. */
export const jour = (iso: string | null | undefined) => (iso ? dateIsoVersFr(iso.slice(0, 10)) : '—');
/** A count; unknown (an imported row's `NA`, a building count the file does not give): « Non renseigné ». */
export const nombre = (n: number | null | undefined) => (n === null || n === undefined ? 'Non renseigné' : nombreFr(n));
export const ouiNon = (b: boolean | null | undefined) => (b === null || b === undefined ? 'Non renseigné' : b ? 'Oui' : 'Non');

/** "1 copropriété", "12 copropriétés". */
export const nombreCoproprietes = (n: number) => `${nombreFr(n)} copropriété${n > 1 ? 's' : ''}`;
