/**
 * [issue 25] The web service for syndic software: what an « accès logiciel » may do (its OAuth 2.0 scopes), the
 * authorities each scope lends the establishment's software, and the service's fixed limits. One place: the routes,
 * the platform that checks tokens, the identity providers (Cognito's resource server, the local provider), the
 * screens and the guide read them here.
 */
import { z } from 'zod';
import type { Autorite } from '../profils.ts';

export const PORTEES_LOGICIEL = ['lecture', 'declaration', 'mise-a-jour'] as const;
export type PorteeLogiciel = (typeof PORTEES_LOGICIEL)[number];
export const porteeLogicielSchema = z.enum(PORTEES_LOGICIEL, {
  error: 'Portée inconnue : lecture, declaration ou mise-a-jour.',
});

export const LIBELLES_PORTEES: Record<PorteeLogiciel, string> = {
  lecture: 'Lecture : liste et fiches des copropriétés de l’établissement, suivi des demandes',
  declaration: 'Déclaration : immatriculation de nouvelles copropriétés',
  'mise-a-jour': 'Mise à jour : mises à jour annuelles et standard, lots de mises à jour',
};

/** The resource server's identifier (Cognito) and audience (local provider): scopes read `logiciels/lecture`. */
export const SERVEUR_RESSOURCES_LOGICIELS = 'logiciels';
export const scopeOAuth = (p: PorteeLogiciel) => `${SERVEUR_RESSOURCES_LOGICIELS}/${p}`;

/** The scopes a token's `scope` claim grants (unknown ones ignored). */
export function porteesDuJeton(scope: unknown): PorteeLogiciel[] {
  const mots = typeof scope === 'string' ? scope.split(/\s+/) : [];
  return PORTEES_LOGICIEL.filter((p) => mots.includes(scopeOAuth(p)));
}

/**
 * What each scope lends, within the establishment's own rights: the software acts as the establishment, never
 * beyond what its principal administrator may do (the session keeps the intersection).
 */
export const AUTORITES_PAR_PORTEE: Record<PorteeLogiciel, readonly Autorite[]> = {
  lecture: ['VISUALISER_COPRO', 'MENU_COPROPRIETE', 'LIST_RATTACHEMENT'],
  declaration: ['IMMATRICULER_NVELLE_COPRO', 'ENREGISTRER_MODIFICATIONS', 'VISUALISER_COPRO'],
  'mise-a-jour': [
    'MAJ_COPROPRIETE_ANNUELLE',
    'MAJ_COPROPRIETE_STANDARD',
    'MAJ_COPROPRIETE_AVANT_VALIDATION',
    'MAJ_COPROPRIETE_ANNUELLE_EXPIRE',
    'MAJ_COPROPRIETE_STANDARD_EXPIRE',
    'ENREGISTRER_MODIFICATIONS',
    'RENOUVELER_MANDAT',
    'RATTACHER_COPROPRIETE',
    'VISUALISER_COPRO',
  ],
};

/** Limits of one access: requests per second (sustained) and burst, the same in API Gateway and the local gateway. */
export const LIMITES_LOGICIEL = { parSeconde: 20, rafale: 40 } as const;
/** At most this many annual updates in one batch. */
export const TAILLE_MAX_LOT = 500;
/** A revoked access stops working within this delay (the platform's cache of accesses). */
export const DELAI_REVOCATION_MS = 30_000;
/** An `Idempotency-Key` answer is replayed for this long. */
export const DUREE_IDEMPOTENCE_S = 24 * 3600;
/** The version prefix of the service. */
export const PREFIXE_API_LOGICIELS = '/api/logiciels/v1';
