/**
 * Inputs for the contract fuzz (tests/contract/fuzz.test.ts), generated from a route's zod schemas: a plausible
 * value of each field (to reach the handler with one kind of bad value at a time) and the bad values themselves.
 * Deterministic: no randomness but a seeded generator, so a failing case can be replayed.
 */
import type { z } from 'zod';
import { immatCoproprieteBrouillonSchema } from '@registre/shared/schemas/copropriete/immatCopropriete';

/** Zod's own wording, English or its generic French locale: what a person must never read. */
export const LIBELLE_GENERIQUE =
  /Invalid|expected|received|Required|Unrecognized|Entrée invalide|Option invalide|Trop grand :|Trop petit :|Chaîne de caractères invalide|attendu, .* reçu|Clés? non reconnues?/;

export const ENORME = 'é'.repeat(10_000);
export const TRES_GRAND = 2 ** 53 + 2;
export const INJECTIONS = ["' OR 1=1 --", '<script>alert(1)</script>', '${jndi:ldap://exemple.invalid/a}', '../../etc/passwd'];
export const NEGATIFS = ['-1', 'NaN', '-Infinity', '1e400'];

/** The seeded generator of the synthetic RNIC register (mulberry32). */
export { mulberry32 as aleatoire } from '../../infra/local/src/rnic/generateur.ts';

/** Fields the contract leaves open (`z.unknown()`, checked by the use case): what to generate them from. */
const SUBSTITUTS: Record<string, z.ZodType> = { immatCopropriete: immatCoproprieteBrouillonSchema };

type Def = { type: string; [k: string]: any };
const def = (s: z.ZodType): Def => (s as any)._zod.def;

/** Candidates tried, in order, for a leaf that must hold a plausible value (the first its schema accepts). */
const CANDIDATS: unknown[] = [
  '987654321',
  'true',
  'AA1234567',
  '01/01/2000',
  '2000-01-01',
  'prenom.nom@exemple.fr',
  '+33611223344',
  '75056',
  '75002',
  'DEMANDE-987654321',
  '73282932000074',
  'a',
  'Texte',
  987654321,
  1,
  0,
  true,
  false,
  null,
];

const accepte = (s: z.ZodType, v: unknown) => {
  try {
    return s.safeParse(v).success;
  } catch {
    return false;
  }
};

/** The shape of an object schema, through optional, nullable, default and pipe wrappers; null if none. */
export function forme(s: z.ZodType | undefined): Record<string, z.ZodType> | null {
  if (!s) return null;
  const d = def(s);
  switch (d.type) {
    case 'object':
      return d.shape;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return forme(d.innerType);
    case 'pipe':
      return forme(d.in);
    case 'lazy':
      return forme(d.getter());
    default:
      return null;
  }
}

export type Mode = 'minimal' | 'complet';

/**
 * A plausible value of `s`: `minimal` leaves optional fields out, `complet` fills them; `feuille` replaces
 * every leaf of the kind it handles (numbers, strings) by a bad value, keeping the others plausible.
 */
/** A leaf's value: its kind, a value its field takes, its schema, and whether its WHOLE field takes `v`. */
export type Feuille = (
  genre: 'nombre' | 'texte',
  plausible: unknown,
  schema: z.ZodType,
  prend: (v: unknown) => boolean,
) => unknown;

export function exemple(s: z.ZodType, mode: Mode, feuille?: Feuille, profondeur = 0): unknown {
  if (profondeur > 8) return undefined;
  const d = def(s);
  const rec = (t: z.ZodType) => exemple(t, mode, feuille, profondeur + 1);
  switch (d.type) {
    case 'object': {
      const o: Record<string, unknown> = {};
      for (const [k, ouvert] of Object.entries(d.shape as Record<string, z.ZodType>)) {
        const t = def(ouvert).type === 'unknown' && SUBSTITUTS[k] ? SUBSTITUTS[k] : ouvert;
        const facultatif = accepte(t, undefined);
        if (mode === 'minimal' && facultatif) continue;
        // a field of one value: plausible as the WHOLE field's schema takes it (its refinements included)
        const f = primitive(t);
        // an optional id or version is left empty: an id that exists nowhere would stop the call at a 404
        const vide = (k === 'id' || k === 'version') && accepte(t, null);
        if (vide) {
          o[k] = null;
          continue;
        }
        const plausible = f ? CANDIDATS.find((c) => c !== null && accepte(t, c)) : undefined;
        const v =
          f && plausible !== undefined
            ? feuille
              ? feuille(f.genre, plausible, f.schema, (x) => accepte(t, x))
              : plausible
            : rec(t);
        if (v !== undefined) o[k] = v;
      }
      return o;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return rec(d.innerType);
    case 'pipe':
      return d.in && def(d.in).type !== 'transform' ? rec(d.in) : rec(d.out);
    case 'lazy':
      return rec(d.getter());
    case 'array': {
      const v = rec(d.element);
      return v === undefined ? [] : [v];
    }
    case 'tuple':
      return (d.items as z.ZodType[]).map(rec);
    case 'record':
      return {};
    case 'union': {
      const options = d.options as z.ZodType[];
      const objet = options.find((o) => forme(o));
      if (objet) return rec(objet);
      // a field typed as "a number or a string" (champEntier, champDecimal): the number is the leaf
      const nombre = options.find((o) => def(o).type === 'number');
      if (nombre) return rec(nombre);
      return rec(options.find((o) => !['null', 'undefined', 'literal'].includes(def(o).type)) ?? options[0]);
    }
    case 'intersection':
      return Object.assign({}, rec(d.left), rec(d.right));
    case 'enum':
      return Object.values(d.entries)[0];
    case 'literal':
      return d.values[0];
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'undefined':
    case 'void':
    case 'never':
      return undefined;
    case 'number':
    case 'bigint': {
      const plausible = CANDIDATS.find((c) => typeof c === 'number' && accepte(s, c)) ?? 1;
      return feuille ? feuille('nombre', plausible, s, (x) => accepte(s, x)) : plausible;
    }
    case 'string':
    case 'template_literal': {
      const plausible = CANDIDATS.find((c) => typeof c === 'string' && accepte(s, c)) ?? 'a';
      return feuille ? feuille('texte', plausible, s, (x) => accepte(s, x)) : plausible;
    }
    default: {
      // unknown, any, custom, file, date…: the first candidate the schema takes
      const plausible = CANDIDATS.find((c) => accepte(s, c));
      return plausible === undefined ? 'a' : plausible;
    }
  }
}

/**
 * The leaves of one kind get `mauvais` where their field TAKES it (the schema lets it through to the use case:
 * where a 500 hides), the others stay plausible so that nothing else stops the call; when no field takes it, every
 * leaf of that kind gets it (then it is the 400's wording that is tested).
 */
export function avecMauvais(s: z.ZodType, genre: 'nombre' | 'texte', mauvais: unknown): unknown {
  let passent = 0;
  exemple(s, 'complet', (g, p, _f, prend) => {
    if (g === genre && prend(mauvais)) passent++;
    return p;
  });
  return exemple(s, 'complet', (g, p, _f, prend) => (g === genre && (passent === 0 || prend(mauvais)) ? mauvais : p));
}

/** The primitive a one-value field holds (through wrappers; a number-or-string union is a number), if any. */
function primitive(s: z.ZodType, profondeur = 0): { schema: z.ZodType; genre: 'nombre' | 'texte' } | null {
  if (profondeur > 6) return null;
  const d = def(s);
  switch (d.type) {
    case 'string':
      return { schema: s, genre: 'texte' };
    case 'number':
      return { schema: s, genre: 'nombre' };
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return primitive(d.innerType, profondeur + 1);
    case 'pipe':
      return def(d.in).type === 'transform' ? primitive(d.out, profondeur + 1) : primitive(d.in, profondeur + 1);
    case 'union': {
      const p = (d.options as z.ZodType[]).map((o) => primitive(o, profondeur + 1)).filter((x) => x !== null);
      return p.find((x) => x.genre === 'nombre') ?? p[0] ?? null;
    }
    default:
      return null;
  }
}

/** Plausible path parameters (ids that exist nowhere, so that nothing is changed by a valid call). */
export function parametresPlausibles(s: z.ZodType): Record<string, string> {
  const f = forme(s) ?? {};
  const p: Record<string, string> = {};
  for (const [k, t] of Object.entries(f)) {
    const enums = def(t).type === 'enum' ? (Object.values(def(t).entries) as string[]) : [];
    const c = [...enums, ...CANDIDATS.filter((x): x is string => typeof x === 'string')].find((v) => accepte(t, v));
    p[k] = c ?? 'x';
  }
  return p;
}
