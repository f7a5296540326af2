/**
 * [issue 25] `GET /api/logiciels/v1/demandes/{idDemande}`: where a registration request of the establishment
 * stands. The request `IMMATRICULATION-<idDeclaration>` is the one the registration answered 202 with; its state is
 * the declaration's (the request item exists only while it waits for the keepers, and carries the out-of-delay flag
 * the `delai-validation` workflow stores):
 * - submitted and waiting (A_VALIDER, VALIDATION_EN_COURS): EN_ATTENTE, or HORS_DELAI once flagged, with its deadline;
 * - sent back by a keeper for details (a draft again, `demandePrecision`): PRECISION_DEMANDEE, the keeper's question
 *   in `motifs` (answered on the site);
 * - registered (the registration declaration, in force or archived since): VALIDEE with the number;
 * - refused: REFUSEE, the keeper's reason and the refusal types in `motifs`.
 * Another establishment's request, an update, an unknown id: 404. GetItem of the declaration, then of the request
 * (waiting) or of the condominium (registered): 2 reads.
 */
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { MOTIFS_REFUS } from '@registre/shared/schemas/copropriete/api';
import type { demandeLogicielSchema } from '@registre/shared/schemas/logiciels/api';
import type { z } from 'zod';
import { db } from '../../adapters/dynamodb/service.ts';
import type { Session } from '../../platform/session.ts';
import { chargerDeclaration } from '../../declarations/commun.ts';
import { STATUTS_EN_ATTENTE } from '../../declarations/immatriculer.ts';
import { exigerEtablissement } from './commun.ts';

type DemandeLogiciel = z.infer<typeof demandeLogicielSchema>;

const PREFIXE = 'IMMATRICULATION-';

export async function etatDemande(s: Session | null, idDemande: string): Promise<DemandeLogiciel> {
  const session = exigerEtablissement(s);
  const introuvable = new ErreurMetier(
    'RESSOURCE_INTROUVABLE',
    undefined,
    "Votre établissement n'a pas de demande de ce numéro.",
  );
  const m = /^IMMATRICULATION-(\d{1,12})$/i.exec(idDemande.trim());
  if (!m) throw introuvable;
  const id = `${PREFIXE}${m[1]}`;
  const d = await chargerDeclaration(Number(m[1]));
  if (!d || d.idTeledeclarant !== session.idTeledeclarant || d.idCopropriete === undefined) throw introuvable;
  const reponse = (statut: DemandeLogiciel['statut'], autres: Partial<DemandeLogiciel> = {}): DemandeLogiciel => ({
    idDemande: id,
    statut,
    numeroImmatriculation: null,
    dateLimite: null,
    motifs: [],
    ...autres,
  });

  if ((STATUTS_EN_ATTENTE as readonly string[]).includes(d.statut)) {
    const { data: demande } = await db().entities.demandeValidation.get({ idDemande: id }).go();
    return reponse(demande?.horsDelai ? 'HORS_DELAI' : 'EN_ATTENTE', { dateLimite: demande?.echeance ?? null });
  }
  if (d.statut === 'BROUILLON' && d.demandePrecision) return reponse('PRECISION_DEMANDEE', { motifs: [d.demandePrecision] });
  if (d.statut === 'REFUSE')
    return reponse('REFUSEE', {
      motifs: [
        ...(d.typesMotifRefus ?? []).map((t) => MOTIFS_REFUS[t as keyof typeof MOTIFS_REFUS] ?? t),
        ...(d.motifRefus ? [d.motifRefus] : []),
      ],
    });
  if ((d.statut === 'COURANT' || d.statut === 'ARCHIVE') && d.typeDeclaration === 'IMMATRICULATION') {
    const { data: c } = await db()
      .entities.copropriete.get({ idCopropriete: d.idCopropriete })
      .go({ attributes: ['immatriculation'] });
    return reponse('VALIDEE', { numeroImmatriculation: c?.immatriculation ?? null });
  }
  throw introuvable;
}
