/**
 * Starts a state machine when a file is dropped in a bucket ([issue 10] a RNIC file in the imports bucket starts
 * `import-rnic`). The bucket sends its events to EventBridge (DonneesStack); a rule of the default bus keeps the
 * `Object Created` events of that bucket whose key ends with the suffix (any case: `.csv` or `.CSV`) and starts
 * the machine with `{ "bucket": <bucket name>, "cle": <object key> }`, the input the workflow expects.
 *
 * S3 delivers its events at least once: a duplicate starts a second execution, which the workflow tolerates
 * (deterministic keys, see import-rnic.asl.json). An event EventBridge could not deliver after 24 hours of
 * retries (machine throttled or missing) is kept 14 days in a queue, so that no dropped file is ignored silently.
 */
import {
  Duration,
  aws_events as events,
  aws_events_targets as targets,
  type aws_s3 as s3,
  aws_sqs as sqs,
  type aws_stepfunctions as sfn,
} from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

export interface DeclencheurDepotProps {
  readonly bucket: s3.IBucket;
  readonly machine: sfn.IStateMachine;
  /** End of the keys that start the machine, compared without case. */
  readonly suffixe: string;
  readonly description?: string;
}

export class DeclencheurDepot extends Construct {
  readonly regle: events.Rule;
  /** Events of dropped files that could not start the machine. */
  readonly nonLivres: sqs.Queue;

  constructor(scope: Construct, id: string, props: DeclencheurDepotProps) {
    super(scope, id);

    this.nonLivres = new sqs.Queue(this, 'NonLivres', {
      enforceSSL: true,
      // EventBridge cannot write to a queue encrypted with the AWS managed KMS key: SQS-managed encryption
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      retentionPeriod: Duration.days(14),
    });
    NagSuppressions.addResourceSuppressions(this.nonLivres, [
      {
        id: 'AwsSolutions-SQS3',
        reason:
          "Cette file est elle-même la destination d'échec de la règle EventBridge (dépôts de fichiers qui n'ont pas pu démarrer le workflow, conservés 14 jours) : lui donner une autre file d'échec n'aurait pas d'objet.",
      },
    ]);

    this.regle = new events.Rule(this, 'Regle', {
      description: props.description,
      eventPattern: {
        source: ['aws.s3'],
        detailType: ['Object Created'],
        detail: {
          bucket: { name: [props.bucket.bucketName] },
          object: { key: events.Match.suffixEqualsIgnoreCase(props.suffixe) },
        },
      },
    });
    this.regle.addTarget(
      new targets.SfnStateMachine(props.machine, {
        input: events.RuleTargetInput.fromObject({
          bucket: events.EventField.fromPath('$.detail.bucket.name'),
          cle: events.EventField.fromPath('$.detail.object.key'),
        }),
        // EventBridge's default retries (185 attempts over 24 hours), then the queue
        deadLetterQueue: this.nonLivres,
      }),
    );
  }
}
