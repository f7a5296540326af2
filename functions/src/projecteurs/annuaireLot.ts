/**
 * [issue 23] The directory and statistics of a lot written in bulk (an import), projected in the same pass: the
 * same projection as the stream projector (annuaire.ts `projeter`), but the counters' moves of the whole lot summed
 * and written once per counter (a condominium moves ~17 counters; summed over a group of thousands, ~3.5).
 *
 * Order: (1) the rows (idempotent puts); (2) the summed moves, in transactions of 99 counters each with a marker
 * of its own (`marqueIndicateur` `LOT#<digest>#<k>`, created on `attribute_not_exists`; the digest covers the lot's
 * condominiums, sequence and moves; tranches.ts): the same lot written again finds the markers of the chunks it
 * counted and counts only the others; (3) the entries, holding what each condominium counts (what the stream
 * projector later compares a newer image with); (4) the rows the old projections had and the new ones do not. A
 * lot's moves are relative to the entries read at (1): a condominium already projected as it is moves nothing. The
 * caller runs the lots of a process one group after the other (lot.ts).
 */
import { createHash } from 'node:crypto';
import type { Dimensions } from '@registre/shared/domain/annuaire/projection';
import { db } from '../adapters/dynamodb/service.ts';
import {
  ajouter,
  chargerTitulaires,
  cleSeule,
  inchange,
  lignesRetirees,
  lireEntrees,
  mouvements,
  projeter,
  syndicDe,
  titulaireDe,
  type ImageCopropriete,
  type Travail,
} from './annuaire.ts';
import { ecrireEnLots } from '../adapters/dynamodb/lots.ts';
import { appliquerTranches, decouper, ttlTranche } from './tranches.ts';

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
  const tranches = decouper(totaux);

  const nouvelles = travaux.flatMap((t) => t.apres?.lignes ?? []);
  const retirees = travaux.flatMap(lignesRetirees);
  await ecrireEnLots(db().entities.ligneAnnuaire, 'put', nouvelles);
  const empreinte = createHash('sha256')
    .update(JSON.stringify([sequence, travaux.map((t) => t.id), tranches]))
    .digest('base64url')
    .slice(0, 32);
  const ttl = ttlTranche();
  await appliquerTranches(tranches, (k, e) => e.marqueIndicateur.create({ marque: `LOT#${empreinte}#${k}`, ttl }).commit());
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
  return {
    entrees: travaux.length,
    lignes: nouvelles.length + retirees.length,
    compteurs: tranches.reduce((n, t) => n + t.length, 0),
  };
}
