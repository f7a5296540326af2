/**
 * Projector of the keepers' indicators (spec 001 §3 "Indicators": nbUtilisateurs, nbTeledeclarants; [issue 11]
 * nbMajAnnuellesEnRetard, the condominiums whose annual update is late; [issue 14] nbCoproImmatriculees and the
 * series by period), fed by the table's stream (DynamoDB Streams in AWS, the local stream poller locally).
 * Counting on write keeps the indicators one read away at any volume. Pure: a stream record -> the counter
 * deltas it implies (`deltas`: single counters, entity `compteur`; `deltasSeries`: counters by period, entity
 * `indicateur`, one partition per series).
 * [issue 14] What signals each indicator:
 * - nbCoproImmatriculees: [issue 23] not counted here: it is France's published count in the statistics (every
 *   registered condominium is published), read by journal/indicateurs.ts, so that no screen counts apart;
 * - registrations per week (moyenneImmatHebdo): the journal line IMMATRICULATION_COPROPRIETE (immediate
 *   registration and keeper-validated request alike), in the Paris week of its timestamp;
 * - attachments per week (moyenneRattachementHebdo): the journal line RATTACHEMENT_VALIDE;
 * - updates per month and year (nbMajParMois, nbMajParAnnee): the journal lines MAJ_ANNUELLE and MAJ_STANDARD;
 * - the requests in progress and out of delay, duplicates: the queue's own per-view counters (file.ts);
 * - downloads: counted where they happen (raw data and statistics report: their route handlers).
 * Journal lines are inserted once and never changed: only their INSERT counts.
 * [issue 14] Idempotence: the series (`planifierIndicateurs`) move with a marker (entity marqueIndicateur) created in
 * the same transaction: a journal line counted once (`EVT#<id>`); a replayed record finds its marker and moves nothing.
 */
import {
  EVENEMENTS_IMMATRICULATION,
  EVENEMENTS_MAJ,
  EVENEMENTS_RATTACHEMENT,
  GROUPES_INDICATEURS,
  periodesDe,
} from '@registre/shared/domain/indicateurs';

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

/** The move (+1, -1 or 0) of a condition between the old and the new image of a record. */
function mouvement(e: EnregistrementFlux, condition: (i: Image) => boolean): number {
  const avant = e.eventName === 'INSERT' ? false : condition(e.dynamodb?.OldImage);
  const apres = e.eventName === 'REMOVE' ? false : condition(e.dynamodb?.NewImage);
  return avant === apres ? 0 : apres ? 1 : -1;
}

export function deltas(e: EnregistrementFlux): Record<string, number> {
  const entite = e.dynamodb?.NewImage?.__edb_e__?.S ?? e.dynamodb?.OldImage?.__edb_e__?.S;
  if (entite === 'copropriete') {
    const d: Record<string, number> = {};
    const retard = mouvement(e, enRetard);
    if (retard) d[MAJ_EN_RETARD] = retard;
    return d;
  }
  const compteur = entite ? COMPTES[entite] : undefined;
  if (!compteur) return {};
  const avant = e.eventName === 'INSERT' ? false : actif(e.dynamodb?.OldImage);
  const apres = e.eventName === 'REMOVE' ? false : actif(e.dynamodb?.NewImage);
  return avant === apres ? {} : { [compteur]: apres ? 1 : -1 };
}

/** [issue 14] A counter of a series: its group (partition) and its period. */
export interface CleSerie {
  groupe: string;
  cle: string;
}
export const cleSerie = (c: CleSerie) => `${c.groupe}|${c.cle}`;
export const serieDeCle = (k: string): CleSerie => {
  const [groupe, cle] = k.split('|');
  return { groupe: groupe!, cle: cle! };
};

/** [issue 14] The moves of the series' counters a record implies, keyed by `cleSerie` (a journal line's INSERT only). */
export function deltasSeries(e: EnregistrementFlux): Record<string, number> {
  const image = e.dynamodb?.NewImage;
  if (e.eventName !== 'INSERT' || image?.__edb_e__?.S !== 'evenement') return {};
  const type = image.type?.S ?? '';
  const horodatage = image.horodatage?.S;
  if (!horodatage || Number.isNaN(Date.parse(horodatage))) return {};
  const p = periodesDe(horodatage);
  const un = (groupe: string, cle: string) => ({ [cleSerie({ groupe, cle })]: 1 });
  if (EVENEMENTS_IMMATRICULATION.has(type)) return un(GROUPES_INDICATEURS.immatriculationsParSemaine, p.semaine);
  if (EVENEMENTS_RATTACHEMENT.has(type)) return un(GROUPES_INDICATEURS.rattachementsParSemaine, p.semaine);
  if (EVENEMENTS_MAJ.has(type))
    return { ...un(GROUPES_INDICATEURS.majParMois, p.mois), ...un(GROUPES_INDICATEURS.majParAnnee, p.annee) };
  return {};
}

/** [issue 14] A counter move: a single counter (entity compteur) or a series' period (entity indicateur). */
export type MouvementIndicateur = { compteur: string; delta: number } | { groupe: string; cle: string; delta: number };

/** [issue 14] A marker to create with the counter moves it stands for. */
export interface OperationIndicateur {
  marque: string;
  /** epoch seconds at which the marker may go (journal lines: the stream keeps a record 24 hours) */
  ttl?: number;
  mouvements: MouvementIndicateur[];
}

const TTL_MARQUE_EVENEMENT_S = 3 * 86_400;

/** [issue 14] The MCO indicators' operations of a batch (pure): one per journal line counted in a series. */
export function planifierIndicateurs(enregistrements: readonly EnregistrementFlux[]): OperationIndicateur[] {
  const operations: OperationIndicateur[] = [];
  for (const e of enregistrements) {
    const series = deltasSeries(e);
    const image = e.dynamodb?.NewImage;
    if (!Object.keys(series).length || !image?.id?.S) continue;
    operations.push({
      marque: `EVT#${image.id.S}`,
      ttl: Math.floor(Date.parse(image.horodatage!.S!) / 1000) + TTL_MARQUE_EVENEMENT_S,
      mouvements: Object.entries(series).map(([k, delta]) => ({ ...serieDeCle(k), delta })),
    });
  }
  return operations;
}
