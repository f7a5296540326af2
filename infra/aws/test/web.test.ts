import { describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { construireApplication } from '../lib/application.ts';
import { CSP_API, STYLES_INLINE_DSFR } from '@registre/shared/securite/entetes';
import { CHEMINS_PRERENDUS, prerenduDe } from '@registre/shared/site/prerendus';
import { CODE_LIMITE_CORPS_API, CODE_REECRITURE_SPA } from '../lib/web-stack.ts';
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
  const politiques = Object.values(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).map(
    (p) => p.Properties.ResponseHeadersPolicyConfig,
  );
  const politiqueDe = (id: unknown) => {
    const [logique] = Object.entries(template.findResources('AWS::CloudFront::ResponseHeadersPolicy')).find(
      ([cle]) => JSON.stringify(id) === JSON.stringify({ Ref: cle }),
    )!;
    return template.findResources('AWS::CloudFront::ResponseHeadersPolicy')[logique].Properties.ResponseHeadersPolicyConfig;
  };

  it('envoie des en-têtes de sécurité sur le site comme sur l’API : HSTS deux ans avec preload, nosniff, DENY', () => {
    expect(politiques).toHaveLength(2);
    for (const p of politiques) {
      expect(p.SecurityHeadersConfig).toMatchObject({
        StrictTransportSecurity: {
          AccessControlMaxAgeSec: 63072000,
          IncludeSubdomains: true,
          Preload: true,
          Override: true,
        },
        ContentTypeOptions: { Override: true },
        FrameOptions: { FrameOption: 'DENY', Override: true },
        ContentSecurityPolicy: { Override: true, ContentSecurityPolicy: expect.anything() },
      });
    }
  });

  it('[issue 15] donne au site une CSP stricte : scripts et styles du site seuls (plus les deux styles de react-dsfr, par empreinte)', () => {
    const site = politiqueDe(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId);
    expect(site.SecurityHeadersConfig.ReferrerPolicy).toEqual({
      ReferrerPolicy: 'strict-origin-when-cross-origin',
      Override: true,
    });
    const csp = JSON.stringify(site.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self';",
      `style-src 'self' ${STYLES_INLINE_DSFR.join(' ')};`,
      "img-src 'self' data:;",
      "font-src 'self';",
      "connect-src 'self' https://cognito-idp.eu-west-3.",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    // uploads go straight to the documents bucket (presigned POST)
    expect(csp).toMatch(/connect-src 'self' https:\/\/cognito-idp[^;]*Documents/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it("[issue 12] ouvre la CSP du site à l'origine du fond de carte configuré (registre:fondCarteUrl), à elle seule", () => {
    const site = politiqueDe(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId);
    expect(JSON.stringify(site.SecurityHeadersConfig.ContentSecurityPolicy)).not.toContain('geopf');
    const avecFond = construireApplication(nouvelleApp(), {
      site: null,
      fondCarteUrl: 'https://data.geopf.fr/annexes/ressources/vectorTiles/styles/PLAN.IGN/standard.json',
    }).web;
    const [politique] = Object.values(Template.fromStack(avecFond).findResources('AWS::CloudFront::ResponseHeadersPolicy'))
      .map((p) => p.Properties.ResponseHeadersPolicyConfig)
      .filter((p) => JSON.stringify(p).includes('cognito-idp'));
    const cspFond = JSON.stringify(politique.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy);
    expect(cspFond).toContain("img-src 'self' data: blob: https://data.geopf.fr;");
    expect(cspFond).toMatch(/connect-src 'self' https:\/\/cognito-idp[^;]* https:\/\/data\.geopf\.fr;/);
  });

  it("[issue 15] donne à l'API sa propre politique : CSP_API (rien à charger, aucun cadre), pas de référent, pas de cache", () => {
    const api = politiqueDe(distribution.CacheBehaviors[0].ResponseHeadersPolicyId);
    expect(distribution.CacheBehaviors[0].ResponseHeadersPolicyId).not.toEqual(
      distribution.DefaultCacheBehavior.ResponseHeadersPolicyId,
    );
    expect(api.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy).toBe(CSP_API);
    expect(CSP_API).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(api.SecurityHeadersConfig.ReferrerPolicy).toEqual({ ReferrerPolicy: 'no-referrer', Override: true });
    // the Lambdas send no-store (functions/src/platform/http.ts); CloudFront adds it to an answer without one
    expect(api.CustomHeadersConfig.Items).toEqual([{ Header: 'Cache-Control', Value: 'no-store', Override: false }]);
  });

  it("sert l'API sous /api/* sans cache et avec tous les en-têtes sauf Host", () => {
    expect(distribution.CacheBehaviors).toHaveLength(1);
    expect(distribution.CacheBehaviors[0]).toMatchObject({
      PathPattern: '/api/*',
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

  it("[issue 24] compresse les réponses de l'API (brotli, gzip) sans rien garder, la clé de cache par compte", () => {
    const comportement = distribution.CacheBehaviors[0];
    expect(comportement.Compress).toBe(true);
    const [[id, politique]] = Object.entries(template.findResources('AWS::CloudFront::CachePolicy'));
    expect(comportement.CachePolicyId).toEqual({ Ref: id });
    const config = politique.Properties.CachePolicyConfig;
    expect(config).toMatchObject({ DefaultTTL: 0, MinTTL: 0, MaxTTL: 1 });
    expect(config.ParametersInCacheKeyAndForwardedToOrigin).toMatchObject({
      EnableAcceptEncodingBrotli: true,
      EnableAcceptEncodingGzip: true,
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['Authorization'] },
      CookiesConfig: { CookieBehavior: 'none' },
      QueryStringsConfig: { QueryStringBehavior: 'all' },
    });
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

  it('[issue 15] répond 413 en français, à la périphérie, à un corps de plus de 10 Mo envoyé à l’API', () => {
    expect(distribution.CacheBehaviors[0].FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: expect.anything() },
    ]);
    const handler = new Function(`${CODE_LIMITE_CORPS_API}; return handler;`)() as (e: unknown) => {
      statusCode?: number;
      body?: string;
    };
    const requete = (longueur?: number) => ({
      request: {
        uri: '/api/coproprietes/rattachement',
        headers: longueur ? { 'content-length': { value: String(longueur) } } : {},
      },
    });
    expect(handler(requete(10 * 1024 * 1024))).toEqual(requete(10 * 1024 * 1024).request);
    expect(handler(requete())).toEqual(requete().request);
    const refus = handler(requete(10 * 1024 * 1024 + 1));
    expect(refus.statusCode).toBe(413);
    expect(JSON.parse(refus.body!)).toMatchObject({
      code: 'REQUETE_TROP_VOLUMINEUSE',
      message: expect.stringContaining('10 Mo'),
    });
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

  it('sert les pages publiques prérendues par la construction, comme la passerelle locale (prerenduDe)', () => {
    expect(reecrire('/')).toBe('/prerendu/accueil.html');
    expect(reecrire('/annuaire')).toBe('/prerendu/annuaire.html');
    expect(reecrire('/annuaire/')).toBe('/prerendu/annuaire.html');
    expect(reecrire('/aide/registreetmoi')).toBe('/prerendu/aide/registreetmoi.html');
    expect(reecrire('/annuaire/copropriete/12')).toBe('/index.html');
    for (const chemin of CHEMINS_PRERENDUS) expect(reecrire(chemin)).toBe(prerenduDe(chemin));
  });

  it('ne déploie le contenu du site que si web/dist existe, et reste conforme à cdk-nag dans les deux cas', () => {
    template.resourceCountIs('Custom::CDKBucketDeployment', 0);

    const site = dossierTemporaire({ 'index.html': '<!doctype html><title>Registre</title>' });
    const avecSite = construireApplication(nouvelleApp(), { site });
    const gabarit = Template.fromStack(avecSite.web);
    gabarit.resourceCountIs('Custom::CDKBucketDeployment', 1);
    // [issue 12] the site and its /config.json (user pool, client, region, version), resolved at deployment
    const [deploiement] = Object.values(gabarit.findResources('Custom::CDKBucketDeployment')) as {
      Properties: { SourceObjectKeys: unknown[]; SourceMarkers: Record<string, unknown>[] };
    }[];
    expect(deploiement.Properties.SourceObjectKeys).toHaveLength(2);
    expect(JSON.stringify(deploiement.Properties.SourceMarkers)).toMatch(/Utilisateurs/);
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
