/**
 * The reading guide of the RNIC open-data file (../shared/opendata/rnic-colonnes.md): the 72 columns in order, with
 * their meaning in French, grouped by theme for the page. The names come from `COLONNES_RNIC` (the very list the
 * export writes), so the guide cannot drift from the file: a column added, removed or renamed there breaks the type
 * of `SIGNIFICATIONS` below.
 */
import { COLONNES_RNIC, type ColonneRnic } from '@registre/shared/domain/rnic/colonnes';
import { IDENTITE_NON_PARTAGEE, MANDATS_RNIC } from '@registre/shared/domain/rnic/ligne';

export interface ColonneGuide {
  /** position in the file, from 1 */
  numero: number;
  nom: ColonneRnic;
  signification: string;
}

const mandats = MANDATS_RNIC.map((m) => `« ${m} »`);

const adresseComplementaire = (n: number) =>
  `Adresse complémentaire n° ${n} de la copropriété (un même immeuble peut avoir plusieurs entrées), ou « non connu ».`;
const parcelle = (n: number) => ({
  reference: `Référence cadastrale de la parcelle ${n} : identifiant de parcelle (IDU) de 14 caractères, ou vide quand il est inconnu (les parties suivantes peuvent alors être renseignées).`,
  commune: `Code INSEE de la commune de la parcelle ${n}, ou « non connu ».`,
  prefixe: `Préfixe de section de la parcelle ${n} (3 chiffres, souvent 000), ou « non connu ».`,
  section: `Section cadastrale de la parcelle ${n} sur deux caractères, une section d'une lettre précédée d'un zéro (0H, AB), ou « non connu ».`,
  numero: `Numéro de la parcelle ${n} dans sa section, en général sur 4 chiffres (0001, 0374) mais pas toujours (192), ou « non connu ».`,
});
const [p1, p2, p3] = [parcelle(1), parcelle(2), parcelle(3)];

/** The meaning of each column, in French (what a reuser needs to read a value). */
const SIGNIFICATIONS: Record<ColonneRnic, string> = {
  epci: "Numéro SIREN (9 chiffres) de l'intercommunalité (EPCI) de la copropriété ; pour les communes du Grand Paris, l'établissement public territorial et non la Métropole.",
  commune: 'Code INSEE de la commune de la copropriété (5 caractères).',
  numero_d_immatriculation:
    "Numéro d'immatriculation au registre : 2 lettres et 7 chiffres (par exemple AA0652685). Il identifie la copropriété de façon unique.",
  date_d_immatriculation: "Date d'immatriculation au registre (AAAA-MM-JJ).",
  date_de_la_derniere_maj: 'Date de la dernière mise à jour des informations de la copropriété (AAAA-MM-JJ).',
  type_de_syndic_benevole_professionnel_non_connu: 'Type de syndic : « professionnel », « bénévole » ou « non connu ».',
  identification_du_representant_legal_raison_sociale_et_le_numer: `Raison sociale et SIRET du syndic professionnel, séparés par une espace (NOM SARL 12345678900012) ; « ${IDENTITE_NON_PARTAGEE} » pour un syndic bénévole ; « non connu » sinon.`,
  raison_sociale_du_representant_legal: `Raison sociale du syndic professionnel, telle que saisie (espaces comprises) ; « ${IDENTITE_NON_PARTAGEE} » pour un syndic bénévole ; « non connu » sinon.`,
  siret_du_representant_legal:
    'SIRET du syndic professionnel (14 chiffres) ; « non connu » sinon, et toujours pour un syndic bénévole.',
  code_ape:
    'Code APE (nomenclature NAF) du syndic professionnel, sans point (6832A, 6831Z…) ; « non connu » sinon, et toujours pour un syndic bénévole.',
  commune_du_representant_legal: 'Commune du représentant légal (publiée aussi pour un syndic bénévole), ou « non connu ».',
  mandat_en_cours_dans_la_copropriete: `État du mandat du syndic le jour de la publication du fichier : ${mandats.slice(0, -1).join(', ')} ou ${mandats.at(-1)}.`,
  date_de_fin_du_dernier_mandat: 'Date de fin du dernier mandat de syndic (AAAA-MM-JJ), ou vide.',
  nom_d_usage_de_la_copropriete: "Nom d'usage de la copropriété (texte libre saisi par le syndic).",
  adresse_de_reference:
    'Adresse de référence complète : numéro, voie, code postal et commune ; les types de voie et les titres sont souvent abrégés comme au cadastre (r, av, bd, pl, imp, gal…) ; quand la voie est inconnue, seulement ce qui est connu.',
  numero_et_voie_adresse_de_reference:
    "Numéro et voie de l'adresse de référence (abrégés comme la colonne précédente), parfois vide.",
  code_postal_adresse_de_reference: "Code postal de l'adresse de référence, ou « NA » quand il manque.",
  commune_adresse_de_reference:
    "Commune de l'adresse de référence, avec la casse saisie (SAINT-OUEN et Saint-Ouen se rencontrent) ; vide quand le numéro et la voie le sont.",
  adresse_complementaire_1: adresseComplementaire(1),
  adresse_complementaire_2: adresseComplementaire(2),
  adresse_complementaire_3: adresseComplementaire(3),
  nombre_d_adresses_complementaires:
    "Nombre d'adresses complémentaires de la copropriété (il peut dépasser 3 : seules les trois premières sont publiées).",
  long: "Longitude de l'adresse de référence (WGS84, en degrés décimaux).",
  lat: "Latitude de l'adresse de référence (WGS84, en degrés décimaux).",
  date_du_reglement_de_copropriete:
    'Date du règlement de copropriété (AAAA-MM-JJ) ; des dates conventionnelles comme 1900-01-01 signalent une date inconnue.',
  residence_service: 'Résidence-services : « oui » ou « non ».',
  syndicat_cooperatif: 'Syndicat coopératif : « oui », « non » ou « non connu ».',
  syndicat_principal_ou_syndicat_secondaire:
    'Syndicat principal (« oui ») ou secondaire (« non ») ; les syndicats principaux et secondaires figurent sur des lignes distinctes.',
  si_secondaire_n_d_immatriculation_du_principal:
    "Pour un syndicat secondaire, numéro d'immatriculation du syndicat principal ; « non connu » (ou vide) sinon.",
  nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta:
    "Nombre d'associations syndicales libres (ASL) auxquelles le syndicat de copropriétaires est rattaché, ou « NA » quand il est inconnu (inconnu, pas zéro).",
  nombre_d_aful_auxquelles_est_rattache_le_syndicat_de_copropriet:
    "Nombre d'associations foncières urbaines libres (AFUL) auxquelles le syndicat de copropriétaires est rattaché, ou « NA » quand il est inconnu.",
  nombre_d_unions_de_syndicats_auxquelles_est_rattache_le_syndica:
    "Nombre d'unions de syndicats auxquelles le syndicat de copropriétaires est rattaché, ou « NA » quand il est inconnu.",
  nombre_total_de_lots: 'Nombre total de lots de la copropriété.',
  nombre_total_de_lots_a_usage_d_habitation_de_bureaux_ou_de_comm:
    "Nombre de lots principaux : lots à usage d'habitation, de bureaux ou de commerces.",
  nombre_de_lots_a_usage_d_habitation: "Nombre de lots à usage d'habitation.",
  nombre_de_lots_de_stationnement: 'Nombre de lots de stationnement.',
  periode_de_construction:
    'Période de construction : AVANT_1949, DE_1949_A_1960, DE_1961_A_1974, DE_1975_A_1993, DE_1994_A_2000, DE_2001_A_2010, A_COMPTER_DE_2011 ou NON_CONNUE ; « non renseigné » quand la période n’a pas été déclarée.',
  reference_cadastrale_1: p1.reference,
  code_insee_commune_1: p1.commune,
  prefixe_1: p1.prefixe,
  section_1: p1.section,
  numero_parcelle_1: p1.numero,
  reference_cadastrale_2: p2.reference,
  code_insee_commune_2: p2.commune,
  prefixe_2: p2.prefixe,
  section_2: p2.section,
  numero_parcelle_2: p2.numero,
  reference_cadastrale_3: p3.reference,
  code_insee_commune_3: p3.commune,
  prefixe_3: p3.prefixe,
  section_3: p3.section,
  numero_parcelle_3: p3.numero,
  nombre_de_parcelles_cadastrales:
    'Nombre de parcelles cadastrales de la copropriété (il peut dépasser 3 : seules les trois premières sont publiées).',
  nom_qp_2015: 'Nom du quartier prioritaire de la politique de la ville (QPV) où se situe la copropriété, géographie 2015.',
  code_qp_2015: 'Code du quartier prioritaire de la politique de la ville, géographie 2015.',
  nom_qp_2024: 'Nom du quartier prioritaire de la politique de la ville, géographie 2024.',
  code_qp_2024: 'Code du quartier prioritaire de la politique de la ville, géographie 2024.',
  copro_dans_acv: 'Copropriété située dans un périmètre « Action cœur de ville » : « Oui » ou « Non ».',
  copro_dans_pvd: 'Copropriété située dans un périmètre « Petites villes de demain » : « Oui » ou « Non ».',
  code_de_pdp: "Code du périmètre de programme (PDP) où se situe la copropriété, s'il y en a un.",
  copro_dans_pdp: 'Copropriété située dans un périmètre de programme (PDP) : 1 pour oui, 0 pour non.',
  copro_aidee: "Copropriété ayant bénéficié d'une aide de l'Anah : « Oui » ou « Non ».",
  code_officiel_commune: 'Code officiel géographique (COG) de la commune.',
  nom_officiel_commune: 'Nom officiel de la commune (casse non normalisée dans le fichier national).',
  code_officiel_arrondissement_commune:
    "Code de l'arrondissement municipal (Paris, Lyon et Marseille) ; pour toute autre commune, le code de la commune elle-même.",
  nom_officiel_arrondissement_commune:
    "Nom de l'arrondissement municipal (Paris, Lyon et Marseille) ; pour toute autre commune, le nom de la commune elle-même.",
  code_officiel_epci:
    "Code officiel de l'intercommunalité (EPCI) ; pour les communes du Grand Paris, celui de l'établissement public territorial, comme la colonne 1.",
  nom_officiel_epci:
    "Nom officiel de l'intercommunalité (EPCI) ; pour un établissement public territorial, sous la forme « T8 -  Est Ensemble ».",
  code_officiel_departement: 'Code du département.',
  nom_officiel_departement: 'Nom du département.',
  code_officiel_region: 'Code de la région.',
  nom_officiel_region: 'Nom de la région, tel que le fichier national l’écrit (Ile-de-France, sans accent).',
};

/** The 72 columns of the file, in the file's order. */
export const GUIDE_COLONNES: readonly ColonneGuide[] = COLONNES_RNIC.map((nom, i) => ({
  numero: i + 1,
  nom,
  signification: SIGNIFICATIONS[nom],
}));

export interface GroupeColonnes {
  id: string;
  titre: string;
  /** first and last column numbers (inclusive) */
  du: number;
  au: number;
}

/** The themes of the guide: consecutive ranges of columns, together the 72. */
export const GROUPES_COLONNES: readonly GroupeColonnes[] = [
  { id: 'identification', titre: 'Identification et immatriculation', du: 1, au: 5 },
  { id: 'syndic', titre: 'Syndic et mandat', du: 6, au: 13 },
  { id: 'adresse', titre: 'Nom, adresses et localisation', du: 14, au: 24 },
  { id: 'caracteristiques', titre: 'Caractéristiques de la copropriété', du: 25, au: 37 },
  { id: 'cadastre', titre: 'Références cadastrales', du: 38, au: 53 },
  { id: 'politiques', titre: 'Politiques publiques et aides', du: 54, au: 62 },
  { id: 'territoire', titre: 'Géographie administrative officielle', du: 63, au: 72 },
];

export const colonnesDuGroupe = (g: GroupeColonnes) => GUIDE_COLONNES.filter((c) => c.numero >= g.du && c.numero <= g.au);
