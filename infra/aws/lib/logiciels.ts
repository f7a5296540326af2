/**
 * [issue 25] The authorization server of the web service for syndic software, in Cognito: the resource server
 * `logiciels` with one scope per `portee` (read, declare, update), the user pool domain that serves its token endpoint
 * (`/oauth2/token`, client credentials), the variables the `logiciels` Lambda verifies tokens and manages the
 * accesses' app clients with, and the IAM actions it needs for the latter (one app client per access, created,
 * given a new secret, deleted by functions/src/adapters/logiciels/cognito.ts).
 */
import { Stack, aws_cognito as cognito, aws_iam as iam } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { LIBELLES_PORTEES, PORTEES_LOGICIEL, SERVEUR_RESSOURCES_LOGICIELS } from '@registre/shared/domain/logiciels/portees';

export interface AutorisationLogiciels {
  readonly serveurRessources: cognito.UserPoolResourceServer;
  /** the domain of the token endpoint: the institutional login's when there is one (one Cognito domain per pool) */
  readonly domaine: cognito.UserPoolDomain;
}

/** Declares the resource server and, without one already, a domain `<prefixe>.auth.<region>.amazoncognito.com`. */
export function autorisationLogiciels(
  scope: Construct,
  pool: cognito.UserPool,
  domaineExistant: cognito.UserPoolDomain | undefined,
  prefixeDomaine: string | undefined,
): AutorisationLogiciels {
  const serveurRessources = pool.addResourceServer('ServeurRessourcesLogiciels', {
    identifier: SERVEUR_RESSOURCES_LOGICIELS,
    userPoolResourceServerName: 'Service web des logiciels de syndic',
    scopes: PORTEES_LOGICIEL.map(
      (p) => new cognito.ResourceServerScope({ scopeName: p, scopeDescription: LIBELLES_PORTEES[p].slice(0, 256) }),
    ),
  });
  const domaine =
    domaineExistant ??
    pool.addDomain('DomaineLogiciels', {
      cognitoDomain: { domainPrefix: prefixeDomaine ?? `registre-logiciels-${Stack.of(scope).account}` },
    });
  return { serveurRessources, domaine };
}

/**
 * The variables of the `logiciels` Lambda: Cognito keeps the clients; its access tokens are verified with the pool's
 * issuer and keys, without audience (they carry `client_id`, no `aud`).
 */
export function environnementLogiciels(pool: cognito.IUserPool, a: AutorisationLogiciels): Record<string, string> {
  const stack = Stack.of(pool);
  const emetteur = `https://cognito-idp.${stack.region}.${stack.urlSuffix}/${pool.userPoolId}`;
  return {
    LOGICIELS_FOURNISSEUR: 'cognito',
    LOGICIELS_EMETTEUR: emetteur,
    LOGICIELS_JWKS_URL: `${emetteur}/.well-known/jwks.json`,
    LOGICIELS_URL_JETON: `${a.domaine.baseUrl()}/oauth2/token`,
  };
}

/** What the `logiciels` Lambda does to the pool's app clients, and nothing else of the pool. */
export const ACTIONS_COGNITO_LOGICIELS = [
  'cognito-idp:CreateUserPoolClient',
  'cognito-idp:DeleteUserPoolClient',
  'cognito-idp:AddUserPoolClientSecret',
  'cognito-idp:ListUserPoolClientSecrets',
  'cognito-idp:DeleteUserPoolClientSecret',
] as const;

export function accorderClientsLogiciels(role: iam.IRole, pool: cognito.IUserPool) {
  role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: [...ACTIONS_COGNITO_LOGICIELS], resources: [pool.userPoolArn] }));
}
