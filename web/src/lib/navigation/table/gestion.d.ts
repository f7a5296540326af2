/** Route table, part: the keepers' queue, the condominium list and record, attaching, renewal, successor, dissolution, the journal, the indicators, the inbox (in the menu's and the tiles' order; see ../pages.ts). */
import type { PageRegistre } from '../types.ts';
export declare const PAGES_GESTION: readonly PageRegistre[];
