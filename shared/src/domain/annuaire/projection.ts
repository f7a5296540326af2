/**
 * [issue 12] What the public sees of a condominium, computed once on write by the stream projector:
 * - `resumePublic`: the public part of the declaration in force, kept on the condominium's summary (written with
 *   it by every use case through `resumeCopropriete`, so no projector reads a declaration);
 * - `fichePublique`: the public record (coproannuairedetail), exactly FICHE_PUBLIQUE_CHAMPS — never a person, a
 *   volunteer syndic's identity, an email or a financial figure;
 * - `ligneDeFiche`: its directory list row;
 * - `dimensionsDe`: what it adds to the statistics counters of its territory and periods.
 * Pure: no I/O, no clock.
 */
import { LIBELLES_STATUT_MAJ, type FichePublique, type LigneAnnuaire } from '../../schemas/annuaire.ts';
import { EtatCopropriete, PeriodeConstruction } from '../enums.ts';
import type { ImmatCopropriete } from '../copropriete/types.ts';
import { ETATS_PUBLIES } from '../rnic/registre.ts';

/** The public part of a declaration, kept on the condominium's summary. */
export interface ResumePublic {
  numero: string | null;
  voie: string | null;
  x: number | null;
  y: number | null;
  idBan: string | null;
  lotsPrincipaux: number | null;
  lotsHabitation: number | null;
  lotsStationnement: number | null;
  periodeConstruction: string | null;
  residenceService: boolean | null;
  syndicatCooperatif: boolean | null;
  syndicatPrincipal: boolean | null;
  immatriculationPrincipale: string | null;
  adressesSecondaires: string[];
  parcelles: { codeInsee: string | null; prefixe: string; section: string | null; numero: string | null }[];
}

export function resumePublic(v: ImmatCopropriete): ResumePublic {
  const id = v.identification;
  const a = id.adressePrincipale;
  return {
    numero: a?.numero ?? null,
    voie: a?.voie ?? null,
    x: a?.geolocalisee === false ? null : (a?.x ?? null),
    y: a?.geolocalisee === false ? null : (a?.y ?? null),
    idBan: a?.idBan ?? null,
    lotsPrincipaux: id.nbLotsHabBurCom ?? null,
    lotsHabitation: id.nbLotsHab ?? null,
    lotsStationnement: id.nbLotsStationnement ?? null,
    periodeConstruction: v.donneesTechniques.periodeConstruction ?? null,
    residenceService: id.residenceService ?? null,
    syndicatCooperatif: id.syndicatCooperatif ?? null,
    syndicatPrincipal: id.syndicatPrincipal ?? null,
    immatriculationPrincipale: id.numImmatriculationCoproprietePrincipale ?? null,
    adressesSecondaires: id.adresseSecondaire.map((s) => s.libelle).filter((l): l is string => Boolean(l)),
    parcelles: id.parcelle.map((p) => ({
      codeInsee: p.codeInsee ?? null,
      prefixe: p.prefixe,
      section: p.section ?? null,
      numero: p.numero ?? null,
    })),
  };
}

/** What the projector reads of a condominium's summary (stream image). */
export interface ImageAnnuaire {
  idCopropriete: number;
  etat: string;
  immatriculation?: string;
  nomCopropriete?: string;
  adresseReference?: string;
  codePostal?: string;
  commune?: string;
  codeInsee?: string;
  nbLots?: number;
  nbBatiments?: number;
  dateDebutMandat?: string;
  dateFinMandat?: string;
  statutMajAnnuelle?: 'A_FAIRE' | 'FAITE' | 'EN_RETARD';
  exerciceNonApprouve?: boolean;
  dateImmatriculation?: string;
  publique?: ResumePublic;
}

export type TypeSyndic = 'PROFESSIONNEL' | 'BENEVOLE' | 'AUCUN';
/** Who holds the mandate, as the public may know it: a professional's name, never a volunteer's identity. */
export interface SyndicPublic {
  type: TypeSyndic;
  nom: string | null;
}

export const estPublique = (c: Pick<ImageAnnuaire, 'etat' | 'immatriculation'>) =>
  Boolean(c.immatriculation) && (ETATS_PUBLIES as readonly string[]).includes(c.etat);

export function statutMandat(etat: string): FichePublique['statutMandat'] {
  if (etat === 'IMMATRICULEE_RATTACHEE') return 'EN_COURS';
  if (etat === 'IMMATRICULEE_RATTACHEMENT_EXPIRE') return 'EXPIRE';
  return 'AUCUN';
}

/** The attachment status a visitor searches by (schemas/annuaire STATUTS_RATTACHEMENT_ANNUAIRE). */
export function rattachementPublic(etat: string): 'RATTACHEE' | 'NON_RATTACHEE' | 'EXPIRE' {
  const m = statutMandat(etat);
  return m === 'EN_COURS' ? 'RATTACHEE' : m === 'EXPIRE' ? 'EXPIRE' : 'NON_RATTACHEE';
}
const LIBELLES_RATTACHEMENT = { RATTACHEE: 'Rattachée', NON_RATTACHEE: 'Non rattachée', EXPIRE: 'Expiré' } as const;

const jour = (iso: string | undefined | null) => (iso ? iso.slice(0, 10) : null);

/** The public record of a published condominium (null otherwise). */
export function fichePublique(c: ImageAnnuaire, syndic: SyndicPublic): FichePublique | null {
  if (!estPublique(c)) return null;
  const p = c.publique;
  const mandat = statutMandat(c.etat);
  return {
    idCopropriete: c.idCopropriete,
    numeroImmatriculation: c.immatriculation!,
    nom: c.nomCopropriete ?? null,
    statutCopropriete: (EtatCopropriete.labels as Record<string, string>)[c.etat] ?? c.etat,
    etat: c.etat,
    dateImmatriculation: jour(c.dateImmatriculation),
    adressePrincipale: c.adresseReference ?? null,
    adressesSecondaires: p?.adressesSecondaires ?? [],
    codePostal: c.codePostal ?? null,
    commune: c.commune ?? null,
    codeInsee: c.codeInsee?.toUpperCase() ?? null,
    x: p?.x ?? null,
    y: p?.y ?? null,
    nombreLots: c.nbLots ?? null,
    nombreLotsPrincipaux: p?.lotsPrincipaux ?? null,
    nombreLotsHabitation: p?.lotsHabitation ?? null,
    nombreLotsStationnement: p?.lotsStationnement ?? null,
    nombreBatiments: c.nbBatiments ?? null,
    periodeConstruction: p?.periodeConstruction
      ? ((PeriodeConstruction.labels as Record<string, string>)[p.periodeConstruction] ?? p.periodeConstruction)
      : null,
    residenceService: p?.residenceService ?? null,
    syndicatCooperatif: p?.syndicatCooperatif ?? null,
    syndicatPrincipal: p?.syndicatPrincipal ?? null,
    numeroImmatriculationPrincipale: p?.immatriculationPrincipale ?? null,
    typeSyndic: syndic.type,
    nomSyndicProfessionnel: syndic.type === 'PROFESSIONNEL' ? syndic.nom : null,
    statutRattachement: LIBELLES_RATTACHEMENT[rattachementPublic(c.etat)],
    statutMandat: mandat,
    dateFinMandat: mandat === 'AUCUN' ? null : jour(c.dateFinMandat),
    majAnnuelle: c.statutMajAnnuelle ? LIBELLES_STATUT_MAJ[c.statutMajAnnuelle] : null,
    parcelles: p?.parcelles ?? [],
  };
}

export function ligneDeFiche(f: FichePublique): LigneAnnuaire {
  return {
    idCopropriete: f.idCopropriete,
    numeroImmatriculation: f.numeroImmatriculation,
    nom: f.nom,
    adressePrincipale: f.adressePrincipale,
    statutCopropriete: f.statutCopropriete,
    statutRattachement: f.statutRattachement,
    idTeledeclarantCourant: null,
    nombreLots: f.nombreLots,
    nombreBatiments: f.nombreBatiments,
    dateFinMandat: f.dateFinMandat,
    majAnnuelle: f.majAnnuelle,
    x: f.x,
    y: f.y,
  };
}

/* ---------- statistics ---------- */

/** Size bands of main lots (lots à usage d'habitation, de bureaux ou de commerces). */
export const TRANCHES = [
  { code: 'T2_10', libelle: 'De 2 à 10 lots', min: 2, max: 10 },
  { code: 'T11_49', libelle: 'De 11 à 49 lots', min: 11, max: 49 },
  { code: 'T50_199', libelle: 'De 50 à 199 lots', min: 50, max: 199 },
  { code: 'T200', libelle: '200 lots et plus', min: 200, max: Infinity },
  { code: 'TNR', libelle: 'Moins de 2 lots principaux ou non renseigné', min: -Infinity, max: 1 },
] as const;
export const trancheDe = (lotsPrincipaux: number | null) =>
  lotsPrincipaux === null ? 'TNR' : TRANCHES.find((t) => lotsPrincipaux >= t.min && lotsPrincipaux <= t.max)!.code;

export const TYPES_SYNDIC: { code: TypeSyndic; libelle: string }[] = [
  { code: 'PROFESSIONNEL', libelle: 'Syndic professionnel' },
  { code: 'BENEVOLE', libelle: 'Syndic bénévole' },
  { code: 'AUCUN', libelle: 'Sans syndic connu' },
];
export const STATUTS_MANDAT = [
  { code: 'EN_COURS', libelle: 'Mandat en cours' },
  { code: 'EXPIRE', libelle: 'Mandat expiré' },
  { code: 'AUCUN', libelle: 'Pas de mandat' },
] as const;
export const STATUTS_MAJ = [
  { code: 'FAITE', libelle: 'Mise à jour annuelle faite' },
  { code: 'A_FAIRE', libelle: 'Mise à jour annuelle à faire' },
  { code: 'EN_RETARD', libelle: 'Mise à jour annuelle en retard' },
] as const;

/** The counters of a territory × period: one number per dimension. */
export type Dimensions = Record<string, number>;
/** Every dimension a statistics counter holds (the attributes of compteurStatistique). */
export const DIMENSIONS = [
  'n',
  'lots',
  'lp',
  'sec',
  // the geolocated condominiums and the sums of their longitudes and latitudes: a territory's centre of gravity
  'gx',
  'sx',
  'sy',
  ...TRANCHES.flatMap((t) => [`t_${t.code}`, `lt_${t.code}`] as const),
  ...PeriodeConstruction.values.map((p) => `p_${p}` as const),
  ...(['PROFESSIONNEL', 'BENEVOLE', 'AUCUN'] as const).map((s) => `s_${s}` as const),
  ...(['EN_COURS', 'EXPIRE', 'AUCUN'] as const).map((m) => `m_${m}` as const),
  ...(['FAITE', 'A_FAIRE', 'EN_RETARD'] as const).map((m) => `maj_${m}` as const),
  // [issue 23] the published condominiums by state, secondary syndicates included: the directory's total of a
  // department's state (its commune's and department's totals are n + sec)
  ...ETATS_PUBLIES.map((e) => `e_${e}` as const),
] as const;

/** A secondary syndicate is counted apart: it adds `sec` (and its state) only (the issue: "secondary syndicates apart"). */
export const estSyndicatSecondaire = (f: FichePublique) =>
  f.syndicatPrincipal === false || Boolean(f.numeroImmatriculationPrincipale);

/**
 * What one published condominium adds to the counters of its territory and periods; `periodeConstruction` is the
 * code of its construction period (the record holds the label).
 */
export function dimensionsDe(f: FichePublique, periodeConstruction: string | null): Dimensions {
  if (estSyndicatSecondaire(f)) return { sec: 1, [`e_${f.etat}`]: 1 };
  const lots = f.nombreLots ?? 0;
  const tranche = trancheDe(f.nombreLotsPrincipaux);
  const code = periodeConstruction && periodeConstruction in PeriodeConstruction.labels ? periodeConstruction : 'NON_CONNUE';
  const d: Dimensions = {
    n: 1,
    lots,
    lp: f.nombreLotsPrincipaux ?? 0,
    [`t_${tranche}`]: 1,
    [`lt_${tranche}`]: lots,
    [`p_${code}`]: 1,
    [`s_${f.typeSyndic}`]: 1,
    [`m_${f.statutMandat}`]: 1,
    [`e_${f.etat}`]: 1,
  };
  const maj = Object.entries(LIBELLES_STATUT_MAJ).find(([, l]) => l === f.majAnnuelle)?.[0];
  if (maj) d[`maj_${maj}`] = 1;
  if (f.x !== null && f.y !== null) Object.assign(d, { gx: 1, sx: f.x, sy: f.y });
  return d;
}
