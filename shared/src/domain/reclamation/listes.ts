/**
 * The reference lists of the complaint/contact form (spec 001 §3 "Complaint form": requester types, claim objects
 * and types, and per type the flags adressePrincipaleOblig, numImmatOblig, pjOblig). The spec names the lists,
 * never their values: these are OURS, derived from the procedures of the register the specs describe
 * (registration, attachment and mandates, successor, annual update, dissolution, accounts and activation by post,
 * notaries' certificates, open data) and from the kinds of requests a national register's help desk receives
 * (an error in a record, an account that cannot be activated, a condominium attached to the wrong syndic, a
 * mandate to prove, a reminder received by mistake, a personal-data request...). Pure: no I/O.
 *
 * Route parameters (shared/src/routes/reclamation.routes.ts): `x` of `all-type-demandeur/{x}` is the visitor's
 * profile (DEFAULT when not signed in), which only chooses the suggested requester type; `x` of
 * `type-reclamation/{x}` is a requester type code (its claim objects); `{x}/{y}` a requester type and one of its
 * objects (its claim types); `x` of `type-reclamation-obl/{x}` a claim type code (its required-field flags).
 */
import type { Profil } from '../profils.ts';

export const TYPES_DEMANDEUR = {
  PARTICULIER: 'Copropriétaire ou particulier',
  SYNDIC_PROFESSIONNEL: 'Syndic professionnel',
  SYNDIC_BENEVOLE: 'Syndic bénévole ou coopératif',
  NOTAIRE: 'Notaire ou office notarial',
  ADMINISTRATION: 'Administration, collectivité ou organisme public',
  AUTRE: 'Autre (agence, bureau d’études, journaliste…)',
} as const;
export type TypeDemandeur = keyof typeof TYPES_DEMANDEUR;
export const CODES_TYPE_DEMANDEUR = Object.keys(TYPES_DEMANDEUR) as [TypeDemandeur, ...TypeDemandeur[]];

export const OBJETS_RECLAMATION = {
  ERREUR_COPROPRIETE: "Erreur dans les informations d'une copropriété",
  COMPTE_ACCES: 'Compte, activation et connexion',
  IMMATRICULATION: "Immatriculation d'une copropriété",
  RATTACHEMENT_MANDAT: 'Rattachement, mandat et changement de syndic',
  MAJ_ANNUELLE: 'Mise à jour annuelle',
  DISSOLUTION: "Dissolution d'une copropriété",
  DONNEES_OUVERTES: 'Données ouvertes, statistiques et annuaire',
  DONNEES_PERSONNELLES: 'Données personnelles',
  INFORMATION: "Demande d'information",
} as const;
export type ObjetReclamation = keyof typeof OBJETS_RECLAMATION;
export const CODES_OBJET = Object.keys(OBJETS_RECLAMATION) as [ObjetReclamation, ...ObjetReclamation[]];

/** Which fields a claim type requires besides the common ones (spec 001 §3 flags). */
export interface Obligations {
  adressePrincipaleOblig: boolean;
  numImmatOblig: boolean;
  pjOblig: boolean;
}

export interface DefinitionType extends Obligations {
  libelle: string;
  objet: ObjetReclamation;
  /** what the attachment is expected to be, when one is asked for */
  aideJointe?: string;
  /** only these requesters see it (all of the object's requesters otherwise) */
  demandeurs?: readonly TypeDemandeur[];
}

const t = (
  objet: ObjetReclamation,
  libelle: string,
  drapeaux: 'adresse' | 'immat' | 'pj' | `${string}`,
  extra: Partial<Pick<DefinitionType, 'aideJointe' | 'demandeurs'>> = {},
): DefinitionType => ({
  objet,
  libelle,
  adressePrincipaleOblig: drapeaux.includes('adresse'),
  numImmatOblig: drapeaux.includes('immat'),
  pjOblig: drapeaux.includes('pj'),
  ...extra,
});

const SYNDICS: readonly TypeDemandeur[] = ['SYNDIC_PROFESSIONNEL', 'SYNDIC_BENEVOLE'];

export const TYPES_RECLAMATION = {
  // errors in a record (the directory's public record, or what the declarant sees)
  ERREUR_ADRESSE: t('ERREUR_COPROPRIETE', 'Adresse de référence erronée', 'immat adresse'),
  ERREUR_NOM_LOTS: t('ERREUR_COPROPRIETE', 'Nom, nombre de lots ou de bâtiments erroné', 'immat'),
  ERREUR_SYNDIC_AFFICHE: t('ERREUR_COPROPRIETE', 'Syndic ou représentant légal affiché erroné', 'immat pj', {
    aideJointe: "Le procès-verbal d'assemblée générale désignant le syndic, ou le contrat de syndic.",
  }),
  DOUBLON: t('ERREUR_COPROPRIETE', 'Copropriété immatriculée deux fois (doublon)', 'immat adresse'),
  COPROPRIETE_ABSENTE: t('ERREUR_COPROPRIETE', "Ma copropriété n'apparaît pas dans l'annuaire", 'adresse'),
  // accounts and access
  CREATION_COMPTE: t('COMPTE_ACCES', 'Difficulté à créer un compte de télédéclarant', ''),
  CODE_ACTIVATION: t('COMPTE_ACCES', "Courrier du code d'activation non reçu ou code refusé", '', { demandeurs: SYNDICS }),
  CONNEXION: t('COMPTE_ACCES', 'Connexion impossible ou mot de passe perdu', ''),
  CERTIFICAT_NOTAIRE: t('COMPTE_ACCES', "Certificat ou accès de l'étude notariale", '', { demandeurs: ['NOTAIRE'] }),
  MODIFICATION_ETABLISSEMENT: t('COMPTE_ACCES', "Changement de SIRET, de raison sociale ou d'administrateur principal", 'pj', {
    aideJointe: "Un extrait Kbis de moins de trois mois, ou l'avis de situation au répertoire SIRENE.",
    demandeurs: [...SYNDICS, 'NOTAIRE', 'ADMINISTRATION'],
  }),
  // registration
  IMMATRICULATION_BLOQUEE: t('IMMATRICULATION', 'Saisie de la déclaration bloquée', 'adresse'),
  IMMATRICULATION_REFUSEE: t('IMMATRICULATION', 'Immatriculation refusée ou demande de précisions', 'adresse'),
  IMMATRICULATION_OFFICE: t('IMMATRICULATION', "Immatriculation d'office ou initiale par le notaire", 'adresse pj', {
    aideJointe: "L'acte de mise en copropriété ou l'extrait du règlement de copropriété.",
    demandeurs: ['NOTAIRE'],
  }),
  // attachment, mandates, successor
  RATTACHEMENT_AUTRE_SYNDIC: t('RATTACHEMENT_MANDAT', 'Copropriété rattachée à un autre syndic', 'immat pj', {
    aideJointe: "Le procès-verbal d'assemblée générale qui vous désigne syndic.",
  }),
  RATTACHEMENT_REFUSE: t('RATTACHEMENT_MANDAT', 'Rattachement ou renouvellement de mandat refusé', 'immat pj', {
    aideJointe: "Le procès-verbal d'assemblée générale qui vous désigne ou renouvelle votre mandat.",
  }),
  CHANGEMENT_SYNDIC: t('RATTACHEMENT_MANDAT', 'Changement de syndic : déclaration du successeur', 'immat'),
  MANDAT_EXPIRE: t('RATTACHEMENT_MANDAT', 'Mandat expiré ou dates de mandat erronées', 'immat'),
  // annual update
  MAJ_IMPOSSIBLE: t('MAJ_ANNUELLE', 'Mise à jour annuelle impossible à enregistrer', 'immat'),
  EXERCICE_ERRONE: t('MAJ_ANNUELLE', 'Exercice comptable ou données financières erronés', 'immat'),
  RELANCE_A_TORT: t('MAJ_ANNUELLE', 'Relance reçue à tort', 'immat'),
  // dissolution
  DISSOLUTION_DECLARATION: t('DISSOLUTION', "Déclarer la dissolution d'une copropriété", 'immat pj', {
    aideJointe: "L'acte constatant la dissolution (acte notarié, procès-verbal d'assemblée générale ou jugement).",
  }),
  DISSOLUTION_REFUSEE: t('DISSOLUTION', 'Dissolution refusée ou toujours en attente', 'immat'),
  // open data
  ERREUR_DONNEES_OUVERTES: t('DONNEES_OUVERTES', 'Erreur dans le fichier des données ouvertes ou les statistiques', ''),
  DEMANDE_EXTRACTION: t('DONNEES_OUVERTES', "Demande d'extraction ou d'accès aux données du registre", '', {
    demandeurs: ['ADMINISTRATION', 'AUTRE', 'PARTICULIER'],
  }),
  // personal data
  DROIT_ACCES_RECTIFICATION: t('DONNEES_PERSONNELLES', "Droit d'accès ou de rectification de mes données", ''),
  DROIT_OPPOSITION_EFFACEMENT: t('DONNEES_PERSONNELLES', "Droit d'opposition ou d'effacement", ''),
  // information
  OBLIGATIONS: t('INFORMATION', "Obligations d'immatriculation et de mise à jour", ''),
  FONCTIONNEMENT: t('INFORMATION', 'Fonctionnement du service', ''),
  AUTRE_DEMANDE: t('INFORMATION', 'Autre demande', ''),
} as const satisfies Record<string, DefinitionType>;
export type TypeReclamation = keyof typeof TYPES_RECLAMATION;
export const CODES_TYPE_RECLAMATION = Object.keys(TYPES_RECLAMATION) as [TypeReclamation, ...TypeReclamation[]];

/** The claim objects each requester type may choose. */
export const OBJETS_PAR_DEMANDEUR: Record<TypeDemandeur, readonly ObjetReclamation[]> = {
  PARTICULIER: ['ERREUR_COPROPRIETE', 'DONNEES_OUVERTES', 'DONNEES_PERSONNELLES', 'INFORMATION'],
  SYNDIC_PROFESSIONNEL: [
    'ERREUR_COPROPRIETE',
    'COMPTE_ACCES',
    'IMMATRICULATION',
    'RATTACHEMENT_MANDAT',
    'MAJ_ANNUELLE',
    'DISSOLUTION',
    'DONNEES_PERSONNELLES',
    'INFORMATION',
  ],
  SYNDIC_BENEVOLE: [
    'ERREUR_COPROPRIETE',
    'COMPTE_ACCES',
    'IMMATRICULATION',
    'RATTACHEMENT_MANDAT',
    'MAJ_ANNUELLE',
    'DISSOLUTION',
    'DONNEES_PERSONNELLES',
    'INFORMATION',
  ],
  NOTAIRE: ['ERREUR_COPROPRIETE', 'COMPTE_ACCES', 'IMMATRICULATION', 'DISSOLUTION', 'DONNEES_PERSONNELLES', 'INFORMATION'],
  ADMINISTRATION: ['ERREUR_COPROPRIETE', 'COMPTE_ACCES', 'DONNEES_OUVERTES', 'INFORMATION'],
  AUTRE: ['ERREUR_COPROPRIETE', 'DONNEES_OUVERTES', 'DONNEES_PERSONNELLES', 'INFORMATION'],
};

export interface Option<C extends string> {
  code: C;
  libelle: string;
}

const estDemandeur = (x: string): x is TypeDemandeur => Object.hasOwn(TYPES_DEMANDEUR, x);
const estObjet = (x: string): x is ObjetReclamation => Object.hasOwn(OBJETS_RECLAMATION, x);
export const estTypeReclamation = (x: string): x is TypeReclamation => Object.hasOwn(TYPES_RECLAMATION, x);

/** The requester type a signed-in profile most likely is (suggested first in the form); null for a visitor. */
export function demandeurSuggere(profil: Profil | string | null | undefined): TypeDemandeur | null {
  if (!profil) return null;
  if (profil.startsWith('TELE_PRO_')) return 'SYNDIC_PROFESSIONNEL';
  if (profil.startsWith('TELE_NONPRO_')) return 'SYNDIC_BENEVOLE';
  if (profil.startsWith('NOTAIRE_')) return 'NOTAIRE';
  if (profil === 'INSTITUTIONNEL') return 'ADMINISTRATION';
  return null;
}

/** Every requester type, the one suggested for `profil` flagged. */
export function typesDemandeur(profil?: string | null): (Option<TypeDemandeur> & { suggere: boolean })[] {
  const suggere = demandeurSuggere(profil);
  return CODES_TYPE_DEMANDEUR.map((code) => ({ code, libelle: TYPES_DEMANDEUR[code], suggere: code === suggere }));
}

/** The claim objects of a requester type; null for an unknown requester type. */
export function objetsDe(demandeur: string): Option<ObjetReclamation>[] | null {
  if (!estDemandeur(demandeur)) return null;
  return OBJETS_PAR_DEMANDEUR[demandeur].map((code) => ({ code, libelle: OBJETS_RECLAMATION[code] }));
}

export type OptionType = Option<TypeReclamation> & Obligations & { aideJointe: string | null };

/** The claim types of an object for a requester type; null when the object is not one of that requester's. */
export function typesDe(demandeur: string, objet: string): OptionType[] | null {
  if (!estDemandeur(demandeur) || !estObjet(objet) || !OBJETS_PAR_DEMANDEUR[demandeur].includes(objet)) return null;
  return CODES_TYPE_RECLAMATION.flatMap((code) => {
    const d: DefinitionType = TYPES_RECLAMATION[code];
    if (d.objet !== objet || (d.demandeurs && !d.demandeurs.includes(demandeur))) return [];
    return [{ code, libelle: d.libelle, ...obligations(code)!, aideJointe: d.aideJointe ?? null }];
  });
}

/** The required-field flags of a claim type; null for an unknown type. */
export function obligations(type: string): Obligations | null {
  if (!estTypeReclamation(type)) return null;
  const d: DefinitionType = TYPES_RECLAMATION[type];
  return { adressePrincipaleOblig: d.adressePrincipaleOblig, numImmatOblig: d.numImmatOblig, pjOblig: d.pjOblig };
}

/** Is this (requester, object, type) triple one the lists offer? */
export const combinaisonValide = (demandeur: string, objet: string, type: string): boolean =>
  typesDe(demandeur, objet)?.some((o) => o.code === type) ?? false;

/** Statuses of a complaint in the keepers' inbox (ours: the spec shows the form, not what follows it). */
export const STATUTS_RECLAMATION = {
  NOUVELLE: 'Nouvelle',
  EN_COURS: 'En cours de traitement',
  REPONDUE: 'Répondue',
  CLOSE: 'Close',
} as const;
export type StatutReclamation = keyof typeof STATUTS_RECLAMATION;
export const CODES_STATUT_RECLAMATION = Object.keys(STATUTS_RECLAMATION) as [StatutReclamation, ...StatutReclamation[]];

/** The actions of the inbox; each is allowed on an open complaint only (a closed one is read-only). */
export type ActionReclamation = 'ATTRIBUER' | 'REPONDRE' | 'CLORE';
export const estOuverte = (statut: StatutReclamation) => statut !== 'CLOSE';
export function statutApres(action: ActionReclamation, statut: StatutReclamation): StatutReclamation {
  if (action === 'CLORE') return 'CLOSE';
  if (action === 'REPONDRE') return 'REPONDUE';
  return statut === 'NOUVELLE' ? 'EN_COURS' : statut;
}

/** `REC-2026-000123`: the reference told to the requester, from the year and a register-wide sequence. */
export const formaterReference = (annee: number, numero: number) => `REC-${annee}-${String(numero).padStart(6, '0')}`;
export const REFERENCE_RECLAMATION = /^REC-\d{4}-\d{6,}$/;
