/**
 * The RNIC open-data file (../shared/opendata/rnic-colonnes.md): its 72 columns in order, as France publishes
 * them (names longer than 63 characters cut at 63, PostgreSQL's identifier limit, though the column notes say 64),
 * and the header variants the file has had. Reading a header maps every column it names to one of ours; an unknown
 * column stops the import with its name.
 */

/** The header generation we write (2023 – early 2026), in order. */
export const COLONNES_RNIC = [
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
] as const;
export type ColonneRnic = (typeof COLONNES_RNIC)[number];

/** The generation of columns our exports carry (in each manifest). */
export const VERSION_COLONNES = 'rnic-2023-72';

/** Names are cut at this length in the file (its long names are 63 characters: `…_de_coproprieta`). */
const LONGUEUR_MAX_NOM = 63;

/**
 * Other names the same columns have had: the 2022 short names (`num_immat`…), the April 2026 daily file's
 * snake_case names, and French labels once normalised (`Numéro d'immatriculation` → `numero_d_immatriculation`
 * is already ours; those that differ are listed). Normalised form (see `normaliserNomColonne`).
 */
const ALIAS: Partial<Record<ColonneRnic, readonly string[]>> = {
  epci: ['code_epci', 'siren_epci'],
  commune: ['code_insee', 'code_commune', 'code_insee_commune', 'code_commune_insee'],
  numero_d_immatriculation: ['num_immat', 'numero_immatriculation', 'immatriculation', 'n_d_immatriculation'],
  date_d_immatriculation: ['date_immat', 'date_immatriculation'],
  date_de_la_derniere_maj: ['date_maj', 'date_derniere_maj', 'date_de_derniere_mise_a_jour', 'date_de_la_derniere_mise_a_jour'],
  type_de_syndic_benevole_professionnel_non_connu: ['type_syndic', 'type_de_syndic'],
  identification_du_representant_legal_raison_sociale_et_le_numer: [
    'identification_representant_legal',
    'identification_du_representant_legal',
  ],
  raison_sociale_du_representant_legal: ['raison_sociale_representant_legal', 'raison_sociale'],
  siret_du_representant_legal: ['siret_representant_legal', 'siret'],
  commune_du_representant_legal: ['commune_representant_legal'],
  mandat_en_cours_dans_la_copropriete: ['mandat_en_cours', 'statut_mandat'],
  date_de_fin_du_dernier_mandat: ['date_fin_dernier_mandat', 'date_fin_mandat'],
  nom_d_usage_de_la_copropriete: ['nom_usage_copropriete', 'nom_copro', 'nom_d_usage'],
  adresse_de_reference: ['adresse_reference', 'adr_ref'],
  numero_et_voie_adresse_de_reference: ['numero_et_voie', 'numero_voie_adresse_reference', 'numero_et_voie_adresse_reference'],
  code_postal_adresse_de_reference: ['code_postal', 'code_postal_adresse_reference'],
  commune_adresse_de_reference: ['commune_adresse_reference', 'nom_commune'],
  adresse_complementaire_1: ['adresse_secondaire_1'],
  adresse_complementaire_2: ['adresse_secondaire_2'],
  adresse_complementaire_3: ['adresse_secondaire_3'],
  nombre_d_adresses_complementaires: ['nb_adresses_complementaires', 'nombre_adresses_complementaires'],
  long: ['longitude', 'lon', 'x'],
  lat: ['latitude', 'y'],
  date_du_reglement_de_copropriete: ['date_reglement_copropriete', 'date_reglement'],
  syndicat_principal_ou_syndicat_secondaire: ['syndicat_principal', 'syndicat_principal_ou_secondaire'],
  si_secondaire_n_d_immatriculation_du_principal: ['immatriculation_principal', 'num_immat_principal'],
  nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta: ['nb_asl', 'nombre_asl'],
  nombre_d_aful_auxquelles_est_rattache_le_syndicat_de_copropriet: ['nb_aful', 'nombre_aful'],
  nombre_d_unions_de_syndicats_auxquelles_est_rattache_le_syndica: ['nb_unions_syndicats', 'nombre_unions_syndicats'],
  nombre_total_de_lots: ['nb_lots', 'nb_lot_tot', 'nombre_lots'],
  nombre_total_de_lots_a_usage_d_habitation_de_bureaux_ou_de_comm: [
    'nb_lots_hab_bur_com',
    'nb_lots_habitation_bureaux_commerces',
  ],
  nombre_de_lots_a_usage_d_habitation: ['nb_lots_hab', 'nb_lots_habitation'],
  nombre_de_lots_de_stationnement: ['nb_lots_stationnement'],
  periode_de_construction: ['periode_construction'],
  nombre_de_parcelles_cadastrales: ['nb_parcelles', 'nombre_parcelles'],
  code_officiel_commune: ['code_commune_officiel'],
};
for (const i of [1, 2, 3]) {
  const a = ALIAS as Record<string, string[]>;
  a[`reference_cadastrale_${i}`] = [`reference_cadastrale_parcelle_${i}`, `ref_cadastrale_${i}`];
  a[`code_insee_commune_${i}`] = [`code_insee_parcelle_${i}`];
  a[`prefixe_${i}`] = [`prefixe_parcelle_${i}`];
  a[`section_${i}`] = [`section_parcelle_${i}`];
  a[`numero_parcelle_${i}`] = [`numero_${i}`];
}

/**
 * A header cell in its comparable form: no byte-order mark, no quotes, lower case without accents, every run of
 * other characters as one `_`, cut at 63 characters (`Numéro d'immatriculation` → `numero_d_immatriculation`).
 */
export function normaliserNomColonne(brut: string): string {
  return brut
    .replace(/^\uFEFF/, '')
    .trim()
    .replace(/^"|"$/g, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, LONGUEUR_MAX_NOM)
    .replace(/_$/, '');
}

const PAR_NOM = new Map<string, ColonneRnic>();
for (const c of COLONNES_RNIC) {
  PAR_NOM.set(normaliserNomColonne(c), c);
  for (const a of ALIAS[c] ?? []) PAR_NOM.set(a, c);
}

export type EnteteLue =
  | {
      ok: true;
      /** position of each of our columns in a row (absent when the file does not have it) */
      positions: Partial<Record<ColonneRnic, number>>;
      /** a leading unnamed index column is skipped */
      colonneIndex: boolean;
      nbChamps: number;
    }
  | { ok: false; message: string };

/** The columns a row must have for the import to mean anything. */
const COLONNES_REQUISES: readonly ColonneRnic[] = ['numero_d_immatriculation'];

/**
 * Reads a header row. Every cell must name a known column (a leading empty cell is an index column); a column
 * named twice, an unknown name or a missing registration number stops the import with a French message.
 */
export function lireEntete(cellules: readonly string[]): EnteteLue {
  const positions: Partial<Record<ColonneRnic, number>> = {};
  const inconnues: string[] = [];
  const doubles: string[] = [];
  let colonneIndex = false;
  cellules.forEach((brut, i) => {
    const nom = normaliserNomColonne(brut);
    if (i === 0 && nom === '') {
      colonneIndex = true;
      return;
    }
    const c = PAR_NOM.get(nom);
    if (!c) inconnues.push(brut.replace(/^\uFEFF/, '').trim() || `(colonne ${i + 1} sans nom)`);
    else if (positions[c] !== undefined) doubles.push(brut.trim());
    else positions[c] = i;
  });
  if (inconnues.length)
    return {
      ok: false,
      message: `En-tête non reconnu : ${inconnues.length === 1 ? 'la colonne' : 'les colonnes'} ${inconnues
        .map((n) => `« ${n} »`)
        .join(', ')} ne ${inconnues.length === 1 ? 'correspond' : 'correspondent'} à aucune colonne connue du fichier RNIC.`,
    };
  if (doubles.length)
    return { ok: false, message: `En-tête non reconnu : colonne en double ${doubles.map((n) => `« ${n} »`).join(', ')}.` };
  const manquantes = COLONNES_REQUISES.filter((c) => positions[c] === undefined);
  if (manquantes.length)
    return {
      ok: false,
      message: `En-tête non reconnu : la colonne du numéro d'immatriculation (${manquantes.join(', ')}) est absente.`,
    };
  return { ok: true, positions, colonneIndex, nbChamps: cellules.length };
}
