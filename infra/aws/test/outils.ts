/**
 * Test helpers: an App with the same context as the CLI (cdk.json: feature flags), and the cdk-nag findings
 * left unsuppressed on a stack.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { RACINE } from '../lib/config.ts';

export const FIXTURES = join(RACINE, 'infra', 'aws', 'test', 'fixtures');

/**
 * The built-in CloudFormation validation (schema and lint rules run at synthesis) multiplies the duration of
 * every synthesis by about six; the tests turn it off except where it is the subject (nag.test.ts), and
 * `npm run synth` always runs it.
 */
export function nouvelleApp({ validationCloudFormation = false } = {}): App {
  const cdk = JSON.parse(readFileSync(join(RACINE, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  return new App({
    context: cdk.context,
    builtinCloudFormationValidation: validationCloudFormation,
    // staged assets (bundles, site, BucketDeployment's layer) are removed after the test file
    outdir: dossierTemporaire({}),
  });
}

const NAG = Match.stringLikeRegexp('AwsSolutions-.*');

/** cdk-nag AwsSolutions errors that are not suppressed, as "path: message" lines (readable on failure). */
export function erreursNag(stack: Stack): string[] {
  return Annotations.fromStack(stack)
    .findError('*', NAG)
    .map((m) => `${m.id}: ${String(m.entry.data)}`);
}

export function avertissementsNag(stack: Stack): string[] {
  return Annotations.fromStack(stack)
    .findWarning('*', NAG)
    .map((m) => `${m.id}: ${String(m.entry.data)}`);
}

const temporaires: string[] = [];

/** Removes the temporary directories made so far: after each test file (nettoyage.ts, the project's setup file). */
export function retirerTemporaires(): void {
  for (const d of temporaires.splice(0)) rmSync(d, { recursive: true, force: true });
}

/** A temporary directory holding the given files (relative path -> content), removed after the test file. */
export function dossierTemporaire(fichiers: Record<string, string>): string {
  const racine = mkdtempSync(join(tmpdir(), 'registre-infra-'));
  temporaires.push(racine);
  for (const [chemin, contenu] of Object.entries(fichiers)) {
    const complet = join(racine, chemin);
    mkdirSync(join(complet, '..'), { recursive: true });
    writeFileSync(complet, contenu);
  }
  return racine;
}
