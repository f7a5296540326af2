/**
 * [issue 5] The keepers' decision on a dissolution request `DISSOLUTION-<idDissolution>` (spec 000 §4 "dissolution
 * accepted or refused by the keeper"). Each is ONE transaction conditioned on the request held by the caller at
 * the version they saw (index 0: twenty keepers' clicks at once, exactly one wins, the others get 409):
 *  - validated: the request deleted, the dissolution VALIDEE, the condominium DISSOUTE (pending request removed),
 *    its current mandate ARCHIVE and out of the end-date index (the expiry workflow no longer sees it), journal;
 *  - refused: the request deleted, the dissolution REFUSEE with the keeper's reason, the condominium back to the
 *    state it had before (expired if its mandate expired meanwhile), journal.
 */
import { dissolutionEnAttente, etatApresRefus } from '@registre/shared/domain/dissolution';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { MotifRefus } from '@registre/shared/schemas/copropriete/api';
import { db, transaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { Copropriete } from '../adapters/dynamodb/copropriete.ts';
import type { DemandeValidation } from '../adapters/dynamodb/demandeValidation.ts';
import type { DissolutionEnregistree } from '../adapters/dynamodb/dissolution.ts';
import type { Mandat } from '../adapters/dynamodb/mandat.ts';
import { idObjetDemande, journalDe } from './commun.ts';
import { conflitDecision, supprimerDemandeTenue, type ContexteDecision } from './decision.ts';

type Contexte = ContexteDecision;

export interface DissolutionChargee {
  dissolution: DissolutionEnregistree;
  copro: Copropriete;
  mandat: Mandat | null;
}

/** The dissolution of the request, still undecided, its condominium and the condominium's current mandate. */
export async function chargerDissolution(d: DemandeValidation): Promise<DissolutionChargee> {
  if (d.typeDemande !== 'DISSOLUTION') throw new ErreurMetier('REQUETE_INVALIDE');
  const [{ data: dissolution }, { data: copro }] = await Promise.all([
    db()
      .entities.dissolution.get({ idCopropriete: d.idCopropriete, idDissolution: idObjetDemande(d.idDemande) })
      .go(),
    db().entities.copropriete.get({ idCopropriete: d.idCopropriete }).go(),
  ]);
  if (!dissolution || !copro) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  if (!dissolutionEnAttente(dissolution.statut)) throw new ErreurMetier('DEMANDE_DEJA_TRAITEE');
  const { data: mandat } = copro.idMandatCourant
    ? await db().entities.mandat.get({ idCopropriete: copro.idCopropriete, idMandat: copro.idMandatCourant }).go()
    : { data: null };
  return { dissolution, copro, mandat };
}

export async function validerDissolution(p: Contexte): Promise<DissolutionChargee> {
  const { demande: d, session, maintenant } = p;
  const charge = await chargerDissolution(d);
  const { dissolution, copro, mandat } = charge;
  const quand = maintenant.toISOString();
  const archiver = mandat && mandat.statut === 'COURANT' ? mandat : null;
  await transaction(
    (e) => [
      supprimerDemandeTenue(e, p),
      e.dissolution
        .patch({ idCopropriete: copro.idCopropriete, idDissolution: dissolution.idDissolution })
        .set({ statut: 'VALIDEE', dateDecision: quand })
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.version, dissolution.version))
        .commit(),
      e.copropriete
        .patch({ idCopropriete: copro.idCopropriete })
        .set({ etat: 'DISSOUTE', dateModification: quand })
        .remove(['idDemandeEnCours'])
        .add({ version: 1 })
        .where((a, { eq }) => `${eq(a.version, copro.version)} AND ${eq(a.idDemandeEnCours, d.idDemande)}`)
        .commit(),
      ...(archiver
        ? [
            e.mandat
              .patch({ idCopropriete: copro.idCopropriete, idMandat: archiver.idMandat })
              .set({ statut: 'ARCHIVE' })
              .remove(['finCourant', 'moisFinCourant'])
              .add({ version: 1 })
              .where((a, { eq }) => eq(a.version, archiver.version))
              .commit(),
          ]
        : []),
      ligneJournal(e, {
        categorie: 'DISSOLUTION',
        type: 'DISSOLUTION_VALIDEE',
        ...journalDe(session),
        cible: String(copro.idCopropriete),
        details: {
          idDemande: d.idDemande,
          idDissolution: dissolution.idDissolution,
          ...(archiver && { idMandatArchive: archiver.idMandat }),
        },
        quand: maintenant,
      }),
    ],
    conflitDecision,
  );
  return charge;
}

export async function refuserDissolution(
  p: Contexte & { raison: string; typesMotifRefus: MotifRefus[] },
): Promise<DissolutionChargee> {
  const { demande: d, session, maintenant } = p;
  const charge = await chargerDissolution(d);
  const { dissolution, copro, mandat } = charge;
  const quand = maintenant.toISOString();
  await transaction(
    (e) => [
      supprimerDemandeTenue(e, p),
      e.dissolution
        .patch({ idCopropriete: copro.idCopropriete, idDissolution: dissolution.idDissolution })
        .set({ statut: 'REFUSEE', raisonRefus: p.raison, dateDecision: quand })
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.version, dissolution.version))
        .commit(),
      e.copropriete
        .patch({ idCopropriete: copro.idCopropriete })
        .set({ etat: etatApresRefus(dissolution.etatAvant, mandat), dateModification: quand })
        .remove(['idDemandeEnCours'])
        .add({ version: 1 })
        .where((a, { eq }) => `${eq(a.version, copro.version)} AND ${eq(a.idDemandeEnCours, d.idDemande)}`)
        .commit(),
      ligneJournal(e, {
        categorie: 'DISSOLUTION',
        type: 'DISSOLUTION_REFUSEE',
        ...journalDe(session),
        cible: String(copro.idCopropriete),
        details: {
          idDemande: d.idDemande,
          idDissolution: dissolution.idDissolution,
          typesMotifRefus: p.typesMotifRefus.join(','),
        },
        quand: maintenant,
      }),
    ],
    conflitDecision,
  );
  return charge;
}
