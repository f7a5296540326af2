/**
 * The S3 client, created once per Lambda container: documents, raw-data exports and imports. Locally the same
 * calls reach s3rver (AWS_ENDPOINT_URL_S3), path-style, without checksum framing (DESIGN.md §7).
 */
import { S3Client } from '@aws-sdk/client-s3';
import { selonConfig } from '../../platform/config.ts';

export const s3 = selonConfig((c) => {
  const emulateur = c.STAGE === 'local' && Boolean(process.env.AWS_ENDPOINT_URL_S3);
  return new S3Client({
    region: c.AWS_REGION,
    // s3rver serves path-style URLs only; it would also store checksum-framed bodies (DESIGN.md §7)
    forcePathStyle: emulateur,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // s3rver knows one key id only (it checks the id, not the signature): the local cloud's own key is refused
    ...(emulateur && { credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }),
  });
});
