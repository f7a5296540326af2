/**
 * One row of the RNIC file, read and written: the public model of a condominium (what the open-data file
 * carries), the value conversions of every quirk the real file has (`non connu`, `non renseigné`, `NA` or empty
 * as missing, oui/Oui/0/1, dd/mm/yyyy or ISO dates, A_COMPTER_DE_2011, IDU or parts of a cadastral reference),
 * and the rules a row must meet to be loaded. Pure: no I/O.
 */
import { PeriodeConstruction } from '../enums.ts';
import { normaliserImmatriculation } from '../valeurs.ts';
import { COLONNES_RNIC, type ColonneRnic } from './colonnes.ts';

export const IDENTITE_NON_PARTAGEE = 'Identité non partagée en Open Data';
export const NON_CONNU = 'non connu';

export const TYPES_SYNDIC_RNIC = ['professionnel', 'bénévole'] as const;
export type TypeSyndicRnic = (typeof TYPES_SYNDIC_RNIC)[number];

export const MANDATS_RNIC = [
  'Mandat en cours',
  'Pas de mandat en cours',
  'Mandat expiré sans successeur déclaré',
  'Mandat expiré avec successeur déclaré',
] as const;
export type MandatRnic = (typeof MANDATS_RNIC)[number];

type Periode = (typeof PeriodeConstruction.values)[number];

export interface ParcelleRnic {
  codeInsee: string;
  prefixe: string;
  section: string;
  numero: string;
}

/** Geographic programmes the file carries (columns 54–62): kept as read, written back as they came. */
export interface ZonagesRnic {
  nomQp2015: string | null;
  codeQp2015: string | null;
  nomQp2024: string | null;
  codeQp2024: string | null;
  acv: boolean | null;
  pvd: boolean | null;
  codePdp: string | null;
  pdp: boolean | null;
  aidee: boolean | null;
}

/** The official geography of the commune (columns 1 and 63–72), drawn from the commune code on export. */
export interface TerritoireRnic {
  epci: string | null;
  codeCommune: string | null;
  nomCommune: string | null;
  codeArrondissement: string | null;
  nomArrondissement: string | null;
  codeEpci: string | null;
  nomEpci: string | null;
  codeDepartement: string | null;
  nomDepartement: string | null;
  codeRegion: string | null;
  nomRegion: string | null;
}

/** The public data of one condominium: one row of the file. */
export interface CoproprieteRnic {
  immatriculation: string;
  /** INSEE code of the commune (column 2) */
  codeInsee: string;
  dateImmatriculation: string | null;
  dateDerniereMaj: string | null;
  typeSyndic: TypeSyndicRnic | null;
  /** professional syndic only: a volunteer's identity never enters nor leaves */
  raisonSociale: string | null;
  siret: string | null;
  codeApe: string | null;
  communeRepresentant: string | null;
  mandat: MandatRnic | null;
  dateFinDernierMandat: string | null;
  nom: string | null;
  adresseReference: string | null;
  numeroEtVoie: string | null;
  codePostal: string | null;
  communeAdresse: string | null;
  adressesComplementaires: string[];
  nbAdressesComplementaires: number | null;
  longitude: number | null;
  latitude: number | null;
  dateReglement: string | null;
  residenceService: boolean | null;
  syndicatCooperatif: boolean | null;
  syndicatPrincipal: boolean | null;
  immatriculationPrincipal: string | null;
  nbAsl: number | null;
  nbAful: number | null;
  nbUnionsSyndicats: number | null;
  nbLots: number | null;
  nbLotsHabBurCom: number | null;
  nbLotsHab: number | null;
  nbLotsStationnement: number | null;
  periodeConstruction: Periode | null;
  parcelles: ParcelleRnic[];
  nbParcelles: number | null;
  zonages: ZonagesRnic;
}

// ---------------------------------------------------------------------------------------------------------------
// values

const MANQUANTS = new Set(['', 'non connu', 'non renseigne', 'na', 'n/a', 'null', 'nan']);
const sansAccents = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A cell, trimmed; null when it says the value is missing. */
export function texte(brut: string | undefined): string | null {
  if (brut === undefined) return null;
  const v = brut.replace(/\s+/g, ' ').trim();
  return MANQUANTS.has(sansAccents(v).toLowerCase()) ? null : v;
}

/** Thrown by a conversion: its message is the reject reason (French). */
export class ValeurInvalide extends Error {}

/** yyyy-mm-dd from ISO (with or without a time) or dd/mm/yyyy; a real calendar day. */
export function date(brut: string | undefined, libelle: string): string | null {
  const v = texte(brut);
  if (v === null) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(v) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  if (!m) throw new ValeurInvalide(`${libelle} illisible (« ${v} »)`);
  const [a, mo, j] = m[1].length === 4 ? [m[1], m[2], m[3]] : [m[3], m[2], m[1]];
  const iso = `${a}-${mo}-${j}`;
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso)
    throw new ValeurInvalide(`${libelle} inexistante (« ${v} »)`);
  return iso;
}

/** A whole number ≥ 0 (`12`, `12.0`). */
export function entier(brut: string | undefined, libelle: string): number | null {
  const v = texte(brut);
  if (v === null) return null;
  const n = Number(v.replace(',', '.'));
  if (!Number.isFinite(n) || !Number.isInteger(n) || n < 0 || n > 999_999)
    throw new ValeurInvalide(`${libelle} n'est pas un nombre entier positif (« ${v} »)`);
  return n;
}

/** A decimal number (`2.35`, `2,35`) within bounds. */
export function decimal(brut: string | undefined, libelle: string, min: number, max: number): number | null {
  const v = texte(brut);
  if (v === null) return null;
  const n = Number(v.replace(',', '.'));
  if (!Number.isFinite(n) || n < min || n > max) throw new ValeurInvalide(`${libelle} hors limites (« ${v} »)`);
  return n;
}

const OUI = new Set(['oui', 'o', '1', 'true', 'vrai']);
const NON = new Set(['non', 'n', '0', 'false', 'faux']);
/** oui / Oui / 1 / true → true; non / 0 / false → false. */
export function booleen(brut: string | undefined, libelle: string): boolean | null {
  const v = texte(brut);
  if (v === null) return null;
  const s = v.toLowerCase();
  if (OUI.has(s)) return true;
  if (NON.has(s)) return false;
  throw new ValeurInvalide(`${libelle} : « ${v} » n'est ni oui ni non`);
}

const PERIODES_FICHIER: Record<string, Periode> = { A_COMPTER_DE_2011: 'APRES_2011' };
/** The file's construction period (A_COMPTER_DE_2011 is our APRES_2011). */
export function periode(brut: string | undefined): Periode | null {
  const v = texte(brut);
  if (v === null) return null;
  const code = sansAccents(v)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');
  const p = PERIODES_FICHIER[code] ?? (PeriodeConstruction.values as readonly string[]).find((x) => x === code);
  if (!p) throw new ValeurInvalide(`période de construction inconnue (« ${v} »)`);
  return p as Periode;
}

export function typeSyndic(brut: string | undefined): TypeSyndicRnic | null {
  const v = texte(brut);
  if (v === null) return null;
  const s = sansAccents(v).toLowerCase();
  if (s.startsWith('pro')) return 'professionnel';
  if (s.startsWith('benevole') || s.startsWith('non pro') || s.startsWith('non_pro')) return 'bénévole';
  throw new ValeurInvalide(`type de syndic inconnu (« ${v} »)`);
}

export function mandat(brut: string | undefined): MandatRnic | null {
  const v = texte(brut);
  if (v === null) return null;
  const s = sansAccents(v).toLowerCase();
  const m = MANDATS_RNIC.find((x) => sansAccents(x).toLowerCase() === s);
  if (!m) throw new ValeurInvalide(`état du mandat inconnu (« ${v} »)`);
  return m;
}

const INSEE = /^(\d{5}|2[AB]\d{3})$/;
/** A cadastral reference from its IDU (14 characters) or its parts; null when it has neither. */
export function parcelle(
  idu: string | undefined,
  insee: string | undefined,
  prefixe: string | undefined,
  section: string | undefined,
  numero: string | undefined,
  rang: number,
): ParcelleRnic | null {
  const ref = texte(idu)?.toUpperCase().replace(/\s/g, '');
  if (ref) {
    const m = /^(\d{5}|2[AB]\d{3})(\d{3})([0-9A-Z]{2})(\d{4})$/.exec(ref);
    if (!m) throw new ValeurInvalide(`référence cadastrale ${rang} illisible (« ${ref} »)`);
    return { codeInsee: m[1], prefixe: m[2], section: m[3].replace(/^0/, ''), numero: m[4] };
  }
  const c = texte(insee)?.toUpperCase();
  const s = texte(section)?.toUpperCase();
  const n = texte(numero);
  if (!c && !s && !n) return null;
  if (!c || !INSEE.test(c) || !s || !/^[0-9A-Z]{1,2}$/.test(s) || !n || !/^\d{1,4}$/.test(n))
    throw new ValeurInvalide(`parcelle ${rang} incomplète ou illisible`);
  const p = texte(prefixe) ?? '000';
  if (!/^\d{1,3}$/.test(p)) throw new ValeurInvalide(`préfixe de la parcelle ${rang} illisible (« ${p} »)`);
  return { codeInsee: c, prefixe: p.padStart(3, '0'), section: s.replace(/^0(?=[A-Z])/, ''), numero: n.padStart(4, '0') };
}

/** The 14-character IDU of a parcel: commune, prefix, section on two characters, number on four. */
export const idu = (p: ParcelleRnic) => `${p.codeInsee}${p.prefixe}${p.section.padStart(2, '0')}${p.numero}`;

// ---------------------------------------------------------------------------------------------------------------
// a row

export type LigneLue = { ok: true; copropriete: CoproprieteRnic } | { ok: false; raison: string };

/** The values of one row by column name (from the header's positions). */
export type ValeursLigne = Partial<Record<ColonneRnic, string>>;

/**
 * Reads one row into the public model, or says why it cannot be loaded (French, for the rejects report). The
 * rules: a readable registration number and commune code, dates that exist and a registration not in the
 * future, whole numbers of lots that add up (habitation ≤ habitation + offices + shops ≤ total), coordinates in
 * WGS 84, known syndic type, mandate state and construction period, readable parcels.
 */
export function lireLigne(v: ValeursLigne, aujourdhui: string): LigneLue {
  try {
    return { ok: true, copropriete: convertir(v, aujourdhui) };
  } catch (e) {
    if (e instanceof ValeurInvalide) return { ok: false, raison: e.message.charAt(0).toUpperCase() + e.message.slice(1) };
    throw e;
  }
}

function convertir(v: ValeursLigne, aujourdhui: string): CoproprieteRnic {
  const brutImmat = texte(v.numero_d_immatriculation);
  if (!brutImmat) throw new ValeurInvalide("numéro d'immatriculation absent");
  const immatriculation = normaliserImmatriculation(brutImmat);
  if (!immatriculation || immatriculation.endsWith('0000000'))
    throw new ValeurInvalide(`numéro d'immatriculation invalide (« ${brutImmat} ») : deux lettres et sept chiffres attendus`);
  const codeInsee = (texte(v.commune) ?? texte(v.code_officiel_commune))?.toUpperCase() ?? null;
  if (!codeInsee || !INSEE.test(codeInsee))
    throw new ValeurInvalide(`code INSEE de la commune invalide (« ${codeInsee ?? ''} »)`);
  const dateImmatriculation = date(v.date_d_immatriculation, "date d'immatriculation");
  if (dateImmatriculation && dateImmatriculation > aujourdhui) throw new ValeurInvalide("date d'immatriculation dans le futur");
  const type = typeSyndic(v.type_de_syndic_benevole_professionnel_non_connu);
  const professionnel = type === 'professionnel';
  const siret = professionnel ? (texte(v.siret_du_representant_legal)?.replace(/\s/g, '') ?? null) : null;
  if (siret !== null && !/^\d{14}$/.test(siret)) throw new ValeurInvalide(`SIRET du représentant légal invalide (« ${siret} »)`);
  const codeApe = professionnel ? (texte(v.code_ape)?.replace(/\./g, '').toUpperCase() ?? null) : null;
  if (codeApe !== null && !/^\d{4}[A-Z]$/.test(codeApe)) throw new ValeurInvalide(`code APE invalide (« ${codeApe} »)`);
  const nbLots = entier(v.nombre_total_de_lots, 'le nombre total de lots');
  const nbLotsHabBurCom = entier(
    v.nombre_total_de_lots_a_usage_d_habitation_de_bureaux_ou_de_comm,
    'le nombre de lots principaux',
  );
  const nbLotsHab = entier(v.nombre_de_lots_a_usage_d_habitation, "le nombre de lots d'habitation");
  const nbLotsStationnement = entier(v.nombre_de_lots_de_stationnement, 'le nombre de lots de stationnement');
  if (nbLotsHab !== null && nbLotsHabBurCom !== null && nbLotsHab > nbLotsHabBurCom)
    throw new ValeurInvalide("plus de lots d'habitation que de lots d'habitation, de bureaux ou de commerces");
  if (nbLots !== null && nbLotsHabBurCom !== null && nbLotsHabBurCom > nbLots)
    throw new ValeurInvalide("plus de lots d'habitation, de bureaux ou de commerces que de lots au total");
  const parcelles: ParcelleRnic[] = [];
  for (const i of [1, 2, 3] as const) {
    const p = parcelle(
      v[`reference_cadastrale_${i}`],
      v[`code_insee_commune_${i}`],
      v[`prefixe_${i}`],
      v[`section_${i}`],
      v[`numero_parcelle_${i}`],
      i,
    );
    if (p) parcelles.push(p);
  }
  const principal = texte(v.si_secondaire_n_d_immatriculation_du_principal);
  const immatriculationPrincipal = principal ? normaliserImmatriculation(principal) : null;
  const adresses = ([1, 2, 3] as const)
    .map((i) => texte(v[`adresse_complementaire_${i}`]))
    .filter((a): a is string => a !== null);
  return {
    immatriculation,
    codeInsee,
    dateImmatriculation,
    dateDerniereMaj: date(v.date_de_la_derniere_maj, 'date de dernière mise à jour'),
    typeSyndic: type,
    raisonSociale: professionnel ? texte(v.raison_sociale_du_representant_legal) : null,
    siret,
    codeApe,
    communeRepresentant: texte(v.commune_du_representant_legal),
    mandat: mandat(v.mandat_en_cours_dans_la_copropriete),
    dateFinDernierMandat: date(v.date_de_fin_du_dernier_mandat, 'date de fin du dernier mandat'),
    nom: texte(v.nom_d_usage_de_la_copropriete),
    adresseReference: texte(v.adresse_de_reference),
    numeroEtVoie: texte(v.numero_et_voie_adresse_de_reference),
    codePostal: texte(v.code_postal_adresse_de_reference),
    communeAdresse: texte(v.commune_adresse_de_reference),
    adressesComplementaires: adresses,
    nbAdressesComplementaires: entier(v.nombre_d_adresses_complementaires, "le nombre d'adresses complémentaires"),
    longitude: decimal(v.long, 'longitude', -180, 180),
    latitude: decimal(v.lat, 'latitude', -90, 90),
    dateReglement: date(v.date_du_reglement_de_copropriete, 'date du règlement de copropriété'),
    residenceService: booleen(v.residence_service, 'résidence service'),
    syndicatCooperatif: booleen(v.syndicat_cooperatif, 'syndicat coopératif'),
    syndicatPrincipal: booleen(v.syndicat_principal_ou_syndicat_secondaire, 'syndicat principal'),
    immatriculationPrincipal,
    nbAsl: entier(v.nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta, "le nombre d'ASL"),
    nbAful: entier(v.nombre_d_aful_auxquelles_est_rattache_le_syndicat_de_copropriet, "le nombre d'AFUL"),
    nbUnionsSyndicats: entier(
      v.nombre_d_unions_de_syndicats_auxquelles_est_rattache_le_syndica,
      "le nombre d'unions de syndicats",
    ),
    nbLots,
    nbLotsHabBurCom,
    nbLotsHab,
    nbLotsStationnement,
    periodeConstruction: periode(v.periode_de_construction),
    parcelles,
    nbParcelles: entier(v.nombre_de_parcelles_cadastrales, 'le nombre de parcelles'),
    zonages: {
      nomQp2015: texte(v.nom_qp_2015),
      codeQp2015: texte(v.code_qp_2015),
      nomQp2024: texte(v.nom_qp_2024),
      codeQp2024: texte(v.code_qp_2024),
      acv: booleen(v.copro_dans_acv, 'ACV'),
      pvd: booleen(v.copro_dans_pvd, 'PVD'),
      codePdp: texte(v.code_de_pdp),
      pdp: booleen(v.copro_dans_pdp, 'PDP'),
      aidee: booleen(v.copro_aidee, 'copropriété aidée'),
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// writing

const ouiNon = (b: boolean | null) => (b === null ? '' : b ? 'oui' : 'non');
const OuiNon = (b: boolean | null) => (b === null ? '' : b ? 'Oui' : 'Non');
const nombre = (n: number | null) => (n === null ? '' : String(n));
const PERIODES_ECRITES: Partial<Record<Periode, string>> = { APRES_2011: 'A_COMPTER_DE_2011' };
/** The file's markers for an unknown value, per column (the column guide, checked on real rows). */
export const NA = 'NA';
export const NON_RENSEIGNE = 'non renseigné';
const ou = (v: string | null | undefined, marqueur: string) => (v === null || v === undefined || v === '' ? marqueur : v);

/**
 * The 72 values of a row, in column order, as France writes them: a volunteer syndic's identity withheld
 * (columns 7 and 8), each column's own marker for unknown (`non connu` for the syndic, the secondary addresses,
 * the cooperative and principal columns and the parcels' parts; `NA` for the postal code and the counts of
 * ASL/AFUL/unions; `non renseigné` for the construction period; empty elsewhere), the representative as
 * `NAME 12345678900012`, sections on two characters (`0H`), A_COMPTER_DE_2011, oui/non.
 */
export function ecrireLigne(c: CoproprieteRnic, t: TerritoireRnic): string[] {
  const benevole = c.typeSyndic === 'bénévole';
  const pro = c.typeSyndic === 'professionnel';
  const identification = benevole
    ? IDENTITE_NON_PARTAGEE
    : pro && c.raisonSociale
      ? `${c.raisonSociale}${c.siret ? ` ${c.siret}` : ''}`
      : NON_CONNU;
  const avecAdresse = Boolean(c.numeroEtVoie || c.codePostal || c.communeAdresse);
  const valeurs: Record<ColonneRnic, string> = {
    epci: t.epci ?? '',
    commune: c.codeInsee,
    numero_d_immatriculation: c.immatriculation,
    date_d_immatriculation: c.dateImmatriculation ?? '',
    date_de_la_derniere_maj: c.dateDerniereMaj ?? '',
    type_de_syndic_benevole_professionnel_non_connu: c.typeSyndic ?? NON_CONNU,
    identification_du_representant_legal_raison_sociale_et_le_numer: identification,
    raison_sociale_du_representant_legal: benevole ? IDENTITE_NON_PARTAGEE : pro ? ou(c.raisonSociale, NON_CONNU) : NON_CONNU,
    siret_du_representant_legal: pro ? ou(c.siret, NON_CONNU) : NON_CONNU,
    code_ape: pro ? ou(c.codeApe, NON_CONNU) : NON_CONNU,
    commune_du_representant_legal: c.typeSyndic ? ou(c.communeRepresentant, NON_CONNU) : NON_CONNU,
    // a condominium with no known mandate has none in progress (the register's state for it)
    mandat_en_cours_dans_la_copropriete: c.mandat ?? 'Pas de mandat en cours',
    date_de_fin_du_dernier_mandat: c.dateFinDernierMandat ?? '',
    nom_d_usage_de_la_copropriete: c.nom ?? '',
    adresse_de_reference: c.adresseReference ?? '',
    numero_et_voie_adresse_de_reference: c.numeroEtVoie ?? '',
    code_postal_adresse_de_reference: ou(c.codePostal, NA),
    // the commune of the address goes with its street: empty when the street is unknown
    commune_adresse_de_reference: avecAdresse ? (c.communeAdresse ?? '') : '',
    adresse_complementaire_1: ou(c.adressesComplementaires[0], NON_CONNU),
    adresse_complementaire_2: ou(c.adressesComplementaires[1], NON_CONNU),
    adresse_complementaire_3: ou(c.adressesComplementaires[2], NON_CONNU),
    nombre_d_adresses_complementaires: nombre(c.nbAdressesComplementaires),
    long: nombre(c.longitude),
    lat: nombre(c.latitude),
    date_du_reglement_de_copropriete: c.dateReglement ?? '',
    residence_service: ouiNon(c.residenceService),
    syndicat_cooperatif: c.syndicatCooperatif === null ? NON_CONNU : ouiNon(c.syndicatCooperatif),
    syndicat_principal_ou_syndicat_secondaire: ouiNon(c.syndicatPrincipal),
    si_secondaire_n_d_immatriculation_du_principal: ou(c.immatriculationPrincipal, NON_CONNU),
    nombre_d_asl_auxquelles_est_rattache_le_syndicat_de_coproprieta: ou(nombre(c.nbAsl), NA),
    nombre_d_aful_auxquelles_est_rattache_le_syndicat_de_copropriet: ou(nombre(c.nbAful), NA),
    nombre_d_unions_de_syndicats_auxquelles_est_rattache_le_syndica: ou(nombre(c.nbUnionsSyndicats), NA),
    nombre_total_de_lots: nombre(c.nbLots),
    nombre_total_de_lots_a_usage_d_habitation_de_bureaux_ou_de_comm: nombre(c.nbLotsHabBurCom),
    nombre_de_lots_a_usage_d_habitation: nombre(c.nbLotsHab),
    nombre_de_lots_de_stationnement: nombre(c.nbLotsStationnement),
    periode_de_construction: c.periodeConstruction
      ? (PERIODES_ECRITES[c.periodeConstruction] ?? c.periodeConstruction)
      : NON_RENSEIGNE,
    ...parcellesEcrites(c.parcelles),
    nombre_de_parcelles_cadastrales: nombre(c.nbParcelles),
    nom_qp_2015: c.zonages.nomQp2015 ?? '',
    code_qp_2015: c.zonages.codeQp2015 ?? '',
    nom_qp_2024: c.zonages.nomQp2024 ?? '',
    code_qp_2024: c.zonages.codeQp2024 ?? '',
    copro_dans_acv: OuiNon(c.zonages.acv),
    copro_dans_pvd: OuiNon(c.zonages.pvd),
    code_de_pdp: c.zonages.codePdp ?? '',
    copro_dans_pdp: c.zonages.pdp === null ? '' : c.zonages.pdp ? '1' : '0',
    copro_aidee: OuiNon(c.zonages.aidee),
    code_officiel_commune: t.codeCommune ?? '',
    nom_officiel_commune: t.nomCommune ?? '',
    code_officiel_arrondissement_commune: t.codeArrondissement ?? t.codeCommune ?? '',
    nom_officiel_arrondissement_commune: t.nomArrondissement ?? t.nomCommune ?? '',
    code_officiel_epci: t.codeEpci ?? '',
    nom_officiel_epci: t.nomEpci ?? '',
    code_officiel_departement: t.codeDepartement ?? '',
    nom_officiel_departement: t.nomDepartement ?? '',
    code_officiel_region: t.codeRegion ?? '',
    nom_officiel_region: t.nomRegion ?? '',
  };
  return COLONNES_RNIC.map((col) => valeurs[col]);
}

/** Parcels 1–3: the IDU (empty when unknown) and its parts (`non connu` when unknown), the section on two characters. */
function parcellesEcrites(parcelles: readonly ParcelleRnic[]) {
  const r: Record<string, string> = {};
  for (const i of [1, 2, 3]) {
    const p = parcelles[i - 1];
    r[`reference_cadastrale_${i}`] = p ? idu(p) : '';
    r[`code_insee_commune_${i}`] = p?.codeInsee ?? NON_CONNU;
    r[`prefixe_${i}`] = p?.prefixe ?? NON_CONNU;
    r[`section_${i}`] = p ? p.section.padStart(2, '0') : NON_CONNU;
    r[`numero_parcelle_${i}`] = p?.numero ?? NON_CONNU;
  }
  return r as Record<
    `${'reference_cadastrale' | 'code_insee_commune' | 'prefixe' | 'section' | 'numero_parcelle'}_${1 | 2 | 3}`,
    string
  >;
}

/** The values of a row by column, from the header positions (a leading index column skipped by its position). */
export function valeursParColonne(champs: readonly string[], positions: Partial<Record<ColonneRnic, number>>): ValeursLigne {
  const v: ValeursLigne = {};
  for (const [col, i] of Object.entries(positions) as [ColonneRnic, number][]) v[col] = champs[i];
  return v;
}
