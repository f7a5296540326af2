import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Stack, aws_lambda as lambda } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { DefinitionWorkflow } from '@registre/workflows/catalogue';
import { ROUTES } from '@registre/shared/routes/index';
import { construireApplication } from '../lib/application.ts';
import { AslStateMachine } from '../lib/asl-state-machine.ts';
import { RACINE } from '../lib/config.ts';
import { FUSEAU_HORAIRE, Planification } from '../lib/planification.ts';
import { FIXTURES, erreursNag, nouvelleApp } from './outils.ts';

const FICHIER = join(FIXTURES, 'expiration-mandats.asl.json');
const ASL = readFileSync(FICHIER, 'utf8');

function pileAvecFonctions() {
  const stack = new Stack(nouvelleApp(), 'Essai', { env: { region: 'eu-west-3' } });
  const fonction = (id: string) =>
    new lambda.Function(stack, id, {
      runtime: lambda.Runtime.NODEJS_24_X,
      handler: 'index.handler',
      code: lambda.Code.fromInline('exports.handler = async (e) => e;'),
    });
  return { stack, charger: fonction('Charger'), notifier: fonction('Notifier') };
}

describe('AslStateMachine', () => {
  it('remplace chaque marqueur par l’ARN de sa fonction et l’autorise à l’invoquer', () => {
    const { stack, charger, notifier } = pileAvecFonctions();
    new AslStateMachine(stack, 'Mandats', {
      asl: ASL,
      fonctions: { ChargerMandats: charger, NotifierSyndics: notifier },
    });
    const template = Template.fromStack(stack);

    const [machine] = Object.values(template.findResources('AWS::StepFunctions::StateMachine'));
    expect(machine.Properties.DefinitionString).toBe(ASL);
    expect(machine.Properties.DefinitionSubstitutions).toEqual({
      ChargerMandats: { 'Fn::GetAtt': [stack.getLogicalId(charger.node.defaultChild as lambda.CfnFunction), 'Arn'] },
      NotifierSyndics: { 'Fn::GetAtt': [stack.getLogicalId(notifier.node.defaultChild as lambda.CfnFunction), 'Arn'] },
    });
    expect(machine.Properties.LoggingConfiguration).toMatchObject({ Level: 'ALL', IncludeExecutionData: false });
    expect(machine.Properties.TracingConfiguration).toEqual({ Enabled: true });

    const politique = JSON.stringify(template.findResources('AWS::IAM::Policy'));
    expect(politique).toContain('lambda:InvokeFunction');
    for (const f of [charger, notifier]) {
      expect(politique).toContain(stack.getLogicalId(f.node.defaultChild as lambda.CfnFunction));
    }
    template.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: Match.stringLikeRegexp('^/aws/vendedlogs/states/'),
    });
  });

  it('lit aussi la définition depuis un fichier *.asl.json', () => {
    const { stack, charger, notifier } = pileAvecFonctions();
    new AslStateMachine(stack, 'Mandats', {
      fichier: FICHIER,
      fonctions: { ChargerMandats: charger, NotifierSyndics: notifier },
    });
    Template.fromStack(stack).hasResourceProperties('AWS::StepFunctions::StateMachine', { DefinitionString: ASL });
  });

  it('refuse un marqueur sans fonction, une fonction inutilisée, JSONata et un JSON illisible', () => {
    const { stack, charger, notifier } = pileAvecFonctions();
    expect(() => new AslStateMachine(stack, 'A', { asl: ASL, fonctions: { ChargerMandats: charger } })).toThrow(
      /aucune fonction pour \$\{NotifierSyndics\}/,
    );
    expect(
      () =>
        new AslStateMachine(stack, 'B', {
          asl: ASL,
          fonctions: { ChargerMandats: charger, NotifierSyndics: notifier, Autre: charger },
        }),
    ).toThrow(/jamais référencées : Autre/);
    const jsonata = JSON.stringify({ QueryLanguage: 'JSONata', StartAt: 'Fin', States: { Fin: { Type: 'Succeed' } } });
    expect(() => new AslStateMachine(stack, 'C', { asl: jsonata, fonctions: {} })).toThrow(/JSONata/);
    expect(() => new AslStateMachine(stack, 'D', { asl: '{ "StartAt": ', fonctions: {} })).toThrow(/illisible/);
  });
});

describe('Planification', () => {
  it("démarre la machine à l'heure de Paris", () => {
    const { stack, charger, notifier } = pileAvecFonctions();
    const { machine } = new AslStateMachine(stack, 'Mandats', {
      asl: ASL,
      fonctions: { ChargerMandats: charger, NotifierSyndics: notifier },
    });
    new Planification(stack, 'Chaque nuit', { machine, expression: 'cron(0 2 * * ? *)' });
    const template = Template.fromStack(stack);
    expect(FUSEAU_HORAIRE).toBe('Europe/Paris');
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 2 * * ? *)',
      ScheduleExpressionTimezone: 'Europe/Paris',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
      Target: { Arn: { Ref: stack.getLogicalId(machine.node.defaultChild as never) }, RoleArn: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: {
        Statement: [Match.objectLike({ Principal: { Service: 'scheduler.amazonaws.com' } })],
      },
    });
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: { Statement: [Match.objectLike({ Action: 'states:StartExecution' })] },
    });
  });
});

describe('pile des workflows', () => {
  const expirationMandats: DefinitionWorkflow = {
    nom: 'expiration-mandats',
    fichier: relative(RACINE, FICHIER),
    fonctions: {
      ChargerMandats: 'workflows/src/mandats/charger.ts',
      NotifierSyndics: 'workflows/src/mandats/notifier.ts',
    },
    planification: { expression: 'cron(0 6 ? * MON-FRI *)', entree: { joursAvantEcheance: 30 } },
  };
  const { workflows, api } = construireApplication(nouvelleApp(), {
    site: null,
    routes: ROUTES,
    workflows: [expirationMandats],
    expediteur: 'ne-pas-repondre@registre.example.fr',
  });

  it('crée la machine « registre-<nom> », une fonction par marqueur et la planification du catalogue', () => {
    const template = Template.fromStack(workflows!);
    template.resourceCountIs('AWS::StepFunctions::StateMachine', 1);
    template.hasResourceProperties('AWS::StepFunctions::StateMachine', {
      StateMachineName: 'registre-expiration-mandats',
    });
    template.hasResourceProperties('AWS::Scheduler::Schedule', {
      ScheduleExpression: 'cron(0 6 ? * MON-FRI *)',
      ScheduleExpressionTimezone: 'Europe/Paris',
      Target: { Input: JSON.stringify({ joursAvantEcheance: 30 }) },
    });
    const fonctions = Object.values(template.findResources('AWS::Lambda::Function')).map((f) => f.Properties);
    expect(fonctions.map((f) => f.Environment.Variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual([
      'registre-ChargerMandats',
      'registre-NotifierSyndics',
    ]);
    expect(Object.keys(workflows!.taches).sort()).toEqual(['ChargerMandats', 'NotifierSyndics']);
  });

  it("ne laisse aux domaines de l'API que les machines qu'ils démarrent, et qui sont déployées", () => {
    // expiration-mandats is started by its schedule only; the workflows the areas start (delai-validation,
    // export-donnees-brutes: api-stack's DROITS_PAR_AREA, asserted against the real catalogue in
    // donnees-ouvertes.test.ts) are not in this catalogue
    const politiques = Object.entries(Template.fromStack(api).findResources('AWS::IAM::Policy'));
    expect(politiques.filter(([, p]) => JSON.stringify(p).includes('states:'))).toEqual([]);
    const [fonction] = Object.values(Template.fromStack(api).findResources('AWS::Lambda::Function'));
    expect(JSON.stringify(fonction.Properties.Environment.Variables.WORKFLOW_ARN_PREFIX)).toContain(':stateMachine:registre-');
  });

  it("n'existe pas tant que le catalogue est vide", () => {
    expect(construireApplication(nouvelleApp(), { site: null, workflows: [] }).workflows).toBeUndefined();
  });

  it('passe cdk-nag sans erreur non justifiée', () => {
    expect(erreursNag(workflows!)).toEqual([]);
    expect(erreursNag(api)).toEqual([]);
  });
});
