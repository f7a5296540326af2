/**
 * [issue 12] Lambda of the `annuaire` area: the public directory, statistics and official geography. Anonymous,
 * read-only (it reads the read models the stream projector keeps and the compact geography reference).
 */
import { creerHandler } from '../platform/http.ts';
import { implementationsGeographie } from '../statistiques/implementationsGeographie.ts';
import { implementationsAnnuaire } from './implementations.ts';

export const implementations = [...implementationsGeographie, ...implementationsAnnuaire];

export const handler = creerHandler(implementations);
