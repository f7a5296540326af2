/**
 * The condominium list of a declarant (spec 000 §2 /copropriete and its `filtre` values, §3 search criteria):
 * pure filter, sort and page over the rows its index returned.
 *
 * Filters (the spec names them, not their rules). The rows are those of the caller's declarant: the condominiums
 * it registered or whose mandate it holds (`idTeledeclarant`). The three action filters keep the rows on which the
 * action can be started now (the action's own checks still run on its page):
 * - seeAllCopro (or none): every condominium but deleted ones;
 * - immatriculee: the registered ones (IMMATRICULEE_*);
 * - [issue 11] annuelle: registered, with an annual update to do (statutMajAnnuelle A_FAIRE or EN_RETARD, stored on
 *   the condominium by every write and by the reminders workflow: shared/src/domain/copropriete/majAnnuelle.ts);
 * - [issue 11] standard: registered with no request pending (a standard update can be made now);
 * - mandate: attached to the syndic (IMMATRICULEE_RATTACHEE); mandat-expire: IMMATRICULEE_RATTACHEMENT_EXPIRE;
 * - renouveler-mandat: a syndic's attached or expired condominiums (its current or expired mandate), no request
 *   pending (`idDemandeEnCours`: an attachment, a renewal or a dissolution waiting for a keeper);
 * - declare-new-successor: those the declarant holds, no request pending — a syndic: attached or expired with its
 *   mandate; a notary firm: registered by it and not attached (IMMATRICULEE_A_RATTACHER or …_A_CONFIRMER);
 * - dissolution: those it holds that can be dissolved, no request pending (so none already in dissolution) — a
 *   syndic: attached (current mandate); a notary firm: its registered ones (attached, to attach, to confirm or
 *   expired);
 * - coproNonGeolocalisees: with at least one parcel that could not be located.
 * `immatriculationOuNom`: a registration number (either form, or its beginning) or words of the name, ignoring
 * case and accents. [issue 11] `dateDebutMandat`: mandates starting on or after that day; `dateFinMandat`: ending on
 * or before that day (dd/mm/yyyy; a row without that date is left out); `statut`: the attachment status shown
 * (« En cours », « Expiré »…, case and accents ignored). Default order: newest condominium first.
 *
 * The syndics' and notary firms' lists are served by the read model the stream projector keeps (one row per filter
 * a condominium belongs to: functions/src/projecteurs/listes.ts): `dansFiltre` decides the rows there, and
 * `filtrerCoproprietes` sorts, narrows by criteria and pages the rows of one filter read in full (rechercher.ts).
 */
import type { z } from 'zod';
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { normaliserTexte } from '@registre/shared/domain/copropriete/doublons';
import { lireDate } from '@registre/shared/domain/copropriete/conversions';
import { MAJ_ANNUELLE_APPLICABLE } from '@registre/shared/domain/copropriete/majAnnuelle';
import {
  CHAMPS_TRI_COPROPRIETES,
  type FILTRES_COPROPRIETES,
  type ligneCoproprieteSchema,
} from '@registre/shared/schemas/copropriete/api';

export type LigneCopropriete = z.infer<typeof ligneCoproprieteSchema>;
export type Filtre = (typeof FILTRES_COPROPRIETES)[number];

/** A row with what the action filters need and the list does not show (stripped before the answer). */
export type LigneFiltrable = LigneCopropriete & {
  /** a request waits for a keeper (copropriete.idDemandeEnCours) */
  demandeEnCours?: boolean;
  /** the condominium has a current (or expired) mandate (copropriete.idMandatCourant) */
  avecMandat?: boolean;
  /** [issue 11] start of the current mandate (ISO day), criterion dateDebutMandat */
  dateDebutMandat?: string | null;
  /** [issue 11] the annual update's status code (copropriete.statutMajAnnuelle); `majAnnuelle` is its label */
  statutMajAnnuelle?: 'A_FAIRE' | 'FAITE' | 'EN_RETARD' | null;
};

/** Who asks: a notary firm's list holds the condominiums it registered, a syndic's those it registered or holds. */
export interface ContexteFiltre {
  notaire: boolean;
}

const immatriculee = (e: string) => e.startsWith('IMMATRICULEE_');
const sousMandat = (l: LigneFiltrable) =>
  (l.etat === 'IMMATRICULEE_RATTACHEE' || l.etat === 'IMMATRICULEE_RATTACHEMENT_EXPIRE') && l.avecMandat !== false;
const NON_RATTACHEE_NOTAIRE = ['IMMATRICULEE_A_RATTACHER', 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER'];
const DISSOLUBLE_NOTAIRE = [...NON_RATTACHEE_NOTAIRE, 'IMMATRICULEE_RATTACHEE', 'IMMATRICULEE_RATTACHEMENT_EXPIRE'];

const PAR_FILTRE: Record<Filtre, (l: LigneFiltrable, c: ContexteFiltre) => boolean> = {
  seeAllCopro: () => true,
  immatriculee: (l) => immatriculee(l.etat),
  annuelle: (l) => MAJ_ANNUELLE_APPLICABLE(l.etat) && (l.statutMajAnnuelle === 'A_FAIRE' || l.statutMajAnnuelle === 'EN_RETARD'),
  standard: (l) => immatriculee(l.etat) && !l.demandeEnCours,
  mandate: (l) => l.etat === 'IMMATRICULEE_RATTACHEE',
  'mandat-expire': (l) => l.etat === 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  'renouveler-mandat': (l, c) => !c.notaire && !l.demandeEnCours && sousMandat(l),
  'declare-new-successor': (l, c) => !l.demandeEnCours && (c.notaire ? NON_RATTACHEE_NOTAIRE.includes(l.etat) : sousMandat(l)),
  dissolution: (l, c) =>
    !l.demandeEnCours &&
    (c.notaire ? DISSOLUBLE_NOTAIRE.includes(l.etat) : l.etat === 'IMMATRICULEE_RATTACHEE' && l.avecMandat !== false),
  coproNonGeolocalisees: (l) => l.parcellesNonGeolocalisees,
};

/** Whether a row belongs to a filter (the list's rows, and the row actions the SPA offers per filter). */
export const dansFiltre = (filtre: Filtre, l: LigneFiltrable, c: ContexteFiltre = { notaire: false }) => PAR_FILTRE[filtre](l, c);

/** The answer's row: the list's columns only. */
export function sansExtras(l: LigneFiltrable): LigneCopropriete {
  const { demandeEnCours: _d, avecMandat: _m, dateDebutMandat: _dd, statutMajAnnuelle: _s, ...ligne } = l;
  return ligne;
}

/** Attachment status shown in the list (spec 000 §4 "Attachment statuses shown to users"). */
export function statutRattachement(etat: string): string | null {
  switch (etat) {
    case 'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER':
    case 'IMMATRICULATION_DEMANDE_DE_PRECISIONS':
      return 'Demande effectuée';
    case 'IMMATRICULATION_ET_RATTACHEMENT_EN_COURS_DE_VALIDATION':
      return 'En cours de validation';
    case 'IMMATRICULATION_ET_RATTACHEMENT_REFUSES':
      return 'Refusé';
    case 'IMMATRICULEE_A_RATTACHER':
      return 'Non rattachée';
    case 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER':
      return 'À confirmer';
    case 'IMMATRICULEE_RATTACHEE':
      return 'En cours';
    case 'IMMATRICULEE_RATTACHEMENT_EXPIRE':
      return 'Expiré';
    default:
      return null;
  }
}

export function correspondSaisie(l: Pick<LigneCopropriete, 'immatriculation' | 'nomCopropriete'>, saisie: string): boolean {
  const exact = normaliserImmatriculation(saisie);
  if (exact) return l.immatriculation === exact;
  const brut = saisie.replace(/[\s-]/g, '').toUpperCase();
  if (brut && l.immatriculation?.startsWith(brut)) return true;
  const mots = normaliserTexte(saisie).split(' ').filter(Boolean);
  const nom = normaliserTexte(l.nomCopropriete);
  return mots.length > 0 && mots.every((m) => nom.includes(m));
}

/** [issue 11] The criteria on the mandate and the attachment status (dates dd/mm/yyyy or ISO; unreadable: ignored). */
export function criteresMandat(c: {
  dateDebutMandat?: string | null;
  dateFinMandat?: string | null;
  statut?: string | null;
}): (l: LigneFiltrable) => boolean {
  const jour = (v: string | null | undefined) => (v ? (/^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : lireDate(v)) : null);
  const debut = jour(c.dateDebutMandat);
  const fin = jour(c.dateFinMandat);
  const statut = c.statut?.trim() ? normaliserTexte(c.statut) : null;
  return (l) =>
    (!debut || (!!l.dateDebutMandat && l.dateDebutMandat.slice(0, 10) >= debut)) &&
    (!fin || (!!l.dateFinMandat && l.dateFinMandat.slice(0, 10) <= fin)) &&
    (!statut || normaliserTexte(l.statutRattachement) === statut);
}

/** [issue 11] Whether a request carries a criterion beyond the filter (then the filter's rows are read in full). */
export const avecCriteres = (c: {
  immatriculationOuNom?: string | null;
  etatsCopropriete?: readonly string[] | null;
  dateDebutMandat?: string | null;
  dateFinMandat?: string | null;
  statut?: string | null;
}) =>
  Boolean(
    c.immatriculationOuNom?.trim() || c.etatsCopropriete?.length || c.dateDebutMandat || c.dateFinMandat || c.statut?.trim(),
  );

const COLONNES_TRI = ['idCopropriete', ...CHAMPS_TRI_COPROPRIETES] as const;

/** [issue 11] Whether a sort field is the default order (newest condominium first): the read model's own order. */
export const triParDefaut = (p: { sortField?: string; sortDirection?: 'asc' | 'desc' }) =>
  !(COLONNES_TRI as readonly string[]).includes(p.sortField ?? '') ||
  (p.sortField === 'idCopropriete' && p.sortDirection === 'desc');

export function filtrerCoproprietes(
  lignes: readonly LigneFiltrable[],
  c: {
    filtre?: Filtre | null;
    etatsCopropriete?: readonly string[] | null;
    immatriculationOuNom?: string | null;
    dateDebutMandat?: string | null;
    dateFinMandat?: string | null;
    statut?: string | null;
    paginationOptions: { pageNumber: number; pageSize: number; sortField?: string; sortDirection?: 'asc' | 'desc' };
  },
  contexte: ContexteFiltre = { notaire: false },
): { lignes: LigneCopropriete[]; total: number } {
  const filtre = PAR_FILTRE[c.filtre ?? 'seeAllCopro'];
  const etats = c.etatsCopropriete?.length ? new Set(c.etatsCopropriete) : null;
  const saisie = c.immatriculationOuNom?.trim();
  const criteres = criteresMandat(c);
  const retenues = lignes.filter(
    (l) =>
      l.etat !== 'SUPPRIMEE' &&
      filtre(l, contexte) &&
      (!etats || etats.has(l.etat)) &&
      (!saisie || correspondSaisie(l, saisie)) &&
      criteres(l),
  );
  const p = c.paginationOptions;
  const champ = (COLONNES_TRI as readonly string[]).includes(p.sortField ?? '')
    ? (p.sortField as (typeof COLONNES_TRI)[number])
    : null;
  const sens = (champ ? p.sortDirection !== 'desc' : false) ? 1 : -1;
  const cle = (l: LigneFiltrable) => {
    const v = l[champ ?? 'idCopropriete'];
    return typeof v === 'string' ? normaliserTexte(v) : v;
  };
  retenues.sort((a, b) => {
    const [x, y] = [cle(a), cle(b)];
    if (x == null && y != null) return 1;
    if (y == null && x != null) return -1;
    const r = x == null || y == null || x === y ? 0 : x < y ? -1 : 1;
    return r * sens || b.idCopropriete - a.idCopropriete;
  });
  const debut = (p.pageNumber - 1) * p.pageSize;
  return { lignes: retenues.slice(debut, debut + p.pageSize).map(sansExtras), total: retenues.length };
}
