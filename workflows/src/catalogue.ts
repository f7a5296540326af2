/**
 * The workflows of the register: one ASL file (JSONPath only) per state machine in `workflows/`, the Lambda
 * task handlers its `${Placeholder}` FunctionNames stand for, and the schedule that starts it, if any. The CDK
 * workflows stack and the local runner both read this list. Workflows arrive with their features (inactivity
 * reminders, duplicate check SLA, mandate expiry, out-of-delay flags, exports).
 */
export interface DefinitionWorkflow {
  nom: string;
  /** path of the ASL file, relative to the repository root */
  fichier: string;
  /** placeholder -> module (relative to the repository root) exporting `handler(payload)` */
  fonctions: Record<string, string>;
  /** EventBridge Scheduler expression, evaluated in Europe/Paris */
  planification?: { expression: string; entree?: unknown };
}

export const WORKFLOWS: readonly DefinitionWorkflow[] = [];
