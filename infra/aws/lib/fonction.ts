/**
 * One Lambda of the register (an API area or a workflow task), configured the same way everywhere: Node 24 on
 * ARM, X-Ray active, its own log group with a retention, and its own role holding only what it is granted —
 * no AWS managed policy (the basic execution role would let it write to every log group of the account).
 *
 * The code is a bundle produced by `npm run bundle` (`<dir>/index.mjs`, handler `index.handler`). Synthesis
 * does not bundle: it only packages the directory. When the bundle has not been built, the function gets a
 * handler that fails with an explicit message and the synthesis prints a warning, so that `npm run synth` and
 * the assertion tests stay fast and offline.
 */
import { Annotations, Duration, aws_iam as iam, aws_lambda as lambda, aws_logs as logs, type aws_s3 as s3 } from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { RETENTION_JOURNAUX, RUNTIME, dossierSiPresent } from './config.ts';

export const CODE_BUNDLE_ABSENT = 'exports.handler = async () => { throw new Error("bundle missing: run npm run bundle"); };';

export interface FonctionRegistreProps {
  /** Absolute path of the bundle directory (holds index.mjs). */
  readonly bundle: string;
  readonly description: string;
  readonly environment: Record<string, string>;
  /** Default 29 s: API Gateway HTTP APIs give up after 30 s. */
  readonly timeout?: Duration;
  readonly memorySize?: number;
  /** Other actions of this role that only accept the resource "*", with why (added to the IAM5 reason). */
  readonly autresActionsSurEtoile?: string[];
}

export class FonctionRegistre extends Construct {
  readonly fonction: lambda.Function;
  readonly role: iam.Role;
  readonly journal: logs.LogGroup;
  /** false when the bundle was missing at synthesis time. */
  readonly bundlePresent: boolean;

  constructor(scope: Construct, id: string, props: FonctionRegistreProps) {
    super(scope, id);

    this.journal = new logs.LogGroup(this, 'Journal', { retention: RETENTION_JOURNAUX });
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: props.description,
    });
    // Write to its own log group only (what AWSLambdaBasicExecutionRole grants on every group).
    this.journal.grantWrite(this.role);

    const dossier = dossierSiPresent(props.bundle);
    this.bundlePresent = dossier !== undefined;
    const code = dossier ? lambda.Code.fromAsset(dossier) : lambda.Code.fromInline(CODE_BUNDLE_ABSENT);

    this.fonction = new lambda.Function(this, 'Fonction', {
      description: props.description,
      runtime: RUNTIME,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      code,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(29),
      tracing: lambda.Tracing.ACTIVE,
      logGroup: this.journal,
      role: this.role,
      environment: props.environment,
    });

    if (!this.bundlePresent) {
      Annotations.of(this).addWarningV2(
        'registre:bundle-absent',
        `Bundle absent (${props.bundle}) : la fonction déployée échouerait. Lancer « npm run bundle » avant de déployer.`,
      );
    }

    NagSuppressions.addResourceSuppressions(
      this.role,
      [
        {
          id: 'AwsSolutions-IAM5',
          reason: [
            "X-Ray (tracing actif) n'accepte que la ressource « * » pour PutTraceSegments et PutTelemetryRecords.",
            ...(props.autresActionsSurEtoile ?? []),
          ].join(' '),
          appliesTo: ['Resource::*'],
        },
      ],
      true,
    );
  }
}

/**
 * Object access to one bucket with exact actions (the grant* helpers add wildcard actions such as
 * s3:GetObject* and s3:Abort*). ListBucket lets a missing key answer 404 instead of 403.
 */
export function accorderObjets(role: iam.IRole, bucket: s3.IBucket, droit: 'lecture' | 'ecriture') {
  const actions = droit === 'lecture' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'];
  role.addToPrincipalPolicy(new iam.PolicyStatement({ actions, resources: [bucket.arnForObjects('*')] }));
  role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
}

/**
 * Read of the objects under one prefix of a bucket, and nothing else: no other key of the bucket, no listing (a
 * missing key answers 403, the caller knows its keys from elsewhere).
 */
export function accorderLecturePrefixe(role: iam.IRole, bucket: s3.IBucket, prefixe: string) {
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects(`${prefixe}*`)] }),
  );
}

/**
 * List, read and write of the objects under one prefix of a bucket (an archive an area keeps): no deletion, no
 * other key, and the listing limited to that prefix.
 */
export function accorderEcriturePrefixe(role: iam.IRole, bucket: s3.IBucket, prefixe: string) {
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: ['s3:GetObject', 's3:PutObject'], resources: [bucket.arnForObjects(`${prefixe}*`)] }),
  );
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['s3:ListBucket'],
      resources: [bucket.bucketArn],
      conditions: { StringLike: { 's3:prefix': [`${prefixe}*`] } },
    }),
  );
}

/**
 * IAM5 findings that object and index grants produce, with the reason they are acceptable. The patterns
 * match the resource however the cross-stack reference is rendered (`<TableXXXX.Arn>` before reference
 * resolution, `{"Fn::GetStackOutput": ...TableXXXX...}` after).
 */
export const SUPPRESSION_OBJETS_ET_INDEX = {
  id: 'AwsSolutions-IAM5',
  reason:
    "Accès aux objets d'un compartiment nommé (clés créées à l'exécution : bucket/* ou bucket/<préfixe>/*, et pour l'import le rapport des rejets et le bilan à côté du fichier déposé : bucket/*.rejets.csv, bucket/*.bilan.json) et aux index secondaires de la table unique (table/index/*) : le joker ne porte que sur les objets et les index de ces ressources.",
  appliesTo: [
    { regex: '/^Resource::.*(Documents|Exports|Imports)[0-9A-F]{8}.*\\/\\*$/' },
    { regex: '/^Resource::.*Imports[0-9A-F]{8}.*\\/\\*\\.(rejets\\.csv|bilan\\.json)$/' },
    { regex: '/^Resource::.*Table[0-9A-F]{8}.*\\/index\\/\\*$/' },
  ],
};
