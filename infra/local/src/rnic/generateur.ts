/**
 * A synthetic RNIC open-data file (../shared/opendata/rnic-colonnes.md), reproducible from a seed, to exercise the
 * import and the export at the real file's scale (620 000 rows) without the real file. Every row is what
 * `ecrireLigne` writes, then written as France writes it (ecriture.ts: abbreviations, case, spaces, the unknown
 * marker of each column), and passes `lireLigne`. The values follow the shapes of the real file, with
 * distributions chosen to look like it, not measured on it:
 * - communes weighted by population and holiday flats, the Grand Paris in its real share (communes.ts);
 * - lots, periods, settlement dates and zonings of the building (immeuble.ts);
 * - ~85 % professional syndics from a pool of 500 synthetic firms (syndics.ts), mostly local, ~12 % volunteers
 *   (identity withheld), the rest unknown; mandates mostly current, ending in the future, but 3 % of the current
 *   ones ended already, as the file says on the day it was published (its column 12 is not recomputed);
 * - registrations from the register's opening on 1 November 2016: 0.4 % in November–December 2016, the wave of
 *   2017–2018 weighted;
 * - addresses of common street names with the commune's postal codes (adresses.ts); 1.5 % of rows without a known
 *   street (column 15 then holds the commune only, 16 and 18 empty, 17 `NA`), 1 % without a postcode;
 * - counts of ASL, AFUL and unions unknown (`NA`) in 10 % of rows; no cadastral reference in 2 %; 1 to 3 parcels
 *   of the commune otherwise;
 * - 1.5 % secondary syndicates of an earlier principal row (a neighbouring entrance of the same street, often the
 *   same syndic), 0.5 % duplicates: a building registered again under a new number by another syndic (same
 *   address, parcels, name and building, a later registration, no link to the first number).
 */
import { territoireDe } from '@registre/functions/donneesOuvertes/territoires';
import {
  SEQUENCE_MAX,
  immatriculationDepuisSequence,
  sequenceDepuisImmatriculation,
} from '@registre/shared/domain/copropriete/immatriculation';
import { ecrireLigne, type CoproprieteRnic, type MandatRnic, type ParcelleRnic } from '@registre/shared/domain/rnic/ligne';
import { adresse, nomCopropriete, numeroEtVoie, parcelle, voie, voieVoisine, type Voie } from './adresses.ts';
import { Alea, iso, jour } from './alea.ts';
import { chargerCommunes, pointDans, pointVoisin, type CommuneTiree } from './communes.ts';
import { ecrireCommeLaFrance } from './ecriture.ts';
import { PERIODES, PERIODES_PARIS, dateReglement, lots, zonages, type Lots, type Periode } from './immeuble.ts';
import { autreSyndic, syndicPour, tirerSyndics, type Syndic } from './syndics.ts';

export { mulberry32 } from './alea.ts';
export { estLuhn } from './syndics.ts';

export interface OptionsGenerateur {
  lignes: number;
  graine: number;
  /** first registration number, then one by one (default AA0000001) */
  premier?: string;
  /** yyyy-mm-dd, the file's date (default: today, UTC): same seed and same day ⇒ same rows */
  aujourdhui?: string;
}

/** The register opened on 1 November 2016; the wave of registrations ran through 2017 and 2018. */
const OUVERTURE = jour('2016-11-01');
const DEBUT_VAGUE = jour('2017-01-01');
const FIN_VAGUE = jour('2018-12-31');

/** A principal row, for the secondary syndicates and the duplicates that follow it. */
interface Principal {
  immatriculation: string;
  dateImmat: number;
  commune: CommuneTiree;
  voie: Voie;
  codePostal: string | null;
  parcelles: ParcelleRnic[];
  point: [number, number] | null;
  syndic: Syndic | null;
  nom: string | null;
  periode: Periode | null;
  lots: Lots;
  dateReglement: string | null;
}

const MANDATS: readonly (readonly [MandatRnic, number])[] = [
  ['Mandat en cours', 80],
  ['Mandat expiré sans successeur déclaré', 8],
  ['Mandat expiré avec successeur déclaré', 2],
  ['Pas de mandat en cours', 10],
];

function verifierOptions(o: OptionsGenerateur): { auj: number; rang: number } {
  const aujourdhui = o.aujourdhui ?? new Date().toISOString().slice(0, 10);
  const auj = jour(aujourdhui);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(aujourdhui) || Number.isNaN(auj) || iso(auj) !== aujourdhui)
    throw new RangeError(`Date du jour invalide : « ${aujourdhui} » (aaaa-mm-jj attendu).`);
  if (auj < OUVERTURE) throw new RangeError('La date du jour ne peut précéder le 1er novembre 2016 (ouverture du registre).');
  if (!Number.isSafeInteger(o.lignes) || o.lignes < 0) throw new RangeError(`Nombre de lignes invalide : ${o.lignes}.`);
  const premier = o.premier ?? 'AA0000001';
  const rang = sequenceDepuisImmatriculation(premier);
  if (rang === null)
    throw new RangeError(
      `Premier numéro d'immatriculation invalide : « ${premier} » (deux lettres et sept chiffres, par exemple AB0000001).`,
    );
  if (rang + o.lignes - 1 > SEQUENCE_MAX)
    throw new RangeError(`Trop de lignes à partir de ${premier} : les numéros s'arrêtent à ZZ9999999.`);
  return { auj, rang };
}

/** A registration day: a few in November–December 2016, many in the wave of 2017–2018, the rest until today. */
function dateImmatriculation(a: Alea, auj: number): number {
  if (a.chance(0.004) || auj < DEBUT_VAGUE) return a.entier(OUVERTURE, Math.min(auj, DEBUT_VAGUE - 1));
  if (a.chance(0.55) && auj > FIN_VAGUE) return a.entier(DEBUT_VAGUE, FIN_VAGUE);
  return a.entier(DEBUT_VAGUE, auj);
}

/**
 * The condominiums of the file, with the geography of their commune, as they are (full spellings: how the file
 * writes them is `genererRnic`'s). Reproducible: the same options give the same rows, and the first rows of a
 * longer file are those of a shorter one.
 */
export function* genererCoproprietes(o: OptionsGenerateur): Generator<CoproprieteRnic> {
  const { auj, rang } = verifierOptions(o);
  const a = new Alea(o.graine);
  const c = chargerCommunes();
  const syndics = tirerSyndics(a, c);
  const recents: Principal[] = [];

  for (let i = 0; i < o.lignes; i++) {
    const immatriculation = immatriculationDepuisSequence(rang + i);
    const tirage = recents.length ? a.reel() : 1;
    // a secondary syndicate of a recent principal, or the same building registered again by another syndic
    const source = tirage < 0.015 ? a.choix(recents) : null;
    const double = !source && tirage < 0.02 ? a.choix(recents) : null;
    const commune = (source ?? double)?.commune ?? c.liste[a.indice(c.cumul)];

    const dateImmat = double ? a.entier(Math.min(double.dateImmat + 30, auj), auj) : dateImmatriculation(a, auj);
    const dateMaj = a.chance(0.2) ? dateImmat : a.entier(Math.max(dateImmat, auj - 730), auj);

    const type = double
      ? a.chance(0.85)
        ? 'professionnel'
        : 'bénévole'
      : a.parmi([
          ['professionnel', 85],
          ['bénévole', 12],
          [null, 3],
        ] as const);
    const syndic =
      type !== 'professionnel'
        ? null
        : double
          ? autreSyndic(a, syndics, commune.departement, double.syndic)
          : source?.syndic && a.chance(0.8)
            ? source.syndic
            : syndicPour(a, syndics, commune.departement);
    const communeRepresentant =
      type === 'professionnel'
        ? syndic!.commune
        : type === 'bénévole'
          ? (a.chance(0.9) ? commune : c.liste[a.indice(c.cumul)]).nomAdresse
          : null;

    let mandat: MandatRnic | null = type ? a.parmi(MANDATS) : a.chance(0.8) ? 'Pas de mandat en cours' : null;
    // a registration of the last month has its first mandate running
    if (mandat?.startsWith('Mandat expiré') && auj - dateImmat < 30) mandat = 'Mandat en cours';
    // the file's state on the day it was published: a few current mandates have ended since
    const finie = mandat === 'Mandat en cours' && auj - dateImmat > 30 && a.chance(0.03);
    const finMandat =
      mandat === 'Mandat en cours'
        ? iso(finie ? a.entier(Math.max(dateImmat + 1, auj - 365), auj - 1) : auj + a.entier(30, 1095))
        : mandat?.startsWith('Mandat expiré')
          ? iso(a.entier(Math.max(dateImmat, auj - 1500), auj - 1))
          : null;

    const periode = double ? double.periode : a.parmi(commune.departement === '75' ? PERIODES_PARIS : PERIODES);
    const l = double && a.chance(0.7) ? double.lots : lots(a, periode, commune.population);

    const sansAdresse = !source && !double && a.chance(0.015);
    const v = double?.voie ?? (source ? voieVoisine(source.voie, a.entier(1, 6)) : voie(a));
    const codePostal = sansAdresse
      ? null
      : (source ?? double)
        ? (source ?? double)!.codePostal
        : commune.codesPostaux.length && !a.chance(0.01)
          ? a.choix(commune.codesPostaux)
          : null;
    const rue = sansAdresse ? null : numeroEtVoie(v);

    const nbSecondaires = a.parmi([
      [0, 78],
      [1, 12],
      [2, 5],
      [3, 3],
      [-1, 2],
    ] as const);
    const nbAdressesComplementaires = sansAdresse ? 0 : nbSecondaires < 0 ? a.entier(4, 8) : nbSecondaires;
    const adressesComplementaires: string[] = [];
    for (let k = 0; k < Math.min(3, nbAdressesComplementaires); k++)
      adressesComplementaires.push(
        adresse(a.chance(0.6) && v.numero ? voieVoisine(v, 2 * (k + 1)) : voie(a), codePostal, commune.nomAdresse),
      );

    const origine = (source ?? double)?.point;
    const point = a.chance(0.01) ? null : origine ? (double ? origine : pointVoisin(a, origine)) : pointDans(a, commune.emprise);

    const nbListees = a.parmi([
      [1, 82],
      [2, 12],
      [3, 6],
    ] as const);
    const parcelles: ParcelleRnic[] = double ? [...double.parcelles] : [];
    if (!double && !(!source && a.chance(0.02))) {
      if (source?.parcelles[0]) parcelles.push(source.parcelles[0]);
      while (parcelles.length < nbListees) parcelles.push(parcelle(a, commune.code));
    }
    const nbParcelles =
      parcelles.length === 0 || a.chance(0.005) ? 0 : a.chance(0.02) ? parcelles.length + a.entier(1, 6) : parcelles.length;

    const nom = double ? double.nom : nomCopropriete(a, rue ?? `${commune.nomAdresse}`);
    const reglement = double ? double.dateReglement : dateReglement(a, periode, dateImmat);
    const comptesInconnus = a.chance(0.1);

    const copropriete: CoproprieteRnic = {
      immatriculation,
      codeInsee: commune.code,
      dateImmatriculation: iso(dateImmat),
      dateDerniereMaj: iso(dateMaj),
      typeSyndic: type,
      raisonSociale: syndic?.raisonSociale ?? null,
      siret: syndic?.siret ?? null,
      codeApe: syndic?.codeApe ?? null,
      communeRepresentant,
      mandat,
      dateFinDernierMandat: finMandat,
      nom,
      // what is known: the commune alone when the street is not
      adresseReference: rue ? adresse(v, codePostal, commune.nomAdresse) : commune.nomAdresse,
      numeroEtVoie: rue,
      codePostal,
      communeAdresse: rue ? commune.nomAdresse : null,
      adressesComplementaires,
      nbAdressesComplementaires,
      longitude: point?.[0] ?? null,
      latitude: point?.[1] ?? null,
      dateReglement: reglement,
      residenceService: a.chance(0.01) ? null : a.chance(0.004),
      syndicatCooperatif: a.chance(0.05) ? null : type === 'bénévole' && a.chance(0.05),
      syndicatPrincipal: !source,
      immatriculationPrincipal: source?.immatriculation ?? null,
      nbAsl: comptesInconnus
        ? null
        : a.parmi([
            [0, 95.5],
            [1, 4],
            [2, 0.5],
          ] as const),
      nbAful: comptesInconnus ? null : a.chance(0.01) ? 1 : 0,
      nbUnionsSyndicats: comptesInconnus ? null : a.chance(0.005) ? 1 : 0,
      ...l,
      periodeConstruction: periode,
      parcelles,
      nbParcelles,
      zonages: zonages(a, commune),
    };
    if (!source && !double && !sansAdresse) {
      recents.push({
        immatriculation,
        dateImmat,
        commune,
        voie: v,
        codePostal,
        parcelles,
        point,
        syndic,
        nom,
        periode,
        lots: l,
        dateReglement: reglement,
      });
      if (recents.length > 32) recents.shift();
    }
    yield copropriete;
  }
}

/** The writing's own stream of the seed: the condominiums drawn do not depend on how they are written. */
const graineEcriture = (graine: number) => (graine ^ 0x5bd1e995) >>> 0;

/**
 * The rows of the file: the 72 values of each condominium with its commune's geography, as `ecrireLigne` writes
 * them, then as France writes them (ecriture.ts).
 */
export function* genererRnic(o: OptionsGenerateur): Generator<string[]> {
  const ecriture = new Alea(graineEcriture(o.graine));
  for (const c of genererCoproprietes(o)) yield ecrireCommeLaFrance(ecrireLigne(c, territoireDe(c.codeInsee)), ecriture);
}
