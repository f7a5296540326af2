/**
 * Configuration, parsed ONCE (at cold start) with zod. The same code runs on the embedded local cloud, on
 * LocalStack and on AWS: only these variables change. Endpoints use the AWS SDK's standard variables
 * (AWS_ENDPOINT_URL, or per service AWS_ENDPOINT_URL_DYNAMODB, _S3, _COGNITO_IDENTITY_PROVIDER, _SFN).
 */
import { z } from 'zod';

const booleen = z.enum(['true', 'false']).transform((v) => v === 'true');

export const configSchema = z
  .object({
    STAGE: z.enum(['local', 'test', 'production']).default('production'),
    AWS_REGION: z.string().default('eu-west-3'),
    TABLE_NAME: z.string().min(1),
    BUCKET_DOCUMENTS: z.string().min(1).default('registre-documents'),
    BUCKET_EXPORTS: z.string().min(1).default('registre-exports'),
    // [issue 10] RNIC files dropped there start the import-rnic workflow; Scan segments of the raw-data export
    BUCKET_IMPORTS: z.string().min(1).default('registre-imports'),
    EXPORT_SEGMENTS: z.coerce.number().int().min(1).max(64).default(4),
    USER_POOL_ID: z.string().min(1),
    USER_POOL_CLIENT_ID: z.string().min(1),
    APP_VERSION: z.string().default('0.0.0'),
    CAPTCHA_BYPASS: booleen.default(false),
    NEWSLETTER_ADAPTER: z.enum(['local', 'mailjet']).default('local'),
    MAILJET_API_KEY: z.string().optional(),
    MAILJET_API_SECRET: z.string().optional(),
    MAILJET_LIST_ID: z.string().optional(),
    MAIL_ADAPTER: z.enum(['outbox', 'ses']).default('outbox'),
    MAIL_FROM: z.string().default('ne-pas-repondre@registre-coproprietes.local'),
    /** where the outbox adapter writes mails (local mode) */
    OUTBOX_DIR: z.string().default('/tmp/registre-courriels'),
    /** state machines are named <prefix><workflow name> */
    WORKFLOW_ARN_PREFIX: z.string().default('arn:aws:states:eu-west-3:000000000000:stateMachine:registre-'),
    /** response bodies checked against their schema: on everywhere but production */
    VALIDATE_RESPONSES: booleen.optional(),
    // issue 3, accounts and access
    /** origin of the SPA, for the links of the mails (activation, password reset): the CloudFront domain in AWS */
    APP_URL: z.string().url().default('http://localhost:3000'),
    /** Sirene port: `local` (fixture register shipped in the repo) or `insee` (API Sirene 3.11, key below) */
    SIRENE_ADAPTER: z.enum(['local', 'insee']).optional(),
    SIRENE_API_URL: z.string().url().default('https://api.insee.fr/api-sirene/3.11'),
    SIRENE_API_KEY: z.string().optional(),
    /** postal letters (activation code): in AWS sent as PDF attachments to the mail house's address */
    COURRIER_ROUTAGE_EMAIL: z.string().optional(),
    /** inactivity reminders: days without sign-in before the reminder, then days before deactivation */
    INACTIVITE_JOURS: z.coerce.number().int().positive().default(180),
    INACTIVITE_DESACTIVATION_JOURS: z.coerce.number().int().positive().default(30),
    // institutional login (OpenID Connect): the local provider of infra/local, or Cognito's hosted UI federated
    // with ProConnect in AWS (CLAVIS_SESSION=cognito: the tokens of the exchange are the register's session)
    CLAVIS_ISSUER: z.string().url().optional(),
    CLAVIS_CLIENT_ID: z.string().optional(),
    CLAVIS_CLIENT_SECRET: z.string().optional(),
    /** the SPA page the provider redirects to (it posts code and state to api/public/clavis/callback) */
    CLAVIS_REDIRECT_URI: z.string().url().optional(),
    CLAVIS_POST_LOGOUT_URI: z.string().url().optional(),
    CLAVIS_SCOPES: z.string().default('openid email given_name usual_name siret organizational_unit niveau_geographique'),
    /** `identity_provider` parameter of Cognito's hosted UI (name of the federated OIDC provider) */
    CLAVIS_FOURNISSEUR: z.string().optional(),
    /** logout endpoint when the discovery document has none (Cognito: https://<domain>/logout) */
    CLAVIS_LOGOUT_URL: z.string().url().optional(),
    CLAVIS_SESSION: z.enum(['emission', 'cognito']).default('emission'),
    CLAVIS_NOM_SERVICE: z.string().default('ProConnect'),
    // issue 4, addresses and parcels: geocoding (IGN Géoplateforme) and building ids (RNB), or the local gazetteer
    GEOCODAGE_ADAPTER: z.enum(['local', 'ign']).optional(),
    GEOCODAGE_URL: z.string().url().default('https://data.geopf.fr/geocodage'),
    RNB_URL: z.string().url().default('https://rnb-api.beta.gouv.fr'),
    // issue 4, keepers' validation: the keepers' shared mailbox, told when a request passes its one-working-day
    // deadline (workflow delai-validation) or is assigned to the administrators; a local address off production
    COURRIEL_TENEURS: z.string().email().optional(),
    // issue 5, mandate expiry (workflow expiration-mandats): days before a mandate's end date the syndic is warned
    AVERTISSEMENT_FIN_MANDAT_JOURS: z.coerce.number().int().positive().max(365).default(30),
    // [issue 25] where the accesses' OAuth 2.0 clients are kept: Cognito's user pool in AWS (one app client per
    // access, resource server `logiciels`), the embedded OpenID provider locally, whose admin interface (a bearer
    // key) stands for Cognito's client API (functions/src/adapters/logiciels/clients.ts)
    LOGICIELS_FOURNISSEUR: z.enum(['local', 'cognito']).optional(),
    LOGICIELS_ADMIN_URL: z.string().url().optional(),
    LOGICIELS_ADMIN_CLE: z.string().min(16).optional(),
    /** the token endpoint the software calls (client credentials), shown to the administrator and in the guide */
    LOGICIELS_URL_JETON: z.string().url().optional(),
    // [issue 25] the web service for syndic software: who issues the accesses' tokens (OAuth 2.0 client
    // credentials: Cognito's user pool in AWS, the local OpenID provider locally) and what the platform checks
    /** the `iss` of the tokens (Cognito: https://cognito-idp.<region>.amazonaws.com/<pool id>) */
    LOGICIELS_EMETTEUR: z.string().url().optional(),
    /** where the signing keys are published (Cognito: <issuer>/.well-known/jwks.json) */
    LOGICIELS_JWKS_URL: z.string().url().optional(),
    /** the `aud` the tokens must carry; empty for Cognito, whose access tokens name their client_id and no audience */
    LOGICIELS_AUDIENCE: z.string().optional(),
  })
  .transform((c) => ({
    ...c,
    VALIDATE_RESPONSES: c.VALIDATE_RESPONSES ?? c.STAGE !== 'production',
    SIRENE_ADAPTER: c.SIRENE_ADAPTER ?? (c.STAGE === 'production' ? ('insee' as const) : ('local' as const)),
    GEOCODAGE_ADAPTER: c.GEOCODAGE_ADAPTER ?? (c.STAGE === 'production' ? ('ign' as const) : ('local' as const)),
    COURRIEL_TENEURS: c.COURRIEL_TENEURS ?? (c.STAGE === 'production' ? undefined : 'teneurs@registre-coproprietes.local'),
    LOGICIELS_FOURNISSEUR: c.LOGICIELS_FOURNISSEUR ?? (c.STAGE === 'production' ? ('cognito' as const) : ('local' as const)),
  }))
  .refine((c) => !(c.STAGE === 'production' && c.CAPTCHA_BYPASS), {
    message: 'CAPTCHA_BYPASS ne peut pas être activé en production.',
    path: ['CAPTCHA_BYPASS'],
  })
  .refine((c) => c.NEWSLETTER_ADAPTER !== 'mailjet' || (c.MAILJET_API_KEY && c.MAILJET_API_SECRET && c.MAILJET_LIST_ID), {
    message: 'MAILJET_API_KEY, MAILJET_API_SECRET et MAILJET_LIST_ID sont requis avec NEWSLETTER_ADAPTER=mailjet.',
    path: ['NEWSLETTER_ADAPTER'],
  });

export type Config = z.infer<typeof configSchema>;

let courante: Config | undefined;
export function config(): Config {
  if (!courante) {
    const r = configSchema.safeParse(process.env);
    if (!r.success)
      throw new Error(`Configuration invalide : ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    courante = r.data;
  }
  return courante;
}
/**
 * For the local cloud and tests, which set the environment before the first request. Everything built from the
 * configuration (`selonConfig`: the AWS SDK clients, the table's entities) is built again on its next use.
 */
export const reinitialiserConfig = () => {
  courante = undefined;
};

/**
 * A value built from the configuration and the environment it was read from (an AWS SDK client reads its endpoint
 * there): built once per Lambda container, and again after `reinitialiserConfig` (a local cloud started in a process
 * that served another one).
 */
export function selonConfig<T>(fabrique: (c: Config) => T): () => T {
  let pour: Config | undefined;
  let valeur: T;
  return () => {
    const c = config();
    if (c !== pour) {
      valeur = fabrique(c);
      pour = c;
    }
    return valeur;
  };
}
