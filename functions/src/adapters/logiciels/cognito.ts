/**
 * [issue 25] The accesses' clients in Cognito: one app client per access, with a generated secret, allowed only the
 * client credentials flow and the resource server's scopes (`logiciels/<portee>`, declared by the CDK data stack).
 * A renewal adds a secret and deletes the others (AddUserPoolClientSecret, DeleteUserPoolClientSecret: a client
 * holds two secrets at most), so the client id the software knows stays the same.
 */
import {
  AddUserPoolClientSecretCommand,
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  DeleteUserPoolClientCommand,
  DeleteUserPoolClientSecretCommand,
  ListUserPoolClientSecretsCommand,
  type ClientSecretDescriptorType,
} from '@aws-sdk/client-cognito-identity-provider';
import { scopeOAuth } from '@registre/shared/domain/logiciels/portees';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { config } from '../../platform/config.ts';
import type { RegistreClients } from './clients.ts';

/** Cognito's ClientName: `[\w\s+=,.@-]+`, 128 characters at most (accents and other signs become `-`). */
export function nomClientCognito(nomLogiciel: string): string {
  const ascii = nomLogiciel
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w\s+=,.@-]/g, '-')
    .trim();
  return `logiciel ${ascii || 'sans nom'}`.slice(0, 128);
}

/** The secrets to delete after a new one was added: every one but the new. */
export const secretsARetirer = (secrets: readonly ClientSecretDescriptorType[], nouveau: string): string[] =>
  secrets.map((s) => s.ClientSecretId).filter((id): id is string => !!id && id !== nouveau);

const introuvable = (e: unknown) => e instanceof Error && e.name === 'ResourceNotFoundException';

export function registreCognito(): RegistreClients {
  const cognito = new CognitoIdentityProviderClient({ region: config().AWS_REGION });
  const UserPoolId = config().USER_POOL_ID;
  return {
    async creer(nomLogiciel, portees) {
      const r = await cognito.send(
        new CreateUserPoolClientCommand({
          UserPoolId,
          ClientName: nomClientCognito(nomLogiciel),
          GenerateSecret: true,
          AllowedOAuthFlows: ['client_credentials'],
          AllowedOAuthFlowsUserPoolClient: true,
          AllowedOAuthScopes: portees.map(scopeOAuth),
          // no user signs in through it: only the refresh flow Cognito always keeps, and no identity provider
          ExplicitAuthFlows: ['ALLOW_REFRESH_TOKEN_AUTH'],
          AccessTokenValidity: 1,
          TokenValidityUnits: { AccessToken: 'hours' },
          PreventUserExistenceErrors: 'ENABLED',
          EnableTokenRevocation: true,
        }),
      );
      const c = r.UserPoolClient;
      if (!c?.ClientId || !c.ClientSecret) throw new ErreurMetier('SERVICE_INDISPONIBLE');
      return { clientId: c.ClientId, secret: c.ClientSecret };
    },

    async renouvelerSecret(ClientId) {
      const { ClientSecrets = [] } = await cognito.send(new ListUserPoolClientSecretsCommand({ UserPoolId, ClientId }));
      // two secrets at most: a renewal interrupted before its deletions left two, the older goes first
      const anciens = [...ClientSecrets].sort(
        (a, b) => (a.ClientSecretCreateDate?.getTime() ?? 0) - (b.ClientSecretCreateDate?.getTime() ?? 0),
      );
      const [plusAncien, ...restants] = anciens;
      if (anciens.length >= 2 && plusAncien.ClientSecretId)
        await cognito.send(
          new DeleteUserPoolClientSecretCommand({ UserPoolId, ClientId, ClientSecretId: plusAncien.ClientSecretId }),
        );
      const { ClientSecretDescriptor: nouveau } = await cognito.send(
        new AddUserPoolClientSecretCommand({ UserPoolId, ClientId }),
      );
      if (!nouveau?.ClientSecretId || !nouveau.ClientSecretValue) throw new ErreurMetier('SERVICE_INDISPONIBLE');
      for (const ClientSecretId of secretsARetirer(anciens.length >= 2 ? restants : anciens, nouveau.ClientSecretId))
        await cognito
          .send(new DeleteUserPoolClientSecretCommand({ UserPoolId, ClientId, ClientSecretId }))
          .catch((e: unknown) => {
            if (!introuvable(e)) throw e;
          });
      return { secret: nouveau.ClientSecretValue };
    },

    async supprimer(ClientId) {
      await cognito.send(new DeleteUserPoolClientCommand({ UserPoolId, ClientId })).catch((e: unknown) => {
        if (!introuvable(e)) throw e;
      });
    },
  };
}
