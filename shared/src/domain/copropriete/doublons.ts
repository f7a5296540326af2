/**
 * Likely duplicates of a condominium (spec 000 §4 "Duplicates are then checked", §2 duplicates table): the keys
 * of the duplicate index a condominium is written under, the keys a check looks up, and the reasons a candidate
 * matched. Pure: the adapter queries one index partition per key and reads the candidates' summaries.
 *
 * Choices (the spec names the check, not its rules):
 * - reference address: the BAN interoperability key when the address is geolocated, and always its normalised
 *   label (adresse/normalisation.ts: abbreviations of the cadastre and the BAN expanded) in its commune (INSEE
 *   code, else postal code) — a typed address then meets the same address typed, geolocated or imported from the
 *   RNIC file by someone else. Either key matching gives MEME_ADRESSE;
 * - nearby address: the same street (normalised name, abbreviations expanded) in the same commune, with house
 *   numbers at most 10 apart on the same side of the street (same parity) — ADRESSE_PROCHE. The street key
 *   carries a bucket of 10 numbers, so a check reads three small buckets, not a whole street. Two addresses of
 *   the same street without numbers (lieux-dits) are taken as nearby;
 * - parcels: the cadastral id (INSEE, prefix, section, number) — MEME_PARCELLE; at most 40 parcels are indexed
 *   and looked up (a declaration may list 200), which keeps a check to a bounded number of queries;
 * - name: accents, case, punctuation and common words ("résidence", "copropriété", "le/la/les"…) removed, the
 *   remaining words sorted, in the same commune — NOM_SIMILAIRE;
 * - the same number of buildings (MEME_NB_BATIMENTS) is only an extra reason shown with another one: alone it
 *   matches thousands of condominiums and says nothing.
 */
import { decouperAdresse, normaliserAdresse, normaliserTexte, normaliserVoie, numeroDeVoie } from '../adresse/normalisation.ts';
import type { Adresse, Identification, Parcelle } from './types.ts';

// the address normalisation lives in ../adresse/normalisation.ts (issue 22); kept importable from here
export { normaliserTexte, normaliserVoie, numeroDeVoie };

export type MotifDoublonCode = 'MEME_ADRESSE' | 'ADRESSE_PROCHE' | 'MEME_PARCELLE' | 'NOM_SIMILAIRE' | 'MEME_NB_BATIMENTS';

/** Motifs that make a candidate a duplicate on their own; MEME_NB_BATIMENTS only adds to one of them. */
export const MOTIFS_SUFFISANTS: readonly MotifDoublonCode[] = [
  'MEME_ADRESSE',
  'ADRESSE_PROCHE',
  'MEME_PARCELLE',
  'NOM_SIMILAIRE',
];
/** Order of the reasons shown. */
const ORDRE_MOTIFS: readonly MotifDoublonCode[] = [...MOTIFS_SUFFISANTS, 'MEME_NB_BATIMENTS'];

/**
 * Parcels indexed and looked up: with the other keys, a re-submission that replaces them all (old deleted, new
 * put) stays within DynamoDB's 100 items per transaction.
 */
export const MAX_PARCELLES_INDEXEES = 40;
/** "Nearby": house numbers at most this far apart, same side of the street. */
export const ECART_NUMEROS_PROCHES = 10;
const LARGEUR_TRANCHE = 10;

/** Words that say nothing of a condominium's identity. */
const MOTS_VIDES = new Set([
  'residence',
  'residences',
  'copropriete',
  'coproprietes',
  'copro',
  'syndicat',
  'syndicats',
  'sdc',
  'des',
  'coproprietaires',
  'immeuble',
  'immeubles',
  'ensemble',
  'immobilier',
  'le',
  'la',
  'les',
  'l',
  'de',
  'du',
  'd',
  'et',
  'a',
  'au',
  'aux',
  'en',
]);

/** A name without common words, its words sorted: "Résidence Les Tilleuls" and "Les Tilleuls (copro)" → "tilleuls". */
export function normaliserNom(nom: string | null | undefined): string {
  const mots = normaliserTexte(nom)
    .split(' ')
    .filter((m) => m && !MOTS_VIDES.has(m));
  return [...new Set(mots)].sort().join(' ');
}

const tranche = (numero: number | null) => (numero === null ? 'sn' : String(Math.floor(numero / LARGEUR_TRANCHE)));

export type TypeCle = 'ADRESSE' | 'VOIE' | 'PARCELLE' | 'NOM';

/** One item of the duplicate index: the key, and for a street the house number. */
export interface CleIndex {
  cle: string;
  type: TypeCle;
  numero?: number;
}

/** One lookup of a check: the key to query, and for a street the house number to compare with. */
export interface Recherche {
  cle: string;
  type: TypeCle;
  numeroSource?: number | null;
}

/** The cadastral id (INSEE, prefix, section on 2, number on 4), as `identifiantParcelle` of the schemas. */
export const identifiantParcelleServeur = (p: Pick<Parcelle, 'codeInsee' | 'prefixe' | 'section' | 'numero'>) =>
  p.codeInsee && p.section && p.numero
    ? `${p.codeInsee.toUpperCase()}${p.prefixe || '000'}${p.section.padStart(2, '0')}${p.numero.padStart(4, '0')}`
    : null;

const commune = (a: { codeInsee?: string | null; codePostal?: string | null }) =>
  (a.codeInsee ?? '').trim().toUpperCase() || (a.codePostal ?? '').trim();

/** The street key of a number (or of "no number") in a street. */
const cleVoie = (insee: string, voie: string, numero: number | null) => `VOIE#${insee}#${voie}#${tranche(numero)}`;

/**
 * The street key and the house number of an address: from its number and street put back together and cut again
 * (an imported "8 r Victor Hugo" may come as number "8 r" and street "Victor Hugo"), else from its label (an
 * imported row may have no street but "r des Lilas Saint-Ouen" as its reference address).
 */
function rueEtNumero(a: Pick<Adresse, 'numero' | 'voie' | 'libelle' | 'commune'>): { voie: string; numero: number | null } {
  const parties = a.voie?.trim()
    ? decouperAdresse([a.numero, a.voie].filter(Boolean).join(' '))
    : decouperAdresse(a.libelle, [a.commune]);
  return { voie: normaliserVoie(parties.voie), numero: parties.entier ?? numeroDeVoie(a.numero) };
}

type IdentificationDoublon = Pick<Identification, 'adressePrincipale' | 'parcelle' | 'nomCopropriete'>;

/** The keys a condominium is indexed under (written with it, deleted with it). */
export function clesDoublon(identification: IdentificationDoublon): CleIndex[] {
  const cles: CleIndex[] = [];
  const a = identification.adressePrincipale;
  const insee = a ? commune(a) : '';
  if (a) {
    if (a.geolocalisee && a.idBan) cles.push({ cle: `BAN#${a.idBan.trim().toLowerCase()}`, type: 'ADRESSE' });
    const libelle = normaliserAdresse(a.libelle);
    if (libelle && insee) cles.push({ cle: `ADR#${insee}#${libelle}`, type: 'ADRESSE' });
    const { voie, numero } = rueEtNumero(a);
    if (voie && insee) cles.push({ cle: cleVoie(insee, voie, numero), type: 'VOIE', ...(numero !== null && { numero }) });
  }
  const parcelles = new Set<string>();
  for (const p of identification.parcelle) {
    const id = identifiantParcelleServeur(p);
    if (id && parcelles.size < MAX_PARCELLES_INDEXEES) parcelles.add(id);
  }
  for (const id of parcelles) cles.push({ cle: `PARC#${id}`, type: 'PARCELLE' });
  const nom = normaliserNom(identification.nomCopropriete);
  const communeNom = insee || commune(identification.parcelle.find((p) => commune(p)) ?? {});
  if (nom && communeNom) cles.push({ cle: `NOM#${communeNom}#${nom}`, type: 'NOM' });
  return cles;
}

/** The keys a check queries: those of the condominium, a street's neighbouring buckets included. */
export function recherchesDoublon(identification: IdentificationDoublon): Recherche[] {
  const recherches: Recherche[] = [];
  for (const c of clesDoublon(identification)) {
    if (c.type !== 'VOIE') {
      recherches.push({ cle: c.cle, type: c.type });
      continue;
    }
    const a = identification.adressePrincipale!;
    const insee = commune(a);
    const { voie } = rueEtNumero(a);
    const numero = c.numero ?? null;
    if (numero === null) recherches.push({ cle: c.cle, type: 'VOIE', numeroSource: null });
    else
      for (const t of [-1, 0, 1]) {
        const n = numero + t * LARGEUR_TRANCHE;
        if (n >= 0) recherches.push({ cle: cleVoie(insee, voie, n), type: 'VOIE', numeroSource: numero });
      }
  }
  return recherches;
}

/** An item the index returned for a lookup. */
export interface Occurrence {
  idCopropriete: number;
  numero?: number | null;
}

/** True when two house numbers of one street are "nearby": at most 10 apart, same side; or both absent. */
export function numerosProches(a: number | null | undefined, b: number | null | undefined): boolean {
  if (a == null || b == null) return a == null && b == null;
  return Math.abs(a - b) <= ECART_NUMEROS_PROCHES && a % 2 === b % 2;
}

/**
 * The reasons each candidate matched, from what each lookup returned. A street match at the same number is
 * the same address; the building count is added only to a candidate that matched otherwise.
 */
export function motifsParCandidat(
  resultats: readonly { recherche: Recherche; occurrences: readonly Occurrence[] }[],
  nbBatiments?: { source: number | null | undefined; candidats: ReadonlyMap<number, number | null | undefined> },
): Map<number, MotifDoublonCode[]> {
  const motifs = new Map<number, Set<MotifDoublonCode>>();
  const ajouter = (id: number, m: MotifDoublonCode) => {
    if (!motifs.has(id)) motifs.set(id, new Set());
    motifs.get(id)!.add(m);
  };
  for (const { recherche, occurrences } of resultats)
    for (const o of occurrences) {
      if (recherche.type === 'ADRESSE') ajouter(o.idCopropriete, 'MEME_ADRESSE');
      else if (recherche.type === 'PARCELLE') ajouter(o.idCopropriete, 'MEME_PARCELLE');
      else if (recherche.type === 'NOM') ajouter(o.idCopropriete, 'NOM_SIMILAIRE');
      else if (numerosProches(recherche.numeroSource, o.numero))
        ajouter(
          o.idCopropriete,
          recherche.numeroSource != null && recherche.numeroSource === o.numero ? 'MEME_ADRESSE' : 'ADRESSE_PROCHE',
        );
    }
  const resultat = new Map<number, MotifDoublonCode[]>();
  for (const [id, m] of motifs) {
    if (m.has('MEME_ADRESSE')) m.delete('ADRESSE_PROCHE');
    if (!MOTIFS_SUFFISANTS.some((s) => m.has(s))) continue;
    const source = nbBatiments?.source;
    if (source && source > 0 && nbBatiments?.candidats.get(id) === source) m.add('MEME_NB_BATIMENTS');
    resultat.set(
      id,
      ORDRE_MOTIFS.filter((x) => m.has(x)),
    );
  }
  return resultat;
}

/** Rank of a duplicate: the more reasons, and the stronger the first, the higher. */
export function scoreDoublon(motifs: readonly MotifDoublonCode[]): number {
  const poids: Record<MotifDoublonCode, number> = {
    MEME_ADRESSE: 8,
    MEME_PARCELLE: 6,
    ADRESSE_PROCHE: 3,
    NOM_SIMILAIRE: 3,
    MEME_NB_BATIMENTS: 1,
  };
  return motifs.reduce((s, m) => s + poids[m], 0);
}
