/**
 * The attachment request of a registered condominium by a syndic (issue 5, spec 000 §4 "Attachment flow",
 * §5 "Mandate"), here without a supporting document (`rattachement/pasJustif`): the check chain again, the
 * mandate rules with the previous mandate's end, the 12-month warning confirmed, the sworn statement (body
 * schema). Then ONE transaction: the condominium marked with its pending request (condition: its version and no
 * pending request — two syndics at once, exactly one request), the mandate A_VALIDER of the caller's declarant,
 * the request `RATTACHEMENT-<idMandat>` in the keepers' queue (one working day), the journal; then the workflow
 * `delai-validation` flags it out of delay when the day has passed.
 */
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import { echeanceUnJourOuvre } from '@registre/shared/domain/joursOuvres';
import {
  avertissementsMandatNonConfirmes,
  controleRattachement,
  idDemandeRattachement,
  mandatPrecedent,
} from '@registre/shared/domain/mandats';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { mandatRattachementSchema, type DemandeRattachement } from '@registre/shared/schemas/mandats';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import { supprimerJustificatif } from '../adapters/documents/index.ts';
import { demarrerWorkflow } from '../adapters/workflows/index.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import { logger } from '../platform/logger.ts';
import type { Session } from '../platform/session.ts';
import { erreursParChamp } from '../declarations/brouillons.ts';
import { nomUtilisateur, prochainNumero } from '../declarations/commun.ts';
import { WORKFLOW_DELAI_VALIDATION } from '../declarations/soumission.ts';
import { coproprieteParImmat, mandatsDe } from './commun.ts';

export interface ResultatRattachement {
  idMandat: number;
  idCopropriete: number;
  idDemande: string;
  echeance: string;
  message: string;
}

/** The supporting document of a request (`rattachement`), obtained once every check has passed. */
export interface PieceJustificative {
  idDocument: string;
  nomFichier: string;
  /** filed for this very request: deleted again if the request fails */
  deposee: boolean;
}

export async function demanderRattachement(
  session: Session,
  corps: DemandeRattachement,
  maintenant: Date,
  obtenirPiece?: () => Promise<PieceJustificative>,
): Promise<ResultatRattachement> {
  if (session.idTeledeclarant === null) throw new ErreurMetier('ACCES_NON_AUTORISE');
  const idTeledeclarant = session.idTeledeclarant;
  const c = await coproprieteParImmat(corps.immatriculation);
  const refus = controleRattachement(c, idTeledeclarant);
  if (refus || !c) throw new ErreurMetier(refus ?? 'IMMAT_NOT_EXISTANT');

  const precedent = mandatPrecedent(await mandatsDe(c.idCopropriete));
  const ctx = { aujourdhui: dateDuJourParis(maintenant), finMandatPrecedent: precedent?.dateFin ?? null };
  const r = mandatRattachementSchema(ctx).safeParse(corps);
  if (!r.success) throw new ErreurMetier('REQUETE_INVALIDE', erreursParChamp(r.error.issues));
  const mandat = r.data;
  const nonConfirmes = avertissementsMandatNonConfirmes(mandat, corps.confirmations ?? []);
  if (nonConfirmes.length > 0)
    throw new ErreurMetier('AVERTISSEMENTS_NON_CONFIRMES', Object.fromEntries(nonConfirmes.map((a) => [a.champ, a.message])));

  const idMandat = await prochainNumero('mandat');
  const idDemande = idDemandeRattachement(idMandat);
  const echeance = echeanceUnJourOuvre(maintenant);
  const quand = maintenant.toISOString();
  const { acteur, profil } = acteurDe(session);
  const nomDemandeur = await nomUtilisateur(session.login);
  const piece = obtenirPiece ? await obtenirPiece() : null;

  try {
    await transaction(
      (e) => [
        e.copropriete
          .patch({ idCopropriete: c.idCopropriete })
          .set({ idDemandeEnCours: idDemande, dateModification: quand })
          .add({ version: 1 })
          .where((a, { eq, notExists }) => `${eq(a.version, c.version)} AND ${notExists(a.idDemandeEnCours)}`)
          .commit(),
        e.mandat
          .create({
            idCopropriete: c.idCopropriete,
            idMandat,
            idTeledeclarant,
            statut: 'A_VALIDER',
            dateDebut: mandat.dateDebutMandat!,
            dateFin: mandat.dateFinMandat!,
            adminProvisoire: mandat.adminProvisoire ?? undefined,
            typeJustif: mandat.typeJustifMandat ?? undefined,
            ...(piece && {
              idDocument: piece.idDocument,
              nomFichier: piece.nomFichier,
              dateTeleversement: ctx.aujourdhui,
            }),
            dateCreation: quand,
          })
          .commit(),
        e.demandeValidation
          .create({
            idDemande,
            typeDemande: 'RATTACHEMENT',
            statut: 'A_VALIDER',
            idCopropriete: c.idCopropriete,
            idMandat,
            idTeledeclarant,
            immatriculation: c.immatriculation,
            nomCopropriete: c.nomCopropriete,
            commune: c.commune,
            profilDemandeur: session.profil,
            loginDemandeur: session.login,
            nomDemandeur,
            dateDemande: quand,
            echeance: echeance.toISOString(),
            nbDoublons: 0,
          })
          .commit(),
        ligneJournal(e, {
          categorie: 'RATTACHEMENT',
          type: 'DEMANDE_RATTACHEMENT',
          acteur,
          profil,
          cible: String(c.idCopropriete),
          details: {
            idMandat,
            idDemande,
            idTeledeclarant,
            sansJustificatif: !piece,
            ...(piece && { idDocument: piece.idDocument }),
          },
          quand: maintenant,
        }),
      ],
      'CONFLIT_MODIFICATION',
    );
  } catch (e) {
    if (piece?.deposee)
      await supprimerJustificatif(piece.idDocument).catch(() =>
        logger.error('justificatif orphelin non supprimé', { idDemande }),
      );
    // lost the race: another request came first (retry later), or the condominium changed in between
    if (e instanceof ErreurMetier && e.code === 'CONFLIT_MODIFICATION') {
      const { data: apres } = await db().entities.copropriete.get({ idCopropriete: c.idCopropriete }).go();
      throw new ErreurMetier(apres?.idDemandeEnCours ? 'RATTACHEMENT_EN_COURS' : 'CONFLIT_MODIFICATION');
    }
    throw e;
  }

  try {
    await demarrerWorkflow(
      WORKFLOW_DELAI_VALIDATION,
      { idDemande, echeance: echeance.toISOString() },
      `${idDemande}-${maintenant.getTime()}`,
    );
  } catch (e) {
    // the request is in the keepers' queue all the same: only the out-of-delay flag would be missed
    logger.error('démarrage du workflow de délai impossible', {
      idDemande,
      erreur: e instanceof Error ? e.name + ': ' + e.message : String(e),
    });
  }
  return {
    idMandat,
    idCopropriete: c.idCopropriete,
    idDemande,
    echeance: echeance.toISOString(),
    message: `Votre demande de rattachement de la copropriété ${formaterImmatriculation(c.immatriculation!)} est transmise au teneur du registre, qui y répondra sous un jour ouvré.`,
  };
}
