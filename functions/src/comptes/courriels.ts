/** The mails of accounts and access, in French, with links built from APP_URL. */
import {
  CHEMIN_ACTIVATION,
  CHEMIN_REINITIALISATION,
  DELAI_COURRIER_JOURS,
  DUREE_CLE_ACTIVATION_H,
  DUREE_CLE_REINITIALISATION_H,
} from '@registre/shared/domain/activation';
import type { Courriel } from '../adapters/messagerie/index.ts';
import { config } from '../platform/config.ts';

const SIGNATURE =
  "\n\nLe teneur du registre national d'immatriculation des copropriétés\n(Ce message est envoyé automatiquement : merci de ne pas y répondre.)";
const base = () => config().APP_URL.replace(/\/$/, '');
export const lienActivation = (cle: string) => `${base()}${CHEMIN_ACTIVATION}?key=${encodeURIComponent(cle)}`;
export const lienReinitialisation = (cle: string) => `${base()}${CHEMIN_REINITIALISATION}?key=${encodeURIComponent(cle)}`;

export function courrielActivation(d: {
  a: string;
  prenom: string;
  nom: string;
  login: string;
  cle: string;
  raisonSociale: string | null;
  nouveauTeledeclarant: boolean;
}): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : activez votre compte',
    texte:
      `Bonjour ${d.prenom} ${d.nom},\n\n` +
      (d.nouveauTeledeclarant
        ? `Le compte de télédéclarant de ${d.raisonSociale ?? 'votre établissement'} a été créé sur le registre national d'immatriculation des copropriétés. Vous en êtes l'administrateur principal.\n\n`
        : `Un compte utilisateur vous a été ouvert sur le registre national d'immatriculation des copropriétés${d.raisonSociale ? ` pour ${d.raisonSociale}` : ''}.\n\n`) +
      `Votre identifiant de connexion : ${d.login}\n\n` +
      `Pour choisir votre mot de passe et activer votre compte, ouvrez ce lien (valable ${DUREE_CLE_ACTIVATION_H / 24} jours) :\n${lienActivation(d.cle)}\n\n` +
      (d.nouveauTeledeclarant
        ? `Une fois votre mot de passe choisi, un code d'activation vous sera adressé par courrier postal dans un délai de ${DELAI_COURRIER_JOURS} jours, à l'adresse de l'établissement : il achèvera l'activation du compte.\n\n`
        : '') +
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message." +
      SIGNATURE,
  };
}

export function courrielCourrierEnvoye(d: { a: string; prenom: string; nom: string }): Courriel {
  return {
    a: d.a,
    sujet: "Registre des copropriétés : votre code d'activation vous est envoyé par courrier",
    texte:
      `Bonjour ${d.prenom} ${d.nom},\n\n` +
      'Votre mot de passe est enregistré : vous pouvez dès à présent vous connecter au registre.\n\n' +
      `Pour achever l'activation du compte de votre établissement, un code d'activation vous est adressé par courrier postal dans un délai de ${DELAI_COURRIER_JOURS} jours. ` +
      `Vous le saisirez après connexion, à la page « Activation du compte » (${base()}${CHEMIN_ACTIVATION}).` +
      SIGNATURE,
  };
}

export function courrielReinitialisation(d: { a: string; prenom: string; nom: string; login: string; cle: string }): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : réinitialisation de votre mot de passe',
    texte:
      `Bonjour ${d.prenom} ${d.nom},\n\n` +
      `Une réinitialisation du mot de passe du compte « ${d.login} » a été demandée.\n\n` +
      `Pour choisir un nouveau mot de passe, ouvrez ce lien (valable ${DUREE_CLE_REINITIALISATION_H} heures) :\n${lienReinitialisation(d.cle)}\n\n` +
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable." +
      SIGNATURE,
  };
}

export function courrielRelanceInactivite(d: {
  a: string;
  prenom: string;
  nom: string;
  login: string;
  joursInactivite: number;
  joursAvantDesactivation: number;
}): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : votre compte est inactif',
    texte:
      `Bonjour ${d.prenom} ${d.nom},\n\n` +
      `Vous ne vous êtes pas connecté au registre national d'immatriculation des copropriétés avec le compte « ${d.login} » depuis plus de ${d.joursInactivite} jours.\n\n` +
      `Sans connexion de votre part dans les ${d.joursAvantDesactivation} jours, ce compte sera désactivé : vous ne pourrez plus vous connecter, et seul le teneur du registre pourra le réactiver.\n\n` +
      `Pour le garder actif, il suffit de vous connecter : ${base()}/compte` +
      SIGNATURE,
  };
}

export function courrielDesactivation(d: { a: string; prenom: string; nom: string; login: string }): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : votre compte a été désactivé',
    texte:
      `Bonjour ${d.prenom} ${d.nom},\n\n` +
      `Faute de connexion malgré notre relance, le compte « ${d.login} » a été désactivé. ` +
      "Pour le réactiver, adressez-vous à l'administrateur principal du compte de votre établissement ou au teneur du registre (rubrique « Aide » du site)." +
      SIGNATURE,
  };
}
