/**
 * Projector of the keepers' indicators (spec 001 §3 "Indicators": nbUtilisateurs, nbTeledeclarants; [issue 11]
 * nbMajAnnuellesEnRetard, the condominiums whose annual update is late), fed by the
 * table's stream (DynamoDB Streams in AWS, the local stream poller locally). Counting on write keeps the
 * indicators one read away at any volume. Pure: a stream record -> the counter deltas it implies.
 */
export type Image = Record<string, { S?: string; N?: string; BOOL?: boolean }> | undefined;
export interface EnregistrementFlux {
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE';
  dynamodb?: { NewImage?: Image; OldImage?: Image };
}

const COMPTES: Record<string, string> = { utilisateur: 'nbUtilisateurs', teledeclarant: 'nbTeledeclarants' };
const actif = (i: Image) => i !== undefined && i.statut?.S !== 'SUPPRIME';

/** [issue 11] the keepers' count of late annual updates: a condominium whose annual update is EN_RETARD */
export const MAJ_EN_RETARD = 'nbMajAnnuellesEnRetard';
const enRetard = (i: Image) => i !== undefined && i.statutMajAnnuelle?.S === 'EN_RETARD' && i.etat?.S !== 'SUPPRIMEE';

export function deltas(e: EnregistrementFlux): Record<string, number> {
  const entite = e.dynamodb?.NewImage?.__edb_e__?.S ?? e.dynamodb?.OldImage?.__edb_e__?.S;
  if (entite === 'copropriete') {
    const avant = e.eventName === 'INSERT' ? false : enRetard(e.dynamodb?.OldImage);
    const apres = e.eventName === 'REMOVE' ? false : enRetard(e.dynamodb?.NewImage);
    return avant === apres ? {} : { [MAJ_EN_RETARD]: apres ? 1 : -1 };
  }
  const compteur = entite ? COMPTES[entite] : undefined;
  if (!compteur) return {};
  const avant = e.eventName === 'INSERT' ? false : actif(e.dynamodb?.OldImage);
  const apres = e.eventName === 'REMOVE' ? false : actif(e.dynamodb?.NewImage);
  return avant === apres ? {} : { [compteur]: apres ? 1 : -1 };
}
