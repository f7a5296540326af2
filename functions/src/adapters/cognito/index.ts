/** Identity port, Cognito adapter: the only place that talks to the user pool. */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { config, selonConfig } from '../../platform/config.ts';

const cognito = selonConfig((c) => new CognitoIdentityProviderClient({ region: c.AWS_REGION }));

export interface Jetons {
  idToken: string;
  accessToken: string;
  refreshToken: string | null;
  expiresIn: number;
}

const REFUS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'PasswordResetRequiredException',
  'UserNotConfirmedException',
]);

/** USER_PASSWORD_AUTH; `null` when the credentials are refused, whatever the reason (never tell which). */
export async function authentifier(login: string, motDePasse: string): Promise<Jetons | null> {
  try {
    const r = await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: config().USER_POOL_CLIENT_ID,
        AuthParameters: { USERNAME: login, PASSWORD: motDePasse },
      }),
    );
    const a = r.AuthenticationResult;
    if (!a?.IdToken || !a.AccessToken) return null;
    return {
      idToken: a.IdToken,
      accessToken: a.AccessToken,
      refreshToken: a.RefreshToken ?? null,
      expiresIn: a.ExpiresIn ?? 3600,
    };
  } catch (e) {
    if (e instanceof Error && REFUS.has(e.name)) return null;
    throw e;
  }
}

export async function revoquer(refreshToken: string): Promise<void> {
  await cognito().send(new RevokeTokenCommand({ ClientId: config().USER_POOL_CLIENT_ID, Token: refreshToken }));
}

export async function changerEmail(login: string, email: string): Promise<void> {
  await cognito().send(
    new AdminUpdateUserAttributesCommand({
      UserPoolId: config().USER_POOL_ID,
      Username: login,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
}

/** Creates (or re-creates idempotently) a sign-in for `login`, with a permanent password and its profile group. */
export async function creerIdentite(login: string, email: string, motDePasse: string, groupe: string): Promise<void> {
  const UserPoolId = config().USER_POOL_ID;
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: login,
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } catch (e) {
    if (!(e instanceof Error && e.name === 'UsernameExistsException')) throw e;
  }
  await cognito().send(new AdminSetUserPasswordCommand({ UserPoolId, Username: login, Password: motDePasse, Permanent: true }));
  await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId, Username: login, GroupName: groupe }));
}

export async function creerGroupe(nom: string, description: string): Promise<void> {
  try {
    await cognito().send(new CreateGroupCommand({ UserPoolId: config().USER_POOL_ID, GroupName: nom, Description: description }));
  } catch (e) {
    if (!(e instanceof Error && e.name === 'GroupExistsException')) throw e;
  }
}

// --- issue 3: passwords, profile groups, deletion ---------------------------------------------------------

const absent = (e: unknown) => e instanceof Error && e.name === 'UserNotFoundException';

/** Sets a permanent password; `false` when the pool has no such user (the caller then creates the identity). */
export async function definirMotDePasse(login: string, motDePasse: string): Promise<boolean> {
  try {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: config().USER_POOL_ID,
        Username: login,
        Password: motDePasse,
        Permanent: true,
      }),
    );
    return true;
  } catch (e) {
    if (absent(e)) return false;
    throw e;
  }
}

/** Checks a password by signing in with it (USER_PASSWORD_AUTH); the tokens are thrown away. */
export async function verifierMotDePasse(login: string, motDePasse: string): Promise<boolean> {
  return (await authentifier(login, motDePasse)) !== null;
}

/** The user's profile group becomes `groupe` (every other group left); nothing when the user has no identity yet. */
export async function changerGroupe(login: string, groupe: string): Promise<void> {
  const UserPoolId = config().USER_POOL_ID;
  try {
    const { Groups = [] } = await cognito().send(new AdminListGroupsForUserCommand({ UserPoolId, Username: login }));
    for (const g of Groups) {
      if (g.GroupName && g.GroupName !== groupe) {
        await cognito().send(new AdminRemoveUserFromGroupCommand({ UserPoolId, Username: login, GroupName: g.GroupName }));
      }
    }
    if (!Groups.some((g) => g.GroupName === groupe)) {
      await cognito().send(new AdminAddUserToGroupCommand({ UserPoolId, Username: login, GroupName: groupe }));
    }
  } catch (e) {
    if (!absent(e)) throw e;
  }
}

/** Deletes the sign-in of a deleted account (its username becomes free again); idempotent. */
export async function supprimerIdentite(login: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: config().USER_POOL_ID, Username: login }));
  } catch (e) {
    if (!absent(e)) throw e;
  }
}
