/**
 * CDK entry point (cdk.json: `npx tsx infra/aws/bin/app.ts`). Synthesis is offline: no lookup, no bundling
 * (Lambda bundles come from `npm run bundle`), account optional.
 *
 * Optional context (cdk.json or `-c key=value`):
 *   registre:domaine        public host name of the site
 *   registre:certificatArn  ACM certificate (us-east-1) for that name; both or neither
 *   registre:webAclArn      WAF web ACL of scope CLOUDFRONT
 *   registre:region         AWS region (default eu-west-3, Paris)
 *   registre:expediteur     sender of the mails (MAIL_FROM), an SES identity verified in that region
 *   registre:courrielTeneurs the keepers' shared mailbox (COURRIEL_TENEURS): requests out of delay, assignments
 *   registre:clavisIssuer   ProConnect issuer URL: federates the institutional login in the user pool
 *   registre:clavisClientId the register's client id at ProConnect (secret: Secrets Manager registre/proconnect)
 *   registre:clavisDomaine  prefix of the Cognito hosted-UI domain (default registre-coproprietes); needs registre:domaine
 *   registre:fondCarteUrl   basemap style of the directory's map (e.g. the IGN Géoplateforme's PLAN.IGN style URL)
 *
 * A missing Lambda bundle (npm run bundle not run) is reported as a warning by the synthesis.
 */
import { App } from 'aws-cdk-lib';
import { REGION_PAR_DEFAUT, construireApplication } from '../lib/application.ts';

const app = new App();
const contexte = (cle: string): string | undefined => {
  const v = app.node.tryGetContext(`registre:${cle}`) as unknown;
  return typeof v === 'string' && v !== '' ? v : undefined;
};

const nom = contexte('domaine');
const certificatArn = contexte('certificatArn');
if ((nom === undefined) !== (certificatArn === undefined)) {
  throw new Error('Contexte : registre:domaine et registre:certificatArn vont ensemble.');
}

const clavisIssuer = contexte('clavisIssuer');
const clavisClientId = contexte('clavisClientId');
if ((clavisIssuer === undefined) !== (clavisClientId === undefined)) {
  throw new Error('Contexte : registre:clavisIssuer et registre:clavisClientId vont ensemble.');
}
if (clavisIssuer && !nom)
  throw new Error('Contexte : la connexion institutionnelle demande registre:domaine (adresse de retour).');

construireApplication(app, {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: contexte('region') ?? REGION_PAR_DEFAUT },
  domaine: nom && certificatArn ? { nom, certificatArn } : undefined,
  webAclArn: contexte('webAclArn'),
  fondCarteUrl: contexte('fondCarteUrl'),
  expediteur: contexte('expediteur'),
  courrielTeneurs: contexte('courrielTeneurs'),
  clavis:
    clavisIssuer && clavisClientId
      ? { issuer: clavisIssuer, clientId: clavisClientId, prefixeDomaine: contexte('clavisDomaine') ?? 'registre-coproprietes' }
      : undefined,
});

app.synth();
