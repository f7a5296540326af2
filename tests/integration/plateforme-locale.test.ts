import { describe, expect, it } from 'vitest';
import { appeler, projectionsAJour, utiliserEnvCloud } from '../support/api.ts';

describe('nuage local', () => {
  it('tient les indicateurs à jour à partir du flux de la table', async () => {
    utiliserEnvCloud();
    const { db } = await import('@registre/functions/adapters/dynamodb/service');
    const lire = async (nom: string) => (await db().entities.compteur.get({ nom }).go()).data?.valeur;
    // other test files create accounts in the same cloud meanwhile: the counters must match the table itself
    // (the projector counts what is not SUPPRIME). One scan for both kinds, only their kind read back: the suite's
    // table holds some 200 000 items by the time this file runs.
    const { DynamoDBClient, paginateScan } = await import('@aws-sdk/client-dynamodb');
    const client = new DynamoDBClient({});
    const compter = async () => {
      const n = { u: 0, t: 0 };
      const pages = paginateScan(
        { client, pageSize: 5000 },
        {
          TableName: process.env.TABLE_NAME,
          FilterExpression: '#e IN (:u, :t) AND (attribute_not_exists(#s) OR #s <> :supprime)',
          ProjectionExpression: '#e',
          ExpressionAttributeNames: { '#e': '__edb_e__', '#s': 'statut' },
          ExpressionAttributeValues: { ':u': { S: 'utilisateur' }, ':t': { S: 'teledeclarant' }, ':supprime': { S: 'SUPPRIME' } },
        },
      );
      for await (const page of pages) for (const i of page.Items ?? []) n[i.__edb_e__.S === 'utilisateur' ? 'u' : 't']++;
      return n;
    };
    await projectionsAJour();
    let attendu = await compter();
    let lu = { u: await lire('nbUtilisateurs'), t: await lire('nbTeledeclarants') };
    for (let i = 0; i < 50 && (lu.u !== attendu.u || lu.t !== attendu.t); i++) {
      await new Promise((r) => setTimeout(r, 200));
      attendu = await compter();
      lu = { u: await lire('nbUtilisateurs'), t: await lire('nbTeledeclarants') };
    }
    expect(attendu.u).toBeGreaterThanOrEqual(17); // 16 demo profiles + the built-in institutional account
    expect(attendu.t).toBeGreaterThanOrEqual(3);
    expect(lu).toEqual(attendu);
  }, 600_000); // the projectors drain every other file's imports first (directory, categorisation rows, indicators)

  it('répond au protocole Step Functions : le SDK démarre les workflows comme dans AWS', async () => {
    utiliserEnvCloud();
    const { demarrerWorkflow } = await import('@registre/functions/adapters/workflows/index');
    await expect(demarrerWorkflow('inexistant', {})).rejects.toMatchObject({ name: 'StateMachineDoesNotExist' });
  });

  it('sert la configuration publique de l’application et la boîte d’envoi locale', async () => {
    const config = await appeler<{ userPoolId: string; clientId: string; version: string }>('GET', '/config.json');
    expect(config.corps).toMatchObject({
      userPoolId: expect.any(String),
      clientId: expect.any(String),
      version: expect.stringMatching(/^\d/),
    });
    utiliserEnvCloud();
    const { envoyerCourriel } = await import('@registre/functions/adapters/messagerie/index');
    await envoyerCourriel({ a: 'syndic@exemple.fr', sujet: 'Essai de la boîte d’envoi', texte: 'Bonjour' });
    const page = await appeler<string>('GET', '/_local/courriels');
    expect(page.corps).toContain('Essai de la boîte d’envoi');
  });
});
