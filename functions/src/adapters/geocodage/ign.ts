/**
 * HTTP adapters of the geocoding and building-id ports (DESIGN.md §6):
 * - IGN Géoplateforme geocoding (base in GEOCODAGE_URL): `completion` (type StreetAddress, maximumResponses ≤ 10)
 *   gives the suggestions, and `search` on the `address` index, run with it, gives what completion does not
 *   return (the BAN interoperability key, the INSEE code, the house number); `search` on the `parcel` index with
 *   the structured filters finds a cadastral parcel;
 * - Référentiel national des bâtiments (base in RNB_URL): `/api/alpha/buildings/?cle_interop_ban=`.
 * Every call has a timeout (3 s); an unreachable service, a timeout, an HTTP error or an answer of an unexpected
 * shape is GEOLOCALISATION_INDISPONIBLE (503). Nothing the user typed is logged.
 */
import { z } from 'zod';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { MAX_REPONSES_GEOCODAGE, type AdresseGeocodee, type ParcelleGeocodee } from '@registre/shared/schemas/geographie';
import { lireNumeroParcelle, lireSection } from '@registre/shared/schemas/copropriete/identification';
import { logger } from '../../platform/logger.ts';
import type { Geocodeur, RechercheParcelle, ReferentielBatiments } from './port.ts';

export const DELAI_MS = 3000;

const indisponible = () => new ErreurMetier('GEOLOCALISATION_INDISPONIBLE');

async function lireJson(f: typeof fetch, url: string, delaiMs: number, service: string): Promise<unknown> {
  const debut = Date.now();
  try {
    const r = await f(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(delaiMs) });
    if (!r.ok) {
      logger.error(`${service} en erreur`, { status: r.status, dureeMs: Date.now() - debut });
      throw indisponible();
    }
    return await r.json();
  } catch (e) {
    if (e instanceof ErreurMetier) throw e;
    logger.error(`${service} injoignable ou réponse illisible`, {
      erreur: e instanceof Error ? e.name : 'inconnue',
      dureeMs: Date.now() - debut,
    });
    throw indisponible();
  }
}

function conforme<S extends z.ZodType>(schema: S, corps: unknown, service: string): z.output<S> {
  const r = schema.safeParse(corps);
  if (!r.success) {
    logger.error(`${service} : réponse de forme inattendue`, { chemins: r.error.issues.map((i) => i.path.join('.')) });
    throw indisponible();
  }
  return r.data;
}

const point = z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) });
const texte = z.string().nullish();

/** GET /completion: suggestions; x, y are longitude and latitude here. */
const reponseCompletion = z.object({
  status: z.string().optional(),
  results: z.array(
    z.object({
      x: z.number(),
      y: z.number(),
      fulltext: z.string(),
      country: texte,
      kind: texte,
      city: texte,
      zipcode: texte,
      street: texte,
    }),
  ),
});
/** GET /search?index=address: GeoJSON; properties.x, y are Lambert-93 metres, the position is the geometry. */
const reponseRechercheAdresse = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      geometry: point,
      properties: z.object({
        label: z.string(),
        id: texte,
        type: texte,
        housenumber: texte,
        street: texte,
        name: texte,
        postcode: texte,
        citycode: texte,
        city: texte,
        score: z.number().nullish(),
      }),
    }),
  ),
});
/** GET /search?index=parcel with structured filters. */
const reponseRechercheParcelle = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      geometry: point,
      properties: z.object({
        id: texte,
        departmentcode: z.string(),
        municipalitycode: z.string(),
        oldmunicipalitycode: texte,
        districtcode: texte,
        section: z.string(),
        number: z.string(),
        city: texte,
      }),
    }),
  ),
});
/** GET /api/alpha/buildings/?cle_interop_ban= (cursor pagination). */
const reponseBatiments = z.object({
  results: z.array(
    z.object({ rnb_id: z.string(), status: z.string().nullish(), is_active: z.boolean().nullish() }).passthrough(),
  ),
});

/** Labels compared without commas, case or repeated spaces (completion writes "12 Rue X, 75002 Paris"). */
const cle = (libelle: string) => libelle.replace(/,/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
const base = (url: string) => url.replace(/\/+$/, '');

/**
 * The service refuses a text that does not start with a letter or a digit (400) and fails on a single very
 * long word (500): send it a cleaned text.
 */
export function texteRecherche(q: string): string {
  return q
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .split(/\s+/)
    .map((mot) => mot.slice(0, 50))
    .join(' ')
    .slice(0, 200);
}

/** INSEE code -> the structured filters of the parcel index (Paris, Lyon, Marseille by arrondissement). */
export function filtresCommune(codeInsee: string): Record<string, string> | null {
  const code = codeInsee.toUpperCase();
  if (['75056', '69123', '13055'].includes(code)) return null; // the cadastre knows their arrondissements only
  if (/^751\d\d$/.test(code)) return { departmentcode: '75', municipalitycode: '056', districtcode: code.slice(2) };
  if (/^6938\d$/.test(code)) return { departmentcode: '69', municipalitycode: '123', districtcode: code.slice(2) };
  if (/^132\d\d$/.test(code)) return { departmentcode: '13', municipalitycode: '055', districtcode: code.slice(2) };
  if (/^97/.test(code)) return { departmentcode: code.slice(0, 3), municipalitycode: code.slice(3) };
  return { departmentcode: code.slice(0, 2), municipalitycode: code.slice(2) };
}

export function geocodeurIgn(url: string, f: typeof fetch = fetch, delaiMs = DELAI_MS): Geocodeur {
  return {
    async completerAdresse(q, max) {
      const n = String(Math.min(Math.max(1, max), MAX_REPONSES_GEOCODAGE));
      const texteEnvoye = texteRecherche(q);
      if (texteEnvoye.length < 3) return [];
      const completion = new URLSearchParams({ text: texteEnvoye, type: 'StreetAddress', maximumResponses: n });
      const recherche = new URLSearchParams({ q: texteEnvoye, index: 'address', limit: n, autocomplete: '1' });
      const [suggestions, adresses] = await Promise.all([
        lireJson(f, `${base(url)}/completion/?${completion}`, delaiMs, 'Complétion IGN').then((c) =>
          conforme(reponseCompletion, c, 'Complétion IGN'),
        ),
        lireJson(f, `${base(url)}/search?${recherche}`, delaiMs, 'Géocodage IGN').then((c) =>
          conforme(reponseRechercheAdresse, c, 'Géocodage IGN'),
        ),
      ]);
      if (suggestions.status && suggestions.status !== 'OK') {
        logger.error('Complétion IGN : statut en erreur', { statut: suggestions.status });
        throw indisponible();
      }
      const parLibelle = new Map(adresses.features.map((a) => [cle(a.properties.label), a]));
      return suggestions.results
        .filter((s) => !s.country || s.country === 'StreetAddress')
        .map((s): AdresseGeocodee => {
          // the same address in the search answer: same label without the comma, or else the same position
          const a =
            parLibelle.get(cle(s.fulltext)) ??
            adresses.features.find(
              (x) => Math.abs(x.geometry.coordinates[0] - s.x) < 1e-6 && Math.abs(x.geometry.coordinates[1] - s.y) < 1e-6,
            );
          const p = a?.properties;
          const numero = p?.housenumber ?? (s.kind === 'housenumber' ? (/^(\S+)\s/.exec(s.fulltext)?.[1] ?? null) : null);
          return {
            libelle: p?.label ?? s.fulltext.replace(/,/g, '').replace(/\s+/g, ' ').trim(),
            numero,
            voie: s.street || p?.street || null,
            codePostal: s.zipcode || p?.postcode || null,
            commune: s.city || p?.city || null,
            codeInsee: p?.citycode ?? null,
            x: s.x,
            y: s.y,
            // the key of an address (a number on a street) only: a street's or a commune's has no building
            idBan: p?.type === 'housenumber' && p.id ? p.id : null,
            score: p?.score ?? null,
          };
        });
    },

    async chercherParcelle(r: RechercheParcelle) {
      const filtres = filtresCommune(r.codeInsee);
      const section = lireSection(r.section);
      const numero = lireNumeroParcelle(r.numero);
      if (!filtres || !section || !numero) return [];
      const parametres = new URLSearchParams({
        index: 'parcel',
        limit: String(MAX_REPONSES_GEOCODAGE),
        ...filtres,
        oldmunicipalitycode: r.prefixe || '000',
        section: section.padStart(2, '0'),
        number: numero,
      });
      const corps = await lireJson(f, `${base(url)}/search?${parametres}`, delaiMs, 'Géocodage IGN (parcelles)');
      return conforme(reponseRechercheParcelle, corps, 'Géocodage IGN (parcelles)').features.map((p): ParcelleGeocodee => {
        const q = p.properties;
        const arrondissement = q.districtcode && q.districtcode !== '000' ? q.districtcode : null;
        // the parcel id (IDU, 14 characters) begins with the INSEE code, the arrondissement's in Paris, Lyon, Marseille
        const codeInsee =
          q.id && /^[0-9][0-9AB]\d{3}\d{3}/.test(q.id)
            ? q.id.slice(0, 5)
            : `${q.departmentcode}${arrondissement ?? q.municipalitycode}`;
        return {
          codeInsee,
          commune: q.city ?? null,
          codePostal: null,
          prefixe: q.oldmunicipalitycode || '000',
          section: lireSection(q.section) ?? q.section,
          numero: lireNumeroParcelle(q.number) ?? q.number,
          x: p.geometry.coordinates[0],
          y: p.geometry.coordinates[1],
        };
      });
    },
  };
}

/** The building of an address: the constructed, active one first; null when the RNB knows none. */
export function batimentsRnb(url: string, f: typeof fetch = fetch, delaiMs = DELAI_MS): ReferentielBatiments {
  return {
    async idRnbParCleBan(cleBan) {
      const parametres = new URLSearchParams({ cle_interop_ban: cleBan });
      const corps = await lireJson(f, `${base(url)}/api/alpha/buildings/?${parametres}`, delaiMs, 'RNB');
      const batiments = conforme(reponseBatiments, corps, 'RNB').results.filter((b) => b.is_active !== false);
      return (batiments.find((b) => b.status === 'constructed') ?? batiments[0])?.rnb_id ?? null;
    },
  };
}
