/** Runtime configuration served next to the SPA (`GET /config.json`): read once, checked with zod. */
import { z } from 'zod';

export const configSchema = z.object({
  userPoolId: z.string().min(1),
  clientId: z.string().min(1),
  cognitoEndpoint: z.string().nullable(),
  region: z.string().min(1),
  version: z.string(),
  /** the notaries' entrance (HTTPS with mutual TLS: the client certificate is the identity), when there is one */
  urlNotaires: z.string().url().optional(),
  /**
   * [issue 12] the basemap style of the directory's map (MapLibre style JSON, e.g. the IGN Géoplateforme's plan in
   * AWS); absent (locally, in tests: no network), the map draws its own plain background
   */
  fondCarteUrl: z.string().url().optional(),
});
export type Config = z.infer<typeof configSchema>;

let promesse: Promise<Config> | null = null;

export function chargerConfig(): Promise<Config> {
  if (!promesse) {
    promesse = fetch('/config.json', { headers: { accept: 'application/json' }, cache: 'no-store' })
      .then(async (r) => {
        if (!r.ok) throw new Error(`Configuration indisponible (statut ${r.status}).`);
        return configSchema.parse(await r.json());
      })
      .catch((e: unknown) => {
        // a failed load may be retried later (network blip)
        promesse = null;
        throw e;
      });
  }
  return promesse;
}
