/**
 * The attachment request of a registered condominium by a syndic (issue 5, spec 000 §4 "Attachment flow",
 * §5 "Mandate"), here without a supporting document (`rattachement/pasJustif`): the check chain again, the
 * mandate rules with the previous mandate's end, the 12-month warning confirmed, the sworn statement (body
 * schema). Then the request `RATTACHEMENT-<idMandat>` is opened the one way requests are opened
 * (validations/ouverture.ts: two syndics at once, exactly one request), the mandate A_VALIDER of the caller's
 * declarant written in the same transaction. The renewal (renouvellement.ts) makes the same request through
 * `demanderMandat`, typed RENOUVELLEMENT.
 */
import { dateDuJourParis } from '@registre/shared/domain/copropriete/dates';
import {
  avertissementsMandatNonConfirmes,
  controleRattachement,
  erreurDemandeEnCours,
  idDemandeMandat,
  mandatPrecedent,
  type TypeDemandeMandat,
} from '@registre/shared/domain/mandats';
import { formaterImmatriculation } from '@registre/shared/domain/valeurs';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import { mandatRattachementSchema, type DemandeRattachement } from '@registre/shared/schemas/mandats';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import { supprimerJustificatif } from '../adapters/documents/index.ts';
import { logger } from '../platform/logger.ts';
import type { Session } from '../platform/session.ts';
import { erreursParChamp } from '../declarations/brouillons.ts';
import { nomUtilisateur, prochainNumero } from '../declarations/commun.ts';
import { ouvrirDemandeValidation } from '../validations/ouverture.ts';
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

/** What an attachment and a renewal share: the mandate fields, the confirmed warnings. */
type CorpsDemandeMandat = Omit<DemandeRattachement, 'immatriculation'>;

const MESSAGES: Record<TypeDemandeMandat, (immat: string) => string> = {
  RATTACHEMENT: (immat) =>
    `Votre demande de rattachement de la copropriété ${immat} est transmise au teneur du registre, qui y répondra sous un jour ouvré.`,
  RENOUVELLEMENT: (immat) =>
    `Le renouvellement du mandat de la copropriété ${immat} est transmis au teneur du registre, qui y répondra sous un jour ouvré.`,
};

/**
 * A request that creates a mandate to validate (an attachment or a renewal) on a condominium already checked by
 * the caller: the mandate rules with the previous mandate's end, the confirmed warnings, then ONE transaction —
 * the condominium marked with its pending request (its version read, no other request pending), the mandate
 * A_VALIDER of the caller's declarant (with its document), the request `<TYPE>-<idMandat>` in the keepers'
 * queue (one working day), the journal — then the workflow `delai-validation`. A document filed for this very
 * request is deleted again if the transaction fails.
 */
export async function demanderMandat(p: {
  session: Session;
  type: TypeDemandeMandat;
  copro: Copropriete;
  finMandatPrecedent: string | null;
  corps: CorpsDemandeMandat;
  maintenant: Date;
  obtenirPiece?: () => Promise<PieceJustificative>;
  /** journal details of the request (e.g. the renewed mandate) */
  details?: Record<string, string | number | boolean>;
}): Promise<ResultatRattachement> {
  const { session, type, copro: c, corps, maintenant, obtenirPiece } = p;
  if (session.idTeledeclarant === null) throw new ErreurMetier('ACCES_NON_AUTORISE');
  const idTeledeclarant = session.idTeledeclarant;
  // a renewal may start in the future (the day after the renewed mandate's end, or later); an attachment may not
  const ctx = {
    aujourdhui: dateDuJourParis(maintenant),
    finMandatPrecedent: p.finMandatPrecedent,
    renouvellement: type === 'RENOUVELLEMENT',
  };
  const r = mandatRattachementSchema(ctx).safeParse(corps);
  if (!r.success) throw new ErreurMetier('REQUETE_INVALIDE', erreursParChamp(r.error.issues));
  const mandat = r.data;
  const nonConfirmes = avertissementsMandatNonConfirmes(mandat, corps.confirmations ?? []);
  if (nonConfirmes.length > 0)
    throw new ErreurMetier('AVERTISSEMENTS_NON_CONFIRMES', Object.fromEntries(nonConfirmes.map((a) => [a.champ, a.message])));

  const idMandat = await prochainNumero('mandat');
  const idDemande = idDemandeMandat(type, idMandat);
  const nomDemandeur = await nomUtilisateur(session.login);
  const piece = obtenirPiece ? await obtenirPiece() : null;
  const { echeance } = await ouvrirDemandeValidation({
    session: { ...session, idTeledeclarant },
    copro: c,
    typeDemande: type,
    idDemande,
    idMandat,
    ecritures: (e, quand) => [
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
    ],
    journal: {
      categorie: 'RATTACHEMENT',
      type: type === 'RENOUVELLEMENT' ? 'DEMANDE_RENOUVELLEMENT' : 'DEMANDE_RATTACHEMENT',
      details: {
        ...p.details,
        idMandat,
        idDemande,
        idTeledeclarant,
        sansJustificatif: !piece,
        ...(piece && { idDocument: piece.idDocument }),
      },
    },
    nomDemandeur,
    maintenant,
    apresConflit: (apres) => {
      const enCours =
        type === 'RATTACHEMENT'
          ? erreurDemandeEnCours(apres?.idDemandeEnCours)
          : apres?.idDemandeEnCours
            ? 'DEMANDE_EN_COURS'
            : null;
      return enCours ? new ErreurMetier(enCours) : null;
    },
    siEchec: async () => {
      if (piece?.deposee)
        await supprimerJustificatif(piece.idDocument).catch(() =>
          logger.error('justificatif orphelin non supprimé', { idDemande }),
        );
    },
  });

  return {
    idMandat,
    idCopropriete: c.idCopropriete,
    idDemande,
    echeance: echeance.toISOString(),
    message: MESSAGES[type](formaterImmatriculation(c.immatriculation!)),
  };
}

/** POST rattachement/pasJustif (and, with `obtenirPiece`, rattachement): the check chain, then the request. */
export async function demanderRattachement(
  session: Session,
  corps: DemandeRattachement,
  maintenant: Date,
  obtenirPiece?: () => Promise<PieceJustificative>,
): Promise<ResultatRattachement> {
  if (session.idTeledeclarant === null) throw new ErreurMetier('ACCES_NON_AUTORISE');
  const c = await coproprieteParImmat(corps.immatriculation);
  const refus = controleRattachement(c, session.idTeledeclarant);
  if (refus || !c) throw new ErreurMetier(refus ?? 'IMMAT_NOT_EXISTANT');
  const precedent = mandatPrecedent(await mandatsDe(c.idCopropriete));
  const { immatriculation: _immatriculation, ...mandat } = corps;
  return demanderMandat({
    session,
    type: 'RATTACHEMENT',
    copro: c,
    finMandatPrecedent: precedent?.dateFin ?? null,
    corps: mandat,
    maintenant,
    obtenirPiece,
  });
}
