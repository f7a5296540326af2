/**
 * The newsletter archive (spec 001 §7): one PDF per letter under `newsletters/` of the exports bucket, its title in
 * the object's metadata (URL-encoded: S3 metadata is ASCII). Keys are built only from names the caller checked
 * against the archive's strict pattern: nothing outside the prefix is ever read or written.
 */
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { config } from '../../platform/config.ts';
import { s3 } from './client.ts';

export const PREFIXE_NEWSLETTERS = 'newsletters/';

const bucket = () => config().BUCKET_EXPORTS;
export const cleNewsletter = (nom: string) => `${PREFIXE_NEWSLETTERS}${nom}`;

export interface ObjetArchive {
  nom: string;
  taille: number;
  modifie: Date | null;
}

/** Every object of the archive (names relative to the prefix), with its size. */
export async function listerArchive(): Promise<ObjetArchive[]> {
  const objets: ObjetArchive[] = [];
  let suite: string | undefined;
  do {
    const r = await s3().send(
      new ListObjectsV2Command({ Bucket: bucket(), Prefix: PREFIXE_NEWSLETTERS, ContinuationToken: suite }),
    );
    for (const o of r.Contents ?? []) {
      if (o.Key)
        objets.push({ nom: o.Key.slice(PREFIXE_NEWSLETTERS.length), taille: o.Size ?? 0, modifie: o.LastModified ?? null });
    }
    suite = r.IsTruncated ? r.NextContinuationToken : undefined;
  } while (suite);
  return objets;
}

/** The title published with a letter; null when the object carries none. */
export async function titreNewsletter(nom: string): Promise<string | null> {
  const r = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: cleNewsletter(nom) }));
  const titre = r.Metadata?.titre;
  if (!titre) return null;
  try {
    return decodeURIComponent(titre);
  } catch {
    return null;
  }
}

/** The bytes of a letter of the archive (5 MB at most). */
export async function lireNewsletter(nom: string): Promise<Uint8Array> {
  const r = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: cleNewsletter(nom) }));
  return r.Body!.transformToByteArray();
}

/** Thrown when a letter of that name already exists (AWS refuses the overwrite itself: `If-None-Match`). */
export class NewsletterExistante extends Error {}

/** Writes a checked PDF under its server-given name; never replaces an existing letter. */
export async function ecrireNewsletter(nom: string, octets: Uint8Array, titre: string): Promise<void> {
  try {
    await s3().send(
      new PutObjectCommand({
        Bucket: bucket(),
        Key: cleNewsletter(nom),
        Body: octets,
        ContentType: 'application/pdf',
        ContentDisposition: `attachment; filename="${nom}"`,
        Metadata: { titre: encodeURIComponent(titre) },
        IfNoneMatch: '*',
      }),
    );
  } catch (e) {
    const nomErreur = (e as { name?: string })?.name;
    if (nomErreur === 'PreconditionFailed' || nomErreur === 'ConditionalRequestConflict') throw new NewsletterExistante(nom);
    throw e;
  }
}
