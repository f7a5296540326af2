/**
 * [issue 25] `GET /api/logiciels/v1/demandes/{idDemande}`: where a request of the establishment stands.
 *
 * A registration request `IMMATRICULATION-<idDeclaration>` is the one the registration answered 202 with; its state is
 * the declaration's (the request item exists only while it waits for the keepers, and carries the out-of-delay flag
 * the `delai-validation` workflow stores):
 * - submitted and waiting (A_VALIDER, VALIDATION_EN_COURS): EN_ATTENTE, or HORS_DELAI once flagged, with its deadline;
 * - sent back by a keeper for details (a draft again, `demandePrecision`): PRECISION_DEMANDEE, the keeper's question
 *   in `motifs` (answered on the site);
 * - registered (the registration declaration, in force or archived since): VALIDEE with the number;
 * - refused: REFUSEE, the keeper's reason and the refusal types in `motifs`.
 * Another establishment's request, an update, an unknown id: 404. GetItem of the declaration, then of the request
 * (waiting) or of the condominium (registered): 2 reads.
 *
 * A mandate's request `RATTACHEMENT-<idMandat>` or `RENOUVELLEMENT-<idMandat>` (what an attachment or a renewal
 * answered 202 with): its state is the mandate's, read by its id (gsi2), then the request (waiting) or the
 * condominium (validated): 2 reads. Waiting (A_VALIDER): EN_ATTENTE or HORS_DELAI with its deadline; validated (the
 * mandate COURANT, then ARCHIVE or EXPIRE in time): VALIDEE with the condominium's number; refused: REFUSEE with
 * the refusal types and the keeper's reason the refusal stored on the mandate.
 */
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { PREFIXE_DEMANDE_RATTACHEMENT, PREFIXE_DEMANDE_RENOUVELLEMENT } from '@registre/shared/domain/mandats';
import { MOTIFS_REFUS } from '@registre/shared/schemas/copropriete/api';
import type { demandeLogicielSchema } from '@registre/shared/schemas/logiciels/api';
import type { z } from 'zod';
import { db } from '../../adapters/dynamodb/service.ts';
import type { Session } from '../../platform/session.ts';
import { chargerDeclaration } from '../../declarations/commun.ts';
import { STATUTS_EN_ATTENTE } from '../../declarations/immatriculer.ts';
import { mandatParId } from '../../mandats/commun.ts';
import { exigerEtablissement, type SessionEtablissement } from './commun.ts';

type DemandeLogiciel = z.infer<typeof demandeLogicielSchema>;

const PREFIXE = 'IMMATRICULATION-';

const introuvable = () =>
  new ErreurMetier('RESSOURCE_INTROUVABLE', undefined, "Votre établissement n'a pas de demande de ce numéro.");

const repondre =
  (idDemande: string) =>
  (statut: DemandeLogiciel['statut'], autres: Partial<DemandeLogiciel> = {}): DemandeLogiciel => ({
    idDemande,
    statut,
    numeroImmatriculation: null,
    dateLimite: null,
    motifs: [],
    ...autres,
  });

/** The keeper's refusal: the types of refusal in words, then the reason written. */
const motifsDuRefus = (types: readonly string[] | undefined, raison: string | undefined) => [
  ...(types ?? []).map((t) => MOTIFS_REFUS[t as keyof typeof MOTIFS_REFUS] ?? t),
  ...(raison ? [raison] : []),
];

/** Waiting for the keepers: out of delay once the `delai-validation` workflow flagged it, with its deadline. */
async function enAttente(id: string, reponse: ReturnType<typeof repondre>): Promise<DemandeLogiciel> {
  const { data: demande } = await db().entities.demandeValidation.get({ idDemande: id }).go();
  return reponse(demande?.horsDelai ? 'HORS_DELAI' : 'EN_ATTENTE', { dateLimite: demande?.echeance ?? null });
}

export async function etatDemande(s: Session | null, idDemande: string): Promise<DemandeLogiciel> {
  const session = exigerEtablissement(s);
  const mandat = /^(RATTACHEMENT|RENOUVELLEMENT)-(\d{1,12})$/i.exec(idDemande.trim());
  if (mandat) return etatDemandeMandat(session, mandat[1].toUpperCase(), Number(mandat[2]));
  const m = /^IMMATRICULATION-(\d{1,12})$/i.exec(idDemande.trim());
  if (!m) throw introuvable();
  const id = `${PREFIXE}${m[1]}`;
  const d = await chargerDeclaration(Number(m[1]));
  if (!d || d.idTeledeclarant !== session.idTeledeclarant || d.idCopropriete === undefined) throw introuvable();
  const reponse = repondre(id);

  if ((STATUTS_EN_ATTENTE as readonly string[]).includes(d.statut)) return enAttente(id, reponse);
  if (d.statut === 'BROUILLON' && d.demandePrecision) return reponse('PRECISION_DEMANDEE', { motifs: [d.demandePrecision] });
  if (d.statut === 'REFUSE') return reponse('REFUSEE', { motifs: motifsDuRefus(d.typesMotifRefus, d.motifRefus) });
  if ((d.statut === 'COURANT' || d.statut === 'ARCHIVE') && d.typeDeclaration === 'IMMATRICULATION') {
    const { data: c } = await db()
      .entities.copropriete.get({ idCopropriete: d.idCopropriete })
      .go({ attributes: ['immatriculation'] });
    return reponse('VALIDEE', { numeroImmatriculation: c?.immatriculation ?? null });
  }
  throw introuvable();
}

/** An attachment's or a renewal's request: the state of its mandate (the establishment's, else 404). */
async function etatDemandeMandat(session: SessionEtablissement, type: string, idMandat: number): Promise<DemandeLogiciel> {
  const id = `${type === 'RATTACHEMENT' ? PREFIXE_DEMANDE_RATTACHEMENT : PREFIXE_DEMANDE_RENOUVELLEMENT}${idMandat}`;
  const m = await mandatParId(idMandat);
  if (!m || m.idTeledeclarant !== session.idTeledeclarant) throw introuvable();
  const reponse = repondre(id);
  if (m.statut === 'A_VALIDER' || m.statut === 'VALIDATION_EN_COURS') {
    // the request of that very mandate (an attachment's id does not name a renewal's mandate, nor the reverse)
    const { data: demande } = await db().entities.demandeValidation.get({ idDemande: id }).go();
    if (!demande) throw introuvable();
    return reponse(demande.horsDelai ? 'HORS_DELAI' : 'EN_ATTENTE', { dateLimite: demande.echeance });
  }
  if (m.statut === 'REFUSE') return reponse('REFUSEE', { motifs: motifsDuRefus(m.typesMotifRefus, m.motifRefus) });
  if (m.statut === 'COURANT' || m.statut === 'ARCHIVE' || m.statut === 'EXPIRE') {
    const { data: c } = await db()
      .entities.copropriete.get({ idCopropriete: m.idCopropriete })
      .go({ attributes: ['immatriculation'] });
    return reponse('VALIDEE', { numeroImmatriculation: c?.immatriculation ?? null });
  }
  throw introuvable();
}
