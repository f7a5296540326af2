/**
 * The embedded local cloud: emulators, bootstrap, demo seed and the local gateway, in one call.
 * `npm start` runs it on disk under `.data/`; integration and browser tests run it in memory on random ports.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { demarrerCognito, demarrerDynamo, demarrerS3 } from './emulateurs.ts';
import { portLibre, type Processus } from './processus.ts';
import { creerAnnuaire, creerTable } from './amorcage.ts';
import { demarrerPasserelle } from './passerelle.ts';
import { semerDemo, type CompteDemo } from './demo.ts';
import { chargerWorkflows, creerMoteurEtats } from './etats.ts';
import { demarrerFlux } from './flux.ts';
import { demarrerPlanificateur } from './planificateur.ts';
import { pageCourriels, lireCourriels } from './courriels.ts';
import { WORKFLOWS } from '@registre/workflows/catalogue';

export interface OptionsCloud {
  port?: number;
  enMemoire?: boolean;
  dossierDonnees?: string;
  silencieux?: boolean;
  captchaBypass?: boolean;
  /** Wait states of workflows last this many milliseconds instead of their real duration */
  attenteWorkflowsMs?: number;
}

export interface CloudLocal {
  url: string;
  comptesDemo: CompteDemo[];
  env: Record<string, string>;
  /** resolves once the projectors have seen every write made so far */
  projectionsAJour(): Promise<void>;
  courriels(): ReturnType<typeof lireCourriels>;
  arreter(): Promise<void>;
}

const RACINE = resolve(import.meta.dirname, '..', '..', '..');
export const TABLE_LOCALE = 'registre';
export const BUCKETS_LOCAUX = { documents: 'registre-documents', exports: 'registre-exports' };

export async function demarrerCloudLocal(options: OptionsCloud = {}): Promise<CloudLocal> {
  const enMemoire = options.enMemoire ?? false;
  const dossier = enMemoire ? mkdtempSync(join(tmpdir(), 'registre-')) : resolve(options.dossierDonnees ?? join(RACINE, '.data'));
  mkdirSync(dossier, { recursive: true });
  const version = (JSON.parse(readFileSync(join(RACINE, 'package.json'), 'utf8')) as { version: string }).version;
  const [pDynamo, pS3, pCognito, pWeb] = await Promise.all([portLibre(), portLibre(), portLibre(), options.port ?? portLibre()]);

  const processus: Processus[] = [];
  let passerelle: Server | undefined;
  const arrets: (() => unknown)[] = [];
  const arreter = async () => {
    for (const a of arrets.reverse()) await a();
    await new Promise((r) => (passerelle ? passerelle.close(r) : r(undefined)));
    passerelle?.closeAllConnections();
    await Promise.all(processus.map((p) => p.arreter()));
    if (enMemoire) rmSync(dossier, { recursive: true, force: true });
  };

  try {
    processus.push(
      ...(await Promise.all([
        demarrerDynamo(pDynamo, enMemoire ? null : join(dossier, 'dynamodb')),
        demarrerS3(pS3, join(dossier, 's3'), Object.values(BUCKETS_LOCAUX)),
        demarrerCognito(pCognito, dossier),
      ])),
    );
    const dynamo = `http://127.0.0.1:${pDynamo}`;
    const cognito = `http://127.0.0.1:${pCognito}`;
    await creerTable(dynamo, TABLE_LOCALE);
    const annuaire = await creerAnnuaire(cognito, dossier);

    // the handlers run in this process: give them the configuration a Lambda would get
    const env: Record<string, string> = {
      STAGE: 'local',
      AWS_REGION: 'eu-west-3',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: dynamo,
      AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${pS3}`,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito,
      TABLE_NAME: TABLE_LOCALE,
      BUCKET_DOCUMENTS: BUCKETS_LOCAUX.documents,
      BUCKET_EXPORTS: BUCKETS_LOCAUX.exports,
      USER_POOL_ID: annuaire.userPoolId,
      USER_POOL_CLIENT_ID: annuaire.clientId,
      APP_VERSION: version,
      CAPTCHA_BYPASS: String(options.captchaBypass ?? false),
      NEWSLETTER_ADAPTER: 'local',
      MAIL_ADAPTER: 'outbox',
      POWERTOOLS_LOG_LEVEL: options.silencieux ? 'SILENT' : 'WARN',
    };
    Object.assign(process.env, env);

    const prefixeArn = 'arn:aws:states:eu-west-3:000000000000:stateMachine:registre-';
    const dossierCourriels = join(dossier, 'courriels');
    Object.assign(env, {
      AWS_ENDPOINT_URL_SFN: `http://127.0.0.1:${pWeb}/_local/sfn`,
      WORKFLOW_ARN_PREFIX: prefixeArn,
      OUTBOX_DIR: dossierCourriels,
    });
    Object.assign(process.env, env);

    // projectors fed by the table's stream, as the Lambda event source mapping does in AWS
    const projecteur = (await import('@registre/functions/projecteurs/handler')).handler;
    const flux = demarrerFlux(dynamo, TABLE_LOCALE, projecteur, join(dossier, 'flux-points.json'));
    arrets.push(() => flux.arreter());

    const moteur = creerMoteurEtats({ prefixeArn, workflows: await chargerWorkflows(RACINE, WORKFLOWS), attenteMs: options.attenteWorkflowsMs });
    const planificateur = demarrerPlanificateur(
      WORKFLOWS.filter((w) => w.planification).map((w) => ({
        nom: w.nom,
        expression: w.planification!.expression,
        lancer: async () => moteur.demarrer(`${prefixeArn}${w.nom}`, JSON.stringify(w.planification!.entree ?? {})),
      })),
    );
    arrets.push(() => planificateur.arreter(), () => moteur.terminer());

    const comptesDemo = await semerDemo();
    passerelle = await demarrerPasserelle({
      routesLocales: async (req, res, url, corps) => {
        if (url.pathname.replace(/\/$/, '') === '/_local/sfn' && req.method === 'POST') return moteur.traiterHttp(req, res, await corps());
        if (url.pathname === '/_local/courriels' && req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageCourriels(dossierCourriels));
          return;
        }
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Introuvable');
      },
      port: pWeb,
      webDist: join(RACINE, 'web', 'dist'),
      emetteur: `${cognito}/${annuaire.userPoolId}`,
      clientId: annuaire.clientId,
      version,
      configWeb: { userPoolId: annuaire.userPoolId, clientId: annuaire.clientId, cognitoEndpoint: cognito, region: 'eu-west-3', version },
    });
    return {
      url: `http://127.0.0.1:${pWeb}`,
      comptesDemo,
      env,
      projectionsAJour: () => flux.vider(),
      courriels: () => lireCourriels(dossierCourriels),
      arreter,
    };
  } catch (e) {
    await arreter();
    throw e;
  }
}
