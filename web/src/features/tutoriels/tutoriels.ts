/**
 * The tutorials of `/aide/tutoriels/videos` (spec 001 §2 route table, "tutorial cards" of the homes): each one's
 * title, description, duration and its step-by-step transcript, which IS the tutorial while no video ships. A video
 * is optional: its files are hosted with the site (`web/public/tutoriels/`, no third-party player nor cookie) and
 * the page shows a player only for an entry that declares one (README « Ajouter une vidéo de tutoriel »). A unit test
 * checks that every declared file exists, and the page hides a player whose file does not load: never a dead player.
 */

export interface VideoTutoriel {
  /** file under web/public, served at the site's root: `/tutoriels/<id>.webm` or `.mp4` */
  src: string;
  type: 'video/webm' | 'video/mp4';
  /** WebVTT captions in French, `/tutoriels/<id>.vtt` */
  sousTitres: string;
  /** poster image, optional */
  affiche?: string;
}

export interface EtapeTutoriel {
  titre: string;
  texte: string;
}

export interface Tutoriel {
  /** anchor on the page, and the files' base name */
  id: string;
  titre: string;
  description: string;
  /** for whom (shown on the card) */
  public: string;
  /** how long the procedure (or the video) takes, in minutes */
  dureeMinutes: number;
  etapes: readonly EtapeTutoriel[];
  video?: VideoTutoriel;
}

export const CHEMIN_TUTORIELS = '/aide/tutoriels/videos';

export const TUTORIELS: readonly Tutoriel[] = [
  {
    id: 'creer-son-compte-de-syndic',
    titre: 'Créer son compte de syndic',
    description:
      "Ouvrir le compte de votre établissement (syndic professionnel) ou votre compte personnel (syndic bénévole), puis l'activer.",
    public: 'Syndics professionnels et bénévoles',
    dureeMinutes: 5,
    // recorded from the application by web/scripts/enregistrer-tutoriel.ts
    video: {
      src: '/tutoriels/creer-son-compte-de-syndic.webm',
      type: 'video/webm',
      sousTitres: '/tutoriels/creer-son-compte-de-syndic.vtt',
      affiche: '/tutoriels/creer-son-compte-de-syndic.jpg',
    },
    etapes: [
      {
        titre: "Ouvrir le formulaire d'inscription",
        texte:
          "Sur la page d'accueil, choisissez « Se connecter », puis « Créer un compte ». Indiquez si vous êtes syndic professionnel ou syndic bénévole.",
      },
      {
        titre: 'Décrire votre établissement',
        texte:
          "Syndic professionnel : saisissez le SIRET de l'établissement. Le registre retrouve sa raison sociale et son adresse dans le répertoire Sirene et vérifie que son code d'activité (APE) relève de la gestion immobilière. Complétez l'adresse si nécessaire.",
      },
      {
        titre: "Donner l'adresse électronique du compte",
        texte:
          "Saisissez l'adresse électronique du compte et sa confirmation. Elle servira à recevoir les messages du registre : choisissez une adresse consultée régulièrement.",
      },
      {
        titre: "Désigner l'administrateur principal",
        texte:
          "Renseignez la civilité, le nom, le prénom, l'adresse électronique et le téléphone de l'administrateur principal, qui gérera ensuite les autres utilisateurs. Cochez l'attestation sur l'honneur, résolvez le captcha et validez.",
      },
      {
        titre: 'Choisir le mot de passe',
        texte:
          "Un courriel vous parvient avec un lien d'activation valable 7 jours. Ouvrez-le et choisissez votre mot de passe : 12 caractères au moins, avec une majuscule, une minuscule, un chiffre et un caractère spécial.",
      },
      {
        titre: "Saisir le code d'activation",
        texte:
          "Un code d'activation est envoyé par courrier à l'adresse de l'établissement, sous 15 jours. En attendant, un bandeau vous le rappelle sur la page d'accueil. Cliquez sur « Activer mon compte » et saisissez le code reçu : vous pouvez alors immatriculer et gérer vos copropriétés.",
      },
    ],
  },
  {
    id: 'immatriculer-une-copropriete',
    titre: 'Immatriculer une copropriété',
    description:
      "Déclarer une copropriété qui n'est pas encore au registre, étape par étape, avec un brouillon que vous pouvez reprendre.",
    public: 'Syndics et notaires',
    dureeMinutes: 20,
    etapes: [
      {
        titre: 'Vérifier que la copropriété n’est pas déjà immatriculée',
        texte:
          "Cherchez-la d'abord dans l'annuaire. Si elle y figure, ne l'immatriculez pas de nouveau : rattachez-la à votre compte avec « Gérer mes copropriétés », puis « Rattacher une copropriété ».",
      },
      {
        titre: 'Préparer les documents',
        texte:
          'Munissez-vous de votre mandat de syndic et du procès-verbal qui vous a désigné (PDF de 5 Mo au plus), du règlement de copropriété, des références cadastrales et des comptes du dernier exercice clos.',
      },
      {
        titre: "Lancer l'assistant",
        texte:
          'Dans le menu, choisissez « Immatriculer une copropriété », puis « Immatriculer une nouvelle copropriété ». Chaque étape est enregistrée en brouillon : vous la retrouvez dans la liste des brouillons.',
      },
      {
        titre: 'Informations de rattachement',
        texte: 'Décrivez votre mandat : ses dates de début et de fin, et joignez le justificatif.',
      },
      {
        titre: 'Identification de la copropriété',
        texte:
          "Saisissez le nom d'usage et l'adresse principale : choisissez l'adresse proposée pour qu'elle soit géolocalisée. Ajoutez les adresses secondaires, les parcelles cadastrales et le nombre de lots par usage.",
      },
      {
        titre: 'Procédures, données financières et techniques',
        texte:
          'Indiquez les procédures en cours (mandat ad hoc, administration provisoire, arrêtés), puis les données du dernier exercice approuvé (charges, impayés, dettes, fonds de travaux) et celles du bâti (bâtiments, période de construction, chauffage).',
      },
      {
        titre: 'Vérifier et envoyer',
        texte:
          "Relisez le récapitulatif et envoyez. Sans doublon probable, le numéro d'immatriculation est attribué aussitôt. Si une copropriété semblable existe déjà, le registre vous la montre : vous pouvez maintenir votre demande, que le teneur du registre examine sous un jour ouvré.",
      },
    ],
  },
  {
    id: 'faire-la-mise-a-jour-annuelle',
    titre: 'Faire la mise à jour annuelle',
    description:
      "Déclarer chaque année les comptes approuvés et actualiser les informations, dans les deux mois qui suivent l'assemblée générale.",
    public: 'Syndics professionnels et bénévoles',
    dureeMinutes: 10,
    etapes: [
      {
        titre: 'Quand la faire',
        texte:
          "Dans les deux mois qui suivent l'assemblée générale qui a approuvé les comptes de l'exercice clos. Le tableau de bord de votre page d'accueil compte les copropriétés dont la mise à jour est attendue.",
      },
      {
        titre: 'Trouver les copropriétés concernées',
        texte:
          "Dans le menu « Gérer mes copropriétés », choisissez « Mise à jour annuelle » : la liste ne montre que les copropriétés à mettre à jour, avec l'état de leur mise à jour.",
      },
      {
        titre: 'Déclarer le dernier exercice clos',
        texte:
          "Ouvrez la mise à jour de la copropriété. Indiquez les dates de l'exercice, la date de l'assemblée générale qui l'a approuvé, puis les charges, les impayés, les dettes fournisseurs et le montant du fonds de travaux.",
      },
      {
        titre: 'Actualiser le reste',
        texte:
          "Vérifiez les autres informations : lots, procédures en cours, données du bâti, étiquette énergétique si elle est connue. Toute modification se déclare aussi en cours d'année, dans les deux mois.",
      },
      {
        titre: 'Valider',
        texte:
          "Relisez le récapitulatif et validez. La date de la dernière mise à jour apparaît sur la fiche de la copropriété et dans l'annuaire public.",
      },
    ],
  },
  {
    id: 'rechercher-dans-l-annuaire',
    titre: "Rechercher dans l'annuaire",
    description:
      "Retrouver une copropriété immatriculée, sans compte : son numéro d'immatriculation, ses lots, son type de syndic et sa mise à jour.",
    public: 'Tout public',
    dureeMinutes: 2,
    etapes: [
      {
        titre: "Ouvrir l'annuaire",
        texte: "Dans le menu « Consulter », choisissez « Annuaire des copropriétés ». Aucun compte n'est nécessaire.",
      },
      {
        titre: 'Chercher par adresse',
        texte:
          "Saisissez l'adresse de la copropriété dans le champ « Adresse de la copropriété » et lancez la recherche. Si plusieurs adresses correspondent, choisissez la bonne dans la fenêtre « Choisissez l'adresse ».",
      },
      {
        titre: 'Lire les résultats',
        texte:
          "Les copropriétés trouvées s'affichent en liste et sur la carte. Ouvrez une fiche pour lire son numéro d'immatriculation, son nombre de lots, sa période de construction, son type de syndic et la date de sa dernière mise à jour annuelle.",
      },
      {
        titre: 'Affiner avec la recherche avancée',
        texte:
          "Dépliez « Recherche avancée » pour chercher par département, code postal, voie, numéro d'immatriculation, nom de la copropriété, dates de mandat ou état de la mise à jour annuelle.",
      },
    ],
  },
];

/** `5 min`, `1 h 05` */
export function dureeLisible(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}
