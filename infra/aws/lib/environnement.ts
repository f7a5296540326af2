/**
 * The environment every Lambda of the register receives. functions/src/platform/config.ts parses it once at
 * cold start with zod and refuses to start when it is incomplete, so API areas, workflow tasks and the
 * projector all get the same variables.
 */
import { Annotations, SecretValue, Stack, aws_iam as iam } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { NOM_FOURNISSEUR_CLAVIS, NOM_SECRET_MAILJET, NOM_SECRET_SIRENE, PREFIXE_WORKFLOWS, SEGMENTS_EXPORT } from './config.ts';
import type { DonneesStack } from './donnees-stack.ts';

export interface ParametresEnvironnement {
  readonly donnees: DonneesStack;
  readonly version: string;
  /** Sender of the register's mails (a verified SES identity). */
  readonly expediteur?: string;
  /** Public address of the site (links in mails); from the custom domain when there is one. */
  readonly urlApplication?: string;
  /** [issue 4] The keepers' shared mailbox (requests out of delay, assignments to the administrators). */
  readonly courrielTeneurs?: string;
}

/** `{{resolve:secretsmanager:...}}`: CloudFormation puts the value in the function's configuration. */
const mailjet = (champ: string) => SecretValue.secretsManager(NOM_SECRET_MAILJET, { jsonField: champ }).unsafeUnwrap();

export function environnementCommun(scope: Construct, p: ParametresEnvironnement): Record<string, string> {
  const stack = Stack.of(scope);
  return {
    STAGE: 'production',
    TABLE_NAME: p.donnees.table.tableName,
    BUCKET_DOCUMENTS: p.donnees.documents.bucketName,
    BUCKET_EXPORTS: p.donnees.exports.bucketName,
    // [issue 10] RNIC files to load, and the number of Scan segments of the raw-data export
    BUCKET_IMPORTS: p.donnees.imports.bucketName,
    EXPORT_SEGMENTS: String(SEGMENTS_EXPORT),
    USER_POOL_ID: p.donnees.utilisateurs.userPoolId,
    USER_POOL_CLIENT_ID: p.donnees.client.userPoolClientId,
    APP_VERSION: p.version,
    CAPTCHA_BYPASS: 'false',
    NEWSLETTER_ADAPTER: 'mailjet',
    // required by the configuration as soon as NEWSLETTER_ADAPTER is mailjet
    MAILJET_API_KEY: mailjet('apiKey'),
    MAILJET_API_SECRET: mailjet('apiSecret'),
    MAILJET_LIST_ID: mailjet('listId'),
    MAIL_ADAPTER: 'ses',
    ...(p.expediteur && { MAIL_FROM: p.expediteur }),
    ...(p.urlApplication ? { APP_URL: p.urlApplication } : avertirSansUrl(scope)),
    SIRENE_ADAPTER: 'insee',
    SIRENE_API_KEY: SecretValue.secretsManager(NOM_SECRET_SIRENE, { jsonField: 'apiKey' }).unsafeUnwrap(),
    // [issue 4] IGN Géoplateforme geocoding and the RNB (their addresses: defaults of the configuration)
    GEOCODAGE_ADAPTER: 'ign',
    ...(p.courrielTeneurs ? { COURRIEL_TENEURS: p.courrielTeneurs } : avertirSansCourrielTeneurs(scope)),
    WORKFLOW_ARN_PREFIX: `arn:${stack.partition}:states:${stack.region}:${stack.account}:stateMachine:${PREFIXE_WORKFLOWS}`,
    ...clavis(p.donnees),
  };
}

/** Without a custom domain the CloudFront address is only known after the web stack: mail links need APP_URL. */
function avertirSansUrl(scope: Construct): Record<string, string> {
  Annotations.of(scope).addWarningV2(
    'registre:url-absente',
    "Adresse publique du site inconnue (contexte registre:domaine) : les liens des courriels d'activation pointeront vers APP_URL par défaut.",
  );
  return {};
}

/** [issue 4] Without the keepers' mailbox, requests out of delay are flagged in the queue but mailed to nobody. */
function avertirSansCourrielTeneurs(scope: Construct): Record<string, string> {
  Annotations.of(scope).addWarningV2(
    'registre:courriel-teneurs-absent',
    'Adresse des teneurs du registre non configurée (contexte registre:courrielTeneurs) : les demandes hors délai ne leur seront pas signalées par courriel.',
  );
  return {};
}

/**
 * Lets a role send mail from the configured sender with SES (the domain identity, or the address identity if
 * only the address is verified). Without a sender, the synthesis warns: mails would be refused.
 */
export function accorderCourriel(scope: Construct, role: iam.IRole, expediteur: string | undefined) {
  if (!expediteur) {
    Annotations.of(scope).addWarningV2(
      'registre:expediteur-absent',
      "Expéditeur des courriels non configuré (contexte registre:expediteur) : l'envoi par SES échouera.",
    );
    return;
  }
  const stack = Stack.of(scope);
  const identite = (nom: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: nom });
  role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['ses:SendEmail'],
      resources: [identite(expediteur.split('@').pop()!), identite(expediteur)],
    }),
  );
}

/**
 * Institutional login through Cognito's hosted UI federated with ProConnect: the Lambda speaks OpenID Connect to
 * the user pool (discovery at its issuer), and the tokens of the exchange are the register's session.
 */
function clavis(d: DonneesStack): Record<string, string> {
  if (!d.clavis) return {};
  const { config, domaine } = d.clavis;
  return {
    CLAVIS_ISSUER: `https://cognito-idp.${d.region}.${d.urlSuffix}/${d.utilisateurs.userPoolId}`,
    CLAVIS_CLIENT_ID: d.client.userPoolClientId,
    CLAVIS_REDIRECT_URI: `https://${config.site}/compte/clavis`,
    CLAVIS_POST_LOGOUT_URI: `https://${config.site}/`,
    CLAVIS_SCOPES: 'openid email profile',
    CLAVIS_FOURNISSEUR: NOM_FOURNISSEUR_CLAVIS,
    CLAVIS_LOGOUT_URL: `${domaine.baseUrl()}/logout`,
    CLAVIS_SESSION: 'cognito',
    CLAVIS_NOM_SERVICE: 'ProConnect',
  };
}
