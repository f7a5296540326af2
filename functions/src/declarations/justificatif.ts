/**
 * [issue 27, point 8] The mandate's supporting document a syndic joins at step 1 of the registration (spec 000 §3
 * `infoRattachement.idDocument`): deposited and checked by `/api/documents/verifier` like the attachment's, it must
 * be the caller's own; its name is the one filed. The registration's mandate then carries it (`mandatDepuis`).
 */
import type { ImmatCopropriete } from '@registre/shared/domain/copropriete/types';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import * as depot from '../adapters/documents/index.ts';
import type { Session } from '../platform/session.ts';

export const MESSAGE_JUSTIFICATIF_INTROUVABLE = 'Le justificatif du mandat est introuvable : joignez-le à nouveau.';

export async function verifierJustificatifMandat(session: Session, valeur: ImmatCopropriete): Promise<void> {
  const r = valeur.infoRattachement;
  if (!r?.idDocument) return;
  // a document filed by someone else is as unknown as a document that does not exist
  const j = await depot.justificatif(r.idDocument);
  if (!j || j.proprietaire !== session.login)
    throw new ErreurMetier('REQUETE_INVALIDE', { 'infoRattachement.idDocument': MESSAGE_JUSTIFICATIF_INTROUVABLE });
  r.nomFichierJustifMandat = j.nomFichier || r.nomFichierJustifMandat;
}
