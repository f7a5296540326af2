/**
 * [issue 12] The entities whose stream records the projectors read (listes, agendaMaj, annuaire: copropriete;
 * file: demandeValidation; indicateurs: utilisateur, teledeclarant, copropriete, and [issue 14] some journal lines). Every other record — among them
 * the projectors' own writes (rows, counters, entries: ~25 per published condominium) — is filtered out before
 * the projector runs: by the event source mapping's filter criteria in AWS (infra/aws/lib/api-stack.ts), by the
 * local stream poller locally. Without it, a batch of 100 records held a handful of condominiums.
 */
export const ENTITES_PROJETEES = ['copropriete', 'demandeValidation', 'utilisateur', 'teledeclarant'] as const;

/**
 * [issue 14] Journal lines (entity `evenement`) are projected for these types only: the MCO indicators' series
 * (registrations, validated attachments, declarants' updates). Every other line (sign-ins...) stays filtered out.
 */
export const TYPES_EVENEMENT_PROJETES = [
  'IMMATRICULATION_COPROPRIETE',
  'RATTACHEMENT_VALIDE',
  'MAJ_ANNUELLE',
  'MAJ_STANDARD',
] as const;

/**
 * [issue 23] Batches of one shard projected side by side (the event source mapping's parallelization factor in AWS,
 * the local poller's lanes): records are spread by item key, so one item's records keep their order. The projectors
 * are written for it: idempotent rows, entries on conditions, counters in transactions retried on conflict.
 */
export const PARALLELISATION_FLUX = 4;
/** Records of a batch (the event source mapping's batch size, the local poller's). */
export const TAILLE_LOT_FLUX = 100;

/**
 * [issue 23] A condominium written by a bulk load (an import) carries this flag: its read models were projected in
 * the same pass (lot.ts), so the record of its creation is skipped. Any later write of it is a MODIFY, projected.
 */
export const MARQUE_LOT = 'projeteEnLot';

type Image = Record<string, { S?: string; BOOL?: boolean }> | undefined;
export const dejaProjete = (r: { eventName?: string; dynamodb?: { NewImage?: Image } }) =>
  r.eventName === 'INSERT' && r.dynamodb?.NewImage?.[MARQUE_LOT]?.BOOL === true;

export const estProjete = (r: { eventName?: string; dynamodb?: { NewImage?: Image; OldImage?: Image } }) => {
  if (dejaProjete(r)) return false;
  const image = r.dynamodb?.NewImage ?? r.dynamodb?.OldImage;
  const entite = image?.__edb_e__?.S;
  if (entite === 'evenement') return (TYPES_EVENEMENT_PROJETES as readonly string[]).includes(image?.type?.S ?? '');
  return entite !== undefined && (ENTITES_PROJETEES as readonly string[]).includes(entite);
};
