/**
 * The exports bucket (issue 10): raw-data files under `donnees-brutes/`, the parts of an export in progress
 * under `parties/<idExport>/`, import rejects under `imports/`. Streams in and out (multipart upload through
 * `@aws-sdk/lib-storage`): no file is ever held whole in memory.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../../platform/config.ts';
import { s3 } from './client.ts';

const bucket = () => config().BUCKET_EXPORTS;

/**
 * Writes a stream to `cle`, returns when the object is complete. Multipart with 5 MB parts (S3's minimum), one in
 * flight by default: an export runs many segments at once, and each upload holds `enParallele` × 5 MB.
 */
export async function ecrireFlux(
  cle: string,
  corps: Readable,
  o: { type?: string; disposition?: string; bucket?: string; enParallele?: number } = {},
): Promise<void> {
  await new Upload({
    client: s3(),
    params: {
      Bucket: o.bucket ?? bucket(),
      Key: cle,
      Body: corps,
      ContentType: o.type ?? 'text/csv; charset=utf-8',
      ...(o.disposition && { ContentDisposition: o.disposition }),
    },
    partSize: 5 * 1024 * 1024,
    queueSize: o.enParallele ?? 1,
  }).done();
}

/** A small JSON object (an export's progress), written whole. */
export async function ecrireJson(cle: string, valeur: unknown): Promise<void> {
  await s3().send(
    new PutObjectCommand({ Bucket: bucket(), Key: cle, Body: JSON.stringify(valeur), ContentType: 'application/json' }),
  );
}

/** A JSON value kept gzipped (a department's categorisation snapshot: ~10 times smaller than its JSON). */
export async function ecrireJsonGz(cle: string, valeur: unknown): Promise<void> {
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: cle,
      Body: gzipSync(JSON.stringify(valeur)),
      ContentType: 'application/gzip',
    }),
  );
}

/** A value written by `ecrireJsonGz`, or null when there is none. */
export async function lireJsonGz<T>(cle: string): Promise<T | null> {
  const flux = await lireFlux(cle);
  return flux ? (JSON.parse(gunzipSync(await buffer(flux)).toString('utf8')) as T) : null;
}

/** An object as a stream (from `debut`, a byte offset), or null when it does not exist. */
export async function lireFlux(cle: string, o: { bucket?: string; debut?: number } = {}): Promise<Readable | null> {
  try {
    const r = await s3().send(
      new GetObjectCommand({ Bucket: o.bucket ?? bucket(), Key: cle, ...(o.debut ? { Range: `bytes=${o.debut}-` } : {}) }),
    );
    return r.Body as Readable;
  } catch (e) {
    // from the end of the object on: nothing left to read
    if (e instanceof Error && e.name === 'InvalidRange' && o.debut) return Readable.from([]);
    if (e instanceof Error && (e.name === 'NoSuchKey' || e.name === 'NotFound')) return null;
    throw e;
  }
}

/** Deletes every object under a prefix (the parts of an assembled export). */
export async function supprimerPrefixe(prefixe: string): Promise<void> {
  let suite: string | undefined;
  do {
    const r = await s3().send(new ListObjectsV2Command({ Bucket: bucket(), Prefix: prefixe, ContinuationToken: suite }));
    const cles = (r.Contents ?? []).map((o) => ({ Key: o.Key! }));
    if (cles.length) await s3().send(new DeleteObjectsCommand({ Bucket: bucket(), Delete: { Objects: cles, Quiet: true } }));
    suite = r.IsTruncated ? r.NextContinuationToken : undefined;
  } while (suite);
}

/** A short-lived download link (5 minutes) that names the file for the browser. */
export function lienTelechargement(cle: string, nomFichier: string, type = 'text/csv; charset=utf-8'): Promise<string> {
  return getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: cle,
      ResponseContentDisposition: `attachment; filename="${nomFichier}"`,
      ResponseContentType: type,
    }),
    { expiresIn: 5 * 60 },
  );
}
