/** Route table, part: the notaries' certificate flows, the institutional sign-on and charter, the categorisation tool, the raw data (in the menu's and the tiles' order; see ../pages.ts). */
import type { PageRegistre } from '../types.ts';
export declare const PAGES_INSTITUTIONS: readonly PageRegistre[];
