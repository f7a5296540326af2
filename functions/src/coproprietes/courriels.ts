/**
 * The mails of the keepers' removals and mandate date edits (issue 5): the syndic concerned is told what the
 * keeper did and why (the reason typed by the keeper), in French, with a link built from APP_URL.
 */
import { dateIsoVersFr, formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { prevenir, type Courriel } from '../adapters/messagerie/index.ts';
import { config } from '../platform/config.ts';
import { destinataireDeclarant } from '../validations/commun.ts';

const SIGNATURE =
  "\n\nLe teneur du registre national d'immatriculation des copropriétés\n(Ce message est envoyé automatiquement : merci de ne pas y répondre.)";
const base = () => config().APP_URL.replace(/\/$/, '');
const bonjour = (nom: string | null) => (nom ? `Bonjour ${nom},\n\n` : 'Bonjour,\n\n');

export interface CoproprieteCourriel {
  nomCopropriete?: string | null;
  immatriculation?: string | null;
}

/** « Résidence X » (AB1-234-567) */
export function designation(c: CoproprieteCourriel): string {
  const nom = c.nomCopropriete ? `« ${c.nomCopropriete} »` : '';
  const numero = c.immatriculation ? `n° ${formaterImmatriculation(c.immatriculation)}` : '';
  return [nom, numero && (nom ? `(${numero})` : numero)].filter(Boolean).join(' ') || 'déclarée';
}

const periode = (m: { dateDebut: string; dateFin: string }) => `du ${dateIsoVersFr(m.dateDebut)} au ${dateIsoVersFr(m.dateFin)}`;

const raisonEtSuite = (raison: string) =>
  `Raison indiquée par le teneur du registre :\n${raison}\n\n` +
  `Pour toute question, consultez la rubrique « Aide » du site : ${base()}/` +
  SIGNATURE;

export type ActionTeneur =
  | { type: 'SUPPRESSION_DECLARATIONS'; nombre: number }
  | { type: 'SUPPRESSION_COPROPRIETE' }
  | { type: 'RETRAIT_RATTACHEMENT'; mandat: { dateDebut: string; dateFin: string }; supprime: boolean }
  | { type: 'SUPPRESSION_RATTACHEMENT'; mandat: { dateDebut: string; dateFin: string } }
  | { type: 'SUPPRESSION_MANDAT'; mandat: { dateDebut: string; dateFin: string } }
  | {
      type: 'MODIFICATION_DATES_MANDAT';
      avant: { dateDebut: string; dateFin: string };
      apres: { dateDebut: string; dateFin: string };
    };

const SUJETS: Record<ActionTeneur['type'], string> = {
  SUPPRESSION_DECLARATIONS: 'des déclarations de votre copropriété ont été supprimées',
  SUPPRESSION_COPROPRIETE: 'une copropriété a été supprimée du registre',
  RETRAIT_RATTACHEMENT: 'le rattachement de votre copropriété a été retiré',
  SUPPRESSION_RATTACHEMENT: 'le rattachement de votre copropriété a été supprimé',
  SUPPRESSION_MANDAT: 'un mandat de votre copropriété a été supprimé',
  MODIFICATION_DATES_MANDAT: 'les dates de votre mandat ont été modifiées',
};

function quoi(a: ActionTeneur, c: string): string {
  switch (a.type) {
    case 'SUPPRESSION_DECLARATIONS':
      return a.nombre > 1
        ? `Le teneur du registre a supprimé ${a.nombre} déclarations de la copropriété ${c}.`
        : `Le teneur du registre a supprimé une déclaration de la copropriété ${c}.`;
    case 'SUPPRESSION_COPROPRIETE':
      return `Le teneur du registre a supprimé la copropriété ${c} du registre : elle n'apparaît plus dans vos copropriétés et son mandat en cours est archivé.`;
    case 'RETRAIT_RATTACHEMENT':
      return a.supprime
        ? `Le teneur du registre a retiré le rattachement de la copropriété ${c} à votre établissement : votre mandat ${periode(a.mandat)}, qui n'avait pas commencé, est supprimé. La copropriété est désormais à rattacher.`
        : `Le teneur du registre a retiré le rattachement de la copropriété ${c} à votre établissement : votre mandat, archivé, court ${periode(a.mandat)}. La copropriété est désormais à rattacher.`;
    case 'SUPPRESSION_RATTACHEMENT':
      return `Le teneur du registre a supprimé le rattachement erroné de la copropriété ${c} à votre établissement : votre mandat ${periode(a.mandat)} est supprimé. La copropriété est désormais à rattacher.`;
    case 'SUPPRESSION_MANDAT':
      return `Le teneur du registre a supprimé votre mandat ${periode(a.mandat)} de la copropriété ${c}.`;
    case 'MODIFICATION_DATES_MANDAT':
      return `Le teneur du registre a corrigé les dates de votre mandat de la copropriété ${c} : il court désormais ${periode(a.apres)} (auparavant ${periode(a.avant)}).`;
  }
}

/** The mail to the syndic concerned by a keeper's action. */
export function courrielActionTeneur(d: {
  a: string;
  nom: string | null;
  copropriete: CoproprieteCourriel;
  action: ActionTeneur;
  raison: string | null;
}): Courriel {
  return {
    a: d.a,
    sujet: `Registre des copropriétés : ${SUJETS[d.action.type]}`,
    texte:
      bonjour(d.nom) +
      quoi(d.action, designation(d.copropriete)) +
      '\n\n' +
      (d.raison
        ? raisonEtSuite(d.raison)
        : `Pour toute question, consultez la rubrique « Aide » du site : ${base()}/` + SIGNATURE),
  };
}

/**
 * Tells the syndic concerned (`qui`: a declaration's submitter, else its declarant's contact address; or a
 * declarant's contact address) what the keeper did. Called after the commit: a mail that cannot leave does not
 * undo the decision, it is logged without its content.
 */
export async function prevenirSyndic(
  qui: Parameters<typeof destinataireDeclarant>[0] | number | undefined,
  courriel: (a: { email: string; nom: string | null }) => Courriel,
  maintenant: Date,
  quoi: string,
): Promise<void> {
  // a condominium imported from the RNIC file has no declarant in the register: nobody to warn
  if (qui === undefined) return;
  const a = await (typeof qui === 'number' ? destinataireDeclarant(null, qui) : destinataireDeclarant(qui)).catch(() => null);
  await prevenir(a && courriel(a), maintenant, quoi);
}

/** [issue 11] The condominium's record in the SPA, where the certificate is downloaded and updates are started. */
export const lienFiche = (idCopropriete: number) => `${base()}/copropriete/fiche/${idCopropriete}`;

/**
 * [issue 11] « Votre copropriété est immatriculée »: sent to the account that submitted the declaration once the
 * registration has committed (at once, or when a keeper validates the request), with the number and the link
 * to the record where the registration certificate is downloaded. `parTeneur`: after a validation request.
 */
export function courrielImmatriculation(d: {
  a: string;
  nom: string | null;
  idCopropriete: number;
  nomCopropriete?: string | null;
  immatriculation: string;
  parTeneur?: boolean;
}): Courriel {
  const numero = formaterImmatriculation(d.immatriculation);
  return {
    a: d.a,
    sujet: d.parTeneur
      ? `Registre des copropriétés : votre demande d’immatriculation est validée, votre copropriété est immatriculée (${numero})`
      : `Registre des copropriétés : votre copropriété est immatriculée (${numero})`,
    texte:
      bonjour(d.nom) +
      (d.parTeneur
        ? `Le teneur du registre a validé la demande d'immatriculation de la copropriété ${designation({ nomCopropriete: d.nomCopropriete })}.\n\n`
        : '') +
      `La copropriété ${designation({ nomCopropriete: d.nomCopropriete })} est immatriculée au registre national d'immatriculation des copropriétés sous le numéro ${d.immatriculation} (${numero}).\n\n` +
      `Son attestation d'immatriculation, à présenter comme preuve de l'immatriculation, se télécharge depuis la fiche de la copropriété : ${lienFiche(d.idCopropriete)}\n\n` +
      "Chaque année, dans les deux mois qui suivent l'assemblée générale qui a approuvé les comptes, pensez à faire la mise à jour annuelle de ses données." +
      SIGNATURE,
  };
}

/**
 * [issue 11] The reminder of the annual update (workflow relance-maj-annuelle), to the holder declarant's principal
 * administrator: when it falls due (`EXIGIBLE`) and when it is late (`EN_RETARD`), once each.
 */
export function courrielRelanceMajAnnuelle(d: {
  a: string;
  nom: string | null;
  idCopropriete: number;
  copropriete: CoproprieteCourriel;
  motif: 'EXIGIBLE' | 'EN_RETARD';
  dateLimite: string;
}): Courriel {
  const c = designation(d.copropriete);
  const limite = dateIsoVersFr(d.dateLimite);
  const regle =
    "Chaque année, le syndic met à jour au registre les données de la copropriété (article L711-6 du code de la construction et de l'habitation), " +
    "dans les deux mois qui suivent l'assemblée générale qui a approuvé les comptes de l'exercice clos.";
  return {
    a: d.a,
    sujet:
      d.motif === 'EXIGIBLE'
        ? `Registre des copropriétés : mise à jour annuelle à faire avant le ${limite}`
        : `Registre des copropriétés : mise à jour annuelle en retard depuis le ${limite}`,
    texte:
      bonjour(d.nom) +
      (d.motif === 'EXIGIBLE'
        ? `La mise à jour annuelle de la copropriété ${c} est à faire, au plus tard le ${limite}.\n\n`
        : `La mise à jour annuelle de la copropriété ${c} devait être faite au plus tard le ${limite} : elle est en retard. Merci de la faire dès que possible.\n\n`) +
      `${regle}\n\n` +
      `Pour la faire, ouvrez la fiche de la copropriété : ${lienFiche(d.idCopropriete)}` +
      SIGNATURE,
  };
}

/**
 * [issue 11] Sends « Votre copropriété est immatriculée » to the account that submitted the declaration (else its
 * declarant's contact address), after the registration has committed: a mail that cannot leave, or has no
 * recipient, is logged and never fails the registration.
 */
export async function prevenirImmatriculation(
  p: {
    declaration: Parameters<typeof destinataireDeclarant>[0];
    idTeledeclarant?: number | null;
    idCopropriete: number;
    nomCopropriete?: string | null;
    immatriculation: string;
    parTeneur?: boolean;
  },
  maintenant: Date,
): Promise<void> {
  const a = await destinataireDeclarant(p.declaration, p.idTeledeclarant).catch(() => null);
  await prevenir(
    a &&
      courrielImmatriculation({
        a: a.email,
        nom: a.nom,
        idCopropriete: p.idCopropriete,
        nomCopropriete: p.nomCopropriete,
        immatriculation: p.immatriculation,
        parTeneur: p.parTeneur,
      }),
    maintenant,
    p.parTeneur ? 'validation' : 'immatriculation',
  );
}
