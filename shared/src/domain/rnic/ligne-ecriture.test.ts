import { describe, expect, it } from 'vitest';
import { COLONNES_RNIC, lireEntete } from './colonnes.ts';
import { type CoproprieteRnic, type TerritoireRnic, ecrireLigne, lireLigne, valeursParColonne } from './ligne.ts';
import { AUJOURDHUI, LIGNE_PRO, zonagesVides, TERRITOIRE, TERRITOIRE_INCONNU, COPRO_PRO } from './ligne.fixtures.ts';

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
