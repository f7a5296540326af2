/** `POST api/public/pdf/estValide` (spec 000 §8): the server's PDF check, on a file sent as multipart. */
import { documents } from '@registre/shared/routes/index';
import { verifierNombre, verifierPdf, type VerdictFichier } from '@registre/shared/domain/pdf';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { implementer } from '../platform/http.ts';

/** Throws the spec's refusal (400, its message) unless the verdict is ok. */
export function exigerFichierValide(v: VerdictFichier): void {
  if (!v.ok) throw new ErreurMetier(v.code, undefined, v.message);
}

export const implementationsPdf = [
  implementer(documents.estValide, async ({ body }) => {
    exigerFichierValide(verifierNombre(body.fichiers.length));
    exigerFichierValide(verifierPdf(body.fichiers[0].octets));
    return { response: true as const };
  }),
];
