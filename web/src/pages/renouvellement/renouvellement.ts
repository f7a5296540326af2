/**
 * Renewing a mandate (spec 000 §1 "renew mandates", §5 "Mandate"): the form's rules — those of the attachment
 * (shared with the server), but the new mandate starts the day after the end of the one it renews or later,
 * possibly in the future (a mandate is renewed before it ends); a REQUIRED supporting PDF, the sworn statement —
 * the multipart body of `POST api/mandats/renouvellement`, and why a condominium cannot be renewed now.
 */
import { z } from 'zod';
import { EtatCopropriete } from '@registre/shared/domain/enums';
import { dateIsoVersFr } from '@registre/shared/domain/valeurs';
import { debutAuPlusTotRenouvellement } from '@registre/shared/domain/mandats';
import type { ContexteInfoRattachement } from '@registre/shared/domain/copropriete/types';
import { signaleur } from '@registre/shared/schemas/copropriete/champs';
import { infoRattachementChamps, reglesInfoRattachement } from '@registre/shared/schemas/copropriete/infoRattachement';
import type { demandeRenouvellementSchema, DetailMandatCopro } from '@registre/shared/schemas/mandats';
import { libelleStatutRattachement, statutRattachement } from '../../features/rattachement/rattachement.ts';

export const MESSAGE_DECLARATION_RENOUVELLEMENT =
  "Cochez la déclaration sur l'honneur pour envoyer la déclaration de renouvellement.";
export const MESSAGE_JUSTIFICATIF_OBLIGATOIRE =
  "Joignez le justificatif du nouveau mandat (procès-verbal d'assemblée générale, contrat ou ordonnance : PDF de 5 Mo au plus).";

export const champsRenouvellement = infoRattachementChamps
  .pick({ adminProvisoire: true, dateDebutMandat: true, dateFinMandat: true, typeJustifMandat: true })
  .extend({ declarationHonneur: z.boolean() });
export type FormulaireRenouvellement = z.input<typeof champsRenouvellement>;

/**
 * Every rule of the new mandate (the server's renewal rules, with the end of the renewed mandate as
 * `finMandatPrecedent`: the start may be in the future) and the sworn statement.
 */
export const formulaireRenouvellementSchema = (ctx: ContexteInfoRattachement) =>
  champsRenouvellement.superRefine((v, c) => {
    reglesInfoRattachement(v, { ...ctx, renouvellement: true }, signaleur(c));
    if (!v.declarationHonneur)
      c.addIssue({ code: 'custom', path: ['declarationHonneur'], message: MESSAGE_DECLARATION_RENOUVELLEMENT });
  });

/** The hint of the start date: the day after the renewed mandate's end at the earliest, possibly in the future. */
export const aideDebutRenouvellement = (finRenouvele: string) =>
  `le ${dateIsoVersFr(debutAuPlusTotRenouvellement({ dateFin: finRenouvele }))} au plus tôt (lendemain de la fin du mandat renouvelé, le ${dateIsoVersFr(finRenouvele)}), même s'il est à venir`;

/** The form prefilled from the renewed mandate: the same provisional administrator answer and proof type. */
export function valeursInitiales(detail: DetailMandatCopro | undefined): FormulaireRenouvellement {
  const m = detail?.infoMandatRattachement;
  return {
    adminProvisoire: m?.adminProvisoire === true ? 'true' : m?.adminProvisoire === false ? 'false' : '',
    dateDebutMandat: '',
    dateFinMandat: '',
    typeJustifMandat: m?.typeJustif ?? '',
    declarationHonneur: false,
  };
}

/** The multipart body (text fields; confirmations as ONE JSON field, the verified document's id). */
export function corpsRenouvellement(
  idCopropriete: number,
  v: FormulaireRenouvellement,
  confirmations: readonly string[],
  idDocument: string,
): z.input<typeof demandeRenouvellementSchema> {
  return {
    idCopropriete,
    adminProvisoire: v.adminProvisoire ?? '',
    dateDebutMandat: v.dateDebutMandat ?? '',
    dateFinMandat: v.dateFinMandat ?? '',
    typeJustifMandat: v.typeJustifMandat ?? '',
    confirmations: JSON.stringify([...confirmations]),
    declarationHonneur: 'true',
    idDocument,
  };
}

/**
 * Why the renewal cannot be declared now (null when it can): a renewal already waiting for the keeper (its dates
 * and status), no mandate of the caller's establishment to renew, a state that has none, or another request.
 */
export function raisonNonRenouvelable(d: DetailMandatCopro, aujourdhui: string): { titre: string; description: string } | null {
  if (d.renouvelable) return null;
  const r = d.renouvellementEnCours;
  if (r) {
    const statut = libelleStatutRattachement(statutRattachement(r, aujourdhui));
    return {
      titre: 'Un renouvellement est déjà en cours',
      description: `Le renouvellement du mandat (du ${dateIsoVersFr(r.dateDebut)} au ${dateIsoVersFr(r.dateFin)}) a été déclaré : statut « ${statut} ». Le teneur du registre y répond sous un jour ouvré ; vous serez prévenu par courriel.`,
    };
  }
  if (!d.infoMandatRattachement) {
    return {
      titre: 'Aucun mandat à renouveler',
      description: "Votre établissement n'a pas de mandat en cours ou expiré sur cette copropriété : rattachez-la d'abord.",
    };
  }
  if (d.statut !== 'IMMATRICULEE_RATTACHEE' && d.statut !== 'IMMATRICULEE_RATTACHEMENT_EXPIRE') {
    return {
      titre: 'Le mandat ne peut pas être renouvelé',
      description: `La copropriété est au statut « ${EtatCopropriete.labels[d.statut]} » : son mandat ne peut pas être renouvelé.`,
    };
  }
  return {
    titre: 'Le mandat ne peut pas être renouvelé pour le moment',
    description:
      'Une demande concernant cette copropriété attend la décision du teneur du registre : le renouvellement sera possible après cette décision.',
  };
}
