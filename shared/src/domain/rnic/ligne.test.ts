import { describe, expect, it } from 'vitest';
import { COLONNES_RNIC, lireEntete } from './colonnes.ts';
import {
  type CoproprieteRnic,
  IDENTITE_NON_PARTAGEE,
  MANDATS_RNIC,
  type TerritoireRnic,
  type ValeursLigne,
  ecrireLigne,
  lireLigne,
  texte,
  valeursParColonne,
} from './ligne.ts';

const AUJOURDHUI = '2026-05-20';

/** A row of a professional syndic as the 2023 – early 2026 file writes it, every column filled. */
const LIGNE_PRO: Required<ValeursLigne> = {
  epci: '200054781',
  commune: '75111',
  numero_d_immatriculation: 'AA0652685',
  date_d_immatriculation: '2019-03-14',
  date_de_la_derniere_maj: '2025-11-02',
  type_de_syndic_benevole_professionnel_non_connu: 'professionnel',
  identification_du_representant_legal_raison_sociale_et_le_numer: 'CABINET DUPONT 41234567800017',
  raison_sociale_du_representant_legal: 'CABINET DUPONT ',
  siret_du_representant_legal: '41234567800017',
  code_ape: '6832A',
  commune_du_representant_legal: 'Paris',
  mandat_en_cours_dans_la_copropriete: 'Mandat en cours',
  date_de_fin_du_dernier_mandat: '2027-06-30',
  nom_d_usage_de_la_copropriete: 'Résidence des Lilas',
  adresse_de_reference: '12 bis rue Oberkampf 75011 Paris',
  numero_et_voie_adresse_de_reference: '12 bis rue Oberkampf',
  code_postal_adresse_de_reference: '75011',
  commune_adresse_de_reference: 'Paris',
  adresse_complementaire_1: '14 rue Oberkampf 75011 Paris',
  adresse_complementaire_2: 'non connu',
  adresse_complementaire_3: 'non connu',
  nombre_d_adresses_complementaires: '1',
  long: '2.371432',
  lat: '48.864716',
  date_du_reglement_de_copropriete: '1962-05-04',
  residence_service: 'non',
  syndicat_cooperatif: 'non',
  syndicat_principal_ou_syndicat_secondaire: 'oui',
  si_secondaire_n_d_immatriculation_du_principal: 'non connu',
  nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta: '0',
  nombre_d_aful_auxquelles_est_rattache_le_syndicat_de_copropriet: '0',
  nombre_d_unions_de_syndicats_auxquelles_est_rattache_le_syndica: '0',
  nombre_total_de_lots: '48',
  nombre_total_de_lots_a_usage_d_habitation_de_bureaux_ou_de_comm: '30',
  nombre_de_lots_a_usage_d_habitation: '28',
  nombre_de_lots_de_stationnement: '10',
  periode_de_construction: 'DE_1961_A_1974',
  reference_cadastrale_1: '75111000AB0012',
  code_insee_commune_1: '75111',
  prefixe_1: '000',
  section_1: 'AB',
  numero_parcelle_1: '0012',
  reference_cadastrale_2: 'non connu',
  code_insee_commune_2: 'non connu',
  prefixe_2: 'non connu',
  section_2: 'non connu',
  numero_parcelle_2: 'non connu',
  reference_cadastrale_3: 'non connu',
  code_insee_commune_3: 'non connu',
  prefixe_3: 'non connu',
  section_3: 'non connu',
  numero_parcelle_3: 'non connu',
  nombre_de_parcelles_cadastrales: '1',
  nom_qp_2015: '',
  code_qp_2015: '',
  nom_qp_2024: '',
  code_qp_2024: '',
  copro_dans_acv: 'Non',
  copro_dans_pvd: 'Non',
  code_de_pdp: '',
  copro_dans_pdp: '0',
  copro_aidee: 'Non',
  code_officiel_commune: '75056',
  nom_officiel_commune: 'Paris',
  code_officiel_arrondissement_commune: '75111',
  nom_officiel_arrondissement_commune: 'Paris 11e Arrondissement',
  code_officiel_epci: '200054781',
  nom_officiel_epci: 'Métropole du Grand Paris',
  code_officiel_departement: '75',
  nom_officiel_departement: 'Paris',
  code_officiel_region: '11',
  nom_officiel_region: 'Île-de-France',
};

/** The same row with some cells changed. */
const ligne = (ajouts: ValeursLigne = {}): ValeursLigne => ({ ...LIGNE_PRO, ...ajouts });

/** Reads a row that must load. */
function lue(ajouts: ValeursLigne = {}): CoproprieteRnic {
  const r = lireLigne(ligne(ajouts), AUJOURDHUI);
  if (!r.ok) throw new Error(r.raison);
  return r.copropriete;
}

/** The reject reason of a row that must not load. */
function rejet(ajouts: ValeursLigne): string {
  const r = lireLigne(ligne(ajouts), AUJOURDHUI);
  if (r.ok) throw new Error('ligne chargée à tort');
  return r.raison;
}

const zonagesVides = {
  nomQp2015: null,
  codeQp2015: null,
  nomQp2024: null,
  codeQp2024: null,
  acv: null,
  pvd: null,
  codePdp: null,
  pdp: null,
  aidee: null,
};

const TERRITOIRE: TerritoireRnic = {
  epci: '200054781',
  codeCommune: '75056',
  nomCommune: 'Paris',
  codeArrondissement: '75111',
  nomArrondissement: 'Paris 11e Arrondissement',
  codeEpci: '200054781',
  nomEpci: 'Métropole du Grand Paris',
  codeDepartement: '75',
  nomDepartement: 'Paris',
  codeRegion: '11',
  nomRegion: 'Île-de-France',
};

const TERRITOIRE_INCONNU: TerritoireRnic = {
  epci: null,
  codeCommune: null,
  nomCommune: null,
  codeArrondissement: null,
  nomArrondissement: null,
  codeEpci: null,
  nomEpci: null,
  codeDepartement: null,
  nomDepartement: null,
  codeRegion: null,
  nomRegion: null,
};

/** The model of LIGNE_PRO. */
const COPRO_PRO: CoproprieteRnic = {
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
  adressesComplementaires: ['14 rue Oberkampf 75011 Paris'],
  nbAdressesComplementaires: 1,
  longitude: 2.371432,
  latitude: 48.864716,
  dateReglement: '1962-05-04',
  residenceService: false,
  syndicatCooperatif: false,
  syndicatPrincipal: true,
  immatriculationPrincipal: null,
  nbAsl: 0,
  nbAful: 0,
  nbUnionsSyndicats: 0,
  nbLots: 48,
  nbLotsHabBurCom: 30,
  nbLotsHab: 28,
  nbLotsStationnement: 10,
  periodeConstruction: 'DE_1961_A_1974',
  parcelles: [{ codeInsee: '75111', prefixe: '000', section: 'AB', numero: '0012' }],
  nbParcelles: 1,
  zonages: { ...zonagesVides, acv: false, pvd: false, pdp: false, aidee: false },
};

describe('lecture d’une ligne du fichier RNIC', () => {
  it('charge une ligne complète d’un syndic professionnel', () => {
    expect(lue()).toEqual(COPRO_PRO);
  });

  it('lit une ligne à travers l’en-tête réel : marque d’ordre, guillemets et colonne d’index', () => {
    const entete = lireEntete(['', ...COLONNES_RNIC.map((c, i) => (i === 0 ? `\uFEFF"${c}"` : `"${c}"`))]);
    if (!entete.ok) throw new Error(entete.message);
    const champs = ['1', ...COLONNES_RNIC.map((c) => LIGNE_PRO[c])];
    expect(lireLigne(valeursParColonne(champs, entete.positions), AUJOURDHUI)).toEqual({ ok: true, copropriete: COPRO_PRO });
  });

  describe('valeurs manquantes', () => {
    it.each(['non connu', 'Non connu', 'non renseigné', 'NON RENSEIGNE', 'NA', '', '   '])(
      '« %s » est une valeur absente',
      (v) => {
        expect(texte(v)).toBeNull();
        expect(lue({ nom_d_usage_de_la_copropriete: v, code_postal_adresse_de_reference: v }).nom).toBeNull();
        expect(lue({ nombre_total_de_lots: v }).nbLots).toBeNull();
        expect(lue({ date_de_fin_du_dernier_mandat: v }).dateFinDernierMandat).toBeNull();
        expect(lue({ long: v, lat: v })).toMatchObject({ longitude: null, latitude: null });
        expect(lue({ residence_service: v }).residenceService).toBeNull();
      },
    );

    it('une colonne absente du fichier est une valeur absente', () => {
      const r = lireLigne({ numero_d_immatriculation: 'AA0652685', commune: '75111' }, AUJOURDHUI);
      expect(r.ok && r.copropriete).toMatchObject({ nom: null, nbLots: null, typeSyndic: null, parcelles: [] });
    });

    it('les adresses complémentaires « non connu » ne sont pas gardées', () => {
      expect(lue({ adresse_complementaire_1: 'non connu', adresse_complementaire_2: 'Allée B' }).adressesComplementaires).toEqual(
        ['Allée B'],
      );
    });

    it('une raison sociale perd son espace final', () => {
      expect(lue({ raison_sociale_du_representant_legal: '  FONCIA  PARIS ' }).raisonSociale).toBe('FONCIA PARIS');
    });
  });

  describe('dates', () => {
    it('accepte une date ISO', () => {
      expect(lue({ date_d_immatriculation: '2023-05-12' }).dateImmatriculation).toBe('2023-05-12');
    });
    it('accepte une date ISO avec une heure, sans garder l’heure', () => {
      expect(lue({ date_de_la_derniere_maj: '2025-11-02T08:15:00' }).dateDerniereMaj).toBe('2025-11-02');
      expect(lue({ date_de_la_derniere_maj: '2025-11-02 08:15:00' }).dateDerniereMaj).toBe('2025-11-02');
    });
    it('accepte une date jj/mm/aaaa', () => {
      expect(lue({ date_du_reglement_de_copropriete: '04/05/1962' }).dateReglement).toBe('1962-05-04');
    });
    it('rejette une date impossible avec une raison en français', () => {
      expect(rejet({ date_d_immatriculation: '2023-02-30' })).toBe("Date d'immatriculation inexistante (« 2023-02-30 »)");
      expect(rejet({ date_du_reglement_de_copropriete: '31/04/1990' })).toBe(
        'Date du règlement de copropriété inexistante (« 31/04/1990 »)',
      );
    });
    it('rejette une date illisible avec une raison en français', () => {
      expect(rejet({ date_d_immatriculation: '12 mars 2023' })).toBe("Date d'immatriculation illisible (« 12 mars 2023 »)");
      expect(rejet({ date_de_fin_du_dernier_mandat: '2023/05/12' })).toBe(
        'Date de fin du dernier mandat illisible (« 2023/05/12 »)',
      );
    });
    it('rejette une date d’immatriculation dans le futur, pas celle du jour', () => {
      expect(rejet({ date_d_immatriculation: '2026-05-21' })).toBe("Date d'immatriculation dans le futur");
      expect(lue({ date_d_immatriculation: AUJOURDHUI }).dateImmatriculation).toBe(AUJOURDHUI);
    });
  });

  describe('nombres', () => {
    it('lit un entier écrit « 12 » ou « 12.0 »', () => {
      expect(lue({ nombre_de_lots_de_stationnement: '12' }).nbLotsStationnement).toBe(12);
      expect(lue({ nombre_de_lots_de_stationnement: '12.0' }).nbLotsStationnement).toBe(12);
    });
    it('rejette un entier négatif ou du texte', () => {
      expect(rejet({ nombre_total_de_lots: '-3' })).toBe("Le nombre total de lots n'est pas un nombre entier positif (« -3 »)");
      expect(rejet({ nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta: 'deux' })).toBe(
        "Le nombre d'ASL n'est pas un nombre entier positif (« deux »)",
      );
      expect(rejet({ nombre_de_lots_de_stationnement: '2.5' })).toBe(
        "Le nombre de lots de stationnement n'est pas un nombre entier positif (« 2.5 »)",
      );
    });
    it('lit des coordonnées décimales écrites avec une virgule', () => {
      expect(lue({ long: '2,371432', lat: '48,864716' })).toMatchObject({ longitude: 2.371432, latitude: 48.864716 });
    });
    it('rejette des coordonnées hors du globe ou illisibles', () => {
      expect(rejet({ long: '200' })).toBe('Longitude hors limites (« 200 »)');
      expect(rejet({ lat: 'quarante-huit' })).toBe('Latitude hors limites (« quarante-huit »)');
    });
  });

  describe('oui / non', () => {
    it.each([
      ['oui', true],
      ['Oui', true],
      ['OUI', true],
      ['1', true],
      ['non', false],
      ['Non', false],
      ['0', false],
    ])('« %s » se lit %s', (v, attendu) => {
      expect(lue({ residence_service: v, copro_dans_pdp: v, copro_aidee: v })).toMatchObject({
        residenceService: attendu,
        zonages: { pdp: attendu, aidee: attendu },
      });
    });
    it('oui = syndicat principal, non = secondaire rattaché à son principal', () => {
      expect(
        lue({ syndicat_principal_ou_syndicat_secondaire: 'non', si_secondaire_n_d_immatriculation_du_principal: 'AB1234567' }),
      ).toMatchObject({ syndicatPrincipal: false, immatriculationPrincipal: 'AB1234567' });
    });
    it('rejette une valeur qui n’est ni oui ni non', () => {
      expect(rejet({ syndicat_cooperatif: 'peut-être' })).toBe("Syndicat coopératif : « peut-être » n'est ni oui ni non");
    });
  });

  describe('période de construction', () => {
    it('A_COMPTER_DE_2011 est la période « après 2011 »', () => {
      expect(lue({ periode_de_construction: 'A_COMPTER_DE_2011' }).periodeConstruction).toBe('APRES_2011');
    });
    it.each(['AVANT_1949', 'DE_1949_A_1960', 'DE_1994_A_2000', 'DE_2001_A_2010', 'NON_CONNUE'] as const)(
      '%s est lue telle quelle',
      (p) => {
        expect(lue({ periode_de_construction: p }).periodeConstruction).toBe(p);
      },
    );
    it('« non renseigné » est une période absente', () => {
      expect(lue({ periode_de_construction: 'non renseigné' }).periodeConstruction).toBeNull();
    });
    it('rejette une période inconnue', () => {
      expect(rejet({ periode_de_construction: 'DE_2012_A_2020' })).toBe('Période de construction inconnue (« DE_2012_A_2020 »)');
    });
  });

  describe('syndic et mandat', () => {
    it('lit les types professionnel, bénévole et non connu', () => {
      expect(lue({ type_de_syndic_benevole_professionnel_non_connu: 'professionnel' }).typeSyndic).toBe('professionnel');
      expect(lue({ type_de_syndic_benevole_professionnel_non_connu: 'bénévole' }).typeSyndic).toBe('bénévole');
      expect(lue({ type_de_syndic_benevole_professionnel_non_connu: 'non connu' }).typeSyndic).toBeNull();
    });
    it('rejette un type de syndic inconnu', () => {
      expect(rejet({ type_de_syndic_benevole_professionnel_non_connu: 'administrateur' })).toBe(
        'Type de syndic inconnu (« administrateur »)',
      );
    });
    it('ne garde rien de l’identité d’un syndic bénévole, sauf sa commune', () => {
      expect(
        lue({
          type_de_syndic_benevole_professionnel_non_connu: 'bénévole',
          identification_du_representant_legal_raison_sociale_et_le_numer: IDENTITE_NON_PARTAGEE,
          raison_sociale_du_representant_legal: IDENTITE_NON_PARTAGEE,
          siret_du_representant_legal: 'non connu',
          code_ape: 'non connu',
          commune_du_representant_legal: 'Montreuil',
        }),
      ).toMatchObject({
        typeSyndic: 'bénévole',
        raisonSociale: null,
        siret: null,
        codeApe: null,
        communeRepresentant: 'Montreuil',
      });
    });
    it('lit les quatre états du mandat', () => {
      for (const m of MANDATS_RNIC) expect(lue({ mandat_en_cours_dans_la_copropriete: m }).mandat).toBe(m);
      expect(MANDATS_RNIC).toEqual([
        'Mandat en cours',
        'Pas de mandat en cours',
        'Mandat expiré sans successeur déclaré',
        'Mandat expiré avec successeur déclaré',
      ]);
    });
    it('rejette un état du mandat inconnu', () => {
      expect(rejet({ mandat_en_cours_dans_la_copropriete: 'Mandat suspendu' })).toBe(
        'État du mandat inconnu (« Mandat suspendu »)',
      );
    });
    it('lit un SIRET écrit avec des espaces', () => {
      expect(lue({ siret_du_representant_legal: '412 345 678 00017' }).siret).toBe('41234567800017');
    });
    it('rejette un SIRET qui n’a pas 14 chiffres', () => {
      expect(rejet({ siret_du_representant_legal: '4123456780' })).toBe('SIRET du représentant légal invalide (« 4123456780 »)');
    });
    it('lit un code APE écrit avec un point (68.32A → 6832A)', () => {
      expect(lue({ code_ape: '68.32A' }).codeApe).toBe('6832A');
    });
    it('rejette un code APE illisible', () => {
      expect(rejet({ code_ape: 'syndic' })).toBe('Code APE invalide (« SYNDIC »)');
    });
  });

  describe('références cadastrales', () => {
    it('découpe un IDU de 14 caractères', () => {
      expect(lue({ reference_cadastrale_1: '75111000AB0012' }).parcelles).toEqual([
        { codeInsee: '75111', prefixe: '000', section: 'AB', numero: '0012' },
      ]);
      expect(lue({ reference_cadastrale_1: '2A0040120A0345' }).parcelles).toEqual([
        { codeInsee: '2A004', prefixe: '012', section: 'A', numero: '0345' },
      ]);
    });
    it('met en majuscules une section écrite en minuscules', () => {
      expect(lue({ reference_cadastrale_1: '75111000ab0012' }).parcelles[0].section).toBe('AB');
      expect(
        lue({ reference_cadastrale_1: 'non connu', prefixe_1: '000', section_1: 'ab', numero_parcelle_1: '0012' }).parcelles[0]
          .section,
      ).toBe('AB');
    });
    it('reconstitue une parcelle depuis ses parties sans IDU : préfixe 000 par défaut, numéro sur 4 chiffres', () => {
      expect(
        lue({
          reference_cadastrale_1: 'non connu',
          code_insee_commune_1: '75111',
          prefixe_1: 'non connu',
          section_1: 'c',
          numero_parcelle_1: '7',
          reference_cadastrale_2: '',
          code_insee_commune_2: '75111',
          prefixe_2: '1',
          section_2: 'AB',
          numero_parcelle_2: '123',
        }).parcelles,
      ).toEqual([
        { codeInsee: '75111', prefixe: '000', section: 'C', numero: '0007' },
        { codeInsee: '75111', prefixe: '001', section: 'AB', numero: '0123' },
      ]);
    });
    it('garde les trois parcelles dans l’ordre et ignore celles entièrement absentes', () => {
      expect(
        lue({
          reference_cadastrale_1: 'non connu',
          code_insee_commune_1: 'non connu',
          section_1: 'non connu',
          numero_parcelle_1: 'non connu',
          reference_cadastrale_3: '75111000CD0004',
        }).parcelles,
      ).toEqual([{ codeInsee: '75111', prefixe: '000', section: 'CD', numero: '0004' }]);
    });
    it('rejette une parcelle incomplète', () => {
      expect(
        rejet({
          reference_cadastrale_2: 'non connu',
          code_insee_commune_2: '75111',
          section_2: 'AB',
          numero_parcelle_2: 'non connu',
        }),
      ).toBe('Parcelle 2 incomplète ou illisible');
    });
    it('rejette un IDU illisible', () => {
      expect(rejet({ reference_cadastrale_1: '75111AB12' })).toBe('Référence cadastrale 1 illisible (« 75111AB12 »)');
    });
  });

  describe('lots', () => {
    it('accepte des lots cohérents : habitation ≤ principaux ≤ total', () => {
      expect(
        lue({
          nombre_total_de_lots: '30',
          nombre_total_de_lots_a_usage_d_habitation_de_bureaux_ou_de_comm: '30',
          nombre_de_lots_a_usage_d_habitation: '30',
        }),
      ).toMatchObject({ nbLots: 30, nbLotsHabBurCom: 30, nbLotsHab: 30 });
    });
    it('rejette plus de lots d’habitation que de lots principaux', () => {
      expect(rejet({ nombre_de_lots_a_usage_d_habitation: '31' })).toBe(
        "Plus de lots d'habitation que de lots d'habitation, de bureaux ou de commerces",
      );
    });
    it('rejette plus de lots principaux que de lots au total', () => {
      expect(rejet({ nombre_total_de_lots: '29' })).toBe(
        "Plus de lots d'habitation, de bureaux ou de commerces que de lots au total",
      );
    });
  });

  describe('numéro d’immatriculation et commune', () => {
    it('accepte la forme affichée AA0-000-001', () => {
      expect(lue({ numero_d_immatriculation: 'AA0-000-001' }).immatriculation).toBe('AA0000001');
      expect(lue({ numero_d_immatriculation: 'aa0652685' }).immatriculation).toBe('AA0652685');
    });
    it('rejette un numéro qui n’a pas deux lettres et sept chiffres', () => {
      expect(rejet({ numero_d_immatriculation: 'ZZ12' })).toBe(
        "Numéro d'immatriculation invalide (« ZZ12 ») : deux lettres et sept chiffres attendus",
      );
      expect(rejet({ numero_d_immatriculation: 'AA0000000' })).toContain("Numéro d'immatriculation invalide");
    });
    it('rejette une ligne sans numéro', () => {
      expect(rejet({ numero_d_immatriculation: 'non connu' })).toBe("Numéro d'immatriculation absent");
    });
    it('prend le code officiel de la commune quand la colonne commune manque, et rejette un code illisible', () => {
      expect(lue({ commune: 'non connu', code_officiel_commune: '2b033' }).codeInsee).toBe('2B033');
      expect(rejet({ commune: '7511' })).toBe('Code INSEE de la commune invalide (« 7511 »)');
    });
  });
});

describe('écriture d’une ligne du fichier RNIC', () => {
  const parColonne = (valeurs: string[]) => Object.fromEntries(COLONNES_RNIC.map((c, i) => [c, valeurs[i]]));

  it('donne les 72 valeurs dans l’ordre des colonnes, comme le fichier les écrit', () => {
    const valeurs = ecrireLigne(COPRO_PRO, TERRITOIRE);
    expect(valeurs).toHaveLength(72);
    expect(parColonne(valeurs)).toEqual({
      ...LIGNE_PRO,
      raison_sociale_du_representant_legal: 'CABINET DUPONT',
      // the file's markers per column: an unknown IDU is empty, its parts `non connu`
      reference_cadastrale_2: '',
      reference_cadastrale_3: '',
    });
    expect(valeurs[2]).toBe('AA0652685');
    expect(valeurs[71]).toBe('Île-de-France');
  });

  it('cache l’identité d’un syndic bénévole dans les colonnes 7 et 8, même si une raison sociale est connue', () => {
    const valeurs = ecrireLigne(
      { ...COPRO_PRO, typeSyndic: 'bénévole', raisonSociale: 'M. Jean Martin', siret: '41234567800017', codeApe: '6832A' },
      TERRITOIRE,
    );
    expect(valeurs[6]).toBe('Identité non partagée en Open Data');
    expect(valeurs[7]).toBe('Identité non partagée en Open Data');
    expect(valeurs[8]).toBe('non connu');
    expect(valeurs[9]).toBe('non connu');
    expect(valeurs[10]).toBe('Paris');
    expect(valeurs.join('|')).not.toContain('Martin');
    expect(valeurs.join('|')).not.toContain('41234567800017');
  });

  it('écrit « non connu » pour un SIRET ou un code APE inconnus', () => {
    const v = parColonne(ecrireLigne({ ...COPRO_PRO, siret: null, codeApe: null }, TERRITOIRE));
    expect(v.siret_du_representant_legal).toBe('non connu');
    expect(v.code_ape).toBe('non connu');
    expect(v.identification_du_representant_legal_raison_sociale_et_le_numer).toBe('CABINET DUPONT');
  });

  it('écrit « non connu » pour un syndic de type inconnu', () => {
    const v = parColonne(
      ecrireLigne({ ...COPRO_PRO, typeSyndic: null, raisonSociale: null, siret: null, codeApe: null }, TERRITOIRE_INCONNU),
    );
    expect(v).toMatchObject({
      type_de_syndic_benevole_professionnel_non_connu: 'non connu',
      identification_du_representant_legal_raison_sociale_et_le_numer: 'non connu',
      raison_sociale_du_representant_legal: 'non connu',
      siret_du_representant_legal: 'non connu',
      code_ape: 'non connu',
      epci: '',
      code_officiel_commune: '',
    });
  });

  it('écrit la période APRES_2011 sous la forme A_COMPTER_DE_2011', () => {
    expect(parColonne(ecrireLigne({ ...COPRO_PRO, periodeConstruction: 'APRES_2011' }, TERRITOIRE)).periode_de_construction).toBe(
      'A_COMPTER_DE_2011',
    );
  });

  it('écrit une section d’une lettre sur deux caractères dans l’IDU', () => {
    const v = parColonne(
      ecrireLigne(
        { ...COPRO_PRO, parcelles: [{ codeInsee: '2A004', prefixe: '012', section: 'A', numero: '0345' }] },
        TERRITOIRE,
      ),
    );
    expect(v).toMatchObject({
      reference_cadastrale_1: '2A0040120A0345',
      section_1: '0A',
      prefixe_1: '012',
      numero_parcelle_1: '0345',
    });
  });

  describe('relire ce qui a été écrit redonne le même modèle', () => {
    const entete = lireEntete(COLONNES_RNIC);
    if (!entete.ok) throw new Error(entete.message);
    const relire = (c: CoproprieteRnic, t: TerritoireRnic) =>
      lireLigne(valeursParColonne(ecrireLigne(c, t), entete.positions), AUJOURDHUI);

    const benevoleSecondaire: CoproprieteRnic = {
      ...COPRO_PRO,
      immatriculation: 'AB1234567',
      codeInsee: '2B033',
      typeSyndic: 'bénévole',
      raisonSociale: null,
      siret: null,
      codeApe: null,
      communeRepresentant: 'Bastia',
      mandat: 'Mandat expiré avec successeur déclaré',
      dateFinDernierMandat: '2024-12-31',
      adressesComplementaires: ['Bâtiment A', 'Bâtiment B', 'Bâtiment C'],
      nbAdressesComplementaires: 5,
      residenceService: true,
      syndicatCooperatif: true,
      syndicatPrincipal: false,
      immatriculationPrincipal: 'AB7654321',
      nbAsl: 1,
      nbAful: 2,
      nbUnionsSyndicats: 1,
      periodeConstruction: 'APRES_2011',
      parcelles: [
        { codeInsee: '2B033', prefixe: '000', section: 'A', numero: '0001' },
        { codeInsee: '2B033', prefixe: '012', section: 'AK', numero: '1234' },
        { codeInsee: '2B037', prefixe: '000', section: 'C', numero: '0099' },
      ],
      nbParcelles: 7,
      zonages: {
        nomQp2015: 'Quartiers Sud',
        codeQp2015: 'QP02B001',
        nomQp2024: 'Quartiers Sud',
        codeQp2024: 'QN02B001',
        acv: true,
        pvd: false,
        codePdp: 'PDP-2B-01',
        pdp: true,
        aidee: true,
      },
    };

    const presqueVide: CoproprieteRnic = {
      immatriculation: 'AA0000001',
      codeInsee: '01001',
      dateImmatriculation: null,
      dateDerniereMaj: null,
      typeSyndic: null,
      raisonSociale: null,
      siret: null,
      codeApe: null,
      communeRepresentant: null,
      mandat: null,
      dateFinDernierMandat: null,
      nom: null,
      adresseReference: null,
      numeroEtVoie: null,
      codePostal: null,
      communeAdresse: null,
      adressesComplementaires: [],
      nbAdressesComplementaires: null,
      longitude: null,
      latitude: null,
      dateReglement: null,
      residenceService: null,
      syndicatCooperatif: null,
      syndicatPrincipal: null,
      immatriculationPrincipal: null,
      nbAsl: null,
      nbAful: null,
      nbUnionsSyndicats: null,
      nbLots: null,
      nbLotsHabBurCom: null,
      nbLotsHab: null,
      nbLotsStationnement: null,
      periodeConstruction: null,
      parcelles: [],
      nbParcelles: null,
      zonages: zonagesVides,
    };

    it.each([
      ['un syndic professionnel', COPRO_PRO, TERRITOIRE],
      ['un syndicat secondaire au syndic bénévole', benevoleSecondaire, TERRITOIRE_INCONNU],
      // a mandate the row does not give is written « Pas de mandat en cours », the state the register gives it
      ['une copropriété presque vide', { ...presqueVide, mandat: 'Pas de mandat en cours' }, TERRITOIRE_INCONNU],
      [
        'une période inconnue et des coordonnées négatives',
        { ...COPRO_PRO, periodeConstruction: 'NON_CONNUE', longitude: -1.5536, latitude: 47.2184 },
        TERRITOIRE,
      ],
    ] as const)('%s', (_, c, t) => {
      expect(relire(c, t)).toEqual({ ok: true, copropriete: c });
    });
  });
});
