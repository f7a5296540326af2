import { describe, expect, it } from 'vitest';
import type { ContexteDonneesFinancieres } from '../../domain/copropriete/types.ts';
import { donneesFinancieresSchema } from './donneesFinancieres.ts';
import { AUJOURDHUI, donneesFinancieresValides, messagesParChamp } from './fixtures.ts';

const base: ContexteDonneesFinancieres = { aujourdhui: AUJOURDHUI };
const verifier = (ajouts: Parameters<typeof donneesFinancieresValides>[0], ctx: ContexteDonneesFinancieres = base) =>
  messagesParChamp(donneesFinancieresSchema(ctx).safeParse(donneesFinancieresValides(ajouts)));

describe('données financières', () => {
  it('accepte un exercice complet et le rend au format serveur', () => {
    expect(donneesFinancieresSchema(base).parse(donneesFinancieresValides())).toMatchObject({
      dateDebutExercice: '2024-01-01',
      dateClotureComptes: '2024-12-31',
      dateAg: '2025-05-20',
      chargesOperationsExceptionnelles: 12000.5,
      nbCoproprietairesImpayes: 3,
      presenceEmployes: false,
      donneesFinancieresInconnues: false,
    });
  });
  it('le début précède la clôture', () => {
    expect(verifier({ dateDebutExercice: '31/12/2024', dateClotureComptes: '31/12/2024' }).dateClotureComptes).toEqual([
      "La date de clôture des comptes doit être postérieure à la date de début de l'exercice.",
    ]);
  });
  it('moins de 18 mois : 17 mois et 30 jours acceptés, 18 mois refusés', () => {
    const message = { dateClotureComptes: ["L'exercice comptable doit être inférieur à 18 mois."] };
    expect(verifier({ dateDebutExercice: '01/02/2023', dateClotureComptes: '30/07/2024', dateAg: '01/09/2024' })).toEqual({});
    expect(verifier({ dateDebutExercice: '01/02/2023', dateClotureComptes: '31/07/2024', dateAg: '01/09/2024' })).toEqual(
      message,
    );
    expect(verifier({ dateDebutExercice: '01/01/2023', dateClotureComptes: '29/06/2024', dateAg: '01/09/2024' })).toEqual({});
    expect(verifier({ dateDebutExercice: '01/01/2023', dateClotureComptes: '30/06/2024', dateAg: '01/09/2024' })).toEqual(
      message,
    );
    expect(verifier({ dateDebutExercice: '01/01/2023', dateClotureComptes: '01/07/2024', dateAg: '01/09/2024' })).toEqual(
      message,
    );
  });
  it("l'exercice commence après la clôture du précédent", () => {
    const ctx = {
      ...base,
      exercicesPrecedents: [{ dateDebutExercice: '2023-01-01', dateClotureComptes: '2023-12-31', dateAg: '2024-05-01' }],
    };
    expect(verifier({ dateDebutExercice: '31/12/2023' }, ctx)).toEqual({
      dateDebutExercice: ["L'exercice doit commencer après la clôture de l'exercice précédent (31/12/2023)."],
    });
    expect(verifier({ dateDebutExercice: '01/01/2024' }, ctx)).toEqual({});
  });
  it('redéclarer le dernier exercice le compare à celui d’avant', () => {
    const ctx = {
      ...base,
      exercicesPrecedents: [
        { dateDebutExercice: '2024-01-01', dateClotureComptes: '2024-12-31', dateAg: '2025-05-20' },
        { dateDebutExercice: '2023-01-01', dateClotureComptes: '2023-12-31', dateAg: '2024-05-01' },
      ],
    };
    expect(verifier({}, ctx)).toEqual({});
  });
  it('assemblée générale : pas dans le futur, après la clôture', () => {
    expect(verifier({ dateAg: '15/06/2025' })).toEqual({});
    expect(verifier({ dateAg: '16/06/2025' })).toEqual({
      dateAg: ["La date de l'assemblée générale ne peut pas être postérieure à la date du jour."],
    });
    expect(verifier({ dateAg: '31/12/2024' })).toEqual({
      dateAg: ["La date de l'assemblée générale doit être postérieure à la date de clôture des comptes."],
    });
    expect(verifier({ dateAg: '01/01/2025' })).toEqual({});
  });
  it('la clôture n’est pas dans le futur', () => {
    expect(
      verifier({ dateDebutExercice: '16/06/2024', dateClotureComptes: '15/06/2025', comptesNonApprouves: 'true', dateAg: '' }),
    ).toEqual({});
    expect(
      verifier({ dateDebutExercice: '17/06/2024', dateClotureComptes: '16/06/2025', comptesNonApprouves: 'true', dateAg: '' }),
    ).toEqual({
      dateClotureComptes: ['La date de clôture des comptes ne peut pas être postérieure à la date du jour.'],
    });
  });
  it("la date d'AG est obligatoire sauf comptes non approuvés", () => {
    expect(verifier({ dateAg: '' })).toEqual({
      dateAg: ["La date de l'assemblée générale ayant approuvé les comptes est obligatoire."],
    });
    expect(verifier({ dateAg: '', comptesNonApprouves: 'true' })).toEqual({});
  });
  it('montants : virgule acceptée, négatif ou trois décimales refusés, obligatoires', () => {
    expect(verifier({ montantDettes: '-1' })).toEqual({ montantDettes: ['Le montant ne peut pas être négatif.'] });
    expect(verifier({ montantDettes: '1,234' })).toEqual({
      montantDettes: ['Saisissez un montant en euros, avec deux décimales au plus (exemple : 1234,56).'],
    });
    expect(verifier({ montantFondTravaux: '' })).toEqual({ montantFondTravaux: ['Ce champ est obligatoire.'] });
  });
  it('copropriétaires débiteurs : pas plus que de lots', () => {
    expect(verifier({ nbCoproprietairesImpayes: '40' }, { ...base, nbLots: 40 })).toEqual({});
    expect(verifier({ nbCoproprietairesImpayes: '41' }, { ...base, nbLots: 40 })).toEqual({
      nbCoproprietairesImpayes: ['Le nombre de copropriétaires débiteurs ne peut pas dépasser le nombre de lots (40).'],
    });
  });
  it('« pas de données financières » : rien n’est exigé et tout est vidé', () => {
    const r = donneesFinancieresSchema(base).parse({
      donneesFinancieresInconnues: 'true',
      dateAg: '01/01/2020',
      montantDettes: '12',
    });
    expect(r).toMatchObject({ donneesFinancieresInconnues: true, dateAg: null, montantDettes: null, presenceEmployes: null });
  });
  it('exige les réponses oui/non', () => {
    expect(verifier({ presenceEmployes: '', premierExerciceComptable: '', comptesNonApprouves: '' })).toEqual({
      comptesNonApprouves: ['Répondez par oui ou par non.'],
      premierExerciceComptable: ['Répondez par oui ou par non.'],
      presenceEmployes: ['Répondez par oui ou par non.'],
    });
  });
});
