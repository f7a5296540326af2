/**
 * Web stack: the SPA in a private bucket behind CloudFront (origin access control), and the API on the same
 * origin through the `/api/*` behavior, so the browser never makes a cross-origin call to the API.
 *
 * SPA routing is done by a CloudFront Function on the default behavior (a path without a file extension is
 * served /index.html), not by custom error responses: those would apply to every origin and turn the API's
 * JSON 404 and 403 into the HTML page.
 */
import {
  Duration,
  Fn,
  RemovalPolicy,
  Stack,
  type StackProps,
  aws_certificatemanager as acm,
  aws_cloudfront as cloudfront,
  aws_cloudfront_origins as origins,
  aws_s3 as s3,
  aws_s3_deployment as deploiement,
} from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { CSP_API, ENTETES_API, HSTS_SECONDES, cspSpa } from '@registre/shared/securite/entetes';
import { ERREURS } from '@registre/shared/errors/catalogue';
import { CHEMINS_PRERENDUS, fichierPrerendu } from '@registre/shared/site/prerendus';
import { JOURS_JOURNAUX_ACCES } from './config.ts';
import type { DonneesStack } from './donnees-stack.ts';

export interface DomainePersonnalise {
  /** e.g. the register's public host name */
  readonly nom: string;
  /** ACM certificate in us-east-1 covering `nom` */
  readonly certificatArn: string;
}

export interface WebStackProps extends StackProps {
  readonly donnees: DonneesStack;
  readonly api: HttpApi;
  /** Built SPA (web/dist). When absent, the bucket is created empty and nothing is deployed. */
  readonly site?: string;
  readonly domaine?: DomainePersonnalise;
  /** ARN of a WAF web ACL of scope CLOUDFRONT (created in us-east-1). */
  readonly webAclArn?: string;
  /**
   * [issue 12] The basemap style URL of the directory's map (the IGN Géoplateforme's, e.g.
   * https://data.geopf.fr/annexes/ressources/vectorTiles/styles/PLAN.IGN/standard.json): its origin joins the CSP.
   * The SPA reads the same value as `fondCarteUrl` in /config.json.
   */
  readonly fondCarteUrl?: string;
  /** [issue 12] the application's version, written with the public settings in /config.json */
  readonly version?: string;
}

/**
 * SPA routing: a path whose last segment has no dot is a client route -> /index.html, or [issue 24] the page's HTML
 * prerendered by the build when it is one of CHEMINS_PRERENDUS (the same mapping as prerenduDe, shared/src/site).
 */
export const CODE_REECRITURE_SPA = `var PRERENDUS = ${JSON.stringify(Object.fromEntries(CHEMINS_PRERENDUS.map((c) => [c, fichierPrerendu(c)])))};
function handler(event) {
  var request = event.request;
  var dernier = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (dernier.indexOf('.') === -1) {
    var chemin = request.uri.length > 1 ? request.uri.replace(/\\/+$/, '') : request.uri;
    request.uri = PRERENDUS[chemin] || '/index.html';
  }
  return request;
}`;

/**
 * [issue 15] API Gateway refuses a body over its 10 MB payload quota with its own English 413, and an HTTP API
 * cannot rewrite it: the API's CloudFront behaviour answers first, at the edge, with the register's French error
 * (the same as the local gateway), when the announced length is over the quota.
 */
export const TAILLE_MAX_CORPS_API = 10 * 1024 * 1024;
export const CODE_LIMITE_CORPS_API = `function handler(event) {
  var longueur = event.request.headers['content-length'];
  if (longueur && Number(longueur.value) > ${TAILLE_MAX_CORPS_API}) {
    return {
      statusCode: 413,
      statusDescription: 'Payload Too Large',
      headers: { 'content-type': { value: 'application/json; charset=utf-8' } },
      body: ${JSON.stringify(JSON.stringify({ status: 413, message: ERREURS.REQUETE_TROP_VOLUMINEUSE.message, code: 'REQUETE_TROP_VOLUMINEUSE' }))},
    };
  }
  return event.request;
}`;

/**
 * Content-Security-Policy of the site. `cognito` and `documents` are origins (https://host): the SPA signs in and
 * refreshes its tokens at the user pool, and uploads documents straight to the bucket (presigned POST, DESIGN §3).
 * [issue 15] The policy itself is shared with the local gateway (shared/src/securite/entetes.ts). [issue 12] With a
 * basemap configured, its origin too.
 */
export function politiqueContenu(cognito: string, documents: string, fondCarteUrl?: string): string {
  return cspSpa([cognito, documents], { fondCarte: fondCarteUrl });
}

export class WebStack extends Stack {
  readonly site: s3.Bucket;
  readonly journaux: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly entetes: cloudfront.ResponseHeadersPolicy;
  /** [issue 15] the API's own: its answers are data, not documents (CSP_API), and never cached */
  readonly entetesApi: cloudfront.ResponseHeadersPolicy;
  readonly cacheApi: cloudfront.CachePolicy;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { donnees, api, domaine } = props;

    // CloudFront standard logs are delivered with ACLs: this bucket alone keeps them enabled.
    this.journaux = new s3.Bucket(this, 'Journaux', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ id: 'expiration', expiration: Duration.days(JOURS_JOURNAUX_ACCES) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.site = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: s3.BucketEncryption.S3_MANAGED,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: this.journaux,
      serverAccessLogsPrefix: 'site/',
      // the content is rebuilt from web/dist at each deployment
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const cognito = `https://cognito-idp.${donnees.region}.${donnees.urlSuffix}`;
    const documents = `https://${donnees.documents.bucketRegionalDomainName}`;
    // HSTS, nosniff, DENY and the referrer policy on both behaviors; each its own CSP (override: CloudFront's
    // value wins over the origin's)
    const securite = (
      csp: string,
      referrerPolicy: cloudfront.HeadersReferrerPolicy,
    ): cloudfront.ResponseSecurityHeadersBehavior => ({
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: true },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(HSTS_SECONDES),
        includeSubdomains: true,
        preload: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: { referrerPolicy, override: true },
    });
    this.entetes = new cloudfront.ResponseHeadersPolicy(this, 'Entetes', {
      comment: 'Registre - en-têtes de sécurité du site',
      securityHeadersBehavior: securite(
        politiqueContenu(cognito, documents, props.fondCarteUrl),
        cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
      ),
    });
    this.entetesApi = new cloudfront.ResponseHeadersPolicy(this, 'EntetesApi', {
      comment: "Registre - en-têtes de sécurité de l'API",
      securityHeadersBehavior: securite(CSP_API, cloudfront.HeadersReferrerPolicy.NO_REFERRER),
      // the Lambdas send it already (functions/src/platform/http.ts); this covers an answer of API Gateway itself
      customHeadersBehavior: {
        customHeaders: [{ header: 'Cache-Control', value: ENTETES_API['cache-control'], override: false }],
      },
    });

    const reecriture = new cloudfront.Function(this, 'ReecritureSpa', {
      comment: 'SPA : chemin sans extension -> /index.html',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(CODE_REECRITURE_SPA),
    });

    const limiteCorps = new cloudfront.Function(this, 'LimiteCorpsApi', {
      comment: 'API : corps de plus de 10 Mo -> 413 en français',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(CODE_LIMITE_CORPS_API),
    });

    // https://<api id>.execute-api.<region>.amazonaws.com -> host name
    const hoteApi = Fn.select(2, Fn.split('/', api.apiEndpoint));

    // [issue 24] the API's answers compressed (brotli or gzip per Accept-Encoding), as the local gateway does:
    // CloudFront compresses only under a cache policy that takes Accept-Encoding, which the managed CachingDisabled
    // does not. Nothing is kept: the Lambdas answer no-store (or private) and the default TTL is 0; the rare public
    // answers (memo sheets, the software guide) stay at most a second, and the Authorization header is part of the
    // key, so that no answer can ever go to another account.
    this.cacheApi = new cloudfront.CachePolicy(this, 'CacheApi', {
      comment: 'API : aucune mise en cache, réponses compressées',
      defaultTtl: Duration.seconds(0),
      minTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: cloudfront.CacheHeaderBehavior.allowList('Authorization'),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.all(),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Registre national des copropriétés',
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Every edge location: the register serves the overseas departments (Antilles, Guyane, Réunion, Mayotte).
      priceClass: cloudfront.PriceClass.PRICE_CLASS_ALL,
      // TLS 1.2 minimum for viewers; CloudFront applies it only with a custom certificate (see CFR4 below).
      ...(domaine && {
        domainNames: [domaine.nom],
        certificate: acm.Certificate.fromCertificateArn(this, 'Certificat', domaine.certificatArn),
        minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
        sslSupportMethod: cloudfront.SSLMethod.SNI,
      }),
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: this.journaux,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.site),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.entetes,
        compress: true,
        functionAssociations: [{ function: reecriture, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(hoteApi, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: this.cacheApi,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          compress: true,
          responseHeadersPolicy: this.entetesApi,
          functionAssociations: [{ function: limiteCorps, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST }],
        },
      },
    });

    if (props.site) {
      new deploiement.BucketDeployment(this, 'Deploiement', {
        // [issue 15] no source map is ever deployed, whatever the build left
        sources: [
          deploiement.Source.asset(props.site, { exclude: ['**/*.map'] }),
          // the SPA's public settings (web/src/config.ts), resolved at deployment: the user pool, its client, the
          // region, the version and the directory's basemap — what the local gateway answers at GET /config.json
          deploiement.Source.jsonData('config.json', {
            userPoolId: props.donnees.utilisateurs.userPoolId,
            clientId: props.donnees.client.userPoolClientId,
            cognitoEndpoint: null,
            region: this.region,
            version: props.version ?? '0.0.0',
            ...(props.fondCarteUrl && { fondCarteUrl: props.fondCarteUrl }),
          }),
        ],
        destinationBucket: this.site,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        // keep the previous build's hashed files: a page loaded before the deployment still finds its chunks
        prune: false,
        memoryLimit: 512,
      });
      // The copy runs in a singleton Lambda that aws-cdk-lib creates at the stack's root: the suppressions
      // below apply to it (and its role) only.
      const technique = this.node.children.filter((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
      if (technique.length !== 1) throw new Error('Fonction technique de BucketDeployment introuvable');
      NagSuppressions.addResourceSuppressions(
        technique,
        [
          {
            id: 'AwsSolutions-IAM4',
            reason:
              'Fonction technique de BucketDeployment (aws-cdk-lib) : son rôle porte AWSLambdaBasicExecutionRole, non configurable.',
            appliesTo: ['Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole'],
          },
          {
            id: 'AwsSolutions-IAM5',
            reason:
              "Fonction technique de BucketDeployment : elle lit l'archive du site dans le compartiment d'actifs CDK, remplace le contenu du compartiment du site (actions s3:*Object* générées par aws-cdk-lib sur ces deux compartiments) puis invalide le cache CloudFront (CreateInvalidation n'accepte pas de ressource plus précise).",
          },
          {
            id: 'AwsSolutions-L1',
            reason: "Le moteur d'exécution de la fonction technique de BucketDeployment est fixé par aws-cdk-lib.",
          },
        ],
        true,
      );
    }

    if (!domaine) {
      NagSuppressions.addResourceSuppressions(this.distribution, [
        {
          id: 'AwsSolutions-CFR4',
          reason:
            "Sans nom de domaine configuré (contexte registre:domaine), la distribution utilise le certificat par défaut *.cloudfront.net, pour lequel CloudFront n'applique pas de version TLS minimale ; TLSv1.2_2021 s'applique dès qu'un domaine et son certificat sont fournis.",
        },
      ]);
    }
    NagSuppressions.addResourceSuppressions(this.distribution, [
      {
        id: 'AwsSolutions-CFR1',
        reason:
          "Service public national : il doit rester accessible depuis l'étranger (Français de l'étranger, notaires et syndics en déplacement) ; pas de restriction géographique.",
      },
      ...(props.webAclArn
        ? []
        : [
            {
              id: 'AwsSolutions-CFR2',
              reason:
                "Une ACL WAF de portée CLOUDFRONT doit être créée en us-east-1, hors de cette pile régionale : elle se branche par le contexte registre:webAclArn. En attendant, l'API est limitée en débit par API Gateway et la connexion protégée par captcha.",
            },
          ]),
    ]);
  }
}
