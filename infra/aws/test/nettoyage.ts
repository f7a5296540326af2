/**
 * The infra project's setup file, run before each test file (even in the shared worker, `isolate: false`): the
 * temporary directories of the file's syntheses are removed after its tests.
 */
import { afterAll } from 'vitest';
import { retirerTemporaires } from './outils.ts';

afterAll(retirerTemporaires);
