/** The mails of the keepers' validation, in French, with links built from APP_URL. */
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { TypeDemandeValidation } from '@registre/shared/domain/enums';
import { MOTIFS_REFUS, type MotifRefus } from '@registre/shared/schemas/copropriete/api';
import type { Courriel } from '../adapters/messagerie/index.ts';
import { config } from '../platform/config.ts';

const SIGNATURE =
  "\n\nLe teneur du registre national d'immatriculation des copropriétés\n(Ce message est envoyé automatiquement : merci de ne pas y répondre.)";
const base = () => config().APP_URL.replace(/\/$/, '');
const bonjour = (nom: string | null) => (nom ? `Bonjour ${nom},\n\n` : 'Bonjour,\n\n');
const copro = (nom: string | null | undefined) => (nom ? `« ${nom} »` : 'déclarée');
/** Paris date and time, as a French reader expects it (13/07/2026 à 17:00). */
export const dateHeureParis = (iso: string) =>
  new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', dateStyle: 'short', timeStyle: 'short' })
    .format(new Date(iso))
    .replace(' ', ' à ');

export function courrielImmatriculationValidee(d: {
  a: string;
  nom: string | null;
  nomCopropriete: string | null | undefined;
  immatriculation: string | null;
}): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : votre demande d’immatriculation est validée',
    texte:
      bonjour(d.nom) +
      `Le teneur du registre a validé la demande d'immatriculation de la copropriété ${copro(d.nomCopropriete)}.\n\n` +
      (d.immatriculation
        ? `Son numéro d'immatriculation est ${d.immatriculation} (${formaterImmatriculation(d.immatriculation)}).\n\n`
        : '') +
      `Vous la retrouvez dans la liste de vos copropriétés : ${base()}/copropriete` +
      SIGNATURE,
  };
}

export function courrielImmatriculationRefusee(d: {
  a: string;
  nom: string | null;
  nomCopropriete: string | null | undefined;
  raison: string;
  typesMotifRefus: readonly MotifRefus[];
}): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : votre demande d’immatriculation est refusée',
    texte:
      bonjour(d.nom) +
      `Le teneur du registre a refusé la demande d'immatriculation de la copropriété ${copro(d.nomCopropriete)}.\n\n` +
      `Motif${d.typesMotifRefus.length > 1 ? 's' : ''} :\n${d.typesMotifRefus.map((m) => `- ${MOTIFS_REFUS[m]}`).join('\n')}\n\n` +
      `Raison du refus :\n${d.raison}\n\n` +
      `Pour toute question, consultez la rubrique « Aide » du site : ${base()}/` +
      SIGNATURE,
  };
}

export function courrielDemandePrecision(d: {
  a: string;
  nom: string | null;
  nomCopropriete: string | null | undefined;
  message: string;
}): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : le teneur du registre vous demande une précision',
    texte:
      bonjour(d.nom) +
      `Avant de statuer sur la demande d'immatriculation de la copropriété ${copro(d.nomCopropriete)}, le teneur du registre vous demande la précision suivante :\n\n` +
      `${d.message}\n\n` +
      "Votre déclaration est revenue parmi vos brouillons d'immatriculation : connectez-vous au registre, complétez-la ou corrigez-la, puis soumettez-la de nouveau.\n" +
      `${base()}/` +
      SIGNATURE,
  };
}

export function courrielAffectationTeneur(d: {
  a: string;
  idDemande: string;
  typeDemande: (typeof TypeDemandeValidation.values)[number];
  nomCopropriete: string | null | undefined;
  parQui: string;
  raison: string;
}): Courriel {
  return {
    a: d.a,
    sujet: `Registre des copropriétés : demande ${d.idDemande} affectée aux administrateurs`,
    texte:
      'Bonjour,\n\n' +
      `${d.parQui} a affecté aux administrateurs du teneur du registre la demande ${d.idDemande} (${TypeDemandeValidation.labels[d.typeDemande]}) de la copropriété ${copro(d.nomCopropriete)}.\n\n` +
      `Raison :\n${d.raison}\n\n` +
      `La demande attend dans la file des validations : ${base()}/validations` +
      SIGNATURE,
  };
}

export function courrielHorsDelai(d: {
  a: string;
  idDemande: string;
  typeDemande: (typeof TypeDemandeValidation.values)[number];
  nomCopropriete: string | null | undefined;
  dateDemande: string;
  echeance: string;
}): Courriel {
  return {
    a: d.a,
    sujet: `Registre des copropriétés : demande ${d.idDemande} hors délai`,
    texte:
      'Bonjour,\n\n' +
      `La demande ${d.idDemande} (${TypeDemandeValidation.labels[d.typeDemande]}) de la copropriété ${copro(d.nomCopropriete)}, déposée le ${dateHeureParis(d.dateDemande)}, ` +
      `n'a pas reçu de réponse dans le délai d'un jour ouvré (échéance : ${dateHeureParis(d.echeance)}).\n\n` +
      `Elle est signalée « hors délai » dans la file des validations : ${base()}/validations` +
      SIGNATURE,
  };
}

/* ---------- issue 5: attachment requests ---------- */

export function courrielRattachementValide(d: {
  a: string;
  nom: string | null;
  nomCopropriete: string | null | undefined;
  immatriculation: string | null | undefined;
}): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : votre demande de rattachement est validée',
    texte:
      bonjour(d.nom) +
      `Le teneur du registre a validé votre demande de rattachement de la copropriété ${copro(d.nomCopropriete)}` +
      (d.immatriculation ? ` (${formaterImmatriculation(d.immatriculation)})` : '') +
      `.\n\nVotre mandat est désormais le mandat courant de la copropriété : vous la retrouvez dans la liste de vos copropriétés : ${base()}/copropriete` +
      SIGNATURE,
  };
}

export function courrielRattachementRefuse(d: {
  a: string;
  nom: string | null;
  nomCopropriete: string | null | undefined;
  immatriculation: string | null | undefined;
  raison: string;
  typesMotifRefus: readonly MotifRefus[];
}): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : votre demande de rattachement est refusée',
    texte:
      bonjour(d.nom) +
      `Le teneur du registre a refusé votre demande de rattachement de la copropriété ${copro(d.nomCopropriete)}` +
      (d.immatriculation ? ` (${formaterImmatriculation(d.immatriculation)})` : '') +
      '.\n\n' +
      `Motif${d.typesMotifRefus.length > 1 ? 's' : ''} :\n${d.typesMotifRefus.map((m) => `- ${MOTIFS_REFUS[m]}`).join('\n')}\n\n` +
      `Raison du refus :\n${d.raison}\n\n` +
      `Pour toute question, consultez la rubrique « Aide » du site : ${base()}/` +
      SIGNATURE,
  };
}
