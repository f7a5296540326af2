/**
 * API stack: the HTTP API, generated from the route declarations of `shared/src/routes` (DESIGN §2), and one
 * Lambda per area that has at least one declared route.
 *
 * - a route whose `acces` is `public` has no authorizer; every other route goes through the JWT authorizer
 *   (issuer: the user pool, audience: the web client). The authority check itself is done by the Lambda.
 * - there is no `$default` route: a path that is not declared gets API Gateway's own 404.
 * - no CORS: the SPA calls the API on its own origin through CloudFront's `/api/*` behavior.
 *
 * The projector of the read models (functions/src/projecteurs), fed by the table's stream, lives here too:
 * it is code of the functions workspace like the areas.
 */
import {
  ArnFormat,
  Duration,
  Stack,
  type StackProps,
  aws_iam as iam,
  aws_lambda as lambda,
  aws_lambda_event_sources as sources,
  aws_logs as logs,
  type aws_s3 as s3,
  aws_sqs as sqs,
} from 'aws-cdk-lib';
import {
  CfnStage,
  HttpApi,
  HttpMethod,
  HttpNoneAuthorizer,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpJwtAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { join } from 'node:path';
import { AREAS, type Area, type Route, cleRoute } from '@registre/shared/routes/index';
import {
  ENTITES_PROJETEES,
  PARALLELISATION_FLUX,
  TAILLE_LOT_FLUX,
  TYPES_EVENEMENT_PROJETES,
} from '@registre/functions/projecteurs/entites';
import {
  PREFIXE_CATEGORISATION,
  PREFIXE_DONNEES_BRUTES,
  PREFIXE_INSTANTANES_CATEGORISATION,
  PREFIXE_NEWSLETTERS,
  PREFIXE_WORKFLOWS,
  RACINE,
  RETENTION_JOURNAUX_ACCES,
} from './config.ts';
import type { DonneesStack } from './donnees-stack.ts';
import { accorderCourriel, environnementCommun } from './environnement.ts';
import { accorderClientsLogiciels, environnementLogiciels } from './logiciels.ts';
import {
  FonctionRegistre,
  SUPPRESSION_OBJETS_ET_INDEX,
  accorderEcriturePrefixe,
  accorderLecturePrefixe,
  accorderObjets,
} from './fonction.ts';

/**
 * 'lecture' and 'ecriture' reach every object of the bucket; `{ lecture: prefixe }` reads under one prefix only,
 * `{ ecriture: prefixe }` lists, reads and writes (never deletes) under one prefix only.
 */
type DroitBucket = 'aucun' | 'lecture' | 'ecriture' | { readonly lecture?: string; readonly ecriture?: string };

/** What each area may touch. Least privilege: an area gets only what its use cases need. */
interface Droits {
  table: 'lecture' | 'ecriture';
  documents: DroitBucket;
  exports: DroitBucket;
  /** administration of accounts in the user pool */
  cognito: boolean;
  /** [issue 25] the syndic software's app clients of the user pool (created, given a new secret, deleted) */
  clientsLogiciels?: boolean;
  /** sends mail (activation, reset, requests for details, successor...) */
  courriel: boolean;
  /**
   * The workflows (names in workflows/src/catalogue.ts) it starts and follows: StartExecution on their machines,
   * DescribeExecution on their executions, nothing on the others.
   */
  workflows: readonly string[];
  /**
   * [issue 14] For an area that only reads the table: the partitions (pk values) it may still add to with
   * UpdateItem, and nothing else (condition on dynamodb:LeadingKeys), e.g. a download counter.
   */
  ajouts?: readonly string[];
}

/**
 * Per area, derived from the routes of the catalogue (shared/src/routes/catalogue.ts). Typed on `Area`, so a
 * new area cannot be added without deciding its rights.
 */
export const DROITS_PAR_AREA: Record<Area, Droits> = {
  // accounts, sign-in, activation, passwords, users, establishment
  comptes: { table: 'ecriture', documents: 'aucun', exports: 'aucun', cognito: true, courriel: true, workflows: [] },
  // declarant administration by the keeper (activation keys sent again by mail; deleting a declarant deletes
  // its users' identities; a keeper's user update changes Cognito groups)
  teledeclarants: {
    table: 'ecriture',
    documents: 'aucun',
    exports: 'aucun',
    cognito: true,
    courriel: true,
    workflows: [],
  },
  // reference lists: read only
  referentiels: {
    table: 'lecture',
    documents: 'aucun',
    exports: 'aucun',
    cognito: false,
    courriel: false,
    workflows: [],
  },
  // [issue 12] the public directory, statistics and geography: they read the read models, write nothing
  // [issue 14] ... except the count of statistics reports downloaded per geographic level (MCO indicators): an
  // UpdateItem on that one partition, nothing else of the table (the Lambda of anonymous routes stays read-only)
  annuaire: {
    table: 'lecture',
    documents: 'aucun',
    exports: 'aucun',
    cognito: false,
    courriel: false,
    workflows: [],
    ajouts: ['INDICATEUR#RAPPORT_BO'],
  },
  // anonymous services: captcha, complaint form (PDF check, acknowledgement), newsletter; [issue 10]
  // raw data: a presigned GET of a file under donnees-brutes/ (the list of files is in the table), and the
  // keeper administrators' export started at once then followed; the newsletter archive under newsletters/
  // (listed, downloaded, and a letter published by a keeper administrator)
  public: {
    table: 'ecriture',
    documents: 'ecriture',
    exports: { lecture: PREFIXE_DONNEES_BRUTES, ecriture: PREFIXE_NEWSLETTERS },
    cognito: false,
    courriel: true,
    workflows: ['export-donnees-brutes'],
  },
  // the condominium list (issue 4); dissolution (its proof read, the deadline workflow started) and the keepers'
  // removals (the syndic told by mail) (issue 5)
  coproprietes: {
    table: 'ecriture',
    documents: 'lecture',
    exports: 'aucun',
    cognito: false,
    courriel: true,
    workflows: ['delai-validation'],
  },
  // declarations carry the supporting documents; a submission starts the deadline of its validation request
  declarations: {
    table: 'ecriture',
    documents: 'ecriture',
    exports: 'aucun',
    cognito: false,
    courriel: true,
    workflows: ['delai-validation'],
  },
  // attachment and renewal requests start the deadline of their validation request
  mandats: {
    table: 'ecriture',
    documents: 'ecriture',
    exports: 'aucun',
    cognito: false,
    courriel: true,
    workflows: ['delai-validation'],
  },
  // keepers' decisions: mails to declarants and keepers; the deadline workflow is started at submission
  validations: {
    table: 'ecriture',
    documents: 'lecture',
    exports: 'aucun',
    cognito: false,
    courriel: true,
    workflows: [],
  },
  // institutional login (agents' accounts, pending sign-ins), the charter, the categorisation tool (saved searches,
  // reports, extractions); the tokens come from Cognito's hosted UI (federation), so no administration of the pool.
  // Large extractions run as the export-categorisation workflow, whose files it links to (read under its prefix);
  // the searches keep the departments' row snapshots (written under theirs).
  institutionnels: {
    table: 'ecriture',
    documents: 'aucun',
    exports: { lecture: PREFIXE_CATEGORISATION, ecriture: PREFIXE_INSTANTANES_CATEGORISATION },
    cognito: false,
    courriel: false,
    workflows: ['export-categorisation'],
  },
  // event journal and indicators: read only
  journal: {
    table: 'lecture',
    documents: 'aucun',
    exports: 'aucun',
    cognito: false,
    courriel: false,
    workflows: [],
  },
  // [issue 25] the establishments' software accesses (their Cognito app clients) and the web service those call: the
  // forms' use cases (registration and updates with their supporting PDFs, attachment, mails, the validation
  // deadline) and the batches of annual updates, applied by their workflow
  logiciels: {
    table: 'ecriture',
    documents: 'ecriture',
    exports: 'aucun',
    cognito: false,
    clientsLogiciels: true,
    courriel: true,
    workflows: ['delai-validation', 'lot-maj-annuelles'],
  },
};

/** Cognito actions of the `comptes` area (sign-in after captcha, account administration). */
export const ACTIONS_COGNITO_COMPTES = [
  'cognito-idp:InitiateAuth',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminUserGlobalSignOut',
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminListGroupsForUser',
];

/** Throttling of the default stage (requests per second, burst). */
export const LIMITES_API = { rateLimit: 500, burstLimit: 1000 } as const;
/**
 * [issue 12] Throttling of each anonymous route (directory, statistics, geography, geocoding, captcha...): anyone
 * may call them without an account, so each gets its own smaller share of the stage's budget (API Gateway
 * answers 429 beyond it), and a scraper of the directory cannot starve the signed-in users.
 */
export const LIMITES_ROUTE_ANONYME = { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 } as const;

export interface ApiStackProps extends StackProps {
  /** Public address of the site, for the links of the mails (APP_URL). */
  readonly urlApplication?: string;
  readonly donnees: DonneesStack;
  readonly routes: readonly Route[];
  readonly version: string;
  /** Directory holding one bundle per area (`<dir>/<area>/index.mjs`). Default: functions/dist. */
  readonly dossierBundles?: string;
  /** Sender of the mails (verified SES identity). */
  readonly expediteur?: string;
  /** [issue 4] The keepers' shared mailbox (COURRIEL_TENEURS). */
  readonly courrielTeneurs?: string;
  /**
   * Names of the workflows deployed (state machines `registre-<name>`): an area is granted the ones of its
   * DROITS_PAR_AREA entry that are among them.
   */
  readonly workflows?: readonly string[];
}

export class ApiStack extends Stack {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly fonctions: Partial<Record<Area, FonctionRegistre>> = {};
  readonly projecteur: FonctionRegistre;
  /** Stream batches the projector could not apply after its retries. */
  readonly echecsProjecteur: sqs.Queue;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { donnees, routes } = props;
    const dossierBundles = props.dossierBundles ?? join(RACINE, 'functions', 'dist');
    verifierRoutes(routes);

    this.api = new HttpApi(this, 'Api', {
      description: 'Registre national des copropriétés - API',
      createDefaultStage: false,
    });

    const journalAcces = new logs.LogGroup(this, 'JournalAcces', { retention: RETENTION_JOURNAUX_ACCES });
    this.stage = new HttpStage(this, 'Stage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: LIMITES_API,
      accessLogSettings: {
        destination: new LogGroupLogDestination(journalAcces),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            requestTime: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
            userAgent: '$context.identity.userAgent',
          }),
        ),
      },
    });

    const issuer = `https://cognito-idp.${donnees.region}.${donnees.urlSuffix}/${donnees.utilisateurs.userPoolId}`;
    const jwt = new HttpJwtAuthorizer('Cognito', issuer, {
      jwtAudience: [donnees.client.userPoolClientId],
      identitySource: ['$request.header.Authorization'],
    });
    const aucun = new HttpNoneAuthorizer();

    const environnement = environnementCommun(this, props);

    // One function per area that has routes, in the order of AREAS (stable logical ids).
    const areas = AREAS.filter((area) => routes.some((r) => r.area === area));
    const integrations = new Map<Area, HttpLambdaIntegration>();
    for (const area of areas) {
      const f = new FonctionRegistre(this, `Area-${area}`, {
        bundle: join(dossierBundles, area),
        description: `Registre - API, domaine ${area}`,
        environment: {
          ...environnement,
          // [issue 25] only the web service verifies the software's tokens and manages their clients
          ...(area === 'logiciels' ? environnementLogiciels(donnees.utilisateurs, donnees.logiciels) : {}),
          POWERTOOLS_SERVICE_NAME: `registre-${area}`,
        },
      });
      this.fonctions[area] = f;
      accorderDroits(f, DROITS_PAR_AREA[area], props);
      // One permission per function for the whole API rather than one per route: a route can only reach the
      // integration it is attached to, and ~200 routes would otherwise add ~200 resources to the stack.
      integrations.set(area, new HttpLambdaIntegration(`Integration-${area}`, f.fonction, { scopePermissionToRoute: false }));
    }

    const parRoute: Record<string, typeof LIMITES_ROUTE_ANONYME> = {};
    const routesHttp: HttpRoute[] = [];
    for (const route of routes) {
      const estPublic = route.acces === 'public';
      if (estPublic) parRoute[`${route.method} ${route.path}`] = LIMITES_ROUTE_ANONYME;
      const r = new HttpRoute(this, `Route-${route.id}`, {
        httpApi: this.api,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: integrations.get(route.area)!,
        authorizer: estPublic ? aucun : jwt,
      });
      routesHttp.push(r);
      if (estPublic) {
        NagSuppressions.addResourceSuppressions(r, [
          {
            id: 'AwsSolutions-APIG4',
            reason: route.logiciel
              ? // [issue 25] the token of a software's access is verified by the Lambda (platform/logiciel.ts): Cognito's
                // tokens of app clients created at run time name no audience a JWT authorizer could list
                `Jeton d'un accès logiciel vérifié par la Lambda (${route.method} ${route.path}, portée ${route.logiciel}) : ${route.resume}`
              : `Route anonyme par conception (${route.method} ${route.path}, accès « public » dans shared/src/routes) : ${route.resume}`,
          },
        ]);
      }
    }

    const stage = this.stage.node.defaultChild as CfnStage;
    stage.routeSettings = parRoute;
    // the settings name routes: the stage is updated after them
    for (const r of routesHttp) stage.node.addDependency(r);

    // --- Projector: applies the counter deltas of the read models from the table's stream (DESIGN §3).
    this.projecteur = new FonctionRegistre(this, 'Projecteurs', {
      bundle: join(dossierBundles, 'projecteurs'),
      description: 'Registre - projection des indicateurs depuis le flux de la table',
      timeout: Duration.minutes(1),
      environment: { ...environnement, POWERTOOLS_SERVICE_NAME: 'registre-projecteurs' },
      autresActionsSurEtoile: ["De même pour dynamodb:ListStreams, ajouté par la source d'événements du flux de la table."],
    });
    donnees.table.grantReadWriteData(this.projecteur.role);
    this.echecsProjecteur = new sqs.Queue(this, 'EchecsProjecteur', {
      enforceSSL: true,
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      retentionPeriod: Duration.days(14),
    });
    this.projecteur.fonction.addEventSource(
      new sources.DynamoEventSource(donnees.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: TAILLE_LOT_FLUX,
        maxBatchingWindow: Duration.seconds(1),
        // [issue 23] batches of a shard side by side, one item's records in order
        parallelizationFactor: PARALLELISATION_FLUX,
        // [issue 12] only the records of the entities the projectors read (not their own rows and counters)
        filters: [
          lambda.FilterCriteria.filter({
            dynamodb: { NewImage: { __edb_e__: { S: lambda.FilterRule.or(...ENTITES_PROJETEES) } } },
          }),
          lambda.FilterCriteria.filter({
            dynamodb: { OldImage: { __edb_e__: { S: lambda.FilterRule.or(...ENTITES_PROJETEES) } } },
          }),
          // [issue 14] the journal lines the MCO indicators count (inserted, never changed)
          lambda.FilterCriteria.filter({
            eventName: lambda.FilterRule.isEqual('INSERT'),
            dynamodb: {
              NewImage: {
                __edb_e__: { S: lambda.FilterRule.isEqual('evenement') },
                type: { S: lambda.FilterRule.or(...TYPES_EVENEMENT_PROJETES) },
              },
            },
          }),
        ],
        // a failing record is isolated by halving the batch, then the batch goes to the failure queue
        bisectBatchOnError: true,
        retryAttempts: 5,
        maxRecordAge: Duration.days(1),
        onFailure: new sources.SqsDlq(this.echecsProjecteur),
      }),
    );
    NagSuppressions.addResourceSuppressions(this.projecteur.role, [SUPPRESSION_OBJETS_ET_INDEX], true);
    NagSuppressions.addResourceSuppressions(this.echecsProjecteur, [
      {
        id: 'AwsSolutions-SQS3',
        reason:
          "Cette file est elle-même la destination d'échec du projecteur (lots du flux non appliqués, conservés 14 jours pour rejeu) : lui donner une autre file d'échec n'aurait pas d'objet.",
      },
    ]);
  }
}

/** Two routes with the same method and path shape would collide in API Gateway: refuse them at synthesis. */
function verifierRoutes(routes: readonly Route[]) {
  const vues = new Map<string, string>();
  for (const r of routes) {
    const cle = cleRoute(r.method, r.path);
    const autre = vues.get(cle);
    if (autre) throw new Error(`Routes en conflit pour API Gateway : ${autre} et ${r.id} (${cle})`);
    vues.set(cle, r.id);
  }
}

function accorderDroits(f: FonctionRegistre, droits: Droits, props: ApiStackProps) {
  const { donnees } = props;
  if (droits.table === 'ecriture') donnees.table.grantReadWriteData(f.role);
  else donnees.table.grantReadData(f.role);
  if (droits.table === 'lecture' && droits.ajouts?.length) {
    f.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [donnees.table.tableArn],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [...droits.ajouts] } },
      }),
    );
  }
  accorderBucket(f.role, donnees.documents, droits.documents);
  accorderBucket(f.role, donnees.exports, droits.exports);
  if (droits.cognito) {
    f.role.addToPrincipalPolicy(
      new iam.PolicyStatement({ actions: ACTIONS_COGNITO_COMPTES, resources: [donnees.utilisateurs.userPoolArn] }),
    );
  }
  if (droits.clientsLogiciels) accorderClientsLogiciels(f.role, donnees.utilisateurs);
  if (droits.courriel) accorderCourriel(f, f.role, props.expediteur);
  const suppressions = [SUPPRESSION_OBJETS_ET_INDEX];
  const deployes = droits.workflows.filter((nom) => props.workflows?.includes(nom));
  if (deployes.length) {
    const stack = Stack.of(f);
    const arn = (resource: string, resourceName: string) =>
      stack.formatArn({ service: 'states', resource, resourceName, arnFormat: ArnFormat.COLON_RESOURCE_NAME });
    const noms = deployes.map((nom) => `${PREFIXE_WORKFLOWS}${nom}`);
    f.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['states:StartExecution'],
        resources: noms.map((n) => arn('stateMachine', n)),
      }),
    );
    f.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['states:DescribeExecution'],
        resources: noms.map((n) => arn('execution', `${n}:*`)),
      }),
    );
    suppressions.push({
      id: 'AwsSolutions-IAM5',
      reason:
        "Lecture de l'état des exécutions des workflows que ce domaine démarre (et d'eux seuls) : les noms d'exécution sont créés à l'exécution (execution:registre-<workflow>:*).",
      appliesTo: [{ regex: `/^Resource::arn:.*:states:.*:execution:${PREFIXE_WORKFLOWS}.*:\\*$/` }],
    });
  }
  NagSuppressions.addResourceSuppressions(f.role, suppressions, true);
}

function accorderBucket(role: iam.IRole, bucket: s3.IBucket, droit: DroitBucket) {
  if (droit === 'aucun') return;
  if (typeof droit === 'object') {
    if (droit.lecture) accorderLecturePrefixe(role, bucket, droit.lecture);
    if (droit.ecriture) accorderEcriturePrefixe(role, bucket, droit.ecriture);
  } else accorderObjets(role, bucket, droit);
}
