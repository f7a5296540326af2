/**
 * [issue 25] Lambda of the `logiciels` area: the establishment's software accesses (« Mon établissement ») and the
 * web service those accesses call (`/api/logiciels/v1`).
 */
import { creerHandler } from '../platform/http.ts';
import { implementations as acces } from './acces/handler.ts';
import { implementations as api } from './api/handler.ts';
import { implementations as documentation } from './documentation.ts';

export const implementations = [...acces, ...api, ...documentation];
export const handler = creerHandler(implementations);
