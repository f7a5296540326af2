/**
 * [issue 25] The rate limit of one software access: a token bucket of `rafale` requests refilled at `parSeconde`
 * (API Gateway's throttling model). The local gateway keeps one bucket per access; beyond, 429 with `Retry-After`.
 */
export interface Limites {
  parSeconde: number;
  rafale: number;
}

export type Decision = { accepte: true } | { accepte: false; reessayerApresS: number };

export function creerLimiteur(limites: Limites, maxCles = 10_000) {
  const seaux = new Map<string, { jetons: number; le: number }>();
  return (cle: string, maintenantMs: number): Decision => {
    const s = seaux.get(cle) ?? { jetons: limites.rafale, le: maintenantMs };
    s.jetons = Math.min(limites.rafale, s.jetons + ((maintenantMs - s.le) / 1000) * limites.parSeconde);
    s.le = maintenantMs;
    if (seaux.size >= maxCles && !seaux.has(cle)) seaux.clear();
    seaux.set(cle, s);
    if (s.jetons >= 1) {
      s.jetons -= 1;
      return { accepte: true };
    }
    return { accepte: false, reessayerApresS: Math.max(1, Math.ceil((1 - s.jetons) / limites.parSeconde)) };
  };
}
