/**
 * The steps of the registration wizard (spec 000 §2 /immatriculer-copropriete, §4 "Registration flow") and the
 * block each one edits in the draft. The notary's routes (INITIALE, OFFICE) have no mandate step: a notary
 * registers a condominium without being its syndic, and enters at identification (§2).
 */
import type { TypeImmat } from '../enums.ts';
import type { CodeListe, NomBloc } from './types.ts';

export const ETAPES_IMMATRICULATION = [
  'infos-rattachement',
  'identification',
  'procedures',
  'donnees-financieres',
  'donnees-techniques',
  'recapitulatif',
  'doublons',
] as const;
export type CleEtape = (typeof ETAPES_IMMATRICULATION)[number];

/** The draft's block edited by each step; the last two edit none. */
export const BLOC_PAR_ETAPE = {
  'infos-rattachement': 'infoRattachement',
  identification: 'identification',
  procedures: 'procedures',
  'donnees-financieres': 'donneesFinancieres',
  'donnees-techniques': 'donneesTechniques',
  recapitulatif: null,
  doublons: null,
} as const satisfies Record<CleEtape, NomBloc | null>;

export const ETAPE_PAR_BLOC = {
  infoRattachement: 'infos-rattachement',
  identification: 'identification',
  procedures: 'procedures',
  donneesFinancieres: 'donnees-financieres',
  donneesTechniques: 'donnees-techniques',
} as const satisfies Record<NomBloc, CleEtape>;

/** Titles of the DSFR Stepper. */
export const TITRES_ETAPES: Record<CleEtape, string> = {
  'infos-rattachement': 'Informations de rattachement',
  identification: 'Identification de la copropriété',
  procedures: 'Procédures administratives et judiciaires',
  'donnees-financieres': 'Données financières',
  'donnees-techniques': 'Données techniques',
  recapitulatif: 'Récapitulatif',
  doublons: 'Doublons potentiels',
};

/** The steps a route goes through, in order; `doublons` only when the check found some (it follows recapitulatif). */
export function etapesDuParcours(typeImmat: CodeListe<typeof TypeImmat>, avecDoublons = false): CleEtape[] {
  return ETAPES_IMMATRICULATION.filter(
    (e) => (e !== 'infos-rattachement' || typeImmat === 'DEFAULT') && (e !== 'doublons' || avecDoublons),
  );
}

export const etapeSuivante = (etape: CleEtape, typeImmat: CodeListe<typeof TypeImmat>, avecDoublons = false): CleEtape | null => {
  const etapes = etapesDuParcours(typeImmat, avecDoublons);
  return etapes[etapes.indexOf(etape) + 1] ?? null;
};
export const etapePrecedente = (
  etape: CleEtape,
  typeImmat: CodeListe<typeof TypeImmat>,
  avecDoublons = false,
): CleEtape | null => {
  const etapes = etapesDuParcours(typeImmat, avecDoublons);
  const i = etapes.indexOf(etape);
  return i > 0 ? etapes[i - 1] : null;
};

/** spec 000 §4.3: after the duplicate check, the step doublons when there are some, otherwise recapitulatif. */
export const etapeApresVerificationDoublons = (nbDoublons: number): CleEtape => (nbDoublons > 0 ? 'doublons' : 'recapitulatif');

export const estCleEtape = (x: string): x is CleEtape => (ETAPES_IMMATRICULATION as readonly string[]).includes(x);
