/**
 * Step donnees-financieres — block donneesFinancieres (spec 000 §3.4), with the rules of spec 000 §5 "Financial
 * data". The confirmable ones (unchanged end on an annual update, duplicate assembly date, first exercise of an
 * old condominium, closing day or month changed) are warnings: see domain/copropriete/avertissements.ts.
 */
import { z } from 'zod';
import { DUREE_MAX_EXERCICE_MOIS } from '../../domain/copropriete/constantes.ts';
import { dureeEnMoisAtteinte } from '../../domain/copropriete/dates.ts';
import { dateIsoVersFr as fr } from '../../domain/valeurs.ts';
import { finExercicePrecedent } from '../../domain/copropriete/exercices.ts';
import {
  ecrireBooleen,
  ecrireDate,
  ecrireEntier,
  ecrireMontant,
  lireBooleen,
  lireDate,
  lireEntier,
  lireMontant,
} from '../../domain/copropriete/conversions.ts';
import type { ContexteDonneesFinancieres, DonneesFinancieres } from '../../domain/copropriete/types.ts';
import {
  champBooleen,
  champDate,
  champEntier,
  champMontant,
  exiger,
  nombreFr,
  signaleur,
  MESSAGE_OUI_NON,
  type Signaler,
} from './champs.ts';

export const MESSAGES_FINANCIERS = {
  debutObligatoire: "La date de début de l'exercice est obligatoire.",
  clotureObligatoire: 'La date de clôture des comptes est obligatoire.',
  agObligatoire: "La date de l'assemblée générale ayant approuvé les comptes est obligatoire.",
  clotureAvantDebut: "La date de clôture des comptes doit être postérieure à la date de début de l'exercice.",
  dureeMax: `L'exercice comptable doit être inférieur à ${DUREE_MAX_EXERCICE_MOIS} mois.`,
  debutAvantPrecedent: (fin: string) => `L'exercice doit commencer après la clôture de l'exercice précédent (${fr(fin)}).`,
  clotureFuture: 'La date de clôture des comptes ne peut pas être postérieure à la date du jour.',
  agFuture: "La date de l'assemblée générale ne peut pas être postérieure à la date du jour.",
  agAvantCloture: "La date de l'assemblée générale doit être postérieure à la date de clôture des comptes.",
  nbCoproprietairesImpayes: `Le nombre de copropriétaires débiteurs de plus de 300 € doit être compris entre 0 et ${nombreFr(99999)}.`,
  coproprietairesSuperieurLots: (nbLots: number) =>
    `Le nombre de copropriétaires débiteurs ne peut pas dépasser le nombre de lots (${nombreFr(nbLots)}).`,
} as const;

export const donneesFinancieresChamps = z.object({
  chargesOperationsCourantes: champMontant(),
  chargesOperationsExceptionnelles: champMontant(),
  comptesNonApprouves: champBooleen(),
  dateAg: champDate(),
  dateClotureComptes: champDate(),
  dateDebutExercice: champDate(),
  montantDettes: champMontant(),
  montantFondTravaux: champMontant(),
  montantImpayesCoproprietaires: champMontant(),
  nbCoproprietairesImpayes: champEntier(0, 99999, MESSAGES_FINANCIERS.nbCoproprietairesImpayes),
  premierExerciceComptable: champBooleen(),
  presenceEmployes: champBooleen(),
  donneesFinancieresInconnues: champBooleen(),
});
export type DonneesFinancieresFormulaire = z.input<typeof donneesFinancieresChamps>;

const MONTANTS = [
  'chargesOperationsCourantes',
  'chargesOperationsExceptionnelles',
  'montantDettes',
  'montantFondTravaux',
  'montantImpayesCoproprietaires',
] as const;

/** Financial rules of spec 000 §5. Nothing is checked when the user ticked "no financial data". */
export function reglesDonneesFinancieres(
  v: DonneesFinancieresFormulaire,
  ctx: ContexteDonneesFinancieres,
  signaler: Signaler,
): void {
  if (lireBooleen(v.donneesFinancieresInconnues) === true) return;

  const nonApprouves = lireBooleen(v.comptesNonApprouves);
  exiger(signaler, ['comptesNonApprouves'], nonApprouves, MESSAGE_OUI_NON);
  exiger(signaler, ['premierExerciceComptable'], lireBooleen(v.premierExerciceComptable), MESSAGE_OUI_NON);
  exiger(signaler, ['presenceEmployes'], lireBooleen(v.presenceEmployes), MESSAGE_OUI_NON);
  for (const m of MONTANTS) exiger(signaler, [m], lireMontant(v[m]));
  const nbImpayes = lireEntier(v.nbCoproprietairesImpayes);
  exiger(signaler, ['nbCoproprietairesImpayes'], nbImpayes);
  if (nbImpayes != null && ctx.nbLots != null && nbImpayes > ctx.nbLots)
    signaler(['nbCoproprietairesImpayes'], MESSAGES_FINANCIERS.coproprietairesSuperieurLots(ctx.nbLots));

  const debut = lireDate(v.dateDebutExercice);
  const cloture = lireDate(v.dateClotureComptes);
  const ag = lireDate(v.dateAg);
  exiger(signaler, ['dateDebutExercice'], debut, MESSAGES_FINANCIERS.debutObligatoire);
  exiger(signaler, ['dateClotureComptes'], cloture, MESSAGES_FINANCIERS.clotureObligatoire);
  // accounts not approved yet: no assembly has approved them
  if (nonApprouves !== true) exiger(signaler, ['dateAg'], ag, MESSAGES_FINANCIERS.agObligatoire);

  if (debut && cloture) {
    if (cloture <= debut) signaler(['dateClotureComptes'], MESSAGES_FINANCIERS.clotureAvantDebut);
    // under 18 months, measured as the mandate (both days counted): 01/01/2020 → 30/06/2021 is 18 months, refused;
    // 01/01/2020 → 29/06/2021 is accepted
    else if (dureeEnMoisAtteinte(debut, cloture, DUREE_MAX_EXERCICE_MOIS))
      signaler(['dateClotureComptes'], MESSAGES_FINANCIERS.dureeMax);
  }
  if (debut && cloture !== undefined) {
    const finPrecedent = finExercicePrecedent(ctx.exercicesPrecedents, cloture);
    if (finPrecedent && debut <= finPrecedent)
      signaler(['dateDebutExercice'], MESSAGES_FINANCIERS.debutAvantPrecedent(finPrecedent));
  }
  if (cloture && cloture > ctx.aujourdhui) signaler(['dateClotureComptes'], MESSAGES_FINANCIERS.clotureFuture);
  if (ag) {
    if (ag > ctx.aujourdhui) signaler(['dateAg'], MESSAGES_FINANCIERS.agFuture);
    if (cloture && ag <= cloture) signaler(['dateAg'], MESSAGES_FINANCIERS.agAvantCloture);
  }
}

/** Form → server: ISO dates, booleans, amounts; "no financial data" empties every other field. */
export function donneesFinancieresVersServeur(v: DonneesFinancieresFormulaire): DonneesFinancieres {
  const inconnues = lireBooleen(v.donneesFinancieresInconnues) === true;
  const si = <T>(x: T | null | undefined): T | null => (inconnues ? null : (x ?? null));
  return {
    chargesOperationsCourantes: si(lireMontant(v.chargesOperationsCourantes)),
    chargesOperationsExceptionnelles: si(lireMontant(v.chargesOperationsExceptionnelles)),
    comptesNonApprouves: si(lireBooleen(v.comptesNonApprouves)),
    dateAg: si(lireDate(v.dateAg)),
    dateClotureComptes: si(lireDate(v.dateClotureComptes)),
    dateDebutExercice: si(lireDate(v.dateDebutExercice)),
    montantDettes: si(lireMontant(v.montantDettes)),
    montantFondTravaux: si(lireMontant(v.montantFondTravaux)),
    montantImpayesCoproprietaires: si(lireMontant(v.montantImpayesCoproprietaires)),
    nbCoproprietairesImpayes: si(lireEntier(v.nbCoproprietairesImpayes)),
    premierExerciceComptable: si(lireBooleen(v.premierExerciceComptable)),
    presenceEmployes: si(lireBooleen(v.presenceEmployes)),
    donneesFinancieresInconnues: inconnues,
  };
}

export function donneesFinancieresDepuisServeur(s: Partial<DonneesFinancieres> | null | undefined): DonneesFinancieresFormulaire {
  return {
    chargesOperationsCourantes: ecrireMontant(s?.chargesOperationsCourantes),
    chargesOperationsExceptionnelles: ecrireMontant(s?.chargesOperationsExceptionnelles),
    comptesNonApprouves: ecrireBooleen(s?.comptesNonApprouves),
    dateAg: ecrireDate(s?.dateAg),
    dateClotureComptes: ecrireDate(s?.dateClotureComptes),
    dateDebutExercice: ecrireDate(s?.dateDebutExercice),
    montantDettes: ecrireMontant(s?.montantDettes),
    montantFondTravaux: ecrireMontant(s?.montantFondTravaux),
    montantImpayesCoproprietaires: ecrireMontant(s?.montantImpayesCoproprietaires),
    nbCoproprietairesImpayes: ecrireEntier(s?.nbCoproprietairesImpayes),
    premierExerciceComptable: ecrireBooleen(s?.premierExerciceComptable),
    presenceEmployes: ecrireBooleen(s?.presenceEmployes),
    donneesFinancieresInconnues: ecrireBooleen(s?.donneesFinancieresInconnues ?? false),
  };
}

export const donneesFinancieresSchema = (ctx: ContexteDonneesFinancieres) =>
  donneesFinancieresChamps
    .superRefine((v, c) => reglesDonneesFinancieres(v, ctx, signaleur(c)))
    .transform(donneesFinancieresVersServeur);

export const donneesFinancieresBrouillonSchema = donneesFinancieresChamps.transform(donneesFinancieresVersServeur);
