/**
 * The public model of a row (ligne.ts) to and from the register: an imported row becomes the declaration
 * blocks a registration writes (identification with its reference address, coordinates, parcels and lots;
 * the construction period in the technical block), the condominium's state from its mandate, and what the
 * register has no block for (the representative of a syndic with no account here, the file's counts and
 * programme zones); the export draws the same row back from them. Pure.
 */
import { TYPES_DE_VOIE } from '../adresse/normalisation.ts';
import type { Adresse, ImmatCopropriete, Parcelle } from '../copropriete/types.ts';
import type { EcartsRnic } from './fidelite.ts';
import type { CoproprieteRnic, MandatRnic, TypeSyndicRnic, ZonagesRnic } from './ligne.ts';

/** What a row carries that no block of the register holds, kept on the condominium (`rnic`). */
export interface ComplementsRnic {
  /** the legal representative of a syndic without an account in the register (a volunteer's identity is never kept) */
  representant: RepresentantRnic | null;
  successeurDeclare: boolean;
  nbAdressesComplementaires: number | null;
  nbParcelles: number | null;
  zonages: ZonagesRnic;
  /** the file's own spelling of the columns the register writes otherwise (fidelite.ts) */
  ecarts?: EcartsRnic | null;
}

export interface RepresentantRnic {
  type: TypeSyndicRnic;
  raisonSociale: string | null;
  siret: string | null;
  codeApe: string | null;
  commune: string | null;
}

/** The states of a condominium the open-data file publishes: registered, not dissolved, not deleted. */
export const ETATS_PUBLIES = [
  'IMMATRICULEE_A_RATTACHER',
  'IMMATRICULEE_RATTACHEMENT_A_CONFIRMER',
  'IMMATRICULEE_RATTACHEE',
  'IMMATRICULEE_RATTACHEMENT_EXPIRE',
  'DISSOLUTION_EN_COURS_DE_VALIDATION',
  'DISSOLUTION_A_VALIDER',
  'DISSOLUTION_EN_COURS',
] as const;
export const estPublie = (etat: string, immatriculation: string | null | undefined) =>
  Boolean(immatriculation) && (ETATS_PUBLIES as readonly string[]).includes(etat);

/**
 * The condominium's state from the file's mandate column and, given the day, its end date: the column is the state
 * on the day the file was published, so a `Mandat en cours` whose end has passed since is an expired mandate today.
 */
export function etatDepuisMandat(
  m: MandatRnic | null,
  fin?: { dateFin: string | null; aujourdhui: string },
): {
  etat: 'IMMATRICULEE_RATTACHEE' | 'IMMATRICULEE_RATTACHEMENT_EXPIRE' | 'IMMATRICULEE_A_RATTACHER';
  successeurDeclare: boolean;
} {
  if (m === 'Mandat en cours')
    return fin?.dateFin && fin.dateFin < fin.aujourdhui
      ? { etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE', successeurDeclare: false }
      : { etat: 'IMMATRICULEE_RATTACHEE', successeurDeclare: false };
  if (m === 'Mandat expiré sans successeur déclaré')
    return { etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE', successeurDeclare: false };
  if (m === 'Mandat expiré avec successeur déclaré') return { etat: 'IMMATRICULEE_RATTACHEMENT_EXPIRE', successeurDeclare: true };
  return { etat: 'IMMATRICULEE_A_RATTACHER', successeurDeclare: false };
}

/**
 * The mandate column from the stored state alone: the daily expiry workflow moves a mandate past its end to
 * expired for every condominium, imported or not, so the file says what every screen says on the same day.
 */
export function mandatDepuisEtat(etat: string, successeurDeclare: boolean): MandatRnic {
  if (etat === 'IMMATRICULEE_RATTACHEE') return 'Mandat en cours';
  if (etat === 'IMMATRICULEE_RATTACHEMENT_EXPIRE')
    return successeurDeclare ? 'Mandat expiré avec successeur déclaré' : 'Mandat expiré sans successeur déclaré';
  return 'Pas de mandat en cours';
}

const NUMERO_VOIE = /^(\d+)(?:(\s?)(bis|ter|quater|[a-z])(?![\p{L}\p{N}]))?\s+(.+)$/iu;

/**
 * "12 bis rue X" → number and street. A lone letter after a space is the number's suffix ("12 B rue X") unless it
 * is a street type of the cadastre ("8 r Victor Hugo": the street "r Victor Hugo").
 */
export function separerNumeroVoie(numeroEtVoie: string | null): { numero: string | null; voie: string | null } {
  if (!numeroEtVoie) return { numero: null, voie: null };
  const m = NUMERO_VOIE.exec(numeroEtVoie);
  if (!m) return { numero: null, voie: numeroEtVoie };
  const [, chiffres, espace, suffixe, reste] = m;
  if (suffixe && espace && suffixe.length === 1 && TYPES_DE_VOIE[suffixe.toLowerCase()])
    return { numero: chiffres, voie: `${suffixe} ${reste}` };
  return { numero: suffixe ? `${chiffres}${espace}${suffixe}` : chiffres, voie: reste };
}

const adresseVide = (type: Adresse['type']): Adresse => ({
  id: null,
  type,
  geolocalisee: false,
  libelle: null,
  numero: null,
  voie: null,
  codePostal: null,
  commune: null,
  codeInsee: null,
  x: null,
  y: null,
  idBan: null,
  idRnb: null,
});

/**
 * The blocks of a registration from a row, over an empty declaration (`vide`, the server shape of an empty form):
 * identification filled from the file, the construction period, and for a syndic's mandate its end date. The
 * financial block stays empty with "no financial data" (the file never carries any).
 */
export function blocsDepuisRnic(c: CoproprieteRnic, vide: ImmatCopropriete): ImmatCopropriete {
  const { numero, voie } = separerNumeroVoie(c.numeroEtVoie);
  const libelle =
    c.adresseReference ??
    ([c.numeroEtVoie, [c.codePostal, c.communeAdresse].filter(Boolean).join(' ')].filter(Boolean).join(' ') || null);
  const geolocalisee = c.longitude !== null && c.latitude !== null;
  const adressePrincipale: Adresse = {
    ...adresseVide('PRINCIPALE'),
    geolocalisee,
    libelle,
    numero,
    voie,
    codePostal: c.codePostal,
    commune: c.communeAdresse,
    codeInsee: c.codeInsee,
    x: c.longitude,
    y: c.latitude,
  };
  const parcelle: Parcelle[] = c.parcelles.map((p) => ({
    id: null,
    codePostal: null,
    commune: null,
    communeAbsorbee: null,
    codeInsee: p.codeInsee,
    prefixe: p.prefixe,
    section: p.section,
    numero: p.numero,
    // a reference of the cadastre itself, as the geocoder's parcels are
    geolocalisee: true,
  }));
  return {
    ...vide,
    infoRattachement: vide.infoRattachement && { ...vide.infoRattachement, dateFinMandat: c.dateFinDernierMandat },
    identification: {
      ...vide.identification,
      adressePrincipale,
      adresseSecondaire: c.adressesComplementaires.map((a) => ({ ...adresseVide('SECONDAIRE'), libelle: a })),
      dateReglementCopropriete: c.dateReglement,
      // unknown (`NA`) stays unknown: never 0
      nbAful: c.nbAful,
      nbAsl: c.nbAsl,
      nbUnionsSyndicats: c.nbUnionsSyndicats,
      nbLots: c.nbLots,
      nbLotsHab: c.nbLotsHab,
      nbLotsHabBurCom: c.nbLotsHabBurCom,
      nbLotsStationnement: c.nbLotsStationnement,
      nomCopropriete: c.nom,
      numImmatriculationCopropriete: c.immatriculation,
      numImmatriculationCoproprietePrincipale: c.immatriculationPrincipal,
      parcelle,
      residenceService: c.residenceService,
      syndicatCooperatif: c.syndicatCooperatif,
      syndicatPrincipal: c.syndicatPrincipal,
      // the file's SIRET is the legal representative's (the syndic, kept in the complements), not the syndicate's
    },
    donneesFinancieres: { ...vide.donneesFinancieres, donneesFinancieresInconnues: true },
    // the file gives no building count: unknown, not 0
    donneesTechniques: { ...vide.donneesTechniques, periodeConstruction: c.periodeConstruction, nbBatimentsTotal: null },
  };
}

export function complementsDepuisRnic(c: CoproprieteRnic): ComplementsRnic {
  return {
    representant: c.typeSyndic
      ? {
          type: c.typeSyndic,
          raisonSociale: c.typeSyndic === 'professionnel' ? c.raisonSociale : null,
          siret: c.typeSyndic === 'professionnel' ? c.siret : null,
          codeApe: c.typeSyndic === 'professionnel' ? c.codeApe : null,
          commune: c.communeRepresentant,
        }
      : null,
    successeurDeclare: etatDepuisMandat(c.mandat).successeurDeclare,
    nbAdressesComplementaires: c.nbAdressesComplementaires,
    nbParcelles: c.nbParcelles,
    zonages: c.zonages,
  };
}

/** What the export reads of a condominium, whatever its origin. */
export interface CoproprieteExportee {
  immatriculation: string;
  etat: string;
  codeInsee: string | null;
  dateImmatriculation: string | null;
  dateModification: string | null;
  dateFinMandat: string | null;
  blocs: ImmatCopropriete;
  /** the syndic of the register holding its mandate, or the imported representative */
  representant: RepresentantRnic | null;
  complements: ComplementsRnic | null;
}

const zonagesVides: ZonagesRnic = {
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

/** The public row of a condominium: only public data (no financial block, no person, a volunteer withheld). */
export function rnicDepuisRegistre(c: CoproprieteExportee): CoproprieteRnic {
  const id = c.blocs.identification;
  const a = id.adressePrincipale;
  const r = c.representant;
  const pro = r?.type === 'professionnel';
  const numeroEtVoie = [a?.numero, a?.voie].filter(Boolean).join(' ') || null;
  return {
    immatriculation: c.immatriculation,
    codeInsee: (c.codeInsee ?? a?.codeInsee ?? '').toUpperCase(),
    dateImmatriculation: c.dateImmatriculation?.slice(0, 10) ?? null,
    dateDerniereMaj: c.dateModification?.slice(0, 10) ?? null,
    typeSyndic: r?.type ?? null,
    raisonSociale: pro ? r.raisonSociale : null,
    siret: pro ? r.siret : null,
    codeApe: pro ? (r.codeApe?.replace(/\./g, '') ?? null) : null,
    communeRepresentant: r?.commune ?? null,
    mandat: mandatDepuisEtat(c.etat, c.complements?.successeurDeclare ?? false),
    dateFinDernierMandat: c.dateFinMandat?.slice(0, 10) ?? null,
    nom: id.nomCopropriete,
    adresseReference: a?.libelle ?? null,
    numeroEtVoie,
    codePostal: a?.codePostal ?? null,
    communeAdresse: a?.commune ?? null,
    adressesComplementaires: id.adresseSecondaire
      .map((s) => s.libelle)
      .filter((l): l is string => Boolean(l))
      .slice(0, 3),
    nbAdressesComplementaires: c.complements?.nbAdressesComplementaires ?? id.adresseSecondaire.length,
    longitude: a?.x ?? null,
    latitude: a?.y ?? null,
    dateReglement: id.dateReglementCopropriete?.slice(0, 10) ?? null,
    residenceService: id.residenceService,
    syndicatCooperatif: id.syndicatCooperatif,
    syndicatPrincipal: id.syndicatPrincipal,
    immatriculationPrincipal: id.numImmatriculationCoproprietePrincipale,
    nbAsl: id.nbAsl,
    nbAful: id.nbAful,
    nbUnionsSyndicats: id.nbUnionsSyndicats,
    nbLots: id.nbLots,
    nbLotsHabBurCom: id.nbLotsHabBurCom,
    nbLotsHab: id.nbLotsHab,
    nbLotsStationnement: id.nbLotsStationnement,
    periodeConstruction: c.blocs.donneesTechniques.periodeConstruction,
    parcelles: id.parcelle
      .filter((p) => p.codeInsee && p.section && p.numero)
      .slice(0, 3)
      .map((p) => ({
        codeInsee: p.codeInsee!.toUpperCase(),
        prefixe: (p.prefixe || '000').padStart(3, '0'),
        section: p.section!.toUpperCase(),
        numero: p.numero!.padStart(4, '0'),
      })),
    nbParcelles: c.complements?.nbParcelles ?? id.parcelle.length,
    zonages: c.complements?.zonages ?? zonagesVides,
  };
}
