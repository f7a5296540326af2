import { describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { ROUTES } from '@registre/shared/routes/index';
import { ACTIONS_COGNITO_COMPTES } from '../lib/api-stack.ts';
import { construireApplication } from '../lib/application.ts';
import { RUNTIME } from '../lib/config.ts';
import { CODE_BUNDLE_ABSENT } from '../lib/fonction.ts';
import { dossierTemporaire, nouvelleApp } from './outils.ts';

const { api } = construireApplication(nouvelleApp(), { site: null });
const template = Template.fromStack(api);
const areas = [...new Set(ROUTES.map((r) => r.area))];

/** CloudFormation resources of a type, by logical id. */
const ressources = (type: string) => Object.entries(template.findResources(type));

/** Properties of the API areas' functions (the stream projector set aside). */
const fonctionsDesDomaines = (t: Template) =>
  Object.values(t.findResources('AWS::Lambda::Function'))
    .map((f) => f.Properties)
    .filter((p) => p.Environment.Variables.POWERTOOLS_SERVICE_NAME !== 'registre-projecteurs');

describe('moteur d’exécution des fonctions', () => {
  it('déploie chaque fonction Node.js de chaque pile sur nodejs24.x ; seule la copie du site (aws-cdk-lib) est en Python', () => {
    expect(RUNTIME.name).toBe('nodejs24.x');
    // with the site, so that BucketDeployment's own singleton function is in the web stack too
    const application = construireApplication(nouvelleApp(), { site: dossierTemporaire({ 'index.html': '<title>R</title>' }) });
    const piles = [application.donnees, application.workflows, application.api, application.web].filter((p) => p !== undefined);
    const runtimes = piles.flatMap((pile) =>
      Object.entries(Template.fromStack(pile).findResources('AWS::Lambda::Function')).map(([id, f]) => ({
        pile: pile.stackName,
        id,
        runtime: f.Properties.Runtime as string,
      })),
    );
    const node = runtimes.filter((r) => r.runtime.startsWith('nodejs'));
    expect(node.length).toBeGreaterThan(areas.length); // the areas, the projector and the workflow tasks
    expect(node.filter((r) => r.runtime !== 'nodejs24.x')).toEqual([]);
    // BucketDeployment's handler is Python (aws-cdk-lib fixes it, with the AWS CLI layer): the only other one
    expect(runtimes.filter((r) => !r.runtime.startsWith('nodejs'))).toEqual([
      {
        pile: 'RegistreWeb',
        id: expect.stringMatching(/^CustomCDKBucketDeployment/),
        runtime: expect.stringMatching(/^python3\./),
      },
    ]);
  });
});

describe("pile d'API", () => {
  it('crée exactement une route par route déclarée, avec la bonne autorisation', () => {
    const routes = ressources('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
    expect(routes).toHaveLength(ROUTES.length);
    const parCle = new Map(routes.map((r) => [r.RouteKey as string, r]));
    for (const route of ROUTES) {
      const r = parCle.get(`${route.method} ${route.path}`);
      expect(r, `${route.id} absente`).toBeDefined();
      expect(r.AuthorizationType, route.id).toBe(route.acces === 'public' ? 'NONE' : 'JWT');
      if (route.acces !== 'public') expect(r.AuthorizerId, route.id).toBeDefined();
      else expect(r.AuthorizerId, route.id).toBeUndefined();
    }
  });

  it("n'a pas de route $default : un chemin non déclaré reçoit le 404 d'API Gateway", () => {
    const cles = ressources('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey);
    expect(cles).not.toContain('$default');
    template.resourcePropertiesCountIs('AWS::ApiGatewayV2::Api', { CorsConfiguration: Match.anyValue() }, 0);
  });

  it("vérifie les jetons avec l'émetteur du groupe d'utilisateurs et le client web pour audience", () => {
    template.resourceCountIs('AWS::ApiGatewayV2::Authorizer', 1);
    const [[, autorisateur]] = ressources('AWS::ApiGatewayV2::Authorizer');
    expect(autorisateur.Properties.AuthorizerType).toBe('JWT');
    expect(autorisateur.Properties.IdentitySource).toEqual(['$request.header.Authorization']);
    const texte = JSON.stringify(autorisateur.Properties.JwtConfiguration);
    expect(texte).toContain('https://cognito-idp.eu-west-3.');
    expect(texte).toMatch(/Utilisateurs[0-9A-F]+/);
    expect(texte).toMatch(/UtilisateursClientWeb/);
  });

  it('crée une Lambda par domaine ayant des routes, configurée pour la production', () => {
    const fonctions = fonctionsDesDomaines(template);
    expect(fonctions).toHaveLength(areas.length);
    expect(fonctions.map((f) => f.Environment.Variables.POWERTOOLS_SERVICE_NAME).sort()).toEqual(
      areas.map((a) => `registre-${a}`).sort(),
    );
    for (const f of fonctions) {
      expect(f).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        MemorySize: 512,
        Timeout: 29,
        Handler: 'index.handler',
        TracingConfig: { Mode: 'Active' },
      });
      expect(f.LoggingConfig.LogGroup).toBeDefined();
      // [issue 25] the web service's Lambda also verifies the software's tokens and manages their clients
      const logiciels =
        f.Environment.Variables.POWERTOOLS_SERVICE_NAME === 'registre-logiciels'
          ? ['LOGICIELS_EMETTEUR', 'LOGICIELS_FOURNISSEUR', 'LOGICIELS_JWKS_URL', 'LOGICIELS_URL_JETON']
          : [];
      expect(Object.keys(f.Environment.Variables).sort()).toEqual(
        [
          ...logiciels,
          'APP_VERSION',
          'BUCKET_DOCUMENTS',
          'BUCKET_EXPORTS',
          'BUCKET_IMPORTS',
          'CAPTCHA_BYPASS',
          'EXPORT_SEGMENTS',
          'GEOCODAGE_ADAPTER',
          'MAILJET_API_KEY',
          'MAILJET_API_SECRET',
          'MAILJET_LIST_ID',
          'MAIL_ADAPTER',
          'NEWSLETTER_ADAPTER',
          'POWERTOOLS_SERVICE_NAME',
          'SIRENE_ADAPTER',
          'SIRENE_API_KEY',
          'STAGE',
          'TABLE_NAME',
          'USER_POOL_CLIENT_ID',
          'USER_POOL_ID',
          'WORKFLOW_ARN_PREFIX',
        ].sort(),
      );
      expect(f.Environment.Variables).toMatchObject({
        STAGE: 'production',
        CAPTCHA_BYPASS: 'false',
        NEWSLETTER_ADAPTER: 'mailjet',
        MAIL_ADAPTER: 'ses',
        APP_VERSION: '1.7.0-SNAPSHOT',
        GEOCODAGE_ADAPTER: 'ign',
      });
      // the Mailjet credentials come from Secrets Manager, resolved by CloudFormation
      expect(f.Environment.Variables.MAILJET_API_KEY).toBe('{{resolve:secretsmanager:registre/mailjet:SecretString:apiKey::}}');
    }
  });

  it("donne l'expéditeur configuré et le droit d'envoyer par SES aux domaines qui écrivent des courriels", () => {
    const avecExpediteur = construireApplication(nouvelleApp(), {
      site: null,
      expediteur: 'ne-pas-repondre@registre.example.fr',
    });
    const t = Template.fromStack(avecExpediteur.api);
    for (const f of fonctionsDesDomaines(t)) {
      expect(f.Environment.Variables.MAIL_FROM).toBe('ne-pas-repondre@registre.example.fr');
    }
    const politiques = Object.entries(t.findResources('AWS::IAM::Policy')).map(([id, p]) => ({
      id,
      texte: JSON.stringify(p),
    }));
    const ses = politiques.filter((p) => p.texte.includes('ses:SendEmail'));
    expect(ses.map((p) => p.id.replace(/RoleDefaultPolicy.*/, '')).sort()).toEqual([
      'Areacomptes',
      'Areacoproprietes', // [issue 5] removals and dissolution decisions told to the syndic
      'Areadeclarations',
      'Arealogiciels', // [issue 25] the web service calls the forms' use cases, with their mails
      'Areamandats',
      'Areapublic',
      'Areateledeclarants',
      'Areavalidations', // [issue 4] mails to declarants and keepers
    ]);
    expect(ses[0].texte).toContain(':identity/registre.example.fr');
  });

  it('alimente le projecteur par le flux de la table, avec une file pour les lots en échec', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: Match.anyValue(),
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 5,
      ParallelizationFactor: 4,
      BatchSize: 100,
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
    });
    const [mapping] = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'));
    expect(JSON.stringify(mapping.Properties.EventSourceArn)).toContain('StreamArn');
    template.resourceCountIs('AWS::SQS::Queue', 1);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ POWERTOOLS_SERVICE_NAME: 'registre-projecteurs' }) },
    });
  });

  it('limite le débit et journalise les accès du stage par défaut', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() },
      AccessLogSettings: { DestinationArn: Match.anyValue(), Format: Match.stringLikeRegexp('requestId') },
    });
  });

  it('[issue 12] ne passe au projecteur que les enregistrements des entités qu’il lit', () => {
    const [[, mapping]] = ressources('AWS::Lambda::EventSourceMapping');
    const texte = JSON.stringify((mapping as { Properties: { FilterCriteria: unknown } }).Properties.FilterCriteria);
    for (const e of ['copropriete', 'demandeValidation', 'utilisateur', 'teledeclarant']) expect(texte).toContain(e);
    expect(texte).toContain('NewImage');
    expect(texte).toContain('OldImage');
  });

  it('[issue 12] limite chaque route anonyme (annuaire, statistiques) et elles seules', () => {
    const [[, stage]] = ressources('AWS::ApiGatewayV2::Stage');
    const reglages = (stage as { Properties: { RouteSettings: Record<string, unknown> } }).Properties.RouteSettings;
    const limite = { ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 };
    expect(reglages['POST /api/public/annuaire/rechercherAnnuaire']).toEqual(limite);
    expect(reglages['GET /api/public/statistiques/telechargerRapportBo']).toEqual(limite);
    expect(reglages['GET /api/public/annuaire/coproannuairedetail/{id}']).toEqual(limite);
    expect(reglages['GET /api/account']).toBeUndefined();
  });

  it("ne donne l'administration des comptes Cognito qu'aux domaines comptes et teledeclarants", () => {
    const politiques = ressources('AWS::IAM::Policy').map(([id, p]) => ({ id, texte: JSON.stringify(p) }));
    // [issue 25] the web service's Lambda manages the software's app clients only (asserted in logiciels.test.ts)
    const avecCognito = politiques.filter((p) => p.texte.includes('cognito-idp:') && !p.id.startsWith('Arealogiciels'));
    expect(avecCognito.map((p) => p.id).sort()).toEqual([
      expect.stringMatching(/^Areacomptes/),
      expect.stringMatching(/^Areateledeclarants/),
    ]);
    for (const p of avecCognito) for (const action of ACTIONS_COGNITO_COMPTES) expect(p.texte).toContain(action);
    // reference lists only read the table
    const referentiels = politiques.find((p) => p.id.startsWith('Areareferentiels'))!;
    expect(referentiels.texte).toContain('dynamodb:Query');
    expect(referentiels.texte).not.toContain('dynamodb:PutItem');
  });

  it("[issue 14] l'annuaire lit la table et n'ajoute qu'au compteur des rapports téléchargés (LeadingKeys)", () => {
    const politiques = ressources('AWS::IAM::Policy').map(([id, p]) => ({ id, texte: JSON.stringify(p) }));
    const annuaire = politiques.find((p) => p.id.startsWith('Areaannuaire'))!;
    expect(annuaire.texte).toContain('dynamodb:Query');
    expect(annuaire.texte).toContain('dynamodb:UpdateItem');
    expect(annuaire.texte).toContain('"dynamodb:LeadingKeys":["INDICATEUR#RAPPORT_BO"]');
    for (const action of ['dynamodb:PutItem', 'dynamodb:DeleteItem', 'dynamodb:BatchWriteItem'])
      expect(annuaire.texte).not.toContain(action);
  });

  it("n'attache aucune politique gérée par AWS aux rôles des fonctions", () => {
    for (const [, role] of ressources('AWS::IAM::Role')) expect(role.Properties.ManagedPolicyArns).toBeUndefined();
  });

  it('emballe le bundle du domaine quand il existe, sinon une fonction qui échoue explicitement', () => {
    expect(
      ressources('AWS::Lambda::Function').every(
        ([, f]) => f.Properties.Code.ZipFile === CODE_BUNDLE_ABSENT || f.Properties.Code.S3Key,
      ),
    ).toBe(true);

    const bundles = dossierTemporaire(
      Object.fromEntries(areas.map((a) => [`${a}/index.mjs`, 'export const handler = async () => ({});'])),
    );
    const avecBundles = construireApplication(nouvelleApp(), { site: null, dossierBundlesApi: bundles });
    const fonctions = fonctionsDesDomaines(Template.fromStack(avecBundles.api));
    expect(fonctions).toHaveLength(areas.length);
    for (const f of fonctions) {
      expect(f.Code.ZipFile).toBeUndefined();
      expect(f.Code.S3Key).toMatch(/\.zip$/);
    }
    expect(Object.values(avecBundles.api.fonctions).every((f) => f.bundlePresent)).toBe(true);
  });

  it('refuse deux routes de même forme, qui entreraient en conflit dans API Gateway', () => {
    const [premiere] = ROUTES;
    const doublon = { ...premiere, id: `${premiere.id}.doublon`, path: premiere.path.replace(/\{[^}]+\}/g, '{autre}') };
    expect(() => construireApplication(nouvelleApp(), { site: null, routes: [premiere, doublon] })).toThrow(/Routes en conflit/);
  });
});
