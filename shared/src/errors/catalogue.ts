/**
 * The error catalogue: one code -> HTTP status + French message. The messages are those of spec 000 §8 and
 * spec 001 §8 (written out in full French where the spec only names the message). Every error the API returns
 * comes from here, with the shape `{ status, message, id, code, erreurs? }`.
 */
export const ERREURS = {
  // platform
  REQUETE_INVALIDE: { status: 400, message: 'La requête est invalide : vérifiez les champs signalés.' },
  NON_AUTHENTIFIE: { status: 401, message: 'Vous devez vous connecter pour accéder à ce service.' },
  ACCES_NON_AUTORISE: { status: 403, message: 'Accès non autorisé : vous ne disposez pas des droits nécessaires.' },
  ACTION_SOUMISE_AUTORISATION: { status: 403, message: 'Cette action est soumise à autorisation.' },
  ROUTE_INCONNUE: { status: 404, message: "Le service demandé n'existe pas." },
  RESSOURCE_INTROUVABLE: { status: 404, message: "L'élément demandé est introuvable." },
  CONFLIT_MODIFICATION: {
    status: 409,
    message: "Ces données ont été modifiées entre-temps par quelqu'un d'autre : rechargez la page puis recommencez.",
  },
  ERREUR_SERVEUR: { status: 500, message: 'Erreur serveur : veuillez réessayer plus tard.' },
  SERVICE_INDISPONIBLE: { status: 503, message: 'Le service est momentanément indisponible : veuillez réessayer plus tard.' },
  // authentication (spec 001 §8)
  ERREUR_CONNEXION: { status: 401, message: 'Erreur de connexion : vérifiez vos identifiants.' },
  CAPTCHA_INVALIDE: { status: 400, message: 'Le code de vérification (captcha) est invalide ou a expiré.' },
  PROFIL_RESTREINT: { status: 401, message: "Votre compte ne permet pas d'accéder au registre." },
  ETUDE_NON_ENREGISTREE: {
    status: 403,
    message: "Votre étude notariale n'est pas enregistrée dans le registre. Seuls les notaires peuvent l'ajouter.",
  },
  MOT_DE_PASSE_NON_CONFORME: {
    status: 400,
    message:
      'Le mot de passe doit contenir au moins 12 caractères, dont une majuscule, une minuscule, un chiffre et un caractère spécial, sans espace.',
  },
  // declarants and establishments (spec 001 §5, §8; spec 000 §8)
  SIRET_DEJA_UTILISE: {
    status: 400,
    message: "Ce SIRET est déjà utilisé : contactez l'administrateur principal du compte de votre établissement.",
  },
  CODE_APE_NON_AUTORISE: { status: 400, message: "Le code d'activité (APE) n'est pas autorisé pour ce type de télédéclarant." },
  EMAIL_SIRET_DIFFERENTS: { status: 400, message: "L'adresse électronique et le SIRET ne correspondent pas." },
  SIRET_INCONNU: { status: 400, message: 'Le SIRET de la copropriété est inconnu.' },
  TROP_ADMIN_SECONDAIRES: {
    status: 400,
    message: "Votre établissement compte déjà 4 administrateurs secondaires : c'est le maximum autorisé.",
  },
  // condominiums (spec 000 §8)
  IMMAT_NOT_EXISTANT: {
    status: 400,
    message: "Le numéro d'immatriculation n'est pas reconnu ou ne correspond pas à une copropriété immatriculée.",
  },
  ALREADY_ATTACHED: { status: 400, message: 'Cette copropriété est déjà rattachée à votre compte.' },
  IMMAT_STATUS_INCORRECT: { status: 400, message: 'Le statut de la copropriété ne permet pas cette action.' },
  DOUBLON_TROUVE: { status: 409, message: 'Un doublon a été trouvé pour cette copropriété.' },
  RATTACHEMENT_EN_COURS: {
    status: 409,
    message: 'Une demande de rattachement est déjà en cours pour cette copropriété : veuillez réessayer ultérieurement.',
  },
  AUCUN_MANDAT: { status: 404, message: 'Aucun mandat trouvé.' },
  DATES_MANDAT_NON_MODIFIABLES: {
    status: 400,
    message: "La date de début ou de fin du mandat ne peut pas être modifiée en raison des dates des mandats voisins.",
  },
  FICHIER_TROP_VOLUMINEUX: { status: 400, message: 'Le fichier est trop volumineux : 5 Mo au maximum.' },
  FORMAT_FICHIER_NON_AUTORISE: { status: 400, message: "Le format du fichier n'est pas autorisé : seuls les PDF sont acceptés." },
  NOMBRE_FICHIERS_INCORRECT: { status: 400, message: 'Le nombre de fichiers joints est incorrect.' },
  GEOLOCALISATION_INDISPONIBLE: {
    status: 503,
    message: 'Service de géolocalisation indisponible : veuillez réessayer plus tard.',
  },
  ADRESSE_INTROUVABLE: { status: 400, message: "Impossible de localiser l'adresse : veuillez la saisir manuellement." },
  FICHIER_INTROUVABLE: { status: 500, message: 'Fichier introuvable.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type CodeErreur = keyof typeof ERREURS;

/** The wire shape of every error (spec 001 §3 "Error record": id, status, message). */
export interface CorpsErreur {
  status: number;
  message: string;
  id: string;
  code: CodeErreur;
  /** field -> French message, for 400 validation errors */
  erreurs?: Record<string, string>;
}

/** A business error thrown by use cases; the platform turns it into a `CorpsErreur`. */
export class ErreurMetier extends Error {
  readonly status: number;
  constructor(
    readonly code: CodeErreur,
    readonly erreurs?: Record<string, string>,
    message?: string,
  ) {
    super(message ?? ERREURS[code].message);
    this.status = ERREURS[code].status;
  }
}

/** Spec 001 §8: alert title by status class. */
export function titreAlerte(status: number): string {
  if (status === 403) return 'Accès non autorisé';
  if (status < 500) return 'Erreur dans la demande';
  return 'Erreur serveur';
}
