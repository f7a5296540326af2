import { describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { construireApplication } from '../lib/application.ts';
import { CODE_REECRITURE_SPA } from '../lib/web-stack.ts';
import { dossierTemporaire, erreursNag, nouvelleApp } from './outils.ts';

const { web } = construireApplication(nouvelleApp(), { site: null });
const template = Template.fromStack(web);
const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution')).map(
  (d) => d.Properties.DistributionConfig,
);

/** Runs the CloudFront Function on a URI, as the viewer-request event would. */
function reecrire(uri: string): string {
  const handler = new Function(`${CODE_REECRITURE_SPA}; return handler;`)() as (e: unknown) => { uri: string };
  return handler({ request: { uri } }).uri;
}

describe('pile web', () => {
  it('envoie des en-têtes de sécurité : HSTS deux ans avec preload, CSP stricte, nosniff, DENY, referrer', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: {
        SecurityHeadersConfig: {
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 63072000,
            IncludeSubdomains: true,
            Preload: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: Match.anyValue() },
        },
      },
    });
    const [politique] = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    const csp = JSON.stringify(politique.Properties.ResponseHeadersPolicyConfig.SecurityHeadersConfig.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "img-src 'self' data:",
      "style-src 'self' 'unsafe-inline'",
      "script-src 'self'",
      "connect-src 'self' https://cognito-idp.eu-west-3.",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it('applique la politique d’en-têtes au site comme à l’API', () => {
    expect(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId).toBeDefined();
    expect(distribution.CacheBehaviors[0].ResponseHeadersPolicyId).toEqual(
      distribution.DefaultCacheBehavior.ResponseHeadersPolicyId,
    );
  });

  it("sert l'API sous /api/* sans cache et avec tous les en-têtes sauf Host", () => {
    expect(distribution.CacheBehaviors).toHaveLength(1);
    expect(distribution.CacheBehaviors[0]).toMatchObject({
      PathPattern: '/api/*',
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad', // Managed-CachingDisabled
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac', // Managed-AllViewerExceptHostHeader
      ViewerProtocolPolicy: 'https-only',
    });
    expect(distribution.CacheBehaviors[0].AllowedMethods).toContain('POST');
    const origineApi = distribution.Origins.find((o: { Id: string }) => o.Id === distribution.CacheBehaviors[0].TargetOriginId);
    expect(origineApi.CustomOriginConfig).toEqual({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    expect(JSON.stringify(origineApi.DomainName)).toContain('ApiEndpoint');
  });

  it("sert le site depuis un compartiment privé par contrôle d'accès d'origine, sans réponse d'erreur personnalisée", () => {
    expect(distribution.DefaultRootObject).toBe('index.html');
    expect(distribution.CustomErrorResponses).toBeUndefined();
    const origineSite = distribution.Origins.find(
      (o: { Id: string }) => o.Id === distribution.DefaultCacheBehavior.TargetOriginId,
    );
    expect(origineSite.OriginAccessControlId).toBeDefined();
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    expect(distribution.Logging.Prefix).toBe('cloudfront/');
  });

  it('réécrit les routes de la SPA vers /index.html et laisse passer les fichiers', () => {
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    expect(reecrire('/copropriete/12345')).toBe('/index.html');
    expect(reecrire('/compte/inscription')).toBe('/index.html');
    expect(reecrire('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(reecrire('/dsfr/icons/system/fr--warning-line.svg')).toBe('/dsfr/icons/system/fr--warning-line.svg');
  });

  it('ne déploie le contenu du site que si web/dist existe, et reste conforme à cdk-nag dans les deux cas', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);

    const site = dossierTemporaire({ 'index.html': '<!doctype html><title>Registre</title>' });
    const avecSite = construireApplication(nouvelleApp(), { site });
    Template.fromStack(avecSite.web).resourceCountIs('Custom::CDKBucketDeployment', 1);
    expect(erreursNag(avecSite.web)).toEqual([]);
  });

  it('applique TLS 1.2 et le certificat quand un domaine est configuré', () => {
    const avecDomaine = construireApplication(nouvelleApp(), {
      site: null,
      domaine: {
        nom: 'registre.example.fr',
        certificatArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
      },
    });
    const config = Object.values(Template.fromStack(avecDomaine.web).findResources('AWS::CloudFront::Distribution'))[0].Properties
      .DistributionConfig;
    expect(config.Aliases).toEqual(['registre.example.fr']);
    expect(config.ViewerCertificate).toMatchObject({
      MinimumProtocolVersion: 'TLSv1.2_2021',
      SslSupportMethod: 'sni-only',
    });
    expect(erreursNag(avecDomaine.web)).toEqual([]);
    // uploads are then accepted from that origin only
    Template.fromStack(avecDomaine.donnees).hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://registre.example.fr'] })] },
    });
  });
});
