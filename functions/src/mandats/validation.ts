/**
 * The keepers' decision on an attachment request (issue 5, spec 000 §4 "attachment validated or refused by the
 * keeper"), each ONE transaction conditioned on the versions read (request held by the keeper, mandate still to
 * validate, condominium unchanged): two keepers at once, exactly one succeeds.
 *
 * Validated: the mandate becomes COURANT, the previous current mandate ARCHIVE (its end date unchanged), the
 * condominium IMMATRICULEE_RATTACHEE with the new syndic (current mandate, its end, declarant, legal
 * representative), the request deleted. Refused: the mandate REFUSE, the condominium unchanged but for its pending
 * marker, the request deleted.
 *
 * A renewal (RENOUVELLEMENT-<idMandat>, same transaction): the renewed mandate was the condominium's current one;
 * if still COURANT it is archived, if EXPIRE (the expiry workflow ran) it stays EXPIRE; the condominium
 * (IMMATRICULEE_RATTACHEE or …_EXPIRE) becomes IMMATRICULEE_RATTACHEE with the new mandate.
 */
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { MotifRefus } from '@registre/shared/schemas/copropriete/api';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { DemandeValidation } from '../adapters/dynamodb/demandeValidation.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { Mandat } from '../adapters/dynamodb/mandat.ts';
import { acteurDe } from '../platform/enTantQue.ts';
import { raisonSocialeDe } from '../declarations/commun.ts';
import { conflitDecision, supprimerDemandeTenue, type ContexteDecision } from '../validations/decision.ts';

/** The requests whose decision is a mandate's: an attachment, a renewal (the same transaction, spec 000 §4). */
export const TYPES_DEMANDE_MANDAT: readonly string[] = ['RATTACHEMENT', 'RENOUVELLEMENT'];

type Contexte = ContexteDecision;

/** The attachment's mandate (still to validate) and its condominium. */
async function charger(d: DemandeValidation): Promise<{ mandat: Mandat; copro: Copropriete }> {
  if (!TYPES_DEMANDE_MANDAT.includes(d.typeDemande) || !d.idMandat) throw new ErreurMetier('REQUETE_INVALIDE');
  const [{ data: mandat }, { data: copro }] = await Promise.all([
    db().entities.mandat.get({ idCopropriete: d.idCopropriete, idMandat: d.idMandat }).go(),
    db().entities.copropriete.get({ idCopropriete: d.idCopropriete }).go(),
  ]);
  if (!mandat || !copro) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  if (mandat.statut !== 'A_VALIDER') throw new ErreurMetier('DEMANDE_DEJA_TRAITEE');
  return { mandat, copro };
}

export async function validerRattachement(p: Contexte): Promise<{ mandat: Mandat; copro: Copropriete }> {
  const { demande: d, session, maintenant } = p;
  const { mandat, copro } = await charger(d);
  const { data: precedent } = copro.idMandatCourant
    ? await db().entities.mandat.get({ idCopropriete: copro.idCopropriete, idMandat: copro.idMandatCourant }).go()
    : { data: null };
  const representantLegal = await raisonSocialeDe(mandat.idTeledeclarant);
  const quand = maintenant.toISOString();
  await transaction(
    (e) => [
      supprimerDemandeTenue(e, p),
      e.mandat
        .patch({ idCopropriete: copro.idCopropriete, idMandat: mandat.idMandat })
        // a COURANT mandate is in the end-date index of the workflow expiration-mandats (`finCourant`)
        .set({ statut: 'COURANT', finCourant: mandat.dateFin })
        .add({ version: 1 })
        .where((a, { eq }) => `${eq(a.version, mandat.version)} AND ${eq(a.statut, 'A_VALIDER')}`)
        .commit(),
      ...(precedent && precedent.statut === 'COURANT'
        ? [
            e.mandat
              .patch({ idCopropriete: copro.idCopropriete, idMandat: precedent.idMandat })
              .set({ statut: 'ARCHIVE' })
              .remove(['finCourant', 'moisFinCourant'])
              .add({ version: 1 })
              .where((a, { eq }) => eq(a.version, precedent.version))
              .commit(),
          ]
        : []),
      e.copropriete
        .patch({ idCopropriete: copro.idCopropriete })
        .set({
          etat: 'IMMATRICULEE_RATTACHEE',
          idMandatCourant: mandat.idMandat,
          dateDebutMandat: mandat.dateDebut, // [issue 11] list criterion
          dateFinMandat: mandat.dateFin,
          idTeledeclarant: mandat.idTeledeclarant,
          ...(representantLegal && { representantLegal }),
          dateModification: quand,
        })
        .remove(['idDemandeEnCours'])
        .add({ version: 1 })
        .where((a, { eq }) => `${eq(a.version, copro.version)} AND ${eq(a.idDemandeEnCours, d.idDemande)}`)
        .commit(),
      ligneJournal(e, {
        categorie: 'RATTACHEMENT',
        type: d.typeDemande === 'RENOUVELLEMENT' ? 'RENOUVELLEMENT_VALIDE' : 'RATTACHEMENT_VALIDE',
        ...acteurDe(session),
        cible: String(copro.idCopropriete),
        details: {
          idDemande: d.idDemande,
          idMandat: mandat.idMandat,
          idTeledeclarant: mandat.idTeledeclarant,
          ...(precedent && { idMandatArchive: precedent.idMandat }),
        },
        quand: maintenant,
      }),
    ],
    conflitDecision,
  );
  return { mandat, copro };
}

export async function refuserRattachement(
  p: Contexte & { raison: string; typesMotifRefus: MotifRefus[] },
): Promise<{ mandat: Mandat; copro: Copropriete }> {
  const { demande: d, session, maintenant } = p;
  const { mandat, copro } = await charger(d);
  const quand = maintenant.toISOString();
  await transaction(
    (e) => [
      supprimerDemandeTenue(e, p),
      e.mandat
        .patch({ idCopropriete: copro.idCopropriete, idMandat: mandat.idMandat })
        .set({ statut: 'REFUSE', motifRefus: p.raison, typesMotifRefus: p.typesMotifRefus })
        .add({ version: 1 })
        .where((a, { eq }) => `${eq(a.version, mandat.version)} AND ${eq(a.statut, 'A_VALIDER')}`)
        .commit(),
      e.copropriete
        .patch({ idCopropriete: copro.idCopropriete })
        .remove(['idDemandeEnCours'])
        .set({ dateModification: quand })
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.idDemandeEnCours, d.idDemande))
        .commit(),
      ligneJournal(e, {
        categorie: 'RATTACHEMENT',
        type: d.typeDemande === 'RENOUVELLEMENT' ? 'RENOUVELLEMENT_REFUSE' : 'RATTACHEMENT_REFUSE',
        ...acteurDe(session),
        cible: String(copro.idCopropriete),
        details: { idDemande: d.idDemande, idMandat: mandat.idMandat, typesMotifRefus: p.typesMotifRefus.join(',') },
        quand: maintenant,
      }),
    ],
    conflitDecision,
  );
  return { mandat, copro };
}
