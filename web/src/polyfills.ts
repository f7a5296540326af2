/**
 * amazon-cognito-identity-js depends on `buffer@4`, which reads the Node global `global` when it loads.
 * This module is imported first by the entry so that the alias exists before any other module runs.
 */
const g = globalThis as typeof globalThis & { global?: typeof globalThis };
if (g.global === undefined) g.global = globalThis;

export {};
