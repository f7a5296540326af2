/**
 * Attaching a condominium (spec 000 §2 /rattacher-une-copropriete, §4 "Attachment flow", §5 "Mandate"): the
 * attachment status shown for a mandate, the chain of checks on a registration number, the mandate form's rules
 * (those of the infoRattachement block) and the upload of the supporting document.
 */
import { z } from 'zod';
import { StatutRattachement, type StatutDeclaration } from '@registre/shared/domain/enums';
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { ERREURS, type CodeErreur } from '@registre/shared/errors/catalogue';
import { etatOk, existe, mandatMemeSiren, rattachementOk } from '@registre/shared/routes/mandats.routes';
import { MESSAGE_DECLARATION_HONNEUR, type MandatDto } from '@registre/shared/schemas/mandats';
import { MESSAGE_IMMATRICULATION, signaleur } from '@registre/shared/schemas/copropriete/champs';
import { infoRattachementChamps, reglesInfoRattachement } from '@registre/shared/schemas/copropriete/infoRattachement';
import type { ContexteInfoRattachement } from '@registre/shared/domain/copropriete/types';
import type { Route } from '@registre/shared/routes/route';
import { appeler, ErreurApi, type OptionsAppel } from '../../api/client.ts';

/* ---------- the attachment status of a mandate ---------- */

export type CodeStatutRattachement = (typeof StatutRattachement.values)[number];

/**
 * The user-facing attachment status of a mandate: requested (to validate), being examined, attached (current;
 * "mandate not started" before its first day), refused, expired.
 */
export function statutRattachement(
  m: { statut: (typeof StatutDeclaration.values)[number]; dateDebut: string },
  aujourdhui: string,
): CodeStatutRattachement {
  switch (m.statut) {
    case 'A_VALIDER':
      return 'DEMANDE_EFFECTUEE';
    case 'VALIDATION_EN_COURS':
      return 'EN_COURS_EXAMEN';
    case 'COURANT':
      return m.dateDebut > aujourdhui ? 'MANDAT_NON_COMMENCE' : 'EN_COURS';
    case 'REFUSE':
      return 'REFUSE';
    case 'EXPIRE':
      return 'EXPIRE';
    default:
      return 'NON_RATTACHEE';
  }
}

export const libelleStatutRattachement = (code: CodeStatutRattachement) => StatutRattachement.labels[code];

export function severiteStatutRattachement(code: CodeStatutRattachement): 'success' | 'info' | 'warning' | 'error' | 'new' {
  switch (code) {
    case 'EN_COURS':
      return 'success';
    case 'MANDAT_NON_COMMENCE':
    case 'DEMANDE_EFFECTUEE':
    case 'EN_COURS_EXAMEN':
      return 'info';
    case 'REFUSE':
      return 'error';
    case 'EXPIRE':
      return 'warning';
    default:
      return 'new';
  }
}

/* ---------- the checks on a registration number ---------- */

export type ResultatControles =
  { ok: true; immatriculation: string; mandatMemeSiren: MandatDto | null } | { ok: false; message: string };

/** The checks of spec 000 §4, in this order; each answers true or an error (its French message stops the chain). */
const CONTROLES: readonly { route: typeof existe; codeSiFaux: CodeErreur }[] = [
  { route: existe, codeSiFaux: 'IMMAT_NOT_EXISTANT' },
  { route: rattachementOk, codeSiFaux: 'ALREADY_ATTACHED' },
  { route: etatOk, codeSiFaux: 'IMMAT_STATUS_INCORRECT' },
];

type Appel = <R extends Route>(route: R, options: OptionsAppel<R>) => Promise<z.output<R['response']>>;

/**
 * Runs the attachment checks on the typed number: the registration exists, attachment is possible, the status is
 * correct; then the mandate of an establishment of the same company is looked up. The first failure stops.
 */
export async function controlerNumero(saisie: string, appel: Appel = appeler): Promise<ResultatControles> {
  if (!saisie.trim()) return { ok: false, message: "Le numéro d'immatriculation est obligatoire." };
  const immat = normaliserImmatriculation(saisie);
  if (!immat) return { ok: false, message: MESSAGE_IMMATRICULATION };
  try {
    for (const c of CONTROLES) {
      const r = await appel(c.route, { params: { immat }, erreursGerees: [400, 404, 409] });
      if (!r.response) return { ok: false, message: ERREURS[c.codeSiFaux].message };
    }
    const mandat = await appel(mandatMemeSiren, { params: { x: immat }, erreursGerees: [400, 404] });
    return { ok: true, immatriculation: immat, mandatMemeSiren: mandat };
  } catch (e) {
    if (e instanceof ErreurApi && e.status < 500) return { ok: false, message: e.message };
    throw e;
  }
}

/* ---------- the mandate form ---------- */

/** The form of the edit page: the mandate (infoRattachement fields), "no proof", the sworn statement. */
export const champsFormulaire = infoRattachementChamps
  .pick({ adminProvisoire: true, dateDebutMandat: true, dateFinMandat: true, typeJustifMandat: true })
  .extend({ pasJustif: z.boolean(), declarationHonneur: z.boolean() });
export type FormulaireRattachement = z.input<typeof champsFormulaire>;

export const MESSAGE_JUSTIFICATIF =
  "Joignez le justificatif du mandat (PDF de 5 Mo au plus) ou cochez « Je n'ai pas de justificatif ».";

/** Every rule of the mandate (spec 000 §5, shared with the server) and the sworn statement. */
export const formulaireRattachementSchema = (ctx: ContexteInfoRattachement) =>
  champsFormulaire.superRefine((v, c) => {
    reglesInfoRattachement(v, ctx, signaleur(c));
    if (!v.declarationHonneur) c.addIssue({ code: 'custom', path: ['declarationHonneur'], message: MESSAGE_DECLARATION_HONNEUR });
  });

/** The text fields of an attachment request (pasJustif body, and the multipart text fields). */
export const champsDemande = (immatriculation: string, v: FormulaireRattachement, confirmations: readonly string[]) => ({
  immatriculation,
  adminProvisoire: v.adminProvisoire ?? '',
  dateDebutMandat: v.dateDebutMandat ?? '',
  dateFinMandat: v.dateFinMandat ?? '',
  typeJustifMandat: v.typeJustifMandat ?? '',
  confirmations: [...confirmations],
  declarationHonneur: true as const,
});

/** `POST rattachement` (multipart): the confirmations travel as one JSON field (the route's contract). */
export const corpsRattachementJustifie = (champs: ReturnType<typeof champsDemande>, idDocument: string) => ({
  ...champs,
  confirmations: JSON.stringify(champs.confirmations),
  declarationHonneur: 'true',
  idDocument,
});
