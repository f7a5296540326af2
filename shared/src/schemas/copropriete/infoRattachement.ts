/**
 * Step infos-rattachement — block infoRattachement (spec 000 §3.1): the syndic's mandate and its supporting
 * document, with the mandate rules of spec 000 §5. The same rules check the mandate of an attachment and of a
 * renewal (`ContexteMandat.renouvellement`).
 */
import { z } from 'zod';
import { TypeJustifMandat } from '../../domain/enums.ts';
import {
  DUREE_MAX_MANDAT_MOIS,
  TAILLE_MAX_JUSTIFICATIF_OCTETS,
  TYPES_MIME_JUSTIFICATIF,
} from '../../domain/copropriete/constantes.ts';
import { dureeEnMoisAtteinte } from '../../domain/copropriete/dates.ts';
import { dateIsoVersFr as fr } from '../../domain/valeurs.ts';
import { ecrireBooleen, ecrireDate, lireBooleen, lireCode, lireDate, lireTexte } from '../../domain/copropriete/conversions.ts';
import type { ContexteInfoRattachement, InfoRattachement } from '../../domain/copropriete/types.ts';
import {
  champBooleen,
  champCode,
  champDate,
  champId,
  champTexte,
  exiger,
  signaleur,
  MESSAGE_OUI_NON,
  type Signaler,
} from './champs.ts';

export const MESSAGES_MANDAT = {
  debutObligatoire: 'La date de début du mandat est obligatoire.',
  finObligatoire: 'La date de fin du mandat est obligatoire.',
  debutFutur: 'La date de début du mandat ne peut pas être postérieure à la date du jour.',
  finPassee: 'La date de fin du mandat doit être postérieure à la date du jour.',
  finAvantDebut: 'La date de fin du mandat doit être postérieure à sa date de début.',
  dureeMax: 'La durée du mandat doit être inférieure à 3 ans.',
  apresPrecedent: (fin: string) => `Le nouveau mandat doit commencer après la fin du mandat précédent (${fr(fin)}).`,
  typeJustifObligatoire: 'Choisissez le type de justificatif du mandat.',
  justifAdminProvisoire: "Un administrateur provisoire justifie son mandat par l'ordonnance de nomination.",
  justifSyndic: "Un syndic justifie son mandat par le contrat de syndic ou le procès-verbal d'assemblée générale.",
  fichierPdf: 'Le justificatif doit être un fichier PDF.',
  fichierTropGros: 'Le justificatif ne doit pas dépasser 5 Mo.',
} as const;

export const infoRattachementChamps = z.object({
  id: champId(),
  adminProvisoire: champBooleen(),
  dateDebutMandat: champDate(),
  dateFinMandat: champDate(),
  dateTeleversement: champDate(),
  idDocument: champTexte(100),
  justifMandat: champTexte(500),
  nomFichierJustifMandat: champTexte(255).refine((v) => !v || /\.pdf$/i.test(v.trim()), MESSAGES_MANDAT.fichierPdf),
  typeJustifMandat: champCode(TypeJustifMandat.values, MESSAGES_MANDAT.typeJustifObligatoire),
});
/** The form values of the step (and the wire body). */
export type InfoRattachementFormulaire = z.input<typeof infoRattachementChamps>;

/** What the mandate rules need: today, the previous mandate's end, and whether the mandate renews the current one. */
export interface ContexteMandat extends ContexteInfoRattachement {
  /**
   * true for a renewal: the new mandate follows the one it renews, so it starts the day after that one's end or
   * later — possibly in the future, since syndics renew before the current mandate ends. A first mandate
   * (registration, attachment) starts on or before today.
   */
  renouvellement?: boolean;
}

/**
 * Mandate rules of spec 000 §5 (and the proof type per provisional administrator): the start on or before today
 * (not for a renewal) and after the previous mandate's end; the end after today and after the start; a duration
 * under 3 years (`dureeEnMoisAtteinte`: 3 years exactly is refused).
 */
export function reglesInfoRattachement(v: InfoRattachementFormulaire, ctx: ContexteMandat, signaler: Signaler): void {
  const admin = lireBooleen(v.adminProvisoire);
  exiger(signaler, ['adminProvisoire'], admin, MESSAGE_OUI_NON);

  const debut = lireDate(v.dateDebutMandat);
  const fin = lireDate(v.dateFinMandat);
  exiger(signaler, ['dateDebutMandat'], debut, MESSAGES_MANDAT.debutObligatoire);
  exiger(signaler, ['dateFinMandat'], fin, MESSAGES_MANDAT.finObligatoire);
  if (debut) {
    if (!ctx.renouvellement && debut > ctx.aujourdhui) signaler(['dateDebutMandat'], MESSAGES_MANDAT.debutFutur);
    if (ctx.finMandatPrecedent && debut <= ctx.finMandatPrecedent)
      signaler(['dateDebutMandat'], MESSAGES_MANDAT.apresPrecedent(ctx.finMandatPrecedent));
  }
  if (fin && fin <= ctx.aujourdhui) signaler(['dateFinMandat'], MESSAGES_MANDAT.finPassee);
  if (debut && fin) {
    if (fin <= debut) signaler(['dateFinMandat'], MESSAGES_MANDAT.finAvantDebut);
    else if (dureeEnMoisAtteinte(debut, fin, DUREE_MAX_MANDAT_MOIS)) signaler(['dateFinMandat'], MESSAGES_MANDAT.dureeMax);
  }

  const type = lireCode(TypeJustifMandat.values, v.typeJustifMandat);
  if (exiger(signaler, ['typeJustifMandat'], type, MESSAGES_MANDAT.typeJustifObligatoire) && type) {
    if (admin === true && type !== 'ORDO_NOMINATION') signaler(['typeJustifMandat'], MESSAGES_MANDAT.justifAdminProvisoire);
    if (admin === false && type === 'ORDO_NOMINATION') signaler(['typeJustifMandat'], MESSAGES_MANDAT.justifSyndic);
  }
  // The supporting document itself is not required here: the registration records the proof type, and the
  // document goes with the attachment flow (issue 5, which also has a no-proof path, rattachement/pasJustif).
}

/** Form → server: ISO dates, booleans. */
export function infoRattachementVersServeur(v: InfoRattachementFormulaire): InfoRattachement {
  return {
    id: v.id ?? null,
    adminProvisoire: lireBooleen(v.adminProvisoire) ?? null,
    dateDebutMandat: lireDate(v.dateDebutMandat) ?? null,
    dateFinMandat: lireDate(v.dateFinMandat) ?? null,
    dateTeleversement: lireDate(v.dateTeleversement) ?? null,
    idDocument: lireTexte(v.idDocument),
    justifMandat: lireTexte(v.justifMandat),
    nomFichierJustifMandat: lireTexte(v.nomFichierJustifMandat),
    typeJustifMandat: lireCode(TypeJustifMandat.values, v.typeJustifMandat) ?? null,
  };
}

/** Server → form: dd/mm/yyyy, "true"/"false", '' for empty. */
export function infoRattachementDepuisServeur(s: InfoRattachement | null | undefined): InfoRattachementFormulaire {
  return {
    id: s?.id ?? null,
    adminProvisoire: ecrireBooleen(s?.adminProvisoire),
    dateDebutMandat: ecrireDate(s?.dateDebutMandat),
    dateFinMandat: ecrireDate(s?.dateFinMandat),
    dateTeleversement: ecrireDate(s?.dateTeleversement),
    idDocument: s?.idDocument ?? '',
    justifMandat: s?.justifMandat ?? '',
    nomFichierJustifMandat: s?.nomFichierJustifMandat ?? '',
    typeJustifMandat: s?.typeJustifMandat ?? '',
  };
}

/** The step with every rule: parse the form values, get the server block. */
export const infoRattachementSchema = (ctx: ContexteInfoRattachement) =>
  infoRattachementChamps
    .superRefine((v, c) => reglesInfoRattachement(v, ctx, signaleur(c)))
    .transform(infoRattachementVersServeur);

/** A draft of the step: formats only, nothing required. */
export const infoRattachementBrouillonSchema = infoRattachementChamps.transform(infoRattachementVersServeur);

/** The supporting file before upload (spec 000 §5, §9): PDF only, 5 MB at most. */
export const fichierJustificatifSchema = z.object({
  nomFichier: z
    .string({ error: MESSAGES_MANDAT.fichierPdf })
    .trim()
    .min(1, MESSAGES_MANDAT.fichierPdf)
    .max(255, '255 caractères au maximum.')
    .regex(/\.pdf$/i, MESSAGES_MANDAT.fichierPdf),
  typeMime: z.enum(TYPES_MIME_JUSTIFICATIF, { error: MESSAGES_MANDAT.fichierPdf }),
  taille: z
    .number({ error: MESSAGES_MANDAT.fichierTropGros })
    .int()
    .positive('Le fichier est vide.')
    .max(TAILLE_MAX_JUSTIFICATIF_OCTETS, MESSAGES_MANDAT.fichierTropGros),
});

/** True when the first bytes are a PDF header (%PDF-): the server's check of the content, not of the name. */
export const estEnTetePdf = (octets: Uint8Array) =>
  octets.length >= 5 && String.fromCharCode(...octets.subarray(0, 5)) === '%PDF-';
