/** For tests/e2e/aide.test.ts only, which imports the manifest by this path: it lives in src/features/tutoriels. */
export * from '../../../features/tutoriels/tutoriels.ts';
