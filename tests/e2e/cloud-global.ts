/**
 * The browser tests' one local cloud, started once for the whole e2e project (the files share it: each makes its
 * own data). Its workflows' Wait states last 20 ms: a request's one-working-day deadline (workflow
 * delai-validation) passes at once, and stopping the cloud never waits for a deadline days ahead.
 */
import type { TestProject } from 'vitest/node';
import { demarrerPourProjet } from '../support/cloud-global.ts';

export default (project: TestProject) => demarrerPourProjet(project, { attenteWorkflowsMs: 20 });
