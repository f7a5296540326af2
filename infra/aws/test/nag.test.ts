/**
 * The application as `npm run synth` builds it: cdk-nag AwsSolutions leaves no error and no warning
 * unsuppressed (each accepted finding carries its reason), and CloudFormation's own validation passes.
 */
import { describe, expect, it } from 'vitest';
import { construireApplication } from '../lib/application.ts';
import { avertissementsNag, erreursNag, nouvelleApp } from './outils.ts';

const application = construireApplication(nouvelleApp(), { site: null });
const piles = [application.donnees, application.workflows, application.api, application.web]
  .filter((p) => p !== undefined)
  .map((p) => [p.stackName, p] as const);

describe('cdk-nag AwsSolutions', () => {
  it.each(piles)('%s : aucune erreur non justifiée', (_, pile) => {
    expect(erreursNag(pile)).toEqual([]);
  });

  it.each(piles)('%s : aucun avertissement non justifié', (_, pile) => {
    expect(avertissementsNag(pile)).toEqual([]);
  });
});

describe('synthèse', () => {
  it('passe la validation CloudFormation intégrée (une erreur ferait échouer la synthèse)', () => {
    const app = nouvelleApp({ validationCloudFormation: true });
    construireApplication(app, { site: null });
    expect(() => app.synth()).not.toThrow();
  });
});
