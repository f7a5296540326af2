/**
 * [issue 13] A background export's progress as its page shows it: what is done out of what there is to do (rows
 * read, sheets drawn). The percentage stays under 100 until the file is there (its end is still being written), and
 * a total that proves short (counters behind the rows by a few seconds) grows with what is done.
 */
export interface Progression {
  fait: number;
  total: number;
  pourcentage: number;
}

export function progression(fait: number, total: number): Progression {
  const t = Math.max(total, fait);
  return { fait, total: t, pourcentage: t ? Math.min(99, Math.floor((fait * 100) / t)) : 0 };
}

/**
 * Counts what is done and publishes the progress at most every `intervalleMs` (the first call publishes at once), one
 * publication after the other; a publication that fails never stops the export.
 */
export function suiviProgression(
  total: number,
  publier: (p: Progression) => Promise<void>,
  o: { intervalleMs?: number; maintenant?: () => number } = {},
): (n: number) => void {
  const intervalle = o.intervalleMs ?? 2000;
  const maintenant = o.maintenant ?? Date.now;
  let fait = 0;
  let derniere = -Infinity;
  let publication = Promise.resolve();
  return (n) => {
    fait += n;
    if (maintenant() - derniere < intervalle) return;
    derniere = maintenant();
    const p = progression(fait, total);
    publication = publication.then(() => publier(p)).catch(() => undefined);
  };
}
