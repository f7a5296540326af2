/**
 * Business constants of spec 000 §9 for registering a condominium, and the small pure rules that use them:
 * legal deadlines by size, works-plan dates by size, the ad hoc mandate threshold, the registration route
 * (new / ex officio, §1) and the notary's typeMaj (§4.5). Dates are ISO (yyyy-mm-dd); `aujourdhui` is injected.
 */
import type { TypeImmat, TypeMaj } from '../enums.ts';
import { ajouterMois } from './dates.ts';

type CodeTypeImmat = (typeof TypeImmat.values)[number];
type CodeTypeMaj = (typeof TypeMaj.values)[number];

/** Supporting file of a mandate: PDF only, 5 MB at most (5 × 1024 × 1024 bytes). */
export const TAILLE_MAX_JUSTIFICATIF_OCTETS = 5 * 1024 * 1024;
export const TYPES_MIME_JUSTIFICATIF = ['application/pdf'] as const;

/** Name of the condominium: 50 characters at most. */
export const LONGUEUR_MAX_NOM_COPROPRIETE = 50;

/**
 * Mandate: under 3 years (a mandate reaching 36 months is refused), 12 months expected (otherwise a warning to
 * confirm). Both measured by `dureeEnMoisAtteinte` (dates.ts).
 */
export const DUREE_MAX_MANDAT_MOIS = 36;
export const DUREE_ATTENDUE_MANDAT_MOIS = 12;

/** Accounting exercise: under 18 months (an exercise reaching 18 months is refused, see `dureeEnMoisAtteinte`). */
export const DUREE_MAX_EXERCICE_MOIS = 18;

/** Co-owners are counted as owing when they owe more than 300 euros. */
export const SEUIL_DETTE_COPROPRIETAIRE_EUROS = 300;

/**
 * The register opened on 1 November 2016: no registration, no year nor quarter of its statistics, no day of its
 * journal before (the first quarter is the fourth of 2016). Not to be confused with the legal date below
 * (settlement before or after 01/01/2017), which is the law's, not the opening's.
 */
export const OUVERTURE_REGISTRE = '2016-11-01';
export const ANNEE_OUVERTURE_REGISTRE = Number(OUVERTURE_REGISTRE.slice(0, 4));
export const TRIMESTRE_OUVERTURE_REGISTRE = Math.floor((Number(OUVERTURE_REGISTRE.slice(5, 7)) - 1) / 3) + 1;
/** The refusal of a period before the opening (says the date of OUVERTURE_REGISTRE). */
export const MESSAGE_OUVERTURE_REGISTRE = 'Le registre existe depuis le 1er novembre 2016.';
/** Whether a year (and quarter) is at or after the register's opening. */
export const apresOuverture = (annee: number, trimestre?: number | null) =>
  annee > ANNEE_OUVERTURE_REGISTRE ||
  (annee === ANNEE_OUVERTURE_REGISTRE && (!trimestre || trimestre >= TRIMESTRE_OUVERTURE_REGISTRE));

/** New condominiums (notary's initial registration) are those whose settlement is on or after 01/01/2017. */
export const DATE_NOUVELLES_COPROPRIETES = '2017-01-01';

/** No date of the register is before 01/01/1900 (the settlement date's lower bound, spec 000 §5). */
export const DATE_MIN = '1900-01-01';

/** Ex officio registration: at least one month after the formal notice to the syndic. */
export const DELAI_MISE_EN_DEMEURE_OFFICE_MOIS = 1;

/** A first exercise declared for a condominium settled more than 5 years ago asks for a confirmation. */
export const ANCIENNETE_REGLEMENT_PREMIER_EXERCICE_ANS = 5;

/** A change of the closing day or month is compared with the last 4 exercises. */
export const NB_EXERCICES_CONTROLE_CLOTURE = 4;

/** Ad hoc mandate (art. 29-1 A of the 1965 law): unpaid sums at 15 % of the sums due above 200 lots, 25 % otherwise. */
export const SEUIL_IMPAYES_MANDAT_AD_HOC = { plusDe200Lots: 0.15, autres: 0.25 } as const;
export const seuilImpayesMandatAdHoc = (nbLots: number) =>
  nbLots > 200 ? SEUIL_IMPAYES_MANDAT_AD_HOC.plusDe200Lots : SEUIL_IMPAYES_MANDAT_AD_HOC.autres;

/**
 * True when the unpaid sums reach the ad hoc mandate threshold of the condominium's size. The sums due are the
 * charges of the exercise (current + exceptional operations); with no charges there is no ratio (false).
 */
export function impayesAtteignentSeuilAdHoc(p: { nbLots: number; montantImpayes: number; charges: number }): boolean {
  if (p.charges <= 0) return false;
  return p.montantImpayes / p.charges >= seuilImpayesMandatAdHoc(p.nbLots);
}

/** Legal registration deadlines: more than 200 lots 31/12/2016, more than 50 lots 31/12/2017, others 31/12/2018. */
export const DELAIS_LEGAUX_IMMATRICULATION = [
  { plusDeLots: 200, date: '2016-12-31' },
  { plusDeLots: 50, date: '2017-12-31' },
  { plusDeLots: 0, date: '2018-12-31' },
] as const;
export const dateLimiteImmatriculation = (nbLots: number): string =>
  DELAIS_LEGAUX_IMMATRICULATION.find((d) => nbLots > d.plusDeLots)?.date ?? DELAIS_LEGAUX_IMMATRICULATION[2].date;

/**
 * Multi-year works plan (PPT) compulsory (spec 000 §9): from 01/01/2023 above 200 lots, from 01/01/2024 for 50
 * to 200 lots, from 01/01/2025 up to 49 lots. 50 lots is in the 2024 bracket, as §9 writes it ("50 to 200").
 */
export const DATES_PLAN_PLURIANNUEL = [
  { plusDeLots: 200, date: '2023-01-01' },
  { plusDeLots: 49, date: '2024-01-01' },
  { plusDeLots: 0, date: '2025-01-01' },
] as const;
export const dateLimitePlanPluriannuel = (nbLots: number): string =>
  DATES_PLAN_PLURIANNUEL.find((d) => nbLots > d.plusDeLots)?.date ?? DATES_PLAN_PLURIANNUEL[2].date;
/** True when the works plan is compulsory for a condominium of `nbLots` lots on `aujourdhui`. */
export const planPluriannuelExigible = (nbLots: number, aujourdhui: string) => aujourdhui >= dateLimitePlanPluriannuel(nbLots);

/** spec 000 §4.5: a notary submitting with typeMaj null gets OFFICE when typeImmat is OFFICE, otherwise INITIALE. */
export function typeMajNotaire(
  typeMaj: CodeTypeMaj | null | undefined,
  typeImmat: CodeTypeImmat | null | undefined,
): CodeTypeMaj {
  if (typeMaj) return typeMaj;
  return typeImmat === 'OFFICE' ? 'OFFICE' : 'INITIALE';
}

/** A condominium is "new" (notary's initial registration) when its settlement is on or after 01/01/2017. */
export const estNouvelleCopropriete = (dateReglementCopropriete: string) =>
  dateReglementCopropriete >= DATE_NOUVELLES_COPROPRIETES;

export type MotifRefusOffice = 'REGLEMENT_POSTERIEUR_2017' | 'MISE_EN_DEMEURE_MANQUANTE' | 'MISE_EN_DEMEURE_RECENTE';
export const MESSAGES_REFUS_OFFICE: Record<MotifRefusOffice, string> = {
  REGLEMENT_POSTERIEUR_2017:
    "L'immatriculation d'office ne concerne que les copropriétés dont le règlement est antérieur au 01/01/2017 : immatriculez une nouvelle copropriété.",
  MISE_EN_DEMEURE_MANQUANTE:
    "La copropriété a un syndic : l'immatriculation d'office n'est possible qu'un mois au moins après sa mise en demeure. Indiquez la date de mise en demeure.",
  MISE_EN_DEMEURE_RECENTE:
    "Le syndic a été mis en demeure il y a moins d'un mois : l'immatriculation d'office n'est pas encore possible.",
};

/**
 * spec 000 §1, §9: ex officio registration is allowed when the settlement is before 01/01/2017 and there is no
 * syndic, or the syndic was formally notified at least one month before `aujourdhui` (notified on 15/01, allowed
 * from 15/02).
 */
export function immatriculationOfficePossible(p: {
  dateReglementCopropriete: string;
  syndicExistant: boolean;
  dateMiseEnDemeure?: string | null;
  aujourdhui: string;
}): { possible: true } | { possible: false; motif: MotifRefusOffice; message: string } {
  const refus = (motif: MotifRefusOffice) => ({ possible: false as const, motif, message: MESSAGES_REFUS_OFFICE[motif] });
  if (estNouvelleCopropriete(p.dateReglementCopropriete)) return refus('REGLEMENT_POSTERIEUR_2017');
  if (!p.syndicExistant) return { possible: true };
  if (!p.dateMiseEnDemeure) return refus('MISE_EN_DEMEURE_MANQUANTE');
  if (p.aujourdhui < ajouterMois(p.dateMiseEnDemeure, DELAI_MISE_EN_DEMEURE_OFFICE_MOIS)) return refus('MISE_EN_DEMEURE_RECENTE');
  return { possible: true };
}

/** The notary's route for a settlement date: INITIALE for a new condominium, OFFICE before 2017. */
export const typeImmatNotaire = (dateReglementCopropriete: string): CodeTypeImmat =>
  estNouvelleCopropriete(dateReglementCopropriete) ? 'INITIALE' : 'OFFICE';
