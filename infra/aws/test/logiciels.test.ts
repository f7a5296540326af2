/**
 * [issue 25] The web service for syndic software in AWS: Cognito's resource server `logiciels` and its scopes, the
 * token endpoint's domain (the institutional login's when it exists), the `logiciels` Lambda configured to verify the
 * software's tokens and allowed to manage their app clients, and nothing more of the pool.
 */
import { describe, expect, it } from 'vitest';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { construireApplication } from '../lib/application.ts';
import { ACTIONS_COGNITO_LOGICIELS } from '../lib/logiciels.ts';
import { nouvelleApp } from './outils.ts';

const application = construireApplication(nouvelleApp(), { site: null });
const donnees = Template.fromStack(application.donnees);
const api = Template.fromStack(application.api);

const fonctionLogiciels = () =>
  Object.values(api.findResources('AWS::Lambda::Function'))
    .map((f) => f.Properties)
    .find((p) => p.Environment.Variables.POWERTOOLS_SERVICE_NAME === 'registre-logiciels');

describe('service web des logiciels de syndic (Cognito)', () => {
  it('déclare le serveur de ressources « logiciels » et ses trois portées', () => {
    donnees.hasResourceProperties('AWS::Cognito::UserPoolResourceServer', {
      Identifier: 'logiciels',
      Scopes: [
        Match.objectLike({ ScopeName: 'lecture' }),
        Match.objectLike({ ScopeName: 'declaration' }),
        Match.objectLike({ ScopeName: 'mise-a-jour' }),
      ],
    });
  });

  it("crée un domaine pour le point d'accès des jetons, ou reprend celui de la connexion institutionnelle", () => {
    donnees.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    const avecClavis = construireApplication(nouvelleApp(), {
      site: null,
      domaine: { nom: 'registre.exemple.gouv.fr', certificatArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc' },
      clavis: { issuer: 'https://proconnect.exemple.gouv.fr/api/v2', clientId: 'c', prefixeDomaine: 'registre-test' },
    });
    const t = Template.fromStack(avecClavis.donnees);
    t.resourceCountIs('AWS::Cognito::UserPoolDomain', 1);
    t.hasResourceProperties('AWS::Cognito::UserPoolDomain', { Domain: 'registre-test' });
  });

  it("configure la Lambda « logiciels » : émetteur et clés du groupe d'utilisateurs, sans audience, point d'accès des jetons", () => {
    const v = fonctionLogiciels()!.Environment.Variables;
    expect(v.LOGICIELS_FOURNISSEUR).toBe('cognito');
    expect(v.LOGICIELS_AUDIENCE).toBeUndefined();
    expect(JSON.stringify(v.LOGICIELS_EMETTEUR)).toContain('https://cognito-idp.eu-west-3.');
    expect(JSON.stringify(v.LOGICIELS_JWKS_URL)).toContain('/.well-known/jwks.json');
    expect(JSON.stringify(v.LOGICIELS_URL_JETON)).toMatch(/auth\.eu-west-3\.amazoncognito\.com\/oauth2\/token/);
  });

  it("ne permet à la Lambda « logiciels » que la gestion des clients d'application, sur ce seul groupe", () => {
    const politiques = Object.entries(api.findResources('AWS::IAM::Policy')).map(([id, p]) => ({ id, texte: JSON.stringify(p) }));
    const logiciels = politiques.find((p) => p.id.startsWith('Arealogiciels'))!;
    const actions = [...logiciels.texte.matchAll(/"cognito-idp:(\w+)"/g)].map((m) => `cognito-idp:${m[1]}`).sort();
    expect(actions).toEqual([...ACTIONS_COGNITO_LOGICIELS].sort());
    expect(logiciels.texte).not.toContain('cognito-idp:Admin');
  });
});
