/**
 * [issue 12] The entities whose stream records the projectors read (listes, agendaMaj, annuaire: copropriete;
 * file: demandeValidation; indicateurs: utilisateur, teledeclarant, copropriete). Every other record — among them
 * the projectors' own writes (rows, counters, entries: ~25 per published condominium) — is filtered out before
 * the projector runs: by the event source mapping's filter criteria in AWS (infra/aws/lib/api-stack.ts), by the
 * local stream poller locally. Without it, a batch of 100 records held a handful of condominiums.
 */
export const ENTITES_PROJETEES = ['copropriete', 'demandeValidation', 'utilisateur', 'teledeclarant'] as const;

type Image = Record<string, { S?: string }> | undefined;
export const estProjete = (r: { dynamodb?: { NewImage?: Image; OldImage?: Image } }) => {
  const entite = r.dynamodb?.NewImage?.__edb_e__?.S ?? r.dynamodb?.OldImage?.__edb_e__?.S;
  return entite !== undefined && (ENTITES_PROJETEES as readonly string[]).includes(entite);
};
