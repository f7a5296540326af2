/**
 * POST api/coproprietes/rechercher: the condominiums of the caller's declarant under a filter of spec 000 §2.
 *
 * [issue 11] A syndic's or notary firm's list is served by the read model the stream projector keeps
 * (functions/src/projecteurs/listes.ts): one row per (declarant, filter, condominium) in the partition
 * `LISTE#<idTeledeclarant>#<filtre>`, sorted by the condominium's id, and the filter's total in the counter
 * `liste.<idTeledeclarant>.<filtre>`. So:
 * - default order (newest condominium first) and no criterion: ONE Query of the filter's partition, descending,
 *   `Limit = pageSize`, plus one GetItem of the counter. Page N > 1 with the `curseur` the previous page answered
 *   (`curseurSuivant`) reads only its own rows (sk < the last row of page N − 1); without it, the first
 *   N × pageSize rows are read to skip N − 1 pages (a direct jump costs N pages of small rows);
 * - any other sort, `immatriculationOuNom`, `etatsCopropriete`, `dateDebutMandat`, `dateFinMandat`, `statut`: the
 *   filter's partition is read in full (small rows, pages: all) then filtered, sorted and paged in memory
 *   (`filtrerCoproprietes`). The read grows with the declarant's condominiums under that filter, never with the
 *   register.
 * The read model follows the writes within a second (stream): a condominium just registered appears on the next
 * refresh.
 *
 * Keepers (no declarant) hold VISUALISER_COPRO too: here they get the condominium of a registration number given in
 * `immatriculationOuNom` (gsi2 lookup), or an empty page; their search over the whole register is
 * `rechercherImmatOuNomCopro` (registre.ts).
 */
import { normaliserImmatriculation } from '@registre/shared/domain/valeurs';
import { LIBELLES_MAJ_ANNUELLE } from '@registre/shared/domain/copropriete/majAnnuelle';
import { estNotaire } from '@registre/shared/domain/profils';
import { db } from '../adapters/dynamodb/service.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { LigneListe } from '../adapters/dynamodb/ligneListe.ts';
import type { Session } from '../platform/session.ts';
import { compteurListe } from '../projecteurs/listes.ts';
import {
  avecCriteres,
  filtrerCoproprietes,
  sansExtras,
  statutRattachement,
  triParDefaut,
  type Filtre,
  type LigneCopropriete,
  type LigneFiltrable,
} from './filtres.ts';

export const COLONNES = [
  'idCopropriete',
  'idDeclarationCourante',
  'immatriculation',
  'nomCopropriete',
  'adresseReference',
  'etat',
  'idTeledeclarant',
  'nbLots',
  'nbBatiments',
  'dateDebutMandat',
  'dateFinMandat',
  'representantLegal',
  'parcellesNonGeolocalisees',
  'idDemandeEnCours',
  'idMandatCourant',
  'statutMajAnnuelle',
] as const;

const libelleMaj = (s: string | null | undefined) =>
  s ? ((LIBELLES_MAJ_ANNUELLE as Record<string, string | undefined>)[s] ?? null) : null;

/** A condominium's summary (projected on COLONNES) as a list row. */
export function versLigne(c: Partial<Copropriete>): LigneFiltrable {
  return {
    idCopropriete: c.idCopropriete!,
    idDeclaration: c.idDeclarationCourante ?? null,
    immatriculation: c.immatriculation ?? null,
    nomCopropriete: c.nomCopropriete ?? null,
    adresseReference: c.adresseReference ?? null,
    etat: c.etat!,
    statutRattachement: statutRattachement(c.etat!),
    numTeledeclarant: c.idTeledeclarant ?? null,
    nbLots: c.nbLots ?? null,
    nbBatiments: c.nbBatiments ?? null,
    dateFinMandat: c.dateFinMandat ?? null,
    majAnnuelle: libelleMaj(c.statutMajAnnuelle),
    representantLegal: c.representantLegal ?? null,
    parcellesNonGeolocalisees: c.parcellesNonGeolocalisees ?? false,
    demandeEnCours: Boolean(c.idDemandeEnCours),
    avecMandat: c.idMandatCourant !== undefined && c.idMandatCourant !== null,
    dateDebutMandat: c.dateDebutMandat ?? null,
    statutMajAnnuelle: c.statutMajAnnuelle ?? null,
  };
}

/** A row of the read model as a list row. */
export function depuisLigneListe(l: Partial<LigneListe>): LigneFiltrable {
  return {
    idCopropriete: l.idCopropriete!,
    idDeclaration: l.idDeclaration ?? null,
    immatriculation: l.immatriculation ?? null,
    nomCopropriete: l.nomCopropriete ?? null,
    adresseReference: l.adresseReference ?? null,
    etat: l.etat!,
    statutRattachement: statutRattachement(l.etat!),
    numTeledeclarant: l.idTeledeclarant ?? null,
    nbLots: l.nbLots ?? null,
    nbBatiments: l.nbBatiments ?? null,
    dateFinMandat: l.dateFinMandat ?? null,
    majAnnuelle: libelleMaj(l.statutMajAnnuelle),
    representantLegal: l.representantLegal ?? null,
    parcellesNonGeolocalisees: l.parcellesNonGeolocalisees ?? false,
    demandeEnCours: l.demandeEnCours ?? false,
    avecMandat: l.avecMandat ?? false,
    dateDebutMandat: l.dateDebutMandat ?? null,
    statutMajAnnuelle: l.statutMajAnnuelle ?? null,
  };
}

export interface CritereListe {
  paginationOptions: { pageNumber: number; pageSize: number; sortField?: string; sortDirection?: 'asc' | 'desc' };
  immatriculationOuNom?: string | null;
  etatsCopropriete?: string[] | null;
  filtre?: Filtre | null;
  dateDebutMandat?: string | null;
  dateFinMandat?: string | null;
  statut?: string | null;
  curseur?: string | null;
}

export interface PageCoproprietes {
  ligneRechercheCoproprieteDTOList: LigneCopropriete[];
  totalItems: number;
  curseurSuivant?: string | null;
}

/* ---------- the cursor: where page n starts, for one filter and one page size ---------- */

interface Curseur {
  filtre: Filtre;
  page: number;
  taille: number;
  /** the sk (rang) of the last row of the page before */
  apres: string;
}

export function ecrireCurseur(c: Curseur): string {
  return Buffer.from(JSON.stringify([1, c.filtre, c.page, c.taille, c.apres])).toString('base64url');
}

/** The cursor if it is one this list gave for exactly this page; null otherwise (the page is then read directly). */
export function lireCurseur(texte: string | null | undefined, attendu: Omit<Curseur, 'apres'>): string | null {
  if (!texte) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(texte, 'base64url').toString('utf8'));
    if (!Array.isArray(v) || v.length !== 5) return null;
    const [version, filtre, page, taille, apres] = v as unknown[];
    return version === 1 &&
      filtre === attendu.filtre &&
      page === attendu.page &&
      taille === attendu.taille &&
      typeof apres === 'string' &&
      /^\d{12}$/.test(apres)
      ? apres
      : null;
  } catch {
    return null;
  }
}

/* ---------- reads ---------- */

async function totalDe(idTeledeclarant: number, filtre: Filtre): Promise<number> {
  const { data } = await db()
    .entities.compteur.get({ nom: compteurListe(idTeledeclarant, filtre) })
    .go({ attributes: ['valeur'] });
  return Math.max(0, data?.valeur ?? 0);
}

/** The rows of a filter, newest first: `combien` of them after `apres` (a rang), page by page of DynamoDB. */
async function lignesDecroissantes(
  idTeledeclarant: number,
  filtre: Filtre,
  combien: number,
  apres: string | null,
): Promise<LigneListe[]> {
  const requete = db().entities.ligneListe.query.parListe({ idTeledeclarant, filtre });
  const lues: LigneListe[] = [];
  let curseur: string | null = null;
  do {
    const r: { data: LigneListe[]; cursor: string | null } = await (apres ? requete.lt({ rang: apres }) : requete).go({
      order: 'desc',
      limit: combien - lues.length,
      cursor: curseur,
    });
    lues.push(...r.data);
    curseur = r.cursor;
  } while (curseur && lues.length < combien);
  return lues;
}

/** The list of a declarant's condominiums under a filter (syndic, notary firm), from the read model. */
export async function listeDuTitulaire(
  idTeledeclarant: number,
  c: CritereListe,
  contexte: { notaire: boolean },
): Promise<PageCoproprietes> {
  const filtre: Filtre = c.filtre ?? 'seeAllCopro';
  const p = c.paginationOptions;
  if (triParDefaut(p) && !avecCriteres(c)) {
    const apres = p.pageNumber > 1 ? lireCurseur(c.curseur, { filtre, page: p.pageNumber, taille: p.pageSize }) : null;
    const aLire = apres || p.pageNumber === 1 ? p.pageSize : p.pageNumber * p.pageSize;
    const [lues, total] = await Promise.all([
      lignesDecroissantes(idTeledeclarant, filtre, aLire, apres),
      totalDe(idTeledeclarant, filtre),
    ]);
    const page = apres || p.pageNumber === 1 ? lues : lues.slice((p.pageNumber - 1) * p.pageSize);
    const derniere = page.at(-1);
    const suite = page.length === p.pageSize && derniere !== undefined && p.pageNumber * p.pageSize < total;
    return {
      ligneRechercheCoproprieteDTOList: page.map((l) => sansExtras(depuisLigneListe(l))),
      totalItems: total,
      ...(suite && {
        curseurSuivant: ecrireCurseur({ filtre, page: p.pageNumber + 1, taille: p.pageSize, apres: derniere.rang }),
      }),
    };
  }
  const { data } = await db().entities.ligneListe.query.parListe({ idTeledeclarant, filtre }).go({ pages: 'all' });
  // the partition IS the filter (decided by the projector with the holder's context): only criteria, sort, page here
  const { lignes, total } = filtrerCoproprietes(data.map(depuisLigneListe), { ...c, filtre: 'seeAllCopro' }, contexte);
  return { ligneRechercheCoproprieteDTOList: lignes, totalItems: total };
}

export async function rechercherCoproprietes(session: Session, c: CritereListe): Promise<PageCoproprietes> {
  if (session.idTeledeclarant !== null)
    return listeDuTitulaire(session.idTeledeclarant, c, { notaire: estNotaire(session.profil) });
  const immat = c.immatriculationOuNom ? normaliserImmatriculation(c.immatriculationOuNom) : null;
  const lignes = immat
    ? (
        await db()
          .entities.copropriete.query.parImmatriculation({ immatriculation: immat })
          .go({ attributes: [...COLONNES] })
      ).data
    : [];
  const { lignes: page, total } = filtrerCoproprietes(lignes.map(versLigne), c, { notaire: false });
  return { ligneRechercheCoproprieteDTOList: page, totalItems: total };
}
