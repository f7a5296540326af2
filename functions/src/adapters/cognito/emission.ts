/**
 * Identity port, Cognito adapter: a register session for an account that signs in elsewhere (the institutional
 * identity provider when it is not federated in Cognito, as on the local cloud). The account gets a random
 * password that nobody knows, renewed at each sign-in, and the usual USER_PASSWORD_AUTH tokens — the very tokens
 * POST api/authentication returns, which the gateway and the SPA already handle.
 */
import { randomBytes } from 'node:crypto';
import { authentifier, creerIdentite, type Jetons } from './index.ts';

export async function emettreJetons(login: string, email: string, groupe: string): Promise<Jetons> {
  // 32 random characters plus one of each class the pool's policy requires
  const motDePasse = `${randomBytes(24).toString('base64url')}Aa1!`;
  await creerIdentite(login, email, motDePasse, groupe);
  const jetons = await authentifier(login, motDePasse);
  if (!jetons) throw new Error("Le fournisseur d'identité a refusé la session émise");
  return jetons;
}
