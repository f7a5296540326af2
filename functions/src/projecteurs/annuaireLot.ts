/**
 * [issue 23] The directory and statistics of a lot written in bulk (an import), projected in the same pass: the
 * same projection as the stream projector (annuaire.ts `projeter`), but the counters' moves of the whole lot summed
 * and written once per counter, instead of one transaction per few condominiums (a condominium moves ~25 counters:
 * one 100-action transaction held 3 or 4 of them).
 *
 * Order: (1) the rows (idempotent puts); (2) the summed moves, as plain parallel updates once the lot's marker
 * (`marqueIndicateur` `LOT#<digest>`, created on `attribute_not_exists`; the digest covers the lot's condominiums,
 * sequence and moves) is created: the same lot written again finds its marker and moves nothing; (3) the entries,
 * holding what each condominium counts (what the stream projector later compares a newer image with); (4) the rows
 * the old projections had and the new ones do not. A lot's moves are relative to the entries read at (1): a
 * condominium already projected as it is moves nothing. The caller runs the lots of a process one group after the
 * other (lot.ts).
 */
import { createHash } from 'node:crypto';
import type { Dimensions } from '@registre/shared/domain/annuaire/projection';
import { db } from '../adapters/dynamodb/service.ts';
import {
  ajouter,
  chargerTitulaires,
  cleSeule,
  ecrireEnLots,
  inchange,
  lignesRetirees,
  lireEntrees,
  mouvements,
  moveCompteur,
  projeter,
  syndicDe,
  titulaireDe,
  type ImageCopropriete,
  type Travail,
} from './annuaire.ts';
import { enParallele } from './categorisation.ts';

/** The markers of a lot are kept two days: a crashed lot is written again well within that. */
const DUREE_MARQUE_S = 2 * 86_400;

export interface BilanAnnuaireLot {
  /** entries written */
  entrees: number;
  /** index rows written or deleted */
  lignes: number;
  /** distinct counters moved */
  compteurs: number;
}

/** Projects the images of one lot, all taken at `sequence` (the lowest for a bulk load: every stream record is newer). */
export async function projeterAnnuaireEnLot(images: ImageCopropriete[], sequence: string): Promise<BilanAnnuaireLot> {
  await chargerTitulaires(images.flatMap((c) => (c.idTeledeclarant && c.idTeledeclarant > 0 ? [c.idTeledeclarant] : [])));
  const lues = await lireEntrees(images.map((c) => c.idCopropriete));
  const travaux: Travail[] = [];
  for (const image of images) {
    const avant = lues.get(image.idCopropriete);
    if (avant && avant.sequence > sequence) continue; // a newer record projected it already
    const apres = projeter(image, syndicDe(image, titulaireDe(image)));
    if (!apres && !avant?.fiche) continue;
    const t: Travail = { id: image.idCopropriete, sequence, avant, apres };
    if (!inchange(t)) travaux.push(t);
  }
  if (!travaux.length) return { entrees: 0, lignes: 0, compteurs: 0 };
  const totaux = new Map<string, Dimensions>();
  for (const t of travaux) for (const { cle, d } of mouvements(t)) ajouter(totaux, cle, d);
  const moves = [...totaux].filter(([, d]) => Object.values(d).some((v) => v !== 0)).sort(([a], [b]) => (a < b ? -1 : 1));

  const nouvelles = travaux.flatMap((t) => t.apres?.lignes ?? []);
  const retirees = travaux.flatMap(lignesRetirees);
  await ecrireEnLots(db().entities.ligneAnnuaire, 'put', nouvelles);
  const empreinte = createHash('sha256')
    .update(JSON.stringify([sequence, travaux.map((t) => t.id), moves]))
    .digest('base64url')
    .slice(0, 32);
  await appliquerCompteurs(moves, empreinte);
  await ecrireEnLots(
    db().entities.entreeAnnuaire,
    'put',
    travaux.map((t) => ({
      idCopropriete: t.id,
      sequence: t.sequence,
      retiree: !t.apres,
      aRetirer: [],
      ...(t.apres && { fiche: t.apres.fiche, lignes: t.apres.lignes.map(cleSeule), compteurs: t.apres.compteurs }),
    })),
  );
  await ecrireEnLots(db().entities.ligneAnnuaire, 'delete', retirees);
  return { entrees: travaux.length, lignes: nouvelles.length + retirees.length, compteurs: moves.length };
}

/** Counter updates sent at once. */
const ECRITURES_PARALLELES = 16;

/**
 * The lot's moves as plain parallel updates (summed over the lot, they need no transaction: 99-counter transactions
 * took as long per counter on DynamoDB Local), after the lot's marker is created: a lot whose marker exists was counted, or begun, by an earlier
 * run, and counts nothing again (a run cut in the middle of its counters leaves them short: a known limit, for a
 * crash inside the few seconds of a group's counters).
 */
async function appliquerCompteurs(moves: [string, Dimensions][], empreinte: string): Promise<void> {
  try {
    await db()
      .entities.marqueIndicateur.create({ marque: `LOT#${empreinte}`, ttl: Math.floor(Date.now() / 1000) + DUREE_MARQUE_S })
      .go({ response: 'none' });
  } catch (e) {
    if ((e as Error).message?.includes('conditional request failed')) return;
    throw e;
  }
  const maintenant = new Date().toISOString();
  await enParallele(moves, ECRITURES_PARALLELES, ([cle, d]) => moveCompteur(cle, d, maintenant));
}
