/**
 * Institutional login in AWS: ProConnect federated in the user pool (OpenID Connect identity provider, hosted-UI
 * domain, authorization code on the SPA's client), the Lambdas configured to speak to it, cdk-nag clean.
 */
import { describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { construireApplication } from '../lib/application.ts';
import { avertissementsNag, erreursNag, nouvelleApp } from './outils.ts';

const application = construireApplication(nouvelleApp(), {
  site: null,
  domaine: { nom: 'registre.exemple.gouv.fr', certificatArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
  clavis: {
    issuer: 'https://proconnect.exemple.gouv.fr/api/v2',
    clientId: 'registre-client',
    prefixeDomaine: 'registre-coproprietes-test',
  },
});
const donnees = Template.fromStack(application.donnees);
const api = Template.fromStack(application.api);

describe('connexion institutionnelle fédérée (ProConnect)', () => {
  it("déclare ProConnect comme fournisseur OpenID Connect de l'annuaire, avec ses attributs", () => {
    donnees.hasResourceProperties('AWS::Cognito::UserPoolIdentityProvider', {
      ProviderName: 'ProConnect',
      ProviderType: 'OIDC',
      ProviderDetails: Match.objectLike({
        client_id: 'registre-client',
        oidc_issuer: 'https://proconnect.exemple.gouv.fr/api/v2',
        authorize_scopes: 'openid email given_name usual_name siret organizational_unit niveau_geographique',
        attributes_request_method: 'GET',
      }),
      AttributeMapping: Match.objectLike({
        email: 'email',
        given_name: 'given_name',
        family_name: 'usual_name',
        'custom:siret': 'siret',
      }),
    });
    donnees.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'registre-coproprietes-test' });
  });

  it("n'ouvre au client de l'application que le code d'autorisation, vers la page de retour du site", () => {
    donnees.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      AllowedOAuthFlows: ['code'],
      AllowedOAuthFlowsUserPoolClient: true,
      CallbackURLs: ['https://registre.exemple.gouv.fr/compte/clavis'],
      LogoutURLs: ['https://registre.exemple.gouv.fr/'],
      SupportedIdentityProviders: ['ProConnect'],
      GenerateSecret: false,
    });
  });

  it('donne aux Lambda de quoi parler au domaine de connexion', () => {
    api.hasResourceProperties('AWS::Lambda::Function', {
      Environment: {
        Variables: Match.objectLike({
          CLAVIS_SESSION: 'cognito',
          CLAVIS_FOURNISSEUR: 'ProConnect',
          CLAVIS_REDIRECT_URI: 'https://registre.exemple.gouv.fr/compte/clavis',
          CLAVIS_SCOPES: 'openid email profile',
        }),
      },
    });
  });

  it("reste sans fédération quand elle n'est pas configurée", () => {
    const sans = Template.fromStack(construireApplication(nouvelleApp(), { site: null }).donnees);
    sans.resourceCountIs('AWS::Cognito::UserPoolIdentityProvider', 0);
    sans.hasResourceProperties('AWS::Cognito::UserPoolClient', { AllowedOAuthFlowsUserPoolClient: false });
  });

  it.each([application.donnees, application.api])('cdk-nag : aucune erreur ni avertissement non justifié (%s)', (pile) => {
    expect(erreursNag(pile)).toEqual([]);
    expect(avertissementsNag(pile)).toEqual([]);
  });
});
