/**
 * Pure helpers of the keepers' validation screens (spec 000 §2 /validations, §3 "Validation page content", §4
 * "Other workflows"): the queue's filters kept in the address, the labels of a request, the dates in Paris time,
 * which condominium the lock is released on, and what a conflict answer means for the keeper.
 */
import type { z } from 'zod';
import { TypeDemandeValidation } from '@registre/shared/domain/enums';
import { CHAMPS_TRI_DEMANDES } from '@registre/shared/domain/validations';
import { LIBELLES_PROFIL, type Profil } from '@registre/shared/domain/profils';
import { dateIsoVersFr, formaterImmatriculation } from '@registre/shared/domain/valeurs';
import type { CodeAvertissement } from '@registre/shared/domain/copropriete/avertissements';
import type { LigneDemande, rechercheDemandesSchema } from '@registre/shared/schemas/copropriete/api';
import type { Tri } from '../../components/TableauDonnees.tsx';
import { nombreFr } from '../../lib/format.ts';

/** Spec 000 §9: keeper validation search, page 1, size 10. */
export const TAILLE_PAGE_DEMANDES = 10;
/** Spec 000 §9: "default keeper validation sort ascending on profilDemandeur". */
export const TRI_DEMANDES_DEFAUT: Tri = { champ: 'profilDemandeur', sens: 'asc' };
/** The columns the queue may be sorted by: the server's sort fields. */
export const TRIS_DEMANDES: readonly string[] = CHAMPS_TRI_DEMANDES;

export type TypeDemande = (typeof TypeDemandeValidation.values)[number];

export interface FiltresDemandes {
  typeDemande: TypeDemande | null;
  horsDelaiSeulement: boolean;
  page: number;
  tri: Tri;
}

const estTypeDemande = (v: string | null): v is TypeDemande =>
  v !== null && (TypeDemandeValidation.values as readonly string[]).includes(v);

/** `?type=IMMATRICULATION&horsDelai=1&page=2&tri=dateDemande&sens=desc`; anything unknown falls back on the default. */
export function lireFiltresDemandes(q: URLSearchParams): FiltresDemandes {
  const type = q.get('type');
  const page = Math.max(1, Number.parseInt(q.get('page') ?? '1', 10) || 1);
  const champ = q.get('tri');
  const tri =
    champ && TRIS_DEMANDES.includes(champ)
      ? { champ, sens: q.get('sens') === 'desc' ? ('desc' as const) : ('asc' as const) }
      : TRI_DEMANDES_DEFAUT;
  return { typeDemande: estTypeDemande(type) ? type : null, horsDelaiSeulement: q.get('horsDelai') === '1', page, tri };
}

/** The address of a queue state: the defaults are left out (the plain `/validations` is page 1 by profile). */
export function adresseFiltresDemandes(f: FiltresDemandes): URLSearchParams {
  const q = new URLSearchParams();
  if (f.typeDemande) q.set('type', f.typeDemande);
  if (f.horsDelaiSeulement) q.set('horsDelai', '1');
  if (f.page > 1) q.set('page', String(f.page));
  if (f.tri.champ !== TRI_DEMANDES_DEFAUT.champ || f.tri.sens !== TRI_DEMANDES_DEFAUT.sens) {
    q.set('tri', f.tri.champ);
    q.set('sens', f.tri.sens);
  }
  return q;
}

/** The body of `POST api/declarations/rechercher`. */
export function corpsRechercheDemandes(f: FiltresDemandes): z.input<typeof rechercheDemandesSchema> {
  return {
    paginationOptions: {
      pageNumber: f.page,
      pageSize: TAILLE_PAGE_DEMANDES,
      sortField: f.tri.champ,
      sortDirection: f.tri.sens,
    },
    typeDemande: f.typeDemande,
    horsDelaiSeulement: f.horsDelaiSeulement,
  };
}

export const nombrePages = (total: number, taille = TAILLE_PAGE_DEMANDES) => Math.max(1, Math.ceil(total / taille));

/* ---------- labels ---------- */

const PARIS = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * A date of the server on screen: a day (yyyy-mm-dd) as dd/mm/yyyy, an instant as "dd/mm/yyyy à HH:MM" in Paris
 * time (the deadlines are working days in France, spec 000 §1); empty or unreadable: "—".
 */
export function formaterDate(valeur: string | null | undefined): string {
  if (!valeur) return '—';
  if (/^\d{4}-\d{2}-\d{2}$/.test(valeur)) return dateIsoVersFr(valeur);
  if (/^\d{2}\/\d{2}\/\d{4}$/.test(valeur)) return valeur;
  const t = Date.parse(valeur);
  if (Number.isNaN(t)) return valeur;
  const parties = Object.fromEntries(PARIS.formatToParts(new Date(t)).map((p) => [p.type, p.value]));
  return `${parties.day}/${parties.month}/${parties.year} à ${parties.hour}:${parties.minute}`;
}

/** A registration number as users write it (AA0-000-001); a value of another shape is shown as is. */
export const formaterNumero = (immat: string | null | undefined) =>
  !immat ? null : /^[A-Z]{2}\d{7}$/.test(immat) ? formaterImmatriculation(immat) : immat;

export const libelleTypeDemande = (t: TypeDemande) => TypeDemandeValidation.labels[t] ?? t;

/** The requester's profile code as its label (an unknown code is shown as sent). */
export const libelleProfil = (code: string) =>
  code in LIBELLES_PROFIL ? LIBELLES_PROFIL[code as Profil] : code.replace(/_/g, ' ').toLowerCase();

/** "À valider", "En cours de traitement par X", "Précisions demandées". */
export function libelleStatut(l: Pick<LigneDemande, 'statut' | 'teneurEnCours'>): string {
  switch (l.statut) {
    case 'VALIDATION_EN_COURS':
      return l.teneurEnCours ? `En cours de traitement par ${l.teneurEnCours}` : 'En cours de traitement';
    case 'DEMANDE_PRECISION':
      return 'Précisions demandées au déclarant';
    default:
      return 'À valider';
  }
}
export const severiteStatut = (s: LigneDemande['statut']) =>
  s === 'VALIDATION_EN_COURS' ? ('warning' as const) : s === 'DEMANDE_PRECISION' ? ('info' as const) : ('new' as const);

/** The name of a condominium in a sentence: « Les Tilleuls » (AA0-000-001), or its number, or its id. */
export function designationCopropriete(l: Pick<LigneDemande, 'nomCopropriete' | 'immatriculation' | 'idCopropriete'>): string {
  const numero = formaterNumero(l.immatriculation);
  if (l.nomCopropriete) return numero ? `« ${l.nomCopropriete} » (${numero})` : `« ${l.nomCopropriete} »`;
  return numero ?? `copropriété n° ${l.idCopropriete}`;
}

/**
 * `unlockcopro/{immat}` takes the registration number, or the condominium's id before it has one (a registration
 * request is about a condominium not registered yet).
 */
export const cibleDeverrouillage = (l: Pick<LigneDemande, 'immatriculation' | 'idCopropriete'>) =>
  l.immatriculation ?? String(l.idCopropriete);

/* ---------- addresses ---------- */

/** The reference address is typed PRINCIPALE (the spec's "Principal"). */
export const estAdresseReference = (type: string) => /^princip/i.test(type);
export const libelleTypeAdresse = (type: string) => (estAdresseReference(type) ? 'Adresse de référence' : 'Adresse secondaire');
/** The reference address first, the others in their order. */
export const adressesOrdonnees = <T extends { type: string }>(adresses: readonly T[]): T[] => [
  ...adresses.filter((a) => estAdresseReference(a.type)),
  ...adresses.filter((a) => !estAdresseReference(a.type)),
];

/* ---------- conflicts ---------- */

export type Conflit = { titre: string; message: string; recharger: boolean };

/**
 * A 409 on a keeper's action: the request was processed by someone else, is locked by someone else, or changed
 * since it was opened (then reloading it is offered); a 404: it no longer exists. Anything else: null.
 */
export function conflitDe(e: { status: number; code: string; message: string } | null | undefined): Conflit | null {
  if (e?.status === 404)
    return { titre: 'Demande introuvable', message: "Cette demande n'existe plus ou a déjà été traitée.", recharger: false };
  if (!e || e.status !== 409) return null;
  switch (e.code) {
    case 'DEMANDE_DEJA_TRAITEE':
      return { titre: 'Demande déjà traitée', message: e.message, recharger: false };
    case 'DEMANDE_VERROUILLEE':
      return { titre: 'Demande en cours de traitement par un autre teneur', message: e.message, recharger: false };
    case 'CONFLIT_MODIFICATION':
      return {
        titre: 'La demande a changé entre-temps',
        message:
          "Cette demande a été modifiée depuis que vous l'avez ouverte (par un autre teneur ou par le suivi des délais) : rechargez-la avant d'agir.",
        recharger: true,
      };
    default:
      return { titre: 'Action impossible', message: e.message, recharger: true };
  }
}

/* ---------- the warnings the declarant confirmed ---------- */

export const LIBELLES_AVERTISSEMENT: Record<CodeAvertissement, string> = {
  MANDAT_DUREE_DIFFERENTE_12_MOIS: 'Mandat d’une durée différente de 12 mois',
  ADRESSE_NON_GEOLOCALISEE: 'Adresse non géolocalisée',
  PARCELLE_NON_GEOLOCALISEE: 'Parcelle cadastrale non géolocalisée',
  AUCUNE_PARCELLE_GEOLOCALISEE: 'Aucune parcelle cadastrale géolocalisée',
  CLOTURE_INCHANGEE_MAJ_ANNUELLE: 'Date de clôture des comptes inchangée depuis la dernière mise à jour annuelle',
  DATE_AG_EN_DOUBLE: 'Date d’assemblée générale déjà déclarée',
  PREMIER_EXERCICE_REGLEMENT_ANCIEN: 'Premier exercice comptable alors que le règlement de copropriété est ancien',
  JOUR_MOIS_CLOTURE_MODIFIE: 'Jour et mois de clôture des comptes modifiés',
};
/** A confirmed warning's code as its label (a code this screen does not know is shown as sent). */
export const libelleAvertissement = (code: string) =>
  code in LIBELLES_AVERTISSEMENT ? LIBELLES_AVERTISSEMENT[code as CodeAvertissement] : code;

/* ---------- form values (the blocks travel in their form shape: "true"/"false", numbers as typed) ---------- */

/** "true"/"false"/booleans as Oui/Non; empty: "Non renseigné". */
export function ouiNon(v: unknown): string {
  if (v === true || v === 'true') return 'Oui';
  if (v === false || v === 'false') return 'Non';
  return 'Non renseigné';
}
/** A number or a typed number; unknown (an imported row's `NA`): « Non renseigné ». */
export function nombre(v: unknown): string {
  if (v === null || v === undefined || v === '') return 'Non renseigné';
  const n = typeof v === 'number' ? v : Number(String(v).replace(/\s/g, ''));
  return Number.isFinite(n) ? nombreFr(n) : String(v);
}
/** A text; empty: "—". */
export const texte = (v: unknown): string =>
  typeof v === 'string' ? v.trim() || '—' : v === null || v === undefined ? '—' : String(v);
