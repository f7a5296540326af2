/** The mails of the keepers' validation, in French, with links built from APP_URL. */
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { TypeDemandeValidation } from '@registre/shared/domain/enums';
import { MOTIFS_REFUS, type MotifRefus } from '@registre/shared/schemas/copropriete/api';
import type { Courriel } from '../adapters/messagerie/index.ts';
import { config } from '../platform/config.ts';
import { dateHeureParis } from '../mandats/courriels.ts';

const SIGNATURE =
  "\n\nLe teneur du registre national d'immatriculation des copropriétés\n(Ce message est envoyé automatiquement : merci de ne pas y répondre.)";
const base = () => config().APP_URL.replace(/\/$/, '');
const bonjour = (nom: string | null) => (nom ? `Bonjour ${nom},\n\n` : 'Bonjour,\n\n');
const copro = (nom: string | null | undefined) => (nom ? `« ${nom} »` : 'déclarée');

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

/* ---------- issue 5: attachment and renewal requests ---------- */

/** An attachment request, or a renewal of the mandate (the same decision on a mandate, other words). */
export type TypeDemandeMandat = 'RATTACHEMENT' | 'RENOUVELLEMENT';
const DEMANDE_MANDAT: Record<TypeDemandeMandat, { sujet: string; demande: string }> = {
  RATTACHEMENT: { sujet: 'votre demande de rattachement', demande: 'votre demande de rattachement de la copropriété' },
  RENOUVELLEMENT: {
    sujet: 'votre demande de renouvellement de mandat',
    demande: 'votre demande de renouvellement du mandat de syndic de la copropriété',
  },
};
const typeMandat = (t: string | undefined): TypeDemandeMandat => (t === 'RENOUVELLEMENT' ? 'RENOUVELLEMENT' : 'RATTACHEMENT');

export function courrielRattachementValide(d: {
  a: string;
  nom: string | null;
  nomCopropriete: string | null | undefined;
  immatriculation: string | null | undefined;
  type?: TypeDemandeMandat;
}): Courriel {
  const t = DEMANDE_MANDAT[typeMandat(d.type)];
  return {
    a: d.a,
    sujet: `Registre des copropriétés : ${t.sujet} est validée`,
    texte:
      bonjour(d.nom) +
      `Le teneur du registre a validé ${t.demande} ${copro(d.nomCopropriete)}` +
      (d.immatriculation ? ` (${formaterImmatriculation(d.immatriculation)})` : '') +
      `.\n\n${d.type === 'RENOUVELLEMENT' ? 'Votre nouveau mandat' : 'Votre mandat'} est désormais enregistré pour la copropriété : vous la retrouvez dans la liste de vos copropriétés : ${base()}/copropriete` +
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
  type?: TypeDemandeMandat;
}): Courriel {
  const t = DEMANDE_MANDAT[typeMandat(d.type)];
  return {
    a: d.a,
    sujet: `Registre des copropriétés : ${t.sujet} est refusée`,
    texte:
      bonjour(d.nom) +
      `Le teneur du registre a refusé ${t.demande} ${copro(d.nomCopropriete)}` +
      (d.immatriculation ? ` (${formaterImmatriculation(d.immatriculation)})` : '') +
      '.\n\n' +
      motifs(d.typesMotifRefus) +
      `Raison du refus :\n${d.raison}\n\n` +
      `Pour toute question, consultez la rubrique « Aide » du site : ${base()}/` +
      SIGNATURE,
  };
}

const motifs = (m: readonly MotifRefus[]) =>
  m.length ? `Motif${m.length > 1 ? 's' : ''} :\n${m.map((x) => `- ${MOTIFS_REFUS[x]}`).join('\n')}\n\n` : '';

/* ---------- issue 5: dissolution requests ---------- */

const numero = (immatriculation: string | null | undefined) =>
  immatriculation ? ` (${formaterImmatriculation(immatriculation)})` : '';

export function courrielDissolutionValidee(d: {
  a: string;
  nom: string | null;
  nomCopropriete: string | null | undefined;
  immatriculation: string | null | undefined;
  /** the mail goes to the syndic holding the mandate, who did not declare the dissolution */
  syndic?: boolean;
}): Courriel {
  return {
    a: d.a,
    sujet: d.syndic
      ? 'Registre des copropriétés : dissolution d’une copropriété dont vous êtes le syndic'
      : 'Registre des copropriétés : votre déclaration de dissolution est validée',
    texte:
      bonjour(d.nom) +
      (d.syndic
        ? `Le teneur du registre a validé la dissolution déclarée de la copropriété ${copro(d.nomCopropriete)}${numero(d.immatriculation)}, dont votre établissement détenait le mandat de syndic.\n\n` +
          'La copropriété est désormais dissoute et votre mandat est archivé.\n\n'
        : `Le teneur du registre a validé votre déclaration de dissolution de la copropriété ${copro(d.nomCopropriete)}${numero(d.immatriculation)}.\n\n` +
          'La copropriété est désormais dissoute dans le registre.\n\n') +
      `${base()}/copropriete` +
      SIGNATURE,
  };
}

export function courrielDissolutionRefusee(d: {
  a: string;
  nom: string | null;
  nomCopropriete: string | null | undefined;
  immatriculation: string | null | undefined;
  raison: string;
  typesMotifRefus: readonly MotifRefus[];
}): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : votre déclaration de dissolution est refusée',
    texte:
      bonjour(d.nom) +
      `Le teneur du registre a refusé votre déclaration de dissolution de la copropriété ${copro(d.nomCopropriete)}${numero(d.immatriculation)}.\n\n` +
      motifs(d.typesMotifRefus) +
      `Raison du refus :\n${d.raison}\n\n` +
      'La copropriété retrouve son état précédent ; vous pouvez déclarer de nouveau sa dissolution avec un justificatif conforme.\n\n' +
      `Pour toute question, consultez la rubrique « Aide » du site : ${base()}/` +
      SIGNATURE,
  };
}

/* ---------- issue 5: precision asked on an attachment, a renewal or a dissolution ---------- */

const OBJET_DEMANDE: Record<string, string> = {
  RATTACHEMENT: 'votre demande de rattachement de la copropriété',
  RENOUVELLEMENT: 'votre demande de renouvellement du mandat de syndic de la copropriété',
  DISSOLUTION: 'votre déclaration de dissolution de la copropriété',
};

/**
 * The keeper asks the requester of an attachment, a renewal or a dissolution for a precision: the request stays
 * in the keepers' queue; the requester answers by mail to the keepers' mailbox, quoting the request's reference.
 */
export function courrielPrecisionDemande(d: {
  a: string;
  nom: string | null;
  typeDemande: string;
  idDemande: string;
  nomCopropriete: string | null | undefined;
  immatriculation: string | null | undefined;
  message: string;
  /** the keepers' mailbox, where to answer */
  repondreA: string | null;
}): Courriel {
  return {
    a: d.a,
    sujet: 'Registre des copropriétés : le teneur du registre vous demande une précision',
    texte:
      bonjour(d.nom) +
      `Avant de statuer sur ${OBJET_DEMANDE[d.typeDemande] ?? 'votre demande concernant la copropriété'} ${copro(d.nomCopropriete)}${numero(d.immatriculation)}, le teneur du registre vous demande la précision suivante :\n\n` +
      `${d.message}\n\n` +
      'Votre demande reste en attente de validation. ' +
      (d.repondreA
        ? `Répondez en écrivant à ${d.repondreA} en rappelant la référence ${d.idDemande}.\n`
        : `Répondez au teneur du registre en rappelant la référence ${d.idDemande}.\n`) +
      `${base()}/` +
      SIGNATURE,
  };
}
