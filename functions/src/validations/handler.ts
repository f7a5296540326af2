/** Lambda of the `validations` area (issue 4). */
import { creerHandler, type Implementation } from '../platform/http.ts';

export const implementations: Implementation[] = [];

export const handler = creerHandler(implementations);
