import { describe, expect, it } from 'vitest';
import type { DetailMandatCopro, MandatDto } from '@registre/shared/schemas/mandats';
import {
  aideDebutRenouvellement,
  corpsRenouvellement,
  formulaireRenouvellementSchema,
  MESSAGE_DECLARATION_RENOUVELLEMENT,
  raisonNonRenouvelable,
  valeursInitiales,
  type FormulaireRenouvellement,
} from './renouvellement.ts';

const AUJOURDHUI = '2026-11-21';
const mandat = (m: Partial<MandatDto> = {}): MandatDto => ({
  idMandat: 7,
  idCopropriete: 3,
  immatriculation: 'AA1234567',
  nomCopropriete: 'Les Acacias',
  idTeledeclarant: 1001,
  raisonSociale: 'Syndic',
  statut: 'EXPIRE',
  dateDebut: '2025-11-01',
  dateFin: '2026-10-31',
  adminProvisoire: false,
  typeJustif: 'PV_AG',
  nomFichier: 'pv.pdf',
  dateTeleversement: null,
  dateCreation: '2025-11-01T10:00:00.000Z',
  version: 1,
  ...m,
});
const detail = (d: Partial<DetailMandatCopro> = {}): DetailMandatCopro => ({
  infoCopro: {
    idCopropriete: 3,
    immatriculation: 'AA1234567',
    nomCopropriete: 'Les Acacias',
    adresseReference: '1 rue des Lilas',
    codePostal: '75001',
    commune: 'Paris',
  },
  infoMandatRattachement: mandat(),
  mandatCoproStatus: 'EXPIRE',
  isSuccessorDeclared: false,
  previousArchivedMandat: null,
  previousStartDateMandat: null,
  syndicProvisoire: false,
  statut: 'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  renouvelable: true,
  renouvellementEnCours: null,
  ...d,
});

describe('renouvellement du mandat', () => {
  const schema = formulaireRenouvellementSchema({ aujourdhui: AUJOURDHUI, finMandatPrecedent: '2026-10-31' });
  const valide: FormulaireRenouvellement = {
    adminProvisoire: 'false',
    dateDebutMandat: '01/11/2026',
    dateFinMandat: '31/10/2027',
    typeJustifMandat: 'PV_AG',
    declarationHonneur: true,
  };
  const erreurs = (v: object) => {
    const r = schema.safeParse(v);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('le nouveau mandat commence après la fin de celui qu’il renouvelle, même après aujourd’hui', () => {
    expect(erreurs(valide)).toEqual({});
    expect(erreurs({ ...valide, dateDebutMandat: '31/10/2026' }).dateDebutMandat).toMatch(
      /après la fin du mandat précédent \(31\/10\/2026\)/,
    );
    expect(erreurs({ ...valide, dateDebutMandat: '22/11/2026', dateFinMandat: '21/11/2027' })).toEqual({});
    expect(erreurs({ ...valide, dateFinMandat: '20/11/2026' }).dateFinMandat).toBeDefined();
  });

  it('renouvelé avant sa fin : début au lendemain de la fin, dans le futur, sans erreur contradictoire', () => {
    const avant = formulaireRenouvellementSchema({ aujourdhui: AUJOURDHUI, finMandatPrecedent: '2027-01-31' });
    const messages = (v: object) => {
      const r = avant.safeParse(v);
      return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(messages({ ...valide, dateDebutMandat: '01/02/2027', dateFinMandat: '31/01/2028' })).toEqual([]);
    expect(messages({ ...valide, dateDebutMandat: '31/01/2027', dateFinMandat: '30/01/2028' })).toEqual([
      'dateDebutMandat: Le nouveau mandat doit commencer après la fin du mandat précédent (31/01/2027).',
    ]);
    expect(messages({ ...valide, dateDebutMandat: '01/02/2027', dateFinMandat: '31/01/2030' })).toEqual([
      'dateFinMandat: La durée du mandat doit être inférieure à 3 ans.',
    ]);
    expect(aideDebutRenouvellement('2027-01-31')).toBe(
      "le 01/02/2027 au plus tôt (lendemain de la fin du mandat renouvelé, le 31/01/2027), même s'il est à venir",
    );
  });

  it('type de justificatif selon l’administrateur provisoire, déclaration sur l’honneur obligatoire', () => {
    expect(erreurs({ ...valide, adminProvisoire: 'true' }).typeJustifMandat).toMatch(/ordonnance de nomination/);
    expect(erreurs({ ...valide, declarationHonneur: false }).declarationHonneur).toBe(MESSAGE_DECLARATION_RENOUVELLEMENT);
    expect(Object.keys(erreurs({ declarationHonneur: false }))).toEqual(
      expect.arrayContaining(['adminProvisoire', 'dateDebutMandat', 'dateFinMandat', 'typeJustifMandat', 'declarationHonneur']),
    );
  });

  it('formulaire prérempli avec la qualité et le type de justificatif du mandat renouvelé ; corps multipart', () => {
    expect(valeursInitiales(detail())).toEqual({
      adminProvisoire: 'false',
      dateDebutMandat: '',
      dateFinMandat: '',
      typeJustifMandat: 'PV_AG',
      declarationHonneur: false,
    });
    expect(valeursInitiales(undefined).adminProvisoire).toBe('');
    expect(corpsRenouvellement(3, valide, ['MANDAT_DUREE_DIFFERENTE_12_MOIS'], 'abc')).toEqual({
      idCopropriete: 3,
      adminProvisoire: 'false',
      dateDebutMandat: '01/11/2026',
      dateFinMandat: '31/10/2027',
      typeJustifMandat: 'PV_AG',
      confirmations: '["MANDAT_DUREE_DIFFERENTE_12_MOIS"]',
      declarationHonneur: 'true',
      idDocument: 'abc',
    });
  });

  it('explique pourquoi le renouvellement n’est pas possible', () => {
    expect(raisonNonRenouvelable(detail(), AUJOURDHUI)).toBeNull();
    const enCours = raisonNonRenouvelable(
      detail({
        renouvelable: false,
        renouvellementEnCours: mandat({ statut: 'A_VALIDER', dateDebut: '2026-11-01', dateFin: '2027-10-31' }),
      }),
      AUJOURDHUI,
    );
    expect(enCours?.titre).toBe('Un renouvellement est déjà en cours');
    expect(enCours?.description).toMatch(/du 01\/11\/2026 au 31\/10\/2027.*« Demande effectuée »/);
    expect(raisonNonRenouvelable(detail({ renouvelable: false, infoMandatRattachement: null }), AUJOURDHUI)?.titre).toBe(
      'Aucun mandat à renouveler',
    );
    expect(
      raisonNonRenouvelable(detail({ renouvelable: false, statut: 'DISSOLUTION_A_VALIDER' }), AUJOURDHUI)?.description,
    ).toMatch(/Dissolution à valider/);
    expect(raisonNonRenouvelable(detail({ renouvelable: false }), AUJOURDHUI)?.description).toMatch(
      /attend la décision du teneur/,
    );
  });
});
