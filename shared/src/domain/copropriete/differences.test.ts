import { describe, expect, it } from 'vitest';
import { differencesDeclarations, LIBELLES_CHAMPS_DECLARATION, type Difference } from './differences.ts';
import { NOMS_BLOCS, type Adresse, type ImmatCopropriete, type Parcelle } from './types.ts';

const adresse = (libelle: string, ajouts: Partial<Adresse> = {}): Adresse => ({
  id: 1,
  type: 'PRINCIPALE',
  geolocalisee: true,
  libelle,
  numero: '12',
  voie: 'rue des Lilas',
  codePostal: '75011',
  commune: 'Paris',
  codeInsee: '75111',
  x: 2.38,
  y: 48.86,
  idBan: '75111_5678_00012',
  idRnb: 'RNB1',
  ...ajouts,
});
const parcelle = (section: string, numero: string, commune = 'Paris'): Parcelle => ({
  id: 3,
  codePostal: '75011',
  commune,
  communeAbsorbee: null,
  codeInsee: '75111',
  prefixe: '000',
  section,
  numero,
  geolocalisee: true,
});

const declaration = (): ImmatCopropriete => ({
  infoRattachement: {
    id: 10,
    adminProvisoire: false,
    dateDebutMandat: '2025-04-01',
    dateFinMandat: '2026-03-31',
    dateTeleversement: '2025-04-02',
    idDocument: 'f0e1d2c3-0000-4000-8000-000000000001',
    justifMandat: 'ref-1',
    nomFichierJustifMandat: 'pv-ag-2025.pdf',
    typeJustifMandat: 'PV_AG',
  },
  identification: {
    adressePrincipale: adresse('12 rue des Lilas 75011 Paris'),
    adresseSecondaire: [],
    dateReglementCopropriete: '1985-06-01',
    idCopropriete: 42,
    nbAful: 0,
    nbAsl: 0,
    nbLots: 40,
    nbLotsHab: 18,
    nbLotsHabBurCom: 20,
    nbLotsStationnement: 20,
    nbUnionsSyndicats: 0,
    nomCopropriete: 'Résidence des Tilleuls',
    numImmatriculationCopropriete: 'AA1234567',
    numImmatriculationCoproprietePrincipale: null,
    parcelle: [parcelle('AB', '0012')],
    residenceService: false,
    siret: null,
    syndicatCooperatif: false,
    syndicatPrincipal: true,
  },
  procedures: {
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
  },
  donneesFinancieres: {
    chargesOperationsCourantes: 85000,
    chargesOperationsExceptionnelles: 12000.5,
    comptesNonApprouves: false,
    dateAg: '2025-05-20',
    dateClotureComptes: '2024-12-31',
    dateDebutExercice: '2024-01-01',
    montantDettes: 4000,
    montantFondTravaux: 15000,
    montantImpayesCoproprietaires: 6500,
    nbCoproprietairesImpayes: 3,
    premierExerciceComptable: false,
    presenceEmployes: false,
    donneesFinancieresInconnues: false,
  },
  donneesTechniques: {
    anneeConstruction: 1985,
    chauffageCollectifUrbain: null,
    classementEnergetique: {
      ETIQ_A: 0,
      ETIQ_B: 0,
      ETIQ_C: 1,
      ETIQ_D: 1,
      ETIQ_E: 0,
      ETIQ_F: 0,
      ETIQ_G: 0,
      ETIQ_NON_DETERMINE: 0,
    },
    classementEnergetiqueComplet: true,
    energieChauffageCollectifNonUrbain: null,
    nbAscenseurs: 1,
    nbBatimentsTotal: 2,
    periodeConstruction: 'DE_1975_A_1993',
    ppt: null,
    pptDate: null,
    pptInscritAG: false,
    typeChauffage: 'INDIVIDUEL',
  },
});

/** A copy of the base declaration with `modifier` applied to it. */
const avec = (modifier: (d: ImmatCopropriete) => void) => {
  const d = declaration();
  modifier(d);
  return d;
};
const resume = (ds: Difference[]) => ds.map((d) => `${d.bloc}.${d.champ}: ${d.avant ?? '∅'} → ${d.apres ?? '∅'}`);

describe('différences entre deux déclarations', () => {
  it('rien quand rien n’a changé, ni quand seuls des champs techniques ont changé', () => {
    expect(differencesDeclarations(declaration(), declaration())).toEqual([]);
    const technique = avec((d) => {
      d.infoRattachement!.id = 11;
      d.infoRattachement!.idDocument = 'autre';
      d.infoRattachement!.justifMandat = 'ref-2';
      d.identification.idCopropriete = 43;
      d.identification.adressePrincipale = adresse('12 rue des Lilas 75011 Paris', {
        x: 2.4,
        y: 48.9,
        idBan: 'x',
        idRnb: 'y',
        id: 9,
      });
      d.identification.parcelle = [{ ...parcelle('AB', '0012'), id: 99 }];
    });
    expect(differencesDeclarations(declaration(), technique)).toEqual([]);
  });

  it('une date change : dd/mm/yyyy, avec le bloc, le chemin et le libellé', () => {
    const apres = avec((d) => {
      d.donneesFinancieres.dateClotureComptes = '2025-12-31';
    });
    expect(differencesDeclarations(declaration(), apres)).toEqual([
      {
        bloc: 'donneesFinancieres',
        champ: 'dateClotureComptes',
        libelle: 'Clôture des comptes',
        avant: '31/12/2024',
        apres: '31/12/2025',
      },
    ]);
  });

  it('booléens Oui/Non, nombres tels quels, listes de codes par leur libellé', () => {
    const apres = avec((d) => {
      d.infoRattachement!.adminProvisoire = true;
      d.infoRattachement!.typeJustifMandat = 'ORDO_NOMINATION';
      d.identification.nbLots = 41;
      d.donneesFinancieres.chargesOperationsExceptionnelles = 13000.75;
      d.donneesFinancieres.presenceEmployes = null;
      d.donneesTechniques.typeChauffage = 'COLLECTIF';
      d.donneesTechniques.chauffageCollectifUrbain = false;
      d.donneesTechniques.energieChauffageCollectifNonUrbain = 'GAZ_NATUREL';
      d.donneesTechniques.periodeConstruction = 'AVANT_1949';
    });
    expect(resume(differencesDeclarations(declaration(), apres))).toEqual([
      'infoRattachement.adminProvisoire: Non → Oui',
      "infoRattachement.typeJustifMandat: Procès-verbal d'assemblée générale → Ordonnance de nomination",
      'identification.nbLots: 40 → 41',
      'donneesFinancieres.chargesOperationsExceptionnelles: 12000.5 → 13000.75',
      'donneesFinancieres.presenceEmployes: Non → ∅',
      'donneesTechniques.typeChauffage: Individuel → Collectif',
      'donneesTechniques.chauffageCollectifUrbain: ∅ → Non',
      'donneesTechniques.energieChauffageCollectifNonUrbain: ∅ → Gaz naturel',
      'donneesTechniques.periodeConstruction: De 1975 à 1993 → Avant 1949',
    ]);
  });

  it('adresses par leur libellé, parcelles « section numéro (commune) », listes comparées en entier', () => {
    const apres = avec((d) => {
      d.identification.adressePrincipale = adresse('14 rue des Lilas 75011 Paris');
      d.identification.adresseSecondaire = [
        adresse('1 impasse du Moulin 75011 Paris', { type: 'SECONDAIRE' }),
        adresse('3 impasse du Moulin 75011 Paris', { type: 'SECONDAIRE' }),
      ];
      d.identification.parcelle = [parcelle('AB', '0012'), parcelle('c', '0034', 'Lyon')];
    });
    expect(differencesDeclarations(declaration(), apres)).toEqual([
      {
        bloc: 'identification',
        champ: 'adressePrincipale',
        libelle: 'Adresse de référence',
        avant: '12 rue des Lilas 75011 Paris',
        apres: '14 rue des Lilas 75011 Paris',
      },
      {
        bloc: 'identification',
        champ: 'adresseSecondaire',
        libelle: 'Adresses secondaires',
        avant: null,
        apres: '1 impasse du Moulin 75011 Paris, 3 impasse du Moulin 75011 Paris',
      },
      {
        bloc: 'identification',
        champ: 'parcelle',
        libelle: 'Parcelles cadastrales',
        avant: 'AB 0012 (Paris)',
        apres: 'AB 0012 (Paris), C 0034 (Lyon)',
      },
    ]);
  });

  it('une adresse sans libellé est rendue par ses parties ; la géolocalisation seule ne compte pas', () => {
    const apres = avec((d) => {
      d.identification.adressePrincipale = adresse('', { geolocalisee: false, numero: '14' });
    });
    expect(resume(differencesDeclarations(declaration(), apres))).toEqual([
      'identification.adressePrincipale: 12 rue des Lilas 75011 Paris → 14 rue des Lilas 75011 Paris',
    ]);
    // the same text typed without a label: no difference
    const memeTexte = avec((d) => {
      d.identification.adressePrincipale = adresse('', { geolocalisee: false });
    });
    expect(differencesDeclarations(declaration(), memeTexte)).toEqual([]);
    const nonLocalisee = avec((d) => {
      d.identification.adressePrincipale!.geolocalisee = false;
    });
    expect(differencesDeclarations(declaration(), nonLocalisee)).toEqual([]);
  });

  it('arrêtés : le drapeau et les dates de chaque type ; un bloc qui n’a que « arrete » est lu par type', () => {
    const apres = avec((d) => {
      d.procedures.flagPerilPartiesCom = true;
      d.procedures.arretePerilParties = [
        { id: 1, type: 'PERIL_PARTIES', dateArrete: '2023-02-01', dateMainLevee: '2024-03-04' },
        { id: 2, type: 'PERIL_PARTIES', dateArrete: '2025-01-15', dateMainLevee: null },
      ];
      d.procedures.arrete = [...d.procedures.arretePerilParties];
      d.procedures.flagMandatAdhoc = true;
      d.procedures.mandatAdHoc = { dateNomination: '2025-02-01', dateFinMission: null };
    });
    expect(resume(differencesDeclarations(declaration(), apres))).toEqual([
      'procedures.flagPerilPartiesCom: Non → Oui',
      'procedures.arretePerilParties: ∅ → du 01/02/2023 (mainlevée le 04/03/2024), du 15/01/2025',
      'procedures.flagMandatAdhoc: Non → Oui',
      'procedures.mandatAdHoc.dateNomination: ∅ → 01/02/2025',
    ]);
    expect(differencesDeclarations(apres, apres)).toEqual([]);
    // the same orders held only in `arrete` (an imported block): no difference
    const seulementArrete = avec((d) => {
      d.procedures.flagPerilPartiesCom = true;
      d.procedures.arrete = apres.procedures.arretePerilParties;
      d.procedures.flagMandatAdhoc = true;
      d.procedures.mandatAdHoc = { dateNomination: '2025-02-01', dateFinMission: null };
    });
    expect(differencesDeclarations(apres, seulementArrete)).toEqual([]);
    const libelle = differencesDeclarations(declaration(), apres).find((d) => d.champ === 'arretePerilParties')?.libelle;
    expect(libelle).toBe('Arrêté de péril sur les parties communes (dates)');
  });

  it('étiquettes énergétiques par étiquette, avec le total', () => {
    const apres = avec((d) => {
      d.donneesTechniques.classementEnergetique.ETIQ_D = 0;
      d.donneesTechniques.classementEnergetique.ETIQ_NON_DETERMINE = 2;
      d.donneesTechniques.nbBatimentsTotal = 3;
      d.donneesTechniques.classementEnergetiqueComplet = false;
    });
    expect(differencesDeclarations(declaration(), apres)).toEqual([
      {
        bloc: 'donneesTechniques',
        champ: 'classementEnergetique.ETIQ_D',
        libelle: "Bâtiments d'étiquette énergétique D",
        avant: '1',
        apres: '0',
      },
      {
        bloc: 'donneesTechniques',
        champ: 'classementEnergetique.ETIQ_NON_DETERMINE',
        libelle: 'Bâtiments sans étiquette énergétique déterminée',
        avant: '0',
        apres: '2',
      },
      { bloc: 'donneesTechniques', champ: 'nbBatimentsTotal', libelle: 'Nombre total de bâtiments', avant: '2', apres: '3' },
      {
        bloc: 'donneesTechniques',
        champ: 'classementEnergetiqueComplet',
        libelle: 'Étiquette énergétique connue pour tous les bâtiments',
        avant: 'Oui',
        apres: 'Non',
      },
    ]);
  });

  it('données financières inconnues : chaque donnée renseignée devient vide', () => {
    const apres = avec((d) => {
      d.donneesFinancieres = {
        chargesOperationsCourantes: null,
        chargesOperationsExceptionnelles: null,
        comptesNonApprouves: null,
        dateAg: null,
        dateClotureComptes: null,
        dateDebutExercice: null,
        montantDettes: null,
        montantFondTravaux: null,
        montantImpayesCoproprietaires: null,
        nbCoproprietairesImpayes: null,
        premierExerciceComptable: null,
        presenceEmployes: null,
        donneesFinancieresInconnues: true,
      };
    });
    const ds = differencesDeclarations(declaration(), apres);
    expect(ds).toHaveLength(13);
    expect(ds[0]).toMatchObject({ champ: 'donneesFinancieresInconnues', avant: 'Non', apres: 'Oui' });
    expect(ds.slice(1).every((d) => d.bloc === 'donneesFinancieres' && d.avant !== null && d.apres === null)).toBe(true);
  });

  it('sans déclaration précédente : chaque champ non vide, avant null', () => {
    const ds = differencesDeclarations(null, declaration());
    expect(ds.every((d) => d.avant === null && d.apres !== null)).toBe(true);
    expect(ds.map((d) => `${d.bloc}.${d.champ}`)).toEqual(
      expect.arrayContaining([
        'infoRattachement.dateDebutMandat',
        'infoRattachement.nomFichierJustifMandat',
        'identification.numImmatriculationCopropriete',
        'identification.nbAful',
        'procedures.flagEquipementsCom',
        'donneesFinancieres.dateAg',
        'donneesTechniques.classementEnergetique.ETIQ_A',
      ]),
    );
    // empty fields are not listed
    const champs = ds.map((d) => d.champ);
    for (const vide of [
      'siret',
      'adresseSecondaire',
      'numImmatriculationCoproprietePrincipale',
      'arreteEquipements',
      'ppt',
      'pptDate',
    ])
      expect(champs).not.toContain(vide);
    expect(ds.find((d) => d.champ === 'numImmatriculationCopropriete')?.apres).toBe('AA1-234-567');
    expect(ds.find((d) => d.champ === 'dateTeleversement')?.apres).toBe('02/04/2025');
    expect(ds.find((d) => d.champ === 'nomFichierJustifMandat')?.apres).toBe('pv-ag-2025.pdf');
  });

  it('un bloc absent (infoRattachement d’un notaire) a tous ses champs vides', () => {
    const notaire = avec((d) => {
      d.infoRattachement = null;
    });
    const ds = differencesDeclarations(declaration(), notaire);
    expect(ds.every((d) => d.bloc === 'infoRattachement' && d.apres === null)).toBe(true);
    expect(ds.map((d) => d.champ)).toEqual([
      'adminProvisoire',
      'dateDebutMandat',
      'dateFinMandat',
      'typeJustifMandat',
      'nomFichierJustifMandat',
      'dateTeleversement',
    ]);
    expect(differencesDeclarations(notaire, notaire)).toEqual([]);
  });

  it('un libellé français pour chaque champ comparé des cinq blocs', () => {
    expect(Object.keys(LIBELLES_CHAMPS_DECLARATION)).toEqual([...NOMS_BLOCS]);
    const base = declaration();
    for (const bloc of NOMS_BLOCS) {
      const attendus = Object.keys(base[bloc]!).filter(
        (k) =>
          ![
            'id',
            'idDocument',
            'justifMandat',
            'idCopropriete',
            'arrete',
            'mandatAdHoc',
            'ordonnanceCarence',
            'classementEnergetique',
          ].includes(k),
      );
      for (const k of attendus) expect(LIBELLES_CHAMPS_DECLARATION[bloc][k], `${bloc}.${k}`).toEqual(expect.any(String));
    }
    expect(LIBELLES_CHAMPS_DECLARATION.procedures['mandatAdHoc.dateFinMission']).toBe(
      'Date de fin de mission du mandataire ad hoc',
    );
    expect(LIBELLES_CHAMPS_DECLARATION.procedures['ordonnanceCarence.dateOrdonnance']).toBe("Date de l'ordonnance de carence");
  });
});
