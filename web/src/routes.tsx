/**
 * For tests/e2e only, which import the route table by this path: the table lives in src/lib/navigation (data only)
 * and the page loaders in src/router. No module of src/ imports this file (the lint:web check forbids it).
 */
export * from './lib/navigation/index.ts';
