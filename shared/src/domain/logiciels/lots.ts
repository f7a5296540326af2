/**
 * [issue 25] Batches of annual updates sent by a syndic's software (up to TAILLE_MAX_LOT), applied in the
 * background by the workflow `lot-maj-annuelles` through the very use case of a single annual update. Pure: how
 * the entries are stored (slices), ordered (several entries of one condominium one after the other, in the order
 * sent), what a refusal says (each field's French error at its JSON path in the body) and the batch's progress.
 */
import { cheminEntreeLot, sousChemin } from './chemins.ts';

/** A batch and its results are kept this long (then removed by the table's TTL). */
export const CONSERVATION_LOT_JOURS = 30;
/** Entries of one slice item at most, and its JSON size at most (a DynamoDB item holds 400 KB; the slice is gzipped). */
export const ENTREES_PAR_TRANCHE = 50;
export const TAILLE_MAX_TRANCHE = 350_000;

export interface EntreeIndexee<T> {
  index: number;
  numeroImmatriculation: string;
  maj: T;
}

/** The entries cut into slices in their order: at most ENTREES_PAR_TRANCHE each, and at most `tailleMax` of JSON. */
export function decouperEnTranches<T>(
  entrees: readonly T[],
  tailleMax = TAILLE_MAX_TRANCHE,
  parTranche = ENTREES_PAR_TRANCHE,
): T[][] {
  const tranches: T[][] = [];
  let courante: T[] = [];
  let taille = 0;
  for (const e of entrees) {
    const t = JSON.stringify(e).length + 1;
    if (courante.length > 0 && (courante.length >= parTranche || taille + t > tailleMax)) {
      tranches.push(courante);
      courante = [];
      taille = 0;
    }
    courante.push(e);
    taille += t;
  }
  if (courante.length > 0) tranches.push(courante);
  return tranches;
}

/**
 * The entries grouped by condominium, each group in the order sent, the groups in the order of their first entry:
 * groups run side by side, the entries of one group one after the other (two updates of one condominium at once
 * would make the second lose the race).
 */
export function groupesParCopropriete<E extends { index: number; numeroImmatriculation: string }>(entrees: readonly E[]): E[][] {
  const groupes = new Map<string, E[]>();
  for (const e of [...entrees].sort((a, b) => a.index - b.index)) {
    const g = groupes.get(e.numeroImmatriculation);
    if (g) g.push(e);
    else groupes.set(e.numeroImmatriculation, [e]);
  }
  return [...groupes.values()];
}

export interface ErreurChampLot {
  chemin: string;
  message: string;
}

/**
 * Why an entry was refused, from the use case's error: each field's message at its path under the entry
 * (`misesAJour[3].donneesFinancieres…`); without fields, the number (condominium not found), the version (stale) or
 * the entry itself carries the message.
 */
export function erreursDuRefus(
  index: number,
  e: { code: string; message: string; erreurs?: Readonly<Record<string, string>> },
): ErreurChampLot[] {
  const prefixe = cheminEntreeLot(index);
  const champs = Object.entries(e.erreurs ?? {});
  if (champs.length > 0) {
    const vus = new Set<string>();
    return champs.flatMap(([chemin, message]) => {
      const c = sousChemin(prefixe, chemin);
      if (vus.has(c)) return [];
      vus.add(c);
      return [{ chemin: c, message }];
    });
  }
  const champ = e.code === 'RESSOURCE_INTROUVABLE' ? 'numeroImmatriculation' : e.code === 'CONFLIT_MODIFICATION' ? 'version' : '';
  return [{ chemin: sousChemin(prefixe, champ), message: e.message }];
}

export type StatutEntreeLot = 'EN_ATTENTE' | 'APPLIQUEE' | 'REFUSEE';

export interface ResultatEntreeLot {
  index: number;
  numeroImmatriculation: string | null;
  statut: Exclude<StatutEntreeLot, 'EN_ATTENTE'>;
  erreurs: ErreurChampLot[];
  code?: string | null;
  idDeclaration?: number | null;
}

/** A batch's progress: one line per entry sent (those not applied yet EN_ATTENTE), its counts, TERMINE once all are. */
export function avancementLot(p: {
  idLot: string;
  /** the number of each entry, in the order sent (null when the entry had none) */
  numeros: readonly (string | null)[];
  resultats: readonly ResultatEntreeLot[];
}) {
  const parIndex = new Map(p.resultats.map((r) => [r.index, r]));
  const resultats = p.numeros.map((numero, index) => {
    const r = parIndex.get(index);
    return {
      index,
      numeroImmatriculation: r?.numeroImmatriculation ?? numero,
      statut: (r?.statut ?? 'EN_ATTENTE') as StatutEntreeLot,
      code: r?.code ?? null,
      idDeclaration: r?.idDeclaration ?? null,
      erreurs: r?.erreurs ?? [],
    };
  });
  const appliquees = resultats.filter((r) => r.statut === 'APPLIQUEE').length;
  const refusees = resultats.filter((r) => r.statut === 'REFUSEE').length;
  return {
    idLot: p.idLot,
    statut: appliquees + refusees === resultats.length ? ('TERMINE' as const) : ('EN_COURS' as const),
    total: resultats.length,
    appliquees,
    refusees,
    resultats,
  };
}
