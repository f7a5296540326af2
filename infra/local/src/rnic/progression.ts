/** A progress bar on the error output: share done, rows/s, time left (a line rewritten in place on a terminal). */
import type { Progression } from '@registre/functions/donneesOuvertes/import';

const duree = (s: number) =>
  !Number.isFinite(s)
    ? '—'
    : s >= 3600
      ? `${Math.floor(s / 3600)} h ${Math.round((s % 3600) / 60)} min`
      : s >= 60
        ? `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`
        : `${Math.round(s)} s`;

export function barreProgression(total: { octets?: number; lignes?: number }) {
  const debut = Date.now();
  const terminal = process.stderr.isTTY;
  let dernier = 0;
  return (p: Progression) => {
    const maintenant = Date.now();
    if (maintenant - dernier < (terminal ? 200 : 5000)) return;
    dernier = maintenant;
    const ecoule = (maintenant - debut) / 1000;
    const part = total.lignes ? p.lues / total.lignes : total.octets ? p.octets / total.octets : 0;
    const parSeconde = p.lues / Math.max(ecoule, 0.001);
    const reste = part > 0 ? (ecoule / part) * (1 - part) : Infinity;
    const largeur = 30;
    const plein = Math.min(largeur, Math.round(part * largeur));
    const ligne = `[${'█'.repeat(plein)}${'░'.repeat(largeur - plein)}] ${(part * 100).toFixed(1).padStart(5)} % · ${p.lues.toLocaleString('fr-FR')} lignes · ${Math.round(parSeconde).toLocaleString('fr-FR')} lignes/s · reste ${duree(reste)}`;
    process.stderr.write(terminal ? `\r${ligne}` : `${ligne}\n`);
  };
}

export const finBarre = () => {
  if (process.stderr.isTTY) process.stderr.write('\n');
};

/** The figures printed at the end of an import. */
export function afficherBilan(b: import('@registre/functions/donneesOuvertes/import').Bilan): string {
  const n = (x: number) => x.toLocaleString('fr-FR');
  const raisons = Object.entries(b.parRaison).sort((a, c) => c[1] - a[1]);
  return [
    `Lignes lues        : ${n(b.lues)}`,
    `Chargées           : ${n(b.chargees)}`,
    `Déjà présentes     : ${n(b.dejaPresentes)} (chargées par un import précédent)`,
    `Rejetées           : ${n(b.rejetees)}`,
    ...raisons.map(([r, k]) => `  ${n(k).padStart(8)}  ${r}`),
    `Durée              : ${(b.dureeMs / 1000).toFixed(1)} s, ${n(b.lignesParSeconde)} lignes/s`,
  ].join('\n');
}
