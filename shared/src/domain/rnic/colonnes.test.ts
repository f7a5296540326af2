import { describe, expect, it } from 'vitest';
import { COLONNES_RNIC, type ColonneRnic, lireEntete, normaliserNomColonne } from './colonnes.ts';

/** The header of a real 2023 – early 2026 file, as published (../shared/opendata/rnic-colonnes.md). */
const ENTETE_2023 = [
  'epci',
  'commune',
  'numero_d_immatriculation',
  'date_d_immatriculation',
  'date_de_la_derniere_maj',
  'type_de_syndic_benevole_professionnel_non_connu',
  'identification_du_representant_legal_raison_sociale_et_le_numer',
  'raison_sociale_du_representant_legal',
  'siret_du_representant_legal',
  'code_ape',
  'commune_du_representant_legal',
  'mandat_en_cours_dans_la_copropriete',
  'date_de_fin_du_dernier_mandat',
  'nom_d_usage_de_la_copropriete',
  'adresse_de_reference',
  'numero_et_voie_adresse_de_reference',
  'code_postal_adresse_de_reference',
  'commune_adresse_de_reference',
  'adresse_complementaire_1',
  'adresse_complementaire_2',
  'adresse_complementaire_3',
  'nombre_d_adresses_complementaires',
  'long',
  'lat',
  'date_du_reglement_de_copropriete',
  'residence_service',
  'syndicat_cooperatif',
  'syndicat_principal_ou_syndicat_secondaire',
  'si_secondaire_n_d_immatriculation_du_principal',
  'nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta',
  'nombre_d_aful_auxquelles_est_rattache_le_syndicat_de_copropriet',
  'nombre_d_unions_de_syndicats_auxquelles_est_rattache_le_syndica',
  'nombre_total_de_lots',
  'nombre_total_de_lots_a_usage_d_habitation_de_bureaux_ou_de_comm',
  'nombre_de_lots_a_usage_d_habitation',
  'nombre_de_lots_de_stationnement',
  'periode_de_construction',
  'reference_cadastrale_1',
  'code_insee_commune_1',
  'prefixe_1',
  'section_1',
  'numero_parcelle_1',
  'reference_cadastrale_2',
  'code_insee_commune_2',
  'prefixe_2',
  'section_2',
  'numero_parcelle_2',
  'reference_cadastrale_3',
  'code_insee_commune_3',
  'prefixe_3',
  'section_3',
  'numero_parcelle_3',
  'nombre_de_parcelles_cadastrales',
  'nom_qp_2015',
  'code_qp_2015',
  'nom_qp_2024',
  'code_qp_2024',
  'copro_dans_acv',
  'copro_dans_pvd',
  'code_de_pdp',
  'copro_dans_pdp',
  'copro_aidee',
  'code_officiel_commune',
  'nom_officiel_commune',
  'code_officiel_arrondissement_commune',
  'nom_officiel_arrondissement_commune',
  'code_officiel_epci',
  'nom_officiel_epci',
  'code_officiel_departement',
  'nom_officiel_departement',
  'code_officiel_region',
  'nom_officiel_region',
];

/** The same names before the cut, as the French labels and an uncut export give them. */
const NOMS_NON_COUPES: [string, ColonneRnic][] = [
  [
    'identification_du_representant_legal_raison_sociale_et_le_numero_siret_du_syndic_professionnel',
    'identification_du_representant_legal_raison_sociale_et_le_numer',
  ],
  [
    'nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprietaires',
    'nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta',
  ],
  [
    'nombre_d_aful_auxquelles_est_rattache_le_syndicat_de_coproprietaires',
    'nombre_d_aful_auxquelles_est_rattache_le_syndicat_de_copropriet',
  ],
  [
    'nombre_d_unions_de_syndicats_auxquelles_est_rattache_le_syndicat_de_coproprietaires',
    'nombre_d_unions_de_syndicats_auxquelles_est_rattache_le_syndica',
  ],
  [
    'nombre_total_de_lots_a_usage_d_habitation_de_bureaux_ou_de_commerces',
    'nombre_total_de_lots_a_usage_d_habitation_de_bureaux_ou_de_comm',
  ],
];

/** Reads a header that must be recognised, and gives its positions. */
function positions(cellules: readonly string[]) {
  const lue = lireEntete(cellules);
  if (!lue.ok) throw new Error(lue.message);
  return lue;
}

/** The message of a header that must be refused. */
function refus(cellules: readonly string[]) {
  const lue = lireEntete(cellules);
  if (lue.ok) throw new Error('en-tête accepté à tort');
  return lue.message;
}

describe('colonnes du fichier RNIC', () => {
  it('sont les 72 colonnes publiées, dans leur ordre', () => {
    expect(COLONNES_RNIC).toEqual(ENTETE_2023);
    expect(COLONNES_RNIC).toHaveLength(72);
    expect(new Set(COLONNES_RNIC).size).toBe(72);
  });

  it('chaque nom publié est déjà sous sa forme comparable', () => {
    for (const c of COLONNES_RNIC) expect(normaliserNomColonne(c)).toBe(c);
  });
});

describe('normalisation d’un nom de colonne', () => {
  it('retire la marque d’ordre des octets, les guillemets, les accents et la ponctuation', () => {
    expect(normaliserNomColonne('\uFEFF"epci"')).toBe('epci');
    expect(normaliserNomColonne(' "Numéro d\'immatriculation" ')).toBe('numero_d_immatriculation');
    expect(normaliserNomColonne('Date de la dernière MAJ')).toBe('date_de_la_derniere_maj');
  });

  it('coupe un nom trop long comme le fichier le fait', () => {
    for (const [long, coupe] of NOMS_NON_COUPES) expect(normaliserNomColonne(long)).toBe(coupe);
  });
});

describe('lecture de l’en-tête', () => {
  it('reconnaît l’en-tête exact de 72 colonnes, chaque colonne à sa place', () => {
    const lue = positions(ENTETE_2023);
    expect(lue.colonneIndex).toBe(false);
    expect(lue.nbChamps).toBe(72);
    COLONNES_RNIC.forEach((c, i) => expect(lue.positions[c]).toBe(i));
  });

  it('reconnaît les noms coupés à la longueur maximale comme les mêmes noms non coupés', () => {
    const nonCoupe = ENTETE_2023.map((n) => NOMS_NON_COUPES.find(([, coupe]) => coupe === n)?.[0] ?? n);
    expect(nonCoupe).not.toEqual(ENTETE_2023);
    const lue = positions(nonCoupe);
    COLONNES_RNIC.forEach((c, i) => expect(lue.positions[c]).toBe(i));
  });

  it('ignore la marque d’ordre des octets UTF-8 collée à la première cellule', () => {
    const lue = positions(['\uFEFFepci', ...ENTETE_2023.slice(1)]);
    expect(lue.positions.epci).toBe(0);
    expect(lue.positions.numero_d_immatriculation).toBe(2);
  });

  it('accepte des cellules d’en-tête entre guillemets (et la marque d’ordre avant le guillemet)', () => {
    const guillemets = ENTETE_2023.map((n) => `"${n}"`);
    guillemets[0] = `\uFEFF${guillemets[0]}`;
    const lue = positions(guillemets);
    COLONNES_RNIC.forEach((c, i) => expect(lue.positions[c]).toBe(i));
  });

  it('reconnaît les libellés français des fichiers 2022–2023', () => {
    const lue = positions([
      'EPCI',
      'Commune',
      "Numéro d'immatriculation",
      "Date d'immatriculation",
      'Date de la dernière MAJ',
      'Type de syndic : bénévole / professionnel / non connu',
      'Identification du représentant légal (raison sociale et le numéro SIRET du syndic professionnel ou Civilité/prénom/nom du syndic bénévole ou volontaire)',
      'Nombre d’ASL auxquelles est rattaché le syndicat de copropriétaires',
      'Nombre total de lots à usage d’habitation, de bureaux ou de commerces',
      'Période de construction',
    ]);
    expect(lue.positions).toEqual({
      epci: 0,
      commune: 1,
      numero_d_immatriculation: 2,
      date_d_immatriculation: 3,
      date_de_la_derniere_maj: 4,
      type_de_syndic_benevole_professionnel_non_connu: 5,
      identification_du_representant_legal_raison_sociale_et_le_numer: 6,
      nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta: 7,
      nombre_total_de_lots_a_usage_d_habitation_de_bureaux_ou_de_comm: 8,
      periode_de_construction: 9,
    });
  });

  it('reconnaît les noms courts en snake_case du fichier quotidien d’avril 2026', () => {
    const lue = positions([
      'numero_immatriculation',
      'nom_usage_copropriete',
      'type_syndic',
      'longitude',
      'latitude',
      'code_insee_parcelle_1',
    ]);
    expect(lue.positions).toEqual({
      numero_d_immatriculation: 0,
      nom_d_usage_de_la_copropriete: 1,
      type_de_syndic_benevole_professionnel_non_connu: 2,
      long: 3,
      lat: 4,
      code_insee_commune_1: 5,
    });
  });

  it('reconnaît les noms courts des fichiers 2022 (num_immat…)', () => {
    const lue = positions(['num_immat', 'date_immat', 'nb_lots', 'nb_lots_hab', 'periode_construction']);
    expect(lue.positions).toEqual({
      numero_d_immatriculation: 0,
      date_d_immatriculation: 1,
      nombre_total_de_lots: 2,
      nombre_de_lots_a_usage_d_habitation: 3,
      periode_de_construction: 4,
    });
  });

  it('saute une première colonne d’index sans nom et garde la position réelle des autres', () => {
    const lue = positions(['', ...ENTETE_2023]);
    expect(lue.colonneIndex).toBe(true);
    expect(lue.nbChamps).toBe(73);
    expect(lue.positions.epci).toBe(1);
    expect(lue.positions.numero_d_immatriculation).toBe(3);
    expect(lue.positions.nom_officiel_region).toBe(72);
    expect(positions(['""', 'num_immat']).colonneIndex).toBe(true);
  });

  it('arrête l’import sur un en-tête inconnu en nommant chaque colonne inconnue', () => {
    expect(refus([...ENTETE_2023, 'nombre_ascenseurs', 'etiquette_dpe'])).toBe(
      'En-tête non reconnu : les colonnes « nombre_ascenseurs », « etiquette_dpe » ne correspondent à aucune colonne connue du fichier RNIC.',
    );
    expect(refus(['\uFEFFidentifiant', 'num_immat'])).toBe(
      'En-tête non reconnu : la colonne « identifiant » ne correspond à aucune colonne connue du fichier RNIC.',
    );
  });

  it('signale une colonne sans nom ailleurs qu’en première position', () => {
    expect(refus(['num_immat', '', 'epci'])).toContain('« (colonne 2 sans nom) »');
  });

  it('refuse une colonne en double, même sous deux noms différents', () => {
    expect(refus([...ENTETE_2023, 'epci'])).toBe('En-tête non reconnu : colonne en double « epci ».');
    expect(refus(['num_immat', 'long', 'longitude'])).toBe('En-tête non reconnu : colonne en double « longitude ».');
  });

  it('refuse un en-tête sans la colonne du numéro d’immatriculation', () => {
    expect(refus(ENTETE_2023.filter((n) => n !== 'numero_d_immatriculation'))).toBe(
      "En-tête non reconnu : la colonne du numéro d'immatriculation (numero_d_immatriculation) est absente.",
    );
  });
});
