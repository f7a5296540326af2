/**
 * The lock of a request (spec 000 §4: opening a request locks it, the name of the keeper in progress is shown to
 * the others, leaving unlocks it). Taking it is ONE conditional write (statut A_VALIDER and the version read):
 * two keepers opening at once, exactly one gets it, the other gets the page read-only with the first one's name.
 */
import { decisionDeverrouillage, decisionOuverture, etatCoproprietePendant } from '@registre/shared/domain/validations';
import { ErreurMetier } from '@registre/shared/errors/catalogue';
import type { PageValidation } from '@registre/shared/schemas/copropriete/api';
import { transaction, type EntitesTransaction } from '../adapters/dynamodb/service.ts';
import { ligneJournal } from '../adapters/dynamodb/journal.ts';
import type { DemandeValidation } from '../adapters/dynamodb/demandeValidation.ts';
import type { Session } from '../platform/session.ts';
import { coproprieteDe, exigerDemande, journalDe, lireDemande, nomDuTeneur, teneurDe } from './commun.ts';
import { pageDeDemande } from './page.ts';

/** The condominium's state that follows its request (registrations and dissolutions), in the same transaction. */
export function majEtatCopropriete(e: EntitesTransaction, d: DemandeValidation, verrouillee: boolean, maintenant: Date) {
  const etat = etatCoproprietePendant(d.typeDemande, verrouillee);
  if (!etat) return [];
  return [
    e.copropriete
      .patch({ idCopropriete: d.idCopropriete })
      .set({ etat, dateModification: maintenant.toISOString() })
      .add({ version: 1 })
      .commit(),
  ];
}

/** GET update-etat-encours/{id}: opens the request, locked for the caller when it can be. */
export async function ouvrirDemande(session: Session, idDemande: string, maintenant: Date): Promise<PageValidation> {
  const d = await exigerDemande(idDemande);
  if (decisionOuverture(d, teneurDe(session)) !== 'VERROUILLER') return pageDeDemande(session, d);
  const nom = await nomDuTeneur(session.login);
  try {
    await transaction(
      (e) => [
        e.demandeValidation
          .patch({ idDemande })
          .set({ statut: 'VALIDATION_EN_COURS', loginTeneurEnCours: session.login, nomTeneurEnCours: nom })
          .add({ version: 1 })
          .where((a, { eq }) => `${eq(a.version, d.version)} AND ${eq(a.statut, 'A_VALIDER')}`)
          .commit(),
        ...majEtatCopropriete(e, d, true, maintenant),
        ligneJournal(e, {
          categorie: 'VALIDATION',
          type: 'VERROUILLAGE_DEMANDE',
          ...journalDe(session),
          cible: idDemande,
          details: { idCopropriete: d.idCopropriete },
          quand: maintenant,
        }),
      ],
      (indices) => (indices.includes(0) ? 'CONFLIT_MODIFICATION' : 'RESSOURCE_INTROUVABLE'),
    );
  } catch (e) {
    // another keeper took it (or it was handled) in between: show what it has become
    if (!(e instanceof ErreurMetier && e.code === 'CONFLIT_MODIFICATION')) throw e;
  }
  return pageDeDemande(session, await exigerDemande(idDemande));
}

/**
 * [issue 5] GET update-etat-encours-sansmandat/{immat}: the condominium's pending request (a dissolution, a
 * registration... whatever `idDemandeEnCours` designates, else its registration waiting for the keepers), opened
 * and locked like update-etat-encours/{id}; none, 404.
 */
export async function ouvrirDemandeSansMandat(session: Session, immat: string, maintenant: Date): Promise<PageValidation> {
  const c = await coproprieteDe(immat);
  const idDemande = c.idDemandeEnCours ?? (c.idDeclarationCourante ? `IMMATRICULATION-${c.idDeclarationCourante}` : undefined);
  if (!idDemande || !(await lireDemande(idDemande))) throw new ErreurMetier('RESSOURCE_INTROUVABLE');
  return ouvrirDemande(session, idDemande, maintenant);
}

/**
 * GET unlockcopro/{immat}: releases the lock of the condominium's pending request, back to A_VALIDER. Called when
 * the keeper leaves the page: `false` when there was nothing to release.
 */
export async function deverrouillerCopropriete(
  session: Session,
  immat: string,
  maintenant: Date,
): Promise<{ response: boolean }> {
  const c = await coproprieteDe(immat);
  const idDemande = c.idDemandeEnCours ?? (c.idDeclarationCourante ? `IMMATRICULATION-${c.idDeclarationCourante}` : undefined);
  const d = idDemande ? await lireDemande(idDemande) : null;
  return deverrouillerDemande(session, d, maintenant);
}

/** Releases the lock of a request (null: nothing to release), by its holder or an administrator. */
export async function deverrouillerDemande(
  session: Session,
  d: DemandeValidation | null,
  maintenant: Date,
): Promise<{ response: boolean }> {
  if (!d) return { response: false };
  const decision = decisionDeverrouillage(d, teneurDe(session));
  if (decision === 'RIEN') return { response: false };
  if (decision !== 'DEVERROUILLER') throw new ErreurMetier(decision);
  await transaction(
    (e) => [
      e.demandeValidation
        .patch({ idDemande: d.idDemande })
        .set({ statut: 'A_VALIDER' })
        .remove(['loginTeneurEnCours', 'nomTeneurEnCours'])
        .add({ version: 1 })
        .where((a, { eq }) => `${eq(a.version, d.version)} AND ${eq(a.statut, 'VALIDATION_EN_COURS')}`)
        .commit(),
      ...majEtatCopropriete(e, d, false, maintenant),
      ligneJournal(e, {
        categorie: 'VALIDATION',
        type: 'DEVERROUILLAGE_DEMANDE',
        ...journalDe(session),
        cible: d.idDemande,
        details: { idCopropriete: d.idCopropriete, teneur: d.loginTeneurEnCours ?? '' },
        quand: maintenant,
      }),
    ],
    'CONFLIT_MODIFICATION',
  );
  return { response: true };
}
