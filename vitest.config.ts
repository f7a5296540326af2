/**
 * One test runner, four projects: `unit` (pure rules, next to the code), `integration` (the API against the
 * embedded local cloud started once, in memory, on random ports), `infra` (CDK synth, assertions, cdk-nag)
 * and `e2e` (Chromium against one local cloud serving the built SPA, started once for the project and shared by its
 * files). `E2E_FICHIERS=n` runs n e2e files at once (default 1: see the README's test section for the measures).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'workflows/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'web/src/**/*.test.{ts,tsx}',
            'web/vite/**/*.test.ts',
          ],
          environment: 'node',
          // the files share their worker's module cache: no test of this project changes a module's state or the
          // environment another reads (they pass shuffled: `--sequence.shuffle`); 121 s → 44 s alone, 2.7× less CPU
          isolate: false,
          // the CI's lanes share two cores with two local clouds: a test that takes 1 s alone may take 10
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts', 'tests/contract/**/*.test.ts'],
          globalSetup: ['tests/support/cloud-global.ts'],
          // the files share their worker's module cache (the functions, the AWS SDK and ElectroDB loaded once): they
          // all talk to the project's one cloud, and the two that switch the table give it back in their afterAll
          isolate: false,
          // [issue 23] an import builds its read models in the same pass: a loaded machine takes minutes for 2 000 rows
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/aws/test/**/*.test.ts'],
          // the files share their worker's module cache (aws-cdk-lib imported once): 43 s → 22 s alone
          isolate: false,
          setupFiles: ['infra/aws/test/nettoyage.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/cloud-global.ts'],
          // the files share their worker's module cache (the SPA's route table and the test helpers loaded once) and
          // its Chromium (tests/e2e/support.ts); each file makes its own data
          isolate: false,
          // a page visit with its axe check takes seconds on a loaded machine; a file walks many
          testTimeout: 300_000,
          hookTimeout: 600_000,
          // a loaded CI machine answers slower than the 1 s default of expect.poll
          expect: { poll: { timeout: 10_000 } },
          // the e2e files run one at a time (what poolOptions.forks.singleFork did before vitest 4), or n with
          // E2E_FICHIERS=n: they share the project's cloud and each makes its own data
          maxWorkers: Number(process.env.E2E_FICHIERS ?? 1),
        },
      },
    ],
  },
});
