/**
 * [issue 26] Opening a request in the keepers' queue on a registered condominium (an attachment, a renewal, a
 * dissolution): the one way it is done. ONE transaction — the condominium marked with its pending request
 * (condition: the version the caller read and no other request pending: two requests at once, exactly one), the
 * request's own items (the mandate, the dissolution), the request `<TYPE>-<id>` in the queue (due in one working
 * day), its journal line — then the workflow `delai-validation`, which flags it out of delay once the day has
 * passed. A lost race re-reads the condominium and answers what its new state says.
 */
import type { TypeEvenement, CategorieEvenement } from '@registre/shared/domain/journal';
import { echeanceUnJourOuvre } from '@registre/shared/domain/joursOuvres';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import { db, transaction, type Base, type EntitesTransaction } from '../adapters/dynamodb/service.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import type { Session } from '../platform/session.ts';
import { demarrerDelaiValidation } from '../declarations/soumission.ts';

type ElementTransaction = ReturnType<Parameters<Base['transaction']['write']>[0]>[number];

export interface OuvertureDemande {
  session: Session & { idTeledeclarant: number };
  /** the condominium as the caller read and checked it */
  copro: Copropriete;
  typeDemande: 'RATTACHEMENT' | 'RENOUVELLEMENT' | 'DISSOLUTION';
  idDemande: string;
  /** the mandate the request is about (an attachment, a renewal) */
  idMandat?: number;
  /** the condominium's state while the request waits (a dissolution's DISSOLUTION_A_VALIDER); unchanged otherwise */
  etatEnAttente?: Copropriete['etat'];
  /** the request's own items, written in the same transaction */
  ecritures: (e: EntitesTransaction, quand: string) => ElementTransaction[];
  /** the request's journal line (actor, profile and condominium are the platform's) */
  journal: { categorie: CategorieEvenement; type: TypeEvenement; details: Record<string, string | number | boolean> };
  /** the requester's name shown in the queue */
  nomDemandeur: string | undefined;
  maintenant: Date;
  /** after a lost race: the error the condominium's new state gives (null: 409 CONFLIT_MODIFICATION) */
  apresConflit: (apres: Copropriete | null) => ErreurMetier | null;
  /** run when nothing was written (a document filed for this very request is deleted again) */
  siEchec?: () => Promise<void>;
}

/** Opens the request (see above); its due date. */
export async function ouvrirDemandeValidation(p: OuvertureDemande): Promise<{ echeance: Date }> {
  const { session, copro: c, idDemande, maintenant } = p;
  const echeance = echeanceUnJourOuvre(maintenant);
  const quand = maintenant.toISOString();
  const { acteur, profil } = acteurDe(session);
  try {
    await transaction(
      (e) => [
        e.copropriete
          .patch({ idCopropriete: c.idCopropriete })
          .set({ ...(p.etatEnAttente && { etat: p.etatEnAttente }), idDemandeEnCours: idDemande, dateModification: quand })
          .add({ version: 1 })
          .where((a, { eq, notExists }) => `${eq(a.version, c.version)} AND ${notExists(a.idDemandeEnCours)}`)
          .commit(),
        ...p.ecritures(e, quand),
        e.demandeValidation
          .create({
            idDemande,
            typeDemande: p.typeDemande,
            statut: 'A_VALIDER',
            idCopropriete: c.idCopropriete,
            ...(p.idMandat !== undefined && { idMandat: p.idMandat }),
            idTeledeclarant: session.idTeledeclarant,
            immatriculation: c.immatriculation,
            nomCopropriete: c.nomCopropriete,
            commune: c.commune,
            profilDemandeur: session.profil,
            loginDemandeur: session.login,
            nomDemandeur: p.nomDemandeur,
            dateDemande: quand,
            echeance: echeance.toISOString(),
            nbDoublons: 0,
          })
          .commit(),
        ligneJournal(e, { ...p.journal, acteur, profil, cible: String(c.idCopropriete), quand: maintenant }),
      ],
      'CONFLIT_MODIFICATION',
    );
  } catch (e) {
    await p.siEchec?.();
    // lost the race: another request came first (retry later), or the condominium changed in between
    if (e instanceof ErreurMetier && e.code === 'CONFLIT_MODIFICATION') {
      const { data: apres } = await db().entities.copropriete.get({ idCopropriete: c.idCopropriete }).go();
      throw p.apresConflit(apres) ?? e;
    }
    throw e;
  }
  await demarrerDelaiValidation(idDemande, echeance, maintenant);
  return { echeance };
}
