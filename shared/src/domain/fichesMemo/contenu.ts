/**
 * The memo sheets (spec 001 §3 "Other": categories GENERAL, INSTITUTION, NOTAIRE, PRO, BENEVOLE; §7 "Newsletter and
 * memo sheets"): short French guides to download as PDF on the help page and on each profile's home. Their text is
 * kept here, once, as data: the server draws each PDF from it (functions/src/public/fichesMemo.ts) and the list
 * route gives their names, titles and sizes. A sheet changes by editing this file (and its `miseAJour` day).
 *
 * Sources of the rules summarised: loi n° 65-557 du 10 juillet 1965 (statut de la copropriété), loi n° 2014-366 du
 * 24 mars 2014 dite ALUR (article 52: the register, articles L. 711-1 à L. 711-7 du code de la construction et de
 * l'habitation; article 53: the registration calendar), décret n° 2016-1167 du 26 août 2016 (articles R. 711-1 à
 * R. 711-21 du même code), arrêté du 10 octobre 2016 (the personal-data processing of the register). What is said
 * of the service itself (menus, checks, delays of the keepers) describes this application.
 *
 * Every character must exist in the PDF standard fonts (WinAnsi): French letters, « », ’, –, €, °, • are fine; no
 * narrow no-break space.
 */

import type { CategorieFicheMemo } from './categories.ts';

export * from './categories.ts';

export interface SectionFicheMemo {
  titre: string;
  paragraphes?: readonly string[];
  puces?: readonly string[];
}

export interface FicheMemo {
  /** the file name: `fiche-memo-<slug>.pdf`, unique, lower-case ASCII */
  fichier: string;
  categorie: CategorieFicheMemo;
  titre: string;
  /** one or two sentences: what the sheet answers */
  resume: string;
  /** day of the text's last review, ISO (yyyy-mm-dd): the PDF's date */
  miseAJour: string;
  sections: readonly SectionFicheMemo[];
  /** the texts the sheet summarises */
  references: readonly string[];
}

/** `fiche-memo-<slug>.pdf`: the only shape a sheet's file name has (the download accepts nothing else). */
export const NOM_FICHE_MEMO = /^fiche-memo-[a-z0-9]+(?:-[a-z0-9]+)*\.pdf$/;

const LOI_1965 = 'Loi n° 65-557 du 10 juillet 1965 fixant le statut de la copropriété des immeubles bâtis';
const ALUR = "Loi n° 2014-366 du 24 mars 2014 pour l'accès au logement et un urbanisme rénové (ALUR), articles 52 et 53";
const CCH_L = "Code de la construction et de l'habitation, articles L. 711-1 à L. 711-7";
const DECRET = 'Décret n° 2016-1167 du 26 août 2016 (articles R. 711-1 à R. 711-21 du même code)';
const ARRETE =
  "Arrêté du 10 octobre 2016 relatif au traitement de données à caractère personnel « registre national d'immatriculation des syndicats de copropriétaires »";

const ASTREINTE =
  'Après une mise en demeure restée sans effet pendant un mois, le teneur du registre peut appliquer au syndic une astreinte de 20 € au plus par lot et par semaine, qui court jusqu’à la transmission complète des données (article L. 711-6 du CCH).';
const SUBVENTIONS =
  "Un syndicat non immatriculé, ou dont les données ne sont pas à jour, ne peut recevoir aucune subvention de l'État, de ses établissements publics (dont l'Anah) ni des collectivités territoriales et de leurs groupements.";

export const FICHES_MEMO: readonly FicheMemo[] = [
  // --- GENERAL ------------------------------------------------------------------------------------------------------
  {
    fichier: 'fiche-memo-le-registre-en-bref.pdf',
    categorie: 'GENERAL',
    titre: 'Le registre en bref',
    resume:
      'Pourquoi le registre existe, quelles copropriétés doivent y être immatriculées, qui fait les déclarations et ce qui en est rendu public.',
    miseAJour: '2026-11-25',
    sections: [
      {
        titre: 'Un registre pour mieux connaître les copropriétés',
        paragraphes: [
          "Le registre national d'immatriculation des copropriétés a été créé par l'article 52 de la loi ALUR du 24 mars 2014. Il doit permettre aux pouvoirs publics de mieux connaître l'état des copropriétés et d'agir tôt pour prévenir leurs difficultés (article L. 711-1 du code de la construction et de l'habitation). Il est tenu par l'Agence nationale de l'habitat (Anah) ; toutes les démarches se font en ligne.",
        ],
      },
      {
        titre: 'Qui doit être immatriculé ?',
        paragraphes: [
          "Tout syndicat de copropriétaires (article 14 de la loi du 10 juillet 1965) qui administre un immeuble à destination totale ou partielle d'habitation. Un immeuble entièrement affecté à des bureaux ou à des commerces n'est pas concerné.",
          'Les copropriétés existantes devaient être immatriculées avant le 31 décembre 2016 (plus de 200 lots), le 31 décembre 2017 (plus de 50 lots) et le 31 décembre 2018 (toutes les autres). Une copropriété nouvelle est immatriculée par le notaire lors de sa mise en copropriété.',
        ],
      },
      {
        titre: 'Qui fait les déclarations ?',
        puces: [
          'le syndic en exercice, professionnel ou bénévole : immatriculation, mise à jour annuelle, modifications ;',
          "l'administrateur provisoire ou le mandataire ad hoc désigné par le juge, lorsque la copropriété en a un ;",
          "le notaire : lors de la mise en copropriété d'un immeuble et, lors d'une vente, d'office si la copropriété n'est toujours pas immatriculée.",
        ],
      },
      {
        titre: 'Ce que contient le registre',
        puces: [
          "l'identification du syndicat : nom, adresse, date de création, nombre et nature des lots, syndic ;",
          'les procédures en cours : mandat ad hoc, administration provisoire, arrêtés de police (insalubrité, péril) ;',
          'les données financières de chaque exercice, issues des comptes approuvés en assemblée générale ;',
          "les données du bâti : nombre de bâtiments, période de construction, étiquette énergétique lorsqu'elle est connue.",
        ],
      },
      {
        titre: 'Ce qui est public',
        paragraphes: [
          "Chacun peut consulter sans compte l'annuaire des copropriétés (numéro d'immatriculation, nom, adresse, nombre de lots, période de construction, type de syndic), les statistiques du parc et les données ouvertes. Les données financières détaillées et les coordonnées des personnes sont réservées aux syndics, aux notaires, au teneur du registre et aux agents publics habilités ; l'identité d'un syndic bénévole n'est jamais publiée.",
        ],
      },
      {
        titre: "En cas d'oubli",
        paragraphes: [ASTREINTE, SUBVENTIONS],
      },
    ],
    references: [ALUR, CCH_L, DECRET, ARRETE],
  },
  {
    fichier: 'fiche-memo-coproprietaire-verifier-l-immatriculation.pdf',
    categorie: 'GENERAL',
    titre: 'Copropriétaire : vérifier l’immatriculation de sa copropriété',
    resume:
      "Le copropriétaire n'a aucune démarche à faire lui-même : il peut vérifier que son syndic a fait la sienne, et l'y inviter s'il ne l'a pas faite.",
    miseAJour: '2026-11-25',
    sections: [
      {
        titre: 'Vérifier en deux minutes',
        puces: [
          "ouvrez l'annuaire public du registre et cherchez votre copropriété par son adresse ou par sa commune ;",
          "sa fiche donne son numéro d'immatriculation (deux lettres et sept chiffres, par exemple AA1-234-567) et le type de son syndic ;",
          "le numéro figure aussi dans l'acte de vente d'un lot et sur la fiche synthétique de la copropriété que le syndic doit mettre à disposition des copropriétaires (article 8-2 de la loi du 10 juillet 1965).",
        ],
      },
      {
        titre: "Si la copropriété n'apparaît pas",
        paragraphes: [
          "Interrogez d'abord votre syndic : l'immatriculation et la mise à jour annuelle lui incombent. S'il ne fait rien, tout copropriétaire, comme toute personne qui y a intérêt, peut le mettre en demeure d'y procéder par lettre recommandée avec demande d'avis de réception (article L. 711-6 du CCH).",
          ASTREINTE,
        ],
      },
      {
        titre: 'Pourquoi c’est important',
        paragraphes: [
          SUBVENTIONS +
            ' Sans immatriculation à jour, votre copropriété ne peut donc pas bénéficier des aides à la rénovation énergétique ou au redressement.',
          "Lors de la vente d'un lot, l'acte authentique doit mentionner le numéro d'immatriculation (article L. 711-5 du CCH).",
        ],
      },
      {
        titre: 'Une question ?',
        paragraphes: [
          "Les pages d'aide du registre et le formulaire de contact répondent aux questions sur le registre. Pour un conseil juridique sur la vie de la copropriété, l'agence départementale d'information sur le logement (ADIL) de votre département vous renseigne gratuitement.",
        ],
      },
    ],
    references: [CCH_L, LOI_1965],
  },

  // --- PRO ----------------------------------------------------------------------------------------------------------
  {
    fichier: 'fiche-memo-obligations-du-syndic-professionnel.pdf',
    categorie: 'PRO',
    titre: 'Immatriculer et mettre à jour : les obligations du syndic professionnel',
    resume: "Ce que le syndic professionnel déclare au registre, à quel moment, et ce qu'il risque en cas d'oubli.",
    miseAJour: '2026-11-25',
    sections: [
      {
        titre: 'Ouvrir le compte de l’établissement',
        paragraphes: [
          "L'établissement s'inscrit avec son numéro SIRET ; son code d'activité (APE) doit correspondre à la gestion immobilière. Un code d'activation est envoyé par courrier à l'adresse de l'établissement. L'administrateur principal crée ensuite les comptes de ses administrateurs secondaires et de ses gestionnaires.",
        ],
      },
      {
        titre: 'L’immatriculation initiale',
        paragraphes: [
          "Le syndic immatricule chaque copropriété qu'il administre qui ne l'est pas encore : identification (nom d'usage, adresses, parcelles cadastrales), lots, données financières du dernier exercice approuvé, données du bâti et mandat en cours avec son justificatif (procès-verbal de l'assemblée générale qui l'a désigné). Le registre attribue aussitôt le numéro d'immatriculation ; une déclaration qui ressemble à une copropriété déjà immatriculée est d'abord vérifiée par le teneur du registre.",
          "Si la copropriété est déjà immatriculée, ne l'immatriculez pas de nouveau : rattachez-la à votre compte (voir la fiche « Se rattacher à une copropriété déjà immatriculée »).",
        ],
      },
      {
        titre: 'La mise à jour annuelle',
        paragraphes: [
          "Chaque année, le syndic actualise les données financières et les informations du registre dans les deux mois qui suivent l'assemblée générale ayant approuvé les comptes de l'exercice clos.",
        ],
      },
      {
        titre: 'Les modifications en cours d’année',
        paragraphes: [
          "Toute modification des données d'identification est déclarée dans les deux mois : changement de syndic, nouvelle adresse, modification du nombre de lots, procédure de mandat ad hoc ou d'administration provisoire, arrêté d'insalubrité ou de péril.",
        ],
      },
      {
        titre: 'Les sanctions',
        puces: [
          'mise en demeure par lettre recommandée, par le teneur du registre, un copropriétaire ou toute personne intéressée ;',
          "astreinte d'au plus 20 € par lot et par semaine après un mois sans effet, jusqu'à la complète transmission des données ;",
          "l'astreinte reste à la charge du syndic professionnel : il ne peut pas la facturer aux copropriétaires ;",
          'pas de subvention publique pour un syndicat non immatriculé ou dont les données ne sont pas à jour.',
        ],
      },
    ],
    references: [LOI_1965, ALUR, CCH_L, DECRET],
  },
  {
    fichier: 'fiche-memo-se-rattacher-a-une-copropriete.pdf',
    categorie: 'PRO',
    titre: 'Se rattacher à une copropriété déjà immatriculée',
    resume:
      "Vous êtes désigné syndic d'une copropriété que votre prédécesseur a déjà immatriculée : vous la rattachez à votre compte, sans nouvelle immatriculation.",
    miseAJour: '2026-11-25',
    sections: [
      {
        titre: 'Avant de commencer',
        puces: [
          "le numéro d'immatriculation de la copropriété (annuaire public, fiche synthétique ou archives transmises par l'ancien syndic) ;",
          'les dates de début et de fin de votre mandat ;',
          "le procès-verbal de l'assemblée générale qui vous a désigné, en PDF (5 Mo au plus).",
        ],
      },
      {
        titre: 'La démarche',
        puces: [
          'dans « Gérer mes copropriétés », choisissez « Rattacher une copropriété » ;',
          "saisissez le numéro d'immatriculation, vérifiez le nom et l'adresse affichés, puis décrivez votre mandat ;",
          'joignez le justificatif : le registre vérifie que le fichier est un PDF sain ;',
          'le teneur du registre contrôle la demande et la valide ou la refuse en indiquant la raison ; vous êtes prévenu par courriel.',
        ],
      },
      {
        titre: 'Après la validation',
        paragraphes: [
          "La copropriété apparaît dans votre liste « Mes copropriétés ». Le changement de syndic est une modification à déclarer dans les deux mois : vérifiez les données et complétez la mise à jour annuelle si l'assemblée générale a approuvé les comptes.",
          'Le rattachement est aussi possible lorsque le syndic précédent a déclaré son successeur : suivez alors le lien reçu par courriel (voir la fiche « Renouveler un mandat, déclarer un successeur »).',
        ],
      },
    ],
    references: [CCH_L, DECRET],
  },
  {
    fichier: 'fiche-memo-renouveler-un-mandat-declarer-un-successeur.pdf',
    categorie: 'PRO',
    titre: 'Renouveler un mandat, déclarer un successeur',
    resume:
      "Le registre suit les mandats successifs : déclarez le renouvellement voté par l'assemblée générale, ou votre successeur lorsque vous quittez la copropriété.",
    miseAJour: '2026-11-25',
    sections: [
      {
        titre: 'Renouveler un mandat',
        paragraphes: [
          "Lorsque l'assemblée générale renouvelle votre mandat, déclarez le nouveau mandat depuis « Mes copropriétés », filtre « Renouveler le mandat » : ses dates (il commence après la fin du précédent) et le procès-verbal de l'assemblée en PDF. Le teneur du registre valide la déclaration.",
          "Le registre vous prévient 30 jours avant la fin d'un mandat ; un mandat échu passe à l'état « expiré », compté parmi les mandats expirés de votre tableau de bord : déclarez alors sans attendre le nouveau mandat.",
        ],
      },
      {
        titre: 'Déclarer un successeur',
        puces: [
          "depuis « Mes copropriétés », filtre « Déclarer un successeur », indiquez le SIRET, le type (professionnel ou bénévole) et l'adresse électronique du nouveau syndic ;",
          'le successeur reçoit un lien valable 30 jours ; il se connecte avec un compte de son établissement, confirme, puis déclare son mandat ;',
          'la déclaration de votre successeur est une modification à faire dans les deux mois du changement de syndic.',
        ],
      },
      {
        titre: 'Si le syndicat disparaît',
        paragraphes: [
          "Réunion de tous les lots entre les mains d'un seul propriétaire, démolition de l'immeuble : le syndicat est dissous et sa dissolution est déclarée au registre (articles R. 711-18 à R. 711-21 du CCH), avec le justificatif correspondant, depuis le filtre « Dissolution ».",
        ],
      },
    ],
    references: [LOI_1965, CCH_L, DECRET],
  },

  // --- BENEVOLE -----------------------------------------------------------------------------------------------------
  {
    fichier: 'fiche-memo-syndic-benevole.pdf',
    categorie: 'BENEVOLE',
    titre: 'Syndic bénévole : vos obligations au registre',
    resume:
      'Copropriétaire désigné syndic par l’assemblée générale, vous avez les mêmes obligations au registre qu’un syndic professionnel ; les démarches sont gratuites.',
    miseAJour: '2026-11-25',
    sections: [
      {
        titre: 'Les mêmes obligations, gratuitement',
        paragraphes: [
          "Le syndic non professionnel (article 17-2 de la loi du 10 juillet 1965) immatricule la copropriété si elle ne l'est pas, la met à jour chaque année dans les deux mois qui suivent l'assemblée générale ayant approuvé les comptes, et déclare dans les deux mois toute modification (changement de syndic, lots, procédures). Les démarches au registre sont gratuites.",
        ],
      },
      {
        titre: 'Votre compte',
        puces: [
          'ouvrez un compte de syndic bénévole à votre nom ; un code d’activation vous parvient par courrier ;',
          "si la copropriété est déjà immatriculée, rattachez-la avec son numéro et le procès-verbal de l'assemblée qui vous a désigné (PDF de 5 Mo au plus) ;",
          'sinon, immatriculez-la : l’assistant vous guide étape par étape et vous pouvez reprendre un brouillon plus tard.',
        ],
      },
      {
        titre: 'Ce qui est publié',
        paragraphes: [
          "L'annuaire public indique que la copropriété a un syndic bénévole, sans votre nom ni vos coordonnées ; les données ouvertes portent la mention « Identité non partagée en Open Data ».",
        ],
      },
      {
        titre: 'En cas d’oubli',
        paragraphes: [
          ASTREINTE +
            ' Lorsque le syndic n’est pas rémunéré, son montant peut être facturé aux copropriétaires : la régularité des déclarations protège donc directement le budget de la copropriété.',
          SUBVENTIONS,
        ],
      },
      {
        titre: 'Quand vous passez la main',
        paragraphes: [
          "Déclarez votre successeur depuis « Mes copropriétés », filtre « Déclarer un successeur » : il reçoit un lien pour reprendre la copropriété. Transmettez-lui aussi le numéro d'immatriculation et les archives du syndicat.",
        ],
      },
    ],
    references: [LOI_1965, CCH_L, DECRET],
  },

  // --- NOTAIRE ------------------------------------------------------------------------------------------------------
  {
    fichier: 'fiche-memo-le-notaire-et-le-registre.pdf',
    categorie: 'NOTAIRE',
    titre: 'Le notaire et le registre : mise en copropriété, vente, dissolution',
    resume:
      'Les trois moments où le notaire intervient au registre : la création du syndicat, la vente d’un lot et la disparition du syndicat.',
    miseAJour: '2026-11-25',
    sections: [
      {
        titre: 'À la mise en copropriété',
        paragraphes: [
          "Pour un immeuble mis en copropriété, le notaire chargé de publier au fichier immobilier l'état descriptif de division et le règlement de copropriété fait procéder à l'immatriculation du syndicat (article L. 711-4 du CCH), quel que soit le nombre de lots. Il déclare les données issues de l'état descriptif de division : adresses, parcelles, nombre et nature des lots, date du règlement. Le syndic désigné complète ensuite les données de gestion.",
        ],
      },
      {
        titre: 'Lors de la vente d’un lot',
        puces: [
          "tout acte authentique de vente d'un lot de copropriété mentionne le numéro d'immatriculation de la copropriété (article L. 711-5 du CCH) : vérifiez-le dans le registre avant la signature ;",
          "en l'absence de syndic, ou si la mise en demeure du syndic est restée sans effet pendant un mois, le notaire chargé de la vente procède d'office à l'immatriculation ;",
          "les frais engagés sont supportés par le syndic ou, s'il n'est pas rémunéré, par le syndicat ;",
          "le notaire signale au teneur du registre toute erreur qu'il constate dans les données.",
        ],
      },
      {
        titre: 'À la disparition du syndicat',
        paragraphes: [
          "Lorsque tous les lots sont réunis entre les mains d'un même propriétaire ou que l'immeuble est démoli, le syndicat disparaît. Le notaire qui reçoit l'acte déclare sa dissolution au registre avec « Déclarer une dissolution », le numéro d'immatriculation, la date et l'acte en justificatif (articles R. 711-18 à R. 711-21 du CCH).",
        ],
      },
      {
        titre: 'Les comptes de l’étude',
        paragraphes: [
          "L'étude notariale est enregistrée une fois, par un notaire. Les notaires immatriculent et déclarent les dissolutions ; les collaborateurs consultent les copropriétés, l'annuaire et les statistiques.",
        ],
      },
    ],
    references: [LOI_1965, CCH_L, DECRET],
  },

  // --- INSTITUTION --------------------------------------------------------------------------------------------------
  {
    fichier: 'fiche-memo-agents-publics-acceder-aux-donnees.pdf',
    categorie: 'INSTITUTION',
    titre: 'Agents publics : accéder aux données du registre',
    resume:
      "Services de l'État, collectivités et établissements publics : comment accéder aux données du registre, ce que vous pouvez en faire et ce qui reste confidentiel.",
    miseAJour: '2026-11-25',
    sections: [
      {
        titre: 'Pour quoi faire ?',
        paragraphes: [
          "Le registre est ouvert aux services de l'État, aux collectivités territoriales, à leurs groupements et aux établissements publics chargés des politiques de l'habitat, pour repérer les copropriétés fragiles, préparer un programme d'intervention ou suivre le parc de leur territoire.",
        ],
      },
      {
        titre: 'Se connecter',
        puces: [
          'connectez-vous avec la connexion institutionnelle de votre administration : votre périmètre géographique (national, région, département, intercommunalité, commune) vient de votre rattachement ;',
          "à la première connexion, lisez et acceptez la charte de confidentialité : aucune donnée n'est accessible avant.",
        ],
      },
      {
        titre: 'Les outils',
        puces: [
          "l'outil de catégorisation aide à repérer, à partir des données déclarées, les copropriétés de votre périmètre qui présentent des signes de fragilité ; son guide et la grille de lecture des données expliquent chaque indicateur ;",
          'les données brutes : le fichier complet du registre, mis à jour chaque nuit, au format CSV, avec son guide de lecture des colonnes.',
        ],
      },
      {
        titre: 'Confidentialité',
        paragraphes: [
          "Les données auxquelles vous accédez ne servent qu'à vos missions de service public. Ne les transmettez pas à des tiers, ne publiez que des résultats agrégés en respectant le secret statistique (aucun chiffre calculé sur moins de 11 copropriétés), et ne cherchez pas à identifier les personnes. Le traitement des données personnelles du registre est encadré par l'arrêté du 10 octobre 2016.",
        ],
      },
    ],
    references: [CCH_L, DECRET, ARRETE],
  },
  {
    fichier: 'fiche-memo-grille-de-lecture-des-donnees.pdf',
    categorie: 'INSTITUTION',
    titre: 'Grille de lecture des données (outil de catégorisation)',
    resume:
      "Ce que signifie chaque critère et chaque chiffre de l'outil de catégorisation, d'où il vient et comment le lire avec prudence.",
    miseAJour: '2026-11-25',
    sections: [
      {
        titre: "D'où viennent les données",
        paragraphes: [
          "Ce sont les données que les syndics (ou, à défaut de syndic, les notaires) déclarent au registre à l'immatriculation, puis à chaque mise à jour. Elles sont déclaratives : le teneur du registre vérifie leur cohérence et certains justificatifs, pas l'exactitude de chaque chiffre.",
          "L'outil ne montre que les copropriétés immatriculées de votre périmètre. Une déclaration validée y apparaît dans les secondes qui suivent.",
        ],
      },
      {
        titre: 'Territoire',
        puces: [
          "la commune est celle de l'adresse de référence de la copropriété (code Insee) ;",
          "le département, la région et l'intercommunalité (EPCI à fiscalité propre) suivent le code officiel géographique en vigueur ;",
          "sur la carte, chaque territoire est un cercle placé au centre de ses copropriétés géolocalisées, de surface proportionnelle à leur nombre ; une copropriété dont l'adresse n'est pas géolocalisée est comptée dans le tableau, pas sur la carte.",
        ],
      },
      {
        titre: 'Taille et construction',
        puces: [
          'nombre de lots : tous les lots du règlement de copropriété (habitation, bureaux, commerces, stationnement, caves…) ;',
          "tranches de taille : elles comptent les lots principaux, à usage d'habitation, de bureaux ou de commerces : de 2 à 10, de 11 à 49, de 50 à 199, 200 et plus, et « moins de 2 lots principaux ou non renseigné » ;",
          'période de construction : celle que le syndic déclare, de « avant 1949 » à « après 2011 », ou « non connue ».',
        ],
      },
      {
        titre: 'Gestion',
        puces: [
          'type de syndic : professionnel, bénévole (un copropriétaire), ou sans syndic connu ;',
          "mandat en cours : un syndic est rattaché à la copropriété et son mandat n'est pas échu ; mandat expiré : la date de fin du mandat déclaré est passée sans renouvellement déclaré ; aucun : aucun syndic n'est rattaché ;",
          "mise à jour annuelle en retard : le syndic n'a pas déclaré les comptes du dernier exercice clos dans les huit mois de sa clôture (six mois pour réunir l'assemblée générale, deux pour mettre à jour le registre).",
        ],
      },
      {
        titre: 'Procédures en cours',
        puces: [
          "arrêtés non levés sur les parties communes : sécurité des équipements communs, insalubrité, péril, mise en sécurité ou traitement de l'insalubrité ;",
          "mandat ad hoc : un mandataire désigné par le juge quand les impayés atteignent le seuil de l'article 29-1 A de la loi de 1965 ;",
          "ordonnance de carence : le juge a constaté que le syndicat ne peut plus assurer la conservation de l'immeuble (article L. 615-6 du CCH).",
        ],
      },
      {
        titre: 'Indicateurs financiers du dernier exercice',
        puces: [
          "taux d'impayés : les sommes dues par les copropriétaires à la clôture, rapportées aux charges de l'exercice (budget prévisionnel et dépenses hors budget) ;",
          "seuil du mandat ad hoc : 25 % des sommes exigibles, 15 % pour les copropriétés de plus de 200 lots ; « au seuil » signale une copropriété qui l'atteint ;",
          'dettes : ce que le syndicat doit à ses fournisseurs et autres créanciers à la clôture ;',
          'fonds de travaux : le montant du fonds à la clôture ;',
          'copropriétaires débiteurs : ceux qui doivent plus de 300 € au syndicat à la clôture ;',
          "une copropriété qui n'a déclaré aucun exercice ne répond à aucun critère financier.",
        ],
      },
      {
        titre: 'Lire avec prudence',
        paragraphes: [
          "Un indicateur isolé ne fait pas une copropriété en difficulté : croisez les impayés, les dettes, les procédures et l'absence de syndic ou de mise à jour. Les rapports de synthèse appliquent le secret statistique (aucun chiffre calculé sur moins de 11 copropriétés) ; respectez-le dans ce que vous publiez, et gardez les fiches individuelles pour vos missions.",
        ],
      },
    ],
    references: [LOI_1965, CCH_L, DECRET],
  },
];

/** The sheets of a category, in the order above. */
export const fichesDeCategorie = (categorie: CategorieFicheMemo): FicheMemo[] =>
  FICHES_MEMO.filter((f) => f.categorie === categorie);

/** The sheet named `fichier`, or undefined for any other name. */
export const ficheMemoParNom = (fichier: string): FicheMemo | undefined => FICHES_MEMO.find((f) => f.fichier === fichier);
