/**
 * Step identification — block identification (spec 000 §3.2): the reference and other addresses, the
 * cadastral parcels, the settlement date by route, the lots and the syndicate (spec 000 §5 "Identification").
 */
import { z } from 'zod';
import { DATE_NOUVELLES_COPROPRIETES, LONGUEUR_MAX_NOM_COPROPRIETE } from '../../domain/copropriete/constantes.ts';
import { dateIsoVersFr as fr } from '../../domain/valeurs.ts';
import {
  ecrireBooleen,
  ecrireDate,
  ecrireEntier,
  lireBooleen,
  lireDate,
  lireDecimal,
  lireEntier,
  lireImmatriculation,
  lireTexte,
} from '../../domain/copropriete/conversions.ts';
import {
  TYPES_ADRESSE,
  type Adresse,
  type ContexteIdentification,
  type Identification,
  type Parcelle,
  type TypeAdresse,
} from '../../domain/copropriete/types.ts';
import {
  champBooleen,
  champCodeInsee,
  champCodePostal,
  champDate,
  champEntier,
  champId,
  champImmatriculation,
  champDecimal,
  champSiret,
  champTexte,
  exiger,
  nombreFr,
  signaleur,
  MESSAGE_OUI_NON,
  type Signaler,
} from './champs.ts';

/** Upper bounds of the lists (the spec gives none). */
export const MAX_ADRESSES_SECONDAIRES = 100;
export const MAX_PARCELLES = 200;

export const MESSAGES_IDENTIFICATION = {
  adresseReferenceObligatoire: "L'adresse de référence est obligatoire.",
  adresseSecondaireVide: "Saisissez l'adresse ou retirez-la de la liste.",
  adresseIncomplete: 'Cette adresse géolocalisée est incomplète : choisissez-la de nouveau parmi les propositions.',
  parcelleObligatoire: 'Ajoutez au moins une parcelle cadastrale.',
  parcelleGeolocalisee: 'Au moins une parcelle cadastrale géolocalisée est nécessaire.',
  parcelleEnDouble: 'Cette parcelle est déjà déclarée.',
  prefixe: 'Le préfixe comporte 3 chiffres (000 par défaut).',
  section: 'La section cadastrale comporte 2 lettres au maximum.',
  numeroParcelle: 'Le numéro de parcelle comporte 4 chiffres au maximum (de 1 à 9999).',
  dateReglementObligatoire: 'La date du règlement de copropriété est obligatoire.',
  dateReglementFuture: 'La date du règlement de copropriété doit être antérieure à la date du jour.',
  dateReglementSyndic: `Pour une immatriculation par le syndic, la date du règlement de copropriété doit être antérieure au ${fr(DATE_NOUVELLES_COPROPRIETES)} : une copropriété plus récente est immatriculée par le notaire.`,
  dateReglementOffice: `L'immatriculation d'office concerne une copropriété dont le règlement est antérieur au ${fr(DATE_NOUVELLES_COPROPRIETES)}.`,
  dateReglementInitiale: `L'immatriculation initiale concerne une nouvelle copropriété : la date du règlement doit être le ${fr(DATE_NOUVELLES_COPROPRIETES)} ou postérieure.`,
  nom: `Le nom de la copropriété comporte ${LONGUEUR_MAX_NOM_COPROPRIETE} caractères au maximum.`,
  nbAsl: "Le nombre d'ASL doit être compris entre 0 et 99.",
  nbAful: "Le nombre d'AFUL doit être compris entre 0 et 99.",
  nbUnionsSyndicats: "Le nombre d'unions de syndicats doit être compris entre 0 et 99.",
  nbLots: `Le nombre total de lots doit être compris entre 2 et ${nombreFr(99999)}.`,
  nbLotsHabBurCom: `Le nombre de lots à usage d'habitation, de bureaux ou de commerces doit être compris entre 1 et ${nombreFr(99999)}.`,
  nbLotsHab: `Le nombre de lots à usage d'habitation doit être compris entre 1 et ${nombreFr(99999)}.`,
  nbLotsStationnement: `Le nombre de lots de stationnement doit être compris entre 0 et ${nombreFr(99999)}.`,
  habSuperieurHabBurCom:
    "Le nombre de lots à usage d'habitation ne peut pas dépasser le nombre de lots à usage d'habitation, de bureaux ou de commerces.",
  totalHabBurCom: (total: number) =>
    `Le nombre total de lots ne peut pas être inférieur aux lots à usage d'habitation, de bureaux ou de commerces augmentés des lots de stationnement (${nombreFr(total)}).`,
  totalHab: (total: number) =>
    `Le nombre total de lots ne peut pas être inférieur aux lots à usage d'habitation augmentés des lots de stationnement (${nombreFr(total)}).`,
} as const;

export const adresseChamps = z.object({
  id: champId(),
  type: z.enum(TYPES_ADRESSE, { error: "Type d'adresse inconnu (PRINCIPALE ou SECONDAIRE)." }).optional(),
  geolocalisee: champBooleen(),
  libelle: champTexte(250),
  numero: champTexte(20),
  voie: champTexte(200),
  codePostal: champCodePostal(),
  commune: champTexte(100),
  codeInsee: champCodeInsee(),
  // WGS 84 (the geocoder's): longitude, latitude
  x: champDecimal(-180, 180, 'La longitude doit être comprise entre -180 et 180.'),
  y: champDecimal(-90, 90, 'La latitude doit être comprise entre -90 et 90.'),
  idBan: champTexte(100),
  idRnb: champTexte(50),
});
export type AdresseFormulaire = z.input<typeof adresseChamps>;

/** Section: 1 or 2 letters; the cadastre's padded form "0A" is read as "A". */
export function lireSection(v: string | null | undefined): string | null | undefined {
  if (v === null || v === undefined || v.trim() === '') return null;
  const s = v.trim().toUpperCase();
  return /^(0?[A-Z]|[A-Z]{2})$/.test(s) ? s.replace(/^0/, '') : undefined;
}
/** Parcel number: 1 to 4 digits, stored on 4 digits ("12" → "0012"). */
export function lireNumeroParcelle(v: string | number | null | undefined): string | null | undefined {
  if (v === null || v === undefined || (typeof v === 'string' && v.trim() === '')) return null;
  const s = String(v).trim();
  return /^\d{1,4}$/.test(s) && Number(s) > 0 ? s.padStart(4, '0') : undefined;
}
/** Prefix: 3 digits, 000 when empty. */
export function lirePrefixe(v: string | null | undefined): string | undefined {
  if (v === null || v === undefined || v.trim() === '') return '000';
  return /^\d{3}$/.test(v.trim()) ? v.trim() : undefined;
}
/** The cadastral id (14 characters: INSEE, prefix, section on 2, number on 4) — what duplicates compare. */
export const identifiantParcelle = (p: Pick<Parcelle, 'codeInsee' | 'prefixe' | 'section' | 'numero'>) =>
  p.codeInsee && p.section && p.numero
    ? `${p.codeInsee.toUpperCase()}${p.prefixe}${p.section.padStart(2, '0')}${p.numero}`
    : null;

export const parcelleChamps = z.object({
  id: champId(),
  codePostal: champCodePostal(),
  commune: champTexte(100),
  communeAbsorbee: champTexte(100),
  codeInsee: champCodeInsee(),
  prefixe: z
    .string({ error: MESSAGES_IDENTIFICATION.prefixe })
    .nullish()
    .refine((v) => lirePrefixe(v) !== undefined, MESSAGES_IDENTIFICATION.prefixe),
  section: z
    .string({ error: MESSAGES_IDENTIFICATION.section })
    .nullish()
    .refine((v) => lireSection(v) !== undefined, MESSAGES_IDENTIFICATION.section),
  numero: z
    .union([z.string(), z.number()], { error: MESSAGES_IDENTIFICATION.numeroParcelle })
    .nullish()
    .refine((v) => lireNumeroParcelle(v) !== undefined, MESSAGES_IDENTIFICATION.numeroParcelle),
  geolocalisee: champBooleen(),
});
export type ParcelleFormulaire = z.input<typeof parcelleChamps>;

export const identificationChamps = z.object({
  adressePrincipale: adresseChamps.nullish(),
  adresseSecondaire: z
    .array(adresseChamps)
    .max(MAX_ADRESSES_SECONDAIRES, `${MAX_ADRESSES_SECONDAIRES} adresses secondaires au maximum.`)
    .nullish(),
  dateReglementCopropriete: champDate(),
  idCopropriete: champId(),
  nbAful: champEntier(0, 99, MESSAGES_IDENTIFICATION.nbAful),
  nbAsl: champEntier(0, 99, MESSAGES_IDENTIFICATION.nbAsl),
  nbLots: champEntier(2, 99999, MESSAGES_IDENTIFICATION.nbLots),
  nbLotsHab: champEntier(1, 99999, MESSAGES_IDENTIFICATION.nbLotsHab),
  nbLotsHabBurCom: champEntier(1, 99999, MESSAGES_IDENTIFICATION.nbLotsHabBurCom),
  nbLotsStationnement: champEntier(0, 99999, MESSAGES_IDENTIFICATION.nbLotsStationnement),
  nbUnionsSyndicats: champEntier(0, 99, MESSAGES_IDENTIFICATION.nbUnionsSyndicats),
  nomCopropriete: champTexte(LONGUEUR_MAX_NOM_COPROPRIETE, MESSAGES_IDENTIFICATION.nom),
  numImmatriculationCopropriete: champImmatriculation(),
  numImmatriculationCoproprietePrincipale: champImmatriculation(),
  parcelle: z.array(parcelleChamps).max(MAX_PARCELLES, `${MAX_PARCELLES} parcelles au maximum.`).nullish(),
  residenceService: champBooleen(),
  siret: champSiret(),
  syndicatCooperatif: champBooleen(),
  syndicatPrincipal: champBooleen(),
});
export type IdentificationFormulaire = z.input<typeof identificationChamps>;

function reglesAdresse(a: AdresseFormulaire, chemin: readonly PropertyKey[], messageVide: string, signaler: Signaler) {
  if (!exiger(signaler, [...chemin, 'libelle'], lireTexte(a.libelle), messageVide)) return;
  if (lireBooleen(a.geolocalisee) === true && (lireDecimal(a.x) == null || lireDecimal(a.y) == null || !a.codeInsee))
    signaler([...chemin, 'libelle'], MESSAGES_IDENTIFICATION.adresseIncomplete);
}

function reglesParcelle(p: ParcelleFormulaire, chemin: readonly PropertyKey[], signaler: Signaler) {
  exiger(signaler, [...chemin, 'codePostal'], lireTexte(p.codePostal));
  exiger(signaler, [...chemin, 'commune'], lireTexte(p.commune));
  exiger(signaler, [...chemin, 'codeInsee'], lireTexte(p.codeInsee));
  exiger(signaler, [...chemin, 'section'], lireSection(p.section));
  exiger(signaler, [...chemin, 'numero'], lireNumeroParcelle(p.numero));
}

/** Identification rules of spec 000 §5. */
export function reglesIdentification(v: IdentificationFormulaire, ctx: ContexteIdentification, signaler: Signaler): void {
  // addresses
  if (!v.adressePrincipale) signaler(['adressePrincipale'], MESSAGES_IDENTIFICATION.adresseReferenceObligatoire);
  else reglesAdresse(v.adressePrincipale, ['adressePrincipale'], MESSAGES_IDENTIFICATION.adresseReferenceObligatoire, signaler);
  (v.adresseSecondaire ?? []).forEach((a, i) =>
    reglesAdresse(a, ['adresseSecondaire', i], MESSAGES_IDENTIFICATION.adresseSecondaireVide, signaler),
  );

  // parcels: at least one, at least one geolocated, no duplicate
  const parcelles = v.parcelle ?? [];
  if (parcelles.length === 0) signaler(['parcelle'], MESSAGES_IDENTIFICATION.parcelleObligatoire);
  else if (!ctx.geolocalisationIndisponible && !parcelles.some((p) => lireBooleen(p.geolocalisee) === true))
    signaler(['parcelle'], MESSAGES_IDENTIFICATION.parcelleGeolocalisee);
  const vues = new Set<string>();
  parcelles.forEach((p, i) => {
    reglesParcelle(p, ['parcelle', i], signaler);
    const id = identifiantParcelle(parcelleVersServeur(p));
    if (id && vues.has(id)) signaler(['parcelle', i, 'numero'], MESSAGES_IDENTIFICATION.parcelleEnDouble);
    if (id) vues.add(id);
  });

  // settlement date by route
  const reglement = lireDate(v.dateReglementCopropriete);
  if (exiger(signaler, ['dateReglementCopropriete'], reglement, MESSAGES_IDENTIFICATION.dateReglementObligatoire) && reglement) {
    if (reglement >= ctx.aujourdhui) signaler(['dateReglementCopropriete'], MESSAGES_IDENTIFICATION.dateReglementFuture);
    const nouvelle = reglement >= DATE_NOUVELLES_COPROPRIETES;
    if (ctx.typeImmat === 'INITIALE' && !nouvelle)
      signaler(['dateReglementCopropriete'], MESSAGES_IDENTIFICATION.dateReglementInitiale);
    if (ctx.typeImmat === 'OFFICE' && nouvelle)
      signaler(['dateReglementCopropriete'], MESSAGES_IDENTIFICATION.dateReglementOffice);
    if (ctx.typeImmat === 'DEFAULT' && nouvelle)
      signaler(['dateReglementCopropriete'], MESSAGES_IDENTIFICATION.dateReglementSyndic);
  }

  // lots
  const nbLots = lireEntier(v.nbLots);
  const habBurCom = lireEntier(v.nbLotsHabBurCom);
  const hab = lireEntier(v.nbLotsHab);
  const stationnement = lireEntier(v.nbLotsStationnement);
  exiger(signaler, ['nbLots'], nbLots);
  exiger(signaler, ['nbLotsHabBurCom'], habBurCom);
  exiger(signaler, ['nbLotsHab'], hab);
  exiger(signaler, ['nbLotsStationnement'], stationnement);
  if (hab != null && habBurCom != null && hab > habBurCom) signaler(['nbLotsHab'], MESSAGES_IDENTIFICATION.habSuperieurHabBurCom);
  if (nbLots != null) {
    const parking = stationnement ?? 0;
    if (habBurCom != null && nbLots < habBurCom + parking)
      signaler(['nbLots'], MESSAGES_IDENTIFICATION.totalHabBurCom(habBurCom + parking));
    else if (hab != null && nbLots < hab + parking) signaler(['nbLots'], MESSAGES_IDENTIFICATION.totalHab(hab + parking));
  }

  // syndicate
  exiger(signaler, ['residenceService'], lireBooleen(v.residenceService), MESSAGE_OUI_NON);
  exiger(signaler, ['syndicatCooperatif'], lireBooleen(v.syndicatCooperatif), MESSAGE_OUI_NON);
  exiger(signaler, ['syndicatPrincipal'], lireBooleen(v.syndicatPrincipal), MESSAGE_OUI_NON);
}

export function adresseVersServeur(a: AdresseFormulaire, type: TypeAdresse): Adresse {
  return {
    id: a.id ?? null,
    type,
    geolocalisee: lireBooleen(a.geolocalisee) ?? false,
    libelle: lireTexte(a.libelle),
    numero: lireTexte(a.numero),
    voie: lireTexte(a.voie),
    codePostal: lireTexte(a.codePostal),
    commune: lireTexte(a.commune),
    codeInsee: lireTexte(a.codeInsee)?.toUpperCase() ?? null,
    x: lireDecimal(a.x) ?? null,
    y: lireDecimal(a.y) ?? null,
    idBan: lireTexte(a.idBan),
    idRnb: lireTexte(a.idRnb),
  };
}
export function adresseDepuisServeur(a: Adresse): AdresseFormulaire {
  return {
    id: a.id,
    type: a.type,
    geolocalisee: ecrireBooleen(a.geolocalisee),
    libelle: a.libelle ?? '',
    numero: a.numero ?? '',
    voie: a.voie ?? '',
    codePostal: a.codePostal ?? '',
    commune: a.commune ?? '',
    codeInsee: a.codeInsee ?? '',
    x: a.x,
    y: a.y,
    idBan: a.idBan ?? '',
    idRnb: a.idRnb ?? '',
  };
}

export function parcelleVersServeur(p: ParcelleFormulaire): Parcelle {
  return {
    id: p.id ?? null,
    codePostal: lireTexte(p.codePostal),
    commune: lireTexte(p.commune),
    communeAbsorbee: lireTexte(p.communeAbsorbee),
    codeInsee: lireTexte(p.codeInsee)?.toUpperCase() ?? null,
    prefixe: lirePrefixe(p.prefixe) ?? '000',
    section: lireSection(p.section) ?? null,
    numero: lireNumeroParcelle(p.numero) ?? null,
    geolocalisee: lireBooleen(p.geolocalisee) ?? false,
  };
}
export function parcelleDepuisServeur(p: Parcelle): ParcelleFormulaire {
  return {
    id: p.id,
    codePostal: p.codePostal ?? '',
    commune: p.commune ?? '',
    communeAbsorbee: p.communeAbsorbee ?? '',
    codeInsee: p.codeInsee ?? '',
    prefixe: p.prefixe,
    section: p.section ?? '',
    numero: p.numero ?? '',
    geolocalisee: ecrireBooleen(p.geolocalisee),
  };
}

/**
 * Form → server (spec 000 §3): ISO dates, booleans, numbers; nbAful, nbAsl, nbUnionsSyndicats default to 0; an
 * empty principal-condominium number becomes null (and so does any number of a principal syndicate).
 */
export function identificationVersServeur(v: IdentificationFormulaire): Identification {
  const syndicatPrincipal = lireBooleen(v.syndicatPrincipal) ?? null;
  return {
    adressePrincipale: v.adressePrincipale ? adresseVersServeur(v.adressePrincipale, 'PRINCIPALE') : null,
    adresseSecondaire: (v.adresseSecondaire ?? []).map((a) => adresseVersServeur(a, 'SECONDAIRE')),
    dateReglementCopropriete: lireDate(v.dateReglementCopropriete) ?? null,
    idCopropriete: v.idCopropriete ?? null,
    nbAful: lireEntier(v.nbAful) ?? 0,
    nbAsl: lireEntier(v.nbAsl) ?? 0,
    nbLots: lireEntier(v.nbLots) ?? null,
    nbLotsHab: lireEntier(v.nbLotsHab) ?? null,
    nbLotsHabBurCom: lireEntier(v.nbLotsHabBurCom) ?? null,
    nbLotsStationnement: lireEntier(v.nbLotsStationnement) ?? null,
    nbUnionsSyndicats: lireEntier(v.nbUnionsSyndicats) ?? 0,
    nomCopropriete: lireTexte(v.nomCopropriete),
    numImmatriculationCopropriete: lireImmatriculation(v.numImmatriculationCopropriete) ?? null,
    numImmatriculationCoproprietePrincipale:
      syndicatPrincipal === true ? null : (lireImmatriculation(v.numImmatriculationCoproprietePrincipale) ?? null),
    parcelle: (v.parcelle ?? []).map(parcelleVersServeur),
    residenceService: lireBooleen(v.residenceService) ?? null,
    siret: lireTexte(v.siret)?.replace(/\s/g, '') ?? null,
    syndicatCooperatif: lireBooleen(v.syndicatCooperatif) ?? null,
    syndicatPrincipal,
  };
}

/**
 * Server → form (spec 000 §3): dd/mm/yyyy, "true"/"false"; nbLots of 0 or 1 and nbLotsHabBurCom of 0 are shown
 * empty (the server's "not filled"); nbAful, nbAsl, nbUnionsSyndicats show 0 when missing.
 */
export function identificationDepuisServeur(s: Partial<Identification> | null | undefined): IdentificationFormulaire {
  const nbLots = s?.nbLots === 0 || s?.nbLots === 1 ? null : s?.nbLots;
  const habBurCom = s?.nbLotsHabBurCom === 0 ? null : s?.nbLotsHabBurCom;
  return {
    adressePrincipale: s?.adressePrincipale ? adresseDepuisServeur(s.adressePrincipale) : null,
    adresseSecondaire: (s?.adresseSecondaire ?? []).map(adresseDepuisServeur),
    dateReglementCopropriete: ecrireDate(s?.dateReglementCopropriete),
    idCopropriete: s?.idCopropriete ?? null,
    nbAful: ecrireEntier(s?.nbAful ?? 0),
    nbAsl: ecrireEntier(s?.nbAsl ?? 0),
    nbLots: ecrireEntier(nbLots),
    nbLotsHab: ecrireEntier(s?.nbLotsHab),
    nbLotsHabBurCom: ecrireEntier(habBurCom),
    nbLotsStationnement: ecrireEntier(s?.nbLotsStationnement),
    nbUnionsSyndicats: ecrireEntier(s?.nbUnionsSyndicats ?? 0),
    nomCopropriete: s?.nomCopropriete ?? '',
    numImmatriculationCopropriete: s?.numImmatriculationCopropriete ?? '',
    numImmatriculationCoproprietePrincipale: s?.numImmatriculationCoproprietePrincipale ?? '',
    parcelle: (s?.parcelle ?? []).map(parcelleDepuisServeur),
    residenceService: ecrireBooleen(s?.residenceService),
    siret: s?.siret ?? '',
    syndicatCooperatif: ecrireBooleen(s?.syndicatCooperatif),
    syndicatPrincipal: ecrireBooleen(s?.syndicatPrincipal),
  };
}

/** The step with every rule (settlement date by route, lots, addresses, parcels). */
export const identificationSchema = (ctx: ContexteIdentification) =>
  identificationChamps.superRefine((v, c) => reglesIdentification(v, ctx, signaleur(c))).transform(identificationVersServeur);

/** A draft of the step: formats only. */
export const identificationBrouillonSchema = identificationChamps.transform(identificationVersServeur);

/** Named for the SPA's address and parcel sub-forms (each validated on its own before it is added to a list). */
export const adresseSchema = (type: TypeAdresse) =>
  adresseChamps
    .superRefine((a, c) =>
      reglesAdresse(
        a,
        [],
        type === 'PRINCIPALE'
          ? MESSAGES_IDENTIFICATION.adresseReferenceObligatoire
          : MESSAGES_IDENTIFICATION.adresseSecondaireVide,
        signaleur(c),
      ),
    )
    .transform((a) => adresseVersServeur(a, type));
export const parcelleSchema = parcelleChamps
  .superRefine((p, c) => reglesParcelle(p, [], signaleur(c)))
  .transform(parcelleVersServeur);
