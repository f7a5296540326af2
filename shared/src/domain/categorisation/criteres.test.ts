import { describe, expect, it } from 'vitest';
import { criteresCategorisationSchema } from '../../schemas/categorisation.ts';
import type { ImmatCopropriete } from '../copropriete/types.ts';
import { FRANCE, lirePerimetre } from './perimetre.ts';
import {
  comparerLignes,
  correspond,
  ligneCategorisation,
  parCompteurs,
  preparer,
  resumeAnalytique,
  vueLigne,
  type ImageCategorisation,
  type LigneCategorisation,
} from './criteres.ts';

const procedures = (p: Partial<ImmatCopropriete['procedures']> = {}): ImmatCopropriete['procedures'] => ({
  arrete: [],
  arreteEquipements: [],
  arreteInsalubriteParties: [],
  arretePerilParties: [],
  arreteSecuriteInsalubriteParties: [],
  flagEquipementsCom: false,
  flagInsalubritePartiesCom: false,
  flagMandatAdhoc: false,
  flagOrdonnanceCarence: false,
  flagPerilPartiesCom: false,
  flagSecuriteInsalubritePartiesCom: false,
  mandatAdHoc: null,
  ordonnanceCarence: null,
  ...p,
});
const finances = (f: Partial<ImmatCopropriete['donneesFinancieres']> = {}): ImmatCopropriete['donneesFinancieres'] => ({
  chargesOperationsCourantes: 80000,
  chargesOperationsExceptionnelles: 20000,
  comptesNonApprouves: false,
  dateAg: null,
  dateClotureComptes: null,
  dateDebutExercice: null,
  montantDettes: 4000,
  montantFondTravaux: 0,
  montantImpayesCoproprietaires: 20000,
  nbCoproprietairesImpayes: 3,
  premierExerciceComptable: false,
  presenceEmployes: false,
  donneesFinancieresInconnues: false,
  ...f,
});
const immat = (p = procedures(), f = finances()) => ({ procedures: p, donneesFinancieres: f }) as ImmatCopropriete;

const image = (ajouts: Partial<ImageCategorisation> = {}): ImageCategorisation => ({
  idCopropriete: 7,
  etat: 'IMMATRICULEE_RATTACHEE',
  immatriculation: 'AB1234567',
  nomCopropriete: 'Résidence Les Érables',
  adresseReference: '3 rue de la Paix 69003 Lyon',
  codePostal: '69003',
  commune: 'Lyon',
  codeInsee: '69383',
  nbLots: 40,
  dateDebutMandat: '2024-03-01T00:00:00.000Z',
  dateFinMandat: '2027-02-28',
  statutMajAnnuelle: 'EN_RETARD',
  publique: { lotsPrincipaux: 30, periodeConstruction: 'DE_1961_A_1974' } as ImageCategorisation['publique'],
  analytique: resumeAnalytique(immat()),
  ...ajouts,
});
const territoires = { region: '84', departement: '69', epci: '200046977', commune: '69123' };
const ligne = (ajouts: Partial<ImageCategorisation> = {}) => ligneCategorisation(image(ajouts), 'PROFESSIONNEL', territoires)!;
const passe = (c: object, l: LigneCategorisation = ligne(), p = FRANCE) =>
  correspond(preparer(criteresCategorisationSchema.parse(c)), l, p);

describe('analytic summary of a declaration', () => {
  it('keeps the procedures under way and the last exercise figures', () => {
    const r = resumeAnalytique(
      immat(
        procedures({
          flagPerilPartiesCom: true,
          arretePerilParties: [{ id: 1, type: 'PERIL_PARTIES', dateArrete: '2023-01-01', dateMainLevee: null }],
          flagEquipementsCom: true,
          arreteEquipements: [{ id: 2, type: 'EQUIPEMENTS', dateArrete: '2020-01-01', dateMainLevee: '2021-01-01' }],
          flagMandatAdhoc: true,
        }),
      ),
    );
    expect(r.procedures).toEqual(['ARRETE_PERIL_PARTIES', 'MANDAT_AD_HOC']);
    expect(r.finances).toEqual({ charges: 100000, impayes: 20000, dettes: 4000, fondsTravaux: 0, coproprietairesDebiteurs: 3 });
    expect(resumeAnalytique(immat(procedures(), finances({ donneesFinancieresInconnues: true }))).finances).toBeNull();
  });
});

describe('categorisation row', () => {
  it('is made for a registered condominium only, with its ad hoc threshold', () => {
    expect(ligneCategorisation(image({ etat: 'BROUILLON' }), 'AUCUN', territoires)).toBeNull();
    expect(ligneCategorisation(image(), 'AUCUN', { ...territoires, departement: null })).toBeNull();
    const l = ligne();
    expect(l).toMatchObject({ id: 7, im: 'AB1234567', dp: '69', rg: '84', ms: 'EN_COURS', dd: '2024-03-01', ti: 0.2, lp: 30 });
    // 20 % of unpaid: under the 25 % threshold of a condominium of 200 lots or less, over the 15 % of a larger one
    expect(l.sa).toBe(false);
    expect(ligne({ nbLots: 250 }).sa).toBe(true);
    expect(vueLigne(l)).toMatchObject({ numeroImmatriculation: 'AB1234567', tauxImpayes: 0.2, procedures: [] });
  });
});

describe('categorisation criteria', () => {
  it('validates in French and treats blanks as no criterion', () => {
    const r = criteresCategorisationSchema.safeParse({ departements: ['6'], dettesMin: 'abc' });
    expect(r.success).toBe(false);
    const messages = r.error!.issues.map((i) => i.message);
    expect(messages).toContain('Code de département invalide (exemple : 69, 2A, 974).');
    expect(messages).toContain('Le montant doit être un nombre positif, en euros.');
    const dates = criteresCategorisationSchema.safeParse({ dateDebutMandat: '2025-01-01', dateFinMandat: '2024-01-01' });
    expect(dates.error!.issues.map((i) => i.message)).toEqual(['La date de début doit précéder la date de fin.']);
    expect(
      criteresCategorisationSchema.parse({ dettesMin: '', immatriculationOuNom: '', majAnnuelleEnRetard: '' }),
    ).toMatchObject({
      dettesMin: undefined,
      immatriculationOuNom: undefined,
      majAnnuelleEnRetard: undefined,
      regions: [],
    });
  });

  it('matches the text on the name (accents and case ignored) or the registration number', () => {
    expect(passe({ immatriculationOuNom: 'erables' })).toBe(true);
    expect(passe({ immatriculationOuNom: 'ab123' })).toBe(true);
    expect(passe({ immatriculationOuNom: 'tilleuls' })).toBe(false);
  });

  it('combines criteria (AND), values of one criterion are alternatives (OR)', () => {
    expect(passe({ tranchesLots: ['T11_49', 'T200'], statut: ['EN_COURS'], typesSyndic: ['PROFESSIONNEL'] })).toBe(true);
    expect(passe({ tranchesLots: ['T2_10'] })).toBe(false);
    expect(passe({ periodesConstruction: ['DE_1961_A_1974'], etatsCopropriete: ['IMMATRICULEE_RATTACHEE'] })).toBe(true);
    expect(passe({ periodesConstruction: ['AVANT_1949'] })).toBe(false);
    expect(passe({ statut: ['EXPIRE', 'AUCUN'] })).toBe(false);
    expect(passe({ majAnnuelleEnRetard: 'oui' })).toBe(true);
    expect(passe({ majAnnuelleEnRetard: 'non' })).toBe(false);
    expect(passe({ dateDebutMandat: '2024-01-01', dateFinMandat: '2027-12-31' })).toBe(true);
    expect(passe({ dateDebutMandat: '2024-06-01' })).toBe(false);
  });

  it('geography: any of the levels, always inside the scope', () => {
    expect(passe({ regions: ['11'], communes: ['69123'] })).toBe(true);
    expect(passe({ departements: ['75'] })).toBe(false);
    expect(passe({}, ligne(), lirePerimetre('REGION', '11'))).toBe(false);
    expect(passe({}, ligne(), lirePerimetre('DEPARTEMENT', '69'))).toBe(true);
  });

  it('geography: a Grand Paris row is in its territory (EPT) and in the Métropole, as the RNIC file names them', () => {
    const montreuil = ligneCategorisation(image({ codeInsee: '93048' }), 'PROFESSIONNEL', {
      region: '11',
      departement: '93',
      epci: '200054781',
      ept: '200057875',
      commune: '93048',
    })!;
    expect(montreuil).toMatchObject({ ep: '200054781', tp: '200057875' });
    expect(passe({ epcis: ['200057875'] }, montreuil)).toBe(true);
    expect(passe({ epcis: ['200054781'] }, montreuil)).toBe(true);
    expect(passe({ epcis: ['200057867'] }, montreuil)).toBe(false); // Plaine Commune
    expect(passe({}, montreuil, lirePerimetre('EPCI', '200057875'))).toBe(true);
    expect(passe({}, montreuil, lirePerimetre('EPCI', '200054781'))).toBe(true);
    expect(passe({}, montreuil, lirePerimetre('EPCI', '200057867'))).toBe(false);
    expect(ligne()).not.toHaveProperty('tp');
  });

  it('procedures and financial indicators; an unknown figure does not match', () => {
    expect(passe({ procedures: ['MANDAT_AD_HOC'] })).toBe(false);
    const l = ligneCategorisation(
      image({ analytique: resumeAnalytique(immat(procedures({ flagOrdonnanceCarence: true }))) }),
      'BENEVOLE',
      territoires,
    )!;
    expect(passe({ procedures: ['MANDAT_AD_HOC', 'ORDONNANCE_CARENCE'] }, l)).toBe(true);
    expect(passe({ dettesMin: '4000', fondsTravauxMax: '0', coproprietairesDebiteursMin: 3 })).toBe(true);
    expect(passe({ dettesMin: 4001 })).toBe(false);
    expect(passe({ impayesAuSeuilAdHoc: 'non' })).toBe(true);
    expect(passe({ impayesAuSeuilAdHoc: 'oui' })).toBe(false);
    const inconnue = ligne({
      analytique: resumeAnalytique(immat(procedures(), finances({ donneesFinancieresInconnues: true }))),
    });
    expect(passe({ impayesAuSeuilAdHoc: 'non' }, inconnue)).toBe(false);
    expect(passe({ dettesMin: 0 }, inconnue)).toBe(false);
  });

  it('sorts by region descending and knows when the counters can answer', () => {
    const a = { ...ligne(), rg: '11', dp: '75' };
    const b = ligne();
    expect([a, b].sort(comparerLignes).map((l) => l.rg)).toEqual(['84', '11']);
    const c = (v: object) => criteresCategorisationSchema.parse(v);
    expect(parCompteurs(c({ regions: ['84'] }), 'DEPARTEMENT')).toBe(true);
    expect(parCompteurs(c({}), 'COMMUNE')).toBe(false);
    expect(parCompteurs(c({ statut: ['EXPIRE'] }), 'REGION')).toBe(false);
    expect(parCompteurs(c({ communes: ['69123'] }), 'REGION')).toBe(false);
  });
});
