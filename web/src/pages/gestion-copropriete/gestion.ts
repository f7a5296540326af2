/**
 * Pure helpers of the keeper's condominium management page (issue 5, spec 000 §6 "Keeper profiles"): the
 * dd/mm/yyyy date typed in the date modal and its path form, the labels of the tables, and what each removal
 * says to the keeper before and after it is done.
 */
import { z } from 'zod';
import { StatutDeclaration, TypeDeclaration, TypeMaj } from '@registre/shared/domain/enums';
import { dateFrVersIso, formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { dateFr } from '../../lib/format.ts';

export const MESSAGE_DATE = 'Saisissez une date valide au format JJ/MM/AAAA.';

/** The date modal's field: a real dd/mm/yyyy date. */
export const dateSaisieSchema = z.object({
  date: z
    .string()
    .trim()
    .refine((v) => dateFrVersIso(v) !== null, MESSAGE_DATE),
});

/** dd/mm/yyyy → dd-mm-yyyy (a slash cannot travel in a path segment). */
export const dateVersChemin = (saisie: string) => saisie.trim().replace(/\//g, '-');

/** A date of a mandate: dd/mm/yyyy, or « — » when there is none. */
export const dateOuTiret = (iso: string | null | undefined) => dateFr(iso) || '—';

export const periode = (m: { dateDebut: string; dateFin: string }) =>
  `du ${dateOuTiret(m.dateDebut)} au ${dateOuTiret(m.dateFin)}`;

export const numeroAffiche = (immat: string | null | undefined) =>
  immat && /^[A-Z]{2}\d{7}$/.test(immat) ? formaterImmatriculation(immat) : (immat ?? '—');

export const libelleStatut = (s: string) => (StatutDeclaration.labels as Record<string, string>)[s] ?? s;

/** A mandate's status (the declaration labels are feminine: « Archivée »). */
const STATUTS_MANDAT: Record<string, string> = {
  COURANT: 'En cours',
  ARCHIVE: 'Archivé',
  EXPIRE: 'Expiré',
  REFUSE: 'Refusé',
  A_VALIDER: 'À valider',
  SUPPRIME: 'Supprimé',
};
export const libelleStatutMandat = (s: string) => STATUTS_MANDAT[s] ?? libelleStatut(s);

export function libelleDeclaration(d: { typeDeclaration: string | null; typeMaj: string | null }): string {
  const type = d.typeDeclaration
    ? ((TypeDeclaration.labels as Record<string, string>)[d.typeDeclaration] ?? d.typeDeclaration)
    : null;
  const maj = d.typeMaj ? ((TypeMaj.labels as Record<string, string>)[d.typeMaj] ?? d.typeMaj) : null;
  return [type, maj].filter(Boolean).join(' — ') || '—';
}

/** The removals a keeper makes with a reason. */
export type GenreSuppression =
  'retirerRattachement' | 'supprimerRattachement' | 'supprimerCopropriete' | 'supprimerMandat' | 'supprimerDeclarations';

export interface TexteSuppression {
  /** the modal's title */
  titre: string;
  /** what will happen, shown in the confirmation step */
  consequence: string;
  /** the confirmation button */
  confirmer: string;
  /** the success alert's title */
  succes: string;
}

export function texteSuppression(
  genre: GenreSuppression,
  o: { nom: string; mandat?: string; nombre?: number },
): TexteSuppression {
  switch (genre) {
    case 'retirerRattachement':
      return {
        titre: 'Retirer le rattachement',
        consequence: `Le mandat en cours de la copropriété ${o.nom} prendra fin aujourd’hui (archivé) et la copropriété sera à rattacher. Le syndic sera informé par courriel de la raison.`,
        confirmer: 'Confirmer le retrait',
        succes: 'Le rattachement a été retiré.',
      };
    case 'supprimerRattachement':
      return {
        titre: 'Supprimer le rattachement (mandat erroné)',
        consequence: `Le mandat en cours de la copropriété ${o.nom} sera supprimé comme erroné et la copropriété sera à rattacher. Le syndic sera informé par courriel de la raison.`,
        confirmer: 'Confirmer la suppression',
        succes: 'Le rattachement erroné a été supprimé.',
      };
    case 'supprimerCopropriete':
      return {
        titre: 'Supprimer la copropriété',
        consequence: `La copropriété ${o.nom} sera supprimée du registre : elle ne sera plus proposée nulle part, ni comme doublon, et son mandat en cours sera archivé. Le syndic sera informé par courriel de la raison.`,
        confirmer: 'Confirmer la suppression',
        succes: 'La copropriété a été supprimée.',
      };
    case 'supprimerMandat':
      return {
        titre: 'Supprimer ce mandat',
        consequence: `Le mandat ${o.mandat ?? ''} de la copropriété ${o.nom} sera supprimé. Le syndic sera informé par courriel de la raison.`,
        confirmer: 'Confirmer la suppression',
        succes: 'Le mandat a été supprimé.',
      };
    case 'supprimerDeclarations': {
      const n = o.nombre ?? 0;
      return {
        titre: 'Supprimer les déclarations cochées',
        consequence:
          n > 1
            ? `Les ${n} déclarations cochées de la copropriété ${o.nom} seront supprimées. Leur déclarant sera informé par courriel de la raison.`
            : `La déclaration cochée de la copropriété ${o.nom} sera supprimée. Son déclarant sera informé par courriel de la raison.`,
        confirmer: 'Confirmer la suppression',
        succes: n > 1 ? 'Les déclarations ont été supprimées.' : 'La déclaration a été supprimée.',
      };
    }
  }
}
