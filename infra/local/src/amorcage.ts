/**
 * Idempotent bootstrap of the local cloud: the table, the user pool with its client and one group per profile.
 * Ids of the pool and client are kept in `<data>/cloud.json` so that `npm start` again keeps every account.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient, UpdateTimeToLiveCommand } from '@aws-sdk/client-dynamodb';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { definitionTable, TABLE } from '@registre/functions/adapters/dynamodb/table';

const IDENTIFIANTS = { region: 'eu-west-3', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };

/**
 * The table `nom` with the register's keys and indexes, unless it exists. `flux: false` for a side table that no
 * stream poller reads: DynamoDB Local keeps every table's stream records in one SQLite table, and each write to a
 * table with a stream looks for its shard's first record from the oldest record of all tables. A table created after
 * the register has written n records thus pays a scan of n rows per write (measured: 60 ms per write at 24 000
 * records, about a second at the 500 000 an integration run writes). The register's table, created first, does not.
 */
export async function creerTable(endpoint: string, nom: string, options: { flux?: boolean } = {}): Promise<void> {
  const ddb = new DynamoDBClient({ ...IDENTIFIANTS, endpoint });
  try {
    await ddb.send(new DescribeTableCommand({ TableName: nom }));
    return;
  } catch (e) {
    if (!(e instanceof Error && e.name === 'ResourceNotFoundException')) throw e;
  }
  await ddb.send(new CreateTableCommand(definitionTable(nom, options)));
  await ddb.send(
    new UpdateTimeToLiveCommand({
      TableName: nom,
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
    }),
  );
}

export interface Annuaire {
  userPoolId: string;
  clientId: string;
}

export async function creerAnnuaire(endpoint: string, dossier: string): Promise<Annuaire> {
  const cip = new CognitoIdentityProviderClient({ ...IDENTIFIANTS, endpoint });
  const fichier = join(dossier, 'cloud.json');
  if (existsSync(fichier)) {
    const connu = JSON.parse(readFileSync(fichier, 'utf8')) as Annuaire;
    try {
      await cip.send(new DescribeUserPoolCommand({ UserPoolId: connu.userPoolId }));
      return connu;
    } catch {
      // the pool was lost with its data folder: create it again below
    }
  }
  const pool = await cip.send(
    new CreateUserPoolCommand({
      PoolName: 'registre-coproprietes',
      Policies: {
        PasswordPolicy: {
          MinimumLength: 12,
          RequireUppercase: true,
          RequireLowercase: true,
          RequireNumbers: true,
          RequireSymbols: true,
        },
      },
      UsernameConfiguration: { CaseSensitive: false },
    }),
  );
  const client = await cip.send(
    new CreateUserPoolClientCommand({
      UserPoolId: pool.UserPool!.Id!,
      ClientName: 'registre-spa',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const annuaire = { userPoolId: pool.UserPool!.Id!, clientId: client.UserPoolClient!.ClientId! };
  writeFileSync(fichier, JSON.stringify(annuaire, null, 2));
  return annuaire;
}
