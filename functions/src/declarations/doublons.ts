/**
 * The duplicate check against the index (ACCESS-PATTERNS.md, issue 4): one Query per key of the condominium
 * (at most 3 street buckets, 2 address keys, 40 parcels, 1 name), then one BatchGet of the candidates' summaries,
 * projected on the columns of the duplicates table. Nothing here grows with the register.
 */
import {
  clesDoublon,
  motifsParCandidat,
  recherchesDoublon,
  scoreDoublon,
  type CleIndex,
} from '@registre/shared/domain/copropriete/doublons';
import type { Identification } from '@registre/shared/domain/copropriete/types';
import type { Doublon } from '@registre/shared/schemas/copropriete/api';
import { db, type EntitesTransaction } from '../adapters/dynamodb/service.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';

/** Condominiums that are no longer candidates: deleted, refused, cancelled (and never drafts). */
const ETATS_EXCLUS = new Set<string>([
  'BROUILLON',
  'SUPPRIMEE',
  'IMMATRICULATION_ET_RATTACHEMENT_REFUSES',
  'IMMATRICULATION_ANNULEE',
]);

const COLONNES = [
  'idCopropriete',
  'immatriculation',
  'nomCopropriete',
  'adresseReference',
  'dateReglementCopropriete',
  'nbLots',
  'nbBatiments',
  'representantLegal',
  'etat',
] as const;

/** Parallel lookups at most at once (a check has ≤ 46 keys). */
const PARALLELE = 16;

async function enParallele<T, R>(elements: readonly T[], f: (t: T) => Promise<R>): Promise<R[]> {
  const resultats: R[] = new Array(elements.length);
  let i = 0;
  await Promise.all(
    Array.from({ length: Math.min(PARALLELE, elements.length) }, async () => {
      while (i < elements.length) {
        const k = i++;
        resultats[k] = await f(elements[k]);
      }
    }),
  );
  return resultats;
}

/**
 * The likely duplicates of an identification block, strongest first, each with why it matched. `exclure`: the
 * condominium itself (an update) and those the notary set aside.
 */
export async function trouverDoublons(
  identification: Pick<Identification, 'adressePrincipale' | 'parcelle' | 'nomCopropriete'>,
  nbBatiments: number | null | undefined,
  exclure: readonly (number | null | undefined)[] = [],
): Promise<Doublon[]> {
  const recherches = recherchesDoublon(identification);
  const resultats = await enParallele(recherches, async (recherche) => ({
    recherche,
    occurrences: (await db().entities.cleDoublon.query.parCle({ cle: recherche.cle }).go({ pages: 'all' })).data.map((o) => ({
      idCopropriete: o.idCopropriete,
      numero: o.numero ?? null,
    })),
  }));
  const exclus = new Set(exclure.filter((x): x is number => typeof x === 'number'));
  const ids = new Set<number>();
  for (const r of resultats) for (const o of r.occurrences) if (!exclus.has(o.idCopropriete)) ids.add(o.idCopropriete);
  if (ids.size === 0) return [];
  const { data } = await db()
    .entities.copropriete.get([...ids].map((idCopropriete) => ({ idCopropriete })))
    .go({ attributes: [...COLONNES] });
  const candidats = (data as Partial<Copropriete>[]).filter((c) => c.etat && !ETATS_EXCLUS.has(c.etat));
  const parId = new Map(candidats.map((c) => [c.idCopropriete!, c]));
  const motifs = motifsParCandidat(
    resultats.map((r) => ({ recherche: r.recherche, occurrences: r.occurrences.filter((o) => parId.has(o.idCopropriete)) })),
    { source: nbBatiments, candidats: new Map(candidats.map((c) => [c.idCopropriete!, c.nbBatiments])) },
  );
  return [...motifs.entries()]
    .map(([id, m]) => {
      const c = parId.get(id)!;
      return {
        idCopropriete: id,
        immatriculation: c.immatriculation ?? null,
        nomCopropriete: c.nomCopropriete ?? null,
        adresseReference: c.adresseReference ?? null,
        dateReglementCopropriete: c.dateReglementCopropriete ?? null,
        nbLots: c.nbLots ?? null,
        nbBatiments: c.nbBatiments ?? null,
        representantLegal: c.representantLegal ?? null,
        etat: c.etat!,
        motifs: m,
      };
    })
    .sort((a, b) => scoreDoublon(b.motifs) - scoreDoublon(a.motifs) || a.idCopropriete - b.idCopropriete);
}

/**
 * The index items to write for a condominium (new keys, and street keys whose house number may have changed),
 * and to delete for the keys it no longer has.
 */
export function ecrituresCles(
  e: EntitesTransaction,
  idCopropriete: number,
  nouvelles: readonly CleIndex[],
  anciennes: readonly string[] = [],
) {
  const gardees = new Set(nouvelles.map((c) => c.cle));
  return [
    ...anciennes.filter((cle) => !gardees.has(cle)).map((cle) => e.cleDoublon.delete({ cle, idCopropriete }).commit()),
    ...nouvelles
      .filter((c) => c.type === 'VOIE' || !anciennes.includes(c.cle))
      .map((c) => e.cleDoublon.put({ cle: c.cle, idCopropriete, ...(c.numero !== undefined && { numero: c.numero }) }).commit()),
  ];
}

export { clesDoublon };
