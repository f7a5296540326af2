/**
 * Facts shared by every stack of the CDK app: where the repository is, which version is deployed, and the
 * few operating choices (runtime, log retention) that must be the same everywhere.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aws_lambda as lambda, aws_logs as logs } from 'aws-cdk-lib';

/** Repository root (this file is infra/aws/lib/config.ts). */
export const RACINE = fileURLToPath(new URL('../../../', import.meta.url));

/** Version written in the root package.json, given to the Lambdas as APP_VERSION. */
export function versionApplication(racine: string = RACINE): string {
  const pkg = JSON.parse(readFileSync(join(racine, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** Directory of a bundle produced by `npm run bundle`, or undefined when it has not been built. */
export function dossierSiPresent(chemin: string): string | undefined {
  return existsSync(chemin) ? chemin : undefined;
}

/**
 * Lambda runtime of every function of the register: Node.js 24. Lambda ended the standard support of nodejs20.x
 * on 2026-04-30 (creation refused from 2027-02-01). The bundles are built for it (esbuild target ESBUILD_CIBLE
 * in functions/scripts/bundle.ts) while the code still runs on Node 20 locally and in the tests (engines
 * >=20.19): it uses nothing that Node 24 removed, and Node 24 runs whatever Node 20 runs.
 */
export const RUNTIME = lambda.Runtime.NODEJS_24_X;

/**
 * Retention of application logs (Lambda, Step Functions): six months, the lower bound the CNIL recommends for
 * traceability logs; they may contain personal data, so no longer than needed.
 */
export const RETENTION_JOURNAUX = logs.RetentionDays.SIX_MONTHS;

/** Retention of access logs (API Gateway, S3, CloudFront): one year, the CNIL's upper bound for traceability. */
export const RETENTION_JOURNAUX_ACCES = logs.RetentionDays.ONE_YEAR;
export const JOURS_JOURNAUX_ACCES = 365;

/**
 * [issue 10] Open data in and out, in S3. The export workflow writes each Scan segment's part under
 * `parties/<idExport>/` and the assembled files under `donnees-brutes/` of the exports bucket; the RNIC import
 * writes its rejects report under `imports/` of the same bucket. Same prefixes as functions/src/donneesOuvertes.
 */
export const PREFIXE_DONNEES_BRUTES = 'donnees-brutes/';
export const PREFIXE_PARTIES_EXPORT = 'parties/';
export const PREFIXE_REJETS_IMPORT = 'imports/';
/**
 * [issue 13] The categorisation tool: the files of the background exports under `categorisation/<id>/`, the
 * departments' row snapshots under `categorisation/instantanes/` (a cache: a search remakes one that expired).
 * Same prefixes as functions/src/institutionnels (categorisationExports.ts, categorisation.ts); kept two days.
 */
export const PREFIXE_CATEGORISATION = 'categorisation/';
export const PREFIXE_INSTANTANES_CATEGORISATION = 'categorisation/instantanes/';
export const JOURS_CATEGORISATION = 2;
/** The newsletter archive (spec 001 §7): kept without expiry; same prefix as functions/src/adapters/s3/newsletters.ts. */
export const PREFIXE_NEWSLETTERS = 'newsletters/';
/**
 * A raw-data file is downloadable 90 days (the items listing the files in DynamoDB carry a TTL of the same
 * duration, so the list never names an expired object); an export's parts are deleted by the assembly, 2 days
 * is the backstop of a failed execution. An imported RNIC file and its rejects report are kept 30 days.
 */
export const JOURS_DONNEES_BRUTES = 90;
export const JOURS_PARTIES_EXPORT = 2;
/**
 * [issue 15] Uploads of supporting documents wait under `televersements/` of the documents bucket for the
 * server's check (which copies a valid PDF to `justificatifs/` and deletes the upload): one never checked expires
 * after a day. Same prefix and lifetime as functions/src/adapters/documents (PREFIXE_TELEVERSEMENT, 24 h).
 */
export const PREFIXE_TELEVERSEMENTS = 'televersements/';
export const JOURS_TELEVERSEMENTS = 1;
export const JOURS_IMPORTS = 30;
/**
 * Scan segments of the raw-data export in AWS (EXPORT_SEGMENTS). The whole table (≈ 650 000 condominiums, a few
 * million items) is read by 32 segments of ≈ 150 000 items, each well within a task's 15 minutes; the Map of
 * the workflow runs 16 of them at once (MaxConcurrency), i.e. two waves.
 */
export const SEGMENTS_EXPORT = 32;

/** Tags put on every stack (and therefore, by CloudFormation, on every resource). */
export const ETIQUETTES = { application: 'registre-coproprietes' } as const;

/**
 * State machines are named `registre-<workflow name>`: functions/src/adapters/workflows builds their ARN from
 * WORKFLOW_ARN_PREFIX and the name.
 */
export const PREFIXE_WORKFLOWS = 'registre-';

/**
 * Secrets Manager secret holding the Mailjet credentials (JSON: apiKey, apiSecret, listId). Created with
 * placeholder values by the data stack; an operator writes the real values, then redeploys the stacks that
 * read it (CloudFormation resolves the values at deployment).
 */
export const NOM_SECRET_MAILJET = 'registre/mailjet';
/** Secrets Manager secret holding the INSEE Sirene API key (JSON field apiKey). */
export const NOM_SECRET_SIRENE = 'registre/sirene';

/** Institutional login (ProConnect) federated in the user pool: provider name and secret of its client. */
export const NOM_FOURNISSEUR_CLAVIS = 'ProConnect';
export const NOM_SECRET_CLAVIS = 'registre/proconnect';
