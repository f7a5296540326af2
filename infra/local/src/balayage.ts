/**
 * [issue 15] The local stand-in of the documents bucket's lifecycle rule (infra/aws/lib/donnees-stack.ts):
 * s3rver has no lifecycle, so `npm start` deletes itself, every hour, the uploads under `televersements/` that
 * are older than DUREE_VIE_TELEVERSEMENT_H hours (never checked: the server's check deletes those it reads).
 */
import { DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { DUREE_VIE_TELEVERSEMENT_H, PREFIXE_TELEVERSEMENT } from '@registre/functions/adapters/documents/index';
import { s3 } from '@registre/functions/adapters/s3/client';

/** What the sweep needs of a bucket: a paged listing under a prefix, and a deletion. */
export interface StockageObjets {
  lister(prefixe: string, suite?: string): Promise<{ objets: { cle: string; modifie: Date }[]; suite?: string }>;
  supprimer(cle: string): Promise<void>;
}

/** The bucket behind the local cloud's S3 client (s3rver, AWS_ENDPOINT_URL_S3). */
export function stockageS3(bucket: string): StockageObjets {
  return {
    async lister(prefixe, suite) {
      const r = await s3().send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefixe, ContinuationToken: suite }));
      return {
        objets: (r.Contents ?? []).filter((o) => o.Key && o.LastModified).map((o) => ({ cle: o.Key!, modifie: o.LastModified! })),
        suite: r.IsTruncated ? r.NextContinuationToken : undefined,
      };
    },
    async supprimer(cle) {
      await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: cle }));
    },
  };
}

/** Deletes the uploads last modified more than `ageMaxH` hours before `maintenant`; returns their keys. */
export async function balayerTeleversements(
  stockage: StockageObjets,
  maintenant: Date,
  ageMaxH = DUREE_VIE_TELEVERSEMENT_H,
): Promise<string[]> {
  const limite = maintenant.getTime() - ageMaxH * 3600_000;
  const supprimees: string[] = [];
  let suite: string | undefined;
  do {
    const page = await stockage.lister(PREFIXE_TELEVERSEMENT, suite);
    for (const o of page.objets) {
      if (!o.cle.startsWith(PREFIXE_TELEVERSEMENT) || o.modifie.getTime() > limite) continue;
      await stockage.supprimer(o.cle);
      supprimees.push(o.cle);
    }
    suite = page.suite;
  } while (suite);
  return supprimees;
}
