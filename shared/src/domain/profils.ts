/**
 * The 16 profiles (spec 001 §3) and the authorities (spec 001 §6), with the profile -> authorities matrix.
 *
 * The specs list the authorities and describe each role in prose (001 §6 "Role summary", 000 §6, the home pages
 * of 001 §2) but never give the table itself. The matrix below is DERIVED from those summaries:
 *  - principal administrators of a declarant manage everything in the account (users, establishment, condominiums);
 *  - secondary administrators create, edit and delete managers, edit their own data except the profile, manage
 *    condominiums, and cannot write the establishment nor create other secondary administrators;
 *  - managers edit their own account and manage condominiums;
 *  - notaries register new (INITIALE, from 01/01/2017) and ex officio (OFFICE, before) condominiums and declare
 *    dissolutions; the firm is written only by a notary; a collaborator only consults;
 *  - keeper administrators validate, administer declarants, consult the event journal and the MCO indicators;
 *    hotline keepers validate and consult declarants; only the hotline administrator reads the event journal;
 *  - the institutional account has exactly CHART_CONFIDENTIALITE, CATEGORISATION and DONNEES_BRUTES (001 §3);
 *  - DEFAULT and the restricted profile hold nothing (the restricted profile is treated as no account).
 * ATTENTE_ACTIVATION_TELE is never granted by a profile: it is added to a declarant's users while the
 * declarant's status is ATT_ACTIVATION (see `autoritesEffectives`).
 */
import { z } from 'zod';

export const PROFILS = [
  'DEFAULT',
  'RESTREINT',
  'INSTITUTIONNEL',
  'TELE_NONPRO_ADMIN_PRINC',
  'TELE_NONPRO_ADMIN_SECOND',
  'TELE_NONPRO_GESTION',
  'TELE_PRO_ADMIN_PRINC',
  'TELE_PRO_ADMIN_SECOND',
  'TELE_PRO_GESTION',
  'NOTAIRE_ADMIN',
  'NOTAIRE_NOTAIRE',
  'NOTAIRE_COLLAB',
  'TENEUR_ADMIN_PRINC',
  'TENEUR_ADMIN_SCOND',
  'TENEUR_ASS_HOTLINE_ADMIN',
  'TENEUR_ASS_HOTLINE_GES',
] as const;
export type Profil = (typeof PROFILS)[number];
export const profilSchema = z.enum(PROFILS, { error: () => 'Profil inconnu.' });

export const LIBELLES_PROFIL: Record<Profil, string> = {
  DEFAULT: 'Visiteur',
  RESTREINT: 'Accès restreint',
  INSTITUTIONNEL: 'Institutionnel',
  TELE_NONPRO_ADMIN_PRINC: 'Syndic bénévole — administrateur principal',
  TELE_NONPRO_ADMIN_SECOND: 'Syndic bénévole — administrateur secondaire',
  TELE_NONPRO_GESTION: 'Syndic bénévole — gestionnaire',
  TELE_PRO_ADMIN_PRINC: 'Syndic professionnel — administrateur principal',
  TELE_PRO_ADMIN_SECOND: 'Syndic professionnel — administrateur secondaire',
  TELE_PRO_GESTION: 'Syndic professionnel — gestionnaire',
  NOTAIRE_ADMIN: 'Notaire — administrateur',
  NOTAIRE_NOTAIRE: 'Notaire',
  NOTAIRE_COLLAB: 'Collaborateur de notaire',
  TENEUR_ADMIN_PRINC: 'Teneur du registre — administrateur principal',
  TENEUR_ADMIN_SCOND: 'Teneur du registre — administrateur secondaire',
  TENEUR_ASS_HOTLINE_ADMIN: 'Assistance (hotline) — administrateur',
  TENEUR_ASS_HOTLINE_GES: 'Assistance (hotline) — gestionnaire',
};

/** The interface's profile keys (spec 001 §3), used by the home page to pick its sections. */
export const CLE_PROFIL: Record<Profil, string> = {
  DEFAULT: 'default',
  RESTREINT: 'restreint',
  INSTITUTIONNEL: 'institutionnel',
  TELE_NONPRO_ADMIN_PRINC: 'teleNonProAdminPrincipal',
  TELE_NONPRO_ADMIN_SECOND: 'teleNonProAdminSecondaire',
  TELE_NONPRO_GESTION: 'teleNonProAdminSecondaire',
  TELE_PRO_ADMIN_PRINC: 'teleProAdminPrincipal',
  TELE_PRO_ADMIN_SECOND: 'teleProAdminSecondaire',
  TELE_PRO_GESTION: 'teleProAdminSecondaire',
  NOTAIRE_ADMIN: 'notaireAdmin',
  NOTAIRE_NOTAIRE: 'notaire',
  NOTAIRE_COLLAB: 'notaireCollab',
  TENEUR_ADMIN_PRINC: 'teneurAdminPrincipal',
  TENEUR_ADMIN_SCOND: 'teneurAdminSecondaire',
  TENEUR_ASS_HOTLINE_ADMIN: 'teneurAssHotlineAdmin',
  TENEUR_ASS_HOTLINE_GES: 'teneurAssHotlineGes',
};

export const AUTORITES = [
  'IMMATRICULER_NVELLE_COPRO',
  'UPDATE_ACCOUNT',
  'MENU_GESTION_UTILISATEURS',
  'VISUALISER_COPRO',
  'ENREGISTRER_MODIFICATIONS',
  'GERER_COPROPRIETE',
  'AFFICHER_DONNEES_ADMIN_SYNDIC',
  'MAJ_COPROPRIETE_ANNUELLE',
  'MAJ_COPROPRIETE_STANDARD',
  'MAJ_COPROPRIETE_AVANT_VALIDATION',
  'MAJ_COPROPRIETE_ANNUELLE_EXPIRE',
  'MAJ_COPROPRIETE_STANDARD_EXPIRE',
  'MENU_COPROPRIETE',
  'TYPE_TELEDECLARANT',
  'RENOUVELER_MANDAT',
  'LIRE_TELEDECLARANT',
  'EDITER_TELEDECLARANT',
  'SUPPRIMER_UTILISATEUR',
  'SUPPRIMER_TELEDECLARANT',
  'VALIDER_DECLA_PREDECESSEUR',
  'DECLARER_SUCCESSEUR',
  'CREER_ADMIN_SEC',
  'CREER_GESTIONNAIRE',
  'AJOUTER_UTILISATEUR',
  'EDITER_SUPPRIMER_NON_ADMIN',
  'EDITER_SUPPRIMER_ADMIN',
  'EDITER_MDP_USER',
  'MON_COMPTE',
  'MON_ENTREPRISE_LECTURE',
  'MON_ENTREPRISE_ECRITURE',
  'LIST_RECH_UTILISATEUR',
  'LIST_RCH_USER_TENEUR',
  'LST_TELEDECLARANT',
  'DISSOUDRE_COPRO',
  'RATTACHER_COPROPRIETE',
  'LIST_RATTACHEMENT',
  'VALIDER_RATTACHEMENT_DECLARATION',
  'ATTENTE_ACTIVATION_TELE',
  'CATEGORISATION',
  'CHART_CONFIDENTIALITE',
  'DONNEES_BRUTES',
  'SUIVI_INDICATEURS_MCO',
  'RECHERCHE_EVENEMENT_JOURNAL',
  'IMMATRICULER_D_OFFICE',
  'IMMATRICULER_INITIALE',
  // [issue 25] the establishment's software accesses (web service): its principal administrator, syndics only
  'ACCES_LOGICIELS',
] as const;
export type Autorite = (typeof AUTORITES)[number];
export const autoriteSchema = z.enum(AUTORITES, { error: () => 'Autorité inconnue.' });

/** The seven condominium-management authorities of the main menu (spec 001 §2). */
export const AUTORITES_GESTION: readonly Autorite[] = [
  'MAJ_COPROPRIETE_STANDARD',
  'MAJ_COPROPRIETE_ANNUELLE',
  'RENOUVELER_MANDAT',
  'DECLARER_SUCCESSEUR',
  'RATTACHER_COPROPRIETE',
  'DISSOUDRE_COPRO',
  'GERER_COPROPRIETE',
];

// Columns of the matrix, one letter each, in this order:
//  d=DEFAULT r=RESTREINT i=INSTITUTIONNEL
//  N=TELE_NONPRO_ADMIN_PRINC n=TELE_NONPRO_ADMIN_SECOND g=TELE_NONPRO_GESTION
//  P=TELE_PRO_ADMIN_PRINC    p=TELE_PRO_ADMIN_SECOND    G=TELE_PRO_GESTION
//  A=NOTAIRE_ADMIN  O=NOTAIRE_NOTAIRE  c=NOTAIRE_COLLAB
//  T=TENEUR_ADMIN_PRINC t=TENEUR_ADMIN_SCOND H=TENEUR_ASS_HOTLINE_ADMIN h=TENEUR_ASS_HOTLINE_GES
const COLONNES: readonly Profil[] = PROFILS;
// prettier-ignore
const MATRICE: Record<Autorite, string> = {
  //                                  d r i N n g P p G A O c T t H h
  IMMATRICULER_NVELLE_COPRO:         '. . . X X X X X X . . . . . . .',
  IMMATRICULER_INITIALE:             '. . . . . . . . . X X . . . . .',
  IMMATRICULER_D_OFFICE:             '. . . . . . . . . X X . . . . .',
  VISUALISER_COPRO:                  '. . . X X X X X X X X X X X X X',
  MENU_COPROPRIETE:                  '. . . X X X X X X X X X X X X X',
  ENREGISTRER_MODIFICATIONS:         '. . . X X X X X X X X . X X . .',
  GERER_COPROPRIETE:                 '. . . X X X X X X . . . X X . .',
  AFFICHER_DONNEES_ADMIN_SYNDIC:     '. . . X X . X X . . . . X X X X',
  MAJ_COPROPRIETE_ANNUELLE:          '. . . X X X X X X . . . . . . .',
  MAJ_COPROPRIETE_STANDARD:          '. . . X X X X X X . . . X X . .',
  MAJ_COPROPRIETE_AVANT_VALIDATION:  '. . . X X X X X X X X . . . . .',
  MAJ_COPROPRIETE_ANNUELLE_EXPIRE:   '. . . X X X X X X . . . . . . .',
  MAJ_COPROPRIETE_STANDARD_EXPIRE:   '. . . X X X X X X . . . . . . .',
  RENOUVELER_MANDAT:                 '. . . X X X X X X . . . . . . .',
  VALIDER_DECLA_PREDECESSEUR:        '. . . X X X X X X . . . . . . .',
  DECLARER_SUCCESSEUR:               '. . . X X X X X X X X . . . . .',
  DISSOUDRE_COPRO:                   '. . . X X X X X X X X . . . . .',
  RATTACHER_COPROPRIETE:             '. . . X X X X X X . . . . . . .',
  LIST_RATTACHEMENT:                 '. . . X X X X X X . . . X X X X',
  VALIDER_RATTACHEMENT_DECLARATION:  '. . . . . . . . . . . . X X X X',
  UPDATE_ACCOUNT:                    '. . . X X X X X X X X X X X X X',
  MON_COMPTE:                        '. . . X X X X X X X X X X X X X',
  MON_ENTREPRISE_LECTURE:            '. . . X X X X X X X X X . . . .',
  MON_ENTREPRISE_ECRITURE:           '. . . X . . X . . . X . . . . .',
  MENU_GESTION_UTILISATEURS:         '. . . X X . X X . X . . . . . .',
  LIST_RECH_UTILISATEUR:             '. . . X X . X X . X . . . . . .',
  AJOUTER_UTILISATEUR:               '. . . X X . X X . X . . . . . .',
  CREER_ADMIN_SEC:                   '. . . X . . X . . . . . . . . .',
  CREER_GESTIONNAIRE:                '. . . X X . X X . X . . . . . .',
  EDITER_SUPPRIMER_NON_ADMIN:        '. . . X X . X X . X . . X X . .',
  EDITER_SUPPRIMER_ADMIN:            '. . . X . . X . . X . . X X . .',
  SUPPRIMER_UTILISATEUR:             '. . . X X . X X . X . . X X . .',
  EDITER_MDP_USER:                   '. . . . . . . . . . . . X X X .',
  TYPE_TELEDECLARANT:                '. . . . . . . . . . . . X X X X',
  LST_TELEDECLARANT:                 '. . . . . . . . . . . . X X X X',
  LIRE_TELEDECLARANT:                '. . . . . . . . . . . . X X X X',
  EDITER_TELEDECLARANT:              '. . . . . . . . . . . . X X X .',
  SUPPRIMER_TELEDECLARANT:           '. . . . . . . . . . . . X X . .',
  LIST_RCH_USER_TENEUR:              '. . . . . . . . . . . . X X X X',
  SUIVI_INDICATEURS_MCO:             '. . . . . . . . . . . . X X . .',
  RECHERCHE_EVENEMENT_JOURNAL:       '. . . . . . . . . . . . X X X .',
  DONNEES_BRUTES:                    '. . X . . . . . . . . . X X . .',
  CATEGORISATION:                    '. . X . . . . . . . . . . . . .',
  CHART_CONFIDENTIALITE:             '. . X . . . . . . . . . . . . .',
  ATTENTE_ACTIVATION_TELE:           '. . . . . . . . . . . . . . . .',
  ACCES_LOGICIELS:                   '. . . X . . X . . . . . . . . .',
};

export const AUTORITES_PAR_PROFIL: Record<Profil, readonly Autorite[]> = Object.fromEntries(
  COLONNES.map((profil, colonne) => [
    profil,
    (Object.entries(MATRICE) as [Autorite, string][])
      .filter(([, ligne]) => ligne.split(' ')[colonne] === 'X')
      .map(([autorite]) => autorite),
  ]),
) as unknown as Record<Profil, readonly Autorite[]>;

export const estTeneur = (p: Profil) => p.startsWith('TENEUR_');
export const estNotaire = (p: Profil) => p.startsWith('NOTAIRE_');
export const estSyndic = (p: Profil) => p.startsWith('TELE_');
export const estAdminTeneur = (p: Profil) => p === 'TENEUR_ADMIN_PRINC' || p === 'TENEUR_ADMIN_SCOND';

/**
 * The authorities a user holds right now: those of the profile, narrowed by the per-user restrictions a
 * principal administrator set (spec 001 §6 "a non-admin can be restricted by the authorities list"),
 * plus ATTENTE_ACTIVATION_TELE while the declarant awaits its postal activation code.
 */
export function autoritesEffectives(input: {
  profil: Profil;
  restrictions?: readonly Autorite[];
  enAttenteActivation?: boolean;
}): Autorite[] {
  const retirees = new Set(input.restrictions ?? []);
  const autorites = AUTORITES_PAR_PROFIL[input.profil].filter((a) => !retirees.has(a));
  if (input.enAttenteActivation && estSyndic(input.profil)) autorites.push('ATTENTE_ACTIVATION_TELE');
  return autorites;
}
