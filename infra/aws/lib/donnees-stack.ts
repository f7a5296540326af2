/**
 * Stateful stack: everything that holds data and must survive a redeployment — the single DynamoDB table,
 * the document, export and import buckets (with their access-log bucket), the Cognito user pool with one group
 * per profile, and the secret of the newsletter service. Everything here is retained on stack deletion and the stack has termination protection.
 *
 * The site bucket is NOT here although it is a bucket: its content is rebuilt from `web/dist` at each
 * deployment, and CloudFront's origin access control writes the distribution ARN into the bucket policy, which
 * would make this stack depend on the web stack while the web stack depends on this one (a cycle).
 */
import {
  Duration,
  RemovalPolicy,
  SecretValue,
  Stack,
  type StackProps,
  aws_cognito as cognito,
  aws_dynamodb as dynamodb,
  aws_s3 as s3,
  aws_secretsmanager as secretsmanager,
} from 'aws-cdk-lib';
import { NagSuppressions } from 'cdk-nag';
import type { Construct } from 'constructs';
import { TABLE } from '@registre/functions/adapters/dynamodb/table';
import { LIBELLES_PROFIL, PROFILS } from '@registre/shared/domain/profils';
import {
  JOURS_DONNEES_BRUTES,
  JOURS_IMPORTS,
  JOURS_JOURNAUX_ACCES,
  JOURS_CATEGORISATION,
  JOURS_PARTIES_EXPORT,
  NOM_FOURNISSEUR_CLAVIS,
  NOM_SECRET_CLAVIS,
  NOM_SECRET_MAILJET,
  NOM_SECRET_SIRENE,
  PREFIXE_DONNEES_BRUTES,
  PREFIXE_CATEGORISATION,
  PREFIXE_PARTIES_EXPORT,
  PREFIXE_REJETS_IMPORT,
  PREFIXE_TELEVERSEMENTS,
  JOURS_TELEVERSEMENTS,
} from './config.ts';
import { type AutorisationLogiciels, autorisationLogiciels } from './logiciels.ts';

export interface DonneesStackProps extends StackProps {
  /**
   * Origins allowed to POST documents straight to the document bucket (presigned POST, DESIGN §3). Default:
   * the CloudFront domains, since the distribution's own domain is only known once it exists.
   */
  readonly originesTeleversement?: string[];
  /** The institutional single sign-on (ProConnect), federated in the user pool; absent: no federation. */
  readonly clavis?: ConfigClavis;
  /**
   * [issue 25] Prefix of the Cognito domain serving the syndic software's token endpoint when the institutional login
   * brings none (default `registre-logiciels-<account>`; a prefix is unique per region).
   */
  readonly prefixeDomaineLogiciels?: string;
}

/**
 * Institutional login (spec 001 §4): ProConnect federated in Cognito as an OpenID Connect identity provider,
 * with the hosted UI on a Cognito domain. The client secret is in Secrets Manager (NOM_SECRET_CLAVIS, JSON field
 * `clientSecret`), created with a placeholder an operator replaces.
 */
export interface ConfigClavis {
  /** ProConnect's issuer (integration or production environment) */
  readonly issuer: string;
  /** the register's client id at ProConnect */
  readonly clientId: string;
  /** prefix of the hosted-UI domain: <prefixe>.auth.<region>.amazoncognito.com */
  readonly prefixeDomaine: string;
  /** the site's public host name: redirect https://<site>/compte/clavis, sign-out back to https://<site>/ */
  readonly site: string;
}

/** ProConnect claims kept as custom attributes of the federated user (names of 20 characters at most). */
export const ATTRIBUTS_CLAVIS = ['siret', 'organizational_unit', 'niveau_geographique'] as const;

export class DonneesStack extends Stack {
  readonly table: dynamodb.Table;
  readonly documents: s3.Bucket;
  readonly exports: s3.Bucket;
  /** [issue 10] RNIC files dropped to be loaded (each one starts the import-rnic workflow) */
  readonly imports: s3.Bucket;
  readonly journauxAcces: s3.Bucket;
  readonly utilisateurs: cognito.UserPool;
  readonly client: cognito.UserPoolClient;
  readonly groupes: cognito.CfnUserPoolGroup[];
  readonly mailjet: secretsmanager.Secret;
  /** hosted-UI domain and ProConnect secret, when the institutional login is federated */
  readonly clavis?: { config: ConfigClavis; domaine: cognito.UserPoolDomain; secret: secretsmanager.Secret };
  /** [issue 25] the resource server and token endpoint of the web service for syndic software */
  readonly logiciels: AutorisationLogiciels;

  constructor(scope: Construct, id: string, props: DonneesStackProps = {}) {
    super(scope, id, { terminationProtection: true, ...props });

    // --- DynamoDB: one table, generic keys, same definition as the local cloud (functions/src/adapters/dynamodb).
    const cle = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });
    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: cle(TABLE.partitionKey),
      sortKey: cle(TABLE.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: TABLE.ttlAttribute,
      // Streams feed the projectors of the read models (DESIGN §3).
      stream: dynamodb.StreamViewType.NEW_AND_OLD_IMAGES,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of TABLE.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: cle(index.partitionKey),
        sortKey: cle(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    // --- S3. Common settings: private, TLS only, encrypted, retained.
    const commun = {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      minimumTLSVersion: 1.2,
      encryption: s3.BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    } as const;

    this.journauxAcces = new s3.Bucket(this, 'JournauxAcces', {
      ...commun,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'expiration', expiration: Duration.days(JOURS_JOURNAUX_ACCES) }],
    });

    // Supporting documents (justificatifs): legal evidence, versioned so that an overwrite or a deletion can be
    // undone; old versions are kept one year.
    this.documents = new s3.Bucket(this, 'Documents', {
      ...commun,
      versioned: true,
      serverAccessLogsBucket: this.journauxAcces,
      serverAccessLogsPrefix: 'documents/',
      lifecycleRules: [
        { id: 'versions-anciennes', noncurrentVersionExpiration: Duration.days(365) },
        { id: 'televersements-incomplets', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // [issue 15] an upload never checked goes after a day, and so does the version the check's deletion left
        // (the bucket is versioned: without this, every upload would be kept a year as a noncurrent version)
        {
          id: 'televersements-non-verifies',
          prefix: PREFIXE_TELEVERSEMENTS,
          expiration: Duration.days(JOURS_TELEVERSEMENTS),
          noncurrentVersionExpiration: Duration.days(JOURS_TELEVERSEMENTS),
        },
        { id: 'televersements-marqueurs', prefix: PREFIXE_TELEVERSEMENTS, expiredObjectDeleteMarker: true },
      ],
      // The browser uploads with a presigned POST (the policy in the form authorizes, not CORS).
      cors: [
        {
          allowedMethods: [s3.HttpMethods.POST],
          allowedOrigins: props.originesTeleversement ?? ['https://*.cloudfront.net'],
          allowedHeaders: ['*'],
          maxAge: 3600,
        },
      ],
    });

    // Exports (raw data, reports): regenerated by workflows, so not versioned. [issue 10] Each prefix written by
    // the open-data workflows expires on its own (the exports and the import stream multipart uploads: an
    // upload a failed task leaves open is aborted the next day).
    this.exports = new s3.Bucket(this, 'Exports', {
      ...commun,
      serverAccessLogsBucket: this.journauxAcces,
      serverAccessLogsPrefix: 'exports/',
      lifecycleRules: [
        { id: 'televersements-incomplets', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        { id: 'parties-export', prefix: PREFIXE_PARTIES_EXPORT, expiration: Duration.days(JOURS_PARTIES_EXPORT) },
        { id: 'donnees-brutes', prefix: PREFIXE_DONNEES_BRUTES, expiration: Duration.days(JOURS_DONNEES_BRUTES) },
        { id: 'rejets-import', prefix: PREFIXE_REJETS_IMPORT, expiration: Duration.days(JOURS_IMPORTS) },
        { id: 'categorisation', prefix: PREFIXE_CATEGORISATION, expiration: Duration.days(JOURS_CATEGORISATION) },
      ],
    });

    // [issue 10] RNIC files to load: an operator drops one (aws s3 cp), which starts the import-rnic workflow
    // (EventBridge; the rule is in the workflows stack, next to the machine). A working copy of a file published
    // elsewhere, read once: not versioned, expired after JOURS_IMPORTS days.
    this.imports = new s3.Bucket(this, 'Imports', {
      ...commun,
      serverAccessLogsBucket: this.journauxAcces,
      serverAccessLogsPrefix: 'imports/',
      lifecycleRules: [
        { id: 'expiration', expiration: Duration.days(JOURS_IMPORTS) },
        { id: 'televersements-incomplets', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
    });
    // The bucket's events go to EventBridge, declared in the bucket's own properties: `eventBridgeEnabled: true`
    // would set them through a custom resource (one more Lambda, with an AWS managed policy) for what
    // CloudFormation does natively.
    (this.imports.node.defaultChild as s3.CfnBucket).notificationConfiguration = {
      eventBridgeConfiguration: { eventBridgeEnabled: true },
    };

    // --- Cognito: accounts are created by the register (no self sign-up). The Cognito user name IS the
    // account's login (spec 001: `login` and `email` are distinct fields, sign-in posts j_username), exactly as
    // in the local emulator's pool (infra/local): no email alias, which would forbid logins shaped like an
    // address. The email is an attribute the register keeps verified.
    this.utilisateurs = new cognito.UserPool(this, 'Utilisateurs', {
      selfSignUpEnabled: false,
      signInAliases: { username: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: { email: { required: false, mutable: true } },
      // what the institutional identity provider says of an agent (mapped from its claims at federated sign-in)
      customAttributes: Object.fromEntries(
        ATTRIBUTS_CLAVIS.map((a) => [a, new cognito.StringAttribute({ mutable: true, maxLen: 256 })]),
      ),
      // Spec 001: 12 characters or more with upper case, lower case, digit and special character.
      passwordPolicy: {
        minLength: 12,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: cognito.AccountRecovery.EMAIL_ONLY,
      // The register sends its own mails (activation, reset); these texts only cover what Cognito itself may
      // send, in French like the rest of the interface.
      userVerification: {
        emailSubject: 'Registre des copropriétés : vérification de votre adresse électronique',
        emailBody: 'Votre code de vérification pour le registre national des copropriétés : {####}',
        emailStyle: cognito.VerificationEmailStyle.CODE,
      },
      userInvitation: {
        emailSubject: 'Registre des copropriétés : votre compte',
        emailBody:
          'Un compte a été créé pour vous sur le registre national des copropriétés. Identifiant : {username} ; mot de passe provisoire : {####}',
      },
      mfa: cognito.Mfa.OFF,
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Institutional login: ProConnect federated through the hosted UI (authorization code + PKCE, exchanged by
    // the API's Lambda; the tokens are then the same as a password sign-in's, for the same client).
    let idp: cognito.UserPoolIdentityProviderOidc | undefined;
    if (props.clavis) {
      const c = props.clavis;
      const secret = new secretsmanager.Secret(this, 'ProConnect', {
        secretName: NOM_SECRET_CLAVIS,
        description: 'Registre - secret client ProConnect (clientSecret) de la connexion institutionnelle',
        secretObjectValue: { clientSecret: SecretValue.unsafePlainText('A_RENSEIGNER') },
        removalPolicy: RemovalPolicy.RETAIN,
      });
      NagSuppressions.addResourceSuppressions(secret, [
        {
          id: 'AwsSolutions-SMG4',
          reason:
            "Secret client délivré par ProConnect lors de l'inscription du service : il ne peut être renouvelé que chez ProConnect, une rotation automatique par Lambda n'est pas possible.",
        },
      ]);
      idp = new cognito.UserPoolIdentityProviderOidc(this, 'FournisseurClavis', {
        userPool: this.utilisateurs,
        name: NOM_FOURNISSEUR_CLAVIS,
        issuerUrl: c.issuer,
        clientId: c.clientId,
        clientSecret: secret.secretValueFromJson('clientSecret').unsafeUnwrap(),
        scopes: ['openid', 'email', 'given_name', 'usual_name', ...ATTRIBUTS_CLAVIS],
        attributeRequestMethod: cognito.OidcAttributeRequestMethod.GET,
        attributeMapping: {
          email: cognito.ProviderAttribute.other('email'),
          givenName: cognito.ProviderAttribute.other('given_name'),
          familyName: cognito.ProviderAttribute.other('usual_name'),
          custom: Object.fromEntries(ATTRIBUTS_CLAVIS.map((a) => [`custom:${a}`, cognito.ProviderAttribute.other(a)])),
        },
      });
      const domaine = this.utilisateurs.addDomain('DomaineConnexion', { cognitoDomain: { domainPrefix: c.prefixeDomaine } });
      this.clavis = { config: c, domaine, secret };
    }
    // [issue 25] the syndic software's OAuth 2.0 clients (client credentials) are app clients of this pool
    this.logiciels = autorisationLogiciels(this, this.utilisateurs, this.clavis?.domaine, props.prefixeDomaineLogiciels);

    // Sign-in is done server side by the API (captcha first), with USER_PASSWORD_AUTH; the SPA then renews its
    // tokens with the refresh token (always allowed by Cognito). No secret: the SPA must be able to refresh.
    this.client = this.utilisateurs.addClient('ClientWeb', {
      authFlows: { userPassword: true },
      generateSecret: false,
      ...(props.clavis
        ? {
            oAuth: {
              flows: { authorizationCodeGrant: true },
              scopes: [cognito.OAuthScope.OPENID, cognito.OAuthScope.EMAIL, cognito.OAuthScope.PROFILE],
              callbackUrls: [`https://${props.clavis.site}/compte/clavis`],
              logoutUrls: [`https://${props.clavis.site}/`],
            },
            supportedIdentityProviders: [cognito.UserPoolClientIdentityProvider.custom(NOM_FOURNISSEUR_CLAVIS)],
          }
        : { disableOAuth: true }),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      // "remember-me" of the sign-in form (spec 001 §7)
      refreshTokenValidity: Duration.days(30),
      // The register owns the account data (email = login, names): a token holder must not rewrite them
      // directly in Cognito. Cognito ignores an empty list (= everything writable), hence one harmless
      // attribute the product does not use.
      // Federation writes the mapped attributes at each institutional sign-in, so they must be writable then.
      writeAttributes: props.clavis
        ? new cognito.ClientAttributes()
            .withStandardAttributes({ locale: true, email: true, givenName: true, familyName: true })
            .withCustomAttributes(...ATTRIBUTS_CLAVIS)
        : new cognito.ClientAttributes().withStandardAttributes({ locale: true }),
    });
    if (idp) this.client.node.addDependency(idp);

    // One group per profile (spec 001 §3): the profile travels in the token's `cognito:groups`.
    this.groupes = PROFILS.map(
      (profil) =>
        new cognito.CfnUserPoolGroup(this, `Groupe${profil}`, {
          userPoolId: this.utilisateurs.userPoolId,
          groupName: profil,
          description: LIBELLES_PROFIL[profil],
        }),
    );

    // --- Newsletter service credentials (DESIGN §6: secrets in Secrets Manager). Created with placeholders
    // that an operator replaces; CloudFormation later keeps the value, the template never changes it.
    const aRenseigner = SecretValue.unsafePlainText('A_RENSEIGNER');
    this.mailjet = new secretsmanager.Secret(this, 'Mailjet', {
      secretName: NOM_SECRET_MAILJET,
      description: 'Registre - identifiants Mailjet (apiKey, apiSecret, listId) de la lettre d information',
      secretObjectValue: { apiKey: aRenseigner, apiSecret: aRenseigner, listId: aRenseigner },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(this.mailjet, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          "Clés d'API d'un service tiers (Mailjet) : elles ne peuvent être renouvelées que dans la console Mailjet, une rotation automatique par Lambda n'est pas possible.",
      },
    ]);

    const sirene = new secretsmanager.Secret(this, 'Sirene', {
      secretName: NOM_SECRET_SIRENE,
      description: "Registre - cle d'API Sirene de l'INSEE (apiKey) pour la recherche des etablissements",
      secretObjectValue: { apiKey: aRenseigner },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    NagSuppressions.addResourceSuppressions(sirene, [
      {
        id: 'AwsSolutions-SMG4',
        reason:
          "Clé d'API d'un service tiers (INSEE) : elle ne se renouvelle que sur le portail des API de l'INSEE, pas par une rotation Lambda.",
      },
    ]);

    NagSuppressions.addResourceSuppressions(this.utilisateurs, [
      {
        id: 'AwsSolutions-COG2',
        reason:
          "Les spécifications ne prévoient pas de second facteur et l'interface n'en gère pas ; la connexion est protégée par un captcha vérifié côté serveur avant l'appel à Cognito et par un mot de passe de 12 caractères au moins.",
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          "La connexion est faite côté serveur par la Lambda de l'API (après le captcha), sans secret client : les données de contexte de l'utilisateur (IP, appareil) ne peuvent pas être transmises à Cognito, si bien que l'authentification adaptative du palier Plus n'évaluerait que les adresses de la Lambda. Le palier Essentials suffit ; à réexaminer si la connexion passe côté navigateur.",
      },
    ]);
  }
}
