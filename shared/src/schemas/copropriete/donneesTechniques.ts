/**
 * Step donnees-techniques — block donneesTechniques (spec 000 §3.5): buildings per energy label, heating,
 * construction, lifts and the multi-year works plan (PPT).
 *
 * Buildings: the user gives the number of buildings per label (ETIQ_A … ETIQ_G, ETIQ_NON_DETERMINE);
 * nbBatimentsTotal is their sum. A total sent empty or 0 is computed; a total sent otherwise must equal the sum.
 * The total must be greater than 0 (spec 000 §5 "Technical data").
 */
import { z } from 'zod';
import { EnergieUtilisee, EtiquetteEnergie, PeriodeConstruction, TypeChauffage } from '../../domain/enums.ts';
import { dateLimitePlanPluriannuel, planPluriannuelExigible } from '../../domain/copropriete/constantes.ts';
import { dateIsoVersFr as fr } from '../../domain/valeurs.ts';
import {
  ecrireBooleen,
  ecrireDate,
  ecrireEntier,
  lireBooleen,
  lireCode,
  lireDate,
  lireEntier,
} from '../../domain/copropriete/conversions.ts';
import type {
  ClassementEnergetique,
  CodeListe,
  ContexteDonneesTechniques,
  DonneesTechniques,
} from '../../domain/copropriete/types.ts';
import {
  champBooleen,
  champCode,
  champDate,
  champEntier,
  exiger,
  nombreFr,
  signaleur,
  MESSAGE_OUI_NON,
  type Signaler,
} from './champs.ts';

type CodePeriode = CodeListe<typeof PeriodeConstruction>;
type CodeEtiquette = CodeListe<typeof EtiquetteEnergie>;

/** Years of each construction period (AVANT_1949 is before 1949, APRES_2011 from 2011). */
export const ANNEES_PERIODE_CONSTRUCTION: Record<Exclude<CodePeriode, 'NON_CONNUE'>, { de: number; a: number }> = {
  AVANT_1949: { de: -Infinity, a: 1948 },
  DE_1949_A_1960: { de: 1949, a: 1960 },
  DE_1961_A_1974: { de: 1961, a: 1974 },
  DE_1975_A_1993: { de: 1975, a: 1993 },
  DE_1994_A_2000: { de: 1994, a: 2000 },
  DE_2001_A_2010: { de: 2001, a: 2010 },
  APRES_2011: { de: 2011, a: Infinity },
};
/** The construction period of a year. */
export const periodeDeConstruction = (annee: number): CodePeriode =>
  (Object.entries(ANNEES_PERIODE_CONSTRUCTION).find(([, p]) => annee >= p.de && annee <= p.a)?.[0] as CodePeriode) ??
  'NON_CONNUE';

export const MAX_BATIMENTS_PAR_ETIQUETTE = 9999;

export const MESSAGES_TECHNIQUES = {
  etiquette: `Le nombre de bâtiments doit être compris entre 0 et ${nombreFr(MAX_BATIMENTS_PAR_ETIQUETTE)}.`,
  aucunBatiment: 'La copropriété compte au moins un bâtiment : indiquez le nombre de bâtiments par étiquette énergétique.',
  totalDifferent: (somme: number) =>
    `Le nombre total de bâtiments doit être égal à la somme des bâtiments par étiquette énergétique (${nombreFr(somme)}).`,
  nbBatimentsTotal: `Le nombre total de bâtiments doit être compris entre 0 et ${nombreFr(99999)}.`,
  nbAscenseurs: `Le nombre d'ascenseurs doit être compris entre 0 et ${nombreFr(9999)}.`,
  anneeConstruction: 'Saisissez une année sur 4 chiffres.',
  anneeFuture: "L'année de construction ne peut pas être postérieure à l'année en cours.",
  anneeHorsPeriode: (libelle: string) =>
    `L'année de construction ne correspond pas à la période choisie (${libelle.toLowerCase()}).`,
  typeChauffage: 'Choisissez le type de chauffage.',
  energie: "Choisissez l'énergie du chauffage collectif.",
  periode: 'Choisissez la période de construction.',
  pptExigible: (nbLots: number, date: string) =>
    `Le plan pluriannuel de travaux est obligatoire depuis le ${fr(date)} pour une copropriété de ${nombreFr(nbLots)} lots : indiquez s'il a été inscrit à l'ordre du jour d'une assemblée générale.`,
  pptDateObligatoire: "La date d'adoption du plan pluriannuel de travaux est obligatoire.",
  pptDateFuture: "La date d'adoption du plan pluriannuel de travaux ne peut pas être postérieure à la date du jour.",
} as const;

export const classementEnergetiqueChamps = z.object(
  Object.fromEntries(
    EtiquetteEnergie.values.map((e) => [e, champEntier(0, MAX_BATIMENTS_PAR_ETIQUETTE, MESSAGES_TECHNIQUES.etiquette)]),
  ) as Record<CodeEtiquette, ReturnType<typeof champEntier>>,
);

export const donneesTechniquesChamps = z.object({
  anneeConstruction: champEntier(1000, 9999, MESSAGES_TECHNIQUES.anneeConstruction),
  chauffageCollectifUrbain: champBooleen(),
  classementEnergetique: classementEnergetiqueChamps.partial().nullish(),
  /** derived on the server: ignored on input */
  classementEnergetiqueComplet: champBooleen(),
  energieChauffageCollectifNonUrbain: champCode(EnergieUtilisee.values, MESSAGES_TECHNIQUES.energie),
  nbAscenseurs: champEntier(0, 9999, MESSAGES_TECHNIQUES.nbAscenseurs),
  nbBatimentsTotal: champEntier(0, 99999, MESSAGES_TECHNIQUES.nbBatimentsTotal),
  periodeConstruction: champCode(PeriodeConstruction.values, MESSAGES_TECHNIQUES.periode),
  ppt: champBooleen(),
  pptDate: champDate(),
  pptInscritAG: champBooleen(),
  typeChauffage: champCode(TypeChauffage.values, MESSAGES_TECHNIQUES.typeChauffage),
});
export type DonneesTechniquesFormulaire = z.input<typeof donneesTechniquesChamps>;

/** Buildings per label, 0 for a label left empty. */
export const lireClassement = (c: DonneesTechniquesFormulaire['classementEnergetique']): ClassementEnergetique =>
  Object.fromEntries(EtiquetteEnergie.values.map((e) => [e, lireEntier(c?.[e]) ?? 0])) as ClassementEnergetique;
/** The number of buildings: the sum per label. */
export const sommeBatiments = (c: ClassementEnergetique) => EtiquetteEnergie.values.reduce((s, e) => s + c[e], 0);

const chauffageCollectif = (type: string | null | undefined) => type === 'COLLECTIF' || type === 'MIXTE';

/** Technical rules (spec 000 §5 "Technical data", and the works plan by size of spec 000 §9). */
export function reglesDonneesTechniques(
  v: DonneesTechniquesFormulaire,
  ctx: ContexteDonneesTechniques,
  signaler: Signaler,
): void {
  // buildings
  const somme = sommeBatiments(lireClassement(v.classementEnergetique));
  const total = lireEntier(v.nbBatimentsTotal);
  if (total != null && total > 0 && total !== somme) signaler(['nbBatimentsTotal'], MESSAGES_TECHNIQUES.totalDifferent(somme));
  else if (somme <= 0) signaler(['nbBatimentsTotal'], MESSAGES_TECHNIQUES.aucunBatiment);

  // heating
  const type = lireCode(TypeChauffage.values, v.typeChauffage);
  exiger(signaler, ['typeChauffage'], type, MESSAGES_TECHNIQUES.typeChauffage);
  if (chauffageCollectif(type)) {
    const urbain = lireBooleen(v.chauffageCollectifUrbain);
    exiger(signaler, ['chauffageCollectifUrbain'], urbain, MESSAGE_OUI_NON);
    if (urbain === false)
      exiger(
        signaler,
        ['energieChauffageCollectifNonUrbain'],
        lireCode(EnergieUtilisee.values, v.energieChauffageCollectifNonUrbain),
        MESSAGES_TECHNIQUES.energie,
      );
  }

  // construction
  const periode = lireCode(PeriodeConstruction.values, v.periodeConstruction);
  exiger(signaler, ['periodeConstruction'], periode, MESSAGES_TECHNIQUES.periode);
  const annee = lireEntier(v.anneeConstruction);
  if (annee != null) {
    if (annee > Number(ctx.aujourdhui.slice(0, 4))) signaler(['anneeConstruction'], MESSAGES_TECHNIQUES.anneeFuture);
    else if (periode && periode !== 'NON_CONNUE' && periodeDeConstruction(annee) !== periode)
      signaler(['anneeConstruction'], MESSAGES_TECHNIQUES.anneeHorsPeriode(PeriodeConstruction.labels[periode]));
  }
  exiger(signaler, ['nbAscenseurs'], lireEntier(v.nbAscenseurs));

  // works plan: on an agenda → adopted? → adoption date
  const inscrit = lireBooleen(v.pptInscritAG);
  if (inscrit == null && ctx.nbLots != null && planPluriannuelExigible(ctx.nbLots, ctx.aujourdhui))
    signaler(['pptInscritAG'], MESSAGES_TECHNIQUES.pptExigible(ctx.nbLots, dateLimitePlanPluriannuel(ctx.nbLots)));
  if (inscrit === true) {
    const adopte = lireBooleen(v.ppt);
    exiger(signaler, ['ppt'], adopte, MESSAGE_OUI_NON);
    if (adopte === true) {
      const date = lireDate(v.pptDate);
      exiger(signaler, ['pptDate'], date, MESSAGES_TECHNIQUES.pptDateObligatoire);
      if (date && date > ctx.aujourdhui) signaler(['pptDate'], MESSAGES_TECHNIQUES.pptDateFuture);
    }
  }
}

/**
 * Form → server: every label present (0 when empty), nbBatimentsTotal = their sum (never null: spec 000 §3 "a
 * null nbBatimentsTotal becomes 0"), classementEnergetiqueComplet derived, answers that no longer apply emptied
 * (urban heating without a collective heating, energy of an urban network, adoption without agenda…).
 */
export function donneesTechniquesVersServeur(v: DonneesTechniquesFormulaire): DonneesTechniques {
  const classement = lireClassement(v.classementEnergetique);
  const total = sommeBatiments(classement);
  const typeChauffage = lireCode(TypeChauffage.values, v.typeChauffage) ?? null;
  const collectif = chauffageCollectif(typeChauffage);
  const urbain = collectif ? (lireBooleen(v.chauffageCollectifUrbain) ?? null) : null;
  const inscrit = lireBooleen(v.pptInscritAG) ?? null;
  const adopte = inscrit === true ? (lireBooleen(v.ppt) ?? null) : null;
  return {
    anneeConstruction: lireEntier(v.anneeConstruction) ?? null,
    chauffageCollectifUrbain: urbain,
    classementEnergetique: classement,
    classementEnergetiqueComplet: total > 0 && classement.ETIQ_NON_DETERMINE === 0,
    energieChauffageCollectifNonUrbain:
      urbain === false ? (lireCode(EnergieUtilisee.values, v.energieChauffageCollectifNonUrbain) ?? null) : null,
    nbAscenseurs: lireEntier(v.nbAscenseurs) ?? null,
    nbBatimentsTotal: total,
    periodeConstruction: lireCode(PeriodeConstruction.values, v.periodeConstruction) ?? null,
    ppt: adopte,
    pptDate: adopte === true ? (lireDate(v.pptDate) ?? null) : null,
    pptInscritAG: inscrit,
    typeChauffage,
  };
}

export function donneesTechniquesDepuisServeur(s: Partial<DonneesTechniques> | null | undefined): DonneesTechniquesFormulaire {
  return {
    anneeConstruction: ecrireEntier(s?.anneeConstruction),
    chauffageCollectifUrbain: ecrireBooleen(s?.chauffageCollectifUrbain),
    classementEnergetique: Object.fromEntries(
      EtiquetteEnergie.values.map((e) => [e, ecrireEntier(s?.classementEnergetique?.[e] ?? 0)]),
    ) as Record<CodeEtiquette, string>,
    classementEnergetiqueComplet: ecrireBooleen(s?.classementEnergetiqueComplet ?? false),
    energieChauffageCollectifNonUrbain: s?.energieChauffageCollectifNonUrbain ?? '',
    nbAscenseurs: ecrireEntier(s?.nbAscenseurs),
    nbBatimentsTotal: ecrireEntier(s?.nbBatimentsTotal ?? 0),
    periodeConstruction: s?.periodeConstruction ?? '',
    ppt: ecrireBooleen(s?.ppt),
    pptDate: ecrireDate(s?.pptDate),
    pptInscritAG: ecrireBooleen(s?.pptInscritAG),
    typeChauffage: s?.typeChauffage ?? '',
  };
}

export const donneesTechniquesSchema = (ctx: ContexteDonneesTechniques) =>
  donneesTechniquesChamps
    .superRefine((v, c) => reglesDonneesTechniques(v, ctx, signaleur(c)))
    .transform(donneesTechniquesVersServeur);

export const donneesTechniquesBrouillonSchema = donneesTechniquesChamps.transform(donneesTechniquesVersServeur);
