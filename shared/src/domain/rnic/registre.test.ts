import { describe, expect, it } from 'vitest';
import { immatCoproprieteBrouillonSchema } from '../../schemas/copropriete/index.ts';
import type { ImmatCopropriete } from '../copropriete/types.ts';
import { EtatCopropriete } from '../enums.ts';
import { MANDATS_RNIC, type CoproprieteRnic } from './ligne.ts';
import {
  type CoproprieteExportee,
  ETATS_PUBLIES,
  blocsDepuisRnic,
  complementsDepuisRnic,
  estPublie,
  etatDepuisMandat,
  mandatDepuisEtat,
  rnicDepuisRegistre,
  separerNumeroVoie,
} from './registre.ts';

const AUJOURDHUI = '2026-05-20';

/** The empty blocks of a declaration, as the server shapes an empty form. */
const blocsVides = (): ImmatCopropriete => immatCoproprieteBrouillonSchema.parse({ infoRattachement: {} });

const COPRO: CoproprieteRnic = {
  immatriculation: 'AA0652685',
  codeInsee: '75111',
  dateImmatriculation: '2019-03-14',
  dateDerniereMaj: '2025-11-02',
  typeSyndic: 'professionnel',
  raisonSociale: 'CABINET DUPONT',
  siret: '41234567800017',
  codeApe: '6832A',
  communeRepresentant: 'Paris',
  mandat: 'Mandat en cours',
  dateFinDernierMandat: '2027-06-30',
  nom: 'Résidence des Lilas',
  adresseReference: '12 bis rue Oberkampf 75011 Paris',
  numeroEtVoie: '12 bis rue Oberkampf',
  codePostal: '75011',
  communeAdresse: 'Paris',
  adressesComplementaires: ['14 rue Oberkampf 75011 Paris', 'Passage Saint-Pierre Amelot 75011 Paris'],
  nbAdressesComplementaires: 4,
  longitude: 2.371432,
  latitude: 48.864716,
  dateReglement: '1962-05-04',
  residenceService: false,
  syndicatCooperatif: false,
  syndicatPrincipal: true,
  immatriculationPrincipal: null,
  nbAsl: 1,
  nbAful: 0,
  nbUnionsSyndicats: 0,
  nbLots: 48,
  nbLotsHabBurCom: 30,
  nbLotsHab: 28,
  nbLotsStationnement: 10,
  periodeConstruction: 'APRES_2011',
  parcelles: [
    { codeInsee: '75111', prefixe: '000', section: 'AB', numero: '0012' },
    { codeInsee: '75111', prefixe: '000', section: 'C', numero: '0007' },
  ],
  nbParcelles: 5,
  zonages: {
    nomQp2015: 'Fontaine au Roi',
    codeQp2015: 'QP075006',
    nomQp2024: 'Fontaine au Roi',
    codeQp2024: 'QN07506M',
    acv: false,
    pvd: false,
    codePdp: null,
    pdp: false,
    aidee: true,
  },
};

/** What the export reads of a condominium imported from a row. */
function importee(c: CoproprieteRnic): CoproprieteExportee {
  const complements = complementsDepuisRnic(c);
  return {
    immatriculation: c.immatriculation,
    etat: etatDepuisMandat(c.mandat).etat,
    codeInsee: c.codeInsee,
    dateImmatriculation: c.dateImmatriculation,
    dateModification: c.dateDerniereMaj,
    dateFinMandat: c.dateFinDernierMandat,
    blocs: blocsDepuisRnic(c, blocsVides()),
    representant: complements.representant,
    complements,
  };
}

describe('état de la copropriété et mandat', () => {
  it.each([
    ['Mandat en cours', 'IMMATRICULEE_RATTACHEE', false],
    ['Pas de mandat en cours', 'IMMATRICULEE_A_RATTACHER', false],
    ['Mandat expiré sans successeur déclaré', 'IMMATRICULEE_RATTACHEMENT_EXPIRE', false],
    ['Mandat expiré avec successeur déclaré', 'IMMATRICULEE_RATTACHEMENT_EXPIRE', true],
    [null, 'IMMATRICULEE_A_RATTACHER', false],
  ] as const)('« %s » donne l’état %s (successeur déclaré : %s)', (mandat, etat, successeurDeclare) => {
    expect(etatDepuisMandat(mandat)).toEqual({ etat, successeurDeclare });
  });

  it('un mandat en cours dont la fin est passée le jour de l’import est expiré, pas avant', () => {
    const jour = { aujourdhui: AUJOURDHUI, dateFin: AUJOURDHUI };
    expect(etatDepuisMandat('Mandat en cours', jour).etat).toBe('IMMATRICULEE_RATTACHEE');
    expect(etatDepuisMandat('Mandat en cours', { ...jour, dateFin: '2026-05-19' }).etat).toBe('IMMATRICULEE_RATTACHEMENT_EXPIRE');
    expect(etatDepuisMandat('Mandat en cours', { ...jour, dateFin: null }).etat).toBe('IMMATRICULEE_RATTACHEE');
  });

  it('la colonne du mandat suit l’état enregistré, jamais les dates seules', () => {
    expect(mandatDepuisEtat('IMMATRICULEE_RATTACHEE', false)).toBe('Mandat en cours');
    expect(mandatDepuisEtat('IMMATRICULEE_RATTACHEMENT_EXPIRE', false)).toBe('Mandat expiré sans successeur déclaré');
    expect(mandatDepuisEtat('IMMATRICULEE_RATTACHEMENT_EXPIRE', true)).toBe('Mandat expiré avec successeur déclaré');
    for (const etat of ['IMMATRICULEE_A_RATTACHER', 'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER', 'DISSOLUTION_EN_COURS'])
      expect(mandatDepuisEtat(etat, false)).toBe('Pas de mandat en cours');
  });

  it('l’état déduit d’un mandat redonne ce mandat', () => {
    for (const m of MANDATS_RNIC) {
      const { etat, successeurDeclare } = etatDepuisMandat(m);
      expect(mandatDepuisEtat(etat, successeurDeclare)).toBe(m);
    }
  });
});

describe('numéro et voie', () => {
  it('sépare « 12 bis rue X » en numéro et voie', () => {
    expect(separerNumeroVoie('12 bis rue X')).toEqual({ numero: '12 bis', voie: 'rue X' });
    expect(separerNumeroVoie('12 rue Oberkampf')).toEqual({ numero: '12', voie: 'rue Oberkampf' });
    expect(separerNumeroVoie('3ter avenue Foch')).toEqual({ numero: '3ter', voie: 'avenue Foch' });
    expect(separerNumeroVoie('7 B chemin des Vignes')).toEqual({ numero: '7 B', voie: 'chemin des Vignes' });
  });

  it('lit un type de voie abrégé d’une lettre comme la voie, pas comme un suffixe du numéro', () => {
    expect(separerNumeroVoie('8 r Victor Hugo')).toEqual({ numero: '8', voie: 'r Victor Hugo' });
    expect(separerNumeroVoie('8 R. Victor Hugo')).toEqual({ numero: '8', voie: 'R. Victor Hugo' });
    expect(separerNumeroVoie('8b r Victor Hugo')).toEqual({ numero: '8b', voie: 'r Victor Hugo' });
    expect(separerNumeroVoie('12 Av du Gal Leclerc')).toEqual({ numero: '12', voie: 'Av du Gal Leclerc' });
  });

  it('garde une adresse sans numéro entière comme voie', () => {
    expect(separerNumeroVoie('rue sans numéro')).toEqual({ numero: null, voie: 'rue sans numéro' });
    expect(separerNumeroVoie('Lieu-dit Les Granges')).toEqual({ numero: null, voie: 'Lieu-dit Les Granges' });
  });

  it('ne donne rien pour une adresse absente', () => {
    expect(separerNumeroVoie(null)).toEqual({ numero: null, voie: null });
    expect(separerNumeroVoie('')).toEqual({ numero: null, voie: null });
  });
});

describe('blocs du registre depuis une ligne', () => {
  const blocs = blocsDepuisRnic(COPRO, blocsVides());

  it('remplit l’identification avec l’adresse de référence géolocalisée, découpée en numéro et voie', () => {
    expect(blocs.identification.adressePrincipale).toEqual({
      id: null,
      type: 'PRINCIPALE',
      geolocalisee: true,
      libelle: '12 bis rue Oberkampf 75011 Paris',
      numero: '12 bis',
      voie: 'rue Oberkampf',
      codePostal: '75011',
      commune: 'Paris',
      codeInsee: '75111',
      x: 2.371432,
      y: 48.864716,
      idBan: null,
      idRnb: null,
    });
    expect(blocs.identification.adresseSecondaire.map((a) => [a.type, a.libelle])).toEqual([
      ['SECONDAIRE', '14 rue Oberkampf 75011 Paris'],
      ['SECONDAIRE', 'Passage Saint-Pierre Amelot 75011 Paris'],
    ]);
  });

  it('une adresse sans coordonnées n’est pas géolocalisée, et son libellé est reconstitué', () => {
    const a = blocsDepuisRnic({ ...COPRO, longitude: null, latitude: null, adresseReference: null }, blocsVides()).identification
      .adressePrincipale;
    expect(a).toMatchObject({ geolocalisee: false, libelle: '12 bis rue Oberkampf 75011 Paris', x: null, y: null });
  });

  it('reprend les lots, les groupements, les parcelles et le numéro d’immatriculation', () => {
    expect(blocs.identification).toMatchObject({
      numImmatriculationCopropriete: 'AA0652685',
      nomCopropriete: 'Résidence des Lilas',
      nbLots: 48,
      nbLotsHabBurCom: 30,
      nbLotsHab: 28,
      nbLotsStationnement: 10,
      nbAsl: 1,
      nbAful: 0,
      nbUnionsSyndicats: 0,
      dateReglementCopropriete: '1962-05-04',
      syndicatPrincipal: true,
    });
    expect(blocs.identification.parcelle.map((p) => [p.codeInsee, p.prefixe, p.section, p.numero, p.geolocalisee])).toEqual([
      ['75111', '000', 'AB', '0012', true],
      ['75111', '000', 'C', '0007', true],
    ]);
  });

  it('des groupements inconnus (NA) restent inconnus, jamais zéro ; le nombre de bâtiments aussi', () => {
    const blocs = blocsDepuisRnic({ ...COPRO, nbAsl: null, nbAful: null, nbUnionsSyndicats: null }, blocsVides());
    expect(blocs.identification).toMatchObject({ nbAsl: null, nbAful: null, nbUnionsSyndicats: null });
    expect(blocs.donneesTechniques.nbBatimentsTotal).toBeNull();
  });

  it('ne prend pas le SIRET du syndic pour celui du syndicat de copropriétaires', () => {
    expect(blocs.identification.siret).toBeNull();
  });

  it('met la période de construction dans le bloc technique et la fin du mandat dans le rattachement', () => {
    expect(blocs.donneesTechniques.periodeConstruction).toBe('APRES_2011');
    expect(blocs.infoRattachement?.dateFinMandat).toBe('2027-06-30');
  });

  it('déclare les données financières inconnues (le fichier n’en porte aucune)', () => {
    expect(blocs.donneesFinancieres).toEqual({ ...blocsVides().donneesFinancieres, donneesFinancieresInconnues: true });
    expect(blocs.procedures).toEqual(blocsVides().procedures);
  });

  it('laisse sans rattachement les blocs d’un notaire', () => {
    const notaire = immatCoproprieteBrouillonSchema.parse({});
    expect(blocsDepuisRnic(COPRO, notaire).infoRattachement ?? null).toBeNull();
  });

  it('ne garde jamais l’identité d’un syndic bénévole, seulement sa commune', () => {
    const complements = complementsDepuisRnic({
      ...COPRO,
      typeSyndic: 'bénévole',
      raisonSociale: 'M. Jean Martin',
      siret: '41234567800017',
      codeApe: '6832A',
      communeRepresentant: 'Montreuil',
    });
    expect(complements.representant).toEqual({
      type: 'bénévole',
      raisonSociale: null,
      siret: null,
      codeApe: null,
      commune: 'Montreuil',
    });
  });

  it('garde les compléments que le registre n’a pas', () => {
    expect(complementsDepuisRnic({ ...COPRO, mandat: 'Mandat expiré avec successeur déclaré' })).toEqual({
      representant: {
        type: 'professionnel',
        raisonSociale: 'CABINET DUPONT',
        siret: '41234567800017',
        codeApe: '6832A',
        commune: 'Paris',
      },
      successeurDeclare: true,
      nbAdressesComplementaires: 4,
      nbParcelles: 5,
      zonages: COPRO.zonages,
    });
    expect(complementsDepuisRnic({ ...COPRO, typeSyndic: null }).representant).toBeNull();
  });
});

describe('ligne publique depuis le registre', () => {
  it('une copropriété importée redonne sa ligne', () => {
    expect(rnicDepuisRegistre(importee(COPRO))).toEqual(COPRO);
  });

  it.each([
    ['Pas de mandat en cours', null],
    ['Mandat expiré sans successeur déclaré', '2024-12-31'],
    ['Mandat expiré avec successeur déclaré', '2024-12-31'],
  ] as const)('une copropriété importée avec « %s » redonne sa ligne', (mandat, fin) => {
    const c: CoproprieteRnic = { ...COPRO, mandat, dateFinDernierMandat: fin };
    expect(rnicDepuisRegistre(importee(c))).toEqual(c);
  });

  it('une copropriété importée au syndic bénévole, secondaire, redonne sa ligne', () => {
    const c: CoproprieteRnic = {
      ...COPRO,
      typeSyndic: 'bénévole',
      raisonSociale: null,
      siret: null,
      codeApe: null,
      communeRepresentant: 'Bastia',
      codeInsee: '2B033',
      syndicatPrincipal: false,
      immatriculationPrincipal: 'AB7654321',
      numeroEtVoie: 'route de la Plage',
      adresseReference: 'route de la Plage 20200 Bastia',
      adressesComplementaires: [],
      nbAdressesComplementaires: 0,
      parcelles: [{ codeInsee: '2B033', prefixe: '012', section: 'AK', numero: '1234' }],
    };
    expect(rnicDepuisRegistre(importee(c))).toEqual(c);
  });

  it('un mandat en cours que le workflow a expiré depuis l’import part expiré', () => {
    const e = { ...importee(COPRO), etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE' };
    expect(rnicDepuisRegistre(e).mandat).toBe('Mandat expiré sans successeur déclaré');
  });

  it('une copropriété déclarée dans le registre : dates sans heure, parcelles normalisées, comptes tirés des blocs', () => {
    const blocs = blocsVides();
    blocs.identification = {
      ...blocs.identification,
      nomCopropriete: 'Le Clos',
      adressePrincipale: {
        id: 1,
        type: 'PRINCIPALE',
        geolocalisee: true,
        libelle: '5 rue de la Paix 69002 Lyon',
        numero: '5',
        voie: 'rue de la Paix',
        codePostal: '69002',
        commune: 'Lyon',
        codeInsee: '69382',
        x: 4.83,
        y: 45.76,
        idBan: '69382_1234_00005',
        idRnb: null,
      },
      adresseSecondaire: [],
      parcelle: [
        {
          id: 1,
          codePostal: null,
          commune: null,
          communeAbsorbee: null,
          codeInsee: '69382',
          prefixe: '',
          section: 'ab',
          numero: '12',
          geolocalisee: true,
        },
        {
          id: 2,
          codePostal: null,
          commune: null,
          communeAbsorbee: null,
          codeInsee: '69382',
          prefixe: '000',
          section: null,
          numero: null,
          geolocalisee: false,
        },
      ],
      dateReglementCopropriete: '1990-01-15T00:00:00.000Z',
    };
    const r = rnicDepuisRegistre({
      immatriculation: 'AB1234567',
      etat: 'IMMATRICULEE_RATTACHEE',
      codeInsee: null,
      dateImmatriculation: '2024-02-03T10:11:12.000Z',
      dateModification: '2025-01-01T00:00:00.000Z',
      dateFinMandat: '2027-01-01T00:00:00.000Z',
      blocs,
      representant: {
        type: 'professionnel',
        raisonSociale: 'SYNDIC LYON',
        siret: '41234567800017',
        codeApe: '68.32A',
        commune: 'Lyon',
      },
      complements: null,
    });
    expect(r).toMatchObject({
      codeInsee: '69382',
      dateImmatriculation: '2024-02-03',
      dateDerniereMaj: '2025-01-01',
      dateFinDernierMandat: '2027-01-01',
      dateReglement: '1990-01-15',
      mandat: 'Mandat en cours',
      numeroEtVoie: '5 rue de la Paix',
      codeApe: '6832A',
      parcelles: [{ codeInsee: '69382', prefixe: '000', section: 'AB', numero: '0012' }],
      nbParcelles: 2,
      nbAdressesComplementaires: 0,
      zonages: { nomQp2015: null, acv: null, aidee: null },
    });
  });

  it('ne publie rien de l’identité d’un syndic bénévole du registre', () => {
    const r = rnicDepuisRegistre({
      ...importee(COPRO),
      representant: {
        type: 'bénévole',
        raisonSociale: 'M. Jean Martin',
        siret: '41234567800017',
        codeApe: '6832A',
        commune: 'Vincennes',
      },
    });
    expect(r).toMatchObject({
      typeSyndic: 'bénévole',
      raisonSociale: null,
      siret: null,
      codeApe: null,
      communeRepresentant: 'Vincennes',
    });
  });
});

describe('copropriétés publiées', () => {
  it.each(EtatCopropriete.values)('%s', (etat) => {
    const publie = (ETATS_PUBLIES as readonly string[]).includes(etat);
    expect(estPublie(etat, 'AA0652685')).toBe(publie);
    expect(estPublie(etat, null)).toBe(false);
    expect(estPublie(etat, undefined)).toBe(false);
    expect(estPublie(etat, '')).toBe(false);
  });

  it('publie les copropriétés immatriculées, rattachées ou non, et celles en dissolution', () => {
    expect(EtatCopropriete.values.filter((e) => estPublie(e, 'AA0652685'))).toEqual([
      'IMMATRICULEE_A_RATTACHER',
      'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
      'IMMATRICULEE_RATTACHEE',
      'IMMATRICULEE_RATTACHEMENT_EXPIRE',
      'DISSOLUTION_EN_COURS_DE_VALIDATION',
      'DISSOLUTION_A_VALIDER',
      'DISSOLUTION_EN_COURS',
    ]);
  });
});
