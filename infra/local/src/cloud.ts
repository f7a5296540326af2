/**
 * The embedded local cloud: emulators, bootstrap, demo seed and the local gateway, in one call.
 * `npm start` runs it on disk under `.data/`; integration and browser tests run it in memory on random ports.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Server } from 'node:http';
import { demarrerCognito, demarrerDynamo, demarrerS3 } from './emulateurs.ts';
import { portLibre, superviser, type OptionsSupervision, type Processus } from './processus.ts';
import { creerAnnuaire, creerTable } from './amorcage.ts';
import { demarrerPasserelle } from './passerelle.ts';
import { semerDemo, type CompteDemo } from './demo.ts';
import { chargerWorkflows, creerMoteurEtats } from './etats.ts';
import { demarrerFlux } from './flux.ts';
import { demarrerPlanificateur } from './planificateur.ts';
import { balayerTeleversements, stockageS3 } from './balayage.ts';
import { pageCourriels, lireCourriels, lireCourriers, envoyerPdfCourrier } from './courriels.ts';
import { WORKFLOWS } from '@registre/workflows/catalogue';
import { randomBytes } from 'node:crypto';
import { demarrerOidc, AGENTS_TEST, MOT_DE_PASSE_AGENTS } from './oidc.ts';
import {
  pkiLocale,
  semerAccesDemo,
  semerLogicielDemo,
  MOT_DE_PASSE_P12,
  type CertificatDemo,
  type LogicielDemo,
} from './demoAcces.ts';
import { creerAutorite, emettreCertificat } from './pki.ts';
import { reinitialiserConfig } from '@registre/functions/platform/config';

export interface OptionsCloud {
  port?: number;
  enMemoire?: boolean;
  dossierDonnees?: string;
  silencieux?: boolean;
  captchaBypass?: boolean;
  /** Wait states of workflows last this many milliseconds instead of their real duration */
  attenteWorkflowsMs?: number;
  /**
   * [issue 23] false: the scheduled workflows do not start by themselves (a benchmark measures one thing at a time:
   * the nightly export at 02:00, scanning the register in the middle of an import, slowed it by a fifth)
   */
  planification?: boolean;
  /**
   * The notaries' mutual-TLS entrance (an HTTPS port). `true`: the local authority kept under `<data>/pki`
   * (created on first start) with the demo notaries' client certificates. `{ ca }`: the authorities whose client
   * certificates are trusted (the tests make their own), with a throwaway server certificate.
   */
  mtls?: boolean | { ca: string; port?: number };
  /** port of the mutual-TLS entrance when `mtls` is true (random otherwise) */
  portMtls?: number;
  /** the origin a browser uses for the SPA, where the institutional provider sends it back (default: `url`) */
  urlPublique?: string;
  /**
   * [issue 25] port of the OpenID provider (random otherwise): `npm start` fixes it, so that the software's token
   * endpoint and the tokens' issuer stay the same from one start to the next
   */
  portOidc?: number;
  /** DynamoDB Local tuned for a test suite's few minutes (emulateurs.ts `demarrerDynamo`) */
  jvmCourte?: boolean;
}

export interface CloudLocal {
  url: string;
  comptesDemo: CompteDemo[];
  env: Record<string, string>;
  /** resolves once the projectors have seen every write made so far */
  projectionsAJour(): Promise<void>;
  /** [issue 12] the stream projectors paused (records wait in the stream) and resumed: bulk loads, rebuilds */
  suspendreProjections(): Promise<void>;
  reprendreProjections(): void;
  /** the notaries' entrance (HTTPS, mutual TLS) when enabled; `caServeur` signs its server certificate */
  mtls?: { url: string; caServeur: string; certificatsDemo: CertificatDemo[]; motDePasseP12: string; dossierPki?: string };
  /** the local institutional identity provider (OpenID Connect) and its test agents */
  oidc: { issuer: string; agents: { login: string; nom: string; niveau: string }[]; motDePasse: string };
  /** [issue 25] the demo access of `demo.tele_pro_admin_princ` (its secret renewed at each start), if it could be made */
  logicielDemo: LogicielDemo | null;
  courriels(): ReturnType<typeof lireCourriels>;
  /** [issue 3] the postal letters "sent" (activation codes), newest first */
  courriers(): ReturnType<typeof lireCourriers>;
  arreter(): Promise<void>;
}

const RACINE = resolve(import.meta.dirname, '..', '..', '..');
export const TABLE_LOCALE = 'registre';
/** Written under the data folder while `npm start` runs: its endpoints, for the command-line tools. */
export const FICHIER_POINTS_ACCES = 'points-acces.json';
export const BUCKETS_LOCAUX = { documents: 'registre-documents', exports: 'registre-exports', imports: 'registre-imports' };

export async function demarrerCloudLocal(options: OptionsCloud = {}): Promise<CloudLocal> {
  const enMemoire = options.enMemoire ?? false;
  const dossier = enMemoire ? mkdtempSync(join(tmpdir(), 'registre-')) : resolve(options.dossierDonnees ?? join(RACINE, '.data'));
  mkdirSync(dossier, { recursive: true });
  const version = (JSON.parse(readFileSync(join(RACINE, 'package.json'), 'utf8')) as { version: string }).version;
  const fondCarte = process.env.FOND_CARTE_URL || undefined;
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
    const dynamo = `http://127.0.0.1:${pDynamo}`;
    const cognito = `http://127.0.0.1:${pCognito}`;
    // [issue 15] each emulator is started again, on the same port and data folder, if it dies
    const emulateurs: [string, () => Promise<Processus>, OptionsSupervision][] = [
      [
        'DynamoDB Local',
        () => demarrerDynamo(pDynamo, enMemoire ? null : join(dossier, 'dynamodb'), options.jvmCourte),
        enMemoire
          ? {
              avertissement:
                'DynamoDB Local tourne en mémoire : toutes les données de la table sont perdues (table recréée vide).',
              apresRedemarrage: () => creerTable(dynamo, TABLE_LOCALE),
            }
          : { avertissement: `données conservées sur disque (${join(dossier, 'dynamodb')}).` },
      ],
      ['s3rver', () => demarrerS3(pS3, join(dossier, 's3'), Object.values(BUCKETS_LOCAUX)), {}],
      ['cognito-local', () => demarrerCognito(pCognito, dossier), {}],
    ];
    processus.push(
      ...(await Promise.all(
        emulateurs.map(async ([nom, demarrer, options]) => superviser(nom, await demarrer(), demarrer, options)),
      )),
    );
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
      BUCKET_IMPORTS: BUCKETS_LOCAUX.imports,
      USER_POOL_ID: annuaire.userPoolId,
      USER_POOL_CLIENT_ID: annuaire.clientId,
      APP_VERSION: version,
      CAPTCHA_BYPASS: String(options.captchaBypass ?? false),
      NEWSLETTER_ADAPTER: 'local',
      MAIL_ADAPTER: 'outbox',
      // [issue 4] addresses and parcels from the local gazetteer, unless the developer asks for the real services
      GEOCODAGE_ADAPTER: process.env.GEOCODAGE_ADAPTER ?? 'local',
      POWERTOOLS_LOG_LEVEL: options.silencieux ? 'SILENT' : 'WARN',
    };
    Object.assign(process.env, env);
    reinitialiserConfig(); // this process may have served another cloud: its clients are built again from here

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
    const { estProjete } = await import('@registre/functions/projecteurs/entites');
    const flux = demarrerFlux(dynamo, TABLE_LOCALE, projecteur, join(dossier, 'flux-points.json'), 250, estProjete);
    arrets.push(() => flux.arreter());

    const moteur = creerMoteurEtats({
      prefixeArn,
      workflows: await chargerWorkflows(RACINE, WORKFLOWS),
      attenteMs: options.attenteWorkflowsMs,
    });
    const planificateur = demarrerPlanificateur([
      ...WORKFLOWS.filter((w) => w.planification && options.planification !== false).map((w) => ({
        nom: w.nom,
        expression: w.planification!.expression,
        lancer: async () => moteur.demarrer(`${prefixeArn}${w.nom}`, JSON.stringify(w.planification!.entree ?? {})),
      })),
      // [issue 15] the documents bucket's lifecycle rule, which s3rver lacks: at start, then every hour
      {
        nom: 'balayage-televersements',
        expression: 'rate(1 hour)',
        lancer: async () => {
          const supprimees = await balayerTeleversements(stockageS3(BUCKETS_LOCAUX.documents), new Date());
          if (supprimees.length && !options.silencieux)
            console.log(`[balayage] ${supprimees.length} téléversement(s) jamais vérifié(s) de plus de 24 h supprimé(s)`);
        },
      },
    ]);
    arrets.push(
      () => planificateur.arreter(),
      () => moteur.arreter(), // [issue 4] aborts the runs still waiting (deadlines), then waits for the others
    );

    const comptesDemo = await semerDemo();
    // [issue 10] `npm start` offers the raw-data download at once: the first start writes today's file (then the
    // nightly schedule does); tests in memory start without any file
    if (!enMemoire) {
      const { listerFichiers } = await import('@registre/functions/donneesOuvertes/export');
      if ((await listerFichiers()).length === 0)
        moteur.demarrer(`${prefixeArn}export-donnees-brutes`, '{}', `premier-demarrage-${Date.now()}`);
    }

    // institutional login: a real OpenID Connect provider on its own port (ProConnect-style)
    const urlPublique = (options.urlPublique ?? `http://127.0.0.1:${pWeb}`).replace(/\/$/, '');
    const pMtls = options.mtls
      ? (options.portMtls ?? (typeof options.mtls === 'object' ? options.mtls.port : undefined) ?? (await portLibre()))
      : undefined;
    const origines = [
      ...new Set([
        urlPublique,
        `http://127.0.0.1:${pWeb}`,
        `http://localhost:${pWeb}`,
        ...(pMtls ? [`https://localhost:${pMtls}`, `https://127.0.0.1:${pMtls}`] : []),
      ]),
    ];
    const secretClavis = randomBytes(24).toString('hex');
    const cleAdminLogiciels = randomBytes(32).toString('hex');
    const oidc = await demarrerOidc({
      port: options.portOidc ?? (await portLibre()),
      clientId: 'registre-local',
      clientSecret: secretClavis,
      redirectUris: origines.map((o) => `${o}/compte/clavis`),
      postLogoutRedirectUris: origines.map((o) => `${o}/`),
      // [issue 25] the software's clients and the signing key kept with the rest of the data
      dossier: join(dossier, 'oidc'),
      cleAdmin: cleAdminLogiciels,
    });
    arrets.push(() => oidc.arreter());
    Object.assign(env, {
      CLAVIS_ISSUER: oidc.issuer,
      CLAVIS_CLIENT_ID: 'registre-local',
      CLAVIS_CLIENT_SECRET: secretClavis,
      CLAVIS_REDIRECT_URI: `${urlPublique}/compte/clavis`,
      CLAVIS_POST_LOGOUT_URI: `${urlPublique}/`,
      CLAVIS_SESSION: 'emission',
      CLAVIS_NOM_SERVICE: 'ProConnect (démonstration locale)',
      // [issue 25] the same provider issues the syndic software's tokens (client credentials) and keeps their clients
      LOGICIELS_FOURNISSEUR: 'local',
      LOGICIELS_ADMIN_URL: oidc.logiciels.urlAdmin,
      LOGICIELS_ADMIN_CLE: cleAdminLogiciels,
      LOGICIELS_EMETTEUR: oidc.issuer,
      LOGICIELS_JWKS_URL: oidc.logiciels.urlJwks,
      LOGICIELS_AUDIENCE: oidc.logiciels.audience,
      LOGICIELS_URL_JETON: oidc.logiciels.urlJeton,
    });
    env.APP_URL = urlPublique; // [issue 3] origin of the links in the mails (activation, password reset)
    env.COURRIEL_TENEURS = 'teneurs@registre-coproprietes.local'; // [issue 4] keepers' mailbox (out-of-delay requests)
    Object.assign(process.env, env);
    reinitialiserConfig(); // the seed above already read the configuration

    // notaries' entrance: mutual TLS against a local authority (npm start) or the tests' own
    let mtls: { port: number; cert: string; cle: string; ca: string; caServeur: string; dossierPki?: string } | undefined;
    const pki = options.mtls === true ? pkiLocale(dossier) : null;
    if (pki && pMtls) mtls = { port: pMtls, ...pki.serveur, ca: pki.ac.cert, caServeur: pki.ac.cert, dossierPki: pki.dossier };
    else if (typeof options.mtls === 'object' && pMtls) {
      const acServeur = creerAutorite('AC du serveur de test');
      mtls = {
        port: pMtls,
        ...emettreCertificat(acServeur, [['CN', 'localhost']], { serveur: ['localhost', '127.0.0.1'] }),
        ca: options.mtls.ca,
        caServeur: acServeur.cert,
      };
    }
    const certificatsDemo = await semerAccesDemo(pki);
    const logicielDemo = await semerLogicielDemo();
    passerelle = await demarrerPasserelle({
      routesLocales: async (req, res, url, corps) => {
        if (url.pathname.replace(/\/$/, '') === '/_local/sfn' && req.method === 'POST')
          return moteur.traiterHttp(req, res, await corps());
        // [issue 12] answers once the stream projectors have applied every record written so far (tests)
        if (url.pathname === '/_local/projections' && req.method === 'GET') {
          await flux.vider();
          res.writeHead(204).end();
          return;
        }
        // [issue 3] the outbox as JSON (mails and letters), and the letters' PDF
        if (url.pathname === '/_local/courriels.json' && req.method === 'GET') {
          res
            .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
            .end(JSON.stringify({ courriels: lireCourriels(dossierCourriels), courriers: lireCourriers(dossierCourriels) }));
          return;
        }
        if (url.pathname.startsWith('/_local/courriers/') && req.method === 'GET')
          return envoyerPdfCourrier(res, dossierCourriels, url.pathname.slice('/_local/courriers/'.length));
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
      connexions: [cognito, `http://127.0.0.1:${pS3}`],
      // [issue 12] FOND_CARTE_URL: a basemap style for the directory's map (none by default: no network locally)
      ...(fondCarte ? { fondCarte } : {}),
      configWeb: {
        userPoolId: annuaire.userPoolId,
        clientId: annuaire.clientId,
        cognitoEndpoint: cognito,
        region: 'eu-west-3',
        version,
        ...(mtls ? { urlNotaires: `https://localhost:${mtls.port}` } : {}),
        ...(fondCarte ? { fondCarteUrl: fondCarte } : {}),
      },
      ...(mtls ? { mtls: { port: mtls.port, cert: mtls.cert, cle: mtls.cle, ca: mtls.ca } } : {}),
    });
    // [issue 10] the command-line tools (import:rnic, seed:scale) reach this running cloud through this file
    if (!enMemoire) {
      const points = join(dossier, FICHIER_POINTS_ACCES);
      writeFileSync(points, JSON.stringify({ pid: process.pid, url: `http://127.0.0.1:${pWeb}`, env }, null, 2));
      arrets.push(() => rmSync(points, { force: true }));
    }
    return {
      url: `http://127.0.0.1:${pWeb}`,
      comptesDemo,
      env,
      projectionsAJour: () => flux.vider(),
      suspendreProjections: () => flux.suspendre(),
      reprendreProjections: () => flux.reprendre(),
      ...(mtls
        ? {
            mtls: {
              url: `https://localhost:${mtls.port}`,
              caServeur: mtls.caServeur,
              certificatsDemo,
              motDePasseP12: MOT_DE_PASSE_P12,
              dossierPki: mtls.dossierPki,
            },
          }
        : {}),
      oidc: {
        issuer: oidc.issuer,
        agents: AGENTS_TEST.map((a) => ({
          login: a.login,
          nom: `${a.given_name} ${a.usual_name}, ${a.organizational_unit}`,
          niveau: a.niveau_geographique,
        })),
        motDePasse: MOT_DE_PASSE_AGENTS,
      },
      logicielDemo,
      courriels: () => lireCourriels(dossierCourriels),
      courriers: () => lireCourriers(dossierCourriels),
      arreter,
    };
  } catch (e) {
    await arreter();
    throw e;
  }
}
