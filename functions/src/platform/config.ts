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
  })
  .transform((c) => ({ ...c, VALIDATE_RESPONSES: c.VALIDATE_RESPONSES ?? c.STAGE !== 'production' }))
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
    if (!r.success) throw new Error(`Configuration invalide : ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    courante = r.data;
  }
  return courante;
}
/** For the local cloud and tests, which set the environment before the first request. */
export const reinitialiserConfig = () => {
  courante = undefined;
};
