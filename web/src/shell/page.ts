import { useMatches } from 'react-router-dom';
import type { Poignee } from '../router.tsx';
import type { PageRegistre } from '../routes.tsx';

/** The table entry of the current route: a page, the 404, or nothing yet (a redirect in progress). */
export function usePoignee(): Poignee | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const h = matches[i].handle as Poignee | undefined;
    if (h) return h;
  }
  return null;
}

export function usePageCourante(): PageRegistre | null {
  const p = usePoignee();
  return p && 'page' in p ? p.page : null;
}
