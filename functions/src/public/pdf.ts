/**
 * `POST api/public/pdf/estValide` (spec 000 §8): the server's PDF check, on a file sent as multipart — the same
 * check as every supporting document's (`controlerJustificatif`: envelope, then content).
 */
import { documents } from '@registre/shared/routes/index';
import { verifierNombre } from '@registre/shared/domain/pdf';
import { ErreurMetier, type CodeErreur } from '@registre/shared/errors/catalogue';
import { controlerJustificatif } from '../adapters/documents/analysePdf.ts';
import { implementer } from '../platform/http.ts';

/** Throws the refusal (400, its message) unless the verdict is ok. */
export function exigerFichierValide(v: { ok: true } | { ok: false; code: CodeErreur; message: string }): void {
  if (!v.ok) throw new ErreurMetier(v.code, undefined, v.message);
}

export const implementationsPdf = [
  implementer(documents.estValide, async ({ body }) => {
    exigerFichierValide(verifierNombre(body.fichiers.length));
    exigerFichierValide(await controlerJustificatif(body.fichiers[0].octets));
    return { response: true as const };
  }),
];
