/**
 * Workflow port: starts a Step Functions execution. In AWS the state machines are named
 * `<WORKFLOW_ARN_PREFIX><nom>`; locally the same call reaches the embedded runner through AWS_ENDPOINT_URL_SFN.
 */
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { config, selonConfig } from '../../platform/config.ts';

const sfn = selonConfig((c) => new SFNClient({ region: c.AWS_REGION }));

/** Starts `nom` with `entree`; a given `nomExecution` makes the start idempotent (same name, same execution). */
export async function demarrerWorkflow(nom: string, entree: unknown, nomExecution?: string): Promise<string> {
  const r = await sfn().send(
    new StartExecutionCommand({
      stateMachineArn: `${config().WORKFLOW_ARN_PREFIX}${nom}`,
      input: JSON.stringify(entree),
      name: nomExecution,
    }),
  );
  return r.executionArn!;
}

export async function etatExecution(executionArn: string) {
  const r = await sfn().send(new DescribeExecutionCommand({ executionArn }));
  return { statut: r.status, sortie: r.output ? (JSON.parse(r.output) as unknown) : null };
}
