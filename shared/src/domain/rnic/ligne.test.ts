import { describe, expect, it } from 'vitest';
import { COLONNES_RNIC, lireEntete } from './colonnes.ts';
import { IDENTITE_NON_PARTAGEE, MANDATS_RNIC, lireLigne, texte, valeursParColonne } from './ligne.ts';
import { AUJOURDHUI, LIGNE_PRO, lue, rejet, COPRO_PRO } from './ligne.fixtures.ts';

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
