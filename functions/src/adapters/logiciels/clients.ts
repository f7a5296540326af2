/**
 * [issue 25] The registry of the accesses' OAuth 2.0 clients: the identity provider that issues the software's tokens
 * (client credentials) keeps one client per access, with its secret and allowed scopes. The register never stores a
 * secret: it gets one from here when an access is created or renewed, shows it once, and forgets it.
 * The implementation is chosen by configuration alone (LOGICIELS_FOURNISSEUR): Cognito's user pool in AWS, the
 * embedded OpenID provider of the local cloud (its admin interface) locally.
 */
import type { PorteeLogiciel } from '@registre/shared/domain/logiciels/portees';
import { config } from '../../platform/config.ts';
import { registreCognito } from './cognito.ts';
import { registreLocal } from './local.ts';

export interface RegistreClients {
  /** a new client allowed the scopes `logiciels/<portee>` of these scopes, with a generated secret */
  creer(nomLogiciel: string, portees: readonly PorteeLogiciel[]): Promise<{ clientId: string; secret: string }>;
  /** a new secret; the previous ones stop working */
  renouvelerSecret(clientId: string): Promise<{ secret: string }>;
  /** the client and its secrets gone (no token any more); an unknown client is no error */
  supprimer(clientId: string): Promise<void>;
}

let registre: { fournisseur: string; impl: RegistreClients } | undefined;

export function registreClients(): RegistreClients {
  const fournisseur = config().LOGICIELS_FOURNISSEUR;
  if (registre?.fournisseur !== fournisseur)
    registre = { fournisseur, impl: fournisseur === 'cognito' ? registreCognito() : registreLocal() };
  return registre.impl;
}
