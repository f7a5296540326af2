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
  // issue 15: login-as acts on the account's condominiums, never on the account itself
  EN_TANT_QUE_INTERDIT: {
    status: 403,
    message:
      'Connecté « en tant que » ce compte, vous pouvez agir sur ses copropriétés, mais pas modifier les données du compte, de sa structure ni de ses utilisateurs.',
  },
  // issue 15: a declarant awaiting its postal activation code prepares drafts but submits nothing
  ACTIVATION_REQUISE: {
    status: 403,
    message:
      "Votre compte n'est pas encore activé : saisissez le code d'activation reçu par courrier pour transmettre cette demande. Vos brouillons restent enregistrés.",
    lien: { libelle: 'Saisir le code d’activation', chemin: '/compte/activation' },
  },
  ROUTE_INCONNUE: { status: 404, message: "Le service demandé n'existe pas." },
  // issue 15: API Gateway's payload quota, answered in French by the local gateway
  REQUETE_TROP_VOLUMINEUSE: { status: 413, message: 'La requête dépasse la taille maximale autorisée (10 Mo).' },
  RESSOURCE_INTROUVABLE: { status: 404, message: "L'élément demandé est introuvable." },
  MISE_A_JOUR_NON_OUVERTE: {
    status: 404,
    message: "Aucune mise à jour de ce type n'est en cours pour cette copropriété : ouvrez-la depuis sa fiche.",
  },
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
  TROP_DE_TENTATIVES: {
    status: 429,
    message: 'Trop de tentatives de connexion infructueuses : veuillez réessayer dans 15 minutes.',
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
  ETABLISSEMENT_FERME: {
    status: 400,
    message: 'Cet établissement est fermé selon le répertoire Sirene : seul un établissement en activité peut créer un compte.',
  },
  STATUT_NON_PERMIS: { status: 400, message: "Ce changement de statut du télédéclarant n'est pas permis." },
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
  AVERTISSEMENTS_NON_CONFIRMES: {
    status: 400,
    message: 'Des avertissements doivent être confirmés avant de poursuivre : lisez-les puis confirmez.',
  },
  // issue 11, updates of registered condominiums
  EXERCICE_VERROUILLE: {
    status: 409,
    message:
      'Cet exercice a été approuvé et enregistré par une mise à jour annuelle : ses données financières ne peuvent plus être modifiées.',
  },
  COPROPRIETE_NON_MODIFIABLE: {
    status: 409,
    message:
      "Cette copropriété ne peut pas être mise à jour : elle n'est pas immatriculée, elle est dissoute ou supprimée, ou une demande la concernant attend la décision du teneur du registre.",
  },
  MISE_A_JOUR_IMPOSSIBLE: { status: 409, message: "Cette mise à jour n'est pas possible pour cette copropriété." },
  DECLARATION_NON_MODIFIABLE: { status: 409, message: "Cette déclaration a déjà été soumise : elle n'est plus modifiable." },
  DEMANDE_VERROUILLEE: {
    status: 409,
    message: 'Cette demande est en cours de traitement par un autre teneur du registre : elle ne peut pas être modifiée.',
  },
  DEMANDE_DEJA_TRAITEE: { status: 409, message: 'Cette demande a déjà été traitée par un autre teneur du registre.' },
  IMMATRICULATION_OFFICE_IMPOSSIBLE: {
    status: 400,
    message: "L'immatriculation d'office n'est pas possible pour cette copropriété.",
  },
  SUCCESSEUR_A_CHOISIR: {
    status: 409,
    message:
      "Plusieurs télédéclarants correspondent à l'adresse électronique du syndic : choisissez celui qui reprend la copropriété.",
  },
  RATTACHEMENT_EN_COURS: {
    status: 409,
    message: 'Une demande de rattachement est déjà en cours pour cette copropriété : veuillez réessayer ultérieurement.',
  },
  AUCUN_MANDAT: { status: 404, message: 'Aucun mandat trouvé.' },
  DATES_MANDAT_NON_MODIFIABLES: {
    status: 400,
    message: 'La date de début ou de fin du mandat ne peut pas être modifiée en raison des dates des mandats voisins.',
  },
  DEMANDE_EN_COURS: {
    status: 409,
    message: 'Une demande est déjà en cours de validation pour cette copropriété : veuillez réessayer ultérieurement.',
  },
  RENOUVELLEMENT_IMPOSSIBLE: {
    status: 400,
    message:
      "Le mandat de cette copropriété ne peut pas être renouvelé par votre établissement : il n'en détient pas le mandat courant ou expiré.",
  },
  SUCCESSEUR_IMPOSSIBLE: {
    status: 400,
    message: "Vous ne pouvez pas déclarer de successeur pour cette copropriété : votre établissement n'en a pas la charge.",
  },
  SUCCESSEUR_DEJA_DECLARE: { status: 409, message: 'Un successeur est déjà déclaré pour cette copropriété.' },
  SUCCESSEUR_SOI_MEME: { status: 400, message: 'Le successeur ne peut pas être votre propre établissement.' },
  LIEN_SUCCESSEUR_INVALIDE: {
    status: 404,
    message: "Ce lien de déclaration de successeur n'est pas valide, a expiré ou a déjà été utilisé.",
  },
  SUCCESSEUR_AUTRE_ETABLISSEMENT: {
    status: 403,
    message:
      "Cette déclaration désigne un autre établissement : connectez-vous avec un compte de l'établissement désigné (même SIRET).",
  },
  DISSOLUTION_IMPOSSIBLE: { status: 400, message: 'La dissolution de cette copropriété ne peut pas être déclarée.' },
  MANDAT_NON_SUPPRIMABLE: { status: 400, message: 'Ce mandat ne peut pas être supprimé.' },
  DECLARATION_NON_SUPPRIMABLE: {
    status: 400,
    message: 'La déclaration en vigueur ou en attente de validation ne peut pas être supprimée.',
  },
  FICHIER_TROP_VOLUMINEUX: { status: 400, message: 'Le fichier est trop volumineux : 5 Mo au maximum.' },
  FORMAT_FICHIER_NON_AUTORISE: { status: 400, message: "Le format du fichier n'est pas autorisé : seuls les PDF sont acceptés." },
  NOMBRE_FICHIERS_INCORRECT: { status: 400, message: 'Le nombre de fichiers joints est incorrect.' },
  // issue 15: a supporting document is checked for what it is (functions/src/adapters/documents/analysePdf.ts)
  PDF_INVALIDE: {
    status: 400,
    message:
      "Le fichier n'est pas un PDF lisible : seuls les documents PDF sont acceptés. Enregistrez-le de nouveau au format PDF, puis joignez-le.",
  },
  PDF_CONTENU_ACTIF: {
    status: 400,
    message:
      "Le PDF contient du contenu actif (JavaScript, action de lancement, fichier incorporé ou formulaire XFA) : il est refusé pour la sécurité des personnes qui l'ouvriront. Imprimez-le au format PDF, puis joignez le nouveau fichier.",
  },
  PDF_CHIFFRE: {
    status: 400,
    message:
      "Le PDF est protégé (chiffré) : son contenu ne peut pas être vérifié. Enregistrez-le sans protection, par exemple en l'imprimant au format PDF, puis joignez-le.",
  },
  PDF_TROP_COMPLEXE: {
    status: 400,
    message:
      "Le PDF n'a pas pu être vérifié : son contenu est démesuré ou trop long à analyser. Enregistrez-le de nouveau au format PDF, par exemple en l'imprimant, puis joignez-le.",
  },
  GEOLOCALISATION_INDISPONIBLE: {
    status: 503,
    message: 'Service de géolocalisation indisponible : veuillez réessayer plus tard.',
  },
  ADRESSE_INTROUVABLE: { status: 400, message: "Impossible de localiser l'adresse : veuillez la saisir manuellement." },
  // raw data (issue 10; spec 001 §8 "Missing statistics file: error 'Fichier introuvable', status 500")
  DONNEES_BRUTES_INTROUVABLES: {
    status: 500,
    message: "Fichier introuvable : aucun fichier de données brutes n'est encore disponible. Réessayez après le prochain export.",
  },
  // [issue 12] the statistics report could not be produced (spec 001 §8: 'Fichier introuvable', status 500)
  RAPPORT_INTROUVABLE: {
    status: 500,
    message: "Fichier introuvable : le rapport statistique n'a pas pu être produit. Réessayez plus tard.",
  },
  FICHIER_INTROUVABLE: { status: 404, message: 'Fichier introuvable : téléversez-le de nouveau.' },
  // notaries and certificates (spec 001 §4, §5, §8)
  ETUDE_MODIFICATION_NOTAIRE: { status: 403, message: "Seuls les notaires peuvent modifier les données de l'étude notariale." },
  ETUDE_DEJA_ENREGISTREE: { status: 409, message: 'Cette étude notariale est déjà enregistrée dans le registre.' },
  CERTIFICAT_REQUIS: { status: 401, message: 'Présentez votre certificat de notaire pour accéder à ce service.' },
  CERTIFICAT_NON_RECONNU: {
    status: 403,
    message: "Votre certificat n'a pas été délivré par une autorité de certification reconnue par le registre.",
  },
  CERTIFICAT_INCONNU: {
    status: 401,
    message: "Votre certificat n'est associé à aucun compte actif du registre.",
  },
  CERTIFICAT_INVALIDE: { status: 400, message: "Le fichier n'est pas un certificat lisible au format .pem." },
  CERTIFICAT_EXPIRE: { status: 400, message: "Ce certificat n'est pas en cours de validité." },
  CERTIFICAT_SANS_SIREN: {
    status: 400,
    message: 'Le certificat doit comporter le SIREN de votre entreprise (les 9 premiers chiffres de son SIRET).',
  },
  CERTIFICAT_AUTRE_ETUDE: { status: 400, message: 'Ce certificat a été délivré pour une autre étude notariale.' },
  CERTIFICAT_NON_NOTAIRE: {
    status: 403,
    message: "Ce certificat n'est pas celui d'un notaire : il ne permet pas d'enregistrer une étude.",
  },
  CERTIFICAT_DEJA_ENREGISTRE: { status: 409, message: 'Ce certificat est déjà enregistré sur un compte du registre.' },
  TROP_DE_CERTIFICATS: {
    status: 400,
    message: 'Deux certificats au plus peuvent être enregistrés sur un compte : supprimez-en un.',
  },
  ETABLISSEMENT_INCONNU: {
    status: 400,
    message: "Aucun établissement actif n'a été trouvé pour ce SIRET dans le répertoire Sirene.",
  },
  COMPTE_EXISTANT: { status: 409, message: 'Un compte existe déjà avec cette adresse électronique.' },
  // institutional login (spec 001 §4)
  CHARTE_NON_ACCEPTEE: {
    status: 403,
    message: "Vous devez accepter la charte de confidentialité avant d'accéder à l'espace institutionnel.",
  },
  CONNEXION_INSTITUTIONNELLE_ECHOUEE: {
    status: 401,
    message: 'La connexion institutionnelle a échoué ou a expiré : veuillez recommencer.',
  },
  CONNEXION_INSTITUTIONNELLE_INDISPONIBLE: {
    status: 503,
    message: 'La connexion institutionnelle est momentanément indisponible : veuillez réessayer plus tard.',
  },
  // [issue 13] categorisation tool
  HORS_PERIMETRE: {
    status: 403,
    message:
      'Ce territoire est en dehors de votre périmètre géographique : vous ne pouvez consulter que les copropriétés de votre territoire.',
  },
  RECHERCHE_INTROUVABLE: { status: 404, message: "Cette recherche enregistrée n'existe pas ou ne vous est pas accessible." },
  EXTRACTION_TROP_GRANDE: {
    status: 400,
    message:
      "L'extraction dépasse 10 000 lignes : elle doit être produite en arrière-plan (le fichier vous est proposé dès qu'il est prêt).",
  },
  // keepers' validation (issue 4, spec 000 §4 "Other workflows")
  DEMANDE_NON_VERROUILLEE: {
    status: 409,
    message: "Ouvrez d'abord cette demande pour la traiter : elle n'est pas verrouillée à votre nom.",
  },
  DEMANDE_DEJA_AFFECTEE: { status: 409, message: 'Cette demande est déjà affectée aux administrateurs du teneur du registre.' },
  DOUBLONS_NON_VERIFIES: {
    status: 400,
    message: 'Cette demande comporte des doublons possibles : confirmez les avoir vérifiés avant de valider.',
  },
  // issue 5, the keepers' mandate date edits (H3)
  STATUT_MANDAT_INCORRECT: { status: 400, message: 'Le statut du mandat ne permet pas cette modification de dates.' },
  // issue 11, the registration certificate
  COPROPRIETE_NON_IMMATRICULEE: {
    status: 409,
    message:
      "Cette copropriété n'est pas immatriculée au registre, ou ne l'est plus : aucune attestation d'immatriculation ne peut être délivrée.",
  },
  // the newsletter archive (spec 001 §7): one message for every name outside it, whatever the reason
  NEWSLETTER_INTROUVABLE: { status: 404, message: "Cette lettre d'information est introuvable." },
  // the memo sheets (spec 001 §7): one message for every name that is not a sheet's
  FICHE_MEMO_INTROUVABLE: { status: 404, message: 'Cette fiche mémo est introuvable.' },
  NEWSLETTER_EXISTANTE: {
    status: 409,
    message: "Une lettre d'information de même date et de même titre est déjà publiée : changez son titre.",
  },
  // the complaint form and the keepers' inbox (spec 001 §7 "Complaint form")
  RECLAMATION_LISTE_INCONNUE: { status: 404, message: "Cette liste du formulaire de contact n'existe pas." },
  COPROPRIETE_NON_TROUVEE_IMMAT: {
    status: 404,
    message: "Aucune copropriété immatriculée ne porte ce numéro dans l'annuaire.",
  },
  RECLAMATION_INTROUVABLE: { status: 404, message: 'Cette demande est introuvable.' },
  RECLAMATION_CLOSE: { status: 409, message: 'Cette demande est close : elle ne peut plus être modifiée.' },
  RECLAMATION_SANS_PIECE: { status: 404, message: "Cette demande n'a pas de pièce jointe." },
  // [issue 27] exports: one of a kind at a time per requester (the raw data: one for the register), starts per hour
  EXPORT_DEJA_EN_COURS: {
    status: 409,
    message: "Un export de ce type est déjà en cours : attendez qu'il se termine avant d'en lancer un autre.",
  },
  TROP_D_EXPORTS: {
    status: 429,
    message: "Vous avez lancé trop d'exports dans l'heure : réessayez plus tard.",
  },
  RECLAMATION_ATTRIBUTAIRE_INVALIDE: {
    status: 400,
    message: "Cet identifiant n'est pas celui d'un teneur du registre : la demande ne peut pas lui être attribuée.",
  },
  // [issue 25] the web service for syndic software
  JETON_LOGICIEL_INVALIDE: {
    status: 401,
    message:
      "Le jeton d'accès est absent, invalide ou expiré : demandez un jeton au serveur d'autorisation (OAuth 2.0, client credentials).",
  },
  ACCES_LOGICIEL_REVOQUE: {
    status: 401,
    message:
      "Cet accès logiciel est révoqué ou inconnu : l'administrateur principal de l'établissement peut en créer un dans « Mon établissement ».",
  },
  PORTEE_INSUFFISANTE: {
    status: 403,
    message: "Le jeton ne porte pas la portée qu'exige cette opération : demandez-la avec le jeton, si l'accès la permet.",
  },
  IDEMPOTENCE_AUTRE_CORPS: {
    status: 422,
    message:
      "Cette clé d'idempotence a déjà servi pour une requête différente : utilisez une nouvelle clé pour une nouvelle requête.",
  },
  IDEMPOTENCE_EN_COURS: {
    status: 409,
    message: "Une requête avec cette clé d'idempotence est en cours de traitement : réessayez dans quelques secondes.",
  },
  // [issue 25] « Mon établissement » › Accès logiciels
  TROP_D_ACCES_LOGICIELS: {
    status: 409,
    message:
      "Votre établissement a déjà 10 accès logiciels actifs, le maximum : révoquez un accès inutilisé avant d'en créer un autre.",
  },
  ACCES_LOGICIEL_INACTIF: {
    status: 409,
    message: 'Cet accès logiciel est révoqué : son secret ne peut plus être renouvelé. Créez un nouvel accès.',
  },
  TROP_DE_REQUETES: {
    status: 429,
    message: "Trop de requêtes pour cet accès logiciel : réessayez après le délai indiqué par l'en-tête Retry-After.",
  },
} as const satisfies Record<string, { status: number; message: string; lien?: LienErreur }>;

export type CodeErreur = keyof typeof ERREURS;

/** The SPA page where the person can resolve the error (shown as a link under the alert). */
export interface LienErreur {
  libelle: string;
  chemin: string;
}

/** The wire shape of every error (spec 001 §3 "Error record": id, status, message). */
export interface CorpsErreur {
  status: number;
  message: string;
  id: string;
  code: CodeErreur;
  lien?: LienErreur;
  /** field -> French message, for 400 validation errors */
  erreurs?: Record<string, string>;
  /** [issue 27] what the client may act on (409 EXPORT_DEJA_EN_COURS: the running `execution`) */
  details?: Record<string, string>;
}

/** A business error thrown by use cases; the platform turns it into a `CorpsErreur`. */
export class ErreurMetier extends Error {
  readonly status: number;
  constructor(
    readonly code: CodeErreur,
    readonly erreurs?: Record<string, string>,
    message?: string,
    /** response headers the client reads (spec 001 §8: `reload_identity`, `ntr` on a 401) */
    readonly entetes?: Record<string, string>,
    /** [issue 27] machine-readable details of the error (`CorpsErreur.details`) */
    readonly details?: Record<string, string>,
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
