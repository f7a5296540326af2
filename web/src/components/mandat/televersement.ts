/** The supporting document of a mandate (attaching, renewal, dissolution, registration): checked, then uploaded. */
import { ERREURS } from '@registre/shared/errors/catalogue';
import { televersement, verifier } from '@registre/shared/routes/documents.routes';
import { fichierJustificatifSchema } from '@registre/shared/schemas/copropriete/infoRattachement';
import { appeler } from '../../api/client.ts';

export interface Justificatif {
  idDocument: string;
  nomFichier: string;
  taille: number;
}

/** The file chosen, checked before upload (PDF, 5 MB at most): null when fine, else the French message. */
export function refusFichier(f: { name: string; type: string; size: number }): string | null {
  const r = fichierJustificatifSchema.safeParse({ nomFichier: f.name, typeMime: f.type || 'application/pdf', taille: f.size });
  return r.success ? null : (r.error.issues[0]?.message ?? 'Le justificatif doit être un fichier PDF.');
}

/**
 * The upload of a supporting document: the presigned form, the browser's POST of the file to the storage, then
 * the server's check of its content (a refused file is deleted; its message is thrown as an `ErreurApi`).
 */
export async function televerserJustificatif(fichier: File): Promise<Justificatif> {
  const depot = await appeler(televersement, {
    body: { nomFichier: fichier.name, taille: fichier.size },
    erreursGerees: [400],
  });
  const formulaire = new FormData();
  for (const [cle, valeur] of Object.entries(depot.champs)) formulaire.append(cle, valeur);
  formulaire.append('file', fichier);
  let reponse: Response;
  try {
    reponse = await fetch(depot.url, { method: 'POST', body: formulaire });
  } catch {
    throw new Error('Le dépôt du fichier a échoué : vérifiez votre connexion et réessayez.');
  }
  if (!reponse.ok) {
    const texte = await reponse.text().catch(() => '');
    throw new Error(
      /EntityTooLarge/i.test(texte) ? ERREURS.FICHIER_TROP_VOLUMINEUX.message : 'Le dépôt du fichier a échoué : réessayez.',
    );
  }
  return appeler(verifier, { body: { cle: depot.cle }, erreursGerees: [400, 404] });
}
