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

construireApplication(app, {
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: contexte('region') ?? REGION_PAR_DEFAUT },
  domaine: nom && certificatArn ? { nom, certificatArn } : undefined,
  webAclArn: contexte('webAclArn'),
  expediteur: contexte('expediteur'),
});

app.synth();
