/**
 * Supporting documents of mandates (spec 000 §5, §8: PDF only, 5 MB at most, checked by the server). The
 * declarant gets a presigned POST form, uploads straight to S3, then asks the server to check the object by its
 * content: a PDF becomes a supporting document (its id is what a mandate stores), anything else is deleted and
 * refused with the spec's message. Its depositor, or a keeper who validates attachments, opens it through a link
 * valid 5 minutes. Nobody learns whether someone else's upload or document exists (404).
 */
import { documents } from '@registre/shared/routes/index';
import { verifierAnnonce, TAILLE_MAX_DOCUMENT } from '@registre/shared/domain/pdf';
import { ErreurMetier, type CodeErreur } from '@registre/shared/errors/catalogue';
import { controlerJustificatif } from '../adapters/documents/analysePdf.ts';
import * as depot from '../adapters/documents/index.ts';
import { logger } from '../platform/logger.ts';
import { implementer } from '../platform/http.ts';
import { exigerFichierValide } from '../public/pdf.ts';

const NOM_PAR_DEFAUT = 'justificatif.pdf';

function nomDepose(metadonnees: Record<string, string>): string {
  try {
    return decodeURIComponent(metadonnees.nom ?? '').trim() || NOM_PAR_DEFAUT;
  } catch {
    return NOM_PAR_DEFAUT;
  }
}

/** Refuses (and deletes) an upload that is not a harmless PDF of 1 byte..5 MB. */
async function refuser(cle: string, code: CodeErreur, message?: string, motif?: string): Promise<never> {
  await depot.supprimer(cle);
  logger.info('justificatif refusé', { code, motif });
  throw new ErreurMetier(code, undefined, message);
}

export const implementationsDocuments = [
  implementer(documents.televersement, async ({ body, session, maintenant }) => {
    exigerFichierValide(verifierAnnonce(body.nomFichier, body.taille));
    const f = await depot.preparerTeleversement(session.login, body.nomFichier, maintenant);
    return { ...f, tailleMax: TAILLE_MAX_DOCUMENT };
  }),

  implementer(documents.verifier, async ({ body, session }) => {
    if (!depot.estTeleversementDe(body.cle, session.login)) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
    const objet = await depot.decrire(body.cle);
    if (!objet) throw new ErreurMetier('FICHIER_INTROUVABLE');
    // the policy already bounds the size in AWS; the local emulator does not, and the check must not trust it
    if (objet.taille > TAILLE_MAX_DOCUMENT) return refuser(body.cle, 'FICHIER_TROP_VOLUMINEUX');
    const octets = await depot.lireDocument(body.cle);
    if (!octets) throw new ErreurMetier('FICHIER_INTROUVABLE');
    const verdict = await controlerJustificatif(octets);
    if (!verdict.ok) return refuser(body.cle, verdict.code, verdict.message, verdict.motif);
    const j = await depot.valider(body.cle, session.login, nomDepose(objet.metadonnees), octets.length);
    return { idDocument: j.idDocument, nomFichier: j.nomFichier, taille: j.taille };
  }),

  implementer(documents.lien, async ({ params, session, maintenant }) => {
    const j = await depot.justificatif(params.idDocument);
    const teneur = session.autorites.includes('VALIDER_RATTACHEMENT_DECLARATION');
    if (!j || (!teneur && j.proprietaire !== session.login)) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
    return depot.lienTemporaire(j, maintenant);
  }),
];
