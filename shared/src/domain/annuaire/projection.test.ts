import { describe, expect, it } from 'vitest';
import { FICHE_PUBLIQUE_CHAMPS } from '../../schemas/annuaire.ts';
import { dimensionsDe, fichePublique, ligneDeFiche, trancheDe, type ImageAnnuaire } from './projection.ts';
import { cellulesDe, cellulesPeriode, periodesDe } from './statistiques.ts';

const image: ImageAnnuaire = {
  idCopropriete: 42,
  etat: 'IMMATRICULEE_RATTACHEE',
  immatriculation: 'AB1234567',
  nomCopropriete: 'Résidence des Lilas',
  adresseReference: '12 Rue des Lilas 75002 Paris',
  codePostal: '75002',
  commune: 'Paris',
  codeInsee: '75102',
  nbLots: 40,
  nbBatiments: 2,
  dateDebutMandat: '2026-01-01',
  dateFinMandat: '2027-01-01',
  statutMajAnnuelle: 'FAITE',
  exerciceNonApprouve: false,
  dateImmatriculation: '2026-05-12T10:00:00.000Z',
  publique: {
    numero: '12',
    voie: 'Rue des Lilas',
    x: 2.33,
    y: 48.87,
    idBan: '75102_1234_00012',
    lotsPrincipaux: 30,
    lotsHabitation: 28,
    lotsStationnement: 10,
    periodeConstruction: 'DE_1961_A_1974',
    residenceService: false,
    syndicatCooperatif: false,
    syndicatPrincipal: null,
    immatriculationPrincipale: null,
    adressesSecondaires: [],
    parcelles: [{ codeInsee: '75102', prefixe: '000', section: 'AB', numero: '12' }],
  },
};

describe('fiche publique', () => {
  it('porte exactement les champs publics : aucune personne, aucun courriel, aucune donnée financière', () => {
    expect(FICHE_PUBLIQUE_CHAMPS).toEqual([
      'adressePrincipale',
      'adressesSecondaires',
      'codeInsee',
      'codePostal',
      'commune',
      'dateFinMandat',
      'dateImmatriculation',
      'etat',
      'idCopropriete',
      'majAnnuelle',
      'nom',
      'nomSyndicProfessionnel',
      'nombreBatiments',
      'nombreLots',
      'nombreLotsHabitation',
      'nombreLotsPrincipaux',
      'nombreLotsStationnement',
      'numeroImmatriculation',
      'numeroImmatriculationPrincipale',
      'parcelles',
      'periodeConstruction',
      'residenceService',
      'statutCopropriete',
      'statutMandat',
      'statutRattachement',
      'syndicatCooperatif',
      'syndicatPrincipal',
      'typeSyndic',
      'x',
      'y',
    ]);
    const f = fichePublique(image, { type: 'PROFESSIONNEL', nom: 'Cabinet Martin' })!;
    expect(Object.keys(f).sort()).toEqual(FICHE_PUBLIQUE_CHAMPS);
    expect(f).toMatchObject({
      statutCopropriete: 'Immatriculée et rattachée',
      periodeConstruction: 'De 1961 à 1974',
      nomSyndicProfessionnel: 'Cabinet Martin',
      statutMandat: 'EN_COURS',
      majAnnuelle: 'Faite',
      dateImmatriculation: '2026-05-12',
    });
  });

  it('ne nomme jamais un syndic bénévole, et ne publie ni brouillon, ni dissoute, ni supprimée', () => {
    expect(fichePublique(image, { type: 'BENEVOLE', nom: 'Jean Dupont' })!.nomSyndicProfessionnel).toBeNull();
    for (const etat of [
      'BROUILLON',
      'DISSOUTE',
      'SUPPRIMEE',
      'IMMATRICULATION_ET_RATTACHEMENT_A_VALIDER',
      'IMMATRICULATION_ANNULEE',
    ])
      expect(fichePublique({ ...image, etat }, { type: 'AUCUN', nom: null })).toBeNull();
    expect(fichePublique({ ...image, immatriculation: undefined }, { type: 'AUCUN', nom: null })).toBeNull();
  });

  it('la ligne de liste ne dit pas qui tient la copropriété', () => {
    expect(ligneDeFiche(fichePublique(image, { type: 'PROFESSIONNEL', nom: 'X' })!).idTeledeclarantCourant).toBeNull();
  });
});

describe('statistiques : ce que compte une copropriété', () => {
  it('tranches de lots principaux', () => {
    expect([null, 0, 1, 2, 10, 11, 49, 50, 199, 200, 1000].map(trancheDe)).toEqual([
      'TNR',
      'TNR',
      'TNR',
      'T2_10',
      'T2_10',
      'T11_49',
      'T11_49',
      'T50_199',
      'T50_199',
      'T200',
      'T200',
    ]);
  });

  it('dimensions, territoires et périodes', () => {
    const f = fichePublique(image, { type: 'PROFESSIONNEL', nom: 'X' })!;
    expect(dimensionsDe(f, 'DE_1961_A_1974')).toEqual({
      n: 1,
      lots: 40,
      lp: 30,
      t_T11_49: 1,
      lt_T11_49: 40,
      p_DE_1961_A_1974: 1,
      s_PROFESSIONNEL: 1,
      m_EN_COURS: 1,
      maj_FAITE: 1,
      gx: 1,
      sx: 2.33,
      sy: 48.87,
      e_IMMATRICULEE_RATTACHEE: 1,
    });
    // not geolocated: counted without a position
    expect(dimensionsDe({ ...f, x: null, y: null }, null)).not.toHaveProperty('gx');
    // a secondary syndicate is counted apart, and nothing else but its state (the directory's totals by state)
    expect(dimensionsDe({ ...f, numeroImmatriculationPrincipale: 'AA0000001' }, null)).toEqual({
      sec: 1,
      e_IMMATRICULEE_RATTACHEE: 1,
    });
    expect(periodesDe('2026-05-12')).toEqual(['TOUT', 'T2026-2']);
    expect(cellulesPeriode(2026)).toEqual(['T2026-1', 'T2026-2', 'T2026-3', 'T2026-4']);
    expect(cellulesPeriode(2026, 3)).toEqual(['T2026-3']);
    expect(cellulesPeriode()).toEqual(['TOUT']);
    expect(periodesDe(null)).toEqual(['TOUT']);
    // [issue 23] France, the department and the commune: a region's and an EPCI's figures are their members' sum
    expect(
      cellulesDe({ region: '11', departement: '93', epci: '200054781', ept: '200057875', commune: '93048' }, '2016-12-05').map(
        (c) => `${c.territoire} ${c.periode}`,
      ),
    ).toEqual([
      'FRANCE#FR TOUT',
      'FRANCE#FR T2016-4',
      'DEPARTEMENT#93 TOUT',
      'DEPARTEMENT#93 T2016-4',
      'COMMUNE#93048 TOUT',
      'COMMUNE#93048 T2016-4',
    ]);
  });
});
