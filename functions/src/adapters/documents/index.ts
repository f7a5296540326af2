/**
 * Document port (DESIGN.md §3): supporting documents in the document bucket. The browser uploads straight to
 * S3 with a presigned POST whose policy limits the size (1 byte..5 MB), the type (application/pdf) and the key
 * (`televersements/<hash of the uploader's login>/<uuid>.pdf`), for 10 minutes. Nothing is attached before the
 * server has read the object back and checked it is a PDF by its content (shared/src/domain/pdf.ts): a checked
 * document is copied to `justificatifs/<idDocument>.pdf` with its owner and original name in its metadata (the
 * object is the record; a mandate stores the idDocument), and the upload is deleted either way. A keeper or the
 * owner reads it through a presigned GET valid 5 minutes.
 *
 * Locally the same calls reach s3rver (AWS_ENDPOINT_URL_S3): it accepts the browser-style POST but enforces
 * none of the policy's conditions; the server check (size from HeadObject, then the content) refuses alike.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NotFound,
  NoSuchKey,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { TAILLE_MAX_DOCUMENT } from '@registre/shared/domain/pdf';
import { config } from '../../platform/config.ts';
import { s3 } from '../s3/client.ts';

/** Lifetime of an upload form and of a download link, in seconds. */
export const DUREE_TELEVERSEMENT_S = 10 * 60;
export const DUREE_LIEN_S = 5 * 60;

/**
 * [issue 15] Where uploads wait for the server's check; one never checked (the form abandoned, the check never
 * called) is deleted after DUREE_VIE_TELEVERSEMENT_H hours: by a lifecycle rule of the bucket in AWS
 * (infra/aws/lib/donnees-stack.ts), by a sweep of the local cloud under `npm start` (infra/local/src/balayage.ts).
 */
export const PREFIXE_TELEVERSEMENT = 'televersements/';
export const DUREE_VIE_TELEVERSEMENT_H = 24;
const PREFIXE_JUSTIFICATIF = 'justificatifs/';

const bucket = () => config().BUCKET_DOCUMENTS;

/** The folder of an uploader: a hash, so that logins (e-mail-like) never appear in keys or URLs. */
export const dossierDe = (login: string) => createHash('sha256').update(login).digest('hex').slice(0, 32);

/** Is `cle` an upload key of this uploader (and nothing else: no `..`, no other folder)? */
export function estTeleversementDe(cle: string, login: string): boolean {
  const m = /^televersements\/([0-9a-f]{32})\/[0-9a-f-]{36}\.pdf$/.exec(cle);
  return m !== null && m[1] === dossierDe(login);
}

export const ID_DOCUMENT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface FormulaireTeleversement {
  url: string;
  champs: Record<string, string>;
  cle: string;
  expire: string;
}

/** The form the browser posts with the file as its last field `file`. */
export async function preparerTeleversement(
  login: string,
  nomFichier: string,
  maintenant: Date,
): Promise<FormulaireTeleversement> {
  const cle = `${PREFIXE_TELEVERSEMENT}${dossierDe(login)}/${randomUUID()}.pdf`;
  const nom = encodeURIComponent(nomFichier);
  const { url, fields } = await createPresignedPost(s3(), {
    Bucket: bucket(),
    Key: cle,
    Conditions: [
      ['content-length-range', 1, TAILLE_MAX_DOCUMENT],
      ['eq', '$Content-Type', 'application/pdf'],
      ['eq', '$x-amz-meta-nom', nom],
    ],
    Fields: { 'Content-Type': 'application/pdf', 'x-amz-meta-nom': nom },
    Expires: DUREE_TELEVERSEMENT_S,
  });
  return { url, champs: fields, cle, expire: new Date(maintenant.getTime() + DUREE_TELEVERSEMENT_S * 1000).toISOString() };
}

const absent = (e: unknown) => e instanceof NoSuchKey || e instanceof NotFound || (e as { name?: string })?.name === 'NotFound';

export interface ObjetLu {
  taille: number;
  metadonnees: Record<string, string>;
}

/** Size and metadata of an object; `null` when there is none. */
export async function decrire(cle: string): Promise<ObjetLu | null> {
  try {
    const r = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: cle }));
    return { taille: r.ContentLength ?? 0, metadonnees: r.Metadata ?? {} };
  } catch (e) {
    if (absent(e)) return null;
    throw e;
  }
}

/** The bytes of an object (the server check reads the uploaded file whole: 5 MB at most). */
export async function lireDocument(cle: string): Promise<Uint8Array | null> {
  try {
    const r = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: cle }));
    return await r.Body!.transformToByteArray();
  } catch (e) {
    if (absent(e)) return null;
    throw e;
  }
}

export async function supprimer(cle: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: cle }));
}

export interface Justificatif {
  idDocument: string;
  nomFichier: string;
  taille: number;
  proprietaire: string;
}

const cleJustificatif = (idDocument: string) => `${PREFIXE_JUSTIFICATIF}${idDocument}.pdf`;

/** Files a checked upload as a supporting document of `proprietaire`, then deletes the upload. */
export async function valider(cle: string, proprietaire: string, nomFichier: string, taille: number): Promise<Justificatif> {
  const idDocument = randomUUID();
  await s3().send(
    new CopyObjectCommand({
      Bucket: bucket(),
      Key: cleJustificatif(idDocument),
      CopySource: `${bucket()}/${cle}`,
      MetadataDirective: 'REPLACE',
      ContentType: 'application/pdf',
      Metadata: {
        proprietaire: encodeURIComponent(proprietaire),
        nom: encodeURIComponent(nomFichier),
        verifie: 'true',
      },
    }),
  );
  await supprimer(cle);
  return { idDocument, nomFichier, taille, proprietaire };
}

/**
 * Files bytes the server has ALREADY checked (a PDF sent in a multipart request) as a supporting document of
 * `proprietaire`, as `valider` does for an upload.
 */
export async function deposerJustificatif(octets: Uint8Array, nomFichier: string, proprietaire: string): Promise<Justificatif> {
  const idDocument = randomUUID();
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: cleJustificatif(idDocument),
      Body: octets,
      ContentType: 'application/pdf',
      Metadata: {
        proprietaire: encodeURIComponent(proprietaire),
        nom: encodeURIComponent(nomFichier),
        verifie: 'true',
      },
    }),
  );
  return { idDocument, nomFichier, taille: octets.length, proprietaire };
}

/** Deletes a filed supporting document (one filed for a request that then failed). */
export async function supprimerJustificatif(idDocument: string): Promise<void> {
  if (ID_DOCUMENT.test(idDocument)) await supprimer(cleJustificatif(idDocument));
}

/** A filed supporting document, `null` if there is none with this id. */
export async function justificatif(idDocument: string): Promise<Justificatif | null> {
  if (!ID_DOCUMENT.test(idDocument)) return null;
  const o = await decrire(cleJustificatif(idDocument));
  if (!o || o.metadonnees.verifie !== 'true') return null;
  return {
    idDocument,
    nomFichier: decodeURIComponent(o.metadonnees.nom ?? ''),
    taille: o.taille,
    proprietaire: decodeURIComponent(o.metadonnees.proprietaire ?? ''),
  };
}

/** A link that downloads the document for 5 minutes, under its original name. */
export async function lienTemporaire(j: Justificatif, maintenant: Date): Promise<{ url: string; expire: string }> {
  const nomAscii = j.nomFichier.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const url = await getSignedUrl(
    s3(),
    new GetObjectCommand({
      Bucket: bucket(),
      Key: cleJustificatif(j.idDocument),
      ResponseContentType: 'application/pdf',
      ResponseContentDisposition: `inline; filename="${nomAscii}"; filename*=UTF-8''${encodeURIComponent(j.nomFichier)}`,
    }),
    { expiresIn: DUREE_LIEN_S },
  );
  return { url, expire: new Date(maintenant.getTime() + DUREE_LIEN_S * 1000).toISOString() };
}
