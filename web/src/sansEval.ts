/**
 * [issue 15] The site's Content-Security-Policy allows no eval (script-src 'self'): zod's compiled parsers,
 * which probe `new Function` when a schema is built (a CSP violation report on every page), are turned off.
 * Imported by main.tsx before anything that builds a schema.
 */
import { z } from 'zod';

z.config({ jitless: true });
