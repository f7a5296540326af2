/**
 * The whole register on AWS: four stacks and the cdk-nag AwsSolutions checks. Used by bin/app.ts (the CDK CLI)
 * and by the assertion tests, so that both synthesize the same thing.
 *
 *   RegistreDonnees    table, buckets, user pool (stateful, retained, termination protection)
 *   RegistreWorkflows  state machines of the workflow catalogue, their task functions and schedules
 *                      (only once the catalogue has an entry)
 *   RegistreApi        HTTP API generated from shared/src/routes, one Lambda per area
 *   RegistreWeb        SPA bucket + CloudFront (site and /api/*), security headers
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type App, Aspects, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { ROUTES, type Route } from '@registre/shared/routes/index';
import { ApiStack } from './api-stack.ts';
import { ETIQUETTES, RACINE, versionApplication } from './config.ts';
import { type ConfigClavis, DonneesStack } from './donnees-stack.ts';
import { type DomainePersonnalise, WebStack } from './web-stack.ts';
import { type DefinitionWorkflow, WORKFLOWS } from '@registre/workflows/catalogue';
import { WorkflowsStack } from './workflows-stack.ts';

/**
 * Paris. Not taken from CDK_DEFAULT_REGION: the CDK CLI sets it to us-east-1 when no AWS configuration is
 * found, which would silently move the register's data out of France. Another region is chosen explicitly
 * (context registre:region).
 */
export const REGION_PAR_DEFAUT = 'eu-west-3';

export interface OptionsApplication {
  /** Default: CDK_DEFAULT_ACCOUNT (may be absent: synthesis stays offline) and REGION_PAR_DEFAUT. */
  readonly env?: Environment;
  /** Default: every declared route. */
  readonly routes?: readonly Route[];
  /** Default: functions/dist. */
  readonly dossierBundlesApi?: string;
  /** Default: workflows/dist. */
  readonly dossierBundlesWorkflows?: string;
  /** Default: the workflow catalogue (workflows/src/catalogue.ts). */
  readonly workflows?: readonly DefinitionWorkflow[];
  /** Sender of the mails, a verified SES identity (context registre:expediteur). */
  readonly expediteur?: string;
  /** [issue 4] The keepers' shared mailbox (context registre:courrielTeneurs). */
  readonly courrielTeneurs?: string;
  /** Built SPA. Default: web/dist when it exists. `null`: never deploy the site content. */
  readonly site?: string | null;
  readonly domaine?: DomainePersonnalise;
  readonly webAclArn?: string;
  /** [issue 12] Basemap style URL of the directory's map (context registre:fondCarteUrl). */
  readonly fondCarteUrl?: string;
  /** Institutional login (ProConnect) federated in the user pool; needs `domaine` (its site host name). */
  readonly clavis?: Omit<ConfigClavis, 'site'>;
}

export interface ApplicationRegistre {
  readonly donnees: DonneesStack;
  /** absent while the workflow catalogue is empty */
  readonly workflows?: WorkflowsStack;
  readonly api: ApiStack;
  readonly web: WebStack;
}

export function construireApplication(app: App, options: OptionsApplication = {}): ApplicationRegistre {
  const env = options.env ?? { account: process.env.CDK_DEFAULT_ACCOUNT, region: REGION_PAR_DEFAUT };
  const version = versionApplication();
  const commun = { env, tags: { ...ETIQUETTES } };
  const site =
    options.site === null
      ? undefined
      : (options.site ?? (existsSync(join(RACINE, 'web', 'dist')) ? join(RACINE, 'web', 'dist') : undefined));

  const donnees = new DonneesStack(app, 'RegistreDonnees', {
    ...commun,
    description: 'Registre des copropriétés - données (table, compartiments, annuaire des comptes)',
    originesTeleversement: options.domaine ? [`https://${options.domaine.nom}`] : undefined,
    clavis: options.clavis && options.domaine ? { ...options.clavis, site: options.domaine.nom } : undefined,
  });
  // CloudFormation refuses an empty template: the workflows stack exists once the catalogue has an entry.
  const catalogue = options.workflows ?? WORKFLOWS;
  const workflows = catalogue.length
    ? new WorkflowsStack(app, 'RegistreWorkflows', {
        ...commun,
        description: 'Registre des copropriétés - workflows et planifications',
        donnees,
        version,
        workflows: catalogue,
        dossierBundles: options.dossierBundlesWorkflows,
        expediteur: options.expediteur,
        courrielTeneurs: options.courrielTeneurs,
        urlApplication: options.domaine ? `https://${options.domaine.nom}` : undefined,
      })
    : undefined;
  const api = new ApiStack(app, 'RegistreApi', {
    ...commun,
    description: 'Registre des copropriétés - API HTTP et fonctions',
    donnees,
    routes: options.routes ?? ROUTES,
    version,
    dossierBundles: options.dossierBundlesApi,
    expediteur: options.expediteur,
    courrielTeneurs: options.courrielTeneurs,
    urlApplication: options.domaine ? `https://${options.domaine.nom}` : undefined,
    workflows: catalogue.map((w) => w.nom),
  });
  // the API starts the state machines by name: they must exist first
  if (workflows) api.addDependency(workflows);
  const web = new WebStack(app, 'RegistreWeb', {
    ...commun,
    description: 'Registre des copropriétés - site (CloudFront, S3)',
    donnees,
    api: api.api,
    site,
    domaine: options.domaine,
    webAclArn: options.webAclArn,
    fondCarteUrl: options.fondCarteUrl,
    version,
  });

  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { donnees, workflows, api, web };
}
