import { describe, expect, it } from 'vitest';
import { appeler, utiliserEnvCloud } from '../support/api.ts';

describe('nuage local', () => {
  it('tient les indicateurs à jour à partir du flux de la table', async () => {
    utiliserEnvCloud();
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const lire = async (nom: string) => (await db().entities.compteur.get({ nom }).go()).data?.valeur;
    let u: number | undefined;
    for (let i = 0; i < 50 && u !== 17; i++) {
      u = await lire('nbUtilisateurs');
      if (u !== 17) await new Promise((r) => setTimeout(r, 200));
    }
    expect(u).toBe(17); // 16 demo profiles + the built-in institutional account
    expect(await lire('nbTeledeclarants')).toBe(3);
  });

  it('répond au protocole Step Functions : le SDK démarre les workflows comme dans AWS', async () => {
    utiliserEnvCloud();
    const { demarrerWorkflow } = await import('@registre/functions/adapters/workflows/index');
    await expect(demarrerWorkflow('inexistant', {})).rejects.toMatchObject({ name: 'StateMachineDoesNotExist' });
  });

  it('sert la configuration publique de l’application et la boîte d’envoi locale', async () => {
    const config = await appeler<{ userPoolId: string; clientId: string; version: string }>('GET', '/config.json');
    expect(config.corps).toMatchObject({ userPoolId: expect.any(String), clientId: expect.any(String), version: expect.stringMatching(/^\d/) });
    utiliserEnvCloud();
    const { envoyerCourriel } = await import('@registre/functions/adapters/messagerie/index');
    await envoyerCourriel({ a: 'syndic@exemple.fr', sujet: 'Essai de la boîte d’envoi', texte: 'Bonjour' });
    const page = await appeler<string>('GET', '/_local/courriels');
    expect(page.corps).toContain('Essai de la boîte d’envoi');
  });
});
