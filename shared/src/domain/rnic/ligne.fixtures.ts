/** Rows and territories the tests of the RNIC row reader and writer share (ligne.test.ts, ligne-ecriture.test.ts). */
import { type CoproprieteRnic, type TerritoireRnic, type ValeursLigne, lireLigne } from './ligne.ts';

export const AUJOURDHUI = '2026-05-20';

/** A row of a professional syndic as the 2023 – early 2026 file writes it, every column filled. */
export const LIGNE_PRO: Required<ValeursLigne> = {
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
export function lue(ajouts: ValeursLigne = {}): CoproprieteRnic {
  const r = lireLigne(ligne(ajouts), AUJOURDHUI);
  if (!r.ok) throw new Error(r.raison);
  return r.copropriete;
}

/** The reject reason of a row that must not load. */
export function rejet(ajouts: ValeursLigne): string {
  const r = lireLigne(ligne(ajouts), AUJOURDHUI);
  if (r.ok) throw new Error('ligne chargée à tort');
  return r.raison;
}

export const zonagesVides = {
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

export const TERRITOIRE: TerritoireRnic = {
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

export const TERRITOIRE_INCONNU: TerritoireRnic = {
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
export const COPRO_PRO: CoproprieteRnic = {
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
