/**
 * EventBridge Scheduler schedule that starts a state machine, in Paris time (DESIGN §5: the same expressions
 * drive the local scheduler of infra/local). Paris time matters: "every working day at 08:00" must not move by
 * one hour twice a year.
 */
import { Stack, aws_iam as iam, aws_scheduler as scheduler, type aws_stepfunctions as sfn } from 'aws-cdk-lib';
import { Construct } from 'constructs';

export const FUSEAU_HORAIRE = 'Europe/Paris';

export interface PlanificationProps {
  readonly machine: sfn.IStateMachine;
  /** `cron(...)`, `rate(...)` or `at(...)`, read in Paris time. */
  readonly expression: string;
  readonly description?: string;
  /** Input of each execution (JSON). Default `{}`. */
  readonly entree?: unknown;
  /** Default true. */
  readonly active?: boolean;
}

export class Planification extends Construct {
  readonly schedule: scheduler.CfnSchedule;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: PlanificationProps) {
    super(scope, id);
    // The scheduler may only start this machine, and only for schedules of this account.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
    });
    props.machine.grantStartExecution(this.role);

    this.schedule = new scheduler.CfnSchedule(this, 'Schedule', {
      description: props.description,
      scheduleExpression: props.expression,
      scheduleExpressionTimezone: FUSEAU_HORAIRE,
      flexibleTimeWindow: { mode: 'OFF' },
      state: props.active === false ? 'DISABLED' : 'ENABLED',
      target: {
        arn: props.machine.stateMachineArn,
        roleArn: this.role.roleArn,
        input: JSON.stringify(props.entree ?? {}),
        retryPolicy: { maximumRetryAttempts: 3, maximumEventAgeInSeconds: 3600 },
      },
    });
  }
}
