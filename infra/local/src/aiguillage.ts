/**
 * Route matching as API Gateway HTTP APIs do it: the most specific route wins, a literal segment beating a
 * `{param}` at the first position where candidates differ (so `/api/teledeclarant/activate` wins over
 * `/api/teledeclarant/{type}`).
 */
import type { Route } from '@registre/shared/routes/route';

export interface Correspondance {
  route: Route;
  params: Record<string, string>;
}

const segments = (p: string) => p.split('/').filter(Boolean);

export function creerAiguillage(routes: readonly Route[]) {
  const compilees = routes.map((route) => ({ route, segs: segments(route.path) }));
  return (methode: string, chemin: string): Correspondance | 'methode' | null => {
    const demande = segments(chemin).map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
    const candidates = compilees.filter(
      (c) => c.segs.length === demande.length && c.segs.every((s, i) => s.startsWith('{') || s === demande[i]),
    );
    if (!candidates.length) return null;
    const memeMethode = candidates.filter((c) => c.route.method === methode);
    if (!memeMethode.length) return 'methode';
    const poids = (segs: string[]) => segs.map((s) => (s.startsWith('{') ? '1' : '0')).join('');
    memeMethode.sort((a, b) => poids(a.segs).localeCompare(poids(b.segs)));
    const { route, segs } = memeMethode[0];
    const params: Record<string, string> = {};
    segs.forEach((s, i) => {
      if (s.startsWith('{')) params[s.slice(1, -1)] = demande[i];
    });
    return { route, params };
  };
}
