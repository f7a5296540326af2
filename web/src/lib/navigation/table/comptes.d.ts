/** Route table, part: the home page, signing in and the accounts: the user's own, the establishment's, the keepers' view of declarants (in the menu's and the tiles' order; see ../pages.ts). */
import type { PageRegistre } from '../types.ts';
export declare const PAGES_COMPTES: readonly PageRegistre[];
