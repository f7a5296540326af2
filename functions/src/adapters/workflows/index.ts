/**
 * Workflow port: starts a Step Functions execution. In AWS the state machines are named
 * `<WORKFLOW_ARN_PREFIX><nom>`; locally the same call reaches the embedded runner through AWS_ENDPOINT_URL_SFN.
 */
import { DescribeExecutionCommand, SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { config } from '../../platform/config.ts';

let client: SFNClient | undefined;
const sfn = () => (client ??= new SFNClient({ region: config().AWS_REGION }));

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
