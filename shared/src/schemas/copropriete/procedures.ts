/**
 * Step procedures — block procedures (spec 000 §3.3): administrative orders by kind, ad hoc mandate, deficiency
 * order. Rules (spec 000 §5 "Procedures"): dates not after today; a release date after its order's date.
 *
 * The form edits the four per-kind lists, each opened by its flag; `arrete` (every order with its type) is
 * rebuilt from them by `proceduresVersServeur`, so the server always stores both and they agree.
 */
import { z } from 'zod';
import { dateIsoVersFr as fr } from '../../domain/valeurs.ts';
import { ecrireBooleen, ecrireDate, lireBooleen, lireDate } from '../../domain/copropriete/conversions.ts';
import {
  CHAMPS_ARRETE,
  TYPES_ARRETE,
  type Arrete,
  type ContexteProcedures,
  type Procedures,
  type TypeArrete,
} from '../../domain/copropriete/types.ts';
import { champBooleen, champDate, champId, exiger, signaleur, MESSAGE_OUI_NON, type Signaler } from './champs.ts';

export const MESSAGES_PROCEDURES = {
  arreteObligatoire: 'Indiquez au moins un arrêté, ou répondez « non ».',
  dateArreteObligatoire: "La date de l'arrêté est obligatoire.",
  dateFuture: 'La date ne peut pas être postérieure à la date du jour.',
  mainLeveeAvantArrete: (dateArrete: string) =>
    `La date de mainlevée doit être postérieure à la date de l'arrêté (${fr(dateArrete)}).`,
  dateNominationObligatoire: 'La date de nomination du mandataire ad hoc est obligatoire.',
  finMissionAvantNomination: 'La date de fin de mission doit être postérieure à la date de nomination.',
  dateOrdonnanceObligatoire: "La date de l'ordonnance de carence est obligatoire.",
} as const;

export const arreteChamps = z.object({
  id: champId(),
  type: z.enum(TYPES_ARRETE, { error: "Type d'arrêté inconnu." }).optional(),
  dateArrete: champDate(),
  dateMainLevee: champDate(),
});
export type ArreteFormulaire = z.input<typeof arreteChamps>;

const listeArretes = () => z.array(arreteChamps).max(50, '50 arrêtés au maximum.').nullish();

export const proceduresChamps = z.object({
  /** read-only on input: rebuilt from the four lists */
  arrete: listeArretes(),
  arreteEquipements: listeArretes(),
  arreteInsalubriteParties: listeArretes(),
  arretePerilParties: listeArretes(),
  arreteSecuriteInsalubriteParties: listeArretes(),
  flagEquipementsCom: champBooleen(),
  flagInsalubritePartiesCom: champBooleen(),
  flagMandatAdhoc: champBooleen(),
  flagOrdonnanceCarence: champBooleen(),
  flagPerilPartiesCom: champBooleen(),
  flagSecuriteInsalubritePartiesCom: champBooleen(),
  mandatAdHoc: z.object({ dateNomination: champDate(), dateFinMission: champDate() }).nullish(),
  ordonnanceCarence: z.object({ dateOrdonnance: champDate() }).nullish(),
});
export type ProceduresFormulaire = z.input<typeof proceduresChamps>;

const pasApres = (signaler: Signaler, chemin: readonly PropertyKey[], iso: string | null | undefined, aujourdhui: string) => {
  if (iso && iso > aujourdhui) signaler(chemin, MESSAGES_PROCEDURES.dateFuture);
};

/** Procedures rules of spec 000 §5. */
export function reglesProcedures(v: ProceduresFormulaire, ctx: ContexteProcedures, signaler: Signaler): void {
  for (const type of TYPES_ARRETE) {
    const { liste, drapeau } = CHAMPS_ARRETE[type];
    const flag = lireBooleen(v[drapeau]);
    exiger(signaler, [drapeau], flag, MESSAGE_OUI_NON);
    if (flag !== true) continue;
    const arretes = v[liste] ?? [];
    if (arretes.length === 0) signaler([liste], MESSAGES_PROCEDURES.arreteObligatoire);
    arretes.forEach((a, i) => {
      const date = lireDate(a.dateArrete);
      const mainLevee = lireDate(a.dateMainLevee);
      exiger(signaler, [liste, i, 'dateArrete'], date, MESSAGES_PROCEDURES.dateArreteObligatoire);
      pasApres(signaler, [liste, i, 'dateArrete'], date, ctx.aujourdhui);
      pasApres(signaler, [liste, i, 'dateMainLevee'], mainLevee, ctx.aujourdhui);
      if (date && mainLevee && mainLevee <= date)
        signaler([liste, i, 'dateMainLevee'], MESSAGES_PROCEDURES.mainLeveeAvantArrete(date));
    });
  }

  const adHoc = lireBooleen(v.flagMandatAdhoc);
  exiger(signaler, ['flagMandatAdhoc'], adHoc, MESSAGE_OUI_NON);
  if (adHoc === true) {
    const nomination = lireDate(v.mandatAdHoc?.dateNomination);
    const finMission = lireDate(v.mandatAdHoc?.dateFinMission);
    exiger(signaler, ['mandatAdHoc', 'dateNomination'], nomination, MESSAGES_PROCEDURES.dateNominationObligatoire);
    pasApres(signaler, ['mandatAdHoc', 'dateNomination'], nomination, ctx.aujourdhui);
    pasApres(signaler, ['mandatAdHoc', 'dateFinMission'], finMission, ctx.aujourdhui);
    if (nomination && finMission && finMission <= nomination)
      signaler(['mandatAdHoc', 'dateFinMission'], MESSAGES_PROCEDURES.finMissionAvantNomination);
  }

  const carence = lireBooleen(v.flagOrdonnanceCarence);
  exiger(signaler, ['flagOrdonnanceCarence'], carence, MESSAGE_OUI_NON);
  if (carence === true) {
    const date = lireDate(v.ordonnanceCarence?.dateOrdonnance);
    exiger(signaler, ['ordonnanceCarence', 'dateOrdonnance'], date, MESSAGES_PROCEDURES.dateOrdonnanceObligatoire);
    pasApres(signaler, ['ordonnanceCarence', 'dateOrdonnance'], date, ctx.aujourdhui);
  }
}

const arreteVersServeur = (a: ArreteFormulaire, type: TypeArrete): Arrete => ({
  id: a.id ?? null,
  type,
  dateArrete: lireDate(a.dateArrete) ?? null,
  dateMainLevee: lireDate(a.dateMainLevee) ?? null,
});
const arreteDepuisServeur = (a: Arrete): ArreteFormulaire => ({
  id: a.id,
  type: a.type,
  dateArrete: ecrireDate(a.dateArrete),
  dateMainLevee: ecrireDate(a.dateMainLevee),
});

/**
 * Form → server: ISO dates and booleans; a list is kept only when its flag is "oui", and so are the ad hoc
 * mandate and the deficiency order; `arrete` is every order of the four lists with its type.
 */
export function proceduresVersServeur(v: ProceduresFormulaire): Procedures {
  const listes = Object.fromEntries(
    TYPES_ARRETE.map((type) => {
      const { liste, drapeau } = CHAMPS_ARRETE[type];
      const ouvert = lireBooleen(v[drapeau]) === true;
      return [liste, ouvert ? (v[liste] ?? []).map((a) => arreteVersServeur(a, type)) : []];
    }),
  ) as Record<(typeof CHAMPS_ARRETE)[TypeArrete]['liste'], Arrete[]>;
  const flagMandatAdhoc = lireBooleen(v.flagMandatAdhoc) ?? null;
  const flagOrdonnanceCarence = lireBooleen(v.flagOrdonnanceCarence) ?? null;
  return {
    arrete: TYPES_ARRETE.flatMap((type) => listes[CHAMPS_ARRETE[type].liste]),
    ...listes,
    flagEquipementsCom: lireBooleen(v.flagEquipementsCom) ?? null,
    flagInsalubritePartiesCom: lireBooleen(v.flagInsalubritePartiesCom) ?? null,
    flagMandatAdhoc,
    flagOrdonnanceCarence,
    flagPerilPartiesCom: lireBooleen(v.flagPerilPartiesCom) ?? null,
    flagSecuriteInsalubritePartiesCom: lireBooleen(v.flagSecuriteInsalubritePartiesCom) ?? null,
    mandatAdHoc:
      flagMandatAdhoc !== true || !v.mandatAdHoc
        ? null
        : {
            dateNomination: lireDate(v.mandatAdHoc.dateNomination) ?? null,
            dateFinMission: lireDate(v.mandatAdHoc.dateFinMission) ?? null,
          },
    ordonnanceCarence:
      flagOrdonnanceCarence !== true || !v.ordonnanceCarence
        ? null
        : { dateOrdonnance: lireDate(v.ordonnanceCarence.dateOrdonnance) ?? null },
  };
}

/** Server → form. A server block holding only `arrete` is split into the four lists by type. */
export function proceduresDepuisServeur(s: Partial<Procedures> | null | undefined): ProceduresFormulaire {
  const liste = (type: TypeArrete): ArreteFormulaire[] => {
    const propre = s?.[CHAMPS_ARRETE[type].liste];
    const arretes = propre && propre.length > 0 ? propre : (s?.arrete ?? []).filter((a) => a.type === type);
    return arretes.map(arreteDepuisServeur);
  };
  return {
    arrete: (s?.arrete ?? []).map(arreteDepuisServeur),
    arreteEquipements: liste('EQUIPEMENTS'),
    arreteInsalubriteParties: liste('INSALUBRITE_PARTIES'),
    arretePerilParties: liste('PERIL_PARTIES'),
    arreteSecuriteInsalubriteParties: liste('SECURITE_INSALUBRITE_PARTIES'),
    flagEquipementsCom: ecrireBooleen(s?.flagEquipementsCom),
    flagInsalubritePartiesCom: ecrireBooleen(s?.flagInsalubritePartiesCom),
    flagMandatAdhoc: ecrireBooleen(s?.flagMandatAdhoc),
    flagOrdonnanceCarence: ecrireBooleen(s?.flagOrdonnanceCarence),
    flagPerilPartiesCom: ecrireBooleen(s?.flagPerilPartiesCom),
    flagSecuriteInsalubritePartiesCom: ecrireBooleen(s?.flagSecuriteInsalubritePartiesCom),
    mandatAdHoc: {
      dateNomination: ecrireDate(s?.mandatAdHoc?.dateNomination),
      dateFinMission: ecrireDate(s?.mandatAdHoc?.dateFinMission),
    },
    ordonnanceCarence: { dateOrdonnance: ecrireDate(s?.ordonnanceCarence?.dateOrdonnance) },
  };
}

export const proceduresSchema = (ctx: ContexteProcedures) =>
  proceduresChamps.superRefine((v, c) => reglesProcedures(v, ctx, signaleur(c))).transform(proceduresVersServeur);

export const proceduresBrouillonSchema = proceduresChamps.transform(proceduresVersServeur);
