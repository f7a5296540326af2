/**
 * `POST coproprietes/rattachement` (issue 5, spec 000 §4 "Attachment flow", §5, §8): the attachment request WITH
 * its supporting document, a multipart form (contract in shared/src/routes/mandats.routes.ts). Exactly one
 * document: either a document already checked and filed for the caller (`idDocument`), or one PDF file part
 * `justificatif`, checked by its content here and filed once every rule of the request has passed (deleted again
 * if the transaction fails). Then the same transaction as the request without proof, the mandate carrying the
 * document.
 */
import { verifierNombre } from '@registre/shared/domain/pdf';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { DemandeRattachementJustifiee } from '@registre/shared/schemas/mandats';
import { controlerJustificatif } from '../adapters/documents/analysePdf.ts';
import * as depot from '../adapters/documents/index.ts';
import type { Session } from '../platform/session.ts';
import { exigerFichierValide } from '../public/pdf.ts';
import { demanderRattachement, type PieceJustificative, type ResultatRattachement } from './rattachement.ts';

export const CHAMP_JUSTIFICATIF = 'justificatif';
const NOM_PAR_DEFAUT = 'justificatif.pdf';

/** The name a file part came with, kept as the document's name (a PDF name, 255 characters at most). */
export function nomDuFichier(nom: string): string {
  const n = nom.replace(/[\\/]/g, '_').trim().slice(-255);
  return n && /\.pdf$/i.test(n) ? n : NOM_PAR_DEFAUT;
}

/**
 * The supporting document of a multipart request (attachment, renewal): exactly one, either `idDocument` (filed
 * by the caller) or one PDF file part `justificatif` checked by its content now and filed only when the request
 * asks for it (`obtenirPiece`, once every rule has passed).
 */
export async function pieceDeLaDemande(
  session: Session,
  fichiers: DemandeRattachementJustifiee['fichiers'],
  idDocument: string | undefined,
): Promise<() => Promise<PieceJustificative>> {
  exigerFichierValide(verifierNombre(fichiers.length + (idDocument ? 1 : 0)));
  if (idDocument) {
    // a document filed by someone else is as unknown as a document that does not exist
    const j = await depot.justificatif(idDocument);
    if (!j || j.proprietaire !== session.login) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
    return async () => ({ idDocument: j.idDocument, nomFichier: j.nomFichier || NOM_PAR_DEFAUT, deposee: false });
  }
  const f = fichiers[0];
  if (f.champ !== CHAMP_JUSTIFICATIF)
    throw new ErreurMetier('REQUETE_INVALIDE', {
      [CHAMP_JUSTIFICATIF]: `Joignez le justificatif dans le champ « ${CHAMP_JUSTIFICATIF} ».`,
    });
  // checked by its content (envelope, then what it holds) before anything is filed
  exigerFichierValide(await controlerJustificatif(f.octets));
  return async () => {
    const j = await depot.deposerJustificatif(f.octets, nomDuFichier(f.nom), session.login);
    return { idDocument: j.idDocument, nomFichier: j.nomFichier, deposee: true };
  };
}

export async function demanderRattachementJustifie(
  session: Session,
  corps: DemandeRattachementJustifiee,
  maintenant: Date,
): Promise<ResultatRattachement> {
  const { fichiers, idDocument, ...demande } = corps;
  const obtenirPiece = await pieceDeLaDemande(session, fichiers, idDocument);
  return demanderRattachement(session, demande, maintenant, obtenirPiece);
}
