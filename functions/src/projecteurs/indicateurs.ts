/**
 * Projector of the keepers' indicators (spec 001 §3 "Indicators": nbUtilisateurs, nbTeledeclarants), fed by the
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

export function deltas(e: EnregistrementFlux): Record<string, number> {
  const entite = e.dynamodb?.NewImage?.__edb_e__?.S ?? e.dynamodb?.OldImage?.__edb_e__?.S;
  const compteur = entite ? COMPTES[entite] : undefined;
  if (!compteur) return {};
  const avant = e.eventName === 'INSERT' ? false : actif(e.dynamodb?.OldImage);
  const apres = e.eventName === 'REMOVE' ? false : actif(e.dynamodb?.NewImage);
  return avant === apres ? {} : { [compteur]: apres ? 1 : -1 };
}
