/** Route table, part: the registration wizard, the directory, help, tutorials, open data, newsletter, statistics, the legal pages (in the menu's and the tiles' order; see ../pages.ts). */
import type { PageRegistre } from '../types.ts';
export declare const PAGES_PUBLIQUES: readonly PageRegistre[];
