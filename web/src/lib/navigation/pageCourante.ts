import { useMatches } from 'react-router-dom';
import type { PageRegistre } from './types.ts';

/** What a matched route tells the shell (title, breadcrumb): its table entry, or the 404 (the router's `handle`). */
export type Poignee = { page: PageRegistre } | { nonTrouvee: true };

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
