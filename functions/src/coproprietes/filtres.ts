/**
 * The condominium list of a declarant (spec 000 §2 /copropriete and its `filtre` values, §3 search criteria):
 * pure filter, sort and page over the rows its index returned.
 *
 * Filters (the spec names them, not their rules; issue 4 has no annual update, mandate renewal, successor nor
 * dissolution yet, so those filters keep the condominiums that will be eligible, by state):
 * - seeAllCopro (or none): every condominium but deleted ones;
 * - immatriculee, annuelle, standard, dissolution: the registered ones (IMMATRICULEE_*);
 * - mandate, declare-new-successor: attached to the syndic (IMMATRICULEE_RATTACHEE);
 * - mandat-expire: IMMATRICULEE_RATTACHEMENT_EXPIRE; renouveler-mandat: attached or expired;
 * - coproNonGeolocalisees: with at least one parcel that could not be located.
 * `immatriculationOuNom`: a registration number (either form, or its beginning) or words of the name, ignoring
 * case and accents. Default order: newest condominium first.
 */
import type { z } from 'zod';
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { normaliserTexte } from '@registre/shared/domain/copropriete/doublons';
import {
  CHAMPS_TRI_COPROPRIETES,
  type FILTRES_COPROPRIETES,
  type ligneCoproprieteSchema,
} from '@registre/shared/schemas/copropriete/api';

export type LigneCopropriete = z.infer<typeof ligneCoproprieteSchema>;
export type Filtre = (typeof FILTRES_COPROPRIETES)[number];

const immatriculee = (e: string) => e.startsWith('IMMATRICULEE_');
const PAR_FILTRE: Record<Filtre, (l: LigneCopropriete) => boolean> = {
  seeAllCopro: () => true,
  immatriculee: (l) => immatriculee(l.etat),
  annuelle: (l) => immatriculee(l.etat),
  standard: (l) => immatriculee(l.etat),
  dissolution: (l) => immatriculee(l.etat),
  mandate: (l) => l.etat === 'IMMATRICULEE_RATTACHEE',
  'declare-new-successor': (l) => l.etat === 'IMMATRICULEE_RATTACHEE',
  'mandat-expire': (l) => l.etat === 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  'renouveler-mandat': (l) => l.etat === 'IMMATRICULEE_RATTACHEE' || l.etat === 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  coproNonGeolocalisees: (l) => l.parcellesNonGeolocalisees,
};

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

const COLONNES_TRI = ['idCopropriete', ...CHAMPS_TRI_COPROPRIETES] as const;

export function filtrerCoproprietes(
  lignes: readonly LigneCopropriete[],
  c: {
    filtre?: Filtre | null;
    etatsCopropriete?: readonly string[] | null;
    immatriculationOuNom?: string | null;
    paginationOptions: { pageNumber: number; pageSize: number; sortField?: string; sortDirection?: 'asc' | 'desc' };
  },
): { lignes: LigneCopropriete[]; total: number } {
  const filtre = PAR_FILTRE[c.filtre ?? 'seeAllCopro'];
  const etats = c.etatsCopropriete?.length ? new Set(c.etatsCopropriete) : null;
  const saisie = c.immatriculationOuNom?.trim();
  const retenues = lignes.filter(
    (l) => l.etat !== 'SUPPRIMEE' && filtre(l) && (!etats || etats.has(l.etat)) && (!saisie || correspondSaisie(l, saisie)),
  );
  const p = c.paginationOptions;
  const champ = (COLONNES_TRI as readonly string[]).includes(p.sortField ?? '')
    ? (p.sortField as (typeof COLONNES_TRI)[number])
    : null;
  const sens = (champ ? p.sortDirection !== 'desc' : false) ? 1 : -1;
  const cle = (l: LigneCopropriete) => {
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
  return { lignes: retenues.slice(debut, debut + p.pageSize), total: retenues.length };
}
